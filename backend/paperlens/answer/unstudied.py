"""What a paper says it did not study.

"We did not measure song amplitude", "Kami tidak mengukur emisi CO2", "Dynamiczna kontrolowana
atmosfera (DCA) nie była przedmiotem badań": where the passage that best matches a question is
the paper saying it did not measure, study or test what is asked, the answer is "I don't know",
with that sentence as the reason; quoting it as if it answered reads as a finding. The pattern is
a negation beside a verb of measuring or studying, in the languages the router reads.
"""

from __future__ import annotations

import re

from paperlens.answer.terms import term_set

_NOT_STUDIED = re.compile(
    "|".join(
        [
            # English
            r"\b(?:did|do|does|was|were|is|are|have|has|had|could)\s+not\s+(?:\w+\s+){0,2}?"
            r"(?:measure|measured|study|studied|examine|examined|investigate|investigated|test"
            r"|tested|assess|assessed|analy[sz]e|analy[sz]ed|model|modell?ed|record|recorded"
            r"|collect|collected|evaluate|evaluated|quantify|quantified|monitor|monitored)\b",
            r"\bnot\s+(?:been\s+)?(?:measured|studied|examined|investigated|tested|assessed"
            r"|analy[sz]ed|recorded|evaluated|quantified|monitored|part of (?:this|the|our)"
            r" (?:study|work|analysis|trial))\b",
            r"\bno\s+(?:\w+\s+){0,3}?(?:experiments?|measurements?|tests?|data)\s+(?:were|was)"
            r"\s+(?:made|done|performed|carried out|conducted|collected|taken|recorded)\b",
            r"\bbeyond the scope of\b|\boutside the scope of\b",
            # German, Dutch
            r"\bnicht\s+(?:\w+\s+){0,2}?(?:gemessen|untersucht|erhoben|betrachtet|geprüft"
            r"|bestimmt|erfasst)\b",
            r"\bniet\s+(?:\w+\s+){0,2}?(?:gemeten|onderzocht|bestudeerd|bepaald)\b",
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
            r"\btidak\s+(?:\w+\s+)?(?:mengukur|meneliti|memodelkan|menguji|mengamati|menganalisis"
            r"|diukur|diteliti|dimodelkan|diuji|diamati)\b",
            r"(?:không|chưa)\s+(?:được\s+)?(?:đo|nghiên cứu|khảo sát|đánh giá|phân tích)",
            r"\b(?:emme|ei)\s+(?:\w+\s+)?(?:mitattu|mitanneet|tutkittu|tutkineet|tarkasteltu"
            r"|tarkastelleet|mallinnettu|mallintaneet)\b",
            r"δεν\s+(?:\w+\s+)?(?:μετρήσαμε|μελετήσαμε|εξετάσαμε|μετρήθηκ|μελετήθηκ|εξετάστηκ)",
            r"(?:ölçülmemiş|incelenmemiş|ölçmedik|incelemedik|araştırılmamış|denenmemiş"
            r"|test edilmemiş|değerlendirilmemiş|ölçülmedi|incelenmedi|denenmedi|test edilmedi)",
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
            # Chinese, Japanese, Korean
            r"(?:未|没有|并未|沒有|並未)(?:对\S{0,8})?(?:测量|測量|研究|考察|测定|測定|分析|评估|評估)",
            r"(?:測定|検討|調査|評価|分析|研究)(?:は|を)?(?:行って|して|されて)いない",
            r"(?:측정|연구|조사|분석|평가)(?:은|는|을|를)?\s*(?:하지|되지|실시하지)\s*않",
        ]
    ),
    re.I,
)
_SENTENCE = re.compile(r"(?<=[.!?;])\s+|(?<=[。；！？])")


def says_unstudied(sentence: str) -> bool:
    """Whether the sentence says the paper did not measure or study something."""
    return bool(_NOT_STUDIED.search(sentence))


def not_studied(question: str, quote: str) -> str:
    """The sentence of ``quote`` in which the paper says it did not measure or study something
    the question names (a word of the question that the quote's other sentences do not print),
    or ""."""
    asked = {t for t in term_set(question) if len(t) >= 3 and not t.isdigit()}
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
