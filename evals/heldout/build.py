"""Rebuild the held-out papers from source and rewrite their ground truth.

Usage: python evals/heldout/build.py [paper ...]   (default: every folder under src/ with a make.py)

For each paper: ``src/<paper>/make.py`` draws the charts from its own data and compiles the
document in a scratch folder; the PDF is copied to ``evals/heldout/<paper>.pdf``; the truth is
written from the same data, its pages located by caption in the built PDF, and checked against
the PDF's text layer (``common.check_truth``). A failed check stops the build.
"""

from __future__ import annotations

import importlib.util
import json
import shutil
import sys
from pathlib import Path

import matplotlib

SRC = Path(__file__).resolve().parent / "src"
sys.path.insert(0, str(SRC))

from common import HELDOUT, check_set, check_truth, fill_pages, workdir, write_json  # noqa: E402


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


def build_one(paper: str, home: Path = HELDOUT, name: str = "heldout") -> None:
    """Build ``home/src/<paper>`` into ``home/<paper>.pdf`` and its truth, and check its set
    ``home/sets/<name>-<paper>.json``; ``evals/heldout2`` builds its papers through this too."""
    src = home / "src"
    spec = importlib.util.spec_from_file_location(f"{name}_{paper}", src / paper / "make.py")
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    # Each paper starts from matplotlib's defaults: one paper's fonts must not leak into the next.
    matplotlib.rcdefaults()
    work = workdir(paper, src)
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


def main(home: Path = HELDOUT, name: str = "heldout") -> None:
    src = home / "src"
    papers = sys.argv[1:] or sorted(p.name for p in src.iterdir() if (p / "make.py").exists())
    for paper in papers:
        build_one(paper, home, name)


if __name__ == "__main__":
    main()
