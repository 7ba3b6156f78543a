"""Per-browser-session state and the shared API client."""

from __future__ import annotations

from typing import Any

import streamlit as st

from paperlens_ui.client import PaperLensClient


@st.cache_resource(show_spinner=False)
def get_client(base_url: str) -> PaperLensClient:
    """One connection pool per API URL, shared by every session of this UI process."""
    return PaperLensClient(base_url)


def state(key: str, default: Any) -> Any:
    """``st.session_state[key]``, created with ``default`` on a session's first run."""
    if key not in st.session_state:
        st.session_state[key] = default
    return st.session_state[key]


def notify(kind: str, text: str) -> None:
    """Queue a message for the library panel; it stays until the next library action."""
    state("notices", []).append((kind, text))


def clear_notices() -> None:
    st.session_state["notices"] = []
