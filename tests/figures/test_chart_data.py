"""The structured chart data on figure chunks (TEAM.md contract): what the answerer computes with,
what the UI re-plots, what bench/corpus.py scores."""

from __future__ import annotations

import json
from pathlib import Path

from paperlens.figures import extract_figures
from paperlens.figures.describe import OfflineDescriber
from paperlens.models import Chunk
from paperlens.settings import FigureSettings


def _figure_chunk(pdf, tmp_path: Path) -> Chunk:
    settings = FigureSettings(ocr=False)
    (chunk,) = extract_figures(
        pdf.page.parent, "p" * 16, tmp_path, settings, OfflineDescriber(settings)
    )
    # what Chroma stores and gives back
    return Chunk.from_metadata(chunk.chunk_id, chunk.text, chunk.to_metadata())


def test_line_chart_data_survives_the_store_with_names_axes_and_points(chart_line_pdf, tmp_path):
    chunk = _figure_chunk(chart_line_pdf, tmp_path)

    assert chunk.extra["chart_status"] == "read"
    (panel,) = chunk.extra["chart_data"]
    assert panel["chart_type"] == "line"
    assert panel["x"]["title"] == "epoch" and panel["y"]["title"] == "accuracy (%)"
    assert panel["x"]["log"] is False and panel["x"]["categories"] is None
    assert panel["y"]["min"] == 0 and panel["y"]["max"] == 100
    series = {s["name"]: s["points"] for s in panel["series"]}
    assert set(series) == set(chart_line_pdf.series)
    for name, truth in chart_line_pdf.series.items():
        read = dict((round(x), y) for x, y in series[name])
        for x, y in truth:
            assert abs(read[x] - y) <= 2, (name, x)
    json.dumps(panel)  # plain JSON, nothing that needs a custom encoder


def test_bar_chart_data_gives_category_names_as_x(chart_bar_pdf, tmp_path):
    page = chart_bar_pdf.page
    doc = page.parent
    doc[0].insert_text((72, 360), "Figure 2: Accuracy per model.", fontsize=9)
    chunk = _figure_chunk(chart_bar_pdf, tmp_path)

    (panel,) = chunk.extra["chart_data"]
    assert panel["chart_type"] == "bar"
    assert panel["x"]["categories"] == ["ResNet", "VGG", "ViT", "MLP"]
    top5 = next(s for s in panel["series"] if s["name"] == "top-5")
    assert [x for x, _ in top5["points"]] == ["ResNet", "VGG", "ViT", "MLP"]
    assert abs(dict(top5["points"])["ViT"] - 95.6) <= 2


def test_a_drawing_without_axes_says_why_it_was_not_read(chart_diagram_pdf, tmp_path):
    chart_diagram_pdf.page.insert_text((72, 330), "Figure 3: The model.", fontsize=9)
    chunk = _figure_chunk(chart_diagram_pdf, tmp_path)

    assert chunk.extra["chart_data"] == []
    assert chunk.extra["chart_status"].startswith("not read: ")
