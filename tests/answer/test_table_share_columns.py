"""A share asked of a table that prints both the count and its percentage: "what share of the
sailings was cancelled" is the column "Cancelled (%)", not the count "Sailings cancelled" that
names more of the question's words; a "cancellation rate" is that percentage too. A count asked
("how many were cancelled") stays the count.
"""

from __future__ import annotations

import pytest
from answer_chunks import ask, table_chunk

ROUTES = table_chunk(
    "Table 1",
    ["Route", "Sailings scheduled", "Sailings cancelled", "Cancelled (%)", "Passengers"],
    [
        ["North", "1,460", "73", "5.0", "61,300"],
        ["East", "1,095", "66", "6.0", "38,900"],
        ["South", "730", "51", "7.0", "9,850"],
        ["West", "2,190", "44", "2.0", "118,400"],
    ],
    "Sailings and passengers on the four routes in 2025",
)


@pytest.mark.parametrize(
    ("question", "value", "other"),
    [
        ("What share of the East sailings was cancelled?", "6.0", "66"),
        ("What percentage of sailings on the North route were cancelled?", "5.0", "73"),
        ("What was the cancellation rate on the West route?", "2.0", "44"),
        ("How many East sailings were cancelled?", "66", "6.0"),
    ],
)
def test_a_share_asked_is_the_percent_column_and_a_count_the_count(question, value, other):
    answer = ask(question, ROUTES)
    assert value in answer and other not in answer


def test_the_highest_rate_ranks_the_percent_column():
    answer = ask("Which route had the highest cancellation rate?", ROUTES)
    assert "South" in answer and "Cancelled (%)" in answer


def test_the_most_cancelled_ranks_the_count():
    answer = ask("Which route had the most cancelled sailings?", ROUTES)
    assert "North" in answer and "Sailings cancelled" in answer


# A share asked of a paper in another language whose tables print a share and a change, both
# in percent: the share is the column of unsigned cells, and a change asked in percent is
# computed from the quantity, not read from a percent column by its unit.

STANDS = table_chunk(
    "Table 1",
    ["Koeala", "Tilavuus (m³/ha)", "Kuusen osuus (% tilavuudesta)"],
    [["Kuhmoinen", "310", "58"], ["Evo", "270", "71"]],
    "Koealojen puusto",
)
CATCHES = table_chunk(
    "Table 2",
    ["Koeala", "Saalis 2022", "Saalis 2023", "Muutos (%)"],
    [["Kuhmoinen", "8 200", "8 900", "+8,5"], ["Evo", "11 300", "9 800", "−13,3"]],
    "Kirjanpainajasaaliit",
)


def test_a_share_is_not_read_from_a_column_of_signed_changes():
    answer = ask(
        "What share of the growing stock was spruce on the Kuhmoinen plot?", STANDS, CATCHES
    )
    assert "58" in answer and "8,5" not in answer


FLUX = table_chunk(
    "Table 2",
    ["Tahun", "Fluks SO2 rata-rata (ton/hari)", "Perubahan (%)"],
    [["2021", "348", "−"], ["2022", "296", "−14,9"], ["2023", "241", "−18,6"]],
    "Fluks SO2 rata-rata tahunan",
)


def test_a_change_asked_in_percent_is_computed_not_a_percent_column_subtracted():
    answer = ask(
        "By what percentage did the mean SO2 flux change in 2023 compared with 2022?", FLUX
    )
    assert "18.6%" in answer and "3,7" not in answer


LOSSES = table_chunk(
    "Table 2",
    ["Νομός", "Χειμώνας 2022–23 · Απώλειες (%)", "Χειμώνας 2023–24 · Απώλειες (%)"],
    [["Αρκαδία", "12,5", "11,8"], ["Λάρισα", "15,2", "13,1"]],
    "Χειμερινές απώλειες μελισσοσμηνών",
)


def test_how_a_rate_changed_from_one_group_to_another_is_their_difference():
    answer = ask(
        "How did the winter loss rate in Arcadia change from winter 2022–23 to winter 2023–24?",
        LOSSES,
    )
    assert "12,5" in answer and "11,8" in answer and "0,7" in answer
