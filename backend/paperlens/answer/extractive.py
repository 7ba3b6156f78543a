"""The offline answerer: the answer in its first line, then the quotes that support it.

It cannot paraphrase or translate. Its first line is a computed fact (a table cell, the highest
value of a column, a difference, a chart reading) or the sentence that best answers; below it
come the supporting quotes, each with its citation tag. It says "I don't know" when nothing
retrieved answers, or when the evidence cannot give what was asked (an empty cell, an unread
chart).

Nothing is embedded at question time: quotes are scored by the question words they share (rare
words counting more), the numbers they hold when a number is asked for, and the similarity of
their chunk's stored vector to the question, which retrieval has already computed.
"""

from __future__ import annotations

import re
import statistics
from collections.abc import Callable, Iterator, Sequence
from dataclasses import replace
from decimal import Decimal

from paperlens.answer.abstain import checkable_terms, unmentioned
from paperlens.answer.asked_kinds import (
    asks_kind,
    captions_unasked,
    kind_unread,
    named_row_without_kind,
)
from paperlens.answer.asked_units import NEVER_COUNTED, asks_price
from paperlens.answer.base import Fact, TaggedEvidence
from paperlens.answer.cognates import cognate, cognate_hits
from paperlens.answer.counted import asks_how_many, counted_noun, counts_noun, says
from paperlens.answer.dictionaries import english_of_question
from paperlens.answer.dimensions import (
    asked_dimension,
    dimension_words,
    gives_dimension,
    quoted_dimension,
    states_dimension,
)
from paperlens.answer.faithful import label_faithful, new_numbers, states_quantity, value_grounded
from paperlens.answer.figure_words import figure_answer, figure_words
from paperlens.answer.glossed_quotes import gloss_unquoted
from paperlens.answer.intent import (
    asks_amount,
    asks_instrument,
    asks_when,
    instrument_noun,
    read_intent,
)
from paperlens.answer.language import (
    COMPUTED,
    QUOTE_LEAD,
    detect_language,
    dont_know,
    prose_language,
)
from paperlens.answer.marks import Marks, question_marks
from paperlens.answer.months import MONTH_OF, fold, months_asked, months_printed
from paperlens.answer.other_dimensions import other_dimensions_blanked
from paperlens.answer.quantity import (
    ASKS,
    Quantity,
    asked_quantity,
    asked_units,
    asks_dimension,
    carried,
    judgeable,
    printed_in_unit,
    sibling_named,
)
from paperlens.answer.ratios import asks_ratio, sentence_ratio, value_shape
from paperlens.answer.row_cells import asked_cells
from paperlens.answer.specifics import unmatched
from paperlens.answer.table_conditions import mentions_absence, negated_condition
from paperlens.answer.table_rows import pins
from paperlens.answer.tables import Table, markdown_table, numeric_columns, parse_value
from paperlens.answer.terms import term_set
from paperlens.answer.unit_names import named_unit_symbols, valued_first
from paperlens.answer.units import (
    COUNTING,
    NUMBERS,
    Unit,
    amount_printed,
    clean_numbers,
    has_fact_number,
    inflections_shared,
    question_words,
    repeats,
    split_units,
    states_value_of,
    stem_tokens,
    stem_word,
    values_stated,
    verb_forms_asked,
    word_overlaps,
)
from paperlens.answer.unstudied import not_studied, says_unstudied
from paperlens.labels import label_key
from paperlens.models import Turn
from paperlens.retrieval.crosslingual import english_notions
from paperlens.retrieval.followup import follow_up
from paperlens.retrieval.router import explicit_labels
from paperlens.sentences import paragraph_sentences


