"""The bundled sets, the harness and `paperlens eval`, up to an end-to-end run on the real paper."""

from __future__ import annotations

import argparse
import json
from collections import Counter
from pathlib import Path

import pymupdf
import pytest
from helpers import real_paper

from paperlens.embeddings import LocalE5Embedder
from paperlens.service import PaperLens
from paperlens_eval import list_sets, load_set
from paperlens_eval.cli import add_arguments, main
from paperlens_eval.harness import EvalError, _Asked, evaluate, load_paper, score_all
from paperlens_eval.report import (
    CitedChunk,
    ConfigSummary,
    PaperInfo,
    QuestionResult,
    Report,
    by_category,
    summarize,
    write_report,
)
from paperlens_eval.scoring import AbstentionClassifier, phrase_found


def test_bundled_sets_have_the_promised_shape() -> None:
    assert {"attention-18", "resnet-charts"} <= set(list_sets())
    attention = load_set("attention-18")
    counts = Counter(q.category for q in attention.questions)
    assert (counts["text"], counts["table"], counts["figure"]) == (6, 6, 6)
    assert counts["unanswerable"] >= 2
    assert sum(q.language == "ko" for q in attention.questions) >= 2
    assert {g.label for q in attention.questions for g in q.gold if g.type == "table"} == {
        f"Table {i}" for i in range(1, 5)
    }
    assert {g.label for q in attention.questions for g in q.gold if g.type == "figure"} == {
        f"Figure {i}" for i in range(1, 6)
    }
    charts = load_set("resnet-charts")
    assert len(charts.questions) == 6 and {q.category for q in charts.questions} == {"figure"}
    assert {g.label for q in charts.questions for g in q.gold} == {
        "Figure 1",
        "Figure 4",
        "Figure 6",
    }


@pytest.mark.parametrize("name", ["attention-18", "resnet-charts"])
def test_gold_labels_and_key_numbers_are_printed_on_the_gold_pages(name: str) -> None:
    """Every table/figure label is captioned on its gold page, and every key phrase of a text or
    table question is printed there (the raster figures and chart readings are checked by hand)."""
    qset = load_set(name)
    doc = pymupdf.open(real_paper(qset.file))
    for q in qset.questions:
        for g in q.gold:
            page = doc[g.page - 1].get_text()
            assert g.label is None or f"{g.label}:" in page or f"{g.label}." in page, (
                q.id,
                g,
            )  # the caption
        if q.category in ("text", "table", "multilingual"):
            pages = " ".join(doc[g.page - 1].get_text() for g in q.gold)
            for variants in q.key_phrases:
                assert phrase_found(variants, pages), (q.id, variants)


def test_the_en_fr_table_question_follows_the_table_not_the_prose() -> None:
    """This copy's Section 6.1 says 41.0 where Table 2 says 41.8."""
    q = next(q for q in load_set("attention-18").questions if q.id == "table-bleu-enfr")
    assert phrase_found(q.key_phrases[0], "41.8") and not phrase_found(q.key_phrases[0], "41.0")


def test_subset_keeps_order_and_rejects_unknown_ids() -> None:
    qset = load_set("attention-18")
    assert [q.id for q in qset.subset(["table-parsing", "text-heads"]).questions] == [
        "text-heads",
        "table-parsing",
    ]
    with pytest.raises(ValueError, match="no-such-id"):
        qset.subset(["no-such-id"])
    with pytest.raises(ValueError, match="unknown question set"):
        load_set("no-such-set")


def test_the_paper_comes_from_pdf_then_shared_papers_then_nowhere_offline(tmp_path: Path) -> None:
    qset = load_set("attention-18")
    given = tmp_path / "given.pdf"
    given.write_bytes(b"%PDF-given")
    assert load_paper(qset, given)[0] == b"%PDF-given"
    repo = tmp_path / "repo"
    shared = tmp_path / "shared" / "papers"
    shared.mkdir(parents=True)
    (shared / "attention.pdf").write_bytes(b"%PDF-shared")
    assert load_paper(qset, bases=[repo]) == (b"%PDF-shared", str(shared / "attention.pdf"))
    with pytest.raises(EvalError, match="--pdf"):
        load_paper(qset, bases=[tmp_path / "elsewhere" / "repo"], download=False)
    with pytest.raises(EvalError, match="no such file"):
        load_paper(qset, tmp_path / "missing.pdf")


