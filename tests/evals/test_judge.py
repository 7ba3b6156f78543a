"""The LLM judge against a local OpenAI-compatible server, over real HTTP."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from fakes.openai_server import FakeOpenAI, text_of

from paperlens.models import Answer, Evidence, Route
from paperlens.settings import Settings
from paperlens_eval import load_set
from paperlens_eval.harness import _Asked, judge_all, score_all
from paperlens_eval.judge import Judge, Verdict, agreement, majority, parse_verdict
from paperlens_eval.report import summarize

QUESTIONS = {q.id: q for q in load_set("attention-18").questions}
EVIDENCE = Evidence(
    chunk_id="c-table-8",
    paper_id="p",
    type="table",
    page=8,
    label="Table 2",
    score=0.9,
    text="Table 2: ... | Transformer (big) | 28.4 | 41.8 | 2.3 · 10^19 |",
    tag="[Table 2, p.8]",
)


@pytest.fixture
def fake() -> Iterator[FakeOpenAI]:
    with FakeOpenAI() as server:
        yield server


@pytest.fixture
def judge(fake: FakeOpenAI, tmp_path: Path) -> Judge:
    settings = Settings(
        data_dir=tmp_path,
        provider="openai",
        openai_base_url=fake.base_url,
        llm={"chat_model": "judge-model", "seed": 1234},
    )  # type: ignore[arg-type]
    return Judge(settings)


def test_judge_request_is_deterministic_json_and_carries_evidence_and_reference(
    fake: FakeOpenAI, judge: Judge
) -> None:
    fake.replies.append('{"faithful": 1, "covers": 0, "reason": "misses the number"}')
    q = QUESTIONS["table-bleu-enfr"]
    verdict = judge.judge(q.question, q.reference, "The big model does well on EN-FR.", [EVIDENCE])

    assert verdict == Verdict(faithful=1, covers=0, reason="misses the number")
    (request,) = fake.chat_requests()
    assert request["model"] == "judge-model"
    assert request["temperature"] == 0
    assert request["seed"] == 1234
    assert request["response_format"] == {"type": "json_object"}
    prompt = text_of(request)
    for part in (
        q.question,
        q.reference,
        "The big model does well on EN-FR.",
        "[Table 2, p.8]",
        "2.3 · 10^19",
    ):
        assert part in prompt
    assert "language" in prompt  # the judge is told to grade meaning across languages


def test_malformed_or_fenced_replies() -> None:
    assert parse_verdict('```json\n{"faithful": true, "covers": "1"}\n```') == Verdict(1, 1, "")
    broken = parse_verdict("Looks right to me.")
    assert broken.faithful is None and broken.covers is None and "not JSON" in (broken.error or "")
    assert parse_verdict('{"faithful": 2, "covers": 1}').error


def test_repeats_are_majority_voted_and_their_agreement_reported(
    fake: FakeOpenAI, judge: Judge
) -> None:
    items = [QUESTIONS["table-bleu-enfr"], QUESTIONS["text-warmup"]]
    asked = [
        _Asked(
            q,
            Answer(
                answer=a,
                citations=[],
                evidence=[EVIDENCE],
                route=Route(types=["text"]),
                provider="x",
            ),
            None,
        )
        for q, a in zip(items, ["41.8 BLEU [Table 2, p.8].", "4000 warmup steps."], strict=True)
    ]

    class AllStatements:
        def classify_many(self, answers: list[str]) -> list[object]:
            from paperlens_eval.scoring import AbstentionVerdict

            return [AbstentionVerdict("statement", 1.0) for _ in answers]

    results = score_all(asked, AllStatements())  # type: ignore[arg-type]
    # Three runs over two items: item 1 always (1, 1); item 2 covers flips 1, 0, 0.
    for covers in (1, 0, 0):
        fake.replies.append(json.dumps({"faithful": 1, "covers": 1, "reason": "ok"}))
        fake.replies.append(json.dumps({"faithful": 1, "covers": covers, "reason": "?"}))
    info = judge_all(judge, asked, results, repeats=3)

    assert len(fake.chat_requests()) == 6
    assert info["repeats"] == 3 and info["model"] == "judge-model"
    assert info["agreement"] == {
        "faithful": {"all_agree": 1.0, "pairwise": 1.0},
        "covers": {"all_agree": 0.5, "pairwise": round(4 / 6, 4)},
    }
    assert [r.judge.covers for r in results if r.judge] == [1, 0]
    assert results[1].judge is not None and results[1].judge.runs == [
        {"faithful": 1, "covers": 1},
        {"faithful": 1, "covers": 0},
        {"faithful": 1, "covers": 0},
    ]
    assert summarize(results).covers == 0.5


def test_majority_breaks_ties_towards_zero_and_skips_failed_runs() -> None:
    runs = [Verdict(1, 1), Verdict(0, None, error="timeout")]
    assert majority(runs).faithful == 0 and majority(runs).covers == 1
    assert (
        agreement([[Verdict(1, 1)], [Verdict(None, None, error="x")]])["faithful"]["all_agree"]
        is None
    )


def test_a_failed_judge_call_is_recorded_not_raised(fake: FakeOpenAI, tmp_path: Path) -> None:
    settings = Settings(
        data_dir=tmp_path, provider="openai", openai_base_url=fake.base_url, llm={"max_retries": 0}
    )  # type: ignore[arg-type]
    fake.fail_next.append(500)
    verdict = Judge(settings).judge("q", "r", "a", [])
    assert verdict.faithful is None and "failed" in (verdict.error or "")
