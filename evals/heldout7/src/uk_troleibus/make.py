"""uk_troleibus: Ukrainian transport-energy paper (regenerative braking of trolleybuses) typeset
by **jsPDF** 4 with **jspdf-autotable** 5 (node): DejaVu Serif registered in jsPDF's VFS,
justified paragraphs, a grey abstract box, autoTable tables (Table 1 ``grid``; Table 2 ``striped``
with a dark header, broken over pages 2-3 with its header repeated). Figure 1 is a **raster**
chart drawn pixel by pixel with **Pillow** ``ImageDraw`` and placed as a PNG (no text layer);
Figure 2 is drawn with **jsPDF's own primitives** (stacked columns)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from common import probes, run
from PIL import Image, ImageDraw, ImageFont

HERE = Path(__file__).resolve().parent
SRC = HERE.parent
sys.path.insert(0, str(SRC))
from layout7 import aspect, dec, node_modules  # noqa: E402

ROUTES = ["№ 1", "№ 2", "№ 4", "№ 6", "№ 9", "№ 11"]
ENDS = [
    "Вишенька – Залізничний вокзал",
    "Електромережа – Барське шосе",
    "Старе місто – Замостя",
    "Вишенька – Сабарів",
    "Тяжилів – Слов’янка",
    "Київська – Пирогова",
]
LENGTH = [11.4, 9.8, 8.1, 12.7, 10.3, 7.6]
BUSES = [9, 7, 5, 8, 6, 4]
GRADE = [14, 22, 31, 18, 9, 26]
SPEC = [1.62, 1.78, 1.94, 1.70, 1.55, 1.86]
MONTHS = [
    "Січень",
    "Лютий",
    "Березень",
    "Квітень",
    "Травень",
    "Червень",
    "Липень",
    "Серпень",
    "Вересень",
    "Жовтень",
    "Листопад",
    "Грудень",
]
USED = [612.4, 571.8, 548.2, 489.6, 462.3, 455.9, 468.7, 461.2, 470.5, 512.8, 556.1, 603.5]
REC = [98.6, 94.1, 97.3, 96.2, 95.8, 95.1, 99.1, 97.0, 96.7, 95.9, 93.2, 98.2]
TEMP = [-4.1, -2.8, 2.6, 9.7, 15.4, 19.2, 21.6, 20.9, 15.1, 8.8, 3.2, -1.5]
LOAD = [10, 25, 40, 55, 70, 85, 100]
F1 = {
    "Електрон Т19": [14.2, 16.1, 18.0, 19.6, 21.1, 22.3, 23.0],
    "Богдан Т701": [12.5, 14.0, 15.6, 17.1, 18.3, 19.2, 19.8],
    "ЛАЗ E301": [10.1, 11.6, 13.0, 14.2, 15.3, 16.0, 16.4],
}
F2 = {
    "Тяга": [1.31, 1.44, 1.58, 1.37, 1.24, 1.52],
    "Опалення салону": [0.52, 0.50, 0.47, 0.55, 0.49, 0.46],
    "Допоміжні системи": [0.12, 0.13, 0.12, 0.11, 0.12, 0.13],
}


def share(i: int) -> float:
    return round(100 * REC[i] / USED[i], 1)


def check_prose() -> None:
    assert sum(BUSES) == 39
    assert round(sum(USED), 1) == 6213.0 and round(sum(REC), 1) == 1157.2
    assert round(100 * sum(REC) / sum(USED), 1) == 18.6
    assert max(range(12), key=share) == 6 and share(6) == 21.1 and min(range(12), key=share) == 0
    jan = [round(sum(F2[k][i] for k in F2), 2) for i in range(6)]
    assert jan == [1.95, 2.07, 2.17, 2.03, 1.85, 2.11], jan


FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans{}.ttf"


def pillow_fig1(work: Path) -> Path:
    """A line chart drawn pixel by pixel: the PDF gets only the PNG."""
    W, H = 1400, 760
    img = Image.new("RGB", (W, H), "white")
    g = ImageDraw.Draw(img)
    f = ImageFont.truetype(FONT.format(""), 26)
    fb = ImageFont.truetype(FONT.format(""), 28)
    x0, x1, y0, y1 = 150, 1020, 40, 620
    X = lambda v: x0 + (v - 0) / 110 * (x1 - x0)  # noqa: E731
    Y = lambda v: y1 - (v - 8) / 18 * (y1 - y0)  # noqa: E731
    for v in range(8, 27, 2):
        g.line([(x0, Y(v)), (x1, Y(v))], fill=(225, 225, 225), width=2)
        g.text((x0 - 16, Y(v)), str(v), font=f, fill="black", anchor="rm")
    for v in range(0, 111, 10):
        g.line([(X(v), y1), (X(v), y1 + 10)], fill="black", width=2)
        g.text((X(v), y1 + 16), str(v), font=f, fill="black", anchor="mt")
    g.rectangle([x0, y0, x1, y1], outline="black", width=3)
    g.text(
        ((x0 + x1) / 2, y1 + 60),
        "Завантаження салону (% номінальної місткості)",
        font=fb,
        fill="black",
        anchor="mt",
    )
    title = Image.new("RGBA", (560, 40), (255, 255, 255, 0))
    ImageDraw.Draw(title).text(
        (280, 20), "Частка рекуперації (%)", font=fb, fill="black", anchor="mm"
    )
    img.paste(
        title.rotate(90, expand=True), (30, int((y0 + y1) / 2 - 280)), title.rotate(90, expand=True)
    )
    colours = [(0, 70, 160), (200, 60, 20), (40, 140, 60)]
    for k, (name, ys) in enumerate(F1.items()):
        pts = [(X(x), Y(v)) for x, v in zip(LOAD, ys, strict=True)]
        g.line(pts, fill=colours[k], width=5)
        for px, py in pts:
            if k == 0:
                g.ellipse([px - 9, py - 9, px + 9, py + 9], fill=colours[k])
            elif k == 1:
                g.rectangle([px - 8, py - 8, px + 8, py + 8], fill=colours[k])
            else:
                g.polygon([(px, py - 11), (px - 10, py + 8), (px + 10, py + 8)], fill=colours[k])
        ly = 80 + 50 * k
        g.line([(1050, ly), (1110, ly)], fill=colours[k], width=5)
        g.text((1125, ly), name, font=f, fill="black", anchor="lm")
    path = work / "fig1.png"
    img.save(path, optimize=True)
    return path


def build(work: Path) -> Path:
    check_prose()
    png = pillow_fig1(work)
    tot_used, tot_rec = round(sum(USED), 1), round(sum(REC), 1)
    body2 = [
        [m, dec(u), dec(r), dec(share(i)), dec(t)]
        for i, (m, u, r, t) in enumerate(zip(MONTHS, USED, REC, TEMP, strict=True))
    ]
    body2.append(
        [
            "Рік",
            dec(tot_used).replace("6213,0", "6 213,0"),
            dec(tot_rec).replace("1157,2", "1 157,2"),
            dec(round(100 * tot_rec / tot_used, 1)),
            "—",
        ]
    )
    blocks: list[dict[str, Any]] = [
        {
            "t": "title",
            "title": "Рекуперативне гальмування тролейбусів у Вінниці: енергетичний баланс шести маршрутів протягом 2023 року",
            "authors": "Олена Ковальчук, Андрій Мельник, Ірина Савчук",
            "affil": "Кафедра електричного транспорту, Вінницький технічний університет",
        },
        {
            "t": "abstract",
            "head": "Анотація",
            "text": (
                "Рекуперативне гальмування повертає частину кінетичної енергії тролейбуса в контактну мережу, але його "
                "ефект залежить від профілю маршруту, завантаження та сезону. Ми проаналізували дані лічильників енергії "
                "12 тролейбусів і 7 тягових підстанцій на шести маршрутах протягом 2023 року. За рік тролейбуси спожили з "
                "мережі 6 213,0 МВт·год і повернули 1 157,2 МВт·год, тобто 18,6 %. Частка рекуперації була найвищою в липні "
                "(21,1 %) і найнижчою в січні, коли значну частину енергії забирало опалення салону. Найбільшу витрату мав "
                "маршрут № 4 з найкрутішим середнім ухилом."
            ),
        },
        {"t": "h", "text": "1. Вступ"},
        {
            "t": "p",
            "text": (
                "Тролейбусні мережі українських міст переважно експлуатують рухомий склад з асинхронним тяговим приводом, "
                "здатним повертати енергію гальмування в контактну мережу. Проте повернена енергія корисна лише тоді, коли її "
                "одночасно споживає інший тролейбус на тій самій секції; інакше вона розсіюється в гальмівних резисторах. "
                "Метою роботи було оцінити фактичну частку рекуперації на маршрутах з різним рельєфом і завантаженням."
            ),
        },
        {"t": "h", "text": "2. Матеріали та методи"},
        {
            "t": "p",
            "text": (
                "Досліджено шість маршрутів мережі (табл. 1). На 12 тролейбусах трьох моделей встановили реєстратори, що "
                "щосекунди записували струм, напругу, швидкість і завантаження салону за даними датчиків пневмопідвіски. "
                "Споживання і повернення енергії на рівні мережі визначали за лічильниками 7 тягових підстанцій. Частку "
                "рекуперації обчислювали як відношення поверненої енергії до спожитої. Накопичувачі енергії на підстанціях "
                "у мережі не встановлені, тому їхній ефект не оцінювали."
            ),
        },
        {
            "t": "table",
            "label": "Таблиця 1.",
            "caption": "Характеристики досліджених маршрутів (середня питома витрата енергії за 2023 рік)",
            "theme": "grid",
            "head": [
                [
                    "Маршрут",
                    "Кінцеві зупинки",
                    "Довжина (км)",
                    "Тролейбусів",
                    "Ухил (‰)",
                    "Витрата (кВт·год/км)",
                ]
            ],
            "body": [
                [r, e, dec(ln), str(b), str(gr), dec(s, 2)]
                for r, e, ln, b, gr, s in zip(ROUTES, ENDS, LENGTH, BUSES, GRADE, SPEC, strict=True)
            ],
            "columnStyles": {
                "2": {"halign": "right"},
                "3": {"halign": "right"},
                "4": {"halign": "right"},
                "5": {"halign": "right"},
            },
        },
        {"t": "h", "text": "3. Результати"},
        {
            "t": "p",
            "text": (
                "Частка рекуперації зростала із завантаженням салону в усіх трьох моделей (рис. 1): важчий тролейбус має більшу "
                "кінетичну енергію, яку можна повернути під час гальмування. Найвищі значення мали тролейбуси Електрон Т19 з "
                "новішим тяговим перетворювачем."
            ),
        },
        {
            "t": "png",
            "file": str(png),
            "aspect": aspect(png),
            "scale": 0.86,
            "label": "Рис. 1.",
            "caption": "Частка рекуперованої енергії залежно від завантаження салону для трьох моделей тролейбусів (середнє за 2023 рік)",
        },
        {
            "t": "p",
            "text": (
                "У січні питома витрата енергії на всіх маршрутах перевищувала 1,8 кВт·год/км (рис. 2). Опалення салону "
                "забирало від 0,46 до 0,55 кВт·год/км, найбільше на маршруті № 6, де тролейбуси найдовше стоять на кінцевих "
                "зупинках. Помісячний баланс мережі наведено в табл. 2."
            ),
        },
        {
            "t": "stacked",
            "h": 210,
            "categories": ROUTES,
            "ymax": 2.5,
            "ystep": 0.5,
            "fmt": {f"{v / 2:.1f}": dec(v / 2) for v in range(0, 6)},
            "ytitle": "кВт·год/км",
            "xtitle": "Маршрут",
            "series": [
                {"name": k, "values": v, "color": c}
                for (k, v), c in zip(
                    F2.items(), [[40, 70, 120], [220, 120, 40], [170, 170, 170]], strict=True
                )
            ],
            "label": "Рис. 2.",
            "caption": "Структура питомої витрати енергії за маршрутами в січні 2023 року",
        },
        {
            "t": "p",
            "text": (
                "Протягом року частка рекуперації змінювалася від 16,1 % у січні до 21,1 % у липні. Узимку більша частина "
                "поверненої енергії споживалася самим тролейбусом на опалення, тож у мережу її надходило менше."
            ),
        },
        {
            "t": "table",
            "label": "Таблиця 2.",
            "caption": "Помісячний енергетичний баланс тролейбусної мережі у 2023 році",
            "theme": "striped",
            "head": [
                [
                    "Місяць",
                    "Спожито з мережі (МВт·год)",
                    "Рекуперовано (МВт·год)",
                    "Частка рекуперації (%)",
                    "Середня температура (°C)",
                ]
            ],
            "body": body2,
            "columnStyles": {
                "1": {"halign": "right"},
                "2": {"halign": "right"},
                "3": {"halign": "right"},
                "4": {"halign": "right"},
            },
        },
        {"t": "h", "text": "4. Обговорення"},
        {
            "t": "p",
            "text": (
                "Рекуперація повертає в мережу майже п’яту частину спожитої енергії, і цей показник можна підвищити узгодженням "
                "розкладу руху на спільних секціях. Ми не досліджували автономний хід тролейбусів на тягових акумуляторах і не "
                "оцінювали вплив рекуперації на знос гальмівних колодок. Дані охоплюють лише один рік і одне місто."
            ),
        },
    ]
    spec = {
        "title": "Рекуперативне гальмування тролейбусів у Вінниці",
        "runhead": "Рекуперативне гальмування тролейбусів",
        "fonts": {
            "DejaVuSerif-normal": FONT.replace("Sans", "Serif").format(""),
            "DejaVuSerif-bold": FONT.replace("Sans", "Serif").format("-Bold"),
            "DejaVuSerif-italic": FONT.replace("Sans", "Serif").format("-Italic"),
        },
        "blocks": blocks,
    }
    (work / "spec.json").write_text(json.dumps(spec, ensure_ascii=False), encoding="utf-8")
    run(
        ["node", str(HERE / "jspdf.cjs"), "spec.json", "paper.pdf"],
        cwd=work,
        env={"NODE_PATH": str(node_modules(SRC))},
    )
    return work / "paper.pdf"


def truth() -> dict[str, Any]:
    r = {x: k for k, x in enumerate(ROUTES)}
    m = {x: k for k, x in enumerate(MONTHS)}
    f1 = list(F1)
    return {
        "file": "heldout7/uk_troleibus.pdf",
        "scanned": False,
        "tables": [
            {
                "label": "Table 1",
                "caption": "Характеристики досліджених маршрутів (середня питома витрата енергії за 2023 рік)",
                "rotated": False,
                "cells": [
                    {"row": "№ 4", "col": "Ухил (‰)", "value": str(GRADE[r["№ 4"]])},
                    {"row": "№ 6", "col": "Довжина (км)", "value": dec(LENGTH[r["№ 6"]])},
                    {"row": "№ 9", "col": "Витрата (кВт·год/км)", "value": dec(SPEC[r["№ 9"]], 2)},
                    {"row": "№ 2", "col": "Тролейбусів", "value": str(BUSES[r["№ 2"]])},
                    {"row": "№ 11", "col": "Кінцеві зупинки", "value": ENDS[r["№ 11"]]},
                ],
                "note": "jspdf-autotable 'grid' theme: every cell ruled, grey bold header; decimal commas; per-mille sign in a header.",
            },
            {
                "label": "Table 2",
                "caption": "Помісячний енергетичний баланс тролейбусної мережі у 2023 році",
                "pages_find": ["Помісячний енергетичний баланс", "Грудень"],
                "rotated": False,
                "cells": [
                    {
                        "row": "Липень",
                        "col": "Частка рекуперації (%)",
                        "value": dec(share(m["Липень"])),
                    },
                    {
                        "row": "Січень",
                        "col": "Спожито з мережі (МВт·год)",
                        "value": dec(USED[m["Січень"]]),
                    },
                    {
                        "row": "Жовтень",
                        "col": "Рекуперовано (МВт·год)",
                        "value": dec(REC[m["Жовтень"]]),
                    },
                    {
                        "row": "Лютий",
                        "col": "Середня температура (°C)",
                        "value": dec(TEMP[m["Лютий"]]),
                    },
                    {"row": "Рік", "col": "Рекуперовано (МВт·год)", "value": "1 157,2"},
                ],
                "note": "jspdf-autotable 'striped' theme: no rules, dark blue header with white bold text, zebra rows; broken by autoTable over two pages with the header repeated; decimal commas, U+2212 minus signs, a year total row with a thousands space.",
            },
        ],
        "figures": [
            {
                "label": "Figure 1",
                "kind": "raster_chart",
                "caption": "Частка рекуперованої енергії залежно від завантаження салону для трьох моделей тролейбусів (середнє за 2023 рік)",
                "find": "Частка рекуперованої енергії залежно",
                "text_layer": False,
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "line",
                        "x": {
                            "title": "Завантаження салону (% номінальної місткості)",
                            "log": False,
                            "min": 0,
                            "max": 110,
                        },
                        "y": {"title": "Частка рекуперації (%)", "log": False, "min": 8, "max": 26},
                        "series": f1,
                        "points": probes(f1[0], LOAD, F1[f1[0]], [0, 6])
                        + probes(f1[1], LOAD, F1[f1[1]], [3])
                        + probes(f1[2], LOAD, F1[f1[2]], [1, 6]),
                    }
                ],
                "note": "Raster: drawn pixel by pixel with Pillow ImageDraw (1400 x 760 px, DejaVu Sans) and placed by jsPDF as a PNG; no text layer, the values exist only as pixels (OCR or a VLM must read them).",
            },
            {
                "label": "Figure 2",
                "kind": "vector_chart",
                "caption": "Структура питомої витрати енергії за маршрутами в січні 2023 року",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "stacked_bar",
                        "x": {"title": "Маршрут", "log": False, "categories": ROUTES},
                        "y": {"title": "кВт·год/км", "log": False, "min": 0, "max": 2.5},
                        "series": list(F2),
                        "points": probes("Тяга", ROUTES, F2["Тяга"], [2, 4])
                        + probes("Опалення салону", ROUTES, F2["Опалення салону"], [3, 5])
                        + probes("Допоміжні системи", ROUTES, F2["Допоміжні системи"], [1]),
                    }
                ],
                "note": "Drawn with jsPDF primitives (rect, line, text): stacked columns (traction dark blue at the bottom, heating orange, auxiliary grey on top), dotted grid, decimal-comma tick labels, legend at the right in reverse stacking order. Points are segment lengths.",
            },
        ],
    }
