"""The upload checks on their own: every damaged file is either accepted (with a warning when it
was repaired) or refused with BadPDF, never with another exception; text is stored clean."""

from __future__ import annotations

import random

import pymupdf
import pytest
from hostile_pdfs import PDF_CASES, multi_page_paper, truncated

from paperlens.ingest.errors import failure_reason
from paperlens.ingest.pdf import REPAIRED, TRUNCATED, BadPDF, check_pdf
from paperlens.models import Chunk
from paperlens.settings import IngestSettings
from paperlens.textclean import clean_filename, clean_text, readable

LIMITS = IngestSettings()


def _check(data: bytes):
    try:
        return check_pdf(data, LIMITS, "fallback")
    except BadPDF as exc:
        assert "code=" not in str(exc)
        return exc


@pytest.mark.parametrize("percent", range(5, 100, 5))
def test_a_file_cut_anywhere_is_refused_or_indexed_with_a_warning(percent):
    result = _check(truncated(percent / 100))
    if not isinstance(result, BadPDF):
        assert TRUNCATED in result.warnings


def test_flipped_bytes_never_escape_as_library_errors():
    source = multi_page_paper()
    rng = random.Random(14)
    for _ in range(300):
        data = bytearray(source)
        for _ in range(rng.randint(1, 40)):
            data[rng.randrange(len(data))] = rng.randrange(256)
        _check(bytes(data))


def test_a_repaired_file_says_so():
    checked = check_pdf(PDF_CASES["xref offsets wrong (repaired)"][1](), LIMITS, "x")
    assert checked.warnings == [REPAIRED]
    assert check_pdf(PDF_CASES["healthy control"][1](), LIMITS, "x").warnings == []


def test_library_codes_become_sentences():
    reason = failure_reason(pymupdf.mupdf.FzErrorFormat("cycle in page tree"), "extracting text")
    assert "code=" not in reason and "loops back on itself" in reason
    assert "while extracting text" in reason and "save or print it to a new PDF" in reason
    assert "internal error (KeyError)" in failure_reason(KeyError("x"), "finding figures")


def test_unsafe_characters_are_stripped_from_stored_text():
    poison = "a\x00b\ufffec\uffffd\u202ee\u2066f\ufeffg\x07h\ud800i\U0010ffff"
    assert clean_text(poison) == "abcdefghi"
    chunk = Chunk(
        chunk_id="c",
        paper_id="p",
        kind="table",
        page=1,
        text=poison,
        label="Table\u202e 1",
        caption="\x00Caption",
        extra={"rows": [["1\x00", "\u202e2"]]},
    )
    assert (chunk.text, chunk.label, chunk.caption) == ("abcdefghi", "Table 1", "Caption")
    assert "\\u0000" not in chunk.to_metadata()["extra"]
    # What a reader needs stays: tabs, new lines, accents, CJK, RTL script, ZWJ emoji.
    kept = "Ünïcödé\t表 1\nשלום 👩\u200d🔬"
    assert clean_text(kept) == kept


def test_file_names_lose_their_paths_and_controls():
    assert clean_filename("../../etc/passwd.pdf") == "passwd.pdf"
    assert clean_filename("C:\\Users\\x\\paper.pdf") == "paper.pdf"
    assert clean_filename("report\u202efdp.exe") == "reportfdp.exe"
    assert clean_filename("n" * 5000) == "n" * 200
    assert clean_filename("../") is None


def test_readable_tells_language_from_unmapped_glyph_codes():
    assert readable(
        "The encoder has four identical layers, each with two sub-layers (see Table 2)."
    )
    assert readable("我们提出了一种新的网络结构，完全基于注意力机制。")
    assert not readable('?! 56= A $156%.! %02=65 "14 a 2a2!4 4!a !4. 6$! !0c1 !4 $a5')
    assert not readable("\ue057\ue065\ue020\ue073\ue074\ue075\ue064\ue079")
    assert not readable("\ufffd\ufffd\ufffd \ufffd\ufffd")
