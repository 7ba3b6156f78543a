"""A forest plot: one square per subgroup on a logarithmic ratio axis, its confidence interval
drawn as a line through it, the subgroups named left of the frame, a dashed line of no effect
and "Favours ..." written over the plot on either side of it. Each square is read as its
subgroup's value on the log scale; the words over the plot are notes on the scale, no series
name."""

from __future__ import annotations

import math

import pymupdf

from paperlens.figures.charts import read_chart

GROUPS = ["All patients", "Age < 65 years", "Age 65+ years", "Smokers", "Non-smokers"]
RATIOS = [0.82, 0.91, 0.64, 1.12, 0.77]
INTERVALS = [(0.7, 0.96), (0.75, 1.1), (0.5, 0.82), (0.85, 1.48), (0.61, 0.97)]
INK = (0.0, 0.0, 0.0)


def _forest_plot(guides: bool = False) -> pymupdf.Page:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    x0, x1, y0, y1 = 220.0, 460.0, 140.0, 290.0
    lo, hi = math.log(0.4), math.log(2.0)

    def px(v: float) -> float:
        return x0 + (math.log(v) - lo) / (hi - lo) * (x1 - x0)

    def width(s: str, size: float = 7) -> float:
        return pymupdf.get_text_length(s, fontname="helv", fontsize=size)

    for v in (0.4, 0.6, 1.0, 1.5, 2.0):
        page.draw_line((px(v), y1), (px(v), y1 + 3), color=INK, width=0.5)
        label = f"{v:g}"
        page.insert_text((px(v) - width(label) / 2, y1 + 11), label, fontsize=7)
    page.insert_text((x0 + 80, y1 + 24), "Odds ratio (95% CI)", fontsize=7)
    page.draw_line((x0, y1), (x1, y1), color=INK, width=0.5)  # the value axis
    page.draw_line((x0, y0), (x0, y1), color=INK, width=0.5)  # the category axis
    page.draw_line((px(1.0), y0), (px(1.0), y1), color=(0.5, 0.5, 0.5), width=0.5, dashes="[3] 0")
    page.insert_text((px(1.0) - 6 - width("Favours drug", 6), y0 + 8), "Favours drug", fontsize=6)
    page.insert_text((px(1.0) + 6, y0 + 8), "Favours placebo", fontsize=6)
    step = (y1 - y0 - 20) / len(GROUPS)
    for k, (name, ratio, (low, high)) in enumerate(zip(GROUPS, RATIOS, INTERVALS, strict=True)):
        cy = y0 + 20 + step * (k + 0.5)
        page.draw_line((x0 - 3, cy), (x0, cy), color=INK, width=0.5)
        page.insert_text((x0 - 6 - width(name), cy + 2.5), name, fontsize=7)
        if guides:  # a dot plot's guide line across the plot, no interval
            page.draw_line((x0, cy), (x1, cy), color=(0.6, 0.6, 0.6), width=0.4)
        else:
            page.draw_line((px(low), cy), (px(high), cy), color=INK, width=0.8)
        s = 2.5
        page.draw_rect(
            pymupdf.Rect(px(ratio) - s, cy - s, px(ratio) + s, cy + s), color=INK, fill=INK
        )
    return page


def test_each_subgroup_of_a_forest_plot_is_read_on_its_log_axis() -> None:
    [chart] = read_chart(_forest_plot(), pymupdf.Rect(120, 110, 480, 330))
    assert chart.horizontal and chart.y_log
    assert chart.x_categories == GROUPS
    assert chart.y_label == "Odds ratio (95% CI)"
    [series] = chart.series
    read = {GROUPS[round(x)]: y for x, y in series.points}
    for name, want in zip(GROUPS, RATIOS, strict=True):
        assert abs(read[name] - want) <= 0.02 * want, name


def test_the_notes_over_a_forest_plot_name_no_series() -> None:
    [chart] = read_chart(_forest_plot(), pymupdf.Rect(120, 110, 480, 330))
    assert all(not (s.name or "").startswith("Favours") for s in chart.series)


def test_the_interval_drawn_through_each_subgroup_is_read() -> None:
    [chart] = read_chart(_forest_plot(), pymupdf.Rect(120, 110, 480, 330))
    [series] = chart.series
    spans = {GROUPS[round(series.points[k][0])]: (lo, hi) for k, lo, hi in series.intervals}
    assert set(spans) == set(GROUPS)
    for name, (low, high) in zip(GROUPS, INTERVALS, strict=True):
        got_lo, got_hi = spans[name]
        assert abs(got_lo - low) <= 0.02 * low and abs(got_hi - high) <= 0.02 * high, name
    data = chart.to_dict()["series"][0]
    assert len(data["intervals"]) == len(GROUPS)  # type: ignore[arg-type,index]
    assert "the line through each point spans" in chart.summary()


def test_guide_lines_across_a_dot_plot_are_no_intervals() -> None:
    [chart] = read_chart(_forest_plot(guides=True), pymupdf.Rect(120, 110, 480, 330))
    assert [s.intervals for s in chart.series] == [[]]
