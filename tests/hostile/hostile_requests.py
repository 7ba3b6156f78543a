"""Hostile request shapes: odd file names, broken multipart, oversized bodies, foreign pages.

Each case sends one request (through httpx, or as raw bytes when the damage is below what an
HTTP client will produce) and names the statuses a correct server may answer with. Checks that
need more than a status (the file name as stored, the limit named in the reply) are ``check``.
"""

from __future__ import annotations

import json
import socket
import time
from collections.abc import Callable
from dataclasses import dataclass, field

import httpx
from hostile_pdfs import PROSE, healthy, prose_content, simple_pdf

from paperlens.textclean import clean_text


@dataclass
class Reply:
    status: int
    body: bytes
    seconds: float
    paper_id: str | None = None
    job_id: str | None = None

    def json(self) -> object:
        return json.loads(self.body)

    @property
    def detail(self) -> str:
        try:
            data = self.json()
        except ValueError:
            return self.body[:300].decode("utf-8", "replace")
        detail = data.get("detail", data) if isinstance(data, dict) else data
        if isinstance(detail, list):
            return "; ".join(
                str(d.get("msg", d)) if isinstance(d, dict) else str(d) for d in detail
            )
        return str(detail)


@dataclass
class Context:
    http: httpx.Client
    port: int
    control_id: str  # a paper that is indexed before the hostile cases run
    upload_limit_mb: int


Check = Callable[[Reply, Context], str | None]


@dataclass
class RequestCase:
    name: str
    cls: str
    send: Callable[[Context], Reply]
    expect: set[int]
    check: Check | None = None
    waits_for_job: bool = field(default=False)


def _timed(ctx: Context, method: str, url: str, **kwargs: object) -> Reply:
    started = time.perf_counter()
    response = ctx.http.request(method, url, **kwargs)  # type: ignore[arg-type]
    seconds = time.perf_counter() - started
    reply = Reply(response.status_code, response.content, seconds)
    if response.headers.get("content-type", "").startswith("application/json"):
        data = response.json()
        if isinstance(data, dict):
            reply.paper_id, reply.job_id = data.get("paper_id"), data.get("job_id")
    return reply


def raw(ctx: Context, data: bytes, *, then: bytes = b"", timeout: float = 20) -> Reply:
    """Send bytes as they are and read whatever comes back until the server closes."""
    started = time.perf_counter()
    with socket.create_connection(("127.0.0.1", ctx.port), timeout=timeout) as sock:
        try:
            sock.sendall(data)
            if then:
                sock.sendall(then)
        except (BrokenPipeError, ConnectionResetError):
            pass
        reply = b""
        try:
            while chunk := sock.recv(65536):
                reply += chunk
        except (ConnectionResetError, TimeoutError):
            pass
    seconds = time.perf_counter() - started
    status_line, _, rest = reply.partition(b"\r\n")
    parts = status_line.split()
    status = int(parts[1]) if len(parts) > 1 and parts[1].isdigit() else 0
    body = rest.partition(b"\r\n\r\n")[2]
    return Reply(status, body, seconds)


def _unique_pdf(tag: str) -> bytes:
    """A healthy paper that is new to the library (the tag changes its bytes and its id)."""
    return simple_pdf([prose_content(f"{tag}. {PROSE}"), prose_content(PROSE)]).bytes()


def _upload(
    name: str | None, data: bytes, kind: str = "application/pdf"
) -> Callable[[Context], Reply]:
    def send(ctx: Context) -> Reply:
        return _timed(ctx, "POST", "/papers", files={"file": (name, data, kind)})

    return send


def _multipart(body: bytes, boundary: str | None = "b0undary") -> Callable[[Context], Reply]:
    kind = f"multipart/form-data; boundary={boundary}" if boundary else "multipart/form-data"

    def send(ctx: Context) -> Reply:
        return _timed(ctx, "POST", "/papers", content=body, headers={"Content-Type": kind})

    return send


