"""bench/corpus.py's table scoring: a units row read into the head above it ("Pinta-ala (ha)")
names the column the truth writes without units ("Pinta-ala"); other heads still do not."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

_PATH = Path(__file__).resolve().parents[2] / "bench" / "corpus.py"


def _bench():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("bench_corpus_tables", _PATH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["bench_corpus_tables"] = module
    spec.loader.exec_module(module)
    return module


def test_a_head_with_its_units_names_the_column_without_them() -> None:
    match = _bench()._column_matches
    assert match("Pinta-ala (ha)", "Pinta-ala", None)
    assert match("Sisämetsä · 2022 (kpl)", "2022", "Sisämetsä")
    assert match("Pinta-ala (ha)", "Pinta-ala (ha)", None)
    assert not match("Pinta-ala (ha)", "Pinta-ala (m²)", None)
    assert not match("Ikä (v)", "Pinta-ala", None)
    assert not match("(ha)", "", None)
