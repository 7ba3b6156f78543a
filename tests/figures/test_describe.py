"""Describing figures: the VLM over real HTTP against FakeOpenAI, and the offline describer."""

from __future__ import annotations

import base64
import re
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import pymupdf
import pytest
from fakes.openai_server import FakeOpenAI, image_parts, text_of

from paperlens import wiring
from paperlens.figures import extract_figures
from paperlens.figures.describe import Description, FigureInput, OfflineDescriber, VLMDescriber
from paperlens.settings import FigureSettings, LLMSettings, Settings


@pytest.fixture
def fake() -> Iterator[FakeOpenAI]:
    with FakeOpenAI(responder=lambda req: "A line chart; ResNet-34 ends lowest at 25.0.") as server:
        yield server


def vlm_settings(fake: FakeOpenAI, tmp_path: Path, **figures: object) -> Settings:
    return Settings(
        provider="openai",
        openai_base_url=fake.base_url,
        openai_api_key="sk-test",  # type: ignore[arg-type]
        data_dir=tmp_path,
        figures=FigureSettings(caption_backoff_s=0.01, **figures),  # type: ignore[arg-type]
        llm=LLMSettings(caption_model="vision-model", temperature=0.0, seed=11),
    )


def png(text: str = "", size: tuple[int, int] = (240, 90)) -> bytes:
    doc = pymupdf.open()
    page = doc.new_page(width=size[0], height=size[1])
    if text:
        page.insert_text((12, size[1] / 2 + 8), text, fontsize=22)
    return page.get_pixmap(alpha=False).tobytes("png")


def figure(n: int = 1, **kw: object) -> FigureInput:
    fields: dict[str, object] = dict(
        label=f"Figure {n}", caption=f"Caption of figure {n}.", page=n, png=png(), raster=False
    )
    fields.update(kw)
    return FigureInput(**fields)  # type: ignore[arg-type]


@dataclass
class FakeChart:
    """What charts.read_chart returns, as far as describers and chunks use it."""

    text: str
    rows: str
    approximate: bool = False  # read from a vector drawing, not from pixels

    def summary(self) -> str:
        return self.text

    def to_markdown(self) -> str:
        return self.rows


# --- VLM ---------------------------------------------------------------------------------------


def test_request_carries_the_crop_and_the_caption(fake: FakeOpenAI, tmp_path: Path) -> None:
    settings = vlm_settings(fake, tmp_path)
    crop = png("loss")
    describer = VLMDescriber(settings, fallback=OfflineDescriber(settings.figures))

    out = describer.describe_all(
        [figure(3, png=crop, caption="Validation loss of both models.", text=("ResNet-34",))]
    )

    assert out == ["A line chart; ResNet-34 ends lowest at 25.0."]
    assert isinstance(out[0], Description) and out[0].describer == "vlm:vision-model"
    [request] = fake.chat_requests()
    [url] = image_parts(request)
    assert (
        url.startswith("data:image/png;base64,") and base64.b64decode(url.split(",", 1)[1]) == crop
    )
    prompt = text_of(request)
    assert "Figure 3: Validation loss of both models." in prompt and "ResNet-34" in prompt
    assert "highest" in prompt and "lowest" in prompt
    assert (
        request["model"] == "vision-model"
        and request["temperature"] == 0.0
        and request["seed"] == 11
    )


def test_calls_run_concurrently_up_to_the_cap(fake: FakeOpenAI, tmp_path: Path) -> None:
    fake.delay_s = 0.4
    fake.responder = lambda request: "about " + re.search(r"Figure \d+", text_of(request)).group(0)  # type: ignore[union-attr]
    settings = vlm_settings(fake, tmp_path, caption_concurrency=3)
    describer = VLMDescriber(settings, fallback=OfflineDescriber(settings.figures))
    ticks: list[tuple[int, int]] = []

    start = time.perf_counter()
    out = describer.describe_all(
        [figure(i) for i in range(1, 9)], progress=lambda d, t: ticks.append((d, t))
    )
    elapsed = time.perf_counter() - start

    assert all(o.describer == "vlm:vision-model" for o in out)  # type: ignore[attr-defined]
    assert fake.max_in_flight == 3
    assert elapsed < 3 * 0.4 + 0.8  # three waves of three, not eight calls in a row (3.2 s)
    assert ticks == [(i, 8) for i in range(1, 9)]
    # answers come back in the order of the figures, whatever order the calls finish in
    assert out == [f"about Figure {i}" for i in range(1, 9)]


