"""The Streamlit app driven by AppTest (no browser) against a real `paperlens serve` subprocess."""

from __future__ import annotations

import json
import signal
import socket
import time
import uuid
from collections.abc import Callable

import pytest
import streamlit
from evidence_pdf import CURVES, evidence_paper
from helpers import real_paper
from streamlit.testing.v1 import AppTest
from streamlit.testing.v1.element_tree import AlertBase, Block, ChatMessage, Image, Markdown, Node

from paperlens_ui.client import PaperLensClient, citation_label, parse_sse, provider_summary
from paperlens_ui.views.export import chat_markdown

OWLS = (
    "Sparse Owls: counting birds with graphs\n\nThe Owl network uses 9 message-passing layers "
    "and reaches 77.2 percent accuracy on the Forest benchmark after 30 epochs of training. "
    "Owls are counted from camera traps placed across three forests during the winter season."
)


def texts(node: Node) -> str:
    """Everything a user reads in part of the page (Markdown, captions, alerts), one element a line."""
    return "\n".join(str(n.value) for n in node if isinstance(n, Markdown | AlertBase))


def popovers(node: Node) -> dict[str, Block]:
    """Citation badges by label (each a popover holding its evidence)."""
    return {n.proto.popover.label: n for n in node if isinstance(n, Block) and n.type == "popover"}


def answers(at: AppTest) -> list[ChatMessage]:
    return [m for m in at.chat_message if m.name == "assistant"]


def run_until(at: AppTest, done: Callable[[AppTest], bool], timeout: float = 90.0) -> AppTest:
    """Rerun the app as the browser's poll would, until ``done`` holds."""
    deadline = time.monotonic() + timeout
    while True:
        at.run()
        assert not at.exception, at.exception
        if done(at):
            return at
        assert time.monotonic() < deadline, (
            f"gave up after {timeout:.0f} s; sidebar shows:\n{texts(at.sidebar)}"
        )
        time.sleep(0.3)


def ask(at: AppTest, question: str) -> ChatMessage:
    at.chat_input[0].set_value(question).run()
    assert not at.exception, at.exception
    return answers(at)[-1]


def upload(at: AppTest, name: str, data: bytes) -> None:
    """Drop a file on the sidebar uploader, as a user's drag and drop does."""
    if not hasattr(at.sidebar, "file_uploader"):
        pytest.skip(
            f"AppTest of streamlit {streamlit.__version__} cannot set uploaded files; "
            "the browser test covers the uploader"
        )
    at.sidebar.file_uploader[0].set_value((name, data, "application/pdf")).run()


def sidebar_button(at: AppTest, label: str):
    return next(b for b in at.sidebar.button if b.label == label)


def sidebar_input(at: AppTest, label_start: str):
    return next(t for t in at.sidebar.text_input if t.label.startswith(label_start))


# ---- what the UI prints, without a backend --------------------------------------------------


def test_badges_and_provider_line_read_as_the_issue_asks():
    assert citation_label({"type": "table", "label": "Table 2", "page": 8}) == "Table 2 · p.8"
    assert citation_label({"type": "figure", "label": "Figure 1", "page": 3}) == "Figure 1 · p.3"
    assert citation_label({"type": "text", "label": None, "page": 5}) == "Text · p.5"
    local = {"provider": "local", "answerer": "local (extractive)", "models": {"chat": None}}
    assert provider_summary(local) == "local (extractive): quotes evidence, no LLM"
    llm = {
        "provider": "openai",
        "answerer": "openai (gpt-4o-mini)",
        "models": {"chat": "gpt-4o-mini"},
    }
    assert provider_summary(llm) == "openai (gpt-4o-mini)"


def test_sse_parser_reads_events_split_over_lines():
    lines = [
        "event: route",
        'data: {"types": ["table"]}',
        "",
        "event: token",
        'data: {"text": "a\\nb"}',
        "",
    ]
    events = list(parse_sse(iter(lines)))
    assert [(e.event, e.data) for e in events] == [
        ("route", {"types": ["table"]}),
        ("token", {"text": "a\nb"}),
    ]


def test_unreachable_backend_shows_the_url_and_how_to_start_it(app_at):
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        url = f"http://127.0.0.1:{s.getsockname()[1]}"  # closed again: nothing listens there
    at = app_at(url)
    at.run()
    page = texts(at.main)
    assert url in page and "paperlens serve" in page and "PAPERLENS_API_URL" in page
    assert [b.label for b in at.button] == ["Retry"]


# ---- library ----------------------------------------------------------------------------------


