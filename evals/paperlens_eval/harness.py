"""Run a question set against PaperLens: ingest the paper, ask, score, judge, report.

The paper goes through ``PaperLens.ingest_pdf`` and every question through ``PaperLens.ask``:
the same pipeline the API serves, so a score describes the product, not a test double.
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from paperlens.models import CHUNK_KINDS, Answer, ChunkKind
from paperlens_eval.judge import Judge, Verdict, agreement, majority
from paperlens_eval.questions import Question, QuestionSet
from paperlens_eval.report import (
    CitedChunk,
    ConfigSummary,
    JudgeResult,
    PaperInfo,
    QuestionResult,
    Report,
    by_category,
    summarize,
)
from paperlens_eval.scoring import AbstentionClassifier, score_item

if TYPE_CHECKING:
    from paperlens.service import PaperLens
    from paperlens.settings import Settings

REPO_ROOT = Path(__file__).resolve().parents[2]
ARXIV_PDF_URL = "https://arxiv.org/pdf/{arxiv_id}"


class EvalError(RuntimeError):
    """A problem the user can fix (missing paper, bad set); the CLI prints it without a traceback."""


@dataclass(frozen=True)
class EvalConfig:
    name: str
    kinds: tuple[ChunkKind, ...]
    routing: bool
    tags: bool


FULL = EvalConfig("full system", CHUNK_KINDS, routing=True, tags=True)

# Each rung adds one capability to the one before; the last rung is the full system.
ABLATION_LADDER: tuple[EvalConfig, ...] = (
    EvalConfig("text only (baseline)", ("text",), routing=False, tags=False),
    EvalConfig("+ tables", ("text", "table"), routing=False, tags=False),
    EvalConfig("+ figures", ("text", "table", "figure"), routing=False, tags=False),
    # Routing also decides when reference lists are searched (questions about citations).
    EvalConfig("+ intent routing", CHUNK_KINDS, routing=True, tags=False),
    EvalConfig("+ evidence tags", CHUNK_KINDS, routing=True, tags=True),
)


# --------------------------------------------------------------------------- the paper


def paper_candidates(qset: QuestionSet, bases: Sequence[Path] | None = None) -> list[Path]:
    """Where a set's paper is looked for: ``../shared/papers/<file>`` beside the cwd and the repo."""
    bases = list(bases) if bases is not None else [Path.cwd(), REPO_ROOT]
    out: list[Path] = []
    for base in bases:
        for cand in (
            base.parent / "shared" / "papers" / qset.file,
            base / "shared" / "papers" / qset.file,
        ):
            if cand.resolve() not in [c.resolve() for c in out]:
                out.append(cand)
    return out


def load_paper(
    qset: QuestionSet,
    pdf: Path | None = None,
    *,
    bases: Sequence[Path] | None = None,
    download: bool = True,
    timeout_s: float = 60.0,
) -> tuple[bytes, str]:
    """The PDF bytes and where they came from: --pdf, else ../shared/papers, else arXiv."""
    if pdf is not None:
        if not pdf.is_file():
            raise EvalError(f"--pdf {pdf}: no such file")
        return pdf.read_bytes(), str(pdf)
    for cand in paper_candidates(qset, bases):
        if cand.is_file():
            return cand.read_bytes(), str(cand)
    tried = ", ".join(str(c) for c in paper_candidates(qset, bases))
    if qset.arxiv_id is None:
        raise EvalError(
            f"{qset.file} not found (tried {tried}) and it has no arXiv id; pass --pdf PATH"
        )
    url = ARXIV_PDF_URL.format(arxiv_id=qset.arxiv_id)
    if not download:
        raise EvalError(f"{qset.file} not found (tried {tried}); pass --pdf PATH")
    import httpx

    try:
        response = httpx.get(url, follow_redirects=True, timeout=timeout_s)
        response.raise_for_status()
    except httpx.HTTPError as exc:
        raise EvalError(
            f"{qset.file} not found (tried {tried}) and downloading {url} failed ({exc}); pass --pdf PATH"
        ) from exc
    if not response.content.startswith(b"%PDF"):
        raise EvalError(f"{url} did not return a PDF; pass --pdf PATH")
    return response.content, url


# --------------------------------------------------------------------------- one run


def _cited(answer: Answer) -> list[CitedChunk]:
    seen: dict[tuple[str, int, str | None], CitedChunk] = {}
    for c in answer.citations:
        seen.setdefault(
            (c.type, c.page, c.label), CitedChunk(type=c.type, page=c.page, label=c.label)
        )
    return list(seen.values())


@dataclass
class _Asked:
    question: Question
    answer: Answer | None
    error: str | None


def ask_all(
    lens: PaperLens, paper_id: str, questions: Sequence[Question], config: EvalConfig
) -> list[_Asked]:
    from paperlens.service import AskOptions

    options = AskOptions(kinds=config.kinds, routing=config.routing, tags=config.tags)
    out = []
    for q in questions:
        try:
            out.append(_Asked(q, lens.ask(q.question, [paper_id], options=options), None))
        except Exception as exc:  # a failing question is a scored failure, not a crashed run
            out.append(_Asked(q, None, f"{type(exc).__name__}: {exc}"))
    return out


