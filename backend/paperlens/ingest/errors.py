"""Why indexing failed, in a sentence a researcher understands.

PDF libraries report damage as "code=7: cycle in page tree" or "code=5: Overly large image".
That is useful in a log and useless on screen, so every failure that reaches a user passes
through ``failure_reason``: our own errors keep their message, damage reported by the PDF
library becomes a sentence that says what is wrong and what to do, anything else names the
stage that broke and points to the server log.
"""

from __future__ import annotations

import re

import pymupdf

REMEDY = "Open the file in a PDF viewer and save or print it to a new PDF, then upload that copy."

_LIBRARY_CODE = re.compile(r"^\s*code=\d+:\s*")
_DAMAGE = [
    (r"cycle in page tree", "its page tree (the list of pages) loops back on itself"),
    (
        r"number of pages|page tree|cannot find page|non-page object",
        "its list of pages is damaged",
    ),
    (
        r"large image|image too large|image (size|dimensions)",
        "it holds an image too large to decode",
    ),
    (r"stack overflow|nesting|too deep", "its objects are nested too deeply to read"),
    (r"indirection|recursion|cycle", "its objects refer to each other in a loop"),
    (r"flate|zlib|lzw|dct|jpeg|jbig2|jpx|decode", "some of its compressed data cannot be decoded"),
    (r"font", "one of its fonts is damaged"),
]


class IndexingError(Exception):
    """A failure whose message is already written for the user (what is wrong, what to do)."""


def is_library_error(exc: BaseException) -> bool:
    """Did the PDF library reject the file's content (as opposed to a bug of ours)?"""
    return isinstance(exc, (pymupdf.mupdf.FzErrorBase, pymupdf.FileDataError)) or bool(
        isinstance(exc, RuntimeError) and _LIBRARY_CODE.match(str(exc))
    )


def describe_damage(exc: BaseException) -> str:
    """What a PDF library error means, as the end of "The PDF cannot be read because ..."."""
    message = _LIBRARY_CODE.sub("", str(exc))
    for pattern, meaning in _DAMAGE:
        if re.search(pattern, message, re.I):
            return meaning
    return "its internal structure is damaged"


def failure_reason(exc: BaseException, stage: str | None = None) -> str:
    """The sentence a failed paper and its job show."""
    if isinstance(exc, IndexingError):
        return str(exc)
    where = f" while {stage}" if stage and stage not in ("queued", "starting") else ""
    if is_library_error(exc):
        return f"The PDF could not be read{where}: {describe_damage(exc)}. {REMEDY}"
    if isinstance(exc, MemoryError):
        return (
            f"Indexing ran out of memory{where}: the PDF holds more than the server can load at "
            "once. Split the file or remove its largest images, then upload it again."
        )
    return (
        f"Indexing stopped{where} because of an internal error ({type(exc).__name__}); the "
        "server log has the details. Please report it together with the PDF."
    )
