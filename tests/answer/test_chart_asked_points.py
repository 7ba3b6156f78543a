"""The point and the curves a question asks of a read chart, in the forms unseen papers print
and readers ask them: a change asked of an axis that already measures the change, two curves
named with different numbers of words, a thousands comma, month ticks of a script with vowel
signs and inner dots, and category ticks that are a unit's initial before a number."""

from __future__ import annotations

from paperlens.answer.base import TaggedEvidence
from paperlens.answer.compute import compute_facts
from paperlens.answer.extractive import ExtractiveAnswerer
from paperlens.answer.months import month_axis
from paperlens.models import Chunk


def figure(x: dict, y_title: str, series: list[dict]) -> Chunk:
    panels = [
        {
            "panel": None,
            "x": {"log": False, **x},
            "y": {"title": y_title, "log": False},
            "series": series,
            "notes": [],
        }
    ]
    return Chunk(
        chunk_id="p-figure-1",
        paper_id="p",
        kind="figure",
        page=2,
        label="Figure 1",
        caption="Measurements over time.",
        text="Figure 1: Measurements over time.",
        extra={"chart_status": "read", "chart_data": panels},
    )


def answer(question: str, chunk: Chunk) -> str:
    evidence = [TaggedEvidence(tag=chunk.tag, chunk=chunk)]
    facts = compute_facts(question, evidence, ["figure", "text"])
    return ExtractiveAnswerer().answer(question, evidence, "English", facts=facts)


HOURS = {"title": "Time after mixing (h)", "min": 0, "max": 6}
RISES = [
    {"name": "North Ridge", "points": [[0, 0], [2, 21], [3, 38], [4, 55], [6, 80]]},
    {"name": "Bayfield", "points": [[0, 0], [2, 15], [3, 27], [4, 36], [6, 61]]},
    {"name": "Stone Mill", "points": [[0, 0], [2, 30], [3, 44], [4, 63], [6, 90]]},
]


def test_how_much_it_had_risen_on_an_axis_of_the_rise_is_the_reading_at_that_point():
    chart = figure(HOURS, "Volume increase (%)", RISES)
    text = answer(
        "In Figure 1, how much had the North Ridge dough risen three hours after mixing?", chart
    )
    first = text.splitlines()[0]
    assert "North Ridge" in first and "about 38" in first and "= 3" in first


def test_how_much_it_had_risen_on_an_axis_of_levels_is_not_one_reading():
    chart = figure(HOURS, "Dough volume (mL)", RISES)
    text = answer(
        "In Figure 1, how much had the North Ridge dough risen three hours after mixing?", chart
    )
    assert "about 38" not in text  # a level is no rise


def test_how_far_apart_two_curves_named_in_two_words_and_one_is_their_difference():
    chart = figure(HOURS, "Volume increase (%)", RISES)
    text = answer(
        "How far apart were Stone Mill and Bayfield four hours after mixing in Figure 1?", chart
    )
    first = text.splitlines()[0]
    assert "Stone Mill is at about 63" in first and "Bayfield at about 36" in first
    assert "difference of about 27" in first


def test_a_curve_named_only_by_a_word_the_asked_curve_shares_is_not_compared():
    """ "with the salt substitute" names one curve; "Regular salt" shares its word "salt" but
    is not named, so no difference between the two is offered for a quantity of neither."""
    chart = figure(
        {"title": "Months since randomization", "min": 0, "max": 36},
        "Cumulative incidence (%)",
        [
            {"name": "Salt substitute", "points": [[12, 3.1], [24, 6.4], [36, 9.2]]},
            {"name": "Regular salt", "points": [[12, 4.0], [24, 9.0], [36, 12.5]]},
        ],
    )
    question = "How much did diastolic blood pressure change at 24 months with the salt substitute?"
    first = answer(question, chart).splitlines()[0]
    assert "difference" not in first and "9 − 6.4" not in first


def test_a_point_asked_with_a_thousands_comma_is_read_there_not_at_the_end():
    chart = figure(
        {"title": "Orchard altitude (m)", "min": 800, "max": 1800},
        "Sugar (%)",
        [{"name": "Amber", "points": [[850, 16.5], [1200, 19.0], [1650, 22.1]]}],
    )
    text = answer("What sugar content does Figure 1 show for Amber at 1,200 m?", chart)
    first = text.splitlines()[0]
    assert "about 19" in first and "1200" in first
    assert "22.1" not in first


THAI_MONTHS = ["ม.ค.", "ก.พ.", "มี.ค.", "เม.ย.", "พ.ค.", "มิ.ย.", "ก.ค.", "ส.ค.", "ก.ย.", "ต.ค."]


def test_month_ticks_with_vowel_signs_and_inner_dots_are_months():
    assert month_axis(THAI_MONTHS, chart_axis=True)[8] == "ส.ค."
    assert month_axis(THAI_MONTHS, chart_axis=True)[6] == "มิ.ย."


def test_a_month_asked_in_english_is_read_at_its_thai_tick():
    chart = figure(
        {"title": None, "categories": THAI_MONTHS},
        "DO (mg/L)",
        [{"name": "Canal", "points": [[m, 1.0 + i / 10] for i, m in enumerate(THAI_MONTHS)]}],
    )
    text = answer("In Figure 1, what dissolved oxygen did the canal reach in August?", chart)
    first = text.splitlines()[0]
    assert "ส.ค." in first and "1.7" in first
    assert "ต.ค." not in first  # not the last month's reading


def test_week_six_is_the_tick_that_prints_the_weeks_initial_before_six():
    weeks = [f"W{n}" for n in range(1, 9)]
    chart = figure(
        {"title": "Uge", "categories": weeks},
        "Density (g/L)",
        [{"name": "Vat B", "points": [[w, 1060 - 4 * i] for i, w in enumerate(weeks)]}],
    )
    text = answer("What was the density in Vat B in week 6 in Figure 1?", chart)
    first = text.splitlines()[0]
    assert "W6" in first and "1040" in first


def test_a_month_is_the_numbered_tick_under_a_month_title():
    ticks = ["T12", "T1", "T2", "T3", "T4"]
    chart = figure(
        {"title": "Tháng", "categories": ticks},
        "Salinity (‰)",
        [{"name": "Season 2016", "points": [[t, 10 + 5 * i] for i, t in enumerate(ticks)]}],
    )
    text = answer("What was the salinity in January of the 2016 season in Figure 1?", chart)
    first = text.splitlines()[0]
    assert "T1" in first and "about 15" in first


CLAY, SAND = [3.4, 2.9, 1.8, 1.2], [2.1, 2.6, 2.2, 1.5]


def test_a_band_asked_as_a_range_is_the_tick_printing_it_with_a_decimal_comma():
    bands = ["0,5–1 Hz", "1–2 Hz", "2–5 Hz", "5–10 Hz"]
    chart = figure(
        {"title": "Frequency band", "categories": bands},
        "Amplification factor",
        [
            {"name": "Clay", "points": [[b, v] for b, v in zip(bands, CLAY, strict=True)]},
            {"name": "Sand", "points": [[b, v] for b, v in zip(bands, SAND, strict=True)]},
        ],
    )
    text = answer(
        "What amplification factor does Figure 1 give for clay in the 0.5-1 Hz band?", chart
    )
    first = text.splitlines()[0]
    assert "0,5–1 Hz" in first and "3.4" in first
    assert "1.2" not in first
