"""Lay out vi_man with Qt 5 (PyQt5): QTextDocument blocks and Qt Charts painted by one QPainter
onto a QPdfWriter, page by page. Run with the system Python (python3-pyqt5, python3-pyqt5.qtchart):

    QT_QPA_PLATFORM=offscreen python3 qtpaper.py OUT.pdf
"""

from __future__ import annotations

import sys

import data as d
from PyQt5.QtChart import (
    QBarCategoryAxis,
    QBarSet,
    QCategoryAxis,
    QChart,
    QHorizontalStackedBarSeries,
    QLineSeries,
    QScatterSeries,
    QValueAxis,
)
from PyQt5.QtCore import QMarginsF, QPointF, QRectF, QSizeF, Qt
from PyQt5.QtGui import (
    QColor,
    QFont,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
    QTextDocument,
)
from PyQt5.QtWidgets import QApplication, QGraphicsScene

DPI = 300
FONT = "Noto Serif"

CSS = """
body { font-family: 'Noto Serif'; font-size: 10pt; }
h1 { font-size: 15pt; font-weight: bold; }
h2 { font-size: 11.5pt; font-weight: bold; margin-top: 8px; }
p { margin-top: 3px; margin-bottom: 3px; }
p.cap { font-size: 9pt; margin-top: 4px; margin-bottom: 4px; }
td, th { font-size: 9pt; }
th { font-weight: bold; background-color: #e6eef5; }
"""


def html_block(body: str, width: float, writer: QPdfWriter) -> QTextDocument:
    doc = QTextDocument()
    doc.documentLayout().setPaintDevice(writer)
    doc.setDefaultStyleSheet(CSS)
    doc.setDefaultFont(QFont(FONT, 10))
    doc.setHtml(f"<body>{body}</body>")
    doc.setTextWidth(width)
    return doc


def table1() -> str:
    head = (
        "<tr><th rowspan='2'>Trạm</th><th rowspan='2'>Cách cửa sông (km)</th>"
        "<th colspan='3'>Độ mặn lớn nhất (‰)</th></tr>"
        + "<tr>"
        + "".join(f"<th>Mùa khô {s}</th>" for s in d.SEASONS)
        + "</tr>"
    )
    rows = "".join(
        f"<tr><td>{n}</td><td align='center'>{km}</td>"
        + "".join(f"<td align='center'>{d.vn(v)}</td>" for v in vals)
        + "</tr>"
        for n, km, vals in d.STATIONS
    )
    return (
        "<p class='cap'><b>Bảng 1.</b> Độ mặn lớn nhất đo được tại năm trạm trên sông Cửa Đại "
        "và sông Hàm Luông trong ba mùa khô</p>"
        "<table border='1' cellspacing='0' cellpadding='4' width='100%' "
        "style='border-collapse: collapse; border-color: #555'>" + head + rows + "</table>"
    )


def table2() -> str:
    head = (
        "<tr><th rowspan='2'>Độ mặn nước tưới</th><th rowspan='2'>Số ruộng</th>"
        "<th colspan='2'>Năng suất lúa Đông Xuân (tấn/ha)</th><th rowspan='2'>Thay đổi (%)</th></tr>"
        "<tr><th>2022–2023</th><th>2023–2024</th></tr>"
    )
    rows = "".join(
        f"<tr><td>{c}</td><td align='center'>{n}</td><td align='center'>{d.vn(a, 2)}</td>"
        f"<td align='center'>{d.vn(b, 2)}</td><td align='center'>{d.signed(d.change(a, b))}</td></tr>"
        for c, n, a, b in zip(d.CLASSES, d.FIELDS, d.YIELD_2223, d.YIELD_2324, strict=False)
    )
    total = f"<tr><td><b>Tổng</b></td><td align='center'><b>{sum(d.FIELDS)}</b></td><td></td><td></td><td></td></tr>"
    return (
        "<p class='cap'><b>Bảng 2.</b> Năng suất lúa vụ Đông Xuân theo độ mặn của nước tưới "
        "(150 ruộng theo dõi)</p>"
        "<table border='1' cellspacing='0' cellpadding='4' width='100%' "
        "style='border-collapse: collapse; border-color: #555'>" + head + rows + total + "</table>"
    )


def font(size: float, bold: bool = False) -> QFont:
    f = QFont("Noto Sans", 1)
    f.setPointSizeF(size)
    f.setBold(bold)
    return f


