"""he_tsel: Hebrew urban-climate paper (street trees and heat in Tel Aviv-Yafo) typeset right to
left by **TCPDF** 6.6 (PHP; HTML blocks through ``writeHTML``, DejaVu Sans, custom header and
``עמוד n מתוך m`` footers). Figure 1 is drawn with **TCPDF's own primitives** (lines, markers,
text; no chart library), Figure 2 is a **leather** 0.4 SVG column chart (Python) placed by TCPDF's
``ImageSVG`` as vector paths. Table 1 has no rules at all; Table 2 is fully ruled with a
two-level header and a signed difference row."""

from __future__ import annotations

import html
import json
from pathlib import Path
from typing import Any

import leather
from common import probes, run

HERE = Path(__file__).resolve().parent

STREETS = [
    "שדרות רוטשילד",
    "רחוב דיזנגוף",
    "רחוב אבן גבירול",
    "רחוב הרצל",
    "רחוב יפת",
    "רחוב לבונטין",
    "שדרות ירושלים",
    "רחוב פלורנטין",
]
ORIENT = [
    "צפון–דרום",
    "צפון–דרום",
    "צפון–דרום",
    "צפון–דרום",
    "צפון–דרום",
    "מזרח–מערב",
    "צפון–דרום",
    "מזרח–מערב",
]
WIDTH = [32, 22, 26, 18, 20, 14, 30, 12]
CANOPY = [62, 18, 27, 9, 14, 41, 48, 5]
SPECIES = [
    "פיקוס השדרות",
    "דולב מזרחי",
    "אזדרכת מצויה",
    "ללא",
    "וושינגטוניה",
    "פיקוס השדרות",
    "אלביציה",
    "ללא",
]
CLASSES = ["כיסוי נמוך", "כיסוי בינוני", "כיסוי גבוה"]
T2 = {  # air temp, Tmrt, asphalt surface temp at 15:00 (°C), hours with PET above 41 °C
    "כיסוי נמוך": (35.8, 66.4, 58.7, 8),
    "כיסוי בינוני": (34.6, 58.9, 51.2, 5),
    "כיסוי גבוה": (33.2, 47.3, 41.5, 2),
}
HOURS = [6, 8, 10, 12, 14, 16, 18, 20]
F1 = {
    "כיסוי נמוך": [27.9, 30.4, 33.1, 35.2, 35.8, 34.6, 31.9, 29.8],
    "כיסוי בינוני": [27.6, 29.8, 32.2, 34.1, 34.7, 33.6, 31.2, 29.5],
    "כיסוי גבוה": [27.2, 28.9, 30.8, 32.4, 33.1, 32.3, 30.4, 29.0],
}
SURFACES = ["אספלט חשוף", "אבן משתלבת", "מדרכת בטון בהירה", "אספלט בצל עצים", "דשא מושקה"]
F2 = [61.2, 53.4, 48.7, 39.9, 38.6]


def signed(x: float, nd: int = 1) -> str:
    return f"{x:+.{nd}f}".replace("-", "\u2212")


def check_prose() -> None:
    lo, hi = T2["כיסוי נמוך"], T2["כיסוי גבוה"]
    assert signed(hi[0] - lo[0]) == "\u22122.6" and signed(hi[1] - lo[1]) == "\u221219.1"
    assert round(F2[0] - F2[3], 1) == 21.3
    assert max(F1["כיסוי נמוך"]) == 35.8 and HOURS[F1["כיסוי נמוך"].index(35.8)] == 14


def leather_fig2(work: Path) -> Path:
    leather.theme.tick_font_size = 9
    leather.theme.axis_title_font_size = 10
    chart = leather.Chart()
    chart.add_columns(list(zip(SURFACES, F2, strict=True)), fill_color="#5b7f95")
    chart.add_y_axis(ticks=[0, 10, 20, 30, 40, 50, 60, 70])
    chart.add_x_axis(name="סוג המשטח")
    path = work / "fig2.svg"
    chart.to_svg(str(path), width=640, height=300)
    svg = path.read_text(encoding="utf-8").replace(
        'font-family="Monaco"', 'font-family="dejavusans"'
    )
    path.write_text(svg, encoding="utf-8")
    return path


