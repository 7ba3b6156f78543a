"""An upload's check runs in a process of its own (ingest/upload_check.py): the API's interpreter
stays free while PyMuPDF works, and a check past its budget is stopped with a clear 4xx."""

from __future__ import annotations

import multiprocessing
import threading
import time

import httpx
import pytest
from live import LiveServer

from paperlens.ingest.pdf import BadPDF, check_pdf
from paperlens.service import PaperLens


def forms_on_every_page(pages: int = 200, forms: int = 1000) -> bytes:
    """Cheap to make, dear to check: every page's resources name the same thousand form
    XObjects, so the check reads pages x forms entries (about 1.1-2.6 CPU s for 3 MB on the
    2-core machines; 500 and 650 forms were under the test's 0.8 s floor on faster ones). No
    page draws any text: with OCR off the check ends by refusing it (400)."""
    objects: dict[int, bytes] = {1: b"<< /Type /Catalog /Pages 2 0 R >>"}
    first_form = 3 + 2 * pages
    names = b" ".join(b"/X%d %d 0 R" % (i, first_form + i) for i in range(forms))
    kids = []
    for p in range(pages):
        page, content = 3 + 2 * p, 4 + 2 * p
        objects[content] = b"<< /Length 13 >>\nstream\n0 0 m 1 1 l S\nendstream"
        objects[page] = (
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents %d 0 R "
            b"/Resources << /XObject << %s >> >> >>" % (content, names)
        )
        kids.append(b"%d 0 R" % page)
    objects[2] = b"<< /Type /Pages /Kids [%s] /Count %d >>" % (b" ".join(kids), pages)
    for i in range(forms):
        objects[first_form + i] = (
            b"<< /Type /XObject /Subtype /Form /BBox [0 0 9 9] /Length 13 >>\n"
            b"stream\n0 0 m 1 1 l S\nendstream"
        )
    out = bytearray(b"%PDF-1.7\n")
    offsets = {}
    for num in sorted(objects):
        offsets[num] = len(out)
        out += b"%d 0 obj\n%s\nendobj\n" % (num, objects[num])
    start, size = len(out), max(objects) + 1
    out += b"xref\n0 %d\n0000000000 65535 f \n" % size
    out += b"".join(b"%010d 00000 n \n" % offsets[n] for n in range(1, size))
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (size, start)
    return bytes(out)


@pytest.fixture
def slow_pdf() -> bytes:
    return forms_on_every_page()


def _check_processes() -> list[multiprocessing.Process]:
    return [c for c in multiprocessing.active_children() if c.name == "paperlens-upload-check"]


def _upload(url: str, data: bytes, out: dict) -> None:
    t0 = time.perf_counter()
    reply = httpx.post(
        f"{url}/papers", files={"file": ("forms.pdf", data, "application/pdf")}, timeout=120
    )
    out["reply"], out["seconds"] = reply, time.perf_counter() - t0


def test_the_api_answers_and_stays_idle_while_an_upload_is_checked(settings, embedder, slow_pdf):
    settings.scan.enabled = False
    cost = time.thread_time()
    with pytest.raises(BadPDF, match="OCR is off"):
        check_pdf(slow_pdf, settings.ingest, "forms", settings.scan)
    cost = time.thread_time() - cost
    assert cost > 0.8, f"the fixture is not slow to check ({cost:.2f} CPU s)"

    lens = PaperLens(settings, embedder=embedder)
    # (warm now: the server's start-up warm-up, in a thread of this process, would otherwise
    # load the language identifier and CLDR's tables while the API's processor time is counted)
    lens.warm_up()
    with LiveServer(lens) as server, httpx.Client(base_url=server.url, timeout=30) as http:
        http.get("/health")
        out: dict = {}
        uploader = threading.Thread(target=_upload, args=(server.url, slow_pdf, out))
        cpu = time.process_time()  # this process: the server, its threads, and this client
        uploader.start()
        health = []
        while uploader.is_alive():
            t0 = time.perf_counter()
            assert http.get("/health").status_code == 200
            health.append(time.perf_counter() - t0)
            time.sleep(0.05)
        uploader.join()
        api_cpu = time.process_time() - cpu
    reply = out["reply"]
    assert reply.status_code == 400 and "OCR is off" in reply.json()["detail"]
    assert len(health) >= 3, "the check was too quick to poll /health during it"
    assert max(health) < 1.0, f"/health waited {max(health):.2f} s behind the check"
    # The check's CPU seconds were spent elsewhere: the API process only relayed the upload.
    assert api_cpu < cost / 2, f"the API spent {api_cpu:.2f} CPU s on a {cost:.2f} s check"
    assert not _check_processes(), "check processes outlived the server"
    lens.registry.close()


def test_a_check_over_its_budget_is_stopped_and_the_upload_refused(settings, embedder, slow_pdf):
    settings.scan.enabled = False
    settings.api.upload_check_budget_s = 0.3
    lens = PaperLens(settings, embedder=embedder)
    with LiveServer(lens) as server, httpx.Client(base_url=server.url, timeout=60) as http:
        t0 = time.perf_counter()
        reply = http.post("/papers", files={"file": ("forms.pdf", slow_pdf, "application/pdf")})
        seconds = time.perf_counter() - t0
        assert reply.status_code == 400
        assert "PAPERLENS_API__UPLOAD_CHECK_BUDGET_S" in reply.json()["detail"]
        assert seconds < 10, f"the refusal took {seconds:.1f} s"
        # The stopped check's process is gone; at most the spares (one per slot) are left.
        assert len(_check_processes()) <= settings.api.upload_check_processes
        assert lens.registry.papers() == []  # nothing stored for the refused upload
        assert http.get("/health").status_code == 200
    assert not _check_processes(), "check processes outlived the server"
    lens.registry.close()
