import anyio
from fastapi import APIRouter

from paperlens import __version__
from paperlens.api.deps import Lens

router = APIRouter(tags=["health"])


# async: answered on the event loop, never queued behind chats (they wait for answer slots, not
# threads). Only the registry read takes a thread: with a database server it is network I/O.
@router.get("/health")
async def health(lens: Lens) -> dict[str, object]:
    papers = await anyio.to_thread.run_sync(lambda: len(lens.registry.done_ids()))
    s = lens.settings
    local = s.active_provider == "local"
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
        "chroma": s.chroma_url or "embedded",
        "queue": "redis" if s.queue_url else "local processes",
        "registry": "postgres" if s.database_url else "sqlite",
        "papers": papers,
        # The UI shows the same upload limit the API enforces.
        "max_upload_mb": s.ingest.max_upload_mb,
    }
