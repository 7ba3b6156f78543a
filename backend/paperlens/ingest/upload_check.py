"""The upload check (``pdf.check_pdf``) in a process of its own, so the API's interpreter stays free.

The check is PyMuPDF work: 0.1-0.3 CPU s for a paper, a second or more for a scan (its first
pages are rendered and OCR'd). PyMuPDF and the renderer hold the interpreter lock while they
work, so three uploads checked in the API's threads held the event loop for up to 0.5 s at a
time (``/health`` waited) and delayed each 202 to 2-4 s on a loaded 2-core machine
(bench/load.py). Here each check runs in a child forked from the forkserver (imports already
done, ~20 ms), at most ``api.upload_check_processes`` at once, and is killed past
``api.upload_check_budget_s``: no upload holds a core, or the API, longer than that.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import multiprocessing.connection
import pickle
import threading
import time
from typing import TYPE_CHECKING, Any

import pymupdf

from paperlens.ingest.execute import forkserver_context
from paperlens.ingest.pdf import BadPDF, CheckedPDF, check_pdf

if TYPE_CHECKING:
    from paperlens.settings import IngestSettings, ScanSettings


class CheckOverBudget(BadPDF):
    """Checking the PDF took longer than the budget: a PDF far more complex than a paper."""


def _child(conn: multiprocessing.connection.Connection) -> None:
    """A spare check process: warm MuPDF up, wait for one PDF, send its verdict, end."""
    _warm_up()
    try:
        data, limits, fallback_title, scan = conn.recv()
    except (EOFError, OSError):  # closed unused (the server stopped)
        return
    try:
        result: object = check_pdf(data, limits, fallback_title, scan)
    except BaseException as exc:  # noqa: BLE001 - the parent raises it in the request
        result = _picklable(exc)
    with contextlib.suppress(OSError):  # the parent gave up (budget): nobody to tell
        conn.send(result)
    conn.close()


def _warm_up() -> None:
    """MuPDF's lazy start-up (fonts, text extraction: ~50 ms of CPU) is paid here, before an
    upload waits for it."""
    with contextlib.suppress(Exception), pymupdf.open() as doc:
        doc.new_page().insert_text((72, 72), "warm up")
        doc[0].get_text()


def _picklable(exc: BaseException) -> BaseException:
    try:
        pickle.loads(pickle.dumps(exc))
    except Exception:  # noqa: BLE001 - whatever it is, its message still travels
        return RuntimeError(f"{type(exc).__name__}: {exc}")
    return exc


class IsolatedCheck:
    """``check_pdf`` with its signature, run in a child process: a bounded number at once,
    each within a time budget. Blocks the calling thread (a request's), never the interpreter.

    Each check has a process of its own (killed past the budget; its memory returned when it
    ends), started ahead of time: one spare per slot waits with MuPDF warmed up, so an upload
    pays one message each way, not a fork through the forkserver and MuPDF's start-up (together
    about 0.3 s of wall time on a busy 2-core machine). A used spare is replaced in the
    background.
    """

    def __init__(self, processes: int, budget_s: float) -> None:
        self.budget_s = budget_s
        self._count = max(1, processes)
        self._slots = threading.BoundedSemaphore(self._count)
        self._lock = threading.Lock()
        self._spares: list[tuple[Any, multiprocessing.connection.Connection]] = []
        self._closed = False
        threading.Thread(target=self._fill, name="upload-check-spares", daemon=True).start()

    def _start(self) -> tuple[Any, multiprocessing.connection.Connection]:
        ctx = forkserver_context()
        here, there = ctx.Pipe(duplex=True)
        proc = ctx.Process(  # type: ignore[attr-defined]
            target=_child, args=(there,), name="paperlens-upload-check", daemon=True
        )
        proc.start()
        there.close()
        return proc, here

    def _fill(self) -> None:
        """Start spares until there is one per slot (in a background thread)."""
        while True:
            with self._lock:
                if self._closed or len(self._spares) >= self._count:
                    return
            spare = self._start()
            with self._lock:
                if not self._closed:
                    self._spares.append(spare)
                    continue
            _stop(*spare)
            return

    def _take(self) -> tuple[Any, multiprocessing.connection.Connection]:
        with self._lock:
            while self._spares:
                proc, conn = self._spares.pop()
                if proc.is_alive():
                    return proc, conn
                _stop(proc, conn)
        return self._start()  # none ready yet (start-up, or uploads in a burst)

    def close(self) -> None:
        """Stop the spares (the server is stopping)."""
        with self._lock:
            self._closed = True
            spares, self._spares = self._spares, []
        for spare in spares:
            _stop(*spare)

    def __call__(
        self,
        data: bytes,
        limits: IngestSettings,
        fallback_title: str,
        scan: ScanSettings | None = None,
    ) -> CheckedPDF:
        deadline = time.monotonic() + self.budget_s
        if not self._slots.acquire(timeout=self.budget_s):
            raise CheckOverBudget(self._too_slow("other uploads were being checked"))
        try:
            return self._run(data, limits, fallback_title, scan, deadline)
        finally:
            self._slots.release()
            threading.Thread(target=self._fill, name="upload-check-spares", daemon=True).start()

    def _too_slow(self, why: str = "") -> str:
        return (
            f"Checking the PDF took longer than {self.budget_s:g} s "
            f"(PAPERLENS_API__UPLOAD_CHECK_BUDGET_S){f' because {why}' if why else ''}; a paper "
            "takes well under a second. Re-export the PDF from its source, or upload it again "
            "when the server is less busy."
        )

    def _run(
        self,
        data: bytes,
        limits: IngestSettings,
        fallback_title: str,
        scan: ScanSettings | None,
        deadline: float,
    ) -> CheckedPDF:
        proc, conn = self._take()
        try:
            try:
                conn.send((data, limits, fallback_title, scan))
                if not conn.poll(max(0.0, deadline - time.monotonic())):
                    raise CheckOverBudget(self._too_slow())
                verdict = conn.recv()
            except (EOFError, OSError):
                proc.join(5)
                raise BadPDF(
                    f"The PDF could not be checked: the checking process ended (exit code "
                    f"{proc.exitcode}), most likely out of memory. Re-export the PDF from its "
                    "source."
                ) from None
        finally:
            _stop(proc, conn)
        if isinstance(verdict, BaseException):
            raise verdict
        return verdict  # type: ignore[no-any-return]


def _stop(proc: Any, conn: multiprocessing.connection.Connection) -> None:
    """Close the pipe and end the process (at once: a check's verdict is already read)."""
    conn.close()
    if proc.is_alive():
        proc.kill()
    proc.join(5)
