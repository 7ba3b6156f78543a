"""Russian district-heating paper written as an **HTML article printed to PDF by headless
Chromium** (CSS two-column layout, ``Таблица 1.`` / ``Рис. 1.`` captions, decimal commas and
non-breaking-space thousands ``1 284``): a zebra-striped HTML table spanning both columns with a
bold total row; a table with two ``colspan`` header groups repeating the same years; two
**Vega-Lite** charts (rendered to inline SVG by ``vl-convert`` with the ``ru-RU`` number format):
clustered columns (``xOffset``) and lines with point marks on a negative temperature axis."""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Any

import vl_convert as vlc
from common import probes

COLS1 = [
    "Протяжённость сетей, км",
    "Средний возраст, лет",
    "Доля ППУ-изоляции, %",
    "Подключённая нагрузка, Гкал/ч",
    "Потери тепла, %",
]
NBSP = "\u00a0"
DISTRICTS = [
    ("Центральный", "212,4", "31", "18", f"1{NBSP}284", "14,7"),
    ("Северный", "156,8", "24", "35", "862", "11,2"),
    ("Заречный", "98,3", "38", "9", "517", "17,9"),
    ("Промышленный", "187,1", "27", "22", f"1{NBSP}046", "13,4"),
    ("Южный", "64,5", "12", "61", "395", "7,8"),
]
TOTAL = ("Итого", "719,1", "28", "26", f"4{NBSP}104", "13,1")
# Table 2: failures 2022, 2023; mean repair time (h) 2022, 2023.
FAIL = [
    ("Центральный", "148", "131", "9,6", "8,4"),
    ("Северный", "87", "92", "7,1", "6,8"),
    ("Заречный", "112", "126", "11,3", "12,0"),
    ("Промышленный", "134", "119", "8,2", "7,5"),
    ("Южный", "21", "17", "5,4", "4,9"),
]
MONTHS = ["Окт", "Ноя", "Дек", "Янв", "Фев", "Мар", "Апр"]
LOSSES = {
    "2022/23": [21.4, 28.9, 36.2, 41.5, 37.8, 30.1, 22.6],
    "2023/24": [18.6, 26.1, 33.4, 38.2, 34.6, 27.5, 19.3],
}
T_OUT = [-30, -25, -20, -15, -10, -5, 0, 5]
SCHEDULE = {
    "Подающий трубопровод": [128, 118, 106, 95, 84, 73, 62, 55],
    "Обратный трубопровод": [64, 60, 56, 52, 48, 45, 42, 40],
}
SCHEMA = "https://vega.github.io/schema/vega-lite/v5.json"
CONFIG = {"font": "DejaVu Sans", "axis": {"labelFontSize": 11, "titleFontSize": 11}}


def _num(s: str) -> float:
    return float(s.replace(NBSP, "").replace(",", "."))


def fig1() -> str:
    rows = [
        {"Месяц": m, "Сезон": s, "v": v}
        for s, vals in LOSSES.items()
        for m, v in zip(MONTHS, vals, strict=True)
    ]
    spec = {
        "$schema": SCHEMA,
        "data": {"values": rows},
        "mark": {"type": "bar"},
        "encoding": {
            "x": {
                "field": "Месяц",
                "type": "nominal",
                "sort": MONTHS,
                "title": None,
                "axis": {"labelAngle": 0},
            },
            "xOffset": {"field": "Сезон", "type": "nominal"},
            "y": {
                "field": "v",
                "type": "quantitative",
                "title": "Потери, тыс. Гкал",
                "scale": {"domain": [0, 45]},
            },
            "color": {
                "field": "Сезон",
                "type": "nominal",
                "title": "Сезон",
                "scale": {"range": ["#d95f02", "#1b9e77"]},
                "legend": {"orient": "top-right"},
            },
        },
        "width": 520,
        "height": 200,
    }
    return vlc.vegalite_to_svg(spec, format_locale="ru-RU", config=CONFIG)


