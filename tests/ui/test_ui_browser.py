"""End to end in headless Chromium against `paperlens serve` + `paperlens ui`, as a reader uses it.

1. The Attention paper: upload, progress, a cited answer about Table 2, the badge opening page 8
   with Table 2 outlined, its CSV, the chat's Markdown export, /docs and /redoc; every request
   the browser makes stays on this machine (other hosts do not even resolve).
2. The ResNet paper: Figure 1's badge shows the crop, the training curves re-plotted from the
   data PaperLens read (hovering shows values), the series as CSV, and the page with the figure
   outlined; this is the README's screenshot.
3. A question sent while an answer streams waits for it; "Stop" ends an answer visibly.

Needs Debian's `chromium` (apt-get install chromium); 1 and 2 need the real papers in
../shared/papers and skip, saying so, without them. Screenshots land in test-artifacts/; set
PAPERLENS_UPDATE_SCREENSHOT=1 to refresh docs/screenshot-chat.png.
"""

from __future__ import annotations

import os
import re
import shutil
import time
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import pymupdf
import pytest
from evidence_pdf import outlined_box
from fakes.openai_server import FakeOpenAI
from helpers import SMALL_PAPER, text_pdf

from paperlens_ui.client import PaperLensClient

REPO = Path(__file__).resolve().parents[2]
ARTIFACTS = REPO / "test-artifacts"
PAPERS = REPO.parent / "shared" / "papers"
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--headless=new",
    "--disable-gpu",
    # Any host but this machine fails to resolve: a page that needs the internet breaks here.
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
]
LOOPBACK = {"127.0.0.1", "localhost", "::1"}
VIEWPORT = {"width": 1400, "height": 1000}
STAGES = (
    "extracting tables",
    "finding figures",
    "extracting text",
    "describing figure",
    "embedding",
    "storing",
)
TABLE_QUESTION = "What BLEU score does the big Transformer get on English-to-French in Table 2?"


def real_paper(name: str) -> Path:
    path = PAPERS / name
    if not path.exists():
        pytest.skip(f"{path} not found: the real papers live in ../shared/papers beside the repo")
    return path


@pytest.fixture
def browser():
    if not CHROMIUM.exists():
        pytest.skip(
            f"{CHROMIUM} not found: install Debian's chromium (apt-get install -y chromium)"
        )
    sync_api = pytest.importorskip(
        "playwright.sync_api", reason="pip install playwright (no browser download needed)"
    )
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield browser
        browser.close()


class Recorded:
    """A page and every URL it requested, to prove nothing left this machine."""

    def __init__(self, browser) -> None:
        self.context = browser.new_context(viewport=VIEWPORT, accept_downloads=True)
        self.page = self.context.new_page()
        self.urls: list[str] = []
        self.context.on("request", lambda request: self.urls.append(request.url))

    def outside(self) -> list[str]:
        return [
            u
            for u in self.urls
            if urlsplit(u).scheme not in ("data", "blob") and urlsplit(u).hostname not in LOOPBACK
        ]


@pytest.fixture
def recorded(browser) -> Iterator[Recorded]:
    session = Recorded(browser)
    yield session
    session.context.close()


def shot(page, name: str) -> Path:
    """Screenshot once the app has finished its run (no "Running…" indicator)."""
    page.locator('[data-testid="stStatusWidget"]').wait_for(state="hidden", timeout=30_000)
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / name
    page.screenshot(path=str(path))
    return path


def ask(page, question: str) -> None:
    box = page.locator('[data-testid="stChatInputTextArea"]')
    box.fill(question)
    box.press("Enter")


def open_badge(page, label: str):
    badge = page.get_by_role("button", name=label)
    badge.first.wait_for(timeout=120_000)
    badge.first.click()
    body = page.locator('[data-testid="stPopoverBody"]')
    body.wait_for(state="visible", timeout=30_000)
    return body


def in_window(page, locator) -> None:
    box = locator.bounding_box()
    width, height = VIEWPORT["width"], VIEWPORT["height"]
    assert box is not None
    assert box["x"] >= 0 and box["y"] >= 0, box
    assert box["x"] + box["width"] <= width and box["y"] + box["height"] <= height, box


def page_picture(page, popover, caption: str) -> bytes:
    """The highlighted page shown in a popover, as the browser received it."""
    figure = popover.locator('[data-testid="stImage"]', has_text=caption)
    figure.wait_for(timeout=60_000)
    src = figure.locator("img").get_attribute("src")
    assert src
    response = page.request.get(src if src.startswith("http") else page.url.rstrip("/") + src)
    assert response.ok
    return response.body()


