"""Evidence chunks built in memory for answer tests: a parsed table, a read chart, and the
question asked over them through the same path as the service (facts, then the answerer)."""

from __future__ import annotations

from paperlens.answer.base import TaggedEvidence
from paperlens.answer.compute import compute_facts
from paperlens.answer.extractive import ExtractiveAnswerer
from paperlens.answer.language import detect_language
from paperlens.models import Chunk


def table_chunk(label: str, columns: list[str], rows: list[list[str]], caption: str) -> Chunk:
    return Chunk(
        chunk_id=f"p-table-{label}",
        paper_id="p",
        kind="table",
        page=2,
        label=label,
        caption=caption,
        text=f"{label}: {caption}\n\n"
        + "\n".join("| " + " | ".join(r) + " |" for r in [columns, *rows]),
        extra={"columns": columns, "rows": rows},
    )


def figure_chunk(label: str, panels: list[dict], caption: str) -> Chunk:
    return Chunk(
        chunk_id=f"p-figure-{label}",
        paper_id="p",
        kind="figure",
        page=3,
        label=label,
        caption=caption,
        text=f"{label}: {caption}",
        extra={"chart_status": "read", "chart_data": panels},
    )


def ask(
    question: str,
    *chunks: Chunk,
    route: tuple[str, ...] = ("table", "text"),
    language: str | None = None,
    title: str | None = None,
    paper_language: str | None = None,
) -> str:
    """The answer to ``question`` over ``chunks`` of a paper titled ``title`` and written in
    ``paper_language`` (a CLDR code, as the service tells it); ``language`` defaults to the
    question's."""
    evidence = [
        TaggedEvidence(tag=c.tag, chunk=c, paper_title=title, paper_language=paper_language)
        for c in chunks
    ]
    facts = compute_facts(question, evidence, list(route))
    answerer = ExtractiveAnswerer()
    return answerer.answer(question, evidence, language or detect_language(question), facts=facts)


def ask_over_sentences(
    question: str, sentences: list[tuple[str, float]], similarity: float = 0.79
) -> str:
    """The answer to ``question`` over one text chunk of ``sentences``, each with its similarity
    to the question as the service reads it from the stored sentence vectors (the chunk's own
    is ``similarity``)."""
    text = " ".join(s for s, _ in sentences)
    chunk = Chunk(chunk_id="p-text-0", paper_id="p", kind="text", page=1, text=text)
    said = {" ".join(s.split()): sim for s, sim in sentences}
    evidence = [
        TaggedEvidence(
            tag="[Text, p.1]", chunk=chunk, similarity=similarity, sentence_similarity=said
        )
    ]
    return ExtractiveAnswerer().answer(question, evidence, detect_language(question))
