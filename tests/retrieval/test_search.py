"""Hybrid search: masks before top-k, lexical numbers, labels pinned, text first."""

from __future__ import annotations

import numpy as np

from paperlens.models import Chunk, Route
from paperlens.retrieval.lexical import tokenize
from paperlens.retrieval.router import route
from paperlens.retrieval.search import LibraryIndex


class MemoryStore:
    def __init__(self, chunks, vectors):
        self._rows = {c.chunk_id: (c, v) for c, v in zip(chunks, vectors, strict=True)}

    def load(self, paper_ids):
        rows = [r for r in self._rows.values() if r[0].paper_id in paper_ids]
        return [c for c, _ in rows], np.array([v for _, v in rows], dtype=np.float32)


def _chunks(specs):
    return [
        Chunk(
            chunk_id=f"{pid}-{kind}-p{page}-{i}",
            paper_id=pid,
            kind=kind,
            page=page,
            label=label,
            text=text,
        )
        for i, (pid, kind, page, label, text) in enumerate(specs)
    ]


def _library(embedder, specs):
    chunks = _chunks(specs)
    index = LibraryIndex(MemoryStore(chunks, embedder.embed_passages([c.text for c in chunks])))
    index.sync({c.paper_id for c in chunks})
    return index


SPECS = [
    ("a", "text", 3, None, "The encoder is composed of a stack of N = 6 identical layers."),
    ("a", "text", 5, None, "We used the Adam optimizer with warmup of 4000 steps."),
    (
        "a",
        "text",
        8,
        None,
        "Table 2 summarizes our results and compares translation quality to other architectures.",
    ),
    (
        "a",
        "table",
        8,
        "Table 2",
        "Table 2: BLEU scores.\n\n| Model | EN-DE | EN-FR |\n|---|---|---|\n| Transformer (big) | 28.4 | 41.8 |",
    ),
    (
        "a",
        "figure",
        3,
        "Figure 1",
        "Figure 1: The Transformer - model architecture with encoder and decoder layers stacked N times.",
    ),
    ("b", "text", 2, None, "Our owl network has 9 layers of message passing."),
]


def _search(index, embedder, question, **kw):
    defaults = {"k": 5, "candidates": 30, "rrf_k": 60}
    return index.search(
        embedder.embed_query(question), question, route(question), **{**defaults, **kw}
    )


def test_numbers_and_symbols_survive_tokenization():
    assert {"28.4", "d_k", "dk", "p100", "10^19", "en-fr"} <= set(
        tokenize("28.4 d_k P100 2.3 · 10^19 EN-FR")
    )


def test_a_number_is_found_lexically(embedder):
    index = _library(embedder, SPECS)
    hits = index.search(
        embedder.embed_query("28.4"),
        "28.4",
        Route(types=["table", "text"]),
        k=1,
        candidates=30,
        rrf_k=60,
    )
    assert hits[0].chunk.label == "Table 2"


def test_explicit_label_is_looked_up_first_with_the_text_that_mentions_it(embedder):
    index = _library(embedder, SPECS)
    hits = _search(index, embedder, "표 2는 무엇을 보여주나요?")
    assert hits[0].chunk.label == "Table 2"
    assert any("Table 2 summarizes" in h.chunk.text for h in hits)


def test_route_is_a_filter_before_top_k(embedder):
    index = _library(embedder, SPECS)
    hits = _search(index, embedder, "Which figure shows the encoder layers?", k=2)
    assert {h.chunk.kind for h in hits} <= {"figure", "text"}
    assert hits[0].chunk.kind == "figure"


def test_text_first_questions_keep_captions_out_unless_they_outscore_text(embedder):
    index = _library(embedder, SPECS)
    hits = _search(index, embedder, "How many identical layers are in the encoder stack?")
    assert hits[0].chunk.kind == "text" and "N = 6" in hits[0].chunk.text
    text_best = max(
        float(embedder.embed_query("How many identical layers are in the encoder stack?") @ v)
        for v in embedder.embed_passages([s[4] for s in SPECS if s[1] == "text"])
    )
    for hit in hits:
        if hit.chunk.kind != "text":
            vec = embedder.embed_passages([hit.chunk.text])[0]
            assert (
                float(
                    embedder.embed_query("How many identical layers are in the encoder stack?")
                    @ vec
                )
                > text_best
            )


