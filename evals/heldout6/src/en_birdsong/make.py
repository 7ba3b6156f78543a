"""en_birdsong: English urban-ecology paper laid out by MuPDF's Story (PyMuPDF ``Story`` +
``DocumentWriter``: MuPDF's own HTML/CSS layout), with two Grace (xmgrace 5.1, ``gracebat``)
charts written as EPS, turned into PDF by Ghostscript and placed as vector pages
(``show_pdf_page``) into the boxes the Story reserved for them."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import numpy as np
import pymupdf
from common import probes, run

HERE = Path(__file__).resolve().parent

SITES = [
    "Riverside Park",
    "Canal Walk",
    "Old Orchard",
    "Station Square",
    "Ring Road",
    "Hillside Cemetery",
]
HABITAT = ["urban park", "canal towpath", "allotments", "paved plaza", "roadside verge", "cemetery"]
NOISE = [47.2, 53.8, 50.6, 63.4, 68.9, 45.1]  # L_Aeq at dawn, dB(A)
TERRITORIES = [9, 7, 6, 4, 5, 8]
RECORDINGS = [132, 104, 88, 61, 73, 117]
# Table 2: song parameters by species and site noise class.
SPECIES = ["Great tit", "European robin", "Common blackbird"]
SONG = {  # (min frequency Hz, peak frequency kHz, song duration s) for quiet, noisy
    "Great tit": [(2870, 4.62, 2.41), (3210, 4.95, 2.08)],
    "European robin": [(2310, 5.88, 1.96), (2540, 6.04, 1.87)],
    "Common blackbird": [(1640, 2.73, 2.85), (1930, 3.12, 2.52)],
}
# Figure 1: ten focal great tit territories: dawn noise (dB(A)) and minimum song frequency (Hz).
FOCAL_NOISE = [46, 49, 52, 54, 57, 59, 61, 64, 66, 69]
FOCAL_FREQ = [2810, 2870, 2930, 3010, 3040, 3120, 3190, 3230, 3320, 3370]
# Figure 2: songs per hour in the first dawn hour, stacked by species.
SITE_SHORT = ["Riverside", "Canal", "Orchard", "Station", "Ring Road", "Cemetery"]
RATE = {
    "Great tit": [20, 15, 12, 8, 5, 18],
    "European robin": [10, 12, 14, 6, 4, 9],
    "Common blackbird": [14, 9, 11, 3, 6, 16],
}


def fit() -> tuple[float, float, float]:
    x, y = np.array(FOCAL_NOISE, float), np.array(FOCAL_FREQ, float)
    slope, icpt = np.polyfit(x, y, 1)
    r2 = np.corrcoef(x, y)[0, 1] ** 2
    return float(slope), float(icpt), float(r2)


def check_prose() -> None:
    slope, _, r2 = fit()
    assert f"{slope:.1f}" == "25.1" and f"{r2:.2f}" == "0.99"
    assert sum(TERRITORIES) == 39 and sum(RECORDINGS) == 575
    totals = [sum(RATE[s][i] for s in SPECIES) for i in range(6)]
    assert totals == [44, 36, 37, 17, 15, 43], totals
    assert [SONG[s][1][0] - SONG[s][0][0] for s in SPECIES] == [340, 230, 290]


def grace(work: Path, name: str, agr: str) -> Path:
    (work / f"{name}.agr").write_text(agr, encoding="latin-1")
    run(["gracebat", "-hdevice", "EPS", "-printfile", f"{name}.eps", f"{name}.agr"], cwd=work)
    eps = (work / f"{name}.eps").read_bytes()
    # Grace writes "%%BoundingBox: (atend)"; Ghostscript's EPSCrop needs it in the header.
    box = re.findall(rb"%%BoundingBox: (\d+ \d+ \d+ \d+)", eps)[-1]
    (work / f"{name}.eps").write_bytes(
        eps.replace(b"%%BoundingBox: (atend)", b"%%BoundingBox: " + box, 1)
    )
    run(["ps2pdf", "-dEPSCrop", f"{name}.eps", f"{name}.pdf"], cwd=work)
    return work / f"{name}.pdf"


HEAD = """@version 50125
@map font 0 to "Times-Roman", "Times-Roman"
@map font 4 to "Helvetica", "Helvetica"
@map font 6 to "Helvetica-Bold", "Helvetica-Bold"
"""


def fig1_agr() -> str:
    slope, icpt, _ = fit()
    pts = "\n".join(f"{x} {y}" for x, y in zip(FOCAL_NOISE, FOCAL_FREQ, strict=False))
    return (
        HEAD
        + f"""@g0 on
