"""Start-up reconciliation: the registry, the chunk store and the stored files agree again.

Run by every process that opens the library. It never touches a job a live process owns: a job of
this host is interrupted when its process is gone; one of another host after it has reported no
progress for ``stale_job_s``. With a queue (``PAPERLENS_QUEUE_URL``) a dead worker's job is
redelivered by the queue, so only papers and jobs that disagree are repaired here.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from paperlens.store.registry import bump, owner_is_gone

if TYPE_CHECKING:
    from paperlens.service import PaperLens

log = logging.getLogger(__name__)


def reconcile(lens: PaperLens) -> None:
    registry, settings = lens.registry, lens.settings
    jobs = {j.job_id: j for j in registry.jobs()}
    papers = registry.papers()
    for paper in papers:
        job = jobs.get(paper.job_id or "")
        if paper.status == "done":
            if job and job.status != "done":  # paper stored, job not marked: it did finish
                job.status, job.progress, job.stage, job.error = "done", 1.0, "ready", None
                registry.put_job(job)
            continue
        if paper.status == "failed":
            lens.store.delete_paper(paper.paper_id)  # a failed paper leaves nothing behind
            lens.storage.delete(paper.paper_id)
            if job and job.status != "failed":
                registry.fail(paper, job, paper.error or "indexing failed")
            continue
        if job is None or job.status == "failed":
            reason = (job.error if job else None) or "its indexing job was lost; upload it again"
            lens.discard(paper, job, reason)
        elif job.status == "done":  # an older release could stop between the two writes
            if registry.chunks(paper.paper_id):
                paper.status, paper.searchable, paper.embedded = "done", True, 1.0
                bump(paper)
                registry.put_paper(paper)
            else:
                lens.discard(paper, job, "indexing did not finish; upload the paper again")
        elif settings.queue_url is None and owner_is_gone(
            job.owner, job.updated_at, settings.ingest.stale_job_s
        ):
            # Interrupted on the embedded default: the PDF is stored, so run it again.
            job.status, job.stage, job.owner = "queued", "queued again after a restart", ""
            registry.put_job(job)
            log.info("job %s of %s will run again after a restart", job.job_id, paper.paper_id)
    known = {p.paper_id for p in papers}
    for orphan in lens.storage.paper_ids() - known:
        # Uploads register the paper before storing its file: a file with no paper is garbage.
        if registry.paper(orphan) is None:
            lens.storage.delete(orphan)
