"""Pie charts in answers: a wedge's share is stated as a percentage, the largest wedge answers
"most common ... and what share", and a question that never says "figure" still reads the pie
when it names a wedge and asks for a share. The chart is invented; it shows the form only."""

from __future__ import annotations

from paperlens.answer.base import TaggedEvidence
from paperlens.answer.compute import compute_facts
from paperlens.answer.extractive import ExtractiveAnswerer
from paperlens.models import Chunk


def figure(label: str, panels: list[dict], caption: str) -> Chunk:
    return Chunk(
        chunk_id=f"p-figure-{label}",
        paper_id="p",
        kind="figure",
        page=2,
        label=label,
        caption=caption,
        text=f"{label}: {caption}",
        extra={"chart_status": "read", "chart_data": panels},
    )


def ask(question: str, chunks: list[Chunk], route: list[str]) -> str:
    evidence = [TaggedEvidence(tag=c.tag, chunk=c) for c in chunks]
    facts = compute_facts(question, evidence, route)
    return ExtractiveAnswerer().answer(question, evidence, "English", facts=facts)


CATS = ["Bus", "Tram", "Bicycle", "Walking", "Other"]
SHARES = [36.5, 24.0, 18.5, 13.0, 8.0]

PIE = figure(
    "Figure 2",
    [
        {
            "panel": None,
            "chart_type": "pie",
            "x": {"title": None, "log": False, "categories": CATS},
            "y": {"title": "Share (%)", "log": False, "min": 0, "max": 100},
            "series": [
                {
                    "name": None,
                    "kind": "pie",
                    "points": [[c, v + 0.04] for c, v in zip(CATS, SHARES, strict=True)],
                    "printed": [[c, f"{v:g}"] for c, v in zip(CATS, SHARES, strict=True)],
                }
            ],
            "notes": ["A pie chart: each value is a wedge's share of the whole, in percent."],
        }
    ],
    "主要交通方式构成",  # a caption in another language than the question
)


def test_a_named_wedge_gives_its_share_as_a_percentage() -> None:
    first = ask("What share of trips are made by tram (Tram)?", [PIE], ["text"]).splitlines()[0]
    assert "Tram" in first and "24%" in first and "[Figure 2" in first
    assert "36.5" not in first


def test_the_largest_wedge_answers_most_common_and_its_share() -> None:
    question = "What is the most common way to travel, and what share of trips is it?"
    first = ask(question, [PIE], ["text"]).splitlines()[0]
    assert first.startswith("Bus") and "36.5%" in first


def test_a_pie_nobody_asked_about_stays_silent_without_a_wedge_or_a_share() -> None:
    evidence = [TaggedEvidence(tag=PIE.tag, chunk=PIE)]
    assert compute_facts("How long is a tram ride?", evidence, ["text"]) == []


BOXES = figure(
    "Figure 3",
    [
        {
            "panel": None,
            "chart_type": "box",
            "x": {"title": None, "log": False, "categories": ["fieldkit", "lme4", "OLS"]},
            "y": {"title": "Absolute error (t/ha)", "log": False, "min": 0, "max": 1.4},
            "series": [
                {
                    "name": None,
                    "kind": "box",
                    "points": [["fieldkit", 0.31], ["lme4", 0.4], ["OLS", 0.58]],
                }
            ],
            "notes": [
                "A box plot: each value is the median of its group (the line across its box)."
            ],
        }
    ],
    "Absolute error of predicted means at held-out sites",
)


def test_a_box_plot_answers_the_smallest_median_and_a_groups_median() -> None:
    question = "Which method has the smallest median error in Figure 3, and how large is it?"
    first = ask(question, [BOXES], ["figure"]).splitlines()[0]
    assert first.startswith("fieldkit") and "0.31" in first and "median" in first
    first = ask("What is the median error of OLS in Figure 3?", [BOXES], ["figure"]).splitlines()[0]
    assert "OLS" in first and "0.58" in first and "0.31" not in first


