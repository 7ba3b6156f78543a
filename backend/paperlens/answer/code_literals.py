"""Names a paper prints only as arguments in its code: no value is reported for them.

A software paper shows how to call its functions: `met_predict(fit, newsite = "Ostrava")`. The
name in quotes is an input the reader might pass, not a site the paper has results for; unless
the call's output is printed (then the name shows again outside the quotes, in the output's
rows), "What yield is predicted for Everest at Ostrava?" asks what the paper does not give, and
the name check must not count it as printed. A string literal is told by where it stands: in
straight quotes right after a call's "(", an argument's "," or a keyword's "=", as code is set;
prose quotes names otherwise.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence

_LITERAL = re.compile(r"""[(,=]\s*(["'])([^"'\n]{1,80})\1""")


@functools.lru_cache(maxsize=512)
def _outside_code(text: str) -> str | None:
    """The text with the contents of its string literals blanked; None when it has none (most
    papers). Once per paper text: the question's names are then looked up, not re-parsed."""
    spans = [m.span(2) for m in _LITERAL.finditer(text)]
    if not spans:
        return None
    pieces, at = [], 0
    for a, b in spans:
        pieces += [text[at:a], " " * (b - a)]
        at = b
    return "".join([*pieces, text[at:]])


@functools.lru_cache(maxsize=512)
def _literals(text: str) -> str:
    """The contents of the text's string literals, one per line ("" for most papers)."""
    return "\n".join(m.group(2) for m in _LITERAL.finditer(text))


def only_in_code(term: str, texts: Sequence[str]) -> bool:
    """Whether the texts print ``term`` (as a whole word), and only inside string literals
    passed to code."""
    if not any(term in _literals(text) for text in texts):
        return False  # (the papers are not scanned for a name no literal holds: most names)
    word = re.compile(rf"(?<![^\W_]){re.escape(term)}(?![^\W_])")
    found = False
    for text in texts:
        if term not in text or not word.search(text):
            continue
        outside = _outside_code(text)
        if outside is None or word.search(outside):
            return False
        found = True
    return found
