"""Request bodies are limited while they arrive, not after they are on disk.

A 2 GB ``POST /papers`` used to be read whole (and spooled to a 2 GB temp file) before the
route could say it was too large; a 50 MB JSON body was parsed before the chat route looked at
it. Here a declared ``Content-Length`` over the limit is refused before a byte is read, and a
body without one (chunked) is cut off as soon as it passes the limit: the server reads at most
the limit plus one network chunk.
"""

from __future__ import annotations

from starlette.datastructures import Headers
from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from paperlens.settings import Settings

_MB = 1024 * 1024
MULTIPART_SLACK = 64 * 1024  # boundaries and part headers around the PDF itself


class _BodyTooLarge(Exception):
    pass


class BodyLimit:
    """Pure ASGI middleware: counts body bytes in ``receive`` and answers 413 past the limit."""

    def __init__(self, app: ASGIApp, settings: Settings) -> None:
        self.app = app
        self.settings = settings

    def limit(self, scope: Scope) -> tuple[int, str]:
        """The byte limit for this request, and the sentence that names it."""
        if scope["method"] == "POST" and scope["path"].rstrip("/") == "/papers":
            mb = self.settings.ingest.max_upload_mb
            return mb * _MB + MULTIPART_SLACK, (
                f"The upload is larger than {mb} MB, the limit for one PDF "
                "(PAPERLENS_INGEST__MAX_UPLOAD_MB). Compress its images or split the file."
            )
        kb = self.settings.api.max_body_kb
        return kb * 1024, (
            f"The request body is larger than {kb} KB (PAPERLENS_API__MAX_BODY_KB). A chat "
            "request carries one question and a bounded history; start a new conversation."
        )

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        limit, message = self.limit(scope)
        declared = Headers(scope=scope).get("content-length")
        if declared is not None:
            if not declared.strip().isdigit():
                await _reply(scope, send, 400, "The Content-Length header is not a number.")
                return
            if int(declared) > limit:
                await _reply(scope, send, 413, message)
                return

        received = 0
        exceeded = False
        started = False

        async def limited_receive() -> Message:
            nonlocal received, exceeded
            if exceeded:
                return {"type": "http.disconnect"}
            msg = await receive()
            if msg["type"] == "http.request":
                received += len(msg.get("body", b""))
                if received > limit:
                    exceeded = True
                    raise _BodyTooLarge
            return msg

        async def guarded_send(msg: Message) -> None:
            nonlocal started
            if exceeded:  # whatever the app answers to a cut-off body, the answer is 413
                return
            if msg["type"] == "http.response.start":
                started = True
            await send(msg)

        try:
            await self.app(scope, limited_receive, guarded_send)
        except Exception:
            if not exceeded:
                raise
        if exceeded and not started:
            await _reply(scope, send, 413, message)


async def _reply(scope: Scope, send: Send, status: int, detail: str) -> None:
    async def no_body() -> Message:
        return {"type": "http.disconnect"}

    await JSONResponse({"detail": detail}, status_code=status, headers={"Connection": "close"})(
        scope, no_body, send
    )
