"""Rebuild the eighth held-out set's papers from source and rewrite their ground truth.

Usage: python evals/heldout8/build.py [paper ...]   (default: every folder under src/ with a make.py)

Same discipline as ``evals/heldout/build.py``, with the same helpers (``evals/heldout/src/
common.py``): ``src/<paper>/make.py`` draws the charts from its own data and builds the document
in a scratch folder; the PDF is copied to ``evals/heldout8/<paper>.pdf``; the truth is written
from the same data (text compared in NFKC form), its pages located by caption, and checked against the PDF's text layer; the
question set ``sets/heldout8-<paper>.json`` is checked against the truth and loaded with the
harness's own schema. A failed check stops the build.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "heldout"))
sys.path.insert(0, str(HERE.parent / "heldout" / "src"))

import unicodedata  # noqa: E402

import common  # noqa: E402  (evals/heldout/src/common.py)
from build import main  # noqa: E402  (evals/heldout/build.py: one build for every set)

# iText writes Persian as Arabic presentation forms (U+FBxx, U+FExx); the checks compare text in
# compatibility form (NFKC), so a caption or cell typed with ordinary letters is found.
_norm = common.norm
common.norm = lambda s: _norm(unicodedata.normalize("NFKC", s))

if __name__ == "__main__":
    main(HERE, "heldout8")
