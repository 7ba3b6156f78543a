"""A comparison that names what it is set against first ("how much darker than Eifel was
Alqueva") compares the two series, as "how much higher was Alqueva than Eifel" does."""

from __future__ import annotations

import pytest
from answer_chunks import ask, figure_chunk

from paperlens.answer.question import sides

_HOURS = ["20:00", "22:00", "00:00", "02:00", "04:00"]
NIGHT = figure_chunk(
    "Figure 1",
    [
        {
            "chart_type": "line",
            "x": {"title": "Horo (loka tempo)", "categories": _HOURS},
            "y": {"title": "SQM (mag/arcsec²)", "min": 19.5, "max": 22.0},
            "series": [
                {
                    "name": "Alqueva",
                    "kind": "line",
                    "points": [[i, v] for i, v in enumerate([20.1, 21.52, 21.78, 21.76, 20.95])],
                },
                {
                    "name": "Eifel",
                    "kind": "line",
                    "points": [[i, v] for i, v in enumerate([19.62, 20.85, 21.12, 21.1, 20.31])],
                },
            ],
        }
    ],
    "Ĉiela heleco dum la nokto en Alqueva kaj Eifel",
)


@pytest.mark.parametrize(
    "question",
    [
        "How much darker than Eifel was Alqueva at 04:00 in Figure 1?",
        "How much higher was Alqueva than Eifel at 04:00 in Figure 1?",
    ],
)
def test_either_order_compares_the_two_series(question) -> None:
    first = ask(question, NIGHT, route=("figure", "text")).splitlines()[0]
    assert "0.6" in first and "Alqueva" in first and "Eifel" in first, first


def test_the_side_after_the_verb_is_the_subject() -> None:
    assert sides("How many more than Eifel did Alqueva get?") == ("Alqueva get?", "Eifel")
