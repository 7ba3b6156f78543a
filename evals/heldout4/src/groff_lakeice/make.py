"""English limnology paper typeset with **groff** and the classic troff preprocessors:
``grap | pic | tbl | groff -ms -Tpdf`` (gropdf, standard Type 1 fonts referenced, not
embedded): an ``-ms`` technical-memorandum layout with centred ``Table 1.``/``Figure 1.``
captions; a boxed **tbl** table whose first three header cells span two rows (``^``) and whose
two groups span two year-range columns (``s``); a rule-only tbl table with signed trends
(``+3.1``, ``−2.8`` from ``\\(mi``) and ``<0.001``; two **grap** charts: lines whose series are
**labelled at their ends instead of a legend** (solid, dashed, dotted with troff glyph markers),
and clustered bars drawn with ``bar`` and a hand-made key."""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Any

from common import ENV, probes

# Table 1: lake, area (km2), max depth (m), ice-on DOY 1995-2004 / 2015-2024, duration (days).
LAKES = [
    ("Ashby Lake", "12.4", "31", "327", "336", "148", "131"),
    ("Birch Lake", "3.1", "14", "318", "325", "161", "147"),
    ("Crane Lake", "27.9", "46", "334", "345", "139", "118"),
    ("Deer Lake", "0.8", "7", "312", "317", "168", "158"),
]
# Table 2: Sen slopes (days/decade) of ice-on, ice-off, duration; Mann-Kendall p for duration.
TRENDS = [
    ("Ashby Lake", "+3.1", "\u22122.8", "\u22125.9", "0.004"),
    ("Birch Lake", "+2.4", "\u22122.2", "\u22124.6", "0.012"),
    ("Crane Lake", "+3.8", "\u22123.5", "\u22127.3", "<0.001"),
    ("Deer Lake", "+1.6", "\u22121.9", "\u22123.5", "0.041"),
]
# Figure 1: five-year mean ice duration (days), plotted at the middle year of each period.
YEARS = [1997, 2002, 2007, 2012, 2017, 2022]
DURATION = {
    "Deer Lake": [169, 166, 164, 160, 159, 156],
    "Ashby Lake": [149, 146, 141, 136, 132, 129],
    "Crane Lake": [141, 137, 132, 126, 121, 115],
}
# Figure 2: mean mid-March ice thickness (cm) per lake and decade.
SHORT = ["Ashby", "Birch", "Crane", "Deer"]
THICK = {"1995\u20132004": [62, 55, 67, 51], "2015\u20132024": [48, 46, 49, 44]}


def _troff(s: str) -> str:
    return s.replace("\u2212", "\\(mi").replace("\u2013", "\\(en")


def fig1() -> str:
    styles = [("solid", "\\(bu"), ("dashed", "\\(sq"), ("dotted", "\\(ci")]
    g = [
        ".G1",
        "frame ht 2.3 wid 4.2",
        'label left "Ice duration (days)" left 0.25',
        'label bottom "Five-year period (mid-year)"',
        "coord x 1995, 2029 y 100, 180",
        "ticks left from 100 to 180 by 20",
        "ticks bottom from 1995 to 2025 by 5",
    ]
    for i, ((name, vals), (line, mark)) in enumerate(zip(DURATION.items(), styles, strict=True)):
        g.append(f'{"draw" if i == 0 else "new"} {line} "{mark}"')
        g += [f"{x} {y}" for x, y in zip(YEARS, vals, strict=True)]
        g.append(f'"{name}" size -1 ljust at 2022.8, {vals[-1]}')
    g.append(".G2")
    return "\n".join(g)


def fig2() -> str:
    fills = [0.2, 0.7]
    g = [
        ".G1",
        "frame ht 2.2 wid 4.0",
        'label left "Ice thickness (cm)" left 0.25',
        "coord x 0.4, 4.6 y 0, 80",
        "ticks left from 0 to 80 by 20",
        "ticks bottom out at " + ", ".join(f'{i + 1} "{n}"' for i, n in enumerate(SHORT)),
    ]
    for k, (series, vals) in enumerate(THICK.items()):
        off = -0.17 if k == 0 else 0.17
        for i, v in enumerate(vals):
            g.append(f"bar up {i + 1 + off:.2f} ht {v} wid 0.32 fill {fills[k]}")
        # The key: a small filled box and the decade, top right.
        y = 76 - 7 * k
        g.append(f"bar up 3.55 ht {y + 2.5} wid 0.12 base {y - 2.5} fill {fills[k]}")
        g.append(f'"{_troff(series)}" size -1 ljust at 3.68, {y}')
    g.append(".G2")
    return "\n".join(g)


