"""Which language a question is in, so the answer can follow it."""

from __future__ import annotations

import re
import unicodedata
from functools import cache, lru_cache
from typing import Any

from babel import Locale, UnknownLocaleError

_SCRIPTS = [
    ("Korean", re.compile(r"[\uac00-\ud7a3]")),
    ("Japanese", re.compile(r"[\u3040-\u30ff]")),
    ("Chinese", re.compile(r"[\u4e00-\u9fff]")),
    ("Russian", re.compile(r"[\u0400-\u04ff]")),
    # Persian before Arabic: the same script, told apart by the letters Arabic lacks (پ چ ژ گ ک ی).
    ("Persian", re.compile(r"[\u067e\u0686\u0698\u06af\u06a9\u06cc]")),
    ("Arabic", re.compile(r"[\u0600-\u06ff]")),
    ("Hebrew", re.compile(r"[\u0590-\u05ff]")),
    ("Greek", re.compile(r"[\u0370-\u03ff\u1f00-\u1fff]")),
    ("Thai", re.compile(r"[\u0e00-\u0e7f]")),
    ("Hindi", re.compile(r"[\u0900-\u097f]")),
]
_LATIN_CUES = {
    "English": re.compile(
        r"\b(the|what|which|how|does|do|did|is|are|was|were|of|and|with|used|show)\b", re.I
    ),
    "German": re.compile(
        r"\b(der|die|das|und|ist|wie|welche[rsn]?|was|nicht|mit|auf|zeigt|gibt|viele)\b|[äöüß]",
        re.I,
    ),
    "French": re.compile(
        r"\b(le|la|les|des|est|quel(le)?s?|que|qu'|combien|avec|dans|montre)\b|[àâçéèêëîïôûù]", re.I
    ),
    "Spanish": re.compile(
        r"\b(el|los|las|qué|cuál|cuántos?|cómo|muestra|con|una?|es)\b|[ñ¿¡áíóú]", re.I
    ),
    # Italian and Portuguese share their accents with French and Spanish, so only words count
    # (an Italian question otherwise reads as French: "la", "è" and the "ù" of "più").
    "Italian": re.compile(
        r"\b(il|gli|della|delle|degli|dello|nella|nelle|nel|che|quale?|quali|quant[aeio]|come"
        r"|sono|è|più|rispetto|dopo|stat[aeio])\b",
        re.I,
    ),
    "Portuguese": re.compile(
        r"\b(os|dos|das|não|qual|quais|quant[ao]s?|foi|foram|em|uma|com|pelo|pela|são|após)\b"
        r"|ã",
        re.I,
    ),
}