def _part(
    name: str, filename: bytes | None, data: bytes, kind: bytes = b"application/pdf"
) -> bytes:
    disposition = b'form-data; name="%s"' % name.encode()
    if filename is not None:
        disposition += b'; filename="' + filename + b'"'
    return (
        b"--b0undary\r\nContent-Disposition: "
        + disposition
        + b"\r\nContent-Type: "
        + kind
        + b"\r\n\r\n"
        + data
        + b"\r\n"
    )


def _stored_filename(expected: str) -> Check:
    def check(reply: Reply, ctx: Context) -> str | None:
        paper = ctx.http.get(f"/papers/{reply.paper_id}").json()
        name = paper.get("filename") or ""
        if name != expected:
            return f"stored file name {name!r}, expected {expected!r}"
        if clean_text(paper["title"]) != paper["title"]:
            return f"title keeps control characters: {paper['title']!r}"
        return None

    return check


def _names(*words: str) -> Check:
    def check(reply: Reply, ctx: Context) -> str | None:
        missing = [w for w in words if w.lower() not in reply.detail.lower()]
        return f"reply does not name {missing}: {reply.detail[:200]!r}" if missing else None

    return check


def _short(limit: int = 2000) -> Check:
    def check(reply: Reply, ctx: Context) -> str | None:
        return f"reply is {len(reply.body):,} bytes" if len(reply.body) > limit else None

    return check


def _chat(body: object, **headers: str) -> Callable[[Context], Reply]:
    def send(ctx: Context) -> Reply:
        return _timed(ctx, "POST", "/chat", json=body, headers=headers)

    return send


def _post_raw(path: str, body: bytes, kind: str) -> Callable[[Context], Reply]:
    def send(ctx: Context) -> Reply:
        return _timed(ctx, "POST", path, content=body, headers={"Content-Type": kind})

    return send


def _get(path_of: Callable[[Context], str], **headers: str) -> Callable[[Context], Reply]:
    def send(ctx: Context) -> Reply:
        return _timed(ctx, "GET", path_of(ctx), headers=headers)

    return send


def _chunked_upload(ctx: Context) -> Reply:
    """No Content-Length: 4x the upload limit offered in 64 KB chunks; the server must cut it off."""
    head = (
        b"POST /papers HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n"
        b"Content-Type: multipart/form-data; boundary=b0undary\r\n\r\n"
    )
    piece = b"0" * 65536
    started = time.perf_counter()
    sent = 0
    reply = b""
    with socket.create_connection(("127.0.0.1", ctx.port), timeout=20) as sock:
        sock.sendall(head)
        first = _part("file", b"big.pdf", b"%PDF-1.7\n")[:-2]
        sock.sendall(b"%x\r\n%s\r\n" % (len(first), first))
        try:
            while sent < 4 * ctx.upload_limit_mb * 1024 * 1024:
                sock.sendall(b"%x\r\n%s\r\n" % (len(piece), piece))
                sent += len(piece)
        except (BrokenPipeError, ConnectionResetError):
            pass
        try:
            while chunk := sock.recv(65536):
                reply += chunk
        except (ConnectionResetError, TimeoutError):
            pass
    seconds = time.perf_counter() - started
    status = int(reply.split()[1]) if reply.startswith(b"HTTP/1.1") else 0
    result = Reply(status, reply.partition(b"\r\n\r\n")[2], seconds)
    result.job_id = str(sent)  # how much the server let through, for the check below
    return result


def _cut_off_early(reply: Reply, ctx: Context) -> str | None:
    sent = int(reply.job_id or 0)
    offered = 4 * ctx.upload_limit_mb * 1024 * 1024
    if sent >= offered:
        return f"the server read all {sent:,} bytes offered"
    if reply.status not in (0, 413):
        return f"status {reply.status}"
    return None


def _declared_huge(path: bytes, kind: bytes) -> Callable[[Context], Reply]:
    def send(ctx: Context) -> Reply:
        head = (
            b"POST "
            + path
            + b" HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: "
            + kind
            + b"\r\nContent-Length: 2147483648\r\nExpect: 100-continue\r\n\r\n"
        )
        return raw(ctx, head)

    return send


