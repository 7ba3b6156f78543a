"""Chart points a question names in ways the axis does not print them: a place behind a code
("P4 Bergeforsen" asked as "the Bergeforsen passage") or before a note in brackets ("Ljouwert
(FK)" asked as "Ljouwert"), an ordinal of the category axis ("the
first storm event" of an axis titled "Storm event"), a count whose verb follows its noun ("how
many particles per litre left ..."), a value asked again after a ranking ("..., and roughly
how many per litre?"), and the category that took "most of" something ("where did most of the
harvest go"). The answer reads the chart without being asked for a figure. All charts
here are invented; they show the form, not any paper's numbers."""

from __future__ import annotations

import pytest

from paperlens.answer.base import TaggedEvidence
from paperlens.answer.compute import compute_facts
from paperlens.answer.intent import read_intent
from paperlens.answer.months import months_asked
from paperlens.models import Chunk


def figure(label: str, panel: dict, caption: str) -> TaggedEvidence:
    chunk = Chunk(
        chunk_id=f"p-figure-{label}",
        paper_id="p",
        kind="figure",
        page=2,
        label=label,
        caption=caption,
        text=f"{label}: {caption}",
        extra={"chart_status": "read", "chart_data": [panel]},
    )
    return TaggedEvidence(f"[{label}, p.2]", chunk)


def bars(categories: list[str], values: list[float], y_title: str) -> dict:
    return {
        "panel": None,
        "chart_type": "bar",
        "orientation": "horizontal",
        "x": {"title": None, "log": False, "categories": categories},
        "y": {"title": y_title, "log": False, "min": 0, "max": max(values) * 1.2},
        "series": [
            {
                "name": None,
                "kind": "bar",
                "points": [[c, v] for c, v in zip(categories, values, strict=True)],
            }
        ],
        "notes": [],
    }


CODED = [
    pytest.param(
        ["P1 Gnarp", "P2 Harmånger", "P3 Njurunda", "P4 Bergeforsen", "P5 Gådeå"],
        [312, 187, 254, 96, 141],
        "Registrerade älgpassager (kameror)",
        "How many moose crossings were recorded at the Bergeforsen passage?",
        "96",
        id="swedish-passages",
    ),
    # a name with a note in brackets: the championship held at the first place
    pytest.param(
        ["Ljouwert (FK)", "Winsum", "It Heidenskip", "Grou"],
        [6800, 4200, 3100, 1800],
        "Taskôgers",
        "How many spectators came to the final in the Ljouwert stadium?",
        "6800",
        id="frisian-venues",
    ),
    pytest.param(
        ["S1 Kestävä", "S2 Pihlajamäki", "S3 Ojala", "S4 Rantakylä"],
        [41.5, 28.0, 63.2, 12.4],
        "Pesien määrä hehtaarilla",
        "How many nests per hectare did the survey find at the Rantakylä site?",
        "12.4",
        id="finnish-sites",
    ),
]


@pytest.mark.parametrize(("cats", "values", "y_title", "question", "said"), CODED)
def test_a_place_behind_a_code_is_named_by_its_name(cats, values, y_title, question, said) -> None:  # type: ignore[no-untyped-def]
    ev = [figure("Figure 2", bars(cats, values, y_title), y_title)]
    facts = compute_facts(question, ev, ["text"])
    assert facts and facts[0].answers, facts
    assert said in facts[0].statement
    # a site the chart does not hold is no bar of it
    other = question.replace(question.split(" the ")[-1].split()[0], "Kallbäcken")
    facts = compute_facts(other, ev, ["text"])
    assert not any(f.answers and said in f.statement for f in facts)


def lines(
    categories: list[str], x_title: str, y_title: str, series: dict[str, list[float]]
) -> dict:
    return {
        "panel": None,
        "chart_type": "line",
        "x": {"title": x_title, "log": False, "categories": categories},
        "y": {"title": y_title, "log": True, "min": 10, "max": 10000},
        "series": [
            {"name": n, "kind": "line", "points": [[float(i), v] for i, v in enumerate(vs)]}
            for n, vs in series.items()
        ],
        "notes": [],
    }


