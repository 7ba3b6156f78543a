"""Chinese ctexart paper (XeLaTeX, Fandol fonts): '表 1' / '图 3' captions, a three-line table, a
table with multirow and multicolumn headers in Chinese, a TikZ diagram with Chinese labels, a
photo-like bi-temporal satellite image pair (JPEG), and a matplotlib line chart whose legend
and axis titles are Chinese (Noto Sans CJK embedded)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402
from common import latex, mpl_save, probes  # noqa: E402
from matplotlib import font_manager  # noqa: E402
from PIL import Image, ImageFilter  # noqa: E402

RATIO = [10, 25, 50, 75, 100]
F1 = {
    "MSDA-Net（本文）": [80.42, 85.97, 88.85, 90.34, 91.26],
    "ChangeFormer": [74.18, 82.63, 87.20, 89.31, 90.41],
    "BIT": [76.05, 82.11, 85.94, 87.76, 88.82],
}
CJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"


def satellite_pair(path: Path) -> None:
    """Photo-like bi-temporal aerial tiles: fields and roads, then new buildings and a season change."""
    rng = np.random.default_rng(11)
    n = 300
    yy, xx = np.mgrid[0:n, 0:n].astype(float)
    base = 0.35 + 0.1 * np.sin(xx / 23) * np.cos(yy / 31) + 0.05 * rng.standard_normal((n, n))
    tiles = []
    for year in (2007, 2014):
        g = 0.55 if year == 2007 else 0.38  # greener in the first acquisition
        img = np.stack([base * 0.8, base * (1 + g), base * 0.6], axis=-1)
        img[(np.abs(yy - 0.6 * xx - 60) < 6)] = (0.62, 0.6, 0.55)  # road
        img[:, 140:150] = (0.6, 0.58, 0.52)
        if year == 2014:
            for bx, by in [(40, 180), (80, 200), (190, 60), (220, 90), (230, 200)]:
                img[by : by + 28, bx : bx + 36] = (0.78, 0.74, 0.7)
                img[by + 28 : by + 33, bx + 4 : bx + 40] = (0.15, 0.15, 0.15)  # shadow
        img += 0.03 * rng.standard_normal(img.shape)
        tile = Image.fromarray((np.clip(img, 0, 1) * 255).astype(np.uint8)).filter(
            ImageFilter.GaussianBlur(0.8)
        )
        tiles.append(tile)
    pair = Image.new("RGB", (2 * n + 12, n), "white")
    pair.paste(tiles[0], (0, 0))
    pair.paste(tiles[1], (n + 12, 0))
    pair.save(path, quality=80)


def chart(work: Path) -> None:
    font_manager.fontManager.addfont(CJK)
    plt.rcParams.update(
        {
            "font.size": 9,
            "font.family": ["Noto Sans CJK SC"],
            "pdf.fonttype": 3,
            "axes.unicode_minus": False,
        }
    )
    fig, ax = plt.subplots(figsize=(4.2, 2.8), layout="constrained")
    for (name, ys), m in zip(F1.items(), ["o", "s", "^"], strict=True):
        ax.plot(RATIO, ys, marker=m, markersize=4, label=name)
    ax.set_xlim(0, 100)
    ax.set_xticks(range(0, 101, 20))
    ax.set_ylim(70, 95)
    ax.set_yticks(range(70, 96, 5))
    ax.set_xlabel("训练样本比例（%）")
    ax.set_ylabel("F1 分数（%）")
    ax.grid(True, linewidth=0.3)
    ax.legend(loc="lower right")
    mpl_save(fig, work / "fig_ratio.pdf")
    plt.close(fig)


def build(work: Path) -> Path:
    satellite_pair(work / "fig_pair.jpg")
    chart(work)
    return latex(work / "paper.tex", engine="xelatex")


def truth() -> dict[str, Any]:
    def c(row: str, group: str, col: str, value: str) -> dict[str, str]:
        return {"row": row, "col_group": group, "col": col, "value": value}

    return {
        "file": "heldout/zh_remote.pdf",
        "scanned": False,
        "language": "zh",
        "tables": [
            {
                "label": "Table 1",
                "caption": "数据集统计信息",
                "find": "表 1 数据集统计信息",
                "rotated": False,
                "cells": [
                    {"row": "SYSU-S", "col": "影像对数", "value": "1,260"},
                    {"row": "LEVIR-Lite", "col": "训练/验证/测试", "value": "310/45/90"},
                    {"row": "SYSU-S", "col": "变化像元占比 (%)", "value": "20.3"},
                ],
                "note": "Printed label '表 1' (canonical 'Table 1'); three-line (booktabs) table.",
            },
            {
                "label": "Table 2",
                "caption": "不同方法在两个数据集上的检测精度（%）",
                "rotated": False,
                "cells": [
                    c("BIT", "SYSU-S", "P", "83.91"),
                    c("ChangeFormer", "LEVIR-Lite", "R", "89.76"),
                    c("MSDA-Net（本文）", "SYSU-S", "F1", "82.47"),
                    {"row": "ChangeFormer", "col": "参数量 (M)", "value": "41.0"},
                    c("FC-Siam-diff", "SYSU-S", "R", "70.82"),
                ],
                "note": "Printed label '表 2'. '方法' and '参数量 (M)' span both header rows (\\multirow); data-set groups over P/R/F1 with \\cmidrule; best values bold (BIT's SYSU-S precision).",
            },
        ],
        "figures": [
            {
                "label": "Figure 1",
                "kind": "diagram",
                "caption": "MSDA-Net 的整体结构",
                "find": "图 1 MSDA-Net 的整体结构",
                "note": "Printed label '图 1'. TikZ block diagram with Chinese labels.",
            },
            {
                "label": "Figure 2",
                "kind": "photo",
                "caption": "SYSU-S 数据集中的一对双时相影像示例（左：2007 年；右：2014 年）",
                "note": "Printed label '图 2'. One JPEG with two synthetic aerial tiles side by side.",
            },
            {
                "label": "Figure 3",
                "kind": "vector_chart",
                "caption": "不同训练样本比例下各方法在 LEVIR-Lite 测试集上的 F1 分数",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "line",
                        "x": {"title": "训练样本比例（%）", "log": False, "min": 0, "max": 100},
                        "y": {"title": "F1 分数（%）", "log": False, "min": 70, "max": 95},
                        "series": list(F1),
                        "points": probes("MSDA-Net（本文）", RATIO, F1["MSDA-Net（本文）"], [0, 2])
                        + probes("ChangeFormer", RATIO, F1["ChangeFormer"], [0, 3])
                        + probes("BIT", RATIO, F1["BIT"], [1, 4]),
                    }
                ],
                "note": "Printed label '图 3'. matplotlib with Noto Sans CJK SC as Type 3 fonts; Chinese axis titles and legend entry; legend inside lower right.",
            },
        ],
    }
