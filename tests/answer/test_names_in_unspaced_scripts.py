"""An English question about a paper in a script that sets a name as one run of letters with
tone marks and vowel signs (Thai): "Bang Rak" is เขตบางรัก, "Huai Khwang" เขตห้วยขวาง.

- A short word of the name ("Rak") is printed when the whole name is, read together; a name the
  paper does not print ("Bang Na") still is not known.
- A table row of such a script is one term, tone marks and all, so the row the question names
  gives its cell.
- A month used as an adjective ("October-sown") asks for that month, which the paper prints in
  its own language, and is checked as the month is: a month outside the paper's season is not
  known.
"""

from __future__ import annotations

from answer_chunks import ask, table_chunk

from paperlens.answer.abstain import check
from paperlens.answer.terms import term_set

# "Noise at three Bangkok districts": Bang Rak, Huai Khwang, Don Mueang (fictional values).
_THAI_PROSE = (
    "เราวัดระดับเสียงและ NO2 ในเขตบางรัก เขตห้วยขวาง และเขตดอนเมือง ตลอดปี ค่า NO2 สูงที่สุดในเขตห้วยขวาง"
)
_ROWS = [["เขตบางรัก", "41.2", "68"], ["เขตห้วยขวาง", "47.9", "71"], ["เขตดอนเมือง", "36.5", "74"]]
_TABLE = table_chunk(
    "Table 1", ["เขต", "NO2 (มคก./ลบ.ม.)", "เสียง (dBA)"], _ROWS, "ค่าเฉลี่ยรายปีของแต่ละเขต"
)


def test_a_short_word_of_a_name_printed_as_one_run_is_printed() -> None:
    text = f"{_THAI_PROSE}\n{_TABLE.text}"
    assert check("What was the NO2 in Bang Rak?", "English", text, frozenset()) is None


def test_a_name_the_run_does_not_hold_is_still_not_known() -> None:
    text = f"{_THAI_PROSE}\n{_TABLE.text}"
    refused = check("What was the NO2 in Bang Na?", "English", text, frozenset())
    assert refused is not None and "Na" in refused.missing


def test_a_word_with_tone_marks_is_one_term() -> None:
    assert term_set("เขตห้วยขวาง") == {"เขตห้วยขวาง"}


def test_the_row_a_transliterated_name_asks_for_gives_its_cell() -> None:
    answer = ask("What was the NO2 in Bang Rak?", _TABLE)
    assert "41.2" in answer and "47.9" not in answer


# A Polish paper on sowing dates, printing its months in Polish (June to October).
_POLISH = (
    "Siew przeprowadzono w czerwcu, lipcu, sierpniu, wrześniu i październiku 2022 roku. "
    "Plon z siewu październikowego wyniósł 4,1 t/ha. Zbiór trwał do października."
)


def test_a_month_as_an_adjective_is_checked_as_that_month() -> None:
    text = f"{_POLISH}\nTabela 1. Plon w październiku i czerwcu"
    assert check("What yield did October-sown plots give?", "English", text, frozenset()) is None
    refused = check("What yield did February-sown plots give?", "English", text, frozenset())
    assert refused is not None and "February" in refused.reason
