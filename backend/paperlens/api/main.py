"""The FastAPI app: assembled here, routes live in api/routes/<resource>.py."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from fastapi import FastAPI

from paperlens import __version__
from paperlens.api.routes import arxiv, chat, health, jobs, papers
from paperlens.ingest.jobs import make_runner
from paperlens.service import PaperLens
from paperlens.settings import Settings

log = logging.getLogger("paperlens")


def create_app(settings: Settings | None = None, lens: PaperLens | None = None) -> FastAPI:
    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        app.state.lens = lens or PaperLens(settings or Settings())
        app.state.jobs = make_runner(app.state.lens)
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

    app = FastAPI(
        title="PaperLens",
        version=__version__,
        lifespan=lifespan,
        description="Index scientific papers (text, tables, figures) and ask questions with cited answers.",
    )
    for module in (health, papers, jobs, arxiv, chat):
        app.include_router(module.router)
    return app
