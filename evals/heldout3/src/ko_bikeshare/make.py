"""Korean paper compiled with **LuaLaTeX** (fontspec; Latin Modern for Latin text and digits,
Hangul from Noto Serif CJK KR through luaotfload's fallback, as there is no luatexko here):
'표 1.' / '그림 1.' captions with a period separator. A regression table in the social-science
style: significance stars on the coefficients (`0.214***`), standard errors in parentheses on
the row below, empty cells where a model leaves a variable out, a notes line under the table;
a table with row groups (\\multirow 권역) whose counts carry their share in parentheses
(`1,472 (11.3)`). Charts: a matplotlib donut with Korean labels and printed percentages (Type 3
fonts), and a ggplot2 stacked area chart on ``cairo_pdf`` with a Korean legend on top.

LuaTeX writes no space characters between Hangul words and PyMuPDF does not infer them, so the
text layer reads '공공자전거이용은' for '공공자전거 이용은': a property of the producer, kept."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
from common import latex, mpl_save, probes, run  # noqa: E402
from matplotlib import font_manager  # noqa: E402

CJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
MINUS = "−"
# 표 1: variable -> per model (coefficient, stars, standard error); None = not in the model.
REG = [
    (
        "기온 (°C)",
        [("0.214", "***", "0.031"), ("0.198", "***", "0.029"), ("0.187", "***", "0.030")],
    ),
    (
        "강수량 (mm)",
        [("-0.082", "**", "0.034"), ("-0.076", "**", "0.033"), ("-0.071", "*", "0.039")],
    ),
    ("주말", [None, ("0.143", "*", "0.079"), ("0.151", "*", "0.080")]),
    ("지하철역 거리 (km)", [None, None, ("-0.265", "***", "0.058")]),
    ("상수", [("2.871", "***", "0.412"), ("2.804", "***", "0.405"), ("3.112", "***", "0.433")]),
]
NOBS = ["8,760", "8,760", "8,760"]
R2 = ["0.412", "0.428", "0.467"]
# 표 2: (region, district, stations, rentals in thousands, mean trip minutes).
TOTAL = 13020
AREAS = [
    ("도심권", "종로구", 112, 642, "18.4"),
    ("도심권", "중구", 98, 571, "16.9"),
    ("동남권", "강남구", 187, 1318, "21.7"),
    ("동남권", "송파구", 205, 1472, "24.2"),
    ("서남권", "영등포구", 176, 1209, "19.8"),
    ("서남권", "구로구", 121, 702, "17.5"),
]
# 그림 1: trip purpose shares (%).
PURPOSE = {
    "통근·통학": 41.5,
    "여가·운동": 27.0,
    "쇼핑·용무": 13.5,
    "지하철 환승": 10.5,
    "기타": 7.5,
}
# 그림 2: mean weekday rentals per hour (thousands), stacked by pass type.
HOURS = list(range(0, 24, 2))
HOURLY = {
    "정기권": [1.2, 0.4, 0.9, 4.8, 9.6, 4.1, 5.0, 5.6, 6.2, 10.8, 3.9, 2.1],
    "일일권": [0.6, 0.2, 0.1, 0.5, 1.5, 2.2, 3.4, 3.9, 4.1, 3.0, 1.8, 1.0],
}


def num(s: str) -> str:
    return s.replace("-", MINUS)


def rentals(n: int) -> str:
    return f"{n:,} ({100 * n / TOTAL:.1f})"


def donut(work: Path) -> None:
    font_manager.fontManager.addfont(CJK)
    plt.rcParams.update({"font.family": ["Noto Sans CJK KR"], "font.size": 9, "pdf.fonttype": 3})
    fig, ax = plt.subplots(figsize=(4.2, 3.0), layout="constrained")
    colors = ["#2f6f9f", "#5fa8d3", "#9bd0e8", "#f2a65a", "#c9c9c9"]
    ax.pie(
        list(PURPOSE.values()),
        labels=list(PURPOSE),
        autopct="%.1f%%",
        pctdistance=0.8,
        startangle=90,
        counterclock=False,
        colors=colors,
        wedgeprops={"width": 0.4, "edgecolor": "white"},
        textprops={"fontsize": 8},
    )
    ax.text(0, 0, "n = 2,415", ha="center", va="center", fontsize=8)
    ax.set_aspect("equal")
    mpl_save(fig, work / "fig_purpose.pdf")
    plt.close(fig)


def build(work: Path) -> Path:
    assert abs(sum(PURPOSE.values()) - 100) < 1e-9
    donut(work)
    lines = ["pass,hour,rentals"]
    for key, vals in zip(("season", "day"), HOURLY.values(), strict=True):
        lines += [f"{key},{h},{v}" for h, v in zip(HOURS, vals, strict=True)]
    (work / "hourly.csv").write_text("\n".join(lines) + "\n", encoding="utf-8")
    run(["Rscript", "fig_hourly.R"], cwd=work)
    t1 = []
    for var, cells in REG:
        coef = [f"${num(c[0])}$\\rlap{{{c[1]}}}" if c else "" for c in cells]
        ses = [f"({c[2]})" if c else "" for c in cells]
        t1.append(f"{var} & " + " & ".join(coef) + r" \\")
        t1.append(" & " + " & ".join(ses) + r" \\[2pt]")
    t1.append(r"\midrule")
    t1.append("관측치 & " + " & ".join(NOBS) + r" \\")
    t1.append("$R^2$ & " + " & ".join(R2) + r" \\")
    t2 = []
    for i, (region, dist, st, n, mins) in enumerate(AREAS):
        head = rf"\multirow{{2}}{{*}}{{{region}}}" if i % 2 == 0 else ""
        t2.append(f"{head} & {dist} & {st} & {rentals(n)} & {mins} \\\\")
        if i % 2 == 1 and i < len(AREAS) - 1:
            t2.append(r"\midrule")
    tex = work / "paper.tex"
    src = tex.read_text(encoding="utf-8")
    src = src.replace("%%TABLE1%%", "\n".join(t1)).replace("%%TABLE2%%", "\n".join(t2))
    tex.write_text(src, encoding="utf-8")
    return latex(tex, engine="lualatex")


def truth() -> dict[str, Any]:
    by_var = dict(REG)
    return {
        "file": "heldout3/ko_bikeshare.pdf",
        "scanned": False,
        "tables": [
            {
                "label": "Table 1",
                "caption": "시간당 대여 건수(로그)에 대한 회귀분석 결과",
                "rotated": False,
                "cells": [
                    {
                        "row": "기온 (°C)",
                        "col": "모형 2",
                        "value": by_var["기온 (°C)"][1][0] + "***",
                    },
                    {
                        "row": "지하철역 거리 (km)",
                        "col": "모형 3",
                        "value": num(by_var["지하철역 거리 (km)"][2][0]) + "***",
                    },
                    {
                        "row": "강수량 (mm)",
                        "col": "모형 3",
                        "value": num(by_var["강수량 (mm)"][2][0]) + "*",
                    },
                    {"row": "R2", "col": "모형 3", "value": R2[2]},
                    {"row": "관측치", "col": "모형 1", "value": NOBS[0]},
                ],
                "note": "Stars are part of the printed cell; each coefficient row is followed by an unlabelled row of standard errors in parentheses (e.g. 기온 모형 2: (0.029)); 주말 and 지하철역 거리 are empty in the models that leave them out; math minus U+2212.",
            },
            {
                "label": "Table 2",
                "caption": "권역·자치구별 대여소 수와 연간 대여 현황(2023년)",
                "rotated": False,
                "cells": [
                    {
                        "row_group": "동남권",
                        "row": "송파구",
                        "col": "연간 대여(천 건)",
                        "value": rentals(1472),
                    },
                    {"row_group": "도심권", "row": "중구", "col": "대여소 수", "value": "98"},
                    {
                        "row_group": "서남권",
                        "row": "영등포구",
                        "col": "평균 이용 시간(분)",
                        "value": "19.8",
                    },
                    {
                        "row_group": "서남권",
                        "row": "구로구",
                        "col": "연간 대여(천 건)",
                        "value": rentals(702),
                    },
                    {
                        "row_group": "도심권",
                        "row": "종로구",
                        "col": "평균 이용 시간(분)",
                        "value": "18.4",
                    },
                ],
                "note": "권역 labels are \\multirow over two districts; rentals print 'count (share of the city total, %)'.",
            },
        ],
        "figures": [
            {
                "label": "Figure 1",
                "kind": "vector_chart",
                "caption": "이용 목적별 비중(설문 응답자 2,415명)",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "pie",
                        "x": {"title": None, "log": False, "categories": list(PURPOSE)},
                        "y": {"title": None, "log": False, "min": 0, "max": 100},
                        "series": [],
                        "points": probes(None, list(PURPOSE), list(PURPOSE.values()), [0, 1, 3, 4]),
                        "note": "Donut (wedge width 0.4) with the labels outside and the percentages printed on the wedges ('41.5%'); probes are the shares.",
                    }
                ],
                "note": "matplotlib pie with wedgeprops width (donut), Noto Sans CJK KR as Type 3 fonts, 'n = 2,415' in the hole.",
            },
            {
                "label": "Figure 2",
                "kind": "vector_chart",
                "caption": "이용권 종류별 시간대별 평균 대여 건수(평일, 누적 영역)",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "stacked_area",
                        "x": {"title": "시각 (시)", "log": False, "min": 0, "max": 22},
                        "y": {"title": "대여 건수 (천 건)", "log": False, "min": 0, "max": 15},
                        "series": list(HOURLY),
                        "points": probes("정기권", HOURS, HOURLY["정기권"], [4, 9, 1])
                        + probes("일일권", HOURS, HOURLY["일일권"], [6, 8, 9]),
                        "note": "Probe y values are layer thicknesses (ggplot2 stacks the first level on top: 일일권 at the bottom, 정기권 on it); totals peak at 18 h (13.8).",
                    }
                ],
                "note": "ggplot2 geom_area(position = 'stack') on cairo_pdf with family 'Noto Sans CJK KR', theme_minimal, legend on top without a title.",
            },
        ],
    }
