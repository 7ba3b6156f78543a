"""Draw a ``layout7`` display list as a PostScript program (standard Type 1 fonts re-encoded,
EPS charts included with the usual save/restore wrapper); Ghostscript's ``ps2pdf`` turns it into
the PDF. A landscape page is drawn rotated by 90 degrees onto a portrait sheet."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

EXTRA = {
    "\u2013": "endash",
    "\u2014": "emdash",
    "\u2212": "minus",
    "\u201c": "quotedblleft",
    "\u201d": "quotedblright",
    "\u2019": "quoteright",
    "\u2018": "quoteleft",
    "\u2022": "bullet",
    "\u2264": "lessequal",
    "\u2265": "greaterequal",
    "\u2030": "perthousand",
}
SLOT = {ch: 0x80 + i for i, ch in enumerate(EXTRA)}


def encode(s: str) -> str:
    out = []
    for ch in s:
        b = SLOT.get(ch)
        if b is None:
            b = ord(ch)
            if b > 255:
                raise ValueError(f"no glyph slot for {ch!r} in {s!r}")
        if ch in "()\\":
            out.append("\\" + ch)
        elif 32 <= b < 127:
            out.append(chr(b))
        else:
            out.append(f"\\{b:03o}")
    return "(" + "".join(out) + ")"


def eps_box(path: Path) -> tuple[float, float, float, float]:
    head = path.read_bytes()[:4000].decode("latin-1")
    m = re.search(r"%%HiResBoundingBox:\s*(\S+)\s+(\S+)\s+(\S+)\s+(\S+)", head) or re.search(
        r"%%BoundingBox:\s*(\S+)\s+(\S+)\s+(\S+)\s+(\S+)", head
    )
    assert m, path
    return tuple(float(v) for v in m.groups())  # type: ignore[return-value]


def write_ps(pages: list[dict[str, Any]], fonts: dict[str, str], out: Path, title: str) -> None:
    enc = " ".join(f"dup {b} /{EXTRA[ch]} put" for ch, b in SLOT.items())
    lines = [
        "%!PS-Adobe-3.0",
        f"%%Title: {title}",
        "%%Creator: heldout7 pswriter (PostScript written by hand)",
        f"%%Pages: {len(pages)}",
        "%%EndComments",
        "%%BeginProlog",
        f"/Enc ISOLatin1Encoding 256 array copy dup 45 /hyphen put {enc} def",
        "/reenc { findfont dup length dict begin { 1 index /FID ne { def } { pop pop } ifelse } forall",
        "  /Encoding Enc def currentdict end definefont pop } bind def",
    ]
    for key, name in fonts.items():
        lines.append(f"/F{key} /{name} reenc")
    lines += ["/T { exch findfont exch scalefont setfont moveto show } bind def", "%%EndProlog"]
    for n, p in enumerate(pages, 1):
        lines += [f"%%Page: {n} {n}", "<< /PageSize [595 842] >> setpagedevice", "gsave"]
        if p["w"] > p["h"]:
            lines.append(f"{p['h']} 0 translate 90 rotate")
        for op in p["ops"]:
            if op["t"] == "text":
                lines.append(f"{encode(op['s'])} {op['x']} {op['y']} /F{op['f']} {op['z']} T")
            elif op["t"] == "line":
                lines.append(
                    f"newpath {op['x1']} {op['y1']} moveto {op['x2']} {op['y2']} lineto "
                    f"{op['w']} setlinewidth stroke"
                )
            elif op["t"] == "rect":
                lines.append(
                    f"gsave {op['g']} setgray {op['x']} {op['y']} {op['w']} {op['h']} rectfill grestore"
                )
            elif op["t"] == "chart":
                path = Path(op["file"])
                x0, y0, x1, y1 = eps_box(path)
                sx, sy = op["w"] / (x1 - x0), op["h"] / (y1 - y0)
                lines += [
                    "/b4_Inc_state save def /dict_count countdictstack def",
                    "/op_count count 1 sub def userdict begin /showpage {} def",
                    "0 setgray 0 setlinecap 1 setlinewidth 0 setlinejoin 10 setmiterlimit [] 0 setdash newpath",
                    f"{op['x']} {op['y']} translate {sx:.5f} {sy:.5f} scale {-x0} {-y0} translate",
                    f"%%BeginDocument: {path.name}",
                    path.read_bytes().decode("latin-1").replace("%%EOF", ""),
                    "%%EndDocument",
                    "count op_count sub {pop} repeat countdictstack dict_count sub {end} repeat",
                    "b4_Inc_state restore",
                ]
        lines += ["grestore", "showpage"]
    lines.append("%%EOF")
    out.write_text("\n".join(lines) + "\n", encoding="latin-1")
