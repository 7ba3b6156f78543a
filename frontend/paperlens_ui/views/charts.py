"""Charts re-plotted from the data PaperLens read (``extra["chart_data"]``), beside the crop.

Seeing the re-plot next to the original tells a reader at a glance whether the reading is
right; hovering a point shows its series and values. Vega-Lite (Altair) ships with Streamlit,
so nothing is fetched from the network.
"""

from __future__ import annotations

from typing import Any

import altair as alt
import pandas as pd
import streamlit as st

# One value per category (a pie's shares, a box's or violin's medians) re-plots as bars or
# points; a stacked area's layer thicknesses as lines.
MARKS = {
    "bar": "bar",
    "stacked_bar": "bar",
    "scatter": "point",
    "pie": "bar",
    "box": "point",
    "violin": "point",
}
CHART_HEIGHT = 260  # px: about the height of a figure crop shown beside it


def panels(chunk: dict[str, Any] | None) -> list[dict[str, Any]]:
    """The panels that have points to plot (``[]`` for no data, a raster chart, a diagram)."""
    extra = (chunk or {}).get("extra") or {}
    found = extra.get("chart_data") or []
    return [
        p
        for p in found
        if isinstance(p, dict) and any(s.get("points") for s in p.get("series") or [])
    ]


def chart_status(chunk: dict[str, Any] | None) -> str | None:
    """``"read"``, ``"not read: <why>"``, or None for chunks indexed before charts were read."""
    extra = (chunk or {}).get("extra") or {}
    status = extra.get("chart_status")
    return str(status) if status else None


def frame(panel: dict[str, Any]) -> pd.DataFrame:
    rows = [
        {"series": s.get("name") or "series", "x": point[0], "y": point[1]}
        for s in panel.get("series") or []
        for point in s.get("points") or []
    ]
    return pd.DataFrame(rows, columns=["series", "x", "y"])


def _axis(spec: dict[str, Any] | None, fallback: str) -> tuple[str, alt.Scale]:
    spec = spec or {}
    title = spec.get("title") or fallback
    return title, alt.Scale(type="log") if spec.get("log") else alt.Scale(zero=False)


def _colours(panel: dict[str, Any]) -> alt.Scale | Any:
    """The series' colours as printed, so the re-plot matches the figure beside it."""
    series = panel.get("series") or []
    names = [s.get("name") or "series" for s in series]
    colours = [s.get("color") for s in series]
    if all(isinstance(c, str) and c.startswith("#") for c in colours) and len(set(names)) == len(
        names
    ):
        return alt.Scale(domain=names, range=colours)
    return alt.Undefined


def panel_chart(panel: dict[str, Any], title: str | None = None) -> alt.Chart:
    """One panel as a Vega-Lite chart: lines with points, grouped bars or a scatter."""
    data = frame(panel)
    kind = MARKS.get(str(panel.get("chart_type")), "line")
    x_title, x_scale = _axis(panel.get("x"), "x")
    y_title, y_scale = _axis(panel.get("y"), "y")
    categories = (panel.get("x") or {}).get("categories")
    if categories or kind == "bar" or data["x"].map(lambda v: isinstance(v, str)).any():
        x = alt.X("x:N", title=x_title, sort=categories or None)
    else:
        x = alt.X("x:Q", title=x_title, scale=x_scale)
    y = alt.Y("y:Q", title=y_title, scale=y_scale)
    tooltip = [
        alt.Tooltip("series:N", title="series"),
        alt.Tooltip("x", title=x_title),
        alt.Tooltip("y:Q", title=y_title, format=".4~g"),
    ]
    base = alt.Chart(data, height=CHART_HEIGHT)
    colour = alt.Color(
        "series:N", title=None, legend=alt.Legend(orient="bottom"), scale=_colours(panel)
    )
    if kind == "bar":
        stacked = panel.get("chart_type") == "stacked_bar"
        chart = base.mark_bar().encode(
            x=x, y=y, color=colour, tooltip=tooltip, **({} if stacked else {"xOffset": "series:N"})
        )
    elif kind == "point":
        chart = base.mark_point(filled=True, size=50).encode(
            x=x, y=y, color=colour, tooltip=tooltip
        )
    else:
        chart = base.mark_line(point=alt.OverlayMarkDef(size=40)).encode(
            x=x, y=y, color=colour, tooltip=tooltip
        )
    return chart.properties(title=title) if title else chart


def render_chart_data(chunk: dict[str, Any] | None, key: str) -> bool:
    """Draw every read panel; returns whether anything was drawn (else says why, when known)."""
    found = panels(chunk)
    if not found:
        status = chart_status(chunk)
        if status and status != "read":
            st.caption(f"No data re-plotted: chart {status}.")
        return False
    st.caption("Re-plotted from the data PaperLens read (hover for values)")
    for number, panel in enumerate(found, start=1):
        title = panel.get("panel") or (
            f"Panel {number} of {len(found)}" if len(found) > 1 else None
        )
        chart = panel_chart(panel, str(title) if title else None)
        st.altair_chart(chart, width="stretch", key=f"{key}-chart-{number}")
    return True
