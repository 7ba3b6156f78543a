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
    label: str | None = Field(None, description='"Table 2", "Figure 3"; None for text.')

    @model_validator(mode="after")
    def _label_matches_type(self) -> GoldEvidence:
        if self.type in ("table", "figure"):
            prefix = "Table " if self.type == "table" else "Figure "
            if not self.label or not self.label.startswith(prefix):
                raise ValueError(
                    f"{self.type} evidence needs a label like '{prefix}2', got {self.label!r}"
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
    language: str = Field("en", description="ISO 639-1 code of the question.")
    note: str | None = Field(None, description="Why the item is built the way it is.")

    @model_validator(mode="after")
    def _consistent(self) -> Question:
        if self.category == "unanswerable":
            if self.key_phrases or self.gold:
                raise ValueError(
                    f"{self.id}: an unanswerable item has no key phrases and no gold evidence"
                )
            return self
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
    arxiv_id: str = Field(pattern=r"^\d{4}\.\d{4,5}(v\d+)?$")
    file: str = Field(
        description="File name under ../shared/papers/, tried before downloading from arXiv."
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
