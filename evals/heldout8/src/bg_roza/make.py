"""bg_roza: Bulgarian agronomy paper (oil-bearing rose, Rosa damascena, in the Rose Valley:
flower yield and oil content by harvest hour), laid out by **iText 5 itself** (Java
``src/java/BlockWriter.java``: Document, Paragraph, PdfPTable with repeated header rows; DejaVu
Serif embedded). Table 1 is a fully ruled grid with a grey header; Table 2 has **no borders at
all**, with italic row groups (two years) over the same four harvest windows. Both charts are
**PLplot** (pdfcairo, Cyrillic labels) imported by iText as vector images: two lines over the
campaign, and a one-series scatter without legend."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from common import probes, run

HERE = Path(__file__).resolve().parent
SRC = HERE.parent
sys.path.insert(0, str(SRC))
from layout8 import dec  # noqa: E402

SITES = ["Казанлък", "Шипка", "Мъглиж", "Павел баня", "Карлово", "Стрелча"]
AREA = [46.2, 18.7, 27.5, 33.1, 52.8, 21.4]
ALT = [380, 560, 340, 400, 420, 520]
Y23 = [412, 388, 436, 401, 447, 372]
Y24 = [356, 371, 349, 362, 318, 365]
OIL = [0.038, 0.044, 0.036, 0.040, 0.035, 0.042]
WINDOWS = ["06–08 ч.", "08–10 ч.", "10–12 ч.", "12–14 ч."]
T2 = {  # oil content %, citronellol %, geraniol %, phenylethyl alcohol %
    "2023": [
        (0.046, 31.2, 18.4, 2.1),
        (0.042, 29.8, 17.6, 2.4),
        (0.035, 27.1, 16.2, 2.9),
        (0.028, 24.6, 14.9, 3.3),
    ],
    "2024": [
        (0.044, 30.5, 17.9, 2.3),
        (0.039, 28.7, 16.8, 2.6),
        (0.031, 26.0, 15.4, 3.1),
        (0.024, 23.2, 14.1, 3.8),
    ],
}
DAYS = [1, 4, 7, 10, 13, 16, 19, 22, 25]
F1 = {
    "2023": [14, 38, 71, 96, 88, 64, 41, 19, 6],
    "2024": [22, 57, 84, 69, 45, 27, 12, 4, 1],
}
TEMP = [11.5, 13.0, 14.5, 16.0, 18.5, 20.0, 22.5, 24.0, 26.5]
OILT = [0.047, 0.045, 0.043, 0.041, 0.037, 0.034, 0.030, 0.027, 0.023]


def check_prose() -> None:
    assert round(sum(AREA), 1) == 199.7
    assert max(Y23) == 447 and SITES[Y23.index(447)] == "Карлово"
    assert Y23[4] - Y24[4] == 129 and all(
        a - b < 129 for a, b in zip(Y23[:4], Y24[:4], strict=True)
    )
    assert max(F1["2023"]) == 96 and DAYS[F1["2023"].index(96)] == 10
    assert max(F1["2024"]) == 84 and DAYS[F1["2024"].index(84)] == 7
    assert max(OIL) == 0.044 and SITES[OIL.index(0.044)] == "Шипка"


def chart(work: Path, name: str, spec: dict[str, Any]) -> Path:
    spec["out"] = str(work / f"{name}.pdf")
    (work / f"{name}.json").write_text(json.dumps(spec, ensure_ascii=False), encoding="utf-8")
    run(["/usr/bin/python3", str(SRC / "plchart.py"), f"{name}.json"], cwd=work)
    return work / f"{name}.pdf"


def fig1(work: Path) -> Path:
    return chart(
        work,
        "fig1",
        {
            "size": [520, 310],
            "type": "line",
            "x": {"min": 0, "max": 26, "step": 5, "title": "Ден от началото на беритбата"},
            "y": {"min": 0, "max": 120, "step": 20, "title": "Набран цвят (т/ден)"},
            "series": [
                {
                    "name": "2023",
                    "xs": DAYS,
                    "ys": F1["2023"],
                    "style": 1,
                    "marker": 17,
                    "color": 2,
                },
                {"name": "2024", "xs": DAYS, "ys": F1["2024"], "style": 2, "marker": 6, "color": 3},
            ],
            "legend": {"x": 18.5, "y": 110, "dy": 9, "len": 2.0},
        },
    )


def fig2(work: Path) -> Path:
    return chart(
        work,
        "fig2",
        {
            "size": [460, 300],
            "type": "scatter",
            "x": {
                "min": 10,
                "max": 28,
                "step": 2,
                "title": "Температура на въздуха при беритба (°C)",
            },
            "y": {"min": 0.02, "max": 0.05, "step": 0.005, "title": "Съдържание на масло (%)"},
            "ydigmax": 8,
            "series": [
                {"name": "", "xs": TEMP, "ys": OILT, "marker": 17, "msize": 1.6, "color": 1}
            ],
        },
    )


def blocks(f1: Path, f2: Path) -> list[str]:
    out = [
        "META\tМаслодайна роза в Розовата долина\tМаслодайна роза: добив и час на беритба",
        "TITLE\tЧасът на беритба определя добива на розово масло в Розовата долина",
        "AUTH\tМария Георгиева, Петър Стоянов и Елена Димитрова",
        "AFF\tИнститут по розата и етеричномаслените култури",
        "ABS\tРезюме.\tПрез 2023 и 2024 г. проследихме шест насаждения от маслодайна роза (Rosa "
        "damascena) в Розовата долина с обща площ 199,7 дка. Съдържанието на масло в цвета "
        "намаляваше с всеки час след изгрев: цвят, набран между 6 и 8 ч., съдържаше 0,046 % масло "
        "през 2023 г., а набран между 12 и 14 ч. — само 0,028 %. През сухата 2024 г. добивът на "
        "цвят спадна във всички насаждения, най-много в Карлово (със 129 кг/дка).",
        "H\tВъведение",
        "P\tБългарското розово масло се получава чрез дестилация на прясно набран цвят от "
        "маслодайна роза. Беритбата продължава около месец през май и юни и се извършва ръчно. "
        "Опитът на берачите казва, че цветът трябва да се бере рано сутрин, но количествени "
        "данни за спада на маслото през деня и за влиянието на температурата са оскъдни.",
        "H\tМатериал и методи",
        "P\tИзследвахме шест насаждения (таблица 1) на надморска височина от 340 до 560 м. Всеки "
        "ден от кампанията цветът се береше в четири двучасови интервала и се дестилираше "
        "поотделно в лабораторен апарат. Съставът на маслото е определен чрез газова "
        "хроматография. Не сме изследвали сорта Роза алба, нито органичните насаждения.",
        "CAP\tТаблица 1.\tИзследваните насаждения: площ, надморска височина, добив на цвят и "
        "съдържание на масло",
        "TABLE\t3,1.6,1.8,1.8,1.8,2\t100\t1\tgrid",
        "ROW\tНасаждение\tПлощ (дка)\tВисочина (м)\tДобив 2023 (кг/дка)\tДобив 2024 (кг/дка)\tМасло 2023 (%)",
    ]
    for s, a, h, y3, y4, o in zip(SITES, AREA, ALT, Y23, Y24, OIL, strict=True):
        out.append(f"ROW\t{s}\t{dec(a)}\t{h}\t{y3}\t{y4}\t{dec(o, 3)}")
    out += [
        "ENDTABLE",
        "H\tРезултати",
        "P\tНай-висок добив на цвят през 2023 г. имаше насаждението край Карлово, а най-високо "
        "съдържание на масло — това край Шипка, най-високо разположеното. През 2024 г. пролетта "
        "беше топла и суха: беритбата започна по-рано, достигна пика си още на седмия ден и "
        "приключи по-бързо (фигура 1).",
        f"FIG\t{f1}\t400",
        "CAP\tФигура 1.\tДневно количество набран цвят през кампаниите 2023 и 2024 г.",
        "P\tСъдържанието на масло и на основните му компоненти по интервали на беритба е дадено в "
        "таблица 2. С напредването на деня намаляваха маслото, цитронелолът и гераниолът, докато "
        "фенилетиловият алкохол се увеличаваше.",
        "CAP\tТаблица 2.\tСъдържание на масло в цвета и състав на маслото по час на беритба",
        "TABLE\t2.6,2,2,2,2.4\t92\t1\tnone",
        "ROW\tИнтервал\tМасло в цвета (%)\tЦитронелол (%)\tГераниол (%)\tФенилетилов алкохол (%)",
    ]
    for year, rows in T2.items():
        out.append(f"GROUP\tКампания {year}")
        for wnd, (o, c, g, p) in zip(WINDOWS, rows, strict=True):
            out.append(f"ROW\t{wnd}\t{dec(o, 3)}\t{dec(c)}\t{dec(g)}\t{dec(p)}")
    out += [
        "ENDTABLE",
        "P\tСпадът на маслото е тясно свързан с температурата на въздуха в момента на беритбата "
        "(фигура 2): при 11,5 °C цветът съдържаше 0,047 % масло, а при 26,5 °C — 0,023 %.",
        f"FIG\t{f2}\t330",
        "CAP\tФигура 2.\tСъдържание на масло в цвета спрямо температурата на въздуха при беритба "
        "(2024 г.)",
        "H\tОбсъждане",
        "P\tРезултатите потвърждават практиката цветът да се бере рано сутрин и да се дестилира "
        "веднага. При затоплящия се климат кампанията се измества по-рано и се скъсява, а "
        "горещите обедни часове стават все по-неподходящи за беритба. Икономическият ефект от "
        "промяната на часа на беритба не е оценяван в това изследване.",
    ]
    return out


def build(work: Path) -> Path:
    check_prose()
    f1, f2 = fig1(work), fig2(work)
    (work / "blocks.tsv").write_text("\n".join(blocks(f1, f2)) + "\n", encoding="utf-8")
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
            str(SRC / "java" / "BlockWriter.java"),
        ],
        cwd=work,
    )
    run(["java", "-cp", f"{jar}:{work}", "BlockWriter", "blocks.tsv", "paper.pdf"], cwd=work)
    return work / "paper.pdf"


def truth() -> dict[str, Any]:
    i = {s: k for k, s in enumerate(SITES)}
    w = {s: k for k, s in enumerate(WINDOWS)}
    return {
        "file": "heldout8/bg_roza.pdf",
        "scanned": False,
        "tables": [
            {
                "label": "Table 1",
                "caption": "Изследваните насаждения: площ, надморска височина, добив на цвят и съдържание на масло",
                "rotated": False,
                "cells": [
                    {
                        "row": "Карлово",
                        "col": "Добив 2023 (кг/дка)",
                        "value": str(Y23[i["Карлово"]]),
                    },
                    {"row": "Шипка", "col": "Масло 2023 (%)", "value": dec(OIL[i["Шипка"]], 3)},
                    {"row": "Павел баня", "col": "Площ (дка)", "value": dec(AREA[i["Павел баня"]])},
                    {"row": "Мъглиж", "col": "Добив 2024 (кг/дка)", "value": str(Y24[i["Мъглиж"]])},
                    {"row": "Стрелча", "col": "Височина (м)", "value": str(ALT[i["Стрелча"]])},
                ],
                "note": "iText 5 PdfPTable laid out by iText (DejaVu Serif, Identity-H); every cell ruled, grey header row; headers wrapped by iText inside their cells (not at fixed places); decimal commas.",
            },
            {
                "label": "Table 2",
                "caption": "Съдържание на масло в цвета и състав на маслото по час на беритба",
                "rotated": False,
                "cells": [
                    {
                        "row_group": "Кампания 2023",
                        "row": WINDOWS[w["12–14 ч."]],
                        "col": "Масло в цвета (%)",
                        "value": dec(T2["2023"][3][0], 3),
                    },
                    {
                        "row_group": "Кампания 2024",
                        "row": WINDOWS[w["06–08 ч."]],
                        "col": "Гераниол (%)",
                        "value": dec(T2["2024"][0][2]),
                    },
                    {
                        "row_group": "Кампания 2023",
                        "row": WINDOWS[w["08–10 ч."]],
                        "col": "Цитронелол (%)",
                        "value": dec(T2["2023"][1][1]),
                    },
                    {
                        "row_group": "Кампания 2024",
                        "row": WINDOWS[w["12–14 ч."]],
                        "col": "Фенилетилов алкохол (%)",
                        "value": dec(T2["2024"][3][3]),
                    },
                    {
                        "row_group": "Кампания 2024",
                        "row": WINDOWS[w["10–12 ч."]],
                        "col": "Масло в цвета (%)",
                        "value": dec(T2["2024"][2][0], 3),
                    },
                ],
                "note": "No borders at all (PdfPCell NO_BORDER), bold header; italic group rows ('Кампания 2023', 'Кампания 2024') spanning all columns over the same four harvest windows (en dash in '06–08 ч.').",
            },
        ],
        "figures": [
            {
                "label": "Figure 1",
                "kind": "vector_chart",
                "caption": "Дневно количество набран цвят през кампаниите 2023 и 2024 г.",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "line",
                        "x": {
                            "title": "Ден от началото на беритбата",
                            "log": False,
                            "min": 1,
                            "max": 25,
                        },
                        "y": {"title": "Набран цвят (т/ден)", "log": False, "min": 0, "max": 120},
                        "series": ["2023", "2024"],
                        "points": probes("2023", DAYS, F1["2023"], [3, 5, 7])
                        + probes("2024", DAYS, F1["2024"], [2, 4]),
                    }
                ],
                "note": "PLplot 5.15 pdfcairo, imported by iText as an ImgTemplate (vector): red solid line with filled circles (2023), green dashed with squares (2024); legend top right.",
            },
            {
                "label": "Figure 2",
                "kind": "vector_chart",
                "caption": "Съдържание на масло в цвета спрямо температурата на въздуха при беритба (2024 г.)",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "scatter",
                        "x": {
                            "title": "Температура на въздуха при беритба (°C)",
                            "log": False,
                            "min": 10,
                            "max": 28,
                        },
                        "y": {
                            "title": "Съдържание на масло (%)",
                            "log": False,
                            "min": 0.02,
                            "max": 0.05,
                        },
                        "series": [],
                        "points": probes(None, TEMP, OILT, [1, 3, 4, 6, 7]),
                    }
                ],
                "note": "PLplot scatter, one series of filled black dots, no legend; y tick labels with decimal points (0.025) while the text uses decimal commas.",
            },
        ],
    }
