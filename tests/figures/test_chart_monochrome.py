"""Charts printed in black and white: every series in one ink, told apart only by line style,
marker shape or fill pattern. Each legend entry must still name its own series' points."""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from figures.chart_forms import BLACK, REGION, Plot, new_page, saved

from paperlens.figures.charts import read_chart
from paperlens.figures.charts.model import ChartData


def _series(chart: ChartData) -> dict[str | None, list[tuple[float, float]]]:
    return {s.name: s.points for s in chart.series}


def _close(read: list[tuple[float, float]], truth: list[tuple[float, float]], tol: float) -> bool:
    return len(read) == len(truth) and all(
        abs(a[0] - b[0]) <= 0.1 and abs(a[1] - b[1]) <= tol
        for a, b in zip(read, truth, strict=True)
    )


@pytest.mark.parametrize(
    ("names", "xs", "values", "ylabel"),
    [
        (
            ["Diet A (control)", "Diet B", "Diet C"],
            [0, 30, 60, 90, 120],
            [[50, 80, 118, 163, 212], [50, 78, 115, 159, 206], [50, 72, 104, 140, 182]],
            "Mean weight (g)",
        ),
        (
            ["Kontrol", "Doz 1", "Doz 2", "Doz 3"],
            [1, 2, 3, 4, 5, 6],
            [[5.1, 6.0, 7.2, 8.1, 9.0, 9.6], [5.1, 5.7, 6.5, 7.3, 8.0, 8.4],
             [5.1, 5.4, 5.9, 6.3, 6.9, 7.2], [5.1, 5.2, 5.4, 5.6, 5.9, 6.1]],
            "Ortalama boy (cm)",
        ),
    ],
)  # fmt: skip
def test_black_lines_told_apart_by_dash_and_marker_shape(
    tmp_path: Path, names: list[str], xs: list[float], values: list[list[float]], ylabel: str
) -> None:
    """matplotlib in black and white: solid/dashed/dotted lines with circles, squares and
    triangles; every marker is black, so the markers must go to the line they sit on."""
    mpl = pytest.importorskip("matplotlib")
    mpl.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(6, 3))
    for name, ys, ls, mk in zip(names, values, ["-", "--", ":", "-."], "os^D", strict=False):
        ax.plot(xs, ys, color="black", linestyle=ls, marker=mk, label=name)
    ax.set_ylabel(ylabel)
    ax.legend(loc="upper left", frameon=False)
    path = tmp_path / "bw.pdf"
    fig.savefig(path)
    plt.close(fig)
    page = pymupdf.open(path)[0]
    (chart,) = read_chart(page, page.rect)
    got = _series(chart)
    span = max(max(v) for v in values) - min(min(v) for v in values)
    for name, ys in zip(names, values, strict=True):
        assert name in got, (name, list(got))
        assert _close(got[name], list(zip(map(float, xs), ys, strict=True)), 0.02 * span), name
    assert not any(s.kind == "scatter" for s in chart.series)