def test_empty_library_says_so_and_names_who_answers(api, backend, app_at):
    at = app_at(backend)
    at.run()
    assert "Answers: **local (extractive): quotes evidence, no LLM**" in texts(at.main)
    assert "No paper indexed yet" in texts(at.main)
    assert at.chat_input[0].proto.disabled
    assert "No paper yet" in texts(at.sidebar)


def test_upload_shows_the_indexing_stage_then_ready_with_counts(api, backend, app_at, rich_paper):
    at = app_at(backend)
    at.run()
    upload(at, "lens.pdf", rich_paper)
    bars = at.sidebar.get("progress")
    assert bars, texts(at.sidebar)
    assert bars[0].text.startswith("**Lens Tables and Figures: a small test paper**: ")
    run_until(at, lambda at: "**ready**" in texts(at.sidebar))
    library = texts(at.sidebar)
    assert "is ready: " in library  # the notice for the paper this session added
    # (3 text chunks: the title before the "Abstract." heading is a front-matter chunk of its own)
    assert ":green[**ready**] · 2 pages · 3 text chunks · 1 table · 1 figure · lens.pdf" in library
    (paper,) = api.papers()
    assert at.multiselect[0].value == [paper["paper_id"]]  # a new paper joins the chat at once
    assert not at.chat_input[0].proto.disabled


def test_a_paper_indexed_with_a_caveat_says_so_on_its_card(api, backend, app_at, small_pdf):
    cut = small_pdf.rstrip()
    assert cut.endswith(b"%%EOF")
    PaperLensClient(backend).upload_pdf("cut.pdf", cut[: -len(b"%%EOF")])  # the end marker lost
    at = app_at(backend)
    run_until(at, lambda at: "**ready**" in texts(at.sidebar))
    assert "The file looks truncated" in texts(at.sidebar)


def test_a_file_that_is_not_a_pdf_is_refused_with_the_reason(api, backend, app_at):
    at = app_at(backend)
    at.run()
    upload(at, "notes.pdf", b"just some notes")
    errors = [e.value for e in at.sidebar.error]
    assert any("notes.pdf" in e and "This is not a PDF" in e for e in errors), errors
    assert api.papers() == []


def test_indexing_cut_short_by_a_restart_is_resumed(app_at, spawn_backend, pdf_factory, tmp_path):
    data = tmp_path / "data"
    first = spawn_backend(data)
    # Every sentence differs: identical chunks are embedded once, so a paper of one repeated
    # sentence can finish inside the 1 s budget on a quiet machine.
    nonce = uuid.uuid4().hex[:8]
    long_paper = pdf_factory(
        [
            f"A long paper, part {i}\n\n"
            + " ".join(
                f"The Lens model {nonce}-{i}-{k} is trained on the Toy corpus and evaluated."
                for k in range(12)
            )
            for i in range(40)
        ]
    )
    PaperLensClient(first.url).upload_pdf("long.pdf", long_paper)
    first.stop(signal.SIGKILL)  # the backend dies mid-job; the restarted one runs it again
    second = spawn_backend(data)
    at = app_at(second.url)
    run_until(at, lambda at: "**ready**" in texts(at.sidebar), timeout=600)
    assert not at.sidebar.error, [e.value for e in at.sidebar.error]


def test_a_job_over_its_time_budget_is_listed_as_failed_with_its_reason(
    app_at, spawn_backend, tmp_path
):
    """The budget runs out while the paper is still being read (a real paper's tables and
    figures take seconds of processor time): the job fails and the sidebar says why. (A budget
    that runs out while only vectors are left keeps the paper: tests/core/test_jobs.py.)"""
    backend = spawn_backend(tmp_path / "data", PAPERLENS_INGEST__JOB_BUDGET_S="1")
    paper = real_paper("attention.pdf").read_bytes()
    queued = PaperLensClient(backend.url).upload_pdf("attention.pdf", paper)
    at = app_at(backend.url)
    run_until(at, lambda at: bool(at.sidebar.error))
    errors = [e.value for e in at.sidebar.error]
    # Over the budget itself, or (on a busy machine) over 4x it by the wall clock: both say so.
    assert any("its 1 s budget" in e for e in errors), errors
    at.sidebar.button(key=f"remove-{queued['paper_id']}").click().run()
    assert not at.sidebar.error and "Removed **" in texts(at.sidebar)


def test_arxiv_search_then_one_click_indexes_the_paper(api, backend, app_at, fake_arxiv, small_pdf):
    fake_arxiv.papers["2401.01234"] = (
        "Gradient Lenses for Tiny Transformers",
        "A tiny transformer called Lens.",
        small_pdf,
    )
    at = app_at(backend)
    at.run()
    sidebar_input(at, "Search arXiv").input("tiny lenses")
    sidebar_button(at, "Search").click().run()
    found = texts(at.sidebar)
    assert "**Gradient Lenses for Tiny Transformers**" in found and "`2401.01234v7`" in found
    at.sidebar.button(key="arxiv-add-2401.01234v7").click().run()
    run_until(at, lambda at: "**ready**" in texts(at.sidebar))
    assert "arXiv 2401.01234v7" in texts(at.sidebar)


