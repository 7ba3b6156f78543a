"""A real ``paperlens serve`` subprocess for the hostile suite, and its memory as the kernel sees it."""

from __future__ import annotations

import contextlib
import os
import signal
import socket
import subprocess
import sys
import time
import uuid
from pathlib import Path

import httpx

QUIET = {"ORT_DISABLE_TELEMETRY": "1", "ANONYMIZED_TELEMETRY": "False", "HF_HUB_OFFLINE": "1"}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _status_kb(pid: int, field: str) -> int:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith(field + ":"):
                return int(line.split()[1])
    except (FileNotFoundError, ProcessLookupError):
        pass
    return 0


def process_tree(pid: int) -> list[int]:
    """The server and every process it started (indexing workers, when there are any)."""
    tree, todo = [], [pid]
    while todo:
        current = todo.pop()
        tree.append(current)
        for task in Path(f"/proc/{current}/task").glob("*/children"):
            try:
                todo += [int(c) for c in task.read_text().split()]
            except (FileNotFoundError, ProcessLookupError):
                continue
    return tree


class Server:
    """``paperlens serve`` on a free port, in its own process group, on a fresh data directory."""

    def __init__(self, data_dir: Path, **env: str) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.data_dir = data_dir
        self.log = data_dir.parent / "server.log"
        self.env = {
            **os.environ,
            **QUIET,
            "PAPERLENS_DATA_DIR": str(data_dir),
            "PAPERLENS_PROVIDER": "local",
            "PAPERLENS_STORE__COLLECTION": f"hostile{uuid.uuid4().hex[:8]}",
            **env,
        }
        self.env.pop("OPENAI_API_KEY", None)
        self.popen: subprocess.Popen[bytes] | None = None
        self.http = httpx.Client(base_url=self.url, timeout=30)

    def start(self, timeout: float = 120) -> None:
        command = [sys.executable, "-m", "paperlens.cli", "serve", "--port", str(self.port)]
        with self.log.open("wb") as log:
            self.popen = subprocess.Popen(
                command, env=self.env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True
            )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.popen.poll() is not None:
                raise RuntimeError(f"server exited: {self.log.read_text()[-3000:]}")
            try:
                if self.http.get("/health", timeout=2).status_code == 200:
                    return
            except httpx.TransportError:
                pass
            time.sleep(0.2)
        raise RuntimeError(f"server did not answer /health in {timeout} s")

    def stop(self) -> None:
        self.http.close()
        if self.popen is None or self.popen.poll() is not None:
            return
        os.killpg(self.popen.pid, signal.SIGTERM)
        try:
            self.popen.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(self.popen.pid, signal.SIGKILL)
            self.popen.wait()

    @property
    def alive(self) -> bool:
        return self.popen is not None and self.popen.poll() is None

    # ---- memory ------------------------------------------------------------------------------

    def reset_peaks(self) -> dict[int, int]:
        """Start a new peak-RSS window for every process of the server; returns current RSS (kB)."""
        assert self.popen is not None
        before = {}
        for pid in process_tree(self.popen.pid):
            with contextlib.suppress(OSError):
                Path(f"/proc/{pid}/clear_refs").write_text("5")  # resets VmHWM to VmRSS
            before[pid] = _status_kb(pid, "VmRSS")
        return before

    def peak_rss_mb(self) -> tuple[float, float]:
        """(largest peak RSS of one process, largest growth over its RSS at reset_peaks) in MB."""
        assert self.popen is not None
        peaks = {pid: _status_kb(pid, "VmHWM") for pid in process_tree(self.popen.pid)}
        base = getattr(self, "_base", {})
        growth = max((peak - base.get(pid, 0) for pid, peak in peaks.items()), default=0)
        return max(peaks.values(), default=0) / 1024, growth / 1024

    def window(self) -> None:
        self._base = self.reset_peaks()