def test_the_cap_holds_across_papers_described_at_once(fake: FakeOpenAI, tmp_path: Path) -> None:
    fake.delay_s = 0.3
    settings = vlm_settings(fake, tmp_path, caption_concurrency=3)
    describer = VLMDescriber(settings, fallback=OfflineDescriber(settings.figures))
    papers = [[figure(i) for i in range(1, 5)], [figure(i) for i in range(5, 9)]]

    with ThreadPoolExecutor(max_workers=2) as jobs:  # two ingestion jobs share one describer
        results = list(jobs.map(describer.describe_all, papers))

    assert [len(r) for r in results] == [4, 4]
    assert fake.max_in_flight == 3


def test_rate_limits_are_retried_with_our_own_count(fake: FakeOpenAI, tmp_path: Path) -> None:
    fake.fail_next.extend([429, 429])
    settings = vlm_settings(fake, tmp_path, caption_retries=3, caption_concurrency=1)

    out = VLMDescriber(settings, fallback=OfflineDescriber(settings.figures)).describe_all(
        [figure()]
    )

    assert out[0] == "A line chart; ResNet-34 ends lowest at 25.0."
    assert len(fake.chat_requests()) == 3  # two 429s, then the answer


def test_client_retries_are_off_so_the_setting_is_the_count(
    fake: FakeOpenAI, tmp_path: Path
) -> None:
    fake.fail_next.extend([503] * 5)
    settings = vlm_settings(fake, tmp_path, caption_retries=1, caption_concurrency=1)

    out = VLMDescriber(settings, fallback=OfflineDescriber(settings.figures)).describe_all(
        [figure()]
    )

    assert len(fake.chat_requests()) == 2  # one call + one retry; the SDK added none of its own
    assert out[0].describer == "offline (vlm failed: HTTP 503 after 2 attempts)"  # type: ignore[attr-defined]


def test_a_rejected_request_is_not_retried(fake: FakeOpenAI, tmp_path: Path) -> None:
    fake.fail_next.append(400)
    settings = vlm_settings(fake, tmp_path, caption_retries=3)

    out = VLMDescriber(settings, fallback=OfflineDescriber(settings.figures)).describe_all(
        [figure()]
    )

    assert len(fake.chat_requests()) == 1
    assert out[0].describer.startswith("offline (vlm failed: HTTP 400: ")  # type: ignore[attr-defined]


def test_persistent_failure_falls_back_to_the_offline_description(
    fake: FakeOpenAI, tmp_path: Path
) -> None:
    fake.fail_next.extend([429] * 20)
    settings = vlm_settings(fake, tmp_path, caption_retries=2, caption_concurrency=2)
    offline = OfflineDescriber(settings.figures)
    figs = [figure(1, text=("plain-18", "ResNet-18")), figure(2)]

    out = VLMDescriber(settings, fallback=offline).describe_all(figs)

    assert out == [offline.describe(f) for f in figs]
    assert "plain-18" in out[0]
    assert all(o.describer == "offline (vlm failed: HTTP 429 after 3 attempts)" for o in out)  # type: ignore[attr-defined]
    assert len(fake.chat_requests()) == 6


def test_a_slow_call_times_out_into_the_fallback_while_others_succeed(
    fake: FakeOpenAI, tmp_path: Path
) -> None:
    def responder(request: dict) -> str:
        if "Figure 2:" in text_of(request):
            time.sleep(1.5)
        return "described"

    fake.responder = responder
    settings = vlm_settings(fake, tmp_path, caption_timeout_s=0.5, caption_retries=2)

    out = VLMDescriber(settings, fallback=OfflineDescriber(settings.figures)).describe_all(
        [figure(1), figure(2)]
    )

    assert out[0] == "described"
    assert out[1].describer == "offline (vlm failed: timed out after 0.5 s)"  # type: ignore[attr-defined]
    assert out[1].startswith("Figure 2 (page 2) is a vector drawing.")