def fig2() -> str:
    rows = [
        {"t": t, "Трубопровод": s, "v": v}
        for s, vals in SCHEDULE.items()
        for t, v in zip(T_OUT, vals, strict=True)
    ]
    spec = {
        "$schema": SCHEMA,
        "data": {"values": rows},
        "mark": {"type": "line", "point": {"filled": True, "size": 45}},
        "encoding": {
            "x": {
                "field": "t",
                "type": "quantitative",
                "title": "Температура наружного воздуха, °C",
                "scale": {"domain": [-30, 5]},
                "axis": {"values": T_OUT},
            },
            "y": {
                "field": "v",
                "type": "quantitative",
                "title": "Температура теплоносителя, °C",
                "scale": {"domain": [30, 140]},
            },
            "color": {
                "field": "Трубопровод",
                "type": "nominal",
                "title": None,
                "scale": {"range": ["#b2182b", "#2166ac"]},
                "legend": {"orient": "bottom", "direction": "horizontal"},
            },
        },
        "width": 250,
        "height": 190,
    }
    return vlc.vegalite_to_svg(spec, format_locale="ru-RU", config=CONFIG)


def _td(cells: tuple[str, ...]) -> str:
    return "".join(f"<td>{c}</td>" for c in cells)


def table1() -> str:
    head = "<th>Район</th>" + "".join(f"<th>{c}</th>" for c in COLS1)
    body = "".join(f"<tr>{_td(r)}</tr>" for r in DISTRICTS)
    body += f'<tr class="total">{_td(TOTAL)}</tr>'
    return (
        '<figure class="wide"><figcaption><b>Таблица 1.</b> Характеристики распределительных '
        "тепловых сетей по районам города (на 1 октября 2023 г.)</figcaption>"
        f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table></figure>"
    )


def table2() -> str:
    head = (
        '<tr><th rowspan="2">Район</th><th colspan="2">Число повреждений</th>'
        '<th colspan="2">Среднее время устранения, ч</th></tr>'
        "<tr><th>2022</th><th>2023</th><th>2022</th><th>2023</th></tr>"
    )
    body = "".join(f"<tr>{_td(r)}</tr>" for r in FAIL)
    return (
        "<figure><figcaption><b>Таблица 2.</b> Повреждения трубопроводов и время их устранения"
        f"</figcaption><table><thead>{head}</thead><tbody>{body}</tbody></table></figure>"
    )


def build(work: Path) -> Path:
    lens = [_num(r[1]) for r in DISTRICTS]
    loads = [_num(r[4]) for r in DISTRICTS]
    assert f"{sum(lens):.1f}".replace(".", ",") == TOTAL[1]
    assert int(sum(loads)) == _num(TOTAL[4])
    assert f"{_num('17,9') / _num('7,8'):.1f}" == "2.3"
    html = (work / "paper.html").read_text(encoding="utf-8")
    html = html.replace("%%TABLE1%%", table1()).replace("%%TABLE2%%", table2())
    html = html.replace(
        "%%FIG1%%",
        f'<figure class="wide">{fig1()}<figcaption><b>Рис. 1.</b> Месячные тепловые потери в '
        "распределительных сетях, тыс. Гкал</figcaption></figure>",
    )
    html = html.replace(
        "%%FIG2%%",
        f"<figure>{fig2()}<figcaption><b>Рис. 2.</b> Фактический температурный график "
        "теплосети в сезоне 2023/24 (средние суточные значения)</figcaption></figure>",
    )
    src = work / "article.html"
    src.write_text(html, encoding="utf-8")
    out = work / "paper.pdf"
    subprocess.run(
        [
            "chromium",
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--no-pdf-header-footer",
            f"--print-to-pdf={out}",
            src.as_uri(),
        ],
        check=True,
        capture_output=True,
        timeout=180,
    )
    return out


