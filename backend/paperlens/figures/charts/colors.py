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

    def _patch(self, box: Box) -> np.ndarray | None:
        img = self._image()
        s = self.scale
        x0, y0, x1, y1 = box
        w, h = x1 - x0, y1 - y0
        inset_x, inset_y = max(0.2 * w, 1.0 / s), max(0.2 * h, 1.0 / s)
        c0 = max(int(round((x0 + inset_x - self.clip.x0) * s)), 0)
        c1 = min(int(round((x1 - inset_x - self.clip.x0) * s)), img.shape[1])
        r0 = max(int(round((y0 + inset_y - self.clip.y0) * s)), 0)
        r1 = min(int(round((y1 - inset_y - self.clip.y0) * s)), img.shape[0])
        if c1 <= c0 or r1 <= r0:
            return None
        return img[r0:r1, c0:c1]

    def texture(self, box: Box) -> str:
        """The fill pattern inside the box: "" for a plain fill, else the directions its
        strokes run in ("/", "\\", "-", "|", or several: "/\\" for cross-hatching) or "dots".
        Black-and-white charts tell their bars apart by hatching alone; the median colour of
        every hatched bar is the paper's white."""
        patch = self._patch(box)
        if patch is None or min(patch.shape[:2]) < 6:
            return ""
        dark = patch.mean(axis=2) < 128
        ink = float(dark.mean())
        if not 0.08 <= ink <= 0.7:
            return ""  # a plain fill (or a dark one): its colour tells it apart
        # a pattern covers the whole box; an error bar or a printed value inside a plain bar
        # is ink in a few places only
        rows = np.array_split(dark, 3, axis=0)
        if sum(bool(c.any()) for r in rows for c in np.array_split(r, 3, axis=1)) < 7:
            return ""
        k = 3  # one point at the sampling scale: longer than a dot, shorter than a hatch gap
        out = ""
        for name, (dy, dx) in (("-", (0, k)), ("|", (k, 0)), ("\\", (k, k)), ("/", (k, -k))):
            a = dark[
                max(dy, 0) : dark.shape[0] + min(dy, 0), max(dx, 0) : dark.shape[1] + min(dx, 0)
            ]
            b = dark[
                max(-dy, 0) : dark.shape[0] + min(-dy, 0), max(-dx, 0) : dark.shape[1] + min(-dx, 0)
            ]
            if a.size and float((a & b).mean()) >= 0.6 * ink:
                out += name
        return out or "dots"

    def median(self, box: Box) -> RGB | None:
        """Median colour of the box's interior (its outline and a margin left out); None when the
        box is too small to have an interior at this resolution."""
        patch = self._patch(box)
        if patch is None:
            return None
        med = np.median(patch.reshape(-1, 3), axis=0) / 255.0
        return (float(med[0]), float(med[1]), float(med[2]))
