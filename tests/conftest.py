"""Shared fixtures: settings on tmp_path, the real embedded store, a TestClient, small PDFs."""

from __future__ import annotations

import os

# Before anything imports PyMuPDF (which loads onnxruntime) or Chroma.
os.environ.setdefault("ORT_DISABLE_TELEMETRY", "1")
os.environ.setdefault("ANONYMIZED_TELEMETRY", "False")

import uuid
from collections.abc import Callable, Iterator
from pathlib import Path

import pymupdf
import pytest
from fastapi.testclient import TestClient

from paperlens.api.main import create_app
from paperlens.embeddings import LocalE5Embedder
from paperlens.service import PaperLens
from paperlens.settings import Settings

PAPERS = Path(__file__).resolve().parents[1].parent / "shared" / "papers"
CHROMA_URL = os.environ.get("PAPERLENS_TEST_CHROMA_URL")  # set by .ci/run for the server-mode pass


def real_paper(name: str) -> Path:
    path = PAPERS / name
    if not path.exists():
        pytest.skip(f"{path} not found: the real papers live in ../shared/papers beside the repo")
    return path


def make_settings(data_dir: Path, **overrides: object) -> Settings:
    store = {"collection": f"t{uuid.uuid4().hex[:10]}"}
    return Settings(data_dir=data_dir, chroma_url=CHROMA_URL, provider="local", store=store, **overrides)  # type: ignore[arg-type]


@pytest.fixture(scope="session")
def embedder() -> LocalE5Embedder:
    return LocalE5Embedder()


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return make_settings(tmp_path / "data")


@pytest.fixture
def lens(settings: Settings, embedder: LocalE5Embedder) -> PaperLens:
    return PaperLens(settings, embedder=embedder)


@pytest.fixture
def client(lens: PaperLens) -> Iterator[TestClient]:
    with TestClient(create_app(lens=lens)) as test_client:
        yield test_client


def text_pdf(pages: list[str]) -> bytes:
    """A small PDF whose pages hold the given prose; the first line of page 1 is set as a title."""
    doc = pymupdf.open()
    for number, text in enumerate(pages):
        page = doc.new_page()
        top = 72
        if number == 0:
            title, _, text = text.partition("\n")
            page.insert_textbox(pymupdf.Rect(72, top, 540, top + 60), title, fontsize=16)
            top += 60
        page.insert_textbox(pymupdf.Rect(72, top, 540, 770), text.strip(), fontsize=11)
    return doc.tobytes()


SMALL_PAPER = [
    "Gradient Lenses for Tiny Transformers\n\nAbstract. We study a tiny transformer called the Lens model. "
    "The encoder of the Lens model is a stack of 4 identical layers. Each layer has two sub-layers. "
    "We train on the Toy corpus for 12 hours on one GPU.",
    "Results. The Lens model reaches an accuracy of 91.5 percent on the Toy benchmark, "
    "while the baseline reaches 88.0 percent. Dropout of 0.3 was applied to every sub-layer. "
    "Learning rate warmup lasted 4000 steps and used the Adam optimizer.",
]


@pytest.fixture
def small_pdf() -> bytes:
    return text_pdf(SMALL_PAPER)


@pytest.fixture
def pdf_factory() -> Callable[[list[str]], bytes]:
    return text_pdf


@pytest.fixture(scope="session")
def attention_lens(tmp_path_factory: pytest.TempPathFactory, embedder: LocalE5Embedder) -> tuple[PaperLens, str]:
    """The real Attention paper, indexed once for the session on the embedded default."""
    data = real_paper("attention.pdf").read_bytes()
    lens = PaperLens(make_settings(tmp_path_factory.mktemp("attention")), embedder=embedder)
    paper = lens.ingest_pdf(data, filename="attention.pdf")
    return lens, paper.paper_id
