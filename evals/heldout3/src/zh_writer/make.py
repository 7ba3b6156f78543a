"""Chinese municipal survey report written in **LibreOffice Writer** through the UNO API (see
writer_zh.py) and exported to PDF: typed '表 1' / '图 1' captions (tables captioned above,
figures below), Writer tables with merged header cells (a year pair under '分类准确率（%）',
row-spanning first columns), a bold city-total row computed from the rows, signed changes;
two **native LibreOffice charts**: a pie with value labels and a legend, and 100 % stacked
horizontal bars by age group."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from common import probes, uno_script  # noqa: E402

# 表 1: district, households (10k), sorting accuracy 2022/2023 (%), participation 2022/2023 (%).
DISTRICTS = [
    ("东湖区", 18.6, 71.2, 78.5, 83.4, 88.1),
    ("西山区", 12.3, 64.8, 73.9, 76.2, 84.7),
    ("南浦区", 21.4, 68.5, 75.2, 80.9, 86.3),
    ("北塘区", 9.7, 58.3, 66.1, 70.5, 79.8),
    ("新港区", 15.2, 73.6, 80.4, 85.1, 90.2),
]
# 表 2: daily collected tonnage by waste type, 2021-2023 (t/day).
WASTE = [
    ("厨余垃圾", 1126, 1342, 1518),
    ("可回收物", 684, 752, 831),
    ("有害垃圾", 3.2, 4.1, 4.6),
    ("其他垃圾", 2875, 2541, 2236),
]
# 图 1: mistakes found in the bin audit (% of mistakes).
MISTAKES = {
    "厨余混入其他垃圾": 38.0,
    "厨余未破袋": 24.5,
    "可回收物投错": 17.5,
    "有害垃圾混投": 6.0,
    "其他": 14.0,
}
# 图 2: attitude to mandatory sorting by age group (% of respondents), 100 % stacked.
AGES = ["18–34岁", "35–49岁", "50–64岁", "65岁及以上"]
ATTITUDE = {
    "支持": [72, 68, 61, 54],
    "中立": [19, 22, 26, 29],
    "反对": [9, 10, 13, 17],
}


def weighted(col: int) -> str:
    w = sum(r[1] for r in DISTRICTS)
    return f"{sum(r[1] * r[col] for r in DISTRICTS) / w:.1f}"


def tons(v: float) -> str:
    return f"{v:,.1f}" if v < 10 else f"{v:,.0f}"


def change(a: float, b: float) -> str:
    pct = 100 * (b - a) / a
    return ("+" if pct >= 0 else "−") + f"{abs(pct):.1f}"


def table1() -> list[list[str]]:
    rows = [
        ["城区", "常住户数（万户）", "分类准确率（%）", "", "参与率（%）", ""],
        ["", "", "2022年", "2023年", "2022年", "2023年"],
    ]
    for name, hh, *vals in DISTRICTS:
        rows.append([name, f"{hh:.1f}"] + [f"{v:.1f}" for v in vals])
    total = sum(r[1] for r in DISTRICTS)
    rows.append(["全市", f"{total:.1f}"] + [weighted(c) for c in range(2, 6)])
    return rows


def table2() -> list[list[str]]:
    rows = [["类别", "2021年", "2022年", "2023年", "2023年较2021年变化（%）"]]
    for name, *vals in WASTE:
        rows.append([name] + [tons(v) for v in vals] + [change(vals[0], vals[2])])
    sums = [sum(r[i] for r in WASTE) for i in (1, 2, 3)]
    rows.append(["合计"] + [tons(v) for v in sums] + [change(sums[0], sums[2])])
    return rows


def blocks() -> list[dict[str, Any]]:
    t1, t2 = table1(), table2()
    return [
        {"kind": "title", "text": "临江市生活垃圾分类实施效果评估报告（2021—2023年）"},
        {"kind": "authors", "text": "临江市城市管理研究中心　周文静　韩立新　高雅琪"},
        {"kind": "heading", "text": "摘要"},
        {
            "kind": "abstract",
            "text": "本报告基于2023年10月的入户问卷调查和投放点抽查，评估临江市自2021年实施强制垃圾分类以来的效果。全市分类准确率由2022年的"
            + weighted(2)
            + "%提高到2023年的"
            + weighted(3)
            + "%，其他垃圾日均清运量三年下降"
            + change(2875, 2236).lstrip("−")
            + "%。厨余垃圾混入其他垃圾仍是最常见的投放错误，65岁及以上居民对强制分类的支持率最低。",
        },
        {"kind": "heading", "text": "一、调查方法"},
        {
            "kind": "p",
            "text": "问卷调查于2023年10月在五个城区按户数比例分层抽样，共发放问卷2,400份，回收有效问卷2,163份，有效率90.1%。分类准确率指抽查中正确投放的垃圾袋占全部抽查垃圾袋的比例，由第三方机构在全市随机抽取的360个投放点连续观察三天得到；参与率指在指定时段内至少投放一次分类垃圾的户数比例。",
        },
        {"kind": "heading", "text": "二、分类准确率与参与率"},
        {
            "kind": "p",
            "text": "表1列出各城区的分类准确率和参与率。五个城区的两项指标在2023年均有提高，其中西山区准确率提高幅度最大。北塘区以老城区为主，准确率和参与率均为全市最低。全市数值按常住户数加权计算。",
        },
        {"kind": "caption", "text": "表 1　各城区生活垃圾分类准确率与参与率"},
        {
            "kind": "table",
            "rows": t1,
            "header_rows": 2,
            "bold_last": True,
            "merge": [("E1", "F1"), ("C1", "D1"), ("A1", "A2"), ("B1", "B2")],
        },
        {"kind": "heading", "text": "三、清运量变化"},
        {
            "kind": "p",
            "text": "随着分类的推进，厨余垃圾和可回收物的清运量逐年增加，其他垃圾清运量持续下降（表2）。有害垃圾的清运量虽然增幅最大，但总量仍很小。",
        },
        {"kind": "caption", "text": "表 2　各类生活垃圾日均清运量（吨/日）"},
        {"kind": "table", "rows": t2, "bold_last": True},
        {"kind": "heading", "text": "四、投放错误与居民态度"},
        {
            "kind": "p",
            "text": "在抽查发现的投放错误中，厨余垃圾混入其他垃圾所占比例最高（图1），其次是厨余垃圾未破袋投放。",
        },
        {
            "kind": "chart",
            "type": "pie",
            "categories": list(MISTAKES),
            "series": ["占比（%）"],
            "rows": [[v] for v in MISTAKES.values()],
            "width": 13000,
            "height": 6400,
        },
        {"kind": "caption", "text": "图 1　投放点抽查发现的投放错误类型构成（%）"},
        {
            "kind": "p",
            "text": "居民对强制分类的态度随年龄而不同（图2）。年轻居民的支持率最高，65岁及以上居民中持反对态度的比例最高。",
        },
        {
            "kind": "chart",
            "type": "bar",
            "categories": AGES,
            "series": list(ATTITUDE),
            "rows": [[ATTITUDE[s][i] for s in ATTITUDE] for i in range(len(AGES))],
            "y_title": "受访者比例（%）",
            "width": 14000,
            "height": 6000,
        },
        {"kind": "caption", "text": "图 2　不同年龄组居民对强制垃圾分类的态度"},
        {"kind": "heading", "text": "五、结论与建议"},
        {
            "kind": "p",
            "text": "强制分类实施三年来成效明显，但老城区和老年居民仍是短板。建议在北塘区增设定时定点督导员，并针对65岁及以上居民开展入户指导；厨余垃圾破袋问题可通过在投放点配置破袋器解决。",
        },
    ]


def build(work: Path) -> Path:
    assert abs(sum(MISTAKES.values()) - 100) < 1e-9
    assert all(sum(v[i] for v in ATTITUDE.values()) == 100 for i in range(len(AGES)))
    (work / "content.json").write_text(
        json.dumps({"blocks": blocks()}, ensure_ascii=False), encoding="utf-8"
    )
    uno_script("writer_zh.py", work)
    return work / "paper.pdf"


def truth() -> dict[str, Any]:
    t1, t2 = table1(), table2()
    row1 = {r[0]: r for r in t1[2:]}
    row2 = {r[0]: r for r in t2[1:]}
    return {
        "file": "heldout3/zh_writer.pdf",
        "scanned": False,
        "tables": [
            {
                "label": "Table 1",
                "caption": "各城区生活垃圾分类准确率与参与率",
                "rotated": False,
                "cells": [
                    {
                        "row": "西山区",
                        "col_group": "分类准确率（%）",
                        "col": "2023年",
                        "value": row1["西山区"][3],
                    },
                    {
                        "row": "北塘区",
                        "col_group": "参与率（%）",
                        "col": "2022年",
                        "value": row1["北塘区"][4],
                    },
                    {"row": "南浦区", "col": "常住户数（万户）", "value": row1["南浦区"][1]},
                    {
                        "row": "全市",
                        "col_group": "分类准确率（%）",
                        "col": "2022年",
                        "value": row1["全市"][2],
                    },
                    {
                        "row": "新港区",
                        "col_group": "参与率（%）",
                        "col": "2023年",
                        "value": row1["新港区"][5],
                    },
                ],
                "note": "Typed caption '表 1' above the table (full-width space after the number); two-row header with merged cells (C1:D1, E1:F1 over the years; A1:A2, B1:B2 down); the 全市 row is household-weighted and bold.",
            },
            {
                "label": "Table 2",
                "caption": "各类生活垃圾日均清运量（吨/日）",
                "pages_find": ["1,126", "4,688"],
                "rotated": False,
                "cells": [
                    {"row": "厨余垃圾", "col": "2023年", "value": row2["厨余垃圾"][3]},
                    {
                        "row": "其他垃圾",
                        "col": "2023年较2021年变化（%）",
                        "value": row2["其他垃圾"][4],
                    },
                    {"row": "有害垃圾", "col": "2022年", "value": row2["有害垃圾"][2]},
                    {"row": "合计", "col": "2021年", "value": row2["合计"][1]},
                ],
                "note": "Split over two pages by Writer (header not repeated on the second page); thousands separators, signed changes with U+2212, bold 合计 row.",
            },
        ],
        "figures": [
            {
                "label": "Figure 1",
                "kind": "vector_chart",
                "caption": "投放点抽查发现的投放错误类型构成（%）",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "pie",
                        "x": {"title": None, "log": False, "categories": list(MISTAKES)},
                        "y": {"title": None, "log": False, "min": 0, "max": 100},
                        "series": [],
                        "points": probes(
                            None, list(MISTAKES), list(MISTAKES.values()), [0, 1, 2, 4]
                        ),
                        "note": "Native LibreOffice pie; value labels on the slices, categories only in the legend.",
                    }
                ],
                "note": "Native LibreOffice chart object in Writer, exported as vector drawing with text.",
            },
            {
                "label": "Figure 2",
                "kind": "vector_chart",
                "caption": "不同年龄组居民对强制垃圾分类的态度",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "stacked_bar",
                        "orientation": "horizontal",
                        "x": {"title": None, "log": False, "categories": AGES},
                        "y": {"title": "受访者比例（%）", "log": False, "min": 0, "max": 100},
                        "series": list(ATTITUDE),
                        "points": probes("支持", AGES, ATTITUDE["支持"], [0, 3])
                        + probes("中立", AGES, ATTITUDE["中立"], [2])
                        + probes("反对", AGES, ATTITUDE["反对"], [1, 3]),
                        "note": "100 % stacked horizontal bars (Percent = True); probes are segment widths in percent; no value labels.",
                    }
                ],
                "note": "Native LibreOffice chart (BarDiagram, Vertical = horizontal bars, Stacked + Percent), legend on the right.",
            },
        ],
    }
