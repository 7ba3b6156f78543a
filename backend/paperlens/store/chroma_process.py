"""Chroma in a child process of the API: the embedded default without the interpreter lock.

Embedded Chroma's writes hold the Python interpreter lock for the whole call (its Rust bindings
release it for reads, not for inserts: chroma-core/chroma#3873). While the API stored a paper's
vectors, ``/health`` and every other request of the process waited: a thread ticking every
5 ms saw gaps of p50 415 ms and p99 1.1 s while 3,000 records were upserted in-process, and
p50 5 ms, p99 16 ms with the same writes sent over HTTP to a child process.

So the API service runs ``chroma run`` on the same files (``data/chroma``; the format is the
same as the embedded client's), on a free loopback port, and talks to it over HTTP as it would
to a Chroma server. The child dies with the API (Linux parent-death signal); a child orphaned
anyway (the API was killed before the signal was armed) is stopped by the next start, found by
the pid file beside the data. Two APIs on one data directory are refused, as SQLite and Chroma's
files allow one writer.
"""

from __future__ import annotations

import contextlib
import logging
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import psutil

log = logging.getLogger(__name__)

# The child arms its parent-death signal first, then runs Chroma's own CLI entry point (the
# `chroma` script does the same, but may not be on PATH when the venv is not activated).
_CHILD = (
    "import ctypes, signal, sys, os\n"
    "ctypes.CDLL(None).prctl(1, signal.SIGTERM)\n"  # PR_SET_PDEATHSIG
    "os.getppid() == int(sys.argv[1]) or sys.exit('the PaperLens API is gone')\n"
    "import chromadb_rust_bindings\n"
    "chromadb_rust_bindings.cli(['chroma', *sys.argv[2:]])\n"
)


class ChromaProcessError(RuntimeError):
    """The child could not be started; the message says why and where its log is."""


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class ChromaProcess:
    """``chroma run`` on ``path`` for as long as this process lives (``start`` / ``stop``)."""

    def __init__(self, path: Path, start_timeout_s: float = 60.0) -> None:
        self.path = path
        self.start_timeout_s = start_timeout_s
        self.pid_file = path.parent / "chroma-process.pid"
        self.log_file = path.parent / "chroma-process.log"
        self._child: subprocess.Popen[bytes] | None = None
        self.url = ""

    def start(self) -> str:
        """Start the child and wait until it answers; returns its URL. Call from the thread that
        lives as long as the service (the parent-death signal follows the starting thread)."""
        self.path.mkdir(parents=True, exist_ok=True)
        self._stop_orphan()
        port = _free_port()
        # Warnings only: at its default level Chroma logs ~2.5 kB per request, without end.
        env = {**os.environ, "RUST_LOG": "warn"}
        with open(self.log_file, "wb") as out:
            self._child = subprocess.Popen(
                [
                    sys.executable,
                    "-c",
                    _CHILD,
                    str(os.getpid()),
                    "run",
                    "--path",
                    str(self.path),
                    "--host",
                    "127.0.0.1",
                    "--port",
                    str(port),
                ],  # fmt: skip
                stdout=out,
                stderr=subprocess.STDOUT,
                stdin=subprocess.DEVNULL,
                env=env,
            )
        self.pid_file.write_text(f"{self._child.pid} {os.getpid()}\n")
        self.url = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + self.start_timeout_s
        while time.monotonic() < deadline:
            if self._child.poll() is not None:
                raise ChromaProcessError(
                    f"Chroma's process exited with code {self._child.returncode} while starting; "
                    f"see {self.log_file}"
                )
            with contextlib.suppress(httpx.HTTPError):
                if httpx.get(f"{self.url}/api/v2/heartbeat", timeout=1.0).is_success:
                    log.info("chroma runs in process %d at %s", self._child.pid, self.url)
                    return self.url
            time.sleep(0.05)
        self.stop()
        raise ChromaProcessError(
            f"Chroma's process did not answer within {self.start_timeout_s:.0f} s; see {self.log_file}"
        )

    def stop(self) -> None:
        child, self._child = self._child, None
        if child is None:
            return
        child.terminate()
        try:
            child.wait(timeout=10)
        except subprocess.TimeoutExpired:
            child.kill()
            child.wait()
        self.pid_file.unlink(missing_ok=True)

    def _stop_orphan(self) -> None:
        """Stop a child a killed API left behind; refuse if that API still runs."""
        try:
            child_pid, api_pid = (int(x) for x in self.pid_file.read_text().split())
        except (OSError, ValueError):
            return
        if api_pid != os.getpid() and psutil.pid_exists(api_pid):
            with contextlib.suppress(psutil.Error):
                if "paperlens" in " ".join(psutil.Process(api_pid).cmdline()):
                    raise ChromaProcessError(
                        f"another PaperLens API (pid {api_pid}) serves {self.path.parent}; "
                        "stop it or use another data directory"
                    )
        with contextlib.suppress(psutil.Error):
            orphan = psutil.Process(child_pid)
            if "chromadb_rust_bindings" in " ".join(orphan.cmdline()):
                log.warning("stopping Chroma process %d left by a previous run", child_pid)
                orphan.send_signal(signal.SIGTERM)
                try:
                    orphan.wait(timeout=10)
                except psutil.TimeoutExpired:
                    orphan.kill()
        self.pid_file.unlink(missing_ok=True)
