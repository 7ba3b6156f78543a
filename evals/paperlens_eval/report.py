"""The evaluation report: typed results, their means, report.json, report.md and bar charts."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field

from paperlens_eval.questions import CATEGORY_ORDER


class CitedChunk(BaseModel):
    type: str
    page: int
    label: str | None = None


class JudgeResult(BaseModel):
    faithful: int | None
    covers: int | None
    reason: str = ""
    error: str | None = None
    runs: list[dict[str, int | None]] = Field(
        default_factory=list, description="Each repeat's verdict."
    )


class QuestionResult(BaseModel):
    id: str
    category: str
    language: str
    question: str
    answer: str
    phrase_recall: float | None
    missing: list[str]
    hit: bool | None
    gold_rank: int | None
    cited_gold: bool | None
    abstained: bool
    abstention_confidence: float
    hallucinated: bool
    correct: bool
    strict: bool | None = None
    distractors: list[str] = Field(
        default_factory=list, description="Wrong alternatives the answer stated."
    )
    abstention_reason: str | None = None
    route: list[str]
    citations: list[CitedChunk]
    error: str | None = None
    judge: JudgeResult | None = None


class Summary(BaseModel):
    """Means over a group of questions; None where no question in the group has the metric."""

    n: int
    phrase_recall: float | None
    strict: float | None = None
    hit_at_k: float | None
    citation_accuracy: float | None
    hallucination_rate: float | None
    abstention_rate: float | None
    accuracy: float | None
    abstained_unanswerable: float | None = Field(
        None, description="Share of unanswerable questions answered with I don't know."
    )
    abstained_answerable: float | None = Field(
        None, description="Share of answerable questions answered with I don't know (misses)."
    )
    faithful: float | None = None
    covers: float | None = None


class ConfigSummary(BaseModel):
    name: str
    kinds: list[str]
    routing: bool
    tags: bool
    overall: Summary
    by_category: dict[str, Summary]


class PaperInfo(BaseModel):
    paper_id: str
    title: str
    pages: int
    counts: dict[str, int]


class Report(BaseModel):
    set: str
    title: str
    arxiv_id: str | None
    paper: PaperInfo
    provider: str
    top_k: int
    config: ConfigSummary = Field(
        description="The configuration the per-question results are from."
    )
    questions: list[QuestionResult]
    by_category: dict[str, Summary]
    overall: Summary
    ablations: list[ConfigSummary] = Field(default_factory=list)
    judge: dict[str, Any] | None = Field(
        None, description="model, repeats and agreement between repeats."
    )


def _mean(values: Sequence[float | bool | int | None]) -> float | None:
    present = [float(v) for v in values if v is not None]
    return round(sum(present) / len(present), 4) if present else None


def summarize(results: Sequence[QuestionResult]) -> Summary:
    judged = [r.judge for r in results if r.judge is not None]
    return Summary(
        n=len(results),
        phrase_recall=_mean([r.phrase_recall for r in results]),
        strict=_mean([r.strict for r in results]),
        hit_at_k=_mean([r.hit for r in results]),
        citation_accuracy=_mean([r.cited_gold for r in results]),
        hallucination_rate=_mean([r.hallucinated for r in results]),
        abstention_rate=_mean([r.abstained for r in results]),
        accuracy=_mean([r.correct for r in results]),
        abstained_unanswerable=_mean(
            [r.abstained for r in results if r.category == "unanswerable"]
        ),
        abstained_answerable=_mean([r.abstained for r in results if r.category != "unanswerable"]),
        faithful=_mean([j.faithful for j in judged]) if judged else None,
        covers=_mean([j.covers for j in judged]) if judged else None,
    )


def by_category(results: Sequence[QuestionResult]) -> dict[str, Summary]:
    present = {r.category for r in results}
    order = [c for c in CATEGORY_ORDER if c in present] + sorted(present - set(CATEGORY_ORDER))
    return {c: summarize([r for r in results if r.category == c]) for c in order}


# --------------------------------------------------------------------------- markdown


def _pct(value: float | None) -> str:
    return "–" if value is None else f"{100 * value:.0f}%"


def _cell(text: str, limit: int = 140) -> str:
    text = " ".join(text.split()).replace("|", "\\|")
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _summary_columns(judged: bool) -> list[tuple[str, str]]:
    cols = [
        ("phrase_recall", "phrase recall"),
        ("strict", "strict"),
        ("hit_at_k", "hit@{k}"),
        ("citation_accuracy", "citation accuracy"),
        ("hallucination_rate", "hallucination rate"),
        ("abstention_rate", "abstention rate"),
        ("accuracy", "accuracy"),
    ]
    if judged:
        cols += [("faithful", "faithful (judge)"), ("covers", "covers (judge)")]
    return cols


def category_table(groups: dict[str, Summary], overall: Summary, k: int, judged: bool) -> str:
    cols = _summary_columns(judged)
    lines = [
        "| category | n | " + " | ".join(title.format(k=k) for _, title in cols) + " |",
        "|---|---:|" + "---:|" * len(cols),
    ]
    for name, s in [*groups.items(), ("**overall**", overall)]:
        lines.append(
            f"| {name} | {s.n} | " + " | ".join(_pct(getattr(s, key)) for key, _ in cols) + " |"
        )
    return "\n".join(lines)


def abstention_line(overall: Summary, results: Sequence[QuestionResult]) -> str:
    """The two abstention numbers that matter: how often it says "I don't know" when the paper
    has no answer, and how often when it has one."""
    unanswerable = [r for r in results if r.category == "unanswerable"]
    answerable = [r for r in results if r.category != "unanswerable"]
    said = sum(r.abstained for r in unanswerable)
    missed = sum(r.abstained for r in answerable)
    return (
        f'Abstention: {said}/{len(unanswerable)} unanswerable questions answered "I don\'t know" '
        f"({_pct(overall.abstained_unanswerable)}); {missed}/{len(answerable)} answerable ones "
        f"({_pct(overall.abstained_answerable)}, false abstentions)."
    )


def ablation_table(rows: Sequence[ConfigSummary], k: int) -> str:
    cats = [c for c in ("text", "table", "figure") if any(c in r.by_category for r in rows)]
    head = [
        "configuration",
        "chunk types",
        "routing",
        "tags",
        "phrase recall",
        f"hit@{k}",
        "citation accuracy",
        "hallucination rate",
    ]
    head += [f"recall: {c}" for c in cats]
    # Retrieval per category, so "+ intent routing" reads as hit@k with routing off vs on.
    head += [f"hit@{k}: {c}" for c in cats]
    lines = ["| " + " | ".join(head) + " |", "|---|---|---|---|" + "---:|" * (len(head) - 4)]
    for r in rows:
        o = r.overall
        cells = [
            r.name,
            "+".join(r.kinds),
            "on" if r.routing else "off",
            "on" if r.tags else "off",
            _pct(o.phrase_recall),
            _pct(o.hit_at_k),
            _pct(o.citation_accuracy),
            _pct(o.hallucination_rate),
        ]
        cells += [_pct(r.by_category[c].phrase_recall) if c in r.by_category else "–" for c in cats]
        cells += [_pct(r.by_category[c].hit_at_k) if c in r.by_category else "–" for c in cats]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def render_markdown(report: Report) -> str:
    judged = report.judge is not None
    p = report.paper
    counts = ", ".join(f"{v} {k}" for k, v in p.counts.items())
    out = [
        f"# PaperLens evaluation: {report.set}",
        "",
        f"Paper: *{report.title}*{f' (arXiv {report.arxiv_id})' if report.arxiv_id else ''}, "
        f"{p.pages} pages, indexed as {counts} chunks.  ",
        f"Answerer: {report.provider}; top-k = {report.top_k}; configuration: {report.config.name} "
        f"(chunk types {'+'.join(report.config.kinds)}, routing {'on' if report.config.routing else 'off'}, "
        f"tags {'on' if report.config.tags else 'off'}).",
        "",
        "## Results by category",
        "",
        category_table(report.by_category, report.overall, report.top_k, judged),
        "",
        abstention_line(report.overall, report.questions),
        "",
        "Phrase recall: share of required key phrases the answer states. "
        "Strict: the answer states every key phrase and none of the item's distractors (another "
        "row's value, another legend entry), and does not abstain. "
        f"hit@{report.top_k}: the gold chunk is among the retrieved evidence. Citation accuracy: the answer cites it. "
        "Hallucination rate: answers that make a statement yet miss a key phrase (or answer an unanswerable question). "
        "Accuracy: full recall, or an abstention where the paper has no answer.",
    ]
    if report.ablations:
        out += ["", "## Ablations", "", ablation_table(report.ablations, report.top_k)]
    if judged and report.judge:
        out += [
            "",
            "## Judge",
            "",
            f"Model {report.judge.get('model')}, {report.judge.get('repeats')} run(s) per answer, temperature 0, seed {report.judge.get('seed')}.",
        ]
        agreement = report.judge.get("agreement") or {}
        if agreement:
            out += ["", "| metric | all runs agree | pairwise agreement |", "|---|---:|---:|"]
            for metric, vals in agreement.items():
                out.append(
                    f"| {metric} | {_pct(vals.get('all_agree'))} | {_pct(vals.get('pairwise'))} |"
                )
        errors = sum(1 for q in report.questions if q.judge and q.judge.error)
        if errors:
            out += [
                "",
                f"{errors} judge call(s) failed or returned malformed JSON; those items are left out of the judged means.",
            ]
    out += [
        "",
        "## Questions",
        "",
        "| id | category | recall | strict | hit (rank) | cited | abstained | hallucinated | answer |",
        "|---|---|---:|---|---|---|---|---|---|",
    ]
    for q in report.questions:
        hit = "–" if q.hit is None else (f"yes ({q.gold_rank})" if q.hit else "no")
        cited = "–" if q.cited_gold is None else ("yes" if q.cited_gold else "no")
        recall = "–" if q.phrase_recall is None else f"{q.phrase_recall:.2f}"
        answer = f"ERROR: {q.error}" if q.error else q.answer
        strict = "–" if q.strict is None else ("yes" if q.strict else "no")
        if q.distractors:
            strict += f" (states {', '.join(q.distractors)})"
        out.append(
            f"| {q.id} | {q.category} | {recall} | {strict} | {hit} | {cited} | {'yes' if q.abstained else 'no'} | "
            f"{'yes' if q.hallucinated else 'no'} | {_cell(answer)} |"
        )
    return "\n".join(out) + "\n"


# --------------------------------------------------------------------------- charts


def _bar_chart(path: Path, title: str, labels: list[str], values: list[float | None]) -> None:
    from matplotlib.figure import Figure  # the object API renders with Agg; no pyplot global state

    fig = Figure(figsize=(6.0, 3.2), dpi=100)
    ax = fig.subplots()
    heights = [0.0 if v is None else 100 * v for v in values]
    bars = ax.bar(
        labels,
        heights,
        color=[
            "#4C72B0",
            "#55A868",
            "#8172B2",
            "#C44E52",
            "#CCB974",
            "#64B5CD",
            "#DD8452",
            "#937860",
        ][: len(labels)],
    )
    for bar, v in zip(bars, values, strict=True):
        ax.annotate(
            "n/a" if v is None else f"{100 * v:.0f}%",
            (bar.get_x() + bar.get_width() / 2, bar.get_height()),
            ha="center",
            va="bottom",
            fontsize=8,
        )
    ax.set_ylim(0, 110)
    ax.set_ylabel("%")
    ax.set_title(title, fontsize=10)
    ax.tick_params(axis="x", labelsize=8, rotation=20)
    fig.tight_layout()
    fig.savefig(path)


def write_charts(report: Report, out_dir: Path) -> list[Path]:
    """One bar chart per category (and one for the ablation ladder when it ran)."""
    cols = _summary_columns(report.judge is not None)
    paths = []
    for category, s in report.by_category.items():
        path = out_dir / f"chart-{category}.png"
        _bar_chart(
            path,
            f"{report.set}: {category} (n={s.n})",
            [t.format(k=report.top_k) for _, t in cols],
            [getattr(s, key) for key, _ in cols],
        )
        paths.append(path)
    if report.ablations:
        path = out_dir / "chart-ablations.png"
        _bar_chart(
            path,
            f"{report.set}: phrase recall per configuration",
            [r.name for r in report.ablations],
            [r.overall.phrase_recall for r in report.ablations],
        )
        paths.append(path)
    return paths


def write_report(report: Report, out_dir: Path) -> list[Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    json_path = out_dir / "report.json"
    json_path.write_text(report.model_dump_json(indent=2) + "\n", encoding="utf-8")
    md_path = out_dir / "report.md"
    md_path.write_text(render_markdown(report), encoding="utf-8")
    return [json_path, md_path, *write_charts(report, out_dir)]


def combined_markdown(reports: Sequence[Report]) -> str:
    """Several sets (``--set corpus``) as one report: every question pooled by category, then one
    row per set."""
    results = [q for r in reports for q in r.questions]
    k = reports[0].top_k if reports else 0
    judged = any(r.judge for r in reports)
    groups = by_category(results)
    overall = summarize(results)
    cols = _summary_columns(judged)
    lines = [
        f"# PaperLens evaluation: {len(reports)} sets, {len(results)} questions",
        "",
        f"Answerer: {reports[0].provider if reports else '–'}; top-k = {k}.",
        "",
        "## All questions, by category",
        "",
        category_table(groups, overall, k, judged),
        "",
        abstention_line(overall, results),
        "",
        "## By set",
        "",
        "| set | n | " + " | ".join(title.format(k=k) for _, title in cols) + " |",
        "|---|---:|" + "---:|" * len(cols),
    ]
    for r in reports:
        o = r.overall
        lines.append(
            f"| {r.set} | {o.n} | " + " | ".join(_pct(getattr(o, key)) for key, _ in cols) + " |"
        )
    return "\n".join(lines) + "\n"
