"""The paper and job registry: a small SQLite file in the data directory.

Chroma holds chunks; this holds what a user sees in the library and the state of each
indexing job, so a restart keeps every indexed paper and can tell which jobs it interrupted.
"""

from __future__ import annotations

import functools
import json
import os
import socket
import sqlite3
import threading
import time
import uuid
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, Field

JobStatus = Literal["queued", "running", "done", "failed"]


@functools.cache
def _process_token() -> str:
    """Tells this process from an earlier one that had the same pid (a restarted container)."""
    return uuid.uuid4().hex[:8]


def this_process() -> str:
    """Who runs a job: replicas sharing one data volume must not fail each other's jobs."""
    return f"{socket.gethostname()}:{os.getpid()}:{_process_token()}"


def owner_is_gone(owner: str, updated_at: float, stale_after_s: float) -> bool:
    """Is the process that ran a job dead? Certain on this host; after a silence on another."""
    host, _, rest = owner.partition(":")
    pid, _, token = rest.partition(":")
    if host != socket.gethostname() or not pid.isdigit():
        return time.time() - updated_at > stale_after_s
    if int(pid) == os.getpid():
        return token != _process_token()  # our pid, an earlier life: a restart
    try:
        os.kill(int(pid), 0)
    except ProcessLookupError:
        return True
    except PermissionError:
        return False
    return False


class PaperRecord(BaseModel):
    paper_id: str
    title: str
    pages: int = 0
    status: JobStatus = "queued"
    source: str = "upload"
    filename: str | None = None
    counts: dict[str, int] = Field(default_factory=lambda: {"text": 0, "table": 0, "figure": 0})
    error: str | None = None
    warnings: list[str] = Field(
        default_factory=list,
        description="Indexed, but with a caveat the reader should see (a repaired or truncated file).",
    )
    job_id: str | None = None
    created_at: float = Field(default_factory=time.time)


class JobRecord(BaseModel):
    job_id: str
    paper_id: str
    status: JobStatus = "queued"
    progress: float = 0.0
    stage: str = "queued"
    error: str | None = None
    timings: dict[str, float] = Field(default_factory=dict)
    owner: str = Field(default_factory=this_process)
    updated_at: float = Field(default_factory=time.time)


_SCHEMA = """
create table if not exists papers (paper_id text primary key, body text not null);
create table if not exists jobs (job_id text primary key, paper_id text not null, body text not null);
"""


class Registry:
    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(path, check_same_thread=False, isolation_level=None)
        self._db.execute("pragma journal_mode=wal")
        self._db.executescript(_SCHEMA)
        self._lock = threading.Lock()

    def _put(
        self, table: str, key: str, record: BaseModel, extra: dict[str, Any] | None = None
    ) -> None:
        cols = {"papers": "paper_id", "jobs": "job_id"}[table]
        values: dict[str, Any] = {cols: key, "body": record.model_dump_json(), **(extra or {})}
        names = ", ".join(values)
        marks = ", ".join("?" for _ in values)
        with self._lock:
            self._db.execute(
                f"insert or replace into {table} ({names}) values ({marks})", tuple(values.values())
            )

    def put_paper(self, paper: PaperRecord) -> None:
        self._put("papers", paper.paper_id, paper)

    def put_job(self, job: JobRecord, *, touch: bool = True) -> None:
        if touch:
            job.updated_at = time.time()
        self._put("jobs", job.job_id, job, {"paper_id": job.paper_id})

    def paper(self, paper_id: str) -> PaperRecord | None:
        with self._lock:
            row = self._db.execute(
                "select body from papers where paper_id = ?", (paper_id,)
            ).fetchone()
        return PaperRecord.model_validate(json.loads(row[0])) if row else None

    def papers(self) -> list[PaperRecord]:
        with self._lock:
            rows = self._db.execute("select body from papers").fetchall()
        return sorted(
            (PaperRecord.model_validate(json.loads(r[0])) for r in rows), key=lambda p: p.created_at
        )

    def job(self, job_id: str) -> JobRecord | None:
        with self._lock:
            row = self._db.execute("select body from jobs where job_id = ?", (job_id,)).fetchone()
        return JobRecord.model_validate(json.loads(row[0])) if row else None

    def jobs(self) -> list[JobRecord]:
        with self._lock:
            rows = self._db.execute("select body from jobs").fetchall()
        return [JobRecord.model_validate(json.loads(r[0])) for r in rows]

    def delete_paper(self, paper_id: str) -> None:
        with self._lock:
            self._db.execute("delete from papers where paper_id = ?", (paper_id,))
            self._db.execute("delete from jobs where paper_id = ?", (paper_id,))

    def done_ids(self) -> set[str]:
        return {p.paper_id for p in self.papers() if p.status == "done"}
