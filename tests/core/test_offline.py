"""The embedded default makes no network connection: ingestion and chat with the outside refused."""

from __future__ import annotations

import socket

import pymupdf
import pytest
from helpers import SMALL_PAPER, upload

_real_connect = socket.socket.connect
_real_connect_ex = socket.socket.connect_ex


def _is_loopback(address: object) -> bool:
    if isinstance(address, str):  # unix socket
        return True
    host = str(address[0])
    return host in ("localhost", "::1") or host.startswith("127.")


@pytest.fixture
def outside_refused(monkeypatch):
    attempts: list[object] = []

    def guard(real):
        def connect(self, address):
            if not _is_loopback(address):
                attempts.append(address)
                raise ConnectionRefusedError(f"test refuses outbound connection to {address}")
            return real(self, address)

        return connect

    monkeypatch.setattr(socket.socket, "connect", guard(_real_connect))
    monkeypatch.setattr(socket.socket, "connect_ex", guard(_real_connect_ex))
    return attempts


def _paper_with_a_raster_figure(text_pdf, pages) -> bytes:
    doc = pymupdf.open(stream=text_pdf(pages), filetype="pdf")
    chart = pymupdf.open()
    cp = chart.new_page(width=200, height=120)
    cp.insert_text((20, 60), "ACCURACY 91.5", fontsize=18)
    png = cp.get_pixmap(dpi=150).tobytes("png")
    page = doc[1]
    page.insert_image(pymupdf.Rect(100, 450, 400, 630), stream=png)
    page.insert_text(
        (100, 650), "Figure 1: Accuracy of the Lens model on the Toy benchmark.", fontsize=10
    )
    return doc.tobytes()


def test_ingest_and_chat_without_any_outside_connection(outside_refused, client, pdf_factory):
    upload(client, _paper_with_a_raster_figure(pdf_factory, SMALL_PAPER))
    body = client.post(
        "/chat", json={"question": "How many layers does the encoder of the Lens model have?"}
    ).json()
    assert "4 identical layers" in body["answer"]
    client.post("/chat", json={"question": "What does Figure 1 show?"})
    assert outside_refused == []