def build(work: Path) -> Path:
    # Duration trend = ice-off trend - ice-on trend.
    for lake, on, off, dur, _ in TRENDS:
        num = [float(v.replace("\u2212", "-")) for v in (on, off, dur)]
        assert abs(num[1] - num[0] - num[2]) < 0.05, lake
    for _lake, *_, d1, d2 in LAKES:
        assert int(d1) - int(d2) > 0
    assert int(LAKES[2][5]) - int(LAKES[2][6]) == 21
    src = (work / "paper.ms").read_text(encoding="utf-8")
    src = src.replace("%%TABLE1%%", "\n".join(";".join(_troff(c) for c in r) for r in LAKES))
    src = src.replace("%%TABLE2%%", "\n".join(";".join(_troff(c) for c in r) for r in TRENDS))
    src = src.replace("%%FIG1%%", fig1()).replace("%%FIG2%%", fig2())
    (work / "full.ms").write_text(src, encoding="utf-8")
    out = work / "paper.pdf"
    cmd = "grap full.ms | pic | tbl | groff -ms -Tpdf -P-pa4 -dpaper=a4 > paper.pdf"
    proc = subprocess.run(
        ["bash", "-o", "pipefail", "-c", cmd], cwd=work, env=ENV, capture_output=True, text=True
    )
    if proc.returncode != 0 or proc.stderr.strip():
        raise RuntimeError(f"groff failed: {proc.stderr[-2000:]}")
    return out


def truth() -> dict[str, Any]:
    t1 = {r[0]: r for r in LAKES}
    t2 = {r[0]: r for r in TRENDS}
    return {
        "file": "heldout4/groff_lakeice.pdf",
        "scanned": False,
        "tables": [
            {
                "label": "Table 1",
                "caption": "Lake characteristics and decadal means of ice-on date and ice duration",
                "rotated": False,
                "cells": [
                    {"row": "Crane Lake", "col": "Area (km²)", "value": t1["Crane Lake"][1]},
                    {"row": "Birch Lake", "col": "Max. depth (m)", "value": t1["Birch Lake"][2]},
                    {
                        "row": "Ashby Lake",
                        "col_group": "Ice-on (day of year)",
                        "col": "2015–2024",
                        "value": t1["Ashby Lake"][4],
                    },
                    {
                        "row": "Deer Lake",
                        "col_group": "Ice-on (day of year)",
                        "col": "1995–2004",
                        "value": t1["Deer Lake"][3],
                    },
                    {
                        "row": "Birch Lake",
                        "col_group": "Ice duration (days)",
                        "col": "2015–2024",
                        "value": t1["Birch Lake"][6],
                    },
                    {
                        "row": "Crane Lake",
                        "col_group": "Ice duration (days)",
                        "col": "1995–2004",
                        "value": t1["Crane Lake"][5],
                    },
                ],
                "note": "tbl 'box' table: Lake/Area/Max. depth span both header rows (^); each group spans two decade columns (s); numeric columns aligned on the decimal point (n).",
            },
            {
                "label": "Table 2",
                "caption": "Trends 1995–2024 (Sen slope, days per decade) and Mann–Kendall",
                "rotated": False,
                "cells": [
                    {"row": "Ashby Lake", "col": "Ice-off", "value": t2["Ashby Lake"][2]},
                    {"row": "Crane Lake", "col": "Duration", "value": t2["Crane Lake"][3]},
                    {"row": "Birch Lake", "col": "Ice-on", "value": t2["Birch Lake"][1]},
                    {"row": "Deer Lake", "col": "p (duration)", "value": t2["Deer Lake"][4]},
                ],
                "note": "tbl with horizontal rules only; signed values (+ and U+2212); header 'p (duration)' with an italic p.",
            },
        ],
        "figures": [
            {
                "label": "Figure 1",
                "kind": "vector_chart",
                "caption": "Five-year mean ice duration",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "line",
                        "x": {
                            "title": "Five-year period (mid-year)",
                            "log": False,
                            "min": 1995,
                            "max": 2029,
                        },
                        "y": {"title": "Ice duration (days)", "log": False, "min": 100, "max": 180},
                        "series": list(DURATION),
                        "points": probes("Deer Lake", YEARS, DURATION["Deer Lake"], [0, 3])
                        + probes("Ashby Lake", YEARS, DURATION["Ashby Lake"], [1, 4])
                        + probes("Crane Lake", YEARS, DURATION["Crane Lake"], [2, 5]),
                        "note": "No legend: each line is named by a label at its right end; x axis drawn to 2029 to leave room for the labels, ticks 1995-2025.",
                    }
                ],
                "note": "grap 1.46 -> pic -> groff -Tpdf: solid/dashed/dotted lines with troff glyph markers (bullet, square, circle) at the data points.",
            },
            {
                "label": "Figure 2",
                "kind": "vector_chart",
                "caption": "Mean ice thickness in mid-March, by lake and decade",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "grouped_bar",
                        "x": {"title": None, "log": False, "categories": SHORT},
                        "y": {"title": "Ice thickness (cm)", "log": False, "min": 0, "max": 80},
                        "series": list(THICK),
                        "points": probes("1995–2004", SHORT, THICK["1995–2004"], [0, 2])
                        + probes("2015–2024", SHORT, THICK["2015–2024"], [1, 2, 3]),
                    }
                ],
                "note": "grap 'bar' statements (light and dark grey fills), key drawn by hand at the top right (small filled box + decade).",
            },
        ],
    }
