"""Answers computed in a few worker processes, so the API's own process stays free.

Answering on the embedded default is CPU-bound Python (routing, scoring, the extractive
answerer). In the API's threads, 50 chats shared one interpreter lock with the event loop and
the upload handler: only about one core worked on answers, and ``/health`` and each upload's
202 waited for the lock (bench/load.py: chat p95 7.5 s, /health p99 172 ms). Here each worker
process holds its own embedder, answerer and library index and answers one question at a time;
the API process only routes requests and relays the pieces.

The workers read the registry (SQLite or Postgres) themselves, and Chroma too when it answers
over HTTP (a server, or the API's own Chroma process). Chroma embedded in the API process
allows no other reader, so then a worker asks the API process for the vectors of papers it
loads (``_ParentVectors``), a message on its pipe.

Between two pieces of an answer the worker looks for a cancel message: a client that went away
stops the work, as in the threaded version (``api/answering.py``).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import multiprocessing
import multiprocessing.connection
import os
import pickle
import threading
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import anyio
import numpy as np
from starlette.requests import Request

from paperlens.ingest.execute import forkserver_context
from paperlens.models import Answer, Chunk, ChunkKind, Route, Turn

if TYPE_CHECKING:
    from paperlens.service import PaperLens
    from paperlens.settings import Settings

log = logging.getLogger(__name__)

Connection = multiprocessing.connection.Connection

ANSWER_PRELOAD = ["paperlens.api.answer_pool"]


@dataclass
class _Ask:
    question: str
    paper_ids: list[str] | None
    history: list[Turn]


@dataclass
class _VectorsWanted:
    chunk_ids: list[str]


@dataclass
class _Vectors:
    found: dict[str, np.ndarray]
    error: str | None = None  # the store failed: the answer fails saying so, instead of waiting


@dataclass
class _Failed:
    error: BaseException


class _Signal:
    def __init__(self, name: str) -> None:
        self.name = name

    def __repr__(self) -> str:
        return self.name

    def __reduce__(self) -> str:  # the same object after a trip through the pipe
        return self.name


CANCEL = _Signal("CANCEL")
END = _Signal("END")
READY = _Signal("READY")
DIED = _Signal("DIED")  # never sent: the API process's note that a worker's pipe closed


class WorkerDied(RuntimeError):
    """The answering process ended while it answered (killed, out of memory)."""


_DIED = "The answering process ended while it answered (killed, or out of memory); ask again."

# An answering process that dies before it is ready is started again after 1, 2, 4 ... s (at most
# a minute), not at once: a worker that cannot start (a broken model, no memory) must not spin
# the CPU. After this many deaths in a row, chats are refused until one starts.
FAILED_STARTS_TO_REFUSE = 3
MAX_RESTART_DELAY_S = 60.0


class AnswerersDown(WorkerDied):
    """No answering process could start: chats are refused (503) rather than left waiting."""


_DOWN = (
    "No answering process could start (they ended as they started, several times in a row; "
    "the server log says why). Try again in a minute, or restart the server."
)


# ---- the worker process ----------------------------------------------------------------------

# Seconds without a question after which a worker loads papers indexed meanwhile (one registry
# read when nothing changed).
IDLE_CATCH_UP_S = 1.0


class _ParentVectors:
    """The one VectorStore call retrieval makes (``vectors``), asked of the API process, which
    owns the embedded Chroma. Anything else is not a reader's business."""

    def __init__(self, conn: Connection) -> None:
        self._conn = conn
        self.cancelled = False  # a CANCEL that arrived while waiting for vectors

    def vectors(self, chunk_ids: Sequence[str]) -> dict[str, np.ndarray]:
        self._conn.send(_VectorsWanted(list(chunk_ids)))
        while True:
            msg = self._conn.recv()
            if isinstance(msg, _Vectors):
                if msg.error is not None:
                    raise RuntimeError(f"reading the library's vectors failed: {msg.error}")
                return msg.found
            if msg is CANCEL:
                self.cancelled = True

    def _read_only(self, *_: object) -> Any:
        raise RuntimeError("an answering process does not write to or list the vector store")

    def add(self, chunks: Sequence[Chunk], vectors: np.ndarray) -> None:
        self._read_only()

    def delete_paper(self, paper_id: str) -> None:
        self._read_only()

    def chunks(self, paper_id: str, kind: ChunkKind | None = None) -> list[Chunk]:
        return self._read_only()  # type: ignore[no-any-return]

    def load(self, paper_ids: Sequence[str]) -> tuple[list[Chunk], np.ndarray]:
        return self._read_only()  # type: ignore[no-any-return]


