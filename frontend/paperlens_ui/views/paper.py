"""The paper view: browse the figures and tables PaperLens extracted from one paper."""

from __future__ import annotations

from typing import Any

import streamlit as st

from paperlens_ui.client import APIError, PaperLensClient, counts_summary
from paperlens_ui.views.evidence import (
    escape_markdown,
    render_description,
    render_table,
    show_image,
    split_caption,
)
from paperlens_ui.views.session import get_client

FIGURE_COLUMNS = 2


@st.cache_data(ttl=60, show_spinner=False)
def _chunks(base_url: str, paper_id: str, kind: str) -> list[dict[str, Any]]:
    """A paper's chunks never change once indexed (the id is a content hash), so a short cache is safe."""
    items = get_client(base_url).chunks(paper_id, kind)
    return sorted(items, key=lambda c: (c["page"], c.get("label") or "", c["chunk_id"]))


def _figure_card(client: PaperLensClient, figure: dict[str, Any]) -> None:
    head, description = split_caption(figure["text"])
    st.markdown(f"**{escape_markdown(figure.get('label') or 'Figure')}** · p.{figure['page']}")
    show_image(client, figure.get("image_url"))
    st.caption(escape_markdown(figure.get("caption") or head))
    if description:
        with st.expander("What PaperLens read from it"):
            render_description(description)


def _figures(client: PaperLensClient, figures: list[dict[str, Any]]) -> None:
    if not figures:
        st.info("No figures were found in this paper.")
        return
    for row in range(0, len(figures), FIGURE_COLUMNS):
        for column, figure in zip(
            st.columns(FIGURE_COLUMNS), figures[row : row + FIGURE_COLUMNS], strict=False
        ):
            with column, st.container(border=True):
                _figure_card(client, figure)


def _tables(tables: list[dict[str, Any]]) -> None:
    if not tables:
        st.info("No tables were found in this paper.")
        return
    for table in tables:
        with st.container(border=True):
            st.caption(f"{table.get('label') or 'Table'} · p.{table['page']}")
            render_table(table["text"])


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
        tables = _chunks(client.base_url, paper_id, "table")
    except APIError as exc:
        st.error(f"The paper's figures and tables could not be loaded: {exc.detail}")
        return
    figure_tab, table_tab = st.tabs([f"Figures ({len(figures)})", f"Tables ({len(tables)})"])
    with figure_tab:
        _figures(client, figures)
    with table_tab:
        _tables(tables)
