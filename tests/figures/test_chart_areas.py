"""Stacked area charts: each layer is a filled band resting on the one below; its value at x is
its own thickness, not the height of its upper edge, and the legend names it by colour."""

from __future__ import annotations

import pymupdf
import pytest

from paperlens.figures.charts import read_chart

HOURS = list(range(0, 24, 2))
LAYERS = {
    "Day pass": [0.6, 0.2, 0.1, 0.5, 1.5, 2.2, 3.4, 3.9, 4.1, 3.0, 1.8, 1.0],
    "Season pass": [1.2, 0.4, 0.9, 4.8, 9.6, 4.1, 5.0, 5.6, 6.2, 10.8, 3.9, 2.1],
}


@pytest.mark.parametrize("tight", [False, True])
def test_stacked_areas_give_each_layer_its_thickness(tmp_path, tight: bool) -> None:
    """``tight``: a row legend whose entries are closer to the previous text than the gap
    between a swatch and its own text (ggplot2's legend on top): each swatch is still its
    own text's."""
    matplotlib = pytest.importorskip("matplotlib")
    matplotlib.use("pdf")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(5, 3))
    ax.stackplot(HOURS, *LAYERS.values(), labels=list(LAYERS), colors=["#f3b05a", "#4c9ac9"])
    ax.set_xlabel("Hour")
    ax.set_ylabel("Rentals (thousands)")
    ax.set_xlim(0, 22)
    spacing = {"columnspacing": 0.5, "handletextpad": 0.6} if tight else {}
    ax.legend(loc="lower center", bbox_to_anchor=(0.5, 1.0), ncol=2, frameon=False, **spacing)
    path = tmp_path / "areas.pdf"
    fig.savefig(path, bbox_inches="tight")
    plt.close(fig)
    page = pymupdf.open(path)[0]

    (chart,) = read_chart(page, page.rect)

    assert chart.chart_type == "stacked_area"
    read = {s.name: s for s in chart.series}
    assert set(read) == set(LAYERS)
    for name, values in LAYERS.items():
        pts = dict((round(x, 1), y) for x, y in read[name].points)
        for h, v in zip(HOURS, values, strict=True):
            assert pts[float(h)] == pytest.approx(v, abs=0.15), (name, h)
    assert chart.to_dict()["chart_type"] == "stacked_area"
