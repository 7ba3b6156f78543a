"""/redoc that works offline: ReDoc from the installed fastapi-offline package, minus its CDN logo.

fastapi-offline serves Swagger UI and ReDoc from the package, but ReDoc's bundle still loads the
"API docs by Redocly" logo from cdn.redoc.ly. This serves the same bundle with that one URL
replaced by an inline picture, so opening /redoc asks no other host for anything.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import fastapi_offline
from fastapi import FastAPI, Request
from fastapi.openapi.docs import get_redoc_html
from fastapi.responses import HTMLResponse, Response

BUNDLE = Path(fastapi_offline.__file__).parent / "static" / "redoc.standalone.js"
CDN_LOGO = "https://cdn.redoc.ly/redoc/logo-mini.svg"
# A plain grey square: the logo's place in the sidebar footer, drawn without a network request.
INLINE_LOGO = (
    "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'%3E"
    "%3Crect width='10' height='10' rx='2' fill='%23888'/%3E%3C/svg%3E"
)
SCRIPT_PATH = "/docs-assets/redoc.standalone.js"


@cache
def redoc_bundle() -> bytes:
    return BUNDLE.read_text(encoding="utf-8").replace(CDN_LOGO, INLINE_LOGO).encode()


def add_offline_redoc(app: FastAPI, path: str = "/redoc") -> None:
    """Serve ReDoc at ``path``; create the app with ``redoc_url=None`` first."""

    @app.get(SCRIPT_PATH, include_in_schema=False)
    def redoc_script() -> Response:
        return Response(
            redoc_bundle(),
            media_type="application/javascript",
            headers={"Cache-Control": "public, max-age=86400"},
        )

    @app.get(path, include_in_schema=False)
    def redoc(request: Request) -> HTMLResponse:
        root = request.scope.get("root_path", "")
        return get_redoc_html(
            openapi_url=f"{root}{app.openapi_url}",
            title=f"{app.title} - ReDoc",
            redoc_js_url=f"{root}{SCRIPT_PATH}",
            redoc_favicon_url=f"{root}/static-offline-docs/favicon.png",
            with_google_fonts=False,
        )
