"""The text next to a retrieved passage joins the evidence so that a sentence a chunk boundary
cut can be quoted whole; it is cited as that passage. Where a table on the same page was
retrieved first, the prose beside it is still cited as text, not as the table: a sentence about
the GPUs used is no part of Table I."""

from __future__ import annotations

from types import SimpleNamespace

from paperlens.answer.base import TaggedEvidence
from paperlens.models import Chunk
from paperlens.service import PaperLens


def _chunk(kind: str, n: int, text: str, label: str | None = None) -> Chunk:
    return Chunk(
        chunk_id=f"p-{kind}-p2-{n}", paper_id="p", kind=kind, page=2, label=label, text=text
    )


TABLE = _chunk("table", 0, "Table I: Word error rate on both benchmarks", "Table I")
BEFORE = _chunk("text", 0, "TABLE I WORD ERROR RATE. All systems start from the same encoder.")
PASSAGE = _chunk("text", 1, "We train for 40,000 steps on two NVIDIA A40 GPUs.")


def test_a_neighbour_of_a_text_passage_is_cited_as_text_beside_a_table() -> None:
    index = SimpleNamespace(neighbours=lambda chunks: [BEFORE])
    evidence = [
        TaggedEvidence(tag=TABLE.tag, chunk=TABLE, similarity=0.80),
        TaggedEvidence(tag=PASSAGE.tag, chunk=PASSAGE, similarity=0.85),
    ]
    lens = SimpleNamespace(_index_of=lambda paper_ids: index)  # the index of the papers
    [near] = PaperLens._neighbours(lens, evidence)  # type: ignore[arg-type]
    assert near.chunk is BEFORE
    assert near.tag == "[Text, p.2]"
    assert near.similarity is not None and abs(near.similarity - 0.84) < 1e-9
