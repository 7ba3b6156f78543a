"""LLM judge: is an answer faithful to its evidence, and does it cover the reference's key points?

Phrase recall misses paraphrases ("six layers" in words it has no variant for) and cannot see an
answer that states the right number from the wrong source. The judge reads meaning, in any
language, and is run at temperature 0 with a fixed seed; ``--judge-repeats`` measures how often
repeated runs agree, so a reader knows how much a judged score can be trusted.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import TYPE_CHECKING, Any

from paperlens.models import Evidence

if TYPE_CHECKING:
    from paperlens.settings import Settings

METRICS = ("faithful", "covers")

JUDGE_SYSTEM_PROMPT = """You grade answers given by a paper-reading assistant. You get the question, \
a reference answer written by a person who read the paper, the evidence the assistant retrieved, \
and the assistant's answer. Grade two things, each 0 or 1:

- faithful: 1 if every factual claim in the answer is supported by the retrieved evidence (an answer \
that says the evidence does not contain the answer is faithful when that is true); 0 if the answer \
states anything the evidence does not support, even if it happens to be true.
- covers: 1 if the answer states the key points of the reference answer (same facts and numbers; \
wording, number format and language may differ); 0 if it misses or contradicts a key point. When the \
reference says the paper does not answer the question, covers is 1 only if the answer says so too.

Judge meaning, not wording: the question, reference and answer may be in different languages. \
Reply with a JSON object only: {"faithful": 0 or 1, "covers": 0 or 1, "reason": "<one sentence>"}."""

JUDGE_USER_PROMPT = """Question:
{question}

Reference answer:
{reference}

Retrieved evidence:
{evidence}

Answer to grade:
{answer}"""

EVIDENCE_CHARS = 1500  # per chunk: a table or a figure description fits; the prompt stays small


@dataclass(frozen=True)
class Verdict:
    faithful: int | None
    covers: int | None
    reason: str = ""
    error: str | None = None


def format_evidence(evidence: Sequence[Evidence]) -> str:
    if not evidence:
        return "(no evidence was retrieved)"
    parts = []
    for ev in evidence:
        text = ev.text if len(ev.text) <= EVIDENCE_CHARS else ev.text[:EVIDENCE_CHARS] + " …"
        parts.append(f"{ev.tag}\n{text}")
    return "\n\n".join(parts)


_FENCE = re.compile(r"^```(?:json)?\s*|\s*```$", re.I)


def _as_bit(value: Any) -> int | None:
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, int | float) and value in (0, 1):
        return int(value)
    if isinstance(value, str) and value.strip().lower() in ("0", "1", "true", "false", "yes", "no"):
        return int(value.strip().lower() in ("1", "true", "yes"))
    return None


def parse_verdict(content: str) -> Verdict:
    """Read the judge's JSON; a malformed reply becomes a verdict with ``error`` set, not a crash."""
    text = _FENCE.sub("", (content or "").strip())
    match = re.search(r"\{.*\}", text, re.S)
    try:
        data = json.loads(match.group(0) if match else text)
    except (json.JSONDecodeError, TypeError):
        return Verdict(None, None, error=f"judge reply is not JSON: {content[:200]!r}")
    if not isinstance(data, dict):
        return Verdict(None, None, error=f"judge reply is not a JSON object: {content[:200]!r}")
    faithful, covers = _as_bit(data.get("faithful")), _as_bit(data.get("covers"))
    error = (
        None
        if faithful is not None and covers is not None
        else f"judge reply lacks 0/1 fields: {content[:200]!r}"
    )
    return Verdict(faithful, covers, str(data.get("reason", ""))[:500], error)


class Judge:
    """Grades answers through any OpenAI-compatible chat endpoint (the configured provider)."""

    def __init__(self, settings: Settings, client: Any | None = None) -> None:
        if client is None:
            from openai import OpenAI

            client = OpenAI(**settings.openai_client_kwargs())  # type: ignore[arg-type]
        self._client: Any = client
        self.model = settings.llm.chat_model
        self.seed = settings.llm.seed

    def messages(
        self, question: str, reference: str, answer: str, evidence: Sequence[Evidence]
    ) -> list[dict[str, str]]:
        user = JUDGE_USER_PROMPT.format(
            question=question,
            reference=reference,
            evidence=format_evidence(evidence),
            answer=answer or "(empty answer)",
        )
        return [
            {"role": "system", "content": JUDGE_SYSTEM_PROMPT},
            {"role": "user", "content": user},
        ]

    def judge(
        self, question: str, reference: str, answer: str, evidence: Sequence[Evidence]
    ) -> Verdict:
        try:
            response = self._client.chat.completions.create(
                model=self.model,
                messages=self.messages(question, reference, answer, evidence),
                temperature=0.0,
                seed=self.seed,
                response_format={"type": "json_object"},
            )
        except Exception as exc:  # one failed call must not sink a whole evaluation run
            return Verdict(None, None, error=f"judge call failed: {type(exc).__name__}: {exc}")
        return parse_verdict(response.choices[0].message.content or "")


def majority(verdicts: Sequence[Verdict]) -> Verdict:
    """One verdict from repeats: the majority per metric; a tie counts as 0 (not shown to hold)."""
    out: dict[str, int | None] = {}
    for metric in METRICS:
        votes = [getattr(v, metric) for v in verdicts if getattr(v, metric) is not None]
        out[metric] = None if not votes else int(sum(votes) * 2 > len(votes))
    errors = [v.error for v in verdicts if v.error]
    reason = next((v.reason for v in verdicts if v.reason), "")
    return Verdict(out["faithful"], out["covers"], reason, errors[0] if errors else None)


def agreement(runs: Sequence[Sequence[Verdict]]) -> dict[str, dict[str, float | None]]:
    """How often repeated judging agrees, per metric.

    ``runs[r][i]`` is run r's verdict on item i. ``all_agree``: share of items on which every run
    gave the same verdict; ``pairwise``: share of (run, run, item) pairs that agree. Items a run
    failed to judge are left out. None when fewer than two runs judged anything.
    """
    result: dict[str, dict[str, float | None]] = {}
    n_items = min((len(r) for r in runs), default=0)
    for metric in METRICS:
        unanimous = judged = 0
        pairs_agree = pairs = 0
        for i in range(n_items):
            votes = [getattr(run[i], metric) for run in runs if getattr(run[i], metric) is not None]
            if len(votes) < 2:
                continue
            judged += 1
            unanimous += len(set(votes)) == 1
            for a, b in combinations(votes, 2):
                pairs += 1
                pairs_agree += a == b
        result[metric] = {
            "all_agree": round(unanimous / judged, 4) if judged else None,
            "pairwise": round(pairs_agree / pairs, 4) if pairs else None,
        }
    return result
