"""Question sets: typed, validated on load, shipped as package data (``sets/*.json``).

Each item says where its answer is printed (gold evidence: page, chunk type, label), so a
score can tell "retrieved the wrong chunk" from "read the right chunk wrongly".
"""

from __future__ import annotations

import json
import re
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from paperlens.labels import kind_of
from paperlens.models import ChunkKind

# "~9.4..10": any number from 9.4 to 10, for values read off a chart (see scoring.phrase_found).
_RANGE_VARIANT = re.compile(r"^~\s*(-?\d+(?:\.\d+)?)\s*\.\.\s*(-?\d+(?:\.\d+)?)$")

Category = Literal["text", "table", "figure", "multilingual", "unanswerable"]
CATEGORY_ORDER: tuple[Category, ...] = ("text", "table", "figure", "multilingual", "unanswerable")


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class GoldEvidence(_Strict):
    """A chunk that holds the answer. ``label`` is required for tables and figures."""

    page: int = Field(ge=1, description="1-based page, as a PDF viewer prints it.")
    type: ChunkKind
    label: str | None = Field(
        None,
        description='Canonical label as stored: "Table 2", "Table IV", "Extended Data Table 3", '
        '"Figure 3", "Algorithm 1" (a text block); None for other text.',
    )

    @model_validator(mode="after")
    def _label_matches_type(self) -> GoldEvidence:
        if self.type in ("table", "figure"):
            # A table printed without a label is stored under its title ("Table of Quantum
            # Algorithms"); a label that names a kind must name this one.
            kind = kind_of(self.label) if self.label else None
            if not self.label or (kind is not None and kind != self.type):
                example = (
                    "Table 2' or 'Extended Data Table 3" if self.type == "table" else "Figure 2"
                )
                raise ValueError(
                    f"{self.type} evidence needs a label like '{example}' (or the title of an "
                    f"unlabelled table), got {self.label!r}"
                )
        elif self.label and kind_of(self.label) != "algorithm":
            raise ValueError(
                f"{self.type} evidence may only carry an algorithm label ('Algorithm 1'), "
                f"got {self.label!r}"
            )
        return self


class Question(_Strict):
    id: str = Field(pattern=r"^[a-z0-9][a-z0-9-]*$")
    question: str = Field(min_length=3)
    reference: str = Field(
        min_length=1, description="What a correct answer says; shown to the judge."
    )
    key_phrases: list[list[str]] = Field(
        default_factory=list,
        description='Facts a correct answer must state; each a list of acceptable variants ("~LOW..HIGH": any number in range).',
    )
    category: Category
    gold: list[GoldEvidence] = Field(
        default_factory=list, description="Any one of these holds the answer."
    )
    distractors: list[str] = Field(
        default_factory=list,
        description="Wrong alternatives a strict answer must not state: the other rows' values, "
        "the other legend entries (matched like key phrases).",
    )
    language: str = Field("en", description="ISO 639-1 code of the question.")
    note: str | None = Field(None, description="Why the item is built the way it is.")

    @model_validator(mode="after")
    def _consistent(self) -> Question:
        if self.category == "unanswerable":
            if self.key_phrases or self.gold or self.distractors:
                raise ValueError(
                    f"{self.id}: an unanswerable item has no key phrases, gold evidence or "
                    "distractors"
                )
            return self
        if any(not d.strip() for d in self.distractors):
            raise ValueError(f"{self.id}: a distractor must not be empty")
        variants = {v.strip().casefold() for vs in self.key_phrases for v in vs}
        clash = [d for d in self.distractors if d.strip().casefold() in variants]
        if clash:
            raise ValueError(f"{self.id}: distractors {clash} are also key phrase variants")
        # An answer may restate what was asked ("70–79 cm · Hængar" for "70-79 cm males"): a
        # distractor the question itself prints would score that as a wrong alternative.
        from paperlens_eval.scoring import distractors_stated  # (scoring reads this module)

        asked = distractors_stated(self.distractors, self.question)
        if asked:
            raise ValueError(f"{self.id}: distractors {asked} are printed in the question")
        if not self.key_phrases:
            raise ValueError(f"{self.id}: needs at least one key phrase")
        if any(
            not variants or any(not v.strip() for v in variants) for variants in self.key_phrases
        ):
            raise ValueError(f"{self.id}: every key phrase needs at least one non-empty variant")
        for variants in self.key_phrases:
            for v in variants:
                bounds = _RANGE_VARIANT.match(v.strip())
                if v.strip().startswith("~") and (
                    not bounds or float(bounds.group(1)) > float(bounds.group(2))
                ):
                    raise ValueError(
                        f"{self.id}: range variant {v!r} must read ~LOW..HIGH with LOW <= HIGH"
                    )
        if not self.gold:
            raise ValueError(f"{self.id}: needs gold evidence (page, type, label)")
        if self.category in ("text", "table", "figure") and not any(
            g.type == self.category for g in self.gold
        ):
            raise ValueError(
                f"{self.id}: a {self.category} question needs {self.category} gold evidence"
            )
        return self

    @property
    def answerable(self) -> bool:
        return self.category != "unanswerable"


