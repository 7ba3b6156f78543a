"""Rebuild the eighteenth held-out set's papers from source, rewrite their ground truth and sets.

Usage: python evals/heldout18/build.py [paper ...]   (default: every folder under src/ with a make.py)

The build, its checks and its outputs (``evals/heldout18/<paper>.pdf`` and ``.json``,
``sets/heldout18-<paper>.json``) are the driver's, ``evals/heldout/src/qabuild.py``, shared with
heldout9-17; this file names the set and its ``qa_set`` (paper18's, heldout9's underneath) and
asks for its ``range_problems`` check (no distractor inside a key range) as well.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
EVALS = HERE.parent
sys.path.insert(0, str(EVALS / "heldout"))
sys.path.insert(0, str(EVALS / "heldout" / "src"))
sys.path.insert(0, str(EVALS / "heldout9" / "src"))
sys.path.insert(0, str(HERE / "src"))

import qabuild  # noqa: E402  (evals/heldout/src/qabuild.py: one driver for heldout9-17)

qabuild.compare_nfkc()

from paper18 import qa_set  # noqa: E402


def build_one(paper: str) -> None:
    qabuild.build_one(paper, HERE, "heldout18", qa_set)


if __name__ == "__main__":
    qabuild.main(HERE, "heldout18", qa_set)
