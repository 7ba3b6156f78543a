"""Figures of one paper, end to end: find, crop, read charts, describe, emit chunks.

``extract_figures`` is the one-call API. The ingestion pipeline may instead call ``find_figures``
first (so prose extraction can leave figure text out) and ``describe_regions`` later.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import pymupdf

from paperlens.figures.charts import (
    NO_MARKS,
    ChartBudget,
    ChartReading,
    page_drawings,
    read_charts,
    read_over_picture,
    read_raster,
)
from paperlens.figures.charts.homoglyphs import PaperWords
from paperlens.figures.charts.paths import Drawing
from paperlens.figures.describe import Description, FigureDescriber, FigureInput
from paperlens.figures.detect import FigureRegion, find_figures
from paperlens.figures.render import crop_box, render_png
from paperlens.models import BBox, Chunk, chunk_id
from paperlens.settings import FigureSettings

if TYPE_CHECKING:
    from paperlens.ingest.turn_cache import TurnCache

StageProgress = Callable[[str, float], None]
CountProgress = Callable[[int, int], None]

# Share of extract_figures' progress bar taken by finding and cropping; describing (a VLM call per
# figure) takes the rest.
_FOUND, _CROPPED = 0.1, 0.3


def extract_figures(
    doc: pymupdf.Document,
    paper_id: str,
    out_dir: Path,
    settings: FigureSettings,
    describer: FigureDescriber,
    exclude: Mapping[int, Sequence[BBox]] | None = None,
    progress: StageProgress | None = None,
) -> list[Chunk]:
    """One chunk per captioned figure; its crop is written to ``out_dir/<chunk_id>.png``.

    ``exclude`` maps 1-based pages to table boxes, whose rules must not be taken for figures.
    """
    report = progress or (lambda stage, fraction: None)
    report("finding figures", 0.0)
    regions = find_figures(doc, settings, exclude)

    def cropped(done: int, total: int) -> None:
        report(f"cropping figure {done}/{total}", _FOUND + (_CROPPED - _FOUND) * done / total)

    def described(done: int, total: int) -> None:
        report(f"describing figure {done}/{total}", _CROPPED + (1 - _CROPPED) * done / total)

    chunks = describe_regions(
        doc, paper_id, regions, out_dir, settings, describer, described, cropped
    )
    report("figures done", 1.0)
    return chunks


def describe_regions(
    doc: pymupdf.Document,
    paper_id: str,
    regions: Sequence[FigureRegion],
    out_dir: Path,
    settings: FigureSettings,
    describer: FigureDescriber,
    progress: CountProgress | None = None,
    crop_progress: CountProgress | None = None,
    cache: TurnCache | None = None,
) -> list[Chunk]:
    """Crop, read charts and describe regions found by ``find_figures``; ``progress(done, total)``.

    ``cache``: the figures an earlier turn of the job finished (chunk kept, crop on disk) are
    taken from it; the rest are read a describer's batch at a time (``concurrency``:
    ``caption_concurrency`` VLM calls or ``ocr_workers`` OCR threads at once) and each batch kept
    as soon as it is described: a turn that ends mid-figures loses one batch at most, and runs
    past its budget by one batch at most (crops and charts are read here, one after another)."""
    if not regions:
        return []
    out_dir.mkdir(parents=True, exist_ok=True)
    ids = [chunk_id(paper_id, "figure", r.page, i) for i, r in enumerate(regions)]
    keys = [
        cache.key("figure", settings, describer.name, cid, r.to_json()) if cache else ""
        for cid, r in zip(ids, regions, strict=True)
    ]
    chunks: list[Chunk | None] = [None] * len(regions)
    if cache:
        for i, cid in enumerate(ids):
            kept = cache.get(keys[i])
            if isinstance(kept, str) and (out_dir / f"{cid}.png").is_file():
                chunks[i] = Chunk.model_validate_json(kept)
    todo = [i for i, c in enumerate(chunks) if c is None]
    batch = max(1, describer.concurrency) if cache else max(1, len(todo))
    shared = _PageDrawings()
    script = PaperWords(doc)
    done = len(regions) - len(todo)
    for start in range(0, len(todo), batch):
        part = todo[start : start + batch]
        began = time.process_time()
        inputs: list[FigureInput] = []
        for i in part:
            region = regions[i]
            page = doc[region.page - 1]
            png = render_region(page, region, settings)
            (out_dir / f"{ids[i]}.png").write_bytes(png)
            inputs.append(
                figure_input(
                    page,
                    region,
                    png,
                    partial(shared.of, page),
                    chart_budget(settings),
                    settings.raster_chart_max_pixels if settings.ocr else None,
                    partial(script.of, page),
                )
            )
            if crop_progress:
                crop_progress(done + len(inputs), len(regions))

        def described(n: int, _: int, before: int = done) -> None:
            if progress:
                progress(before + n, len(regions))

        descriptions = describer.describe_all(inputs, progress=described)
        if len(descriptions) != len(inputs):
            raise RuntimeError(
                f"{describer.name} returned {len(descriptions)} descriptions for {len(inputs)} "
                "figures"
            )
        spent = time.process_time() - began
        for i, fig, text in zip(part, inputs, descriptions, strict=True):
            chunk = _chunk(paper_id, ids[i], regions[i], fig, text, describer.name, settings)
            chunks[i] = chunk
            if cache:
                cache.put(keys[i], chunk.model_dump_json(), spent_s=spent)
        done += len(part)
    return [c for c in chunks if c is not None]


def _chunk(
    paper_id: str,
    cid: str,
    region: FigureRegion,
    fig: FigureInput,
    text: str,
    describer: str,
    settings: FigureSettings,
) -> Chunk:
    return Chunk(
        chunk_id=cid,
        paper_id=paper_id,
        kind="figure",
        page=region.page,
        label=region.label,
        caption=region.caption or None,
        bbox=region.crop,
        image=f"{cid}.png",
        text=_chunk_text(region, fig, text),
        extra={
            "source": region.source,
            "whole_page_fallback": region.whole_page_fallback,
            **({"skipped": region.over_budget} if region.over_budget else {}),
            "describer": text.describer if isinstance(text, Description) else describer,
            "charts": len(fig.charts),
            "chart_data": [c.to_dict(settings.chart_data_max_points) for c in fig.charts],
            "chart_status": fig.chart_status,
        },
    )


def _chunk_text(region: FigureRegion, fig: FigureInput, description: str) -> str:
    """ "Figure 3: <caption>\\n\\n<description>[\\n\\n<data table>]" (docs/CONTRACTS.md)."""
    parts = [f"{region.label}: {region.caption}" if region.caption else region.label]
    if description.strip():
        parts.append(description.strip())
    parts += [t.strip() for t in (c.to_markdown() for c in fig.charts) if t.strip()]
    return "\n\n".join(parts)


def render_region(page: pymupdf.Page, region: FigureRegion, settings: FigureSettings) -> bytes:
    """The figure's PNG: its box plus a margin that stops short of the text around it."""
    box = region.crop
    if not region.whole_page_fallback:
        box = crop_box(tuple(page.rect), region.crop, settings.margin_pt, region.blockers)  # type: ignore[arg-type]
    return render_png(page, box, settings)


