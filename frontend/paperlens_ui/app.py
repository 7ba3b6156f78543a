"""PaperLens UI: a library of papers in the sidebar, a cited chat and a figures-and-tables view.

Run it with ``paperlens ui`` (or ``paperlens up`` for the API and the UI together). It talks to
the API over HTTP only, at ``PAPERLENS_API_URL`` (default http://127.0.0.1:8000).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import streamlit as st

from paperlens_ui.client import APIError, BackendUnreachable, api_url_from_env, provider_summary
from paperlens_ui.views.chat import render_chat, sync_selection
from paperlens_ui.views.library import render_library
from paperlens_ui.views.paper import render_paper_view
from paperlens_ui.views.session import get_client
from paperlens_ui.views.style import inject_style

# A file shipped with the package: a Material icon as page_icon is fetched from a font CDN.
ICON = Path(__file__).parent / "static" / "favicon.png"


def render_unreachable(url: str, reason: str) -> None:
    st.error(f"The PaperLens API is not reachable at **{url}**.", icon=":material/cloud_off:")
    st.markdown(
        "Start it in another terminal, then retry:\n\n"
        "```bash\npaperlens serve            # the API on http://127.0.0.1:8000\n"
        "paperlens up               # or the API and this UI together\n```\n"
        "If the API runs elsewhere, start the UI with `PAPERLENS_API_URL=http://host:port paperlens ui`."
    )
    st.caption(f"Reason: {reason}")
    st.button("Retry", icon=":material/refresh:", type="primary")


def render_header(health: dict[str, Any]) -> None:
    st.title("PaperLens")
    models = health.get("models") or {}
    help_text = f"Provider chosen because: {health.get('provider_reason', 'unknown')}. Embeddings: {models.get('embedding')}."
    st.caption(f"Answers: **{provider_summary(health)}**", help=help_text)


def main() -> None:
    st.set_page_config(page_title="PaperLens", page_icon=str(ICON), layout="wide")
    inject_style()
    client = get_client(api_url_from_env())
    try:
        health = client.health()
        render_header(health)
        with st.sidebar:
            papers = render_library(client, health.get("max_upload_mb"))
        sync_selection(papers)
        chat_tab, paper_tab = st.tabs(["Chat", "Figures & tables"])
        with chat_tab:
            render_chat(client, papers)
        with paper_tab:
            render_paper_view(client, papers)
    except BackendUnreachable as exc:
        render_unreachable(exc.url, exc.reason)
    except APIError as exc:
        st.error(f"The PaperLens API answered with an error: {exc.detail}", icon=":material/error:")


main()