def test_paper_selection_is_a_filter(embedder):
    index = _library(embedder, SPECS)
    hits = _search(index, embedder, "How many layers?", paper_ids=["b"])
    assert {h.chunk.paper_id for h in hits} == {"b"}
    assert _search(index, embedder, "How many layers?", paper_ids=["zzz"]) == []


def test_sync_drops_removed_papers(embedder):
    index = _library(embedder, SPECS)
    index.sync({"b"})
    assert {h.chunk.paper_id for h in _search(index, embedder, "encoder layers")} == {"b"}


def test_a_paper_changing_version_is_searched_as_it_now_is(embedder):
    """An upload's stages each change its paper's version: text first, without vectors; then a
    figure; then the vectors. Each stage is searched as stored, whatever the index kept."""
    text, other, figure = _chunks(
        [
            ("a", "text", 3, None, "The encoder is composed of a stack of N = 6 identical layers."),
            ("b", "text", 2, None, "Residual learning eases the training of very deep networks."),
            ("a", "figure", 4, "Figure 3", "Figure 3: Attention weights of head 5 in layer 6."),
        ]
    )
    vectors = embedder.embed_passages([text.text, other.text, figure.text])
    none = np.zeros_like(vectors[0])
    stored = {"a": [(text, none)], "b": [(other, vectors[1])]}

    class Store:
        def load(self, paper_ids):
            rows = [r for p in paper_ids for r in stored[p]]
            return [c for c, _ in rows], np.array([v for _, v in rows], dtype=np.float32)

    def first(question, **kw):
        return _search(index, embedder, question, **kw)[0].chunk.chunk_id

    index = LibraryIndex(Store())
    index.sync({"a": 1, "b": 1})
    assert first("N = 6 identical layers") == text.chunk_id  # by its words, before its vector

    stored["a"].append((figure, none))
    index.sync({"a": 2, "b": 1})
    assert first("What does Figure 3 show?") == figure.chunk_id  # its label, new in version 2
    assert first("attention weights head", paper_ids=["a"]) == figure.chunk_id  # its words

    stored["a"] = [(text, vectors[0]), (figure, vectors[2])]
    index.sync({"a": 3, "b": 1})
    # The same chunks, now with vectors: a question sharing no word finds them by meaning.
    by_meaning = index.search(
        embedder.embed_query("How deep is the stack of encoders?"),
        "zzz",
        route("How deep is the stack of encoders?"),
        k=5,
        candidates=30,
        rrf_k=60,
        paper_ids=["a"],
    )
    assert by_meaning and by_meaning[0].chunk.chunk_id == text.chunk_id


LABELLED = [
    ("c", "text", 4, "Algorithm 1", "Algorithm 1 Greedy search\n1: for each node do\n2: expand it"),
    ("c", "text", 5, "Algorithm 2", "Algorithm 2 Beam search\n1: keep the k best nodes\n2: expand"),
    ("c", "text", 4, None, "We describe two search procedures for decoding the output."),
    (
        "c",
        "table",
        6,
        "Table IV",
        "TABLE IV: Decoding speed.\n\n| Search | Speed |\n|---|---|\n| greedy | 9 |",
    ),
    ("c", "reference", 9, None, "[14] A. Author. Greedy search for decoding. In ACL, 2015."),
]


def test_algorithm_1_is_looked_up_not_algorithm_2(embedder):
    index = _library(embedder, LABELLED)
    hits = _search(index, embedder, "What does Algorithm 1 do?")
    assert hits[0].chunk.label == "Algorithm 1"
    assert all(h.chunk.label != "Algorithm 2" for h in hits[:1])


def test_table_4_in_a_question_finds_the_table_printed_as_table_iv(embedder):
    index = _library(embedder, LABELLED)
    hits = _search(index, embedder, "What does Table 4 show?")
    assert hits[0].chunk.label == "Table IV"


