"""What a question names that the paper prints otherwise is not missing from it.

- A unit symbol is no name: an English question's "Hz" is "Гц" in a Russian paper, "Հց" in an
  Armenian one (CLDR's spellings of the unit, every written language's).
- A range asked with a hyphen ("70-79 cm") is the row a table prints with an en dash, also
  where the row is quoted after its table's label ("Table 2 — 70–79 cm").
- A year between two printed years of a chart's x axis of years is a point of the chart, though
  no tick prints it; so is a point asked as one ("on day 13", "at about −11 °C") within a read
  chart's x axis, though the question names no figure.
- A month axis abbreviated in the paper's language ("okt nov des jan") prints December; one
  numbered 1 to 12 under the word for month ("Måned (2023)") prints July, and so does a month
  declined before its year ("heinäkuussa 2023").
- A name transliterated from an abjad (Hebrew "לבונטין" is Levontin, by its consonants), from
  Georgian or Armenian, or with Greek χ read as h ("Χαλκιδική", Halkidiki); "Street" after it
  is the paper's own word for street.
- An English gloss in small letters ("이석(otolith)") is a common noun: a paper in a third
  language prints its own word for it.

Each case has a close question that the paper does lack, which must still get "I don't know".
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from helpers import chart_pdf, make_settings, prose_pdf

from paperlens.answer.abstain import check
from paperlens.answer.language import detect_language, is_abstention
from paperlens.answer.specifics import unmatched
from paperlens.answer.vocabulary import Vocabulary
from paperlens.service import PaperLens

RUSSIAN_SITES = (
    "Микросейсмические измерения в Гюмри",
    [
        "Аннотация. Мы измерили отношение H/V на пяти участках города.",
        "Результаты. Резонансная частота грунта на участке GY-04 составила 0,95 Гц, а на "
        "участке GY-05 — 4,10 Гц. Каждая запись длилась 60 минут.",
    ],
)

# Two header rows: sex over year (Icelandic "Hrygnur" females, "Hængar" males).
MATURITY_ROWS = [
    ("", "Hrygnur", "Hrygnur", "Hængar", "Hængar"),
    ("Lengdarflokkur", "2019", "2023", "2019", "2023"),
    ("50–59 cm", "18", "26", "22", "31"),
    ("60–69 cm", "47", "58", "52", "63"),
    ("70–79 cm", "79", "86", "83", "89"),
    ("80–89 cm", "95", "97", "96", "98"),
]

WEIGHTS = {2004: 3.42, 2007: 3.05, 2010: 3.27, 2013: 3.62, 2016: 3.80, 2019: 3.52, 2022: 3.31}


def _font() -> str:
    """DejaVu Sans, shipped with matplotlib (a test dependency): base-14 fonts have no en dash."""
    import matplotlib

    return str(Path(matplotlib.get_data_path()) / "fonts" / "ttf" / "DejaVuSans.ttf")


def _table_paper() -> bytes:
    """A Table 2 without rules, two header rows over its columns, its length classes printed
    with en dashes."""
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    page.insert_textbox(
        pymupdf.Rect(72, 60, 540, 140),
        "Kynþroski þorsks eftir lengd. Hlutfall kynþroska fiska jókst í öllum lengdarflokkum "
        "frá 2019 til 2023 (tafla 2).",
        fontsize=11,
    )
    page.insert_text(
        (72, 170), "Table 2: Hlutfall kynþroska þorsks (%) eftir lengdarflokki", fontsize=10
    )
    xs, top, step = (72, 190, 280, 370, 460, 550), 182, 14
    for i, row in enumerate(MATURITY_ROWS):
        for x, cell in zip(xs, row, strict=False):
            page.insert_text(
                (x + 6, top + step * i + 10), cell, fontsize=9, fontname="dv", fontfile=_font()
            )
    return doc.tobytes()


def _chart_paper() -> bytes:
    """A line chart of years ticked every second year, its points on odd years too."""
    matplotlib = pytest.importorskip("matplotlib")
    matplotlib.use("pdf")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(6.5, 2.8))
    ax.plot(list(WEIGHTS), list(WEIGHTS.values()), color="black", marker="o")
    ax.set_xticks(range(2004, 2025, 2))
    ax.tick_params(labelsize=7)
    ax.set_xlabel("Year")
    ax.set_xlim(2003, 2025)
    ax.set_ylim(2.8, 4.1)
    ax.set_ylabel("Mean weight (kg)")
    return chart_pdf(
        fig,
        "Weight of six-year-old cod. The survey weighed six-year-old cod every spring; "
        "Figure 1 shows the mean weight over the survey years.",
        "Figure 1: Mean weight of six-year-old cod by year.",
    )


@pytest.fixture(scope="module")
def papers(tmp_path_factory, embedder) -> tuple[PaperLens, dict[str, str]]:
    lens = PaperLens(make_settings(tmp_path_factory.mktemp("printed-otherwise")), embedder=embedder)
    pdfs = {
        "units": prose_pdf(*RUSSIAN_SITES),
        "ranges": _table_paper(),
        "years": _chart_paper(),
    }
    return lens, {k: lens.ingest_pdf(v, filename=f"{k}.pdf").paper_id for k, v in pdfs.items()}


CASES = [
    # (paper, close question the paper lacks, question it answers, what that answer states)
    (
        "units",
        "What pore pressure in kPa was measured at site GY-04?",
        "What resonance frequency in Hz was measured at site GY-04?",
        "0,95",
    ),
    (
        "ranges",
        "What share of 90-99 cm males (hængar) were mature in 2023?",
        "What share of 70-79 cm males (hængar) were mature in 2023?",
        "89",
    ),
    (
        "years",
        "In Figure 1, what was the mean weight of six-year-old cod in 2027?",
        "In Figure 1, what was the mean weight of six-year-old cod in 2013?",
        "3.6",
    ),
]


@pytest.mark.parametrize(("paper", "absent", "present", "stated"), CASES, ids=[c[0] for c in CASES])
def test_printed_otherwise_is_answered_and_what_is_lacking_is_not(
    papers, paper, absent, present, stated
):
    lens, ids = papers
    refused = lens.ask(absent, [ids[paper]]).answer
    assert is_abstention(refused), refused
    answered = lens.ask(present, [ids[paper]]).answer
    assert not is_abstention(answered), answered
    assert stated in answered.splitlines()[0], answered


# Figures as the chart reader describes them ("The x axis shows ... (lo to hi)").
ROSES = (
    "Figure 2: Petals picked per day. The x axis shows Day of campaign (1.00 to 20.00); the y "
    "axis Tonnes (0 to 60). Text in the figure: 1 5 10 15 20 Day"
)
SMOG = (
    "Figure 3: Daily PM2.5 at the station. The x axis shows Daily mean temperature (°C) (−15.0 "
    "to 5.0); the y axis PM2.5 (µg/m³) (0 to 50)."
)
HEBREW = "טבלה 1. רחוב לבונטין: כיסוי חופה 41 %. הרחובות נמדדו בשנת 2023."
GEORGIAN = "ანასეული: 2 730 კგ/ჰა 2024 წელს."
GREEK = "Στη Χαλκιδική χάθηκε το 21,8 % των αποικιών."
ARMENIAN = "Ամենացածր հիմնական հաճախականությունը (0,95 Հց) գրանցվել է GY-04 կետում։"


@pytest.mark.parametrize(
    ("question", "text", "lacking"),
    [
        # a unit in the paper's script; a unit it gives in no spelling
        ("What fundamental frequency in Hz was recorded at GY-04?", ARMENIAN, None),
        ("What is the pore pressure at GY-04 in kPa?", ARMENIAN, "kPa"),
        ("What is the strength of the concrete in MPa?", "Прочность бетона 32 МПа.", None),
        ("What is the strength of the concrete in MPa?", "Прочность бетона 32 кг.", "MPa"),
        # a month on an axis abbreviated in Norwegian; a month of another season
        (
            "How much salt was spread in December 2023?",
            "Salt (tonn) okt nov des jan feb mar Måned (vinteren 2023/24)",
            None,
        ),
        (
            "How much salt was spread in June 2023?",
            "Salt (tonn) okt nov des jan feb mar Måned (vinteren 2023/24)",
            "June 2023",
        ),
        # a month declined before its year (Finnish "elokuun 2021", August); another month
        (
            "How much timber did the August 2021 storm throw on the Lammi plot?",
            "Lammi: elokuun 2021 myrsky kaatoi 6,4 m3/ha. Kuusia inventoitiin syyskuussa 2023.",
            None,
        ),
        (
            "How much timber did the March 2021 storm throw on the Lammi plot?",
            "Lammi: elokuun 2021 myrsky kaatoi 6,4 m3/ha. Kuusia inventoitiin syyskuussa 2023.",
            "March 2021",
        ),
        # an axis numbered 1 to 12 under the Danish word for month; a month past its ticks
        (
            "What return temperature did the control network have in July 2023?",
            "Figur 1. 1 2 3 4 5 6 7 8 9 10 11 12 30 35 40 45 50 Måned (2023) Retur (°C)",
            None,
        ),
        (
            "What return temperature did the control network have in July 2023?",
            "Figur 1. 1 2 3 4 5 6 30 35 40 45 50 Måned (2023) Retur (°C)",
            "July 2023",
        ),
        # a point between a read chart's ticks, the question naming no figure; one past its axis
        ("How many tonnes of petals were picked on day 13 of the campaign?", ROSES, None),
        ("How many tonnes of petals were picked on day 33 of the campaign?", ROSES, "33"),
        ("What PM2.5 did the station record at about −11 °C?", SMOG, None),
        ("What PM2.5 did the station record at about −21 °C?", SMOG, "21"),
        # a name in an abjad (Hebrew), read by its consonants, "Street" in the paper's word
        ("What is the tree canopy cover of Levontin Street?", HEBREW, None),
        ("What is the tree canopy cover of Rothschild Boulevard?", HEBREW, "Rothschild"),
        # a name in Georgian, in Armenian, with Greek χ read as h
        ("What yield did the Anaseuli plantation give in 2024?", GEORGIAN, None),
        ("What yield did the Ozurgeti plantation give in 2024?", GEORGIAN, "Ozurgeti"),
        ("How many sites were measured in Gyumri?", "Գյումրիում չափվել է 5 կետ։", None),
        ("What share of colonies was lost in Halkidiki?", GREEK, None),
        ("What share of colonies was lost in Macedonia?", GREEK, "Macedonia"),
        # an English gloss of an Icelandic paper's word; of an English paper that lacks it
        (
            "몇 개의 이석(otolith)으로 연령을 판정했습니까?",
            "Aldur var greindur úr 7.352 kvörnum þorska á fjórum hafsvæðum.",
            None,
        ),
        (
            "몇 개의 이석(otolith)으로 연령을 판정했습니까?",
            "The age of the cod was read from the scales of 7,352 fish on four grounds.",
            "otolith",
        ),
    ],
)
def test_the_check_reads_the_paper_as_printed(question, text, lacking):
    found = check(question, detect_language(question), [Vocabulary.of(text)], frozenset())
    if lacking is None:
        assert found is None, found
    else:
        assert found is not None and lacking in found.reason, found


def test_a_range_after_its_tables_label_is_the_range_printed():
    question = "What share of 70-79 cm males were mature in 2023?"
    assert unmatched(question, "Table 2 — 70–79 cm; 2019: 83; 2023: 89") == ""
    assert unmatched(question, "Table 2 — 60–69 cm; 2019: 52; 2023: 63") == "70–79"