class ExtractiveAnswerer:
    name = "local (extractive)"

    def __init__(
        self,
        *,
        max_quotes: int = 3,
        min_overlap: float = 0.25,
        min_similarity: float = 0.80,
        similarity_weight: float = 2.0,
        caption_penalty: float = 0.05,
        row_penalty: float = 0.05,
        number_bonus: float = 0.06,
        value_bonus: float = 0.12,
        context_weight: float = 0.25,
        quote_window: float = 0.06,
        named_bonus: float = 0.2,
        shape_bonus: float = 0.15,
        sentence_weight: float = 2.5,
        script_sentence_weight: float = 0.5,
        min_sentence_similarity: float = 0.80,
        sentence_margin: float = 0.04,
        sentence_lead: float = 0.012,
        sentence_near: float = 0.01,
        sentence_floor: float = 0.74,
    ) -> None:
        """A quote needs ``min_overlap`` of the question's (IDF-weighted) words, or a chunk whose
        stored vector is at least ``min_similarity`` from the question (e5 cosines: unrelated
        text ~0.70-0.75, a matching passage ~0.82+), else the answer is "I don't know".

        ``similarity_weight`` lets the chunk's meaning order quotes where words do not (a Korean
        question shares no words with English evidence); ``number_bonus`` favours quotes that
        hold a number when one is asked for, ``value_bonus`` those that give it beside one of the
        question's words ("warmup_steps = 4000"); captions and spelled-out table rows yield to prose
        and computed cells; quotes within ``quote_window`` of the best one support it;
        ``shape_bonus`` favours a quote that gives the kind of value asked for (hardware names
        for "what hardware", a tally for a match's result, a value in minutes for "how long did it
        take"), whatever language the question is in. A question
        only a number answers ("how many") gets "I don't know" when the best quote has none.

        Asked in another language than the quotes', a quote is ordered by the question's
        similarity to its own sentence's stored vector (``sentence_weight``; a question in another script,
        Chinese or Russian, by ``script_sentence_weight``, a fifth: the Latin names, numbers and
        notions it shares with the quotes order them first, and the meaning breaks a near tie of
        two quotes sharing one name and one unit), and admitted on it
        alone when it stands ``sentence_margin`` above the evidence's median sentence and is
        either at least ``min_sentence_similarity`` or within ``sentence_near`` of the nearest
        (a little less above the median for the nearest sentence when it leads the next by
        ``sentence_lead``), and at least ``sentence_floor``. Measured with multilingual-e5-small
        on methods sentences in Dutch, Polish and Turkish: the sentence that answers scores
        0.78-0.87 and stands 0.03-0.10 above the median; a near miss's nearest sentence
        0.79-0.81, 0.02-0.04 above it, with others as near beside it. In Greek, Finnish,
        Vietnamese and Indonesian the answering sentence scores only 0.76-0.79 but stands as far
        above the median, so the margin, not the level, tells it from a near miss. A sentence that
        prints a number in the unit an English question asks ("73,2 km" for "how many
        kilometres") is admitted among the nearest at half the margin (or as the only one that
        does) and leads them by ``value_bonus``: the unit is printed alike in every language.
        """
        self.max_quotes = max_quotes
        self.min_overlap = min_overlap
        self.min_similarity = min_similarity
        self.similarity_weight = similarity_weight
        self.caption_penalty = caption_penalty
        self.row_penalty = row_penalty
        self.number_bonus = number_bonus
        self.value_bonus = value_bonus
        self.context_weight = context_weight
        self.quote_window = quote_window
        self.named_bonus = named_bonus
        self.shape_bonus = shape_bonus
        self.sentence_weight = sentence_weight
        self.script_sentence_weight = script_sentence_weight
        self.min_sentence_similarity = min_sentence_similarity
        self.sentence_margin = sentence_margin
        self.sentence_lead = sentence_lead
        self.sentence_near = sentence_near
        self.sentence_floor = sentence_floor

    def _ranked(
        self, question: str, evidence: Sequence[TaggedEvidence], context: str
    ) -> list[tuple[Unit, float, float, float]]:
        """(unit, score, word overlap, chunk similarity), best first."""
        units = _agreeing_rows(split_units(evidence), question)
        if asks_kind(question):
            # ("which fish species": a row of a name and numbers names no kind)
            units = [
                u for u in units if not (u.is_row and named_row_without_kind(question, u.cells))
            ]
            keep = captions_unasked(question, [u.is_caption for u in units])
            units = [u for u, kept in zip(units, keep, strict=True) if kept]
        if not units:
            return []
        # Quotes and question meet in English notions too: "tasa de respuesta" states the
        # "response rate" an English question asks for (retrieval/crosslingual.py).
        texts = [_with_notions(u.text) for u in units]
        overlaps = word_overlaps(_with_notions(question), context, texts, self.context_weight)
        wants_number = read_intent(question).wants_number
        # ("how long did it take": a quote in minutes gives the kind of value asked)
        measured = quoted_dimension(question) if wants_number else None
        if measured is not None and (asking := dimension_words(question, measured)):
            # A quote that gives a value in the unit of the dimension asked states the words
            # that ask for it ("48 kHz" is the "sampling rate", "8 m" says "how deep"), where
            # it shares enough of the question's other words by itself ("songs were
            # recorded", not "recorded" alone of a question about bat calls).
            # Of two neighbouring sentences quoted as one, the one that gives the value must
            # share those words itself: "within 24 hours of admission" before a sentence about
            # pharmacists does not say how long a reconciliation took them.
            stating = [
                o >= self.min_overlap / 2
                and gives_dimension(u.text, measured)
                and self._states_itself(question, context, u.text, measured, texts)
                for u, o in zip(units, overlaps, strict=True)
            ]
            if any(stating):
                texts = [f"{t} {asking}" if s else t for t, s in zip(texts, stating, strict=True)]
                overlaps = word_overlaps(
                    _with_notions(question), context, texts, self.context_weight
                )
        # Across languages, whether a quote answers at all is judged on the words that can be
        # printed there; a Latin-script question is ordered by them too (its function words
        # would dilute the one notion found), a CJK one keeps its whole-question order (its
        # Latin names and the chunk's meaning order those quotes better).
        across = _words_across(question, units)
        relevance = (
            word_overlaps(across, context, texts, self.context_weight)
            if across is not None
            else overlaps
        )
        if across is not None and detect_language(question) in _LATIN_LANGUAGES:
            overlaps = relevance
        strong = _without_statistics(across)
        if strong:
            # "the mean wind speed": a quote that shares only "mean" ("moyenne") states some
            # other mean; it answers only if it also names something else the question asks.
            found = word_overlaps(strong, context, texts, self.context_weight)
            relevance = [r if f > 0 else 0.0 for r, f in zip(relevance, found, strict=True)]
            overlaps = [o if f > 0 else 0.0 for o, f in zip(overlaps, found, strict=True)]
        sims = [u.item.similarity for u in units]
        known = [s for s in sims if s is not None]
        top_sim = max(known) if known else 0.0
        meant = self._meaning_across(question, units)
        latin = detect_language(question) in _LATIN_LANGUAGES  # (else ordered as it was)
        q_words = question_words(question)
        q_terms = term_set(question)
        counting = bool(COUNTING.search(question))
        named = {label_key(lb) for lb in explicit_labels(f"{context} {question}")}
        shape = value_shape(question)
        marks = question_marks(question) if meant is not None else None
        verb_forms = verb_forms_asked(question)
        lifted: list[int] = []
        scored: list[tuple[Unit, float, float, float]] = []
        for unit, overlap, relevant, sim in zip(units, overlaps, relevance, sims, strict=True):
            score = overlap - 0.005 * unit.rank
            score += _INFLECTION_TIE * inflections_shared(verb_forms, unit.text)
            weak = overlap if max(overlap, relevant) < self.min_overlap else 0.0
            overlap = max(overlap, relevant)
            label = unit.item.chunk.label
            if label and label_key(label) in named:
                # "What does Table 2 show?": the named chunk answers, its caption first.
                overlap = max(overlap, self.min_overlap)
                score += self.named_bonus if unit.is_caption else 0.0
            if sim is not None:
                score += self.similarity_weight * (sim - top_sim)
            if meant is not None:
                # Across languages the quote's own sentence, by meaning, orders and admits it; a
                # word or two spelled alike, short of ``min_overlap``, orders nothing then.
                near, admitted = meant(unit)
                score += near - (weak if latin else 0.0)
                if admitted:
                    # A sentence that answers by its meaning counts as one that shares enough
                    # of the question's words: a word or two spelled alike elsewhere ("warm-up"
                    # in a sentence about layers) does not outrank it (a table or figure the
                    # question names still answers first).
                    score += 0.0 if named else self.min_overlap
                    sim = max(sim or 0.0, self.min_similarity)
                    lifted.append(len(scored))
            # A caption says what a table is about, not its values: unless named, it yields.
            if unit.is_caption and not (
                unit.item.chunk.label and label_key(unit.item.chunk.label) in named
            ):
                score -= self.caption_penalty
            if unit.is_row:
                score -= self.row_penalty
                score += _NAME_TIE * _name_covered(q_terms, unit.cells)
            if shape is not None and shape.rank(unit.text) < 9:
                score += self.shape_bonus
            if measured is not None and gives_dimension(unit.text, measured):
                score += self.shape_bonus
            if wants_number and has_fact_number(unit.text, counting):
                score += self.number_bonus
                score += self.value_bonus * min(3, values_stated(unit.text, q_words, counting))
            scored.append((unit, score, overlap, sim if sim is not None else 0.0))
        if marks and lifted and not named:
            scored = self._unlifted(scored, lifted, marks)
        scored.sort(key=lambda t: -t[1])
        return scored

    def _states_itself(
        self, question: str, context: str, text: str, measured: str, texts: Sequence[str]
    ) -> bool:
        """Whether a sentence of ``text`` that gives a value in the ``measured`` dimension shares
        ``min_overlap / 2`` of the question's words by itself (word rarity read over ``texts``,
        the quotes weighed)."""
        sentences = paragraph_sentences(text)
        if len(sentences) < 2:
            return True
        giving = [s for s in sentences if gives_dimension(s, measured)]
        shares = word_overlaps(
            _with_notions(question),
            context,
            [_with_notions(s) for s in giving] + list(texts),
            self.context_weight,
        )
        return any(share >= self.min_overlap / 2 for share in shares[: len(giving)])

    def _unlifted(
        self,
        scored: list[tuple[Unit, float, float, float]],
        lifted: Sequence[int],
        marks: Marks,
    ) -> list[tuple[Unit, float, float, float]]:
        """A sentence admitted across languages by its meaning alone is not lifted above a unit
        that prints a name, number or month of the question which the sentence lacks (the table
        row of the "Örnsköldsvik–Husum" section asked, not a sentence about passages at Husum;
        "Лютий" for February): the admission bonus is withheld, and it ranks below that unit."""
        printed = [marks.printed(u.text) for u, *_ in scored]
        out = list(scored)
        for i in lifted:
            unit, score, overlap, sim = out[i]
            better = [
                scored[j][1] for j, found in enumerate(printed) if j != i and found - printed[i]
            ]
            if better:
                score = min(score - self.min_overlap, max(better) - _SENTENCE_TIE)
                out[i] = (unit, score, overlap, sim)
        return out

    def _meaning_across(
        self, question: str, units: Sequence[Unit]
    ) -> Callable[[Unit], tuple[float, bool]] | None:
        """For a question in another language than the quotes, a unit's score term from the
        stored vector of its own sentence (0 for the nearest, below for the others; a table row
        or caption, which has none, counts as a middling sentence) and whether that sentence
        stands out enough from the rest to answer though no word is shared: near in absolute
        terms and well above the evidence's typical sentence (a near miss in another language
        is about as near to every sentence of its topic). None when the languages agree or
        indexing stored no sentence vectors."""
        said: dict[str, float] = {}
        for u in units:
            said.update(u.item.sentence_similarity)
        if len(said) < 3:
            return None
        if _evidence_language(units) == detect_language(question):
            return None
        ordered = sorted(said.values(), reverse=True)
        top, runner_up = ordered[0], ordered[1]
        typical = statistics.median(ordered)

        asked_months = _months_named(question)
        # "How many kilometres ...": a sentence that prints a number in the unit asked ("73,2 km",
        # "4,8 hektar") is the one of its about equally near neighbours that gives the value.
        symbols, unit_words = asked_units(question)
        # ("Um wie viele Sekunden", "多少赫兹": a unit the question names in its own words;
        # an English question's units are the ones ``asked_units`` reads)
        named = not symbols and not unit_words and detect_language(question) != "English"
        named = named and bool(named_unit_symbols(question))
        if named:
            symbols = named_unit_symbols(question)
        # ... and so is one that prints the kind of value asked ("LST EN ISO 3382-1" for "which
        # standard"), printed alike in every language too.
        shape = value_shape(question)
        device = asks_instrument(question)

        def gives_value(text: str) -> bool:
            return printed_in_unit(text, symbols, unit_words) or (
                shape is not None and shape.rank(text) < 9
            )

        in_unit = {t for t in said if gives_value(t)}
        valued_order = sorted((said[t] for t in in_unit), reverse=True)
        nearest_valued = valued_order[0] if valued_order else 0.0
        # (how far the nearest sentence that prints a value in the unit leads the next one)
        valued_lead = nearest_valued - (valued_order[1] if len(valued_order) > 1 else typical)
        # A question in another script keeps mostly its own order (the Latin names and numbers
        # it shares with the quotes order them better than a sentence's meaning); the meaning
        # breaks near ties (a process's name and "°C" in two sentences on two of its steps).
        latin = detect_language(question) in _LATIN_LANGUAGES
        weight = self.sentence_weight if latin else self.script_sentence_weight

        def term(unit: Unit) -> tuple[float, bool]:
            ordering = sentence_similarity(unit)
            near = sentence_similarity(unit, nearest=True)
            if ordering is None or near is None:
                return weight * min(0.0, typical - top + _SENTENCE_TIE), False
            standout = near - typical
            # (the one sentence nearest by a clear lead may stand out less from the rest)
            lead = near - runner_up if near >= top else 0.0
            # How near a sentence in another language can come depends on the language pair
            # (Greek, Finnish, Vietnamese or Indonesian prose answers an English question at
            # 0.76-0.79, Dutch at 0.82+), so a sentence is admitted by how far it stands above
            # the evidence's typical sentence: by the margin, when it is near absolutely or among
            # the nearest; by a little less, when it is the nearest by a clear lead. Below
            # ``sentence_floor`` a sentence is about as near as unrelated text.
            admitted = near >= self.sentence_floor and (
                (near >= self.min_sentence_similarity and standout >= self.sentence_margin)
                or (standout >= self.sentence_margin and near >= top - self.sentence_near)
                or (standout >= self.sentence_margin - 0.015 and lead >= self.sentence_lead)
            )
            gives = bool(in_unit) and gives_value(unit.text)
            # (a device's model orders the sentences admitted by meaning but admits none: a
            # methods section names its devices side by side, one for each thing measured)
            if gives and not admitted and not device:
                # (one of the nearest sentences, standing above the rest by half the margin; or
                # the only one that prints a number in that unit, by that sentence's own
                # nearness, above the typical sentence: a quote may join it to a nearer one)
                valued = max((said[t] for t in unit.sentences() if t in in_unit), default=0.0)
                admitted = near >= self.sentence_floor and (
                    (near >= top - self.sentence_near and standout >= self.sentence_margin / 2)
                    or (len(in_unit) == 1 and valued > typical)
                    # (a unit the question names, "wie viele Sekunden", or one the quantity
                    # asked is measured in, "the rotor diameter" in metres: the nearest
                    # sentence that prints a number in it, standing above the rest by half the
                    # margin; one the question does not name must lead the other sentences
                    # in that unit, as "90 m rotors" leads "an 80 m mast")
                    or (
                        valued >= nearest_valued
                        and valued - typical >= self.sentence_margin / 2
                        and (named or valued_lead >= self.sentence_lead)
                    )
                )
            # (sentences within a few thousandths of the nearest are as near: that is noise)
            if admitted and asked_months:
                # "in May" of a sentence about July to September: its season, not May's (the
                # months between two it names are its own: "from July to September")
                printed = months_printed(unit.text)
                season = set(range(min(printed), max(printed) + 1)) if printed else set()
                admitted = not printed or bool(season & asked_months)
            bonus = self.value_bonus if gives and admitted else 0.0
            return weight * min(0.0, ordering - top + _SENTENCE_TIE) + bonus, admitted

        return term

    def _nearest_unstudied(
        self, question: str, ranked: Sequence[tuple[Unit, float, float, float]]
    ) -> str:
        """The sentence nearest the question by meaning, by a clear lead, when it says the paper
        did not measure or study something and the question is asked in another language than
        the evidence: no word of "How did comfort change?" is printed in "Vi har ikke målt
        kundernes komfort" for ``not_studied`` to find, but that is the sentence it means. (A
        near tie is no sign: "Chmelení za studena (dry hopping) jsme nezkoumali" is about as
        near to every question on hops.) "" if none."""
        units = [r[0] for r in ranked]
        said: dict[str, float] = {}
        for u in units:
            said.update(u.item.sentence_similarity)
        if len(said) < 3 or _evidence_language(units) == detect_language(question):
            return ""
        nearest, runner_up = sorted(said, key=lambda s: -said[s])[:2]
        lead = said[nearest] - said[runner_up]
        # (a run of text no sentence end cut, a caption and prose together, is near to anything)
        short = len(nearest) <= _UNSTUDIED_LENGTH
        return nearest if lead >= self.sentence_lead and short and says_unstudied(nearest) else ""

    def _unstudied_beside(
        self,
        question: str,
        chosen: Sequence[Unit],
        ranked: Sequence[tuple[Unit, float, float, float]],
    ) -> str:
        """A sentence quoted beside the answer that says the paper did not measure, count or
        survey something, when the question is asked in another language than the evidence:
        no word of "Combien d'espèces de poissons ..." is printed in "fish use of the new
        meadows was not surveyed" for ``not_studied`` to find, and a sentence about other
        sites or quantities leads on meaning (a small embedder's near ties), but the one that
        ranked close enough to be quoted beside it says what is asked was not measured. "" if
        none, or when the question itself asks what was not studied."""
        if says_unstudied(question) or len(chosen) < 2:
            return ""
        if _evidence_language([r[0] for r in ranked]) == detect_language(question):
            return ""  # (in one language, ``not_studied`` reads which words it is about)
        for unit in chosen[1:]:
            for sentence in unit.sentences():
                if len(sentence) <= _UNSTUDIED_LENGTH and says_unstudied(sentence):
                    return sentence.strip().rstrip(".。")
        return ""

    def _prose_states(
        self,
        question: str,
        ranked: Sequence[tuple[Unit, float, float, float]],
        texts: Sequence[str],
    ) -> bool:
        """Whether a relevant sentence (not a table row or caption) states a number for the
        quantity the question asks, which a table gave only for other quantities; not when the
        question names something the evidence never prints (a "paediatric" ward), whose
        value no sentence about the others gives."""
        quantity = asked_quantity(question)
        if quantity is None or _unprinted_name(question, quantity, texts):
            return False
        # (rain and warmth are printed in their units in every language: "648 mm eMsinga")
        dimension = asked_dimension(question) or ""
        by_unit = dimension in NEVER_COUNTED
        # ("without re-grasping": a sentence that does not say so states the usual value)
        without = negated_condition(question)
        for unit, _score, overlap, sim in ranked[:5]:
            if unit.is_row or unit.is_caption or unit.item.chunk.kind != "text":
                continue
            if not self._relevant(overlap, sim):
                continue
            # One sentence names the quantity and gives a number (not a heading's "5.").
            for sentence in re.split(r"(?<=[.!?;])\s+", unit.text):
                if not re.search(r"\d", sentence.rstrip(".")) or unmatched(question, sentence):
                    continue
                if without and not mentions_absence(without, sentence):
                    continue  # (no number, or not at the condition asked: "uptake at 40 °C")
                if by_unit and states_dimension(sentence, dimension):
                    return True
                mode = judgeable(sentence)
                # (any part of the quantity: prose names it loosely, "the k = 50 nearest
                # sessions" for "how many nearest past sessions")
                probe = replace(quantity, judge_foreign=True)
                if carried(probe, sentence, set(), mode=mode, lenient=True) and not (
                    sibling_named(quantity, sentence)
                ):
                    return True
        return False

    def _well_matched(self, ranked: tuple[Unit, float, float, float]) -> bool:
        """A quote that shares the question's words (not only its chunk's meaning), doubly."""
        return ranked[2] >= 2 * self.min_overlap

    def _relevant(self, overlap: float, sim: float) -> bool:
        return overlap >= self.min_overlap or sim >= self.min_similarity

    def compose(
        self,
        question: str,
        evidence: Sequence[TaggedEvidence],
        language: str,
        history: Sequence[Turn] = (),
        facts: Sequence[Fact] = (),
    ) -> list[str]:
        """The answer as lines: the answer, the computation, then the quotes with their tags."""
        context = ""
        if follow_up(question).needs_history:
            context = " ".join([t.content for t in history if t.role == "user"][-1:])
        answering = [f for f in facts if f.answers]
        ranked = self._ranked(question, evidence, context)
        if facts and not answering:
            texts = [e.chunk.text for e in evidence]
            if not (facts[0].kind == "near_miss" and self._prose_states(question, ranked, texts)):
                first = facts[0]
                if first.reason:
                    return [dont_know(language, first.reason, first.source)]
                return [dont_know(language, "not_given", first.statement)]
            facts = ()  # the table lacks the quantity, a sentence states it: quote that
        # "How much energy does HMM save?" of a table's check marks ("HMM (Table 1, marked):
        # CPU, GPU", nothing after the colon a number): the facts name things, and only a
        # number answers an amount
        if (
            answering
            and (asks_amount(question) or asks_price(question))
            and not any(
                # (a computed value has its numbers in the computation: "a difference of about
                # 7.4: it fell from July to September" says how it went after its colon)
                _DIGIT.search(f.computation)
                or _DIGIT.search(f.statement.partition(": ")[2] or f.statement)
                for f in answering
            )
        ):
            why = f"{answering[0].source or 'the table'} gives no number for it"
            return [dont_know(language, "not_given", why)]
        unread = kind_unread(question, answering)
        if unread:
            return [dont_know(language, "not_given", f"{unread} gives a value, no kind of thing")]
        if answering:
            return self._with_facts(question, answering, ranked, language)
        absent = unmentioned(question, detect_language(question), [e.chunk.text for e in evidence])
        if absent:
            # The paper names Chubby somewhere, but nothing retrieved for this question does:
            # the quotes would be about something else.
            return [
                dont_know(language, "not_given", f"the retrieved evidence never mentions {absent}")
            ]
        asked_labels = explicit_labels(question)
        if asked_labels and ranked:
            # "In Figure 4, what ...": that figure, or prose citing it, answers; Figure 6 does not.
            faithful = label_faithful(
                ranked, {label_key(lb) for lb in asked_labels}, self._well_matched
            )
            quantity = asked_quantity(question)
            if faithful and quantity is not None:
                # (the named figure's caption is no value of what is asked: a quote that is)
                stating = [r for r in faithful if states_quantity(r[0], quantity, question)]
                if stating or read_intent(question).wants_number:
                    faithful = stating
            if not faithful or not self._relevant(faithful[0][2], faithful[0][3]):
                named = " and ".join(asked_labels)
                why = f"{named} and the text that cites it do not state it"
                return [dont_know(language, "not_given", why)]
            ranked = faithful
        if not ranked or not self._relevant(ranked[0][2], ranked[0][3]):
            return [dont_know(language)]
        # ("Which measure was not measured?" is answered by that very sentence)
        said = (
            ""
            if says_unstudied(question)
            else not_studied(question, ranked[0][0].text)
            or self._nearest_unstudied(question, ranked)
        )
        if said:
            # "We did not measure song amplitude": the best match says it is not known.
            return [dont_know(language, "said", f'"{said}"')]
        shape = value_shape(question)
        if shape is not None:
            # "What hardware ...": only a quote that names some answers, whatever else matches.
            # (a device's model only among quotes that answer: a methods section names some
            # device beside others, not always the one for what is asked)
            device = asks_instrument(question)
            # ("which roaster": the sentence that names the roaster, with a model or without
            # one the pattern reads ("a Prusa MK4 printer"), before a model beside "colour")
            noun = instrument_noun(question)

            def names_noun(r: tuple[Unit, float, float, float]) -> bool:
                return noun is not None and noun in stem_tokens(r[0].text)

            # "When was a sailing counted as cancelled?": a date is asked of a quote about
            # the thing asked; one that shares under half the words the best one does is a
            # date of something else, and the best one answers though it prints none ("when
            # it did not leave within two hours")
            best_overlap = max((r[2] for r in ranked), default=0.0)
            dated = asks_when(question)

            shaped = sorted(
                (
                    r
                    for r in ranked
                    if (shape.rank(r[0].text) < 9 or names_noun(r))
                    and (not device or self._relevant(r[2], r[3]))
                    and not (dated and r[2] < best_overlap / 2)
                ),
                key=lambda r: (not names_noun(r), shape.rank(r[0].text), -r[1]),
            )
            ranked = shaped + [r for r in ranked if r not in shaped]
        asked_in = detect_language(question)
        across = asked_in != "English" and _evidence_language([r[0] for r in ranked]) != asked_in
        ranked = valued_first(question, ranked, self._relevant) if across else ranked
        counted = counted_noun(question)
        relevant = [r for r in ranked if self._relevant(r[2], r[3])]
        # The word check needs quotes in the question's language (an English question about a
        # German paper counts "Hausanschlüsse", not "house connections"), and a comparison
        # ("by how many points higher") counts a difference that no quote prints.
        quoted = " ".join(r[0].text for r in relevant[:3])
        # (Greek or Cyrillic quotes hold no Latin cue: detect_language would call them English)
        letters = re.findall(r"[^\W\d_]", quoted)
        latin = sum(c < "\u0250" or "\u1e00" <= c < "\u1f00" for c in letters)
        same_language = detect_language(quoted) == detect_language(question)
        same_language = same_language and latin >= len(letters) / 2
        if same_language and prose_language(quoted) == "other" and _ACCENTED.search(quoted):
            same_language = False  # Hungarian or Romanian rows hold no English function words
        dimension = asked_dimension(question) or ""
        if (
            counted
            and same_language
            and not read_intent(question).difference
            and not _asks_about_figure(f"{context} {question}")
        ):
            # "How many GPU hours ...": a quote that never says "hours" does not answer.
            # (rain and warmth in their units say it in any language: "648 mm eMsinga")
            saying = [
                r
                for r in relevant
                if says(r[0].text, counted)
                or (dimension in NEVER_COUNTED and states_dimension(r[0].text, dimension))
            ]
            if not saying:
                return [
                    dont_know(language, "not_given", f"the evidence gives no number of {counted}")
                ]
            if asks_how_many(question):
                # "How many GPUs": a quote that counts them ("8 NVIDIA P100 GPUs") before one
                # that only names them ("the number of GPUs used").
                saying.sort(key=lambda r: not counts_noun(r[0].text, counted))
            ranked = saying + [r for r in ranked if r not in saying]
        if (
            same_language
            and _AGE_ASKED.search(question)
            and not any(_AGE_SAID.search(r[0].text) for r in relevant[:3])
        ):
            # "How old are the typical borrowers?": quotes that count them say no age.
            return [dont_know(language, "not_given", "the evidence gives no age")]
        if (
            dimension == "precipitation"
            and (asks_amount(question) or _WHAT_WAS.search(question))
            and not _STATISTIC.search(question)
            and not any(states_dimension(r[0].text, "precipitation") for r in relevant[:3])
        ):
            # "¿Cuánta precipitación cayó ...?": an amount of rain is printed in millimetres
            # (or litres per m²) in every language; quotes that print none give no amount.
            return [dont_know(language, "not_given", "the evidence gives no precipitation amount")]
        if self._gives_no_amount(question, ranked[0][0], context):
            # Only a number answers "by how many points" or "what relative humidity": the
            # best match gives none, or only the year or condition the question names. Where
            # that is a caption (it names what a table holds: "varroa drop"), a quote that
            # matches as many of the question's words and gives a number answers instead (the
            # methods' "a 3-day drop"); a sentence that leads gives no number of what is asked.
            best = ranked[0]
            tied = (
                next(
                    (
                        r
                        for r in ranked[1:]
                        # (by words, in the question's language: across languages the words
                        # shared are numbers, "12 týdnů", "20 °C", of other things)
                        if r[2] >= max(best[2] - 1e-9, self.min_overlap)
                        and _evidence_language([r[0]]) == detect_language(question)
                        and not self._gives_no_amount(question, r[0], context)
                    ),
                    None,
                )
                if best[0].is_caption
                else None
            )
            if tied is None:
                return [dont_know(language, "no_number")]
            ranked = [tied, *(r for r in ranked if r is not tied)]
        # A number in a sentence (or a table row) about something else, or for another year, is
        # no value of what is asked.
        ranked, why = value_grounded(question, ranked, self._relevant)
        if why:
            return [dont_know(language, "not_given", why)]
        if self._gives_no_amount(question, ranked[0][0], context):
            # (the sentence that leads once those are set back must give one too)
            return [dont_know(language, "no_number")]
        return self._from_quotes(question, ranked, language, context)

    def _gives_no_amount(self, question: str, best: Unit, context: str) -> bool:
        """Whether the question asks an amount and ``best`` prints no number that can be it: none
        but the year or condition the question names, or only numbers in another dimension's
        unit ("23 °C" for a tensile strength)."""
        if _asks_about_figure(f"{context} {question}") or not _amount_asked(question):
            return False
        shape = value_shape(question)
        if asks_instrument(question) and shape is not None and shape.rank(best.text) < 9:
            return False  # "what instrument measured the soluble solids": its model answers
        text = other_dimensions_blanked(_EQUATION_NUMBER.sub(" ", best.text), question)
        counting = bool(COUNTING.search(question))
        return not amount_printed(
            text, question, counting=counting, spelled=asks_dimension(question)
        )

    def _with_facts(
        self,
        question: str,
        facts: Sequence[Fact],
        ranked: Sequence[tuple[Unit, float, float, float]],
        language: str,
    ) -> list[str]:
        lines = [f"{f.statement} {f.tag}".rstrip() for f in facts]
        lines += [
            f"{COMPUTED.get(language, 'Computed')}: {f.computation}" for f in facts if f.computation
        ]
        # Prose supports a computed value where it prints that value and no other number: a
        # sentence that lists the other rows' values would put alternatives beside the answer.
        values = {
            v for f in facts for v in re.findall(r"\d+(?:\.\d+)?", f.statement.split(":")[-1])
        }
        allowed = values | set(NUMBERS.findall(question))
        quotes: list[str] = []
        for unit, _score, overlap, _sim in ranked:
            if len(quotes) >= 1 or unit.is_row or unit.is_caption or unit.item.chunk.kind != "text":
                continue
            found = set(NUMBERS.findall(clean_numbers(unit.text)))
            if values and values <= found <= allowed and overlap >= self.min_overlap:
                quotes.append(f"- {unit.text} {unit.item.tag}".rstrip())
        if quotes:
            lines += [QUOTE_LEAD.get(language, QUOTE_LEAD["English"]), *quotes]
        return lines

    def _from_quotes(
        self,
        question: str,
        ranked: Sequence[tuple[Unit, float, float, float]],
        language: str,
        context: str,
    ) -> list[str]:
        best_unit, best, _, _ = ranked[0]
        # The answer in one sentence: a pair's sentence that scores (almost) as well leads, unless
        # the other sentence holds a number of its own ("... heads. ... d_k = 64.").
        for unit, score, _, _ in ranked[1:]:
            if score < best - 0.02:
                break
            if (
                unit.item is best_unit.item
                and unit.text in best_unit.text
                and unit.text != best_unit.text
            ):
                rest = best_unit.text.replace(unit.text, " ")
                if not set(NUMBERS.findall(clean_numbers(rest))) - set(NUMBERS.findall(unit.text)):
                    best_unit = unit
                break
        q_words = question_words(question)
        lead = _value_sentence(question, best_unit, ranked, q_words)
        chosen: list[Unit] = [best_unit]
        if lead is not None:
            # The value first: the passage's other sentence (a formula, the set-up) follows it.
            rest = best_unit.text.replace(lead.text, " ").strip()
            chosen = [lead, replace(best_unit, text=rest)]
            best_unit = lead
        stated = set(NUMBERS.findall(clean_numbers(" ".join(u.text for u in chosen)))) | set(
            NUMBERS.findall(question)
        )
        for unit, score, overlap, sim in ranked[1:]:
            if len(chosen) >= self.max_quotes or score < best - self.quote_window:
                break
            if not self._relevant(overlap, sim) or unit.is_row:
                continue
            if any(repeats(unit.text, c.text) or repeats(c.text, unit.text) for c in chosen):
                continue
            # A quote that brings other numbers must give them for something asked: "a cluster
            # of 50 servers" beside "35 machines" would read as an alternative answer.
            extra = set(NUMBERS.findall(clean_numbers(unit.text))) - stated
            if extra and not states_value_of(unit.text, q_words, False):
                continue
            chosen.append(unit)
        said = self._unstudied_beside(question, chosen, ranked)
        if said:
            return [dont_know(language, "said", f'"{said}"')]
        if not (best_unit.is_row or best_unit.is_caption or best_unit.item.chunk.kind == "figure"):
            evidence = [u.item.chunk.text for u, *_ in ranked]
            gloss = gloss_unquoted(question, best_unit.text, evidence)
            if gloss:
                why = f"the passage that matches it is not about {gloss}"
                return [dont_know(language, "not_given", why)]
        clause = _clause_for(best_unit.text, question)
        if best_unit.is_row and _evidence_language([r[0] for r in ranked]) != detect_language(
            question
        ):
            # (a row found by meaning in another language: the cells asked, not the whole row)
            clause = asked_cells(best_unit, question) or clause
        lines = [f"{clause or best_unit.text} {best_unit.item.tag}".rstrip()]
        ratio = sentence_ratio(clause or best_unit.text) if asks_ratio(question) else None
        if ratio:
            # "How many times longer ...": the sentence gives both values, the ratio is shown.
            lines.append(f"{COMPUTED.get(language, 'Computed')}: {ratio}")
        quotes = [f"- {u.text} {u.item.tag}".rstrip() for u in chosen[1:]]
        # A figure question gets the words drawn in the figure that answer it.
        figure = next((u.item for u, *_ in ranked if u.item.chunk.kind == "figure"), None)
        if (
            figure is not None
            and _asks_about_figure(f"{context} {question}")
            and not _prose_gives_it(question, best_unit, figure)
        ):
            described = next(
                (
                    u
                    for u, _score, overlap, _sim in ranked
                    if u.item is figure
                    and not u.is_caption
                    and overlap >= self.min_overlap
                    and re.search(r"\d", u.text)
                ),
                None,
            )
            lines, quotes = figure_answer(figure, question, chosen, described)
        if quotes:
            lines += [QUOTE_LEAD.get(language, QUOTE_LEAD["English"]), *quotes]
        return lines

    def answer(
        self,
        question: str,
        evidence: Sequence[TaggedEvidence],
        language: str,
        history: Sequence[Turn] = (),
        facts: Sequence[Fact] = (),
    ) -> str:
        return "".join(self.stream(question, evidence, language, history, facts))

    def stream(
        self,
        question: str,
        evidence: Sequence[TaggedEvidence],
        language: str,
        history: Sequence[Turn] = (),
        facts: Sequence[Fact] = (),
    ) -> Iterator[str]:
        lines = self.compose(question, evidence, language, history, facts)
        for i, line in enumerate(lines):
            yield line if i == 0 else f"\n{line}"