def test_reference_lists_are_searched_only_for_citation_questions(embedder):
    index = _library(embedder, LABELLED)
    ordinary = _search(index, embedder, "Which search is used for greedy decoding?")
    assert all(h.chunk.kind != "reference" for h in ordinary)
    cited = _search(index, embedder, "Which paper introduced greedy search for decoding?")
    assert any(h.chunk.kind == "reference" for h in cited)
    assert any(h.chunk.kind == "reference" for h in _search(index, embedder, "What is [14]?"))


def test_a_papers_results_do_not_depend_on_the_other_papers(embedder):
    """BM25 statistics are per paper: adding papers that use the question's words everywhere
    changes neither the ranking nor the scores of paper a."""
    alone = _library(embedder, SPECS)
    crowd = SPECS + [
        (p, "text", 1, None, f"Encoder layers and warmup steps of {p}: {n} layers, 28.4 BLEU.")
        for p, n in (("x", 3), ("y", 5), ("z", 7))
    ]
    crowded = _library(embedder, crowd)
    for question in ["How many layers does the encoder have?", "28.4", "warmup steps"]:
        a = _search(alone, embedder, question, paper_ids=["a"])
        b = _search(crowded, embedder, question, paper_ids=["a"])
        assert [(h.chunk.chunk_id, h.score) for h in a] == [(h.chunk.chunk_id, h.score) for h in b]


def test_a_result_question_admits_the_chart_that_holds_the_value(embedder) -> None:
    """ "What percentage of ... in the Lago district" routes to tables (a reported result); the
    value is a bar of a chart whose categories print the district: the chart must be retrieved."""
    from paperlens.retrieval.router import route

    specs = [
        ("r", "text", 1, None, "Se encuestaron 900 viviendas en cinco distritos durante 2022."),
        ("r", "text", 2, None, "La Figura 3 muestra el porcentaje de viviendas con cisterna."),
        (
            "r",
            "table",
            1,
            "Table 1",
            "Table 1: Muestra por distrito\n\n| Distrito | n |\n|---|---|\n| Norte | 180 |",
        ),
        (
            "r",
            "figure",
            3,
            "Figure 3",
            "Figure 3: Viviendas con cisterna por distrito (%)\n\nThe x axis has the categories "
            "Norte, Lago, Sierra, Valle, Costa. bars: Norte: 31.0, Lago: 46.5, Sierra: 22.4.",
        ),
    ]
    index = _library(embedder, specs)
    question = "What percentage of homes in the Lago district have a cistern?"
    assert route(question).types == ["table", "text"]
    hits = index.search(
        embedder.embed_query(question), question, route(question), k=4, candidates=50, rrf_k=60
    )
    assert hits[0].chunk.label == "Figure 3"
    # The admitted chart ranks by a bounded margin, not by thousands.
    assert hits[0].score < 1.0


def test_a_marked_table_reads_the_notes_on_its_page(embedder):
    """The notes under a table ("b Equilibrium uptake at 40 °C") are text chunks of its page that
    open with a mark; a table without marks, and the page's prose, bring none."""
    index = _library(
        embedder,
        [
            ("s", "text", 2, None, "Cycling used adsorption at 75 °C and desorption at 120 °C."),
            ("s", "text", 2, None, "a From N2 physisorption. b Equilibrium uptake at 40 °C."),
            (
                "s",
                "table",
                2,
                "Table 1",
                "Table 1: Sorbents\n\n| Sorbent | CO2 uptake^b (mmol g−1) |\n| APTES-SBA | 0.78 |",
            ),
            ("s", "table", 3, "Table 2", "Table 2: Cycles\n\n| Sorbent | Cycle 1 |\n| A | 1.38 |"),
            ("s", "text", 3, None, "a Not a note of Table 2, which has no marks."),
        ],
    )
    chunks = {c.label: c for c in index._snapshot.chunks if c.label}
    notes = index.footnotes(chunks["Table 1"])
    assert "uptake at 40 °C" in notes and "75 °C" not in notes
    assert index.footnotes(chunks["Table 2"]) == ""
