"""A small two-column Japanese paper built with PyMuPDF's CJK fonts, for retrieval tests.

It has what real CJK papers have and what tripped retrieval on them: a title and author block
with affiliations, e-mail addresses and a grant line on page 1, long paragraphs written without
spaces whose sentences end in "。", English system and workload names inside the Japanese prose,
a ruled ``表 1`` with a two-level Japanese header, and a vector bar chart ``図 1``.
"""

from __future__ import annotations

import pymupdf

SYSTEMS = ["FlashKV", "RocksDB", "LevelDB"]
WORKLOADS = ["YCSB-A", "YCSB-B", "YCSB-C", "YCSB-F"]
# Throughput (kops/s) per system and workload: the cells the questions ask about.
THROUGHPUT = {
    "FlashKV": ["412.5", "588.1", "631.7", "397.2"],
    "RocksDB": ["288.3", "455.9", "502.4", "270.6"],
    "LevelDB": ["201.8", "366.0", "410.3", "188.9"],
}
# p99 latency (ms) at 1..8 threads, drawn as bars in Figure 1.
THREADS = [1, 2, 4, 8]
LATENCY = {"FlashKV": [1.2, 1.4, 1.9, 2.6], "RocksDB": [2.1, 2.7, 3.8, 5.3]}

_INTRO = (
    "近年、クラウド上のデータベースでは大量の小さな読み書き要求を低い遅延で処理することが求められている。"
    "FlashKV は不揮発性メモリとフラッシュストレージを組み合わせたキー・バリュー・ストアであり、"
    "RocksDB や LevelDB と同じ LSM 木の構造を持ちながら、書き込み増幅を抑えるための新しい圧縮方式を備える。"
    "本論文では FlashKV の設計を述べ、YCSB のワークロードを用いて RocksDB および LevelDB と性能を比較する。"
    "評価の結果、FlashKV はすべてのワークロードで最も高いスループットを示し、"
    "特に書き込みの多いワークロードで差が大きいことが分かった。"
    "また、スレッド数を増やしたときの遅延の増加も小さく、多数のクライアントが同時に接続する環境に適している。"
    "以下、第2節で関連研究を、第3節で設計を、第4節で評価を述べ、第5節でまとめる。"
)
_DESIGN = (
    "FlashKV の書き込み経路では、まず更新をメモリ上の表に記録し、一定量に達すると不揮発性メモリへ追記する。"
    "フラッシュへの書き出しはバックグラウンドで行い、前景の要求を妨げないように帯域を制御する。"
    "圧縮処理はキーの範囲ごとに独立して実行されるため、複数のスレッドで並列に進めることができる。"
    "読み込み経路では、ブルームフィルタとキャッシュを用いて不要なフラッシュへのアクセスを避ける。"
    "これらの工夫により、書き込み増幅は RocksDB の約半分に抑えられる。"
)
_EVAL = (
    "評価には 16 コアのサーバと NVMe SSD を用いた。データベースには 1 億件のキーを格納し、"
    "各ワークロードを 10 分間実行してスループットを測定した。表 1 に各システムのスループットを示す。"
    "図 1 にはスレッド数を変えたときの 99 パーセンタイル遅延を示す。"
    "FlashKV は読み込み中心のワークロードでも書き込み中心のワークロードでも最も高い値を示した。"
)
_RELATED = (
    "LSM 木に基づくストアは書き込み性能に優れる一方、圧縮処理による書き込み増幅が課題である。"
    "既存の研究は圧縮の時期や粒度を調整することでこの問題に取り組んできたが、"
    "不揮発性メモリを積極的に利用する設計はまだ少ない。"
    "本研究はこの点に着目し、追記型のログと範囲分割された圧縮を組み合わせる。"
)


def _para(page: pymupdf.Page, rect: pymupdf.Rect, text: str, size: float = 9) -> float:
    """Sets ``text`` in ``rect`` (its height is only a limit); returns where the text ends."""
    rc = page.insert_textbox(rect, text, fontname="japan", fontsize=size, lineheight=1.3)
    assert rc >= 0, f"text does not fit: {rc}"
    return rect.y1 - rc


def _table(page: pymupdf.Page, x0: float, y0: float) -> float:
    """A ruled table with a two-level header; returns its bottom."""
    widths = [60, 45, 45, 45, 45]
    row_h = 18
    xs = [x0]
    for w in widths:
        xs.append(xs[-1] + w)
    rows = 2 + len(SYSTEMS)
    ys = [y0 + i * row_h for i in range(rows + 1)]
    shape = page.new_shape()
    for y in (ys[0], ys[2], ys[-1]):
        shape.draw_line((xs[0], y), (xs[-1], y))
    shape.draw_line((xs[1], ys[1]), (xs[-1], ys[1]))
    for y in ys[3:-1]:
        shape.draw_line((xs[0], y), (xs[-1], y))
    for i, x in enumerate(xs):
        top = ys[0] if i in (0, 1, 3, 5) else ys[1]
        shape.draw_line((x, top), (x, ys[-1]))
    shape.finish(color=(0, 0, 0), width=0.6, closePath=False)
    shape.commit()

    def cell(text: str, col: int, row: int, span: int = 1, font: str = "helv") -> None:
        page.insert_textbox(
            pymupdf.Rect(xs[col] + 2, ys[row] + 2, xs[col + span] - 2, ys[row + 1]),
            text,
            fontname=font,
            fontsize=8,
            align=pymupdf.TEXT_ALIGN_CENTER,
        )

    cell("システム", 0, 0, font="japan")
    cell("書き込み中心", 1, 0, 2, font="japan")
    cell("読み込み中心", 3, 0, 2, font="japan")
    for j, w in enumerate(["YCSB-A", "YCSB-F", "YCSB-B", "YCSB-C"]):
        cell(w, 1 + j, 1)
    for i, system in enumerate(SYSTEMS):
        values = dict(zip(WORKLOADS, THROUGHPUT[system], strict=True))
        cell(system, 0, 2 + i)
        for j, w in enumerate(["YCSB-A", "YCSB-F", "YCSB-B", "YCSB-C"]):
            cell(values[w], 1 + j, 2 + i)
    return ys[-1]


