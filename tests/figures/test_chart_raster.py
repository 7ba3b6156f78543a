"""Charts embedded as PNG images are read from their pixels, with approximate values."""

from __future__ import annotations

import io

import numpy as np
import pymupdf
import pytest
from helpers import make_settings

from paperlens.figures.charts import ChartBudget, read_raster
from paperlens.figures.charts.outlined import page_words
from paperlens.service import PaperLens

pytest.importorskip("matplotlib")

_BOX = pymupdf.Rect(100, 180, 505, 432)
_PIXELS = 2_000_000


def _png_pdf(fig, intro: str, caption: str) -> bytes:
    """One page: a paragraph, the matplotlib figure ``fig`` as a PNG picture, its caption."""
    import matplotlib.pyplot as plt

    png = io.BytesIO()
    fig.savefig(png, format="png", dpi=150)
    plt.close(fig)
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    page.insert_textbox(pymupdf.Rect(72, 72, 540, 160), intro, fontsize=10)
    page.insert_image(_BOX, stream=png.getvalue())
    page.insert_text((72, 452), caption, fontsize=9)
    return doc.tobytes()


def _bars() -> bytes:
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(5.6, 3.5))
    sites = ["North", "South", "East", "West"]
    xs = range(len(sites))
    ax.bar([x - 0.2 for x in xs], [42, 55, 31, 60], width=0.4, color="#1f77b4", label="2021")
    ax.bar([x + 0.2 for x in xs], [38, 47, 36, 52], width=0.4, color="#ff7f0e", label="2022")
    ax.set_xticks(list(xs), sites)
    ax.set_ylim(0, 70)
    ax.set_ylabel("Nests")
    ax.legend(loc="upper left")
    return _png_pdf(
        fig,
        "Nest counts. Figure 1 shows the nests counted at each site in two seasons.",
        "Figure 1: Nests counted per site in 2021 and 2022.",
    )


def _lines() -> bytes:
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(5.6, 3.5))
    days = [0, 2, 4, 6, 8, 10]
    ax.plot(days, [80, 74, 65, 52, 41, 33], "k-o", markersize=3, label="Oak")
    ax.plot(days, [70, 61, 50, 44, 36, 20], "r--", label="Birch")
    ax.set_xlabel("Drying time (days)")
    ax.set_ylabel("Moisture (%)")
    ax.set_ylim(0, 90)
    ax.legend(loc="lower left")
    return _png_pdf(
        fig,
        "Drying of firewood. Freshly cut oak and birch logs were split, stacked under a roof "
        "and weighed every second day; their moisture content was computed from the weight "
        "loss. Figure 1 shows the moisture of oak and birch logs as they dry.",
        "Figure 1: Moisture of oak and birch logs during drying.",
    )


def _read(pdf: bytes):  # type: ignore[no-untyped-def]
    doc = pymupdf.open("pdf", pdf)
    reading = read_raster(doc[0], _BOX, ChartBudget(), _PIXELS)
    assert len(reading.charts) == 1, reading.status
    return reading.charts[0]


def test_grouped_bars_in_a_png_are_read_by_site_and_season() -> None:
    chart = _read(_bars())
    assert chart.approximate and chart.chart_type == "bar"
    assert chart.x_categories == ["North", "South", "East", "West"]
    values = {
        s.name: {chart.x_categories[int(round(x))]: y for x, y in s.points} for s in chart.series
    }
    expected = {
        "2021": {"North": 42, "South": 55, "East": 31, "West": 60},
        "2022": {"North": 38, "South": 47, "East": 36, "West": 52},
    }
    assert values.keys() == expected.keys()
    for name, bars in expected.items():
        for site, value in bars.items():
            assert values[name][site] == pytest.approx(value, abs=1.0), (name, site)


def test_a_solid_and_a_dashed_line_in_a_png_are_read_with_their_legend_names() -> None:
    chart = _read(_lines())
    assert chart.approximate
    by_name = {s.name: s for s in chart.series if s.points}
    assert set(by_name) == {"Oak", "Birch"}
    for name, day, value in (("Oak", 0, 80), ("Oak", 10, 33), ("Birch", 4, 50), ("Birch", 10, 20)):
        xs, ys = zip(*sorted(by_name[name].points), strict=True)
        assert float(np.interp(day, xs, ys)) == pytest.approx(value, abs=1.5), (name, day)
    assert "approximate" in " ".join(chart.notes)


def test_a_question_about_a_point_of_a_png_chart_is_answered_with_its_value(
    tmp_path, embedder
) -> None:  # type: ignore[no-untyped-def]
    lens = PaperLens(make_settings(tmp_path), embedder=embedder)
    paper = lens.ingest_pdf(_lines(), filename="logs.pdf").paper_id
    answer = lens.ask("According to Figure 1, what was the moisture of oak after 6 days?", [paper])
    first = answer.answer.splitlines()[0]
    assert any(f"{v}" in first for v in (51, 52, 53)), answer.answer


def test_two_legend_names_read_as_one_line_with_a_sample_between_are_two_names() -> None:
    """OCR reads a row legend "— Theth  — Lura" as one line, the second sample as dashes."""
    words = page_words([((0.0, 0.0, 110.0, 10.0), "Theth--Lura")], 1.0, pymupdf.Rect(0, 0, 200, 20))
    assert [w.text for w in words] == ["Theth", "Lura"]
    assert words[0].x1 <= words[1].x0
