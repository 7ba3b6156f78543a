"""Citations are parsed from the tags an answer actually used, not copied from retrieval."""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence

from paperlens.answer.base import TaggedEvidence
from paperlens.models import Citation

log = logging.getLogger(__name__)

# One bracket may hold several tags: "[Table 2, p.8; Text, p.7]".
_BRACKET = re.compile(r"\[([^\[\]]{3,200})\]")
_TAG = re.compile(
    r"^\s*(?P<name>[^,;]+?)\s*,\s*p(?:age|\.)?\s*(?P<page>\d+)(?:\s*,\s*paper\s*(?P<paper>\d+))?\s*$",
    re.I,
)


def _key(name: str, page: str, paper: str | None) -> tuple[str, int, str | None]:
    return (re.sub(r"\s+", " ", name).strip().lower(), int(page), paper)


def tags_in(answer: str) -> list[tuple[str, int, str | None]]:
    found = []
    for bracket in _BRACKET.findall(answer):
        for part in re.split(r"\s*;\s*", bracket):
            match = _TAG.match(part)
            if match:
                found.append(_key(match["name"], match["page"], match["paper"]))
    return found


def parse_citations(answer: str, evidence: Sequence[TaggedEvidence]) -> list[Citation]:
    """One citation per distinct tag used, mapped to the best-ranked chunk that carries it."""
    by_tag: dict[tuple[str, int, str | None], TaggedEvidence] = {}
    for item in evidence:
        for parsed in tags_in(item.tag) if item.tag else []:
            by_tag.setdefault(parsed, item)
    citations: list[Citation] = []
    for tag in dict.fromkeys(tags_in(answer)):
        found = by_tag.get(tag)
        if found is None:
            log.warning("answer cited %s, which matches no retrieved chunk; dropped", tag)
            continue
        c = found.chunk
        citations.append(
            Citation(
                type=c.kind,
                page=c.page,
                label=c.label,
                paper_id=c.paper_id,
                paper_title=found.paper_title,
                chunk_id=c.chunk_id,
            )
        )
    return citations
