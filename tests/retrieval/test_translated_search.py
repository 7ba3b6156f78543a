"""An English question about a paper in another language is searched with the words the paper
prints for its words too, read in a dictionary from English into the paper's language: "survival
rate" finds the table headed "Yaşama oranı" that neither the question's spelling nor its meaning
(the small embedder across languages) ranks among the evidence. The paper, its numbers and the
dictionary are invented; the dictionary is written here in dictd's format (``dictd.py``)."""

from __future__ import annotations

import io
from pathlib import Path

import pymupdf
import pytest
from dictd import write_dictionary

from paperlens.answer import dictionaries
from paperlens.service import PaperLens

DICTIONARY = {
    "survival": "/səˈvaɪvəl/ <n>\n1. yaşama, hayatta kalma",
    "rate": "/reɪt/\n1. oran, nispet\n2. fiyat",
    "fish": "/fɪʃ/ <n>\n1. balık",
    "bream": "/briːm/ <n>\n1. çipura",
}


def _font() -> str:
    """A font with Turkish letters (ş, ı, ğ), shipped with matplotlib."""
    matplotlib = pytest.importorskip("matplotlib")
    return str(Path(matplotlib.get_data_path()) / "fonts" / "ttf" / "DejaVuSans.ttf")


def _text(page: pymupdf.Page, where: tuple[float, float], text: str, size: float) -> None:
    page.insert_text(where, text, fontsize=size, fontname="dv", fontfile=_font())


def _prose(page: pymupdf.Page, rect: pymupdf.Rect, text: str, size: float) -> None:
    page.insert_textbox(rect, text, fontsize=size, fontname="dv", fontfile=_font())


def _table(page: pymupdf.Page, top: float, caption: str, rows: list[tuple[str, ...]]) -> None:
    _text(page, (72, top - 12), caption, 10)
    xs, step = (72, 110, 255, 400, 540), 14
    for i, row in enumerate(rows):
        for x, cell in zip(xs, row, strict=False):
            _text(page, (x + 6, top + step * i + 10), cell, 9)
    for i in range(len(rows) + 1):
        page.draw_line((xs[0], top + step * i), (xs[-1], top + step * i), width=0.6)
    for x in xs:
        page.draw_line((x, top), (x, top + step * len(rows)), width=0.4)


def _chart(bars: bool) -> bytes:
    """Charts of other quantities of the same diets, which answer for "Y2" too: the protein
    digestibility of each diet (bars), the mean weight of each group over the trial (lines)."""
    matplotlib = pytest.importorskip("matplotlib")
    matplotlib.use("pdf")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(4.5, 2.8))
    if bars:
        diets = [0, 1, 2]
        ax.bar([x - 0.2 for x in diets], [91.2, 89.6, 86.3], width=0.4, label="Levrek")
        ax.bar([x + 0.2 for x in diets], [90.4, 88.1, 84.7], width=0.4, label="Çipura")
        ax.set_xticks(diets, ["Y1", "Y2", "Y3"])
        ax.legend(loc="lower left")
        ax.set_xlabel("Yem")
        ax.set_ylabel("Protein sindirilebilirliği (%)")
    else:
        for name, top in (("Y1", 312), ("Y2", 306), ("Y3", 271)):
            ax.plot([0, 60, 120, 180], [21, top * 0.3, top * 0.65, top], marker="o", label=name)
        ax.set_xlabel("Deneme günü")
        ax.set_ylabel("Ortalama ağırlık (g)")
        ax.legend(loc="upper left")
    out = io.BytesIO()
    fig.savefig(out, format="pdf")
    plt.close(fig)
    return out.getvalue()


