"""Stored files (uploaded PDFs, figure crops) behind one small interface.

The one implementation is a directory: the data directory by default, a shared volume (NFS, EFS,
a compose volume) when API replicas and workers run on several hosts. Every replica then serves
every figure URL. Writes go to a temporary name first and are renamed into place, so a worker on
another host never reads half a PDF.
"""

from __future__ import annotations

import os
import re
import shutil
import tempfile
from pathlib import Path
from typing import Protocol

_SAFE_ID = re.compile(r"^[A-Za-z0-9_-]{1,128}$")


class Storage(Protocol):
    def save_pdf(self, paper_id: str, data: bytes) -> None: ...
    def pdf_path(self, paper_id: str) -> Path | None: ...
    def figure_dir(self, paper_id: str) -> Path: ...
    def turn_dir(self, paper_id: str) -> Path: ...
    def figure(self, paper_id: str, name: str) -> Path | None: ...
    def delete(self, paper_id: str) -> None: ...
    def paper_ids(self) -> set[str]: ...


def _checked(paper_id: str) -> str:
    if not _SAFE_ID.match(paper_id):
        raise ValueError(f"Not a paper id: {paper_id[:40]!r}")
    return paper_id


class LocalStorage:
    """Files under one root: ``pdfs/<paper_id>.pdf``, ``figures/<paper_id>/<chunk_id>.png`` and
    what a job keeps between its turns (``ingest/turn_cache.py``), ``turns/<paper_id>/<key>.json``."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self._pdfs = root / "pdfs"
        self._figures = root / "figures"
        self._turns = root / "turns"

    def save_pdf(self, paper_id: str, data: bytes) -> None:
        self._pdfs.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=self._pdfs, prefix=".upload-")
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(data)
            os.replace(tmp, self._pdfs / f"{_checked(paper_id)}.pdf")
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise

    def pdf_path(self, paper_id: str) -> Path | None:
        path = self._pdfs / f"{_checked(paper_id)}.pdf"
        return path if path.is_file() else None

    def figure_dir(self, paper_id: str) -> Path:
        return self._figures / _checked(paper_id)

    def turn_dir(self, paper_id: str) -> Path:
        return self._turns / _checked(paper_id)

    def figure(self, paper_id: str, name: str) -> Path | None:
        """The crop's path, or None for a missing file or a name that leaves the folder."""
        if "\0" in name or len(name) > 200 or "/" in name or name.startswith("."):
            return None
        folder = self.figure_dir(paper_id).resolve()
        path = (folder / name).resolve()
        return path if path.parent == folder and path.is_file() else None

    def delete(self, paper_id: str) -> None:
        (self._pdfs / f"{_checked(paper_id)}.pdf").unlink(missing_ok=True)
        shutil.rmtree(self.figure_dir(paper_id), ignore_errors=True)
        shutil.rmtree(self.turn_dir(paper_id), ignore_errors=True)

    def paper_ids(self) -> set[str]:
        """Every paper with a stored file: recovery compares them with the registry."""
        ids = {p.stem for p in self._pdfs.glob("*.pdf")} if self._pdfs.is_dir() else set()
        for folder in (self._figures, self._turns):
            if folder.is_dir():
                ids |= {p.name for p in folder.iterdir() if p.is_dir()}
        return ids