EVENTS = lines(
    ["R1", "R2", "R3", "R4", "R5", "R6"],
    "Runoff event",
    "Suspended solids (mg/L)",
    {
        "Inflow": [420, 260, 610, 190, 350, 880],
        "Oak Avenue outflow": [48, 31, 85, 19, 40, 130],
        "Quarry Lane outflow": [152, 89, 243, 63, 119, 359],
    },
)
CAPTION = (
    "Suspended solids concentration in the inflow and the outflows of Oak Avenue and Quarry Lane"
)


@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("In the first runoff event, what was the outflow concentration at Quarry Lane?", "152"),
        ("What was the outflow concentration at Quarry Lane in the last runoff event?", "359"),
        ("What was the Oak Avenue outflow concentration in the third runoff event?", "85"),
    ],
)
def test_an_ordinal_counts_the_category_axis_by_its_title(question: str, said: str) -> None:
    facts = compute_facts(question, [figure("Figure 1", EVENTS, CAPTION)], ["text"])
    assert facts and facts[0].answers, facts
    assert said in facts[0].statement


def test_a_count_whose_verb_follows_its_noun_is_read_off_the_chart() -> None:
    panel = lines(
        ["R1", "R2", "R3"],
        "Runoff event",
        "Total microfibres (fibres/L)",
        {"Oak Avenue outflow": [48, 31, 85], "Quarry Lane outflow": [152, 89, 243]},
    )
    q = "How many fibres per litre left the Oak Avenue cell in runoff event R3?"
    facts = compute_facts(q, [figure("Figure 1", panel, "Microfibres in the outflows")], ["text"])
    assert facts and facts[0].answers and "85" in facts[0].statement, facts
    # a count the chart does not print stays a near miss
    q = "How many microbes per litre left the Oak Avenue cell in runoff event R3?"
    facts = compute_facts(q, [figure("Figure 1", panel, "Microfibres in the outflows")], ["text"])
    assert not any(f.answers for f in facts)


@pytest.mark.parametrize(
    "tail", ["and roughly how many per litre?", "and at about what level?", "and how much?"]
)
def test_a_value_asked_after_a_ranking_is_the_same_reading(tail: str) -> None:
    q = f"In which runoff event did Quarry Lane release the least suspended solids, {tail}"
    facts = compute_facts(q, [figure("Figure 1", EVENTS, CAPTION)], ["table", "text"])
    assert facts and facts[0].answers, facts
    assert "R4" in facts[0].statement and "63" in facts[0].statement


def numeric(
    x_title: str, y_title: str, kind: str, series: dict[str, list[tuple[float, float]]]
) -> dict:
    xs = [x for pts in series.values() for x, _ in pts]
    return {
        "panel": None,
        "chart_type": kind,
        "x": {"title": x_title, "log": False, "min": min(xs), "max": max(xs), "categories": None},
        "y": {"title": y_title, "log": False, "min": 0, "max": 100},
        "series": [
            {"name": n, "kind": kind, "points": [list(p) for p in pts]} for n, pts in series.items()
        ],
        "notes": [],
    }


HOURS = numeric(
    "Hour of day",
    "NO2 (µg/m³)",
    "line",
    {
        "Kalvebod": [(h, v) for h, v in zip(range(0, 23, 2), [31, 27, 25, 44, 58, 49, 41, 40, 47, 55, 50, 38], strict=True)],
        "Amager": [(h, v) for h, v in zip(range(0, 23, 2), [21, 19, 18, 30, 39, 35, 30, 29, 33, 37, 34, 26], strict=True)],
    },
)  # fmt: skip
COLD = numeric(
    "Daily mean temperature (°C)",
    "Daily mean NO2 (µg/m³)",
    "scatter",
    {
        "Kalvebod": [(-13.0, 77.0), (-7.0, 61.0), (-2.0, 52.0), (4.0, 40.0), (9.0, 33.0)],
        "Amager": [(-11.0, 36.0), (-5.0, 31.0), (1.0, 27.0), (6.0, 22.0), (10.0, 20.0)],
    },
)