def _paper() -> bytes:
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    _prose(page, pymupdf.Rect(72, 60, 540, 90), "Levrek yemlerinde soya küspesi kullanımı", 14)
    intro = (
        "Üç deneme yemi hazırlandı: Y1 kontrol yemidir, Y2 ve Y3 yemlerinde balık unu soya "
        "küspesi ile azaltıldı. Yemlerin besin madde bileşimi Tablo 1'de verilmiştir. Y2 yemi "
        "ile beslenen gruplar günde iki kez elle yemlendi."
    )
    _prose(page, pymupdf.Rect(72, 100, 540, 170), intro, 10)
    _table(
        page,
        220,
        "Tablo 1: Deneme yemlerinin besin madde bileşimi",
        [
            ("Yem", "Ham protein (%)", "Ham yağ (%)", "Ham kül (%)"),
            ("Y1", "46,2", "17,8", "11,4"),
            ("Y2", "45,9", "17,6", "9,8"),
            ("Y3", "45,7", "17,5", "8,3"),
        ],
    )
    # Prose about feeding the fish Y2 (it outranks the second table in a search by the
    # question's own words and by its meaning) that gives no survival.
    notes = doc.new_page(width=612, height=792)
    prose = " ".join(
        f"Not {i}: {i + 3}. haftada Y2 yemi ile beslenen balıklar günde iki kez doyana kadar "
        f"yemlendi; Y2 grubunun tankı {i + 1}. sıradaydı."
        for i in range(10)
    )
    _prose(notes, pymupdf.Rect(72, 72, 540, 360), prose, 10)
    lines = pymupdf.open("pdf", _chart(bars=False))
    notes.show_pdf_page(pymupdf.Rect(100, 390, 505, 620), lines, 0)
    _text(notes, (72, 634), "Şekil 2: Deneme boyunca grupların ortalama ağırlığı", 9)
    last = doc.new_page(width=612, height=792)
    chart = pymupdf.open("pdf", _chart(bars=True))
    last.show_pdf_page(pymupdf.Rect(100, 390, 505, 620), chart, 0)
    _text(
        last,
        (72, 634),
        "Şekil 1: Y1, Y2 ve Y3 yemleri ile beslenen levrek ve çipurada proteinin sindirilebilirliği",
        9,
    )
    _table(
        last,
        690,
        "Tablo 2: 180 günlük deneme sonuçları",
        [
            ("Grup", "Levrek · Yaşama oranı (%)", "Çipura · Yaşama oranı (%)", "Yem dönüşümü"),
            ("Y1", "96,8", "97,5", "1,42"),
            ("Y2", "97,2", "93,4", "1,46"),
            ("Y3", "95,1", "95,8", "1,68"),
        ],
    )
    data = doc.tobytes()
    chart.close()
    lines.close()
    return data


@pytest.fixture(scope="module")
def sea_bass(tmp_path_factory, embedder):
    from helpers import make_settings

    folder = tmp_path_factory.mktemp("dictionaries")
    write_dictionary(folder, "tur", DICTIONARY)
    lens = PaperLens(
        make_settings(tmp_path_factory.mktemp("bass"), answers={"dictionaries": folder}),
        embedder=embedder,
    )
    paper = lens.ingest_pdf(_paper(), filename="levrek.pdf")
    yield lens, paper.paper_id
    dictionaries.use(None)


def test_the_table_the_question_names_in_translation_is_found_and_read(sea_bass) -> None:
    lens, pid = sea_bass
    answer = lens.ask("What was the survival rate of the sea bream fed diet Y2?", [pid])
    first = answer.answer.splitlines()[0]
    assert "93,4" in first and "[Table 2" in first, first
    # found by the search itself, not read afterwards as a table nobody asked for
    assert "table" not in answer.route.types, answer.route.reason


def test_the_translations_are_searched_by_spelling_not_by_meaning(sea_bass) -> None:
    lens, pid = sea_bass
    route, hits = lens.retrieve("What was the survival rate of the sea bream fed diet Y2?", [pid])
    assert route.query == "What was the survival rate of the sea bream fed diet Y2?"
    assert any(h.chunk.label == "Table 2" for h in hits)
