"""A question that only a number answers ("how long did the varroa drop last") takes, of the
quotes that match its words equally well, one that gives a number: a table's caption names the
drop, the methods sentence gives "a 3-day drop"."""

from __future__ import annotations

from answer_chunks import ask, table_chunk

from paperlens.answer.base import TaggedEvidence
from paperlens.answer.extractive import ExtractiveAnswerer
from paperlens.models import Chunk

TABLE = table_chunk(
    "Table 1",
    ["Apiary", "Colonies", "Varroa (mites/day)"],
    [["Dockside", "12", "4.2"], ["Old Town", "10", "6.8"]],
    "Apiaries, colonies and varroa drop, 2023",
)
METHODS = Chunk(
    chunk_id="p-text-1",
    paper_id="p",
    kind="text",
    page=1,
    text=(
        "Hives were weighed every two weeks with a hive scale. Varroa mites were counted on "
        "sticky boards after a 3-day drop in September. We did not measure pollen diversity."
    ),
)


def test_of_quotes_matched_alike_the_one_with_a_number_answers() -> None:
    # (the table's vector is the nearer, as the service stores them: its caption leads)
    evidence = [
        TaggedEvidence(tag=TABLE.tag, chunk=TABLE, similarity=0.84),
        TaggedEvidence(tag=METHODS.tag, chunk=METHODS, similarity=0.78),
    ]
    question = "How long did the varroa drop last?"
    answer = ExtractiveAnswerer().answer(question, evidence, "English")
    assert "3-day" in answer.splitlines()[0], answer


def test_no_quote_with_a_number_is_still_no_answer() -> None:
    answer = ask("How long did the varroa drop last?", TABLE)
    assert answer.startswith("I don't know"), answer
