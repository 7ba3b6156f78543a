"""The chat: streamed answers with citation badges that open onto their evidence."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import streamlit as st

from paperlens_ui.client import APIError, PaperLensClient, citation_label
from paperlens_ui.views.evidence import escape_markdown, full_chunk, render_evidence, render_page
from paperlens_ui.views.export import chat_markdown, export_filename
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
            key = f"cite-{index}-{number}"
            # on_change="rerun" tells whether the popover is open: the page picture and the
            # chart data are fetched only for the badge a reader opens.
            badge = st.popover(label, icon=ICONS.get(cite["type"]), key=key, on_change="rerun")
            with badge:
                if several or cite.get("paper_title"):
                    st.caption(escape_markdown(cite.get("paper_title") or cite["paper_id"]))
                item = evidence.get(cite["chunk_id"])
                if item is None:
                    st.caption("The backend returned no evidence text for this citation.")
                    continue
                left, right = st.columns(2, gap="medium")
                with left:
                    chunk = full_chunk(client, item) if badge.open else None
                    render_evidence(client, item, label, key=key, chunk=chunk)
                with right:
                    if badge.open:
                        render_page(client, item, label)


WAITING = "Waiting for the answer above to finish…"


def render_message(client: PaperLensClient, message: dict[str, Any], index: int) -> None:
    with st.chat_message(message["role"]):
        if message["role"] == "user":
            st.markdown(escape_markdown(message["content"]))
            return
        if message.get("status") == "queued":
            st.caption(WAITING)
            return
        caption = route_caption(message.get("route"), message.get("provider"))
        if caption:
            st.caption(caption)
        if message.get("error"):
            st.error(message["error"], icon=":material/error:")
        elif message["content"]:
            st.markdown(_safe(message["content"]))
        if message.get("status") == "stopped":
            st.warning(
                "You stopped this answer before it finished; ask again for the whole answer.",
                icon=":material/stop_circle:",
            )
        render_citations(client, message, index)


def _history(messages: list[dict[str, Any]]) -> list[dict[str, str]]:
    turns = [
        {"role": m["role"], "content": m["content"]}
        for m in messages
        if not m.get("error") and m.get("status", "done") == "done" and m["content"]
    ]
    return turns[-HISTORY_MESSAGES:]


def _next_reply(messages: list[dict[str, Any]]) -> int | None:
    """Index of the first answer still to give (queued, or cut off while it streamed)."""
    for index, message in enumerate(messages):
        if message["role"] == "assistant" and message.get("status") in ("queued", "streaming"):
            return index
    return None


def _submit() -> None:
    """chat_input's callback: queue the question and its reply before the page reruns.

    Queued first, the question is on the page (and "New chat" with it) from the first run that
    answers it. A question sent while an answer streams waits its turn: answers are given in
    order, one at a time.
    """
    question = (st.session_state.get("question") or "").strip()
    if not question:
        return
    messages: list[dict[str, Any]] = state("messages", [])
    messages.append({"role": "user", "content": question})
    messages.append(
        {
            "role": "assistant",
            "content": "",
            "citations": [],
            "evidence": [],
            "route": None,
            "status": "queued",
            "paper_ids": list(st.session_state.get("selected_papers", [])),
        }
    )


def _stop() -> None:
    """Stop every answer not given yet; what has streamed so far stays, marked as stopped."""
    for message in state("messages", []):
        if message["role"] == "assistant" and message.get("status") in ("queued", "streaming"):
            message["status"] = "stopped"


def _new_chat() -> None:
    st.session_state["messages"] = []


def stream_answer(client: PaperLensClient, messages: list[dict[str, Any]], index: int) -> None:
    """Stream one queued reply into the page.

    A rerun (a click elsewhere, a question sent meanwhile) cuts a stream off mid-way; the reply
    then still says "streaming" on the next run, which asks again from the start.
    """
    reply = messages[index]
    question = messages[index - 1]["content"]
    history = _history(messages[: index - 1])
    reply.update(status="streaming", content="", route=None, error=None)
    caption = st.empty()
    caption.caption("Answering…")

    def tokens() -> Iterator[str]:
        for event in client.chat_stream(question, reply["paper_ids"], history):
            if event.event == "route":
                reply["route"] = event.data
                caption.caption(route_caption(event.data))
            elif event.event == "token":
                text = event.data.get("text", "")
                reply["content"] += text
                yield _safe(text)
            elif event.event == "done":
                reply.update(
                    content=event.data["answer"],
                    citations=event.data["citations"],
                    evidence=event.data["evidence"],
                    provider=event.data.get("provider"),
                )
            elif event.event == "error":
                reply["error"] = f"The answer failed: {event.data.get('detail', 'unknown error')}"

    try:
        st.write_stream(tokens())
    except APIError as exc:
        reply["error"] = exc.detail
    reply["status"] = "done"


def render_toolbar(messages: list[dict[str, Any]], titles: dict[str, str], answering: bool) -> None:
    with st.container(horizontal=True, gap="small", key="chat-toolbar"):
        if answering:
            st.button("Stop", icon=":material/stop_circle:", on_click=_stop, key="stop-answer")
        st.button("New chat", icon=":material/refresh:", on_click=_new_chat, key="new-chat")
        st.download_button(
            "Export chat",
            data=chat_markdown(messages, titles),
            file_name=export_filename(),
            mime="text/markdown",
            icon=":material/download:",
            on_click="ignore",
            disabled=answering,
            key="export-chat",
            help="The conversation as Markdown, with each answer's sources (paper, type, page).",
        )


def render_chat(client: PaperLensClient, papers: list[dict[str, Any]]) -> None:
    ready = {p["paper_id"]: p["title"] for p in papers if p["status"] == "done"}
    messages: list[dict[str, Any]] = state("messages", [])
    current = _next_reply(messages)
    selected: list[str] = []
    if not ready:
        st.info(
            "No paper indexed yet: add a PDF or find one on arXiv in the sidebar, then ask about it here.",
            icon=":material/upload_file:",
        )
    else:
        top = st.columns([3, 2], vertical_alignment="bottom")
        selected = top[0].multiselect(
            "Ask about",
            options=list(ready),
            format_func=lambda pid: ready.get(pid, pid),
            key="selected_papers",
            placeholder="Pick the papers the chat searches",
        )
        if messages:
            with top[1]:
                render_toolbar(messages, ready, current is not None)
        if not selected and current is None:
            st.warning("Pick at least one paper to ask about.", icon=":material/checklist:")
    slot = None
    with st.container():
        for index, message in enumerate(messages):
            if index == current:
                slot = st.chat_message("assistant")  # filled below, as the answer streams
            else:
                render_message(client, message, index)
    st.chat_input(
        "Wait for this answer to finish, or stop it…"
        if current is not None
        else "Ask about a number in a table, what a figure shows, a method…",
        disabled=not selected or current is not None,
        key="question",
        on_submit=_submit,
    )
    if current is not None and slot is not None:
        with slot:
            stream_answer(client, messages, current)
        st.rerun()  # draw the answer with its badges, then the next queued one or the input
