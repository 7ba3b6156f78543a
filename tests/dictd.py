"""Bilingual dictionaries written in dictd's format for tests: an index of headwords with the
base-64 offset and length of each entry, and the entries' text as dictzip (gzip whose deflate
stream is flushed every ``chunk`` bytes, with a table of the compressed chunks' sizes) or as
plain gzip. FreeDict's Debian packages are in this format."""

from __future__ import annotations

import gzip
import struct
import zlib
from pathlib import Path

_B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"


def _b64(n: int) -> str:
    digits = ""
    while True:
        digits = _B64[n % 64] + digits
        n //= 64
        if n == 0:
            return digits


def dictzip(text: bytes, chunk: int) -> bytes:
    deflate = zlib.compressobj(9, zlib.DEFLATED, -zlib.MAX_WBITS)
    parts = []
    for start in range(0, len(text), chunk):
        part = deflate.compress(text[start : start + chunk])
        last = start + chunk >= len(text)
        parts.append(part + deflate.flush(zlib.Z_FINISH if last else zlib.Z_FULL_FLUSH))
    table = struct.pack("<HHH", 1, chunk, len(parts)) + b"".join(
        struct.pack("<H", len(p)) for p in parts
    )
    extra = b"RA" + struct.pack("<H", len(table)) + table
    header = b"\x1f\x8b\x08\x04" + b"\x00" * 4 + b"\x02\x03" + struct.pack("<H", len(extra))
    trailer = struct.pack("<II", zlib.crc32(text), len(text) & 0xFFFFFFFF)
    return header + extra + b"".join(parts) + trailer


def write_dictionary(
    folder: Path,
    code: str,
    entries: dict[str, str],
    *,
    chunk: int | None = 64,
    into_english: bool = False,
    name: str = "",
) -> None:
    """``entries``: an English headword and the lines after it ("/pron/\\n1. oran, nispet"), or
    with ``into_english`` a headword of the other language and its English. ``code`` is the
    ISO 639-3 code of the other language, as FreeDict names its files; ``name`` names the files
    otherwise (Mueller's English-Russian is "mueller7")."""
    text = b""
    index = []
    for head, body in sorted(entries.items()):
        entry = f"{head} {body}\n".encode()
        index.append(f"{head}\t{_b64(len(text))}\t{_b64(len(entry))}")
        text += entry
    folder.mkdir(parents=True, exist_ok=True)
    name = name or (f"freedict-{code}-eng" if into_english else f"freedict-eng-{code}")
    (folder / f"{name}.index").write_text("\n".join(index) + "\n", encoding="utf-8")
    packed = gzip.compress(text) if chunk is None else dictzip(text, chunk)
    (folder / f"{name}.dict.dz").write_bytes(packed)
