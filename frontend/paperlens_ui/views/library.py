"""The sidebar library: add papers (upload, arXiv search, arXiv id), watch them index, remove them."""

from __future__ import annotations

from typing import Any

import streamlit as st

from paperlens_ui.client import APIError, PaperLensClient, counts_summary
from paperlens_ui.views.evidence import escape_markdown
from paperlens_ui.views.session import clear_notices, notify, state

ACTIVE = ("queued", "running")
POLL_SECONDS = 1.0


def upload_file(client: PaperLensClient, filename: str, data: bytes) -> dict[str, Any] | None:
    """Send one PDF to the backend and say what happened; the library then shows its progress."""
    try:
        queued = client.upload_pdf(filename, data)
    except APIError as exc:
        notify("error", f"**{escape_markdown(filename)}** was not accepted: {exc.detail}")
        return None
    if queued["status"] == "done":
        notify("info", f"**{escape_markdown(filename)}** is already in the library.")
    watch(queued["paper_id"])
    return queued


def add_from_arxiv(client: PaperLensClient, arxiv_id: str) -> dict[str, Any] | None:
    try:
        with st.spinner(f"Fetching {arxiv_id} from arXiv…"):
            queued = client.add_arxiv(arxiv_id)
    except APIError as exc:
        notify("error", f"arXiv {escape_markdown(arxiv_id)} could not be added: {exc.detail}")
        return None
    if queued["status"] == "done":
        notify("info", f"arXiv {escape_markdown(arxiv_id)} is already in the library.")
    watch(queued["paper_id"])
    return queued


def watch(paper_id: str) -> None:
    """Remember a paper this session queued, to announce when it is ready or failed."""
    state("watching", set()).add(paper_id)


def failure_reason(paper: dict[str, Any]) -> str:
    """The backend's reason, as a sentence: "Indexing failed: …", "Interrupted by a restart …"."""
    error = (paper.get("error") or "indexing failed for an unknown reason").strip()
    return error[:1].upper() + error[1:]


def _announce_finished(papers: list[dict[str, Any]]) -> None:
    watching: set[str] = state("watching", set())
    for paper in papers:
        if paper["paper_id"] not in watching or paper["status"] in ACTIVE:
            continue
        watching.discard(paper["paper_id"])
        title = escape_markdown(paper["title"])
        if paper["status"] == "done":
            notify("success", f"**{title}** is ready: {counts_summary(paper['counts'])}.")
        else:
            notify("error", f"**{title}** could not be indexed. {failure_reason(paper)}")


def _uploader(client: PaperLensClient, max_upload_mb: int | None) -> None:
    files = st.file_uploader(
        "Add a PDF",
        type=["pdf"],
        accept_multiple_files=True,
        key="uploader",
        # The API's limit (PAPERLENS_INGEST__MAX_UPLOAD_MB, from /health), not Streamlit's 200 MB.
        max_upload_size=max_upload_mb,
        help="Drag and drop papers here. Each is indexed in the background: text, tables and figures.",
    )
    sent: set[str] = state("sent_uploads", set())
    new = [f for f in files or [] if f.file_id not in sent]
    if new:
        clear_notices()
    for f in new:
        sent.add(f.file_id)
        upload_file(client, f.name, f.getvalue())


def _arxiv(client: PaperLensClient) -> None:
    results: list[dict[str, Any]] = state("arxiv_results", [])
    with st.expander("Find on arXiv", icon=":material/travel_explore:", expanded=bool(results)):
        with st.form("arxiv-search", border=False):
            query = st.text_input(
                "Search arXiv by keyword", placeholder="attention is all you need"
            )
            searched = st.form_submit_button("Search", icon=":material/search:")
        if searched and query.strip():
            clear_notices()
            try:
                with st.spinner("Searching arXiv…"):
                    results = client.search_arxiv(query.strip())
            except APIError as exc:
                results = []
                notify("error", exc.detail)  # the API says it in one sentence
            else:
                if not results:
                    notify("info", f"arXiv has no paper matching “{escape_markdown(query)}”.")
            st.session_state["arxiv_results"] = results
        for hit in results:
            authors = ", ".join(hit["authors"][:3]) + (" et al." if len(hit["authors"]) > 3 else "")
            st.markdown(
                f"**{escape_markdown(hit['title'])}**  \n"
                f"{escape_markdown(authors)} · {hit['published'][:4]} · `{hit['arxiv_id']}`"
            )
            if st.button(
                "Index this paper", key=f"arxiv-add-{hit['arxiv_id']}", icon=":material/add:"
            ):
                clear_notices()
                add_from_arxiv(client, hit["arxiv_id"])
        with st.form("arxiv-id", border=False):
            pasted = st.text_input(
                "…or paste an arXiv id or URL",
                placeholder="1706.03762 or https://arxiv.org/abs/1706.03762",
            )
            added = st.form_submit_button("Add", icon=":material/add:")
        if added and pasted.strip():
            clear_notices()
            add_from_arxiv(client, pasted.strip())


