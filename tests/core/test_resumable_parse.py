"""A paper whose parse alone outlasts a turn: every turn ends within its budget plus the one page
it had in flight, the next turn starts where the last stopped, and the paper ends as if indexed
in one turn.

The slow paper is tests/hostile's page of 20,000 vector paths, several times: each page costs
figure detection and the outlined-text scan most of a processor second.
"""

from __future__ import annotations

import math
import time
from pathlib import Path

import numpy as np
import pymupdf
from helpers import text_pdf
from hostile.hostile_pdfs import PROSE, many_paths

from paperlens.figures.describe import OfflineDescriber
from paperlens.ingest.pipeline import index_document
from paperlens.ingest.turn_cache import TurnCache
from paperlens.service import PaperLens
from paperlens.settings import Settings
from paperlens.store.registry import JobRecord

# A turn this short ends at the first thing it keeps: a few pages need several turns.
TINY_TURN_S = 0.05
# Processor seconds a turn spends before it can keep anything: its process, the embedder, the
# paper opened, its tables and text read again. Measured at 0.3-0.6 s on the slow paper below.
TURN_START_S = 1.0
# A turn's processor time is read in clock ticks, and its first page may run cold in its new
# process: CI measured turns up to 0.13 s over budget + a warm page + TURN_START_S.
TURN_NOISE_S = 0.25


def _turns(lens: PaperLens, data: bytes, name: str) -> tuple[JobRecord, list[float]]:
    """Index ``data`` as the service does, one turn at a time: the job and each turn's CPU s."""
    paper = lens.inspect(data, filename=name)
    job, _ = lens.accept(data, paper)
    turns: list[float] = []
    while True:
        before = job.cpu_s
        ran = lens.run_job(job.job_id)
        assert ran is not None
        job = ran
        turns.append(job.cpu_s - before)
        if job.status != "queued":
            return job, turns
        assert len(turns) < 100, "the job never finished"


def _stored(lens: PaperLens, paper_id: str) -> list[dict]:
    """Every chunk as stored: ids, kinds, pages, text, boxes, table cells and chart data."""
    return sorted((c.model_dump(mode="json") for c in lens.chunks(paper_id)), key=str)


def _charts_paper() -> bytes:
    """Three pages of prose, each with a captioned vector chart; a ruled table on the second."""
    doc = pymupdf.open(stream=text_pdf(["Resumable Lenses\nWe measure three probes."] * 3))
    for number, page in enumerate(doc, start=1):
        frame = pymupdf.Rect(150, 420, 450, 600)
        page.draw_rect(frame, width=0.6)
        points = [(frame.x0 + 30 * i, frame.y1 - 12 * ((i * number) % 7 + 1)) for i in range(10)]
        for a, b in zip(points, points[1:], strict=False):
            page.draw_line(a, b, width=1.2)
        for i in range(6):
            y = frame.y1 - 30 * i
            page.draw_line((frame.x0 - 4, y), (frame.x0, y), width=0.5)
            page.insert_text((frame.x0 - 24, y + 3), f"{10 * i}", fontsize=7)
        page.insert_text((150, 630), f"Figure {number}: Drift of probe {number} per hour.")
    page = doc[1]
    page.insert_text((72, 660), "Table 1: Drift of each probe.", fontsize=10)
    rows = [("Probe", "Drift (%)"), ("humidity", "1.1"), ("pressure", "2.2"), ("radiance", "3.3")]
    for i, row in enumerate(rows):
        for x, cell in zip((78, 250), row, strict=True):
            page.insert_text((x, 680 + 14 * i), cell, fontsize=9)
    for i in range(len(rows) + 1):
        page.draw_line((72, 670 + 14 * i), (400, 670 + 14 * i), width=0.6)
    return doc.tobytes()


def test_a_paper_parsed_over_many_turns_ends_as_if_parsed_in_one(settings: Settings, embedder):
    """Figures and a table on several pages, a turn so short that each keeps one page or one
    figure: the same chunks (ids, text, chart data), every crop on disk, no turn files left."""
    settings.ingest.turn_budget_s, settings.ingest.embed_batch = TINY_TURN_S, 4
    settings.ingest.turn_keep_min_s = 0.0  # keep every page and figure, however quick to read
    lens = PaperLens(settings, embedder=embedder)
    data = _charts_paper()
    job, turns = _turns(lens, data, "charts.pdf")
    assert job.status == "done" and len(turns) > 3, (job, turns)
    paper_id = job.paper_id
    in_turns = _stored(lens, paper_id)
    figures = [c for c in in_turns if c["kind"] == "figure"]
    assert len(figures) == 3 and any(c["kind"] == "table" for c in in_turns)
    assert all(lens.storage.figure(paper_id, c["image"]) for c in figures)
    assert not lens.storage.turn_dir(paper_id).exists(), "a done paper keeps no turn files"

    lens.delete_paper(paper_id)
    settings.ingest.turn_budget_s = 300.0
    job, turns = _turns(lens, data, "charts.pdf")
    assert job.status == "done" and len(turns) == 1
    assert _stored(lens, paper_id) == in_turns
    lens.registry.close()


