"""Evidence in the paper over HTTP: highlighted pages, chunk JSON, CSV downloads, offline docs.

The paper is drawn in the test (tests/evidence_pdf.py), so where each table, figure and passage
is printed, and the values it holds, are known without asking PaperLens.
"""

from __future__ import annotations

import csv
import io

import pymupdf
import pytest
from evidence_pdf import (
    CURVES,
    TABLE_1,
    TABLE_2_ROWS,
    evidence_paper,
    highlighted_share,
    outlined_box,
)
from fastapi.testclient import TestClient
from helpers import make_settings, upload

from paperlens.api.main import create_app
from paperlens.models import Chunk, chunk_counts
from paperlens.service import PaperLens
from paperlens.tabular import chunk_rows, markdown_rows


@pytest.fixture(scope="module")
def client(tmp_path_factory, embedder):
    """One library for the module: the tests only read what the paper's indexing stored."""
    lens = PaperLens(make_settings(tmp_path_factory.mktemp("pages") / "data"), embedder=embedder)
    with TestClient(create_app(lens=lens), base_url="http://127.0.0.1") as test_client:
        yield test_client


@pytest.fixture(scope="module")
def indexed(client):
    paper = evidence_paper()
    paper_id = upload(client, paper.pdf, "evidence.pdf")["paper_id"]
    chunks = client.get(f"/papers/{paper_id}/chunks").json()
    return paper, paper_id, chunks


def _one(chunks, **match):
    found = [c for c in chunks if all(c.get(k) == v for k, v in match.items())]
    assert found, f"no chunk with {match}"
    return found[0]


def _csv(text: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(text)))


def test_a_table_citation_is_outlined_on_its_page(client, indexed):
    paper, paper_id, chunks = indexed
    table = _one(chunks, type="table", label="Table 1")
    response = client.get(
        f"/papers/{paper_id}/pages/2.png", params={"highlight": table["chunk_id"]}
    )
    assert response.status_code == 200 and response.headers["content-type"] == "image/png"
    assert response.headers["x-highlight-boxes"] == "1"
    outline = outlined_box(response.content, 612)
    assert outline is not None, "no outline drawn"
    assert outline.contains(paper.table_1_box), (outline, paper.table_1_box)
    assert outline.get_area() < 1.5 * paper.table_1_box.get_area()  # the table, not the page
    plain = client.get(f"/papers/{paper_id}/pages/2.png")
    assert plain.headers["x-highlight-boxes"] == "0" and outlined_box(plain.content, 612) is None


def test_a_text_citation_marks_its_own_lines_only(client, indexed):
    _, paper_id, chunks = indexed
    first, second = sorted(
        (c for c in chunks if c["type"] == "text" and c["page"] == 1), key=lambda c: c["chunk_id"]
    )
    assert "twelve hours" in first["text"] and "southern" in second["text"]
    png = client.get(
        f"/papers/{paper_id}/pages/1.png", params={"highlight": first["chunk_id"]}
    ).content
    page = pymupdf.open(stream=_pdf_bytes(client, paper_id))[0]
    (inside,) = page.search_for("twelve")
    (outside,) = page.search_for("southern")
    assert highlighted_share(png, page.rect.width, inside) > 0.3
    assert highlighted_share(png, page.rect.width, outside) == 0.0


def _pdf_bytes(client, paper_id: str) -> bytes:
    lens = client.app.state.lens
    return (lens.settings.pdf_dir / f"{paper_id}.pdf").read_bytes()


def test_page_requests_that_cannot_be_served_say_why(client, indexed):
    _, paper_id, chunks = indexed
    table = _one(chunks, type="table", label="Table 1")
    far = client.get(f"/papers/{paper_id}/pages/99.png")
    assert far.status_code == 404 and "has 4 pages" in far.json()["detail"]
    assert client.get(f"/papers/{paper_id}/pages/0.png").status_code == 422
    elsewhere = client.get(
        f"/papers/{paper_id}/pages/1.png", params={"highlight": table["chunk_id"]}
    )
    assert elsewhere.status_code == 400 and "is on page 2" in elsewhere.json()["detail"]
    unknown = client.get(f"/papers/{paper_id}/pages/1.png", params={"highlight": "nope"})
    assert unknown.status_code == 404 and "GET /papers/" in unknown.json()["detail"]
    assert client.get("/papers/0000/pages/1.png").status_code == 404