# Said by the extractive answerer, which quotes the paper as printed and cannot translate it.
# A question in a language without an entry here (Thai, Hindi, ...) is answered in English.
DONT_KNOW = {
    "English": "I don't know: the indexed papers do not contain evidence that answers this question.",
    "Korean": "모르겠습니다: 색인된 논문에서 이 질문에 답할 근거를 찾지 못했습니다.",
    "Japanese": "わかりません: 索引済みの論文には、この質問に答える根拠が見つかりませんでした。",
    "Chinese": "我不知道：已索引的论文中没有找到回答这个问题的依据。",
    "German": "Ich weiß es nicht: Die indexierten Artikel enthalten keine Belege, die diese Frage beantworten.",
    "French": "Je ne sais pas : les articles indexés ne contiennent pas d'élément qui réponde à cette question.",
    "Spanish": "No lo sé: los artículos indexados no contienen evidencia que responda a esta pregunta.",
    "Italian": "Non lo so: gli articoli indicizzati non contengono elementi che rispondano a questa domanda.",
    "Portuguese": "Não sei: os artigos indexados não contêm evidências que respondam a esta pergunta.",
    "Russian": "Я не знаю: в проиндексированных статьях нет сведений, отвечающих на этот вопрос.",
    "Arabic": "لا أعرف: لا تتضمن الأوراق المفهرسة دليلًا يجيب عن هذا السؤال.",
    "Persian": "نمی‌دانم: مقاله‌های نمایه‌شده شاهدی برای پاسخ به این پرسش ندارند.",
    "Hebrew": "אני לא יודע: המאמרים שנוספו לאינדקס אינם מכילים ראיה שעונה על שאלה זו.",
    "Greek": "Δεν γνωρίζω: τα ευρετηριασμένα άρθρα δεν περιέχουν στοιχεία που απαντούν σε αυτή την ερώτηση.",
}
# Heads the quoted evidence that follows the answer line.
QUOTE_LEAD = {
    "English": "From the paper:",
    "Korean": "논문의 해당 근거(원문 인용):",
    "Japanese": "論文の該当箇所（原文引用）:",
    "Chinese": "论文中的相关内容（原文引用）：",
    "German": "Aus dem Artikel (Originalzitat):",
    "French": "Extrait de l'article (citation originale) :",
    "Spanish": "Del artículo (cita original):",
    "Italian": "Dall'articolo (citazione originale):",
    "Portuguese": "Do artigo (citação original):",
    "Russian": "Из статьи (цитата в оригинале):",
    "Arabic": "من الورقة (اقتباس بلغتها الأصلية):",
    "Persian": "از مقاله (نقل قول به زبان اصلی):",
    "Hebrew": "מתוך המאמר (ציטוט בשפת המקור):",
    "Greek": "Από το άρθρο (αυτούσιο απόσπασμα):",
}
COMPUTED = {
    "English": "Computed",
    "Korean": "계산",
    "Japanese": "計算",
    "Chinese": "计算",
    "German": "Berechnet",
    "French": "Calcul",
    "Spanish": "Cálculo",
    "Italian": "Calcolo",
    "Portuguese": "Cálculo",
    "Russian": "Расчёт",
    "Arabic": "الحساب",
    "Persian": "محاسبه",
    "Hebrew": "חישוב",
    "Greek": "Υπολογισμός",
}
# "I don't know" with the reason, per kind of reason; {what} is kept as the paper prints it.
_WHY = {
    "absent": {
        "English": "I don't know: the selected papers never mention {what}.",
        "Korean": "모르겠습니다: 선택한 논문에는 {what}에 대한 언급이 없습니다.",
        "Japanese": "わかりません: 選択された論文には {what} への言及がありません。",
        "Chinese": "我不知道：所选论文从未提到 {what}。",
        "German": "Ich weiß es nicht: Die ausgewählten Artikel erwähnen {what} nirgends.",
        "French": "Je ne sais pas : les articles sélectionnés ne mentionnent jamais {what}.",
        "Spanish": "No lo sé: los artículos seleccionados nunca mencionan {what}.",
        "Italian": "Non lo so: gli articoli selezionati non menzionano mai {what}.",
        "Portuguese": "Não sei: os artigos selecionados nunca mencionam {what}.",
        "Russian": "Я не знаю: в выбранных статьях {what} нигде не упоминается.",
        "Arabic": "لا أعرف: لا تذكر الأوراق المختارة {what} في أي موضع.",
        "Persian": "نمی‌دانم: مقاله‌های انتخاب‌شده هیچ‌جا از {what} نام نمی‌برند.",
        "Hebrew": "אני לא יודע: המאמרים שנבחרו אינם מזכירים את {what}.",
        "Greek": "Δεν γνωρίζω: τα επιλεγμένα άρθρα δεν αναφέρουν πουθενά {what}.",
    },
    "label": {
        "English": "I don't know: the selected papers have no {what}.",
        "Korean": "모르겠습니다: 선택한 논문에는 {what}이(가) 없습니다.",
        "Japanese": "わかりません: 選択された論文に {what} はありません。",
        "Chinese": "我不知道：所选论文中没有 {what}。",
        "German": "Ich weiß es nicht: Die ausgewählten Artikel haben keine {what}.",
        "French": "Je ne sais pas : les articles sélectionnés n'ont pas de {what}.",
        "Spanish": "No lo sé: los artículos seleccionados no tienen {what}.",
        "Italian": "Non lo so: gli articoli selezionati non hanno {what}.",
        "Portuguese": "Não sei: os artigos selecionados não têm {what}.",
        "Russian": "Я не знаю: в выбранных статьях нет {what}.",
        "Arabic": "لا أعرف: لا يوجد {what} في الأوراق المختارة.",
        "Persian": "نمی‌دانم: مقاله‌های انتخاب‌شده {what} ندارند.",
        "Hebrew": "אני לא יודע: במאמרים שנבחרו אין {what}.",
        "Greek": "Δεν γνωρίζω: τα επιλεγμένα άρθρα δεν έχουν {what}.",
    },
    "number": {
        "English": "I don't know: {what} appears nowhere in the selected papers.",
        "Korean": "모르겠습니다: 선택한 논문 어디에도 {what}이(가) 나오지 않습니다.",
        "Japanese": "わかりません: 選択された論文のどこにも {what} は出てきません。",
        "Chinese": "我不知道：所选论文中没有出现 {what}。",
        "German": "Ich weiß es nicht: {what} kommt in den ausgewählten Artikeln nicht vor.",
        "French": "Je ne sais pas : {what} n'apparaît nulle part dans les articles sélectionnés.",
        "Spanish": "No lo sé: {what} no aparece en los artículos seleccionados.",
        "Italian": "Non lo so: {what} non compare in nessuno degli articoli selezionati.",
        "Portuguese": "Não sei: {what} não aparece em nenhum dos artigos selecionados.",
        "Russian": "Я не знаю: {what} не встречается в выбранных статьях.",
        "Arabic": "لا أعرف: لا يظهر {what} في أي من الأوراق المختارة.",
        "Persian": "نمی‌دانم: {what} در هیچ‌یک از مقاله‌های انتخاب‌شده نیامده است.",
        "Hebrew": "אני לא יודע: {what} אינו מופיע במאמרים שנבחרו.",
        "Greek": "Δεν γνωρίζω: το {what} δεν εμφανίζεται στα επιλεγμένα άρθρα.",
    },
    "unit": {
        "English": "I don't know: the selected papers give nothing in {what}.",
        "Korean": "모르겠습니다: 선택한 논문은 {what} 단위의 수치를 제공하지 않습니다.",
        "Japanese": "わかりません: 選択された論文には {what} での数値がありません。",
        "Chinese": "我不知道：所选论文没有给出以 {what} 计的数值。",
        "German": "Ich weiß es nicht: Die ausgewählten Artikel nennen nichts in {what}.",
        "French": "Je ne sais pas : les articles sélectionnés ne donnent rien en {what}.",
        "Spanish": "No lo sé: los artículos seleccionados no dan nada en {what}.",
        "Italian": "Non lo so: gli articoli selezionati non danno nulla in {what}.",
        "Portuguese": "Não sei: os artigos selecionados não dão nada em {what}.",
        "Russian": "Я не знаю: в выбранных статьях нет значений в {what}.",
        "Arabic": "لا أعرف: لا تعطي الأوراق المختارة أي قيمة بوحدة {what}.",
        "Persian": "نمی‌دانم: مقاله‌های انتخاب‌شده هیچ مقداری بر حسب {what} نمی‌دهند.",
        "Hebrew": "אני לא יודע: המאמרים שנבחרו אינם נותנים ערכים ב-{what}.",
        "Greek": "Δεν γνωρίζω: τα επιλεγμένα άρθρα δεν δίνουν τιμές σε {what}.",
    },
    # {what}: the paper's own sentence, quoted as printed, saying it did not study the thing.
    "said": {
        "English": "I don't know: the paper says {what}.",
        "Korean": "모르겠습니다: 논문에는 {what}라고 되어 있습니다.",
        "Japanese": "わかりません: 論文には {what} とあります。",
        "Chinese": "我不知道：论文中写道 {what}。",
        "German": "Ich weiß es nicht: Der Artikel sagt {what}.",
        "French": "Je ne sais pas : l'article dit {what}.",
        "Spanish": "No lo sé: el artículo dice {what}.",
        "Italian": "Non lo so: l'articolo dice {what}.",
        "Portuguese": "Não sei: o artigo diz {what}.",
        "Russian": "Я не знаю: в статье сказано {what}.",
        "Arabic": "لا أعرف: تقول الورقة {what}.",
        "Persian": "نمی‌دانم: مقاله می‌گوید {what}.",
        "Hebrew": "אני לא יודע: במאמר נכתב {what}.",
        "Greek": "Δεν γνωρίζω: το άρθρο αναφέρει {what}.",
    },
    # A number asked, and the passages that match the question give none ({what} unused).
    "no_number": {
        "English": "I don't know: the passages that match it give no number for it.",
        "Korean": "모르겠습니다: 질문과 맞는 구절에 해당 수치가 없습니다.",
        "Japanese": "わかりません: 質問に合う箇所には、その数値が示されていません。",
        "Chinese": "我不知道：与问题相符的段落没有给出这个数值。",
        "German": "Ich weiß es nicht: Die passenden Textstellen nennen dafür keine Zahl.",
        "French": "Je ne sais pas : les passages correspondants ne donnent aucun chiffre pour cela.",
        "Spanish": "No lo sé: los pasajes que coinciden no dan ninguna cifra para ello.",
        "Italian": "Non lo so: i passi corrispondenti non danno alcun numero per questo.",
        "Portuguese": "Não sei: as passagens correspondentes não dão nenhum número para isso.",
        "Russian": "Я не знаю: в подходящих фрагментах нет числа для этого.",
        "Arabic": "لا أعرف: المقاطع المطابقة لا تعطي رقمًا لذلك.",
        "Persian": "نمی‌دانم: بخش‌های مرتبط عددی برای آن نمی‌دهند.",
        "Hebrew": "אני לא יודע: הקטעים המתאימים אינם נותנים לכך מספר.",
        "Greek": "Δεν γνωρίζω: τα σχετικά αποσπάσματα δεν δίνουν αριθμό γι' αυτό.",
    },
    # A price or an earning asked of papers that give no amount of money ({what} unused).
    "currency": {
        "English": "I don't know: the selected papers give nothing in any currency.",
        "Korean": "모르겠습니다: 선택한 논문에는 어떤 통화로 표시된 금액도 없습니다.",
        "Japanese": "わかりません: 選択された論文には金額がどの通貨でも示されていません。",
        "Chinese": "我不知道：所选论文没有给出任何货币的金额。",
        "German": "Ich weiß es nicht: Die ausgewählten Artikel nennen keinen Betrag in irgendeiner Währung.",
        "French": "Je ne sais pas : les articles sélectionnés ne donnent aucun montant, dans aucune monnaie.",
        "Spanish": "No lo sé: los artículos seleccionados no dan ningún importe en ninguna moneda.",
        "Italian": "Non lo so: gli articoli selezionati non danno alcun importo in nessuna valuta.",
        "Portuguese": "Não sei: os artigos selecionados não dão nenhum valor em nenhuma moeda.",
        "Russian": "Я не знаю: в выбранных статьях нет сумм ни в какой валюте.",
        "Arabic": "لا أعرف: لا تعطي الأوراق المختارة أي مبلغ بأي عملة.",
        "Persian": "نمی‌دانم: مقاله‌های انتخاب‌شده هیچ مبلغی به هیچ ارزی نمی‌دهند.",
        "Hebrew": "אני לא יודע: המאמרים שנבחרו אינם נותנים סכום בשום מטבע.",
        "Greek": "Δεν γνωρίζω: τα επιλεγμένα άρθρα δεν δίνουν κανένα ποσό σε κανένα νόμισμα.",
    },
    # {what}: the figure's label. Its values are pixels, so no number may be quoted for it.
    "raster": {
        "English": "I don't know: {what} is a chart drawn as a picture, and its values could not be read from it.",
        "Korean": "모르겠습니다: {what}은(는) 그림으로 그려진 차트라서 값을 읽을 수 없었습니다.",
        "Japanese": "わかりません: {what} は画像として描かれたグラフで、その値は読み取れませんでした。",
        "Chinese": "我不知道：{what} 是以图片形式绘制的图表，无法读取其数值。",
        "German": "Ich weiß es nicht: {what} ist ein als Bild gezeichnetes Diagramm, dessen Werte nicht gelesen werden konnten.",
        "French": "Je ne sais pas : {what} est un graphique dessiné comme une image, dont les valeurs n'ont pas pu être lues.",
        "Spanish": "No lo sé: {what} es un gráfico dibujado como imagen, cuyos valores no se pudieron leer.",
        "Italian": "Non lo so: {what} è un grafico disegnato come immagine, e i suoi valori non si sono potuti leggere.",
        "Portuguese": "Não sei: {what} é um gráfico desenhado como imagem, e os seus valores não puderam ser lidos.",
        "Russian": "Я не знаю: {what} — диаграмма, вставленная как изображение, и её значения прочитать не удалось.",
        "Arabic": "لا أعرف: {what} رسم بياني مُدرج كصورة، ولم يكن من الممكن قراءة قيمه.",
        "Persian": "نمی‌دانم: {what} نموداری است که به صورت تصویر درج شده و مقادیر آن خوانده نشد.",
        "Hebrew": "אני לא יודע: {what} הוא תרשים שצויר כתמונה, ולא ניתן היה לקרוא את ערכיו.",
        "Greek": "Δεν γνωρίζω: το {what} είναι διάγραμμα σχεδιασμένο ως εικόνα, και οι τιμές του δεν μπόρεσαν να διαβαστούν.",
    },
    # {what}: the figure's label. Drawn as vectors, but its axes or marks were not made out.
    "unread_chart": {
        "English": "I don't know: the values of the chart in {what} could not be read.",
        "Korean": "모르겠습니다: {what}의 차트 값을 읽지 못했습니다.",
        "Japanese": "わかりません: {what} のグラフの値を読み取れませんでした。",
        "Chinese": "我不知道：无法读取 {what} 中图表的数值。",
        "German": "Ich weiß es nicht: Die Werte des Diagramms in {what} konnten nicht gelesen werden.",
        "French": "Je ne sais pas : les valeurs du graphique de {what} n'ont pas pu être lues.",
        "Spanish": "No lo sé: no se pudieron leer los valores del gráfico de {what}.",
        "Italian": "Non lo so: i valori del grafico in {what} non si sono potuti leggere.",
        "Portuguese": "Não sei: os valores do gráfico em {what} não puderam ser lidos.",
        "Russian": "Я не знаю: не удалось прочитать значения диаграммы ({what}).",
        "Arabic": "لا أعرف: تعذّرت قراءة قيم الرسم البياني ({what}).",
        "Persian": "نمی‌دانم: مقادیر نمودار ({what}) خوانده نشد.",
        "Hebrew": "אני לא יודע: לא ניתן היה לקרוא את ערכי התרשים ({what}).",
        "Greek": "Δεν γνωρίζω: οι τιμές του διαγράμματος ({what}) δεν μπόρεσαν να διαβαστούν.",
    },
    "not_given": {
        "English": "I don't know: {what}.",
        "Korean": "모르겠습니다: {what}.",
        "Japanese": "わかりません: {what}。",
        "Chinese": "我不知道：{what}。",
        "German": "Ich weiß es nicht: {what}.",
        "French": "Je ne sais pas : {what}.",
        "Spanish": "No lo sé: {what}.",
        "Italian": "Non lo so: {what}.",
        "Portuguese": "Não sei: {what}.",
        "Russian": "Я не знаю: {what}.",
        "Arabic": "لا أعرف: {what}.",
        "Persian": "نمی‌دانم: {what}.",
        "Hebrew": "אני לא יודע: {what}.",
        "Greek": "Δεν γνωρίζω: {what}.",
    },
}


