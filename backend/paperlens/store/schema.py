"""The registry's tables and the migrations that bring any earlier database up to date at start-up.

Each migration runs once, in order, recorded in ``schema_version``. Several processes may start
at once against one Postgres (replicas and workers): an advisory lock makes them take turns, and
SQLite's write lock does the same for processes sharing the file.
"""

from __future__ import annotations

import json
from collections.abc import Callable

import sqlalchemy as sa

metadata = sa.MetaData()

papers_t = sa.Table(
    "papers",
    metadata,
    sa.Column("paper_id", sa.Text, primary_key=True),
    sa.Column("body", sa.Text, nullable=False),
    sa.Column("status", sa.Text),
    sa.Column("job_id", sa.Text),
    sa.Column("created_at", sa.Float),
    sa.Column("searchable", sa.Boolean),
    sa.Column("version", sa.BigInteger),
)
jobs_t = sa.Table(
    "jobs",
    metadata,
    sa.Column("job_id", sa.Text, primary_key=True),
    sa.Column("paper_id", sa.Text, nullable=False),
    sa.Column("body", sa.Text, nullable=False),
    sa.Column("status", sa.Text),
    sa.Column("owner", sa.Text),
    sa.Column("updated_at", sa.Float),
)
chunks_t = sa.Table(
    "chunks",
    metadata,
    sa.Column("chunk_id", sa.Text, primary_key=True),
    sa.Column("paper_id", sa.Text, nullable=False, index=True),
    sa.Column("kind", sa.Text, nullable=False),
    sa.Column("page", sa.Integer, nullable=False),
    sa.Column("label", sa.Text),
    sa.Column("embedded", sa.Boolean, nullable=False, default=False),
    sa.Column("body", sa.Text, nullable=False),
    sa.Column("text", sa.Text),
)
embeddings_t = sa.Table(
    "embeddings",
    metadata,
    sa.Column("key", sa.Text, primary_key=True),
    sa.Column("vector", sa.LargeBinary, nullable=False),
)
version_t = sa.Table("schema_version", metadata, sa.Column("version", sa.Integer, nullable=False))


def _v1_original(conn: sa.Connection) -> None:
    """The first release's two tables: a JSON body per paper and per job."""
    conn.exec_driver_sql(
        "create table if not exists papers (paper_id text primary key, body text not null)"
    )
    conn.exec_driver_sql(
        "create table if not exists jobs (job_id text primary key, paper_id text not null, body text not null)"
    )


def _v2_columns_chunks_cache(conn: sa.Connection) -> None:
    """Queryable status columns, chunk texts (searchable before embedded) and the embedding cache."""
    for table, cols in (
        ("papers", ("status text", "job_id text", "created_at float")),
        ("jobs", ("status text", "owner text", "updated_at float")),
    ):
        existing = {c["name"] for c in sa.inspect(conn).get_columns(table)}
        for col in cols:
            if col.split()[0] not in existing:
                conn.exec_driver_sql(f"alter table {table} add column {col}")
    for row in conn.execute(sa.select(papers_t.c.paper_id, papers_t.c.body)).all():
        body = json.loads(row.body)
        if body.get("status") == "done":
            body["searchable"], body["embedded"] = True, 1.0
        conn.execute(
            papers_t.update()
            .where(papers_t.c.paper_id == row.paper_id)
            .values(
                status=body.get("status"),
                job_id=body.get("job_id"),
                created_at=body.get("created_at"),
                body=json.dumps(body),
            )
        )
    for row in conn.execute(sa.select(jobs_t.c.job_id, jobs_t.c.body)).all():
        body = json.loads(row.body)
        conn.execute(
            jobs_t.update()
            .where(jobs_t.c.job_id == row.job_id)
            .values(
                status=body.get("status"),
                owner=body.get("owner"),
                updated_at=body.get("updated_at"),
            )
        )
    chunks_t.create(conn, checkfirst=True)
    embeddings_t.create(conn, checkfirst=True)
    conn.exec_driver_sql("create index if not exists ix_papers_status on papers (status)")
    conn.exec_driver_sql("create index if not exists ix_jobs_paper on jobs (paper_id)")


def _v3_chunk_text_search(conn: sa.Connection) -> None:
    """The chunk text as a column, with Postgres full-text search over it (server-mode lexical)."""
    existing = {c["name"] for c in sa.inspect(conn).get_columns("chunks")}
    if "text" not in existing:
        conn.exec_driver_sql("alter table chunks add column text text")
    for row in conn.execute(sa.select(chunks_t.c.chunk_id, chunks_t.c.body)).all():
        conn.execute(
            chunks_t.update()
            .where(chunks_t.c.chunk_id == row.chunk_id)
            .values(text=json.loads(row.body)["text"])
        )
    if conn.dialect.name == "postgresql":
        # 'simple': lowercase, no stemming, no stop words: numbers like 28.4 and symbols survive.
        conn.exec_driver_sql(
            "create index if not exists ix_chunks_fts on chunks "
            "using gin (to_tsvector('simple', coalesce(text, '')))"
        )


def _v4_searchable_columns(conn: sa.Connection) -> None:
    """Which papers a question may search, without parsing every paper's JSON per question."""
    existing = {c["name"] for c in sa.inspect(conn).get_columns("papers")}
    for col in ("searchable boolean", "version bigint"):
        if col.split()[0] not in existing:
            conn.exec_driver_sql(f"alter table papers add column {col}")
    for row in conn.execute(sa.select(papers_t.c.paper_id, papers_t.c.body)).all():
        body = json.loads(row.body)
        conn.execute(
            papers_t.update()
            .where(papers_t.c.paper_id == row.paper_id)
            .values(searchable=bool(body.get("searchable")), version=body.get("version", 0))
        )


MIGRATIONS: list[Callable[[sa.Connection], None]] = [
    _v1_original,
    _v2_columns_chunks_cache,
    _v3_chunk_text_search,
    _v4_searchable_columns,
]


def migrate(engine: sa.Engine) -> int:
    """Apply the migrations this database has not seen; returns the schema version."""
    with engine.begin() as conn:
        if engine.dialect.name == "postgresql":
            conn.exec_driver_sql("select pg_advisory_xact_lock(7262730)")  # one migrator at a time
        version_t.create(conn, checkfirst=True)
        current = conn.execute(sa.select(sa.func.max(version_t.c.version))).scalar() or 0
        for number, step in enumerate(MIGRATIONS, start=1):
            if number > current:
                step(conn)
                conn.execute(version_t.insert().values(version=number))
        return len(MIGRATIONS)
