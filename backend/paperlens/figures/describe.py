"""Turn a figure into searchable text: a VLM reading the crop, or an offline describer that stitches
together what the PDF already knows (caption, text drawn inside, OCR, chart data).

A figure that the VLM cannot describe (rate limits that outlast the retries, a timeout, an empty
answer) falls back to the offline description for that figure only; the paper is still indexed.
"""

from __future__ import annotations

import base64
import random
import re
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

import openai

from paperlens.answer.prompts import FIGURE_PROMPT
from paperlens.settings import FigureSettings, Settings

if TYPE_CHECKING:
    from paperlens.figures.charts import ChartData

Progress = Callable[[int, int], None]


@dataclass(frozen=True)
class FigureInput:
    """Everything a describer may use about one figure."""

    label: str  # "Figure 3"
    caption: str  # without the label
    page: int  # 1-based
    png: bytes  # the rendered crop (what the VLM sees, what OCR reads)
    raster: bool  # an embedded image: only OCR can read its text
    text: tuple[str, ...] = ()  # text-layer lines drawn inside the figure
    charts: tuple[ChartData, ...] = ()  # values read from the vector drawing by charts.read_chart
    chart_error: str | None = None  # the chart reader failed on this figure
    chart_status: str = "not read: no chart reader ran"  # "read" or "not read: <why>"
    whole_page: bool = False  # the figure could not be located; png is the whole page
    over_budget: str | None = None  # what was skipped to stay within a budget, and why
    # the paper's words in a script OCR does not read (Cyrillic, Greek), for a raster figure:
    # what OCR reads as look-alike Latin letters is spelled as printed (charts.homoglyphs)
    printed: tuple[str, ...] = ()


class Description(str):
    """A description that remembers who wrote it: the VLM, or the offline fallback and why."""

    describer: str

    def __new__(cls, text: str, describer: str) -> Description:
        obj = super().__new__(cls, text)
        obj.describer = describer
        return obj


class FigureDescriber(Protocol):
    name: str
    # Figures it describes at once: a job's turn keeps figures this many at a time.
    concurrency: int

    def describe_all(
        self, figures: list[FigureInput], progress: Progress | None = None
    ) -> list[str]:
        """One description per figure, in order; ``progress(done, total)`` after each."""
        ...


# --- offline -----------------------------------------------------------------------------------

_NUMBER = re.compile(r"^[-+]?\d+(?:\.\d+)?%?$")


