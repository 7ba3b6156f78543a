"""Months named in one language and printed in another, for languages the router does not know.

A Romanian, Vietnamese, Hungarian or Finnish table keys its rows by month as its language prints
them ("Decembrie", "Tháng 2", "augusztus", "maaliskuu"); an English question says "in December".
Month names are a closed class read from CLDR's locale data, not from a list grown here; words
of other languages that happen to spell another language's month ("orară", "set", "win") are
not months. Tables are made up here.
"""

from __future__ import annotations

import pytest

from paperlens.answer.base import TaggedEvidence
from paperlens.answer.compute import compute_facts
from paperlens.answer.extractive import ExtractiveAnswerer
from paperlens.answer.language import is_abstention
from paperlens.answer.months import month_axis, month_number, months_asked, months_printed
from paperlens.models import Chunk


def _table(columns: list[str], rows: list[list[str]]) -> Chunk:
    return Chunk(
        chunk_id="p-table-1",
        paper_id="p",
        kind="table",
        page=2,
        label="Table 1",
        caption="",
        text="Table 1\n\n" + "\n".join("| " + " | ".join(r) + " |" for r in [columns, *rows]),
        extra={"columns": columns, "rows": rows},
    )


def _ask(question: str, table: Chunk) -> str:
    evidence = [TaggedEvidence(tag=table.tag, chunk=table)]
    facts = compute_facts(question, evidence, ["table", "text"])
    return ExtractiveAnswerer().answer(question, evidence, "English", facts=facts)


ROMANIAN = _table(
    ["Lună", "PM2,5 (µg/m³)", "Levoglucozan (ng/m³)"],
    [
        ["Noiembrie", "28,1", "310"],
        ["Decembrie", "35,4", "520"],
        ["Ianuarie", "44,7", "690"],
        ["Februarie", "30,2", "410"],
    ],
)
VIETNAMESE = _table(
    ["Tháng", "Độ mặn (‰)"],
    [["Tháng 1", "2,1"], ["Tháng 2", "3,4"], ["Tháng 3", "5,8"], ["Tháng 4", "7,2"]],
)
HUNGARIAN = _table(
    ["Hónap", "Tejhozam (kg/nap)"],
    [["június", "31,2"], ["július", "29,8"], ["augusztus", "28,4"], ["szeptember", "30,1"]],
)
FINNISH = _table(
    ["Kuukausi", "Sademäärä (mm)"],
    [["tammikuu", "41"], ["helmikuu", "32"], ["maaliskuu", "35"], ["huhtikuu", "30"]],
)


@pytest.mark.parametrize(
    ("table", "question", "stated", "others"),
    [
        (ROMANIAN, "What was the mean PM2.5 concentration in December?", "35,4", ["44,7"]),
        (VIETNAMESE, "What was the salinity in February?", "3,4", ["5,8", "2,1"]),
        (HUNGARIAN, "What was the milk yield in August?", "28,4", ["29,8"]),
        (FINNISH, "How much rain fell in March?", "35", ["41", "32"]),
    ],
    ids=["ro", "vi", "hu", "fi"],
)
def test_a_month_asked_in_english_finds_the_row_printed_in_the_papers_language(
    table, question, stated, others
):
    answer = _ask(question, table)
    first = answer.split("[")[0]
    assert not is_abstention(answer), answer
    assert stated in first, answer
    assert not any(o in first for o in others), answer


def test_month_names_are_read_in_every_language_and_nowhere_else():
    assert [month_number(w) for w in ("Decembrie", "Tháng 2", "thg 6", "kesäkuu", "június")] == [
        12,
        2,
        6,
        6,
        6,
    ]
    assert month_number("Lütfen") is None and month_number("Marta") is None
    assert month_axis(["Oca", "Şub", "Mar", "Nis"]) == {1: "Oca", 2: "Şub", 3: "Mar", 4: "Nis"}
    assert months_asked("Câte zile au depășit pragul în decembrie?") == [12]
    # ordinary words of one language that spell another's month
    assert months_asked("La ce oră a atins media orară valoarea maximă?") == []
    assert months_printed("We set out to win any race, with marca and Marta.") == frozenset()


