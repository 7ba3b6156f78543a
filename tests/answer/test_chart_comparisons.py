"""Two readings of a chart set against each other: two classes of a binned axis named the way a
reader says them ("under 400 m" for the bar printed "< 400 m"), and "how many times" asked of
two curves or two bars, answered with the ratio and its working."""

from __future__ import annotations

from paperlens.answer.base import TaggedEvidence
from paperlens.answer.compute import compute_facts
from paperlens.answer.extractive import ExtractiveAnswerer
from paperlens.models import Chunk


def figure(label: str, panels: list[dict]) -> Chunk:
    return Chunk(
        chunk_id=f"p-figure-{label}",
        paper_id="p",
        kind="figure",
        page=2,
        label=label,
        caption="Wear by class.",
        text=f"{label}: Wear by class.",
        extra={"chart_status": "read", "chart_data": panels},
    )


def answer(question: str, chunk: Chunk) -> str:
    evidence = [TaggedEvidence(tag=chunk.tag, chunk=chunk)]
    facts = compute_facts(question, evidence, ["figure", "text"])
    return ExtractiveAnswerer().answer(question, evidence, "English", facts=facts)


CLASSES = figure(
    "Figure 2",
    [
        {
            "panel": None,
            "x": {
                "title": "Curve radius",
                "log": False,
                "categories": ["< 400 m", "400–600 m", "> 1000 m"],
            },
            "y": {"title": "Wear rate (mm per 100 Mt)", "log": False, "min": 0, "max": 20},
            "series": [
                {
                    "name": None,
                    "points": [["< 400 m", 18.6], ["400–600 m", 12.3], ["> 1000 m", 2.6]],
                }
            ],
            "notes": [],
        }
    ],
)

CURVES = figure(
    "Figure 1",
    [
        {
            "panel": None,
            "x": {"title": "Distance (m)", "log": False, "min": 0, "max": 250},
            "y": {"title": "Height (m)", "log": False, "min": 0, "max": 8},
            "series": [
                {"name": "Jumper A", "points": [[0, 0], [100, 5.4], [150, 6.0], [200, 4.6]]},
                {"name": "Jumper D", "points": [[0, 0], [100, 4.7], [150, 2.0], [200, 2.8]]},
            ],
            "notes": [],
        }
    ],
)


def test_how_many_times_between_two_classes_named_in_words_is_their_ratio():
    text = answer(
        "According to Figure 2, how many times faster do curves under 400 m wear than curves "
        "over 1000 m?",
        CLASSES,
    )
    first = text.splitlines()[0]
    assert "< 400 m is at about 18.6" in first and "> 1000 m at about 2.6" in first
    assert "about 7.15 times" in first
    assert "18.6 / 2.6 = 7.15" in text
    assert "12.3" not in text


def test_how_much_between_two_classes_is_their_difference():
    text = answer(
        "In Figure 2, how much more wear is there on curves below 400 m than on curves above "
        "1000 m?",
        CLASSES,
    )
    assert "a difference of about 16" in text.splitlines()[0]
    assert "18.6 − 2.6 = 16" in text


def test_how_many_times_higher_one_curve_is_than_another_at_a_point():
    text = answer("In Figure 1, how many times higher is jumper A than jumper D at 150 m?", CURVES)
    first = text.splitlines()[0]
    assert "Jumper A is at about 6" in first and "Jumper D at about 2" in first
    assert "6 / 2 = 3" in text


WINDOWS = figure(
    "Figure 2",
    [
        {
            "panel": None,
            "x": {"title": "Outdoor temperature (°C)", "log": False, "min": 0, "max": 25},
            "y": {"title": "Lessons with a window open (%)", "log": False, "min": 0, "max": 100},
            "series": [{"name": None, "points": [[0, 10], [5, 19], [10, 35], [20, 71], [25, 80]]}],
            "notes": [],
        }
    ],
)


def test_a_rise_between_two_points_of_one_curve_is_their_difference():
    text = answer(
        "In Figure 2, by how many percentage points did the share of lessons with a window open "
        "rise between 5 °C and 20 °C?",
        WINDOWS,
    )
    first = text.splitlines()[0]
    assert "= 5 is at about 19" in first and "= 20 at about 71" in first
    assert "71 − 19 = 52" in text
