"""The typed records every part of PaperLens passes around."""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any, Literal

from pydantic import BaseModel, Field, field_validator

from paperlens.textclean import clean_text, clean_value

ChunkKind = Literal["text", "table", "figure", "reference"]
# "reference": a piece of the bibliography, searched only by questions about citations.
CHUNK_KINDS: tuple[ChunkKind, ...] = ("text", "table", "figure", "reference")
BBox = tuple[float, float, float, float]


def chunk_id(paper_id: str, kind: ChunkKind, page: int, index: int) -> str:
    """Stable id: the same paper always yields the same ids, so re-indexing overwrites."""
    return f"{paper_id[:16]}-{kind}-p{page}-{index}"


class Chunk(BaseModel):
    """One searchable piece of a paper: a passage, a table or a figure description."""

    chunk_id: str
    paper_id: str
    kind: ChunkKind
    page: int = Field(description="1-based, as a PDF viewer prints it.")
    text: str
    label: str | None = Field(None, description='"Table 2", "Figure 3"; None for text.')
    caption: str | None = None
    bbox: BBox | None = Field(None, description="PDF points (x0, y0, x1, y1) on the page.")
    image: str | None = Field(
        None, description="Figure crop file name inside the paper's figure folder."
    )
    extra: dict[str, Any] = Field(
        default_factory=dict, description="Kind-specific facts, e.g. whole_page_fallback, source."
    )

    @field_validator("text", "label", "caption")
    @classmethod
    def _safe_text(cls, value: str | None) -> str | None:
        """No NUL, noncharacter, bidi override or BOM is ever stored or shown (textclean.py)."""
        return clean_text(value) if value else value

    @field_validator("extra")
    @classmethod
    def _safe_extra(cls, value: dict[str, Any]) -> dict[str, Any]:
        """Table cells and chart series names come from the PDF's text too."""
        return clean_value(value) if value else value  # type: ignore[no-any-return]

    @property
    def tag(self) -> str:
        """Evidence tag shown to the answerer and parsed back from its answer: [Table 2, p.8]."""
        name = self.label or self.kind.capitalize()
        return f"[{name}, p.{self.page}]"

    def to_metadata(self) -> dict[str, str | int | float | bool]:
        """The one place a chunk is flattened to Chroma metadata (scalars only)."""
        meta: dict[str, str | int | float | bool] = {
            "paper_id": self.paper_id,
            "type": self.kind,
            "page": self.page,
        }
        if self.label:
            meta["label"] = self.label
        if self.caption:
            meta["caption"] = self.caption
        if self.bbox:
            meta["bbox"] = json.dumps([round(v, 2) for v in self.bbox])
        if self.image:
            meta["image"] = self.image
        if self.extra:
            meta["extra"] = json.dumps(self.extra)
        return meta

    @classmethod
    def from_metadata(cls, chunk_id: str, text: str, meta: dict[str, Any]) -> Chunk:
        bbox = json.loads(meta["bbox"]) if meta.get("bbox") else None
        return cls(
            chunk_id=chunk_id,
            paper_id=str(meta["paper_id"]),
            kind=meta["type"],
            page=int(meta["page"]),
            text=text,
            label=meta.get("label"),
            caption=meta.get("caption"),
            bbox=tuple(bbox) if bbox else None,
            image=meta.get("image"),
            extra=json.loads(meta["extra"]) if meta.get("extra") else {},
        )


def chunk_counts(chunks: Iterable[Chunk]) -> dict[str, int]:
    """What a paper card shows: passages by chunk, tables and figures as a reader counts them.

    One table stored as several chunks (``extra["part"]``, sharing its label) counts once.
    """
    counts: dict[str, int] = dict.fromkeys(CHUNK_KINDS, 0)
    labels: set[tuple[str, str]] = set()
    for c in chunks:
        if c.kind in ("table", "figure") and c.label:
            labels.add((c.kind, c.label))
        elif c.kind in ("table", "figure") and int(c.extra.get("part", 1)) > 1:
            continue  # a later part of an unlabelled table
        else:
            counts[c.kind] = counts.get(c.kind, 0) + 1
    for kind, _ in labels:
        counts[kind] += 1
    return counts


class ScoredChunk(BaseModel):
    chunk: Chunk
    score: float
    similarity: float | None = Field(
        None,
        description="Cosine of the question with the chunk's stored vector: lets the answerer "
        "weigh chunks by meaning without embedding anything at question time.",
    )


class Route(BaseModel):
    """Which chunk types (and labelled chunks) a question searches, and with which words."""

    types: list[ChunkKind]
    labels: list[str] = Field(default_factory=list)
    reason: str = ""
    dense_pending: list[str] = Field(
        default_factory=list,
        description="Papers searched by words and labels only where their vectors are missing, so dense search was incomplete: the vectors are still being computed, or the indexing budget ran out while embedding (the paper's warnings say how much).",
    )
    history_used: bool = Field(
        False,
        description="True when the question could not stand alone and earlier user turns joined "
        "its route and search.",
    )
    follow_up: str = Field(
        "", description='Why the history joined ("starts with \'and\'"), or "" when it did not.'
    )
    query: str = Field("", description="The words searched (the question, plus history if used).")


class Citation(BaseModel):
    type: ChunkKind
    page: int
    label: str | None
    paper_id: str
    paper_title: str | None = None
    chunk_id: str


class Evidence(BaseModel):
    chunk_id: str
    paper_id: str
    type: ChunkKind
    page: int
    label: str | None
    score: float
    text: str
    tag: str
    image_url: str | None = None

    @classmethod
    def of(cls, hit: ScoredChunk) -> Evidence:
        c = hit.chunk
        image_url = f"/papers/{c.paper_id}/figures/{c.chunk_id}.png" if c.image else None
        return cls(
            chunk_id=c.chunk_id,
            paper_id=c.paper_id,
            type=c.kind,
            page=c.page,
            label=c.label,
            score=round(hit.score, 6),
            text=c.text,
            tag=c.tag,
            image_url=image_url,
        )


class Turn(BaseModel):
    role: Literal["user", "assistant"]
    content: str


class Answer(BaseModel):
    answer: str
    citations: list[Citation]
    evidence: list[Evidence]
    route: Route
    abstained: bool = Field(False, description='True when the answer is "I don\'t know".')
    abstention_reason: str | None = Field(
        None,
        description='Why PaperLens did not answer, e.g. "the selected papers never mention '
        "'ImageNet'\"; None when it answered.",
    )
    provider: str = Field(
        description='Who answered, e.g. "local (extractive)" or "openai (gpt-4o-mini)".'
    )