E = html.escape
P = '<p style="text-align:justify;line-height:1.45">{}</p>'


def h(text: str) -> str:
    return f'<h3 style="font-size:11pt">{E(text)}</h3>'


def build(work: Path) -> Path:
    check_prose()
    fig2 = leather_fig2(work)
    lo, mid, hi = (T2[c] for c in CLASSES)
    blocks: list[dict[str, Any]] = []
    blocks.append(
        {
            "html": (
                '<h1 style="text-align:center;font-size:15pt">עצי רחוב ועומס חום עירוני: מדידות בשמונה רחובות בתל אביב–יפו בקיץ 2023</h1>'
                '<p style="text-align:center">נועה ברגר, איתי שמואלי ודנה אלקיים</p>'
                '<p style="text-align:center;font-size:8.5pt"><i>המעבדה לאקלים עירוני, החוג לגאוגרפיה וללימודי הסביבה</i></p>'
                '<p style="font-size:9pt;text-align:justify"><b>תקציר.</b> בדקנו כיצד כיסוי צמרות העצים משפיע על טמפרטורת האוויר, על הטמפרטורה '
                "הקרינתית הממוצעת ועל טמפרטורת פני השטח בשמונה רחובות בתל אביב–יפו. המדידות נערכו ב־11 ימי קיץ בהירים. "
                "בשעה 15:00 היה האוויר ברחובות בעלי כיסוי גבוה קריר ב־2.6 מעלות מאשר ברחובות בעלי כיסוי נמוך, "
                "והטמפרטורה הקרינתית הממוצעת נמוכה ב־19.1 מעלות. אספלט בצל עצים היה קריר ב־21.3 מעלות מאספלט חשוף. "
                "ההבדל העיקרי בין הרחובות אינו בטמפרטורת האוויר אלא בקרינה שהולכי הרגל סופגים.</p><hr/>"
            )
        }
    )
    blocks.append(
        {
            "html": h("1. מבוא")
            + P.format(
                "גלי חום תכופים מעמידים את תושבי הערים במישור החוף בעומס חום ממושך. עצי רחוב מצלים על המדרכות ועל הכבישים, "
                "אך היקף הקירור שהם מספקים תלוי בצפיפות הצמרות, ברוחב הרחוב ובכיוונו. מטרת המחקר הייתה לכמת את ההבדלים "
                "בין רחובות שכיסוי הצמרות בהם שונה, במדדים הרלוונטיים לנוחות התרמית של הולכי רגל."
            )
        }
    )
    blocks.append(
        {
            "html": h("2. שיטות")
            + P.format(
                "נבחרו שמונה רחובות בעלי שימושי קרקע דומים (טבלה 1). כיסוי הצמרות חושב מתצלומי אוויר, והרחובות חולקו לשלוש "
                "קבוצות: כיסוי נמוך (פחות מ־20%), כיסוי בינוני (20% עד 45%) וכיסוי גבוה (יותר מ־45%). בכל רחוב הוצבה תחנה "
                "ניידת בגובה 1.1 מטר עם מדי Kestrel 5400 ומדחום כדור שחור, שמדדו כל דקה בין 06:00 ל־20:00. טמפרטורת פני "
                "השטח נמדדה במצלמה תרמית FLIR E8. הטמפרטורה הפיזיולוגית השקולה (PET) חושבה בתוכנת RayMan. המדידות נערכו "
                "בימים בהירים ללא רוח חזקה בלבד; צריכת האנרגיה של הבניינים לא נמדדה."
            )
        }
    )
    rows = "".join(
        f'<tr><td>{E(s)}</td><td>{E(o)}</td><td align="center">{w}</td><td align="center">{c}</td><td>{E(sp)}</td></tr>'
        for s, o, w, c, sp in zip(STREETS, ORIENT, WIDTH, CANOPY, SPECIES, strict=True)
    )
    blocks.append(
        {
            "html": (
                '<p style="font-size:9pt"><b>טבלה 1.</b> מאפייני הרחובות שנמדדו</p>'
                '<table border="0" cellpadding="2.5" style="font-size:8.5pt">'
                '<tr><td><b>רחוב</b></td><td><b>כיוון הרחוב</b></td><td align="center"><b>רוחב במטרים</b></td>'
                '<td align="center"><b>כיסוי צמרות באחוזים</b></td><td><b>מין העץ העיקרי</b></td></tr>'
                + rows
                + "</table>"
            )
        }
    )
    blocks.append(
        {
            "html": h("3. תוצאות")
            + P.format(
                "ברחובות בעלי כיסוי נמוך הגיעה טמפרטורת האוויר לשיאה בשעה 14:00 (איור 1). ההבדל בין הקבוצות היה קטן בבוקר "
                "ובערב והגיע לשיאו בשעות הצהריים. שדרות רוטשילד, בעלות הכיסוי הגבוה ביותר, היו הרחוב הקריר ביותר בכל "
                "שעות המדידה, ורחוב פלורנטין, כמעט ללא עצים, היה החם ביותר."
            )
        }
    )
    blocks.append(
        {
            "chart": {
                "x0": 30,
                "w": 150,
                "h": 78,
                "xmin": 5.5,
                "xmax": 20.5,
                "ymin": 26,
                "ymax": 37,
                "ystep": 1,
                "xticks": HOURS,
                "x": HOURS,
                "xtitle": "שעה ביום",
                "ytitle": "טמפרטורת אוויר (°C)",
                "series": [
                    {
                        "name": CLASSES[0],
                        "y": F1[CLASSES[0]],
                        "color": [200, 30, 30],
                        "dash": 0,
                        "mark": "circle",
                    },
                    {
                        "name": CLASSES[1],
                        "y": F1[CLASSES[1]],
                        "color": [230, 140, 0],
                        "dash": "3,1.5",
                        "mark": "square",
                    },
                    {
                        "name": CLASSES[2],
                        "y": F1[CLASSES[2]],
                        "color": [20, 110, 50],
                        "dash": "1,1",
                        "mark": "triangle",
                    },
                ],
            }
        }
    )
    blocks.append(
        {
            "html": '<p style="font-size:8.5pt"><b>איור 1.</b> מהלך יומי של טמפרטורת האוויר לפי קבוצת כיסוי הצמרות (ממוצע 11 ימי המדידה)</p>'
        }
    )
    blocks.append(
        {
            "html": P.format(
                "ההבדלים בטמפרטורה הקרינתית הממוצעת ובטמפרטורת פני השטח היו גדולים בהרבה מההבדלים בטמפרטורת האוויר (טבלה 2). "
                "ברחובות בעלי כיסוי נמוך נמשך עומס החום הקיצוני (PET מעל 41 מעלות) שמונה שעות ביום, לעומת שעתיים בלבד "
                "ברחובות בעלי כיסוי גבוה."
            )
        }
    )

    def cells(v: tuple[float, float, float, int]) -> str:
        nums = "".join(f'<td align="center">{x:.1f}</td>' for x in v[:3])
        return nums + f'<td align="center">{v[3]}</td>'

    diff = [hi[k] - lo[k] for k in range(4)]
    blocks.append(
        {
            "html": (
                '<p style="font-size:9pt"><b>טבלה 2.</b> מדדי חום בשעה 15:00 ומשך עומס החום לפי קבוצת כיסוי הצמרות</p>'
                '<table border="1" cellpadding="2.5" style="font-size:8.5pt">'
                '<tr style="background-color:#e8e8e8"><td rowspan="2"><b>קבוצת כיסוי</b></td><td colspan="3" align="center"><b>מדדי צהריים במעלות צלזיוס</b></td>'
                '<td rowspan="2" align="center"><b>שעות של עומס חום קיצוני</b></td></tr>'
                '<tr style="background-color:#e8e8e8"><td align="center"><b>טמפרטורת אוויר</b></td><td align="center"><b>טמפרטורה קרינתית ממוצעת</b></td>'
                '<td align="center"><b>פני אספלט</b></td></tr>'
                + "".join(f"<tr><td>{E(c)}</td>{cells(T2[c])}</tr>" for c in CLASSES)
                + f'<tr><td><b>הפרש גבוה פחות נמוך</b></td><td align="center">{signed(diff[0])}</td><td align="center">{signed(diff[1])}</td>'
                f'<td align="center">{signed(diff[2])}</td><td align="center">{signed(diff[3], 0)}</td></tr>'
                "</table>"
            )
        }
    )
    blocks.append(
        {
            "html": P.format(
                "פני המשטח הושפעו יותר מכול מהצל: אספלט בצל עצים היה קריר ב־21.3 מעלות מאספלט חשוף, וקרוב לטמפרטורה של "
                "דשא מושקה (איור 2)."
            )
        }
    )
    blocks.append(
        {
            "html": f'<p align="center"><img src="{fig2}" width="512" height="240" /></p>'
            '<p style="font-size:8.5pt"><b>איור 2.</b> טמפרטורת פני השטח בשעה 15:00 לפי סוג המשטח (ממוצע כל הרחובות), במעלות צלזיוס</p>'
        }
    )
    blocks.append(
        {
            "html": h("4. דיון")
            + P.format(
                "כיסוי צמרות גבוה הפחית מעט את טמפרטורת האוויר, אך הפחית מאוד את הקרינה שהולכי הרגל סופגים ואת מספר "
                "השעות של עומס חום קיצוני. רחובות צרים בכיוון מזרח–מערב נהנים פחות מצל המבנים ולכן זקוקים לעצים יותר "
                "מכול. המחקר נערך בקיץ אחד ובעיר אחת; לא בדקנו את השפעת העצים על איכות האוויר ולא את השפעתם בלילה."
            )
        }
    )
    spec = {
        "title": "עצי רחוב ועומס חום עירוני",
        "runhead": "עצי רחוב ועומס חום עירוני בתל אביב–יפו",
        "blocks": blocks,
    }
    (work / "spec.json").write_text(json.dumps(spec, ensure_ascii=False), encoding="utf-8")
    run(
        ["php", str(HERE / "tcpdf.php"), str(work / "spec.json"), str(work / "paper.pdf")], cwd=work
    )
    return work / "paper.pdf"


