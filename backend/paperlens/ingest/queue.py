"""Indexing jobs on a Redis queue (Dramatiq) for a deployment with separate workers.

API replicas check an upload, store it and enqueue its job id; ``paperlens worker`` processes
take jobs one at a time. Dramatiq acknowledges a message only when its job has ended: a worker
killed mid-job stops sending heartbeats, and after ``queue.heartbeat_timeout_s`` another worker
receives the same message and takes the job over (``Registry.claim``). Chunk ids are stable and
the previous attempt's chunks are dropped first, so a paper is never searchable twice. Heavy
papers have their own queue and lane in every worker, so small ones never wait behind them.

A job runs in turns (``ingest.turn_budget_s``): when one is over with work left, the job is
marked queued in the registry first and then sent again, to the back of its queue, before the
message that ran it is acknowledged. A worker killed in between leaves that message
unacknowledged: it is redelivered and finds the job queued, so the job goes on either way.
"""

from __future__ import annotations

import logging
import signal
import tempfile
import threading
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from paperlens.service import PaperLens
    from paperlens.settings import Settings
    from paperlens.store.registry import JobRecord

log = logging.getLogger(__name__)

ALIVE_FILE = Path(tempfile.gettempdir()) / "paperlens-worker.alive"


class JobQueue:
    """The broker and the two actors (ordinary and heavy papers) for one configuration."""

    def __init__(self, settings: Settings, lens: PaperLens | None = None) -> None:
        import dramatiq
        from dramatiq.brokers.redis import MAINTENANCE_SCALE, RedisBroker
        from dramatiq.middleware import (
            AgeLimit,
            Callbacks,
            CurrentMessage,
            Pipelines,
            Retries,
            ShutdownNotifications,
            TimeLimit,
        )

        assert settings.queue_url, "JobQueue needs PAPERLENS_QUEUE_URL"
        self.settings = settings
        self._lens = lens
        q = settings.queue
        self.broker = RedisBroker(
            url=settings.queue_url,
            namespace="paperlens",
            heartbeat_timeout=int(q.heartbeat_timeout_s * 1000),
            # Requeue dead workers' messages on every fetch, not one in a thousand: there are
            # few messages, and a job of a crashed worker should not wait for luck.
            maintenance_chance=MAINTENANCE_SCALE,
            middleware=[
                AgeLimit(),
                # Our own per-job budget kills the job's process; this is only a backstop.
                TimeLimit(
                    time_limit=int(
                        (settings.ingest.job_budget_s * settings.ingest.job_wall_factor + 120)
                        * 1000
                    )
                ),
                ShutdownNotifications(),
                Callbacks(),
                Pipelines(),
                Retries(max_retries=q.retries, min_backoff=2000, max_backoff=60000),
                CurrentMessage(),
            ],
        )
        dramatiq.set_broker(self.broker)
        self.names = (q.name, f"{q.name}-heavy")
        self.actors = [
            dramatiq.actor(actor_name=f"index_paper_{i}", queue_name=name, broker=self.broker)(
                self._run
            )
            for i, name in enumerate(self.names)
        ]

    def _run(self, job_id: str) -> None:
        if self._lens is None:
            raise RuntimeError("this process only enqueues jobs; run them with `paperlens worker`")
        # A redelivered message means its worker died: take the job over from it.
        job = self._lens.run_job(job_id, take_over=True)
        if job is not None and job.status == "queued":  # its turn is over, work is left
            self.enqueue(job)

    def enqueue(self, job: JobRecord) -> None:
        heavy = job.pages > self.settings.ingest.heavy_pages
        self.actors[1 if heavy else 0].send(job.job_id)

    def close(self) -> None:
        self.broker.close()

    def _alive(self) -> None:
        """Touch the health-check file while the broker answers (docker-compose.yml reads it)."""
        try:
            self.broker.client.ping()
        except Exception:  # noqa: BLE001 - unhealthy: let the file age
            log.warning("the queue at %s does not answer", self.settings.queue_url)
            return
        ALIVE_FILE.touch()

    def work(self, stop: threading.Event | None = None) -> None:
        """Take jobs until SIGTERM/SIGINT (or ``stop``): one ordinary and one heavy at a time.

        Two lanes: each queue's consumer holds at most one message (prefetch 1), and two threads
        run them, so a heavy paper never occupies the lane small papers use, and no message
        waits inside a busy worker while another worker is idle.
        """
        import dramatiq

        worker = dramatiq.Worker(self.broker, queues=set(self.names), worker_threads=2)
        worker.queue_prefetch = 1
        stop = stop or threading.Event()

        def _stop(*_: Any) -> None:
            stop.set()

        if threading.current_thread() is threading.main_thread():
            signal.signal(signal.SIGTERM, _stop)
            signal.signal(signal.SIGINT, _stop)
        worker.start()
        self._alive()
        log.info("worker listening on %s", ", ".join(self.names))
        try:
            while not stop.wait(10):
                self._alive()
        finally:
            worker.stop(timeout=10_000)
            self.broker.close()