def truth() -> dict[str, Any]:
    d = {r[0]: r for r in DISTRICTS}
    f = {r[0]: r for r in FAIL}
    return {
        "file": "heldout4/ru_teplo.pdf",
        "scanned": False,
        "tables": [
            {
                "label": "Table 1",
                "caption": "Характеристики распределительных тепловых сетей по районам города",
                "rotated": False,
                "cells": [
                    {"row": "Центральный", "col": COLS1[0], "value": d["Центральный"][1]},
                    {"row": "Заречный", "col": COLS1[1], "value": d["Заречный"][2]},
                    {"row": "Южный", "col": COLS1[2], "value": d["Южный"][3]},
                    {"row": "Промышленный", "col": COLS1[3], "value": d["Промышленный"][4]},
                    {"row": "Северный", "col": COLS1[4], "value": d["Северный"][5]},
                    {"row": "Итого", "col": COLS1[4], "value": TOTAL[5]},
                ],
                "note": "HTML table printed by Chromium: zebra rows, bold total row; thousands separated by a no-break space (1 284 = 1284), decimal commas.",
            },
            {
                "label": "Table 2",
                "caption": "Повреждения трубопроводов и время их устранения",
                "rotated": False,
                "cells": [
                    {
                        "row": "Центральный",
                        "col_group": "Число повреждений",
                        "col": "2023",
                        "value": f["Центральный"][2],
                    },
                    {
                        "row": "Заречный",
                        "col_group": "Число повреждений",
                        "col": "2022",
                        "value": f["Заречный"][1],
                    },
                    {
                        "row": "Северный",
                        "col_group": "Среднее время устранения, ч",
                        "col": "2022",
                        "value": f["Северный"][3],
                    },
                    {
                        "row": "Заречный",
                        "col_group": "Среднее время устранения, ч",
                        "col": "2023",
                        "value": f["Заречный"][4],
                    },
                    {
                        "row": "Промышленный",
                        "col_group": "Среднее время устранения, ч",
                        "col": "2023",
                        "value": f["Промышленный"][4],
                    },
                ],
                "note": "Two colspan groups over the same year columns (2022, 2023); 'Район' spans both header rows.",
            },
        ],
        "figures": [
            {
                "label": "Figure 1",
                "kind": "vector_chart",
                "caption": "Месячные тепловые потери в распределительных сетях",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "grouped_bar",
                        "x": {"title": None, "log": False, "categories": MONTHS},
                        "y": {"title": "Потери, тыс. Гкал", "log": False, "min": 0, "max": 45},
                        "series": list(LOSSES),
                        "points": probes("2022/23", MONTHS, LOSSES["2022/23"], [0, 3, 5])
                        + probes("2023/24", MONTHS, LOSSES["2023/24"], [2, 4, 6]),
                    }
                ],
                "note": "Vega-Lite 5 (vl-convert) clustered columns via xOffset, legend titled 'Сезон' at the top right inside the plot; inline SVG printed by Chromium.",
            },
            {
                "label": "Figure 2",
                "kind": "vector_chart",
                "caption": "Фактический температурный график теплосети в сезоне 2023/24",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "line",
                        "x": {
                            "title": "Температура наружного воздуха, °C",
                            "log": False,
                            "min": -30,
                            "max": 5,
                        },
                        "y": {
                            "title": "Температура теплоносителя, °C",
                            "log": False,
                            "min": 30,
                            "max": 140,
                        },
                        "series": list(SCHEDULE),
                        "points": probes(
                            "Подающий трубопровод",
                            T_OUT,
                            SCHEDULE["Подающий трубопровод"],
                            [2, 4, 7],
                        )
                        + probes(
                            "Обратный трубопровод",
                            T_OUT,
                            SCHEDULE["Обратный трубопровод"],
                            [0, 3, 6],
                        ),
                    }
                ],
                "note": "Vega-Lite line with filled point marks; x ticks printed with U+2212 minus (−30 ... 5); legend below without title.",
            },
        ],
    }
