"""Two curves that differ by a treatment given or withheld ("with" and "without" in the
legend's language), and differences asked with no "than" or "between": "how far apart are the
0.5C and 3C curves at 750 cycles", "how much did lubrication reduce the wear after 40 Mt". The
question's words share no spelling with the legend's; the "without" tells the curves apart.
All charts here are invented; they show the form, not any paper's numbers."""

from __future__ import annotations

import pytest

from paperlens.answer.base import TaggedEvidence
from paperlens.answer.compute import compute_facts
from paperlens.models import Chunk


def lines(
    names: list[str], xs: list[float], ys: list[list[float]], x_title: str, y_title: str
) -> TaggedEvidence:
    panel = {
        "panel": None,
        "chart_type": "line",
        "orientation": "vertical",
        "x": {"title": x_title, "log": False, "min": xs[0], "max": xs[-1], "categories": None},
        "y": {"title": y_title, "log": False, "min": 0, "max": max(max(v) for v in ys) * 1.2},
        "series": [
            {"name": n, "kind": "line", "points": [[x, y] for x, y in zip(xs, v, strict=True)]}
            for n, v in zip(names, ys, strict=True)
        ],
        "notes": [],
    }
    chunk = Chunk(
        chunk_id="p-figure-1",
        paper_id="p",
        kind="figure",
        page=2,
        label="Figure 1",
        caption=y_title,
        text=f"Figure 1: {y_title}",
        extra={"chart_status": "read", "chart_data": [panel]},
    )
    return TaggedEvidence("[Figure 1, p.2]", chunk)


XS = [0.0, 10.0, 20.0, 30.0, 40.0]
WEAR = lines(
    ["R7 ar eļļošanu", "R7 bez eļļošanas"],
    XS,
    [[0.0, 1.1, 2.2, 3.1, 4.3], [0.0, 2.0, 4.1, 5.9, 7.7]],
    "Krava (Mt)",
    "Nodilums (mm)",
)
LIME = lines(
    ["Ohne Kalk", "Mit Kalk"],
    XS,
    [[6.1, 5.8, 5.5, 5.2, 5.0], [6.2, 6.3, 6.5, 6.6, 6.8]],
    "Tage",
    "pH",
)

# Estonian says "with" and "without" by case endings: "keldriga" / "keldrita".
CELLARS = lines(
    ["Keldriga majad", "Keldrita majad"],
    XS,
    [[320.0, 250.0, 90.0, 140.0, 300.0], [180.0, 140.0, 60.0, 90.0, 170.0]],
    "Kuu",
    "Radoon (Bq/m³)",
)


def said(question: str, ev: TaggedEvidence) -> str:
    facts = compute_facts(question, [ev], ["figure"])
    return facts[0].statement if facts and facts[0].answers else ""


@pytest.mark.parametrize(
    ("question", "ev", "value"),
    [
        ("How much wear had curve R7 accumulated without lubrication after 20 Mt?", WEAR, "4.1"),
        ("What wear does Figure 1 show for the lubricated curve after 30 Mt?", WEAR, "3.1"),
        ("What wear did the unlubricated curve R7 reach at 10 Mt?", WEAR, "2"),
        ("What pH did the soil with lime have on day 30?", LIME, "6.6"),
        ("What pH did the soil without lime have on day 30?", LIME, "5.2"),
        ("What radon level did houses without a cellar have at 20?", CELLARS, "60"),
        ("What radon level did the houses with a cellar reach at 40?", CELLARS, "300"),
    ],
)
def test_the_without_in_the_legend_tells_the_two_curves_apart(question, ev, value) -> None:  # type: ignore[no-untyped-def]
    assert f"about {value} " in said(question, ev)


def test_a_question_that_names_neither_side_gets_no_value_of_either() -> None:
    assert "about" not in said("What wear does curve R7 reach after 30 Mt?", WEAR)


@pytest.mark.parametrize(
    ("question", "ev", "gap"),
    [
        (
            "According to Figure 1, how much did lubrication reduce the wear after 40 Mt?",
            WEAR,
            "3.4",
        ),
        ("At 20 days, how far apart are the pH values of the two soils?", LIME, "1"),
        (
            "How large was the difference between houses with and without a cellar at 0?",
            CELLARS,
            "140",
        ),
    ],
)
def test_a_difference_with_no_than_compares_the_charts_two_curves(question, ev, gap) -> None:  # type: ignore[no-untyped-def]
    assert f"a difference of about {gap}" in said(question, ev)


