"""The tropics' two seasons named in English ("in the dry season", "rainy-season") of a table
that prints them in its own language as column groups ("Mùa khô · …", "ລະດູຝົນ · …"): the group
named is the one read, and a change "from the dry to the rainy season" subtracts the two groups.
Closed-class words like the four seasons, so no translation of any paper's vocabulary.

Fixtures are Vietnamese (Latin letters with accents, its row names the question's own words)
and Lao (an unspaced abugida whose vowel signs are no letters)."""

from __future__ import annotations

from answer_chunks import ask as _ask
from answer_chunks import table_chunk as _table

WELLS = _table(
    "Table 2",
    ["Giếng", "Mùa khô · Độ mặn (‰)", "Mùa khô · pH", "Mùa mưa · Độ mặn (‰)", "Mùa mưa · pH"],
    [["G1", "4.8", "7.1", "1.2", "6.8"], ["G2", "6.3", "7.4", "2.1", "6.9"]],
    "Độ mặn và pH của nước giếng theo mùa",
)  # fmt: skip
CANALS = _table(
    "Table 2",
    ["ຄອງ", "ລະດູແລ້ງ · DO", "ລະດູແລ້ງ · BOD", "ລະດູຝົນ · DO", "ລະດູຝົນ · BOD"],
    [["K1", "1.0", "15.1", "2.2", "10.5"], ["K2", "0.4", "21.9", "1.4", "14.9"]],
    "ອົກຊີເຈນ ແລະ BOD ຕາມລະດູ (ມກ/ລ)",
)  # fmt: skip


def test_the_dry_season_names_its_column_group_in_a_latin_table():
    answer = _ask("What was the pH of well G2 in the dry season?", WELLS)
    assert "7.4" in answer and "6.9" not in answer


def test_the_rainy_season_names_its_column_group_in_an_unspaced_script():
    answer = _ask("What was the BOD of canal K2 in the rainy season?", CANALS)
    assert "14.9" in answer and "21.9" not in answer


def test_a_change_from_the_dry_to_the_rainy_season_subtracts_the_groups():
    answer = _ask(
        "By how much did the BOD of canal K2 fall from the dry to the rainy season?", CANALS
    )
    assert "21.9 − 14.9 = 7" in answer and "10.5" not in answer


def test_a_row_given_whole_keeps_to_the_season_named():
    # ("salinity" reads no header: the row is shown with every header of the group named)
    answer = _ask("What was the salinity of well G2 in the dry season?", WELLS)
    assert "6.3" in answer and "2.1" not in answer
