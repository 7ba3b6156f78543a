"""The curve or bar class an English (or Korean) question names on a chart printed in another
language: size classes named by their bounds ("boats under 8 m" for the Catalan "Menys de 8
m", not "De 8 a 15 m"), the control plot in Danish, Georgian and Persian legends, a difference
whose "than" side names the control, and the x position of one curve's peak asked in Korean
with its particle glued to the curve's name. All charts here are invented; they show the form,
not any paper's numbers."""

from __future__ import annotations

import pytest

from paperlens.answer.base import TaggedEvidence
from paperlens.answer.compute import compute_facts
from paperlens.answer.intent import read_intent
from paperlens.answer.terms import term_set
from paperlens.models import Chunk


def chart(
    kind: str,
    names: list[str],
    xs: list[float] | list[str],
    ys: list[list[float]],
    x_title: str | None,
    y_title: str,
) -> TaggedEvidence:
    categorical = all(isinstance(x, str) for x in xs)
    panel = {
        "panel": None,
        "chart_type": kind,
        "orientation": "vertical",
        "x": {
            "title": x_title,
            "log": False,
            "min": None if categorical else xs[0],
            "max": None if categorical else xs[-1],
            "categories": list(xs) if categorical else None,
        },
        "y": {"title": y_title, "log": False, "min": 0, "max": max(max(v) for v in ys) * 1.2},
        "series": [
            {
                "name": n,
                "kind": "bar" if categorical else "line",
                "points": [[x, y] for x, y in zip(xs, v, strict=True)],
            }
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


def said(question: str, ev: TaggedEvidence) -> str:
    facts = compute_facts(question, [ev], ["figure"])
    return facts[0].statement if facts and facts[0].answers else ""


# Catalan size classes, stacked per month
SIZES = chart(
    "stacked_bar",
    ["Menys de 5 m", "De 5 a 12 m", "Més de 12 m"],
    ["Juny", "Juliol", "Agost"],
    [[17.0, 33.0, 38.0], [11.0, 21.0, 26.0], [2.0, 6.0, 8.0]],
    None,
    "Vaixells per dia",
)


@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("How many boats under 5 m long were there per day in July (Figure 1)?", "33"),
        ("How many boats longer than 12 m were there per day in August?", "8"),
        ("How many boats between 5 and 12 m long were there per day in June?", "11"),
    ],
)
def test_a_size_class_is_named_by_its_bounds(question: str, value: str) -> None:
    statement = said(question, SIZES)
    assert f"about {value} " in statement


def test_a_class_bounded_by_a_number_is_no_comparison() -> None:
    assert not read_intent("How many boats longer than 12 m were there per day?").difference
    assert not read_intent("How many trees taller than 20 m were counted?").difference
    assert read_intent("How much longer than the control was the treated root?").difference
    assert read_intent("How many more boats than cars were there?").difference


RETURN = chart(
    "line",
    ["Retur, med feedback", "Retur, kontrolnet"],
    [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0],
    [
        [45.0, 44.0, 43.0, 41.0, 40.0, 38.5, 38.0, 38.2],
        [45.5, 45.2, 44.8, 44.0, 43.5, 43.0, 42.6, 42.8],
    ],
    "Måned (2022)",
    "Returtemperatur (°C)",
)


def test_the_than_side_names_the_control_in_the_papers_language() -> None:
    statement = said(
        "In July 2022, how much lower was the return temperature of the feedback networks "
        "than that of the control network?",
        RETURN,
    )
    assert "a difference of about 4.6" in statement


@pytest.mark.parametrize(
    ("names", "x_title"),
    [
        (["საკონტროლო", "მსუბუქი", "ღრმა"], "კვირა"),  # Georgian: the sa-...-o adjective
        (["شاهد", "ملایم", "شدید"], "روز"),  # Persian: the "witness" plot
    ],
)
def test_the_control_curve_in_another_script(names: list[str], x_title: str) -> None:
    ev = chart(
        "line",
        names,
        [2.0, 4.0, 6.0, 8.0],
        [[1.0, 2.5, 4.0, 7.5], [0.8, 1.5, 2.0, 3.0], [0.2, 0.3, 0.5, 0.9]],
        x_title,
        "n",
    )
    assert "about 7.5 " in said("How many mites were on the control plants in week 8?", ev)


F1 = chart(
    "line",
    ["MedQA-S", "LawQA-K", "PharmQA-Ko"],
    [1.0, 2.0, 4.0, 8.0, 16.0],
    [
        [52.0, 55.0, 57.0, 58.0, 58.5],
        [40.0, 44.0, 47.0, 46.0, 45.0],
        [55.0, 60.0, 64.5, 63.0, 61.0],
    ],
    "검색 문서 수 (k)",
    "F1 (%)",
)


def test_a_korean_particle_glued_to_the_curves_name_is_no_part_of_it() -> None:
    assert "pharmqako" in term_set("PharmQA-Ko의 F1이")


def test_the_x_axis_named_with_a_superlative_asks_where_the_named_curve_peaks() -> None:
    statement = said("그림 1에서 PharmQA-Ko의 F1이 가장 높은 k 값은 무엇입니까?", F1)
    assert "PharmQA-Ko" in statement
    assert "= 4:" in statement and "64.5" in statement


def test_a_superlative_of_the_curve_itself_reads_its_end_not_its_peak() -> None:
    """ "the largest ResNet ... with how many parameters": the x axis is named, but the
    superlative is the curve's (its last point), not the value's peak."""
    ev = chart(
        "line",
        ["ResNet", "DenseNet"],
        [1.0, 2.0, 4.0, 8.0],
        [[15.0, 9.0, 7.5, 6.4], [12.0, 8.0, 6.0, 5.5]],
        "#parameters",
        "test error",
    )
    statement = said(
        "What test error does the largest ResNet reach, and with roughly how many parameters?", ev
    )
    assert "6.4" in statement and "15" not in statement


EXPORTS = chart(
    "bar",
    ["2023", "2024"],
    ["Түркия", "Казакстан", "Иран", "Германия"],
    [[820.0, 640.0, 410.0, 150.0], [910.0, 590.0, 455.0, 210.0]],
    "Өлкө",
    "Экспорт (т)",
)


def test_a_country_category_is_named_by_its_english_name() -> None:
    """ "Kazakhstan" is "Казакстан" on a Kyrgyz axis: CLDR names every country in every
    written language, so the category is found by its code, not by its spelling (the Russian
    reading "Kazakhstan" differs from the Kyrgyz "Kazakstan")."""
    facts = compute_facts("How much went to Germany in 2024?", [EXPORTS], ["figure"])
    assert facts and "about 210" in facts[0].statement, facts
    facts = compute_facts(
        "How did exports to Kazakhstan change from 2023 to 2024?", [EXPORTS], ["figure"]
    )
    statement = facts[0].statement if facts else ""
    assert "Казакстан" in statement and "difference of about 50" in statement, statement
    # the change is said with its direction, from the start to the end
    assert "it fell from 2023 to 2024" in statement, statement