def test_a_difference_of_two_named_curves_of_many() -> None:
    ev = lines(
        ["0.5C", "1C", "2C", "3C"],
        [0.0, 250.0, 500.0, 750.0],
        [
            [100, 98.4, 96.8, 95.2],
            [100, 97.9, 95.9, 93.8],
            [100, 96.6, 93.1, 89.8],
            [100, 94.8, 89.4, 84.3],
        ],
        "Cycle number",
        "Capacity retention (%)",
    )
    statement = said("At 750 cycles, how far apart are the 0.5C and 3C curves in Figure 1?", ev)
    assert "a difference of about 10.9" in statement
    assert "95.2" in statement and "84.3" in statement


def test_without_picks_the_one_curve_of_three_that_says_so() -> None:
    """Hungarian "Nincs hűtés" (no cooling) beside two cooling systems: "without cooling" is
    that curve; "with cooling" names two, so none is read for it."""
    ev = lines(
        ["V + P", "V", "Nincs hűtés"],
        XS,
        [
            [41.0, 38.0, 36.0, 40.0, 41.0],
            [39.0, 33.0, 30.0, 35.0, 36.0],
            [37.0, 27.0, 22.0, 29.0, 30.0],
        ],
        "Hét",
        "Vemhesülési arány (%)",
    )
    assert "about 22 " in said("What conception rate did cows without barn cooling have at 20?", ev)
    assert "about" not in said("What conception rate did cows with barn cooling have at 20?", ev)


STORES = lines(
    ["Chłodnia", "KA", "KA + 1-MCP"],
    XS,
    [
        [80.0, 66.0, 55.0, 47.0, 41.0],
        [81.0, 74.0, 69.0, 64.0, 60.0],
        [81.0, 78.0, 76.0, 74.0, 73.0],
    ],
    "Dni",
    "Jędrność (N)",
)


@pytest.mark.parametrize(
    ("question", "value"),
    [
        # the words withheld name the other curve, not the one asked
        ("What firmness did the apples have after 20 days in KA (without 1-MCP)?", "69"),
        ("What firmness did the apples have after 20 days in KA with 1-MCP?", "76"),
    ],
)
def test_a_treatment_withheld_in_the_question_is_not_the_curve_that_prints_it(
    question: str, value: str
) -> None:
    assert f"about {value} " in said(question, STORES)


SALES = lines(
    ["Hochland", "Andere Betriebe"],
    [2020.0, 2021.0, 2022.0, 2023.0],
    [[210.0, 240.0, 265.0, 290.0], [180.0, 175.0, 170.0, 160.0]],
    "Jahr",
    "Verkauf (1000 Flaschen)",
)


def test_one_curve_set_against_the_other_of_two() -> None:
    """ "how far ahead of the other ..." names one of two curves; the other is what it is set
    against, though the question shares no word with its legend entry."""
    statement = said("In 2023, how far ahead of the other farms was Hochland?", SALES)
    assert "a difference of about 130" in statement
    # a curve drawn twice (its fill and its outline) is one curve: the other is still the other
    doubled = lines(
        ["Hochland", "Hochland", "Andere Betriebe"],
        [2020.0, 2021.0, 2022.0, 2023.0],
        [[210.0, 240.0, 265.0, 290.0], [210.0, 240.0, 265.0, 290.0], [180.0, 175.0, 170.0, 160.0]],
        "Jahr",
        "Verkauf (1000 Flaschen)",
    )
    statement = said("In 2023, how far ahead of the other farms was Hochland?", doubled)
    assert "a difference of about 130" in statement, statement
    # without a word that sets it against something, one curve is one reading
    assert "difference" not in said("In 2023, how many bottles did Hochland sell?", SALES)


def test_a_month_set_against_the_normal_of_a_two_line_chart() -> None:
    months = ["Jan", "Feb", "Mar", "Apr"]
    panel = {
        "panel": None,
        "chart_type": "line",
        "orientation": "vertical",
        "x": {"title": "Kuu", "log": False, "min": None, "max": None, "categories": months},
        "y": {"title": "Sademed (mm)", "log": False, "min": 0, "max": 120},
        "series": [
            {"name": n, "kind": "line", "points": [[m, y] for m, y in zip(months, v, strict=True)]}
            for n, v in (
                ("2024", [70.0, 41.0, 88.0, 30.0]),
                ("Keskmine 1991–2020", [55.0, 47.0, 60.0, 44.0]),
            )
        ],
        "notes": [],
    }
    ev = lines(["a"], [0.0, 1.0], [[0.0, 1.0]], "x", "Sademed (mm)")
    ev.chunk.extra["chart_data"] = [panel]
    statement = said("How far below the normal was the April 2024 rainfall in Figure 1?", ev)
    assert "a difference of about 14" in statement