@with g0
@    world 40, 2600, 75, 3600
@    view 0.15, 0.15, 1.2, 0.85
@    xaxis label "Dawn traffic noise (dB(A))"
@    xaxis label font 4
@    xaxis ticklabel font 4
@    xaxis tick major 5
@    xaxis tick minor ticks 0
@    yaxis label "Minimum song frequency (Hz)"
@    yaxis label font 4
@    yaxis ticklabel font 4
@    yaxis tick major 200
@    yaxis tick minor ticks 0
@    legend on
@    legend font 4
@    legend 0.22, 0.8
@    s0 symbol 1
@    s0 symbol size 0.9
@    s0 symbol color 1
@    s0 symbol fill color 1
@    s0 symbol fill pattern 1
@    s0 line type 0
@    s0 legend "Focal territories"
@    s1 symbol 0
@    s1 line linewidth 1.5
@    s1 line linestyle 3
@    s1 line color 2
@    s1 legend "Least-squares line"
@target G0.S0
@type xy
{pts}
&
@target G0.S1
@type xy
44 {icpt + slope * 44:.1f}
71 {icpt + slope * 71:.1f}
&
"""
    )


def fig2_agr() -> str:
    ticks = "\n".join(
        f'@    xaxis tick major {i}, {i + 1}\n@    xaxis ticklabel {i}, "{s}"'
        for i, s in enumerate(SITE_SHORT)
    )
    sets = ""
    colours = [11, 4, 15]  # Grace palette: orange, blue, lightgray
    for k, (sp, col) in enumerate(zip(SPECIES, colours, strict=False)):
        sets += f"""@    s{k} type bar
@    s{k} symbol size 2.4
@    s{k} symbol color 1
@    s{k} symbol fill color {col}
@    s{k} symbol fill pattern 1
@    s{k} line type 0
@    s{k} legend "{sp}"
"""
    data = ""
    for k, sp in enumerate(SPECIES):
        data += (
            f"@target G0.S{k}\n@type bar\n"
            + "\n".join(f"{i + 1} {v}" for i, v in enumerate(RATE[sp]))
            + "\n&\n"
        )
    return (
        HEAD
        + f"""@g0 on