def line_chart() -> QChart:
    ch = QChart()
    ch.setAnimationOptions(QChart.NoAnimation)
    ch.setBackgroundVisible(False)
    colours = ["#1f5fa8", "#c0392b", "#2e8b57"]
    xs = list(range(len(d.MONTHS)))
    styles = [Qt.SolidLine, Qt.DashLine, Qt.DotLine]
    for (season, ys), col, st in zip(d.MONTHLY.items(), colours, styles, strict=False):
        s = QLineSeries()
        s.setName(f"Mùa khô {season}")
        pen = QPen(QColor(col))
        pen.setWidthF(2.2)
        pen.setStyle(st)
        s.setPen(pen)
        for x, y in zip(xs, ys, strict=False):
            s.append(QPointF(x, y))
        ch.addSeries(s)
        m = QScatterSeries()
        m.setMarkerSize(7)
        m.setColor(QColor(col))
        m.setBorderColor(QColor(col))
        for x, y in zip(xs, ys, strict=False):
            m.append(QPointF(x, y))
        ch.addSeries(m)
    ax = QCategoryAxis()
    ax.setLabelsPosition(QCategoryAxis.AxisLabelsPositionOnValue)
    for x, lab in zip(xs, d.MONTH_LABELS, strict=False):
        ax.append(lab, x)
    ax.setRange(-0.3, len(xs) - 0.7)
    ax.setTitleText("Tháng")
    ay = QValueAxis()
    ay.setRange(0, 35)
    ay.setTickCount(8)
    ay.setLabelFormat("%d")
    ay.setTitleText("Độ mặn (‰)")
    for a in (ax, ay):
        a.setLabelsFont(font(9))
        a.setTitleFont(font(9.5))
    ch.addAxis(ax, Qt.AlignBottom)
    ch.addAxis(ay, Qt.AlignLeft)
    for s in ch.series():
        s.attachAxis(ax)
        s.attachAxis(ay)
    leg = ch.legend()
    leg.setAlignment(Qt.AlignBottom)
    leg.setFont(font(9))
    for marker, s in zip(leg.markers(), ch.series(), strict=False):
        if isinstance(s, QScatterSeries):
            marker.setVisible(False)
    return ch


def bar_chart() -> QChart:
    ch = QChart()
    ch.setAnimationOptions(QChart.NoAnimation)
    ch.setBackgroundVisible(False)
    series = QHorizontalStackedBarSeries()
    colours = ["#f2d479", "#e08a3c", "#a8321e"]
    for level, col in zip(d.LOSS_LEVELS, colours, strict=False):
        bs = QBarSet(level)
        bs.setColor(QColor(col))
        bs.setBorderColor(QColor("#333333"))
        for v in d.LOSS_AREA[level]:
            bs.append(v)
        series.append(bs)
    series.setBarWidth(0.6)
    ch.addSeries(series)
    ay = QBarCategoryAxis()
    ay.append(list(reversed(d.DISTRICTS)))
    # Qt draws the first category at the bottom; the sets are reversed to put Ba Tri on top.
    for bs in series.barSets():
        vals = [bs.at(i) for i in range(bs.count())]
        bs.remove(0, bs.count())
        for v in reversed(vals):
            bs.append(v)
    ax = QValueAxis()
    ax.setRange(0, 5000)
    ax.setTickCount(6)
    ax.setLabelFormat("%d")
    ax.setTitleText("Diện tích lúa bị ảnh hưởng (ha)")
    for a in (ax, ay):
        a.setLabelsFont(font(9))
        a.setTitleFont(font(9.5))
    ch.addAxis(ay, Qt.AlignLeft)
    ch.addAxis(ax, Qt.AlignBottom)
    series.attachAxis(ax)
    series.attachAxis(ay)
    ch.legend().setAlignment(Qt.AlignTop)
    ch.legend().setFont(font(9))
    return ch


TITLE = (
    "<h1>Xâm nhập mặn ở tỉnh Bến Tre và năng suất lúa vụ Đông Xuân: so sánh ba mùa khô "
    "2016, 2020 và 2024</h1>"
    "<p><i>Nguyễn Thị Thu Hà, Trần Văn Phúc</i> — Viện Khoa học Thủy lợi miền Nam</p>"
    "<p><b>Tóm tắt.</b> Chúng tôi phân tích số liệu độ mặn của năm trạm quan trắc và năng suất "
    "của 150 ruộng lúa. Mùa khô 2020 có độ mặn lớn nhất tại Bình Đại là 30,1 ‰, cao hơn "
    "mùa khô 2016 (28,4 ‰). Ở ruộng tưới bằng nước có độ mặn trên 6 ‰, năng suất vụ "
    "2023–2024 giảm 31,4 % so với vụ trước.</p>"
)

INTRO = (
    "<h2>1. Mở đầu</h2>"
    "<p>Đồng bằng sông Cửu Long chịu xâm nhập mặn ngày càng sâu vào mùa khô do lưu lượng "
    "thượng nguồn giảm và mực nước biển dâng. Bến Tre là tỉnh ven biển bị ảnh hưởng nặng nhất. "
    "Nghiên cứu này mô tả diễn biến độ mặn theo tháng và mối liên hệ giữa độ mặn của nước tưới "
    "với năng suất lúa vụ Đông Xuân.</p>"
    "<h2>2. Số liệu và phương pháp</h2>"
    "<p>Độ mặn được đo hai lần mỗi ngày vào lúc triều cường tại năm trạm của Đài Khí tượng Thủy văn "
    "tỉnh, từ tháng 12 đến tháng 5. Bảng 1 liệt kê giá trị lớn nhất của mỗi mùa khô. Năng suất "
    "lúa được cân thực thu trên 150 ruộng (mỗi ruộng 1 000 m²) ở các huyện Ba Tri, Bình Đại và "
    "Thạnh Phú; ruộng được xếp nhóm theo độ mặn trung bình của nước tưới trong tháng 2. "
    "Chúng tôi không đánh giá ảnh hưởng của mặn đến cây ăn trái và nuôi tôm.</p>"
)

