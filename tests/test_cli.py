"""Starting PaperLens on ports of your choice, and a one-line answer when a port is taken."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def _listening() -> socket.socket:
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    s.listen()
    return s


def _free() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _paperlens(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "paperlens.cli", *args],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "PAPERLENS_PROVIDER": "local"},
        cwd=REPO,
    )


def test_a_taken_port_is_one_line_that_says_how_to_pick_another():
    with _listening() as taken:
        port = taken.getsockname()[1]
        for args, flag in (
            (["up", "--port", str(port), "--ui-port", str(_free())], "--port N"),
            (["up", "--port", str(_free()), "--ui-port", str(port)], "--ui-port N"),
            (["serve", "--port", str(port)], "API_PORT=N"),
            (["ui", "--ui-port", str(port)], "UI_PORT=N"),
        ):
            done = _paperlens(*args)
            lines = done.stderr.strip().splitlines()
            assert done.returncode == 2 and len(lines) == 1, done.stderr
            assert f"cannot listen on 127.0.0.1:{port}" in lines[0] and flag in lines[0], lines
            assert "Traceback" not in done.stderr + done.stdout


def test_make_run_takes_the_ports_from_api_port_and_ui_port():
    done = subprocess.run(
        ["make", "-n", "run", "API_PORT=9100", "UI_PORT=9601"],
        capture_output=True,
        text=True,
        cwd=REPO,
        timeout=60,
    )
    assert "paperlens up --port 9100 --ui-port 9601" in done.stdout, done.stdout + done.stderr
