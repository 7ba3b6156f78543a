"""OCR'd pages kept between an indexing job's turns, so that no page is read twice.

A job that yields its core in the middle of a scan (``ingest.turn_budget_s``) resumes by running
the pipeline again; without this cache its next turn would OCR the same pages again and never get
further. Each page's recognised lines are stored as JSON, keyed by the PDF's hash, the page, the
part of it read, the render scale and the OCR settings: another PDF, another crop or a changed
setting is a miss. An entry is written under a temporary name and renamed into place, so a job
killed mid-write (kill -9, its turn's end) leaves no half entry. The folder belongs to the paper
(``Storage.ocr_dir``) and goes with it.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pymupdf

from paperlens.settings import ScanSettings


def _plain(value: Any) -> Any:
    """RapidOCR's lines (numpy arrays and scalars, tuples) as JSON values."""
    if isinstance(value, np.ndarray):
        return value.tolist()
    if isinstance(value, np.generic):
        return value.item()
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value


class PageCache:
    """Recognised lines of the pages of one PDF; ``on_store`` hears of each page kept."""

    def __init__(
        self,
        folder: Path,
        pdf_hash: str,
        settings: ScanSettings,
        on_store: Callable[[], None] = lambda: None,
    ) -> None:
        self._folder, self._on_store = folder, on_store
        self._prefix = f"{pdf_hash}\0{settings.model_dump_json()}"

    @classmethod
    def for_pdf(
        cls,
        folder: Path,
        pdf_path: Path,
        settings: ScanSettings,
        on_store: Callable[[], None] = lambda: None,
    ) -> PageCache:
        digest = hashlib.sha256()
        with pdf_path.open("rb") as f:
            for block in iter(lambda: f.read(1 << 20), b""):
                digest.update(block)
        return cls(folder, digest.hexdigest(), settings, on_store)

    def key(self, index: int, clip: pymupdf.Rect, zoom: float) -> str:
        where = ",".join(f"{v:.2f}" for v in (clip.x0, clip.y0, clip.x1, clip.y1, zoom))
        return hashlib.sha256(f"{self._prefix}\0{index}\0{where}".encode()).hexdigest()

    def get(self, key: str) -> list[Any] | None:
        try:
            lines = json.loads((self._folder / f"{key}.json").read_text())
        except (OSError, ValueError):  # not read yet, or unreadable: read the page again
            return None
        return lines if isinstance(lines, list) else None

    def put(self, key: str, lines: list[Any]) -> None:
        self._folder.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=self._folder, prefix=".page-")
        try:
            with os.fdopen(fd, "w") as f:
                json.dump(_plain(lines), f)
            os.replace(tmp, self._folder / f"{key}.json")
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
        self._on_store()
