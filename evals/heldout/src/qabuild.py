"""The build driver of the held-out sets whose papers write their own question sets (heldout9,
heldout10, heldout11, heldout12, heldout13, heldout14, heldout15, heldout16, heldout17): one copy, called by each set's
``build.py`` with its folder, its name and its ``qa_set`` writer.

Same discipline as ``evals/heldout/build.py``: ``src/<paper>/make.py`` draws its charts from its
own data and builds the document in a scratch folder; the PDF is copied to ``<home>/<paper>.pdf``;
the truth is written from the same data, its pages located by caption and checked against the
PDF's text layer; the question set ``sets/<name>-<paper>.json`` is written from the paper's
``questions()`` (gold pages resolved from the truth, text gold from the page that prints its
phrase), checked against the truth (``common.check_set``), checked for references that state a
distractor, and loaded with the harness's own schema. A failed check stops the build.

Needs ``evals/heldout`` and ``evals/heldout/src`` on ``sys.path`` (for ``build`` and ``common``).
"""

from __future__ import annotations

import importlib.util
import json
import re
import shutil
import sys
import unicodedata
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

import common
from build import schema_problems  # evals/heldout/build.py
from common import check_set, check_truth, fill_pages, page_texts, workdir, write_json

__all__ = [
    "build_one",
    "compare_nfkc",
    "main",
    "range_problems",
    "reference_problems",
    "resolve",
    "schema_problems",
]

QaSet = Callable[..., Any]


def compare_nfkc() -> None:
    """Make the checks compare text in compatibility form (NFKC), as heldout8's build does: a
    writer may print presentation forms or ligatures, and a caption or cell typed with ordinary
    letters must still be found. Applied once however many sets' builds are loaded."""
    if getattr(common.norm, "nfkc", False):
        return
    plain = common.norm

    def norm(s: str) -> str:
        return plain(unicodedata.normalize("NFKC", s))

    norm.nfkc = True  # type: ignore[attr-defined]
    common.norm = norm


def resolve(questions: list[dict], truth: dict, texts: list[str]) -> list[dict]:
    """Gold written as (type, label) or ("text", phrase) becomes page/type/label evidence."""
    where = {
        it["label"]: it.get("pages", [it["page"]]) for it in truth["tables"] + truth["figures"]
    }
    out = []
    for item in questions:
        gold = []
        for kind, what in item.pop("where", []):
            if kind == "text":
                gold.append({"page": common.page_of(texts, what), "type": "text"})
            else:
                gold += [{"page": pg, "type": kind, "label": what} for pg in where[what]]
        if gold:
            item["gold"] = gold
        out.append(item)
    return out


def reference_problems(qa: dict) -> list[str]:
    """A reference (what the judge reads as the right answer) never states a distractor."""
    out = []
    for item in qa["questions"]:
        for d in item.get("distractors", []):
            if re.search(rf"(?<![\w.,]){re.escape(d)}(?![\w]|[.,]\d)", item["reference"]):
                out.append(f"{item['id']}: reference states distractor {d!r}")
    return out


_RANGE = re.compile(r"^~(-?[\d.]+)\.\.(-?[\d.]+)$")


def _number(s: str) -> float | None:
    """A distractor read as a number: decimal comma or point, thousands spaces or dots dropped."""
    t = s.strip().replace(" ", "")
    if re.fullmatch(r"-?\d{1,3}(\.\d{3})+", t):  # 2.150: a thousands dot
        t = t.replace(".", "")
    t = t.replace(",", ".")
    try:
        return float(t)
    except ValueError:
        return None


def range_problems(qa: dict) -> list[str]:
    """No distractor falls inside one of its question's ``"~LOW..HIGH"`` key ranges (an answer
    stating it would meet the key and the distractor at once). Every set's build checks it; the
    sets written before the check had ten such keys, narrowed to the midpoint between the
    plotted value and the distractor on 12-03."""
    out = []
    for q in qa["questions"]:
        ranges = [(float(m[1]), float(m[2])) for vs in q.get("key_phrases", []) for v in vs
                  if (m := _RANGE.match(v))]  # fmt: skip
        for d in q.get("distractors", []):
            x = _number(d)
            if x is not None and any(lo <= x <= hi for lo, hi in ranges):
                out.append(f"{q['id']}: distractor {d!r} is inside a key range")
    return out


def load_paper(home: Path, name: str, paper: str) -> ModuleType:
    """``home/src/<paper>/make.py`` as a module of its own (the papers share no package)."""
    spec = importlib.util.spec_from_file_location(
        f"{name}_{paper}", home / "src" / paper / "make.py"
    )
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def build_one(paper: str, home: Path, name: str, qa_set: QaSet) -> None:
    """Build ``home/src/<paper>`` into ``home/<paper>.pdf``, its truth and its question set."""
    mod = load_paper(home, name, paper)
    work = workdir(paper, home / "src")
    pdf = mod.build(work)
    out = home / f"{paper}.pdf"
    shutil.copyfile(pdf, out)
    truth = fill_pages(mod.truth(), out)
    problems = check_truth(truth, out)
    if problems:
        raise SystemExit(
            f"{paper}: ground truth does not match the PDF:\n  " + "\n  ".join(problems)
        )
    write_json(home / f"{paper}.json", truth)
    qa_path = home / "sets" / f"{name}-{paper}.json"
    meta = mod.SET
    qa_set(qa_path, f"{name}-{paper}", meta["title"], truth["file"], meta["description"],
           resolve(mod.questions(), truth, page_texts(out)))  # fmt: skip
    qa = json.loads(qa_path.read_text(encoding="utf-8"))
    problems = check_set(qa, truth, out) + reference_problems(qa) + schema_problems(qa_path)
    problems += range_problems(qa)
    if problems:
        raise SystemExit(f"{qa_path.name}: " + "\n  ".join(problems))
    print(f"{paper}: {truth['pages']} pages, {out.stat().st_size // 1024} KB, "
          f"{len(truth['tables'])} tables, {len(truth['figures'])} figures, "
          f"{len(qa['questions'])} questions")  # fmt: skip


def main(home: Path, name: str, qa_set: QaSet) -> None:
    """Build the papers named on the command line, or every folder under ``home/src`` with a
    ``make.py``."""
    src = home / "src"
    for paper in sys.argv[1:] or sorted(p.name for p in src.iterdir() if (p / "make.py").exists()):
        build_one(paper, home, name, qa_set)
