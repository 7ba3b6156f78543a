"""What an answerer is given and what it must do."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Protocol

from paperlens.models import Chunk, Turn


@dataclass(frozen=True)
class TaggedEvidence:
    """One retrieved chunk as the answerer sees it: its tag, text and where it came from."""

    tag: str  # "[Table 2, p.8]", or "" when evidence tags are switched off (ablation)
    chunk: Chunk
    paper_title: str | None = None


class Answerer(Protocol):
    name: str

    def answer(
        self,
        question: str,
        evidence: Sequence[TaggedEvidence],
        language: str,
        history: Sequence[Turn] = (),
    ) -> str:
        """The whole answer at once, citation tags included."""
        ...

    def stream(
        self,
        question: str,
        evidence: Sequence[TaggedEvidence],
        language: str,
        history: Sequence[Turn] = (),
    ) -> Iterator[str]:
        """The answer as text pieces; joined they are the whole answer, citation tags included."""
        ...
