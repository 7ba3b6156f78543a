"""Rebuild the sixteenth held-out set's papers from source, rewrite their ground truth and sets.

Usage: python evals/heldout16/build.py [paper ...]   (default: every folder under src/ with a make.py)

The build, its checks and its outputs (``evals/heldout16/<paper>.pdf`` and ``.json``,
``sets/heldout16-<paper>.json``) are the driver's, ``evals/heldout/src/qabuild.py``, shared with
heldout9-15; this file names the set and its ``qa_set`` (paper16's, heldout9's underneath) and
adds one check of its own: no distractor, read as a number (decimal comma or point, thousands
spaces or dots dropped), falls inside one of its question's ``"~LOW..HIGH"`` key ranges.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
EVALS = HERE.parent
sys.path.insert(0, str(EVALS / "heldout"))
sys.path.insert(0, str(EVALS / "heldout" / "src"))
sys.path.insert(0, str(EVALS / "heldout9" / "src"))
sys.path.insert(0, str(HERE / "src"))

import qabuild  # noqa: E402  (evals/heldout/src/qabuild.py: one driver for heldout9-16)

qabuild.compare_nfkc()

from paper16 import qa_set  # noqa: E402

_RANGE = re.compile(r"^~(-?[\d.]+)\.\.(-?[\d.]+)$")


def _number(s: str) -> float | None:
    t = s.strip().replace(" ", "")
    if re.fullmatch(r"-?\d{1,3}(\.\d{3})+", t):  # 2.150: a thousands dot
        t = t.replace(".", "")
    t = t.replace(",", ".")
    try:
        return float(t)
    except ValueError:
        return None


def range_problems(path: Path) -> list[str]:
    out = []
    for q in json.loads(path.read_text(encoding="utf-8"))["questions"]:
        ranges = [(float(m[1]), float(m[2])) for vs in q.get("key_phrases", []) for v in vs
                  if (m := _RANGE.match(v))]  # fmt: skip
        for d in q.get("distractors", []):
            x = _number(d)
            if x is not None and any(lo <= x <= hi for lo, hi in ranges):
                out.append(f"{q['id']}: distractor {d!r} is inside a key range")
    return out


def build_one(paper: str) -> None:
    qabuild.build_one(paper, HERE, "heldout16", qa_set)
    problems = range_problems(HERE / "sets" / f"heldout16-{paper}.json")
    if problems:
        raise SystemExit("\n  ".join(problems))


if __name__ == "__main__":
    src = HERE / "src"
    for name in sys.argv[1:] or sorted(p.name for p in src.iterdir() if (p / "make.py").exists()):
        build_one(name)
