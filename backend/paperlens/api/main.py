"""The FastAPI app: assembled here, routes live in api/routes/<resource>.py."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI
from fastapi_offline import FastAPIOffline

from paperlens import __version__
from paperlens.api.docs import add_offline_redoc
from paperlens.api.routes import arxiv, chat, health, jobs, pages, papers
from paperlens.ingest.jobs import JobRunner
from paperlens.service import PaperLens
from paperlens.settings import Settings

log = logging.getLogger("paperlens")


def create_app(settings: Settings | None = None, lens: PaperLens | None = None) -> FastAPI:
    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        app.state.lens = lens or PaperLens(settings or Settings())
        app.state.jobs = JobRunner(app.state.lens)
        s = app.state.lens.settings
        log.info(
            "provider %s (%s); data in %s; chroma %s",
            s.active_provider,
            s.provider_reason,
            s.data_dir,
            s.chroma_url or "embedded",
        )
        yield
        app.state.jobs.shutdown()

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
    return app