# Sentence similarities closer than this to the nearest sentence's order quotes as it does.
_SENTENCE_TIE = 0.005
# A question word printed in another verb form ("train"/"trained") orders quotes that tie
# otherwise (the same chunk, the same words): far below one retrieval rank (0.005).
_INFLECTION_TIE = 0.001
# Of two rows the question names by the same word, the one whose name it names whole ("Buchan"
# over "Banff and Buchan"); far below any other term.
_NAME_TIE = 0.001


def _name_covered(asked: set[str], cells: Sequence[str]) -> float:
    """The share of a row's name (its first cell) that the question's terms name."""
    name = term_set(cells[0]) if cells else set()
    return len(name & asked) / len(name) if name & asked else 0.0


_UNSTUDIED_LENGTH = 200  # characters: a sentence saying what was not studied, not a whole run
_ACCENTED = re.compile(r"[À-ÖØ-öø-ɏ]")
# "What was the ...", in the router's Latin-script languages: with a quantity's noun, its amount.
_WHAT_WAS = re.compile(
    r"^\s*(?:what (?:is|was|were)|quel(?:le)?s? (?:est|était|a été|ont été)|cu[áa]l (?:es|fue|era)"
    r"|welche[rs]? (?:ist|war))\b",
    re.I,
)
# A statistic of a quantity ("the coefficient of precipitation in model 3"), not its amount.
_STATISTIC = re.compile(
    r"co[e-]?ef+ici|koeffizi|correla|korrela|\bratios?\b|\brisk|\bodds\b|\beffects?\b|rapport de"
    r"|係数|계수|系数|相関|상관|相关",
    re.I,
)
# An age asked in English, and what an English quote that gives one prints: the word, or a
# number in the units ages are counted in ("a 9-year-old stand", "42 days").
_AGE_ASKED = re.compile(r"\bhow old\b|\b(?:what|mean|average|median) age\b", re.I)
_AGE_SAID = re.compile(
    r"\b(?:ages?|aged|old)\b|\d(?:[.,]\d+)?[\s-]*(?:years?|yrs?|months?|weeks?|days?)\b", re.I
)