def chart_budget(settings: FigureSettings) -> ChartBudget:
    return ChartBudget(
        settings.chart_max_paths, settings.chart_max_segments, settings.chart_max_seconds
    )


class _PageDrawings:
    """The drawings of the page read last: its figures share one listing (a busy page costs
    seconds to list), and pages whose figures are all raster never pay for it."""

    def __init__(self) -> None:
        self.page: int | None = None
        self.drawings: list[Drawing] = []

    def of(self, page: pymupdf.Page) -> list[Drawing]:
        if self.page != page.number:
            self.page, self.drawings = page.number, page_drawings(page)
        return self.drawings


def figure_input(
    page: pymupdf.Page,
    region: FigureRegion,
    png: bytes,
    drawings: Callable[[], list[Drawing]] | None = None,
    budget: ChartBudget | None = None,
    raster_max_pixels: int | None = None,
    printed: Callable[[], list[str]] | None = None,
) -> FigureInput:
    """Charts are read here, from the page's vector paths, so every describer gets exact values;
    a chart embedded as an image is read from its pixels when ``raster_max_pixels`` allows.
    ``printed``: the paper's words in a script OCR does not read, for what OCR reads in a
    raster figure or a chart whose labels are outlines (``homoglyphs``)."""
    script = tuple(printed()) if printed and region.source == "raster" else ()
    reading = ChartReading()
    error = None
    if region.over_budget:
        reading.reason = region.over_budget
    elif region.whole_page_fallback:
        reading.reason = "the figure could not be located on its page"
    else:
        # A figure counted as raster may still be drawn as paths over an image (a pie over its
        # gradient shadow): its chart is read from the paths when they make one.
        try:
            reading = read_charts(
                page,
                pymupdf.Rect(region.bbox),
                drawings() if drawings else None,
                budget or ChartBudget(),
                printed,
            )
        except Exception as exc:  # a chart the reader trips on must not cost the paper its figures
            error = f"{type(exc).__name__}: {exc}"
            reading.reason = f"the chart reader failed ({error})"
        if region.source == "raster" and not reading.charts:
            reading = _raster_reading(
                page, region, budget or ChartBudget(), raster_max_pixels, script
            )
        elif reading.reason == NO_MARKS and raster_max_pixels and _picture_in(page, region):
            reading = _over_picture_reading(
                page, region, budget or ChartBudget(), raster_max_pixels
            )
    return FigureInput(
        label=region.label,
        caption=region.caption,
        page=region.page,
        png=png,
        raster=region.source == "raster" and all(c.approximate for c in reading.charts),
        text=region.text,
        charts=tuple(reading.charts),
        chart_error=error,
        chart_status=reading.status,
        whole_page=region.whole_page_fallback,
        over_budget=region.over_budget,
        printed=script,
    )


def _picture_in(page: pymupdf.Page, region: FigureRegion) -> bool:
    """Whether an image covers a tenth of the figure or more: a plot drawn as a picture."""
    box = pymupdf.Rect(region.bbox)
    return any(
        (pymupdf.Rect(i["bbox"]) & box).get_area() >= 0.1 * box.get_area()
        for i in page.get_image_info()
    )


def _over_picture_reading(
    page: pymupdf.Page, region: FigureRegion, budget: ChartBudget, max_pixels: int
) -> ChartReading:
    """The chart of drawn axes over a picture, its plot traced from the pixels."""
    try:
        return read_over_picture(page, pymupdf.Rect(region.bbox), budget, max_pixels)
    except Exception as exc:  # the tracer's failure leaves the figure as the vector reader did
        return ChartReading(reason=f"{NO_MARKS}; the pixel reader failed on its picture ({exc!r})")


def _raster_reading(
    page: pymupdf.Page,
    region: FigureRegion,
    budget: ChartBudget,
    max_pixels: int | None,
    printed: Sequence[str],
) -> ChartReading:
    """A raster figure's chart, traced from its pixels (values approximate)."""
    if not max_pixels:
        return ChartReading(reason="a raster image: its values are pixels, not vector data")
    try:
        return read_raster(page, pymupdf.Rect(region.bbox), budget, max_pixels, printed)
    except Exception as exc:  # a picture the tracer trips on keeps its OCR'd description
        return ChartReading(reason=f"a raster image the pixel reader failed on ({exc!r})")
