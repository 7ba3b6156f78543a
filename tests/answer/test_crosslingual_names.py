"""An English question about a paper printed in another language or script: the row, site,
strain, treatment or month it names is found as the paper prints it ("Podilskyi" is
"Подільський", "strain No. 3" is "菌株3号", "the control" is "Testemunha", "February" is
"Лют"), an ordinary English word the paper translates is no reason to refuse, and what the paper
really lacks (a district it does not name, a compass point none of its districts has) still is.

Fixtures use languages and scripts the evaluation sets do not: Ukrainian, Bulgarian, Greek,
Korean, Chinese, Polish and Portuguese."""

from __future__ import annotations

import pytest
from answer_chunks import ask as _ask
from answer_chunks import figure_chunk as _figure
from answer_chunks import table_chunk as _table

from paperlens.answer.abstain import check
from paperlens.answer.crosslingual import Readings, alike, key, label_aliases
from paperlens.answer.language import detect_language
from paperlens.answer.months import month_axis, month_number
from paperlens.answer.vocabulary import Vocabulary
from paperlens.ingest.references import split_references

# --- transliteration -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "asked, printed",
    [
        ("Podilskyi", "Подільський"),
        ("Podilsky", "Подільському"),  # inflected in the sentence
        ("Pidhirtsi", "Підгірці"),
        ("Tsentralen", "Централен"),  # Bulgarian
        ("Centralen", "Централен"),
        ("Kentrikos", "Κεντρικός"),  # Greek
        ("Jung-gu", "중구"),  # Korean
        ("Haidian", "海淀"),  # Chinese pinyin
        ("Lodz", "Łódź"),
        ("Pastavy", "Пастаўскі"),  # Belarusian ў is romanised "w"
        ("Mstsislaw", "Мсціслаўскі"),
        ("Kosjerić", "Косјерић"),  # Serbian, Latin and Cyrillic
        ("Bajina", "Бајина"),
    ],
)
def test_a_name_matches_its_spelling_in_another_script(asked, printed):
    assert Readings(f"… {printed} …").has(asked) or alike(key(asked), key(printed))


@pytest.mark.parametrize(
    "asked, printed",
    [("Obolonskyi", "Подільський"), ("Severny", "Северодвинский"), ("Mostar", "Мостовий")],
)
def test_a_different_name_does_not_match(asked, printed):
    assert not Readings(f"… {printed} …").has(asked)


def test_japanese_names_are_read_in_japanese_not_pinyin():
    readings = Readings("供試米には「五百万石」を用い、協会酵母で仕込んだ。")
    assert readings.has("Gohyakumangoku") and readings.has("Kyokai")
    assert not readings.has("Omachi")


# --- refusing only what the paper lacks ---------------------------------------------------------

UKRAINIAN = Vocabulary.of(
    "Втрати тепла в мережах за районами. Протяжність мереж у Подільському районі становить "
    "212,4 км, у Печерському 98,3 км. Найбільше пошкоджень зафіксовано в Північному районі "
    "та в Промисловому районі. Навантаження 1 046 Гкал/год. Ізоляція ППУ."
)


def _why(question: str, vocab: Vocabulary = UKRAINIAN) -> str | None:
    found = check(question, detect_language(question), [vocab], frozenset({"table 1"}))
    return found.reason if found else None


@pytest.mark.parametrize(
    "question",
    [
        "How long is the network in the Podilskyi district?",
        "How many failures did the Northern district (Pivnichnyi) record?",  # a compass point
        "What is the connected load of the Industrial district, in Gcal/h?",  # translated word
        "What share of the Pechersk network is in PPU insulation?",  # acronym in Cyrillic
    ],
)
def test_names_printed_in_another_script_are_no_reason_to_refuse(question):
    assert _why(question) is None


@pytest.mark.parametrize(
    "question, missing",
    [
        ("How long is the network in the Obolonskyi district?", "Obolonskyi"),
        ("What are the heat losses of the Western district?", "Western"),
        ("Quelles sont les pertes du district Sud ?", "Sud"),
    ],
)
def test_what_the_paper_lacks_in_any_script_is_still_refused(question, missing):
    reason = _why(question)
    assert reason is not None and missing in reason


