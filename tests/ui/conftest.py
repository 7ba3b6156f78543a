"""UI tests run against a real `paperlens serve` subprocess (local provider, temp data dir)."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import httpx
import pymupdf
import pytest
from fakes.arxiv_server import FakeArxiv
from streamlit.testing.v1 import AppTest

from paperlens_ui.client import PaperLensClient

REPO = Path(__file__).resolve().parents[2]
APP = REPO / "frontend" / "paperlens_ui" / "app.py"
QUIET = {"ORT_DISABLE_TELEMETRY": "1", "ANONYMIZED_TELEMETRY": "False", "HF_HUB_OFFLINE": "1"}
CHROMA_URL = os.environ.get("PAPERLENS_TEST_CHROMA_URL")  # the server-mode pass of .ci/run


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@dataclass
class Process:
    """A `paperlens` subprocess in its own process group (`paperlens ui` spawns streamlit)."""

    popen: subprocess.Popen[bytes]
    url: str
    log: Path

    def stop(self, sig: int = signal.SIGTERM) -> None:
        if self.popen.poll() is not None:
            return
        os.killpg(self.popen.pid, sig)
        try:
            self.popen.wait(timeout=15)
        except subprocess.TimeoutExpired:
            os.killpg(self.popen.pid, signal.SIGKILL)
            self.popen.wait()


def spawn(
    args: list[str],
    url: str,
    log: Path,
    env: dict[str, str],
    ready_path: str,
    timeout: float = 90.0,
) -> Process:
    with log.open("wb") as out:
        popen = subprocess.Popen(
            [sys.executable, "-m", "paperlens.cli", *args],
            cwd=REPO,
            env={**os.environ, **QUIET, **env},
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    proc = Process(popen, url, log)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if popen.poll() is not None:
            raise RuntimeError(
                f"`paperlens {args[0]}` exited with {popen.returncode}:\n{log.read_text()[-3000:]}"
            )
        try:
            if httpx.get(url + ready_path, timeout=2).status_code == 200:
                return proc
        except httpx.TransportError:
            pass
        time.sleep(0.2)
    proc.stop()
    raise RuntimeError(
        f"`paperlens {args[0]}` did not answer on {url} in {timeout:.0f} s:\n{log.read_text()[-3000:]}"
    )


def start_backend(data_dir: Path, **env: str) -> Process:
    port = free_port()
    settings = {"PAPERLENS_DATA_DIR": str(data_dir), "PAPERLENS_PROVIDER": "local", **env}
    if CHROMA_URL:
        settings |= {
            "PAPERLENS_CHROMA_URL": CHROMA_URL,
            "PAPERLENS_STORE__COLLECTION": f"ui{uuid.uuid4().hex[:10]}",
        }
    return spawn(
        ["serve", "--port", str(port)],
        f"http://127.0.0.1:{port}",
        data_dir.parent / f"serve-{port}.log",
        settings,
        "/health",
    )


def start_ui(api_url: str, log_dir: Path) -> Process:
    port = free_port()
    env = {"PAPERLENS_API_URL": api_url}
    return spawn(
        ["ui", "--ui-port", str(port)],
        f"http://127.0.0.1:{port}",
        log_dir / f"ui-{port}.log",
        env,
        "/_stcore/health",
    )


def rich_pdf(text_pdf: Callable[[list[str]], bytes]) -> bytes:
    """Two pages: prose, then a ruled Table 1 and a raster Figure 1, each with its caption."""
    doc = pymupdf.open(
        stream=text_pdf(
            [
                "Lens Tables and Figures: a small test paper\n\nAbstract. We compare the Lens model with two baselines "
                "on the Toy benchmark. Table 1 lists the accuracy of each model and Figure 1 shows the accuracy curve "
                "over training. The Lens model uses 4 layers and was trained for 12 hours on one GPU.",
            ]
        ),
        filetype="pdf",
    )
    page = doc.new_page(width=612, height=792)
    page.insert_text(
        (72, 80),
        "Results are summarised in Table 1, and the learning curve is shown in Figure 1.",
        fontsize=10,
    )
    page.insert_text(
        (72, 120), "Table 1: Accuracy of the three models on the Toy benchmark.", fontsize=10
    )
    rows = [
        ("Model", "Layers", "Accuracy (%)"),
        ("Baseline", "2", "88.0"),
        ("Wide baseline", "2", "89.4"),
        ("Lens", "4", "91.5"),
    ]
    xs, top = (72, 250, 400, 540), 132
    for i, row in enumerate(rows):
        for x, cell in zip(xs, row, strict=False):
            page.insert_text((x + 6, top + 14 * i + 10), cell, fontsize=10)
    for i in range(len(rows) + 1):
        page.draw_line((xs[0], top + 14 * i), (xs[-1], top + 14 * i), width=0.6)
    for x in xs:
        page.draw_line((x, top), (x, top + 14 * len(rows)), width=0.4)
    page.insert_text(
        (72, top + 14 * len(rows) + 30),
        "The Lens model is the most accurate of the three models.",
        fontsize=10,
    )
    chart = pymupdf.open()
    chart.new_page(width=200, height=120).insert_text((20, 60), "ACCURACY 91.5", fontsize=18)
    page.insert_image(
        pymupdf.Rect(100, 400, 400, 580), stream=chart[0].get_pixmap(dpi=150).tobytes("png")
    )
    page.insert_text(
        (100, 600), "Figure 1: Accuracy of the Lens model during training.", fontsize=10
    )
    return doc.tobytes()


@pytest.fixture(scope="session")
def fake_arxiv() -> Iterator[FakeArxiv]:
    papers: dict[str, tuple[str, str, bytes]] = {}  # filled by the tests that need a paper there
    with FakeArxiv(papers) as fake:
        yield fake


@pytest.fixture(scope="session")
def backend(tmp_path_factory: pytest.TempPathFactory, fake_arxiv: FakeArxiv) -> Iterator[str]:
    data = tmp_path_factory.mktemp("ui-backend") / "data"
    proc = start_backend(
        data,
        PAPERLENS_INGEST__ARXIV_API_URL=f"{fake_arxiv.url}/api/query",
        PAPERLENS_INGEST__ARXIV_PDF_URL=fake_arxiv.url + "/pdf/{arxiv_id}",
    )
    yield proc.url
    proc.stop()


@pytest.fixture
def api(backend: str) -> Iterator[PaperLensClient]:
    """The UI's own HTTP client against a backend whose library is empty at the start of the test."""
    client = PaperLensClient(backend)
    for paper in client.papers():
        if paper["status"] in ("queued", "running"):
            client.wait_for_job(paper["job_id"], timeout=600)
        client.delete_paper(paper["paper_id"])
    yield client
    client.close()


