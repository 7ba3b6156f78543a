"""The paper and job registry, the chunk texts and the embedding cache, in one SQL database.

SQLite in the data directory by default; Postgres when ``PAPERLENS_DATABASE_URL`` is set, so API
replicas and workers on several hosts share it. One data-access layer (SQLAlchemy Core) serves
both. The registry is the source of truth for what a user sees: a paper is searchable once its
chunks are here (lexical search and label lookup need no vectors), and fully indexed once every
chunk meant for dense search has its vector in Chroma. Marking a paper and its job done is one
transaction, so a crash can never leave one done and the other not.
"""

from __future__ import annotations

import functools
import os
import socket
import time
import uuid
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Literal

import numpy as np
import sqlalchemy as sa
from pydantic import BaseModel, Field

from paperlens.models import Chunk
from paperlens.store.schema import chunks_t, embeddings_t, jobs_t, migrate, papers_t

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
    searchable: bool = Field(
        False, description="Parsed: lexical search and label lookup find its chunks."
    )
    embedded: float = Field(
        0.0, description="Share of its dense-searchable chunks that have their vector."
    )
    version: int = Field(0, description="Bumped whenever its searchable chunks or vectors change.")


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
    attempts: int = Field(0, description="Times a worker started this job.")
    pages: int = 0
    turns: int = Field(0, description="Turns this job has started (see ingest.turn_budget_s).")
    cpu_s: float = Field(
        0.0, description="Processor seconds its finished turns used: job_budget_s bounds the sum."
    )
    embedded_texts: int = Field(
        0, description="Texts the model embedded; the rest came from the cache or were duplicates."
    )


def bump(paper: PaperRecord) -> None:
    """A new version: never one an earlier life of the same paper id had (a delete and a
    re-upload start a new record), so a replica's cache can key on it."""
    paper.version = max(paper.version + 1, int(time.time() * 1000))


def _paper_row(p: PaperRecord) -> dict[str, Any]:
    return {
        "paper_id": p.paper_id,
        "status": p.status,
        "job_id": p.job_id,
        "created_at": p.created_at,
        "searchable": p.searchable,
        "version": p.version,
        "body": p.model_dump_json(),
    }


def _job_row(j: JobRecord) -> dict[str, Any]:
    return {
        "job_id": j.job_id,
        "paper_id": j.paper_id,
        "status": j.status,
        "owner": j.owner,
        "updated_at": j.updated_at,
        "body": j.model_dump_json(),
    }


