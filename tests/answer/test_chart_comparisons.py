"""Two curves of a chart compared at one category ("in January", "at Site B"), asked as a choice
("was it deeper under A or B, and by how much") or with a comparative ("how much warmer was A
than B"), and legend names that are compound words in the paper's language ("Onderwater-
drainage" for "the drained half")."""

from __future__ import annotations

import pytest
from answer_chunks import ask, figure_chunk

from paperlens.answer.chart_series import match_series
from paperlens.answer.charts import Series


def _chart(
    categories: list[str], series: dict[str, list[float]], y_title: str, caption: str
) -> object:
    return figure_chunk(
        "Figure 1",
        [
            {
                "panel": None,
                "x": {"title": "", "log": False, "categories": categories},
                "y": {"title": y_title, "log": False, "min": -100, "max": 100},
                "series": [
                    {"name": name, "points": [[c, v] for c, v in zip(categories, ys, strict=True)]}
                    for name, ys in series.items()
                ],
                "notes": [],
            }
        ],
        caption,
    )


NL_MONTHS = ["jan", "feb", "mrt", "apr", "mei", "jun", "jul", "aug"]
DUTCH = _chart(
    NL_MONTHS,
    {
        "Referentie": [-22, -20, -25, -34, -46, -58, -70, -78],
        "Onderwaterdrainage": [-31, -27, -30, -36, -42, -48, -54, -58],
    },
    "Grondwaterstand (cm)",
    "Grondwaterstand op de referentiehelft en de helft met onderwaterdrainage",
)
DE_SITES = ["Nord", "Mitte", "Süd"]
GERMAN = _chart(
    DE_SITES,
    {"Referenz": [12.5, 14.0, 17.5], "Dauerinfusion": [15.5, 19.0, 18.5]},
    "Temperatur (°C)",
    "Temperatur mit Dauerinfusion und in der Referenz",
)


def _first(question: str, chart: object) -> str:
    return ask(question, chart, route=("figure", "text")).splitlines()[0]


@pytest.mark.parametrize(
    ("question", "chart", "read", "diff", "wrong"),
    [
        (
            "In January, was the groundwater deeper under the drained or the reference half, "
            "and by about how many centimetres?",
            DUTCH, ["-31", "-22"], "9", "-78",
        ),
        (
            "How much deeper was the groundwater under the reference half than under the "
            "drained half in August?",
            DUTCH, ["-78", "-58"], "20", "-22",
        ),
        (
            "Was it warmer with the infusion or the reference at the Mitte site, and by how much?",
            GERMAN, ["19", "14"], "5", "17.5",
        ),
    ],
)  # fmt: skip
def test_two_curves_compared_at_the_category_asked(
    question: str, chart: object, read: list[str], diff: str, wrong: str
) -> None:
    answer = _first(question, chart)
    assert all(v in answer for v in read), answer
    assert f"difference of about {diff}" in answer, answer
    assert wrong not in answer, answer


@pytest.mark.parametrize(
    ("question", "chart", "value", "wrong"),
    [
        ("What groundwater level did the drained half have in July?", DUTCH, "-54", "-70"),
        ("What temperature did the infusion arm reach at the Süd site?", GERMAN, "18.5", "17.5"),
    ],
)
def test_a_compound_legend_name_is_found_by_its_last_part(
    question: str, chart: object, value: str, wrong: str
) -> None:
    answer = _first(question, chart)
    assert value in answer and wrong not in answer, answer


def test_a_word_inside_a_compound_is_not_its_head() -> None:
    """ "water" is the middle of "Onderwaterdrainage", not what it names; "drained" is its head."""
    series = [Series("Onderwaterdrainage", [("A", -30.0)]), Series("Referentie", [("A", -20.0)])]
    assert match_series(series, {"water", "half"}) == []
    assert [s.name for _, s in match_series(series, {"drained", "half"})] == ["Onderwaterdrainage"]


@pytest.mark.parametrize(
    "question",
    [
        "By what percentage did the drained half lower the groundwater level in April?",
        "On average, by how much did the drained half change the groundwater level?",
    ],
)
def test_one_curve_s_reading_is_no_answer_to_a_difference(question: str) -> None:
    """A change asked of one curve ("by how much did the drains reduce it") is not that
    curve's own value."""
    answer = _first(question, DUTCH)
    assert "-36" not in answer and "-58" not in answer, answer


SEGMENTS = ["0-5 km", "5-10 km", "10-15 km", "15-20 km"]
POWER = figure_chunk(
    "Figure 2",
    [
        {
            "panel": None,
            "x": {"title": "Segment", "log": False, "categories": SEGMENTS},
            "y": {"title": "", "log": False, "min": 0, "max": 300},
            "series": [
                {"name": "Heat acclimation", "points": [[c, v] for c, v in zip(SEGMENTS, [268, 259, 255, 282], strict=True)]},
                {"name": "Control", "points": [[c, v] for c, v in zip(SEGMENTS, [262, 249, 240, 257], strict=True)]},
            ],
            "notes": [],
        }
    ],
    "Mean power output in each 5-km segment of the time trial",
)  # fmt: skip


@pytest.mark.parametrize(
    ("question", "value", "wrong"),
    [
        ("What mean power did the heat-acclimated riders hold in the last 5 km?", "282", "255"),
        (
            "What mean power output did the control riders produce in the final segment?",
            "257",
            "240",
        ),
    ],
)
def test_a_curve_s_last_point_answers_without_the_word_figure(
    question: str, value: str, wrong: str
) -> None:
    """ "In the last 5 km" names a point of the chart (its last one) as a category would: the
    chart answers though the question never says "figure"."""
    answer = ask(question, POWER, route=("table", "text")).splitlines()[0]
    assert value in answer and wrong not in answer, answer


def test_minutes_are_no_minimum() -> None:
    """ "at 45 min" is a time, not "the minimum": no lowest bar of an unrelated chart."""
    answer = ask(
        "What was the rectal temperature at 45 min of the day-10 test?",
        POWER,
        route=("figure", "text"),
    ).splitlines()[0]
    assert "lowest" not in answer and "240" not in answer, answer


@pytest.mark.parametrize(
    "question",
    [
        "How much had plasma volume expanded by the end of heat acclimation?",
        "How much has the sweat rate increased by the end of the heat acclimation block?",
    ],
)
def test_a_change_of_another_quantity_is_not_a_curve_s_end(question: str) -> None:
    """The quantity is the subject of the perfect ("had plasma volume expanded"); a chart of
    power whose curve is named "Heat acclimation" does not give it."""
    answer = ask(question, POWER, route=("figure", "text")).splitlines()[0]
    assert "282" not in answer, answer