def truth() -> dict[str, Any]:
    i = {s: k for k, s in enumerate(STREETS)}
    return {
        "file": "heldout7/he_tsel.pdf",
        "scanned": False,
        "tables": [
            {
                "label": "Table 1",
                "caption": "מאפייני הרחובות שנמדדו",
                "rotated": False,
                "cells": [
                    {
                        "row": "רחוב לבונטין",
                        "col": "כיסוי צמרות באחוזים",
                        "value": str(CANOPY[i["רחוב לבונטין"]]),
                    },
                    {
                        "row": "רחוב אבן גבירול",
                        "col": "רוחב במטרים",
                        "value": str(WIDTH[i["רחוב אבן גבירול"]]),
                    },
                    {
                        "row": "רחוב פלורנטין",
                        "col": "כיוון הרחוב",
                        "value": ORIENT[i["רחוב פלורנטין"]],
                    },
                    {
                        "row": "רחוב דיזנגוף",
                        "col": "מין העץ העיקרי",
                        "value": SPECIES[i["רחוב דיזנגוף"]],
                    },
                    {
                        "row": "שדרות ירושלים",
                        "col": "כיסוי צמרות באחוזים",
                        "value": str(CANOPY[i["שדרות ירושלים"]]),
                    },
                ],
                "note": 'TCPDF HTML table with border="0": no rules, lines or shading at all, bold header row; right-to-left (first column at the right).',
            },
            {
                "label": "Table 2",
                "caption": "מדדי חום בשעה 15:00 ומשך עומס החום לפי קבוצת כיסוי הצמרות",
                "find": "מדדי חום בשעה",
                "rotated": False,
                "cells": [
                    {
                        "row": "כיסוי נמוך",
                        "col_group": "מדדי צהריים במעלות צלזיוס",
                        "col": "טמפרטורה קרינתית ממוצעת",
                        "value": "66.4",
                    },
                    {
                        "row": "כיסוי בינוני",
                        "col_group": "מדדי צהריים במעלות צלזיוס",
                        "col": "פני אספלט",
                        "value": "51.2",
                    },
                    {
                        "row": "כיסוי גבוה",
                        "col_group": "מדדי צהריים במעלות צלזיוס",
                        "col": "טמפרטורת אוויר",
                        "value": "33.2",
                    },
                    {"row": "כיסוי בינוני", "col": "שעות של עומס חום קיצוני", "value": "5"},
                    {
                        "row": "הפרש גבוה פחות נמוך",
                        "col_group": "מדדי צהריים במעלות צלזיוס",
                        "col": "פני אספלט",
                        "value": signed(41.5 - 58.7),
                    },
                ],
                "note": 'TCPDF HTML table with border="1" (every cell ruled), grey header, rowspan/colspan two-level header, a difference row with signed values (U+2212); right-to-left.',
            },
        ],
        "figures": [
            {
                "label": "Figure 1",
                "kind": "vector_chart",
                "caption": "מהלך יומי של טמפרטורת האוויר לפי קבוצת כיסוי הצמרות (ממוצע 11 ימי המדידה)",
                "find": "מהלך יומי של טמפרטורת האוויר",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "line",
                        "x": {
                            "title": "שעה ביום",
                            "log": False,
                            "categories": [f"{v:02d}:00" for v in HOURS],
                        },
                        "y": {"title": "טמפרטורת אוויר (°C)", "log": False, "min": 26, "max": 37},
                        "series": CLASSES,
                        "points": probes(
                            CLASSES[0], [f"{v:02d}:00" for v in HOURS], F1[CLASSES[0]], [4, 7]
                        )
                        + probes(CLASSES[1], [f"{v:02d}:00" for v in HOURS], F1[CLASSES[1]], [3])
                        + probes(
                            CLASSES[2], [f"{v:02d}:00" for v in HOURS], F1[CLASSES[2]], [0, 5]
                        ),
                    }
                ],
                "note": "Drawn with TCPDF primitives (Line, Circle, Rect, Polygon, Text): red solid line with dots, orange dashed with squares, green dotted with triangles; dotted grey grid; Hebrew legend top right inside the plot.",
            },
            {
                "label": "Figure 2",
                "kind": "vector_chart",
                "caption": "טמפרטורת פני השטח בשעה 15:00 לפי סוג המשטח (ממוצע כל הרחובות), במעלות צלזיוס",
                "find": "טמפרטורת פני השטח בשעה",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "bar",
                        "x": {"title": "סוג המשטח", "log": False, "categories": SURFACES},
                        "y": {"title": None, "log": False, "min": 0, "max": 70},
                        "series": [],
                        "points": probes(None, SURFACES, F2, [0, 1, 2, 3, 4]),
                    }
                ],
                "note": "leather 0.4 SVG (one column series, no legend, no value labels, no y-axis title (the unit is in the caption), light grey background) drawn by TCPDF ImageSVG as vector paths with DejaVu Sans text.",
            },
        ],
    }
