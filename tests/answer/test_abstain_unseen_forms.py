"""What a question asks in the paper's terms, though not in its spelling, is not refused.

- A name written in an abugida (Ethiopic "ኮራ", Devanagari "मनाली") is read in Latin letters as
  the alphabets are: "Kora", "Manali".
- A point of a read chart's x axis between its ticks ("at 36 hours" on an axis ticked every 24)
  is one the chart gives: the figure does not "not mention 36" (where the chart's reading finds
  no value for it, the caption is still no answer: "I don't know" says the chart was read).
- A paper's language is that of its own words: the English descriptions PaperLens adds to its
  read charts do not make an Afrikaans paper English, whose words an English question's words
  ("transects") would then have to be.
- A species is named by its epithet too: "Myotis daubentonii" of a table of Myotis myotis gets
  "I don't know", Myotis myotis its row.

Each case has a close question that the paper does lack, which must still get "I don't know".
"""

from __future__ import annotations

from pathlib import Path

import pymupdf
import pytest
from helpers import chart_pdf, make_settings

from paperlens.answer.abstain import check
from paperlens.answer.language import detect_language, is_abstention
from paperlens.answer.specifics import unmatched
from paperlens.answer.vocabulary import Vocabulary
from paperlens.service import PaperLens

# Teff varieties in Ethiopic letters (ኮራ Kora, ዳቢ Dabi, ማግና Magna) and their final pH.
AMHARIC_ROWS = [("ዝርያ", "pH (72 ሰዓት)"), ("ኮራ", "3.68"), ("ዳቢ", "3.92"), ("ማግና", "3.75")]
ETHIOPIC_FONT = Path("/usr/share/fonts/truetype/abyssinica/AbyssinicaSIL-Regular.ttf")
HOURS = {0: 6.12, 12: 5.41, 24: 4.48, 36: 4.11, 48: 3.92, 60: 3.84, 72: 3.79}
AFRIKAANS_PROSE = (
    "Inleiding. Die Kaapse fynbos brand gewoonlik elke tien tot twintig jaar, en baie proteas "
    "oorleef 'n brand slegs as saad. Bestuurders van natuurreservate moet dus weet hoe "
    "veldouderdom en brandseisoen die herstel beïnvloed. Metodes. Ons het saailinge in ses "
    "persele getel wat tussen 2019 en 2021 gebrand het. In elke perseel het ons vyf transekte "
    "van 20 m by 5 m uitgelê. Saailinge het ons in die eerste lente ná die brand getel en weer "
    "twee jaar later. Plantbedekking het ons in 2018 en 2023 met die puntkwadraatmetode gemeet."
)
# What the figure describer adds to a read chart's chunk, in English.
DESCRIBED = (
    "Figure 1 (page 2) is a vector drawing with 1 chart whose values were read from the PDF. "
    "The x axis has the categories Proteas, Erikas, Restios; the y axis Verandering (-8.00 to "
    "18.00). The tallest bar is the unnamed brown bar at Restios and the shortest the unnamed "
    "brown bar at Proteas. The axes have no drawn frame; points beyond the outer ticks may be "
    "missing. Some series have no legend entry or label; they are named by colour. "
) * 3
# The bats counted in one winter, by species.
BATS = [
    ("Druh", "Pocet", "Podiel (%)"),
    ("Myotis myotis", "1 084", "19,2"),
    ("Rhinolophus hipposideros", "3 120", "55,3"),
    ("Barbastella barbastellus", "1 436", "25,5"),
]


def _font() -> str:
    """DejaVu Sans, shipped with matplotlib (a test dependency): base-14 fonts lack some letters."""
    import matplotlib

    return str(Path(matplotlib.get_data_path()) / "fonts" / "ttf" / "DejaVuSans.ttf")


def _table_paper(lead: str, caption: str, rows: list[tuple[str, ...]], font: str = "") -> bytes:
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    page.insert_htmlbox(pymupdf.Rect(72, 60, 540, 150), lead)
    page.insert_text((72, 170), caption, fontsize=10)
    xs, top, step = (72, 230, 350, 470), 182, 14
    for i, row in enumerate(rows):
        for x, cell in zip(xs, row, strict=False):
            page.insert_text(
                (x + 6, top + step * i + 10),
                cell,
                fontsize=9,
                fontname="cell",
                fontfile=font or _font(),
            )
    return doc.tobytes()


def _chart_paper() -> bytes:
    """A line chart of the dough's pH over 72 hours, ticked every 24 hours, a point every 12."""
    matplotlib = pytest.importorskip("matplotlib")
    matplotlib.use("pdf")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(6.5, 2.8))
    ax.plot(list(HOURS), list(HOURS.values()), color="black", marker="o")
    ax.set_xticks(range(0, 73, 24))
    ax.set_xlabel("Fermentation time (h)")
    ax.set_ylim(3.5, 6.5)
    ax.set_ylabel("pH")
    return chart_pdf(
        fig,
        "Acidification of teff dough. The dough was fermented for 72 hours at room "
        "temperature; Figure 1 shows how its pH fell.",
        "Figure 1: pH of the dough during fermentation.",
    )


