"""The paper view: browse the figures (with their data re-plotted) and tables of one paper."""

from __future__ import annotations

from typing import Any

import streamlit as st

from paperlens_ui.client import APIError, PaperLensClient, counts_summary
from paperlens_ui.views.charts import render_chart_data
from paperlens_ui.views.evidence import (
    csv_button,
    escape_markdown,
    has_cells,
    render_description,
    render_table,
    show_image,
    split_caption,
)
from paperlens_ui.views.session import get_client


@st.cache_data(ttl=60, show_spinner=False)
def _chunks(base_url: str, paper_id: str, kind: str) -> list[dict[str, Any]]:
    """A paper's chunks never change once indexed (the id is a content hash), so a short cache is safe."""
    items = get_client(base_url).chunks(paper_id, kind)
    return sorted(
        items,
        key=lambda c: (
            c["page"],
            c.get("label") or "",
            (c.get("extra") or {}).get("part", 0),
            c["chunk_id"],
        ),
    )


def logical_tables(tables: list[dict[str, Any]]) -> list[list[dict[str, Any]]]:
    """Chunks grouped into the tables a reader sees: the parts of a split table share a label."""
    groups: dict[str, list[dict[str, Any]]] = {}
    for table in tables:
        extra = table.get("extra") or {}
        key = table["label"] if table.get("label") and extra.get("parts") else table["chunk_id"]
        groups.setdefault(key, []).append(table)
    ordered = sorted(groups.values(), key=lambda g: (g[0]["page"], g[0].get("label") or ""))
    return [
        sorted(g, key=lambda c: ((c.get("extra") or {}).get("part", 0), c["page"])) for g in ordered
    ]


def _figure_card(client: PaperLensClient, figure: dict[str, Any]) -> None:
    head, description = split_caption(figure["text"])
    name = figure.get("label") or "Figure"
    st.markdown(f"**{escape_markdown(name)}** · p.{figure['page']}")
    crop, plot = st.columns(2, gap="medium")
    with crop:
        show_image(client, figure.get("image_url"))
        st.caption(escape_markdown(figure.get("caption") or head))
    with plot:
        key = f"paper-{figure['chunk_id']}"
        if render_chart_data(figure, key):
            csv_button(client, figure, name, f"{key}-csv")
    if description:
        with st.expander("What PaperLens read from it"):
            render_description(description)


def _figures(client: PaperLensClient, figures: list[dict[str, Any]]) -> None:
    if not figures:
        st.info("No figures were found in this paper.")
        return
    for figure in figures:
        with st.container(border=True):
            _figure_card(client, figure)


def _tables(client: PaperLensClient, tables: list[list[dict[str, Any]]]) -> None:
    if not tables:
        st.info("No tables were found in this paper.")
        return
    for parts in tables:
        first = parts[0]
        pages = sorted({p["page"] for p in parts})
        where = f"p.{pages[0]}" if len(pages) == 1 else f"pp.{pages[0]}–{pages[-1]}"
        name = first.get("label") or "Table"
        with st.container(border=True):
            st.caption(f"{escape_markdown(name)} · {where}")
            for number, part in enumerate(parts):
                render_table(part["text"], caption=number == 0)
            if has_cells(first):
                csv_button(client, first, name, f"paper-{first['chunk_id']}-csv")


def render_paper_view(client: PaperLensClient, papers: list[dict[str, Any]]) -> None:
    ready = {p["paper_id"]: p for p in papers if p["status"] == "done"}
    if not ready:
        st.info("No paper indexed yet: the figures and tables of an indexed paper appear here.")
        return
    newest_first = list(reversed(ready))
    paper_id = st.selectbox(
        "Paper",
        options=newest_first,
        format_func=lambda pid: ready[pid]["title"] if pid in ready else pid,
        key="paper_view",
    )
    paper = ready[paper_id]
    st.caption(f"{paper['pages']} pages · {counts_summary(paper['counts'])}")
    try:
        figures = _chunks(client.base_url, paper_id, "figure")
        tables = logical_tables(_chunks(client.base_url, paper_id, "table"))
    except APIError as exc:
        st.error(f"The paper's figures and tables could not be loaded: {exc.detail}")
        return
    figure_tab, table_tab = st.tabs([f"Figures ({len(figures)})", f"Tables ({len(tables)})"])
    with figure_tab:
        _figures(client, figures)
    with table_tab:
        _tables(client, tables)
