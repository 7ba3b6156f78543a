"""fa_zafaran: Persian agronomy paper (deficit irrigation of saffron in southern Razavi Khorasan),
right to left, laid out by ``layout8`` (DejaVu Sans metrics) and mirrored for right-to-left
reading, written by **iText 5** (Java; ``ColumnText.showTextAligned`` with
``RUN_DIRECTION_RTL`` shapes the Arabic-script letters into presentation forms). Persian digits
(۱۲۳) with the Arabic decimal separator (٫) and Solar Hijri years (۱۴۰۱, ۱۴۰۲). Table 1 is a
fully ruled grid; Table 2 has zebra shading and no rules. Both charts are **PLplot** (pdfcairo,
Persian labels shaped by Pango) imported by iText as form XObjects: three lines over the
flowering season, and a two-group scatter plot."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pymupdf
from common import probes, run

HERE = Path(__file__).resolve().parent
SRC = HERE.parent
sys.path.insert(0, str(SRC))
from layout8 import Doc, Style, aspect, write_tsv  # noqa: E402

FA = str.maketrans("0123456789.", "۰۱۲۳۴۵۶۷۸۹٫")


def fa(x: float | int, nd: int | None = None) -> str:
    s = f"{x:.{nd}f}" if nd is not None else str(x)
    return s.translate(FA)


SITES = ["تربت", "گناباد", "قائن", "بجستان", "خواف", "رشتخوار"]
ALT = [1333, 1056, 1432, 1167, 950, 1180]
RAIN = [272, 141, 168, 124, 178, 196]
FARMS = [8, 7, 6, 5, 6, 7]
Y1401 = [4.6, 3.9, 4.2, 3.1, 3.4, 4.8]
Y1402 = [5.1, 4.4, 4.0, 3.5, 3.8, 5.3]
REGIMES = ["شاهد", "ملایم", "متوسط", "شدید"]
T2 = [  # water m3/ha, fresh flowers kg/ha, dry stigma kg/ha, water productivity g/m3
    (3200, 412, 5.2, 1.63),
    (2400, 398, 5.0, 2.08),
    (1600, 341, 4.3, 2.69),
    (800, 226, 2.8, 3.50),
]
DAYS = [2, 4, 6, 8, 10, 12, 14, 16]
F1 = {
    "شاهد": [4, 11, 23, 38, 31, 19, 9, 3],
    "ملایم": [3, 10, 21, 35, 30, 18, 8, 2],
    "شدید": [1, 5, 12, 21, 19, 12, 6, 2],
}
F2 = {
    "جوان": ([6.2, 7.1, 8.4, 9.0, 10.3], [48, 55, 66, 71, 80]),
    "مسن": ([4.8, 5.5, 6.6, 7.2, 8.1], [29, 34, 39, 45, 50]),
}


def check_prose() -> None:
    for w, _fl, st, wp in T2:
        assert round(st / w * 1000, 2) == wp, (st, w, wp)
    assert max(Y1402) == 5.3 and SITES[Y1402.index(5.3)] == "رشتخوار"
    assert Y1402[2] < Y1401[2]  # Qaen is the only site that fell
    assert sum(FARMS) == 39
    assert round(100 * (T2[1][2] - T2[0][2]) / T2[0][2]) == -4
    assert max(F1["شاهد"]) == 38 and DAYS[F1["شاهد"].index(38)] == 8


def chart(work: Path, name: str, spec: dict[str, Any]) -> Path:
    spec["out"] = str(work / f"{name}.pdf")
    (work / f"{name}.json").write_text(json.dumps(spec, ensure_ascii=False), encoding="utf-8")
    run(["/usr/bin/python3", str(SRC / "plchart.py"), f"{name}.json"], cwd=work)
    return work / f"{name}.pdf"


def fig1(work: Path) -> Path:
    n = list(F1)
    return chart(
        work,
        "fig1",
        {
            "size": [520, 320],
            "type": "line",
            "x": {"min": 0, "max": 18, "step": 2, "title": "روز از آغاز گلدهی"},
            "y": {"min": 0, "max": 45, "step": 5, "title": "گل در متر مربع در روز"},
            "series": [
                {"name": n[0], "xs": DAYS, "ys": F1[n[0]], "style": 1, "marker": 17, "color": 3},
                {"name": n[1], "xs": DAYS, "ys": F1[n[1]], "style": 2, "marker": 6, "color": 4},
                {"name": n[2], "xs": DAYS, "ys": F1[n[2]], "style": 3, "marker": 7, "color": 2},
            ],
            "legend": {"x": 16.8, "y": 42, "dy": 3.2, "len": 1.2, "just": 1.0},
        },
    )


def fig2(work: Path) -> Path:
    n = list(F2)
    return chart(
        work,
        "fig2",
        {
            "size": [480, 320],
            "type": "scatter",
            "x": {"min": 4, "max": 11, "step": 1, "title": "میانگین وزن بنه (گرم)"},
            "y": {"min": 20, "max": 90, "step": 10, "title": "گل در متر مربع"},
            "series": [
                {
                    "name": n[0],
                    "xs": F2[n[0]][0],
                    "ys": F2[n[0]][1],
                    "marker": 5,
                    "msize": 1.3,
                    "color": 2,
                },
                {
                    "name": n[1],
                    "xs": F2[n[1]][0],
                    "ys": F2[n[1]][1],
                    "marker": 6,
                    "msize": 1.3,
                    "color": 3,
                },
            ],
            "legend": {"x": 4.5, "y": 84, "dy": 6, "len": 0.3},
        },
    )


FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans{}.ttf"


def build(work: Path) -> Path:
    check_prose()
    f1, f2 = fig1(work), fig2(work)
    files = {"R": FONT.format(""), "B": FONT.format("-Bold"), "I": FONT.format("")}
    fonts = {k: pymupdf.Font(fontfile=v) for k, v in files.items()}
    d = Doc(
        Style(
            fonts=fonts,
            body=9.5,
            lead=14,
            margin=(64, 64, 64, 64),
            head="کم‌آبیاری زعفران در خراسان رضوی",
            foot="صفحه {n}",
        )
    )
    d.title_block(
        "اثر کم‌آبیاری بر عملکرد زعفران در جنوب خراسان رضوی",
        "مریم حسینی، علی رضایی و زهرا کاظمی",
        "دانشکده کشاورزی، گروه زراعت",
        "چکیده.",
        "در سال‌های زراعی ۱۴۰۱ و ۱۴۰۲ عملکرد کلاله خشک زعفران در شش شهرستان جنوب خراسان رضوی "
        "اندازه‌گیری شد و چهار رژیم آبیاری مقایسه شد. کم‌آبیاری ملایم مصرف آب را یک‌چهارم کاهش "
        "داد، در حالی که عملکرد کلاله خشک فقط ۴ درصد کمتر شد. بیشترین عملکرد در رشتخوار "
        "به دست آمد و کارایی مصرف آب در تیمار شدید بیشترین بود.",
    )
    d.heading("مقدمه")
    d.para(
        "زعفران گیاهی کم‌آب‌خواه است، اما در بسیاری از مزارع خراسان بیش از نیاز آبیاری می‌شود. "
        "با افت سطح آب‌های زیرزمینی، کشاورزان ناچارند با آب کمتری کار کنند. هدف این پژوهش "
        "تعیین پاسخ عملکرد زعفران به کاهش آب آبیاری در شرایط مزرعه بود."
    )
    d.heading("مواد و روش‌ها")
    d.para(
        "آزمایش در ۳۹ مزرعه در شش شهرستان انجام شد (جدول ۱). چهار رژیم آبیاری شامل شاهد "
        "(آبیاری کامل)، ملایم، متوسط و شدید به ترتیب با ۱۰۰، ۷۵، ۵۰ و ۲۵ درصد آب شاهد اعمال شد. "
        "گل‌ها هر دو روز یک‌بار برداشت و کلاله‌ها در سایه خشک شدند. کیفیت کلاله و مقدار "
        "کروسین در این پژوهش اندازه‌گیری نشد."
    )
    d.table(
        "جدول ۱.",
        "ویژگی شهرستان‌ها، بارش سالانه (میلی‌متر) و عملکرد کلاله خشک زعفران (کیلوگرم در هکتار) در سال‌های ۱۴۰۱ و ۱۴۰۲",
        [
            [
                ("شهرستان", 1),
                ("ارتفاع\nمتر", 1),
                ("بارش\nسالانه", 1),
                ("تعداد\nمزرعه", 1),
                ("عملکرد\n۱۴۰۱", 1),
                ("عملکرد\n۱۴۰۲", 1),
            ]
        ],
        [
            [s, fa(a), fa(r), fa(n), fa(y1, 1), fa(y2, 1)]
            for s, a, r, n, y1, y2 in zip(SITES, ALT, RAIN, FARMS, Y1401, Y1402, strict=True)
        ],
        rules="grid",
        z=8.5,
    )
    d.heading("نتایج")
    d.para(
        "عملکرد در سال دوم در همه شهرستان‌ها به جز قائن افزایش یافت (جدول ۱). بیشترین عملکرد "
        "در رشتخوار و کمترین در بجستان ثبت شد. اوج گلدهی در همه رژیم‌ها در روز هشتم بود "
        "(شکل ۱)، اما در رژیم شدید تعداد گل در اوج تقریباً نصف شاهد بود."
    )
    d.figure(
        f1, aspect(f1), "شکل ۱.", "تعداد گل روزانه در سه رژیم آبیاری در طول دوره گلدهی", frac=0.85
    )
    d.para(
        "جدول ۲ مصرف آب و عملکرد رژیم‌ها را نشان می‌دهد. با کاهش آب، کارایی مصرف آب پیوسته "
        "افزایش یافت. در مزارع جوان، بنه‌های سنگین‌تر گل بیشتری تولید کردند (شکل ۲)."
    )
    d.table(
        "جدول ۲.",
        "مصرف آب، عملکرد گل تازه و کلاله خشک و کارایی مصرف آب در چهار رژیم آبیاری",
        [
            [
                ("رژیم", 1),
                ("آب مصرفی\nمتر مکعب در هکتار", 1),
                ("گل تازه\nکیلوگرم در هکتار", 1),
                ("کلاله خشک\nکیلوگرم در هکتار", 1),
                ("کارایی آب\nگرم بر متر مکعب", 1),
            ]
        ],
        [
            [r, fa(w), fa(fl), fa(st, 1), fa(wp, 2)]
            for r, (w, fl, st, wp) in zip(REGIMES, T2, strict=True)
        ],
        rules="zebra",
        z=8.5,
    )
    d.figure(
        f2, aspect(f2), "شکل ۲.", "رابطه میانگین وزن بنه و تعداد گل در مزارع جوان و مسن", frac=0.7
    )
    d.heading("بحث")
    d.para(
        "نتایج نشان می‌دهد که کم‌آبیاری ملایم بدون افت محسوس عملکرد، آب زیادی صرفه‌جویی می‌کند. "
        "رژیم شدید اگرچه کارایی مصرف آب را بالا برد، عملکرد را بیش از یک‌سوم کاهش داد. اثر "
        "کم‌آبیاری بر تولید بنه دختری و عملکرد سال‌های بعد بررسی نشد."
    )
    d.dump(work / "layout.json")
    write_tsv(d.pages, files, work / "display.tsv", rtl=True)
    jar = "/usr/share/java/itext5.jar"
    run(
        [
            "javac",
            "-encoding",
            "UTF-8",
            "-d",
            str(work),
            "-cp",
            jar,
            str(SRC / "java" / "ItextWriter.java"),
        ],
        cwd=work,
    )
    run(
        ["java", "-cp", f"{jar}:{work}", "ItextWriter", "display.tsv", "paper.pdf",
         "کم‌آبیاری زعفران"],
        cwd=work,
    )  # fmt: skip
    return work / "paper.pdf"


def cell(row: str, col_lines: list[str], value: str) -> dict[str, Any]:
    return {"row": row, "col": " ".join(col_lines), "col_lines": col_lines, "value": value}


def truth() -> dict[str, Any]:
    i = {s: k for k, s in enumerate(SITES)}
    r = {s: k for k, s in enumerate(REGIMES)}
    n1, n2 = list(F1), list(F2)
    return {
        "file": "heldout8/fa_zafaran.pdf",
        "scanned": False,
        "tables": [
            {
                "label": "Table 1",
                "caption": "ویژگی شهرستان‌ها، بارش سالانه (میلی‌متر) و عملکرد کلاله خشک زعفران (کیلوگرم در هکتار) در سال‌های ۱۴۰۱ و ۱۴۰۲",
                "find": "ویژگی",
                "rotated": False,
                "cells": [
                    cell("رشتخوار", ["عملکرد", "۱۴۰۲"], fa(Y1402[i["رشتخوار"]], 1)),
                    cell("قائن", ["ارتفاع", "متر"], fa(ALT[i["قائن"]])),
                    cell("گناباد", ["بارش", "سالانه"], fa(RAIN[i["گناباد"]])),
                    cell("بجستان", ["عملکرد", "۱۴۰۱"], fa(Y1401[i["بجستان"]], 1)),
                    cell("خواف", ["تعداد", "مزرعه"], fa(FARMS[i["خواف"]])),
                ],
                "note": "iText 5 page, right to left (first column at the right); fully ruled grid; headers on two lines (name over unit); Persian digits with the Arabic decimal separator; the text layer holds Arabic presentation forms (NFKC gives the letters) and runs in visual order.",
            },
            {
                "label": "Table 2",
                "caption": "مصرف آب، عملکرد گل تازه و کلاله خشک و کارایی مصرف آب در چهار رژیم آبیاری",
                "find": "کلاله خشک و کارایی",
                "rotated": False,
                "cells": [
                    cell("شدید", ["کارایی آب", "گرم بر متر مکعب"], fa(T2[r["شدید"]][3], 2)),
                    cell("ملایم", ["آب مصرفی", "متر مکعب در هکتار"], fa(T2[r["ملایم"]][0])),
                    cell("متوسط", ["کلاله خشک", "کیلوگرم در هکتار"], fa(T2[r["متوسط"]][2], 1)),
                    cell("شاهد", ["گل تازه", "کیلوگرم در هکتار"], fa(T2[r["شاهد"]][1])),
                    cell("متوسط", ["کارایی آب", "گرم بر متر مکعب"], fa(T2[r["متوسط"]][3], 2)),
                ],
                "note": "No rules: zebra shading only (grey bands on the 1st and 3rd rows), bold two-line headers (name over unit), right to left.",
            },
        ],
        "figures": [
            {
                "label": "Figure 1",
                "kind": "vector_chart",
                "caption": "تعداد گل روزانه در سه رژیم آبیاری در طول دوره گلدهی",
                "find": "تعداد گل روزانه",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "line",
                        "x": {"title": "روز از آغاز گلدهی", "log": False, "min": 2, "max": 16},
                        "y": {"title": "گل در متر مربع در روز", "log": False, "min": 0, "max": 45},
                        "series": n1,
                        "points": probes(n1[0], DAYS, F1[n1[0]], [3, 5])
                        + probes(n1[1], DAYS, F1[n1[1]], [2])
                        + probes(n1[2], DAYS, F1[n1[2]], [3, 4]),
                    }
                ],
                "note": "PLplot 5.15 pdfcairo (Pango shapes the Persian labels; tick labels in Latin digits), imported by iText as a form XObject: green solid line with filled circles, blue dashed with squares, red dotted with triangles; legend top right (text right-aligned, left of its keys).",
            },
            {
                "label": "Figure 2",
                "kind": "vector_chart",
                "caption": "رابطه میانگین وزن بنه و تعداد گل در مزارع جوان و مسن",
                "find": "رابطه میانگین وزن بنه",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "scatter",
                        "x": {"title": "میانگین وزن بنه (گرم)", "log": False, "min": 4, "max": 11},
                        "y": {"title": "گل در متر مربع", "log": False, "min": 20, "max": 90},
                        "series": n2,
                        "points": [
                            {"series": n2[0], "x": F2[n2[0]][0][k], "y": F2[n2[0]][1][k]}
                            for k in (0, 2, 4)
                        ]
                        + [
                            {"series": n2[1], "x": F2[n2[1]][0][k], "y": F2[n2[1]][1][k]}
                            for k in (1, 4)
                        ],
                    }
                ],
                "note": "PLplot scatter, two groups (red crosses: young fields, green squares: old fields), legend top left.",
            },
        ],
    }
