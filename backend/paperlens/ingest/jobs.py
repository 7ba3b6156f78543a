"""Background indexing jobs with bounded concurrency; their state lives in the registry."""

from __future__ import annotations

import logging
import threading
import uuid
from concurrent.futures import ThreadPoolExecutor

from paperlens.ingest.errors import failure_reason
from paperlens.service import PaperLens
from paperlens.store.registry import JobRecord, PaperRecord

log = logging.getLogger(__name__)


class JobRunner:
    def __init__(self, lens: PaperLens) -> None:
        self._lens = lens
        self._lock = threading.Lock()
        self._pool = ThreadPoolExecutor(
            max_workers=lens.settings.ingest.job_workers, thread_name_prefix="ingest"
        )

    def submit(self, data: bytes, *, filename: str | None, source: str) -> tuple[JobRecord, bool]:
        """Queue a validated PDF. Returns (job, created); an already indexed or queued paper is not redone."""
        lens = self._lens
        paper = lens.inspect(data, filename=filename, source=source)
        with self._lock:  # the same PDF uploaded twice at once is still one job
            existing = lens.registry.paper(paper.paper_id)
            if existing and existing.status in ("done", "queued", "running") and existing.job_id:
                job = lens.registry.job(existing.job_id)
                if job:
                    return job, False
            job = JobRecord(job_id=uuid.uuid4().hex[:12], paper_id=paper.paper_id)
            lens.registry.put_job(job)
            paper.job_id = job.job_id
            lens.registry.put_paper(paper)
        self._pool.submit(self._run, job, data, paper)
        return job, True

    def _run(self, job: JobRecord, data: bytes, paper: PaperRecord) -> None:
        job.status, job.stage = "running", "starting"
        self._lens.registry.put_job(job)
        try:
            self._lens.ingest_pdf(data, job=job, record=paper)
        except Exception as exc:
            log.exception("job %s failed", job.job_id)
            job.status, job.error = "failed", failure_reason(exc, job.stage)
        else:
            job.status, job.progress, job.stage = "done", 1.0, "ready"
        self._lens.registry.put_job(job)

    def shutdown(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)