class Registry:
    def __init__(self, url: str) -> None:
        self.url = url
        self._sqlite = url.startswith("sqlite")
        if self._sqlite:
            path = url.split("///", 1)[1]
            if path and path != ":memory:":
                os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
            self._read = _sqlite_engine(url, immediate=False)
            self._write = _sqlite_engine(url, immediate=True)
        else:
            self._read = self._write = sa.create_engine(url, pool_pre_ping=True, pool_size=5)
        migrate(self._write)

    def close(self) -> None:
        self._read.dispose()
        self._write.dispose()

    # ---- papers and jobs -----------------------------------------------------------------

    def _upsert(self, conn: sa.Connection, table: sa.Table, key: str, row: dict[str, Any]) -> None:
        updated = conn.execute(
            table.update().where(table.c[key] == row[key]).values(**row)
        ).rowcount
        if not updated:
            conn.execute(table.insert().values(**row))

    def put_paper(self, paper: PaperRecord) -> None:
        with self._write.begin() as conn:
            self._upsert(conn, papers_t, "paper_id", _paper_row(paper))

    def put_job(self, job: JobRecord, *, touch: bool = True) -> None:
        if touch:
            job.updated_at = time.time()
        with self._write.begin() as conn:
            self._upsert(conn, jobs_t, "job_id", _job_row(job))

    def new_job(self, paper: PaperRecord, job: JobRecord) -> None:
        """Register a queued job and point its paper at it, together."""
        paper.job_id, paper.status, paper.error = job.job_id, "queued", None
        with self._write.begin() as conn:
            self._upsert(conn, jobs_t, "job_id", _job_row(job))
            self._upsert(conn, papers_t, "paper_id", _paper_row(paper))

    def report(self, job: JobRecord) -> bool:
        """Progress of a running job; False when another worker has taken the job over."""
        job.updated_at = time.time()
        with self._write.begin() as conn:
            return bool(
                conn.execute(
                    jobs_t.update()
                    .where(jobs_t.c.job_id == job.job_id, jobs_t.c.owner == job.owner)
                    .values(**_job_row(job))
                ).rowcount
            )

    def claim(self, job_id: str, owner: str, *, take_over: bool = False) -> JobRecord | None:
        """Take a queued job for this worker: the next attempt, owned by us.

        ``take_over``: also a running one, when the queue has redelivered it because the worker
        that had it stopped sending heartbeats.
        """
        with self._write.begin() as conn:
            row = conn.execute(
                sa.select(jobs_t.c.body).where(jobs_t.c.job_id == job_id).with_for_update()
            ).first()
            if row is None:
                return None
            job = JobRecord.model_validate_json(row[0])
            if job.status != "queued" and not (take_over and job.status == "running"):
                return None
            job.owner, job.status, job.stage = owner, "running", "starting"
            job.attempts += 1
            job.updated_at = time.time()
            conn.execute(jobs_t.update().where(jobs_t.c.job_id == job_id).values(**_job_row(job)))
            return job

    def paper(self, paper_id: str) -> PaperRecord | None:
        with self._read.connect() as conn:
            row = conn.execute(
                sa.select(papers_t.c.body).where(papers_t.c.paper_id == paper_id)
            ).first()
        return PaperRecord.model_validate_json(row[0]) if row else None

    def papers(self) -> list[PaperRecord]:
        with self._read.connect() as conn:
            rows = conn.execute(sa.select(papers_t.c.body)).all()
        return sorted(
            (PaperRecord.model_validate_json(r[0]) for r in rows), key=lambda p: p.created_at
        )

    def job(self, job_id: str) -> JobRecord | None:
        with self._read.connect() as conn:
            row = conn.execute(sa.select(jobs_t.c.body).where(jobs_t.c.job_id == job_id)).first()
        return JobRecord.model_validate_json(row[0]) if row else None

    def jobs(self) -> list[JobRecord]:
        with self._read.connect() as conn:
            rows = conn.execute(sa.select(jobs_t.c.body)).all()
        return [JobRecord.model_validate_json(r[0]) for r in rows]

    def delete_paper(self, paper_id: str) -> None:
        with self._write.begin() as conn:
            conn.execute(chunks_t.delete().where(chunks_t.c.paper_id == paper_id))
            conn.execute(jobs_t.delete().where(jobs_t.c.paper_id == paper_id))
            conn.execute(papers_t.delete().where(papers_t.c.paper_id == paper_id))

    def done_ids(self) -> set[str]:
        with self._read.connect() as conn:
            rows = conn.execute(
                sa.select(papers_t.c.paper_id).where(papers_t.c.status == "done")
            ).all()
        return {r[0] for r in rows}

    def searchable(self) -> dict[str, tuple[int, bool]]:
        """Papers a question may search -> (version, fully embedded): done, or parsed and embedding.

        A paper done with part of its vectors (its budget ran out while embedding) stays
        searchable by words and labels, and is never reported as fully embedded."""
        return {
            p.paper_id: (p.version, p.status == "done" and p.embedded >= 1.0)
            for p in self.papers()
            if p.searchable
        }

    def finish(self, paper: PaperRecord, job: JobRecord, embedded: float = 1.0) -> bool:
        """Paper done and job done in one transaction; False (nothing written) if the job is no
        longer ours. ``embedded``: the share of its chunks with a vector (1.0 unless the job
        was stopped while embedding)."""
        paper.status, paper.error, paper.searchable, paper.embedded = "done", None, True, embedded
        bump(paper)
        job.status, job.progress, job.stage, job.error = "done", 1.0, "ready", None
        job.updated_at = time.time()
        with self._write.begin() as conn:
            mine = conn.execute(
                jobs_t.update()
                .where(
                    jobs_t.c.job_id == job.job_id,
                    jobs_t.c.owner == job.owner,
                    jobs_t.c.status == "running",
                )
                .values(**_job_row(job))
            ).rowcount
            if not mine:
                conn.rollback()
                return False
            self._upsert(conn, papers_t, "paper_id", _paper_row(paper))
        return True

    def next_turn(self, paper: PaperRecord, job: JobRecord) -> bool:
        """The job's turn is over with work left: it is queued again (owned by nobody, so a
        restart runs it) and its paper waits with what it has stored, still searchable; in one
        transaction. False (nothing written) if the job is no longer ours. The turn ended as
        planned, so it is not counted among the attempts a dying worker uses up."""
        owner = job.owner
        job.status, job.owner, job.attempts = "queued", "", max(0, job.attempts - 1)
        job.stage = f"waiting for its next turn · {job.stage}"
        job.updated_at = time.time()
        paper.status = "queued"
        with self._write.begin() as conn:
            mine = conn.execute(
                jobs_t.update()
                .where(
                    jobs_t.c.job_id == job.job_id,
                    jobs_t.c.owner == owner,
                    jobs_t.c.status == "running",
                )
                .values(**_job_row(job))
            ).rowcount
            if not mine:
                conn.rollback()
                return False
            self._upsert(conn, papers_t, "paper_id", _paper_row(paper))
        return True

    def fail(self, paper: PaperRecord, job: JobRecord | None, error: str) -> None:
        """Paper and job failed together; the paper's chunks go with it (it must not stay searchable)."""
        paper.status, paper.error, paper.searchable, paper.embedded = "failed", error, False, 0.0
        bump(paper)
        with self._write.begin() as conn:
            conn.execute(chunks_t.delete().where(chunks_t.c.paper_id == paper.paper_id))
            self._upsert(conn, papers_t, "paper_id", _paper_row(paper))
            if job is not None:
                job.status, job.error, job.updated_at = "failed", error, time.time()
                self._upsert(conn, jobs_t, "job_id", _job_row(job))

    # ---- chunks --------------------------------------------------------------------------

    def add_chunks(
        self, paper: PaperRecord, chunks: Sequence[Chunk], *, replace: bool = False
    ) -> None:
        """Store parsed chunks (replacing any with the same id; with ``replace``, every chunk of
        the paper, in the same transaction) and make the paper searchable."""
        paper.searchable = True
        bump(paper)
        rows = [
            {
                "chunk_id": c.chunk_id,
                "paper_id": c.paper_id,
                "kind": c.kind,
                "page": c.page,
                "label": c.label,
                "embedded": False,
                "body": c.model_dump_json(),
                "text": c.text,
            }
            for c in chunks
        ]
        with self._write.begin() as conn:
            if replace:
                conn.execute(chunks_t.delete().where(chunks_t.c.paper_id == paper.paper_id))
            if rows:
                conn.execute(
                    chunks_t.delete().where(chunks_t.c.chunk_id.in_([r["chunk_id"] for r in rows]))
                )
                conn.execute(chunks_t.insert(), rows)
            self._upsert(conn, papers_t, "paper_id", _paper_row(paper))

    def mark_embedded(self, paper: PaperRecord, chunk_ids: Sequence[str], share: float) -> None:
        paper.embedded = share
        with self._write.begin() as conn:
            for start in range(0, len(chunk_ids), 500):
                part = list(chunk_ids[start : start + 500])
                conn.execute(
                    chunks_t.update().where(chunks_t.c.chunk_id.in_(part)).values(embedded=True)
                )
            self._upsert(conn, papers_t, "paper_id", _paper_row(paper))

    def delete_chunks(self, paper_id: str) -> None:
        with self._write.begin() as conn:
            conn.execute(chunks_t.delete().where(chunks_t.c.paper_id == paper_id))

    def chunks(
        self, paper_ids: str | Iterable[str], kind: str | None = None
    ) -> list[tuple[Chunk, bool]]:
        """(chunk, embedded) for the given papers, in reading order."""
        ids = [paper_ids] if isinstance(paper_ids, str) else list(paper_ids)
        if not ids:
            return []
        query = sa.select(chunks_t.c.body, chunks_t.c.embedded).where(chunks_t.c.paper_id.in_(ids))
        if kind:
            query = query.where(chunks_t.c.kind == kind)
        with self._read.connect() as conn:
            rows = conn.execute(query).all()
        out = [(Chunk.model_validate_json(body), bool(embedded)) for body, embedded in rows]
        order = {"text": 0, "table": 1, "figure": 2}
        out.sort(
            key=lambda r: (
                r[0].paper_id,
                r[0].page,
                order.get(r[0].kind, 3),
                _index_of(r[0].chunk_id),
            )
        )
        return out

    def lexical_candidates(
        self, query: str, kinds: Sequence[str], paper_ids: Sequence[str] | None, limit: int
    ) -> list[str]:
        """Papers of the chunks that best match the query's words (Postgres full-text search).

        Words are OR-ed, as BM25 does; ts_rank orders them. Used to pick which papers a
        library-wide question is ranked over; the ranking itself stays PaperLens's.
        """
        if self._sqlite or not query.strip():
            return []
        tsq = sa.func.replace(
            sa.cast(sa.func.plainto_tsquery("simple", query), sa.Text), "&", "|"
        ).cast(sa.Text)
        q = sa.func.to_tsquery("simple", tsq)
        vector = sa.func.to_tsvector("simple", sa.func.coalesce(chunks_t.c.text, ""))
        stmt = (
            sa.select(chunks_t.c.paper_id, sa.func.ts_rank(vector, q).label("rank"))
            .where(vector.op("@@")(q), chunks_t.c.kind.in_(list(kinds)))
            .order_by(sa.desc("rank"))
            .limit(limit)
        )
        if paper_ids is not None:
            stmt = stmt.where(chunks_t.c.paper_id.in_(list(paper_ids)))
        with self._read.connect() as conn:
            return [r[0] for r in conn.execute(stmt)]

    # ---- embedding cache -----------------------------------------------------------------

    def cached_vectors(self, keys: Sequence[str]) -> dict[str, np.ndarray]:
        out: dict[str, np.ndarray] = {}
        with self._read.connect() as conn:
            for start in range(0, len(keys), 500):
                part = list(keys[start : start + 500])
                for key, blob in conn.execute(
                    sa.select(embeddings_t.c.key, embeddings_t.c.vector).where(
                        embeddings_t.c.key.in_(part)
                    )
                ):
                    out[key] = np.frombuffer(blob, dtype=np.float32)
        return out

    def cache_vectors(self, vectors: Mapping[str, np.ndarray]) -> None:
        if not vectors:
            return
        with self._write.begin() as conn:
            known = set()
            keys = list(vectors)
            for start in range(0, len(keys), 500):
                part = keys[start : start + 500]
                known |= {
                    r[0]
                    for r in conn.execute(
                        sa.select(embeddings_t.c.key).where(embeddings_t.c.key.in_(part))
                    )
                }
            rows = [
                {"key": k, "vector": np.asarray(v, dtype=np.float32).tobytes()}
                for k, v in vectors.items()
                if k not in known
            ]
            if rows:
                conn.execute(embeddings_t.insert(), rows)


def _index_of(chunk_id: str) -> int:
    tail = chunk_id.rsplit("-", 1)[-1]
    return int(tail) if tail.isdigit() else 0


def _sqlite_engine(url: str, *, immediate: bool) -> sa.Engine:
    """SQLite with WAL and a busy timeout; writers take the lock when they begin, not mid-way.

    Taking it at BEGIN (IMMEDIATE) means two processes writing at once queue up instead of one
    failing with "database is locked" when it tries to upgrade a read lock.
    """
    engine = sa.create_engine(url, connect_args={"timeout": 30, "check_same_thread": False})

    @sa.event.listens_for(engine, "connect")
    def _connect(dbapi_conn: Any, _record: Any) -> None:
        dbapi_conn.isolation_level = None  # we issue BEGIN ourselves
        cursor = dbapi_conn.cursor()
        cursor.execute("pragma journal_mode=wal")
        cursor.execute("pragma busy_timeout=30000")
        cursor.close()

    @sa.event.listens_for(engine, "begin")
    def _begin(conn: sa.Connection) -> None:
        conn.exec_driver_sql("BEGIN IMMEDIATE" if immediate else "BEGIN")

    return engine