@pytest.mark.parametrize(
    ("panel", "question", "said"),
    [
        (HOURS, "What NO2 concentration was measured at Kalvebod at 08:00?", "58"),
        (HOURS, "How high was NO2 at Amager at 18:00 on weekdays?", "37"),
        (COLD, "On the coldest day at Kalvebod, about −13 °C, what was the daily mean NO2?", "77"),
        (COLD, "What daily mean NO2 did Amager have at -5 °C?", "31"),
    ],
)
def test_a_clock_time_or_a_temperature_below_zero_is_a_point_on_the_x_axis(
    panel: dict, question: str, said: str
) -> None:
    ev = [figure("Figure 1", panel, "Nitrogen dioxide at two stations in winter")]
    facts = compute_facts(question, ev, ["text"])
    assert facts and facts[0].answers, facts
    assert said in facts[0].statement


def test_a_number_glued_to_a_word_of_the_legend_names_its_series() -> None:
    """Amharic glues its particles to the number ("ከ24 ሰዓት በኋላ": after 24 hours): "after 24
    hours" names that series, not the one of 72 hours, read at the category asked."""
    cats = ["Alfa", "Bravo", "Dabi"]
    panel = {
        "panel": None,
        "chart_type": "scatter",
        "orientation": "horizontal",
        "x": {"title": None, "log": False, "categories": cats},
        "y": {"title": "አሲድነት (%)", "log": False, "min": 0, "max": 1.3},
        "series": [
            {
                "name": "ከ24 ሰዓት በኋላ",
                "kind": "scatter",
                "points": [[c, v] for c, v in zip(cats, [0.38, 0.35, 0.31], strict=True)],
            },
            {
                "name": "ከ72 ሰዓት በኋላ",
                "kind": "scatter",
                "points": [[c, v] for c, v in zip(cats, [0.88, 0.81, 0.74], strict=True)],
            },
        ],
        "notes": [],
    }
    ev = [figure("Figure 1", panel, "Acidity after 24 and 72 hours")]
    facts = compute_facts(
        "In Figure 1, what is the acidity of the Dabi dough after 24 hours?", ev, ["figure"]
    )
    assert facts and facts[0].answers and "0.31" in facts[0].statement, facts
    facts = compute_facts(
        "In Figure 1, what is the acidity of the Dabi dough after 72 hours?", ev, ["figure"]
    )
    assert facts and facts[0].answers and "0.74" in facts[0].statement, facts


def test_a_member_named_a_and_a_point_in_metres() -> None:
    """ "jumper A" names the legend's "Skakalec A" (its capital A is no article), and "at 100 m"
    is a point 100 along an axis of metres, not a hundred million."""
    xs = [0.0, 50.0, 100.0, 150.0, 200.0]
    panel = {
        "panel": None,
        "chart_type": "line",
        "orientation": "vertical",
        "x": {"title": "Razdalja (m)", "log": False, "min": 0, "max": 200, "categories": None},
        "y": {"title": "Višina (m)", "log": False, "min": 0, "max": 8},
        "series": [
            {
                "name": "Skakalec A",
                "kind": "line",
                "points": [[x, y] for x, y in zip(xs, [0.0, 3.2, 5.4, 5.6, 4.6], strict=True)],
            },
            {
                "name": "Skakalec D",
                "kind": "line",
                "points": [[x, y] for x, y in zip(xs, [0.0, 2.9, 4.7, 4.5, 2.8], strict=True)],
            },
        ],
        "notes": [],
    }
    ev = [figure("Figure 1", panel, "Višina leta")]
    facts = compute_facts(
        "In Figure 1, how high was jumper A above the ground 100 m from the table?", ev, ["figure"]
    )
    assert facts and facts[0].answers and "about 5.4 " in facts[0].statement, facts
    facts = compute_facts(
        "At 150 m, how much higher did jumper A fly than jumper D in Figure 1?", ev, ["figure"]
    )
    assert facts and "a difference of about 1.1" in facts[0].statement, facts


