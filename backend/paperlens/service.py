"""The PaperLens library facade: what the API, the CLI and the evaluation all call."""

from __future__ import annotations

import logging
import shutil
import time
import uuid
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

import numpy as np

from paperlens import failpoints, wiring
from paperlens.answer import abstain, cldr
from paperlens.answer.base import Answerer, Fact, TaggedEvidence
from paperlens.answer.citations import parse_citations
from paperlens.answer.compute import compute_facts
from paperlens.answer.dictionaries import (
    english_of_question,
    translations_printed,
    words_to_translate,
)
from paperlens.answer.language import (
    DONT_KNOW,
    answer_language,
    detect_language,
    dont_know,
    is_abstention,
)
from paperlens.answer.spellings import as_printed
from paperlens.embeddings import Embedder
from paperlens.ingest import recovery
from paperlens.ingest.execute import JobFailed, Superseded, TurnOver, run_pipeline
from paperlens.ingest.pdf import CheckedPDF, TooLarge, check_pdf, paper_id_for
from paperlens.ingest.pipeline import cache_key
from paperlens.models import (
    CHUNK_KINDS,
    Answer,
    Chunk,
    ChunkKind,
    Evidence,
    Route,
    ScoredChunk,
    Turn,
)
from paperlens.retrieval.crosslingual import bridged_terms
from paperlens.retrieval.followup import follow_up
from paperlens.retrieval.router import no_route, route
from paperlens.retrieval.search import Contents, LibraryIndex
from paperlens.sentences import embedded_sentences
from paperlens.settings import Settings
from paperlens.store.library import LibrarySource
from paperlens.store.registry import JobRecord, PaperRecord, this_process
from paperlens.store.vectors import VectorStore
from paperlens.textclean import clean_filename

if TYPE_CHECKING:
    from paperlens.figures.describe import FigureDescriber

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class AskOptions:
    """Switches for ablations; the defaults are the product."""

    kinds: tuple[ChunkKind, ...] = CHUNK_KINDS
    routing: bool | None = None  # None: settings.retrieval.routing
    tags: bool = True
    top_k: int | None = None


class UnknownPaper(KeyError):
    pass


class IndexingFailed(RuntimeError):
    """ingest_pdf could not index the paper; the message says why."""


@dataclass(frozen=True)
class _Prepared:
    """A question ready for the answerer: its route, retrieved chunks, tagged evidence, the
    facts computed from them, and the reason to say "I don't know" before any answerer runs."""

    question: str
    route: Route
    hits: list[ScoredChunk]
    evidence: list[TaggedEvidence]
    language: str  # the language to answer in (``answer_language``)
    history: list[Turn]
    facts: list[Fact]
    abstention: str | None = None  # the reason, in English, for the response
    abstention_text: str | None = None  # "I don't know: ..." in the question's language


