"""Small vector-chart PDFs drawn with PyMuPDF, with the data they were drawn from."""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import pymupdf
import pytest

RED, BLUE, GREEN, ORANGE = (0.85, 0.1, 0.1), (0.1, 0.3, 0.85), (0.1, 0.6, 0.2), (1.0, 0.55, 0.0)
BLACK = (0, 0, 0)


@dataclass
class ChartPDF:
    page: pymupdf.Page
    bbox: pymupdf.Rect
    series: dict[str, list[tuple[float, float]]] = field(default_factory=dict)
    panels: list[dict[str, list[tuple[float, float]]]] = field(default_factory=list)


class Axes:
    """Maps data to page coordinates and draws a frame, ticks, tick labels and titles."""

    def __init__(self, page, frame, xlim, ylim, log_y=False):
        self.page, self.frame, self.xlim, self.ylim, self.log_y = page, frame, xlim, ylim, log_y

    def pt(self, x, y):
        f, (x0, x1), (y0, y1) = self.frame, self.xlim, self.ylim
        if self.log_y:
            y, y0, y1 = math.log10(y), math.log10(y0), math.log10(y1)
        return pymupdf.Point(
            f.x0 + (x - x0) / (x1 - x0) * f.width, f.y1 - (y - y0) / (y1 - y0) * f.height
        )

    def text(self, x, y, s, size=7, color=BLACK, anchor="left", rotate=0):
        w = pymupdf.get_text_length(s, fontsize=size)
        dx = {"left": 0, "center": -w / 2, "right": -w}[anchor]
        self.page.insert_text((x + dx, y), s, fontsize=size, color=color, rotate=rotate)

    def draw(
        self, xticks=None, yticks=(), xlabel=None, ylabel=None, ytick_text=None, ylabel_gap=22
    ):
        f, page = self.frame, self.page
        page.draw_line(f.bl, f.br, color=BLACK, width=0.6)
        page.draw_line(f.bl, f.tl, color=BLACK, width=0.6)
        for v in xticks or []:
            p = self.pt(v, self.ylim[0])
            page.draw_line(p, p + (0, 3), color=BLACK, width=0.5)
            self.text(p.x, f.y1 + 11, f"{v:g}", anchor="center")
        for i, v in enumerate(yticks):
            p = self.pt(self.xlim[0], v)
            page.draw_line(p, p - (3, 0), color=BLACK, width=0.5)
            label = ytick_text[i] if ytick_text else f"{v:g}"
            self.text(f.x0 - 5, p.y + 2.5, label, anchor="right")
        if xlabel:
            self.text((f.x0 + f.x1) / 2, f.y1 + 22, xlabel, size=8, anchor="center")
        if ylabel:
            self.text(f.x0 - ylabel_gap, (f.y0 + f.y1) / 2 + 20, ylabel, size=8, rotate=90)

    def legend_line(self, i, name, color, width=1.2):
        x, y = self.frame.x0 + 10, self.frame.y0 + 12 + 11 * i
        self.page.draw_line((x, y), (x + 16, y), color=color, width=width)
        self.text(x + 20, y + 2.5, name)

    def legend_patch(self, i, name, color):
        x, y = self.frame.x1 - 60, self.frame.y0 + 10 + 11 * i
        self.page.draw_rect(pymupdf.Rect(x, y - 3.5, x + 7, y + 3.5), color=None, fill=color)
        self.text(x + 10, y + 2.5, name)


def _new_page():
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    page.insert_text((72, 60), "Some body text above the figure.", fontsize=10)
    return doc, page


def _reopen(doc, tmp_path, name) -> pymupdf.Page:
    path = tmp_path / f"{name}.pdf"
    doc.save(path)
    return pymupdf.open(path)[0]


LINE_DATA = {
    "baseline": [(x, 20 + 4.0 * x) for x in range(0, 11)],
    "ours": [(x, 30 + 8 * x - 0.3 * x * x) for x in range(0, 11)],
    "ablation": [(x, 15 + 3.0 * x + (4 if x % 2 else -4)) for x in range(0, 11)],
}


@pytest.fixture
def chart_line_pdf(tmp_path) -> ChartPDF:
    """Three coloured line series, a legend with line samples, linear axes 0..10 x 0..100."""
    doc, page = _new_page()
    ax = Axes(page, pymupdf.Rect(120, 120, 420, 320), (0, 10), (0, 100))
    ax.draw(range(0, 11, 2), range(0, 101, 20), "epoch", "accuracy (%)")
    for i, (name, color) in enumerate(zip(LINE_DATA, (RED, BLUE, GREEN), strict=True)):
        page.draw_polyline([ax.pt(x, y) for x, y in LINE_DATA[name]], color=color, width=1.2)
        ax.legend_line(i, name, color)
    page.insert_text((72, 360), "Figure 1: Accuracy over training.", fontsize=9)
    return ChartPDF(_reopen(doc, tmp_path, "line"), pymupdf.Rect(72, 100, 460, 350), LINE_DATA)