@pytest.mark.parametrize(
    ("names", "months", "values"),
    [
        (["Intervention", "Control"], ["Sep", "Dec", "Mar", "Jun"],
         [[41.2, 53.8, 66.1, 78.4], [40.7, 50.2, 59.6, 69.9]]),
        (["Met coaching", "Zonder"], ["okt", "jan", "apr"], [[12.0, 19.5, 26.0], [12.5, 16.0, 19.0]]),
    ],
)  # fmt: skip
def test_base_r_type_b_lines_with_gaps_around_filled_and_open_points(
    tmp_path: Path, names: list[str], months: list[str], values: list[list[float]]
) -> None:
    """base R's type="b": each segment stops short of the points (the first and last points lie
    beyond the line's ends), filled and open circles in one ink, a legend without a box."""
    doc, page = new_page()
    lo = min(min(v) for v in values) - 10
    hi = max(max(v) for v in values) + 10
    n = len(months)
    plot = Plot(page, (100, 110, 520, 330), (-0.2, n - 0.8), (lo, hi))
    step = (hi - lo) / 4
    plot.axes(range(n), [lo + k * step for k in range(5)], xlabels=months)
    gap = 6.0
    for k, (ys, dashes) in enumerate(zip(values, [None, "[4 4] 0"], strict=True)):
        pts = [plot.pt(x, y) for x, y in enumerate(ys)]
        for a, b in zip(pts, pts[1:], strict=False):
            d = abs(b - a)
            u = (b - a) / d
            page.draw_line(a + u * gap, b - u * gap, color=BLACK, width=0.8, dashes=dashes)
        for p in pts:
            page.draw_circle(p, 2.4, color=BLACK, fill=BLACK if k == 0 else None, width=0.8)
        # the legend: a line sample with its point, then the name
        y = 122 + 12 * k
        page.draw_line((106, y), (128, y), color=BLACK, width=0.8, dashes=dashes)
        page.draw_circle((117, y), 2.4, color=BLACK, fill=BLACK if k == 0 else None, width=0.8)
        plot.text(134, y + 2.5, names[k])
    page = saved(doc, tmp_path, "typeb")
    (chart,) = read_chart(page, REGION)
    got = _series(chart)
    for name, ys in zip(names, values, strict=True):
        assert name in got, (name, list(got))
        assert _close(got[name], [(float(i), y) for i, y in enumerate(ys)], 0.02 * (hi - lo))


@pytest.mark.parametrize(
    ("names", "categories", "values"),
    [
        (["Referentie", "Onderwaterdrainage"], ["Zegveld", "Vlist", "Assendelft"],
         [[27.4, 20.6, 23.8], [14.5, 11.3, 15.0]]),
        (["Before", "After", "Follow-up"], ["North", "South"], [[8.0, 6.5], [5.5, 4.0], [3.0, 2.5]]),
    ],
)  # fmt: skip
def test_grey_clustered_columns_with_a_gnuplot_key_of_long_swatches_after_the_names(
    tmp_path: Path, names: list[str], categories: list[str], values: list[list[float]]
) -> None:
    """gnuplot's key: each name right-aligned, then a swatch as long as a line sample (four
    times the text height), in a framed box inside the plot; the bars in shades of grey."""
    doc, page = new_page()
    n, k = len(categories), len(names)
    top = 1.3 * max(max(v) for v in values)
    plot = Plot(page, (100, 110, 520, 330), (-0.5, n - 0.5), (0, top))
    plot.axes([], [top * i / 4 for i in range(5)])
    greys = [(0.33, 0.33, 0.33), (0.78, 0.78, 0.78), (0.55, 0.55, 0.55)]
    width = 0.7 / k
    for j, ys in enumerate(values):
        for i, y in enumerate(ys):
            x0 = i - 0.35 + j * width
            plot.bar(x0, x0 + width, 0, y, greys[j])
    for i, c in enumerate(categories):
        plot.text(plot.pt(i, 0).x, 330 + 12, c, anchor="center")
    page.draw_rect(pymupdf.Rect(330, 114, 516, 118 + 12 * k), color=BLACK, width=0.5)
    for j, name in enumerate(names):
        y = 124 + 12 * j
        plot.text(470, y, name, anchor="right")
        page.draw_rect(pymupdf.Rect(478, y - 6, 506, y), color=BLACK, fill=greys[j], width=0.5)
    page = saved(doc, tmp_path, "gnuplot")
    (chart,) = read_chart(page, REGION)
    got = _series(chart)
    assert set(got) == set(names), list(got)
    for name, ys in zip(names, values, strict=True):
        assert _close(got[name], [(float(i), y) for i, y in enumerate(ys)], 0.02 * top), name