def test_an_ordinary_word_is_still_demanded_of_a_paper_in_the_questions_language():
    english = Vocabulary.of("We measured the losses in the Northern and the Southern networks.")
    reason = _why("What were the losses in the Industrial network?", english)
    assert reason is not None and "Industrial" in reason


# --- tables and charts --------------------------------------------------------------------------

BULGARIAN = _table(
    "Table 1",
    ["Район", "Дължина на мрежата, км", "Средна възраст, години", "Аварии"],
    [
        ["Централен", "212,4", "31", "148"],
        ["Северен", "156,8", "24", "87"],
        ["Младост", "98,3", "38", "112"],
    ],
    "Характеристики на топлопреносната мрежа по райони",
)


def test_a_row_named_by_its_transliteration_is_answered_from_that_row():
    answer = _ask("What is the average age of the network in the Mladost district?", BULGARIAN)
    first = answer.splitlines()[0]
    assert "38" in first and "31" not in first and "24" not in first


def test_a_row_named_with_the_papers_spelling_in_parentheses():
    answer = _ask("How many failures did the Central district (Tsentralen) have?", BULGARIAN)
    first = answer.splitlines()[0]
    assert "148" in first and "87" not in first


CHINESE = _table(
    "Table 2",
    ["菌株", "产量 (g/L)", "pH"],
    [["菌株3号", "12.4", "5.1"], ["菌株5号", "9.8", "4.7"], ["对照组", "6.1", "6.0"]],
    "不同菌株的发酵结果",
)


@pytest.mark.parametrize("question, value", [
    ("What pH did strain No. 3 reach?", "5.1"),
    ("What pH did the control reach?", "6.0"),
])  # fmt: skip
def test_a_numbered_or_control_row_in_chinese(question, value):
    first = _ask(question, CHINESE).splitlines()[0]
    assert value in first and "4.7" not in first


PORTUGUESE = _table(
    "Table 3",
    ["Tratamento", "Produtividade (t/ha)", "Açúcares (°Brix)"],
    [["Testemunha", "9,6", "21,4"], ["Desfolha precoce", "8,7", "22,3"]],
    "Produtividade e maturação por tratamento",
)


def test_the_control_row_is_the_languages_word_for_it():
    first = _ask("What °Brix did the control plots reach?", PORTUGUESE).splitlines()[0]
    assert "21,4" in first and "22,3" not in first


KOREAN_MONTHS = _figure(
    "Figure 1",
    [
        {
            "panel": None,
            "x": {"title": "", "log": False, "categories": ["Січ", "Лют", "Бер", "Кві", "Тра"]},
            "y": {"title": "Втрати, тис. Гкал", "log": False, "min": 0, "max": 50},
            "series": [
                {
                    "name": "2023/24",
                    "points": [
                        ["Січ", 41.5],
                        ["Лют", 37.2],
                        ["Бер", 30.1],
                        ["Кві", 19.6],
                        ["Тра", 9.0],
                    ],
                }
            ],
            "notes": [],
        }
    ],
    "Місячні втрати тепла",
)


def test_a_month_axis_in_ukrainian_answers_an_english_month():
    first = _ask(
        "What were the losses in February?", KOREAN_MONTHS, route=("figure", "text")
    ).splitlines()[0]
    assert "37.2" in first and "41.5" not in first


GREEK_LEGEND = _figure(
    "Figure 2",
    [
        {
            "panel": None,
            "x": {"title": "Ημέρες", "log": False, "min": 0, "max": 20},
            "y": {"title": "Αλκοόλη (%)", "log": False, "min": 0, "max": 18},
            "series": [
                {"name": "Μάρτυρας", "points": [[0, 0.0], [10, 8.1], [20, 12.0]]},
                {"name": "Στέλεχος 9", "points": [[0, 0.0], [10, 10.4], [20, 15.2]]},
            ],
            "notes": [],
        }
    ],
    "Πορεία της ζύμωσης",
)