class PaperLens:
    def __init__(
        self,
        settings: Settings,
        *,
        embedder: Embedder | None = None,
        answerer: Answerer | None = None,
        describer: FigureDescriber | None = None,
        store: VectorStore | None = None,
        recover: bool = True,
    ) -> None:
        self.settings = settings
        self.embedder = embedder or wiring.make_embedder(settings)
        self.store = store or wiring.make_store(settings, self.embedder)
        self.answerer = answerer or wiring.make_answerer(settings, self.embedder)
        self._describer = describer
        self.registry = wiring.make_registry(settings)
        self.storage = wiring.make_storage(settings)
        source = LibrarySource(self.registry, self.store, lambda: self.embedder.dim)
        self.index = LibraryIndex(source)
        self.engine = wiring.make_engine_scope(settings, self.registry, self.store, source)
        if recover:
            recovery.reconcile(self)

    @property
    def describer(self) -> FigureDescriber:
        if self._describer is None:
            self._describer = wiring.make_describer(self.settings)
        return self._describer

    # ---- ingestion -------------------------------------------------------------------------

    def inspect(
        self,
        data: bytes,
        *,
        filename: str | None = None,
        source: str = "upload",
        check: Callable[..., CheckedPDF] = check_pdf,
    ) -> PaperRecord:
        """Check an upload before any work is queued: size, PDF validity, text layer. Raises
        BadPDF. ``check`` runs ``check_pdf`` elsewhere (the API: in a process of its own)."""
        limit = self.settings.ingest.max_upload_mb * 1024 * 1024
        if len(data) > limit:
            raise TooLarge(
                f"The file is {len(data) / 1e6:.1f} MB; the limit is {self.settings.ingest.max_upload_mb} MB "
                "(PAPERLENS_INGEST__MAX_UPLOAD_MB)."
            )
        filename = clean_filename(filename)
        paper_id = paper_id_for(data)
        checked = check(data, self.settings.ingest, filename or paper_id, self.settings.scan)
        return PaperRecord(
            paper_id=paper_id,
            title=checked.title,
            pages=checked.pages,
            source=source,
            filename=filename,
            warnings=checked.warnings,
        )

    def accept(self, data: bytes, paper: PaperRecord) -> tuple[JobRecord, bool]:
        """Register a checked upload: (its job, True) for a new job, (the existing job, False).

        A paper already indexed or in progress keeps its job; one whose last job failed gets a
        new one. The PDF is stored before the job is visible to any worker.
        """
        existing = self.registry.paper(paper.paper_id)
        if existing and existing.status in ("done", "queued", "running") and existing.job_id:
            job = self.registry.job(existing.job_id)
            if job and job.status != "failed":
                return job, False
        job = JobRecord(job_id=uuid.uuid4().hex[:12], paper_id=paper.paper_id, pages=paper.pages)
        if existing:
            paper.created_at = existing.created_at
        self.registry.new_job(paper, job)
        self.storage.save_pdf(paper.paper_id, data)
        return job, True

    def ingest_pdf(
        self,
        data: bytes,
        *,
        filename: str | None = None,
        source: str = "upload",
    ) -> PaperRecord:
        """Index a PDF in this process and return when it is done (the library call; jobs use run_job)."""
        paper = self.inspect(data, filename=filename, source=source)
        job, _ = self.accept(data, paper)
        if job.status == "done":
            return self.registry.paper(paper.paper_id) or paper
        self.run_job(job.job_id, in_process=True)
        done = self.registry.paper(paper.paper_id)
        if done is None or done.status != "done":
            raise IndexingFailed(done.error if done else "the paper was deleted while indexing")
        return done

    def run_job(
        self, job_id: str, *, in_process: bool = False, take_over: bool = False
    ) -> JobRecord | None:
        """Run (or take over) one turn of a job: done, failed with a reason and no files left,
        or, with work left when its turn is used up (``ingest.turn_budget_s``), queued again
        for its next turn: the caller puts it at the back of its lane.

        Returns None when the job is not ours to run (finished, deleted, or taken by a worker).
        Errors of the infrastructure (database, Chroma) propagate, so a queue can retry the job.
        """
        job = self.registry.claim(job_id, this_process(), take_over=take_over)
        if job is None:
            return None
        paper = self.registry.paper(job.paper_id)
        if paper is None:
            return None
        attempts = self.settings.ingest.job_attempts
        if job.attempts > attempts:
            self.discard(
                paper,
                job,
                f"indexing was interrupted {attempts} times (the worker died or restarted); "
                "the PDF may need more memory than the worker has. Upload it again to retry.",
            )
            return job
        pdf = self.storage.pdf_path(paper.paper_id)
        if pdf is None:
            self.discard(paper, job, "the stored PDF is missing; upload the paper again")
            return job
        # A later turn (or an attempt after one) keeps what the paper has stored, searchable;
        # the first chunks it stores replace it (the same ids: nothing is ever doubled).
        resumed = job.turns > 0
        paper.status, paper.error = "running", None
        if not resumed:
            # Leftovers of an earlier attempt; chunk ids are stable, so nothing could be doubled anyway.
            self.store.delete_paper(paper.paper_id)
            paper.searchable, paper.embedded = False, 0.0
            self.registry.delete_chunks(paper.paper_id)
        job.turns += 1
        self.registry.put_paper(paper)
        started = time.perf_counter()
        try:
            finished = run_pipeline(self, paper, job, pdf, in_process=in_process, resumed=resumed)
            job.stage, job.progress = "finishing", 0.99
            if not self.registry.report(job):
                raise Superseded(job.job_id)
        except TurnOver:
            if not self.registry.next_turn(paper, job):
                log.warning("job %s was taken over at the end of its turn", job_id)
                return None
            log.info(
                "job %s: turn %d over after %.1f s of processor time", job_id, job.turns, job.cpu_s
            )
            failpoints.pause("between-turns")  # tests only: freeze here to be killed
            return job
        except Superseded:
            log.warning("job %s was taken over by another worker; dropping this attempt", job_id)
            return None
        except JobFailed as exc:
            log.warning("job %s failed: %s", job_id, exc)
            self.discard(paper, job, str(exc))
            return job
        paper.counts = finished.counts
        paper.warnings = [*paper.warnings, *(n for n in finished.notes if n not in paper.warnings)]
        job.timings = {**finished.timings, "total": round(time.perf_counter() - started, 3)}
        if job.turns > 1:  # the timings above are the last turn's; the sum is in job.cpu_s
            job.timings["turns"] = job.turns
        job.embedded_texts = finished.embedded_texts
        failpoints.pause("before-finish")  # tests only: freeze here to be killed
        if not self.registry.finish(paper, job, embedded=finished.dense_share):
            log.warning("job %s was taken over before it finished; not marking it done", job_id)
            return None
        # What the job kept for its next turns (OCR'd pages, figures read); a done paper has none.
        shutil.rmtree(self.storage.turn_dir(paper.paper_id), ignore_errors=True)
        log.info("indexed %s (%s): %s", paper.paper_id, paper.title, job.timings)
        return job

    def discard(self, paper: PaperRecord, job: JobRecord | None, reason: str) -> None:
        """A failed paper leaves nothing behind: no chunks, no vectors, no PDF, no crops."""
        self.store.delete_paper(paper.paper_id)
        self.storage.delete(paper.paper_id)
        self.registry.fail(paper, job, reason)

    def delete_paper(self, paper_id: str) -> None:
        paper = self.registry.paper(paper_id)
        if paper is None:
            raise UnknownPaper(paper_id)
        if paper.status in ("queued", "running"):
            raise ValueError(
                f"Paper {paper_id} is still being indexed; delete it when its job has finished."
            )
        self.store.delete_paper(paper_id)
        self.registry.delete_paper(paper_id)
        self.storage.delete(paper_id)
        self.index.sync(self.registry.searchable())

    def warm_up(self) -> None:
        """Load the embedding model, the CLDR tables and the library index before a question
        needs them: the first /chat after a start otherwise pays all three (over 2 s for 12
        papers on a busy 2-core machine, and 2 s more for the first month or unit asked). Run in a background thread at start-up; a failure only leaves it cold.
        The cross-language word patterns every question is searched with are compiled here
        too (about 500 of them, 0.1-0.7 s on the first question otherwise), and the language
        identifier loaded (1-3 s)."""
        try:
            self.embedder.embed_query("warm up")
            cldr.load()
            bridged_terms("warm up")
            answer_language("warm up the language identifier")
            self.catch_up()
        except Exception:  # noqa: BLE001 - the first question loads what this could not
            log.warning("warm-up failed; the first question will load the index", exc_info=True)

    def catch_up(self) -> None:
        """Load the papers that became searchable since the last question into the library
        index (their chunks, vectors, vocabularies): an answering process calls this while it
        waits, so a paper's first question does not pay for it. A no-op when nothing changed."""
        if self.engine is None:
            self.index.sync(self.registry.searchable())

    def chunks(self, paper_id: str, kind: str | None = None) -> list[Chunk]:
        """A paper's chunks in reading order, from the registry (with or without their vectors)."""
        return [c for c, _ in self.registry.chunks(paper_id, kind)]

    def searchable_ids(self) -> set[str]:
        """Papers a question may search: indexed, or parsed and still filling in their vectors."""
        return set(self.registry.searchable())

    # ---- questions -------------------------------------------------------------------------

    def bounded_history(self, history: Sequence[Turn]) -> list[Turn]:
        """The turns a question may use: the last few, each cut to a bounded size, so a long
        chat (or a 2 MB history) costs the same as a short one."""
        r = self.settings.retrieval
        return [
            Turn(role=t.role, content=t.content[: r.history_chars])
            for t in list(history)[-2 * r.history_turns :]
        ]

    def search_query(self, question: str, history: Sequence[Turn]) -> tuple[str, str]:
        """The words to route and search, and why the history joined ("" when it did not).

        A question is searched on its own words; the previous user turns join only when the
        question cannot stand alone ("and on EN-FR?", "what about the base model?")."""
        question = question[: self.settings.retrieval.question_chars]
        previous = [t.content for t in self.bounded_history(history) if t.role == "user"]
        if not previous:
            return question, ""
        verdict = follow_up(question)
        if not verdict.needs_history:
            return question, ""
        return " ".join([*previous[-self.settings.retrieval.history_turns :], question]), (
            verdict.reason
        )

    def retrieve(
        self,
        question: str,
        paper_ids: Sequence[str] | None = None,
        history: Sequence[Turn] = (),
        options: AskOptions = AskOptions(),
        *,
        types: Sequence[str] | None = None,
    ) -> tuple[Route, list[ScoredChunk]]:
        """``types`` searches those chunk types instead of the routed ones."""
        the_route, hits, _ = self._retrieve(question, paper_ids, history, options, types=types)
        return the_route, hits

    def _retrieve(
        self,
        question: str,
        paper_ids: Sequence[str] | None,
        history: Sequence[Turn],
        options: AskOptions,
        *,
        types: Sequence[str] | None = None,
        query_vec: Any = None,
    ) -> tuple[Route, list[ScoredChunk], Any]:
        """``retrieve``, also returning the query's vector; given one (a second search for the
        same question and history), nothing is embedded."""
        searchable = self.registry.searchable()
        missing = [p for p in paper_ids or () if p not in searchable]
        if missing:
            raise UnknownPaper(", ".join(missing))
        routing = self.settings.retrieval.routing if options.routing is None else options.routing
        query, why = self.search_query(question, history)
        the_route = route(query) if routing else no_route()
        kinds = [t for t in (types or the_route.types) if t in options.kinds] or ["text"]
        the_route = the_route.model_copy(
            update={"types": kinds, "history_used": bool(why), "follow_up": why, "query": query}
        )
        if query_vec is None:
            query_vec = self.embedder.embed_query(query)
        scope = paper_ids or None
        index = self.index
        if self.engine is None:
            index.sync(searchable)
        else:  # server mode: the engines choose the papers, this replica ranks only those
            scope = self.engine.papers_for(
                query_vec,
                query,
                the_route,
                paper_ids or None,
                self.settings.retrieval.candidates,
            )
            index = self.engine.index_for(scope, searchable)
        # An English question of a paper in another language is searched by the words the
        # paper prints for its words too ("survival rate": "Yaşama oranı"), by spelling only.
        translated = self._translated(query, index.contents(scope))
        hits = index.search(
            query_vec,
            query,
            the_route,
            k=options.top_k or self.settings.retrieval.top_k,
            candidates=self.settings.retrieval.candidates,
            rrf_k=self.settings.retrieval.rrf_k,
            paper_ids=scope,
            allowed_kinds=options.kinds,
            translated=translated,
        )
        pending = sorted(
            p for p in (paper_ids or searchable) if p in searchable and not searchable[p][1]
        )
        if pending:
            the_route = the_route.model_copy(update={"dense_pending": pending})
        return the_route, hits, query_vec

    def _index_of(self, paper_ids: Iterable[str]) -> LibraryIndex:
        """The index that holds these papers, for what lies beside a retrieved chunk (a
        table's notes and other parts, a passage's neighbours): the library's, or in server
        mode the engine's index over them (kept per set of papers and versions), as
        ``_contents`` reads it."""
        if self.engine is None:
            return self.index
        return self.engine.index_for(list(dict.fromkeys(paper_ids)), self.registry.searchable())

    def _tagged(self, hits: list[ScoredChunk], tags: bool) -> list[TaggedEvidence]:
        titles = {p.paper_id: p.title for p in self.registry.papers()}
        index = self._index_of(h.chunk.paper_id for h in hits)
        several = len({h.chunk.paper_id for h in hits}) > 1
        numbers = {
            pid: i + 1 for i, pid in enumerate(dict.fromkeys(h.chunk.paper_id for h in hits))
        }
        languages = {
            pid: next((v.dictionary_language for v in index.contents([pid]).vocabularies), None)
            for pid in numbers
        }
        out = []
        for h in hits:
            tag = h.chunk.tag if tags else ""
            if tags and several:
                tag = f"{tag[:-1]}, paper {numbers[h.chunk.paper_id]}]"
            out.append(
                TaggedEvidence(
                    tag=tag,
                    chunk=h.chunk,
                    paper_title=titles.get(h.chunk.paper_id),
                    paper_language=languages[h.chunk.paper_id],
                    similarity=h.similarity,
                    footnotes=index.footnotes(h.chunk),
                    parts=index.table_parts(h.chunk),
                )
            )
        return out

    def _prepare(
        self,
        question: str,
        paper_ids: Sequence[str] | None,
        history: Sequence[Turn],
        options: AskOptions,
    ) -> _Prepared:
        question = question.strip()[: self.settings.retrieval.question_chars]
        if not question:
            raise ValueError("The question is empty: type a question about the paper.")
        history = self.bounded_history(history)
        language = answer_language(question)
        the_route, hits, query_vec = self._retrieve(question, paper_ids, history, options)
        printed = self._as_printed(question, paper_ids, hits)
        if printed != question:
            # The paper spells a name asked otherwise ("Réimech" for "Remich"): the question is
            # answered, and its evidence found, in the paper's spelling.
            question = printed
            the_route, hits, query_vec = self._retrieve(question, paper_ids, history, options)
        evidence = self._tagged(hits, options.tags)
        missing = self._not_in_papers(question, the_route, language, paper_ids, hits)
        if missing is not None:
            return _Prepared(question, the_route, hits, evidence, language, history, [], *missing)
        context = ""
        if the_route.history_used:
            context = the_route.query[: max(0, len(the_route.query) - len(question))]
        facts = compute_facts(question, evidence, the_route.types, context)
        # A chart that plots the lake asked about, but not its area, is no answer: the tables
        # are still read for the cell ("How large is Crane Lake?" of a chart of ice duration per
        # lake and a table of the lakes' areas).
        unanswered = not any(f.answers for f in facts)
        if unanswered and "table" not in the_route.types and "table" in options.kinds:
            found = self._unrouted_table(question, paper_ids, history, options, context, query_vec)
            if found is not None and (not facts or any(f.answers for f in found[0])):
                facts, table_hits = found
                the_route, hits, evidence = self._joined(
                    the_route,
                    hits,
                    table_hits,
                    "table",
                    "a table holds the row and column asked",
                    options,
                )
        if "figure" not in the_route.types and "figure" in options.kinds:
            guessed = bool(facts) and all(f.whole_row for f in facts)
            charted = self._unrouted_figure(
                question,
                paper_ids,
                history,
                options,
                context,
                hits,
                the_route.types,
                query_vec,
                guessed,
            )
            if charted is not None:
                facts, figure_hits = charted
                the_route, hits, evidence = self._joined(
                    the_route,
                    hits,
                    figure_hits,
                    "figure",
                    "a chart holds the curve and point asked",
                    options,
                )
        return _Prepared(
            question,
            the_route,
            hits,
            self._with_sentences(evidence + self._neighbours(evidence), query_vec),
            language,
            history,
            facts,
        )

    def _with_sentences(
        self, evidence: list[TaggedEvidence], query_vec: Any
    ) -> list[TaggedEvidence]:
        """The evidence with the question's similarity to each prose sentence whose vector
        indexing stored (one look-up; nothing is embedded here)."""
        if query_vec is None or not self.settings.ingest.sentence_vectors:
            return evidence
        name = self.embedder.name
        cut = [embedded_sentences(e.chunk) for e in evidence]
        keyed = {cache_key(name, s): s for sentences in cut for s in sentences}
        if not keyed:
            return evidence
        stored = self.registry.cached_vectors(list(keyed))
        if not stored:
            return evidence
        query = np.asarray(query_vec, dtype=np.float32)
        sims = {
            keyed[k]: float(np.dot(v, query)) for k, v in stored.items() if len(v) == len(query)
        }
        return [
            replace(e, sentence_similarity={s: sims[s] for s in sentences if s in sims})
            for e, sentences in zip(evidence, cut, strict=True)
        ]

    def _joined(
        self,
        the_route: Route,
        hits: list[ScoredChunk],
        found: list[ScoredChunk],
        kind: str,
        why: str,
        options: AskOptions,
    ) -> tuple[Route, list[ScoredChunk], list[TaggedEvidence]]:
        """A table or chart the route did not ask for joins the evidence, and the route says why."""
        hits = [*hits, *found]
        the_route = the_route.model_copy(
            update={"types": [*the_route.types, kind], "reason": f"{the_route.reason}; {why}"}
        )
        return the_route, hits, self._tagged(hits, options.tags)

    def _unrouted_table(
        self,
        question: str,
        paper_ids: Sequence[str] | None,
        history: Sequence[Turn],
        options: AskOptions,
        context: str,
        query_vec: Any,
    ) -> tuple[list[Fact], list[ScoredChunk]] | None:
        """A question that names no table may still ask for a cell ("What bias did the
        simulations find for m = 32?"). The tables nearest the question are read; one joins the
        evidence only when the question names both a row and a column of it, or names a row or
        column it lacks ("with 64 threads" where the rows stop at 32): the answer says so then.
        The question's vector comes from the first search: the same words, embedded once."""
        _, hits, _ = self._retrieve(
            question, paper_ids, history, options, types=("table",), query_vec=query_vec
        )
        hits = hits[: self.settings.retrieval.unrouted_tables]
        tagged = self._tagged(hits, options.tags)
        facts = compute_facts(question, tagged, (), context)
        if not facts:
            return None
        tags = {f.tag for f in facts}
        return facts, [h for h, e in zip(hits, tagged, strict=True) if e.tag in tags]

    def _unrouted_figure(
        self,
        question: str,
        paper_ids: Sequence[str] | None,
        history: Sequence[Turn],
        options: AskOptions,
        context: str,
        hits: list[ScoredChunk],
        route_types: Sequence[str],
        query_vec: Any,
        guessed: bool = False,
    ) -> tuple[list[Fact], list[ScoredChunk]] | None:
        """A question that names no figure may still ask for a chart's point ("observed
        inflation in February 2024"). The figures nearest the question are read beside the
        evidence found; a chart answers only where it names the curve and the point asked and
        its printed words account for more of the question than a table that answers too.
        ``guessed``: the facts found are rows shown whole, no header read as the quantity; a
        chart that reads the quantity for the thing asked and lacks it overrules them."""
        _, found, _ = self._retrieve(
            question, paper_ids, history, options, types=("figure",), query_vec=query_vec
        )
        found = found[: self.settings.retrieval.unrouted_figures]
        if not found:
            return None
        tagged = self._tagged([*hits, *found], options.tags)
        facts = compute_facts(question, tagged, route_types, context)
        tags = {e.tag for e in tagged[len(hits) :]}
        if not any(
            f.tag in tags and (f.answers or guessed and f.kind == "near_miss") for f in facts
        ):
            return None
        return facts, [h for h, e in zip(found, tagged[len(hits) :], strict=True) if e.tag in tags]

    def _neighbours(self, evidence: list[TaggedEvidence]) -> list[TaggedEvidence]:
        """The text just before and after each retrieved passage, tagged like it, for quoting a
        sentence that a chunk boundary cut. Citations still resolve to the retrieved chunk: a
        passage of text on that page, not a table or figure retrieved there before it (the
        prose next to a table is no part of it)."""
        by_id = {e.chunk.chunk_id: e for e in evidence}
        out = []
        index = self._index_of(e.chunk.paper_id for e in evidence)
        for near in index.neighbours([e.chunk for e in evidence]):
            source = next(
                (
                    e
                    for e in evidence
                    if e.chunk.kind == "text"
                    and e.chunk.page == near.page
                    and e.chunk.paper_id == near.paper_id
                ),
                None,
            )
            if source is None or near.chunk_id in by_id:
                continue
            sim = None if source.similarity is None else source.similarity - 0.01
            out.append(
                TaggedEvidence(
                    tag=source.tag,
                    chunk=near,
                    paper_title=source.paper_title,
                    paper_language=source.paper_language,
                    similarity=sim,
                )
            )
        return out

    def _not_in_papers(
        self,
        question: str,
        the_route: Route,
        language: str,
        paper_ids: Sequence[str] | None,
        hits: Sequence[ScoredChunk] = (),
    ) -> tuple[str, str] | None:
        """(reason, "I don't know" text) when the selected papers lack what the question names:
        a name, a number, a table or figure, a unit. Checked against the papers, not the top-k."""
        if not self.settings.answers.abstain:
            return None
        contents = self._contents(paper_ids, hits)
        if not any(v.text for v in contents.vocabularies):
            return None
        found = abstain.check(
            question,
            detect_language(question),
            contents.vocabularies,
            contents.label_keys,
            chart=the_route.types[:1] == ["figure"],
        )
        if found is None:
            return None
        what = ", ".join(f"'{m}'" if found.kind == "absent" else m for m in found.missing)
        return found.reason, dont_know(language, found.kind, what)

    def _as_printed(
        self, question: str, paper_ids: Sequence[str] | None, hits: Sequence[ScoredChunk]
    ) -> str:
        """The question with the names the papers spell otherwise in their spelling."""
        vocab = [v for v in self._contents(paper_ids, hits).vocabularies if v.text]
        return as_printed(question, detect_language(question), vocab) if vocab else question

    @staticmethod
    def _translated(question: str, contents: Contents) -> str:
        """The words the papers print that translate an English question's words, for each
        paper in a language with a dictionary from English (``translations_printed``); "" for
        a question in another language or papers in English."""
        if detect_language(question) != "English" or english_of_question(question):
            return ""  # (a Polish question has no cue words: its words' English tells it)
        asked = words_to_translate(question)
        found: set[str] = set()
        for vocab in contents.vocabularies if asked else ():
            code = vocab.dictionary_language
            if code is not None:
                found |= translations_printed(asked, vocab.printed_words, code)
        return " ".join(sorted(found))

    def _contents(self, paper_ids: Sequence[str] | None, hits: Sequence[ScoredChunk]) -> Contents:
        """What the papers in question contain. Server mode holds no whole library: a
        library-wide question is checked against the papers the engines chose for it."""
        if self.engine is None:
            return self.index.contents(paper_ids or None)
        scope = list(paper_ids or dict.fromkeys(h.chunk.paper_id for h in hits))
        return self.engine.index_for(scope, self.registry.searchable()).contents()

    def ask_stream(
        self,
        question: str,
        paper_ids: Sequence[str] | None = None,
        history: Sequence[Turn] = (),
        options: AskOptions = AskOptions(),
    ) -> Iterator[Route | str | Answer]:
        """The route, then answer text pieces as they come, then the Answer with parsed citations."""
        p = self._prepare(question, paper_ids, history, options)
        yield p.route
        if p.abstention_text is not None:
            yield p.abstention_text
            yield self._finish(p.abstention_text, p)
            return
        pieces = []
        for piece in self.answerer.stream(p.question, p.evidence, p.language, p.history, p.facts):
            pieces.append(piece)
            yield piece
        yield self._finish("".join(pieces), p)

    def ask(
        self,
        question: str,
        paper_ids: Sequence[str] | None = None,
        history: Sequence[Turn] = (),
        options: AskOptions = AskOptions(),
    ) -> Answer:
        p = self._prepare(question, paper_ids, history, options)
        if p.abstention_text is not None:
            return self._finish(p.abstention_text, p)
        return self._finish(
            self.answerer.answer(p.question, p.evidence, p.language, p.history, p.facts), p
        )

    def _finish(self, text: str, p: _Prepared) -> Answer:
        abstained = p.abstention is not None or is_abstention(text)
        reason = p.abstention
        if abstained and reason is None:
            unanswered = [f.statement for f in p.facts if not f.answers]
            said = text.split(":", 1)[1].strip().rstrip(".") if ":" in text else ""
            # The reason is taken from an English "I don't know: ...": the question's language is
            # English, or one the answerer has no phrases for (Dutch, Catalan: said in English).
            reason = (
                unanswered[0]
                if unanswered
                else said
                if said and p.language not in DONT_KNOW.keys() - {"English"}
                else "the retrieved evidence does not answer the question"
            )
        return Answer(
            answer=text,
            citations=[] if abstained else parse_citations(text, p.evidence),
            evidence=[Evidence.of(h) for h in p.hits],
            route=p.route,
            provider=self.answerer.name,
            abstained=abstained,
            abstention_reason=reason,
        )