_LATIN_LANGUAGES = frozenset(["English", "German", "French", "Spanish", "Italian", "Portuguese"])


# Adjectives that say how many or which of a thing, not what it is ("a single reconciliation").
_QUANTIFYING = frozenset(
    [
        "single",
        "each",
        "every",
        "individual",
        "typical",
        "whole",
        "entire",
        "particular",
        "specific",
        "given",
        "certain",
        "usual",
        "overall",
        "average",
        "other",
    ]
)


def _value_sentence(
    question: str,
    best: Unit,
    ranked: Sequence[tuple[Unit, float, float, float]],
    q_words: Sequence[tuple[str, list[str]]],
) -> Unit | None:
    """The one sentence of a two-sentence quote that gives a number beside the question's words,
    when the other does not ("... according to the formula: lrate = ... We used warmup_steps =
    4000."): a number question's first line states the value. None otherwise."""
    if not read_intent(question).wants_number:
        return None
    counting = bool(COUNTING.search(question))
    parts = [
        u for u, *_ in ranked if u.item is best.item and u.text != best.text and u.text in best.text
    ]
    parts = list({u.text: u for u in parts}.values())
    if len(parts) != 2:
        return None
    stating = [u for u in parts if values_stated(u.text, q_words, counting) > 0]
    return stating[0] if len(stating) == 1 else None


