"""The Russian forms of the names a Belarusian text prints, which an English question usually
spells: Belarusian writes ц and дз where Russian has т and д before a soft vowel ("Віцебск",
"Vitebsk"; "Маладзечна", "Molodechno") and, unstressed, а where Russian has о ("Магілёў",
"Mogilev"). Which а were an о the spelling does not tell, so a and o are folded to one letter
in both keys compared (:func:`fold_akanye`)."""

from __future__ import annotations

import re

# Only Belarusian writes both ў and і (Ukrainian has і but no ў; Uzbek ў but no і).
_BELARUSIAN = re.compile(r"[ўЎ]")
_UKRAINIAN_I = re.compile(r"[іІ]")
_CYRILLIC_WORD = re.compile(r"[\u0400-\u04ff]+")
# ц and дз before a soft vowel or the soft sign: Russian т and д ("ці" "ти", "дзе" "де").
_SOFT = re.compile(r"(дз|ц)(?=[іеёюяь])", re.I)


def belarusian(text: str) -> bool:
    return bool(_BELARUSIAN.search(text) and _UKRAINIAN_I.search(text))


def russian_forms(text: str) -> list[str]:
    """The text's Cyrillic words in their Russian forms when the text is Belarusian (none
    otherwise)."""
    if not belarusian(text):
        return []
    return [russian_form(w) for w in dict.fromkeys(_CYRILLIC_WORD.findall(text))]


def russian_form(word: str) -> str:
    """A Belarusian word with ц and дз before a soft vowel made т and д."""
    return _SOFT.sub(lambda m: "т" if m[1].lower() == "ц" else "д", word)


def fold_akanye(key: str) -> str:
    """A name's key with a and o one letter (see the module's note)."""
    return key.replace("a", "o")
