"""Run one turn of an indexing job: the CPU-heavy pipeline in its own lower-priority process.

The child parses and embeds; this process stores what it sends, as it comes: parsed chunks make
the paper searchable at once, vectors fill in dense search batch by batch. Only this process
writes to Chroma and the registry (embedded Chroma allows one writer).

A job runs in turns of at most ``ingest.turn_budget_s`` processor seconds, so that no upload
holds a core for long: when a turn is used up with work left, the child is killed and
``TurnOver`` is raised; what the job did is kept (chunks stored, vectors in the embedding cache,
and in the turn cache (``ingest/turn_cache.py``) each page OCR'd, each page's figures found and
each figure read and described) and its next turn runs the pipeline again from those caches, so
a paper whose parse alone outlasts a turn resumes where the last turn stopped. A turn that has
kept something new ends when its budget is used (the page in flight is read again next turn);
one that has not goes on until it has, so every turn moves the job forward: its overshoot is
what a turn redoes before it reaches new work (the paper's tables and text: about 0.05 s a
page, 10 s at ``max_pages``) and the one page or figure batch it then finishes, each bounded by
the per-page budgets. The job's whole budget (``job_budget_s``) bounds the sum of its turns:
past it, a job still parsing fails saying so; one with only vectors left keeps what it stored:
the paper is indexed, searchable by words and labels everywhere and by meaning where its vectors
arrived, and its status says how much. The child's memory is returned to the system when it
exits, whatever the paper did to it.
"""

from __future__ import annotations

import contextlib
import logging
import multiprocessing
import multiprocessing.connection
import os
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import psutil
import pymupdf

from paperlens.ingest.errors import failure_reason
from paperlens.ingest.heap import bound_heap
from paperlens.ingest.pipeline import (
    Embedded,
    Event,
    Finished,
    Kept,
    Parsed,
    Progress,
    dense_searchable,
    index_document,
)
from paperlens.ingest.turn_cache import TurnCache
from paperlens.models import Chunk, chunk_counts
from paperlens.store.registry import JobRecord, PaperRecord

if TYPE_CHECKING:
    from paperlens.service import PaperLens
    from paperlens.settings import Settings

log = logging.getLogger(__name__)

# Share of the job's progress bar taken by parsing; embedding takes the rest.
_PARSED = 0.5


class JobFailed(Exception):
    """The job cannot succeed as it is; the message is what the user reads."""


class Superseded(Exception):
    """Another worker took this job over (ours was presumed dead): stop without writing."""


class TurnOver(Exception):
    """The job used its turn (``ingest.turn_budget_s``) with work left: it waits for the next."""


@dataclass
class _Failure:
    message: str


# Imported once by the forkserver, so each child starts with them: indexing jobs, upload checks
# and answering processes (api/answer_pool.py adds its own module) fork from the same server.
FORKSERVER_PRELOAD = [
    "paperlens.ingest.execute",
    "paperlens.ingest.upload_check",
    "paperlens.wiring",
]


def forkserver_context(extra: list[str] | None = None) -> multiprocessing.context.BaseContext:
    """forkserver: children fork from a clean, single-threaded server with the imports done.

    Forking the API itself would copy its threads' held locks; spawning would re-import
    PyMuPDF, Chroma and the models for every job (about 2 s). The preload list only counts
    until the server starts (``start_forkserver``); whoever starts it first sets it.
    """
    ctx = multiprocessing.get_context("forkserver")
    ctx.set_forkserver_preload([*FORKSERVER_PRELOAD, *(extra or [])])
    return ctx


def start_forkserver(extra: list[str] | None = None) -> None:
    """Start the forkserver now (its imports take 1-3 s), not in the first upload's request."""
    from multiprocessing import forkserver

    forkserver_context(extra)
    forkserver.ensure_running()


def _child(
    conn: multiprocessing.connection.Connection,
    settings: Settings,
    paper_id: str,
    pdf_path: str,
    figure_dir: str,
    turn_dir: str,
    spent_s: float,
) -> None:
    """The job's process: lower priority, its own embedder, events to the parent."""
    from paperlens import wiring
    from paperlens.store.registry import Registry

    with contextlib.suppress(OSError):
        os.nice(settings.ingest.nice)
    bound_heap(settings.ingest)  # before the first thread or big buffer: see ingest/heap.py
    stage: list[str] = []  # the last stage reported: named in a failure's reason
    sending = threading.Lock()  # events come from the pipeline's threads and the turn cache

    def send(event: Event | _Failure) -> None:
        with sending:
            conn.send(event)

    def emit(event: Event) -> None:
        if isinstance(event, Progress):
            stage[:] = [event.stage]
        send(event)

    try:
        embedder = wiring.make_embedder(settings)
        registry = Registry(settings.registry_url) if settings.ingest.embed_cache else None
        kept = TurnCache.for_pdf(
            Path(turn_dir),
            Path(pdf_path),
            on_store=lambda: send(Kept()),
            min_cost_s=settings.ingest.turn_keep_min_s,
        )
        with pymupdf.open(pdf_path) as doc:
            index_document(
                doc,
                paper_id,
                settings,
                embedder,
                lambda: wiring.make_describer(settings),
                Path(figure_dir),
                emit=emit,
                cached=registry.cached_vectors if registry else None,
                turn_cache=kept,
                spent_s=spent_s,
            )
    except BaseException as exc:  # noqa: BLE001 - everything the parent must report
        with contextlib.suppress(OSError):  # the parent is gone: nobody to tell
            send(_Failure(failure_reason(exc, stage[0] if stage else None)))
    finally:
        conn.close()