def dont_know(language: str, why: str | None = None, what: str = "") -> str:
    """ "I don't know" in the question's language, with the reason when there is one."""
    if why is None or why not in _WHY:
        return DONT_KNOW.get(language, DONT_KNOW["English"])
    templates = _WHY[why]
    return templates.get(language, templates["English"]).format(what=what)


_ABSTAIN_OPENINGS = re.compile(
    r"^\W*(?:i don'?t know|i do not know|i'm not sure|i cannot|i can't|not stated|no answer"
    r"|모르겠|잘 모르|わかりません|分かりません|我不知道|不知道|ich weiß (?:es )?nicht|je ne sais pas"
    r"|no lo sé|no sé|non lo so|não sei|я не знаю|لا أعرف|نمی‌دانم|אני לא יודע|δεν γνωρίζω)",
    re.I,
)


def is_abstention(answer: str) -> bool:
    """Whether an answer opens with "I don't know" in one of the languages answers are given in."""
    return bool(_ABSTAIN_OPENINGS.match(answer.strip()))


@lru_cache(maxsize=1024)  # asked of the same question and passages many times an answer
def detect_language(text: str) -> str:
    """The question's language. A few characters of another script inside Latin text (an
    English question glossing a term, "dynamic indicators (动态指标)") leave it Latin."""
    latin = len(re.findall(r"[A-Za-zÀ-ÿ]", text))
    other = sum(len(p.findall(text)) for _, p in _SCRIPTS)
    for name, pattern in _SCRIPTS if other >= 0.3 * latin else ():
        if pattern.search(text):
            if name == "Chinese" and re.search(r"[\u3040-\u30ff]", text):
                return "Japanese"
            return name
    counts = {name: len(pattern.findall(text)) for name, pattern in _LATIN_CUES.items()}
    best = max(counts, key=counts.__getitem__)
    runner_up = max(v for n, v in counts.items() if n != best)
    return best if counts[best] > runner_up else "English"


