"""How axes print their scale: a multiplier beside the ticks, in every form plotting tools
write it ("×10^5", "×10⁵", "1e5" at the end of the axis), and a second y axis on the right with
its own scale. Each form on a small generated PDF."""

from __future__ import annotations

import pymupdf
import pytest
from figures.chart_forms import BLUE, RED, REGION, Plot, new_page, saved

from paperlens.figures.charts import read_chart

FRAME = (120, 120, 420, 320)


def _line_chart(tmp_path, name: str, write_multiplier) -> list:  # type: ignore[no-untyped-def]
    doc, page = new_page()
    plot = Plot(page, FRAME, (0, 8), (0, 30))
    plot.axes(range(0, 9), range(0, 31, 10))
    plot.line([(1, 25), (4, 12), (7, 6)], RED)
    write_multiplier(plot)
    return read_chart(saved(doc, tmp_path, name), REGION)


@pytest.mark.parametrize(
    "text",
    ["×10^5", "x10^5", "×10⁵", "×1e5", "1e5", "1e+05"],
)
def test_x_multiplier_written_as_one_word_right_of_the_last_tick(tmp_path, text) -> None:
    (chart,) = _line_chart(tmp_path, "mult-x", lambda p: p.text(410, 345, text))

    (series,) = chart.series
    assert max(series.points)[0] == pytest.approx(7e5, rel=0.02)
    assert chart.x_range[1] == pytest.approx(8e5, rel=0.02)
    assert [y for _, y in series.points][0] == pytest.approx(25, abs=0.5)  # y left alone
    assert any("multiplied" in n for n in chart.notes)


@pytest.mark.parametrize("text", ["×10^-3", "1e-3", "×10⁻³"])
def test_y_multiplier_above_the_tick_column(tmp_path, text) -> None:
    (chart,) = _line_chart(tmp_path, "mult-y", lambda p: p.text(112, 112, text))

    (series,) = chart.series
    assert [y for _, y in sorted(series.points)] == pytest.approx([25e-3, 12e-3, 6e-3], rel=0.03)
    assert chart.y_range[1] == pytest.approx(30e-3, rel=0.02)
    assert max(series.points)[0] == pytest.approx(7, abs=0.1)  # x left alone


def test_log_ticks_written_as_1e_numbers_are_ticks_not_multipliers(tmp_path) -> None:
    """R prints log ticks as "1e+01": a run of them is an axis, never a multiplier."""
    doc, page = new_page()
    plot = Plot(page, FRAME, (0, 8), (1, 1000), log_y=True)
    plot.axes(range(0, 9), [])
    for v, label in ((1, "1e+00"), (10, "1e+01"), (100, "1e+02"), (1000, "1e+03")):
        p = plot.pt(0, v)
        page.draw_line(p, p - (3, 0), color=(0, 0, 0), width=0.5)
        plot.text(p.x - 5, p.y + 2.5, label, anchor="right")
    plot.line([(1, 500), (4, 40), (7, 3)], BLUE)

    (chart,) = read_chart(saved(doc, tmp_path, "log-1e"), REGION)

    assert chart.y_log
    (series,) = chart.series
    assert [y for _, y in sorted(series.points)] == pytest.approx([500, 40, 3], rel=0.05)
    assert not any("multiplied" in n for n in chart.notes)


def _dual(tmp_path, name: str, names: tuple[str, str], right_title: str, label_color=None):  # type: ignore[no-untyped-def]
    """Accuracy (0-100) on the left axis, loss (0-2) on a right axis: one line each."""
    doc, page = new_page()
    left = Plot(page, FRAME, (0, 10), (0, 100))
    right = Plot(page, FRAME, (0, 10), (0, 2))
    left.axes(range(0, 11, 2), range(0, 101, 25))
    f = left.frame
    page.draw_line(f.tr, f.br, color=(0, 0, 0), width=0.6)
    for v in (0, 0.5, 1, 1.5, 2):
        p = right.pt(10, v)
        page.draw_line(p, p + (3, 0), color=(0, 0, 0), width=0.5)
        right.text(f.x1 + 5, p.y + 2.5, f"{v:g}", color=label_color or (0, 0, 0))
    page.insert_text((f.x1 + 24, 260), right_title, fontsize=7, rotate=90)
    page.insert_text((f.x0 - 24, 260), "accuracy (%)", fontsize=7, rotate=90)
    left.line([(x, 40 + 5 * x) for x in range(11)], BLUE)
    right.line([(x, 1.8 - 0.15 * x) for x in range(11)], RED)
    for i, (n, c) in enumerate(zip(names, (BLUE, RED), strict=True)):
        page.draw_line((140, 135 + 10 * i), (156, 135 + 10 * i), color=c, width=1.0)
        left.text(160, 137.5 + 10 * i, n)
    (chart,) = read_chart(saved(doc, tmp_path, name), REGION)
    return chart