STACKED = figure(
    "Figure 4",
    [
        {
            "panel": None,
            "chart_type": "stacked_bar",
            "x": {"title": None, "log": False, "categories": ["North", "Centre", "South"]},
            "y": {"title": "Surplus (kg N/ha)", "log": False, "min": 0, "max": 100},
            "series": [
                {
                    "name": "Mineral",
                    "kind": "bar",
                    "points": [["North", 31.5], ["Centre", 24.0], ["South", 28.5]],
                },
                {
                    "name": "Manure",
                    "kind": "bar",
                    "points": [["North", 18.0], ["Centre", 47.5], ["South", 22.0]],
                },
                {
                    "name": "Digestate",
                    "kind": "bar",
                    "points": [["North", 9.5], ["Centre", 14.0], ["South", 21.5]],
                },
            ],  # fmt: skip
            "notes": ["The bars are stacked: each segment's value is its own height."],
        }
    ],
    "Nitrogen surplus by source and district (stacked)",
)


def test_the_largest_total_of_stacked_bars_sums_each_bars_segments() -> None:
    question = "Which district has the largest total nitrogen surplus in Figure 4?"
    first = ask(question, [STACKED], ["figure"]).splitlines()[0]
    assert first.startswith("Centre") and "85.5" in first
    assert "South" not in first


TEMPS = figure(
    "Figure 5",
    [
        {
            "panel": "(b)",
            "chart_type": "line",
            "x": {"title": "Adsorption temperature (°C)", "log": False, "min": 20, "max": 95},
            "y": {"title": "CO2 uptake (mmol/g)", "log": False, "min": 1, "max": 3.5},
            "series": [
                {
                    "name": "TETA-SBA",
                    "kind": "line",
                    "points": [[25, 1.82], [40, 1.64], [55, 1.52], [90, 1.17]],
                },
                {
                    "name": "PEI-MCF",
                    "kind": "line",
                    "points": [[25, 2.31], [40, 2.96], [55, 3.12], [75, 2.9], [90, 2.41]],
                },
            ],  # fmt: skip
            "notes": [],
        }
    ],
    "CO2 uptake against adsorption temperature",
)


def test_at_which_x_does_a_named_curve_peak_and_what_is_that_maximum() -> None:
    question = (
        "At which adsorption temperature does PEI-MCF reach its maximum uptake, and roughly "
        "what is that maximum?"
    )
    first = ask(question, [TEMPS], ["text"]).splitlines()[0]
    assert "PEI-MCF" in first and "55" in first and "3.12" in first
    assert "2.41" not in first


AREAS = figure(
    "Figure 6",
    [
        {
            "panel": None,
            "chart_type": "stacked_area",
            "x": {"title": "Hour", "log": False, "min": 0, "max": 22},
            "y": {"title": "Rentals (thousands)", "log": False, "min": 0, "max": 15},
            "series": [
                {
                    "name": "Season pass",
                    "kind": "area",
                    "points": [[0, 1.2], [8, 9.6], [12, 5.0], [18, 10.8], [22, 2.1]],
                },
                {
                    "name": "Day pass",
                    "kind": "area",
                    "points": [[0, 0.6], [8, 1.5], [12, 3.4], [18, 3.0], [22, 1.0]],
                },
            ],  # fmt: skip
            "notes": ["The areas are stacked: each layer's value is its own thickness."],
        }
    ],
    "Rentals by hour and pass type (stacked areas)",
)


def test_the_total_of_stacked_areas_peaks_where_the_stack_is_highest() -> None:
    question = "At what hour are total rentals highest in Figure 6, and how many rentals is that?"
    first = ask(question, [AREAS], ["figure"]).splitlines()[0]
    assert "18" in first and "13.8" in first
    first = ask("How many day-pass rentals are there at 12 h in Figure 6?", [AREAS], ["figure"])
    assert "3.4" in first.splitlines()[0]


def test_a_group_named_by_its_acronym_spelt_out_is_read() -> None:
    question = "What is the median error of ordinary least squares in Figure 3?"
    first = ask(question, [BOXES], ["figure"]).splitlines()[0]
    assert "OLS" in first and "0.58" in first and "0.31" not in first
