"""bench/corpus.py's chart scoring: a probe that names no series (a pie's share, a box's or a
violin's median, per the held-out truth format) is read from the panel's one series."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

from paperlens.models import Chunk

_PATH = Path(__file__).resolve().parents[2] / "bench" / "corpus.py"


def _bench():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("bench_corpus", _PATH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["bench_corpus"] = module
    spec.loader.exec_module(module)
    return module


def test_a_probe_without_a_series_reads_the_charts_one_series() -> None:
    bench = _bench()
    panel = {
        "panel": None,
        "chart_type": "pie",
        "x": {"title": None, "log": False, "categories": ["Bus", "Tram"]},
        "y": {"title": "Share (%)", "log": False, "min": 0, "max": 100},
        "series": [{"name": None, "kind": "pie", "points": [["Bus", 60.2], ["Tram", 39.8]]}],
    }
    chunk = Chunk(
        chunk_id="c", paper_id="p", kind="figure", page=1, label="Figure 1", text="Figure 1",
        extra={"chart_data": [panel], "chart_status": "read"},
    )  # fmt: skip
    truth = {
        "label": "Figure 1",
        "kind": "vector_chart",
        "charts": [
            {
                "x": {"categories": ["Bus", "Tram"]},
                "y": {"log": False, "min": 0, "max": 100},
                "series": [],
                "points": [{"series": None, "x": "Tram", "y": 40.0}],
            }
        ],
    }

    score = bench.chart_scores([truth], [chunk], [])

    assert score.read == 1 and score.probes == 1
    assert len(score.errors) == 1 and score.errors[0] < 0.01
