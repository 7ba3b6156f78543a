"""An English question on a table printed in another language names its cell by what the two
share: a symbol printed as the table prints it ("/a/"), a number glued to a word of another
script ("ከ72 ሰዓት", after 72 hours), a year span of a column group ("Zima 2023/24") with the count
rather than the share under it, and a row group whose word begins with the question's word
("Winterbrande", winter fires)."""

from __future__ import annotations

import pymupdf

from paperlens.answer.base import TaggedEvidence
from paperlens.answer.compute import compute_facts
from paperlens.answer.extractive import ExtractiveAnswerer
from paperlens.ingest.tables import extract_tables
from paperlens.models import Chunk
from paperlens.settings import TableSettings


def _table(label: str, columns: list[str], rows: list[list[str]], caption: str) -> Chunk:
    return Chunk(
        chunk_id=f"p-table-{label}",
        paper_id="p",
        kind="table",
        page=1,
        label=label,
        caption=f"{label}: {caption}",
        text=f"{label}: {caption}\n\n"
        + "\n".join("| " + " | ".join(r) + " |" for r in [columns, *rows]),
        extra={"columns": columns, "rows": rows},
    )


def _prose(text: str) -> Chunk:
    return Chunk(chunk_id="p-text-1", paper_id="p", kind="text", page=1, text=text)


def _ask(question: str, *chunks: Chunk) -> str:
    evidence = [TaggedEvidence(tag=c.tag, chunk=c) for c in chunks]
    facts = compute_facts(question, evidence, ["table", "text"])
    return ExtractiveAnswerer().answer(question, evidence, "English", facts=facts)


def _vowel_paper() -> bytes:
    """A ruled table of formants by vowel ("/i/", "/a/", ...) under two speaker groups."""
    doc = pymupdf.open()
    page = doc.new_page(width=612, height=792)
    page.insert_text(
        (72, 100), "Tablica 1: Prosječne vrijednosti formanata (Hz) po govoru", fontsize=10
    )
    rows = [
        ("Samoglasnik", "Hvar F1 (Hz)", "Hvar F2 (Hz)", "Lastovo F1 (Hz)", "Lastovo F2 (Hz)"),
        ("/i/", "305", "2210", "318", "2160"),
        ("/e/", "447", "1890", "471", "1850"),
        ("/a/", "712", "1370", "728", "1401"),
        ("/u/", "329", "815", "341", "832"),
    ]
    xs, top, step = (72, 160, 250, 340, 440, 540), 112, 16
    for i, row in enumerate(rows):
        for x, cell in zip(xs, row, strict=False):
            page.insert_text((x + 5, top + step * i + 11), cell, fontsize=9)
    for i in range(len(rows) + 1):
        page.draw_line((xs[0], top + step * i), (xs[-1], top + step * i), width=0.6)
    for x in xs:
        page.draw_line((x, top), (x, top + step * len(rows)), width=0.4)
    return doc.tobytes()


def test_a_row_named_by_a_symbol_is_the_row_the_question_prints():
    doc = pymupdf.open(stream=_vowel_paper(), filetype="pdf")
    tables = extract_tables(doc, "p", TableSettings())
    assert tables, "the ruled vowel table is read"
    answer = _ask("What F1 was measured for /a/ in Lastovo?", *tables)
    assert "728" in answer and "318" not in answer
    answer = _ask("What is the mean F2 of /u/ on Hvar?", *tables)
    assert "815" in answer and "2210" not in answer
    answer = _ask("How much higher is F2 of /i/ on Hvar than on Lastovo?", *tables)
    assert "50" in answer and "2210" in answer


TEFF = _table(
    "Table 1",
    ["ዝርያ", "መነሻ pH", "pH ከ48 ሰዓት በኋላ", "ላክቲክ ባክቴሪያ (log CFU/g)"],
    [
        ["ቋንጦ", "6.21", "3.72", "9.4"],
        ["ኮራ", "6.30", "3.68", "9.1"],
        ["ዳቢ", "6.02", "3.97", "8.2"],
        ["ማግና", "6.08", "3.85", "8.7"],
    ],
    "የሊጥ ባህሪያት",
)


def test_a_number_glued_to_a_word_of_another_script_names_its_column():
    answer = _ask("What pH did the Kora (ኮራ) dough reach after 48 hours?", TEFF)
    assert "3.68" in answer and "6.30" not in answer


def test_a_row_printed_in_ethiopic_script_is_named_by_its_reading():
    answer = _ask("How many lactic acid bacteria were counted in the Magna dough?", TEFF)
    assert "8.7" in answer and "9.1" not in answer


WINTERS = _table(
    "Table 2",
    [
        "Druh",
        "Zima 2021/22 · Jedince",
        "Zima 2021/22 · Podiel (%)",
        "Zima 2022/23 · Jedince",
        "Zima 2022/23 · Podiel (%)",
    ],
    [
        ["Myotis myotis", "980", "19,2", "1 040", "18,6"],
        ["Barbastella barbastellus", "240", "4,7", "205", "3,7"],
        ["Plecotus auritus", "118", "2,3", "131", "2,3"],
    ],
    "Druhové zloženie zimujúcich netopierov v dvoch zimách (všetky jaskyne spolu)",
)