def download(page, button) -> str:
    with page.expect_download(timeout=30_000) as info:
        button.click()
    return Path(info.value.path()).read_text(encoding="utf-8")


def table_2_box() -> pymupdf.Rect:
    """Where Table 2 is printed on page 8, from the PDF's words (not from PaperLens)."""
    page = pymupdf.open(real_paper("attention.pdf"))[7]
    caption_end = min(page.search_for("fraction of the training cost"), key=lambda r: r.y0)
    next_heading = min(page.search_for("Label Smoothing"), key=lambda r: r.y0)
    box = pymupdf.Rect()
    for x0, y0, x1, y1, *_ in page.get_text("words"):
        if y0 > caption_end.y1 and y1 < next_heading.y0:
            box |= (x0, y0, x1, y1)
    return box


@pytest.mark.browser
def test_attention_journey_table_2_on_its_page_offline(api, backend, spawn_ui, recorded):
    attention = real_paper("attention.pdf")
    page = recorded.page
    ui = spawn_ui(backend)
    page.goto(ui.url)
    page.get_by_text("No paper indexed yet").first.wait_for(timeout=60_000)
    sidebar = page.locator('[data-testid="stSidebar"]')
    limit = api.health()["max_upload_mb"]
    # The API's limit, not Streamlit's 200 MB; the dropzone may draw after the rest of the page.
    sidebar.get_by_text(f"{limit}MB per file").wait_for(timeout=30_000)
    assert "200MB per file" not in sidebar.inner_text()

    page.locator('[data-testid="stFileUploader"] input[type="file"]').set_input_files(
        str(attention)
    )
    sidebar.locator('[data-testid="stProgress"]').first.wait_for(timeout=30_000)
    seen: set[str] = set()
    deadline = time.monotonic() + 400
    while "is ready:" not in (shown := sidebar.inner_text()):
        assert "could not be indexed" not in shown, shown
        assert time.monotonic() < deadline, f"the paper did not become ready:\n{shown}"
        seen |= {stage for stage in STAGES if stage in shown}
        time.sleep(0.25)
    assert seen, "no indexing stage was shown while the paper was indexed"
    assert "Attention Is All You Need" in shown and "4 tables" in shown  # Table 3 has 2 parts

    ask(page, TABLE_QUESTION)
    popover = open_badge(page, "Table 2 · p.8")
    # "New chat" from the first answer on
    assert page.get_by_role("button", name="New chat").is_visible()
    table = popover.locator("table", has_text="41.8")
    table.wait_for(state="visible", timeout=30_000)
    assert "Transformer (big)" in table.inner_text()
    picture = page_picture(page, popover, "Page 8 · Table 2 highlighted")
    outline = outlined_box(picture, pymupdf.open(attention)[7].rect.width)
    truth = table_2_box()
    assert outline is not None and outline.contains(truth), (outline, truth)
    assert outline.get_area() < 1.6 * truth.get_area(), "the outline is the table, not the page"
    page.wait_for_timeout(500)  # let the popover finish opening
    in_window(page, popover)
    shot(page, "ui-citation-table.png")
    cells = download(page, popover.get_by_role("button", name="Download table (CSV)"))
    assert "Transformer (big),28.4,41.8,2.3 · 10^19" in cells, cells[:500]

    page.keyboard.press("Escape")
    exported = download(page, page.get_by_role("button", name="Export chat"))
    assert f"## Q: {TABLE_QUESTION}" in exported
    assert '[Table 2, p.8] Table 2 (table), page 8 of "Attention Is All You Need"' in exported
    page.get_by_role("button", name="New chat").click()
    page.locator('[data-testid="stChatMessage"]').first.wait_for(state="detached")

    page.goto(backend + "/docs")
    page.locator(".swagger-ui .info .title", has_text="PaperLens").wait_for(timeout=30_000)
    page.goto(backend + "/redoc")
    page.locator("h1", has_text="PaperLens").first.wait_for(timeout=30_000)
    assert len(recorded.urls) > 20 and recorded.outside() == []


