"""An English verb and the forms a header or a sentence prints it in.

A question asks "how many loaves did Millstone bake" or "how many did Harbour Lane sell"; the
table's columns say "Loaves baked" and "Loaves sold". The regular forms follow from the word
("bake" -> "baked", "baking"); the irregular ones are English grammar, listed once here: the
common verbs whose past or participle a results table or a methods sentence prints.
"""

from __future__ import annotations

import functools
import re

# base: past and participle forms (both where they differ)
_IRREGULAR = {
    "be": "was were been", "become": "became", "begin": "began begun", "bite": "bit bitten",
    "blow": "blew blown", "break": "broke broken", "breed": "bred", "bring": "brought",
    "build": "built", "burn": "burnt", "buy": "bought", "catch": "caught", "choose": "chose chosen",
    "come": "came", "cut": "cut", "deal": "dealt", "dig": "dug", "do": "did done",
    "draw": "drew drawn", "drink": "drank drunk", "drive": "drove driven", "dry": "dried",
    "eat": "ate eaten", "fall": "fell fallen", "feed": "fed", "feel": "felt", "fight": "fought",
    "find": "found", "fly": "flew flown", "freeze": "froze frozen", "get": "got gotten",
    "give": "gave given", "go": "went gone", "grind": "ground", "grow": "grew grown",
    "hang": "hung", "have": "had", "hear": "heard", "hide": "hid hidden", "hit": "hit",
    "hold": "held", "keep": "kept", "know": "knew known", "lay": "laid", "lead": "led",
    "leave": "left", "lend": "lent", "let": "let", "lie": "lay lain", "light": "lit",
    "lose": "lost", "make": "made", "mean": "meant", "meet": "met", "pay": "paid", "put": "put",
    "read": "read", "ride": "rode ridden", "rise": "rose risen", "run": "ran", "say": "said",
    "see": "saw seen", "seek": "sought", "sell": "sold", "send": "sent", "set": "set",
    "shake": "shook shaken", "shed": "shed", "shoot": "shot", "show": "showed shown",
    "shrink": "shrank shrunk", "shut": "shut", "sing": "sang sung", "sink": "sank sunk",
    "sit": "sat", "sleep": "slept", "slide": "slid", "sow": "sowed sown", "speak": "spoke spoken",
    "spend": "spent", "spin": "spun", "split": "split", "spread": "spread", "stand": "stood",
    "steal": "stole stolen", "stick": "stuck", "sting": "stung", "strike": "struck",
    "swim": "swam swum", "take": "took taken", "teach": "taught", "tear": "tore torn",
    "tell": "told", "think": "thought", "throw": "threw thrown", "wear": "wore worn",
    "weave": "wove woven", "win": "won", "wind": "wound", "write": "wrote written",
}  # fmt: skip
_KIN: dict[str, frozenset[str]] = {}
for _base, _forms in _IRREGULAR.items():
    _family = frozenset([_base, *_forms.split()])
    for _word in _family:
        _KIN[_word] = _KIN.get(_word, frozenset()) | _family


def regular_forms(word: str) -> set[str]:
    """An English verb's regular past and gerund: "train" -> "trained", "training"; "use" ->
    "used", "using"; "stop" -> "stopped"."""
    if len(word) < 4 or not word.isascii() or not word.isalpha():
        return set()
    forms = {word + "ed", word + "ing", word + "d"}
    if word.endswith("e"):
        forms.add(word[:-1] + "ing")
    if word[-1] not in "aeiouwxy" and word[-2] in "aeiou" and word[-3] not in "aeiou":
        forms |= {word + word[-1] + "ed", word + word[-1] + "ing"}
    return forms


def regular_bases(form: str) -> set[str]:
    """The words ``form`` is a regular past or gerund of ("trained" -> "train")."""
    cut = {form[:-1], form[:-2], form[:-3], form[:-4], form[:-3] + "e"}
    return {base for base in cut if form in regular_forms(base)}


_BASE_OF = {f: base for base, forms in _IRREGULAR.items() for f in forms.split()}


def past_bases(word: str) -> set[str]:
    """The verbs ``word`` is the past or participle of: "fell" -> "fall", "flowed" -> "flow";
    empty for any other word."""
    word = word.lower()
    if word in _BASE_OF:
        return {_BASE_OF[word]}
    return regular_bases(word) if word.endswith("ed") else set()


def done_otherwise(header: str, question: str) -> bool:
    """Whether ``header`` prints the participle of a verb ``question`` does not use after the
    noun it heads: "Shoots planted" counts what was done to the shoots, which "how many shoots
    survived" does not ask (a question using "planted", "plant" or "planting" does). A header's
    first word is its noun, not a participle ("Speed", "Hundred": words only spelt like one)."""
    asked = {w for w in re.findall(r"[a-z]+", question.lower())}
    for word in re.findall(r"[a-z]+", header.lower())[1:]:
        bases = past_bases(word)
        if bases and not any(({base} | verb_kin(base)) & asked for base in bases):
            return True
    return False


def fused_nouns(text: str) -> set[str]:
    """The one word an amount's noun and the past verb after it make, as a header prints it:
    "how much rain fell" -> "rainfall", "the amount of snow fell" -> "snowfall" (not "which
    bakery sold": a noun that is no amount makes no such word)."""
    words = re.findall(r"[a-z]+", text.lower())
    return {
        noun + base
        for amount, noun, verb in zip(words, words[1:], words[2:], strict=False)
        if amount in ("much", "of") and len(noun) >= 3
        for base in past_bases(verb)
    }


@functools.lru_cache(maxsize=4096)
def verb_kin(word: str) -> frozenset[str]:
    """The other forms ``word`` takes as an English verb, regular or not, without itself:
    "sell" -> "sold", "selling"; "baked" -> "bake", "baking"."""
    word = word.lower()
    kin = set(_KIN.get(word, ())) | regular_forms(word) | regular_bases(word)
    for base in regular_bases(word):
        kin |= regular_forms(base)
    return frozenset(kin - {word})


# A verb and the nouns a results table heads its count or amount with: "how many items did the
# library lend" is the column "Loans", "how much did the households spend" "Expenditure".
_ACTION_NOUNS = {
    "admit": "admission", "apply": "application", "arrive": "arrival", "attend": "attendance",
    "borrow": "borrowing", "consume": "consumption", "deliver": "delivery", "depart": "departure",
    "die": "death dead", "emit": "emission", "employ": "employment", "enrol": "enrolment",
    "enroll": "enrollment", "fail": "failure", "fly": "flight", "grow": "growth",
    "infect": "infection", "injure": "injury", "invest": "investment", "lend": "loan",
    "lose": "loss", "participate": "participation", "pay": "payment", "produce": "production",
    "purchase": "purchase", "recover": "recovery", "recruit": "recruitment",
    "respond": "response", "sell": "sale", "spend": "expenditure spending",
    "survive": "survival alive", "treat": "treatment", "vaccinate": "vaccination",
    "visit": "visit", "weigh": "weight",
}  # fmt: skip


def action_nouns(text: str) -> set[str]:
    """The nouns of the verbs ``text`` uses, in any form: "lend", "lent" -> "loan"; "sold" ->
    "sale"; "spent" -> "expenditure", "spending"; and the state the action leaves a thing in,
    which heads its count: "survived" -> "survival", "alive"."""
    out: set[str] = set()
    for word in re.findall(r"[a-z]+", text.lower()):
        for base in {word} | past_bases(word) | regular_bases(word):
            out.update(_ACTION_NOUNS.get(base, "").split())
    return out
