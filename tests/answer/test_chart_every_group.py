"""A choice asked across a whole grouped bar chart: the category lowest in both series, the
series fastest at every category, and no winner named where it changes from group to group."""

from __future__ import annotations

from paperlens.answer.base import TaggedEvidence
from paperlens.answer.compute import compute_facts
from paperlens.answer.extractive import ExtractiveAnswerer
from paperlens.models import Chunk


def grouped(x_title: str, categories: list[str], y_title: str, bars: dict[str, list]) -> Chunk:
    panels = [
        {
            "panel": None,
            "x": {"title": x_title, "log": False, "categories": categories},
            "y": {"title": y_title, "log": False},
            "series": [
                {"name": name, "points": [[c, v] for c, v in zip(categories, values, strict=True)]}
                for name, values in bars.items()
            ],
            "notes": [],
        }
    ]
    return Chunk(
        chunk_id="p-figure-2",
        paper_id="p",
        kind="figure",
        page=2,
        label="Figure 2",
        caption="Grouped results.",
        text="Figure 2: Grouped results.",
        extra={"chart_status": "read", "chart_data": panels},
    )


def answer(question: str, chunk: Chunk) -> str:
    evidence = [TaggedEvidence(tag=chunk.tag, chunk=chunk)]
    facts = compute_facts(question, evidence, ["figure", "text"])
    return ExtractiveAnswerer().answer(question, evidence, "English", facts=facts)


LINES = ["Red Hill", "Osk 3", "Valley Gold", "Tamba"]


def test_the_category_lowest_in_both_series_answers_which_one_in_both_years():
    chart = grouped(
        "Cultivar", LINES, "Toxin (µg/kg)", {"2023": [14, 9, 7, 21], "2024": [12, 8, 6, 19]}
    )
    text = answer("Which cultivar had the least toxin in both years in Figure 2?", chart)
    first = text.splitlines()[0]
    assert first.startswith("Valley Gold is lowest")
    assert "2023: 7" in first and "2024: 6" in first


def test_the_series_fastest_at_every_category_answers_which_one_at_every_level():
    chart = grouped(
        "Infill density", ["20 %", "50 %", "100 %"], "Print time (min)",
        {"Flat": [11, 16, 25], "Upright": [14, 19, 29]},
    )  # fmt: skip
    text = answer("Which orientation printed faster at every infill level in Figure 2?", chart)
    first = text.splitlines()[0]
    assert first.startswith("Flat is lowest at every Infill density")


def test_no_winner_is_named_when_the_lowest_changes_between_series():
    chart = grouped(
        "Cultivar", LINES, "Toxin (µg/kg)", {"2023": [14, 9, 7, 21], "2024": [12, 5, 6, 19]}
    )
    text = answer("Which cultivar had the least toxin in both years in Figure 2?", chart)
    assert "lowest in every series" not in text


def test_a_period_named_by_its_place_in_time_picks_its_series():
    """ "In the first decade" of bars for "1995–2004" and "2015–2024": the earlier series, and
    the lake thickest in it (not the series whose last bar is highest)."""
    chart = grouped(
        "", ["Ashby", "Birch", "Crane", "Deer"], "Ice thickness (cm)",
        {"1995–2004": [62, 55, 67, 51], "2015–2024": [48, 46, 49, 44]},
    )  # fmt: skip
    first = answer("Which lake had the thickest ice in the first decade (Figure 2)?", chart)
    assert first.splitlines()[0].startswith("Crane has the highest"), first
    assert "67" in first.splitlines()[0]
    last = answer("Which lake had the thinnest ice in the most recent decade (Figure 2)?", chart)
    assert last.splitlines()[0].startswith("Deer has the lowest"), last
    assert "44" in last.splitlines()[0]
