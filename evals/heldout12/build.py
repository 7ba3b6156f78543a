"""Rebuild the twelfth held-out set's papers from source, rewrite their ground truth and sets.

Usage: python evals/heldout12/build.py [paper ...]   (default: every folder under src/ with a make.py)

The discipline and the checks are the earlier sets': ``evals/heldout/src/common.py`` locates and
checks the truth against the PDF's text layer, heldout9's ``resolve``, ``reference_problems`` and
``schema_problems`` (imported through ``evals/heldout9/build.py``) resolve the gold and check the
set; nothing is copied. Each ``src/<paper>/make.py`` draws its charts from its own data and
builds the document in a scratch folder; the PDF is copied to ``evals/heldout12/<paper>.pdf``;
``sets/heldout12-<paper>.json`` is written from ``questions()``. A failed check stops the build.
"""

from __future__ import annotations

import json
import runpy
import shutil
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
SET = HERE.name


# heldout9's build sets sys.path (evals/heldout/src, heldout9/src) and compares text in NFKC form
h9 = runpy.run_path(str(HERE.parent / "heldout9" / "build.py"), run_name="heldout9_build")
sys.path.insert(0, str(HERE / "src"))

import common  # noqa: E402  (evals/heldout/src/common.py)
from paper12 import qa_set  # noqa: E402


def problems_of(paper: str, mod: dict[str, Any], pdf: Path) -> list[str]:
    """Write the truth and the set of one built paper; return what does not hold."""
    truth = common.fill_pages(mod["truth"](), pdf)
    bad = common.check_truth(truth, pdf)
    if bad:
        return [f"{paper}: ground truth does not match the PDF:"] + bad
    common.write_json(HERE / f"{paper}.json", truth)
    path = HERE / "sets" / f"{SET}-{paper}.json"
    qa_set(path, f"{SET}-{paper}", mod["SET"]["title"], truth["file"], mod["SET"]["description"],
           h9["resolve"](mod["questions"](), truth, common.page_texts(pdf)))  # fmt: skip
    qa = json.loads(path.read_text(encoding="utf-8"))
    print(f"{paper}: {truth['pages']} pages, {pdf.stat().st_size // 1024} KB, "
          f"{len(truth['tables'])} tables, {len(truth['figures'])} figures, "
          f"{len(qa['questions'])} questions")  # fmt: skip
    return (
        common.check_set(qa, truth, pdf)
        + h9["reference_problems"](qa)
        + h9["schema_problems"](path)
    )


def main(papers: list[str]) -> None:
    src = HERE / "src"
    failed = []
    for paper in papers or sorted(d.name for d in src.iterdir() if (d / "make.py").exists()):
        mod = runpy.run_path(str(src / paper / "make.py"), run_name=f"{SET}_{paper}")
        out = HERE / f"{paper}.pdf"
        shutil.copyfile(mod["build"](common.workdir(paper, src)), out)
        bad = problems_of(paper, mod, out)
        if bad:
            failed.append("\n  ".join(bad))
    if failed:
        raise SystemExit("\n".join(failed))


if __name__ == "__main__":
    main(sys.argv[1:])
