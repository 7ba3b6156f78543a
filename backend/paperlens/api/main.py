"""The FastAPI app: assembled here, routes live in api/routes/<resource>.py."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import threading
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI
from fastapi_offline import FastAPIOffline

from paperlens import __version__
from paperlens.api.answer_pool import ANSWER_PRELOAD, AnswerWorkers
from paperlens.api.answering import AnswerSlots
from paperlens.api.docs import add_offline_redoc
from paperlens.api.errors import install_error_handlers
from paperlens.api.guards import RequestGuard
from paperlens.api.limits import BodyLimit
from paperlens.api.routes import arxiv, chat, health, jobs, pages, papers
from paperlens.api.routes.health import PaperCount
from paperlens.ingest.execute import start_forkserver
from paperlens.ingest.jobs import make_runner
from paperlens.service import PaperLens
from paperlens.settings import Settings
from paperlens.store.chroma_process import ChromaProcess

log = logging.getLogger("paperlens")


# Unset, one answering process per core up to this many: ~200 MB each, so a big machine does not
# spend gigabytes on them unasked (set PAPERLENS_API__ANSWER_PROCESSES for more).
MAX_DEFAULT_ANSWER_PROCESSES = 8


def answer_processes(settings: Settings) -> int:
    """How many answering processes to start (settings.api.answer_processes)."""
    configured = settings.api.answer_processes
    if configured is not None:
        return max(0, configured)
    if settings.active_provider != "local":
        return 0
    return min(len(os.sched_getaffinity(0)), MAX_DEFAULT_ANSWER_PROCESSES)


def create_app(settings: Settings | None = None, lens: PaperLens | None = None) -> FastAPI:
    """The app. With ``lens`` given (tests, embedding applications), chats are answered by that
    lens in this process's threads: its components may not be rebuildable elsewhere. Without,
    answers are computed in worker processes (``api/answer_pool.py``) when settings ask for them.
    """
    settings = lens.settings if lens else settings or Settings()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        chroma = None
        if lens is None and settings.store.own_process and not settings.chroma_url:
            chroma = ChromaProcess(settings.chroma_dir)
            url = chroma.start()  # here, in the thread that outlives the app (see start())
            app.state.lens = PaperLens(settings.with_chroma_child(url))
        else:
            app.state.lens = lens or PaperLens(settings)
        app.state.jobs = make_runner(app.state.lens)
        # Upload checks, indexing jobs and answering processes fork from it: start it now, so
        # the first upload's 202 does not wait for its imports.
        threading.Thread(
            target=start_forkserver, args=(ANSWER_PRELOAD,), name="forkserver", daemon=True
        ).start()
        processes = 0 if lens is not None else answer_processes(settings)
        workers = AnswerWorkers(app.state.lens, processes) if processes else None
        if workers is not None:  # they load the model and the index; this process needs neither
            await workers.start()
            app.state.answer_slots = workers
        else:
            app.state.answer_slots = AnswerSlots.for_lens(app.state.lens)
            threading.Thread(target=app.state.lens.warm_up, name="warm-up", daemon=True).start()
        app.state.paper_count = PaperCount(app.state.lens)
        counting = asyncio.create_task(app.state.paper_count.keep_current())
        s = app.state.lens.settings
        log.info(
            "provider %s (%s); data in %s; chroma %s; hosts %s; api key %s",
            s.active_provider,
            s.provider_reason,
            s.data_dir,
            s.chroma_url
            or (f"own process at {s.chroma_endpoint}" if s.chroma_endpoint else "embedded"),
            ", ".join(s.api.allowed_hosts),
            "required" if s.api_key else "not set",
        )
        yield
        counting.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await counting
        if workers is not None:
            await workers.close()
        app.state.jobs.shutdown()
        if chroma is not None:
            chroma.stop()

    # /docs and /redoc with Swagger UI and ReDoc served from the installed package, not a CDN:
    # PaperLens runs offline.
    app = FastAPIOffline(
        title="PaperLens",
        version=__version__,
        lifespan=lifespan,
        description="Index scientific papers (text, tables, figures) and ask questions with cited answers.",
        redoc_url=None,
    )
    add_offline_redoc(app)
    for module in (health, papers, pages, jobs, arxiv, chat):
        app.include_router(module.router)
    install_error_handlers(app)
    # Added last = runs first: who may ask is settled before any body is read.
    app.add_middleware(BodyLimit, settings=settings)
    app.add_middleware(RequestGuard, settings=settings)
    return app