@pytest.fixture
def chart_labelled_lines_pdf(tmp_path) -> ChartPDF:
    """No legend: each line carries a label in its own colour next to its end."""
    doc, page = _new_page()
    ax = Axes(page, pymupdf.Rect(120, 120, 420, 320), (0, 100), (0, 1))
    ax.draw(range(0, 101, 20), [0, 0.25, 0.5, 0.75, 1.0], "step", "loss")
    data = {
        "SGD": [(x, 0.9 - 0.0045 * x) for x in range(0, 101, 10)],
        "Adam": [(x, 0.2 + 0.6 * 0.95**x) for x in range(0, 101, 10)],
    }
    for name, color in (("SGD", BLUE), ("Adam", RED)):
        page.draw_polyline([ax.pt(x, y) for x, y in data[name]], color=color, width=1.0)
        end = ax.pt(*data[name][-1])
        ax.text(end.x - 30, end.y - 6, name, color=color)
    return ChartPDF(_reopen(doc, tmp_path, "labels"), pymupdf.Rect(72, 100, 460, 350), data)


BAR_CATEGORIES = ["ResNet", "VGG", "ViT", "MLP"]
BAR_DATA = {"top-1": [76.1, 71.5, 81.2, 64.0], "top-5": [92.9, 90.4, 95.6, 85.3]}


@pytest.fixture
def chart_bar_pdf(tmp_path) -> ChartPDF:
    """Grouped vertical bars, two series with legend swatches, categories under the axis."""
    doc, page = _new_page()
    ax = Axes(page, pymupdf.Rect(120, 120, 420, 320), (0, 4), (0, 100))
    ax.draw(None, range(0, 101, 25), None, "accuracy (%)")
    for c, name in enumerate(BAR_CATEGORIES):
        ax.text(ax.pt(c + 0.5, 0).x, ax.frame.y1 + 11, name, anchor="center")
        for s, (series, color) in enumerate(zip(BAR_DATA, (BLUE, ORANGE), strict=True)):
            left = ax.pt(c + 0.15 + 0.35 * s, 0).x
            top = ax.pt(0, BAR_DATA[series][c]).y
            page.draw_rect(
                pymupdf.Rect(left, top, left + 0.35 * 75, ax.frame.y1), color=None, fill=color
            )
    for s, (series, color) in enumerate(zip(BAR_DATA, (BLUE, ORANGE), strict=True)):
        ax.legend_patch(s, series, color)
    data = {k: [(float(i), v) for i, v in enumerate(vs)] for k, vs in BAR_DATA.items()}
    return ChartPDF(_reopen(doc, tmp_path, "bar"), pymupdf.Rect(72, 100, 460, 350), data)


@pytest.fixture
def chart_log_pdf(tmp_path) -> ChartPDF:
    """A loss curve on a log y axis labelled 10^-2 .. 10^1 with superscript exponents."""
    doc, page = _new_page()
    ax = Axes(page, pymupdf.Rect(120, 120, 420, 320), (0, 100), (0.01, 10), log_y=True)
    ax.draw(range(0, 101, 25), [], "step", "loss", ylabel_gap=30)
    for k in (-2, -1, 0, 1):
        p = ax.pt(0, 10.0**k)
        page.draw_line(p, p - (3, 0), color=BLACK, width=0.5)
        ax.text(ax.frame.x0 - 14, p.y + 2.5, "10", anchor="right")
        ax.text(ax.frame.x0 - 13, p.y - 0.5, str(k), size=5)
    data = {"loss": [(float(x), 5.0 * 0.93**x) for x in range(0, 101, 5)]}
    page.draw_polyline([ax.pt(x, y) for x, y in data["loss"]], color=RED, width=1.0)
    return ChartPDF(_reopen(doc, tmp_path, "log"), pymupdf.Rect(72, 100, 460, 350), data)


@pytest.fixture
def chart_from_origin(tmp_path):  # type: ignore[no-untyped-def]
    """Makes a curve that starts at the origin of axes that both start at zero, the y axis
    ending at ``top`` (its tick marks at the nearest hundredth of a point, as printed)."""

    def make(top: float) -> ChartPDF:
        doc, page = _new_page()
        ax = Axes(page, pymupdf.Rect(120, 120, 420, 320), (0, 30), (0, top))
        step = top / 6.44186
        ax.draw(range(0, 31, 5), [round(k * step, 2) for k in range(7)], "cycles", "loss (%)")
        data = {"loss": [(float(x), top * 0.85 * (x / 30) ** 1.3) for x in range(0, 31, 5)]}
        page.draw_polyline([ax.pt(x, y) for x, y in data["loss"]], color=RED, width=1.2)
        return ChartPDF(
            _reopen(doc, tmp_path, f"origin-{top}"), pymupdf.Rect(72, 100, 460, 350), data
        )

    return make


