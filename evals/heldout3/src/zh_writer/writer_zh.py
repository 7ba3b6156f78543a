"""Write the Chinese report as a LibreOffice Writer document through the UNO API and export it
to PDF: CJK paragraph fonts, Writer tables whose header cells are merged across columns and
rows, and two native LibreOffice charts (a pie with percentage labels and 100 % stacked
horizontal bars).

Run with the system Python that has ``uno``: /usr/bin/python3 writer_zh.py OUTDIR (content from
content.json written by make.py; ``uno_office`` comes from evals/heldout/src).
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
CJK_SERIF, CJK_SANS = "Noto Serif CJK SC", "Noto Sans CJK SC"


def main(out: Path) -> None:
    content = json.loads((out / "content.json").read_text(encoding="utf-8"))
    with office(out) as (_ctx, desktop):
        doc = desktop.loadComponentFromURL(
            "private:factory/swriter", "_blank", 0, (prop("Hidden", True),)
        )
        page = doc.StyleFamilies.getByName("PageStyles").getByName("Standard")
        page.Width, page.Height = 21000, 29700
        page.LeftMargin = page.RightMargin = 2500
        page.TopMargin = page.BottomMargin = 2200
        styles = doc.StyleFamilies.getByName("ParagraphStyles")
        for name in ("Standard", "Text Body", "Title", "Heading 1", "Caption", "Table Contents"):
            st = styles.getByName(name)
            st.CharFontNameAsian = CJK_SANS if name in ("Title", "Heading 1") else CJK_SERIF
        body = styles.getByName("Text Body")
        body.CharFontName, body.CharHeight, body.CharHeightAsian = "Liberation Serif", 10.5, 10.5
        body.ParaAdjust = 2
        body.ParaFirstLineIndent = 740
        body.ParaBottomMargin = 120
        text = doc.Text
        cur = text.createTextCursor()

        def para(s, style="Text Body", bold=False, size=None, center=False, indent=True):
            cur.ParaStyleName = style
            cur.CharWeight = cur.CharWeightAsian = 150.0 if bold else 100.0
            if size:
                cur.CharHeight = cur.CharHeightAsian = size
            cur.ParaAdjust = 3 if center else (2 if style == "Text Body" else 0)
            cur.ParaFirstLineIndent = 740 if (style == "Text Body" and indent and not center) else 0
            text.insertString(cur, s, False)
            text.insertControlCharacter(cur, PARAGRAPH_BREAK, False)
            cur.CharHeight = cur.CharHeightAsian = 10.5

        def caption(s):
            cur.ParaStyleName = "Caption"
            cur.ParaAdjust = 3
            cur.ParaFirstLineIndent = 0
            cur.CharWeight = cur.CharWeightAsian = 150.0
            cur.CharPosture = cur.CharPostureAsian = 0
            cur.CharHeight = cur.CharHeightAsian = 10
            text.insertString(cur, s, False)
            text.insertControlCharacter(cur, PARAGRAPH_BREAK, False)
            cur.CharWeight = cur.CharWeightAsian = 100.0

        def table(spec):
            rows = spec["rows"]
            t = doc.createInstance("com.sun.star.text.TextTable")
            t.initialize(len(rows), len(rows[0]))
            text.insertTextContent(cur, t, False)
            heads = spec.get("header_rows", 1)
            for r, row in enumerate(rows):
                for c, val in enumerate(row):
                    cell = t.getCellByPosition(c, r)
                    tc = cell.createTextCursor()
                    tc.CharHeight = tc.CharHeightAsian = 9.5
                    bold = r < heads or (spec.get("bold_last") and r == len(rows) - 1)
                    tc.CharWeight = tc.CharWeightAsian = 150.0 if bold else 100.0
                    tc.ParaAdjust = 0 if c == 0 else 3
                    cell.insertString(tc, val, False)
            # Merge after filling: a merged range keeps the first cell's text (the others are
            # empty by construction, so no stray paragraphs). Writer renames the cells right of
            # a horizontal merge, so ranges are merged right to left.
            for a, b in spec.get("merge", []):
                tc = t.createCursorByCellName(a)
                tc.gotoCellByName(b, True)
                tc.mergeRange()

        def chart(spec):
            obj = doc.createInstance("com.sun.star.text.TextEmbeddedObject")
            obj.CLSID = CHART_CLSID
            obj.AnchorType = AS_CHARACTER
            size = Size()
            size.Width, size.Height = spec["width"], spec["height"]
            obj.Size = size
            cur.ParaStyleName = "Text Body"
            cur.ParaAdjust = 3
            cur.ParaFirstLineIndent = 0
            text.insertTextContent(cur, obj, False)
            text.insertControlCharacter(cur, PARAGRAPH_BREAK, False)
            ch = obj.getEmbeddedObject()
            kind = spec["type"]
            diagram = "PieDiagram" if kind == "pie" else "BarDiagram"
            ch.setDiagram(ch.createInstance(f"com.sun.star.chart.{diagram}"))
            data = ch.getData()
            data.setData(tuple(tuple(float(v) for v in row) for row in spec["rows"]))
            data.setRowDescriptions(tuple(spec["categories"]))
            data.setColumnDescriptions(tuple(spec["series"]))
            ch.HasMainTitle = False
            ch.HasLegend = True
            d = ch.getDiagram()
            if kind == "pie":
                for i in range(len(spec["categories"])):
                    point = d.getDataPointProperties(i, 0)
                    point.DataCaption = 1  # VALUE: the share as entered, e.g. 38.0
                    point.NumberFormat = 0
            else:
                d.Vertical = True  # horizontal bars
                d.Stacked = True
                d.Percent = True
                d.HasXAxisTitle = False
                d.HasYAxisTitle = True
                d.YAxisTitle.String = spec["y_title"]
            for part in (ch.Legend,):
                part.CharFontNameAsian = CJK_SANS

        for block in content["blocks"]:
            kind = block["kind"]
            if kind == "title":
                para(block["text"], "Title", bold=True, size=16, center=True)
            elif kind == "authors":
                para(block["text"], "Text Body", center=True, indent=False)
            elif kind == "heading":
                para(block["text"], "Heading 1", bold=True, size=12)
            elif kind == "abstract":
                para(block["text"], "Text Body", indent=False)
            elif kind == "p":
                para(block["text"])
            elif kind == "caption":
                caption(block["text"])
            elif kind == "table":
                table(block)
            elif kind == "chart":
                chart(block)
        pdf = uno.systemPathToFileUrl(str(out / "paper.pdf"))
        doc.storeToURL(pdf, (prop("FilterName", "writer_pdf_Export"),))
        doc.close(True)


if __name__ == "__main__":
    main(Path(sys.argv[1]).resolve())