def test_noon_and_midnight_are_hours_of_a_days_axis() -> None:
    hours = [0.0, 3.0, 6.0, 9.0, 12.0, 15.0, 18.0, 21.0]
    panel = {
        "panel": None,
        "chart_type": "line",
        "orientation": "vertical",
        "x": {"title": "Ora din zi", "log": False, "min": 0, "max": 21, "categories": None},
        "y": {"title": "PM2,5 (µg/m³)", "log": False, "min": 0, "max": 60},
        "series": [
            {
                "name": "Centru",
                "kind": "line",
                "points": [
                    [x, y]
                    for x, y in zip(
                        hours, [36.7, 30.1, 41.2, 38.0, 22.5, 19.8, 33.4, 44.0], strict=True
                    )
                ],
            },
        ],
        "notes": [],
    }
    ev = [figure("Figure 1", panel, "PM2,5 pe ore")]
    for question, value in [("What PM2.5 level did Centru have at noon in Figure 1?", "22.5"),
                            ("What PM2.5 level did Centru have at midnight in Figure 1?", "36.7")]:  # fmt: skip
        facts = compute_facts(question, ev, ["figure"])
        assert facts and facts[0].answers and f"about {value} " in facts[0].statement, facts


def test_midnight_on_an_axis_of_clock_times_through_the_night() -> None:
    """A night's axis printed as clock-time categories ("21:00" ... "03:00"): "at midnight" is
    its "00:00", not the curve's last point."""
    times = ["21:00", "22:00", "23:00", "00:00", "01:00", "02:00", "03:00"]
    panel = {
        "panel": None,
        "chart_type": "line",
        "orientation": "vertical",
        "x": {"title": "Ura", "log": False, "categories": times},
        "y": {"title": "Raven hrupa (dB)", "log": False, "min": 30, "max": 70},
        "series": [
            {
                "name": "Center",
                "kind": "line",
                "points": [
                    [x, y]
                    for x, y in zip(times, [61.0, 58.5, 55.2, 49.8, 46.1, 44.0, 42.7], strict=True)
                ],
            },
        ],
        "notes": [],
    }
    ev = [figure("Figure 1", panel, "Nocni hrup")]
    facts = compute_facts("How loud was the Center at midnight in Figure 1?", ev, ["figure"])
    assert facts and facts[0].answers and "about 49.8 " in facts[0].statement, facts


def test_an_accented_a_is_no_member_letter() -> None:
    """French "à moins de 16 nœuds" names no "Class A": only a capital A after a word does."""
    xs = [12.0, 14.0, 16.0, 18.0]
    panel = {
        "panel": None,
        "chart_type": "line",
        "orientation": "vertical",
        "x": {
            "title": "Speed over ground (kn)",
            "log": False,
            "min": 12,
            "max": 18,
            "categories": None,
        },
        "y": {"title": "Fuel consumption (t/day)", "log": False, "min": 0, "max": 200},
        "series": [
            {
                "name": f"Class {c}",
                "kind": "line",
                "points": [
                    [x, y + k * 8] for x, y in zip(xs, [41.0, 60.0, 82.0, 110.0], strict=True)
                ],
            }
            for k, c in enumerate("ABC")
        ],
        "notes": [],
    }
    ev = [figure("Figure 1", panel, "Fuel consumption by speed and vessel class")]
    question = "Quelle part des jours de navigation se faisait à moins de 16 nœuds en 2019 ?"
    assert not any(
        f.answers and "Class A" in f.statement for f in compute_facts(question, ev, ["figure"])
    )
    facts = compute_facts(
        "How much fuel per day did the Class A ships burn at 16 knots?", ev, ["figure"]
    )
    assert facts and facts[0].answers and "about 82 " in facts[0].statement, facts


def test_a_number_with_a_unit_the_x_axis_lacks_is_no_point_of_it() -> None:
    """ "within 20 m of the stand edge" on an axis of weeks is a condition, not week 20; on an
    axis in metres it is the point."""
    weeks = [16.0, 20.0, 24.0, 28.0, 32.0]

    def ask(x_title: str) -> str:
        panel = {
            "panel": None,
            "chart_type": "line",
            "orientation": "vertical",
            "x": {"title": x_title, "log": False, "min": 16, "max": 32, "categories": None},
            "y": {"title": "Kuoriaisia / pyydys", "log": False, "min": 0, "max": 1500},
            "series": [
                {
                    "name": "2023",
                    "kind": "line",
                    "points": [
                        [x, y]
                        for x, y in zip(weeks, [300.0, 1210.0, 800.0, 400.0, 210.0], strict=True)
                    ],
                }
            ],
            "notes": [],
        }
        facts = compute_facts(
            "How many beetles were caught in 2023 within 20 m of the edge (Figure 1)?",
            [figure("Figure 1", panel, "Kuoriaiset")],
            ["figure"],
        )
        return facts[0].statement if facts else ""

    assert "= 20" not in ask("Viikko")
    assert "1210" in ask("Etäisyys reunasta (m)")


