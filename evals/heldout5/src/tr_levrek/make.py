"""Turkish aquaculture paper (fish-meal replacement in sea bass and sea bream feeds) written as
**XSL-FO** and formatted by **Apache FOP** 2.8 (Java): A4, **two columns** on the region body
(``column-count="2"``) with the title block, the tables and the figures spanning both columns
(``span="all"``), Liberation Serif/Sans found by FOP's font auto-detection (Turkish ğ ş ı İ);
``Tablo 1.`` captions above, ``Şekil 1.`` below, decimal commas. Table 2 has a two-level header
(``number-columns-spanned``: Levrek / Çipura over the same three leaf headers; ``Diyet`` spans
both header rows). The charts are matplotlib **SVG files with live text**
(``svg.fonttype: none``) drawn by FOP's **Batik** SVG renderer: lines with markers over days;
black-and-white **hatched clustered bars with SD error bars** on a y axis starting at 75."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
from common import mpl_save, probes, run  # noqa: E402

DIETS = ["Y1 (kontrol)", "Y2", "Y3"]
T1_COLS = [
    "Ham protein (%)",
    "Ham yağ (%)",
    "Ham kül (%)",
    "Balık unu (%)",
    "Balık unu ikamesi (%)",
]
T1 = {
    "Y1 (kontrol)": ("46,2", "17,8", "11,4", "45", "0"),
    "Y2": ("45,9", "17,6", "9,8", "34", "25"),
    "Y3": ("45,7", "17,5", "8,3", "22", "50"),
}
T2_LEAF = ["Son ağırlık (g)", "YDO", "Yaşama oranı (%)"]
T2 = {
    "Y1 (kontrol)": ("312,4", "1,42", "96,8", "286,1", "1,51", "97,5"),
    "Y2": ("305,7", "1,46", "97,2", "281,9", "1,55", "96,9"),
    "Y3": ("271,3", "1,68", "95,1", "252,6", "1,79", "95,8"),
}
DAYS = [0, 30, 60, 90, 120, 150, 180]
WEIGHT = {
    "Y1 (kontrol)": [48.5, 79.6, 118.3, 163.0, 211.7, 262.5, 312.4],
    "Y2": [48.5, 78.1, 115.2, 158.9, 206.0, 255.1, 305.7],
    "Y3": [48.5, 72.4, 103.6, 139.8, 181.5, 225.2, 271.3],
}
DIGEST = {"Levrek": [91.2, 89.6, 86.1], "Çipura": [90.4, 88.1, 84.7]}
DIGEST_SD = {"Levrek": [0.8, 1.1, 1.4], "Çipura": [0.9, 1.2, 1.6]}

TITLE = "Levrek ve çipura yemlerinde balık ununun bitkisel proteinle ikamesinin büyüme ve yem değerlendirmeye etkisi"
T1_CAP = "Deneme yemlerinin besin madde bileşimi"
T2_CAP = "180 günlük deneme sonunda büyüme performansı ve yem değerlendirme"
F1_CAP = "Levreklerin ortalama canlı ağırlığının deneme süresince değişimi"
F2_CAP = "Deneme yemlerinde ham proteinin görünür sindirilebilirliği (ortalama ± SS)"

BODY = {
    "ozet": (
        "Ege Denizi'ndeki ağ kafeslerde yetiştirilen levrek (Dicentrarchus labrax) ve çipura "
        "(Sparus aurata) ile 180 gün süren bir besleme denemesinde, yemdeki balık ununun %25 ve "
        "%50 oranında bitkisel protein kaynaklarıyla ikame edilmesinin büyüme, yem değerlendirme "
        "ve sindirilebilirlik üzerine etkisi incelenmiştir. %25 ikame büyümeyi önemli ölçüde "
        "etkilemezken, %50 ikame levrekte son ağırlığı kontrole göre %{drop} düşürmüştür."
    ),
    "giris": (
        "Balık unu, deniz balığı yemlerinin en pahalı ve arzı en sınırlı bileşenidir. Soya küspesi, "
        "mısır gluteni ve buğday gluteni gibi bitkisel protein kaynakları daha ucuzdur; ancak "
        "antibesinsel faktörler ve dengesiz amino asit profili nedeniyle yüksek oranlarda "
        "kullanıldığında büyüme yavaşlayabilir. Bu çalışmada iki önemli türde ikamenin üst sınırı "
        "araştırılmıştır."
    ),
    "yontem1": (
        "Deneme, İzmir Körfezi açığındaki ticari bir işletmede Haziran–Aralık 2024 döneminde "
        "yürütülmüştür. Her yem grubu için türe göre üç kafes (her birinde 1.500 balık) "
        "kullanılmıştır. Başlangıç ağırlığı levrekte 48,5 g, çipurada 41,0 g idi. Balıklar günde "
        "iki kez doyana kadar elle yemlenmiştir. Yemlerin bileşimi Tablo 1'de verilmiştir."
    ),
    "yontem2": (
        "Yem değerlendirme oranı (YDO), tüketilen yemin canlı ağırlık artışına oranı olarak "
        "hesaplanmıştır. Görünür sindirilebilirlik, yeme %1 oranında eklenen krom oksit "
        "işaretleyicisi ile dışkı sağımı yöntemiyle belirlenmiştir. Gruplar arasındaki farklar tek "
        "yönlü varyans analizi ve Tukey testi ile karşılaştırılmıştır (P &lt; 0,05)."
    ),
    "bulgu1": (
        "Su sıcaklığı deneme boyunca 16,2 ile 25,8 °C arasında değişmiştir. Y2 grubunun son "
        "ağırlığı ve YDO değeri kontrolden istatistiksel olarak farklı bulunmamıştır (Tablo 2). "
        "Y3 grubunda ise her iki türde de büyüme yavaşlamış ve YDO yükselmiştir. Yaşama oranı "
        "tüm gruplarda %95'in üzerindeydi."
    ),
    "bulgu2": (
        "Levreklerde ağırlık farkı ilk 60 günde küçük kalmış, ancak Y3 grubunda 90. günden sonra "
        "belirgin biçimde açılmıştır (Şekil 1). Ham proteinin görünür sindirilebilirliği ikame "
        "oranı arttıkça her iki türde de azalmıştır (Şekil 2)."
    ),
    "tartisma": (
        "Sonuçlar, levrek ve çipura yemlerinde balık ununun %25'e kadar bitkisel proteinle ikame "
        "edilebileceğini göstermektedir. %50 ikamede görülen büyüme kaybı, protein "
        "sindirilebilirliğindeki düşüşle uyumludur. Taurin veya fitaz gibi katkı maddelerinin bu "
        "kaybı giderip gideremeyeceği bu çalışmada test edilmemiştir."
    ),
}

FO_NS = "http://www.w3.org/1999/XSL/Format"


def _charts(work: Path) -> None:
    plt.rcParams.update(
        {
            "svg.fonttype": "none",
            "font.family": "Liberation Sans",
            "font.size": 9,
            "svg.hashsalt": "tr",
        }
    )
    fig, ax = plt.subplots(figsize=(6.4, 3.0))
    for (name, ys), m, ls in zip(WEIGHT.items(), ("o", "s", "^"), ("-", "--", ":"), strict=True):
        ax.plot(DAYS, ys, marker=m, linestyle=ls, color="black", label=name, markersize=4.5)
    ax.set_xticks(DAYS)
    ax.set_xlabel("Deneme günü")
    ax.set_ylabel("Ortalama ağırlık (g)")
    ax.set_ylim(0, 350)
    ax.legend(loc="upper left", frameon=False)
    ax.spines[["top", "right"]].set_visible(False)
    fig.tight_layout()
    mpl_save(fig, work / "fig1.svg")
    plt.close(fig)
    fig, ax = plt.subplots(figsize=(5.0, 3.0))
    width = 0.36
    for k, (name, hatch) in enumerate(zip(DIGEST, ("///", "..."), strict=True)):
        xs = [i + (k - 0.5) * width for i in range(len(DIETS))]
        ax.bar(
            xs,
            DIGEST[name],
            width,
            yerr=DIGEST_SD[name],
            capsize=3,
            label=name,
            color="white",
            edgecolor="black",
            hatch=hatch,
        )
    ax.set_xticks(range(len(DIETS)), DIETS)
    ax.set_ylim(75, 95)
    ax.set_ylabel("Protein sindirilebilirliği (%)")
    ax.legend(loc="upper right")
    fig.tight_layout()
    mpl_save(fig, work / "fig2.svg")
    plt.close(fig)


def _block(text: str, **attrs: str) -> str:
    a = " ".join(f'{k.replace("_", "-")}="{v}"' for k, v in attrs.items())
    return f"<fo:block {a}>{text}</fo:block>"


def _cell(text: str, bold: bool = False, align: str = "center", **attrs: str) -> str:
    a = " ".join(f'{k.replace("_", "-")}="{v}"' for k, v in attrs.items())
    weight = ' font-weight="bold"' if bold else ""
    return (
        f'<fo:table-cell padding="2pt 3pt" display-align="center" {a}>'
        f'<fo:block text-align="{align}"{weight}>{text}</fo:block></fo:table-cell>'
    )


RULE = {"border_bottom": "0.6pt solid black"}


def _table1() -> str:
    cols = "".join(
        f'<fo:table-column column-width="{w}"/>'
        for w in ("28mm", "22mm", "22mm", "22mm", "24mm", "32mm")
    )
    head = (
        "<fo:table-row>"
        + "".join(
            _cell(c, bold=True, align="left" if i == 0 else "center", **RULE)
            for i, c in enumerate(["Yem", *T1_COLS])
        )
        + "</fo:table-row>"
    )
    rows = ""
    for k, d in enumerate(DIETS):
        extra = RULE if k == len(DIETS) - 1 else {}
        rows += "<fo:table-row>" + _cell(d, align="left", **extra)
        rows += "".join(_cell(v, **extra) for v in T1[d]) + "</fo:table-row>"
    return (
        f'<fo:table table-layout="fixed" width="150mm" border-top="1pt solid black" '
        f'font-family="Liberation Sans" font-size="8.5pt" start-indent="0" margin-left="10mm">{cols}'
        f"<fo:table-header>{head}</fo:table-header><fo:table-body>{rows}</fo:table-body></fo:table>"
    )


def _table2() -> str:
    cols = "".join(f'<fo:table-column column-width="{w}"/>' for w in ("26mm",) + ("22mm",) * 6)
    h1 = (
        "<fo:table-row>"
        + _cell("Diyet", bold=True, align="left", number_rows_spanned="2", **RULE)
        + _cell("Levrek", bold=True, number_columns_spanned="3", border_bottom="0.4pt solid black")
        + _cell("Çipura", bold=True, number_columns_spanned="3", border_bottom="0.4pt solid black")
        + "</fo:table-row>"
    )
    h2 = (
        "<fo:table-row>"
        + "".join(_cell(c, bold=True, **RULE) for c in T2_LEAF * 2)
        + "</fo:table-row>"
    )
    rows = ""
    for k, d in enumerate(DIETS):
        extra = RULE if k == len(DIETS) - 1 else {}
        rows += "<fo:table-row>" + _cell(d, align="left", **extra)
        rows += "".join(_cell(v, **extra) for v in T2[d]) + "</fo:table-row>"
    return (
        f'<fo:table table-layout="fixed" width="158mm" border-top="1pt solid black" '
        f'font-family="Liberation Sans" font-size="8.5pt">{cols}'
        f"<fo:table-header>{h1}{h2}</fo:table-header><fo:table-body>{rows}</fo:table-body></fo:table>"
    )


def _caption(label: str, text: str) -> str:
    return (
        '<fo:block font-family="Liberation Sans" font-size="9pt" space-before="6pt" '
        f'space-after="4pt" keep-with-next="always"><fo:inline font-weight="bold">{label}</fo:inline> '
        f"{text}</fo:block>"
    )


def _figure(svg: str, width: str, label: str, text: str) -> str:
    return (
        f'<fo:block span="all" space-before="8pt" space-after="8pt" text-align="center" keep-together.within-page="always">'
        f'<fo:block><fo:external-graphic src="{svg}" content-width="{width}" content-height="scale-to-fit"/></fo:block>'
        f'<fo:block font-family="Liberation Sans" font-size="9pt" text-align="left" space-before="2pt">'
        f'<fo:inline font-weight="bold">{label}</fo:inline> {text}</fo:block></fo:block>'
    )


def _fo(drop: str) -> str:
    para = {"text_align": "justify", "space_after": "5pt", "text_indent": "5mm"}

    def h(t: str) -> str:
        return _block(
            t,
            font_family="Liberation Sans",
            font_weight="bold",
            font_size="10.5pt",
            space_before="8pt",
            space_after="3pt",
            keep_with_next="always",
        )

    body = (
        '<fo:block span="all" space-after="10pt">'
        + _block(
            TITLE,
            font_family="Liberation Sans",
            font_size="15pt",
            font_weight="bold",
            space_after="6pt",
            color="#003a70",
        )
        + _block(
            "Elif Yıldırım, Mehmet Ali Demir, Selin Aksoy", font_style="italic", font_size="10.5pt"
        )
        + _block(
            "Ege Üniversitesi Su Ürünleri Fakültesi, Yetiştiricilik Bölümü, İzmir",
            font_size="9pt",
            space_after="8pt",
        )
        + '<fo:block border-top="0.8pt solid #003a70" border-bottom="0.8pt solid #003a70" padding="4pt 0" font-size="9.5pt" text-align="justify">'
        + '<fo:inline font-weight="bold">Özet: </fo:inline>'
        + BODY["ozet"].replace("{drop}", drop)
        + "</fo:block></fo:block>"
        + h("1. Giriş")
        + _block(BODY["giris"], **para)
        + h("2. Materyal ve Yöntem")
        + _block(BODY["yontem1"], **para)
        + f'<fo:block span="all" space-after="8pt">{_caption("Tablo 1.", T1_CAP)}{_table1()}</fo:block>'
        + _block(BODY["yontem2"], **para)
        + h("3. Bulgular")
        + _block(BODY["bulgu1"], **para)
        + f'<fo:block span="all" space-after="8pt">{_caption("Tablo 2.", T2_CAP)}{_table2()}'
        + _block("YDO: yem değerlendirme oranı.", font_size="8pt", space_before="2pt")
        + "</fo:block>"
        + _block(BODY["bulgu2"], **para)
        + _figure("fig1.svg", "140mm", "Şekil 1.", F1_CAP)
        + _figure("fig2.svg", "110mm", "Şekil 2.", F2_CAP)
        + h("4. Tartışma")
        + _block(BODY["tartisma"], **para)
    )
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<fo:root xmlns:fo="{FO_NS}" language="tr" font-family="Liberation Serif" font-size="10pt" line-height="1.3">
 <fo:layout-master-set>
  <fo:simple-page-master master-name="A4" page-height="297mm" page-width="210mm" margin="18mm 20mm 15mm 20mm">
   <fo:region-body column-count="2" column-gap="8mm" margin-bottom="10mm"/>
   <fo:region-after extent="8mm"/>
  </fo:simple-page-master>
 </fo:layout-master-set>
 <fo:declarations><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/"><xmp:CreateDate>2025-01-01T00:00:00Z</xmp:CreateDate></rdf:Description></rdf:RDF></x:xmpmeta></fo:declarations>
 <fo:page-sequence master-reference="A4">
  <fo:static-content flow-name="xsl-region-after"><fo:block text-align="center" font-size="8.5pt"><fo:page-number/></fo:block></fo:static-content>
  <fo:flow flow-name="xsl-region-body">{body}</fo:flow>
 </fo:page-sequence>
</fo:root>
"""


