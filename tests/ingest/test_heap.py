"""An indexing process's heap hands freed buffers back (ingest/heap.py).

Each case runs in a fresh interpreter: mallopt is process-wide and must not touch pytest's."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

BACKEND = Path(__file__).resolve().parents[2] / "backend"

# One big block freed (glibc then raises its mmap threshold to its size), then many 8 MB blocks
# freed but the last (OCR's tensors of one call, and what the job keeps after them): prints the
# MB still resident.
_SCRIPT = """
import ctypes, sys
import psutil
from paperlens.ingest.heap import bound_heap
from paperlens.settings import IngestSettings

if sys.argv[1] == "bounded":
    assert bound_heap(IngestSettings())
libc = ctypes.CDLL(None)
libc.malloc.restype = ctypes.c_void_p
libc.free.argtypes = [ctypes.c_void_p]
def block(mb):
    p = libc.malloc(mb << 20)
    ctypes.memset(p, 1, mb << 20)
    return p
libc.free(block(24))
start = psutil.Process().memory_info().rss
blocks = [block(8) for _ in range(40)]
for p in blocks[:-1]:
    libc.free(p)
print((psutil.Process().memory_info().rss - start) >> 20)
"""


def _held_mb(mode: str) -> int:
    out = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(_SCRIPT), mode],
        capture_output=True,
        text=True,
        check=True,
        env={"PYTHONPATH": str(BACKEND)},
    )
    return int(out.stdout.strip())


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's mallopt")
def test_freed_buffers_leave_a_bounded_process() -> None:
    assert _held_mb("default") > 200  # glibc's moving threshold keeps the freed heap
    assert _held_mb("bounded") < 20  # each block was its own mapping, unmapped when freed
