"""glibc's heap in an indexing process: big buffers go back to the system when they are freed.

A job's peak memory is set by short-lived buffers, not by what it keeps: OCR's detector on a
raster chart rendered at ``figures.raster_chart_max_pixels`` holds a few hundred MB of tensors
for one call (onnxruntime runs here without its own arena, so each tensor is a ``malloc``).
glibc then keeps most of it:

- its mmap threshold is dynamic: once a large block is freed, blocks up to that size come from
  the heap instead of their own mapping, and a freed heap block stays with the process;
- each thread (the OCR pool's, the embedder's) allocates from its own arena, so what the chart
  reader's thread freed is no use to the OCR thread that runs next, which grows its own.

PLOS Medicine's figures took a job process from 330 MB to 1.2 GB that way (one raster chart's
detector peaked at 820 MB and left 645 MB held; a second thread's OCR then added 500 MB of its
own). A fixed threshold (``ingest.malloc_mmap_threshold_kb``) maps every big buffer on its own
and unmaps it on free, and fewer arenas (``ingest.malloc_arenas``) let threads share what is
freed below it: the same figures peaked at 620 MB and ended at 380 MB. The threshold is 4 MB,
not lower: OCR allocates many buffers of a few hundred KB to a few MB per call, and mapping
each one afresh (the kernel zeroes its pages) made a scan's OCR take 1.9x as long at 128 KB,
1.5-1.8x at 1-2 MB and 1.1x at 4 MB, for peaks of 600-690 MB (700-760 MB with glibc's
defaults). It is set in the job's
own process when it starts (``execute._child``), never in the API or the answering processes,
whose heaps are theirs to tune. On a libc without ``mallopt`` (musl, macOS) nothing changes.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import logging
from functools import cache

from paperlens.settings import IngestSettings

log = logging.getLogger(__name__)

# mallopt parameters (glibc's malloc.h)
_M_TRIM_THRESHOLD = -1
_M_MMAP_THRESHOLD = -3
_M_ARENA_MAX = -8


@cache
def _libc() -> ctypes.CDLL | None:
    name = ctypes.util.find_library("c")
    try:
        libc = ctypes.CDLL(name) if name else None
    except OSError:
        return None
    return libc if libc is not None and hasattr(libc, "mallopt") else None


def bound_heap(settings: IngestSettings) -> bool:
    """Apply the job process's heap limits; False where this libc has no ``mallopt``."""
    libc = _libc()
    if libc is None:
        return False
    ok = True
    if settings.malloc_mmap_threshold_kb > 0:
        size = settings.malloc_mmap_threshold_kb * 1024
        # The heap top is trimmed past twice that size: glibc's own pairing of the two.
        ok &= libc.mallopt(_M_MMAP_THRESHOLD, size) == 1
        ok &= libc.mallopt(_M_TRIM_THRESHOLD, 2 * size) == 1
    if settings.malloc_arenas > 0:
        ok &= libc.mallopt(_M_ARENA_MAX, settings.malloc_arenas) == 1
    if not ok:
        log.warning("mallopt refused the indexing process's heap limits")
    return bool(ok)


def give_back() -> None:
    """Return the heap's free pages to the system (``malloc_trim``): after a stage whose buffers
    are gone, so the next one starts from what the job keeps."""
    libc = _libc()
    if libc is not None and hasattr(libc, "malloc_trim"):
        libc.malloc_trim(0)