@pytest.mark.parametrize(
    ("names", "values"),
    [
        (["Chłodnia", "ULO + 1-MCP"], [[74.2, 70.1, 65.0, 59.8, 54.9], [74.3, 73.9, 73.1, 72.2, 71.1]]),
        (["Cold room", "CA"], [[12.0, 14.5, 18.0, 21.5, 22.0], [12.0, 13.0, 13.5, 15.0, 16.5]]),
    ],
)  # fmt: skip
def test_lines_over_gridlines_alone_without_axis_lines_or_tick_marks(
    tmp_path: Path, names: list[str], values: list[list[float]]
) -> None:
    """plotly's default look: a grid in both directions and no axis line or tick mark, so the
    only marks at the x ticks are gridlines that span the whole frame (and none at the
    bottom)."""
    doc, page = new_page()
    lo = 5 * (min(min(v) for v in values) // 5) - 5
    hi = lo + 40
    n = len(values[0])
    plot = Plot(page, (100, 110, 520, 330), (-0.3, n - 0.7), (lo, hi))
    grid = (0.9, 0.9, 0.9)
    for i in range(n):
        p = plot.pt(i, lo)
        page.draw_line((p.x, 110), (p.x, 330), color=grid, width=0.5)
        plot.text(p.x, 342, f"{i}", anchor="center")
    for k in range(5):
        v = lo + 10 * k
        p = plot.pt(-0.3, v)
        if k:  # none at the bottom: no line stands in for an x axis
            page.draw_line((100, p.y), (520, p.y), color=grid, width=0.5)
        plot.text(94, p.y + 2.5, f"{v:g}", anchor="right")
    colours = [(0.39, 0.43, 0.98), (0.94, 0.33, 0.23)]
    for j, ys in enumerate(values):
        plot.line(list(enumerate(ys)), colours[j], width=1.5)
        y = 290 + 11 * j
        page.draw_line((110, y), (126, y), color=colours[j], width=1.5)
        plot.text(130, y + 2.5, names[j])
    page = saved(doc, tmp_path, "plotly")
    (chart,) = read_chart(page, REGION)
    got = _series(chart)
    for name, ys in zip(names, values, strict=True):
        assert name in got, (name, list(got))
        assert _close(got[name], [(float(i), y) for i, y in enumerate(ys)], 0.6), name


@pytest.mark.parametrize(
    ("names", "hatches", "categories", "values", "bottom"),
    [
        (["Levrek", "Çipura"], ["//", ".."], ["Y1 (kontrol)", "Y2", "Y3"],
         [[91.2, 89.6, 86.1], [90.4, 88.1, 84.7]], 75.0),
        (["Sand", "Clay", "Loam"], ["xx", "--", "\\\\"], ["Plot A", "Plot B"],
         [[12.0, 15.5], [9.5, 11.0], [14.0, 8.0]], 0.0),
    ],
)  # fmt: skip
def test_white_bars_told_apart_by_hatching_alone(
    tmp_path: Path,
    names: list[str],
    hatches: list[str],
    categories: list[str],
    values: list[list[float]],
    bottom: float,
) -> None:
    """A black-and-white journal figure: every bar white with a black outline and its own
    hatching (diagonal, dots, cross, horizontal), the legend's swatches hatched alike, error
    bars on top, a y axis that may start above zero."""
    mpl = pytest.importorskip("matplotlib")
    mpl.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(6, 3.2))
    k = len(names)
    width = 0.8 / k
    for j, (name, ys, hatch) in enumerate(zip(names, values, hatches, strict=True)):
        xs = [i - 0.4 + width * (j + 0.5) for i in range(len(categories))]
        ax.bar(
            xs, [y - bottom for y in ys], width, bottom=bottom, color="white",
            edgecolor="black", hatch=hatch, label=name, yerr=[0.8] * len(ys), capsize=3,
        )  # fmt: skip
    ax.set_xticks(range(len(categories)), categories)
    top = max(max(v) for v in values)
    ax.set_ylim(bottom, bottom + 1.3 * (top - bottom))
    ax.legend(loc="upper right")
    path = tmp_path / "hatched.pdf"
    fig.savefig(path)
    plt.close(fig)
    page = pymupdf.open(path)[0]
    (chart,) = read_chart(page, page.rect)
    got = _series(chart)
    assert set(got) == set(names), list(got)
    for name, ys in zip(names, values, strict=True):
        truth = [(float(i), y) for i, y in enumerate(ys)]
        assert _close(got[name], truth, 0.02 * (top - bottom)), (name, got[name])