def _prose_gives_it(question: str, best: Unit, figure: TaggedEvidence) -> bool:
    """Whether the best quote, a sentence that gives a number, answers a figure question the
    figure's drawn words do not: the demonstration's set-up stated in prose before "as Figure 5
    shows" gives the value; the figure's caption would only name the figure."""
    return (
        best.item.chunk.kind == "text"
        and read_intent(question).wants_number
        and bool(new_numbers(best.text, question))
        and not figure_words(figure, question)
    )


# The main verb of a question with "do"-support, where it ends the question in lower case: "what
# ... does the trial report?", "how many layers does the encoder have?" (not "... on ImageNet?")
_DO_SUPPORT_VERB = re.compile(r"\b(?:[Dd]o|[Dd]oes|[Dd]id)\b[^?.!]*?\b([a-z]+)\s*[?.!]*\s*$")


def _unprinted_name(question: str, quantity: Quantity, texts: Sequence[str]) -> bool:
    """Whether a noun of the question outside the quantity (what it is asked of) is printed in
    none of the evidence: neither itself nor a form of it."""
    if judgeable(" ".join(texts)) != "same":
        return False  # (a paper in another language names "the vineyard" in its own words)
    measured = term_set(" ".join(w for s in quantity.slots for w in s.words))
    printed = set().union(*(term_set(t) for t in texts)) if texts else set()
    # ("What intraclass correlation does the trial report?": after "does", the last word is
    # the verb, which the paper words its own way: "the correlation was 0.08")
    verb = _DO_SUPPORT_VERB.search(question)
    verbs = term_set(verb.group(1)) if verb else set()
    for word in term_set(question) - measured - verbs:
        if len(word) < 5 or not word.isalpha() or re.search(r"(?:ed|ing|ly)$", word):
            continue  # (verbs and adverbs are paraphrased; nouns name what is asked about)
        if word in _QUANTIFYING:
            continue
        if word not in printed and not cognate_hits({word}, printed):
            return True
    return False