def _picklable(exc: BaseException) -> BaseException:
    try:
        pickle.loads(pickle.dumps(exc))
    except Exception:  # noqa: BLE001 - whatever it is, its message still travels
        return RuntimeError(f"{type(exc).__name__}: {exc}")
    return exc


def _serve(conn: Connection, settings: Settings) -> None:
    """The worker's loop: build a reader of the library, then answer one question at a time."""
    from paperlens.service import PaperLens

    with contextlib.suppress(OSError):
        os.nice(settings.api.answer_nice)
    parent_vectors = None if settings.chroma_endpoint else _ParentVectors(conn)
    lens = PaperLens(settings, store=parent_vectors, recover=False)  # type: ignore[arg-type]
    lens.warm_up()
    conn.send(READY)
    answer_loop(conn, lens, parent_vectors)


def _catch_up(lens: PaperLens) -> None:
    try:
        lens.catch_up()
    except Exception:  # noqa: BLE001 - the next question loads what this could not
        log.warning("loading new papers while idle failed", exc_info=True)


def answer_loop(conn: Connection, lens: PaperLens, parent_vectors: _ParentVectors | None) -> None:
    """Answer each question that arrives, piece by piece, until the pipe closes; a CANCEL
    between two pieces stops the answer (the generator is closed) and END follows.

    While no question waits, papers indexed since the last question are loaded
    (``PaperLens.catch_up``), so the first question about a new paper does not pay for its
    loading (about 1 CPU s for the Attention paper: chunks, vectors, vocabulary, in each
    process). Not when the vectors come from the API process: that request shares the pipe
    with the questions."""
    while True:
        try:
            if not conn.poll(IDLE_CATCH_UP_S):
                if parent_vectors is None:
                    _catch_up(lens)
                continue
            msg = conn.recv()
        except (EOFError, OSError):
            return  # the API process is gone
        if not isinstance(msg, _Ask):
            continue  # a CANCEL for an answer already finished
        if parent_vectors is not None:
            parent_vectors.cancelled = False
        try:
            steps = lens.ask_stream(msg.question, msg.paper_ids, msg.history)
            for item in steps:
                conn.send(item)
                if (parent_vectors is not None and parent_vectors.cancelled) or (
                    conn.poll() and conn.recv() is CANCEL
                ):
                    steps.close()  # type: ignore[attr-defined]
                    break
        except Exception as exc:  # noqa: BLE001 - the request's failure, said in the API
            log.exception("answering %r failed", msg.question[:60])
            conn.send(_Failed(_picklable(exc)))
            continue
        conn.send(END)


def _main(conn: Connection, settings: Settings) -> None:
    try:
        _serve(conn, settings)
    except (EOFError, OSError, KeyboardInterrupt):
        pass
    finally:
        conn.close()


# ---- the API side ----------------------------------------------------------------------------


class _Worker:
    def __init__(self, process: Any, conn: Connection) -> None:
        self.process, self.conn = process, conn
        self.inbox: asyncio.Queue[object] = asyncio.Queue()
        self.ready = asyncio.Event()
        self.dead = False
        self._send_lock = threading.Lock()

    def send(self, msg: object) -> None:
        with self._send_lock:
            self.conn.send(msg)


