"""Write el_melissa directly with pycairo (PDFSurface) and Pango (PangoCairo through PyGObject):
two-column text flowed line by line, full-width tables drawn with cairo rules and Pango cells,
ECharts SVG charts drawn into the same cairo context by librsvg (vector, live text).

    /usr/bin/python3 cairopaper.py paper.json OUT.pdf      (python3-cairo, python3-gi, gir1.2-rsvg-2.0)
"""

from __future__ import annotations

import json
import sys

import cairo
import gi

gi.require_version("Pango", "1.0")
gi.require_version("PangoCairo", "1.0")
gi.require_version("Rsvg", "2.0")
from gi.repository import Pango, PangoCairo, Rsvg  # noqa: E402

W, H = 595.28, 841.89
ML = MR = 50.0
MT, MB = 56.0, 60.0
TW = W - ML - MR
GUTTER = 18.0
CW = (TW - GUTTER) / 2


def layout(
    ctx: cairo.Context,
    markup: str,
    font: str,
    width: float,
    justify: bool = False,
    align: Pango.Alignment = Pango.Alignment.LEFT,
    spacing: float = 1.0,
) -> Pango.Layout:
    lay = PangoCairo.create_layout(ctx)
    lay.set_font_description(Pango.FontDescription.from_string(font))
    lay.set_width(int(width * Pango.SCALE))
    lay.set_wrap(Pango.WrapMode.WORD)
    lay.set_justify(justify)
    lay.set_alignment(align)
    lay.set_line_spacing(spacing)
    lay.set_markup(markup, -1)
    return lay


def height(lay: Pango.Layout) -> float:
    return lay.get_pixel_extents()[1].height


def draw_block(ctx: cairo.Context, lay: Pango.Layout, x: float, y: float) -> float:
    ctx.move_to(x, y)
    PangoCairo.show_layout(ctx, lay)
    return y + height(lay)


class Flow:
    """Paragraph lines poured into column rectangles, one page's columns after another."""

    def __init__(self, ctx: cairo.Context, surface: cairo.PDFSurface, pages: list[dict]) -> None:
        self.ctx, self.surface, self.pages = ctx, surface, pages
        self.page = 0
        self.col = 0
        self.y = pages[0]["top"]

    def _rect(self) -> tuple[float, float, float]:
        p = self.pages[self.page]
        return ML + self.col * (CW + GUTTER), p["top"], p["bottom"]

    def _advance(self) -> None:
        if self.col == 0:
            self.col = 1
        else:
            self.col = 0
            self.page += 1
            self.pages[self.page - 1]["finish"]()
        self.y = self._rect()[1]

    def para(
        self, markup: str, font: str = "DejaVu Serif 9.2", gap: float = 5.0, keep: float = 0.0
    ) -> None:
        lay = layout(self.ctx, markup, font, CW, justify=True, spacing=1.12)
        x, top, bottom = self._rect()
        if keep and self.y + keep > bottom:
            self._advance()
        it = lay.get_iter()
        while True:
            ext = it.get_line_extents()[1]
            lh = ext.height / Pango.SCALE * 1.12
            x, top, bottom = self._rect()
            if self.y + lh > bottom:
                self._advance()
                x, top, bottom = self._rect()
            base = it.get_baseline() / Pango.SCALE - ext.y / Pango.SCALE
            self.ctx.move_to(x + ext.x / Pango.SCALE, self.y + base)
            PangoCairo.show_layout_line(self.ctx, it.get_line_readonly())
            self.y += lh
            if not it.next_line():
                break
        self.y += gap

    def heading(self, text: str) -> None:
        self.para(f"<b>{text}</b>", "DejaVu Sans 10", 3, keep=60)


def table(ctx: cairo.Context, spec: dict, y: float, draw: bool = True) -> float:
    """Full-width table: caption above, header rows with spans, rules, body rows."""
    cols = spec["widths"]
    xs = [ML]
    for f in cols:
        xs.append(xs[-1] + f * TW)
    cap = layout(ctx, spec["caption"], "DejaVu Sans 8.6", TW)
    if draw:
        draw_block(ctx, cap, ML, y)
    y += height(cap) + 5
    ctx.set_source_rgb(0, 0, 0)

    def rule(y0: float, x0: float, x1: float, lw: float) -> None:
        if draw:
            ctx.set_line_width(lw)
            ctx.move_to(x0, y0)
            ctx.line_to(x1, y0)
            ctx.stroke()

    rule(y, xs[0], xs[-1], 1.0)
    y += 2
    font = "DejaVu Sans Condensed 8.3"
    for hrow in spec["header"]:
        row_h = 0.0
        for text, c0, c1 in hrow:
            lay = layout(
                ctx,
                f"<b>{text}</b>",
                font,
                xs[c1 + 1] - xs[c0] - 6,
                align=Pango.Alignment.LEFT if c0 == 0 else Pango.Alignment.CENTER,
            )
            if draw:
                draw_block(ctx, lay, xs[c0] + 3, y + 2)
            row_h = max(row_h, height(lay) + 4)
        for c0, c1 in spec.get("group_rules", {}).get(str(spec["header"].index(hrow)), []):
            rule(y + row_h, xs[c0] + 3, xs[c1 + 1] - 3, 0.5)
        y += row_h
    rule(y, xs[0], xs[-1], 0.6)
    y += 1
    for ri, row in enumerate(spec["rows"]):
        shade = ri % 2 == 1
        lays = [
            layout(
                ctx,
                f"<b>{c}</b>" if ri in spec.get("bold_rows", []) else c,
                font,
                xs[ci + 1] - xs[ci] - 6,
                align=Pango.Alignment.LEFT if ci == 0 else Pango.Alignment.CENTER,
            )
            for ci, c in enumerate(row)
        ]
        row_h = max(height(lay) for lay in lays) + 4
        if draw and shade:
            ctx.set_source_rgb(0.93, 0.93, 0.93)
            ctx.rectangle(xs[0], y, xs[-1] - xs[0], row_h)
            ctx.fill()
            ctx.set_source_rgb(0, 0, 0)
        for ci, lay in enumerate(lays):
            if draw:
                draw_block(ctx, lay, xs[ci] + 3, y + 2)
        y += row_h
    rule(y, xs[0], xs[-1], 1.0)
    return y + 4


