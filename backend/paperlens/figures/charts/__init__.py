"""Offline reader for vector charts: the values of line, bar and scatter charts drawn as PDF paths.

Chart values are written nowhere else in a paper, and a figure description that only says
"a line chart" cannot answer "which model ends lower?". This reads the numbers back from the
drawing: tick labels give a page-to-data mapping per axis, and every coloured path, bar or
marker inside the axes frame becomes a series named from the legend or an in-plot label.
It never guesses: a panel whose ticks do not map consistently to a linear or log scale is
skipped, and anything partly visible (curves cut off by the axes) is said so in the notes.

This package's one public face; its modules are the reader's stages:
``text`` (words, numbers), ``paths`` (drawn paths and clips), ``axes`` (panels and scales),
``marks`` (lines, bars, markers, legend samples), ``names`` (series names), ``read`` (the
stages together), ``raster`` (a chart embedded as an image, or a picture under drawn axes,
traced into paths first) and
``model`` (the result and its JSON contract).
"""

from .model import ChartData, ChartSeries
from .paths import page_drawings
from .raster import read_over_picture, read_raster
from .read import NO_MARKS, ChartBudget, ChartReading, read_chart, read_charts

__all__ = [
    "ChartBudget",
    "ChartData",
    "ChartReading",
    "ChartSeries",
    "NO_MARKS",
    "page_drawings",
    "read_chart",
    "read_charts",
    "read_over_picture",
    "read_raster",
]