@pytest.fixture(scope="module")
def papers(tmp_path_factory, embedder) -> tuple[PaperLens, dict[str, str]]:
    lens = PaperLens(make_settings(tmp_path_factory.mktemp("unseen-forms")), embedder=embedder)
    pdfs = {}
    if ETHIOPIC_FONT.exists():
        pdfs["amharic"] = _table_paper(
            "የጤፍ ሊጥ መፍላት። አምስት የጤፍ ዝርያዎች ለ72 ሰዓት በክፍል ሙቀት ተቦኩ፤ pH በየ12 ሰዓቱ በዲጂታል "
            "መለኪያ ተለካ። እያንዳንዱ ልኬት ሦስት ጊዜ ተደግሟል። ከ72 ሰዓት በኋላ የደረሰው pH በዝርያ "
            "ይለያያል (ሠንጠረዥ 1)።",
            "Table 1: የሊጡ pH ከ72 ሰዓት መቦካት በኋላ",
            AMHARIC_ROWS,
            str(ETHIOPIC_FONT),
        )
    pdfs |= {
        "chart": _chart_paper(),
        "bats": _table_paper(
            "Zimovanie netopierov. Netopiere sme scitali v jaskyniach kazdu zimu (tabulka 2).",
            "Table 2: Netopiere v zime 2022/23 podla druhu",
            BATS,
        ),
    }
    return lens, {k: lens.ingest_pdf(v, filename=f"{k}.pdf").paper_id for k, v in pdfs.items()}


CASES = [
    # (paper, close question the paper lacks, question it answers, what that answer states)
    (
        "amharic",
        "What pH did the Dukem dough reach after 72 hours?",
        "What pH did the Kora dough reach after 72 hours?",
        "3.68",
    ),
    (
        "chart",
        "In Figure 1, what was the pH of the dough after 96 hours?",
        "In Figure 1, what was the pH of the dough after 36 hours?",
        "4.1",
    ),
    (
        "bats",
        "How many Myotis daubentonii were counted in winter 2022/23?",
        "How many Myotis myotis were counted in winter 2022/23?",
        "1 084",
    ),
]


@pytest.mark.parametrize(("paper", "absent", "present", "stated"), CASES, ids=[c[0] for c in CASES])
def test_asked_in_other_terms_is_answered_and_what_is_lacking_is_not(
    papers, paper, absent, present, stated
):
    lens, ids = papers
    if paper not in ids:
        pytest.skip(f"{ETHIOPIC_FONT} (fonts-sil-abyssinica) is not installed")
    refused = lens.ask(absent, [ids[paper]]).answer
    assert is_abstention(refused), refused
    answered = lens.ask(present, [ids[paper]]).answer
    assert not is_abstention(answered), answered
    assert stated in answered.splitlines()[0], answered


@pytest.mark.parametrize(
    ("question", "text", "lacking"),
    [
        ("How much snow fell in Manali?", "मनाली में 42 सेमी बर्फ गिरी। शिमला में 18 सेमी।", None),
        ("How much snow fell in Shimla?", "मनाली में 42 सेमी बर्फ गिरी। शिमला में 18 सेमी।", None),
        ("How much snow fell in Gulmarg?", "मनाली में 42 सेमी बर्फ गिरी। शिमला में 18 सेमी।", "Gulmarg"),
        ("What pH did the Magna dough reach?", "ማግና: pH 3.75። ኮራ: pH 3.68።", None),
        ("What pH did the Dukem dough reach?", "ማግና: pH 3.75። ኮራ: pH 3.68።", "Dukem"),
    ],
)
def test_names_in_an_abugida_are_read(question, text, lacking):
    found = check(question, detect_language(question), [Vocabulary.of(text)], frozenset())
    if lacking is None:
        assert found is None, found
    else:
        assert found is not None and lacking in found.reason, found


def test_a_papers_language_is_that_of_its_own_words():
    question = "How large were the transects laid out in each plot?"
    with_figures = f"{AFRIKAANS_PROSE}\n{DESCRIBED}"
    own = Vocabulary.of(with_figures, AFRIKAANS_PROSE)
    assert own.language != "English"
    assert check(question, "English", [own], frozenset()) is None
    # an English paper that never says "transects" still lacks them
    english = Vocabulary.of(DESCRIBED + " We counted seedlings in each plot after the fire.")
    assert check(question, "English", [english], frozenset()) is not None


@pytest.mark.parametrize(
    ("question", "axes", "missing"),
    [
        ("In Figure 2, what was the pH after 36 hours?", ((0.0, 72.0),), ""),
        ("In Figure 2, what was the pH after 96 hours?", ((0.0, 72.0),), "96"),
        ("What was the air temperature at 16:00 in Figure 1?", ((6.0, 20.0),), ""),
        ("What was the air temperature at 22:00 in Figure 1?", ((6.0, 20.0),), "22:00"),
        ("In Figure 2, what was the pH after 36 hours?", (), "36"),
    ],
)
def test_a_point_within_a_read_charts_x_axis_is_one_it_gives(question, axes, missing):
    printed = "Figure 2: pH of the dough. Text in the figure: 0 24 48 72 pH"
    assert unmatched(question, printed, axes) == missing


