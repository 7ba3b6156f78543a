"""The bilingual dictionaries Debian installs (``dict-freedict-eng-*``, which ``.ci/run``
installs) are read by the service as configured: an English question about a Turkish paper's
tables and charts is answered with the cell or bar its translated label names, end to end
(index, ask); and Mueller's English-Russian (``mueller7-dict``) for a Belarusian paper's.
Skipped where the dictionary is not installed."""

from __future__ import annotations

from pathlib import Path

import pytest

from paperlens.service import AskOptions, PaperLens

_TURKISH = Path("/usr/share/dictd/freedict-eng-tur.index")
_PAPER = Path(__file__).parents[2] / "evals" / "heldout5" / "tr_levrek.pdf"

pytestmark = pytest.mark.skipif(
    not _TURKISH.exists(), reason="dict-freedict-eng-tur is not installed"
)


@pytest.mark.parametrize(
    ("question", "value", "other", "source"),
    [
        # "Ham kül (%)": crude ash, in Table 1, beside crude protein and fat
        ("What crude ash content did the control diet have?", "11,4", "46,2", "[Table 1"),
        # a bar chart's axis "Protein sindirilebilirliği (%)", the sea bass ("Levrek") bar
        (
            "What apparent protein digestibility did sea bass have on the control diet?",
            "91.",
            "46,2",
            "[Figure 2",
        ),
    ],
)
def test_a_turkish_label_is_read_through_the_installed_dictionary(
    lens: PaperLens, question: str, value: str, other: str, source: str
) -> None:
    paper = lens.ingest_pdf(_PAPER.read_bytes(), filename=_PAPER.name)
    first = lens.ask(question, [paper.paper_id], options=AskOptions()).answer.splitlines()[0]
    assert value in first and other not in first and source in first, first


@pytest.mark.skipif(
    not Path("/usr/share/dictd/mueller7.index").exists(), reason="mueller7-dict is not installed"
)
def test_a_belarusian_label_is_read_through_the_installed_russian_dictionary(
    lens: PaperLens,
) -> None:
    """Mueller's English-Russian gives "нагрузка" for "load", which the Belarusian table prints
    in its breaking-load column ("Разрыўная нагрузка (даН)"); FreeDict's has no "load"."""
    paper_file = _PAPER.parents[1] / "heldout14" / "be_lion.pdf"
    paper = lens.ingest_pdf(paper_file.read_bytes(), filename=paper_file.name)
    question = "Which cultivar had the strongest fibre, and what breaking load did it reach?"
    first = lens.ask(question, [paper.paper_id], options=AskOptions()).answer.splitlines()[0]
    assert "Ручэй" in first and "26,2" in first and "[Table 2" in first, first