def _two_at_once(ctx: Context) -> Reply:
    """The same new PDF uploaded twice at the same moment is one paper and one job."""
    import threading

    data = _unique_pdf("Concurrent duplicate")
    replies: list[httpx.Response] = []

    def post() -> None:
        with httpx.Client(base_url=str(ctx.http.base_url), timeout=30) as http:
            replies.append(
                http.post("/papers", files={"file": ("dup.pdf", data, "application/pdf")})
            )

    started = time.perf_counter()
    threads = [threading.Thread(target=post) for _ in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    seconds = time.perf_counter() - started
    jobs = {r.json().get("job_id") for r in replies}
    statuses = sorted(r.status_code for r in replies)
    reply = Reply(statuses[-1], json.dumps({"jobs": sorted(map(str, jobs))}).encode(), seconds)
    reply.paper_id, reply.job_id = (
        replies[0].json().get("paper_id"),
        replies[0].json().get("job_id"),
    )
    if len(jobs) != 1 or statuses != [200, 202]:
        reply.status = 599  # reported as a contract violation below
    return reply


def _stream_then_leave(ctx: Context) -> Reply:
    started = time.perf_counter()
    with ctx.http.stream("POST", "/chat/stream", json={"question": "How many layers?"}) as r:
        status = r.status_code
        for line in r.iter_lines():
            if line.startswith("event:"):
                break
    return Reply(status, b"", time.perf_counter() - started)


HTML = b"<!doctype html><html><body><script>fetch('/papers')</script></body></html>" * 20
PNG = b"\x89PNG\r\n\x1a\n" + bytes(range(256)) * 40
OK_UPLOAD = {200, 202}


def request_cases() -> list[RequestCase]:
    fig = lambda name: lambda ctx: f"/papers/{ctx.control_id}/figures/{name}.png"  # noqa: E731
    return [
        # ---- file names and content types -----------------------------------------------------
        RequestCase(
            "Unicode file name",
            "file name",
            _upload("论文 📄 Ünïcödé résumé.pdf", _unique_pdf("Unicode")),
            OK_UPLOAD,
            _stored_filename("论文 📄 Ünïcödé résumé.pdf"),
            True,
        ),
        RequestCase(
            "RLO in file name",
            "file name",
            _upload("report\u202efdp.exe.pdf", _unique_pdf("RLO name")),
            OK_UPLOAD,
            _stored_filename("reportfdp.exe.pdf"),
            True,
        ),
        RequestCase(
            "path traversal ../../etc/passwd",
            "file name",
            _upload("../../../../etc/passwd.pdf", _unique_pdf("Traversal")),
            OK_UPLOAD,
            _stored_filename("passwd.pdf"),
            True,
        ),
        RequestCase(
            "Windows path traversal",
            "file name",
            _upload("..\\..\\Windows\\system32\\x.pdf", _unique_pdf("Windows")),
            OK_UPLOAD,
            _stored_filename("x.pdf"),
            True,
        ),
        RequestCase(
            "1,000-character file name",
            "file name",
            _upload("n" * 1000 + ".pdf", _unique_pdf("Long name")),
            OK_UPLOAD,
            _stored_filename("n" * 200),
            True,
        ),
        RequestCase(
            "100,000-character file name",
            "file name",
            _upload("m" * 100_000 + ".pdf", _unique_pdf("Longer name")),
            OK_UPLOAD | {400},
            _short(),
            True,
        ),
        RequestCase(
            "NUL byte in file name",
            "file name",
            _multipart(_part("file", b"a\x00b.pdf", _unique_pdf("NUL name")) + b"--b0undary--\r\n"),
            OK_UPLOAD | {400, 422},
            None,
            True,
        ),
        RequestCase(
            "part typed text/plain holding a PDF",
            "content type",
            _upload("paper.txt", _unique_pdf("Plain type"), "text/plain"),
            OK_UPLOAD,
            None,
            True,
        ),
        RequestCase(
            "HTML named .pdf", "content type", _upload("page.pdf", HTML), {400}, _names("not a PDF")
        ),
        RequestCase(
            "PNG named .pdf", "content type", _upload("image.pdf", PNG), {400}, _names("not a PDF")
        ),
        RequestCase(
            "JSON body to /papers",
            "content type",
            _post_raw("/papers", b'{"file": "x"}', "application/json"),
            {400, 422},
            _short(),
        ),
        RequestCase(
            "form-urlencoded body to /papers",
            "content type",
            _post_raw("/papers", b"file=x.pdf", "application/x-www-form-urlencoded"),
            {400, 422},
            _short(),
        ),
        RequestCase(
            "text/plain body to /papers",
            "content type",
            _post_raw("/papers", healthy(), "text/plain"),
            {400, 422},
            _short(),
        ),
        # ---- malformed multipart ----------------------------------------------------------------
        RequestCase(
            "multipart without boundary",
            "multipart",
            _multipart(_part("file", b"a.pdf", healthy()), None),
            {400, 422},
            _short(),
        ),
        RequestCase(
            "multipart cut before closing boundary",
            "multipart",
            _multipart(_part("file", b"a.pdf", healthy())[:-300]),
            {400, 422},
            _short(),
        ),
        RequestCase(
            "multipart with only a text field",
            "multipart",
            _multipart(_part("file", None, b"not a file", b"text/plain") + b"--b0undary--\r\n"),
            {400, 422},
            _short(),
        ),
        RequestCase(
            "multipart with two files",
            "multipart",
            _multipart(
                _part("file", b"a.pdf", _unique_pdf("Two files A"))
                + _part("file", b"b.pdf", _unique_pdf("Two files B"))
                + b"--b0undary--\r\n"
            ),
            OK_UPLOAD | {400, 422},
            None,
            True,
        ),
        RequestCase(
            "multipart with 5,000 fields",
            "multipart",
            _multipart(
                b"".join(_part(f"f{i}", None, b"x", b"text/plain") for i in range(5000))
                + b"--b0undary--\r\n"
            ),
            {400, 413, 422},
            _short(),
        ),
        RequestCase(
            "multipart garbage headers",
            "multipart",
            _multipart(b"--b0undary\r\n\x00\x01\x02garbage\r\n\r\n" * 50),
            {400, 422},
            _short(),
        ),
        # ---- sizes ------------------------------------------------------------------------------
        RequestCase(
            "upload declaring 2 GB",
            "size",
            _declared_huge(b"/papers", b"multipart/form-data; boundary=x"),
            {413},
            _names("MAX_UPLOAD_MB"),
        ),
        RequestCase(
            "upload without length, 4x the limit", "size", _chunked_upload, {0, 413}, _cut_off_early
        ),
        RequestCase(
            "chat body declaring 2 GB",
            "size",
            _declared_huge(b"/chat", b"application/json"),
            {413},
            _names("MAX_BODY_KB"),
        ),
        RequestCase(
            "chat with 2 x 1.3 MB history",
            "chat",
            _chat(
                {"question": "Why?", "history": [{"role": "user", "content": "x" * 1_300_000}] * 2}
            ),
            {413},
            _names("MAX_BODY_KB"),
        ),
        RequestCase(
            "chat history over the text limit",
            "chat",
            _chat({"question": "Why?", "history": [{"role": "user", "content": "word " * 8000}]}),
            {413},
            _names("32,000", "MAX_CHAT_CHARS"),
        ),
        RequestCase(
            "5,000-character question",
            "chat",
            _chat({"question": "why " * 1250}),
            {422},
            _names("MAX_QUESTION_CHARS"),
        ),
        RequestCase(
            "10,000 turns with a bad role",
            "chat",
            _chat({"question": "Why?", "history": [{"role": "robot", "content": ""}] * 10_000}),
            {422},
            _short(),
        ),
        RequestCase(
            "10,000 unknown paper ids",
            "chat",
            _chat({"question": "Why?", "paper_ids": [f"{i:016x}" for i in range(10_000)]}),
            {404},
            _short(),
        ),
        RequestCase("question is a number", "chat", _chat({"question": 12345}), {422}, _short()),
        RequestCase("empty question", "chat", _chat({"question": " \t\n "}), {422}, _short()),
        RequestCase(
            "invalid JSON",
            "chat",
            _post_raw("/chat", b'{"question": ', "application/json"),
            {400, 422},
            _short(),
        ),
        RequestCase(
            "invalid UTF-8",
            "chat",
            _post_raw("/chat", b'{"question": "\xff\xfe"}', "application/json"),
            {400, 422},
            _short(),
        ),
        RequestCase(
            "200,000-deep JSON nesting",
            "chat",
            _post_raw("/chat", b"[" * 200_000 + b"]" * 200_000, "application/json"),
            {400, 422},
            _short(),
        ),
        RequestCase(
            "chat as text/plain",
            "chat",
            _post_raw("/chat", b"How many layers?", "text/plain"),
            {400, 422},
            _short(),
        ),
        RequestCase("stream read once, then closed", "chat", _stream_then_leave, {200}),
        # ---- paths and ids ----------------------------------------------------------------------
        RequestCase("figure name %00", "path", _get(fig("%00")), {404}, _short(400)),
        RequestCase(
            "figure name of 300 characters", "path", _get(fig("f" * 300)), {404}, _short(400)
        ),
        RequestCase(
            "figure path traversal",
            "path",
            _get(fig("..%2F..%2Fregistry.sqlite3")),
            {404},
            _short(400),
        ),
        RequestCase(
            "paper id of 60,000 characters",
            "path",
            _get(lambda ctx: "/papers/" + "p" * 60_000),
            {404},
            _short(400),
        ),
        RequestCase(
            "job id of 60,000 characters",
            "path",
            _get(lambda ctx: "/jobs/" + "j" * 60_000),
            {404},
            _short(400),
        ),
        RequestCase(
            "request line of 1 MB",
            "path",
            lambda ctx: raw(
                ctx,
                b"GET /papers/"
                + b"a" * 1_000_000
                + b" HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
            ),
            {0, 400, 404, 414, 431},
            _short(400),
        ),
        RequestCase(
            "chunk type of 60,000 characters",
            "path",
            _get(lambda ctx: f"/papers/{ctx.control_id}/chunks?type=" + "t" * 60_000),
            {422},
            _short(),
        ),
        RequestCase(
            "arXiv id of 300,000 characters",
            "path",
            lambda ctx: _timed(ctx, "POST", "/papers/arxiv", json={"arxiv_id": "1" * 300_000}),
            {400},
            _short(),
        ),
        RequestCase(
            "PUT /papers", "path", lambda ctx: _timed(ctx, "PUT", "/papers", content=b"x"), {405}
        ),
        # ---- who may drive the API ----------------------------------------------------------------
        RequestCase(
            "Host: evil.example (DNS rebinding)",
            "web page",
            _get(lambda ctx: "/papers", Host="evil.example"),
            {400},
            _names("ALLOWED_HOSTS"),
        ),
        RequestCase(
            "no Host header (HTTP/1.0)",
            "web page",
            lambda ctx: raw(ctx, b"GET /papers HTTP/1.0\r\n\r\n"),
            {400},
        ),
        RequestCase(
            "upload from a foreign Origin",
            "web page",
            lambda ctx: _timed(
                ctx,
                "POST",
                "/papers",
                files={"file": ("x.pdf", _unique_pdf("Foreign"), "application/pdf")},
                headers={"Origin": "https://evil.example"},
            ),
            {403},
            _names("ALLOWED_ORIGINS"),
        ),
        RequestCase(
            "delete from Origin: null",
            "web page",
            lambda ctx: _timed(
                ctx, "DELETE", f"/papers/{ctx.control_id}", headers={"Origin": "null"}
            ),
            {403},
        ),
        RequestCase(
            "chat from a foreign Origin",
            "web page",
            _chat({"question": "How many layers?"}, Origin="http://attacker.test"),
            {403},
        ),
        RequestCase(
            "same PDF uploaded twice at once", "concurrency", _two_at_once, {202}, None, True
        ),
    ]