def _end(chart, name: str) -> float:  # type: ignore[no-untyped-def]
    (s,) = [s for s in chart.series if s.name == name]
    return max(s.points)[1]


def test_a_second_y_axis_scales_the_series_named_like_its_title(tmp_path) -> None:
    chart = _dual(tmp_path, "dual-names", ("train accuracy", "train loss"), "loss")

    assert chart.y2_label == "loss" and chart.y2_range == pytest.approx((0, 2), abs=0.02)
    assert _end(chart, "train accuracy") == pytest.approx(90, abs=1)
    assert _end(chart, "train loss") == pytest.approx(0.3, abs=0.03)
    panel = chart.to_dict()
    assert {s["name"]: s["y_axis"] for s in panel["series"]} == {
        "train accuracy": "left",
        "train loss": "right",
    }
    assert panel["y2"]["max"] == pytest.approx(2, abs=0.02)
    assert "(right axis)" in chart.summary()


def test_a_second_y_axis_printed_in_a_series_colour_scales_that_series(tmp_path) -> None:
    chart = _dual(tmp_path, "dual-colour", ("ours", "baseline"), "cost", label_color=RED)

    assert _end(chart, "baseline") == pytest.approx(0.3, abs=0.03)
    assert _end(chart, "ours") == pytest.approx(90, abs=1)


def test_a_second_y_axis_tied_to_no_series_says_so(tmp_path) -> None:
    chart = _dual(tmp_path, "dual-unknown", ("ours", "baseline"), "cost")

    assert chart.y2_range is not None
    assert _end(chart, "ours") == pytest.approx(90, abs=1)  # read on the left, and said so
    assert any("left or the right y axis" in n for n in chart.notes)


def test_a_type3_glyph_box_several_lines_tall_is_cut_to_its_text_height() -> None:
    """matplotlib's CJK legend text as Type 3 glyphs: MuPDF reports each glyph's box as the
    font's whole cell (24 pt for 8.6 pt text), which put the legend text's centre between two
    legend samples and named the curves one row off. The text's height comes from its
    baseline and size instead."""
    from paperlens.figures.charts.text import _flush

    span = {"size": 8.6, "color": 0, "ascender": 0.8, "descender": -0.2, "font": "NotoSansCJK"}
    chars = [
        (
            span,
            {
                "c": c,
                "bbox": (349.5 + 6 * i, 267.7, 355.5 + 6 * i, 292.2),
                "origin": (349.5 + 6 * i, 283.2),
            },
        )
        for i, c in enumerate("BIT")
    ]
    out: list = []
    _flush(chars, out, True, 1)

    (word,) = out
    assert word.text == "BIT"
    assert abs(word.cy - (283.2 - 0.3 * 8.6)) < 0.2  # the middle of the letters, 280.6
    assert word.h < 1.2 * 8.6


def test_decimal_comma_tick_labels_are_numbers() -> None:
    """German and French axes print "25,0" and "42,75"; "1,284" stays one thousand two
    hundred and eighty-four (a thousands separator)."""
    from paperlens.figures.charts.text import parse_number

    assert parse_number("25,0") == 25.0
    assert parse_number("-0,25") == -0.25
    assert parse_number("42,75") == 42.75
    assert parse_number("1,284") == 1284.0


def test_side_by_side_panels_whose_x_ticks_rise_across_the_gap_are_two_axes(tmp_path) -> None:
    """Panel (a) labels x 0..8, panel (b) 25..90 on the same line: one rising row of numbers,
    but two scales (the value per point jumps at the gap), so both panels are read."""
    matplotlib = pytest.importorskip("matplotlib")
    matplotlib.use("pdf")
    import matplotlib.pyplot as plt

    fig, (a, b) = plt.subplots(1, 2, figsize=(7, 2.6))
    a.scatter([1.6, 3.0, 5.5, 6.9], [0.8, 1.3, 2.1, 3.0], label="Sorbents")
    a.set_xlim(0, 8)
    a.set_ylim(0, 3.5)
    a.legend(loc="upper left")
    temps = [25, 40, 55, 75, 90]
    b.plot(temps, [1.8, 1.6, 1.5, 1.3, 1.2], marker="o", label="TETA")
    b.plot(temps, [2.3, 3.0, 3.1, 2.9, 2.4], marker="s", label="PEI")
    b.set_xticks(temps)
    b.set_ylim(1.0, 3.5)
    b.legend(loc="lower right")
    fig.tight_layout()
    path = tmp_path / "two-panels.pdf"
    fig.savefig(path)
    plt.close(fig)
    page = pymupdf.open(path)[0]

    charts = read_chart(page, page.rect)

    assert len(charts) == 2
    left, right = charts
    assert left.x_range[1] == pytest.approx(8.0, abs=0.1)
    pei = next(s for s in right.series if s.name == "PEI")
    assert max(pei.points, key=lambda p: p[1])[0] == pytest.approx(55, abs=0.5)