@pytest.mark.parametrize("x_title", ["Frequency (Hz)", "Частота (Гц)", "Հաճախականություն (Հց)"])
def test_a_unit_the_axis_prints_in_its_own_script_is_the_axis_unit(x_title: str) -> None:
    """ "at 1.8 Hz" on an axis titled in Russian or Armenian ("Гц", "Հց") is the point 1.8, not
    a condition the axis lacks (the curve's end)."""
    xs = [0.5, 1.0, 1.8, 5.0, 10.0, 20.0]
    panel = {
        "panel": None,
        "chart_type": "line",
        "orientation": "vertical",
        "x": {"title": x_title, "log": True, "min": 0.5, "max": 20, "categories": None},
        "y": {"title": "H/V", "log": False, "min": 0, "max": 3},
        "series": [
            {
                "name": name,
                "kind": "line",
                "points": [
                    [x, y + k] for x, y in zip(xs, [1.0, 1.5, 2.4, 1.2, 1.1, 0.8], strict=True)
                ],
            }
            for k, name in enumerate(["S-1", "S-2"])
        ],
        "notes": [],
    }
    question = "What H/V ratio does S-1 reach at 1.8 Hz in Figure 1?"
    facts = compute_facts(question, [figure("Figure 1", panel, "Spectral ratios")], ["figure"])
    assert facts and "about 2.4" in facts[0].statement, facts


def test_may_after_in_is_the_month_on_an_axis_of_another_languages_months() -> None:
    """ "in May" names the month (the verb never follows "in"), and an axis printing the
    months in Afrikaans ("Mei") gives its point, not the curve's last one."""
    months = ["Jan", "Feb", "Mrt", "Apr", "Mei", "Jun", "Jul", "Aug", "Sep", "Okt", "Nov", "Des"]
    levels = [80.0, 74.0, 70.5, 62.0, 55.5, 48.0, 41.0, 39.5, 44.0, 52.0, 63.0, 71.0]
    panel = {
        "panel": None,
        "chart_type": "line",
        "orientation": "vertical",
        "x": {"title": "Maand", "log": False, "categories": months},
        "y": {"title": "Damvlak (%)", "log": False, "min": 0, "max": 100},
        "series": [
            {
                "name": "Bloemhof",
                "kind": "line",
                "points": [[x, y] for x, y in zip(months, levels, strict=True)],
            },
        ],
        "notes": [],
    }
    ev = [figure("Figure 1", panel, "Damvlakke")]
    facts = compute_facts("In Figure 1, how full was Bloemhof in May?", ev, ["figure"])
    assert facts and facts[0].answers and "about 55.5 " in facts[0].statement, facts
    assert months_asked("What level may the dam reach?") == []


def test_a_category_read_from_pixels_without_its_accents_is_named_with_them() -> None:
    """A raster chart's categories come from character recognition, which drops accents
    ("Gyongyos" under the bar): the question names the town as it is spelt, "Gyöngyös"."""
    panel = bars(["Eger", "Gyongyos", "Hatvan", "Fuzesabony"], [41.0, 57.5, 33.0, 62.0], "LED (%)")
    ev = [figure("Figure 2", panel, "LED-lampak aranya")]
    question = "What share of Gyöngyös's street lamps were LEDs, according to Figure 2?"
    facts = compute_facts(question, ev, ["figure"])
    assert facts and facts[0].answers and "about 57.5 " in facts[0].statement, facts


