"""The bundled sets, the harness and `paperlens eval`, up to an end-to-end run on the real paper."""

from __future__ import annotations

import argparse
import json
from collections import Counter
from pathlib import Path

import pymupdf
import pytest
from conftest import real_paper

from paperlens_eval import list_sets, load_set
from paperlens_eval.cli import add_arguments, main
from paperlens_eval.harness import EvalError, load_paper
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
from paperlens_eval.scoring import phrase_found


def test_bundled_sets_have_the_promised_shape() -> None:
    assert {"attention-18", "resnet-charts"} <= set(list_sets())
    attention = load_set("attention-18")
    counts = Counter(q.category for q in attention.questions)
    assert (counts["text"], counts["table"], counts["figure"]) == (6, 6, 6)
    assert counts["unanswerable"] >= 2
    assert sum(q.language == "ko" for q in attention.questions) >= 2
    assert {g.label for q in attention.questions for g in q.gold if g.type == "table"} == {f"Table {i}" for i in range(1, 5)}
    assert {g.label for q in attention.questions for g in q.gold if g.type == "figure"} == {f"Figure {i}" for i in range(1, 6)}
    charts = load_set("resnet-charts")
    assert len(charts.questions) == 6 and {q.category for q in charts.questions} == {"figure"}
    assert {g.label for q in charts.questions for g in q.gold} == {"Figure 1", "Figure 4", "Figure 6"}


@pytest.mark.parametrize("name", ["attention-18", "resnet-charts"])
def test_gold_labels_and_key_numbers_are_printed_on_the_gold_pages(name: str) -> None:
    """Every table/figure label is captioned on its gold page, and every key phrase of a text or
    table question is printed there (the raster figures and chart readings are checked by hand)."""
    qset = load_set(name)
    doc = pymupdf.open(real_paper(qset.file))
    for q in qset.questions:
        for g in q.gold:
            page = doc[g.page - 1].get_text()
            assert g.label is None or f"{g.label}:" in page or f"{g.label}." in page, (q.id, g)  # the caption
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
    assert [q.id for q in qset.subset(["table-parsing", "text-heads"]).questions] == ["text-heads", "table-parsing"]
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
    args = parser.parse_args(["eval", "--set", "resnet-charts", "--ablations", "--judge-repeats", "3", "--out", "x"])
    assert (args.set_name, args.ablations, args.judge_repeats, args.out) == ("resnet-charts", True, 3, Path("x"))


def _result(qid: str, category: str, recall: float | None, hit: bool | None, abstained: bool) -> QuestionResult:
    return QuestionResult(
        id=qid, category=category, language="en", question="q?", answer="a | b\nc", phrase_recall=recall,
        missing=[], hit=hit, gold_rank=1 if hit else None, cited_gold=hit, abstained=abstained,
        abstention_confidence=1.0, hallucinated=(not abstained) and (recall or 0) < 1, correct=recall == 1 or
        (recall is None and abstained), route=["text"], citations=[CitedChunk(type="text", page=3)],
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
    assert groups["text"].hallucination_rate == 0.5 and groups["unanswerable"].hallucination_rate == 0.5
    assert groups["unanswerable"].phrase_recall is None and groups["unanswerable"].accuracy == 0.5
    overall = summarize(results)
    assert overall.phrase_recall == 0.5 and overall.n == 5
    config = ConfigSummary(name="full system", kinds=["text"], routing=True, tags=True, overall=overall, by_category=groups)
    report = Report(set="s", title="T", arxiv_id="1706.03762", paper=PaperInfo(paper_id="p", title="T", pages=1, counts={"text": 1}),
                    provider="local (extractive)", top_k=5, config=config, questions=results, by_category=groups,
                    overall=overall, ablations=[config, config])
    paths = write_report(report, tmp_path)
    names = {p.name for p in paths}
    assert {"report.json", "report.md", "chart-text.png", "chart-table.png", "chart-unanswerable.png", "chart-ablations.png"} <= names
    assert all(p.stat().st_size > 0 for p in paths)
    assert Report.model_validate_json((tmp_path / "report.json").read_text()) == report
    md = (tmp_path / "report.md").read_text()
    assert "| text | 2 | 75% | 50% | 50% | 50% |" in md
    assert "## Ablations" in md and "a \\| b c" in md  # table cells stay one line, pipes escaped


@pytest.mark.slow
def test_eval_end_to_end_on_the_real_paper_is_reproducible(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`paperlens eval` on a 3-question subset, twice, each run indexing afresh: same report."""
    pdf = real_paper("attention.pdf")
    monkeypatch.setenv("PAPERLENS_PROVIDER", "local")
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    ids = "text-ffn-inner,table-parsing,unanswerable-ko-imagenet"
    reports = []
    for run in ("one", "two"):
        out = tmp_path / run
        assert main(["--set", "attention-18", "--pdf", str(pdf), "--out", str(out), "--ids", ids]) == 0
        assert {"report.json", "report.md", "chart-text.png"} <= {p.name for p in out.iterdir()}
        reports.append(json.loads((out / "report.json").read_text()))
    assert reports[0] == reports[1]
    report = reports[0]
    assert report["paper"]["pages"] == 15 and report["provider"].startswith("local")
    assert [q["id"] for q in report["questions"]] == ids.split(",")
    by_id = {q["id"]: q for q in report["questions"]}
    assert by_id["text-ffn-inner"]["phrase_recall"] == 1.0 and by_id["text-ffn-inner"]["hit"]
    assert set(report["by_category"]) == {"text", "table", "unanswerable"}
    for q in report["questions"]:
        assert set(q) >= {"id", "category", "question", "answer", "phrase_recall", "hit", "cited_gold",
                          "abstained", "hallucinated", "route", "citations"}