def _progress(client: PaperLensClient, active: list[dict[str, Any]]) -> None:
    """Live bars for papers being indexed; a finished job reruns the whole app to refresh the library."""

    @st.fragment(run_every=POLL_SECONDS)
    def poll() -> None:
        finished = False
        for paper in active:
            try:
                job = client.job(paper["job_id"]) if paper.get("job_id") else None
            except APIError:  # the job is gone (its paper was removed): refresh the library
                finished = True
                continue
            if job is None or job["status"] in ACTIVE:
                progress = float(job["progress"]) if job else 0.0
                stage = job["stage"] if job else paper["status"]
                st.progress(progress, text=f"**{escape_markdown(paper['title'])}**: {stage}")
            else:
                finished = True
        if finished:
            st.rerun()

    st.subheader("Indexing")
    poll()


def _remove(client: PaperLensClient, paper: dict[str, Any]) -> None:
    clear_notices()
    try:
        client.delete_paper(paper["paper_id"])
    except APIError as exc:
        notify("error", f"**{escape_markdown(paper['title'])}** could not be removed: {exc.detail}")
    else:
        notify("info", f"Removed **{escape_markdown(paper['title'])}**.")


def _source(paper: dict[str, Any]) -> str:
    source = paper.get("source") or ""
    if source.startswith("arxiv:"):
        return f"arXiv {source[6:]}"
    return paper.get("filename") or "upload"


def _paper_card(client: PaperLensClient, paper: dict[str, Any]) -> None:
    with st.container(border=True):
        st.markdown(f"**{escape_markdown(paper['title'])}**")
        pages = f"{paper['pages']} page{'s' if paper['pages'] != 1 else ''}"
        if paper["status"] == "done":
            st.caption(
                f":green[**ready**] · {pages} · {counts_summary(paper['counts'])} · {escape_markdown(_source(paper))}"
            )
            # Indexed with a caveat (a repaired file, pages OCR could not finish): say so.
            for warning in paper.get("warnings") or []:
                st.caption(f":orange[{escape_markdown(warning)}]")
        else:
            st.error(failure_reason(paper), icon=":material/error:")
        st.button(
            "Remove",
            key=f"remove-{paper['paper_id']}",
            icon=":material/delete:",
            type="tertiary",
            on_click=_remove,
            args=(client, paper),
        )


def render_library(
    client: PaperLensClient, max_upload_mb: int | None = None
) -> list[dict[str, Any]]:
    """Draw the library; returns every paper the backend knows, in upload order."""
    st.header("Library")
    notices = st.container()
    _uploader(client, max_upload_mb)
    _arxiv(client)
    try:
        papers = client.papers()
    except APIError as exc:
        st.error(f"The paper list could not be loaded: {exc.detail}")
        papers = []
    _announce_finished(papers)
    active = [p for p in papers if p["status"] in ACTIVE]
    if active:
        _progress(client, active)
    listed = [p for p in papers if p["status"] not in ACTIVE]
    if listed:
        st.subheader(f"Papers ({len(listed)})")
        for paper in listed:
            _paper_card(client, paper)
    elif not active:
        st.caption("No paper yet: add one above.")
    with notices:
        show = {"error": st.error, "success": st.success, "info": st.info}
        for kind, text in state("notices", []):
            show.get(kind, st.info)(text)
    return papers
