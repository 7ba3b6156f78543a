"""Rebuild the ninth held-out set's papers from source, rewrite their ground truth and sets.

Usage: python evals/heldout9/build.py [paper ...]   (default: every folder under src/ with a make.py)

The driver is ``evals/heldout/src/qabuild.py`` (shared with heldout10 and heldout11), with the
helpers of ``evals/heldout/src/common.py`` (text compared in NFKC form as in heldout8):
``src/<paper>/make.py`` draws the charts from its own data and builds the document in a scratch
folder; the PDF is copied to ``evals/heldout9/<paper>.pdf``; the truth is written from the same
data, its pages located by caption and checked against the PDF's text layer; the question set
``sets/heldout9-<paper>.json`` is written from the paper's ``questions()`` (gold pages resolved
from the truth, text gold from the page that prints its phrase), checked against the truth
(``common.check_set``) and loaded with the harness's own schema. A failed check stops the build.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "heldout"))
sys.path.insert(0, str(HERE.parent / "heldout" / "src"))
sys.path.insert(0, str(HERE / "src"))

import common  # noqa: E402,F401  (evals/heldout/src/common.py)
import qabuild  # noqa: E402  (evals/heldout/src/qabuild.py: one driver for heldout9, 10 and 11)

qabuild.compare_nfkc()

from common import check_set, check_truth, fill_pages, page_texts, workdir, write_json  # noqa: E402,F401
from paper9 import qa_set  # noqa: E402
from qabuild import reference_problems, resolve, schema_problems  # noqa: E402,F401  (re-exported)


def build_one(paper: str) -> None:
    qabuild.build_one(paper, HERE, "heldout9", qa_set)


if __name__ == "__main__":
    qabuild.main(HERE, "heldout9", qa_set)