class AnswerWorkers:
    """``processes`` answering processes; a question waits (as a coroutine) for an idle one."""

    def __init__(self, lens: PaperLens, processes: int) -> None:
        self._lens = lens
        self.capacity = self.processes = processes
        # None: a wake-up for waiting chats when every start has failed (see _lost).
        self._idle: asyncio.Queue[_Worker | None] = asyncio.Queue()
        self._workers: set[_Worker] = set()
        self._tasks: set[asyncio.Task[None]] = set()
        self._closed = False
        self._failed_starts = 0  # deaths before READY, in a row
        # Every process started and not yet reaped: close() stops them all, including one whose
        # start was under way (its thread registers it, or stops it when closed meanwhile).
        self._processes: set[Any] = set()
        self._lock = threading.Lock()
        self.waiting = 0  # chats waiting for an idle worker (api.max_waiting_chats bounds them)

    @staticmethod
    def _context() -> multiprocessing.context.BaseContext:
        # As for indexing jobs (ingest/execute.py): fork from a clean server, imports done there.
        return forkserver_context(ANSWER_PRELOAD)

    async def start(self) -> None:
        """Start every worker; returns once they are started (not yet warm: see ``_spawn``)."""
        for _ in range(self.capacity):
            await self._spawn()

    async def _spawn(self) -> None:
        ctx = self._context()
        here, there = ctx.Pipe(duplex=True)
        process = ctx.Process(  # type: ignore[attr-defined]
            target=_main, args=(there, self._lens.settings), name="paperlens-answer", daemon=True
        )
        started = await anyio.to_thread.run_sync(self._start_process, process)
        there.close()
        if not started:  # the server stopped while it started
            here.close()
            return
        worker = _Worker(process, here)
        self._workers.add(worker)
        # A thread that waits in recv() (holding no lock) and hands each message to the loop.
        # Not loop.add_reader: it makes the pipe non-blocking, and a message larger than the
        # pipe's buffer (a history, a batch of vectors) then fails half-read.
        loop = asyncio.get_running_loop()
        threading.Thread(
            target=self._read, args=(worker, loop), name="paperlens-answer-reader", daemon=True
        ).start()
        self._background(self._join_when_ready(worker))

    def _start_process(self, process: Any) -> bool:
        """In a thread: start the process and register it, unless the pool closed meanwhile."""
        process.start()
        with self._lock:
            if not self._closed:
                self._processes.add(process)
                return True
        process.terminate()
        process.join(5)
        return False

    async def _join_when_ready(self, worker: _Worker) -> None:
        await worker.ready.wait()
        if not worker.dead:
            self._failed_starts = 0
            self._idle.put_nowait(worker)

    def _background(self, coro: Any) -> None:
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def _read(self, worker: _Worker, loop: asyncio.AbstractEventLoop) -> None:
        """The reader thread: every message of the worker, in order, to ``_received``."""
        while True:
            try:
                msg = worker.conn.recv()
            except (EOFError, OSError):
                msg = DIED
            try:
                loop.call_soon_threadsafe(self._received, worker, msg)
            except RuntimeError:  # the loop is closed: the server is gone
                return
            if msg is DIED:
                return

    def _received(self, worker: _Worker, msg: object) -> None:
        """On the event loop: sort what the worker sent."""
        if msg is DIED:
            self._lost(worker)
        elif msg is READY:
            worker.ready.set()
        elif isinstance(msg, _VectorsWanted):
            self._background(self._send_vectors(worker, msg.chunk_ids))
        else:
            worker.inbox.put_nowait(msg)

    def _lost(self, worker: _Worker) -> None:
        if worker.dead:
            return
        started = worker.ready.is_set()
        worker.dead = True
        worker.conn.close()
        worker.ready.set()
        worker.inbox.put_nowait(DIED)
        self._workers.discard(worker)
        with self._lock:
            self._processes.discard(worker.process)
        worker.process.join(0)  # reap it
        if self._closed:
            return
        delay = 0.0
        if not started:
            self._failed_starts += 1
            delay = min(MAX_RESTART_DELAY_S, 2.0 ** (self._failed_starts - 1))
            if self.down():  # wake every waiting chat: it is refused, not left waiting
                for _ in range(self.waiting):
                    self._idle.put_nowait(None)
        log.warning(
            "an answering process ended %s(exit code %s); another starts in %.0f s",
            "" if started else "before it was ready ",
            worker.process.exitcode,
            delay,
        )
        self._background(self._respawn(delay))

    async def _respawn(self, delay: float) -> None:
        await asyncio.sleep(delay)
        if not self._closed:
            await self._spawn()

    @property
    def ready(self) -> int:
        """Processes warm and answering: a new one loads the model and the library first (about
        10 CPU s for 32 papers), and a chat waits for it meanwhile."""
        return sum(w.ready.is_set() and not w.dead for w in self._workers)

    def down(self) -> bool:
        """Every recent start failed and no worker is ready: chats cannot be answered now."""
        return self._failed_starts >= FAILED_STARTS_TO_REFUSE and not any(
            w.ready.is_set() and not w.dead for w in self._workers
        )

    async def _take(self, request: Request) -> _Worker | None:
        """An idle worker, or None when the client left while it waited."""
        self.waiting += 1
        try:
            while True:
                if self.down():
                    raise AnswerersDown(_DOWN)
                worker = await self._idle.get()
                if worker is None or worker.dead:  # a wake-up, or one that ended while idle
                    continue
                if await request.is_disconnected():  # nobody to answer: the worker stays free
                    self._idle.put_nowait(worker)
                    return None
                return worker
        finally:
            self.waiting -= 1

    async def _send_vectors(self, worker: _Worker, chunk_ids: list[str]) -> None:
        """The worker waits for this reply: a failure is sent too, or its answer never ends."""
        try:
            reply = _Vectors(await anyio.to_thread.run_sync(self._lens.store.vectors, chunk_ids))
        except Exception as exc:  # noqa: BLE001 - said in the answer's failure
            log.exception("reading vectors for an answering process failed")
            reply = _Vectors({}, error=f"{type(exc).__name__}: {exc}"[:300])
        with contextlib.suppress(OSError):
            await anyio.to_thread.run_sync(worker.send, reply)

    async def _settle(self, worker: _Worker) -> None:
        """After an abandoned answer: wait for the worker to stop, then it may answer again."""
        while True:
            msg = await worker.inbox.get()
            if msg is DIED:
                return
            if msg is END or isinstance(msg, _Failed):
                self._idle.put_nowait(worker)
                return

    async def answer(
        self,
        lens: PaperLens,
        request: Request,
        question: str,
        paper_ids: Sequence[str] | None,
        history: Sequence[Turn],
    ) -> AsyncIterator[Route | str | Answer]:
        """The route, the answer's pieces and the Answer, as ``PaperLens.ask_stream`` yields
        them; stops (and stops the worker) when the client disconnects."""
        worker = await self._take(request)
        if worker is None:
            log.info("client disconnected before its turn: %r not answered", question[:60])
            return
        finished = False
        try:
            ask = _Ask(question, list(paper_ids) if paper_ids else None, list(history))
            try:
                await anyio.to_thread.run_sync(worker.send, ask)
            except (OSError, ValueError):  # it died just now; its replacement is on its way
                finished = True
                raise WorkerDied(_DIED) from None
            while True:
                msg = await worker.inbox.get()
                if msg is END:
                    finished = True
                    return
                if isinstance(msg, _Failed):
                    finished = True
                    raise msg.error
                if msg is DIED:
                    finished = True
                    raise WorkerDied(_DIED)
                if await request.is_disconnected():
                    log.info("client disconnected: answer to %r abandoned", question[:60])
                    return
                yield msg  # type: ignore[misc]
        finally:
            if finished:
                if not worker.dead:
                    self._idle.put_nowait(worker)
            else:  # abandoned: stop the worker's answer, take it back once it has stopped
                with contextlib.suppress(OSError):
                    worker.send(CANCEL)
                self._background(self._settle(worker))

    async def close(self) -> None:
        with self._lock:
            self._closed = True
            processes = list(self._processes)
        for task in list(self._tasks):
            task.cancel()
        for process in processes:
            process.terminate()  # its reader thread then reads EOF and ends
        for process in processes:
            await anyio.to_thread.run_sync(process.join, 5)
            if process.is_alive():
                process.kill()
                await anyio.to_thread.run_sync(process.join, 5)