@pytest.fixture
def chart_bad_ticks_pdf(tmp_path) -> ChartPDF:
    """A line chart whose y labels are evenly spaced but neither linear nor logarithmic."""
    doc, page = _new_page()
    ax = Axes(page, pymupdf.Rect(120, 120, 420, 320), (0, 10), (0, 100))
    ax.draw(
        range(0, 11, 2), range(0, 101, 25), "x", "y", ytick_text=["0", "10", "15", "100", "120"]
    )
    page.draw_polyline([ax.pt(x, y) for x, y in LINE_DATA["ours"]], color=BLUE, width=1.2)
    return ChartPDF(_reopen(doc, tmp_path, "bad"), pymupdf.Rect(72, 100, 460, 350))


@pytest.fixture
def chart_diagram_pdf(tmp_path) -> ChartPDF:
    """Boxes and arrows with numbers in a row and a column: a diagram, not a chart."""
    doc, page = _new_page()
    names = ["Input", "Encoder", "Decoder", "Output"]
    fills = [(0.9, 0.9, 1.0), (1.0, 0.85, 0.7), (0.8, 1.0, 0.8), (0.9, 0.9, 0.9)]
    for i, (name, fill) in enumerate(zip(names, fills, strict=True)):
        box = pymupdf.Rect(140 + 75 * i, 200, 195 + 75 * i, 240)
        page.draw_rect(box, color=BLACK, fill=fill, width=0.8)
        page.insert_text((box.x0 + 6, box.y0 + 24), name, fontsize=8)
        page.insert_text((box.x0 + 24, box.y1 + 14), str(i + 1), fontsize=8)
        if i:
            page.draw_line((box.x0 - 20, 220), (box.x0, 220), color=RED, width=1.0)
            page.draw_polyline(
                [(box.x0 - 4, 217), (box.x0, 220), (box.x0 - 4, 223)],
                color=RED,
                fill=RED,
                closePath=True,
            )
    for j, dim in enumerate(("512", "256", "128")):
        page.insert_text(
            (112 - pymupdf.get_text_length(dim, fontsize=8), 208 + 14 * j), dim, fontsize=8
        )
    return ChartPDF(_reopen(doc, tmp_path, "diagram"), pymupdf.Rect(72, 150, 500, 300))


MPL_EPOCHS = list(range(0, 50))
MPL_PANELS = [
    {
        "ResNet-50": [(x, 70 - 30 * 0.9**x) for x in MPL_EPOCHS],
        "ViT-B": [(x, 60 - 25 * 0.93**x) for x in MPL_EPOCHS],
    },
    {
        "ours": [(0.0, 93.1), (1.0, 96.2), (2.0, 80.5), (3.0, 99.3)],
        "baseline": [(0.0, 91.0), (1.0, 95.0), (2.0, 78.0), (3.0, 99.1)],
    },  # fmt: skip
    {"loss": [(x, 5 * 0.9**x) for x in MPL_EPOCHS], "val": [(5.0, 2.0), (20.0, 0.5), (45.0, 0.05)]},
]


@pytest.fixture
def chart_matplotlib_pdf(tmp_path) -> ChartPDF:
    """What papers really contain: matplotlib's PDF output, three panels side by side."""
    matplotlib = pytest.importorskip("matplotlib")
    matplotlib.use("pdf")
    import matplotlib.pyplot as plt

    fig, (a, b, c) = plt.subplots(1, 3, figsize=(9, 2.6))
    lines, bars, logs = MPL_PANELS
    for name, style in (("ResNet-50", "o-"), ("ViT-B", "--")):
        a.plot(*zip(*lines[name], strict=True), style, label=name, markersize=3)
    a.set(xlabel="epoch", ylabel="top-1 acc (%)")
    a.legend()
    a.grid(True)
    for k, name in enumerate(bars):
        b.bar(
            [x - 0.2 + 0.4 * k for x, _ in bars[name]], [y for _, y in bars[name]], 0.4, label=name
        )
    b.set_xticks(range(4), ["CIFAR", "SVHN", "STL", "MNIST"])
    b.set_ylabel("accuracy")
    b.legend(loc="lower right")
    c.semilogy(*zip(*logs["loss"], strict=True), label="loss")
    c.scatter(*zip(*logs["val"], strict=True), color="green", s=10, label="val")
    c.set_xlabel("step")
    c.legend()
    fig.tight_layout()
    path = tmp_path / "matplotlib.pdf"
    fig.savefig(path)
    plt.close(fig)
    page = pymupdf.open(path)[0]
    return ChartPDF(page, page.rect, panels=MPL_PANELS)