def test_how_many_reads_the_count_not_the_share_of_the_group_the_year_span_names():
    answer = _ask("How many Barbastella barbastellus were counted in winter 2022/23?", WINTERS)
    assert "205" in answer and "3,7" not in answer and "240" not in answer
    answer = _ask("What share of the bats were Plecotus auritus in winter 2021/22?", WINTERS)
    assert "2,3" in answer and "118" not in answer


# Year groups under two quantities, the price in the local currency's symbol ("лв" of "лв.").
CLASSES = _table(
    "Table 2",
    ["Клас", "Цена (лв/kg) · 2023", "Цена (лв/kg) · 2024", "Дял (%) · 2023", "Дял (%) · 2024"],
    [["I клас", "310", "345", "22", "25"], ["II клас", "260", "290", "41", "43"]],
    "Изкупни цени и дял на класовете, 2023 и 2024",
)


def test_a_price_asked_of_a_year_reads_the_column_in_money_not_the_share():
    answer = _ask("What was the purchase price of first-class tobacco in 2024?", CLASSES)
    assert "345" in answer and "25" not in answer.replace("2024", "")


SEASONS = _table(
    "Table 2",
    ["Spesie", "Saailinge per ouerplant", "Oorlewing (%)"],
    [
        ["Somerbrande (Januarie tot Maart)", "", ""],
        ["Protea repens", "12,4", "64"],
        ["Erica cerinthoides", "21,5", "41"],
        ["Winterbrande (Junie tot Augustus)", "", ""],
        ["Protea repens", "5,1", "52"],
        ["Erica cerinthoides", "16,2", "44"],
    ],
    "Saailingvestiging volgens brandseisoen",
)
AFRIKAANS = _prose(
    "Die Kaapse fynbos brand gewoonlik elke tien tot twintig jaar. Ons het die saailinge van "
    "twee spesies ná somer- en winterbrande getel en is die oorlewing twee jaar later weer "
    "bepaal. Die persele is op dieselfde hoogte en het dieselfde grond. Somerbrande het meer "
    "saailinge per ouerplant opgelewer as winterbrande, en die verskil was die grootste by "
    "Protea repens, wat sy saad in die kegels hou tot die plant brand."
)


def test_a_row_group_whose_word_the_question_word_begins_is_the_group_asked():
    answer = _ask(
        "How many seedlings per parent plant did Erica cerinthoides produce after winter fires?",
        SEASONS,
        AFRIKAANS,
    )
    assert "16,2" in answer and "21,5" not in answer


def test_an_english_table_does_not_take_a_longer_word_for_the_question_word():
    plots = _table(
        "Table 3",
        ["Plot", "Seedlings per m²", "Survival (%)"],
        [["Winterton", "31", "40"], ["Marsh End", "12", "66"], ["Ridge Top", "18", "52"]],
        "Seedlings by plot",
    )
    english = _prose(
        "We counted seedlings on three plots. The counts were made in the spring after the fire "
        "and repeated two years later, and the observers were the same people on all plots "
        "throughout the whole of the study, which ran from the first spring to the third."
    )
    question = "How many seedlings per m² were counted after the winter fire?"
    assert "31" not in _ask(question, plots, english)  # "winter" is not the plot "Winterton"


def test_a_change_between_the_two_column_groups_subtracts_the_earlier_from_the_later():
    answer = _ask(
        "By how many individuals did Myotis myotis increase between the two winters?", WINTERS
    )
    assert "60" in answer and "980" in answer and "1 040" in answer
    answer = _ask("By how much did the pH of the Quncho (ቋንጦ) dough fall over the 48 hours?", TEFF)
    assert "2.49" in answer


CHURCHES = _table(
    "Table 1",
    ["Bažnyčia", "Pastatyta (metai)", "Tūris (m³)", "Aukštis (m)", "Temperatūra (°C)"],
    [
        ["Palūšė", "1750", "2 450", "212", "11,4"],
        ["Beržoras", "1746", "3 120", "168", "9,8"],
        ["Inturkė", "1855", "1 980", "241", "12,6"],
    ],
    "Tirtų bažnyčių duomenys",
)


def test_when_reads_the_column_of_years_for_the_row_named():
    answer = _ask("When was the Inturkė church built?", CHURCHES)
    assert "1855" in answer and "1750" not in answer


def test_which_row_lies_highest_or_is_warmest_ranks_the_column_of_that_unit():
    answer = _ask("Which church lies highest above sea level?", CHURCHES)
    assert "Inturkė" in answer and "241" in answer
    answer = _ask("Which church was the coldest?", CHURCHES)
    assert "Beržoras" in answer and "9,8" in answer