def sentence_similarity(unit: Unit, *, nearest: bool = False) -> float | None:
    """The question's similarity to the stored vector of the quote's own sentence, or None where
    indexing stored none. A pair of sentences is as near as its nearer one (``nearest``) or, to
    order quotes, a little less: that sentence alone is the better quote."""
    said = unit.item.sentence_similarity
    if not said:
        return None
    found = [said[t] for t in unit.sentences() if t in said]
    if not found:
        return None
    return max(found) if nearest else max(found) - 0.25 * (max(found) - min(found))


def _months_named(question: str) -> set[int]:
    """The months a question names, capitalised forms too ("im Mai": no year needed to tell a
    capitalised month from the verb after its first word)."""
    named = set(months_asked(question))
    words = re.findall(r"[^\W\d_]{3,}", question)[1:]
    return named | {n for w in words if w[0].isupper() and (n := MONTH_OF.get(fold(w)))}


def _evidence_language(units: Sequence[Unit]) -> str:
    """The language the evidence is written in, judged on its prose: a table row's names and
    abbreviations ("el al.", "EN-DE") or Greek and Finnish sentences hold no English or Spanish
    function words to tell it by ("other" for prose in none of the question languages)."""
    prose = [u.text for u in units if not (u.is_row or u.is_caption)] or [u.text for u in units]
    return prose_language(" ".join(prose[:8]))