class QuestionSet(_Strict):
    name: str
    title: str = Field(description="The paper's title.")
    arxiv_id: str | None = Field(
        None,
        pattern=r"^\d{4}\.\d{4,5}(v\d+)?$",
        description="Where to download the paper when the file is missing; None for papers not on arXiv.",
    )
    file: str = Field(
        description='Path under ../shared/papers/ ("corpus/densenet.pdf"), tried before arXiv.'
    )
    description: str = ""
    questions: list[Question] = Field(min_length=1)

    @model_validator(mode="after")
    def _unique_ids(self) -> QuestionSet:
        ids = [q.id for q in self.questions]
        dupes = sorted({i for i in ids if ids.count(i) > 1})
        if dupes:
            raise ValueError(f"duplicate question ids: {dupes}")
        return self

    def subset(self, ids: list[str]) -> QuestionSet:
        """The named questions, in the set's order; unknown ids are an error, not silently skipped."""
        known = {q.id for q in self.questions}
        unknown = [i for i in ids if i not in known]
        if unknown:
            raise ValueError(f"{self.name} has no question(s) {unknown}; known: {sorted(known)}")
        wanted = set(ids)
        return self.model_copy(update={"questions": [q for q in self.questions if q.id in wanted]})

    def categories(self) -> list[Category]:
        present = {q.category for q in self.questions}
        return [c for c in CATEGORY_ORDER if c in present]


def _bundled() -> dict[str, Traversable]:
    folder = resources.files("paperlens_eval") / "sets"
    return {p.name.removesuffix(".json"): p for p in folder.iterdir() if p.name.endswith(".json")}


def list_sets() -> list[str]:
    return sorted(_bundled())


# Names that stand for several bundled sets: "corpus" is every corpus-<paper> set.
GROUPS = {"corpus": "corpus-"}


def expand_sets(name: str) -> list[str]:
    """A set name, or a group name ("corpus"), as the bundled set names it stands for."""
    if name in GROUPS:
        found = [n for n in list_sets() if n.startswith(GROUPS[name])]
        if not found:
            raise ValueError(f"no bundled {name} sets (expected files named {GROUPS[name]}*.json)")
        return found
    return [name]


def load_set(name_or_path: str | Path) -> QuestionSet:
    """A bundled set by name (``attention-18``) or any JSON file with the same shape."""
    path = Path(name_or_path)
    if path.suffix == ".json" and path.is_file():
        return QuestionSet.model_validate(json.loads(path.read_text(encoding="utf-8")))
    bundled = _bundled()
    if str(name_or_path) not in bundled:
        raise ValueError(
            f"unknown question set {str(name_or_path)!r}; bundled sets: {', '.join(sorted(bundled))}, or pass a .json path"
        )
    return QuestionSet.model_validate(
        json.loads(bundled[str(name_or_path)].read_text(encoding="utf-8"))
    )