class _Applier:
    """Stores each event of the pipeline and keeps the job's progress current.

    Vectors arrive while figures are still being read, so the stage names both
    ("searchable · describing figure 3/7 · embedding 40%") and the bar never moves back, not
    even in a later turn. ``resumed``: a later turn; its first chunks replace what the paper
    has stored (the same chunks, unless the settings changed in between), so nothing of an
    earlier turn lingers, and until then the paper stays searchable with what it has.
    """

    def __init__(
        self, lens: PaperLens, paper: PaperRecord, job: JobRecord, *, resumed: bool = False
    ) -> None:
        self.lens, self.paper, self.job = lens, paper, job
        self.chunks: dict[str, Chunk] = {}
        self.notes: list[str] = []
        self.finished: Finished | None = None
        self.stored_vectors = 0
        self._parse_stage, self._parse_fraction, self._share = "", 0.0, 0.0
        self._progress = job.progress if resumed else 0.0
        self._replace_first = resumed
        self.kept_new = False  # this turn kept something a next turn would not redo

    def _report(self) -> None:
        job = self.job
        embedding = f"embedding {round(self._share * 100)}%"
        if self._parse_stage == "embedding":  # parsing is over: only vectors are left
            stage = embedding
        elif self._share > 0:
            stage = f"{self._parse_stage} · {embedding}"
        else:
            stage = self._parse_stage
        if self.paper.searchable and not stage.startswith("searchable"):
            stage = f"searchable · {stage}"
        fraction = self._parse_fraction + (1 - _PARSED) * self._share
        self._progress = min(max(self._progress, fraction), 0.99)
        job.stage, job.progress = stage, round(self._progress, 3)
        if not self.lens.registry.report(job):
            raise Superseded(job.job_id)

    def __call__(self, event: Event) -> None:
        if isinstance(event, Progress):
            self._parse_stage = event.stage
            self._parse_fraction = max(self._parse_fraction, min(event.fraction, _PARSED))
            self._report()
        elif isinstance(event, Parsed):
            replace, self._replace_first = event.replace or self._replace_first, False
            if replace:  # early text of a paper being OCR'd: nothing of it is embedded
                self.chunks.clear()
            self.chunks.update((c.chunk_id, c) for c in event.chunks)
            self.notes += [n for n in event.notes if n not in self.notes]
            self.lens.registry.add_chunks(self.paper, event.chunks, replace=replace)
            self._parse_stage = "parsed"
            self._report()
        elif isinstance(event, Kept):
            self.kept_new = True
        elif isinstance(event, Embedded):
            self.lens.registry.cache_vectors(event.new_cache)
            self.kept_new = self.kept_new or bool(event.new_cache)
            if not event.chunk_ids:  # prose sentences' vectors: for the cache only
                return
            self.lens.store.add([self.chunks[i] for i in event.chunk_ids], event.vectors)
            self.stored_vectors += len(event.chunk_ids)
            # Figures may still be parsing: 100% only once the job is done (Registry.finish).
            self._share = min(0.99, self.stored_vectors / max(1, self._wanted()))
            self.lens.registry.mark_embedded(self.paper, event.chunk_ids, self._share)
            self._report()
        elif isinstance(event, Finished):
            self.finished = event

    def _wanted(self) -> int:
        """Chunks that get a vector (reference lists are searched by words only)."""
        return sum(dense_searchable(c) for c in self.chunks.values())

    @property
    def only_vectors_left(self) -> bool:
        """Every chunk is parsed and stored; the job was waiting for vectors alone."""
        return self._parse_stage == "embedding"

    def stop_embedding(self, why: str) -> None:
        """Finish with the vectors stored so far: the rest is searched by words and labels."""
        chunks = list(self.chunks.values())
        wanted = self._wanted()
        share = min(1.0, self.stored_vectors / wanted) if wanted else 1.0
        notes = list(self.notes)
        if share < 1.0:
            notes.append(
                f"{why} while embedding: {round(share * 100)}% of the passages, tables and "
                "figures are searchable by meaning, all of them by their words and labels"
            )
        self.finished = Finished(
            timings={},
            counts=chunk_counts(chunks),
            to_embed=wanted,
            embedded_texts=self.stored_vectors,
            notes=notes,
            dense_share=share,
        )


