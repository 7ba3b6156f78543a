"""A text chunk's sentences, cut the one way both indexing and the answerer cut them.

The answerer quotes sentences. Across languages their words share nothing with the question's
("Which inert marker ..." of "... krom oksit işaretleyicisi ..."), but their meaning does: the
multilingual embedder places the question next to the sentence that answers it. So indexing
embeds each prose sentence once, beside its chunk, and the answerer scores a quote by the stored
vector of its own sentence instead of only its chunk's (nothing of the evidence is embedded at
question time). Both sides must cut a chunk into the same sentences to meet on the same keys.
"""

from __future__ import annotations

import re

from paperlens.models import Chunk
from paperlens.textclean import CJK_CHAR


def _opening_letters() -> str:
    """A character class of the letters a sentence may open with: capitals of every cased
    alphabet (Latin with its accents, Greek, Cyrillic, Armenian, ...) and the letters of scripts
    without case (Arabic, Hebrew, Devanagari, Thai, ...). CJK and Hangul have rules of their own."""
    starts = [chr(c) for c in range(0x80, 0x3000) if chr(c).isupper() or _caseless(chr(c))]
    ranges: list[tuple[str, str]] = []
    for ch in starts:
        if ranges and ord(ch) == ord(ranges[-1][1]) + 1:
            ranges[-1] = (ranges[-1][0], ch)
        else:
            ranges.append((ch, ch))
    return "A-Z" + "".join(
        re.escape(a) if a == b else f"{re.escape(a)}-{re.escape(b)}" for a, b in ranges
    )


def _caseless(ch: str) -> bool:
    return ch.isalpha() and not ch.islower() and not ch.isupper()


# A letter that may open a sentence, in any script (see _opening_letters).
SENTENCE_OPENING = f"[{_opening_letters()}]"
# Sentence ends, including before a numbered section heading ("... Figure 2. 3.3 Position-wise").
# Latin, Greek and Cyrillic sentences open with a capital, Arabic, Hebrew or Hindi ones with any
# letter; Arabic asks with "؟", Hindi ends with "।", Urdu with "۔", Armenian with "։", Amharic
# with "።". Chinese and Japanese sentences end in "。！？" (or a full-width "．") with no space
# after them.
SENTENCE_END = re.compile(
    rf"(?<=[.!?؟।۔։።])\s+(?=[(\[\"'«„“]|{SENTENCE_OPENING}|\d+(?:\.\d+)+\s+{SENTENCE_OPENING})"
    # ... and before a heading numbered without a dot ("... for the friction. 2 Materials and
    # methods The trial ..."), after a word (not "Fig. 3 The"):
    rf"|(?<=[^\W\d_]{{4}}[.!?])\s+(?=\d{{1,2}}\.?\s+{SENTENCE_OPENING})"
    r"|(?<=[。！？])\s*(?=\S)|(?<=．)\s*(?=[^\d\s])"
    # Korean ends a sentence with a period after a syllable ("...운영하고 있다. 표준오차는")
    r"|(?<=[\uac00-\ud7a3][.!?])\s+(?=\S)"
)


def paragraph_sentences(paragraph: str) -> list[str]:
    """The quotable sentences of one paragraph (a CJK character counts about as a short word)."""
    sentences = [t.strip() for t in SENTENCE_END.split(paragraph.replace("\n", " "))]
    return [t for t in sentences if len(t) + 2 * len(CJK_CHAR.findall(t)) >= 20]


def prose_sentences(text: str) -> list[str]:
    """Every quotable sentence of a prose chunk, paragraph by paragraph."""
    return [
        s
        for paragraph in text.split("\n\n")
        if not paragraph.strip().startswith("|")
        for s in paragraph_sentences(paragraph)
    ]


def sentence_text(sentence: str) -> str:
    """The form a sentence is embedded and looked up in: whitespace runs as one space."""
    return " ".join(sentence.split())


def embedded_sentences(chunk: Chunk) -> list[str]:
    """The sentences of a prose chunk whose own vectors indexing stores (in the embedding cache,
    keyed by their text) and the answerer looks up."""
    if chunk.kind != "text" or chunk.extra.get("front_matter") or chunk.extra.get("block"):
        return []
    return [sentence_text(s) for s in prose_sentences(chunk.text)]