def test_a_bad_or_unknown_arxiv_id_is_explained(api, backend, app_at):
    at = app_at(backend)
    at.run()
    sidebar_input(at, "…or paste").input("attention is all you need")
    sidebar_button(at, "Add").click().run()
    assert "is not an arXiv id: use a form like 1706.03762" in at.sidebar.error[0].value
    sidebar_input(at, "…or paste").input("https://arxiv.org/abs/2999.00001")
    sidebar_button(at, "Add").click().run()
    assert "arXiv has no paper 2999.00001" in at.sidebar.error[0].value
    assert api.papers() == []


# ---- chat ---------------------------------------------------------------------------------


def test_chat_streams_a_cited_answer_and_follow_ups_use_the_history(
    api, backend, app_at, index_pdf, small_pdf
):
    index_pdf(small_pdf, "lens.pdf")
    at = app_at(backend)
    at.run()
    first = ask(at, "How many layers does the encoder of the Lens model have?")
    assert "4 identical layers" in texts(first)
    assert "Searched text · answered by local (extractive)" in texts(first)
    badges = popovers(first)
    assert "Text · p.1" in badges, list(badges)
    assert "4 identical layers" in texts(badges["Text · p.1"])  # the evidence behind the badge
    assert "Gradient Lenses for Tiny Transformers" in texts(badges["Text · p.1"])

    second = ask(at, "And how long did warmup last?")
    assert "4000 steps" in texts(second)
    at.run()  # any rerun (a click elsewhere) keeps the conversation
    assert [m.name for m in at.chat_message] == ["user", "assistant", "user", "assistant"]
    assert "4 identical layers" in texts(answers(at)[0])


def test_table_and_figure_citations_open_onto_the_table_and_the_crop(
    api, backend, app_at, index_pdf, rich_paper
):
    index_pdf(rich_paper, "rich.pdf")
    at = app_at(backend)
    at.run()
    table_answer = ask(at, "What accuracy does the Wide baseline reach in Table 1?")
    assert "89.4" in texts(table_answer)
    table = popovers(table_answer)["Table 1 · p.2"]
    # Markdown, which st.markdown renders as a <table> (the browser test checks the rendering)
    assert "| Wide baseline | 2 | 89.4 |" in texts(table)
    assert "**Table 1: Accuracy of the three models on the Toy benchmark.**" in texts(table)

    figure_answer = ask(at, "What does Figure 1 show?")
    figure = popovers(figure_answer)["Figure 1 · p.2"]
    images = [n for n in figure if isinstance(n, Image)]
    assert images and images[0].captions == ["Figure 1 · p.2"]
    assert "ACCURACY" in texts(figure)  # what the offline describer read from the crop


def test_paper_view_browses_the_figures_and_tables(api, backend, app_at, index_pdf, rich_paper):
    index_pdf(rich_paper, "rich.pdf")
    at = app_at(backend)
    at.run()
    tabs = {t.label: t for t in at.tabs}
    assert {"Chat", "Figures & tables", "Figures (1)", "Tables (1)"} <= set(tabs)
    figures = tabs["Figures (1)"]
    assert [n for n in figures if isinstance(n, Image)]
    assert "Accuracy of the Lens model during training" in texts(figures)
    assert "| Lens | 4 | 91.5 |" in texts(tabs["Tables (1)"])


def test_selection_limits_the_chat_and_a_removed_paper_leaves_it(
    api, backend, app_at, index_pdf, small_pdf, pdf_factory
):
    lens = index_pdf(small_pdf, "lens.pdf")
    owls = index_pdf(pdf_factory([OWLS]), "owls.pdf")
    at = app_at(backend)
    at.run()
    assert at.multiselect[0].value == [lens["paper_id"], owls["paper_id"]]
    at.multiselect[0].set_value([owls["paper_id"]]).run()
    reply = ask(at, "How many layers does the network use?")
    assert "9 message-passing layers" in texts(reply)
    sources = {texts(badge).splitlines()[0] for badge in popovers(reply).values()}
    assert sources == {"Sparse Owls: counting birds with graphs"}

    at.sidebar.button(key=f"remove-{owls['paper_id']}").click().run()
    assert "Removed **Sparse Owls: counting birds with graphs**." in texts(at.sidebar)
    assert at.multiselect[0].options == ["Gradient Lenses for Tiny Transformers"]
    assert at.multiselect[0].value == []
    assert "Pick at least one paper" in texts(at.main) and at.chat_input[0].proto.disabled