def test_table_csv_has_the_printed_cells_and_joins_a_split_table(client, indexed):
    _, paper_id, chunks = indexed
    table_1 = _one(chunks, type="table", label="Table 1")
    response = client.get(f"/papers/{paper_id}/chunks/{table_1['chunk_id']}.csv")
    assert response.status_code == 200 and response.headers["content-type"].startswith("text/csv")
    assert "attachment" in response.headers["content-disposition"]
    assert _csv(response.text) == [list(r) for r in TABLE_1]

    parts = [c for c in chunks if c["type"] == "table" and c["label"] == "Table 2"]
    assert len(parts) == 2, "the fixture's Table 2 is meant to be stored in two parts"
    for part in parts:  # either part gives the whole table, header once
        rows = _csv(client.get(f"/papers/{paper_id}/chunks/{part['chunk_id']}.csv").text)
        assert rows[0] == ["Run", "Learning rate", "Accuracy (%)"]
        assert rows[1:] == [list(r) for r in TABLE_2_ROWS]
    card = client.get(f"/papers/{paper_id}").json()
    assert card["counts"]["table"] == 2  # two tables, three chunks


def test_chart_csv_has_the_series_read_from_the_drawing(client, indexed):
    _, paper_id, chunks = indexed
    figure = _one(chunks, type="figure", label="Figure 1")
    assert figure["extra"]["chart_status"] == "read"
    rows = _csv(client.get(f"/papers/{paper_id}/chunks/{figure['chunk_id']}.csv").text)
    assert rows[0] == ["panel", "series", "x", "y", "x_title", "y_title"]
    read: dict[str, dict[int, float]] = {}
    for _panel, series, x, y, x_title, y_title in rows[1:]:
        assert (x_title, y_title) == ("epoch", "accuracy (%)")
        read.setdefault(series, {})[round(float(x))] = float(y)
    assert set(read) == set(CURVES)
    for name, points in CURVES.items():
        for x, y in points:
            assert abs(read[name][x] - y) <= 1.5, (name, x)


def test_chunk_json_and_csv_of_prose(client, indexed):
    _, paper_id, chunks = indexed
    text = _one(chunks, type="text", page=1)
    one = client.get(f"/papers/{paper_id}/chunks/{text['chunk_id']}").json()
    assert one["text"] == text["text"] and one["extra"]["line_boxes"]
    response = client.get(f"/papers/{paper_id}/chunks/{text['chunk_id']}.csv")
    assert response.status_code == 404 and "text passage" in response.json()["detail"]


def test_docs_and_redoc_load_their_assets_from_the_api_itself(client):
    for path, asset in (("/docs", "swagger-ui-bundle.js"), ("/redoc", "redoc.standalone.js")):
        html = client.get(path).text
        assert "cdn." not in html and "fonts.googleapis" not in html, path
        src = next(part.split('"')[0] for part in html.split('src="')[1:] if asset in part)
        assert src.startswith("/"), src
        script = client.get(src)
        assert script.status_code == 200 and len(script.content) > 100_000
        assert b"https://cdn." not in script.content, f"{src} still loads something from a CDN"


# ---- the pieces, without a server ---------------------------------------------------------------


def _table(label: str | None, part: int | None, rows: list[list[str]], page: int = 1) -> Chunk:
    extra: dict[str, object] = {"columns": ["a", "b"], "rows": rows}
    if part:
        extra |= {"part": part, "parts": 2}
    return Chunk(
        chunk_id=f"t{label}{part}", paper_id="p", kind="table", page=page, text="", label=label,
        extra=extra,
    )  # fmt: skip


def test_counts_are_logical_tables():
    chunks = [
        _table("Table 1", 1, [["1", "2"]]),
        _table("Table 1", 2, [["3", "4"]], page=2),
        _table("Table 2", None, [["5", "6"]]),
        _table(None, None, [["7", "8"]]),
        Chunk(chunk_id="x", paper_id="p", kind="text", page=1, text="prose"),
    ]
    assert chunk_counts(chunks) == {"text": 1, "table": 3, "figure": 0, "reference": 0}


def test_csv_falls_back_to_the_markdown_of_older_chunks():
    text = "Table 3: Old.\n\n| Model | BLEU |\n|---|---|\n| Big | 41.8 |\n| A \\| B | 1 |"
    assert markdown_rows(text) == [["Model", "BLEU"], ["Big", "41.8"], ["A | B", "1"]]
    old = Chunk(chunk_id="o", paper_id="p", kind="table", page=1, text=text, label="Table 3")
    assert chunk_rows(old) == [["Model", "BLEU"], ["Big", "41.8"], ["A | B", "1"]]
