"""Caption and reference forms: every reader and the router share these, so each form a paper
prints must give the canonical label a reader stores and the key a question matches."""

from __future__ import annotations

import pytest

from paperlens.labels import (
    caption_label,
    caption_text,
    find_labels,
    kind_of,
    label_key,
    trailing_label,
)


@pytest.mark.parametrize(
    ("line", "label", "caption"),
    [
        ("Table 2: Error rates on CIFAR.", "Table 2", "Error rates on CIFAR."),
        ("TABLE IV", "Table IV", ""),
        ("TABLE IV. Results", "Table IV", "Results"),
        ("Tab. 3. Ablation", "Table 3", "Ablation"),
        ("Extended Data Table 3 | Supervised learning", "Extended Data Table 3", "Supervised learning"),
        ("Extended Data Table 6  | Results", "Extended Data Table 6", "Results"),
        ("Table S2. Cohort", "Table S2", "Cohort"),
        ("Table A1: Hyper-parameters", "Table A1", "Hyper-parameters"),
        ("表 1    算力度量方法的对比", "Table 1", "算力度量方法的对比"),
        ("表１ 结果", "Table 1", "结果"),
        ("표 2 실험 결과", "Table 2", "실험 결과"),
        ("Table 1\u3000Comparison of Computing Resource Metric", "Table 1", "Comparison of Computing Resource Metric"),
        ("Figure 5: Accuracy", "Figure 5", "Accuracy"),
        ("Fig. 5. Accuracy", "Figure 5", "Accuracy"),
        ("FIG. 5. Accuracy", "Figure 5", "Accuracy"),
        ("Fig 1. Differential methylation", "Figure 1", "Differential methylation"),
        ("图 5\u3000用户任务需求", "Figure 5", "用户任务需求"),
        ("그림 3 학습 곡선", "Figure 3", "학습 곡선"),
        ("Abbildung 4: Aufbau", "Figure 4", "Aufbau"),
        ("Abb. 4. Aufbau", "Figure 4", "Aufbau"),
        ("Extended Data Fig. 2 | Games", "Extended Data Figure 2", "Games"),
        ("Figure B.1: True roughness", "Figure B.1", "True roughness"),
        ("Figure 1 | Neural network training pipeline", "Figure 1", "Neural network training pipeline"),
        # Languages beyond the router's: Russian, Italian, Dutch, Polish, Czech, Turkish, Swedish.
        ("Рис. 1. Месячные тепловые потери", "Figure 1", "Месячные тепловые потери"),
        ("Рисунок 2 – Схема сети", "Figure 2", "Схема сети"),
        ("Таблица 3. Потери по районам", "Table 3", "Потери по районам"),
        ("Tabella 1: Resa per vitigno", "Table 1", "Resa per vitigno"),
        ("Figuur 4. Verloop van de afvoer", "Figure 4", "Verloop van de afvoer"),
        ("Tabel 2. Resultaten", "Table 2", "Resultaten"),
        ("Rys. 5. Schemat układu", "Figure 5", "Schemat układu"),
        ("Obrázek 3: Průběh teploty", "Figure 3", "Průběh teploty"),
        ("Tablo 2. Bulgular", "Table 2", "Bulgular"),
        ("Şekil 1. Deney düzeneği", "Figure 1", "Deney düzeneği"),
        ("Tabell 1. Resultat", "Table 1", "Resultat"),
        # Scripts set without spaces between words: the title may run on from the number.
        ("ตารางที่ 1ความยาวของคลอง", "Table 1", "ความยาวของคลอง"),
        ("รูปที่ 2 ค่าออกซิเจนละลาย", "Figure 2", "ค่าออกซิเจนละลาย"),
        ("តារាង 3 លទ្ធផល", "Table 3", "លទ្ធផល"),
        # Indic scripts, whose vowel signs are combining marks.
        ("चित्र 3: नदी का जल", "Figure 3", "नदी का जल"),
        ("সারণি 2. ফলাফল", "Table 2", "ফলাফল"),
    ],
)  # fmt: skip
def test_caption_forms_give_the_canonical_label(line: str, label: str, caption: str) -> None:
    m = caption_label(line)
    assert m is not None and m.label == label
    assert caption_text(line, m) == caption


