"""Springer LNCS paper: a booktabs table set beside body text (wraptable), a threeparttable with
footnote markers (a, b) and bold best values, a photo-like raster figure (JPEG), matplotlib stacked
bars with the legend inside, and a line chart whose tick labels, titles and legend are outlined
paths (matplotlib PDF re-distilled by Ghostscript with -dNoOutputFonts: no text layer)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
from common import latex, mpl_save, probes, run  # noqa: E402
from PIL import Image, ImageFilter  # noqa: E402

SETS = ["Household", "Tools", "Deformable"]
FAILURES = {
    "Slip": [38, 29, 17],
    "Drop during lift": [21, 24, 9],
    "Missed contact": [12, 7, 11],
    "Crushed": [4, 0, 23],
}
GRASPS = [250, 500, 1000, 2000, 2880]
SIZE_SUCCESS = {
    "Vision only": [66.2, 69.8, 72.1, 73.2, 73.5],
    "Tactile only": [58.4, 68.9, 74.6, 80.3, 82.6],
    "Vision + tactile": [70.5, 76.0, 80.2, 84.1, 85.9],
}


def scene(path: Path) -> None:
    """A photo-like wrist-camera frame: lit table, soft shadows, sensor noise, JPEG compression."""
    rng = np.random.default_rng(7)
    h, w = 360, 540
    yy, xx = np.mgrid[0:h, 0:w].astype(float)
    light = 0.55 + 0.35 * np.exp(-(((xx - 330) / 420) ** 2 + ((yy - 80) / 300) ** 2))
    wood = 0.5 + 0.08 * np.sin(xx / 9 + 3 * np.sin(yy / 40)) + 0.04 * rng.standard_normal((h, w))
    img = np.stack([wood * 0.78, wood * 0.60, wood * 0.42], axis=-1) * light[..., None]
    for cx, cy, rx, ry, col in [
        (190, 210, 70, 48, (0.75, 0.12, 0.10)),
        (340, 170, 40, 95, (0.15, 0.35, 0.70)),
        (430, 260, 55, 35, (0.90, 0.85, 0.30)),
    ]:
        shadow = np.exp(
            -((((xx - cx - 18) / (rx * 1.1)) ** 2 + ((yy - cy - 14) / (ry * 1.1)) ** 2) ** 2)
        )
        img *= (1 - 0.45 * shadow)[..., None]
        inside = ((xx - cx) / rx) ** 2 + ((yy - cy) / ry) ** 2 <= 1
        shade = 0.6 + 0.4 * np.clip(
            1 - ((xx - cx + rx / 3) / rx) ** 2 - ((yy - cy + ry / 3) / ry) ** 2, 0, 1
        )
        for k in range(3):
            img[..., k] = np.where(inside, col[k] * shade * light, img[..., k])
    # gripper fingers entering from the top
    for x0 in (150, 250):
        img[0:120, x0 : x0 + 28] = 0.18 + 0.05 * rng.standard_normal((120, 28, 1))
    img += 0.025 * rng.standard_normal(img.shape)
    pic = Image.fromarray((np.clip(img, 0, 1) * 255).astype(np.uint8)).filter(
        ImageFilter.GaussianBlur(1.2)
    )
    pic.save(path, quality=82)


def charts(work: Path) -> None:
    plt.rcParams.update({"font.size": 9, "pdf.fonttype": 42})
    fig, ax = plt.subplots(figsize=(4.4, 2.6), layout="constrained")
    bottom = np.zeros(len(SETS))
    for name, vals in FAILURES.items():
        ax.bar(SETS, vals, 0.55, bottom=bottom, label=name, edgecolor="white", linewidth=0.5)
        bottom += vals
    ax.set_ylim(0, 100)
    ax.set_yticks(range(0, 101, 20))
    ax.set_ylabel("Failed grasps")
    ax.legend(loc="upper right", fontsize=8)
    mpl_save(fig, work / "fig_failures.pdf")
    plt.close(fig)

    fig, ax = plt.subplots(figsize=(4.2, 2.5), layout="constrained")
    for (name, ys), m in zip(SIZE_SUCCESS.items(), ["o", "s", "D"], strict=True):
        ax.plot(GRASPS, ys, marker=m, markersize=4, label=name)
    ax.set_xlim(0, 3000)
    ax.set_xticks(range(0, 3001, 500))
    ax.set_ylim(50, 90)
    ax.set_yticks(range(50, 91, 10))
    ax.set_xlabel("Training grasps")
    ax.set_ylabel("Mean success rate (%)")
    ax.legend(loc="lower right")
    mpl_save(fig, work / "fig_datasize_text.pdf")
    plt.close(fig)
    # Re-distil with every glyph turned into an outline, as print workflows do.
    run(
        [
            "gs",
            "-q",
            "-dNOPAUSE",
            "-dBATCH",
            "-dSAFER",
            "-sDEVICE=pdfwrite",
            "-dNoOutputFonts",
            "-sOutputFile=fig_datasize.pdf",
            "fig_datasize_text.pdf",
        ],
        cwd=work,
    )


def build(work: Path) -> Path:
    scene(work / "fig_scene.jpg")
    charts(work)
    return latex(work / "paper.tex")


def truth() -> dict[str, Any]:
    return {
        "file": "heldout/lncs_robot.pdf",
        "scanned": False,
        "tables": [
            {
                "label": "Table 1",
                "caption": "Objects and grasp attempts per set.",
                "rotated": False,
                "cells": [
                    {"row": "Tools", "col": "Grasps", "value": "960"},
                    {"row": "Deformable", "col": "Objects", "value": "9"},
                    {"row": "Total", "col": "Grasps", "value": "3,600"},
                ],
                "note": "wraptable: a narrow table on the right with body text flowing on its left, not across the text width.",
            },
            {
                "label": "Table 2",
                "caption": "Grasp success rate (%) on the test grasps, with re-grasping enabled.",
                "rotated": False,
                "cells": [
                    {
                        "row": "Calandra et al. [3]b",
                        "col": "Deformable",
                        "value": "68.4",
                        "note": "Row header ends in a superscript footnote marker 'b'.",
                    },
                    {"row": "Vision only", "col": "Tools", "value": "77.1"},
                    {
                        "row": "Vision + tactile (ours)",
                        "col": "Mean",
                        "value": "85.9",
                        "note": "Bold (best).",
                    },
                    {
                        "row": "Random re-grasp a",
                        "col": "Household",
                        "value": "71.3",
                        "note": "Row header ends in a superscript footnote marker 'a'.",
                    },
                ],
                "note": "threeparttable with table notes a and b under the bottom rule.",
            },
        ],
        "figures": [
            {
                "label": "Figure 1",
                "kind": "photo",
                "caption": "The workspace seen by the wrist camera before a grasp of a household object.",
                "note": "Photo-like JPEG (synthetic camera frame), no chart.",
            },
            {
                "label": "Figure 2",
                "kind": "vector_chart",
                "caption": "Failed test grasps of the vision-only predictor by failure mode and object set.",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "stacked_bar",
                        "x": {"title": None, "log": False, "categories": SETS},
                        "y": {"title": "Failed grasps", "log": False, "min": 0, "max": 100},
                        "series": list(FAILURES),
                        "points": probes("Slip", SETS, FAILURES["Slip"], [0])
                        + probes("Drop during lift", SETS, FAILURES["Drop during lift"], [1])
                        + probes("Missed contact", SETS, FAILURES["Missed contact"], [2])
                        + probes("Crushed", SETS, FAILURES["Crushed"], [2]),
                        "note": "Stacked bottom to top in legend order; y of a point is the segment's height. Tools has a zero-height 'Crushed' segment. Bar totals: 75, 60, 60.",
                    }
                ],
                "note": "matplotlib stacked bars, legend inside upper right.",
            },
            {
                "label": "Figure 3",
                "kind": "vector_chart",
                "caption": "Mean success rate as a function of the number of training grasps.",
                "text_layer": False,
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "line",
                        "x": {"title": "Training grasps", "log": False, "min": 0, "max": 3000},
                        "y": {"title": "Mean success rate (%)", "log": False, "min": 50, "max": 90},
                        "series": list(SIZE_SUCCESS),
                        "points": probes("Vision only", GRASPS, SIZE_SUCCESS["Vision only"], [0, 4])
                        + probes("Tactile only", GRASPS, SIZE_SUCCESS["Tactile only"], [0, 2])
                        + probes(
                            "Vision + tactile", GRASPS, SIZE_SUCCESS["Vision + tactile"], [1, 3]
                        ),
                    }
                ],
                "note": "All text in the chart (ticks, axis titles, legend) is outlined paths: the matplotlib PDF was re-distilled with Ghostscript -dNoOutputFonts. Reading it needs OCR of the rendered crop.",
            },
        ],
    }
