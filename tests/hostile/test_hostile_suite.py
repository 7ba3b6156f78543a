"""Every hostile PDF and request shape against a real server (issue 14).

For each input the contract is: a 4xx whose message says what is wrong, or a job that ends,
done (with a visible warning when the file was damaged) or failed with a sentence a researcher
understands; never a 5xx; the server healthy afterwards; its time and memory within budget.
At the end the library must be as it was: the control paper indexed, its chunks unchanged,
and questions about it still answered.

The table of results is written to test-artifacts/hostile.md.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest
from helpers import SMALL_PAPER, text_pdf
from hostile_pdfs import BUDGET_CASES, PDF_CASES
from hostile_requests import Context, Reply, RequestCase, request_cases
from hostile_server import Server

from paperlens.textclean import clean_text, readable

REPO = Path(__file__).resolve().parents[2]
ARTIFACTS = REPO / "test-artifacts"
UPLOAD_LIMIT_MB = (
    5  # the largest hostile input is under 5 MB; a smaller limit keeps the size cases fast
)
REPLY_BUDGET_S = 5.0  # an upload's 202 target is 1 s (bench/load.py); CI machines are shared
JOB_BUDGET_S = 60.0  # issue 14: no upload holds a core for more than 60 s
MEMORY_BUDGET_MB = 1024  # issue 14: peak RSS per job <= 1 GB, measured as growth of any process
HEALTH_BUDGET_S = 2.0
# A library's own words in a message meant for a researcher.
LIBRARY_SPEAK = re.compile(r"code=\d+|Traceback|\bfz_|Fz[A-Z]\w*Error|pymupdf|mupdf|Errno", re.I)
DAMAGED = {"damage"}


@dataclass
class Row:
    name: str
    cls: str
    status: int
    outcome: str
    seconds: float
    peak_mb: float
    problems: list[str]


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory):
    root = tmp_path_factory.mktemp("hostile")
    srv = Server(root / "data", PAPERLENS_INGEST__MAX_UPLOAD_MB=str(UPLOAD_LIMIT_MB))
    srv.start()
    try:
        yield srv
    finally:
        srv.stop()


@pytest.fixture(scope="module")
def control(server: Server) -> dict:
    """A normal paper indexed before the hostile inputs: it must survive all of them."""
    reply = server.http.post(
        "/papers", files={"file": ("lens.pdf", text_pdf(SMALL_PAPER), "application/pdf")}
    )
    assert reply.status_code == 202, reply.text
    job = _wait(server.http, reply.json()["job_id"], 120)
    assert job["status"] == "done", job
    paper_id = reply.json()["paper_id"]
    return {
        "paper_id": paper_id,
        "chunks": server.http.get(f"/papers/{paper_id}/chunks").json(),
        "paper": server.http.get(f"/papers/{paper_id}").json(),
    }


def _wait(http: httpx.Client, job_id: str, budget: float) -> dict:
    deadline = time.monotonic() + budget
    while True:
        job = http.get(f"/jobs/{job_id}").json()
        if job["status"] in ("done", "failed") or time.monotonic() > deadline:
            return job
        time.sleep(0.1)


def _sentence_problem(text: str | None, what: str) -> str | None:
    if not text or len(text) < 15 or " " not in text:
        return f"{what} is not a sentence: {text!r}"
    if LIBRARY_SPEAK.search(text):
        return f"{what} speaks the library's language: {text[:160]!r}"
    return None


def _follow_job(
    server: Server, reply: Reply, cls: str, budget: float = JOB_BUDGET_S
) -> tuple[str, list[str]]:
    """Wait for the job an accepted upload started; the outcome and what is wrong with it."""
    problems: list[str] = []
    job = _wait(server.http, str(reply.job_id), budget)
    paper = server.http.get(f"/papers/{reply.paper_id}").json()
    if job["status"] not in ("done", "failed"):
        return f"still {job['status']} ({job['stage']})", [f"job not finished in {budget:.0f} s"]
    if job["status"] == "failed":
        problem = _sentence_problem(job.get("error"), "the job's reason")
        return f"failed: {job.get('error', '')[:90]}", [problem] if problem else []
    warnings = paper.get("warnings") or []
    if cls in DAMAGED and not warnings:
        problems.append("a damaged file was indexed without a warning")
    title = paper.get("title", "")
    if clean_text(title) != title or len(title) > 300:
        problems.append(f"unsafe or overlong title: {title[:80]!r}")
    chunks = server.http.get(f"/papers/{reply.paper_id}/chunks").json()
    text = " ".join(c["text"] for c in chunks)
    if clean_text(text) != text:
        problems.append("stored chunks keep control characters")
    if chunks and not readable(text):
        problems.append("indexed text is gibberish (no usable Unicode mapping)")
    outcome = f"indexed, {len(chunks)} chunks"
    if warnings:
        outcome += f", warning: {warnings[0][:60]}"
    return outcome, problems


def _check_reply(reply: Reply, expect: set[int] | None) -> list[str]:
    problems = []
    if reply.status >= 500:
        problems.append(f"HTTP {reply.status}")
    if expect is not None and reply.status not in expect:
        problems.append(f"HTTP {reply.status}, expected {sorted(expect)}")
    if 400 <= reply.status < 500:
        problem = _sentence_problem(reply.detail, "the 4xx message")
        if problem and reply.status not in (404, 405, 422):  # framework words suffice there
            problems.append(problem)
        if reply.body and len(reply.body) > 2000:
            problems.append(f"the error reply is {len(reply.body):,} bytes")
    if reply.seconds > REPLY_BUDGET_S:
        problems.append(f"reply took {reply.seconds:.1f} s")
    return problems


def _healthy(server: Server) -> list[str]:
    if not server.alive:
        return ["the server died"]
    started = time.perf_counter()
    try:
        ok = server.http.get("/health", timeout=HEALTH_BUDGET_S).status_code == 200
    except httpx.TransportError as exc:
        return [f"/health did not answer: {exc}"]
    took = time.perf_counter() - started
    return [] if ok and took <= HEALTH_BUDGET_S else [f"/health took {took:.1f} s"]


def run_pdf(server: Server, name: str, cls: str, data: bytes, budget: float = JOB_BUDGET_S) -> Row:
    server.window()
    started = time.perf_counter()
    response = server.http.post("/papers", files={"file": (f"{cls}.pdf", data, "application/pdf")})
    reply = Reply(response.status_code, response.content, time.perf_counter() - started)
    if response.status_code in (200, 202):
        reply.paper_id, reply.job_id = response.json()["paper_id"], response.json()["job_id"]
    problems = _check_reply(reply, None)
    if reply.job_id:
        outcome, more = _follow_job(server, reply, cls, budget)
        problems += more
    else:
        outcome = f"refused: {reply.detail[:90]}"
    seconds = time.perf_counter() - started
    peak, growth = server.peak_rss_mb()
    if growth > MEMORY_BUDGET_MB:
        problems.append(f"memory grew by {growth:,.0f} MB")
    problems += _healthy(server)
    return Row(name, cls, reply.status, outcome, seconds, peak, problems)


def run_request(server: Server, case: RequestCase, ctx: Context) -> Row:
    server.window()
    started = time.perf_counter()
    try:
        reply = case.send(ctx)
    except httpx.HTTPError as exc:
        reply = Reply(0, str(exc).encode(), time.perf_counter() - started)
    problems = _check_reply(reply, case.expect)
    if case.check and not problems:
        problem = case.check(reply, ctx)
        problems += [problem] if problem else []
    outcome = reply.detail[:90] if reply.status >= 400 else "accepted"
    if case.waits_for_job and reply.job_id and reply.status in (200, 202):
        outcome, more = _follow_job(server, reply, case.cls)
        problems += more
    seconds = time.perf_counter() - started
    peak, growth = server.peak_rss_mb()
    if growth > MEMORY_BUDGET_MB:
        problems.append(f"memory grew by {growth:,.0f} MB")
    problems += _healthy(server)
    return Row(case.name, case.cls, reply.status, outcome, seconds, peak, problems)


def _table(rows: list[Row]) -> str:
    lines = [
        "| input | class | status | outcome | seconds | peak RSS (MB) | problems |",
        "|---|---|---:|---|---:|---:|---|",
    ]
    for r in rows:
        outcome = r.outcome.replace("|", "/").replace("\n", " ")
        problems = "; ".join(r.problems).replace("|", "/") or "-"
        lines.append(
            f"| {r.name} | {r.cls} | {r.status} | {outcome} | {r.seconds:.2f} | {r.peak_mb:,.0f} | {problems} |"
        )
    return "\n".join(lines)


def _write(rows: list[Row], name: str) -> str:
    table = _table(rows)
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / name).write_text(table + "\n")
    return table


def test_every_hostile_input_gets_a_clear_answer_and_the_library_survives(server, control):
    ctx = Context(server.http, server.port, control["paper_id"], UPLOAD_LIMIT_MB)
    rows = [run_pdf(server, name, cls, build()) for name, (cls, build) in PDF_CASES.items()]
    rows += [run_request(server, case, ctx) for case in request_cases()]
    table = _write(rows, "hostile.md")
    print("\n" + table)

    assert len(rows) >= 50
    bad = [f"{r.name}: {'; '.join(r.problems)}" for r in rows if r.problems]
    assert not bad, "\n".join(bad) + "\n\n" + table

    # The library is intact: same paper, same chunks, same answer.
    paper_id = control["paper_id"]
    assert server.http.get(f"/papers/{paper_id}").json()["status"] == "done"
    assert server.http.get(f"/papers/{paper_id}/chunks").json() == control["chunks"]
    answer = server.http.post(
        "/chat",
        json={"question": "How many layers does the encoder of the Lens model have?"},
        timeout=120,
    ).json()
    assert "4 identical layers" in answer["answer"]


def test_pages_over_the_figure_budgets_are_indexed_within_time_and_memory(server, control):
    rows = []
    for name, (cls, build) in BUDGET_CASES.items():
        # Issue 14's 5 s for the 20,000-path page is measured idle by bench/figure_budgets.py;
        # here, on whatever machine runs the suite, such a page must not hold it for minutes.
        row = run_pdf(server, name, cls, build(), budget=120)
        if row.seconds > 60:
            row.problems.append(f"took {row.seconds:.1f} s (at most 60 s)")
        rows.append(row)
        if not server.alive:
            break
    table = _write(rows, "hostile-budgets.md")
    bad = [f"{r.name}: {'; '.join(r.problems)}" for r in rows if r.problems]
    assert not bad, "\n".join(bad) + "\n\n" + table
