"""How one piece of evidence looks: a quoted passage, a rendered table or a figure crop, its
data re-plotted, its CSV, and the page it is printed on with it highlighted."""

from __future__ import annotations

import re
from typing import Any, Literal

import streamlit as st

from paperlens_ui.client import APIError, BackendUnreachable, PaperLensClient
from paperlens_ui.views.charts import render_chart_data
from paperlens_ui.views.session import get_client

FIGURE_WIDTH = 480  # px: a crop beside an answer stays readable without filling the screen
_MARKDOWN_SPECIALS = re.compile(r"([\\`*_{}\[\]<>#|~$])")


def escape_markdown(text: str) -> str:
    """Paper prose is full of ``*``, ``_`` and ``$``; shown raw, Streamlit would turn it into LaTeX and italics."""
    return _MARKDOWN_SPECIALS.sub(r"\\\1", text)


def split_caption(text: str) -> tuple[str, str]:
    """Table and figure chunks start with their caption paragraph, then the table or the description."""
    head, _, rest = text.partition("\n\n")
    return head.strip(), rest.strip()


def render_table(text: str, caption: bool = True) -> None:
    head, table = split_caption(text)
    if head and caption:
        st.markdown(f"**{escape_markdown(head)}**")
    # The table is Markdown already; only dollar signs would be misread (as LaTeX).
    st.markdown(table.replace("$", r"\$") if table else "_(no cells were read)_")


# ---- fetched from the API, cached: a paper's id is its content hash, so nothing here changes ----


@st.cache_data(max_entries=256, show_spinner=False)
def _image_bytes(base_url: str, image_url: str) -> bytes:
    return get_client(base_url).image(image_url)


@st.cache_data(max_entries=512, show_spinner=False)
def fetch_chunk(base_url: str, paper_id: str, chunk_id: str) -> dict[str, Any]:
    return get_client(base_url).chunk(paper_id, chunk_id)


@st.cache_data(max_entries=64, show_spinner=False)
def _page_png(base_url: str, paper_id: str, page: int, highlight: str | None) -> tuple[bytes, int]:
    return get_client(base_url).page_png(paper_id, page, highlight)


def full_chunk(client: PaperLensClient, item: dict[str, Any]) -> dict[str, Any] | None:
    """The chunk behind a piece of evidence, with ``extra`` (cells, chart data); None if gone."""
    if "extra" in item:
        return item
    try:
        return fetch_chunk(client.base_url, item["paper_id"], item["chunk_id"])
    except (APIError, BackendUnreachable):
        return None


def show_image(
    client: PaperLensClient,
    image_url: str | None,
    caption: str | None = None,
    width: int | Literal["stretch", "content"] = "stretch",
) -> None:
    """A figure crop, fetched from the API over HTTP (cached: crops never change)."""
    if not image_url:
        st.caption("No image was stored for this figure.")
        return
    try:
        st.image(_image_bytes(client.base_url, image_url), caption=caption, width=width)
    except (APIError, BackendUnreachable) as exc:
        st.warning(f"The figure image could not be loaded: {exc}")


def render_page(client: PaperLensClient, item: dict[str, Any], label: str) -> None:
    """The cited page with the cited lines (text) or box (table, figure) highlighted."""
    try:
        png, marked = _page_png(
            client.base_url, item["paper_id"], int(item["page"]), item["chunk_id"]
        )
    except (APIError, BackendUnreachable) as exc:
        st.warning(f"Page {item['page']} could not be shown: {exc}")
        return
    name = label.split(" · ")[0]
    where = (
        f"{name} highlighted"
        if marked
        else f"where {name} is printed was not stored (indexed by an older version)"
    )
    # PNG, not Streamlit's default JPEG: small print and the highlight's edges stay crisp.
    st.image(png, caption=f"Page {item['page']} · {where}", width="stretch", output_format="PNG")


def csv_button(client: PaperLensClient, chunk: dict[str, Any], name: str, key: str) -> None:
    """A download of the table's cells or the chart's points, through the API's CSV route."""
    paper_id, chunk_id = chunk["paper_id"], chunk["chunk_id"]

    def data() -> bytes:
        try:
            return client.chunk_csv(paper_id, chunk_id)
        except (APIError, BackendUnreachable) as exc:
            return f"The CSV could not be made: {exc}\n".encode()

    filename = re.sub(r"[^A-Za-z0-9._-]+", "-", f"{name}-p{chunk['page']}").strip("-") + ".csv"
    what = "series" if chunk.get("type") == "figure" else "table"
    st.download_button(
        f"Download {what} (CSV)",
        data=data,
        file_name=filename,
        mime="text/csv",
        icon=":material/download:",
        key=key,
        on_click="ignore",
        type="tertiary",
    )


def render_description(text: str) -> None:
    """What PaperLens read from a figure: its description and any data table it recovered."""
    st.markdown(text.replace("$", r"\$"))


def has_cells(chunk: dict[str, Any] | None) -> bool:
    extra = (chunk or {}).get("extra") or {}
    return bool(extra.get("rows")) or "|" in (chunk or {}).get("text", "")


def render_figure(
    client: PaperLensClient,
    item: dict[str, Any],
    caption: str,
    chunk: dict[str, Any] | None,
    key: str,
) -> None:
    """The crop and, beside it, the chart re-plotted from its data; then what was read."""
    crop, plot = st.columns(2)
    with crop:
        show_image(client, item.get("image_url"), caption)
    with plot:
        plotted = render_chart_data(chunk, key)
        if plotted and chunk is not None:
            csv_button(client, chunk, caption.split(" · ")[0], f"{key}-csv")
    head, description = split_caption(item["text"])
    if head:
        st.markdown(f"**{escape_markdown(head)}**")
    if description:
        with st.expander("What PaperLens read from it"):
            render_description(description)


def render_text(text: str) -> None:
    st.markdown("> " + escape_markdown(" ".join(text.split())))


def render_evidence(
    client: PaperLensClient,
    item: dict[str, Any],
    caption: str,
    *,
    key: str,
    chunk: dict[str, Any] | None = None,
) -> None:
    """Evidence or chunk JSON from the API (same fields: type, text, image_url, page)."""
    kind = item.get("type")
    if kind == "table":
        render_table(item["text"])
        if has_cells(chunk or item):
            csv_button(client, chunk or item, caption.split(" · ")[0], f"{key}-csv")
    elif kind == "figure":
        render_figure(client, item, caption, chunk, key)
    else:
        render_text(item["text"])
