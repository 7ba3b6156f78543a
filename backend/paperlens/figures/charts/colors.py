"""The colour a reader sees inside a box, from a small rendering of the chart.

Bars and legend swatches may be filled with patterns (hatching) that PyMuPDF reports as no fill
at all, or drawn twice (an early fill covered by a later one): the rendered pixels are what the
legend and the bars really share. One rendering per figure at ``scale`` pixels per point.
"""

from __future__ import annotations

import numpy as np
import pymupdf

from .paths import RGB

Box = tuple[float, float, float, float]


class ColorSampler:
    def __init__(self, page: pymupdf.Page, clip: pymupdf.Rect, scale: float = 3.0) -> None:
        self.page, self.clip, self.scale = page, pymupdf.Rect(clip), scale
        self._pixels: np.ndarray | None = None

    def _image(self) -> np.ndarray:
        if self._pixels is None:
            pix = self.page.get_pixmap(
                matrix=pymupdf.Matrix(self.scale, self.scale), clip=self.clip, alpha=False
            )
            img = np.frombuffer(pix.samples, np.uint8).reshape(pix.height, pix.stride)
            self._pixels = img[:, : pix.width * 3].reshape(pix.height, pix.width, 3)
        return self._pixels

    def median(self, box: Box) -> RGB | None:
        """Median colour of the box's interior (its outline and a margin left out); None when the
        box is too small to have an interior at this resolution."""
        img = self._image()
        s = self.scale
        x0, y0, x1, y1 = box
        w, h = x1 - x0, y1 - y0
        inset_x, inset_y = max(0.2 * w, 1.0 / s), max(0.2 * h, 1.0 / s)
        c0 = int(round((x0 + inset_x - self.clip.x0) * s))
        c1 = int(round((x1 - inset_x - self.clip.x0) * s))
        r0 = int(round((y0 + inset_y - self.clip.y0) * s))
        r1 = int(round((y1 - inset_y - self.clip.y0) * s))
        c0, r0 = max(c0, 0), max(r0, 0)
        c1, r1 = min(c1, img.shape[1]), min(r1, img.shape[0])
        if c1 <= c0 or r1 <= r0:
            return None
        patch = img[r0:r1, c0:c1].reshape(-1, 3)
        med = np.median(patch, axis=0) / 255.0
        return (float(med[0]), float(med[1]), float(med[2]))
