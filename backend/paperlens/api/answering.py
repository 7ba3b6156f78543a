"""Answering off the event loop, a bounded number at a time, and only while someone listens.

Chats used to run in the shared thread pool: 50 of them took every thread, so ``/health`` and
uploads queued behind them, and each kept burning CPU after its client had gone. Here a chat
waits for one of a few answer slots as a coroutine (holding no thread), runs its blocking steps
in a worker thread, and checks between steps (retrieval, then each piece of the answer) whether
the client is still connected; when it is not, the answer is abandoned.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Iterator, Sequence

import anyio
from starlette.requests import Request

from paperlens.models import Answer, Route, Turn
from paperlens.service import PaperLens

log = logging.getLogger(__name__)

_DONE = object()


class AnswerSlots:
    """At most ``capacity`` answers computed at once; the rest wait their turn, in order."""

    def __init__(self, capacity: int) -> None:
        self.capacity = capacity
        self._semaphore = anyio.Semaphore(capacity)
        self.waiting = 0  # chats waiting for a slot (api.max_waiting_chats bounds them)

    @classmethod
    def for_lens(cls, lens: PaperLens) -> AnswerSlots:
        configured = lens.settings.api.chat_concurrency
        local = lens.settings.active_provider == "local"
        return cls(configured or (2 if local else 16))

    async def answer(
        self,
        lens: PaperLens,
        request: Request,
        question: str,
        paper_ids: Sequence[str] | None,
        history: Sequence[Turn],
    ) -> AsyncIterator[Route | str | Answer]:
        """``lens.ask_stream`` step by step; stops early when the client disconnects."""
        self.waiting += 1
        try:
            await self._semaphore.acquire()
        finally:
            self.waiting -= 1
        try:
            steps: Iterator[Route | str | Answer] = lens.ask_stream(question, paper_ids, history)
            while True:
                if await request.is_disconnected():
                    log.info("client disconnected: answer to %r abandoned", question[:60])
                    steps.close()  # type: ignore[attr-defined]
                    return
                # Shielded: a cancelled request still holds its slot until the step's thread
                # ends, so the number of answers computing never exceeds the capacity.
                with anyio.CancelScope(shield=True):
                    item = await anyio.to_thread.run_sync(next, steps, _DONE)
                if item is _DONE:
                    return
                yield item  # type: ignore[misc]
        finally:
            self._semaphore.release()