MID = (
    "<h2>3. Kết quả</h2>"
    "<p>Tại Bình Đại, độ mặn tăng nhanh từ tháng 12 và đạt đỉnh vào tháng 3 trong các mùa khô "
    "2016 và 2020, nhưng vào tháng 4 trong mùa khô 2024 (Hình 1). Càng xa cửa sông độ mặn càng "
    "giảm: tại Mỹ Hóa, cách cửa sông 57 km, giá trị lớn nhất không vượt quá 6,3 ‰.</p>"
)

AFTER_T2 = (
    "<p>Năng suất chỉ tăng ở nhóm ruộng được tưới bằng nước có độ mặn dưới 2 ‰ (+2,1 %). "
    "Ở nhóm trên 6 ‰, năng suất giảm từ 5,19 xuống 3,56 tấn/ha. Tổng diện tích lúa bị ảnh "
    "hưởng trong vụ 2023–2024 ở năm huyện là 16 000 ha, trong đó Ba Tri chiếm 4 700 ha "
    "(Hình 2).</p>"
)

END = (
    "<h2>4. Kết luận</h2>"
    "<p>Mùa khô 2024 có đỉnh mặn thấp hơn nhưng đến muộn hơn, trùng với giai đoạn lúa trổ bông, "
    "nên thiệt hại vẫn lớn. Chúng tôi đề xuất đưa lịch xuống giống vụ Đông Xuân sớm hơn hai tuần "
    "ở các xã cách cửa sông dưới 20 km.</p>"
)


def main(out: str) -> None:
    app = QApplication(sys.argv[:1])
    w = QPdfWriter(out)
    w.setResolution(DPI)
    w.setCreator("Qt 5 QPdfWriter (vi_man)")
    w.setTitle("Xâm nhập mặn ở tỉnh Bến Tre và năng suất lúa vụ Đông Xuân")
    w.setPageLayout(
        QPageLayout(
            QPageSize(QPageSize.A4),
            QPageLayout.Portrait,
            QMarginsF(20, 20, 20, 20),
            QPageLayout.Millimeter,
        )
    )
    p = QPainter(w)
    rect = w.pageLayout().paintRectPixels(DPI)
    width = float(rect.width())
    y = [0.0]
    page_no = [1]

    def footer() -> None:
        p.save()
        p.setFont(QFont(FONT, 8))
        p.drawText(QRectF(0, rect.height() - 40, width, 40), Qt.AlignCenter, str(page_no[0]))
        p.restore()

    def html(body: str) -> None:
        doc = html_block(body, width, w)
        p.save()
        p.translate(0, y[0])
        doc.drawContents(p)
        p.restore()
        y[0] += doc.size().height()

    def chart(ch: QChart, h_mm: float, caption: str) -> None:
        scene = QGraphicsScene()
        scene.addItem(ch)
        ch.resize(QSizeF(700, 700 * h_mm / 170))
        h = h_mm / 25.4 * DPI
        scene.render(
            p, QRectF(width * 0.05, y[0], width * 0.9, h), QRectF(0, 0, 700, 700 * h_mm / 170)
        )
        y[0] += h
        html(caption)

    def new_page() -> None:
        footer()
        w.newPage()
        page_no[0] += 1
        y[0] = 0.0

    html(TITLE + INTRO)
    y[0] += 20
    html(table1())
    y[0] += 30
    html(MID)
    new_page()
    chart(
        line_chart(),
        88,
        "<p class='cap'><b>Hình 1.</b> Độ mặn lớn nhất theo tháng tại trạm Bình Đại "
        "(tháng 12 đến tháng 5) trong ba mùa khô</p>",
    )
    y[0] += 30
    html("<p>Bảng 2 so sánh năng suất của hai vụ Đông Xuân liên tiếp theo nhóm độ mặn.</p>")
    y[0] += 10
    html(table2())
    y[0] += 20
    html(AFTER_T2)
    new_page()
    chart(
        bar_chart(),
        85,
        "<p class='cap'><b>Hình 2.</b> Diện tích lúa bị ảnh hưởng bởi xâm nhập mặn vụ Đông Xuân "
        "2023–2024 theo huyện và mức thiệt hại</p>",
    )
    y[0] += 30
    html(END)
    footer()
    p.end()
    del app


if __name__ == "__main__":
    main(sys.argv[1])