def run_pipeline(
    lens: PaperLens,
    paper: PaperRecord,
    job: JobRecord,
    pdf_path: Path,
    *,
    in_process: bool = False,
    resumed: bool = False,
) -> Finished:
    """Run one turn of this job on the stored PDF: Finished, or TurnOver with work left (its
    processor seconds are added to ``job.cpu_s``). Raises JobFailed with a reason the user can
    act on. ``in_process`` (the CLI, tests) runs the whole job here, in one turn."""
    apply = _Applier(lens, paper, job, resumed=resumed)
    figure_dir = lens.storage.figure_dir(paper.paper_id)
    if in_process:
        try:
            with pymupdf.open(pdf_path) as doc:
                index_document(
                    doc,
                    paper.paper_id,
                    lens.settings,
                    lens.embedder,
                    lambda: lens.describer,
                    figure_dir,
                    emit=apply,
                    cached=lens.registry.cached_vectors
                    if lens.settings.ingest.embed_cache
                    else None,
                )
        except (Superseded, KeyboardInterrupt):
            raise
        except Exception as exc:  # the paper's own failure, said as the child process says it
            log.exception("indexing %s failed", paper.paper_id)
            raise JobFailed(failure_reason(exc, job.stage)) from exc
    else:
        _run_child(
            lens.settings,
            paper.paper_id,
            pdf_path,
            figure_dir,
            lens.storage.turn_dir(paper.paper_id),
            job,
            apply,
        )
    if apply.finished is None:
        raise JobFailed("the indexing process ended without finishing the paper")
    return apply.finished


_TICK_S = 0.5


class _ProcessorClock:
    """Processor seconds used by an indexing process and the processes it waited for (OCR)."""

    def __init__(self, pid: int) -> None:
        self._pid = pid
        self._last = 0.0

    def seconds(self) -> float:
        with contextlib.suppress(psutil.Error):  # it has just ended: its last reading stands
            t = psutil.Process(self._pid).cpu_times()
            self._last = t.user + t.system + t.children_user + t.children_system
        return self._last


def _run_child(
    settings: Settings,
    paper_id: str,
    pdf_path: Path,
    figure_dir: Path,
    turn_dir: Path,
    job: JobRecord,
    apply: _Applier,
) -> None:
    budget, turn = settings.ingest.job_budget_s, settings.ingest.turn_budget_s
    left = budget - job.cpu_s  # what the job's earlier turns left of its budget
    ctx = forkserver_context()
    receive, send = ctx.Pipe(duplex=False)
    proc = ctx.Process(  # type: ignore[attr-defined]
        target=_child,
        args=(send, settings, paper_id, str(pdf_path), str(figure_dir), str(turn_dir), job.cpu_s),
        name=f"paperlens-index-{paper_id[:8]}",
        daemon=True,
    )
    proc.start()
    send.close()
    clock = _ProcessorClock(proc.pid)
    # The budget is processor time: a paper that waits for a busy machine's cores is not the
    # paper that holds one. A wall-clock backstop still ends a job that never progresses.
    wall = max(left, _TICK_S) * settings.ingest.job_wall_factor
    deadline = time.monotonic() + wall
    try:
        while True:
            remaining = deadline - time.monotonic()
            used = clock.seconds()
            if used > turn and apply.kept_new and used <= left:
                _drain(receive, apply)  # what the child finished meanwhile is kept too
                if apply.finished is None:
                    raise TurnOver(job.job_id)
                return
            stop: tuple[str, str] | None = None  # (why, when only vectors were left; failure)
            if used > left:
                stop = (
                    f"the {budget:.0f} s budget of processor time "
                    "(PAPERLENS_INGEST__JOB_BUDGET_S) ran out",
                    f"indexing took longer than its {budget:.0f} s budget of processor time "
                    "(PAPERLENS_INGEST__JOB_BUDGET_S) and was stopped; the paper may be too "
                    "long or too complex: try a shorter PDF or raise the budget",
                )
            elif remaining <= 0:
                stop = (
                    f"indexing was stopped after {wall:.0f} s "
                    f"({settings.ingest.job_wall_factor:g}x its budget)",
                    f"indexing was not finished after {wall:.0f} s and was stopped: the machine "
                    f"is too busy to index it within {settings.ingest.job_wall_factor:g}x its "
                    f"{budget:.0f} s budget (PAPERLENS_INGEST__JOB_BUDGET_S); upload it again "
                    "later or raise the budget",
                )
            if stop is not None:
                if apply.only_vectors_left:
                    apply.stop_embedding(stop[0])
                    return
                raise JobFailed(stop[1])
            if not receive.poll(min(remaining, _TICK_S)):
                continue
            try:
                event = receive.recv()
            except EOFError:
                proc.join(5)
                raise JobFailed(
                    f"the indexing process died (exit code {proc.exitcode}); "
                    "the PDF may need more memory than the worker has"
                ) from None
            if isinstance(event, _Failure):
                raise JobFailed(event.message)
            apply(event)
            if isinstance(event, Finished):
                return
    finally:
        job.cpu_s = round(job.cpu_s + clock.seconds(), 3)
        receive.close()
        if proc.is_alive():
            proc.kill()
        proc.join(5)


def _drain(receive: multiprocessing.connection.Connection, apply: _Applier) -> None:
    """Store the events already in the pipe, up to Finished."""
    while apply.finished is None and receive.poll(0):
        try:
            event = receive.recv()
        except EOFError:
            return
        if isinstance(event, _Failure):
            return
        apply(event)