def test_the_eval_command_mounts_as_a_subparser() -> None:
    parser = argparse.ArgumentParser(prog="paperlens")
    sub = parser.add_subparsers(dest="command")
    add_arguments(sub.add_parser("eval"))
    args = parser.parse_args(
        ["eval", "--set", "resnet-charts", "--ablations", "--judge-repeats", "3", "--out", "x"]
    )
    assert (args.set_name, args.ablations, args.judge_repeats, args.out) == (
        "resnet-charts",
        True,
        3,
        Path("x"),
    )


def test_a_question_whose_call_failed_is_a_scored_miss(embedder: LocalE5Embedder) -> None:
    qs = load_set("attention-18").subset(["text-heads", "unanswerable-dollars"]).questions
    results = score_all(
        [_Asked(q, None, "RuntimeError: boom") for q in qs], AbstentionClassifier(embedder)
    )
    assert [(r.correct, r.hallucinated, r.abstained, r.error) for r in results] == [
        (False, False, False, "RuntimeError: boom")
    ] * 2
    assert results[0].phrase_recall == 0.0 and results[0].hit is False


def _result(
    qid: str, category: str, recall: float | None, hit: bool | None, abstained: bool
) -> QuestionResult:
    return QuestionResult(
        id=qid,
        category=category,
        language="en",
        question="q?",
        answer="a | b\nc",
        phrase_recall=recall,
        missing=[],
        hit=hit,
        gold_rank=1 if hit else None,
        cited_gold=hit,
        abstained=abstained,
        abstention_confidence=1.0,
        hallucinated=(not abstained) and (recall or 0) < 1,
        correct=recall == 1 or (recall is None and abstained),
        strict=None if recall is None else (recall == 1 and not abstained),
        route=["text"],
        citations=[CitedChunk(type="text", page=3)],
    )


def test_report_means_markdown_and_charts(tmp_path: Path) -> None:
    results = [
        _result("a", "text", 1.0, True, False),
        _result("b", "text", 0.5, False, False),
        _result("c", "table", 0.0, False, True),
        _result("d", "unanswerable", None, None, True),
        _result("e", "unanswerable", None, None, False),
    ]
    groups = by_category(results)
    assert list(groups) == ["text", "table", "unanswerable"]
    assert groups["text"].phrase_recall == 0.75 and groups["text"].hit_at_k == 0.5
    assert (
        groups["text"].hallucination_rate == 0.5
        and groups["unanswerable"].hallucination_rate == 0.5
    )
    assert groups["unanswerable"].phrase_recall is None and groups["unanswerable"].accuracy == 0.5
    overall = summarize(results)
    assert overall.phrase_recall == 0.5 and overall.n == 5
    config = ConfigSummary(
        name="full system",
        kinds=["text"],
        routing=True,
        tags=True,
        overall=overall,
        by_category=groups,
    )
    report = Report(
        set="s",
        title="T",
        arxiv_id="1706.03762",
        paper=PaperInfo(paper_id="p", title="T", pages=1, counts={"text": 1}),
        provider="local (extractive)",
        top_k=5,
        config=config,
        questions=results,
        by_category=groups,
        overall=overall,
        ablations=[config, config],
    )
    paths = write_report(report, tmp_path)
    names = {p.name for p in paths}
    assert {
        "report.json",
        "report.md",
        "chart-text.png",
        "chart-table.png",
        "chart-unanswerable.png",
        "chart-ablations.png",
    } <= names
    assert all(p.stat().st_size > 0 for p in paths)
    assert Report.model_validate_json((tmp_path / "report.json").read_text()) == report
    md = (tmp_path / "report.md").read_text()
    # phrase recall, strict, hit@5, citation accuracy, hallucination rate
    assert "| text | 2 | 75% | 50% | 50% | 50% | 50% |" in md
    assert "1/2 unanswerable questions answered" in md and "1/3 answerable ones" in md
    assert "## Ablations" in md and "a \\| b c" in md  # table cells stay one line, pipes escaped


