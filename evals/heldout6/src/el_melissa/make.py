"""el_melissa: Greek apiculture paper written directly with pycairo + Pango (two columns, full-width
tables and figures), charts rendered by Apache ECharts 5 on the server (SVG, no browser) and drawn
into the cairo PDF by librsvg."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from typing import Any

from common import probes, run

HERE = Path(__file__).resolve().parent

REGIONS = ["Χαλκιδική", "Κρήτη", "Εύβοια", "Αρκαδία", "Θάσος"]
APIARIES = [14, 18, 11, 9, 8]
HIVES = [1240, 1560, 980, 730, 690]
ALTITUDE = [420, 610, 350, 880, 240]
FLORA = ["Πεύκο", "Θυμάρι", "Πεύκο", "Καστανιά", "Ερείκη"]
# Table 2: winter colony losses (%) and autumn varroa load (mites per 100 bees).
LOSS = {"2022–23": [18.4, 24.7, 16.2, 12.5, 20.3], "2023–24": [21.8, 22.6, 19.9, 11.8, 26.5]}
MITES = {"2022–23": [2.9, 3.8, 2.4, 1.7, 3.1], "2023–24": [3.6, 3.1, 3.0, 1.5, 4.2]}
# Figure 1: varroa load through the 2023 season by treatment (mites per 100 bees).
MONTHS = ["Μάρ", "Απρ", "Μάι", "Ιούν", "Ιούλ", "Αύγ", "Σεπ", "Οκτ"]
VARROA = {
    "Οξαλικό οξύ": [0.8, 1.0, 1.3, 1.6, 1.2, 0.9, 1.1, 1.4],
    "Θυμόλη": [0.8, 1.1, 1.5, 2.0, 1.8, 1.4, 1.6, 1.9],
    "Χωρίς θεραπεία": [0.8, 1.2, 1.9, 2.8, 3.7, 4.6, 5.3, 5.9],
}
# Figure 2: causes of the colonies lost in winter 2023-24 (% of lost colonies).
CAUSES = ["Βαρρόα", "Ασιτία", "Απώλεια βασίλισσας", "Ανατολική σφήκα", "Φυτοφάρμακα", "Άλλη αιτία"]
SHARES = [41, 18, 15, 12, 9, 5]


def gr(x: float, nd: int = 1) -> str:
    return f"{x:.{nd}f}".replace(".", ",")


def thousands(n: int) -> str:
    return f"{n:,}".replace(",", ".")


def signed(x: float) -> str:
    return ("−" if x < 0 else "+") + gr(abs(x))


def mean(xs: list[float]) -> float:
    return round(sum(xs) / len(xs) + 1e-9, 1)


def check_prose() -> None:
    assert sum(HIVES) == 5200 and sum(APIARIES) == 60 and sum(SHARES) == 100
    assert mean(LOSS["2022–23"]) == 18.4 and mean(LOSS["2023–24"]) == 20.5
    assert round(LOSS["2023–24"][4] - LOSS["2022–23"][4], 1) == 6.2
    assert VARROA["Χωρίς θεραπεία"][-1] == 5.9 and VARROA["Οξαλικό οξύ"][-1] == 1.4


def table1() -> dict[str, Any]:
    rows = [
        [r, str(a), thousands(h), str(alt), f]
        for r, a, h, alt, f in zip(REGIONS, APIARIES, HIVES, ALTITUDE, FLORA, strict=False)
    ]
    rows.append(["Σύνολο", str(sum(APIARIES)), thousands(sum(HIVES)), "", ""])
    return {
        "caption": "<b>Πίνακας 1.</b> Μελισσοκομεία και κυψέλες που παρακολουθήθηκαν ανά περιοχή",
        "header": [
            [
                ["Περιοχή", 0, 0],
                ["Μελισσοκομεία", 1, 1],
                ["Κυψέλες", 2, 2],
                ["Μέσο υψόμετρο (m)", 3, 3],
                ["Κύρια μελιτοφόρα φυτά", 4, 4],
            ]
        ],
        "rows": rows,
        "widths": [0.22, 0.17, 0.15, 0.2, 0.26],
        "bold_rows": [5],
    }


def table2_rows() -> list[list[str]]:
    rows = []
    for i, r in enumerate(REGIONS):
        a, b = LOSS["2022–23"][i], LOSS["2023–24"][i]
        rows.append(
            [
                r,
                gr(a),
                gr(MITES["2022–23"][i]),
                gr(b),
                gr(MITES["2023–24"][i]),
                signed(round(b - a, 1)),
            ]
        )
    ma, mb = mean(LOSS["2022–23"]), mean(LOSS["2023–24"])
    rows.append(
        [
            "Μέσος όρος",
            gr(ma),
            gr(mean(MITES["2022–23"])),
            gr(mb),
            gr(mean(MITES["2023–24"])),
            signed(round(mb - ma, 1)),
        ]
    )
    return rows


def table2() -> dict[str, Any]:
    return {
        "caption": "<b>Πίνακας 2.</b> Χειμερινές απώλειες μελισσοσμηνών και φθινοπωρινή προσβολή "
        "από βαρρόα (ακάρεα ανά 100 μέλισσες) ανά περιοχή",
        "header": [
            [
                ["Περιοχή", 0, 0],
                ["Χειμώνας 2022–23", 1, 2],
                ["Χειμώνας 2023–24", 3, 4],
                ["Μεταβολή απωλειών (μ.μ.)", 5, 5],
            ],
            [
                ["", 0, 0],
                ["Απώλειες (%)", 1, 1],
                ["Βαρρόα", 2, 2],
                ["Απώλειες (%)", 3, 3],
                ["Βαρρόα", 4, 4],
                ["", 5, 5],
            ],
        ],
        "group_rules": {"0": [[1, 2], [3, 4]]},
        "rows": table2_rows(),
        "widths": [0.2, 0.14, 0.12, 0.14, 0.12, 0.28],
        "bold_rows": [5],
    }


BODY = [
    ("h", "1. Εισαγωγή"),
    (
        "p",
        "Η Ελλάδα έχει περίπου 1,6 εκατομμύρια κυψέλες και από τις μεγαλύτερες παραγωγές "
        "μελιού πεύκου στην Ευρώπη. Τα τελευταία χρόνια οι μελισσοκόμοι αναφέρουν αυξημένες "
        "χειμερινές απώλειες, τις οποίες αποδίδουν κυρίως στο άκαρι <i>Varroa destructor</i>, "
        "στην ξηρασία και στην εξάπλωση της ανατολικής σφήκας (<i>Vespa orientalis</i>).",
    ),
    (
        "p",
        "Στόχος της εργασίας ήταν να καταγράψει τις απώλειες δύο διαδοχικών χειμώνων σε "
        "πέντε περιοχές και να συγκρίνει δύο θεραπείες κατά της βαρρόα σε πειραματικά "
        "μελισσοκομεία.",
    ),
    ("h", "2. Υλικά και μέθοδοι"),
    (
        "p",
        "Συνεργαστήκαμε με 60 επαγγελματικά μελισσοκομεία με συνολικά 5.200 κυψέλες "
        "(Πίνακας 1). Απώλεια θεωρήθηκε κάθε μελίσσι που από τον Οκτώβριο μέχρι τον Μάρτιο "
        "πέθανε, εγκαταλείφθηκε ή έμεινε χωρίς γονιμοποιημένη βασίλισσα. Η προσβολή από "
        "βαρρόα μετρήθηκε τον Σεπτέμβριο με τη μέθοδο της άχνης ζάχαρης σε 300 μέλισσες "
        "ανά κυψέλη.",
    ),
    (
        "p",
        "Για τη σύγκριση των θεραπειών χρησιμοποιήσαμε 36 κυψέλες σε ένα μελισσοκομείο της "
        "Χαλκιδικής, 12 ανά ομάδα: οξαλικό οξύ με εξάχνωση (τρεις εφαρμογές τον Ιούλιο), "
        "θυμόλη σε γέλη (δύο εφαρμογές τον Ιούλιο) και ομάδα χωρίς θεραπεία. Η προσβολή "
        "μετρήθηκε μία φορά τον μήνα από τον Μάρτιο έως τον Οκτώβριο 2023. Το φορτίο των "
        "ιών των μελισσών δεν μετρήθηκε.",
    ),
    ("h", "3. Αποτελέσματα"),
    (
        "p",
        "Οι μέσες απώλειες αυξήθηκαν από 18,4 % τον χειμώνα 2022–23 σε 20,5 % τον χειμώνα "
        "2023–24 (Πίνακας 2). Η μεγαλύτερη αύξηση καταγράφηκε στη Θάσο (+6,2 ποσοστιαίες "
        "μονάδες), ενώ στην Κρήτη και στην Αρκαδία οι απώλειες μειώθηκαν. Οι περιοχές με "
        "υψηλότερη φθινοπωρινή προσβολή είχαν γενικά και υψηλότερες απώλειες.",
    ),
    (
        "p",
        "Στις κυψέλες χωρίς θεραπεία η προσβολή αυξανόταν σταθερά όλη την περίοδο και έφτασε "
        "τα 5,9 ακάρεα ανά 100 μέλισσες τον Οκτώβριο (Σχήμα 1). Μετά τις θεραπείες του "
        "Ιουλίου η προσβολή μειώθηκε και στις δύο ομάδες, περισσότερο με το οξαλικό οξύ. "
        "Τον Οκτώβριο η ομάδα του οξαλικού οξέος είχε 1,4 ακάρεα ανά 100 μέλισσες.",
    ),
    (
        "p",
        "Σύμφωνα με τους μελισσοκόμους, η βαρρόα ήταν η κύρια αιτία για το 41 % των "
        "μελισσιών που χάθηκαν τον χειμώνα 2023–24, ενώ η ανατολική σφήκα ευθυνόταν για "
        "σημαντικό μέρος των απωλειών στα νησιά (Σχήμα 2).",
    ),
    ("h", "4. Συζήτηση"),
    (
        "p",
        "Τα αποτελέσματα δείχνουν ότι η θερινή θεραπεία είναι καθοριστική για την επιβίωση "
        "των μελισσιών τον χειμώνα. Το οξαλικό οξύ κράτησε την προσβολή κάτω από 2 ακάρεα "
        "ανά 100 μέλισσες σε όλη την περίοδο. Η αύξηση των απωλειών στη Θάσο συνέπεσε με "
        "παρατεταμένη ξηρασία το καλοκαίρι του 2023.",
    ),
    (
        "p",
        "Προτείνουμε συντονισμένη θεραπεία σε επίπεδο περιοχής τον Ιούλιο και μέτρηση της "
        "προσβολής πριν από την τελευταία τρύγηση. Η παρακολούθηση συνεχίζεται τον χειμώνα "
        "2024–25 στα ίδια μελισσοκομεία.",
    ),
]

TITLE = (
    "Χειμερινές απώλειες μελισσοσμηνών και προσβολή από βαρρόα σε πέντε περιοχές "
    "της Ελλάδας, 2022–2024"
)


def document() -> dict[str, Any]:
    return {
        "title": TITLE,
        "title_plain": TITLE,
        "running": "Απώλειες μελισσοσμηνών στην Ελλάδα",
        "authors": "Ελένη Παπαδοπούλου, Γιώργος Κωνσταντίνου · Εργαστήριο Μελισσοκομίας",
        "abstract": "<b>Περίληψη.</b> Καταγράψαμε τις χειμερινές απώλειες 5.200 κυψελών σε 60 "
        "μελισσοκομεία της Χαλκιδικής, της Κρήτης, της Εύβοιας, της Αρκαδίας και της Θάσου. Οι "
        "μέσες απώλειες ήταν 18,4 % τον χειμώνα 2022–23 και 20,5 % τον χειμώνα 2023–24. Σε "
        "πείραμα 36 κυψελών, το οξαλικό οξύ μείωσε την προσβολή από βαρρόα περισσότερο από τη "
        "θυμόλη.",
        "table1": table1(),
        "table2": table2(),
        "fig1_caption": "<b>Σχήμα 1.</b> Προσβολή από βαρρόα (ακάρεα ανά 100 μέλισσες) από τον "
        "Μάρτιο έως τον Οκτώβριο 2023 ανά ομάδα θεραπείας (n = 12 κυψέλες ανά ομάδα)",
        "fig2_caption": "<b>Σχήμα 2.</b> Κύρια αιτία απώλειας των μελισσιών που χάθηκαν τον "
        "χειμώνα 2023–24, όπως τη δήλωσαν οι μελισσοκόμοι",
        "body": BODY,
    }


def build(work: Path) -> Path:
    check_prose()
    spec = {
        "fig1": {
            "months": MONTHS,
            "ymin": 0,
            "ymax": 7,
            "xtitle": "Μήνας (2023)",
            "ytitle": "Ακάρεα / 100 μέλισσες",
            "series": [{"name": k, "y": v} for k, v in VARROA.items()],
        },
        "fig2": {"categories": CAUSES, "values": SHARES},
    }
    (work / "charts.json").write_text(json.dumps(spec, ensure_ascii=False), encoding="utf-8")
    (work / "paper.json").write_text(json.dumps(document(), ensure_ascii=False), encoding="utf-8")
    fi_spec = importlib.util.spec_from_file_location(
        "h6_fi_kuusi", HERE.parent / "fi_kuusi" / "make.py"
    )
    assert fi_spec and fi_spec.loader
    fi_mod = importlib.util.module_from_spec(fi_spec)
    fi_spec.loader.exec_module(fi_mod)
    link = work / "node_modules"
    if not link.exists():
        link.symlink_to(fi_mod.node_modules())
    run(["node", "echarts.mjs", "charts.json", "."], cwd=work)
    run(
        ["/usr/bin/python3", "cairopaper.py", "paper.json", "el_melissa.pdf"],
        cwd=work,
        env={"LC_ALL": "C.UTF-8"},
    )
    return work / "el_melissa.pdf"


def truth() -> dict[str, Any]:
    t2 = {r[0]: r for r in table2_rows()}
    return {
        "file": "heldout6/el_melissa.pdf",
        "scanned": False,
        "tables": [
            {
                "label": "Table 1",
                "caption": "Μελισσοκομεία και κυψέλες που παρακολουθήθηκαν ανά περιοχή",
                "rotated": False,
                "cells": [
                    {"row": "Κρήτη", "col": "Κυψέλες", "value": thousands(HIVES[1])},
                    {"row": "Αρκαδία", "col": "Μέσο υψόμετρο (m)", "value": str(ALTITUDE[3])},
                    {"row": "Εύβοια", "col": "Μελισσοκομεία", "value": str(APIARIES[2])},
                    {"row": "Θάσος", "col": "Κύρια μελιτοφόρα φυτά", "value": FLORA[4]},
                    {"row": "Σύνολο", "col": "Κυψέλες", "value": thousands(sum(HIVES))},
                ],
                "note": "Drawn with cairo rules and Pango cells: top/bottom rules, zebra shading, bold total row; thousands with a full stop (1.560) as Greek prints them.",
            },
            {
                "label": "Table 2",
                "caption": "Χειμερινές απώλειες μελισσοσμηνών και φθινοπωρινή προσβολή από βαρρόα",
                "rotated": False,
                "cells": [
                    {
                        "row": "Χαλκιδική",
                        "col_group": "Χειμώνας 2023–24",
                        "col": "Απώλειες (%)",
                        "value": t2["Χαλκιδική"][3],
                    },
                    {
                        "row": "Κρήτη",
                        "col_group": "Χειμώνας 2022–23",
                        "col": "Βαρρόα",
                        "value": t2["Κρήτη"][2],
                    },
                    {
                        "row": "Αρκαδία",
                        "col": "Μεταβολή απωλειών (μ.μ.)",
                        "value": t2["Αρκαδία"][5],
                    },
                    {
                        "row": "Θάσος",
                        "col_group": "Χειμώνας 2023–24",
                        "col": "Βαρρόα",
                        "value": t2["Θάσος"][4],
                    },
                    {
                        "row": "Μέσος όρος",
                        "col_group": "Χειμώνας 2022–23",
                        "col": "Απώλειες (%)",
                        "value": t2["Μέσος όρος"][1],
                    },
                ],
                "note": "Two-level header ('Χειμώνας 2022–23' / 'Χειμώνας 2023–24' over the same two leaf headers Απώλειες (%) / Βαρρόα, partial rules under them), signed changes in percentage points with U+2212, bold mean row; the table sits at the foot of page 2 under the two text columns.",
            },
        ],
        "figures": [
            {
                "label": "Figure 1",
                "kind": "vector_chart",
                "caption": "Προσβολή από βαρρόα (ακάρεα ανά 100 μέλισσες) από τον Μάρτιο έως τον Οκτώβριο 2023",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "line",
                        "x": {"title": "Μήνας (2023)", "log": False, "categories": MONTHS},
                        "y": {"title": "Ακάρεα / 100 μέλισσες", "log": False, "min": 0, "max": 7},
                        "series": list(VARROA),
                        "points": probes("Οξαλικό οξύ", MONTHS, VARROA["Οξαλικό οξύ"], [3, 5])
                        + probes("Θυμόλη", MONTHS, VARROA["Θυμόλη"], [3, 7])
                        + probes("Χωρίς θεραπεία", MONTHS, VARROA["Χωρίς θεραπεία"], [4, 6]),
                    }
                ],
                "note": "Apache ECharts 5 SSR SVG drawn by librsvg into the cairo PDF: three lines with circle / diamond / triangle symbols (one dashed), legend on top, category x axis of Greek month abbreviations.",
            },
            {
                "label": "Figure 2",
                "kind": "vector_chart",
                "caption": "Κύρια αιτία απώλειας των μελισσιών που χάθηκαν τον χειμώνα 2023–24",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "pie",
                        "x": {"title": None, "log": False, "categories": CAUSES},
                        "y": {"title": None, "log": False, "min": 0, "max": 100},
                        "series": [],
                        "points": probes(None, CAUSES, SHARES, [0, 1, 3, 4]),
                    }
                ],
                "note": "ECharts doughnut (inner radius 32%), clockwise from 12 o'clock, labels with category names only (no values printed): shares only from the angles.",
            },
        ],
    }