def _words_across(question: str, units: Sequence[Unit]) -> str | None:
    """The question's words to look for in the quotes. Asked in another language than the
    quotes' ("Welche Antworten wurden als Ausreißer ausgeschlossen?" of Spanish prose), only
    what can be printed there counts: the English notions it names, its Latin names, its
    numbers and the words the quotes spell alike; its own function words would only dilute the
    share of words found. None when the languages agree or nothing of it can be printed."""
    language = detect_language(question)
    prose = [u.text for u in units if not (u.is_row or u.is_caption)] or [u.text for u in units]
    sample = " ".join(prose[:8])
    # The English of a question in another language, read through its dictionary, where the
    # quotes are English ("pomieszczenia testowe": room); a Dutch or Polish question reads as
    # English by its cue words, and only the identifier tells it.
    glossed = english_of_question(question) if prose_language(sample) == "English" else []
    if detect_language(sample) == language and not glossed:
        return None
    printed = set().union(*(stem_tokens(u.text) for u in units[:20]))
    notions = english_notions(question)
    kept = [
        *notions,
        *(w for w in glossed if stem_word(w) in printed),
        *checkable_terms(question, language),
        # (a year beside a notion only sets the scope: "in total in 2023" asks for the total)
        *(n for n in NUMBERS.findall(question) if not (notions and _YEAR.fullmatch(n))),
        # ... and the words both languages spell alike ("rural", "total", "Centro"), or nearly
        # ("density" is "densidade", "urban" "urbana": the quote's own spelling is looked for).
        *(w for w in re.findall(r"[^\W\d_]{3,}", question) if stem_word(w.lower()) in printed),
        # (from English only: a question in another language shares its notions' spelling with
        # the English paper's words, and loose matches there find quotes about something else)
        # (and when no notion names what is asked: a loose match must not outweigh one)
        *(
            _cognates_printed(question, units[:20], printed)
            if language == "English" and not notions
            else ()
        ),
    ]
    return " ".join(kept) if kept else None