def test_the_whole_a_share_is_of_need_not_be_printed_by_the_percent_column():
    slovak = _prose(
        "Netopiere sme sčítali v zimoviskách v jaskyniach Slovenského krasu počas dvoch zím. "
        "Netopiere v nich prečkávajú zimu v hibernácii, pri ktorej je rozhodujúca stabilná teplota. "
        "Všetky jaskyne boli navštívené vo februári a netopiere sa počítali vizuálne. Najpočetnejším "
        "druhom bol Miniopterus schreibersii, ktorý tvoril viac ako tretinu všetkých jedincov."
    )
    answer = _ask(
        "What share of hibernating bats were Plecotus auritus in winter 2022/23?", WINTERS, slovak
    )
    assert "2,3" in answer and "131" not in answer


def test_a_count_spelled_out_names_the_row_or_column_that_prints_its_digits():
    ages = _table(
        "Table 1",
        ["Aldur (ár)", "Suður-svæði", "Fjöldi kvarna"],
        [["1", "18,2", "412"], ["2", "29,5", "845"], ["3", "40,1", "1.204"]],
        "Meðallengd (cm) þorsks eftir aldri",
    )
    answer = _ask("What was the mean length of two-year-old cod on the Suður-svæði?", ages)
    assert "29,5" in answer and "18,2" not in answer
    friction = _table(
        "Table 2",
        ["Metode", "Før", "Etter 1 t", "Etter 3 t"],
        [["Tørrsalt", "0,21", "0,27", "0,31"], ["Saltlake", "0,20", "0,36", "0,41"]],
        "Friksjon før og etter tiltak",
    )
    answer = _ask("What friction did Saltlake give three hours after treatment?", friction)
    assert "0,41" in answer and "0,36" not in answer


def test_a_bin_padded_with_zeros_under_a_row_group_is_the_window_asked():
    windows = _table(
        "Table 2",
        ["Interval", "Масло в цвета (%)", "Гераниол (%)"],
        [
            ["Кампания 2023", "", ""],
            ["06–08 ч.", "0,046", "18,4"],
            ["08–10 ч.", "0,042", "17,6"],
            ["Кампания 2024", "", ""],
            ["06–08 ч.", "0,044", "17,9"],
            ["08–10 ч.", "0,039", "16,8"],
        ],
        "Състав на маслото по час на беритба",
    )
    answer = _ask(
        "What geraniol share did the oil from flowers picked between 6 and 8 h have in 2024?",
        windows,
    )
    assert "17,9" in answer and "16,8" not in answer and "18,4" not in answer


def test_how_many_of_a_column_group_is_the_size_its_heading_prints():
    formants = _table(
        "Table 1",
        [
            "Samoglasnik",
            "Hvar (n = 14) · F1 (Hz)",
            "Hvar (n = 14) · F2 (Hz)",
            "Vis (n = 9) · F1 (Hz)",
        ],
        [["/i/", "305", "2210", "318"], ["/a/", "712", "1370", "728"]],
        "Prosječne vrijednosti formanata",
    )
    answer = _ask("How many speakers from Hvar were recorded?", formants)
    assert "14" in answer and "9" not in answer.replace("14", "")
    answer = _ask("What F1 was measured for /a/ on Vis?", formants)
    assert "728" in answer


def test_which_row_is_the_longest_ranks_the_one_column_of_lengths():
    sections = _table(
        "Table 1",
        ["Strekning", "ÅDT (kjt/døgn)", "Lengde (km)", "Salt (tonn/km)"],
        [
            ["E6 Melhus", "21 400", "12,4", "14,8"],
            ["Rv. 3 Elverum", "4 350", "18,7", "9,2"],
            ["Fv. 44 Sandnes", "16 750", "7,3", "6,1"],
        ],
        "Forsøksstrekningene",
    )
    answer = _ask("Which test section is the longest?", sections)
    assert "Elverum" in answer and "18,7" in answer


def test_how_deep_reads_the_sub_column_in_a_length_not_the_shorter_heading():
    peat = _table(
        "Table 2",
        [
            "Perceel",
            "Referentie · Daling (mm/jaar)",
            "Referentie · Laagste grondwaterstand (cm -mv)",
            "Onderwaterdrainage · Daling (mm/jaar)",
            "Onderwaterdrainage · Laagste grondwaterstand (cm -mv)",
        ],
        [["Zegveld", "11,2", "78", "5,9", "58"], ["Assendelft", "9,7", "83", "4,6", "61"]],
        "Gemiddelde bodemdaling en laagste grondwaterstand per perceel",
    )
    dutch = _prose(
        "De bodemdaling werd op vier percelen gemeten, steeds op een helft met en een helft "
        "zonder onderwaterdrainage. De grondwaterstand werd elk uur gemeten in peilbuizen op "
        "beide helften, en de laagste stand van de droge zomer van 2022 is in de tabel gegeven. "
        "Op de helft met drainage lag de grondwaterstand in de zomer hoger, zodat het veen minder "
        "snel oxideerde en de bodem minder daalde dan op de referentiehelft ernaast."
    )
    answer = _ask(
        "How deep did the groundwater drop on the reference half at Assendelft in 2022?",
        peat,
        dutch,
    )
    assert "83" in answer and "9,7" not in answer
