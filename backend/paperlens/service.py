"""The PaperLens library facade: what the API, the CLI and the evaluation all call."""

from __future__ import annotations

import logging
import shutil
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from paperlens import wiring
from paperlens.answer import abstain
from paperlens.answer.base import Answerer, Fact, TaggedEvidence
from paperlens.answer.citations import parse_citations
from paperlens.answer.compute import compute_facts
from paperlens.answer.language import detect_language, dont_know, is_abstention
from paperlens.embeddings import Embedder
from paperlens.ingest.errors import failure_reason
from paperlens.ingest.pdf import TooLarge, check_pdf, open_pdf, paper_id_for
from paperlens.ingest.pipeline import index_document
from paperlens.models import (
    CHUNK_KINDS,
    Answer,
    ChunkKind,
    Evidence,
    Route,
    ScoredChunk,
    Turn,
    chunk_counts,
)
from paperlens.retrieval.followup import follow_up
from paperlens.retrieval.router import no_route, route
from paperlens.retrieval.search import LibraryIndex
from paperlens.settings import Settings
from paperlens.store.registry import JobRecord, PaperRecord, owner_is_gone
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


@dataclass(frozen=True)
class _Prepared:
    """A question ready for the answerer: its route, retrieved chunks, tagged evidence, the
    facts computed from them, and the reason to say "I don't know" before any answerer runs."""

    question: str
    route: Route
    hits: list[ScoredChunk]
    evidence: list[TaggedEvidence]
    language: str
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
    ) -> None:
        self.settings = settings
        self.embedder = embedder or wiring.make_embedder(settings)
        self.store = store or wiring.make_store(settings, self.embedder)
        self.answerer = answerer or wiring.make_answerer(settings, self.embedder)
        self._describer = describer
        self.registry = wiring.make_registry(settings)
        self.index = LibraryIndex(self.store)
        self._recover_interrupted()

    @property
    def describer(self) -> FigureDescriber:
        if self._describer is None:
            self._describer = wiring.make_describer(self.settings)
        return self._describer

    def _recover_interrupted(self) -> None:
        """A restart ends the jobs its previous process was running: fail them, drop partial chunks.

        Jobs of another live process (a replica on the same data volume) are left alone; a job
        of another host counts as dead once it has not reported progress for a while.
        """
        stale = self.settings.ingest.stale_job_s
        for job in self.registry.jobs():
            if job.status in ("queued", "running") and owner_is_gone(
                job.owner, job.updated_at, stale
            ):
                job.status, job.error = (
                    "failed",
                    "interrupted by a restart of the service; upload the paper again",
                )
                self.registry.put_job(job)
                paper = self.registry.paper(job.paper_id)
                if paper and paper.status != "done":
                    self.store.delete_paper(paper.paper_id)
                    paper.status, paper.error = "failed", job.error
                    self.registry.put_paper(paper)

    # ---- ingestion -------------------------------------------------------------------------

    def inspect(
        self, data: bytes, *, filename: str | None = None, source: str = "upload"
    ) -> PaperRecord:
        """Check an upload before any work is queued: size, PDF validity, text layer. Raises BadPDF."""
        limit = self.settings.ingest.max_upload_mb * 1024 * 1024
        if len(data) > limit:
            raise TooLarge(
                f"The file is {len(data) / 1e6:.1f} MB; the limit is {self.settings.ingest.max_upload_mb} MB "
                "(PAPERLENS_INGEST__MAX_UPLOAD_MB)."
            )
        filename = clean_filename(filename)
        paper_id = paper_id_for(data)
        checked = check_pdf(data, self.settings.ingest, filename or paper_id, self.settings.scan)
        return PaperRecord(
            paper_id=paper_id,
            title=checked.title,
            pages=checked.pages,
            source=source,
            filename=filename,
            warnings=checked.warnings,
        )

    def ingest_pdf(
        self,
        data: bytes,
        *,
        filename: str | None = None,
        source: str = "upload",
        job: JobRecord | None = None,
        record: PaperRecord | None = None,
        progress: Callable[[str, float], None] | None = None,
    ) -> PaperRecord:
        """Index a PDF synchronously. The paper becomes searchable only when everything is stored."""
        paper = record or self.inspect(data, filename=filename, source=source)
        existing = self.registry.paper(paper.paper_id)
        if existing and existing.status == "done":
            return existing
        paper_id = paper.paper_id
        paper.status, paper.job_id = "running", job.job_id if job else None
        doc = open_pdf(data, max_pages=self.settings.ingest.max_pages)
        self.registry.put_paper(paper)
        self.settings.pdf_dir.mkdir(parents=True, exist_ok=True)
        (self.settings.pdf_dir / f"{paper_id}.pdf").write_bytes(data)

        def report(stage: str, fraction: float) -> None:
            if job:
                job.stage, job.progress = stage, round(min(fraction, 0.99), 3)
                self.registry.put_job(job)
            if progress:
                progress(stage, fraction)

        started = time.perf_counter()
        try:
            with doc:
                indexed = index_document(
                    doc,
                    paper_id,
                    self.settings,
                    self.embedder,
                    lambda: self.describer,
                    self.settings.figure_dir / paper_id,
                    progress=report,
                )
            report("storing", 0.97)
            self.store.delete_paper(paper_id)  # leftovers of an earlier failed attempt
            self.store.add(indexed.chunks, indexed.vectors)
        except BaseException as exc:
            self.store.delete_paper(paper_id)
            shutil.rmtree(self.settings.figure_dir / paper_id, ignore_errors=True)
            paper.status = "failed"
            paper.error = failure_reason(exc, job.stage if job else None)
            self.registry.put_paper(paper)
            raise
        paper.counts = chunk_counts(indexed.chunks)
        paper.status, paper.error = "done", None
        self.registry.put_paper(paper)
        self.index.sync(self.registry.done_ids())
        indexed.timings["total"] = round(time.perf_counter() - started, 3)
        if job:
            job.timings = indexed.timings
        log.info("indexed %s (%s): %s", paper_id, paper.title, indexed.timings)
        return paper

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
        (self.settings.pdf_dir / f"{paper_id}.pdf").unlink(missing_ok=True)
        shutil.rmtree(self.settings.figure_dir / paper_id, ignore_errors=True)
        self.index.sync(self.registry.done_ids())

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
    ) -> tuple[Route, list[ScoredChunk]]:
        done = self.registry.done_ids()
        missing = [p for p in paper_ids or () if p not in done]
        if missing:
            raise UnknownPaper(", ".join(missing))
        self.index.sync(done)
        routing = self.settings.retrieval.routing if options.routing is None else options.routing
        query, why = self.search_query(question, history)
        the_route = route(query) if routing else no_route()
        types = [t for t in the_route.types if t in options.kinds] or ["text"]
        the_route = the_route.model_copy(
            update={"types": types, "history_used": bool(why), "follow_up": why, "query": query}
        )
        hits = self.index.search(
            self.embedder.embed_query(query),
            query,
            the_route,
            k=options.top_k or self.settings.retrieval.top_k,
            candidates=self.settings.retrieval.candidates,
            rrf_k=self.settings.retrieval.rrf_k,
            paper_ids=paper_ids or None,
            allowed_kinds=options.kinds,
        )
        return the_route, hits

    def _tagged(self, hits: list[ScoredChunk], tags: bool) -> list[TaggedEvidence]:
        titles = {p.paper_id: p.title for p in self.registry.papers()}
        several = len({h.chunk.paper_id for h in hits}) > 1
        numbers = {
            pid: i + 1 for i, pid in enumerate(dict.fromkeys(h.chunk.paper_id for h in hits))
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
                    similarity=h.similarity,
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
        the_route, hits = self.retrieve(question, paper_ids, history, options)
        evidence = self._tagged(hits, options.tags)
        language = detect_language(question)
        missing = self._not_in_papers(question, the_route, language, paper_ids)
        if missing is not None:
            return _Prepared(question, the_route, hits, evidence, language, history, [], *missing)
        context = ""
        if the_route.history_used:
            context = the_route.query[: max(0, len(the_route.query) - len(question))]
        facts = compute_facts(question, evidence, the_route.types, context)
        return _Prepared(
            question,
            the_route,
            hits,
            evidence + self._neighbours(evidence),
            language,
            history,
            facts,
        )

    def _neighbours(self, evidence: list[TaggedEvidence]) -> list[TaggedEvidence]:
        """The text just before and after each retrieved passage, tagged like it, for quoting a
        sentence that a chunk boundary cut. Citations still resolve to the retrieved chunk."""
        by_id = {e.chunk.chunk_id: e for e in evidence}
        out = []
        for near in self.index.neighbours([e.chunk for e in evidence]):
            source = next(
                (
                    e
                    for e in evidence
                    if e.chunk.page == near.page and e.chunk.paper_id == near.paper_id
                ),
                None,
            )
            if source is None or near.chunk_id in by_id:
                continue
            sim = None if source.similarity is None else source.similarity - 0.01
            out.append(
                TaggedEvidence(
                    tag=source.tag, chunk=near, paper_title=source.paper_title, similarity=sim
                )
            )
        return out

    def _not_in_papers(
        self, question: str, the_route: Route, language: str, paper_ids: Sequence[str] | None
    ) -> tuple[str, str] | None:
        """(reason, "I don't know" text) when the selected papers lack what the question names:
        a name, a number, a table or figure, a unit. Checked against the papers, not the top-k."""
        if not self.settings.answers.abstain:
            return None
        contents = self.index.contents(paper_ids or None)
        if not contents.text:
            return None
        found = abstain.check(
            question,
            language,
            contents.text,
            contents.label_keys,
            chart=the_route.types[:1] == ["figure"],
        )
        if found is None:
            return None
        what = ", ".join(f"'{m}'" if found.kind == "absent" else m for m in found.missing)
        return found.reason, dont_know(language, found.kind, what)

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
            reason = (
                unanswered[0]
                if unanswered
                else said
                if p.language == "English" and said
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