class OfflineDescriber:
    """No network: caption + text drawn in the figure + OCR of raster figures + vector chart data."""

    def __init__(self, settings: FigureSettings) -> None:
        self.settings = settings
        self.name = "offline"
        self.concurrency = max(1, settings.ocr_workers)

    def describe_all(
        self, figures: list[FigureInput], progress: Progress | None = None
    ) -> list[str]:
        """Raster figures are OCR'd in parallel (``ocr_workers``), descriptions assembled in order."""
        out: list[str] = []
        with ThreadPoolExecutor(
            max_workers=max(1, self.settings.ocr_workers), thread_name_prefix="ocr"
        ) as pool:
            read = [
                pool.submit(self._ocr, fig) if self._wants_ocr(fig) else None for fig in figures
            ]
            for i, (fig, job) in enumerate(zip(figures, read, strict=True), start=1):
                out.append(
                    Description(self.describe(fig, job.result() if job else None), self.name)
                )
                if progress:
                    progress(i, len(figures))
        return out

    def _wants_ocr(self, fig: FigureInput) -> bool:
        return fig.raster and self.settings.ocr and not fig.whole_page

    def _ocr(self, fig: FigureInput) -> list[str]:
        from paperlens.figures.charts.homoglyphs import spelled
        from paperlens.figures.ocr import ocr_png

        lines = ocr_png(fig.png, self.settings.ocr_max_side_px, workers=self.settings.ocr_workers)
        return [spelled(line, fig.printed) for line in lines]

    def describe(self, fig: FigureInput, ocr_lines: list[str] | None = None) -> str:
        """``ocr_lines``: the figure's OCR, when the caller already ran it (else it is run here)."""
        parts: list[str] = []
        if fig.whole_page:
            parts.append(
                f"{fig.label} could not be cropped on page {fig.page}, so its image is the whole page."
            )
        if fig.over_budget:
            parts.append(
                f"{fig.label} was read in part: {fig.over_budget}, so its bounds come from a "
                "low-resolution rendering and its values were not read."
            )
        kind = "a raster image" if fig.raster else "a vector drawing"
        n = len(fig.charts)
        if n:
            source = (
                "its pixels, so they are approximate"
                if all(c.approximate for c in fig.charts)
                else "the PDF"
            )
            parts.append(
                f"{fig.label} (page {fig.page}) is {kind} with {n} chart{'s' if n > 1 else ''} whose values were read from {source}."
            )
        else:
            parts.append(f"{fig.label} (page {fig.page}) is {kind}.")
        parts += [c.summary() for c in fig.charts]
        drawn = _collapse_repeats([t for t in fig.text if t.strip()])
        if drawn:
            parts.append(
                "Text in the figure: " + _clip(" ".join(drawn), self.settings.max_text_chars)
            )
        ocr_read: list[str] = []
        if self._wants_ocr(fig):
            known = _squash(" ".join(drawn))
            lines = ocr_lines if ocr_lines is not None else self._ocr(fig)
            ocr_read = [t for t in _unique(lines) if _squash(t) not in known]
            if ocr_read:
                parts.append(
                    "Text read from the image (OCR): "
                    + _clip(", ".join(ocr_read), self.settings.max_text_chars)
                )
        if fig.chart_error:
            parts.append(
                f"The chart reader failed on this figure ({fig.chart_error}), so no values are given."
            )
        elif not n and fig.raster and _looks_like_chart(ocr_read):
            parts.append(
                "It looks like a chart drawn as a raster image: its axis and legend text was read "
                "by OCR, but its values were not read."
            )
        elif not n and not fig.raster and _looks_like_chart(drawn):
            why = fig.chart_status.removeprefix("not read: ")
            parts.append(
                f"It looks like a chart, but its values were not read ({why}), so none are given."
            )
        return "\n".join(parts)


def _looks_like_chart(text: Sequence[str]) -> bool:
    """Axis ticks: several text lines that are a bare number each ("0", "20", "0.5")."""
    return sum(1 for t in text if _NUMBER.match(t.strip())) >= 4