def test_a_category_in_hangul_is_named_as_printed() -> None:
    """Folding accents must not take a syllable script apart: "지하철 환승" (a share of a
    purpose) is a category a Korean question names as printed."""
    panel = bars(["통근·통학", "지하철 환승", "여가"], [52.0, 10.5, 37.5], "비율 (%)")
    ev = [figure("Figure 1", panel, "이용 목적별 비율")]
    facts = compute_facts("그림 1에서 지하철 환승의 비율은 얼마입니까?", ev, ["figure"])
    assert facts and facts[0].answers and "10.5" in facts[0].statement, facts


@pytest.mark.parametrize(
    ("question", "x_title", "point"),
    [
        ("What CO2 uptake does TETA-SBA show at 80% relative humidity?", "Temperature (°C)", False),
        ("What CO2 uptake does TETA-SBA show at 80 °C?", "Temperature (°C)", True),
        ("What CO2 uptake does TETA-SBA show at 80 °C?", "Mean temperature (deg C)", True),
        ("What CO2 uptake does TETA-SBA show at 80 % humidity?", "Relative humidity (%)", True),
        ("What throughput does TETA-SBA reach at 80% reads?", "Percentage of read requests", True),
    ],
)
def test_a_share_or_a_temperature_is_a_point_only_of_an_axis_in_it(question, x_title, point):
    """ "at 80% relative humidity" on an axis of temperatures (°C) is a condition the chart does
    not vary, not the point 80 °C; a title that says its unit in words ("Percentage of ...",
    "deg C") is in it."""
    panel = {
        "panel": None,
        "chart_type": "line",
        "orientation": "vertical",
        "x": {"title": x_title, "log": False, "min": 25, "max": 90, "categories": None},
        "y": {"title": "CO2 uptake (mmol/g)", "log": False, "min": 0, "max": 3},
        "series": [
            {
                "name": "TETA-SBA",
                "kind": "line",
                "points": [[25.0, 1.2], [55.0, 1.5], [80.0, 1.31], [90.0, 1.17]],
            }
        ],
        "notes": [],
    }
    facts = compute_facts(question, [figure("Figure 1", panel, "Uptake")], ["figure"])
    read = any(f.answers and "1.31" in f.statement for f in facts)
    assert read is point, facts


def test_how_low_a_curve_fell_at_a_point_is_its_value_there() -> None:
    """ "How low did the brushed string fall on day 24": the value the curve reached there,
    not where the curves drop, nor a size."""
    days = [0.0, 4.0, 8.0, 12.0, 16.0, 20.0, 24.0, 28.0]
    brushed = [100, 98, 96, 99.5, 97.6, 95.4, 93.5, 99.2]
    panel = numeric(
        "Day of test",
        "Performance ratio (%)",
        "line",
        {
            "Uncleaned": [(d, 100 - 0.55 * d) for d in days],
            "Brushed": list(zip(days, brushed, strict=True)),
        },
    )
    ev = [figure("Figure 1", panel, "Performance ratio of two strings")]
    for question in (
        "In Figure 1, how low did the brushed string fall just before its second brushing, "
        "on day 24?",
        "How high did the brushed string climb again on day 12 in Figure 1?",
    ):
        facts = compute_facts(question, ev, ["figure"])
        assert facts and facts[0].answers, (question, facts)
        expected = "about 93.5" if "day 24" in question else "about 99.5"
        assert expected in facts[0].statement and "Brushed" in facts[0].statement, facts


def test_where_most_of_it_went_is_the_largest_category() -> None:
    uses = ["Kai ā-marae", "Whānau", "Mākete", "Kākano", "Koha"]
    ev = [figure("Figure 2", bars(uses, [18.5, 14.2, 9.6, 4.1, 3.4], "Kūmara (tana)"), "Kūmara")]
    facts = compute_facts(
        "Where did most of the harvest go, according to Figure 2?", ev, ["figure"]
    )
    assert facts and facts[0].answers, facts
    assert "Kai ā-marae" in facts[0].statement and "18.5" in facts[0].statement
    assert read_intent("Which market took most of the milk?").extreme == "max"
    # a yes/no question about most of them ranks nothing
    assert read_intent("Did most of the households use the taps?").extreme is None
