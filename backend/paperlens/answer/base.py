"""What an answerer is given and what it must do."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Literal, Protocol

from paperlens.models import Chunk, Turn


@dataclass(frozen=True)
class TaggedEvidence:
    """One retrieved chunk as the answerer sees it: its tag, text and where it came from."""

    tag: str  # "[Table 2, p.8]", or "" when evidence tags are switched off (ablation)
    chunk: Chunk
    paper_title: str | None = None
    # the paper's language, where told surely on its text and a dictionary from English into
    # it is installed (``Vocabulary.dictionary_language``)
    paper_language: str | None = None
    similarity: float | None = None  # question · stored chunk vector; None when unknown
    # question · stored vector of each of its prose sentences (``sentences.sentence_text``
    # form), for those stored: the quote nearest in meaning where no word is shared
    sentence_similarity: dict[str, float] = field(default_factory=dict)
    # a table's notes, set as prose on its page apart from it ("b Equilibrium uptake at 40 °C"):
    # the condition its marked columns were measured at, retrieved or not
    footnotes: str = ""
    # the table's other parts, where it was stored as several (split over a page break or by
    # size): its rows are read whole, retrieved or not
    parts: tuple[Chunk, ...] = ()


FactKind = Literal[
    "lookup",
    "extreme",
    "difference",
    "sum",
    "mean",  # the mean of rows the question names alike, which no cell holds
    "share",  # one row's share of the row that sums the column
    "filter",  # the rows or points beyond a bound the question sets
    "chart",
    "missing",
    "not_read",
    "near_miss",
]


@dataclass(frozen=True)
class Fact:
    """A value computed from parsed table cells or a chart's series, with the working shown.

    ``statement`` answers in one sentence ("Transformer (big), BLEU EN-FR: 41.8");
    ``computation`` shows how ("41.8 − 41.0 = 0.8"; "" for a plain lookup). ``missing`` and
    ``not_read`` say what the evidence cannot give (an empty cell, a raster chart);
    ``near_miss`` that the entity asked about is there but with another quantity (the lake's
    ice-on dates, not its snow depth), which prose may still state."""

    kind: FactKind
    statement: str
    tag: str
    computation: str = ""
    source: str = ""  # "Table 2", "Figure 4 (left)"
    weight: float = 0.0  # question words the fact accounts for: ranks facts from two tables
    # a reason ``language.dont_know`` words in the question's language, about ``source``
    # ("raster": a chart drawn as a picture); "" when only the statement says it
    reason: str = ""
    # the row shown whole, no header read as the quantity asked: a guess that a source which
    # reads the quantity and lacks it (a chart's near miss) overrules
    whole_row: bool = False

    @property
    def answers(self) -> bool:
        return self.kind not in ("missing", "not_read", "near_miss")


class Answerer(Protocol):
    name: str

    def answer(
        self,
        question: str,
        evidence: Sequence[TaggedEvidence],
        language: str,
        history: Sequence[Turn] = (),
        facts: Sequence[Fact] = (),
    ) -> str:
        """The whole answer at once, citation tags included. ``language`` is the one to answer
        in (``language.answer_language``: "German", "Catalan"); ``facts`` are computed answers
        (table cells, chart series) to state with the evidence."""
        ...

    def stream(
        self,
        question: str,
        evidence: Sequence[TaggedEvidence],
        language: str,
        history: Sequence[Turn] = (),
        facts: Sequence[Fact] = (),
    ) -> Iterator[str]:
        """The answer as text pieces; joined they are the whole answer, citation tags included."""
        ...