def _collapse_repeats(lines: list[str]) -> list[str]:
    """One period of a sequence that repeats (attention maps print the same sentence on every axis)."""
    n = len(lines)
    for period in range(1, n // 2 + 1):
        if all(lines[i] == lines[i - period] for i in range(period, n)):
            return lines[:period]
    return lines


def _unique(items: Sequence[str]) -> list[str]:
    return list(dict.fromkeys(items))


def _squash(text: str) -> str:
    return re.sub(r"\W+", "", text).lower()


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


# --- VLM ---------------------------------------------------------------------------------------


class VLMError(RuntimeError):
    """One figure's VLM call failed for good; the message is the reason recorded in the chunk."""


class VLMDescriber:
    """Sends each crop with its caption to an OpenAI-compatible vision model, several at once."""

    def __init__(self, settings: Settings, fallback: OfflineDescriber) -> None:
        self.settings = settings
        self.figures = settings.figures
        self.fallback = fallback
        self.model = settings.llm.caption_model
        self.name = f"vlm:{self.model}"
        self.concurrency = max(1, self.figures.caption_concurrency)
        # The client's own retries are off: caption_retries counts every retry, with our backoff.
        kwargs = settings.openai_client_kwargs() | {
            "max_retries": 0,
            "timeout": self.figures.caption_timeout_s,
        }
        self._client = openai.OpenAI(**kwargs)  # type: ignore[arg-type]
        # The cap holds across papers described at the same time, not only within one call.
        self._slots = threading.BoundedSemaphore(max(1, self.figures.caption_concurrency))

    def describe_all(
        self, figures: list[FigureInput], progress: Progress | None = None
    ) -> list[str]:
        total = len(figures)
        out: list[str] = [""] * total
        failed: dict[int, str] = {}
        done = 0
        if total:
            workers = max(1, min(self.figures.caption_concurrency, total))
            with ThreadPoolExecutor(max_workers=workers, thread_name_prefix="vlm") as pool:
                futures = {pool.submit(self.describe, fig): i for i, fig in enumerate(figures)}
                for future in as_completed(futures):
                    i = futures[future]
                    try:
                        out[i] = Description(future.result(), self.name)
                    except VLMError as exc:
                        failed[i] = str(exc)
                        continue
                    # An SDK or server surprise costs one figure its VLM description, not the paper.
                    except Exception as exc:
                        failed[i] = f"{type(exc).__name__}: {_short(exc)}"
                        continue
                    done += 1
                    if progress:
                        progress(done, total)
        # Offline fallbacks run after the pool so OCR does not compete with the HTTP threads.
        for i, reason in sorted(failed.items()):
            text = self.fallback.describe(figures[i])
            out[i] = Description(text, f"{self.fallback.name} (vlm failed: {reason})")
            done += 1
            if progress:
                progress(done, total)
        return out

    def describe(self, fig: FigureInput) -> str:
        """One figure, retried on 429/5xx and dropped connections; raises VLMError when it gives up."""
        messages = self._messages(fig)
        retries = self.figures.caption_retries
        reason = "no attempt"
        for attempt in range(retries + 1):
            try:
                text = self._ask(messages)
            except openai.APITimeoutError as exc:
                raise VLMError(f"timed out after {self.figures.caption_timeout_s:g} s") from exc
            except openai.APIStatusError as exc:
                if exc.status_code != 429 and exc.status_code < 500:
                    raise VLMError(f"HTTP {exc.status_code}: {_short(exc)}") from exc
                reason = f"HTTP {exc.status_code} after {attempt + 1} attempts"
            except openai.APIConnectionError as exc:
                reason = f"connection failed after {attempt + 1} attempts ({_short(exc)})"
            else:
                if not text:
                    raise VLMError("empty answer")
                return text
            if attempt < retries:
                delay = self.figures.caption_backoff_s * 2**attempt
                # jitter: retries of calls that failed together do not hit the server together
                time.sleep(delay * (1 + 0.1 * random.random()))
        raise VLMError(reason)

    def _ask(self, messages: list[dict[str, object]]) -> str:
        with self._slots:
            response = self._client.chat.completions.create(
                model=self.model,
                messages=messages,  # type: ignore[arg-type]
                temperature=self.settings.llm.temperature,
                seed=self.settings.llm.seed,
                max_tokens=self.figures.caption_max_tokens,
            )
        return (response.choices[0].message.content or "").strip() if response.choices else ""

    def _messages(self, fig: FigureInput) -> list[dict[str, object]]:
        prompt = (self.figures.caption_prompt or FIGURE_PROMPT).format(
            caption=f"{fig.label}: {fig.caption}"
        )
        if fig.text:
            drawn = _clip(" ".join(_collapse_repeats(list(fig.text))), self.figures.max_text_chars)
            prompt += f"\nText printed inside the figure (from the PDF text layer): {drawn}"
        image = "data:image/png;base64," + base64.b64encode(fig.png).decode()
        return [
            {
                "role": "user",
                "content": [
                    {"type": "text", "text": prompt},
                    {"type": "image_url", "image_url": {"url": image, "detail": "high"}},
                ],
            }
        ]


def _short(exc: Exception, limit: int = 120) -> str:
    return _clip(" ".join(str(exc).split()), limit)
