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


def test_bars_whose_error_bars_start_at_the_bar_top_are_no_box_plot() -> None:
    # ploticus draws each error bar as two strokes from the bar's top, up and down, with caps:
    # the lower cap lies inside the bar, where a box plot's median would be
    doc = pymupdf.open()
    page = doc.new_page(width=400, height=300)
    x0, x1, y0, y1 = 60.0, 360.0, 40.0, 240.0

    def py(v: float) -> float:  # 0 at the bottom, 200 at the top
        return y1 - v / 200 * (y1 - y0)

    ink = (0.0, 0.0, 0.0)
    page.draw_line((x0, y1), (x1, y1), color=ink, width=0.6)
    page.draw_line((x0, y0), (x0, y1), color=ink, width=0.6)
    for v in range(0, 201, 50):
        page.draw_line((x0 - 3, py(v)), (x0, py(v)), color=ink, width=0.6)
        label = str(v)
        width = pymupdf.get_text_length(label, fontname="helv", fontsize=8)
        page.insert_text((x0 - 5 - width, py(v) + 3), label, fontsize=8)
    values, spread = [85.0, 112.0, 141.0, 163.0], 14.0
    step = (x1 - x0) / len(values)
    for k, (name, v) in enumerate(
        zip(["Babadan", "Selo", "Jrakah", "Kaliurang"], values, strict=True)
    ):
        cx = x0 + step * (k + 0.5)
        page.draw_rect(
            pymupdf.Rect(cx - 15, py(v), cx + 15, y1), color=ink, fill=(0.6, 0.7, 0.9), width=0.5
        )
        for end in (v + spread, v - spread):  # each half from the bar's top
            page.draw_line((cx, py(v)), (cx, py(end)), color=ink, width=0.6)
            page.draw_line((cx - 5, py(end)), (cx + 5, py(end)), color=ink, width=0.6)
        page.insert_text((cx - 18, y1 + 12), name, fontsize=8)
    page.insert_text((150, y1 + 26), "Station", fontsize=8)

    (chart,) = read_chart(page, page.rect)

    assert chart.chart_type == "bar"
    assert [round(y) for _, y in chart.series[0].points] == [85, 112, 141, 163]
