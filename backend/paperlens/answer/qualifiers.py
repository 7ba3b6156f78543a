"""The near misses of a question: words that narrow it to something the paper does not report.

A question can name only things the paper prints and still ask about something it never gives:
"grasp success rate on *transparent* objects" of a paper about household objects, "dmCpGs in
*placental* tissue" of a study of cord blood, "F1 on notes written in *español*" of a paper about English notes. The name checks of
``abstain`` miss them: the words are lower case, glued to a number, or written in the
question's language. These checks look for such a qualifier in the question's own grammar and
ask whether the paper prints it:

- a language named in the question's language (néerlandais, Spanisch, 荷兰语, 네덜란드어), looked
  up as its English name and as written;
- in English questions about English papers, a modifier between a preposition and a noun the
  paper prints ("on transparent objects", "in placental tissue"), and the subject of "did X
  need/reach/use" ("did nurses need");

Each rule fires only when the paper lacks the word entirely (by its stem), so a paraphrase of
something the paper does print ("diagram", "lowest") is never looked up.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from paperlens.answer.vocabulary import Vocabulary

# English name -> how the router's other languages write it (fr, es, de, zh, ja, ko).
_LANGUAGES: dict[str, tuple[str, ...]] = {
    "English": ("anglais", "inglés", "englisch", "英语", "英文", "英語", "영어"),
    "German": ("allemand", "alemán", "deutsch", "德语", "德文", "ドイツ語", "독일어"),
    "French": ("français", "francés", "französisch", "法语", "法文", "フランス語", "프랑스어"),
    "Spanish": ("espagnol", "español", "spanisch", "西班牙语", "スペイン語", "스페인어"),
    "Chinese": ("chinois", "chino", "chinesisch", "中文", "汉语", "中国語", "중국어"),
    "Japanese": ("japonais", "japonés", "japanisch", "日语", "日文", "日本語", "일본어"),
    "Korean": ("coréen", "coreano", "koreanisch", "韩语", "韓国語", "한국어"),
    "Dutch": (
        "néerlandais",
        "neerlandés",
        "holandés",
        "niederländisch",
        "荷兰语",
        "オランダ語",
        "네덜란드어",
    ),
    "Italian": ("italien", "italiano", "italienisch", "意大利语", "イタリア語", "이탈리아어"),
    "Portuguese": (
        "portugais",
        "portugués",
        "portugiesisch",
        "葡萄牙语",
        "ポルトガル語",
        "포르투갈어",
    ),
    "Russian": ("russe", "ruso", "russisch", "俄语", "ロシア語", "러시아어"),
    "Arabic": ("arabe", "árabe", "arabisch", "阿拉伯语", "アラビア語", "아랍어"),
    "Hindi": ("hindi", "印地语", "ヒンディー語", "힌디어"),
    "Turkish": ("turc", "turco", "türkisch", "土耳其语", "トルコ語", "터키어"),
    "Polish": ("polonais", "polaco", "polnisch", "波兰语", "ポーランド語", "폴란드어"),
    "Swedish": ("suédois", "sueco", "schwedisch", "瑞典语", "スウェーデン語", "스웨덴어"),
    "Vietnamese": ("vietnamien", "vietnamita", "vietnamesisch", "越南语", "ベトナム語", "베트남어"),
    "Thai": ("thaï", "tailandés", "thailändisch", "泰语", "タイ語", "태국어"),
    "Indonesian": (
        "indonésien",
        "indonesio",
        "indonesisch",
        "印尼语",
        "インドネシア語",
        "인도네시아어",
    ),
    "Czech": ("tchèque", "checo", "tschechisch", "捷克语", "チェコ語", "체코어"),
    "Greek": ("grec", "griego", "griechisch", "希腊语", "ギリシャ語", "그리스어"),
    "Finnish": ("finnois", "finlandés", "finnisch", "芬兰语", "フィンランド語", "핀란드어"),
}
_FORM_OF = {form: name for name, forms in _LANGUAGES.items() for form in forms}
_LATIN_FORMS = sorted((f for f in _FORM_OF if re.match(r"[a-zà-ÿ]", f)), key=len, reverse=True)
_OTHER_FORMS = sorted((f for f in _FORM_OF if f not in _LATIN_FORMS), key=len, reverse=True)
_LANGUAGE_FORM = re.compile(
    rf"(?<![A-Za-zÀ-ÿ])(?:{'|'.join(map(re.escape, _LATIN_FORMS))})(?:e|en|er|es|s)?(?![A-Za-zÀ-ÿ])"
    rf"|{'|'.join(map(re.escape, _OTHER_FORMS))}",
    re.I,
)
# "Antworte auf Deutsch", "用中文回答", "한국어로 답해": the language of the answer, not a qualifier.
_ANSWER_IN = re.compile(
    r"(?:answer|respond|reply|antworte|réponds|répondez|responde|回答|答え|답)", re.I
)


def language_named(question: str, vocab: Sequence[Vocabulary]) -> str:
    """A language the question names in its own words that no paper names, as English."""
    for m in _LANGUAGE_FORM.finditer(question):
        near = question[max(0, m.start() - 20) : m.end() + 12]
        if _ANSWER_IN.search(near):
            continue
        form = m.group().lower()
        name = _FORM_OF.get(form) or next(
            (_FORM_OF[f] for f in _LATIN_FORMS if form.startswith(f)), None
        )
        if name is None:
            continue
        stem = name.lower()[: max(5, len(name) - 3)] if len(name) > 5 else name.lower()
        forms = _LANGUAGES[name]
        if not any(v.has_prefix(stem) or any(f in v.text for f in forms) for v in vocab):
            return name
    return ""


_STOP_WORDS = """the a an all each every any some its their this that these those both either other same
    different various several many more most less least first last final total overall average
    mean typical main best worst higher lower given such which what whose whom how does did
    paper study article model models method methods table figure data set sets dataset datasets
    one two three four five six seven eight nine ten eleven twelve half zero initial original"""
_STOP = frozenset(_STOP_WORDS.split())
_PREPOSITION = r"(?:on|in|for|among|from|of|at|under|with|within|using|across)"
_MODIFIER = re.compile(
    rf"\b{_PREPOSITION}\s+(?:(?:the|a|an|all|its|their)\s+)?(?P<w>[a-z]{{4,}})\s+(?P<n>[a-z]{{3,}})\b"
)
_VERBS = r"(?:need|needs|use|uses|reach|reaches|achieve|achieves|get|gets|require|requires|take|takes|spend|spends|obtain|obtains|score|scores|report|reports|show|shows|have|has|perform|make)"
# "did nurses need", "did the paediatric ward have" (a modifier before the subject's noun)
_SUBJECT = re.compile(
    rf"\b(?:does|did|do)\s+(?:the\s+)?(?P<w>[a-z]{{4,}})\s+(?:(?P<n>[a-z]{{3,}})\s+)?{_VERBS}\b"
)
_SUFFIX = re.compile(r"(?:ing|ed|es|s|al|ic|ly)$")


def _stem(word: str) -> str:
    stem = _SUFFIX.sub("", word)
    return stem if len(stem) >= 4 else word[:4]


def qualifier_missing(question: str, language: str, vocab: Sequence[Vocabulary]) -> str:
    """An English modifier or subject the English papers never print ("transparent")."""
    english = [v for v in vocab if v.language == "English"]
    if language != "English" or not english or len(english) < len(vocab):
        return ""  # a paper in another language prints its own words for these
    for m in [*_MODIFIER.finditer(question), *_SUBJECT.finditer(question)]:
        word = m.group("w")
        if word in _STOP or word.endswith("est"):
            continue
        noun = m.groupdict().get("n")
        if noun is not None and (
            noun in _STOP or not any(v.has_prefix(_stem(noun)) for v in vocab)
        ):
            continue  # the noun is a paraphrase too: nothing to anchor the modifier to
        if not any(v.has_prefix(_stem(word)) for v in vocab):
            return f"{word} {noun}" if noun else word
    return ""
