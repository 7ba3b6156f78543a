"""The chat: streamed answers with citation badges that open onto their evidence."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import streamlit as st

from paperlens_ui.client import APIError, PaperLensClient, citation_label
from paperlens_ui.views.evidence import escape_markdown, render_evidence
from paperlens_ui.views.session import state

HISTORY_MESSAGES = 10  # earlier turns sent with a follow-up; the backend folds in only the last few
ICONS = {
    "table": ":material/table_chart:",
    "figure": ":material/image:",
    "text": ":material/notes:",
}
PLURALS = {"table": "tables", "figure": "figures", "text": "text"}


def sync_selection(papers: list[dict[str, Any]]) -> list[str]:
    """Keep the chat's paper selection valid: new papers join it, removed ones leave it."""
    ready = [p["paper_id"] for p in papers if p["status"] == "done"]
    known: set[str] = state("known_ready", set())
    selected = [pid for pid in st.session_state.get("selected_papers", []) if pid in ready]
    selected += [pid for pid in ready if pid not in known and pid not in selected]
    st.session_state["selected_papers"] = selected
    st.session_state["known_ready"] = set(ready)
    return selected


def route_caption(route: dict[str, Any] | None, provider: str | None = None) -> str:
    parts = []
    if route:
        searched = ", ".join(PLURALS.get(t, t) for t in route.get("types", []))
        labels = ", ".join(route.get("labels", []))
        parts.append(f"Searched {searched}" + (f" ({labels})" if labels else ""))
    if provider:
        parts.append(f"answered by {provider}")
    return " · ".join(parts)


def _safe(text: str) -> str:
    """A dollar sign in an answer is money or maths, never Streamlit's LaTeX delimiter."""
    return text.replace("$", r"\$")


def render_citations(client: PaperLensClient, message: dict[str, Any], index: int) -> None:
    # One badge per chunk: an answer may cite the same passage twice.
    citations = list({c["chunk_id"]: c for c in message.get("citations", [])}.values())
    if not citations:
        return
    evidence = {e["chunk_id"]: e for e in message.get("evidence", [])}
    several = len({c["paper_id"] for c in citations}) > 1
    with st.container(horizontal=True, gap="small", key=f"citations-{index}"):
        for number, cite in enumerate(citations):
            label = citation_label(cite)
            with st.popover(label, icon=ICONS.get(cite["type"]), key=f"cite-{index}-{number}"):
                if several or cite.get("paper_title"):
                    st.caption(escape_markdown(cite.get("paper_title") or cite["paper_id"]))
                item = evidence.get(cite["chunk_id"])
                if item is None:
                    st.caption("The backend returned no evidence text for this citation.")
                else:
                    render_evidence(client, item, label)


def render_message(client: PaperLensClient, message: dict[str, Any], index: int) -> None:
    with st.chat_message(message["role"]):
        if message["role"] == "user":
            st.markdown(escape_markdown(message["content"]))
            return
        caption = route_caption(message.get("route"), message.get("provider"))
        if caption:
            st.caption(caption)
        if message.get("error"):
            st.error(message["error"], icon=":material/error:")
        else:
            st.markdown(_safe(message["content"]))
        render_citations(client, message, index)


def _history(messages: list[dict[str, Any]]) -> list[dict[str, str]]:
    turns = [
        {"role": m["role"], "content": m["content"]}
        for m in messages
        if not m.get("error") and m["content"]
    ]
    return turns[-HISTORY_MESSAGES:]


def ask(client: PaperLensClient, question: str, paper_ids: list[str]) -> dict[str, Any]:
    """Stream one answer into the page; returns the assistant message as kept in the history."""
    messages: list[dict[str, Any]] = state("messages", [])
    history = _history(messages)
    messages.append({"role": "user", "content": question})
    render_message(client, messages[-1], len(messages) - 1)
    reply: dict[str, Any] = {
        "role": "assistant",
        "content": "",
        "citations": [],
        "evidence": [],
        "route": None,
    }
    with st.chat_message("assistant"):
        caption = st.empty()

        def tokens() -> Iterator[str]:
            for event in client.chat_stream(question, paper_ids, history):
                if event.event == "route":
                    reply["route"] = event.data
                    caption.caption(route_caption(event.data))
                elif event.event == "token":
                    yield _safe(event.data.get("text", ""))
                elif event.event == "done":
                    reply.update(
                        content=event.data["answer"],
                        citations=event.data["citations"],
                        evidence=event.data["evidence"],
                        provider=event.data.get("provider"),
                    )
                elif event.event == "error":
                    reply["error"] = (
                        f"The answer failed: {event.data.get('detail', 'unknown error')}"
                    )

        try:
            st.write_stream(tokens())
        except APIError as exc:
            reply["error"] = exc.detail
        if reply.get("error"):
            st.error(reply["error"], icon=":material/error:")
        caption.caption(route_caption(reply["route"], reply.get("provider")))
        render_citations(client, reply, len(messages))
    messages.append(reply)
    return reply


def render_chat(client: PaperLensClient, papers: list[dict[str, Any]]) -> None:
    ready = {p["paper_id"]: p["title"] for p in papers if p["status"] == "done"}
    messages: list[dict[str, Any]] = state("messages", [])
    selected: list[str] = []
    if not ready:
        st.info(
            "No paper indexed yet: add a PDF or find one on arXiv in the sidebar, then ask about it here.",
            icon=":material/upload_file:",
        )
    else:
        top = st.columns([5, 1], vertical_alignment="bottom")
        selected = top[0].multiselect(
            "Ask about",
            options=list(ready),
            format_func=lambda pid: ready.get(pid, pid),
            key="selected_papers",
            placeholder="Pick the papers the chat searches",
        )
        if messages and top[1].button("New chat", icon=":material/refresh:"):
            messages.clear()
        if not selected:
            st.warning("Pick at least one paper to ask about.", icon=":material/checklist:")
    board = st.container()
    with board:
        for index, message in enumerate(messages):
            render_message(client, message, index)
    question = st.chat_input(
        "Ask about a number in a table, what a figure shows, a method…",
        disabled=not selected,
        key="question",
    )
    if question and question.strip():
        with board:
            ask(client, question.strip(), selected)
