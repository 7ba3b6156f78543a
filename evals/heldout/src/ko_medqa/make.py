"""Korean paper (kotex, XeLaTeX, Noto Serif CJK KR): '표 1' / '그림 2' captions, a booktabs table
with Korean headers, a fully ruled table with multirow/multicolumn headers and 'mean ± std'
cells, a matplotlib chart written as SVG with live text and converted by rsvg-convert (cairo),
and a base-R barplot with error bars on the classic pdf() device (Helvetica not embedded)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
from common import latex, probes, run  # noqa: E402
from matplotlib import font_manager  # noqa: E402

K = [1, 2, 4, 8, 16]
TOPK = {
    "KorMedQA-S": [64.8, 69.3, 71.6, 70.9, 69.7],
    "HealthForum-K": [53.1, 57.6, 60.2, 59.4, 58.1],
    "PharmQA-Ko": [58.7, 62.2, 63.9, 63.5, 62.4],
}
MODELS = ["KoBERT-QA", "mT5-base", "Llama-Ko-7B", "RAG-Ko-S"]
PRINTED = [m.replace("-", "\u2212") for m in MODELS]
LATENCY = [42, 118, 760, 165]
LAT_SD = [3, 9, 45, 12]
CJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"


def charts(work: Path) -> None:
    font_manager.fontManager.addfont(CJK)
    plt.rcParams.update(
        {
            "font.size": 10,
            "font.family": ["Noto Sans CJK KR"],
            "svg.fonttype": "none",
            "axes.unicode_minus": False,
        }
    )
    fig, ax = plt.subplots(figsize=(4.6, 3.0), layout="constrained")
    for (name, ys), m in zip(TOPK.items(), ["o", "s", "D"], strict=True):
        ax.plot(K, ys, marker=m, markersize=4.5, label=name)
    ax.set_xlim(0, 16)
    ax.set_xticks(range(0, 17, 4))
    ax.set_ylim(50, 75)
    ax.set_yticks(range(50, 76, 5))
    ax.set_xlabel("검색 문서 수 (k)")
    ax.set_ylabel("F1 (%)")
    ax.legend(loc="lower right", title="데이터셋")
    ax.grid(True, linewidth=0.3)
    fig.savefig(work / "fig_topk.svg", metadata={"Date": None})
    plt.close(fig)
    run(["rsvg-convert", "-f", "pdf", "-o", "fig_topk.pdf", "fig_topk.svg"], cwd=work)

    rows = ["model,latency,sd"] + [
        f"{m},{v},{s}" for m, v, s in zip(MODELS, LATENCY, LAT_SD, strict=True)
    ]
    (work / "fig_latency.csv").write_text("\n".join(rows) + "\n")
    run(["Rscript", "fig_latency.R"], cwd=work)


def build(work: Path) -> Path:
    charts(work)
    return latex(work / "paper.tex", engine="xelatex")


def truth() -> dict[str, Any]:
    def c(row: str, group: str, col: str, value: str) -> dict[str, str]:
        return {"row": row, "col_group": group, "col": col, "value": value}

    return {
        "file": "heldout/ko_medqa.pdf",
        "scanned": False,
        "language": "ko",
        "tables": [
            {
                "label": "Table 1",
                "caption": "실험에 사용한 데이터셋의 구성",
                "rotated": False,
                "cells": [
                    {"row": "HealthForum-K", "col": "문서 수", "value": "31,750"},
                    {"row": "PharmQA-Ko", "col": "평균 질문 길이(어절)", "value": "11.5"},
                    {"row": "KorMedQA-S", "col": "도메인", "value": "임상"},
                ],
                "note": "Printed label '표 1' (canonical 'Table 1'); booktabs with Korean headers.",
            },
            {
                "label": "Table 2",
                "caption": "데이터셋별 질의응답 성능 (평균 ± 표준편차, %)",
                "rotated": False,
                "cells": [
                    c("mT5-base", "KorMedQA-S", "F1", "64.7 ± 0.9"),
                    c("RAG-Ko-S w/o 재순위화", "HealthForum-K", "EM", "40.1 ± 0.7"),
                    c("RAG-Ko-S (제안)", "KorMedQA-S", "F1", "71.6 ± 0.4"),
                    {"row": "Llama-Ko-7B (제로샷)", "col": "파라미터", "value": "7B"},
                    c("KoBERT-QA", "HealthForum-K", "F1", "52.4 ± 0.8"),
                ],
                "note": "Printed label '표 2'. Fully ruled; '모델' and '파라미터' span both header rows; data-set groups over EM/F1 (\\multicolumn + \\cline); every value cell is 'mean ± std'; best row bold.",
            },
        ],
        "figures": [
            {
                "label": "Figure 1",
                "kind": "vector_chart",
                "caption": "검색 문서 수 k에 따른 F1 점수의 변화",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "line",
                        "x": {"title": "검색 문서 수 (k)", "log": False, "min": 0, "max": 16},
                        "y": {"title": "F1 (%)", "log": False, "min": 50, "max": 75},
                        "series": list(TOPK),
                        "points": probes("KorMedQA-S", K, TOPK["KorMedQA-S"], [0, 2])
                        + probes("HealthForum-K", K, TOPK["HealthForum-K"], [1, 4])
                        + probes("PharmQA-Ko", K, TOPK["PharmQA-Ko"], [2, 3]),
                    }
                ],
                "note": "Printed label '그림 1'. matplotlib SVG (svg.fonttype none, live text) converted to PDF by rsvg-convert (librsvg/cairo): text is embedded Noto Sans CJK KR glyphs; legend titled '데이터셋' inside lower right.",
            },
            {
                "label": "Figure 2",
                "kind": "vector_chart",
                "caption": "모델별 질문당 추론 시간",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "bar",
                        "x": {
                            "title": None,
                            "log": False,
                            "categories": PRINTED,
                            "note": "R's pdf() device prints '-' as U+2212 MINUS SIGN in these labels (as the text layer spells them).",
                        },
                        "y": {
                            "title": "Latency per question (ms)",
                            "log": False,
                            "min": 0,
                            "max": 1000,
                        },
                        "series": [],
                        "points": probes(None, PRINTED, [float(v) for v in LATENCY], [0, 2, 3]),
                    }
                ],
                "note": "Printed label '그림 2'. Base R barplot on the pdf() device (Helvetica referenced, not embedded); error bars (standard deviation) drawn with arrows(); one unnamed series, no legend; English labels in a Korean paper.",
            },
        ],
    }