DANISH = "Fra januar 2022 fik kunderne en månedlig rapport, og 741 anlæg fik et servicebesøg."
DANISH_PRICED = DANISH + " Hvert servicebesøg kostede 1.250 kr."
LITHUANIAN = "Restauruojant keičiamos grindys ir lubos; T30 500 Hz juostoje sutrumpėjo 0,61 s."
LITHUANIAN_PRICED = LITHUANIAN + " Restauracija kainavo 1,2 mln. EUR."
# A table head with the local symbol, its abbreviating period dropped in the unit ("ден.").
BULGARIAN = "Таблица 2. Изкупни цени по класове. Клас Цена (лв/kg) 2023 2024 I 4,20 4,65"
BULGARIAN_DAYS = "Сушенето трае 1 ден, а бербата 12 дни; добивът е 1 850 kg/ha."
# A price per kilogram in a local abbreviation, or a currency's name, that CLDR has no symbol
# for; beside them, amounts per kilogram in units (mg/kg) are no money.
KINYARWANDA_PRICED = "Abahinzi bahembwe 380 Frw/kg ku bitumbwe mu 2023."
TAJIK_PRICED = "Ҷадвали 3. Нарх (сомонӣ/кг) 2023 2024 Олу 9,5 11,0"
TAJIK_UNITS = "Ҷадвали 3. Нитрат (мг/кг) 2023 2024 Олу 9,5 11,0; ҳосил 8 т/га."
# A currency named in full: per square metre, or as a plural after the amount.
TURKMEN_PRICED = "2-nji tablisa. Göl Bahasy (manat/m²) 2023 2024 Teke 1 150 1 240"
TURKMEN_COUNTED = "2-nji tablisa. Göl Düwün (müň/m²) 2023 2024 Teke 320 330"
SWAHILI_PRICED = "Wakulima walilipwa wastani wa 1,200 shillings kwa kilo mwaka 2024."


@pytest.mark.parametrize(
    ("question", "text", "priced"),
    [
        ("¿Cuánto costó cada visita de servicio?", DANISH, False),
        ("¿Cuánto costó cada visita de servicio?", DANISH_PRICED, True),
        ("Wie viel kostete ein Servicebesuch?", DANISH, False),
        ("Wie viel kostete ein Servicebesuch?", DANISH_PRICED, True),
        ("修復工事の費用はいくらでしたか？", LITHUANIAN, False),
        ("修復工事の費用はいくらでしたか？", LITHUANIAN_PRICED, True),
        ("Combien a coûté la restauration ?", LITHUANIAN, False),
        ("Combien a coûté la restauration ?", LITHUANIAN_PRICED, True),
        ("비용은 얼마였습니까?", LITHUANIAN_PRICED, True),
        ("Quanto costa ogni visita di servizio?", DANISH, False),
        ("Quanto costa ogni visita di servizio?", DANISH_PRICED, True),
        ("Quanto custou o restauro?", LITHUANIAN, False),
        ("How much did each service technician earn per visit?", DANISH, False),
        ("How much did each service technician earn per visit?", DANISH_PRICED, True),
        ("What was the purchase price of first-class tobacco in 2024?", BULGARIAN, True),
        ("What was the purchase price of first-class tobacco in 2024?", BULGARIAN_DAYS, False),
        ("What price was paid for cherries in 2023?", KINYARWANDA_PRICED, True),
        ("What was the price of plums in 2024?", TAJIK_PRICED, True),
        ("What was the price of plums in 2024?", TAJIK_UNITS, False),
        ("By how much did the price of Teke carpets rise?", TURKMEN_PRICED, True),
        ("By how much did the price of Teke carpets rise?", TURKMEN_COUNTED, False),
        ("What price did the farmers get?", SWAHILI_PRICED, True),
    ],
)
def test_a_cost_asked_in_any_language_needs_an_amount_in_some_currency(question, text, priced):
    """A paper that prints no amount of money in any currency ("kr.", "EUR", "zł", "$") does not
    say what something cost, whatever language the question asks it in."""
    found = check(question, detect_language(question), [Vocabulary.of(text)], frozenset())
    if priced:
        assert found is None, found
    else:
        assert found is not None and "currency" in found.reason, found


@pytest.mark.parametrize(
    ("question", "lacking"),
    [
        ("How many boxes were reared in Margilan?", None),  # printed "Margʻilon"
        ("How many boxes were reared in Rishtan?", None),
        ("How many boxes were reared in Andijan?", "Andijan"),
    ],
)
def test_a_name_printed_with_a_letter_apostrophe_is_the_name_asked_without_it(question, lacking):
    text = "Qutilar soni: Margʻilon tumanida 1 240, Rishton tumanida 980 (Fargʻona viloyati)."
    found = check(question, detect_language(question), [Vocabulary.of(text)], frozenset())
    if lacking is None:
        assert found is None, found
    else:
        assert found is not None and lacking in found.reason, found
