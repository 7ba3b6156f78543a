"""A local stand-in for arXiv: the Atom search feed and PDF downloads, over real HTTP."""

from __future__ import annotations

import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

_ENTRY = """<entry>
  <id>http://arxiv.org/abs/{arxiv_id}</id>
  <updated>2017-12-06T18:00:00Z</updated>
  <published>2017-06-12T17:57:34Z</published>
  <title>{title}</title>
  <summary>{summary}</summary>
  <author><name>Ashish Vaswani</name></author>
  <author><name>Noam Shazeer</name></author>
  <link href="http://arxiv.org/abs/{arxiv_id}" rel="alternate" type="text/html"/>
  <link title="pdf" href="http://arxiv.org/pdf/{arxiv_id}" rel="related" type="application/pdf"/>
  <arxiv:primary_category xmlns:arxiv="http://arxiv.org/schemas/atom" term="cs.CL" scheme="http://arxiv.org/schemas/atom"/>
  <category term="cs.CL" scheme="http://arxiv.org/schemas/atom"/>
</entry>"""

_FEED = """<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:opensearch="http://a9.com/-/spec/opensearch/1.1/">
  <title>arXiv Query</title>
  <id>http://arxiv.org/api/fake</id>
  <updated>2026-11-29T00:00:00-05:00</updated>
  <opensearch:totalResults>{total}</opensearch:totalResults>
  <opensearch:startIndex>0</opensearch:startIndex>
  <opensearch:itemsPerPage>{total}</opensearch:itemsPerPage>
  {entries}
</feed>"""


class FakeArxiv:
    def __init__(self, papers: dict[str, tuple[str, str, bytes]]) -> None:
        """papers: arxiv id (without version) -> (title, summary, pdf bytes)."""
        self.papers = papers
        self.queries: list[str] = []
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    def __enter__(self) -> FakeArxiv:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: object) -> None:
                pass

            def _send(self, status: int, body: bytes, kind: str) -> None:
                self.send_response(status)
                self.send_header("Content-Type", kind)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def do_GET(self) -> None:
                url = urlparse(self.path)
                if url.path == "/api/query":
                    query = parse_qs(url.query).get("search_query", [""])[0]
                    fake.queries.append(query)
                    words = [w.lower() for w in query.replace("all:", "").split() if w]
                    hits = [
                        _ENTRY.format(arxiv_id=f"{pid}v7", title=title, summary=summary)
                        for pid, (title, summary, _) in fake.papers.items()
                        if any(w in (title + summary).lower() for w in words)
                    ]
                    start = int(parse_qs(url.query).get("start", ["0"])[0])
                    hits = hits if start == 0 else []
                    body = _FEED.format(total=len(hits), entries="\n".join(hits)).encode()
                    self._send(200, body, "application/atom+xml")
                elif url.path.startswith("/pdf/"):
                    pid = url.path.removeprefix("/pdf/").split("v")[0]
                    if pid in fake.papers:
                        self._send(200, fake.papers[pid][2], "application/pdf")
                    else:
                        self._send(404, b"not found", "text/plain")
                else:
                    self._send(404, b"not found", "text/plain")

        return Handler