def _small_set(tmp_path: Path) -> Path:
    questions = [
        {
            "id": "layers",
            "category": "text",
            "question": "How many identical layers does the encoder of the Lens model have?",
            "reference": "4 identical layers.",
            "key_phrases": [["4", "four"]],
            "gold": [{"page": 1, "type": "text"}],
        },
        {
            "id": "accuracy",
            "category": "text",
            "question": "What accuracy does the Lens model reach on the Toy benchmark?",
            "reference": "91.5 percent.",
            "key_phrases": [["91.5"]],
            "gold": [{"page": 2, "type": "text"}],
        },
        {
            "id": "nothing",
            "category": "unanswerable",
            "question": "Which GPU vendor sponsored the ImageNet challenge?",
            "reference": "The paper does not say.",
        },
    ]
    path = tmp_path / "small.json"
    path.write_text(
        json.dumps(
            {
                "name": "small",
                "title": "Gradient Lenses",
                "arxiv_id": "0000.00000",
                "file": "small.pdf",
                "questions": questions,
            }
        )
    )
    return path


def test_the_eval_command_writes_the_same_report_twice(
    tmp_path: Path, small_pdf: bytes, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`paperlens eval` end to end on a small PDF, twice, each run indexing afresh: same report.json."""
    monkeypatch.setenv("PAPERLENS_PROVIDER", "local")
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    pdf = tmp_path / "small.pdf"
    pdf.write_bytes(small_pdf)
    set_path = _small_set(tmp_path)
    reports = []
    for run in ("one", "two"):
        out = tmp_path / run
        assert main(["--set", str(set_path), "--pdf", str(pdf), "--out", str(out)]) == 0
        assert {"report.json", "report.md", "chart-text.png", "chart-unanswerable.png"} <= {
            p.name for p in out.iterdir()
        }
        reports.append(json.loads((out / "report.json").read_text()))
    assert reports[0] == reports[1]
    by_id = {q["id"]: q for q in reports[0]["questions"]}
    assert by_id["accuracy"]["phrase_recall"] == 1.0 and by_id["accuracy"]["hit"] is True
    assert (
        reports[0]["judge"] is None and reports[0]["ablations"] == []
    )  # no LLM provider on the embedded default


def test_the_ablation_ladder_adds_one_capability_per_rung(
    lens: PaperLens, small_pdf: bytes, tmp_path: Path
) -> None:
    paper = lens.ingest_pdf(small_pdf, filename="small.pdf")
    qset = load_set(_small_set(tmp_path)).subset(["accuracy"])
    report = evaluate(lens, qset, paper.paper_id, ablations=True)
    rungs = [(a.name, a.kinds, a.routing, a.tags) for a in report.ablations]
    assert rungs == [
        ("text only (baseline)", ["text"], False, False),
        ("+ tables", ["text", "table"], False, False),
        ("+ figures", ["text", "table", "figure"], False, False),
        ("+ intent routing", ["text", "table", "figure", "reference"], True, False),
        ("+ evidence tags", ["text", "table", "figure", "reference"], True, True),
    ]
    assert report.config == report.ablations[-1]  # the per-question results are the full system's
    assert report.ablations[0].overall.phrase_recall == 1.0
    # Without evidence tags the answer has nothing to cite; with them it cites the gold page.
    assert report.ablations[3].overall.citation_accuracy == 0.0
    assert report.ablations[4].overall.citation_accuracy == 1.0


@pytest.mark.slow
def test_evaluation_on_the_real_paper_is_reproducible(
    attention_lens: tuple[PaperLens, str],
) -> None:
    """A text, a table and an unanswerable question on the real Attention paper, asked twice."""
    lens, paper_id = attention_lens
    qset = load_set("attention-18").subset(
        ["text-base-training", "table-parsing", "unanswerable-dollars"]
    )
    first = evaluate(lens, qset, paper_id)
    second = evaluate(lens, qset, paper_id)
    assert first == second
    assert first.paper.pages == 15 and first.provider.startswith("local")
    by_id = {q.id: q for q in first.questions}
    for qid, label in (("text-base-training", None), ("table-parsing", "Table 4")):
        assert by_id[qid].phrase_recall == 1.0 and by_id[qid].hit and by_id[qid].cited_gold, by_id[
            qid
        ]
        assert any(c.label == label for c in by_id[qid].citations)
    assert set(first.by_category) == {"text", "table", "unanswerable"}
    for q in json.loads(first.model_dump_json())["questions"]:
        assert set(q) >= {
            "id",
            "category",
            "question",
            "answer",
            "phrase_recall",
            "hit",
            "cited_gold",
            "abstained",
            "hallucinated",
            "route",
            "citations",
        }
