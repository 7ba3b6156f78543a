"""What a paper says it did not study.

"We did not measure song amplitude", "Kami tidak mengukur emisi CO2", "Dynamiczna kontrolowana
atmosfera (DCA) nie była przedmiotem badań": where the passage that best matches a question is
the paper saying it did not measure, study or test what is asked, the answer is "I don't know",
with that sentence as the reason; quoting it as if it answered reads as a finding. The pattern is
a negation beside a verb of measuring or studying, in the languages the router reads (in
Maltese, Uzbek and Mongolian the negation is part of the verb: "ma kejjilniex", "o'rganmadik",
"хэмжээгүй"). So is a paper saying it did the thing for one group, arm or site only
("calculated in the HA group only") when the question asks it of another (English phrasing).
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from paperlens.answer.cognates import cognate
from paperlens.answer.dictionaries import english_of_question
from paperlens.answer.terms import STOP_WORDS, TIME_ASKED, TIME_NOUNS, stem, term_set
from paperlens.scripts import strip_accents

if TYPE_CHECKING:
    from paperlens.answer.vocabulary import Vocabulary

_NOT_STUDIED = re.compile(
    "|".join(
        [
            # English
            r"\b(?:did|do|does|was|were|is|are|have|has|had|could)\s+not\s+(?:\w+\s+){0,2}?"
            r"(?:measure|measured|study|studied|examine|examined|investigate|investigated|test"
            r"|tested|assess|assessed|analy[sz]e|analy[sz]ed|model|modell?ed|record|recorded"
            r"|collect|collected|evaluate|evaluated|quantify|quantified|monitor|monitored"
            # (a field count: "nanoplastics were not counted", "the media were not sampled";
            # not "was not counted as quiet", a class the thing was put in)
            r"|count|counted|sample|sampled|survey|surveyed)\b(?!\s+(?:as|towards?|against)\b)",
            r"\bnot\s+(?:been\s+)?(?:measured|studied|examined|investigated|tested|assessed"
            r"|analy[sz]ed|recorded|evaluated|quantified|monitored|counted|sampled|surveyed"
            r"|part of (?:this|the|our) (?:[\w-]+ )?(?:study|work|analysis|trial|tests?"
            r"|experiments?|survey|campaign|field|project|programme|program|design))\b"
            r"(?!\s+(?:as|towards?|against)\b)",
            r"\bno\s+(?:\w+\s+){0,3}?(?:experiments?|measurements?|tests?|data)\s+(?:were|was)"
            r"\s+(?:made|done|performed|carried out|conducted|collected|taken|recorded)\b",
            r"\bbeyond the scope of\b|\boutside the scope of\b",
            # German, Dutch
            r"\bnicht\s+(?:\w+\s+){0,2}?(?:gemessen|untersucht|erhoben|betrachtet|geprüft"
            r"|bestimmt|erfasst)\b",
            r"\bniet\s+(?:\w+\s+){0,2}?(?:gemeten|onderzocht|bestudeerd|bepaald)\b",
            # West Frisian ("it waar hawwe wy net metten"; not "bepaald": Dutch "net bepaald"
            # is "just determined")
            r"\bnet\s+(?:metten|mjitten|ûndersocht|bestudearre|teld|analysearre)\b",
            # French, Spanish, Portuguese, Italian
            r"\bn['’](?:avons|a|ont)\s+pas\s+(?:été\s+)?(?:mesuré|étudié|examiné|évalué|analysé)",
            r"\bpas\s+été\s+(?:mesuré|étudié|examiné|évalué|analysé)",
            r"\bno\s+(?:se\s+)?(?:midió|midieron|medimos|estudió|estudiamos|evaluamos|evaluó"
            r"|analizamos|examinamos|fue objeto)\b",
            r"\bnão\s+(?:foi|foram|medimos|estudamos|avaliamos)\s*(?:medid|estudad|avaliad|objeto)?",
            r"\bnon\s+(?:è|sono|abbiamo)\s+(?:stat[oaie]\s+)?(?:misurat|studiat|valutat|analizzat)",
            # Polish, Czech, Russian, Ukrainian
            r"\bnie\s+(?:był[aoy]?|były)\s+przedmiotem\b|\bnie\s+(?:mierzono|badano|oceniano"
            r"|zmierzyliśmy|badaliśmy|analizowano)\b",
            r"\bne(?:zkoumal[iay]?|měřil[iay]?|sledoval[iay]?|studoval[iay]?|hodnotil[iay]?)\b",
            r"\bне\s+(?:измеряли|изучали|исследовали|оценивали|рассматривали|вимірювали"
            r"|досліджували)\b",
            # Indonesian, Vietnamese, Finnish, Greek, Turkish
            r"\btidak\s+(?:\w+\s+)?(?:mengukur|meneliti|memodelkan|menguji|mengamati|menganalisis|menilai"
            r"|diukur|diteliti|dimodelkan|diuji|diamati)\b",
            r"(?:không|chưa)\s+(?:được\s+)?(?:đo|nghiên cứu|khảo sát|đánh giá|phân tích)",
            r"\b(?:emme|ei)\s+(?:\w+\s+)?(?:mitattu|mitanneet|tutkittu|tutkineet|tarkasteltu"
            r"|tarkastelleet|mallinnettu|mallintaneet)\b",
            r"δεν\s+(?:\w+\s+)?(?:μετρήσαμε|μελετήσαμε|εξετάσαμε|μετρήθηκ|μελετήθηκ|εξετάστηκ)",
            r"(?:ölçülmemiş|incelenmemiş|ölçmedik|incelemedik|araştırılmamış|denenmemiş"
            r"|test edilmemiş|değerlendirilmemiş|ölçülmedi|incelenmedi|denenmedi|test edilmedi)",
            # Occitan (the negation "pas" after the verb, no "ne": "Avèm pas mesurat los
            # degalhs", "son pas estats publicats")
            r"\b(?:avèm|avem|avètz|an|a|aviam|avián|es|son|foguèt|foguèron)\s+pas\s+"
            r"(?:estad?[ast]?s?\s+)?(?:mesur|estudi|analis|examin|compt|avalor|observ|registr)"
            r"(?:at|ada|ats|adas)\b",
            # Catalan, Romanian
            r"\bno\s+(?:vam|vàrem|hem|han|va|van|s['’]ha|s['’]han|es\s+va|es\s+van)\s+(?:\w+\s+)?"
            r"(?:estudia|mesura|analitza|avalua|examina)(?:r|t|ts|da|des)\b",
            r"\bnu\s+(?:au|a|am)\s+(?:fost\s+)?(?:analizat|măsurat|studiat|evaluat|investigat"
            r"|examinat|testat)",
            # Danish, Norwegian, Swedish
            r"\bikke\s+(?:\w+\s+)?(?:målt|undersøgt|undersøkt|studeret|studert|analyseret"
            r"|analysert|vurderet|vurdert|testet|medtaget|inkluderet)\b|\bindgår\s+ikke\b",
            r"\binte\s+(?:\w+\s+)?(?:mätt|mätts|undersökt|undersökts|studerat|studerats"
            r"|analyserat|analyserats)\b",
            # Bulgarian, Hungarian
            r"\bне\s+(?:сме|е|са|бяха|беше)\s+(?:\w+\s+)?(?:изследва|измерва|оценява|анализира"
            r"|изучава|изследван|измерван|оценяван|анализиран)",
            r"\bnem\s+(?:\w+\s+)?(?:mértük|vizsgáltuk|mérték|vizsgálták|elemeztük|értékeltük)\b",
            # Armenian (a negated auxiliary before the participle: "չեն դիտարկվել")
            r"(?:չեն|չի|չենք|չէին|չէր)\s+(?:\w+\s+)?(?:դիտարկվել|ուսումնասիրվել|չափվել|գնահատվել"
            r"|հետազոտվել|վերլուծվել|դիտարկել|ուսումնասիրել|չափել|գնահատել|հետազոտել)",
            # Hebrew, Persian, Georgian
            r"לא\s+(?:נמדד|נבדק|נחקר|מדדנו|בדקנו|חקרנו)",
            r"(?:اندازه\s?\u200c?گیری|بررسی|مطالعه|ارزیابی|سنجش|آزمایش)\s*\u200c?(?:نشد|نکردیم)",
            r"არ\s+(?:განიხილება|შეგვისწავლია|გაგვიზომავს|გაზომილა|შესწავლილა|გვიკვლევია)",
            # Galician, Basque, Afrikaans
            r"\bnon\s+(?:se\s+)?(?:analizamos|medimos|estudamos|avaliamos|examinamos|mediu"
            r"|mediron|estudou|estudaron|analizou|analizaron|avaliou|avaliaron)\b",
            r"\bez\s+(?:dugu|dute|da|dira|zen|ziren|genuen|zuten)\b[^.;]{0,80}?\b(?:neurtu"
            r"|aztertu|kalkulatu|ikertu|ebaluatu|landu)\b",
            r"\bnie\b[^.;]{0,80}?\b(?:gemeet|ondersoek|bestudeer|getoets|ontleed|geëvalueer"
            r"|bepaal)\s+nie\b",
            # Croatian, Serbian, Bosnian, Slovene; Lithuanian, Latvian; Estonian; Icelandic
            r"\bnis(?:mo|u|am)\s+(?:\w+\s+)?(?:analizirali|mjerili|merili|izmjerili|izmerili"
            r"|istraživali|istraživali|proučavali|ispitivali|razmatrali|ocjenjivali)\b"
            r"|\bnij?e\s+(?:bio\s+|bila\s+|bilo\s+)?(?:mjeren|meren|ispitivan|istraživan"
            r"|analiziran|proučavan)[aoi]?\b",
            r"\bne(?:vertinome|matavome|tyrėme|nagrinėjome|analizavome)\b|\bnebuvo\s+(?:matuojam"
            r"|vertinam|tirt|nagrinėjam|analizuot)\w*"
            r"|\bnetika\s+(?:mērīt|pētīt|analizēt|vērtēt)\w*|\bne(?:mērījām|pētījām|analizējām"
            r"|vērtējām)\b",
            r"\bei\s+(?:\w+\s+)?(?:mõõtnud|uurinud|hinnanud|analüüsinud|mõõdetud|uuritud"
            r"|hinnatud|analüüsitud|käsitletud)\b",
            r"\bekki\s+(?:\w+\s+)?(?:mælt|mæld|mældur|rannsakað|rannsökuð|fjallað|skoðað"
            r"|skoðuð|metið|metin|greint|greind)\b",
            # Albanian, Kazakh, Swahili, Amharic
            r"\bnuk\s+(?:kemi|u|janë|është|ishin)\s+(?:\w+\s+)?(?:matur|analizuar|studiuar"
            r"|vlerësuar|regjistruan|regjistrua|matën|mat|shqyrtuar|testuar|ekzaminuar)\b",
            r"(?:зерттеген|өлшеген|бағалаған|қарастырған|талдаған)\s+жоқпыз|(?:өлшенбеді"
            r"|зерттелмеді|қарастырылмады|бағаланбады|талданбады)",
            r"\bhatuku(?:pima|chunguza|tathmini|changanua)\w*|\bhaiku(?:pimwa|jumuishwa"
            r"|chunguzwa)\b|\bhaziku(?:pimwa|jumuishwa|chunguzwa)\b",
            r"(?:አልተለካም|አልተለኩም|አልተጠናም|አልተጠኑም|አልተመረመረም|አልለካንም|አላጠናንም|አልመረመርንም"
            r"|አልተገመገመም)",
            # Maltese (the circumfix ma ...-x: "ma kejjilniex", "ma ġiex imkejjel"), Tagalog
            r"\bma\s+(?:kejj?il|kejl|analizz|studj|eżamin|irreġistr|ittestj|evalwa)\w*x\b"
            r"|\bma\s+(?:ġie|ġiet|ġew)x\s+(?:imkejl|imkejjel|analizzat|studjat|eżaminat"
            r"|irreġistrat|ittestjat|evalwat)\w*",
            r"\bhindi\s+(?:namin\s+|nila\s+|na\s+)?(?:sinukat|nasukat|sinuri|pinag-aralan"
            r"|inaral|naitala|itinala|tiningnan|sinubok)\b",
            # Uzbek (the negative -ma- before the ending: "oʻrganmadik", "oʻlchanmadi"), Mongolian
            # (the negative -гүй after the past: "хэмжээгүй", "судлаагүй")
            r"\b(?:o[ʻ'‘’`]?rgan|o[ʻ'‘’`]?lcha|tekshir|bahola|tahlil\s+qil|qayd\s+et)(?:il|n)?"
            r"ma(?:dik|di|gan|dim|dilar)\b",
            r"(?:хэмж|судл|шинжл|бүртг|үнэл|ажигл)\w{0,4}(?:аа|ээ|оо|өө)гүй",
            # Thai ("ไม่ได้วัด", "ไม่ได้มีการสำรวจ")
            r"ไม่ได้(?:มีการ|ทำการ)?(?:วัด|ศึกษา|สำรวจ|ตรวจ|วิเคราะห์|ประเมิน|บันทึก|ทดสอบ)",
            # Chinese, Japanese, Korean
            r"(?:未|没有|并未|沒有|並未)(?:对\S{0,8})?(?:测量|測量|研究|考察|测定|測定|分析|评估|評估)",
            r"(?:測定|検討|調査|評価|分析|研究)(?:は|を)?(?:行って|して|されて)いない",
            r"(?:측정|연구|조사|분석|평가)(?:은|는|을|를)?\s*(?:하지|되지|실시하지)\s*않",
        ]
    ),
    re.I,
)
# Sentence ends, as ``paperlens.sentences`` reads them: Arabic "؟", Hindi "।", Urdu "۔" and
# Armenian "։" before a space, as the Latin ones; CJK and Amharic ends need none.
_SENTENCE = re.compile(r"(?<=[.!?;؟।۔։])\s+|(?<=[。；！？።])")


def says_unstudied(sentence: str) -> bool:
    """Whether the sentence says the paper did not measure or study something."""
    return bool(_NOT_STUDIED.search(sentence))


def not_studied(question: str, quote: str) -> str:
    """The sentence of ``quote`` in which the paper says it did not measure or study something
    the question names (a word of the question that the quote's other sentences do not print),
    or ""."""
    asked = {t for t in term_set(question) if len(t) >= 3 and not t.isdigit()}
    asked |= {t for w in english_of_question(question) for t in term_set(w)}
    if not asked:
        return ""
    sentences = [s.strip() for s in _SENTENCE.split(quote) if s.strip()]
    for i, sentence in enumerate(sentences):
        if not _NOT_STUDIED.search(sentence):
            continue
        rest = " ".join(sentences[:i] + sentences[i + 1 :])
        shared = (asked & term_set(sentence)) - term_set(rest)
        if shared:
            return sentence
    return ""


_WORD = re.compile(r"[^\W\d_]{3,}")


# A "sentence" longer than this is a run that no sentence end cut (a table's cells beside it).
_SENTENCE_CHARS = 300


def unstudied_objects(text: str) -> tuple[tuple[tuple[str, frozenset[str]], ...], frozenset[str]]:
    """Each sentence of a paper that says it did not measure or study something, with the words
    it names that the paper prints nowhere else (what was not studied: "gas evolution", "cell
    swelling"), its negation and verb taken out; and the words the paper prints outside such
    sentences. Computed once per paper version (``Vocabulary.unstudied``)."""
    sentences = [" ".join(s.split()) for s in _SENTENCE.split(text) if s.strip()]
    saying = [s for s in sentences if len(s) <= _SENTENCE_CHARS and _NOT_STUDIED.search(s)]
    if not saying:
        return (), frozenset()
    everywhere = Counter(_WORD.findall(strip_accents(text.lower())))
    objects = [_WORD.findall(strip_accents(_NOT_STUDIED.sub(" ", s).lower())) for s in saying]
    in_them = Counter(_WORD.findall(strip_accents(" ".join(saying).lower())))
    elsewhere = frozenset(w for w, n in everywhere.items() if n > in_them[w])
    return tuple(
        (sentence, frozenset(w for w in words if w not in elsewhere and not _studying(w)))
        for sentence, words in zip(saying, objects, strict=True)
    ), elsewhere


# Spellings that differ between languages for one sound: "atmosphere" is "atmosfera",
# "isotope" "izotop", "controlled" "kontrolowana".
_SPELLING = (("ph", "f"), ("th", "t"), ("ck", "k"), ("c", "k"), ("z", "s"), ("y", "i"), ("w", "v"))
# Words a question asks with in English, not about: "About how long ...".
_ASKING_WORDS = """about roughly approximately around after before between during within without
    against among which what where when while whose there their these those this that than then
    also only each every other same more less most least over under could would should might
    must here some such very much many since because however whether both either neither"""
_ASKING = frozenset(_ASKING_WORDS.split())
# The words of studying and measuring the pattern above is written in: "in this study", "v této
# studii" around the negation name no thing that was not studied.
_STUDYING = frozenset(
    strip_accents(w.lower()) for w in re.findall(r"[^\W\d_]{4,}", _NOT_STUDIED.pattern)
)


@functools.lru_cache(maxsize=4096)
def _studying(word: str) -> bool:
    return any(_same_word(word, verb) for verb in _STUDYING)


def _folded(word: str) -> str:
    for written, sound in _SPELLING:
        word = word.replace(written, sound)
    return word


def _same_word(asked: str, printed: str) -> bool:
    if asked == printed or stem(asked) == stem(printed) or _base(asked) == _base(printed):
        return True
    return cognate(_folded(asked), _folded(printed))


_DOER = re.compile(r"^(\w{4,}?)(?:ers?|ings?)$")


def _base(word: str) -> str:
    """An English noun of a doer or a doing reduced to its verb: "trackers" and "tracking"
    are both "track" (a question asks about trackers; the paper says tracking systems were
    not part of the test field)."""
    m = _DOER.match(word)
    return m.group(1) if m else word


def unstudied_in_papers(question: str, papers: Sequence[Vocabulary]) -> str:
    """The sentence in which a paper says it did not measure or study something the question
    asks about: a word of the question (or its cognate in the paper's language: "intonation",
    "intonaciju") that the paper prints only in such sentences, in no form. "" when none, or
    when the question itself asks what was not studied."""
    return _said_of_asked(question, papers, lambda v: v.unstudied)


_Objects = Callable[["Vocabulary"], tuple[tuple[tuple[str, frozenset[str]], ...], frozenset[str]]]


def _said_of_asked(question: str, papers: Sequence[Vocabulary], objects: _Objects) -> str:
    """The first sentence ``objects`` finds in a text that names a word of the question as what
    was not studied, where the text's other words (``objects``' second part) never name it."""
    if says_unstudied(question):
        return ""
    asking = TIME_ASKED.sub(" ", question)  # "in which year" asks when, not about years
    asked = {
        w
        for w in _WORD.findall(strip_accents(asking.lower()))
        if len(w) >= 4 and w not in STOP_WORDS and w not in _ASKING
    }
    # (a question in another language, of an English paper, by its English too: "klanten"
    # are customers; not a unit of time, which "En quelle année" asks when)
    glossed = {
        w
        for w in english_of_question(asking)
        if len(w) >= 4 and w not in _ASKING and not re.fullmatch(TIME_NOUNS, w)
    }
    for paper in papers if asked or glossed else ():
        saying, elsewhere = objects(paper)
        words = asked | glossed if paper.language == "English" else asked
        for sentence, named in saying:
            for a in words:
                if any(_same_word(a, w) for w in named) and not any(
                    _same_word(a, x) for x in elsewhere
                ):
                    return sentence
    return ""


# Where a clause ends: "The filter media were not sampled, so we cannot say where the particles
# were retained" says nothing of retention.
_CLAUSE = re.compile(r"[,;:]\s+")
_DATUM = re.compile(r"\d")


def unquantified_objects(
    text: str,
) -> tuple[tuple[tuple[str, frozenset[str]], ...], frozenset[str]]:
    """Each sentence of a paper that says it did not measure or study something, with the words
    its negated verb takes as object, up to the clause's end ("Avèm pas mesurat los degalhs
    del cinípede"); and the words of the paper's sentences that give a number (its results, its
    tables' runs). A passive subject before the verb is left out: "Dynamic controlled
    atmosphere was not studied" shares its words with the controlled atmosphere that was, and
    the sentence that says so need not print a digit ("stored for seven months"). Computed once
    per paper version (``Vocabulary.unquantified``)."""
    sentences = [" ".join(s.split()) for s in _SENTENCE.split(text) if s.strip()]
    saying = [s for s in sentences if len(s) <= _SENTENCE_CHARS and _NOT_STUDIED.search(s)]
    if not saying:
        return (), frozenset()
    with_data = " ".join(s for s in sentences if s not in saying and _DATUM.search(s))
    objects = []
    for sentence in saying:
        after = [
            m.string[m.end() :]
            for c in _CLAUSE.split(sentence)
            for m in [_NOT_STUDIED.search(c)]
            if m
        ]
        words = _WORD.findall(strip_accents(" ".join(after).lower()))
        objects.append((sentence, frozenset(w for w in words if not _studying(w))))
    return tuple(objects), frozenset(_WORD.findall(strip_accents(with_data.lower())))


def unquantified_in_papers(question: str, papers: Sequence[Vocabulary]) -> str:
    """The sentence in which a paper says it did not measure something the question names in
    the clause it negates ("we did not measure the gall-wasp damage"), where the paper prints
    that word elsewhere only in prose without a number ("the harvest suffers from the gall
    wasp"): the paper gives no figure for it, though it names it. "" when none, or when the
    question itself asks what was not studied."""
    return _said_of_asked(question, papers, lambda v: v.unquantified)


# An acronym as printed in a sentence: "CMD", "DCA", "PV" is too short to tell from words.
_ACRONYM = re.compile(r"\b[A-Z]{3,6}\b")
_LETTERED = re.compile(r"[^\W\d_]+")


def unstudied_by_initials(question: str, papers: Sequence[Vocabulary]) -> str:
    """The sentence in which a paper says it did not study something by its acronym only, where
    the question spells the acronym out: "wala hatukuchunguza ugonjwa wa batobato (CMD)" of
    "How common was cassava mosaic disease?". The letters are printed alike in every language,
    so this holds where no word of the question is printed in the paper's. The acronym must be
    printed nowhere else in the paper (an acronym also used for results names what was
    measured). "" when none."""
    if says_unstudied(question):
        return ""
    words = [w.lower() for w in _LETTERED.findall(question)]
    initials = "".join(w[0] for w in words)
    for paper in papers:
        saying, elsewhere = paper.unstudied
        for sentence, named in saying:
            for acronym in _ACRONYM.findall(sentence):
                short = acronym.lower()
                if short in named and short not in elsewhere and short in initials:
                    return sentence
    return ""


# "was calculated ... in the HA group only", "measured only at the upland sites": what the paper
# did for one group, arm or site and so not for the others.
_KINDS = r"(?P<kind{n}>group|arm|site|cohort|plot|population|patient|participant|cultivar)s?"
_ONLY = re.compile(
    rf"\b(?:in|for|at|from)\s+(?:the\s+)?(?P<a>[\w-]+(?:\s+[\w-]+)?)\s+{_KINDS.format(n=1)}"
    rf"\s+only\b|\bonly\s+(?:in|for|at|from)\s+(?:the\s+)?(?P<b>[\w-]+(?:\s+[\w-]+)?)\s+"
    rf"{_KINDS.format(n=2)}\b",
    re.I,
)
_NAMED = re.compile(rf"\b(?:the\s+)?(?P<a>[\w-]+)\s+{_KINDS.format(n=1)}\b", re.I)
_MIN_SHARED = 2  # words of what was done the question must share: "plasma volume change"
# Words before "group" that pick no group by name: "in which group", "per group", "each arm".
_NO_NAME = _ASKING | {"per", "all", "any", "another", "one", "two", "three", "whole", "entire"}


def done_for_another(question: str, texts: Sequence[str]) -> str:
    """The sentence in which a paper says it did what the question asks for one group, arm or
    site only ("Plasma volume change was calculated in the HA group only") where the question
    names another of that kind ("in the control group"); "" when none."""
    named = {
        (m.group("kind1").lower(), m.group("a").lower())
        for m in _NAMED.finditer(question)
        if m.group("a").lower() not in _NO_NAME | STOP_WORDS
    }
    if not named:
        return ""
    asked = {t for t in term_set(question) if len(t) >= 3 and not t.isdigit()}
    for text in texts:
        for sentence in _SENTENCE.split(" ".join(text.split())):
            m = _ONLY.search(sentence) if len(sentence) <= _SENTENCE_CHARS else None
            if m is None:
                continue
            kind = (m.group("kind1") or m.group("kind2")).lower()
            only = term_set(m.group("a") or m.group("b"))
            done = term_set(sentence[: m.start()] + sentence[m.end() :])
            if len(asked & done) < _MIN_SHARED:
                continue
            if any(k == kind and not term_set(w) <= only for k, w in named):
                return sentence
    return ""
