"""What an indexing job keeps between its turns, so that no page is read twice.

A job that yields its core (``ingest.turn_budget_s``) resumes by running the pipeline again; its
next turn takes from here what the last one finished: OCR'd pages and each page's scan for
outlined glyphs (``ingest/scan.py``), the figures found on each page (``figures/detect.py``)
and each figure read and described (``figures/pipeline.py``), so a paper whose parse alone
outlasts a turn gets further every turn. What a next turn would compute again faster than a
turn starts is not kept (``ingest.turn_keep_min_s``). Each value is stored as JSON under a key
made of the PDF's hash and everything else its result depends on (the page, the settings, what
the page was told about the rest of the paper): another PDF, another page or a changed setting
is a miss, never a wrong hit. An entry is written under a temporary name and renamed into
place, so a job killed mid-write (kill -9, its turn's end) leaves no half entry. The folder
belongs to the paper (``Storage.turn_dir``) and goes with it: when the job is done, when it
fails and when the paper is deleted.
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


def _plain(value: Any) -> Any:
    """numpy arrays and scalars, tuples (RapidOCR's lines) as JSON values."""
    if isinstance(value, np.ndarray):
        return value.tolist()
    if isinstance(value, np.generic):
        return value.item()
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items()}
    return value


class TurnCache:
    """JSON values of one PDF's pages; ``on_store`` hears of each value kept. A value that cost
    less than ``min_cost_s`` processor seconds is not kept (``ingest.turn_keep_min_s``)."""

    def __init__(
        self,
        folder: Path,
        pdf_hash: str,
        on_store: Callable[[], None] = lambda: None,
        min_cost_s: float = 0.0,
    ) -> None:
        self._folder, self._pdf_hash, self._on_store = folder, pdf_hash, on_store
        self._min_cost_s = min_cost_s

    @classmethod
    def for_pdf(
        cls,
        folder: Path,
        pdf_path: Path,
        on_store: Callable[[], None] = lambda: None,
        min_cost_s: float = 0.0,
    ) -> TurnCache:
        digest = hashlib.sha256()
        with pdf_path.open("rb") as f:
            for block in iter(lambda: f.read(1 << 20), b""):
                digest.update(block)
        return cls(folder, digest.hexdigest(), on_store, min_cost_s)

    def key(self, *parts: object) -> str:
        """The key of a value that depends on the PDF and on ``parts`` (their ``repr``s: the
        dataclasses, tuples and settings JSON passed in print every field)."""
        said = "\0".join(repr(p) for p in parts)
        return hashlib.sha256(f"{self._pdf_hash}\0{said}".encode()).hexdigest()

    def get(self, key: str) -> Any | None:
        try:
            return json.loads((self._folder / f"{key}.json").read_text())
        except (OSError, ValueError):  # not kept yet, or unreadable: compute it again
            return None

    def put(self, key: str, value: Any, spent_s: float | None = None) -> None:
        """Keep ``value``, unless ``spent_s`` (its processor seconds) is under ``min_cost_s``."""
        if spent_s is not None and spent_s < self._min_cost_s:
            return
        self._folder.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=self._folder, prefix=".page-")
        try:
            with os.fdopen(fd, "w") as f:
                json.dump(_plain(value), f)
            os.replace(tmp, self._folder / f"{key}.json")
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
        self._on_store()
