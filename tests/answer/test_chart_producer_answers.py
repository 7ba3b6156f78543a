"""Questions a reader asks of a chart drawn by ReportLab (values below zero, months on the axis,
a legend in columns under the plot), answered from the values read out of the PDF: the value
of one series in one month, which series is highest at the first point, and a series' most
recent value. The chart goes through figure finding and chart reading, as in a paper."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest

from paperlens.answer.base import TaggedEvidence
from paperlens.answer.compute import compute_facts
from paperlens.answer.extractive import ExtractiveAnswerer
from paperlens.figures import extract_figures
from paperlens.figures.describe import OfflineDescriber
from paperlens.models import Chunk
from paperlens.settings import FigureSettings

TRUTH = {
    "Shaded": [-0.6, -1.1, -1.7, -2.2, -1.9],
    "Open field": [-0.9, -1.8, -2.6, -3.4, -2.9],
    "Irrigated": [-0.4, -0.6, -0.9, -1.2, -1.0],
}
MONTHS = ["May", "Jun", "Jul", "Aug", "Sep"]


@pytest.fixture(scope="module")
def chart_chunk(tmp_path_factory: pytest.TempPathFactory) -> Chunk:
    pytest.importorskip("reportlab")
    from reportlab.graphics.charts.legends import Legend
    from reportlab.graphics.charts.linecharts import HorizontalLineChart
    from reportlab.graphics.shapes import Drawing, String
    from reportlab.graphics.widgets.markers import makeMarker
    from reportlab.lib import colors
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.styles import getSampleStyleSheet
    from reportlab.platypus import Paragraph, SimpleDocTemplate

    tmp: Path = tmp_path_factory.mktemp("rl")
    d = Drawing(400, 230)
    chart = HorizontalLineChart()
    chart.x, chart.y, chart.width, chart.height = 60, 70, 320, 140
    chart.data = [tuple(v) for v in TRUTH.values()]
    chart.categoryAxis.categoryNames = MONTHS
    chart.valueAxis.valueMin, chart.valueAxis.valueMax, chart.valueAxis.valueStep = -4, 0, 0.5
    palette = [colors.darkorange, colors.darkred, colors.navy]
    for i, c in enumerate(palette):
        chart.lines[i].strokeColor = c
        chart.lines[i].symbol = makeMarker("FilledCircle")
        chart.lines[i].symbol.fillColor = c
    d.add(chart)
    d.add(String(8, 140, "Leaf water potential (MPa)", fontSize=8))
    legend = Legend()
    legend.x, legend.y, legend.columnMaximum = 70, 35, 2
    legend.colorNamePairs = list(zip(palette, TRUTH, strict=True))
    d.add(legend)
    styles = getSampleStyleSheet()
    SimpleDocTemplate(str(tmp / "paper.pdf"), pagesize=A4).build(
        [
            Paragraph("Leaf water potential was measured monthly in three plots. " * 6),
            d,
            Paragraph("Figure 1. Leaf water potential by month and plot.", styles["BodyText"]),
        ]
    )
    settings = FigureSettings(ocr=False)
    (chunk,) = extract_figures(
        pymupdf.open(tmp / "paper.pdf"), "p" * 16, tmp, settings, OfflineDescriber(settings)
    )
    return Chunk.from_metadata(chunk.chunk_id, chunk.text, chunk.to_metadata())


def _answer(question: str, chunk: Chunk) -> str:
    evidence = [TaggedEvidence(tag=chunk.tag, chunk=chunk)]
    facts = compute_facts(question, evidence, ["figure", "text"])
    return ExtractiveAnswerer().answer(question, evidence, "English", facts=facts)


def test_the_value_of_one_series_in_one_month(chart_chunk: Chunk) -> None:
    text = _answer("Roughly what leaf water potential did Open field show in August?", chart_chunk)
    assert "-3.4" in text.replace("\u2212", "-") and "Figure 1" in text


def test_which_series_is_highest_at_the_first_point(chart_chunk: Chunk) -> None:
    text = _answer(
        "Which plot had the highest water potential at the first measurement?", chart_chunk
    )
    assert "Irrigated" in text and "-0.4" in text.replace("\u2212", "-")


def test_the_most_recent_value_of_a_series(chart_chunk: Chunk) -> None:
    text = _answer("What is the most recent leaf water potential of Shaded?", chart_chunk)
    assert "-1.9" in text.replace("\u2212", "-")
    assert "-2.2" not in text.replace("\u2212", "-")
