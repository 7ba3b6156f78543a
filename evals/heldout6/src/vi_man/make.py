"""vi_man: Vietnamese hydrology / agronomy paper laid out with Qt 5 (QTextDocument + QPdfWriter)
and charted with Qt Charts, painted by the same QPainter (vector). ``data.py`` holds the numbers."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

from common import probes, run

HERE = Path(__file__).resolve().parent
_spec = importlib.util.spec_from_file_location("vi_man_data", HERE / "data.py")
assert _spec and _spec.loader
d = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(d)


def build(work: Path) -> Path:
    d.check()
    run(
        ["/usr/bin/python3", "qtpaper.py", "vi_man.pdf"],
        cwd=work,
        env={"QT_QPA_PLATFORM": "offscreen", "LC_ALL": "C.UTF-8", "PYTHONPATH": str(work)},
    )
    return work / "vi_man.pdf"


def truth() -> dict[str, Any]:
    st = {n: (km, vals) for n, km, vals in d.STATIONS}
    y = {
        c: (n, a, b)
        for c, n, a, b in zip(d.CLASSES, d.FIELDS, d.YIELD_2223, d.YIELD_2324, strict=False)
    }
    grp = "Năng suất lúa Đông Xuân (tấn/ha)"
    return {
        "file": "heldout6/vi_man.pdf",
        "scanned": False,
        "tables": [
            {
                "label": "Table 1",
                "caption": "Độ mặn lớn nhất đo được tại năm trạm trên sông Cửa Đại và sông Hàm Luông trong ba mùa khô",
                "rotated": False,
                "cells": [
                    {
                        "row": "Bình Đại",
                        "col_group": "Độ mặn lớn nhất (‰)",
                        "col": "Mùa khô 2020",
                        "value": d.vn(st["Bình Đại"][1][1]),
                    },
                    {
                        "row": "Hương Mỹ",
                        "col_group": "Độ mặn lớn nhất (‰)",
                        "col": "Mùa khô 2016",
                        "value": d.vn(st["Hương Mỹ"][1][0]),
                    },
                    {
                        "row": "Sơn Đốc",
                        "col_group": "Độ mặn lớn nhất (‰)",
                        "col": "Mùa khô 2024",
                        "value": d.vn(st["Sơn Đốc"][1][2]),
                    },
                    {
                        "row": "An Thuận",
                        "col": "Cách cửa sông (km)",
                        "value": str(st["An Thuận"][0]),
                    },
                    {
                        "row": "Mỹ Hóa",
                        "col_group": "Độ mặn lớn nhất (‰)",
                        "col": "Mùa khô 2020",
                        "value": d.vn(st["Mỹ Hóa"][1][1]),
                    },
                ],
                "note": "Qt QTextDocument HTML table, fully ruled, two header rows (rowspan Trạm / Cách cửa sông, colspan Độ mặn lớn nhất over three seasons), shaded header, decimal commas.",
            },
            {
                "label": "Table 2",
                "caption": "Năng suất lúa vụ Đông Xuân theo độ mặn của nước tưới",
                "rotated": False,
                "cells": [
                    {
                        "row": "Trên 6 ‰",
                        "col_group": grp,
                        "col": "2023–2024",
                        "value": d.vn(y["Trên 6 ‰"][2], 2),
                    },
                    {
                        "row": "2–4 ‰",
                        "col_group": grp,
                        "col": "2022–2023",
                        "value": d.vn(y["2–4 ‰"][1], 2),
                    },
                    {
                        "row": "4–6 ‰",
                        "col": "Thay đổi (%)",
                        "value": d.signed(d.change(y["4–6 ‰"][1], y["4–6 ‰"][2])),
                    },
                    {"row": "Dưới 2 ‰", "col": "Số ruộng", "value": str(y["Dưới 2 ‰"][0])},
                    {"row": "Tổng", "col": "Số ruộng", "value": str(sum(d.FIELDS))},
                ],
                "note": "Two header rows (colspan over the two seasons), signed percentage changes with U+2212, bold total row with empty cells.",
            },
        ],
        "figures": [
            {
                "label": "Figure 1",
                "kind": "vector_chart",
                "caption": "Độ mặn lớn nhất theo tháng tại trạm Bình Đại (tháng 12 đến tháng 5) trong ba mùa khô",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "line",
                        "x": {"title": "Tháng", "log": False, "categories": d.MONTH_LABELS},
                        "y": {"title": "Độ mặn (‰)", "log": False, "min": 0, "max": 35},
                        "series": [f"Mùa khô {s}" for s in d.SEASONS],
                        "points": probes("Mùa khô 2016", d.MONTH_LABELS, d.MONTHLY["2016"], [1, 3])
                        + probes("Mùa khô 2020", d.MONTH_LABELS, d.MONTHLY["2020"], [2, 5])
                        + probes("Mùa khô 2024", d.MONTH_LABELS, d.MONTHLY["2024"], [0, 4]),
                    }
                ],
                "note": "Qt Charts (QLineSeries + QScatterSeries markers, solid/dashed/dotted pens) on a QCategoryAxis of month labels T12..T5, legend below; painted into the QPdfWriter.",
            },
            {
                "label": "Figure 2",
                "kind": "vector_chart",
                "caption": "Diện tích lúa bị ảnh hưởng bởi xâm nhập mặn vụ Đông Xuân 2023–2024 theo huyện và mức thiệt hại",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "stacked_bar",
                        "orientation": "horizontal",
                        "x": {"title": None, "log": False, "categories": d.DISTRICTS},
                        "y": {
                            "title": "Diện tích lúa bị ảnh hưởng (ha)",
                            "log": False,
                            "min": 0,
                            "max": 5000,
                        },
                        "series": d.LOSS_LEVELS,
                        "points": probes(
                            d.LOSS_LEVELS[0], d.DISTRICTS, d.LOSS_AREA[d.LOSS_LEVELS[0]], [2]
                        )
                        + probes(
                            d.LOSS_LEVELS[1], d.DISTRICTS, d.LOSS_AREA[d.LOSS_LEVELS[1]], [0, 3]
                        )
                        + probes(
                            d.LOSS_LEVELS[2], d.DISTRICTS, d.LOSS_AREA[d.LOSS_LEVELS[2]], [1, 4]
                        ),
                    }
                ],
                "note": "Qt Charts QHorizontalStackedBarSeries, Ba Tri at the top, three loss levels (legend above), no value labels; probe values are segment lengths.",
            },
        ],
    }
