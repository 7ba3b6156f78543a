"""Matplotlib's PDF backend as the paper's writer: a layout9 display list drawn page by page.

Usage: python mpl_writer.py layout.json fonts.json out.pdf TITLE

Each page is a figure of the page's size in points; text runs are ``Figure.text`` on their
baselines in the TrueType fonts of fonts.json (embedded as Type 42, ``pdf.fonttype`` 42), rules
are ``Line2D`` and shading ``Rectangle`` artists in figure coordinates; ``PdfPages`` writes the
pages. Charts are stamped afterwards by the build into the boxes the layout left free.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import matplotlib

matplotlib.use("pdf")
from matplotlib.backends.backend_pdf import PdfPages  # noqa: E402
from matplotlib.figure import Figure  # noqa: E402
from matplotlib.font_manager import FontProperties  # noqa: E402
from matplotlib.lines import Line2D  # noqa: E402
from matplotlib.patches import Rectangle  # noqa: E402


def main(layout: str, fonts_json: str, out: str, title: str) -> None:
    matplotlib.rcParams["pdf.fonttype"] = 42
    lay = json.loads(Path(layout).read_text(encoding="utf-8"))
    fonts = {
        k: FontProperties(fname=f) for k, f in json.loads(Path(fonts_json).read_text()).items()
    }
    with PdfPages(out, metadata={"Title": title}) as pdf:
        for pg in lay["pages"]:
            w, hh = float(pg["w"]), float(pg["h"])
            fig = Figure(figsize=(w / 72, hh / 72), dpi=72)
            for op in pg["ops"]:
                if op["t"] == "text":
                    fig.text(op["x"] / w, op["y"] / hh, op["s"], fontproperties=fonts[op["f"]],
                             fontsize=op["z"], ha="left", va="baseline", color="black")  # fmt: skip
                elif op["t"] == "line":
                    fig.add_artist(Line2D([op["x1"] / w, op["x2"] / w], [op["y1"] / hh, op["y2"] / hh],
                                          linewidth=op["w"], color="black", transform=fig.transFigure))  # fmt: skip
                elif op["t"] == "rect":
                    fig.add_artist(Rectangle((op["x"] / w, op["y"] / hh), op["w"] / w, op["h"] / hh,
                                             facecolor=str(op["g"]), edgecolor="none",
                                             transform=fig.transFigure))  # fmt: skip
            pdf.savefig(fig)


if __name__ == "__main__":
    main(*sys.argv[1:5])
