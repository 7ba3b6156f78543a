"""English education paper (a cluster-randomised phonics trial) laid out and exported to PDF by
**AbiWord** 3 (``abiword --to=pdf``, its own layout engine and cairo PDF output) from an HTML
manuscript (AbiWord's HTML import: Liberation Serif body, Liberation Sans headings, US Letter).
``Table 1.`` captions above in bold, ``Figure 1.`` below; AbiWord gives every table column
the same width and breaks Table 2 right after its header (body rows on the next page). Table 2 has a two-level header made
with ``colspan``/``rowspan`` (Intervention / Control over Mean and SD; Outcome and Effect size
span both header rows) and effect sizes with CIs ``0.11 (−0.07 to 0.29)``. The charts are
**base R graphics written by ``svglite``** (live ``<text>``) and drawn by **librsvg** inside
AbiWord: lines with open/filled points over four assessment points, legend top left without a
box; a **horizontal bar chart without a legend** (subgroup effect sizes, light vertical grid)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from common import probes, run

MINUS = "\u2212"
T1_HEAD = ["Characteristic", "Intervention (12 schools)", "Control (12 schools)"]
T1 = [
    ("Pupils, n", "583", "563"),
    ("Girls, %", "49.4", "50.8"),
    ("Eligible for free school meals, %", "27.3", "25.9"),
    ("English as an additional language, %", "18.5", "20.1"),
    ("Baseline fluency (wcpm), mean (SD)", "41.2 (15.8)", "40.7 (16.3)"),
]
T2_LEAF = ["Mean", "SD"]
T2 = [
    ("Oral reading fluency (wcpm)", "78.4", "21.6", "69.9", "22.3", "0.39 (0.18 to 0.60)"),
    ("Word reading (standard score)", "104.2", "13.1", "100.6", "13.8", "0.27 (0.08 to 0.46)"),
    (
        "Reading comprehension (standard score)",
        "101.3",
        "14.0",
        "99.8",
        "14.4",
        f"0.11 ({MINUS}0.07 to 0.29)",
    ),
    ("Spelling (standard score)", "102.7", "12.5", "99.1", "12.9", "0.28 (0.10 to 0.46)"),
]
WHEN = ["Sep", "Dec", "Mar", "Jun"]
FLUENCY = {"Intervention": [41.2, 53.8, 66.1, 78.4], "Control": [40.7, 50.2, 59.6, 69.9]}
GROUPS = [
    "Free school meals",
    "No free school meals",
    "English additional language",
    "English first language",
    "Girls",
    "Boys",
]
EFFECT = [0.52, 0.33, 0.47, 0.36, 0.37, 0.41]

TITLE = "A daily systematic phonics programme and reading fluency in Year 2: a cluster-randomised trial in 24 primary schools"
T1_CAP = "Characteristics of the pupils at baseline (September 2023)"
T2_CAP = "Reading outcomes at the end of Year 2 (June 2024)"
F1_CAP = "Mean oral reading fluency at the four assessment points, by trial arm"
F2_CAP = "Effect of the programme on oral reading fluency in pre-specified subgroups"

HTML = """<html><head><meta charset="utf-8"><title>{title}</title>
<style>
body {{ font-family: "Liberation Serif"; font-size: 11pt; }}
h1 {{ font-family: "Liberation Sans"; font-size: 16pt; }}
h2 {{ font-family: "Liberation Sans"; font-size: 12pt; }}
</style></head><body>
<h1>{title}</h1>
<p><i>Hannah Whitfield, Daniel Osei and Fiona MacLeod</i><br/>School of Education, Eastbridge University</p>
<p><b>Abstract.</b> Twenty-four primary schools were randomised to a daily 20-minute systematic phonics programme for Year 2 pupils or to their usual literacy teaching. After 30 weeks, pupils in intervention schools read {diff} more words correct per minute than pupils in control schools (effect size 0.39). Effects on word reading and spelling were smaller, and the effect on reading comprehension was not statistically significant.</p>
<h2>1. Introduction</h2>
<p>Reading fluency in the second year of school predicts later comprehension. Systematic phonics teaching is well supported for beginning readers, but fewer trials have tested whether a short daily programme delivered by teaching assistants improves fluency once pupils have passed the phonics screening check.</p>
<h2>2. Methods</h2>
<p>Schools in two local authorities were randomised in pairs matched on size and on the share of pupils eligible for free school meals. Intervention schools delivered the programme in groups of four to six pupils for 20 minutes a day over 30 weeks, led by teaching assistants after two days of training. Control schools continued their usual teaching and received the programme after the trial. Table 1 describes the pupils.</p>
<p><b>Table 1.</b> {t1cap}</p>
{table1}
<p>Oral reading fluency was measured as words correct per minute (wcpm), the median of three one-minute passages, by assessors who did not know the schools' allocation. Word reading, reading comprehension and spelling were measured with standardised tests (mean 100, SD 15) in June 2024. Effects were estimated with multilevel models with pupils nested in schools, adjusted for baseline fluency; the intraclass correlation for fluency was 0.08. Outcome data were missing for 6.2% of pupils.</p>
<h2>3. Results</h2>
<p>All 24 schools completed the trial. At the end of the year, the intervention arm scored higher on every outcome (Table 2).</p>
<p><b>Table 2.</b> {t2cap}</p>
{table2}
<p>Effect sizes are Cohen's d from the adjusted multilevel model, with 95% confidence intervals.</p>
<p>The fluency of the two arms was similar in September and diverged from the first follow-up in December (Figure 1).</p>
<p><img src="fig1.svg" width="446" height="259" style="width:15.7cm;height:9.1cm"/></p>
<p><b>Figure 1.</b> {f1cap}</p>
<p>The effect was larger for pupils eligible for free school meals than for other pupils (Figure 2), but the interaction was not statistically significant (P = 0.09).</p>
<p><img src="fig2.svg" width="446" height="245" style="width:15.7cm;height:8.6cm"/></p>
<p><b>Figure 2.</b> {f2cap}</p>
<h2>4. Discussion</h2>
<p>A short daily phonics programme led by teaching assistants improved reading fluency in Year 2 by about two fifths of a standard deviation. Whether the gain lasts into Year 3 will be assessed in a follow-up; the trial did not measure pupils' attitudes to reading or the cost of the programme per pupil.</p>
</body></html>
"""


def _table1() -> str:
    head = "".join(f"<th>{h}</th>" for h in T1_HEAD)
    rows = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>\n" for r in T1)
    cols = "".join(f'<col width="{w}">' for w in (260, 170, 170))
    return f'<table border="1" cellpadding="3" width="600">{cols}<tr>{head}</tr>\n{rows}</table>'


def _table2() -> str:
    h1 = (
        '<tr><th rowspan="2">Outcome</th><th colspan="2">Intervention</th>'
        '<th colspan="2">Control</th><th rowspan="2">Effect size (95% CI)</th></tr>'
    )
    h2 = "<tr>" + "".join(f"<th>{h}</th>" for h in T2_LEAF * 2) + "</tr>"
    rows = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>\n" for r in T2)
    cols = "".join(f'<col width="{w}">' for w in (210, 62, 62, 62, 62, 142))
    return f'<table border="1" cellpadding="3" width="600">{cols}{h1}\n{h2}\n{rows}</table>'


def build(work: Path) -> Path:
    diff = FLUENCY["Intervention"][-1] - FLUENCY["Control"][-1]
    assert f"{diff:.1f}" == "8.5" and T2[0][1] == "78.4" and T2[0][3] == "69.9"
    assert T1[4][1].startswith(f"{FLUENCY['Intervention'][0]}") and T1[4][2].startswith("40.7")
    assert int(T1[0][1]) + int(T1[0][2]) == 1146
    for r in T2:
        m1, s1, m2, s2 = (float(x) for x in r[1:5])
        d = (m1 - m2) / ((s1 + s2) / 2)
        assert f"{d:.2f}" == r[5].split()[0], (r[0], d)
    (work / "fluency.csv").write_text(
        "when,Intervention,Control\n"
        + "".join(
            f"{w},{a},{b}\n"
            for w, a, b in zip(WHEN, FLUENCY["Intervention"], FLUENCY["Control"], strict=True)
        ),
        encoding="utf-8",
    )
    (work / "subgroups.csv").write_text(
        "group,d\n" + "".join(f'"{g}",{e}\n' for g, e in zip(GROUPS, EFFECT, strict=True)),
        encoding="utf-8",
    )
    run(["Rscript", "charts.R"], cwd=work)
    html = HTML.format(
        title=TITLE,
        diff=f"{diff:.1f}",
        t1cap=T1_CAP,
        t2cap=T2_CAP,
        f1cap=F1_CAP,
        f2cap=F2_CAP,
        table1=_table1(),
        table2=_table2(),
    )
    (work / "paper.html").write_text(html, encoding="utf-8")
    run(
        ["abiword", "--to=pdf", "paper.html"],
        cwd=work,
        env={"HOME": str(work), "LC_ALL": "C.UTF-8"},
    )
    return work / "paper.pdf"


def truth() -> dict[str, Any]:
    t1 = {r[0]: r for r in T1}
    t2 = {r[0]: r for r in T2}
    return {
        "file": "heldout5/abiword_phonics.pdf",
        "scanned": False,
        "tables": [
            {
                "label": "Table 1",
                "caption": T1_CAP,
                "rotated": False,
                "cells": [
                    {"row": "Pupils, n", "col": T1_HEAD[2], "value": t1["Pupils, n"][2]},
                    {
                        "row": "Eligible for free school meals, %",
                        "col": T1_HEAD[1],
                        "value": t1["Eligible for free school meals, %"][1],
                    },
                    {
                        "row": "English as an additional language, %",
                        "col": T1_HEAD[2],
                        "value": t1["English as an additional language, %"][2],
                    },
                    {"row": "Girls, %", "col": T1_HEAD[1], "value": t1["Girls, %"][1]},
                ],
                "note": "AbiWord table from HTML (border=1): fully ruled grid, bold header cells.",
            },
            {
                "label": "Table 2",
                "caption": T2_CAP,
                "pages_find": [
                    "Reading outcomes at the end of Year 2",
                    "Spelling (standard score)",
                ],
                "rotated": False,
                "cells": [
                    {
                        "row": "Oral reading fluency (wcpm)",
                        "col_group": "Control",
                        "col": "Mean",
                        "value": t2["Oral reading fluency (wcpm)"][3],
                    },
                    {
                        "row": "Word reading (standard score)",
                        "col_group": "Intervention",
                        "col": "Mean",
                        "value": t2["Word reading (standard score)"][1],
                    },
                    {
                        "row": "Spelling (standard score)",
                        "col_group": "Control",
                        "col": "SD",
                        "value": t2["Spelling (standard score)"][4],
                    },
                    {
                        "row": "Reading comprehension (standard score)",
                        "col": "Effect size (95% CI)",
                        "value": t2["Reading comprehension (standard score)"][5],
                    },
                    {
                        "row": "Spelling (standard score)",
                        "col_group": "Intervention",
                        "col": "Mean",
                        "value": t2["Spelling (standard score)"][1],
                    },
                ],
                "note": "Two header rows: 'Outcome' and 'Effect size (95% CI)' span both (rowspan), Intervention / Control span Mean and SD (colspan); CI with U+2212. AbiWord ignores the HTML column widths (equal columns, row names wrap mid-word: 'comprehensio / n') and breaks the table after its header: caption and header on page 1, every body row on page 2, header not repeated.",
            },
        ],
        "figures": [
            {
                "label": "Figure 1",
                "kind": "vector_chart",
                "caption": F1_CAP,
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "line",
                        "x": {
                            "title": "Assessment point (school year 2023/24)",
                            "log": False,
                            "categories": WHEN,
                        },
                        "y": {
                            "title": "Oral reading fluency (wcpm)",
                            "log": False,
                            "min": 30,
                            "max": 90,
                        },
                        "series": list(FLUENCY),
                        "points": probes("Intervention", WHEN, FLUENCY["Intervention"], [1, 2])
                        + probes("Control", WHEN, FLUENCY["Control"], [1, 2, 3]),
                    }
                ],
                "note": "Base R plot(type = 'b') with filled / open circles and solid / dashed lines, written by svglite and drawn by librsvg in AbiWord; legend top left without a box.",
            },
            {
                "label": "Figure 2",
                "kind": "vector_chart",
                "caption": F2_CAP,
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "bar",
                        "orientation": "horizontal",
                        "x": {"title": None, "log": False, "categories": GROUPS},
                        "y": {
                            "title": "Effect size on fluency (Cohen's d)",
                            "log": False,
                            "min": 0,
                            "max": 0.6,
                        },
                        "series": [],
                        "points": probes(None, GROUPS, EFFECT, [0, 1, 2, 5]),
                    }
                ],
                "note": "Base R barplot(horiz = TRUE), first subgroup at the top (data reversed), no legend, light vertical grid every 0.1.",
            },
        ],
    }