@pytest.fixture
def index_pdf(api: PaperLensClient) -> Callable[..., dict]:
    """Upload through the UI's client and wait for the job: the seam tests use to fill the library."""

    def index(data: bytes, name: str = "paper.pdf") -> dict:
        queued = api.upload_pdf(name, data)
        job = api.wait_for_job(queued["job_id"], timeout=600)
        assert job["status"] == "done", job
        return next(p for p in api.papers() if p["paper_id"] == queued["paper_id"])

    return index


@pytest.fixture
def rich_paper(pdf_factory: Callable[[list[str]], bytes]) -> bytes:
    return rich_pdf(pdf_factory)


@pytest.fixture
def processes() -> Iterator[list[Process]]:
    """Processes a test starts itself (a backend to restart, the UI); all stopped at teardown."""
    started: list[Process] = []
    yield started
    for proc in reversed(started):
        proc.stop()


@pytest.fixture
def spawn_backend(processes: list[Process]) -> Callable[..., Process]:
    def start(data_dir: Path, **env: str) -> Process:
        processes.append(start_backend(data_dir, **env))
        return processes[-1]

    return start


@pytest.fixture
def spawn_ui(processes: list[Process], tmp_path: Path) -> Callable[[str], Process]:
    def start(api_url: str) -> Process:
        processes.append(start_ui(api_url, tmp_path))
        return processes[-1]

    return start


@pytest.fixture
def app_at(monkeypatch: pytest.MonkeyPatch) -> Callable[[str], AppTest]:
    """The real app script, pointed at an API URL through PAPERLENS_API_URL as `paperlens ui` does."""

    def make(url: str) -> AppTest:
        monkeypatch.setenv("PAPERLENS_API_URL", url)
        return AppTest.from_file(str(APP), default_timeout=60)

    return make