class _NoVectors:
    """Vectors for nothing: the parse alone is measured."""

    name = "none"
    local = True

    def embed_passages(self, texts: list[str]) -> np.ndarray:
        return np.zeros((len(texts), 4), np.float32)


def _parse_seconds(data: bytes, tmp: Path, settings: Settings) -> float:
    """Processor seconds of one whole parse of ``data``, in this process, caches empty."""
    tmp.mkdir()
    pdf = tmp / "paper.pdf"
    pdf.write_bytes(data)
    start = time.process_time()
    with pymupdf.open(pdf) as doc:
        index_document(
            doc,
            "p",
            settings,
            _NoVectors(),  # type: ignore[arg-type]
            lambda: OfflineDescriber(settings.figures),
            tmp / "figures",
            emit=lambda event: None,
            turn_cache=TurnCache.for_pdf(tmp / "turns", pdf),
        )
    return time.process_time() - start


def _batch_seconds(embedder, settings: Settings) -> float:
    """Processor seconds of the costliest embedding call indexing makes: ``embed_batch`` texts
    of ``embed_batch_chars`` characters in all (warm, the faster of two)."""
    n, chars = settings.ingest.embed_batch, settings.ingest.embed_batch_chars
    texts = [PROSE[i : i + chars // n] for i in range(n)]
    embedder.embed_passages(texts[:2])

    def once() -> float:
        start = time.process_time()
        embedder.embed_passages(texts)
        return time.process_time() - start

    return min(once(), once())


def test_no_turn_of_a_slow_parse_holds_a_core_past_its_budget_and_one_page(
    tmp_path: Path, settings: Settings, embedder
):
    """Pages of 20,000 paths: in one piece their parse takes several turns' budget; in
    turns, none runs past the budget by more than a turn's start, the page in flight and the
    batch of vectors embedded meanwhile (the text is embedded as the figures are read)."""
    turn = 1.5
    settings.ingest.embed_batch_chars = 2000  # a batch costs about a page: more turns, sooner
    # A page parsed first in a process also pays for what the process loads once: the paper is
    # sized by a warm page, so that it outlasts three turns' bound on a busy machine too (a cold
    # page made it too short).
    cold, warm = (_parse_seconds(many_paths(), tmp_path / f"one{i}", settings) for i in range(2))
    one_page = max(cold, warm)
    bound = turn + one_page + _batch_seconds(embedder, settings) + TURN_START_S + TURN_NOISE_S
    # As many pages as three turns' bound takes on this machine (a faster one parses ten pages
    # in less than two), at least ten.
    paper = many_paths(pages=min(40, max(10, math.ceil(3 * bound / min(cold, warm)))))
    whole = _parse_seconds(paper, tmp_path / "whole", settings)
    assert whole > 2 * bound, "the fixture's parse must outlast a turn for the test to mean much"

    settings.ingest.turn_budget_s = turn
    lens = PaperLens(settings, embedder=embedder)
    job, turns = _turns(lens, paper, "paths.pdf")
    assert job.status == "done", job
    assert len(turns) >= 3 and max(turns) <= bound, (turns, bound, whole)
    lens.registry.close()


def test_a_job_failed_between_turns_leaves_no_turn_files(settings: Settings, embedder):
    """The job's budget runs out after a turn kept pages of its parse: they go with the paper."""
    settings.ingest.turn_budget_s, settings.ingest.job_budget_s = 0.5, 2.0
    lens = PaperLens(settings, embedder=embedder)
    data = many_paths(pages=6)
    paper = lens.inspect(data, filename="paths.pdf")
    job, _ = lens.accept(data, paper)
    ran = lens.run_job(job.job_id)
    assert ran is not None and ran.status == "queued", ran
    assert any(lens.storage.turn_dir(paper.paper_id).glob("*.json")), "the turn kept pages"
    while ran is not None and ran.status == "queued":
        ran = lens.run_job(ran.job_id)
    assert ran is not None and ran.status == "failed" and "budget" in (ran.error or ""), ran
    assert lens.storage.paper_ids() == set(), "a failed paper must leave no files"
    lens.registry.close()
