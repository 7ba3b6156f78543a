"""English questions on a Japanese paper: the table and the sentence that answer, never the
author block or a whole CJK chunk; front matter answers only questions about who and where."""

from __future__ import annotations

import pymupdf
import pytest
from cjk_paper import THROUGHPUT, japanese_paper

from paperlens.ingest.text import split_spans, text_chunks
from paperlens.retrieval.router import asks_about_front_matter
from paperlens.service import PaperLens


@pytest.fixture(scope="module")
def japanese(tmp_path_factory, embedder) -> tuple[PaperLens, str]:
    from helpers import make_settings

    lens = PaperLens(make_settings(tmp_path_factory.mktemp("ja")), embedder=embedder)
    paper = lens.ingest_pdf(japanese_paper(), filename="flashkv.pdf")
    return lens, paper.paper_id


def test_cjk_text_is_cut_into_sentences_of_latin_sized_content() -> None:
    sentence = "評価には十六コアのサーバと高速な記憶装置を用いた。"  # 24 characters
    text = sentence * 40
    spans = split_spans(text, 500, 50, cjk_weight=3.0)
    # 500 weighted characters are ~166 CJK ones: several chunks, each ending on "。".
    assert len(spans) >= 5
    for a, b in spans[:-1]:
        assert b - a <= 170
        assert text[b - 1] == "。"
    # Latin text keeps the 500/50 semantics whatever the CJK weight.
    latin = "The encoder is a stack of six identical layers. " * 40
    assert split_spans(latin, 500, 50, cjk_weight=3.0) == split_spans(latin, 500, 50)


def test_front_matter_is_its_own_chunk() -> None:
    doc = pymupdf.open(stream=japanese_paper())
    chunks = text_chunks(doc, "p" * 16, size=500, overlap=50)
    front = [c for c in chunks if c.extra.get("front_matter")]
    texts = " ".join(c.text for c in front)
    assert "@cs.example.ac.jp" in texts and "東京情報大学" in texts and "JP21H04567" in texts
    content = " ".join(c.text for c in chunks if not c.extra.get("front_matter"))
    assert "概要" in content and "書き込み増幅" in content
    assert "@" not in content and "JP21H04567" not in content
    # The title/author block sits on page 1 before the abstract; the grant line at its foot.
    assert {c.page for c in front} == {1}


def test_front_matter_cue() -> None:
    assert asks_about_front_matter("Which university are the authors from?")
    assert asks_about_front_matter("이 논문의 저자는 누구입니까?")
    assert not asks_about_front_matter("What is the throughput of RocksDB on YCSB-A?")


@pytest.mark.parametrize(
    ("question", "system", "workload"),
    [
        ("What is the throughput of RocksDB on YCSB-A?", "RocksDB", 0),
        ("What throughput does FlashKV reach on YCSB-C in Table 1?", "FlashKV", 2),
    ],
)
def test_english_table_question_on_japanese_paper(japanese, question, system, workload) -> None:
    lens, pid = japanese
    answer = lens.ask(question, [pid])
    assert answer.evidence[0].label == "Table 1"
    assert THROUGHPUT[system][workload] in answer.answer.splitlines()[0]
    assert not any("@" in e.text or "東京情報大学" in e.text for e in answer.evidence)


def test_text_answer_quotes_a_sentence_not_a_chunk(japanese) -> None:
    lens, pid = japanese
    answer = lens.ask("How is the write path of FlashKV designed?", [pid])
    first = answer.answer.splitlines()[0]
    assert "@" not in answer.answer and "山田" not in answer.answer
    quote = first.split(" [", 1)[0]
    assert len(quote) < 150 and quote.endswith("。"), first


def test_front_matter_still_answers_who(japanese) -> None:
    lens, pid = japanese
    answer = lens.ask("Which university are the authors from?", [pid])
    assert any("東京情報大学" in e.text for e in answer.evidence)


def test_english_research_terms_find_cjk_prose() -> None:
    from paperlens.retrieval.lexical import LexicalIndex

    index = LexicalIndex(
        [
            "模型使用AdamW 优化器，初始学习率为0.001，批大小为16，训练200 轮。",
            "本文提出一种多尺度差分注意力网络，在两个数据集上取得最高的F1 分数。",
            "The encoder is a stack of six identical layers.",
        ]
    )
    scores = index.scores("What batch size and learning rate were used?")
    assert scores[0] > 0 and scores[0] > max(scores[1], scores[2])
    # An English paper is searched as before: terms it does not print change nothing.
    assert index.scores("How many layers does the encoder have?").argmax() == 2


def test_latin_question_on_cjk_prose_admits_figures_only_by_shared_words(embedder) -> None:
    from test_search import _library

    from paperlens.retrieval.router import route

    specs = [
        ("z", "text", 1, None, "模型使用AdamW 优化器，初始学习率为0.001，批大小为16，训练200 轮。"),
        ("z", "text", 1, None, "本文提出一种多尺度差分注意力网络，抑制由光照和物候引起的伪变化。"),
        ("z", "text", 2, None, "实验表明，该方法在保持较小参数量的同时取得了最优的检测精度。"),
        (
            "z",
            "figure",
            1,
            "Figure 1",
            "Figure 1: 网络的整体结构\n\nFigure 1 (page 1) is a vector drawing.\n"
            "Text in the figure: 编码器 解码器 差分注意力",
        ),
    ]
    index = _library(embedder, specs)
    question = "What network architecture is proposed?"
    hits = index.search(
        embedder.embed_query(question), question, route(question), k=3, candidates=50, rrf_k=60
    )
    # The figure's English boilerplate must not lift it over the passage that answers.
    # (e5 cosines: the figure 0.79, the passage that answers 0.75; no word in common.)
    assert hits[0].chunk.kind == "text" and "提出" in hits[0].chunk.text
    assert all(h.chunk.kind == "text" for h in hits)


def test_a_korean_word_with_its_particle_finds_the_bare_word() -> None:
    from paperlens.retrieval.lexical import LexicalIndex

    index = LexicalIndex(
        [
            "기온이 1 °C 오르면 대여량이 약 20% 증가하였고 강수량의 효과는 음이었다.",
            "기타 7.5% 지하철 환승 10.5% 통근·통학 41.5% 그림 1. 이용 목적별 비중",
            "대여소는 주로 인구 밀도에 따라 배치되었다.",
        ]
    )
    scores = index.scores("지하철 환승을 위해 공공자전거를 이용한다는 응답의 비중은 얼마입니까?")
    assert scores.argmax() == 1
    # the particle alone ("을") is no pair: "비중은" meets "비중" but "은" matches nothing
    assert index.scores("환승을")[1] > 0
