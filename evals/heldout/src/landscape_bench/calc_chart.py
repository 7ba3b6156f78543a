"""Draw a line chart in LibreOffice Calc through the UNO API and export it to PDF, as an author
who keeps results in a spreadsheet would. The sheet holds the data; the chart sits on a second,
empty sheet, and only that sheet is exported (the page is cropped to the chart afterwards).

Run with the system Python that has ``uno``: /usr/bin/python3 calc_chart.py OUTDIR
(data comes from calc_data.json written by make.py).
"""

import json
import sys
from pathlib import Path

import uno
from com.sun.star.awt import Rectangle
from com.sun.star.table import CellRangeAddress
from uno_office import office, prop


def main(out: Path) -> None:
    spec = json.loads((out / "calc_data.json").read_text(encoding="utf-8"))
    with office(out) as (_ctx, desktop):
        doc = desktop.loadComponentFromURL(
            "private:factory/scalc", "_blank", 0, (prop("Hidden", True),)
        )
        for style in doc.StyleFamilies.getByName("PageStyles").ElementNames:
            page = doc.StyleFamilies.getByName("PageStyles").getByName(style)
            page.HeaderIsOn = False
            page.FooterIsOn = False
        sheets = doc.Sheets
        data = sheets.getByIndex(0)
        data.Name = "data"
        sheets.insertNewByName("chart", 1)
        chart_sheet = sheets.getByName("chart")
        header = [spec["x_title"]] + spec["series"]
        for c, h in enumerate(header):
            data.getCellByPosition(c, 0).setString(h)
        for r, x in enumerate(spec["categories"]):
            data.getCellByPosition(0, r + 1).setString(x)
            for c, name in enumerate(spec["series"]):
                data.getCellByPosition(c + 1, r + 1).setValue(spec["values"][name][r])
        addr = CellRangeAddress()
        addr.Sheet, addr.StartColumn, addr.StartRow = 0, 0, 0
        addr.EndColumn, addr.EndRow = len(spec["series"]), len(spec["categories"])
        rect = Rectangle()
        rect.X, rect.Y, rect.Width, rect.Height = 0, 0, 14000, 8500
        chart_sheet.Charts.addNewByName("throughput", rect, (addr,), True, True)
        ch = chart_sheet.Charts.getByName("throughput").EmbeddedObject
        ch.setDiagram(ch.createInstance("com.sun.star.chart.LineDiagram"))
        d = ch.getDiagram()
        d.SymbolType = -2  # ChartSymbolType.AUTO: a different marker per series
        ch.HasMainTitle = False
        ch.HasLegend = True
        d.HasXAxisTitle = True
        d.XAxisTitle.String = spec["x_title"]
        d.HasYAxisTitle = True
        d.YAxisTitle.String = spec["y_title"]
        y = d.YAxis
        y.AutoMin = y.AutoMax = y.AutoStepMain = False
        y.Min, y.Max, y.StepMain = spec["y_min"], spec["y_max"], spec["y_step"]
        filt = uno.Any("[]com.sun.star.beans.PropertyValue", (prop("PageRange", "2"),))
        doc.storeToURL(
            uno.systemPathToFileUrl(str(out / "calc_page.pdf")),
            (prop("FilterName", "calc_pdf_Export"), prop("FilterData", filt)),
        )
        doc.storeToURL(uno.systemPathToFileUrl(str(out / "throughput.ods")), ())
        doc.close(True)


if __name__ == "__main__":
    main(Path(sys.argv[1]).resolve())
