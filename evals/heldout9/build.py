"""Rebuild the ninth held-out set's papers from source, rewrite their ground truth and sets.

Usage: python evals/heldout9/build.py [paper ...]   (default: every folder under src/ with a make.py)

Same discipline as ``evals/heldout/build.py``, with the same helpers (``evals/heldout/src/
common.py``, text compared in NFKC form as in heldout8): ``src/<paper>/make.py`` draws the charts
from its own data and builds the document in a scratch folder; the PDF is copied to
``evals/heldout9/<paper>.pdf``; the truth is written from the same data, its pages located by
caption and checked against the PDF's text layer; the question set ``sets/heldout9-<paper>.json``
is written from the paper's ``questions()`` (gold pages resolved from the truth, text gold from
the page that prints its phrase), checked against the truth (``common.check_set``) and loaded
with the harness's own schema. A failed check stops the build.
"""

from __future__ import annotations

import importlib.util
import re
import shutil
import sys
import unicodedata
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "heldout"))
sys.path.insert(0, str(HERE.parent / "heldout" / "src"))
sys.path.insert(0, str(HERE / "src"))

import common  # noqa: E402  (evals/heldout/src/common.py)

_norm = common.norm
common.norm = lambda s: _norm(unicodedata.normalize("NFKC", s))

from build import schema_problems  # noqa: E402  (evals/heldout/build.py)
from common import check_set, check_truth, fill_pages, page_texts, workdir, write_json  # noqa: E402
from paper9 import qa_set  # noqa: E402


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


def build_one(paper: str) -> None:
    spec = importlib.util.spec_from_file_location(
        f"heldout9_{paper}", HERE / "src" / paper / "make.py"
    )
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    work = workdir(paper, HERE / "src")
    pdf = mod.build(work)
    out = HERE / f"{paper}.pdf"
    shutil.copyfile(pdf, out)
    truth = fill_pages(mod.truth(), out)
    problems = check_truth(truth, out)
    if problems:
        raise SystemExit(
            f"{paper}: ground truth does not match the PDF:\n  " + "\n  ".join(problems)
        )
    write_json(HERE / f"{paper}.json", truth)
    qa_path = HERE / "sets" / f"heldout9-{paper}.json"
    meta = mod.SET
    qa_set(qa_path, f"heldout9-{paper}", meta["title"], truth["file"], meta["description"],
           resolve(mod.questions(), truth, page_texts(out)))  # fmt: skip
    import json

    problems = check_set(json.loads(qa_path.read_text(encoding="utf-8")), truth, out)
    problems += reference_problems(json.loads(qa_path.read_text(encoding="utf-8")))
    problems += schema_problems(qa_path)
    if problems:
        raise SystemExit(f"{qa_path.name}: " + "\n  ".join(problems))
    print(f"{paper}: {truth['pages']} pages, {out.stat().st_size // 1024} KB, "
          f"{len(truth['tables'])} tables, {len(truth['figures'])} figures")  # fmt: skip


if __name__ == "__main__":
    src = HERE / "src"
    for paper in sys.argv[1:] or sorted(p.name for p in src.iterdir() if (p / "make.py").exists()):
        build_one(paper)