@pytest.mark.browser
def test_resnet_figure_1_replotted_beside_its_crop(api, backend, index_pdf, spawn_ui, recorded):
    resnet = real_paper("resnet.pdf")
    index_pdf(resnet.read_bytes(), "resnet.pdf")
    page = recorded.page
    page.goto(spawn_ui(backend).url)
    page.get_by_text("Deep Residual Learning").first.wait_for(timeout=60_000)
    ask(page, "What does Figure 1 show?")
    popover = open_badge(page, "Figure 1 · p.1")
    chart = popover.locator('[data-testid="stVegaLiteChart"]').first
    chart.wait_for(timeout=60_000)
    picture = page_picture(page, popover, "Page 1 · Figure 1 highlighted")
    assert outlined_box(picture, pymupdf.open(resnet)[0].rect.width) is not None
    page.wait_for_timeout(1000)  # the chart draws after its element appears
    in_window(page, popover)
    tip = hover_until_tooltip(page, chart)
    assert re.search(r"(20|56)-layer", tip) and re.search(r"error", tip), tip
    path = shot(page, "ui-figure-replot.png")
    if os.environ.get("PAPERLENS_UPDATE_SCREENSHOT") == "1":
        shutil.copyfile(path, REPO / "docs" / "screenshot-chat.png")
    series = download(page, popover.get_by_role("button", name="Download series (CSV)"))
    assert series.startswith("panel,series,x,y,x_title,y_title") and "56-layer" in series

    page.keyboard.press("Escape")
    page.get_by_role("tab", name="Figures & tables").click()
    figures = page.get_by_role("tab", name=re.compile(r"Figures \(\d+\)"))
    figures.click()
    panel = page.locator('[data-testid="stTabPanel"]:visible').last
    panel.locator('[data-testid="stVegaLiteChart"]').nth(3).wait_for(timeout=60_000)
    assert recorded.outside() == []


def hover_until_tooltip(page, chart) -> str:
    """Sweep the mouse over a chart until Vega's tooltip shows a point's values."""
    box = chart.bounding_box()
    assert box is not None
    tip = page.locator("#vg-tooltip-element")
    for y in range(20, int(box["height"]) - 60, 6):
        for x in range(50, int(box["width"]) - 10, 6):
            page.mouse.move(box["x"] + x, box["y"] + y)
            if tip.count() and tip.is_visible() and tip.inner_text().strip():
                return tip.inner_text()
    raise AssertionError("hovering the re-plotted chart showed no values")


def slow_grounded_answer(request: dict) -> str:
    """An LLM that takes its time: long enough for a reader to send the next question."""
    time.sleep(2.5)
    prompt = request["messages"][-1]["content"]
    tag = re.search(r"\[Text, p\.\d+\]", prompt)
    return f"The encoder is a stack of 4 identical layers {tag.group(0) if tag else ''}."


@pytest.mark.browser
def test_a_question_sent_while_an_answer_streams_waits_and_stop_is_visible(
    spawn_backend, spawn_ui, recorded, tmp_path
):
    with FakeOpenAI(responder=slow_grounded_answer) as fake:
        backend = spawn_backend(
            tmp_path / "data",
            PAPERLENS_PROVIDER="openai",
            OPENAI_BASE_URL=fake.base_url,
            OPENAI_API_KEY="test-key",
        )
        client = PaperLensClient(backend.url)
        queued = client.upload_pdf("lens.pdf", text_pdf(SMALL_PAPER))
        assert client.wait_for_job(queued["job_id"], timeout=600)["status"] == "done"
        page = recorded.page
        page.goto(spawn_ui(backend.url).url)
        page.get_by_text("Gradient Lenses for Tiny Transformers").first.wait_for(timeout=60_000)
        box = page.locator('[data-testid="stChatInputTextArea"]')
        busy = page.locator('[data-testid="stChatInputTextArea"][disabled]')

        ask(page, "How many layers does the encoder have?")
        busy.wait_for(timeout=10_000)  # while the answer is given, the input waits, and says so
        assert "Wait for this answer" in (box.get_attribute("placeholder") or "")
        ask(page, "And what does each layer contain?")  # typed as soon as the input allows
        answers = page.locator('[data-testid="stChatMessage"]', has_text="4 identical layers")
        answers.nth(1).wait_for(timeout=60_000)
        messages = [m.inner_text() for m in page.locator('[data-testid="stChatMessage"]').all()]
        assert len(messages) == 4 and "How many layers" in messages[0], messages
        assert "4 identical layers" in messages[1] and "each layer contain" in messages[2]
        assert "stopped" not in " ".join(messages)
        assert len(fake.chat_requests()) == 2  # each question answered once, none dropped

        ask(page, "How long did training take?")
        busy.wait_for(timeout=10_000)
        page.get_by_role("button", name="Stop").click()
        page.get_by_text("You stopped this answer before it finished").wait_for(timeout=30_000)
        busy.wait_for(state="detached", timeout=30_000)  # the input is free again
        assert recorded.outside() == []
