"""Rebuild the eleventh held-out set's papers from source, rewrite their ground truth and sets.

Usage: python evals/heldout11/build.py [paper ...]   (default: every folder under src/ with a make.py)

The same discipline and checks as ``evals/heldout9/build.py`` (whose ``resolve`` and
``reference_problems`` are reused, not copied) and ``evals/heldout/src/common.py``: each
``src/<paper>/make.py`` draws its charts from its own data and builds the document in a scratch
folder; the PDF is copied to ``evals/heldout11/<paper>.pdf``; the truth is written from the same
data, its pages located by caption and checked against the PDF's text layer (every caption, cell,
header, group and legend entry must be printed where the truth says); the question set
``sets/heldout11-<paper>.json`` is written from ``questions()``, checked against the truth and
loaded with the harness's own schema. A failed check stops the build.
"""

from __future__ import annotations

import importlib.util
import json
import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
EVALS = HERE.parent


def _load(name: str, path: Path):  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


h9 = _load("heldout9_build", EVALS / "heldout9" / "build.py")  # sets sys.path, NFKC norm
sys.path.insert(0, str(HERE / "src"))

from common import check_set, check_truth, fill_pages, page_texts, workdir, write_json  # noqa: E402
from paper11 import qa_set  # noqa: E402


def build_one(paper: str) -> None:
    mod = _load(f"heldout11_{paper}", HERE / "src" / paper / "make.py")
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
    qa_path = HERE / "sets" / f"heldout11-{paper}.json"
    meta = mod.SET
    qa_set(qa_path, f"heldout11-{paper}", meta["title"], truth["file"], meta["description"],
           h9.resolve(mod.questions(), truth, page_texts(out)))  # fmt: skip
    qa = json.loads(qa_path.read_text(encoding="utf-8"))
    problems = check_set(qa, truth, out) + h9.reference_problems(qa) + h9.schema_problems(qa_path)
    if problems:
        raise SystemExit(f"{qa_path.name}: " + "\n  ".join(problems))
    print(f"{paper}: {truth['pages']} pages, {out.stat().st_size // 1024} KB, "
          f"{len(truth['tables'])} tables, {len(truth['figures'])} figures, "
          f"{len(qa['questions'])} questions")  # fmt: skip


if __name__ == "__main__":
    src = HERE / "src"
    for paper in sys.argv[1:] or sorted(p.name for p in src.iterdir() if (p / "make.py").exists()):
        build_one(paper)
