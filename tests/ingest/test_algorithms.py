"""Pseudo-code blocks: "Algorithm 1" floats become labelled text chunks; prose that starts a line
with "Algorithm 2 shows" does not."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pymupdf

from paperlens.ingest.algorithms import extract_algorithms
from paperlens.labels import find_labels, label_key

if TYPE_CHECKING:
    from conftest import Sheet

CODE = [
    (0, "function FINDWINDOW(X, opt)"),
    (1, "candidates = GETACFPEAKS(X)"),
    (1, "for w in candidates do"),
    (2, "opt = UPDATE(X, w, opt)"),
    (1, "return opt.window"),
]


def algorithm(sheet: Sheet, y: float, caption: str) -> float:
    sheet.rule(72, 400, y, width=0.8)
    sheet.text(76, y + 11, caption)
    sheet.rule(72, 400, y + 15, width=0.4)
    for i, (level, line) in enumerate(CODE):
        sheet.text(86 + 12 * level, y + 27 + 11 * i, line)
    bottom = y + 31 + 11 * len(CODE)
    sheet.rule(72, 400, bottom, width=0.8)
    return bottom


def test_algorithm_block_is_a_labelled_text_chunk(sheet: Sheet, doc: pymupdf.Document) -> None:
    y = sheet.prose(90)
    bottom = algorithm(sheet, y + 10, "Algorithm 1 Batch ASAP")
    sheet.text(72, bottom + 24, "Algorithm 2 shows the streaming version of the same search,")
    sheet.prose(bottom + 36)
    (chunk,) = extract_algorithms(pymupdf.open("pdf", doc.tobytes()), "paper")
    assert (chunk.kind, chunk.label, chunk.page) == ("text", "Algorithm 1", 1)
    assert chunk.extra == {"block": "algorithm"}
    assert chunk.caption == "Batch ASAP"
    lines = chunk.text.splitlines()
    assert lines[0] == "Algorithm 1: Batch ASAP"
    assert lines[1:] == [
        "function FINDWINDOW(X, opt)",
        "  candidates = GETACFPEAKS(X)",
        "  for w in candidates do",
        "    opt = UPDATE(X, w, opt)",
        "  return opt.window",
    ]
    assert chunk.bbox is not None and chunk.bbox[3] >= bottom - 1
    # A question that names the block finds it by its label.
    assert [label_key(x) for x in find_labels("What does Algorithm 1 return?")] == [
        label_key(chunk.label or "")
    ]


def test_prose_naming_an_algorithm_is_not_a_block(sheet: Sheet, doc: pymupdf.Document) -> None:
    y = sheet.prose(90)
    sheet.text(72, y + 12, "Algorithm 3 shows the full streaming version of the search.")
    sheet.prose(y + 24)
    assert extract_algorithms(pymupdf.open("pdf", doc.tobytes()), "paper") == []
