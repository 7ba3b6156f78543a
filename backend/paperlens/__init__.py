"""PaperLens: a paper-reading chatbot that reads figures and tables, not only prose."""

import sys

__version__ = "0.1.0"

# PyMuPDF 2 imports its optional layout model (pymupdf_layout, an ONNX network) whenever it is
# imported, if installed: 0.3 s and ~54 MB in every process. PaperLens never asks for layout
# analysis (Page.get_layout), and PyMuPDF treats the module as optional (it catches the
# ImportError), so it is kept out unless something imported PyMuPDF before us.
if "pymupdf" not in sys.modules:
    sys.modules.setdefault("pymupdf.layout", None)  # type: ignore[arg-type]
