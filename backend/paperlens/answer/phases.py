"""Before and after: the two phases of an intervention, as a paper in another language heads them.

A study of a retrofit, a service visit or a remediation tabulates each site twice, under "Før"
and "Efter" (Danish), "Enne" and "Pärast" (Estonian), "Antaŭ 2021" and "Post 2023"
(Esperanto). The English question asks "after the service visits" or "how much did it drop"
and shares no word with either header, so a lookup shows the whole row (the before and the
after value side by side, one of them wrong) and a difference finds no two columns to subtract.
"Before" and "after" are closed-class words, a language's grammar rather than a paper's
vocabulary, like the seasons and compass points ``crosslingual`` already reads: each phase is
one more concept there, its words here.

Every word is matched whole (see ``crosslingual._concept_pattern``): as a word's beginning
most open others ("før" of "første", first; "prima" of "primavera", spring; "после" of
"последний", last; "przed" of "przedział", interval). The Dutch "na" is left out (it is "n/a"
in a table of any language), as are the Albanian "para" (Spanish "for"), the Vietnamese "sau"
(Romanian "or") and the Hausa "bayan" (Tagalog "town"); scripts written without spaces
(Thai, Lao) have no whole words to match. Chinese, Japanese and Korean words are searched
anywhere in a label, so only their forms of two characters or more are given ("之前", "이후"),
never the one character that begins many other words.
"""

from __future__ import annotations

# Whole words per phase: English (short forms), German, French, Spanish, Portuguese, Galician,
# Italian, Catalan, Basque, Romanian, Danish, Norwegian, Swedish, Icelandic, Faroese, Finnish,
# Estonian, Latvian, Lithuanian, Polish, Czech, Slovak, Slovene, Croatian, Serbian, Russian,
# Ukrainian, Belarusian, Bulgarian, Greek, Hungarian, Turkish, Azerbaijani, Uzbek, Kyrgyz,
# Kazakh, Armenian, Esperanto, Indonesian, Swahili, Hausa, Somali, Zulu, Xhosa, Malagasy,
# Vietnamese, Hebrew, Arabic, Persian.
PHASE_WORDS: dict[str, tuple[str, ...]] = {
    "before": ("pre", "vor", "vorher", "avant", "antes", "prima", "abans", "înainte", "før",
               "forud", "före", "innan", "fyrir", "ennen", "enne", "pirms", "prieš", "przed",
               "před", "pred", "prije", "пре", "прије", "до", "перед", "прежде", "преди",
               "πριν", "előtt", "előtte", "előtti", "önce", "önceki", "antaŭ", "sebelum",
               "kabla", "trước", "aurretik", "aurreko", "áðrenn", "taloha", "oldin", "əvvəl",
               "чейин", "дейін", "kafin", "ngaphambi", "phambi", "առաջ", "לפני", "قبل", "پیش"),
    "after": ("post", "nach", "nachher", "après", "después", "depois", "após", "dopo",
              "després", "după", "efter", "etter", "eftir", "jälkeen", "pärast", "pēc", "po",
              "potem", "poslije", "posle", "nakon", "после", "након", "після", "пасля",
              "след", "μετά", "után", "utána", "utáni", "sonra", "sonraki", "sesudah",
              "setelah", "baada", "tras", "despois", "ondoren", "ondorengo", "osteko", "keyin",
              "кийин", "кейін", "kadib", "emva", "ngemuva", "հետո", "אחרי", "بعد"),
}  # fmt: skip
# Searched anywhere in a label, as the other CJK stems are.
PHASE_CJK: dict[str, tuple[str, ...]] = {
    "before": ("之前", "以前", "実施前", "処理前", "处理前", "이전"),
    "after": ("之后", "之後", "以后", "以後", "実施後", "処理後", "处理后", "이후"),
}
# The words a question asks each phase with.
PHASE_ASKED: dict[str, tuple[str, ...]] = {
    "before": ("before",),
    "after": ("after",),
}
