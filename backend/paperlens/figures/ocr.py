"""Offline OCR of raster figures with RapidOCR (ONNX models shipped inside the wheel, no download).

Engines are loaded on first use and kept for the life of the process: importing this module
costs nothing, and the ~0.3 s model load is paid only by papers that have raster figures. Each
engine runs on one thread and serves one call at a time (its detector keeps per-call state), so
``workers`` engines read that many figures in parallel.
"""

from __future__ import annotations

import os
import queue
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import numpy as np

_idle: queue.Queue[Any] = queue.Queue()
_created = 0
_lock = threading.Lock()


def _new_engine() -> Any:
    os.environ.setdefault("ORT_DISABLE_TELEMETRY", "1")
    from rapidocr_onnxruntime import RapidOCR

    # - The angle classifier only flips upside-down text, which figures do not have; skipping it
    #   saves a third of the time.
    # - Detection runs at the size ocr_png hands it ("max"): the default upsamples every image to a
    #   736 px short side, which made a 320x80 label take seconds.
    # - One thread per engine: recognising the ~50 labels of the Attention paper's two raster
    #   figures used 0.84 s of CPU on one thread against 1.9 s spread over two.
    # - Lines are recognised one at a time: a batch pads every line to its widest member, and a
    #   page's lines range from a heading to a full line of prose. OCR of the 28-page 1985 scan
    #   took 117 s of CPU against 177 s in batches of 6, and the text is the same to 99.3%.
    return RapidOCR(
        use_cls=False,
        det_limit_type="max",
        det_limit_side_len=4000,
        rec_batch_num=1,
        intra_op_num_threads=1,
        inter_op_num_threads=1,
    )


@contextmanager
def _engine(workers: int) -> Iterator[Any]:
    global _created
    try:
        engine = _idle.get_nowait()
    except queue.Empty:
        with _lock:
            make = _created < max(1, workers)
            if make:
                _created += 1
        engine = _new_engine() if make else _idle.get()
    try:
        yield engine
    finally:
        _idle.put(engine)


def warm_up(workers: int = 1) -> None:
    """Load ``workers`` engines now (benchmarks keep the one-off load out of their timings)."""
    global _created
    while True:
        with _lock:
            if _created >= workers:
                return
            _created += 1
        _idle.put(_new_engine())


def ocr_png(png: bytes, max_side_px: int, workers: int = 1, min_score: float = 0.6) -> list[str]:
    """Text lines read from a PNG scaled to ``max_side_px``: top to bottom, left to right."""
    import cv2

    img = cv2.imdecode(np.frombuffer(png, np.uint8), cv2.IMREAD_COLOR)
    if img is None:
        return []
    h, w = img.shape[:2]
    # Large crops are shrunk to max_side_px; small ones enlarged (at most 2x) so text stays legible.
    scale = min(max_side_px / max(h, w), 2.0)
    if abs(scale - 1) > 0.05:
        interpolation = cv2.INTER_AREA if scale < 1 else cv2.INTER_CUBIC
        img = cv2.resize(
            img, (max(1, int(w * scale)), max(1, int(h * scale))), interpolation=interpolation
        )
    with _engine(workers) as engine:
        result, _ = engine(img)
    lines = []
    for box, text, score in result or []:
        if float(score) >= min_score and text.strip():
            top = min(p[1] for p in box)
            left = min(p[0] for p in box)
            lines.append((round(top / 10), left, text.strip()))
    return [t for _, _, t in sorted(lines)]


def read_image(
    img: np.ndarray, workers: int = 1, word_boxes: bool = False, recognise: bool = True
) -> list[Any]:
    """RapidOCR's raw lines for an image (box, text, score, and with ``word_boxes`` the box and
    text of each character): what a scanned page's text layer is rebuilt from. Without
    ``recognise`` only the text boxes are found (a fraction of the time)."""
    with _engine(workers) as engine:
        result, _ = engine(img, return_word_box=word_boxes, use_rec=recognise)
    return list(result or [])


def ocr_boxes(
    png: bytes, workers: int = 1, min_score: float = 0.5
) -> list[tuple[tuple[float, float, float, float], str]]:
    """Text lines of a PNG at its own resolution, each with its box in the PNG's pixels
    (chart labels are small: no scaling down)."""
    import cv2

    img = cv2.imdecode(np.frombuffer(png, np.uint8), cv2.IMREAD_COLOR)
    if img is None:
        return []
    return image_boxes(img, workers, min_score)


def image_boxes(
    img: np.ndarray, workers: int = 1, min_score: float = 0.5
) -> list[tuple[tuple[float, float, float, float], str]]:
    """``ocr_boxes`` for an image already in memory (rows x columns x BGR, as OpenCV holds it)."""
    out = []
    for box, text, score in read_image(img, workers):
        if float(score) >= min_score and text.strip():
            xs, ys = [p[0] for p in box], [p[1] for p in box]
            out.append(((min(xs), min(ys), max(xs), max(ys)), text.strip()))
    return out
