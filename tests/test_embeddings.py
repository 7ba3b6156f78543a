"""The offline embedder: a passage's vector is the same however it is batched."""

from __future__ import annotations

import numpy as np

from paperlens.embeddings import LocalE5Embedder, _balanced_slices


def test_a_passage_vector_does_not_depend_on_its_batch(embedder: LocalE5Embedder) -> None:
    texts = [
        "The Transformer follows this overall architecture using stacked self-attention.",
        "Table 2: BLEU scores of the big model on EN-DE and EN-FR newstest2014. " * 6,
        "트랜스포머의 인코더는 몇 개의 층으로 되어 있나요?",
        "short",
        "Residual connections around each of the two sub-layers, followed by layer norm. " * 3,
    ]
    together = LocalE5Embedder(threads=2).embed_passages(texts)
    alone = np.vstack([embedder.embed_passages([t]) for t in texts])
    assert together.shape == (len(texts), embedder.dim)
    np.testing.assert_allclose(together, alone, atol=1e-6)


def test_slices_keep_order_and_share_the_work() -> None:
    texts = ["x" * n for n in (500, 20, 480, 30, 510, 10)]
    slices = _balanced_slices(texts, 2)
    assert [t for s in slices for t in s] == texts
    sizes = [sum(map(len, s)) for s in slices]
    assert len(slices) == 2 and max(sizes) < 0.7 * sum(sizes)
    assert _balanced_slices(["one"], 4) == [["one"]]