def prose_language(text: str) -> str:
    """The language of a passage of evidence: one of the question languages, or "other" for
    Latin-script prose in none of them (Dutch, Polish, Turkish, ...), which ``detect_language``
    would call English for want of any cue. A passage is in a Latin question language when that
    language's function words (whole words: accented letters are shared with many languages)
    make up a fair share of its words."""
    language = detect_language(text)
    cues = _LATIN_CUES.get(language)
    if cues is None:
        return language
    words = len(re.findall(r"[^\W\d_]{2,}", text))
    said = sum(len(m.group()) > 1 for m in cues.finditer(text))
    return language if words < 12 or said >= _PROSE_CUE_SHARE * words else "other"


# Function words per word of prose: English, German, French and Spanish text of papers
# passages of 800 characters 0.05-0.26; Dutch, Polish and Turkish 0.00-0.03 (the "is", "was"
# they share).
_PROSE_CUE_SHARE = 0.045


@lru_cache(maxsize=1024)  # (asked once per question and again for each table it weighs)
def answer_language(question: str) -> str:
    """The language to answer in. ``detect_language`` knows the question languages by their
    scripts and by a few function words each, which other Latin and Cyrillic languages share:
    a Catalan or Romanian question reads as French, a Swedish one as German, a Ukrainian or
    Kazakh one as Russian. A language identifier trained on ~100 languages (py3langid) tells
    them apart; its language is kept where it is sure: the English name from CLDR ("Catalan"),
    which an LLM is told to answer in and the extractive answerer's phrases, having no
    Catalan, give in English. Questions in a script of their own keep ``detect_language``'s
    name, and so does anything the identifier is unsure of (short or mixed questions).
    Only the answer's phrasing follows this: how a question is read stays ``detect_language``'s."""
    analysed = detect_language(question)
    if analysed not in _IDENTIFIED:
        return analysed
    text = _main_script(question)
    if len(re.findall(r"[^\W\d_]{2,}", text)) < 3:
        return analysed
    code, confidence = identify(text)
    name = _NAMES.get(code) or _english_name(code)
    # English function words are frequent and shared by few, so where some are found the
    # identifier must be very sure; other cue words (or English as the default where none
    # matched) yield to it sooner.
    said_english = analysed == "English" and _LATIN_CUES["English"].search(text)
    if name == analysed or confidence < (0.9 if said_english else 0.6):
        return analysed
    return name