@g0 type Chart
@g0 stacked true
@with g0
@    world 0.4, 0, 6.6, 60
@    view 0.15, 0.15, 1.2, 0.85
@    xaxis tick minor ticks 0
@    xaxis ticklabel type spec
@    xaxis tick spec 6
{ticks}
@    xaxis ticklabel font 4
@    xaxis label "Study site"
@    xaxis label font 4
@    yaxis ticklabel font 4
@    yaxis label font 4
@    yaxis label "Songs per hour (first dawn hour)"
@    yaxis tick major 10
@    yaxis tick minor ticks 0
@    legend on
@    legend font 4
@    legend 0.95, 0.8
{sets}{data}"""
    )


CSS = """
body { font-family: serif; font-size: 10pt; }
h1 { font-size: 16pt; text-align: center; margin-bottom: 4pt; }
p.authors { text-align: center; font-style: italic; margin-top: 0; }
h2 { font-size: 11.5pt; margin-top: 10pt; margin-bottom: 3pt; }
p { text-align: justify; margin-top: 0; margin-bottom: 5pt; }
p.abstract { font-size: 9.5pt; margin-left: 24pt; margin-right: 24pt; }
p.cap { font-family: sans-serif; font-size: 9pt; text-align: left; margin-top: 4pt; }
table { font-family: sans-serif; font-size: 9pt; width: 100%; border-collapse: collapse; }
th { font-weight: bold; text-align: center; }
td { text-align: center; }
td.l, th.l { text-align: left; }
td.grp { font-style: italic; text-align: left; font-weight: bold; }
"""


def table1() -> str:
    rows = "".join(
        f"<tr><td class='l'>{s}</td><td class='l'>{h}</td><td>{n:.1f}</td><td>{t}</td><td>{r}</td></tr>"
        for s, h, n, t, r in zip(SITES, HABITAT, NOISE, TERRITORIES, RECORDINGS, strict=False)
    )
    rows += (
        f"<tr><td class='l'><b>Total</b></td><td></td><td></td><td><b>{sum(TERRITORIES)}</b></td>"
        f"<td><b>{sum(RECORDINGS)}</b></td></tr>"
    )
    return (
        "<p class='cap'><b>Table 1.</b> Study sites, dawn traffic noise and sampling effort "
        "(April–May 2024)</p><table><tr><th class='l'>Site</th><th class='l'>Habitat</th>"
        "<th>Dawn noise L<sub>Aeq</sub> (dB(A))</th><th>Great tit territories</th>"
        f"<th>Recordings</th></tr>{rows}</table>"
    )


def table2() -> str:
    rows = ""
    for sp in SPECIES:
        rows += f"<tr><td class='grp' colspan='5'>{sp}</td></tr>"
        base = SONG[sp][0][0]
        for label, (fmin, peak, dur) in zip(["Quiet sites", "Noisy sites"], SONG[sp], strict=False):
            diff = "—" if label == "Quiet sites" else f"+{fmin - base:,}"
            rows += (
                f"<tr><td class='l'>{label}</td><td>{fmin:,}</td><td>{peak:.2f}</td>"
                f"<td>{dur:.2f}</td><td>{diff}</td></tr>"
            )
    return (
        "<p class='cap'><b>Table 2.</b> Song parameters by species at quiet (&lt; 55 dB(A)) and "
        "noisy (&gt; 60 dB(A)) sites (means over recordings)</p><table><tr>"
        "<th class='l'>Species / site class</th><th>Minimum frequency (Hz)</th>"
        "<th>Peak frequency (kHz)</th><th>Song duration (s)</th>"
        f"<th>Shift in minimum frequency (Hz)</th></tr>{rows}</table>"
    )


def html() -> str:
    slope, _, r2 = fit()
    return f"""