CONF = """<?xml version="1.0"?>
<fop version="1.0">
  <renderers><renderer mime="application/pdf"><fonts>
    <directory>/usr/share/fonts/truetype/liberation</directory>
  </fonts></renderer></renderers>
</fop>
"""


def build(work: Path) -> Path:
    drop = 100 * (312.4 - 271.3) / 312.4
    assert f"{drop:.1f}" == "13.2"
    for d in DIETS:
        assert f"{WEIGHT[d][-1]:.1f}".replace(".", ",") == T2[d][0]
    assert all(float(T2[d][k].replace(",", ".")) > 95 for d in DIETS for k in (2, 5))
    _charts(work)
    (work / "paper.fo").write_text(_fo(f"{drop:.1f}".replace(".", ",")), encoding="utf-8")
    (work / "fop.xconf").write_text(CONF, encoding="utf-8")
    run(
        ["fop", "-q", "-c", "fop.xconf", "-fo", "paper.fo", "-pdf", "paper.pdf"],
        cwd=work,
        env={"LC_ALL": "C.UTF-8"},
    )
    return work / "paper.pdf"


def truth() -> dict[str, Any]:
    return {
        "file": "heldout5/tr_levrek.pdf",
        "scanned": False,
        "tables": [
            {
                "label": "Table 1",
                "caption": T1_CAP,
                "rotated": False,
                "cells": [
                    {"row": "Y1 (kontrol)", "col": T1_COLS[2], "value": T1["Y1 (kontrol)"][2]},
                    {"row": "Y3", "col": T1_COLS[3], "value": T1["Y3"][3]},
                    {"row": "Y2", "col": T1_COLS[0], "value": T1["Y2"][0]},
                    {"row": "Y3", "col": T1_COLS[1], "value": T1["Y3"][1]},
                ],
                "note": "FOP fo:table spanning both columns, rules above and below the header and at the end only.",
            },
            {
                "label": "Table 2",
                "caption": T2_CAP,
                "rotated": False,
                "cells": [
                    {
                        "row": "Y3",
                        "col_group": "Levrek",
                        "col": "Son ağırlık (g)",
                        "value": T2["Y3"][0],
                    },
                    {"row": "Y2", "col_group": "Levrek", "col": "YDO", "value": T2["Y2"][1]},
                    {
                        "row": "Y1 (kontrol)",
                        "col_group": "Çipura",
                        "col": "Son ağırlık (g)",
                        "value": T2["Y1 (kontrol)"][3],
                    },
                    {"row": "Y3", "col_group": "Çipura", "col": "YDO", "value": T2["Y3"][4]},
                    {
                        "row": "Y2",
                        "col_group": "Çipura",
                        "col": "Yaşama oranı (%)",
                        "value": T2["Y2"][5],
                    },
                ],
                "note": "Two header rows: 'Diyet' spans both (number-rows-spanned), Levrek / Çipura span the same three leaf headers (number-columns-spanned).",
            },
        ],
        "figures": [
            {
                "label": "Figure 1",
                "kind": "vector_chart",
                "caption": F1_CAP,
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "line",
                        "x": {"title": "Deneme günü", "log": False, "min": 0, "max": 180},
                        "y": {"title": "Ortalama ağırlık (g)", "log": False, "min": 0, "max": 350},
                        "series": list(WEIGHT),
                        "points": probes("Y1 (kontrol)", DAYS, WEIGHT["Y1 (kontrol)"], [3, 5])
                        + probes("Y2", DAYS, WEIGHT["Y2"], [4])
                        + probes("Y3", DAYS, WEIGHT["Y3"], [2, 5]),
                    }
                ],
                "note": "matplotlib SVG (live text) drawn by Batik inside FOP; all series black, told apart by line style (solid, dashed, dotted) and marker (circle, square, triangle); legend top left without frame.",
            },
            {
                "label": "Figure 2",
                "kind": "vector_chart",
                "caption": F2_CAP,
                "charts": [
                    {
                        "panel": None,
                        "chart_type": "grouped_bar",
                        "x": {"title": None, "log": False, "categories": DIETS},
                        "y": {
                            "title": "Protein sindirilebilirliği (%)",
                            "log": False,
                            "min": 75,
                            "max": 95,
                        },
                        "series": list(DIGEST),
                        "points": probes("Levrek", DIETS, DIGEST["Levrek"], [0, 2])
                        + probes("Çipura", DIETS, DIGEST["Çipura"], [1, 2]),
                    }
                ],
                "note": "matplotlib SVG drawn by Batik: white bars with black hatching (/// and ...), SD error bars with caps, y axis from 75 (bars do not start at zero), boxed legend top right.",
            },
        ],
    }
