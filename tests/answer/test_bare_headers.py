"""A column headed by a bare noun ("Modulus (GPa)") is whatever kind of that noun the question
names ("the elastic modulus"); a kind the paper never prints of a noun it never prints
("fatigue limit") still abstains. A paper whose "we" is its own word for "and" (Turkmen) is not
read as English."""

from __future__ import annotations

from answer_chunks import ask, table_chunk

from paperlens.answer.abstain import check
from paperlens.answer.vocabulary import Vocabulary

_COLUMNS = ["Group", "Infill (%)", "UTS (MPa)", "Modulus (GPa)", "Elongation (%)"]
_ROWS = [["XY-20", "20", "24.6", "1.62", "3.1"], ["XY-50", "50", "33.8", "2.05", "3.4"]]
_CAPTION = "Tensile properties of the specimen groups (mean of five specimens)"
_PAPER = (
    "We printed tensile specimens of PLA at three infill densities and tested them to failure. "
    f"Table 1: {_CAPTION}\n" + "\n".join("| " + " | ".join(r) + " |" for r in [_COLUMNS, *_ROWS])
)


def test_a_kind_of_the_noun_a_bare_header_prints_is_that_column() -> None:
    question = "What was the elastic modulus of the XY-50 specimens?"
    assert check(question, "English", _PAPER, frozenset({"table 1"})) is None
    answer = ask(question, table_chunk("Table 1", _COLUMNS, _ROWS, _CAPTION))
    first = answer.splitlines()[0]
    assert "2.05" in first and "1.62" not in first


def test_a_quantity_neither_printed_nor_headed_still_abstains() -> None:
    found = check(
        "What was the fatigue limit of the XY-50 specimens?", "English", _PAPER, frozenset()
    )
    assert found is not None and "fatigue limit" in found.reason


def test_a_header_that_names_another_kind_is_not_the_one_asked() -> None:
    columns = ["Group", "Tensile modulus (GPa)"]
    answer = ask(
        "What was the flexural modulus of the XY-50 specimens?",
        table_chunk("Table 1", columns, [["XY-50", "2.05"]], _CAPTION),
    )
    assert "2.05" not in answer.splitlines()[0]


def test_a_paper_whose_and_is_we_is_not_english() -> None:
    turkmen = (
        "Türkmen halylary dokalyşy we nagyşy boýunça tapawutlanýar. Bäş ussahananyň önümçiligi "
        "we göller boýunça düwün dykyzlygy öwrenildi. Halylaryň bahasy 2023-nji we 2024-nji "
        "ýyllarda deňeşdirildi. Teke we Salyr gölleri iň gür düwünli halylardyr."
    )
    assert Vocabulary.of(turkmen).language == "other"
    # An English question's quantity is printed in Turkmen: no English word of it is missing.
    assert (
        check("What is the knot density of Salyr carpets?", "English", turkmen, frozenset()) is None
    )
