"""Where an accepted upload's job runs: local indexing processes, or a Redis queue of workers.

Embedded default (no ``PAPERLENS_QUEUE_URL``): the API schedules jobs itself, each in its own
lower-priority process (``ingest/execute.py``), at most ``job_workers`` at once. Small papers go
first and at most ``job_workers - 1`` heavy ones run together, so one heavy upload never holds
every slot. A job runs in turns (``ingest.turn_budget_s``): one whose turn is over with work left
goes to the back of its lane, so papers uploaded meanwhile are indexed before its next turn.
With a queue, the API only enqueues and ``paperlens worker`` processes run the jobs.
"""

from __future__ import annotations

import itertools
import logging
import threading
from typing import Protocol

from paperlens.ingest.errors import failure_reason
from paperlens.ingest.upload_check import IsolatedCheck
from paperlens.service import PaperLens
from paperlens.store.registry import JobRecord, owner_is_gone

log = logging.getLogger(__name__)


class JobRunner(Protocol):
    def submit(
        self, data: bytes, *, filename: str | None, source: str
    ) -> tuple[JobRecord, bool]: ...
    def shutdown(self) -> None: ...


def make_runner(lens: PaperLens) -> JobRunner:
    if lens.settings.queue_url:
        return QueueRunner(lens)
    return LocalRunner(lens)


class _Accepting:
    _lens: PaperLens

    def __init__(self, lens: PaperLens) -> None:
        self._lens = lens
        self._accept_lock = threading.Lock()
        api = lens.settings.api
        self._check = IsolatedCheck(api.upload_check_processes, api.upload_check_budget_s)

    def submit(self, data: bytes, *, filename: str | None, source: str) -> tuple[JobRecord, bool]:
        """Check and store a PDF, then queue it. (job, created); a paper in progress or done is
        not redone. The check runs in a process of its own: the API's interpreter stays free."""
        paper = self._lens.inspect(data, filename=filename, source=source, check=self._check)
        with self._accept_lock:  # the same PDF uploaded twice at once is still one job
            job, created = self._lens.accept(data, paper)
        if created:
            self._enqueue(job)
        return job, created

    def _enqueue(self, job: JobRecord) -> None:
        raise NotImplementedError


class LocalRunner(_Accepting):
    def __init__(self, lens: PaperLens) -> None:
        super().__init__(lens)
        self._slots = max(1, lens.settings.ingest.job_workers)
        self._heavy_slots = max(1, self._slots - 1)
        self._pending: list[tuple[bool, int, JobRecord]] = []
        self._running: dict[str, bool] = {}  # job id -> heavy
        self._seq = itertools.count()
        self._cond = threading.Condition()
        self._closed = False
        self._thread = threading.Thread(target=self._dispatch, name="ingest-scheduler", daemon=True)
        self._thread.start()
        stale = lens.settings.ingest.stale_job_s
        for job in lens.registry.jobs():  # queued before a restart, or interrupted by one
            if job.status == "queued" and (
                not job.owner or owner_is_gone(job.owner, job.updated_at, stale)
            ):
                self._enqueue(job)

    def _heavy(self, job: JobRecord) -> bool:
        return job.pages > self._lens.settings.ingest.heavy_pages

    def _enqueue(self, job: JobRecord) -> None:
        with self._cond:
            self._pending.append((self._heavy(job), next(self._seq), job))
            self._pending.sort(key=lambda item: item[:2])  # small papers first, then in order
            self._cond.notify_all()

    def _pick(self) -> tuple[bool, int, JobRecord] | None:
        if len(self._running) >= self._slots:
            return None
        heavy_running = sum(self._running.values())
        for item in self._pending:
            if item[0] and heavy_running >= self._heavy_slots:
                continue
            return item
        return None

    def _dispatch(self) -> None:
        while True:
            with self._cond:
                item = self._pick()
                while not self._closed and item is None:
                    self._cond.wait()
                    item = self._pick()
                if self._closed or item is None:
                    return
                self._pending.remove(item)
                heavy, _, job = item
                self._running[job.job_id] = heavy
            threading.Thread(
                target=self._run, args=(job,), name=f"ingest-{job.job_id}", daemon=True
            ).start()

    def _run(self, job: JobRecord) -> None:
        again: JobRecord | None = None
        try:
            ran = self._lens.run_job(job.job_id)
            if ran is not None and ran.status == "queued":  # its turn is over, work is left
                again = ran
        except Exception as exc:
            log.exception("job %s failed", job.job_id)
            paper = self._lens.registry.paper(job.paper_id)
            current = self._lens.registry.job(job.job_id)
            if paper is not None:
                self._lens.discard(
                    paper, current, failure_reason(exc, current.stage if current else None)
                )
        finally:
            with self._cond:
                self._running.pop(job.job_id, None)
                self._cond.notify_all()
            if again is not None:
                self._enqueue(again)  # the back of its lane

    def shutdown(self) -> None:
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        self._check.close()


class QueueRunner(_Accepting):
    def __init__(self, lens: PaperLens) -> None:
        from paperlens.ingest.queue import JobQueue

        super().__init__(lens)
        self._queue = JobQueue(lens.settings)

    def _enqueue(self, job: JobRecord) -> None:
        self._queue.enqueue(job)

    def shutdown(self) -> None:
        self._queue.close()
        self._check.close()
