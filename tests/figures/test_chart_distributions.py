"""Box and violin plots: each group's value is its median, the line drawn across its body;
outlier points, whisker caps and extrema are not data series. Bars with error bars, whose caps
may fall inside the bar, stay bars."""

from __future__ import annotations

import numpy as np
import pymupdf
import pytest

from paperlens.figures.charts import read_chart

GROUPS = ["alpha", "beta", "gamma", "delta"]
MEDIANS = [0.31, 0.38, 0.40, 0.58]


def _samples() -> list[np.ndarray]:
    """Eleven values per group, the sixth the median; one far outlier in the last group."""
    out = []
    for k, m in enumerate(MEDIANS):
        spread = np.linspace(-0.12, 0.12, 11) * (1 + k * 0.3)
        values = m + spread
        if k == len(MEDIANS) - 1:
            values = np.append(values[:-1], 1.32)
        out.append(values)
    return out


def _plot(tmp_path, kind: str):  # type: ignore[no-untyped-def]
    matplotlib = pytest.importorskip("matplotlib")
    matplotlib.use("pdf")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(4.5, 3))
    if kind == "box":
        ax.boxplot(_samples(), tick_labels=GROUPS)
    elif kind == "violin":
        ax.violinplot(_samples(), showmedians=True, showextrema=True)
        ax.set_xticks(range(1, 5), ["2019", "2020", "2021", "2022"])
    else:
        ax.bar(GROUPS, MEDIANS, yerr=[0.2] * 4, capsize=6, color="#6699cc")
    ax.set_ylabel("Absolute error")
    path = tmp_path / f"{kind}.pdf"
    fig.savefig(path)
    plt.close(fig)
    return pymupdf.open(path)[0]


@pytest.mark.parametrize("kind", ["box", "violin"])
def test_box_and_violin_plots_give_each_groups_median(tmp_path, kind: str) -> None:
    page = _plot(tmp_path, kind)

    (chart,) = read_chart(page, page.rect)

    assert chart.chart_type == kind
    (series,) = chart.series
    names = GROUPS if kind == "box" else ["2019", "2020", "2021", "2022"]
    assert chart.x_categories == names
    assert [y for _, y in series.points] == pytest.approx(MEDIANS, abs=0.01)
    data = chart.to_dict()
    assert data["series"][0]["points"][0][0] == names[0]  # type: ignore[index]
    assert f"the lowest {names[0]}'s" in chart.summary()


def test_bars_with_error_bars_are_no_box_plot(tmp_path) -> None:
    page = _plot(tmp_path, "bars")

    (chart,) = read_chart(page, page.rect)

    assert chart.chart_type == "bar"
    assert [round(y, 2) for _, y in chart.series[0].points] == MEDIANS