def figure(
    ctx: cairo.Context, svg: str, caption: str, y: float, w: float, h: float, draw: bool = True
) -> float:
    if draw:
        handle = Rsvg.Handle.new_from_file(svg)
        vp = Rsvg.Rectangle()
        vp.x, vp.y, vp.width, vp.height = ML + (TW - w) / 2, y, w, h
        handle.render_document(ctx, vp)
    y += h + 4
    cap = layout(ctx, caption, "DejaVu Sans 8.6", TW)
    if draw:
        draw_block(ctx, cap, ML, y)
    return y + height(cap)


def main(spec_path: str, out: str) -> None:
    with open(spec_path, encoding="utf-8") as f:
        doc = json.load(f)
    surface = cairo.PDFSurface(out, W, H)
    surface.set_metadata(cairo.PDF_METADATA_TITLE, doc["title_plain"])
    surface.set_metadata(cairo.PDF_METADATA_CREATOR, "pycairo + Pango (el_melissa)")
    surface.set_metadata(cairo.PDF_METADATA_CREATE_DATE, "2024-01-01T00:00:00Z")
    ctx = cairo.Context(surface)
    page_no = [1]

    def running(first: bool) -> None:
        lay = layout(ctx, str(page_no[0]), "DejaVu Sans 8", TW, align=Pango.Alignment.CENTER)
        draw_block(ctx, lay, ML, H - 40)
        if not first:
            lay = layout(
                ctx, f"<i>{doc['running']}</i>", "DejaVu Sans 7.5", TW, align=Pango.Alignment.RIGHT
            )
            draw_block(ctx, lay, ML, 30)
            ctx.set_line_width(0.4)
            ctx.move_to(ML, 42)
            ctx.line_to(W - MR, 42)
            ctx.stroke()

    # Page 1: title block full width, Table 1 at the foot, two columns between.
    y = MT
    y = (
        draw_block(
            ctx,
            layout(
                ctx, f"<b>{doc['title']}</b>", "DejaVu Serif 15", TW, align=Pango.Alignment.CENTER
            ),
            ML,
            y,
        )
        + 6
    )
    y = (
        draw_block(
            ctx,
            layout(
                ctx, doc["authors"], "DejaVu Serif Italic 9.5", TW, align=Pango.Alignment.CENTER
            ),
            ML,
            y,
        )
        + 10
    )
    y = (
        draw_block(
            ctx,
            layout(ctx, doc["abstract"], "DejaVu Serif 9", TW, justify=True, spacing=1.1),
            ML,
            y,
        )
        + 10
    )
    ctx.set_line_width(0.5)
    ctx.move_to(ML, y)
    ctx.line_to(W - MR, y)
    ctx.stroke()
    t1_h = table(ctx, doc["table1"], 0, draw=False)
    t1_y = H - MB - t1_h
    f1_h = figure(
        ctx, "fig1.svg", doc["fig1_caption"], 0, TW * 0.9, TW * 0.9 * 330 / 620, draw=False
    )
    t2_h = table(ctx, doc["table2"], 0, draw=False)
    f2_h = figure(
        ctx, "fig2.svg", doc["fig2_caption"], 0, TW * 0.8, TW * 0.8 * 330 / 640, draw=False
    )

    def finish1() -> None:
        table(ctx, doc["table1"], t1_y)
        running(True)
        surface.show_page()
        page_no[0] += 1
        running(False)
        figure(ctx, "fig1.svg", doc["fig1_caption"], MT, TW * 0.9, TW * 0.9 * 330 / 620)

    def finish2() -> None:
        table(ctx, doc["table2"], H - MB - t2_h)
        surface.show_page()
        page_no[0] += 1
        running(False)
        figure(ctx, "fig2.svg", doc["fig2_caption"], MT, TW * 0.8, TW * 0.8 * 330 / 640)

    pages = [
        {"top": y + 10, "bottom": t1_y - 12, "finish": finish1},
        {"top": MT + f1_h + 16, "bottom": H - MB - t2_h - 12, "finish": finish2},
        {"top": MT + f2_h + 16, "bottom": H - MB, "finish": lambda: None},
    ]
    flow = Flow(ctx, surface, pages)
    for kind, text in doc["body"]:
        if kind == "h":
            flow.heading(text)
        elif kind == "break":
            flow._advance()
        else:
            flow.para(text)
    while flow.page < 2:
        flow._advance()
    surface.finish()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
