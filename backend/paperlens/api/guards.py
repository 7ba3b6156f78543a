"""Who may drive the API: the Host it is reached by, the web page a request comes from, a key.

PaperLens listens on loopback, but any web page the user opens can still send requests to
http://127.0.0.1:8000: a cross-site form POST needs no CORS permission, and DNS rebinding
(evil.example resolving to 127.0.0.1) even lets the page read the replies. Three checks close
that, before any route runs:

- ``Host`` must be one of ``api.allowed_hosts`` (loopback by default), which defeats rebinding;
- a state-changing request that carries an ``Origin`` must come from ``api.allowed_origins``
  (the UI); requests without one (curl, scripts, the UI's own server side) are unaffected;
- when ``PAPERLENS_API_KEY`` is set, every request but ``/health`` needs
  ``Authorization: Bearer <key>``, for deployments shared by several people.
"""

from __future__ import annotations

import hmac

from starlette.datastructures import Headers
from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Receive, Scope, Send

from paperlens.api.errors import excerpt
from paperlens.settings import Settings

SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
OPEN_PATHS = frozenset({"/health"})  # liveness probes carry no key


def host_name(host_header: str) -> str:
    """``example.org:8000`` -> ``example.org``; ``[::1]:8000`` -> ``::1``."""
    host = host_header.strip().lower()
    if host.startswith("["):
        return host[1:].split("]", 1)[0]
    return host.rsplit(":", 1)[0] if host.count(":") == 1 else host


def host_allowed(host: str, allowed: list[str]) -> bool:
    for pattern in (p.strip().lower() for p in allowed):
        if pattern == "*" or pattern == host:
            return True
        if pattern.startswith("*.") and host.endswith(pattern[1:]):
            return True
    return False


class RequestGuard:
    """Pure ASGI middleware (no body buffering), so it also guards streaming replies."""

    def __init__(self, app: ASGIApp, settings: Settings) -> None:
        self.app = app
        self.settings = settings

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        refusal = self.refusal(scope)
        if refusal is None:
            await self.app(scope, receive, send)
            return
        status, detail, headers = refusal
        await JSONResponse({"detail": detail}, status_code=status, headers=headers)(
            scope, receive, send
        )

    def refusal(self, scope: Scope) -> tuple[int, str, dict[str, str] | None] | None:
        api = self.settings.api
        headers = Headers(scope=scope)
        host = host_name(headers.get("host", ""))
        if not host_allowed(host, api.allowed_hosts):
            return (
                400,
                f"This server does not answer to the host name {excerpt(host)!r}: it serves "
                f"{', '.join(api.allowed_hosts)}. If this deployment is reached by that name, "
                "add it to PAPERLENS_API__ALLOWED_HOSTS.",
                None,
            )
        origin = headers.get("origin")
        if (
            scope["method"] not in SAFE_METHODS
            and origin is not None
            and origin.rstrip("/") not in {o.rstrip("/") for o in api.allowed_origins}
        ):
            return (
                403,
                f"Requests from the web page at {excerpt(origin)!r} are refused: only the "
                "PaperLens UI may change data from a browser. If that page is your own UI, add "
                "its origin to PAPERLENS_API__ALLOWED_ORIGINS.",
                None,
            )
        key = self.settings.api_key
        if key is not None and scope["path"] not in OPEN_PATHS:
            scheme, _, token = headers.get("authorization", "").partition(" ")
            expected = key.get_secret_value().encode()
            if scheme.lower() != "bearer" or not hmac.compare_digest(
                token.strip().encode(), expected
            ):
                return (
                    401,
                    "This PaperLens API needs a key: send 'Authorization: Bearer <key>' with the "
                    "value of PAPERLENS_API_KEY (the UI does this when PAPERLENS_API_KEY is set "
                    "in its environment).",
                    {"WWW-Authenticate": "Bearer"},
                )
        return None