def test_extract_figures_through_the_vlm_records_who_described(
    fake: FakeOpenAI, tmp_path: Path
) -> None:
    doc = pymupdf.open()
    for n in (1, 2):
        page = doc.new_page()
        page.draw_rect(pymupdf.Rect(150, 150, 450, 300), color=(0, 0, 0), fill=(0.2, 0.5, 0.8))
        page.insert_text((72, 330), f"Figure {n}: Blue box number {n}.", fontsize=9)
    fake.fail_next.extend([500, 500])  # the first figure's call and its only retry fail
    settings = vlm_settings(fake, tmp_path, caption_retries=1, caption_concurrency=1)
    describer = wiring.make_describer(settings)
    stages: list[str] = []

    chunks = extract_figures(
        doc,
        "f" * 16,
        tmp_path / "figs",
        settings.figures,
        describer,
        progress=lambda s, f: stages.append(s),
    )

    assert [c.extra["describer"] for c in chunks] == [
        "offline (vlm failed: HTTP 500 after 2 attempts)",
        "vlm:vision-model",
    ]
    assert (
        chunks[1].text
        == "Figure 2: Blue box number 2\n\nA line chart; ResNet-34 ends lowest at 25.0."
    )
    assert chunks[0].text.startswith(
        "Figure 1: Blue box number 1\n\nFigure 1 (page 1) is a vector drawing."
    )
    assert "describing figure 2/2" in stages


# --- offline -----------------------------------------------------------------------------------


def test_offline_reads_raster_text_with_ocr() -> None:
    fig = figure(1, png=png("Multi-Head Attention", size=(320, 80)), raster=True, text=("Encoder",))

    text = OfflineDescriber(FigureSettings()).describe(fig)

    assert text.startswith("Figure 1 (page 1) is a raster image.")
    assert "Text in the figure: Encoder" in text
    ocr = text.split("Text read from the image (OCR): ", 1)[1]
    assert "Multi-Head" in ocr and "Attention" in ocr


def test_offline_ocr_can_be_switched_off() -> None:
    fig = figure(1, png=png("Multi-Head Attention", size=(320, 80)), raster=True)

    text = OfflineDescriber(FigureSettings(ocr=False)).describe(fig)

    assert "OCR" not in text and "Multi-Head" not in text


def test_offline_uses_chart_data_and_chunks_carry_the_table() -> None:
    chart = FakeChart(
        "ResNet-34 ends lowest (y=25.0).",
        "| series | x | y |\n|---|---|---|\n| ResNet-34 | 50 | 25.0 |",
    )
    fig = figure(4, charts=(chart,), text=("0", "10", "20", "30", "ResNet-34"))

    text = OfflineDescriber(FigureSettings()).describe(fig)

    assert "1 chart whose values were read from the PDF" in text
    assert "ResNet-34 ends lowest (y=25.0)." in text
    assert "not read" not in text


def test_offline_says_so_when_a_chart_cannot_be_read() -> None:
    ticks = figure(5, text=("0", "10", "20", "30", "40", "iter. (1e4)"))
    diagram = figure(6, text=("3x3, 64", "relu", "1x1, 256"))
    broken = figure(7, chart_error="ValueError: no axes")
    attention_map = figure(8, text=("The", "Law", "will", "The", "Law", "will"))
    describer = OfflineDescriber(FigureSettings())

    assert "looks like a chart, but its values were not read" in describer.describe(ticks)
    assert "not read" not in describer.describe(diagram)
    assert "The chart reader failed on this figure (ValueError: no axes)" in describer.describe(
        broken
    )
    # repeats collapsed
    assert describer.describe(attention_map).endswith("Text in the figure: The Law will")


@pytest.mark.slow
def test_offline_describes_the_attention_paper_quickly(tmp_path: Path) -> None:
    path = Path(__file__).resolve().parents[2].parent / "shared" / "papers" / "attention.pdf"
    if not path.exists():
        pytest.skip(f"{path} not found")
    settings = FigureSettings()

    chunks = extract_figures(
        pymupdf.open(path), "a" * 16, tmp_path, settings, OfflineDescriber(settings)
    )

    fig1 = chunks[0]
    assert fig1.label == "Figure 1" and fig1.extra == {
        "source": "raster",
        "whole_page_fallback": False,
        "describer": "offline",
        "charts": 0,
        "chart_data": [],
        "chart_status": "not read: a raster image: OCR found no numeric tick labels in it",
    }
    # read by OCR from the embedded image
    assert "Positional" in fig1.text and "Softmax" in fig1.text
    assert "making" in chunks[2].text  # the words drawn in the attention visualisation