@lru_cache(maxsize=1024)  # (asked for each table a question weighs, several times)
def titled_in_other_language(title: str) -> bool:
    """Whether a title (a paper's, with a table's caption) is in another language than
    English, where too short for ``prose_language`` to count function words: it prints none of
    English's, and the language identifier names another language, surely ("Amanzi
    ezilalini: iitephu zoluntu ..." is Xhosa; "Tensile strength of FDM-printed PLA" has its
    "of")."""
    if _LATIN_CUES["English"].search(title):
        return False
    if len(re.findall(r"[^\W\d_]{2,}", title)) < _TITLE_WORDS:
        return False
    code, confidence = identify(title)
    return code != "en" and confidence >= _TITLE_CONFIDENCE


_TITLE_WORDS = 6  # a title and a caption: a few words of one, no name alone
_TITLE_CONFIDENCE = 0.8


# The languages ``detect_language`` names from Latin and Cyrillic letters (and English, which
# is also its name for a script it has no entry for: Georgian, Armenian, Ethiopic).
_IDENTIFIED = {"English", "German", "French", "Spanish", "Italian", "Portuguese", "Russian"}
_NAMES = {"en": "English", "de": "German", "fr": "French", "es": "Spanish", "it": "Italian"}
_NAMES |= {"pt": "Portuguese", "ru": "Russian", "zh": "Chinese", "ja": "Japanese"}
_NAMES |= {"ko": "Korean", "ar": "Arabic", "fa": "Persian", "he": "Hebrew", "el": "Greek"}


