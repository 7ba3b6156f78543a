"""Shared fixtures: settings on tmp_path, the real embedded store, a TestClient, small PDFs."""

from __future__ import annotations

import os

# Before anything imports PyMuPDF (which loads onnxruntime) or Chroma.
os.environ.setdefault("ORT_DISABLE_TELEMETRY", "1")
os.environ.setdefault("ANONYMIZED_TELEMETRY", "False")

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from helpers import SMALL_PAPER, make_settings, real_paper, text_pdf

from paperlens.api.main import create_app
from paperlens.embeddings import LocalE5Embedder
from paperlens.service import PaperLens
from paperlens.settings import Settings


@pytest.fixture(scope="session")
def embedder() -> LocalE5Embedder:
    return LocalE5Embedder()


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return make_settings(tmp_path / "data")


@pytest.fixture
def lens(settings: Settings, embedder: LocalE5Embedder) -> Iterator[PaperLens]:
    lens = PaperLens(settings, embedder=embedder)
    yield lens
    # The server-mode pass shares one Postgres (100 connections) across the whole session.
    lens.registry.close()


@pytest.fixture
def client(lens: PaperLens) -> Iterator[TestClient]:
    # 127.0.0.1: the API serves loopback host names only (api.allowed_hosts).
    with TestClient(create_app(lens=lens), base_url="http://127.0.0.1") as test_client:
        yield test_client


@pytest.fixture
def small_pdf() -> bytes:
    return text_pdf(SMALL_PAPER)


@pytest.fixture
def pdf_factory() -> Callable[[list[str]], bytes]:
    return text_pdf


@pytest.fixture(scope="session")
def attention_lens(
    tmp_path_factory: pytest.TempPathFactory, embedder: LocalE5Embedder
) -> tuple[PaperLens, str]:
    """The real Attention paper, indexed once for the session on the embedded default."""
    data = real_paper("attention.pdf").read_bytes()
    lens = PaperLens(make_settings(tmp_path_factory.mktemp("attention")), embedder=embedder)
    paper = lens.ingest_pdf(data, filename="attention.pdf")
    return lens, paper.paper_id


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """Say it in the summary when tests skipped because the real papers are missing."""
    skipped = terminalreporter.stats.get("skipped", [])
    missing = [r for r in skipped if "shared/papers" in str(r.longrepr)]
    if missing:
        terminalreporter.write_sep(
            "!",
            f"{len(missing)} tests SKIPPED: the real papers are not in ../shared/papers "
            "(see the README, 'The real papers')",
            yellow=True,
            bold=True,
        )
