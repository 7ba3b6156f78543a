import logging

import anyio
from fastapi import APIRouter, Request

from paperlens import __version__
from paperlens.api.deps import Lens
from paperlens.service import PaperLens

router = APIRouter(tags=["health"])
log = logging.getLogger(__name__)

REFRESH_S = 1.0  # how stale the reported library size may be; a health check needs no more


class PaperCount:
    """The library size /health reports, kept current by a background task, so that a health
    check never waits for a worker thread or the database while chats and uploads hold them
    (bench/load.py measures it)."""

    def __init__(self, lens: PaperLens) -> None:
        self._lens = lens
        self.value: int | None = None

    def read(self) -> int:
        return len(self._lens.registry.done_ids())

    async def keep_current(self) -> None:
        while True:
            try:
                self.value = await anyio.to_thread.run_sync(self.read)
            except Exception:  # a database blip: report the last count, try again
                log.warning("could not count the library's papers", exc_info=True)
            await anyio.sleep(REFRESH_S)


# async: answered on the event loop, never queued behind chats (they wait for answer slots, not
# threads), and the library size comes from PaperCount, not from the registry on each call.
@router.get("/health")
async def health(lens: Lens, request: Request) -> dict[str, object]:
    count: PaperCount | None = getattr(request.app.state, "paper_count", None)
    papers = count.value if count is not None else None
    if papers is None:  # before the first refresh
        papers = await anyio.to_thread.run_sync(lambda: len(lens.registry.done_ids()))
    s = lens.settings
    local = s.active_provider == "local"
    slots = getattr(request.app.state, "answer_slots", None)
    processes = getattr(slots, "processes", 0)
    return {
        "status": "ok",
        "version": __version__,
        "provider": s.active_provider,
        "provider_reason": s.provider_reason,
        "mode": "extractive answers (quotes evidence, no LLM)" if local else "LLM answers",
        "answerer": lens.answerer.name,
        "models": {
            "embedding": lens.embedder.name,
            "chat": None if local else s.llm.chat_model,
            "caption": None if local else s.llm.caption_model,
        },
        "chroma": s.chroma_url or ("own process" if s.chroma_endpoint else "embedded"),
        "queue": "redis" if s.queue_url else "local processes",
        # Where chats are computed: worker processes (api/answer_pool.py) or this one's threads.
        "answer_processes": processes,
        # Of those, the ones warm (model and library loaded): fewer just after a start.
        "answer_processes_ready": getattr(slots, "ready", 0) if processes else 0,
        "registry": "postgres" if s.database_url else "sqlite",
        "papers": papers,
        # The UI shows the same upload limit the API enforces.
        "max_upload_mb": s.ingest.max_upload_mb,
    }