def score_all(asked: Sequence[_Asked], classifier: AbstentionClassifier) -> list[QuestionResult]:
    verdicts = classifier.classify_many([a.answer.answer if a.answer else "" for a in asked])
    results = []
    for a, verdict in zip(asked, verdicts, strict=True):
        ans = a.answer
        text = ans.answer if ans else ""
        s = score_item(
            a.question,
            text,
            ans.citations if ans else [],
            ans.evidence if ans else [],
            verdict.label == "abstention",
        )
        if ans is None:  # the call failed: a miss, neither an abstention nor a hallucination
            s = replace(
                s,
                abstained=False,
                hallucinated=False,
                correct=False,
                strict=None if s.strict is None else False,
            )
        results.append(
            QuestionResult(
                id=a.question.id,
                category=a.question.category,
                language=a.question.language,
                question=a.question.question,
                answer=text,
                phrase_recall=s.phrase_recall,
                missing=s.missing,
                hit=s.hit,
                gold_rank=s.gold_rank,
                cited_gold=s.cited_gold,
                abstained=s.abstained,
                abstention_confidence=verdict.confidence,
                hallucinated=s.hallucinated,
                correct=s.correct,
                strict=s.strict,
                distractors=s.distractors,
                abstention_reason=ans.abstention_reason if ans else None,
                route=list(ans.route.types) if ans else [],
                citations=_cited(ans) if ans else [],
                error=a.error,
            )
        )
    return results


def judge_all(
    judge: Judge, asked: Sequence[_Asked], results: list[QuestionResult], repeats: int
) -> dict[str, object]:
    runs: list[list[Verdict]] = []
    for _ in range(max(1, repeats)):
        run = []
        for a in asked:
            if a.answer is None:
                run.append(Verdict(None, None, error="no answer to judge"))
                continue
            run.append(
                judge.judge(
                    a.question.question, a.question.reference, a.answer.answer, a.answer.evidence
                )
            )
        runs.append(run)
    for i, result in enumerate(results):
        per_item = [run[i] for run in runs]
        final = majority(per_item)
        result.judge = JudgeResult(
            faithful=final.faithful,
            covers=final.covers,
            reason=final.reason,
            error=final.error,
            runs=[{"faithful": v.faithful, "covers": v.covers} for v in per_item],
        )
    return {
        "model": judge.model,
        "seed": judge.seed,
        "repeats": len(runs),
        "agreement": agreement(runs) if len(runs) > 1 else None,
    }


def _config_summary(config: EvalConfig, results: Sequence[QuestionResult]) -> ConfigSummary:
    return ConfigSummary(
        name=config.name,
        kinds=list(config.kinds),
        routing=config.routing,
        tags=config.tags,
        overall=summarize(results),
        by_category=by_category(results),
    )


def evaluate(
    lens: PaperLens,
    qset: QuestionSet,
    paper_id: str,
    *,
    ablations: bool = False,
    judge: Judge | None = None,
    judge_repeats: int = 1,
    log: Callable[[str], None] = lambda _msg: None,
) -> Report:
    """Ask every question of an already indexed paper and build the report.

    With ``ablations`` the whole ladder runs; the per-question results are the last rung's
    (the full system). The judge grades the full system only.
    """
    record = lens.registry.paper(paper_id)
    if record is None:
        raise EvalError(f"paper {paper_id} is not indexed")
    classifier = AbstentionClassifier(lens.embedder)
    ladder = ABLATION_LADDER if ablations else (FULL,)
    summaries: list[ConfigSummary] = []
    asked: list[_Asked] = []
    results: list[QuestionResult] = []
    for config in ladder:
        log(f"asking {len(qset.questions)} questions: {config.name}")
        asked = ask_all(lens, paper_id, qset.questions, config)
        results = score_all(asked, classifier)
        summaries.append(_config_summary(config, results))
    judge_info = None
    if judge is not None:
        log(f"judging {len(results)} answers x {max(1, judge_repeats)} with {judge.model}")
        judge_info = judge_all(judge, asked, results, judge_repeats)
        summaries[-1] = _config_summary(ladder[-1], results)
    provider = next((a.answer.provider for a in asked if a.answer), lens.settings.active_provider)
    return Report(
        set=qset.name,
        title=qset.title,
        arxiv_id=qset.arxiv_id,
        paper=PaperInfo(
            paper_id=record.paper_id,
            title=record.title,
            pages=record.pages,
            counts=dict(record.counts),
        ),
        provider=provider,
        top_k=lens.settings.retrieval.top_k,
        config=summaries[-1],
        questions=results,
        by_category=by_category(results),
        overall=summarize(results),
        ablations=summaries if ablations else [],
        judge=judge_info,
    )


def run_eval(
    qset: QuestionSet,
    pdf_bytes: bytes,
    settings: Settings,
    *,
    filename: str | None = None,
    ablations: bool = False,
    judge: Judge | None = None,
    judge_repeats: int = 1,
    log: Callable[[str], None] = lambda _msg: None,
) -> Report:
    """Index the paper into a fresh, private data directory and evaluate it.

    A fresh directory (and embedded Chroma, whatever ``chroma_url`` says) keeps a run hermetic:
    no earlier index, and no writes to a shared server, so the same system gives the same numbers.
    """
    from paperlens.service import PaperLens

    with tempfile.TemporaryDirectory(prefix="paperlens-eval-") as tmp:
        private = settings.model_copy(update={"data_dir": Path(tmp), "chroma_url": None})
        lens = PaperLens(private)
        log(f"indexing {filename or qset.file}")
        paper = lens.ingest_pdf(pdf_bytes, filename=filename or qset.file)
        log(f"indexed {paper.title!r}: {paper.pages} pages, chunks {paper.counts}")
        return evaluate(
            lens,
            qset,
            paper.paper_id,
            ablations=ablations,
            judge=judge,
            judge_repeats=judge_repeats,
            log=log,
        )
