"""Figures of one paper, end to end: find, crop, read charts, describe, emit chunks."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

import pymupdf

from paperlens.figures.describe import Description, FigureDescriber, FigureInput
from paperlens.figures.detect import FigureRegion, find_figures
from paperlens.figures.render import crop_box, render_png
from paperlens.models import BBox, Chunk, chunk_id
from paperlens.settings import FigureSettings

StageProgress = Callable[[str, float], None]

# Share of the figure stage's progress bar each step takes; describing (a VLM call per figure) dominates.
_FIND, _RENDER = 0.1, 0.3


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
    if not regions:
        report("figures done", 1.0)
        return []
    out_dir.mkdir(parents=True, exist_ok=True)

    ids: list[str] = []
    inputs: list[FigureInput] = []
    for i, region in enumerate(regions):
        report(f"cropping {region.label}", _FIND + (_RENDER - _FIND) * i / len(regions))
        page = doc[region.page - 1]
        cid = chunk_id(paper_id, "figure", region.page, i)
        box = region.bbox if region.whole_page_fallback else crop_box(tuple(page.rect), region.bbox, settings.margin_pt, region.blockers)  # type: ignore[arg-type]
        png = render_png(page, box, settings)
        (out_dir / f"{cid}.png").write_bytes(png)
        ids.append(cid)
        inputs.append(_figure_input(page, region, png))

    total = len(inputs)

    def on_described(done: int, n: int) -> None:
        report(f"describing figure {done}/{n}", _RENDER + (1 - _RENDER) * done / max(n, 1))

    report(f"describing figure 0/{total}", _RENDER)
    descriptions = describer.describe_all(inputs, progress=on_described)
    if len(descriptions) != total:
        raise RuntimeError(f"{describer.name} returned {len(descriptions)} descriptions for {total} figures")

    chunks = []
    for cid, region, fig, text in zip(ids, regions, inputs, descriptions, strict=True):
        body = f"{region.label}: {region.caption}".rstrip(": ")
        if text.strip():
            body += "\n\n" + text.strip()
        tables = [c.to_markdown() for c in fig.charts]
        if tables:
            body += "\n\n" + "\n\n".join(t.strip() for t in tables if t.strip())
        chunks.append(
            Chunk(
                chunk_id=cid,
                paper_id=paper_id,
                kind="figure",
                page=region.page,
                label=region.label,
                caption=region.caption or None,
                bbox=region.bbox,
                image=f"{cid}.png",
                text=body,
                extra={
                    "source": region.source,
                    "whole_page_fallback": region.whole_page_fallback,
                    "describer": text.describer if isinstance(text, Description) else describer.name,
                    "charts": len(fig.charts),
                },
            )
        )
    report("figures done", 1.0)
    return chunks


def _figure_input(page: pymupdf.Page, region: FigureRegion, png: bytes) -> FigureInput:
    """Charts are read here, from the page's vector paths, so every describer gets exact values."""
    from paperlens.figures.charts import read_chart

    charts: tuple = ()
    error = None
    if region.source == "vector" and not region.whole_page_fallback:
        try:
            charts = tuple(read_chart(page, pymupdf.Rect(region.bbox)))
        except Exception as exc:  # a chart the reader trips on must not cost the paper its figures
            error = f"{type(exc).__name__}: {exc}"
    return FigureInput(
        label=region.label,
        caption=region.caption,
        page=region.page,
        png=png,
        raster=region.source == "raster",
        text=region.text,
        charts=charts,
        chart_error=error,
        whole_page=region.whole_page_fallback,
    )
