"""The composition root: the one module that reads the settings and builds the components.

Settings stay pure data; components import settings, never the other way round. Callers (the
service, tests, benchmarks) may pass their own components instead of these.
"""

from __future__ import annotations

from paperlens.answer import dictionaries
from paperlens.answer.base import Answerer
from paperlens.answer.extractive import ExtractiveAnswerer
from paperlens.answer.llm import OpenAIAnswerer
from paperlens.embeddings import Embedder, LocalE5Embedder, OpenAIEmbedder
from paperlens.figures.describe import FigureDescriber, OfflineDescriber, VLMDescriber
from paperlens.retrieval.search import ChunkSource
from paperlens.settings import Settings
from paperlens.store.engine import EngineScope
from paperlens.store.registry import Registry
from paperlens.store.storage import LocalStorage, Storage
from paperlens.store.vectors import ChromaStore, VectorStore


def make_embedder(settings: Settings) -> Embedder:
    if settings.active_provider == "openai":
        return OpenAIEmbedder(settings)
    return LocalE5Embedder()


def make_answerer(settings: Settings, embedder: Embedder) -> Answerer:
    # (both answerers compute facts from tables and charts, matched through the dictionaries)
    dictionaries.use(settings.answers.dictionaries)
    if settings.active_provider == "openai":
        if settings.llm.answer_system_prompt:
            return OpenAIAnswerer(settings, system=settings.llm.answer_system_prompt)
        return OpenAIAnswerer(settings)
    a = settings.answers
    return ExtractiveAnswerer(
        max_quotes=a.max_quotes, min_overlap=a.min_overlap, min_similarity=a.min_similarity
    )


def make_describer(settings: Settings) -> FigureDescriber:
    offline = OfflineDescriber(settings.figures)
    if settings.active_provider == "openai":
        return VLMDescriber(settings, fallback=offline)
    return offline


def make_store(settings: Settings, embedder: Embedder) -> VectorStore:
    return ChromaStore(settings, embedder)


def make_registry(settings: Settings) -> Registry:
    """SQLite in the data directory, or the Postgres server of PAPERLENS_DATABASE_URL."""
    return Registry(settings.registry_url)


def make_storage(settings: Settings) -> Storage:
    """PDFs and figure crops under the data directory: a shared volume when several hosts serve."""
    return LocalStorage(settings.data_dir)


def make_engine_scope(
    settings: Settings, registry: Registry, store: VectorStore, source: ChunkSource
) -> EngineScope | None:
    """Server mode (a Chroma server and Postgres): retrieval in the engines, no library copy."""
    collection = getattr(store, "collection", None)
    if not (settings.chroma_url and settings.database_url) or collection is None:
        return None
    s = settings.server_retrieval
    return EngineScope(registry, collection, source, s.working_set_papers, s.scope_papers)
