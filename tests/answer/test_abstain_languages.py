""" "I don't know" where the paper lacks what a question asks, whatever the two languages.

- A paper that says it did not measure something says so in its own language: "Vi har ikke målt
  kundernes komfort" answers an English question about comfort with "I don't know", though no
  word of the question is printed there.
- A name is checked as printed, accents and all ("Châu Thành" is not "Hương Mỹ"), and in German,
  which capitalises every noun, by where it stands: "auf der Versuchsfläche Rouveen".
- A month asked without a year ("in December", "12月") of a paper that dates its tests by months,
  but never by that one.

Each case has a close question the paper does answer, which must still be answered.
"""

from __future__ import annotations

import pytest
from helpers import index_prose_papers

from paperlens.answer.abstain import check
from paperlens.answer.language import detect_language, is_abstention
from paperlens.service import PaperLens

DANISH_HEATING = (
    "Lavere returtemperatur i seks danske fjernvarmenet",
    [
        "Resumé. Vi fulgte seks danske fjernvarmenet fra 2021 til 2023.",
        "Metode. Fra januar 2022 fik kunderne i fem net en månedlig rapport om deres afkøling, "
        "og 741 anlæg fik et servicebesøg af en montør. Returtemperaturen er volumenvægtet "
        "over hele året. Vi har ikke målt kundernes komfort eller indetemperatur, og prisen "
        "på servicebesøgene indgår ikke.",
        "Resultater. Returtemperaturen faldt med 3,2 grader i de net, der fik besøg, og med "
        "0,4 grader i kontrolnettet. Fejlene var hyppigst i institutioner.",
    ],
)

DELTA_SALINITY = (
    "Salinity intrusion at river stations of the Mekong delta",
    [
        "Abstract. We report the dry-season salinity at monitoring stations along two "
        "branches of the Mekong delta in 2016, 2020 and 2024.",
        "Results. The maximum salinity at the Bình Đại station reached 30.1 ‰ in 2020, and at "
        "the Hương Mỹ station it reached 25.4 ‰. Upstream, the Châu Đốc station stayed fresh "
        "and the Thới Bình canal station reached 8.2 ‰.",
    ],
)

DUTCH_PEAT = (
    "Onderwaterdrainage en bodemdaling op vier veenweidepercelen",
    [
        "Samenvatting. Op vier proefpercelen is de bodemdaling met en zonder onderwaterdrainage "
        "gemeten van 2017 tot 2022.",
        "Materiaal en methode. Het veenpakket is 4,5 meter dik op het perceel Zegveld en "
        "1,2 meter op het perceel Aldeboarn. De drains liggen 20 cm onder het slootpeil.",
        "Resultaten. Onderwaterdrainage halveerde de bodemdaling bijna op het perceel met het "
        "dikste veen.",
    ],
)

PHONICS = (
    "A daily phonics programme and reading in Year 2",
    [
        "Abstract. We ran a cluster-randomised trial of a daily phonics programme in 24 "
        "primary schools.",
        "Methods. Reading comprehension was tested in September, before the programme, and "
        "again in June, at the end of the school year.",
        "Results. In June the intervention group reached a comprehension standard score of "
        "104.2, against 99.8 in the control group.",
    ],
)


@pytest.fixture(scope="module")
def papers(tmp_path_factory, embedder) -> tuple[PaperLens, dict[str, str]]:
    data = tmp_path_factory.mktemp("abstain-languages") / "data"
    return index_prose_papers(data, embedder, (DANISH_HEATING, DELTA_SALINITY, DUTCH_PEAT, PHONICS))


def _ask(papers, paper, question: str) -> str:
    lens, ids = papers
    return lens.ask(question, [ids[paper[0]]]).answer


CASES = [
    # (paper, must abstain, close question that must answer, what that answer states)
    (
        DANISH_HEATING,
        "How did the customers' indoor comfort change after the service visits?",
        "How many installations received a service visit?",
        "741",
    ),
    (
        DELTA_SALINITY,
        "What maximum salinity was recorded at the Châu Thành station?",
        "What maximum salinity was recorded at the Hương Mỹ station?",
        "25.4",
    ),
    (
        DUTCH_PEAT,
        "Wie dick ist die Torfschicht auf der Versuchsfläche Rouveen?",
        "Wie dick ist die Torfschicht auf der Versuchsfläche Zegveld?",
        None,
    ),
    (
        PHONICS,
        "What comprehension score did the intervention group reach in December?",
        "What comprehension score did the intervention group reach in June?",
        "104.2",
    ),
]


@pytest.mark.parametrize(
    ("paper", "absent", "present", "stated"), CASES, ids=[c[0][0][:24] for c in CASES]
)
def test_what_the_paper_lacks_is_not_known_and_what_it_has_is_answered(
    papers, paper, absent, present, stated
):
    refused = _ask(papers, paper, absent)
    assert is_abstention(refused), refused
    answered = _ask(papers, paper, present)
    assert not is_abstention(answered), answered
    if stated:
        assert stated in answered, answered


@pytest.mark.parametrize(
    ("question", "names"),
    [
        (
            "Wie viele Kupferstecher (Pityogenes chalcographus) wurden pro Falle gefangen?",
            "Pityogenes",
        ),
        ("Wie dick ist die Torfschicht auf der Versuchsfläche Rouveen?", "Rouveen"),
        ("干预组学生在12月的阅读理解标准分是多少？", "December"),
    ],
)
def test_the_reason_names_what_is_missing(question, names):
    text = " ".join(DUTCH_PEAT[1] + PHONICS[1])
    found = check(question, detect_language(question), text, frozenset())
    assert found is not None and names in found.reason


@pytest.mark.parametrize(
    "question",
    [
        # German nouns side by side that name no place: a measure and its substance
        "Wie viele Kilowattstunden Strom wurden im Jahr 2020 verbraucht?",
        "Wie hoch war die Hazard Ratio für Schlaganfall?",
    ],
)
def test_german_nouns_are_no_names(question):
    text = "In 2020 the plant used 4,200 kWh of electricity; the hazard ratio for stroke was 0.86."
    assert check(question, "German", text, frozenset()) is None