def test_a_greek_legend_entry_for_the_control_is_the_control_curve():
    first = _ask(
        "What does Figure 2 show for the control on day 10?", GREEK_LEGEND, route=("figure", "text")
    ).splitlines()[0]
    assert "8.1" in first and "10.4" not in first


@pytest.mark.parametrize(
    "asked, labels, expected",
    [
        ("yeast No. 9", ["협회9호", "협회7호"], "협회"),
        ("strain Nr. 2", ["Stamm Nr. 2", "Stamm Nr. 4"], "stamm"),
        ("the southern plot", ["Działka południowa", "Działka północna"], "południowa"),
    ],
)
def test_label_aliases(asked, labels, expected):
    assert expected in label_aliases(f"What was measured for {asked}?", labels)


@pytest.mark.parametrize(
    "printed, month",
    [("Лют", 2), ("лютого", 2), ("stycznia", 1), ("Μαΐ", 5), ("gen", 1), ("ottobre", 10)],
)
def test_months_in_more_languages(printed, month):
    assert month_number(printed) == month


def test_a_polish_month_axis():
    assert month_axis(["sty", "lut", "mar", "kwi"]) == {1: "sty", 2: "lut", 3: "mar", 4: "kwi"}


# --- reference lists --------------------------------------------------------------------------


def test_a_ukrainian_reference_list_is_no_part_of_the_prose():
    page = (
        "Висновки. Втрати тепла зменшилися.\n"
        "Література\n"
        "1. Семенов В. Г. Теплові мережі. — К.: Наукова думка, 2019. — 312 с.\n"
        "2. Хаванов П. А. Оцінка втрат // Теплоенергетика. — 2021. — № 4. — С. 55–63.\n"
        "3. Іваненко О. Надійність мереж // Енергетика. — 2018. — № 2. — С. 12–20.\n"
    )
    prose, refs = split_references({1: page})
    assert "2021" in refs[1] and "2021" not in prose[1]


JAPANESE = _table(
    "Table 4",
    ["試験区", "グルコース (g/L)", "エタノール (%)"],
    [["対照区", "12.0", "8.4"], ["添加区", "3.5", "11.2"]],
    "発酵終了時の成分",
)


@pytest.mark.parametrize("question, value, other", [
    ("How much glucose remained in the control?", "12.0", "3.5"),
    ("What ethanol content did the control reach?", "8.4", "11.2"),
])  # fmt: skip
def test_a_katakana_loanword_header_and_a_control_row(question, value, other):
    first = _ask(question, JAPANESE).splitlines()[0]
    assert value in first and other not in first


POLISH_WEEK = _figure(
    "Figure 3",
    [
        {
            "panel": None,
            "x": {"title": "", "log": False, "categories": ["Pon.", "Wtorek", "Środa", "Sobota"]},
            "y": {"title": "Wypożyczenia", "log": False, "min": 0, "max": 900},
            "series": [
                {
                    "name": "2024",
                    "points": [["Pon.", 610], ["Wtorek", 640], ["Środa", 655], ["Sobota", 820]],
                }
            ],
            "notes": [],
        }
    ],
    "Wypożyczenia rowerów według dnia tygodnia",
)


def test_a_weekday_axis_in_polish_answers_an_english_weekday():
    first = _ask(
        "How many rentals were there on Saturday in Figure 3?", POLISH_WEEK, route=("figure",)
    ).splitlines()[0]
    assert "820" in first and "655" not in first


def test_an_acronym_is_not_a_chinese_syllable():
    chinese = Vocabulary.of("本文方法在LEVIR数据集上的F1为91.26，又有较高的精度。")
    reason = _why("What IoU does the method reach on LEVIR?", chinese)
    assert reason is not None and "IoU" in reason


# A merged strain cell centred over its two rows, read as a line of its own between them.
CENTRED = _table(
    "Table 5",
    ["菌株", "精米歩合", "アルコール分 (%)", "日本酒度"],
    [
        ["", "60%", "16.8", "+2.0"],
        ["酵母3号", "", "", ""],
        ["酵母3号", "40%", "16.5", "+3.5"],
        ["", "60%", "17.1", "+1.0"],
        ["酵母5号", "", "", ""],
        ["酵母5号", "40%", "16.9", "−1.5"],
    ],
    "製成酒の成分",
)