# The languages ``detect_language`` tells by their script alone, as CLDR codes.
_SCRIPT_CODES = {name: code for code, name in _NAMES.items() if code not in ("ru", "pt")}


@lru_cache(maxsize=1024)  # (asked for each name a question's check weighs)
def question_locale(question: str) -> str:
    """The CLDR code of the question's language ("de", "ru", "ja"): by its script where the
    script names one language, else the identifier's best guess on its main script's words
    (a Kazakh question is "kk", a Slovene one "sl")."""
    analysed = detect_language(question)
    if analysed not in _IDENTIFIED and analysed in _SCRIPT_CODES:
        return _SCRIPT_CODES[analysed]
    return identify(_main_script(question))[0]


def identify(text: str) -> tuple[str, float]:
    """The identifier's language code for a text and how sure it is (0-1)."""
    code, confidence = _identifier().classify(text)
    return str(code), float(confidence)


def identify_ranked(text: str) -> list[tuple[str, float]]:
    """Every language the identifier knows, with how likely the text is in it, likeliest
    first (the probabilities sum to 1)."""
    return [(str(code), float(p)) for code, p in _identifier().rank(text)]


def _main_script(text: str) -> str:
    """The words of the script most of the letters are in: an English question that glosses a
    name in Georgian ("Chokhatauri (ჩოხატაური)") is identified on its English words."""

    def script(word: str) -> str:
        return unicodedata.name(word[0], "?").split()[0]

    words = re.findall(r"[^\W\d_]+", text)
    letters: dict[str, int] = {}
    for word in words:
        letters[script(word)] = letters.get(script(word), 0) + len(word)
    main = max(letters, key=letters.__getitem__, default="")
    return " ".join(w for w in words if script(w) == main)


def _english_name(code: str) -> str:
    try:
        return Locale.parse(code).get_display_name("en") or code
    except (ValueError, UnknownLocaleError):
        return code


@cache
def _identifier() -> Any:
    """py3langid's model (4 MB, shipped in its wheel), loaded once per process (about 1-3 s;
    ``PaperLens.warm_up`` does it before the first question)."""
    from py3langid.langid import MODEL_FILE, LanguageIdentifier

    return LanguageIdentifier.from_model_file(MODEL_FILE, norm_probs=True)