def _month_bars(categories: list[str], values: list[float], x_title: str) -> TaggedEvidence:
    panel = {
        "panel": None,
        "chart_type": "bar",
        "x": {"title": x_title, "log": False, "categories": categories},
        "y": {"title": "Temperatura wody (°C)", "log": False, "min": -5, "max": 25},
        "series": [
            {
                "name": None,
                "kind": "bar",
                "points": [[c, v] for c, v in zip(categories, values, strict=True)],
            }
        ],
        "notes": [],
    }
    chunk = Chunk(
        chunk_id="p-figure-2",
        paper_id="p",
        kind="figure",
        page=2,
        label="Figure 2",
        caption="Średnia miesięczna temperatura wody",
        text="Figure 2: Średnia miesięczna temperatura wody",
        extra={"chart_status": "read", "chart_data": [panel]},
    )
    return TaggedEvidence("[Figure 2, p.2]", chunk)


ROMAN_MONTHS = ["III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI"]
WATER = [2.4, 7.9, 13.5, 18.2, 21.7, 20.6, 16.1, 10.3, 5.8]


@pytest.mark.parametrize(("question", "said"), [
    ("What was the mean water temperature in April according to Figure 2?", "7.9"),
    ("How warm was the water in June (Figure 2)?", "18.2"),
])  # fmt: skip
def test_months_numbered_in_roman_on_an_axis_titled_month(question, said) -> None:  # type: ignore[no-untyped-def]
    """Polish, Russian or Mongolian papers number months I-XII on an axis titled "month"."""
    ev = [_month_bars(ROMAN_MONTHS, WATER, "Miesiąc")]
    facts = compute_facts(question, ev, ["figure", "text"])
    assert facts and facts[0].answers, facts
    assert said in facts[0].statement, facts[0].statement
    assert months_printed("Temperatura (°C) 0 10 20 Miesiąc III IV V VI VII") >= {4, 6}
    assert months_printed("Сар IV V VI VII VIII") >= {4, 6}  # Mongolian "month" before them


def test_roman_numbers_under_another_title_are_no_months() -> None:
    """Tumour grades or classes I-IV are no months: only an axis titled month reads them so."""
    assert month_axis(["I", "II", "III", "IV"], "Grade") == {}
    assert month_axis(["I", "II", "III", "IV"], "Month") == {1: "I", 2: "II", 3: "III", 4: "IV"}
    ev = [_month_bars(["I", "II", "III", "IV"], [12.0, 30.5, 41.2, 16.3], "Tumour grade")]
    facts = compute_facts("What share was reached in April (Figure 2)?", ev, ["figure", "text"])
    assert not any(f.answers and "41.2" in f.statement for f in facts)


@pytest.mark.parametrize(("question", "said"), [
    ("What was the mean water temperature in March according to Figure 2?", "13.5"),
    ("How warm was the water in December (Figure 2)?", "2.4"),
])  # fmt: skip
def test_months_abbreviated_in_a_regional_language_on_a_charts_axis(question, said) -> None:  # type: ignore[no-untyped-def]
    """Welsh abbreviations (Rhag, Ion, Chwef, Maw, ...) on a chart's category axis are months,
    though no country writes Welsh as its national language; alone, in prose, they are not."""
    ev = [_month_bars(["Rhag", "Ion", "Chwef", "Maw", "Ebr"], [2.4, 3.1, 7.9, 13.5, 18.2], "Mis")]
    facts = compute_facts(question, ev, ["figure", "text"])
    assert facts and facts[0].answers, facts
    assert said in facts[0].statement, facts[0].statement
    assert month_axis(["Rhag", "Ion", "Chwef", "Maw"]) == {}


def test_months_spelt_otherwise_between_known_ones_on_a_charts_axis() -> None:
    """Albanian prints July and August "Kor", "Gus" where CLDR abbreviates "korr", "gush":
    between "Qer" (June) and "Sht" (September) on an axis in order, they are July and August.
    "Most negative" asks the lowest bar."""
    cats = ["Jan", "Shk", "Mar", "Pri", "Maj", "Qer", "Kor", "Gus", "Sht"]
    values = [0.12, 0.05, -0.08, -0.15, -0.22, -0.41, -0.36, -0.28, -0.05]
    assert month_axis(cats, "Muaji", chart_axis=True)[7] == "Kor"
    assert 7 not in month_axis(["January", "to", "March", "April"])  # prose is no axis in order
    ev = [_month_bars(cats, values, "Muaji")]
    facts = compute_facts("What is the correlation in July (Figure 2)?", ev, ["figure", "text"])
    assert facts and facts[0].answers and "-0.36" in facts[0].statement, facts
    facts = compute_facts(
        "In which month is the correlation most negative in Figure 2?", ev, ["figure"]
    )
    assert facts and facts[0].answers and facts[0].statement.startswith("Qer"), facts
