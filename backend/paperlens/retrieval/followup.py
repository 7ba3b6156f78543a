"""Does a question stand on its own, or does it lean on the conversation before it?

Appending the last turns to every question lets an old topic take over a new one: after "What
does Figure 2 show?", "How many layers does the encoder have?" was routed to Figure 2. So the
history joins a question only when the question's own words say it cannot stand alone: it opens
with a continuation ("and on EN-FR?", "what about the base model?", "그럼 독일어는?"), points back
("what is its dropout?"), or names almost nothing ("why?").
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from paperlens.retrieval.lexical import tokenize

# Openings that continue the previous question, in the router's languages.
_CONTINUATION = re.compile(
    r"^\s*(?:[¿¡(\"'“]\s*)?(?:"
    r"and|or|but|also|so|then|what about|how about|what of|and what about|same for|same (?:question )?for"
    r"|und|oder|aber|auch|was ist mit|wie ist es mit|wie steht es mit|und bei|und für"
    r"|et|ou|mais|aussi|et pour|et avec|qu['’]en est-il|et qu['’]en est-il|et le|et la|et les"
    r"|y|pero|también|y para|y con|y en|qué hay de|y qué hay de|y el|y la|y los|y las"
    r")(?![\w'-])"
    r"|^\s*(?:그럼|그러면|그렇다면|그리고|또|또한|그건|그것은|그거|이건|그 다음|반면)"
    r"|^\s*(?:じゃあ|では|それでは|それなら|それは|そして|また|あと)"
    r"|^\s*(?:那|那么|那麼|还有|還有|另外|而|那个|那個)",
    re.I,
)
# Words that point back to something named before ("its dropout", "the same model").
_ANAPHORA = re.compile(
    r"\b(?:it|its|it's|they|them|their|this one|that one|these|those|the same|the other|the former"
    r"|the latter)\b"
    r"|\b(?:er|sie|es|ihr|ihre|sein|seine|dessen|deren|dieselbe|derselbe|dasselbe)\b"
    r"|\b(?:il|elle|ils|elles|son|sa|ses|leur|leurs|celui-ci|celle-ci|le même|la même)\b"
    r"|\b(?:él|ella|ellos|ellas|su|sus|el mismo|la misma)\b"
    r"|그것|그거|그건|이것|그 모델|거기|それ|その|あれ|これ|它|它们|它的|这个|那个",
    re.I,
)
# Elliptical CJK follow-ups: a short topic and a question ending ("독일어는?", "ドイツ語は？", "德语呢？").
_CJK_ELLIPSIS = re.compile(
    r"^[^?？]{1,12}(?:은|는|요)\s*[?？]?\s*$|[呢]\s*[?？]?\s*$|^[^?？]{1,10}は\s*[?？]\s*$"
)
_QUESTION_WORD_LIST = """how many much many what which who whom whose where when why does did do is are was were can
    could would should will may might show shows give gives list tell me about value number
    wie viele welche welcher welches was wer wo wann warum ist sind gibt zeigt
    combien quel quelle quels quelles qui où quand pourquoi est sont montre
    cuántos cuántas cuál cuáles qué quién dónde cuándo por es son muestra"""
QUESTION_WORDS = frozenset(_QUESTION_WORD_LIST.split())


@dataclass(frozen=True)
class FollowUp:
    """The verdict: ``needs_history`` and, when it does, the reason in a few words."""

    needs_history: bool
    reason: str = ""


def content_words(question: str) -> list[str]:
    """The question's searchable words: tokens that are neither stop words nor question words."""
    return [t for t in tokenize(question) if t not in QUESTION_WORDS]


def follow_up(question: str) -> FollowUp:
    """Decide from the question's own words whether it needs the turns before it."""
    q = unicodedata.normalize("NFKC", question).strip()
    opening = _CONTINUATION.match(q)
    if opening:
        return FollowUp(True, f"opens with '{opening.group().strip()}'")
    words = content_words(q)
    cjk = re.search(r"[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7a3]", q)
    if cjk and _CJK_ELLIPSIS.search(q):
        return FollowUp(True, "an elliptical question")
    pointer = _ANAPHORA.search(q)
    if pointer and len(words) <= 2:
        return FollowUp(True, f"'{pointer.group()}' points back to an earlier turn")
    if not cjk and len(words) <= 1:
        return FollowUp(True, "names too little to search on its own")
    return FollowUp(False)