<h1>Traffic noise raises the minimum song frequency of three urban songbirds</h1>
<p class='authors'>Rosalind Achterberg and Tomás Whitfield · Department of Urban Ecology</p>
<p class='abstract'><b>Abstract.</b> We recorded the dawn song of great tits, European robins
and common blackbirds at six sites of one city that differ in traffic noise by almost 24 dB.
All three species sang with a higher minimum frequency at noisy sites, by 230 to 340 Hz. Among
ten focal great tit territories, minimum frequency rose by {slope:.1f} Hz per dB of dawn noise
(R² = {r2:.2f}).</p>
<h2>1 Introduction</h2>
<p>Low-frequency traffic noise masks the lower parts of bird song. Many species respond by
singing higher, louder or at quieter times of day. Most studies compare a single species between
a city and a forest; we compared three common species within one city, where the sites share
climate and vegetation but not noise.</p>
<h2>2 Methods</h2>
<p>Six sites were chosen along a noise gradient (Table 1). Dawn noise was measured as the
A-weighted equivalent level L<sub>Aeq</sub> over 10 min, 30 min before sunrise, with a class 1
sound level meter at 1.5 m. Songs were recorded between 20 April and 25 May 2024 from 30 min
before to 60 min after sunrise with a directional microphone at 48 kHz. Minimum and peak
frequency were measured on spectrograms (FFT 1024, Hann window) by one observer who did not know
the noise level of the site. Sites below 55 dB(A) were classed as quiet and sites above
60 dB(A) as noisy; Canal Walk (53.8 dB(A)) was counted as quiet. We did not measure song
amplitude, and no playback experiments were made.</p>
{table1()}
<h2>3 Results</h2>
<p>Great tits at noisy sites sang with a minimum frequency of 3,210 Hz against 2,870 Hz at quiet
sites, the largest shift of the three species (Table 2). Songs were also shorter at noisy sites
in all three species.</p>
{table2()}
<p>Among the ten focal great tit territories, minimum frequency increased steadily with dawn
noise (Figure 1). The least-squares line has a slope of {slope:.1f} Hz per dB
(R² = {r2:.2f}).</p>
<div id='fig1' style='padding-top: 250pt'></div>
<p class='cap'><b>Figure 1.</b> Minimum song frequency of great tits against dawn traffic noise in
ten focal territories, with the least-squares line</p>
<p>Song output in the first hour after dawn was lowest at Ring Road (15 songs per hour for the
three species together) and highest at Riverside Park (44 songs per hour; Figure 2).</p>
<div id='fig2' style='padding-top: 250pt'></div>
<p class='cap'><b>Figure 2.</b> Songs per hour in the first hour after sunrise at each site,
stacked by species</p>
<h2>4 Discussion</h2>
<p>The frequency shift was consistent across species with very different song structure, which
suggests that it is a general response to masking rather than a species-specific trait. Whether
the higher songs are less attractive to females could not be tested here. Quieter road surfaces
near the Ring Road site are planned for 2025, which will allow a before-after comparison.</p>
"""


def build(work: Path) -> Path:
    check_prose()
    charts = {"fig1": grace(work, "fig1", fig1_agr()), "fig2": grace(work, "fig2", fig2_agr())}
    story = pymupdf.Story(html=html(), user_css=CSS)
    tmp = work / "story.pdf"
    writer = pymupdf.DocumentWriter(str(tmp))
    mediabox = pymupdf.paper_rect("a4")
    where = mediabox + (64, 62, -64, -62)
    # A div with a fixed height stops the Story from breaking pages at all; a padded empty div
    # reserves the chart's box (its reported rect is the content box under the padding).
    boxes: dict[str, tuple[int, pymupdf.Rect]] = {}
    page = [0]

    def record(pos: Any) -> None:
        if pos.id in charts and pos.open_close & 1:
            boxes[pos.id] = (page[0], pymupdf.Rect(pos.rect))

    more = True
    while more:
        dev = writer.begin_page(mediabox)
        more, _ = story.place(where)
        story.element_positions(record)
        story.draw(dev)
        writer.end_page()
        page[0] += 1
    writer.close()
    doc = pymupdf.open(tmp)
    for name, (pno, rect) in boxes.items():
        with pymupdf.open(charts[name]) as chart:
            doc[pno].show_pdf_page(
                pymupdf.Rect(where.x0 + 30, rect.y0 - 250, where.x1 - 30, rect.y0), chart, 0
            )
    for i, p in enumerate(doc):
        p.insert_text(
            (mediabox.width / 2 - 3, mediabox.height - 36), str(i + 1), fontsize=9, fontname="helv"
        )
    doc.set_metadata(
        {
            "title": "Traffic noise raises the minimum song frequency of three urban songbirds",
            "creator": "PyMuPDF Story",
            "producer": f"PyMuPDF {pymupdf.VersionBind}",
        }
    )
    out = work / "en_birdsong.pdf"
    doc.save(out, garbage=3, deflate=True, no_new_id=True)
    return out


def truth() -> dict[str, Any]:
    i = {s: k for k, s in enumerate(SITES)}
    return {
        "file": "heldout6/en_birdsong.pdf",
        "scanned": False,
        "tables": [
            {
                "label": "Table 1",
                "caption": "Study sites, dawn traffic noise and sampling effort (April–May 2024)",
                "find": "Table 1. Study sites, dawn",
                "rotated": False,
                "cells": [
                    {
                        "row": "Station Square",
                        "col": "Dawn noise LAeq (dB(A))",
                        "col_lines": ["Dawn noise", "LAeq (dB(A))"],
                        "value": f"{NOISE[i['Station Square']]:.1f}",
                    },
                    {
                        "row": "Hillside Cemetery",
                        "col": "Great tit territories",
                        "value": str(TERRITORIES[i["Hillside Cemetery"]]),
                    },
                    {
                        "row": "Canal Walk",
                        "col": "Recordings",
                        "value": str(RECORDINGS[i["Canal Walk"]]),
                    },
                    {"row": "Ring Road", "col": "Habitat", "value": HABITAT[i["Ring Road"]]},
                    {"row": "Total", "col": "Recordings", "value": str(sum(RECORDINGS))},
                ],
                "note": "MuPDF Story HTML table: no rules or borders at all (Story draws none), bold header, subscript in a header (L_Aeq), bold total row.",
            },
            {
                "label": "Table 2",
                "caption": "Song parameters by species at quiet (< 55 dB(A)) and noisy (> 60 dB(A)) sites (means over recordings)",
                "rotated": False,
                "cells": [
                    {
                        "row_group": "Great tit",
                        "row": "Noisy sites",
                        "col": "Minimum frequency (Hz)",
                        "value": f"{SONG['Great tit'][1][0]:,}",
                    },
                    {
                        "row_group": "European robin",
                        "row": "Quiet sites",
                        "col": "Peak frequency (kHz)",
                        "value": f"{SONG['European robin'][0][1]:.2f}",
                    },
                    {
                        "row_group": "Common blackbird",
                        "row": "Noisy sites",
                        "col": "Song duration (s)",
                        "value": f"{SONG['Common blackbird'][1][2]:.2f}",
                    },
                    {
                        "row_group": "European robin",
                        "row": "Noisy sites",
                        "col": "Shift in minimum frequency (Hz)",
                        "value": "+230",
                    },
                    {
                        "row_group": "Common blackbird",
                        "row": "Quiet sites",
                        "col": "Minimum frequency (Hz)",
                        "value": f"{SONG['Common blackbird'][0][0]:,}",
                    },
                ],
                "note": "Row groups as italic bold colspan rows (species) over the same two rows (Quiet sites / Noisy sites); thousands commas; signed shifts with an em dash for the reference row; no rules.",
            },
        ],
        "figures": [
            {
                "label": "Figure 1",
                "kind": "vector_chart",
                "caption": "Minimum song frequency of great tits against dawn traffic noise in ten focal territories, with the least-squares line",
                "find": "Figure 1. Minimum song frequency of great tits against dawn",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "scatter",
                        "x": {
                            "title": "Dawn traffic noise (dB(A))",
                            "log": False,
                            "min": 40,
                            "max": 75,
                        },
                        "y": {
                            "title": "Minimum song frequency (Hz)",
                            "log": False,
                            "min": 2600,
                            "max": 3600,
                        },
                        "series": ["Focal territories", "Least-squares line"],
                        "points": probes(
                            "Focal territories", FOCAL_NOISE, FOCAL_FREQ, [0, 3, 6, 9]
                        ),
                    }
                ],
                "note": "Grace 5.1 (gracebat) EPS, Ghostscript ps2pdf, placed by show_pdf_page: filled circles and a dashed least-squares line drawn as a two-point set, legend inside top left.",
            },
            {
                "label": "Figure 2",
                "kind": "vector_chart",
                "caption": "Songs per hour in the first hour after sunrise at each site, stacked by species",
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "stacked_bar",
                        "x": {"title": "Study site", "log": False, "categories": SITE_SHORT},
                        "y": {
                            "title": "Songs per hour (first dawn hour)",
                            "log": False,
                            "min": 0,
                            "max": 60,
                        },
                        "series": SPECIES,
                        "points": probes("Great tit", SITE_SHORT, RATE["Great tit"], [0, 4])
                        + probes("European robin", SITE_SHORT, RATE["European robin"], [2])
                        + probes("Common blackbird", SITE_SHORT, RATE["Common blackbird"], [5, 1]),
                    }
                ],
                "note": "Grace Chart graph with 'stacked true': three bar sets (orange, blue, light grey) stacked per site, legend inside top right; probe values are segment lengths.",
            },
        ],
    }
