from __future__ import annotations

import io
import os
import time
import uuid
from pathlib import Path

import pymupdf
import pytest
from fastapi.testclient import TestClient

from paperlens.settings import Settings

PAPERS = Path(__file__).resolve().parents[1].parent / "shared" / "papers"
CHROMA_URL = os.environ.get("PAPERLENS_TEST_CHROMA_URL")  # set by .ci/run for the server-mode pass
DATABASE_URL = os.environ.get("PAPERLENS_TEST_DATABASE_URL")  # a Postgres server, same pass


def fresh_database() -> str | None:
    """A new, empty Postgres database for one test (the registry must start empty)."""
    if not DATABASE_URL:
        return None
    import sqlalchemy as sa

    name = f"t{uuid.uuid4().hex[:12]}"
    admin = sa.create_engine(
        DATABASE_URL.replace("postgresql://", "postgresql+psycopg://", 1),
        isolation_level="AUTOCOMMIT",
    )
    with admin.connect() as conn:
        conn.exec_driver_sql(f"create database {name}")
    admin.dispose()
    return DATABASE_URL.rsplit("/", 1)[0] + f"/{name}"


def real_paper(name: str) -> Path:
    path = PAPERS / name
    if not path.exists():
        pytest.skip(f"{path} not found: the real papers live in ../shared/papers beside the repo")
    return path


def make_settings(data_dir: Path, **overrides: object) -> Settings:
    store = {"collection": f"t{uuid.uuid4().hex[:10]}"}
    overrides.setdefault("database_url", fresh_database())
    return Settings(
        data_dir=data_dir, chroma_url=CHROMA_URL, provider="local", store=store, **overrides
    )  # type: ignore[arg-type]


def wait_for_job(client: TestClient, job_id: str, timeout: float = 120.0) -> dict:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        job = client.get(f"/jobs/{job_id}").json()
        if job["status"] in ("done", "failed"):
            return job
        time.sleep(0.1)
    raise AssertionError(f"job {job_id} did not finish in {timeout} s: {job}")


def upload(client: TestClient, data: bytes, name: str = "paper.pdf") -> dict:
    response = client.post("/papers", files={"file": (name, data, "application/pdf")})
    assert response.status_code in (200, 202), response.text
    body = response.json()
    job = wait_for_job(client, body["job_id"])
    assert job["status"] == "done", job
    return body


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


def prose_pdf(title: str, paragraphs: list[str]) -> bytes:
    """One page of prose in any script (the HTML box falls back to fonts that have ł, ş, Σ)."""
    doc = pymupdf.open()
    page = doc.new_page()
    body = "".join(f"<p>{p}</p>" for p in paragraphs)
    page.insert_htmlbox(pymupdf.Rect(60, 60, 540, 780), f"<h2>{title}</h2>{body}")
    return doc.tobytes()


def chart_pdf(fig, intro: str, caption: str) -> bytes:
    """One page: a paragraph, then the matplotlib figure ``fig`` as a vector chart, then its
    caption (the figure is closed)."""
    import matplotlib.pyplot as plt

    chart = io.BytesIO()
    fig.savefig(chart, format="pdf")
    plt.close(fig)
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    page.insert_textbox(pymupdf.Rect(72, 72, 540, 160), intro, fontsize=10)
    source = pymupdf.open("pdf", chart.getvalue())
    page.show_pdf_page(pymupdf.Rect(100, 180, 505, 432), source, 0)
    page.insert_text((72, 452), caption, fontsize=9)
    data = doc.tobytes()
    source.close()
    return data


def index_prose_papers(data_dir: Path, embedder, papers) -> tuple:
    """A lens over ``papers`` ((title, paragraphs) pairs), each indexed from ``prose_pdf``;
    returns the lens and the paper ids by title."""
    from paperlens.service import PaperLens

    lens = PaperLens(make_settings(data_dir), embedder=embedder)
    ids = {}
    for title, paragraphs in papers:
        ids[title] = lens.ingest_pdf(prose_pdf(title, paragraphs), filename="p.pdf").paper_id
    return lens, ids


def wait_until(condition, timeout: float = 60.0, step: float = 0.1) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return
        time.sleep(step)
    raise AssertionError(f"condition not met within {timeout} s")