def _chart(page: pymupdf.Page, x0: float, y0: float, w: float, h: float) -> None:
    """Grouped bars of p99 latency per thread count, with axes, ticks and a legend."""
    shape = page.new_shape()
    shape.draw_line((x0, y0), (x0, y0 + h))
    shape.draw_line((x0, y0 + h), (x0 + w, y0 + h))
    shape.finish(color=(0, 0, 0), width=0.8, closePath=False)
    top = 6.0
    for tick in range(0, 7, 2):
        y = y0 + h - h * tick / top
        shape.draw_line((x0 - 3, y), (x0, y))
        shape.finish(color=(0, 0, 0), width=0.5)
        page.insert_text((x0 - 14, y + 3), str(tick), fontname="helv", fontsize=7)
    group = w / len(THREADS)
    colours = {"FlashKV": (0.2, 0.4, 0.8), "RocksDB": (0.9, 0.5, 0.1)}
    for g, threads in enumerate(THREADS):
        for s, (name, values) in enumerate(LATENCY.items()):
            bx = x0 + g * group + 6 + s * 14
            bh = h * values[g] / top
            shape.draw_rect(pymupdf.Rect(bx, y0 + h - bh, bx + 12, y0 + h))
            shape.finish(color=colours[name], fill=colours[name])
        page.insert_text((x0 + g * group + 14, y0 + h + 10), str(threads), fontsize=7)
    for s, name in enumerate(LATENCY):
        ly = y0 + 4 + s * 10
        shape.draw_rect(pymupdf.Rect(x0 + w - 75, ly, x0 + w - 69, ly + 6))
        shape.finish(color=colours[name], fill=colours[name])
        page.insert_text((x0 + w - 65, ly + 6), name, fontsize=7)
    shape.commit()
    page.insert_text((x0 + w / 2 - 15, y0 + h + 22), "Threads", fontsize=7)
    page.insert_text((x0 - 24, y0 + h / 2 + 20), "p99 latency (ms)", fontsize=7, rotate=90)


def japanese_paper() -> bytes:
    doc = pymupdf.open()
    page = doc.new_page(width=595, height=842)
    title = "FlashKV: 不揮発性メモリを活用した高速キー・バリュー・ストア"
    y = _para(page, pymupdf.Rect(60, 40, 535, 120), title, 15) + 6
    y = _para(page, pymupdf.Rect(60, y, 535, y + 40), "山田 太郎¹, 佐藤 花子², 鈴木 一郎¹", 10) + 2
    affiliations = "¹東京情報大学 大学院情報理工学研究科 ²北都工業大学 工学部 情報工学科"
    y = _para(page, pymupdf.Rect(60, y, 535, y + 40), affiliations, 8) + 10
    page.insert_text(
        (60, y), "{yamada, suzuki}@cs.example.ac.jp, sato@eng.example.ac.jp", fontsize=8
    )
    y = _para(
        page, pymupdf.Rect(60, y + 4, 535, y + 40), "受付日 2024年4月1日 採録日 2024年9月15日", 8
    )
    abstract = (
        "概要："
        + _INTRO[:180]
        + "FlashKV は YCSB の全ワークロードで RocksDB と LevelDB を上回るスループットを達成した。"
    )
    y = _para(page, pymupdf.Rect(80, y + 8, 515, y + 200), abstract, 8.5) + 12
    left, right = (50.0, 290.0), (305.0, 545.0)
    ly = _para(page, pymupdf.Rect(left[0], y, left[1], y + 30), "1. はじめに", 10) + 2
    ly = _para(page, pymupdf.Rect(left[0], ly, left[1], 740), _INTRO) + 8
    ly = _para(page, pymupdf.Rect(left[0], ly, left[1], ly + 30), "2. 関連研究", 10) + 2
    _para(page, pymupdf.Rect(left[0], ly, left[1], 760), _RELATED)
    ry = _para(page, pymupdf.Rect(right[0], y, right[1], y + 30), "3. 設計", 10) + 2
    _para(page, pymupdf.Rect(right[0], ry, right[1], 740), _DESIGN)
    grant = "謝辞：本研究は科学研究費補助金 JP21H04567 および JST CREST JPMJCR22M3 の助成を受けたものである。"
    _para(page, pymupdf.Rect(left[0], 770, right[1], 810), grant, 7)

    page2 = doc.new_page(width=595, height=842)
    y = _para(page2, pymupdf.Rect(50, 50, 290, 80), "4. 評価", 10) + 2
    y = _para(page2, pymupdf.Rect(50, y, 290, 400), _EVAL) + 10
    y = (
        _para(
            page2,
            pymupdf.Rect(50, y, 290, y + 40),
            "表 1 YCSB ワークロード別のスループット (kops/s)",
            8,
        )
        + 4
    )
    bottom = _table(page2, 50, y)
    _para(page2, pymupdf.Rect(50, bottom + 14, 290, 800), _RELATED)
    _chart(page2, 340, 70, 190, 130)
    y = (
        _para(page2, pymupdf.Rect(305, 240, 545, 280), "図 1 スレッド数と 99 パーセンタイル遅延", 8)
        + 14
    )
    _para(
        page2,
        pymupdf.Rect(305, y, 545, 800),
        "5. まとめ\n" + _EVAL + "今後は分散環境での評価を行う。",
    )
    return doc.tobytes()
