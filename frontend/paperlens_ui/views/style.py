"""The few CSS rules Streamlit has no option for."""

from __future__ import annotations

import streamlit as st

# An evidence popover holds a table or a figure and the page it is on. Streamlit places a
# popover next to its badge and lets it run past the window's edge when it is bigger than the
# space there; pinned to the top of the window, centred, no wider or taller than the window (its
# content scrolls inside), it is always whole.
CSS = """
<style>
div[data-testid="stPopoverBody"] {
  width: min(72rem, calc(100vw - 2rem)) !important;
  max-width: calc(100vw - 2rem) !important;
  max-height: calc(100vh - 2rem) !important;
  overflow: auto !important;
  left: max(1rem, calc(50vw - 36rem)) !important;
  top: 1rem !important;
  transform: none !important;
}
</style>
"""


def inject_style() -> None:
    st.html(CSS)
