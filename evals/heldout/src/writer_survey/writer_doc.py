"""Write the paper as a LibreOffice Writer document through the UNO API and export it to PDF,
the way a Word/LibreOffice author produces a paper: styled paragraphs, ruled Writer tables with
captions above, a native (embedded) LibreOffice chart and a pasted PNG chart.

Run with the system Python that has the ``uno`` module: /usr/bin/python3 writer_doc.py OUTDIR
(content comes from content.json written by make.py).
"""

import json
import sys
from pathlib import Path

import uno
from com.sun.star.awt import Size
from com.sun.star.text.ControlCharacter import PARAGRAPH_BREAK
from com.sun.star.text.TextContentAnchorType import AS_CHARACTER
from uno_office import office, prop

CHART_CLSID = "12dcae26-281f-416f-a234-c3086127382e"


def main(out: Path) -> None:
    content = json.loads((out / "content.json").read_text(encoding="utf-8"))
    with office(out) as (ctx, desktop):
        smgr = ctx.ServiceManager
        doc = desktop.loadComponentFromURL(
            "private:factory/swriter", "_blank", 0, (prop("Hidden", True),)
        )
        page = doc.StyleFamilies.getByName("PageStyles").getByName("Standard")
        page.Width, page.Height = 21000, 29700
        page.LeftMargin = page.RightMargin = 2200
        page.TopMargin = page.BottomMargin = 2000
        styles = doc.StyleFamilies.getByName("ParagraphStyles")
        body = styles.getByName("Text Body")
        body.CharFontName, body.CharHeight = "Liberation Serif", 11
        body.ParaAdjust = 2  # justified
        body.ParaBottomMargin = 180
        text = doc.Text
        cur = text.createTextCursor()

        def para(s, style="Text Body", bold=False, size=None, center=False, italic=False):
            cur.ParaStyleName = style
            cur.CharWeight = 150.0 if bold else 100.0
            cur.CharPosture = 2 if italic else 0
            if size:
                cur.CharHeight = size
            cur.ParaAdjust = 3 if center else (2 if style == "Text Body" else 0)
            text.insertString(cur, s, False)
            text.insertControlCharacter(cur, PARAGRAPH_BREAK, False)
            cur.CharHeight = 11

        def caption(s):
            label, rest = s.split(":", 1)
            cur.ParaStyleName = "Caption"
            cur.ParaAdjust = 3
            cur.CharWeight = 150.0
            text.insertString(cur, label + ":", False)
            cur.CharWeight = 100.0
            text.insertString(cur, rest, False)
            text.insertControlCharacter(cur, PARAGRAPH_BREAK, False)

        def table(rows):
            t = doc.createInstance("com.sun.star.text.TextTable")
            t.initialize(len(rows), len(rows[0]))
            text.insertTextContent(cur, t, False)
            t.RepeatHeadline = True
            for r, row in enumerate(rows):
                for c, val in enumerate(row):
                    cell = t.getCellByPosition(c, r)
                    tc = cell.createTextCursor()
                    tc.CharHeight = 9.5
                    tc.CharWeight = 150.0 if r == 0 else 100.0
                    tc.ParaAdjust = 0 if c == 0 else 1  # left / right
                    cell.insertString(tc, val, False)

        def chart(spec):
            obj = doc.createInstance("com.sun.star.text.TextEmbeddedObject")
            obj.CLSID = CHART_CLSID
            obj.AnchorType = AS_CHARACTER
            size = Size()
            size.Width, size.Height = 13500, 7200
            obj.Size = size
            cur.ParaStyleName = "Text Body"
            cur.ParaAdjust = 3
            text.insertTextContent(cur, obj, False)
            text.insertControlCharacter(cur, PARAGRAPH_BREAK, False)
            ch = obj.getEmbeddedObject()
            ch.setDiagram(ch.createInstance("com.sun.star.chart.BarDiagram"))
            data = ch.getData()
            data.setData(tuple(tuple(float(v) for v in row) for row in spec["rows"]))
            data.setRowDescriptions(tuple(spec["categories"]))
            data.setColumnDescriptions(tuple(spec["series"]))
            ch.HasMainTitle = False
            ch.HasLegend = True
            d = ch.getDiagram()
            d.HasXAxisTitle = True
            d.XAxisTitle.String = spec["x_title"]
            d.HasYAxisTitle = True
            d.YAxisTitle.String = spec["y_title"]
            y = d.YAxis
            y.AutoMin = y.AutoMax = y.AutoStepMain = False
            y.Min, y.Max, y.StepMain = spec["y_min"], spec["y_max"], spec["y_step"]

        def image(path, width_mm, height_mm):
            provider = smgr.createInstanceWithContext("com.sun.star.graphic.GraphicProvider", ctx)
            graphic = provider.queryGraphic((prop("URL", uno.systemPathToFileUrl(str(path))),))
            img = doc.createInstance("com.sun.star.text.TextGraphicObject")
            img.Graphic = graphic
            img.AnchorType = AS_CHARACTER
            size = Size()
            size.Width, size.Height = width_mm * 100, height_mm * 100
            img.Size = size
            cur.ParaStyleName = "Text Body"
            cur.ParaAdjust = 3
            text.insertTextContent(cur, img, False)
            text.insertControlCharacter(cur, PARAGRAPH_BREAK, False)

        for block in content["blocks"]:
            kind = block["kind"]
            if kind == "title":
                para(block["text"], "Title", bold=True, size=17, center=True)
            elif kind == "authors":
                para(block["text"], "Text Body", center=True)
            elif kind == "heading":
                para(block["text"], "Heading 1")
            elif kind == "abstract":
                para(block["text"], "Text Body", italic=True)
            elif kind == "p":
                para(block["text"])
            elif kind == "caption":
                caption(block["text"])
            elif kind == "table":
                table(block["rows"])
            elif kind == "chart":
                chart(block)
            elif kind == "image":
                image(out / block["file"], block["width_mm"], block["height_mm"])
            elif kind == "ref":
                para(block["text"], "Text Body", size=9.5)
        pdf = uno.systemPathToFileUrl(str(out / "paper.pdf"))
        doc.storeToURL(pdf, (prop("FilterName", "writer_pdf_Export"),))
        doc.storeToURL(uno.systemPathToFileUrl(str(out / "paper.odt")), ())
        doc.close(True)


if __name__ == "__main__":
    main(Path(sys.argv[1]).resolve())
