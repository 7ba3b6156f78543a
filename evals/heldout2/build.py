"""Rebuild the second held-out set's papers from source and rewrite their ground truth.

Usage: python evals/heldout2/build.py [paper ...]   (default: every folder under src/ with a make.py)

Same discipline as ``evals/heldout/build.py``, with the same helpers (``evals/heldout/src/
common.py``): ``src/<paper>/make.py`` draws the charts from its own data and compiles the
document in a scratch folder; the PDF is copied to ``evals/heldout2/<paper>.pdf``; the truth is
written from the same data, its pages located by caption, and checked against the PDF's text
layer; the question set ``sets/heldout2-<paper>.json`` is checked against the truth and loaded
with the harness's own schema. A failed check stops the build.
"""

from __future__ import annotations

import importlib.util
import json
import shutil
import sys
from pathlib import Path

import matplotlib

HERE = Path(__file__).resolve().parent
SRC = HERE / "src"
COMMON = HERE.parent / "heldout" / "src"
sys.path.insert(0, str(COMMON))

from common import check_set, check_truth, fill_pages, workdir, write_json  # noqa: E402


def schema_problems(path: Path) -> list[str]:
    """The set must load with the evaluation harness's own model (when the package is installed)."""
    try:
        from paperlens_eval.questions import load_set
    except ImportError:
        return []
    try:
        load_set(path)
    except ValueError as exc:
        return [f"does not load with paperlens_eval: {exc}"]
    return []


def build_one(paper: str) -> None:
    spec = importlib.util.spec_from_file_location(f"heldout2_{paper}", SRC / paper / "make.py")
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    # Each paper starts from matplotlib's defaults: one paper's style must not leak into the next.
    matplotlib.rcdefaults()
    work = workdir(paper, SRC)
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
    qa_path = HERE / "sets" / f"heldout2-{paper}.json"
    if qa_path.exists():
        problems = check_set(json.loads(qa_path.read_text(encoding="utf-8")), truth, out)
        problems += schema_problems(qa_path)
        if problems:
            raise SystemExit(f"{qa_path.name}: " + "\n  ".join(problems))
    else:
        print(f"{paper}: no question set yet ({qa_path.name})")
    size = out.stat().st_size // 1024
    print(
        f"{paper}: {truth['pages']} pages, {size} KB, {len(truth['tables'])} tables, "
        f"{len(truth['figures'])} figures"
    )


def main() -> None:
    papers = sys.argv[1:] or sorted(p.name for p in SRC.iterdir() if (p / "make.py").exists())
    for paper in papers:
        build_one(paper)


if __name__ == "__main__":
    main()