_YEAR = re.compile(r"(?:19|20)\d\d")
# Notions that say how a value is summarised, not which quantity it is.
_STATISTICS = frozenset(
    ["mean", "median", "total", "share", "standard deviation", "standard error"]
)


def _without_statistics(across: str | None) -> str | None:
    """The cross-language words less the statistics, when both kinds are there; else None."""
    if not across:
        return None
    rest = across
    for s in _STATISTICS:
        rest = re.sub(rf"(?<!\S){re.escape(s)}(?!\S)", " ", rest)
    rest = " ".join(rest.split())
    return rest if rest and rest != " ".join(across.split()) else None


def _cognates_printed(question: str, units: Sequence[Unit], printed: set[str]) -> list[str]:
    """The quotes' words that are cognates of the question's longer words (not the same word)."""
    asked = [
        w.lower()
        for w in re.findall(r"[^\W\d_]{5,}", question)
        if stem_word(w.lower()) not in printed
    ]
    if not asked:
        return []
    pool = {w.lower() for u in units for w in re.findall(r"[^\W\d_]{5,}", u.text)}
    return sorted({p for p in pool for w in asked if cognate(w, p)})


def _with_notions(text: str) -> str:
    """The text followed by the English notions it states in another language."""
    notions = english_notions(text)
    return f"{text} {' '.join(notions)}" if notions else text


def _clause_for(sentence: str, question: str) -> str | None:
    """The one clause of a sentence that lists cases ("with 64 words, 10%; with 256 words, 5%")
    holding every number the question states: the other clauses' values would read as
    alternative answers. None when the sentence has no such clauses."""
    asked = set(NUMBERS.findall(question))
    if not asked or ";" not in sentence:
        return None
    clauses = [c.strip() for c in sentence.split(";") if c.strip()]
    holding = [c for c in clauses if asked <= set(NUMBERS.findall(clean_numbers(c)))]
    if len(holding) != 1:
        return None
    # A clause runs to the sentence's end (the passage may hold more sentences): cut it there.
    pieces = re.split(r"(?<=[.!?])\s+(?=[A-Z])", holding[0])
    clause = next((p for p in pieces if asked & set(NUMBERS.findall(clean_numbers(p)))), "")
    if not set(NUMBERS.findall(clean_numbers(clause))) - asked:
        return None  # the clause must also give a value of its own
    return clause


# "（17）", "(3)": an equation's number, which answers no "how many".
_EQUATION_NUMBER = re.compile(r"[（(]\s*\d{1,3}\s*[）)]")


# What asks for a value without asking for an amount: an entity ("which site has the lowest
# rate"), a frequency ("how often", answered "every spring" as often as "twice a year").
_DIGIT = re.compile(r"\d")
_NO_AMOUNT = re.compile(r"\bhow often\b|\bwhich\b|\bwelche[rsmn]?\b", re.I)


# "What infill pattern was used?", "Which statistical test was run?": a kind of thing, which a
# name answers, not a quantity (the noun heads the question's noun phrase: not "what method
# detection limit").
_NAMES_A_KIND = re.compile(
    r"\b(?:what|which)\s+(?:[\w-]+\s+){0,2}?(?:methods?|patterns?|software|techniques?|tools?"
    r"|materials?|reasons?|causes?|types?|kinds?|species|strains?|cultivars?|variet(?:y|ies)"
    r"|breeds?|algorithms?|approach(?:es)?|strateg(?:y|ies)|procedures?|protocols?|designs?"
    r"|languages?|formats?|names?|standards?|criteri(?:on|a)|packages?|librar(?:y|ies)"
    r"|frameworks?|datasets?|databases?|brands?|manufacturers?|suppliers?|solvents?|reagents?"
    r"|stains?|antibod(?:y|ies)|kits?|assays?|questionnaires?|tests?|diets?|crops?)"
    r"(?=\s+(?:is|are|was|were|did|does|do|has|have|had|can|could|would|will)\b|\s*[?,])",
    re.I,
)


# "At which bazaars were ...", "Which markets did ...": the thing a "which" asks, before its verb.
_WHICH_THING = re.compile(
    r"^\s*(?:[a-z]+\s+)?which\s+(?P<thing>(?:[\w-]+\s+){0,2}?[\w-]+)\s+"
    r"(?:is|are|was|were|did|does|do|has|have|had)\b",
    re.I,
)


def _amount_asked(question: str) -> bool:
    """Whether only a number can answer: "how many", "what relative humidity", "quel est le
    taux de ...", "どれくらい", "what did it cost"; not "what infill pattern was used"."""
    if asks_amount(question):
        return True
    if asks_price(question):
        which = _WHICH_THING.match(question)
        # "At which bazaars were the prices recorded?": places, which names answer (not
        # "Which market had the highest price, and what was it?")
        return not which or asks_price(which.group("thing")) or len(ASKS.findall(question)) > 1
    if _NAMES_A_KIND.search(question):
        return False
    if asked_quantity(question) is not None:
        return True
    intent = read_intent(question)
    return intent.wants_number and intent.extreme is None and not _NO_AMOUNT.search(question)


def _asks_about_figure(question: str) -> bool:
    from paperlens.retrieval.router import route

    return "figure" in route(question).types


def _agreeing_rows(units: list[Unit], question: str) -> list[Unit]:
    """Drop the table rows that contradict a value the question ties to one of their columns:
    "with 64 search threads" rules out the row with 12 search threads, even when it prints a 64
    in another column (GPUs). Each table's pins are read once, not once per row."""
    tied: dict[str, list[tuple[int, Decimal]]] = {}
    for unit in units:
        chunk = unit.item.chunk
        if unit.is_row and chunk.chunk_id not in tied:
            header, rows = markdown_table(chunk.text)
            table = Table(chunk.label, header, rows, unit.item)
            found = pins(table, question, numeric_columns(table)) if header and rows else []
            tied[chunk.chunk_id] = [(p.column, p.value) for p in found]
    return [
        u
        for u in units
        if not u.is_row
        or all(
            j < len(u.cells) and parse_value(u.cells[j]) == value
            for j, value in tied[u.item.chunk.chunk_id]
        )
    ]
