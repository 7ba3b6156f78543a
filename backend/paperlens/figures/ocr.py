"""Offline OCR of raster figures with RapidOCR (ONNX models shipped inside the wheel, no download).

The engine is loaded on first use, once per process: importing this module costs nothing, and
the ~0.3 s model load is paid only by papers that have raster figures.
"""

from __future__ import annotations

import os
import threading
from typing import Any

import numpy as np

_engine: Any = None
_load_lock = threading.Lock()
_run_lock = threading.Lock()  # one OCR at a time: onnxruntime already uses every core per call


def _get_engine() -> Any:
    global _engine
    with _load_lock:
        if _engine is None:
            os.environ.setdefault("ORT_DISABLE_TELEMETRY", "1")
            from rapidocr_onnxruntime import RapidOCR

            # The angle classifier only flips upside-down text, which figures do not have; skipping it
            # saves a third of the time.
            _engine = RapidOCR(use_cls=False)
        return _engine


def ocr_png(png: bytes, max_side_px: int, min_score: float = 0.6) -> list[str]:
    """Text lines read from a PNG, top to bottom, left to right."""
    import cv2

    img = cv2.imdecode(np.frombuffer(png, np.uint8), cv2.IMREAD_COLOR)
    if img is None:
        return []
    h, w = img.shape[:2]
    scale = max_side_px / max(h, w)
    if scale < 1:
        img = cv2.resize(img, (max(1, int(w * scale)), max(1, int(h * scale))), interpolation=cv2.INTER_AREA)
    engine = _get_engine()
    with _run_lock:
        result, _ = engine(img)
    lines = []
    for box, text, score in result or []:
        if float(score) >= min_score and text.strip():
            top = min(p[1] for p in box)
            left = min(p[0] for p in box)
            lines.append((round(top / 10), left, text.strip()))
    return [t for _, _, t in sorted(lines)]
