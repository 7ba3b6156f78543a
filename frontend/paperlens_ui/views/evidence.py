"""How one piece of evidence looks: a quoted passage, a rendered table or a figure crop."""

from __future__ import annotations

import re
from typing import Any, Literal

import streamlit as st

from paperlens_ui.client import APIError, BackendUnreachable, PaperLensClient
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


def render_table(text: str) -> None:
    caption, table = split_caption(text)
    if caption:
        st.markdown(f"**{escape_markdown(caption)}**")
    # The table is Markdown already; only dollar signs would be misread (as LaTeX).
    st.markdown(table.replace("$", r"\$") if table else "_(no cells were read)_")


@st.cache_data(max_entries=256, show_spinner=False)
def _image_bytes(base_url: str, image_url: str) -> bytes:
    return get_client(base_url).image(image_url)


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


def render_description(text: str) -> None:
    """What PaperLens read from a figure: its description and any data table it recovered."""
    st.markdown(text.replace("$", r"\$"))


def render_figure(client: PaperLensClient, text: str, image_url: str | None, caption: str) -> None:
    show_image(client, image_url, caption, width=FIGURE_WIDTH)
    head, description = split_caption(text)
    if head:
        st.markdown(f"**{escape_markdown(head)}**")
    if description:
        render_description(description)


def render_text(text: str) -> None:
    st.markdown("> " + escape_markdown(" ".join(text.split())))


def render_evidence(client: PaperLensClient, item: dict[str, Any], caption: str) -> None:
    """Evidence or chunk JSON from the API (same fields: type, text, image_url)."""
    kind = item.get("type")
    if kind == "table":
        render_table(item["text"])
    elif kind == "figure":
        render_figure(client, item["text"], item.get("image_url"), caption)
    else:
        render_text(item["text"])
