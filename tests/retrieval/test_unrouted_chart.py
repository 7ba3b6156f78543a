"""A question that never says "figure" about a value only a chart prints: the service reads
the nearest figures' series beside the text it found, and the chart that names the curve and
the point answers, cited by its label."""

from __future__ import annotations

import io

import pymupdf
import pytest

from paperlens.service import PaperLens

DEPOTS = ["North", "Harbour", "Airport", "Valley"]
DIESEL = [41.0, 22.0, 35.0, 18.0]
ELECTRIC = [12.0, 29.0, 16.0, 47.0]


def _paper() -> bytes:
    matplotlib = pytest.importorskip("matplotlib")
    matplotlib.use("pdf")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(4.5, 2.8))
    xs = range(len(DEPOTS))
    ax.bar([x - 0.18 for x in xs], DIESEL, 0.36, label="Diesel")
    ax.bar([x + 0.18 for x in xs], ELECTRIC, 0.36, label="Electric")
    ax.set_xticks(list(xs), DEPOTS)
    ax.set_ylim(0, 60)
    ax.set_ylabel("Buses serviced per day")
    ax.legend(loc="upper left")
    chart = io.BytesIO()
    fig.savefig(chart, format="pdf")
    plt.close(fig)
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    body = (
        "Fleet maintenance. We compare the workshops of four bus depots over one year. "
        "Each depot services both diesel and electric buses, and the share of electric buses "
        "grows every quarter. Staff counts and shift plans are described in the appendix."
    )
    page.insert_textbox(pymupdf.Rect(72, 72, 540, 160), body, fontsize=10)
    # Prose that shares the question's words (electric buses, the Harbour depot, servicing)
    # but gives no count: it outranks the figure in a text search.
    notes = doc.new_page(width=612, height=792)
    prose = " ".join(
        f"Note {i}: electric buses at the Harbour depot are serviced per day shift by a crew "
        f"whose size depends on the season; section {i + 2} explains how each depot services "
        "its electric buses and how many technicians it trains."
        for i in range(12)
    )
    notes.insert_textbox(pymupdf.Rect(72, 72, 540, 760), prose, fontsize=10)
    source = pymupdf.open("pdf", chart.getvalue())
    page = doc[0]  # adding a page drops the earlier page handle
    page.show_pdf_page(pymupdf.Rect(100, 180, 505, 432), source, 0)
    page.insert_text(
        (72, 452), "Figure 1: Buses serviced per day at each depot, by drive.", fontsize=9
    )
    data = doc.tobytes()
    source.close()
    return data


@pytest.fixture(scope="module")
def depots(tmp_path_factory, embedder) -> tuple[PaperLens, str]:
    from helpers import make_settings

    lens = PaperLens(make_settings(tmp_path_factory.mktemp("depots")), embedder=embedder)
    paper = lens.ingest_pdf(_paper(), filename="depots.pdf")
    return lens, paper.paper_id


def test_a_chart_value_asked_without_saying_figure_is_read_from_the_chart(depots) -> None:
    lens, pid = depots
    answer = lens.ask("How many electric buses does the Harbour depot service per day?", [pid])
    first = answer.answer.splitlines()[0]
    assert "29" in first and "[Figure 1" in first
    assert "22" not in first  # the diesel bar at the same depot


def test_a_question_the_chart_does_not_name_is_left_to_the_text(depots) -> None:
    lens, pid = depots
    answer = lens.ask("What do the depots compare?", [pid])
    assert "[Figure 1" not in answer.answer.splitlines()[0]
