"""Figure captions in the forms papers print them: other languages, other series, label last.
Each page holds one vector chart and one caption; the figure must be found under its canonical
label (paperlens.labels), which is what questions and citations use."""

from __future__ import annotations

import pymupdf
import pytest

from paperlens.figures.detect import find_figures
from paperlens.settings import FigureSettings

BODY = "Residual networks are easier to optimize and gain accuracy from considerably increased depth here."


def chart_page(caption_lines: list[tuple[str, str]]) -> pymupdf.Document:
    """Body text, a framed line chart, the caption lines (text, font) under it, more body text."""
    doc = pymupdf.open()
    page = doc.new_page()
    for i in range(4):
        page.insert_text((72, 84 + 12 * i), BODY, fontsize=10)
    frame = pymupdf.Rect(160, 160, 440, 320)
    page.draw_rect(frame, color=(0, 0, 0), width=0.6)
    for i in range(5):
        x = frame.x0 + i * frame.width / 4
        page.draw_line((x, frame.y1), (x, frame.y1 - 3), width=0.5)
        page.insert_text((x - 3, frame.y1 + 9), str(i * 10), fontsize=7)
    pts = [(frame.x0 + j * frame.width / 10, frame.y0 + 10 + j * j * 0.9) for j in range(11)]
    page.draw_polyline(pts, color=(1, 0, 0), width=1.2)
    for k, (text, font) in enumerate(caption_lines):
        page.insert_text((72, 356 + 12 * k), text, fontsize=9, fontname=font)
    for i in range(6):
        page.insert_text((72, 420 + 12 * i), BODY, fontsize=10)
    return pymupdf.open("pdf", doc.tobytes())


@pytest.mark.parametrize(
    ("lines", "label"),
    [
        ([("图 5\u3000用户任务需求与算力节点性能的距离", "china-s")], "Figure 5"),
        ([("그림 3 학습 곡선", "korea")], "Figure 3"),
        ([("Abbildung 4: Fehler über die Trainingsschritte.", "helv")], "Figure 4"),
        ([("Extended Data Fig. 2 | Training error over time.", "helv")], "Extended Data Figure 2"),
        ([("FIG. 5. Training error over time.", "helv")], "Figure 5"),
        (
            [("Training error of plain and residual networks over", "helv"), ("the first 40 epochs. Fig. 5.", "helv")],
            "Figure 5",
        ),
    ],
    ids=["chinese", "korean", "german", "extended-data", "upper-case", "label-last"],
)  # fmt: skip
def test_figure_found_under_its_canonical_label(lines: list[tuple[str, str]], label: str) -> None:
    (region,) = find_figures(chart_page(lines), FigureSettings())
    assert region.label == label
    assert not region.whole_page_fallback
    assert label.split()[-1] not in region.caption.split()[:1]  # the label is not in the caption


def test_a_sentence_ending_on_a_reference_is_not_a_caption() -> None:
    doc = chart_page([("The training error of both networks is shown in Fig. 5.", "helv")])
    assert find_figures(doc, FigureSettings()) == []


def _set_off(page: pymupdf.Page, y: float, label: str, title: str, label_font: str) -> None:
    """A caption line whose label is in ``label_font`` and whose title is in roman after it."""
    page.insert_text((72, y), label, fontsize=9, fontname=label_font)
    x = 72 + pymupdf.get_text_length(label + " ", fontname=label_font, fontsize=9)
    page.insert_text((x, y), title, fontsize=9, fontname="helv")


@pytest.mark.parametrize(
    ("label_font", "found"), [("hebo", True), ("helv", False)], ids=["bold-label", "roman"]
)
def test_a_bold_label_without_punctuation_opens_a_caption(label_font: str, found: bool) -> None:
    """ "**Fig. 1** Training error ..." (Springer: the label set off by type, no full stop) is
    a caption; the same words all in roman are a sentence that mentions the figure."""
    doc = chart_page([])
    _set_off(doc[0], 356, "Fig. 1", "Training error of plain and residual networks", label_font)
    doc = pymupdf.open("pdf", doc.tobytes())

    regions = find_figures(doc, FigureSettings())

    assert [(r.label, r.caption) for r in regions] == (
        [("Figure 1", "Training error of plain and residual networks")] if found else []
    )


def test_a_legend_right_of_the_plot_joins_a_figure_with_a_short_flush_left_caption() -> None:
    """A centred chart with its key outside the plot at the right, over a caption set flush
    left that ends before the key does: the key's names are the figure's text."""
    doc = chart_page([("Fig. 3. Error.", "helv")])
    page = doc[0]
    for k, (name, color) in enumerate((("plain", (1, 0, 0)), ("residual", (0, 0, 1)))):
        y = 230 + 12 * k
        page.draw_rect(pymupdf.Rect(452, y - 6, 458, y), color=color, fill=color)
        page.insert_text((462, y), name, fontsize=7)
    doc = pymupdf.open("pdf", doc.tobytes())

    (region,) = find_figures(doc, FigureSettings())

    assert region.label == "Figure 3"
    assert "plain" in region.text and "residual" in region.text
    assert region.bbox[2] >= 480


def _panel(page: pymupdf.Page, frame: pymupdf.Rect) -> None:
    """A framed line chart with its y tick labels left of the frame."""
    page.draw_rect(frame, color=(0, 0, 0), width=0.6)
    for i in range(5):
        y = frame.y1 - i * frame.height / 4
        page.insert_text((frame.x0 - 16, y + 3), f"{i * 10}", fontsize=7)
    pts = [(frame.x0 + j * frame.width / 8, frame.y1 - 8 - j * j * 1.5) for j in range(9)]
    page.draw_polyline(pts, color=(1, 0, 0), width=1.2)


def test_a_second_panel_keeps_its_tick_labels_beside_a_caption_under_the_first() -> None:
    """Two panels side by side, the caption set under the left one only: the right panel's
    tick labels between the two are its own, and the figure is both panels."""
    doc = pymupdf.open()
    page = doc.new_page()
    for i in range(4):
        page.insert_text((72, 84 + 12 * i), BODY, fontsize=10)
    _panel(page, pymupdf.Rect(100, 160, 280, 300))
    _panel(page, pymupdf.Rect(328, 160, 508, 300))
    page.insert_text((72, 320), "Fig. 4. Error of the two networks.", fontsize=9)
    for i in range(6):
        page.insert_text((72, 360 + 12 * i), BODY, fontsize=10)
    doc = pymupdf.open("pdf", doc.tobytes())

    (region,) = find_figures(doc, FigureSettings())

    assert region.bbox[0] <= 100 and region.bbox[2] >= 507


def test_a_justified_caption_line_split_at_its_wide_word_gaps_is_found() -> None:
    """A narrow column justifies its caption's first line, widening each gap between words so
    much that MuPDF reads every word as a line of its own ("Fig.", "2.", "Measured", ...)."""
    doc = chart_page([])
    page = doc[0]
    x = 72.0
    for word in ["Fig.", "2.", "Measured", "supply", "temperature"]:
        page.insert_text((x, 356), word, fontsize=9, fontname="helv")
        x += pymupdf.get_text_length(word, fontsize=9) + 12
    page.insert_text((72, 368), "of the heating network in winter 2023/24", fontsize=9)
    (region,) = find_figures(pymupdf.open("pdf", doc.tobytes()), FigureSettings())
    assert region.label == "Figure 2" and not region.whole_page_fallback
    assert region.caption == "Measured supply temperature of the heating network in winter 2023/24"
