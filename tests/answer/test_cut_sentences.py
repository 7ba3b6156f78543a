"""A sentence a chunk boundary cut is as near to the question as its part that was embedded.

Chunks overlap, so a sentence cut at a boundary ("Netopiere sme | sčítavali každoročne v prvej
polovici februára.") is embedded twice: whole at the end of one chunk... or only in part, at the
start of the next. The answerer stitches the chunks and quotes the whole sentence; the question's
similarity to the part indexing stored counts for it. Without that, a Slovak sentence that
answers "In which month were the bats counted?" lost its lead to a sentence about the months
temperatures were logged, and the answer was "I don't know".
"""

from __future__ import annotations

from paperlens.answer.base import TaggedEvidence
from paperlens.answer.extractive import ExtractiveAnswerer
from paperlens.answer.language import detect_language, is_abstention
from paperlens.models import Chunk

_FIRST = (
    "Metodika. Sčítanie prebiehalo v piatich jaskyniach Slovenského krasu. "
    "Každá jaskyňa bola navštívená jedným tímom. Netopiere sme sčítavali každoročne"
)
_SECOND = (
    "sčítavali každoročne v prvej polovici februára. "
    "Teplotu vzduchu sme merali dataloggermi od novembra do marca. "
    "Uvedená teplota je priemer za január a február."
)
# The question's similarity to each stored sentence: the cut-off part of the counting sentence
# is the nearest; the whole sentence (never embedded whole) is only found by its part.
_SAID_FIRST = {
    "Metodika. Sčítanie prebiehalo v piatich jaskyniach Slovenského krasu.": 0.742,
    "Každá jaskyňa bola navštívená jedným tímom.": 0.738,
    "Netopiere sme sčítavali každoročne": 0.752,
}
_SAID_SECOND = {
    "sčítavali každoročne v prvej polovici februára.": 0.791,
    "Teplotu vzduchu sme merali dataloggermi od novembra do marca.": 0.784,
    "Uvedená teplota je priemer za január a február.": 0.745,
}


def _answer(question: str, *, cut: bool = True) -> str:
    second = (
        _SAID_SECOND
        if cut
        else {k: v for k, v in _SAID_SECOND.items() if not k.startswith("sčítavali")}
    )
    evidence = [
        TaggedEvidence(
            tag="[Text, p.1]",
            chunk=Chunk(chunk_id="p-text-0", paper_id="p", kind="text", page=1, text=_FIRST),
            similarity=0.75,
            sentence_similarity=_SAID_FIRST,
        ),
        TaggedEvidence(
            tag="[Text, p.1]",
            chunk=Chunk(chunk_id="p-text-1", paper_id="p", kind="text", page=1, text=_SECOND),
            similarity=0.75,
            sentence_similarity=second,
        ),
    ]
    return ExtractiveAnswerer().answer(question, evidence, detect_language(question))


def test_the_cut_sentence_answers_by_the_part_that_was_embedded():
    answer = _answer("In which month were the bats counted each year?")
    assert not is_abstention(answer), answer
    assert "Netopiere sme sčítavali každoročne v prvej polovici februára." in answer.splitlines()[0]


def test_without_the_part_no_sentence_stands_out_and_it_is_not_answered():
    # (the same evidence had indexing stored no vector for the cut-off part)
    answer = _answer("In which month were the bats counted each year?", cut=False)
    assert is_abstention(answer) or "februára" not in answer.splitlines()[0], answer


# An Icelandic sentence embedded whole at the end of one chunk and, cut, at the start of the next:
# the cut-off part names only "the northern area" and is nearer to a question about the northern
# area's water temperature than the whole sentence about fish lengths ever was.
_ICELANDIC = (
    "Við greindum aldur 7.352 þorska úr stofnmælingu botnfiska. "
    "Þorskur á suðursvæði var stærstur í öllum aldursflokkum; tíu ára fiskur var að meðaltali "
    "7,2 cm lengri en á norðursvæði."
)
_ICELANDIC_NEXT = (
    "var að meðaltali 7,2 cm lengri en á norðursvæði. "
    "Sjórinn fyrir sunnan og vestan land er hlýrri en fyrir norðan og austan. "
    "Hlutfall kynþroska fiska af sömu lengd hækkaði frá 2019 til 2023."
)
_ICELANDIC_SAID = {
    "Við greindum aldur 7.352 þorska úr stofnmælingu botnfiska.": 0.768,
    "Þorskur á suðursvæði var stærstur í öllum aldursflokkum; tíu ára fiskur var að meðaltali "
    "7,2 cm lengri en á norðursvæði.": 0.776,
}
_ICELANDIC_NEXT_SAID = {
    "var að meðaltali 7,2 cm lengri en á norðursvæði.": 0.796,
    "Sjórinn fyrir sunnan og vestan land er hlýrri en fyrir norðan og austan.": 0.770,
    "Hlutfall kynþroska fiska af sömu lengd hækkaði frá 2019 til 2023.": 0.742,
}


def test_a_cut_off_part_does_not_carry_the_whole_sentence_it_was_cut_from():
    evidence = [
        TaggedEvidence(
            tag="[Text, p.1]",
            chunk=Chunk(chunk_id=f"p-text-{i}", paper_id="p", kind="text", page=1, text=text),
            similarity=0.77,
            sentence_similarity=said,
        )
        for i, (text, said) in enumerate(
            [(_ICELANDIC, _ICELANDIC_SAID), (_ICELANDIC_NEXT, _ICELANDIC_NEXT_SAID)]
        )
    ]
    question = "What was the bottom water temperature on the northern ground?"
    answer = ExtractiveAnswerer().answer(question, evidence, detect_language(question))
    assert is_abstention(answer), answer