def test_a_group_label_line_is_not_the_row_asked():
    answer = _ask("What alcohol content did the sake from yeast No. 5 at 40% reach?", CENTRED)
    assert "16.9" in answer.splitlines()[0]
    answer = _ask("What alcohol content did the sake from yeast No. 5 at 60% reach?", CENTRED)
    assert "gives no value" not in answer


# --- the statistic asked as an adjective -------------------------------------------------------

# Fixture in Indonesian: each year's mean and maximum CO2 flux, the columns told apart only by the
# statistic's word ("rata-rata", "maksimum").
MALAY = _table(
    "Table 2",
    ["Tahun", "Fluks CO2 rata-rata (tan/hari)", "Fluks CO2 maksimum (tan/hari)"],
    [["2021", "182", "540"], ["2022", "205", "610"]],
    "Fluks gas mengikut tahun",
)


@pytest.mark.parametrize("question", [
    "Wie hoch war der mittlere CO2-Fluss im Jahr 2021?",
    "Каким был средний поток CO2 в 2021 году?",
    "Quel était le flux moyen de CO2 en 2021 ?",
])  # fmt: skip
def test_the_mean_asked_as_an_adjective_in_any_language_is_the_mean_column(question):
    first = _ask(question, MALAY).splitlines()[0]
    assert "182" in first and "540" not in first, first


def test_an_adjective_of_the_mean_names_the_labels_word_for_it():
    labels = ["Pelepasan rata-rata (tan/hari)", "Pelepasan maksimum (tan/hari)"]
    assert "rata" in label_aliases("Wie hoch war die mittlere Emission?", labels)
    assert "mean" in label_aliases("Какова средняя глубина?", ["Mean depth (m)", "Max (m)"])
    # (and an English question still meets the Russian word for the mean)
    labels = ["Среднее время устранения, ч", "Число повреждений"]
    assert "среднее" in label_aliases("How long did a repair take on average?", labels)


def test_a_belarusian_name_is_found_as_romanised_with_w() -> None:
    # ў is "w" in the names a question spells ("Pastavy", "Mstsislaw"), not anyascii's "u"
    printed = Readings("… у Пастаўскім і Мсціслаўскім раёнах …")
    assert printed.has("Pastavy") and printed.has("Mstsislaw")


@pytest.mark.parametrize(
    "asked, printed",
    [
        ("Polotsk", "Полацкага"),  # Belarusian а for an unstressed о
        ("Molodechno", "Маладзечна"),  # and дз for д before a soft vowel
        ("Grodno", "Гродна"),
        ("Baranovichi", "Баранавічы"),
        ("Smorgon", "Смаргонскім"),
        ("Kletsk", "Клецкага"),
    ],
)
def test_a_belarusian_name_is_found_by_its_russian_form(asked: str, printed: str) -> None:
    # English spells a Belarusian town the Russian way: "Polotsk" is Belarusian "Полацк"
    assert Readings(f"… у {printed} раёне і ў суседніх …").has(asked)


def test_a_name_its_digraphs_fold_short_is_found_with_an_ending() -> None:
    # "Shklow" keys to four letters ("sklu"): too few for a prefix, unless the word printed
    # begins with all of them
    printed = Readings("… у Шклоўскім і Крэўскім раёнах …")
    assert printed.has("Shklow")
    assert not printed.has("Minsk") and not printed.has("Navapolatsk")


def test_a_russian_form_is_not_read_into_a_ukrainian_text() -> None:
    # Ukrainian writes і but no ў: its a and o are not folded ("Aral" is no "Орал")
    assert not Readings("… у Пологівському районі …").has("Palahi")


def test_a_belarusian_legend_entry_is_named_by_its_russian_form() -> None:
    labels = ["Полацкая вобласць", "Магілёўская вобласць"]
    assert label_aliases("What did the Polotsk region harvest?", labels) == {"полацкая"}
    assert label_aliases("What did the Shklow district harvest?", ["Шклоўскі", "Крэўскі"]) == {
        "шклоўскі"
    }
