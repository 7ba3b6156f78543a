"""Error replies that explain the problem without echoing what was sent.

FastAPI's default validation reply repeats the offending input whole, so a 1 MB paper id or
question came back as a 1 MB error. Here every reply quotes at most a short excerpt, and a
request with thousands of invalid items gets the first few errors and a count.
"""

from __future__ import annotations

from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from paperlens.textclean import clean_text

EXCERPT_CHARS = 60  # enough to recognise an id or the start of a question
MAX_DETAIL_CHARS = 1000  # our own messages are a few sentences; anything longer quotes input
MAX_ERRORS = 10


def excerpt(value: object, limit: int = EXCERPT_CHARS) -> str:
    """``value`` as text, cut to ``limit`` characters with the full length noted."""
    text = clean_text(str(value))
    if len(text) <= limit:
        return text
    return f"{text[:limit]}... ({len(text):,} characters)"


def _validation_item(error: dict[str, Any]) -> dict[str, Any]:
    item = {
        "loc": [excerpt(part) if isinstance(part, str) else part for part in error["loc"]][:8],
        "msg": excerpt(error.get("msg", ""), 300),
        "type": error.get("type"),
    }
    value = error.get("input")
    if isinstance(value, (str, int, float, bool)):
        item["input"] = excerpt(value)
    return item


async def _validation_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, RequestValidationError)
    errors = list(exc.errors())
    detail: list[dict[str, Any]] = [_validation_item(e) for e in errors[:MAX_ERRORS]]
    if len(errors) > MAX_ERRORS:
        detail.append(
            {"loc": [], "msg": f"... and {len(errors) - MAX_ERRORS:,} more errors", "type": None}
        )
    return JSONResponse({"detail": detail}, status_code=422)


async def _http_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, StarletteHTTPException)
    detail = exc.detail
    if isinstance(detail, str):
        detail = excerpt(detail, MAX_DETAIL_CHARS)
    return JSONResponse({"detail": detail}, status_code=exc.status_code, headers=exc.headers)


def install_error_handlers(app: FastAPI) -> None:
    app.add_exception_handler(RequestValidationError, _validation_error)
    app.add_exception_handler(StarletteHTTPException, _http_error)
