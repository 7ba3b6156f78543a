"""End to end in headless Chromium: upload the real Attention paper, watch it index, ask about Table 2.

Needs Debian's `chromium` (apt-get install chromium) and the real papers in ../shared/papers.
Screenshots land in test-artifacts/; set PAPERLENS_UPDATE_SCREENSHOT=1 to refresh docs/screenshot-chat.png.
"""

from __future__ import annotations

import os
import shutil
import time
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
ARTIFACTS = REPO / "test-artifacts"
ATTENTION = REPO.parent / "shared" / "papers" / "attention.pdf"
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--headless=new",
    "--disable-gpu",
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
]
STAGES = (
    "extracting tables",
    "finding figures",
    "extracting text",
    "describing figure",
    "embedding",
    "storing",
)
QUESTION = "What BLEU score does the big Transformer get on English-to-French in Table 2?"


@pytest.fixture
def browser_page():
    if not CHROMIUM.exists():
        pytest.skip(
            f"{CHROMIUM} not found: install Debian's chromium (apt-get install -y chromium)"
        )
    sync_api = pytest.importorskip(
        "playwright.sync_api", reason="pip install playwright (no browser download needed)"
    )
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        page = browser.new_page(viewport={"width": 1400, "height": 1600})
        yield page
        browser.close()


def _shot(page, name: str) -> Path:
    """Screenshot once the app has finished its run (no "Running…" indicator)."""
    page.locator('[data-testid="stStatusWidget"]').wait_for(state="hidden", timeout=30_000)
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / name
    page.screenshot(path=str(path))
    return path


@pytest.mark.browser
def test_upload_index_and_ask_about_table_2_in_a_browser(api, backend, spawn_ui, browser_page):
    if not ATTENTION.exists():
        pytest.skip(
            f"{ATTENTION} not found: the real papers live in ../shared/papers beside the repo"
        )
    page = browser_page
    ui = spawn_ui(backend)
    page.goto(ui.url)
    page.get_by_text("No paper indexed yet").first.wait_for(timeout=60_000)

    page.locator('[data-testid="stFileUploader"] input[type="file"]').set_input_files(
        str(ATTENTION)
    )
    sidebar = page.locator('[data-testid="stSidebar"]')
    sidebar.locator('[data-testid="stProgress"]').first.wait_for(timeout=30_000)
    seen: set[str] = set()
    deadline = time.monotonic() + 300
    while "is ready:" not in (shown := sidebar.inner_text()):
        assert "could not be indexed" not in shown, shown
        assert time.monotonic() < deadline, (
            f"the paper did not become ready; the sidebar shows:\n{shown}"
        )
        seen |= {stage for stage in STAGES if stage in shown}
        time.sleep(0.25)
    assert seen, "no indexing stage was shown while the paper was indexed"
    assert "Attention Is All You Need" in shown and "5 tables" in shown
    _shot(page, "ui-ready.png")

    box = page.locator('[data-testid="stChatInputTextArea"]')
    box.fill(QUESTION)
    box.press("Enter")
    badge = page.get_by_role("button", name="Table 2 · p.8")
    badge.first.wait_for(timeout=120_000)
    answer = page.locator('[data-testid="stChatMessage"]').last
    assert "Table 2" in answer.inner_text()
    _shot(page, "ui-answer.png")

    badge.first.click()
    table = page.locator('[data-testid="stPopoverBody"] table', has_text="41.8")
    table.wait_for(state="visible", timeout=30_000)
    assert "Transformer (big)" in table.inner_text()
    page.wait_for_timeout(500)  # let the popover finish opening
    shot = _shot(page, "ui-citation-table.png")
    if os.environ.get("PAPERLENS_UPDATE_SCREENSHOT") == "1":
        shutil.copyfile(shot, REPO / "docs" / "screenshot-chat.png")