@pytest.mark.parametrize(
    "line",
    [
        "Table 2 summarizes the results of all models",  # prose that starts a line
        "Tables 2 and 3 show the same trend",
        "Table 10(a) shows the results of melting",
        "Figure 3 shows",
        "Table G: List of dmCpGs",  # a letter is not a number
        "Tableau de bord",
        "Algorithm 1 Search for periodic data",  # needs a rule or bold label: strict=False
        "Figures are drawn with matplotlib.",
        "Таблицы 2 и 3 показывают",  # a plural opens prose in Russian too
        "Рис 3 показывает потери",
    ],
)
def test_prose_is_not_a_caption(line: str) -> None:
    assert caption_label(line) is None


def test_algorithm_captions_need_the_loose_form() -> None:
    m = caption_label("Algorithm 1 Search for periodic data", ("algorithm",), strict=False)
    assert m is not None and (m.kind, m.label) == ("algorithm", "Algorithm 1")
    assert caption_text("Algorithm 1 Search for periodic data", m) == "Search for periodic data"


@pytest.mark.parametrize(
    "line",
    ["Table 3 (continued): Error rates", "Table 4. (Continued)", "续表 1 结果", "TABLE II (cont.)"],
)
def test_continued_captions_are_marked(line: str) -> None:
    m = caption_label(line)
    assert m is not None and m.continued
    assert "ontinued" not in caption_text(line, m)


def test_caption_kinds_can_be_restricted() -> None:
    assert caption_label("Figure 2: x", ("table",)) is None
    assert caption_label("Table 2: x", ("table",)) is not None


def test_label_printed_at_the_end_of_a_caption() -> None:
    m = trailing_label("Distribution of the estimates for m = 64. Fig. 5.")
    assert m is not None and m.label == "Figure 5"
    assert trailing_label("The results are shown in Fig. 5.") is None
    assert trailing_label("Fig. 5.").label == "Figure 5"  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("printed", "asked"),
    [
        ("TABLE IV", "Table 4"),
        ("Table IV", "table iv"),
        ("表 1", "Table 1"),
        ("표 2", "table 2"),
        ("Tab. 3", "Table 3"),
        ("图 5", "Fig. 5"),
        ("그림 3", "Figure 3"),
        ("Abbildung 4", "Abb. 4"),
        ("Extended Data Fig. 2", "Extended Data Figure 2"),
        ("Extended Data Table 3", "extended data table 3"),
        ("TABLE IX", "Table 9"),
    ],
)
def test_any_form_of_a_label_finds_the_printed_one(printed: str, asked: str) -> None:
    assert label_key(printed) == label_key(asked)


def test_keys_keep_series_apart() -> None:
    assert label_key("Extended Data Table 3") != label_key("Table 3")
    assert label_key("Table S2") != label_key("Table 2")
    assert label_key("Algorithm 1") != label_key("Table 1")
    assert label_key("TABLE IV") == "table 4"


def test_labels_named_in_questions() -> None:
    assert find_labels("Which model is best in Table 4 and Fig. 3b?") == ["Table 4", "Figure 3"]
    assert find_labels("如表1所示，图2中的曲线") == ["Table 1", "Figure 2"]
    assert find_labels("그림 3에서 표 2의 값은?") == ["Figure 3", "Table 2"]
    assert find_labels("Compare Tables 2 and 3") == ["Table 2", "Table 3"]
    assert find_labels("What does Algorithm 1 compute?") == ["Algorithm 1"]
    assert find_labels("see S1 Table") == ["Table S1"]
    assert find_labels("in table iv") == ["Table IV"]
    assert find_labels("Was zeigt Abbildung 4?") == ["Figure 4"]
    # Words that merely contain the character, or a letter, are not labels.
    assert find_labels("这代表1种方法; the figure x axis; 발표 2") == []


def test_kind_of_a_label() -> None:
    assert kind_of("Extended Data Table 3") == "table"
    assert kind_of("Figure 2") == "figure"
    assert kind_of("Algorithm 1") == "algorithm"
    assert kind_of("Section 3") is None


def test_a_label_in_thai_prose_is_found_without_spaces_around_it() -> None:
    assert find_labels("คุณภาพน้ำต่ำที่สุด (ตารางที่ 1) และรูปที่ 2") == ["Table 1", "Figure 2"]
    assert label_key("ตารางที่ 1") == label_key("Table 1")
