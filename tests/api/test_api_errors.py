"""Error replies: 404 never 500 for odd names, and never an echo of a huge input."""

from __future__ import annotations

import pytest
from helpers import upload


@pytest.mark.parametrize(
    "name",
    ["%00", "a%00b", "x" * 256, "y" * 5000, "..%2F..%2Fregistry.sqlite3", "%2e%2e", "caf%C3%A9"],
)
def test_odd_figure_names_are_404s(client, small_pdf, name):
    paper_id = upload(client, small_pdf)["paper_id"]
    response = client.get(f"/papers/{paper_id}/figures/{name}.png")
    assert response.status_code == 404, response.text
    assert len(response.content) < 400


def test_a_huge_id_comes_back_as_a_short_excerpt(client):
    for path in ("/papers/" + "a" * 60_000, "/jobs/" + "b" * 60_000):
        response = client.get(path)
        assert response.status_code == 404
        assert len(response.content) < 400, len(response.content)
        assert "60,000 characters" in response.json()["detail"]


def test_validation_errors_quote_excerpts_and_count_the_rest(client, small_pdf):
    upload(client, small_pdf)
    bad_role = client.post(
        "/chat", json={"question": "Why?", "history": [{"role": "r" * 300_000, "content": ""}]}
    )
    assert bad_role.status_code == 422
    assert len(bad_role.content) < 2000
    many = client.post(
        "/chat", json={"question": "Why?", "history": [{"role": "robot", "content": "x"}] * 5000}
    )
    assert many.status_code == 422
    detail = many.json()["detail"]
    assert len(detail) == 11 and "4,990 more errors" in detail[-1]["msg"]


def test_malformed_json_is_a_clear_4xx(client):
    for body, kind in (
        (b"{not json", "application/json"),
        (b"\xff\xfe\x00garbage", "application/json"),
        (b"[" * 200_000 + b"]" * 200_000, "application/json"),
        (b"question=why", "application/x-www-form-urlencoded"),
    ):
        response = client.post("/chat", content=body, headers={"Content-Type": kind})
        assert 400 <= response.status_code < 500, (body[:20], response.status_code)
        assert len(response.content) < 2000