def test_plain_light_bars_with_values_inside_and_error_bars_are_no_hatching(
    tmp_path: Path,
) -> None:
    """A value printed inside a pale bar and an error bar reaching down into it are ink in a
    few places, not a pattern: each series stays one series."""
    mpl = pytest.importorskip("matplotlib")
    mpl.use("Agg")
    import matplotlib.pyplot as plt

    values = {"Spring": [21.0, 34.0, 28.0], "Autumn": [25.0, 18.0, 31.0]}
    fig, ax = plt.subplots(figsize=(6, 3.2))
    for j, (name, ys) in enumerate(values.items()):
        xs = [i - 0.2 + 0.4 * j for i in range(3)]
        bars = ax.bar(
            xs, ys, 0.4, color=["#fff3b0", "#d9f0d3"][j], edgecolor="black", label=name,
            yerr=[9.0] * 3, capsize=3,
        )  # fmt: skip
        ax.bar_label(bars, fmt="%.0f", label_type="center")
    ax.set_xticks(range(3), ["North", "Centre", "South"])
    ax.set_ylim(0, 50)
    ax.legend(loc="upper left")
    path = tmp_path / "pale.pdf"
    fig.savefig(path)
    plt.close(fig)
    page = pymupdf.open(path)[0]
    (chart,) = read_chart(page, page.rect)
    got = _series(chart)
    assert set(got) == set(values), list(got)
    for name, ys in values.items():
        assert _close(got[name], [(float(i), y) for i, y in enumerate(ys)], 1.0), got[name]


@pytest.mark.parametrize(
    ("names", "values"),
    [
        (["Berzoras", "Inturke", "Luoke"], [[2.4, 2.3, 2.0, 1.9], [1.8, 1.7, 1.5, 1.3], [2.3, 2.1, 1.9, 1.6]]),
        (["Site A", "Site B"], [[12.0, 14.5, 15.0, 17.5], [9.0, 8.5, 10.0, 11.0]]),
    ],
)  # fmt: skip
def test_a_legend_whose_first_row_sits_above_the_frame_top_names_every_line(
    tmp_path: Path, names: list[str], values: list[list[float]]
) -> None:
    """One ink, lines told apart by dashes; the legend column starts a little above the top
    of the y axis and runs down inside the plot. The first entry names its line too, and the
    solid line is not taken for a style of another entry ("Inturke (solid)")."""
    doc, page = new_page()
    lo = min(min(v) for v in values) * 0.8
    hi = max(max(v) for v in values) * 1.1
    plot = Plot(page, (100, 110, 520, 330), (-0.2, 3.2), (lo, hi))
    step = (hi - lo) / 4
    plot.axes(range(4), [lo + k * step for k in range(5)])
    styles = [None, "[4 2] 0", "[1 3] 0"]
    for k, ys in enumerate(values):
        plot.line(list(enumerate(ys)), BLACK, width=0.9, dashes=styles[k])
        y = 108 + 13 * k  # the first row 2 pt above the frame's top (y = 110)
        page.draw_line((400, y), (426, y), color=BLACK, width=0.9, dashes=styles[k])
        plot.text(432, y + 2.5, names[k])
    page = saved(doc, tmp_path, "legend-over-top")
    (chart,) = read_chart(page, REGION)
    got = _series(chart)
    assert set(got) == set(names), list(got)
    for name, ys in zip(names, values, strict=True):
        assert _close(got[name], [(float(i), y) for i, y in enumerate(ys)], 0.02 * (hi - lo)), name
