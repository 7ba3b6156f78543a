"""The reading benchmark's cell comparison: exact as printed, but blind to typesetting gaps."""

import importlib.util
import sys
from pathlib import Path

_spec = importlib.util.spec_from_file_location(
    "corpus_bench", Path(__file__).resolve().parents[2] / "bench" / "corpus.py"
)
assert _spec and _spec.loader
corpus = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = corpus  # its dataclasses look their module up
_spec.loader.exec_module(corpus)


def test_a_gap_beside_cjk_characters_is_typesetting_not_content():
    assert corpus.same("1 億件", "1億件")
    assert corpus.same("ワークロード E", "ワークロードE")
    assert corpus.same("표 2", "표2")


def test_a_gap_around_an_operator_or_degree_sign_is_typesetting():
    assert corpus.same("B −V", "B − V")
    assert corpus.same("120 ◦ C", "120 ◦C")
    assert corpus.same("76.3 ± 5.8", "76.3±5.8")


def test_gaps_between_latin_characters_and_digits_still_count():
    assert not corpus.same("1 2", "12")
    assert not corpus.same("ResNet 34", "ResNet34")
    assert corpus.same("−0.5", "-0.5")
