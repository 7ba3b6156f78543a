"""ka_chai: Georgian agronomy paper (restoring abandoned tea plantations in Guria and Adjara)
laid out by ``layout8`` (DejaVu Sans metrics) and written by **libharu** 2.3.0 (ctypes, UTF-8
encoder, TrueType embedded). Table 1 is a fully ruled grid; Table 2 sits on a **landscape page**
with a two-level header (years over two leaf columns). Both charts are **PLplot** (pdfcairo,
Georgian labels shaped by Pango) stamped by pikepdf: grouped columns, and three lines on a
**log y axis**."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

import pymupdf
from common import probes, run

HERE = Path(__file__).resolve().parent
SRC = HERE.parent
sys.path.insert(0, str(SRC))
from layout8 import Doc, Style, aspect, dec  # noqa: E402

WPY = str(Path(os.environ.get("HELDOUT8_VENV", "/tmp/heldout8-venv")) / "bin" / "python")

VILLAGES = ["ნასაკირალი", "ანასეული", "ჩოხატაური", "ლანჩხუთი", "მაკვანეთი", "ჩაქვი"]
AREA = [14.2, 22.5, 9.8, 17.1, 11.6, 25.3]
ALT = [180, 140, 310, 40, 120, 90]
ABANDONED = [21, 18, 26, 23, 19, 15]
Y22 = [420, 510, 350, 470, 390, 580]
Y24 = [1960, 2730, 1480, 2150, 1870, 2390]
TREAT = ["საკონტროლო", "მსუბუქი გასხვლა", "ღრმა გასხვლა", "ღრმა გასხვლა და სასუქი"]
T2 = [  # 2023 yield, 2023 dry matter share, 2024 yield, 2024 share
    (540, 21.2, 610, 21.5),
    (980, 22.4, 1320, 22.9),
    (760, 23.1, 2050, 23.8),
    (910, 22.7, 2840, 23.3),
]
MONTHS = ["მაისი", "ივნისი", "ივლისი", "აგვისტო", "სექტემბერი"]
F1 = {
    "საკონტროლო": [90, 150, 160, 130, 80],
    "მსუბუქი გასხვლა": [190, 320, 340, 290, 180],
    "ღრმა გასხვლა და სასუქი": [380, 690, 740, 620, 410],
}
WEEKS = [2, 4, 6, 8, 10, 12, 14, 16]
F2 = {
    "საკონტროლო": [0.8, 1.5, 3.2, 6.9, 14.0, 27.0, 41.0, 52.0],
    "მსუბუქი გასხვლა": [0.6, 0.9, 1.7, 3.1, 5.8, 9.4, 13.0, 16.0],
    "ღრმა გასხვლა": [0.2, 0.3, 0.5, 0.9, 1.6, 2.4, 3.3, 4.1],
}


def th(n: int) -> str:
    return f"{n:,}".replace(",", " ")


def check_prose() -> None:
    for k, name in ((0, "საკონტროლო"), (1, "მსუბუქი გასხვლა"), (3, "ღრმა გასხვლა და სასუქი")):
        assert sum(F1[name]) == T2[k][2], name
    assert max(Y24) == 2730 and Y24[VILLAGES.index("ანასეული")] == 2730
    assert min(Y24) == 1480 and VILLAGES[Y24.index(1480)] == "ჩოხატაური"
    assert round(sum(AREA), 1) == 100.5
    assert round(T2[3][2] / T2[0][2], 1) == 4.7


def chart(work: Path, name: str, spec: dict[str, Any]) -> Path:
    spec["out"] = str(work / f"{name}.pdf")
    (work / f"{name}.json").write_text(json.dumps(spec, ensure_ascii=False), encoding="utf-8")
    run(["/usr/bin/python3", str(SRC / "plchart.py"), f"{name}.json"], cwd=work)
    return work / f"{name}.pdf"


def fig1(work: Path) -> Path:
    names = list(F1)
    return chart(
        work,
        "fig1",
        {
            "size": [540, 320],
            "type": "bar",
            "x": {"categories": MONTHS, "title": ""},
            "y": {"min": 0, "max": 1000, "step": 100, "title": "ნედლი ფოთოლი (კგ/ჰა)"},
            "series": [
                {"name": names[0], "ys": F1[names[0]], "color": 5},
                {"name": names[1], "ys": F1[names[1]], "color": 3},
                {"name": names[2], "ys": F1[names[2]], "color": 4},
            ],
            "legend": {"x": -0.45, "y": 960, "dy": 55, "len": 0.25},
        },
    )


def fig2(work: Path) -> Path:
    names = list(F2)
    return chart(
        work,
        "fig2",
        {
            "size": [540, 330],
            "type": "line",
            "x": {"min": 0, "max": 18, "step": 2, "title": "კვირა გასხვლის შემდეგ"},
            "y": {"min": 0.1, "max": 100, "log": True, "title": "ტკიპა ერთ ფოთოლზე"},
            "series": [
                {
                    "name": names[0],
                    "xs": WEEKS,
                    "ys": F2[names[0]],
                    "style": 1,
                    "marker": 17,
                    "color": 1,
                },
                {
                    "name": names[1],
                    "xs": WEEKS,
                    "ys": F2[names[1]],
                    "style": 2,
                    "marker": 6,
                    "color": 2,
                },
                {
                    "name": names[2],
                    "xs": WEEKS,
                    "ys": F2[names[2]],
                    "style": 3,
                    "marker": 7,
                    "color": 3,
                },
            ],
            "legend": {"x": 0.8, "y": 60, "dy": 0.17, "len": 1.2},
        },
    )


FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans{}.ttf"


def build(work: Path) -> Path:
    check_prose()
    f1, f2 = fig1(work), fig2(work)
    files = {"R": FONT.format(""), "B": FONT.format("-Bold"), "I": FONT.format("-Oblique")}
    fonts = {k: pymupdf.Font(fontfile=v) for k, v in files.items()}
    d = Doc(
        Style(
            fonts=fonts,
            body=9.5,
            lead=13.5,
            margin=(62, 60, 62, 60),
            head="ჩაის პლანტაციების აღდგენა გურიაში",
            foot="გვ. {n}",
        )
    )
    d.title_block(
        "მიტოვებული ჩაის პლანტაციების აღდგენა გურიასა და აჭარაში: გასხვლისა და სასუქის გავლენა მოსავალზე",
        "ნინო ბერიძე, გიორგი შარაშიძე და თამარ ჩხაიძე",
        "მეჩაიეობისა და სუბტროპიკული კულტურების ინსტიტუტი",
        "რეზიუმე.",
        "2022–2024 წლებში ვაკვირდებოდით ექვს მიტოვებულ ჩაის პლანტაციას გურიასა და აჭარაში, "
        "საერთო ფართობით 100,5 ჰა. ღრმა გასხვლამ აზოტოვან სასუქთან ერთად ნედლი ფოთლის "
        "მოსავალი 2024 წელს 2 840 კგ/ჰა-მდე გაზარდა, რაც საკონტროლო ნაკვეთების მოსავალს "
        "(610 კგ/ჰა) 4,7-ჯერ აღემატება. ღრმა გასხვლამ ჩაის ტკიპის რიცხოვნობაც შეამცირა.",
    )
    d.heading("შესავალი")
    d.para(
        "საბჭოთა პერიოდში გურიასა და აჭარაში ჩაის ათობით ათასი ჰექტარი იყო გაშენებული. 1990-იანი "
        "წლების შემდეგ პლანტაციების უმეტესობა მიტოვებულია: ბუჩქები გაიზარდა, გაველურდა და "
        "მოსავალი თითქმის შეწყდა. ჩვენი მიზანი იყო შეგვეფასებინა, რამდენად სწრაფად აღდგება "
        "მიტოვებული პლანტაციის მოსავალი სხვადასხვა აგროტექნიკური ღონისძიების შემდეგ."
    )
    d.heading("მასალა და მეთოდები")
    d.para(
        "ექვსი პლანტაცია აღწერილია ცხრილში 1. თითოეულ პლანტაციაზე 2022 წლის მარტში გამოიყო "
        "ოთხი ვარიანტი, თითოეული რვა ნაკვეთით: საკონტროლო, მსუბუქი გასხვლა (60 სმ-ზე), ღრმა "
        "გასხვლა (20 სმ-ზე) და ღრმა გასხვლა აზოტოვანი სასუქით (150 კგ N/ჰა). ფოთოლს ვკრეფდით "
        "ხელით, მაისიდან სექტემბრამდე. ჩაის ხარისხი და ქიმიური შედგენილობა ამ სტატიაში არ "
        "განიხილება."
    )
    d.table(
        "ცხრილი 1.",
        "შესწავლილი პლანტაციები: ფართობი, სიმაღლე, მიტოვების ხანგრძლივობა და მოსავალი",
        [
            [
                ("სოფელი", 1),
                ("ფართობი\n(ჰა)", 1),
                ("სიმაღლე\n(მ)", 1),
                ("მიტოვებული\n(წელი)", 1),
                ("მოსავალი 2022\n(კგ/ჰა)", 1),
                ("მოსავალი 2024\n(კგ/ჰა)", 1),
            ]
        ],
        [
            [v, dec(a), str(al), str(ab), th(y2), th(y4)]
            for v, a, al, ab, y2, y4 in zip(VILLAGES, AREA, ALT, ABANDONED, Y22, Y24, strict=True)
        ],
        rules="grid",
        z=8.2,
    )
    d.heading("შედეგები")
    d.para(
        "2024 წელს მოსავალი ყველა პლანტაციაზე გაიზარდა (ცხრილი 1). ყველაზე მაღალი მოსავალი "
        "ანასეულში მივიღეთ, ყველაზე დაბალი კი ჩოხატაურში, რომელიც ყველაზე მაღლა მდებარეობს და "
        "ყველაზე დიდხანს იყო მიტოვებული. სეზონის განმავლობაში მოსავალი ივლისში იყო "
        "მაქსიმალური ყველა ვარიანტში (სურათი 1)."
    )
    d.figure(
        f1,
        aspect(f1),
        "სურათი 1.",
        "ნედლი ფოთლის თვიური მოსავალი 2024 წელს სამ ვარიანტში",
        frac=0.9,
    )
    d.para(
        "ვარიანტების შედარება მოცემულია ცხრილში 2. ღრმა გასხვლამ პირველ წელს მოსავალი "
        "შეამცირა, მაგრამ მეორე წელს ის მსუბუქ გასხვლას გაუსწრო. მშრალი ნივთიერების წილი "
        "ყველაზე მაღალი ღრმა გასხვლის ვარიანტში იყო."
    )
    d.new_page(landscape=True)
    d.col_top = d.top
    d.table(
        "ცხრილი 2.",
        "მოსავალი და მშრალი ნივთიერების წილი ვარიანტების მიხედვით, 2023 და 2024 წლები",
        [
            [("", 1), ("", 1), ("2023", 2), ("2024", 2)],
            [
                ("ვარიანტი", 1),
                ("ნაკვეთები", 1),
                ("მოსავალი (კგ/ჰა)", 1),
                ("მშრალი ნივთიერება (%)", 1),
                ("მოსავალი (კგ/ჰა)", 1),
                ("მშრალი ნივთიერება (%)", 1),
            ],
        ],
        [
            [t, str(n), th(a), dec(b), th(c), dec(e)]
            for t, n, (a, b, c, e) in zip(TREAT, [8, 8, 8, 8], T2, strict=True)
        ],
        rules="booktabs",
        z=10,
    )
    d.para(
        "ჩაის ტკიპის (Brevipalpus) რიცხოვნობა საკონტროლო ნაკვეთებზე სწრაფად იზრდებოდა და "
        "მე-16 კვირისთვის ერთ ფოთოლზე 52 ტკიპას აღწევდა, ღრმად გასხლულ ბუჩქებზე კი 5-ზე "
        "ნაკლები რჩებოდა (სურათი 2; ლოგარითმული ღერძი)."
    )
    d.figure(
        f2,
        aspect(f2),
        "სურათი 2.",
        "ჩაის ტკიპის რიცხოვნობა ერთ ფოთოლზე გასხვლის შემდეგ (ლოგარითმული შკალა)",
        frac=0.5,
    )
    d.heading("განხილვა")
    d.para(
        "მიტოვებული პლანტაციის აღდგენა ორ წელიწადში შესაძლებელია, თუ ღრმა გასხვლას სასუქი "
        "ახლავს. ჩვენ არ შეგვისწავლია დამუშავების ხარჯები და "
        "ორგანული სასუქები; ეს შემდეგი კვლევის საგანია."
    )
    d.dump(work / "layout.json")
    (work / "fonts.json").write_text(json.dumps(files), encoding="utf-8")
    run(
        [WPY, str(SRC / "writers.py"), "haru", "layout.json", "fonts.json", "paper.pdf",
         "ჩაის პლანტაციების აღდგენა"],
        cwd=work,
    )  # fmt: skip
    return work / "paper.pdf"


def cell(row: str, col: str, value: str, lines: list[str] | None = None, **kw: str) -> dict:
    c: dict[str, Any] = {"row": row, "col": col, "value": value, **kw}
    if lines:
        c["col_lines"] = lines
    return c


def truth() -> dict[str, Any]:
    i = {v: k for k, v in enumerate(VILLAGES)}
    t = {v: k for k, v in enumerate(TREAT)}
    n1, n2 = list(F1), list(F2)
    return {
        "file": "heldout8/ka_chai.pdf",
        "scanned": False,
        "tables": [
            {
                "label": "Table 1",
                "caption": "შესწავლილი პლანტაციები: ფართობი, სიმაღლე, მიტოვების ხანგრძლივობა და მოსავალი",
                "rotated": False,
                "cells": [
                    cell(
                        "ანასეული",
                        "მოსავალი 2024 (კგ/ჰა)",
                        th(Y24[i["ანასეული"]]),
                        ["მოსავალი 2024", "(კგ/ჰა)"],
                    ),
                    cell("ჩოხატაური", "სიმაღლე (მ)", str(ALT[i["ჩოხატაური"]]), ["სიმაღლე", "(მ)"]),
                    cell("ჩაქვი", "ფართობი (ჰა)", dec(AREA[i["ჩაქვი"]]), ["ფართობი", "(ჰა)"]),
                    cell(
                        "ლანჩხუთი",
                        "მოსავალი 2022 (კგ/ჰა)",
                        str(Y22[i["ლანჩხუთი"]]),
                        ["მოსავალი 2022", "(კგ/ჰა)"],
                    ),
                    cell(
                        "მაკვანეთი",
                        "მიტოვებული (წელი)",
                        str(ABANDONED[i["მაკვანეთი"]]),
                        ["მიტოვებული", "(წელი)"],
                    ),
                ],
                "note": "libharu page (DejaVu Sans embedded, UTF-8 encoder); fully ruled grid; headers on two lines; thousands with a space (2 730), decimal commas; Georgian (Mkhedruli) row labels.",
            },
            {
                "label": "Table 2",
                "caption": "მოსავალი და მშრალი ნივთიერების წილი ვარიანტების მიხედვით, 2023 და 2024 წლები",
                "rotated": False,
                "cells": [
                    cell(TREAT[3], "მოსავალი (კგ/ჰა)", th(T2[t[TREAT[3]]][2]), col_group="2024"),
                    cell(TREAT[2], "მოსავალი (კგ/ჰა)", str(T2[t[TREAT[2]]][0]), col_group="2023"),
                    cell(
                        TREAT[0], "მშრალი ნივთიერება (%)", dec(T2[t[TREAT[0]]][3]), col_group="2024"
                    ),
                    cell(
                        TREAT[1], "მშრალი ნივთიერება (%)", dec(T2[t[TREAT[1]]][1]), col_group="2023"
                    ),
                    cell(TREAT[1], "მოსავალი (კგ/ჰა)", th(T2[t[TREAT[1]]][2]), col_group="2024"),
                ],
                "note": "Alone on a landscape page (842 x 595 pt MediaBox, upright text); booktabs-style rules; two-level header: the years 2023 and 2024 each over the same two leaf headers (yield, dry-matter share), short rules under the year headers.",
            },
        ],
        "figures": [
            {
                "label": "Figure 1",
                "kind": "vector_chart",
                "caption": "ნედლი ფოთლის თვიური მოსავალი 2024 წელს სამ ვარიანტში",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "bar",
                        "x": {"title": None, "log": False, "categories": MONTHS},
                        "y": {"title": "ნედლი ფოთოლი (კგ/ჰა)", "log": False, "min": 0, "max": 1000},
                        "series": n1,
                        "points": probes(n1[0], MONTHS, F1[n1[0]], [2])
                        + probes(n1[1], MONTHS, F1[n1[1]], [1, 4])
                        + probes(n1[2], MONTHS, F1[n1[2]], [0, 3]),
                    }
                ],
                "note": "PLplot 5.15 pdfcairo, Georgian labels shaped by Pango; grouped columns (grey, blue, green, outlined), legend drawn by PLplot inside the plot at the top right, no value labels; stamped by pikepdf as a form XObject.",
            },
            {
                "label": "Figure 2",
                "kind": "vector_chart",
                "caption": "ჩაის ტკიპის რიცხოვნობა ერთ ფოთოლზე გასხვლის შემდეგ (ლოგარითმული შკალა)",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "line",
                        "x": {"title": "კვირა გასხვლის შემდეგ", "log": False, "min": 2, "max": 16},
                        "y": {"title": "ტკიპა ერთ ფოთოლზე", "log": True, "min": 0.1, "max": 100},
                        "series": n2,
                        "points": probes(n2[0], WEEKS, F2[n2[0]], [3, 6])
                        + probes(n2[1], WEEKS, F2[n2[1]], [5])
                        + probes(n2[2], WEEKS, F2[n2[2]], [2, 7]),
                    }
                ],
                "note": "PLplot 5.15 pdfcairo: three lines (black solid with filled circles, red dashed with squares, green dotted with triangles) on a log y axis 0.1-100 (decades labelled 10^n by PLplot); legend top left.",
            },
        ],
    }
