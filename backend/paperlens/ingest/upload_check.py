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
from typing import TYPE_CHECKING

from paperlens.ingest.execute import forkserver_context
from paperlens.ingest.pdf import BadPDF, CheckedPDF, check_pdf

if TYPE_CHECKING:
    from paperlens.settings import IngestSettings, ScanSettings


class CheckOverBudget(BadPDF):
    """Checking the PDF took longer than the budget: a PDF far more complex than a paper."""


def _child(
    conn: multiprocessing.connection.Connection,
    data: bytes,
    limits: IngestSettings,
    fallback_title: str,
    scan: ScanSettings | None,
) -> None:
    """The check's process: its verdict (CheckedPDF, or the exception) goes back on the pipe."""
    try:
        result: object = check_pdf(data, limits, fallback_title, scan)
    except BaseException as exc:  # noqa: BLE001 - the parent raises it in the request
        result = _picklable(exc)
    with contextlib.suppress(OSError):  # the parent gave up (budget): nobody to tell
        conn.send(result)
    conn.close()


def _picklable(exc: BaseException) -> BaseException:
    try:
        pickle.loads(pickle.dumps(exc))
    except Exception:  # noqa: BLE001 - whatever it is, its message still travels
        return RuntimeError(f"{type(exc).__name__}: {exc}")
    return exc


class IsolatedCheck:
    """``check_pdf`` with its signature, run in a child process: a bounded number at once,
    each within a time budget. Blocks the calling thread (a request's), never the interpreter."""

    def __init__(self, processes: int, budget_s: float) -> None:
        self.budget_s = budget_s
        self._slots = threading.BoundedSemaphore(max(1, processes))

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
        ctx = forkserver_context()
        receive, send = ctx.Pipe(duplex=False)
        proc = ctx.Process(  # type: ignore[attr-defined]
            target=_child,
            args=(send, data, limits, fallback_title, scan),
            name="paperlens-upload-check",
            daemon=True,
        )
        try:
            proc.start()
            send.close()  # the child holds its end: EOF here means it ended without a verdict
            if not receive.poll(max(0.0, deadline - time.monotonic())):
                raise CheckOverBudget(self._too_slow())
            try:
                verdict = receive.recv()
            except EOFError:
                proc.join(5)
                raise BadPDF(
                    f"The PDF could not be checked: the checking process ended (exit code "
                    f"{proc.exitcode}), most likely out of memory. Re-export the PDF from its "
                    "source."
                ) from None
        finally:
            send.close()
            receive.close()
            if proc.is_alive():
                proc.kill()
            with contextlib.suppress(AssertionError):  # never started
                proc.join(5)
        if isinstance(verdict, BaseException):
            raise verdict
        return verdict  # type: ignore[no-any-return]