# ---- evidence, charts, rough edges ----------------------------------------------------------


def test_upload_limit_and_an_arxiv_outage_are_said_plainly(app_at, spawn_backend, tmp_path):
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        closed = s.getsockname()[1]  # nothing listens there once the socket is closed
    backend = spawn_backend(
        tmp_path / "data",
        PAPERLENS_INGEST__MAX_UPLOAD_MB="7",
        PAPERLENS_INGEST__ARXIV_API_URL=f"http://127.0.0.1:{closed}/api/query",
    )
    at = app_at(backend.url)
    at.run()
    uploader = at.sidebar.get("file_uploader")[0]
    assert uploader.proto.max_upload_size_mb == 7  # the browser prints "7MB per file"
    sidebar_input(at, "Search arXiv").input("attention")
    sidebar_button(at, "Search").click().run()
    (error,) = [e.value for e in at.sidebar.error]
    assert error == (
        "arXiv search could not reach arXiv; check the network connection or upload the PDF."
    )


def test_new_chat_is_offered_from_the_first_answer(api, backend, app_at, index_pdf, small_pdf):
    index_pdf(small_pdf, "lens.pdf")
    at = app_at(backend)
    at.run()
    assert "New chat" not in [b.label for b in at.button]  # nothing to clear yet
    ask(at, "How many layers does the encoder of the Lens model have?")
    assert "New chat" in [b.label for b in at.button]
    next(b for b in at.button if b.label == "New chat").click().run()
    assert not at.chat_message


def test_paper_view_replots_read_charts_and_counts_logical_tables(api, backend, app_at, index_pdf):
    paper = index_pdf(evidence_paper().pdf, "evidence.pdf")
    assert paper["counts"]["table"] == 2  # Table 2 is stored as two chunks
    at = app_at(backend)
    at.run()
    assert "1 figure" in texts(at.sidebar) and "2 tables" in texts(at.sidebar)
    tabs = {t.label: t for t in at.tabs}
    assert {"Figures (1)", "Tables (2)"} <= set(tabs)
    charts = [n for n in tabs["Figures (1)"] if getattr(n, "type", None) == "vega_lite_chart"]
    assert len(charts) == 1, "the read line chart is re-plotted"
    spec = json.loads(charts[0].proto.spec)
    assert spec["encoding"]["x"]["title"] == "epoch" and "tooltip" in spec["encoding"]
    plotted = _chart_values(charts[0].proto)
    for name, points in CURVES.items():
        read = {round(x): y for s, x, y in plotted if s == name}
        assert all(abs(read[x] - y) <= 1.5 for x, y in points), name
    table_2 = texts(tabs["Tables (2)"])
    assert "| Run 01 |" in table_2 and "| Run 60 |" in table_2  # both parts, one table
    assert "pp.3–4" in table_2


def _chart_values(proto) -> list[tuple[str, float, float]]:
    """(series, x, y) of the data a Vega-Lite chart element carries (inline or Arrow)."""
    import pyarrow as pa

    rows: list[tuple[str, float, float]] = []
    datasets = [d.data.data for d in proto.datasets] + (
        [proto.data.data] if proto.data.data else []
    )
    for raw in datasets:
        table = pa.ipc.open_stream(raw).read_all().to_pydict()
        rows += zip(table["series"], table["x"], table["y"], strict=True)
    return rows


def test_chat_export_lists_each_answers_sources():
    messages = [
        {"role": "user", "content": "What BLEU does the big model get?"},
        {
            "role": "assistant",
            "content": "41.8 BLEU [Table 2, p.8].",
            "citations": [
                {"type": "table", "label": "Table 2", "page": 8, "paper_id": "a1", "chunk_id": "c"},
                {"type": "table", "label": "Table 2", "page": 8, "paper_id": "a1", "chunk_id": "c"},
                {"type": "text", "label": None, "page": 3, "paper_id": "a1", "chunk_id": "d"},
            ],
        },
    ]
    text = chat_markdown(messages, {"a1": "Attention Is All You Need"}, now=0)
    assert "## Q: What BLEU does the big model get?" in text
    assert "41.8 BLEU [Table 2, p.8]." in text
    sources = [line for line in text.splitlines() if line.startswith("- [")]
    assert sources == [
        '- [Table 2, p.8] Table 2 (table), page 8 of "Attention Is All You Need"',
        '- [Text, p.3] Text (text), page 3 of "Attention Is All You Need"',
    ]
