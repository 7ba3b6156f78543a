"""Near misses: the question names what the paper prints, plus a qualifier it never states (a
series member past the printed ones, a horizon, a quantity, a unit); answerable neighbours of
each must still pass."""

from __future__ import annotations

import pytest

from paperlens.answer.abstain import check

_CLIMB = (
    "I. INTRODUCTION Routes A, B and C were climbed by twelve volunteers. Table I lists the "
    "heart rate on route B and route C. Heart rate was recorded at 6 weeks and 12 weeks of "
    "training; at 12 weeks it fell by 9 beats per minute. The R band of the sensor was used. "
    "Each sensor draws 40 mW."
)
_SERIE = "Frecuencia cardiaca por mes, 2023: ene 71, feb 69, mar 70. La ruta B fue la más larga."
_ROUTEURS = "バッテリー寿命はルートBで最長，ルートCで最短だった。各端末の消費電力は2.1 Wである。"


@pytest.mark.parametrize(
    ("question", "language", "missing"),
    [
        ("What heart rate was measured on route D?", "English", "route D"),
        ("How strong is the signal in the K band?", "English", "K band"),
        ("How much did heart rate fall at 24 weeks?", "English", "24 weeks"),
        ("What is the oxygen uptake of the volunteers?", "English", "oxygen uptake"),
    ],
)
def test_a_qualifier_the_paper_never_states_abstains(question, language, missing) -> None:
    found = check(question, language, _CLIMB, frozenset({"table 1"}))
    assert found is not None and missing in found.reason


@pytest.mark.parametrize(
    "question",
    [
        "What heart rate was measured on route C?",
        "How strong is the signal in the R band?",
        "How much did heart rate fall at 12 weeks?",
        "What is the heart rate of the volunteers on route B?",
        "How much power does each sensor draw?",
    ],
)
def test_answerable_neighbours_pass(question) -> None:
    assert check(question, "English", _CLIMB, frozenset({"table 1"})) is None


def test_a_month_abbreviated_in_the_papers_language_is_printed() -> None:
    assert (
        check("What was the heart rate in February 2023?", "English", _SERIE, frozenset()) is None
    )
    found = check("What was the heart rate in June 2023?", "English", _SERIE, frozenset())
    assert found is not None and "June 2023" in found.reason


def test_section_numbers_and_labels_are_no_series_members() -> None:
    # "I" prints only as a section's number and a table's: the I band is not there.
    found = check("How strong is the signal in the I band?", "English", _CLIMB, frozenset())
    assert found is not None and "I band" in found.reason


def test_power_and_price_asked_in_cjk() -> None:
    assert (
        check("ルートCの端末の消費電力は何ワットですか？", "Japanese", _ROUTEURS, frozenset())
        is None
    )
    found = check(
        "LSMの消費電力は何ワットですか？", "Japanese", "ルートBで最長だった。", frozenset()
    )
    assert found is not None and found.kind == "unit"
    found = check("这种传感器的价格是多少？", "Chinese", _CLIMB, frozenset())
    assert found is not None and found.kind == "currency"
    # A series member in another script's paper: "ルートB" prints B, not D.
    assert check("What is the battery life on route B?", "English", _ROUTEURS, frozenset()) is None
    found = check("What is the battery life on route D?", "English", _ROUTEURS, frozenset())
    assert found is not None and "route D" in found.reason
