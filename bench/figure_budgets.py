"""Figure stages on hostile pages: seconds and peak RSS, each case in its own process.

    python bench/figure_budgets.py

Cases come from tests/figures/budget_pdfs.py: 20,000 tiny paths (touching, and apart), 200,000
paths (over the page budget: found from a rendering), and an 18,000 pt page (a huge figure, and
a caption with nothing to claim, whose crop is the whole page). Each runs ``extract_figures``
(find, crop, read charts, describe offline without OCR). Targets (issue 14): the 20,000-path page
in at most 5 s, peak RSS at most 1 GB.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

CASES = {
    "20,000 paths, touching": "many_paths_pdf(20_000, 2.0)",
    "20,000 paths, 5 pt apart": "many_paths_pdf(20_000, 5.0)",
    "200,000 paths (over budget)": "many_paths_pdf(200_000, 2.0)",
    "18,000 pt page, huge figure": "giant_page_pdf(18_000, True)",
    "18,000 pt page, whole-page crop": "giant_page_pdf(18_000, False)",
}

CHILD = """
import json, resource, sys, tempfile, time
from pathlib import Path
sys.path.insert(0, {tests!r})
import pymupdf
from figures.budget_pdfs import giant_page_pdf, many_paths_pdf
from paperlens.figures import extract_figures
from paperlens.figures.describe import OfflineDescriber
from paperlens.settings import FigureSettings

data = {make}
settings = FigureSettings(ocr=False)
start = time.perf_counter()
with tempfile.TemporaryDirectory() as tmp:
    chunks = extract_figures(
        pymupdf.open(stream=data, filetype="pdf"), "b" * 16, Path(tmp), settings,
        OfflineDescriber(settings),
    )
seconds = time.perf_counter() - start
print(json.dumps({{
    "bytes": len(data), "seconds": seconds,
    "rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
    "outcome": "; ".join(
        c.extra.get("skipped") or c.extra["chart_status"] for c in chunks
    ) or "no figure",
}}))
"""


def main() -> None:
    print("| input | PDF bytes | seconds | peak RSS (MB) | outcome |")
    print("|---|---:|---:|---:|---|")
    for name, make in CASES.items():
        code = CHILD.format(tests=str(ROOT / "tests"), make=make)
        out = subprocess.run(
            [sys.executable, "-c", code], capture_output=True, text=True, check=True
        )
        r = json.loads(out.stdout.strip().splitlines()[-1])
        print(
            f"| {name} | {r['bytes']:,} | {r['seconds']:.2f} | {r['rss_mb']:.0f} | "
            f"{r['outcome'][:90]} |"
        )


if __name__ == "__main__":
    main()
