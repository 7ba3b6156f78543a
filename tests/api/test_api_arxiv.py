"""arXiv search and download, against a local fake of arXiv's API feed and PDF server."""

from __future__ import annotations

import pytest
from fakes.arxiv_server import FakeArxiv
from helpers import wait_for_job

from paperlens.ingest.arxiv import ArxivError, parse_arxiv_id


@pytest.mark.parametrize(
    "text, expected",
    [
        ("1706.03762", "1706.03762"),
        ("arXiv:1706.03762v7", "1706.03762v7"),
        ("https://arxiv.org/abs/1706.03762", "1706.03762"),
        ("https://arxiv.org/pdf/1706.03762v5.pdf", "1706.03762v5"),
        (" hep-th/9901001 ", "hep-th/9901001"),
    ],
)
def test_arxiv_ids_in_every_form_users_paste(text, expected):
    assert parse_arxiv_id(text) == expected


def test_garbage_is_not_an_arxiv_id():
    with pytest.raises(ArxivError, match="not an arXiv id"):
        parse_arxiv_id("attention is all you need")


@pytest.fixture
def arxiv(lens, small_pdf):
    papers = {
        "1706.03762": (
            "Gradient Lenses for Tiny Transformers",
            "We study a tiny transformer.",
            small_pdf,
        )
    }
    with FakeArxiv(papers) as fake:
        lens.settings.ingest.arxiv_api_url = f"{fake.url}/api/query"
        lens.settings.ingest.arxiv_pdf_url = fake.url + "/pdf/{arxiv_id}"
        yield fake


def test_search_returns_papers_from_the_feed(client, arxiv):
    results = client.get("/arxiv/search", params={"q": "tiny transformer", "max_results": 5}).json()
    assert results == [
        {
            "arxiv_id": "1706.03762v7",
            "title": "Gradient Lenses for Tiny Transformers",
            "authors": ["Ashish Vaswani", "Noam Shazeer"],
            "published": "2017-06-12",
            "summary": "We study a tiny transformer.",
        }
    ]
    assert arxiv.queries and "tiny" in arxiv.queries[0]


def test_add_by_arxiv_url_downloads_and_indexes(client, arxiv):
    response = client.post("/papers/arxiv", json={"arxiv_id": "https://arxiv.org/abs/1706.03762v7"})
    assert response.status_code == 202
    job = wait_for_job(client, response.json()["job_id"])
    assert job["status"] == "done"
    paper = client.get(f"/papers/{response.json()['paper_id']}").json()
    assert paper["source"] == "arxiv:1706.03762v7"
    assert paper["title"] == "Gradient Lenses for Tiny Transformers"


def test_unknown_or_malformed_arxiv_ids_get_a_clear_4xx(client, arxiv):
    unknown = client.post("/papers/arxiv", json={"arxiv_id": "2999.99999"})
    assert unknown.status_code == 404 and "no paper 2999.99999" in unknown.json()["detail"]
    malformed = client.post("/papers/arxiv", json={"arxiv_id": "not an id"})
    assert malformed.status_code == 400 and "1706.03762" in malformed.json()["detail"]
    assert client.get("/papers").json() == []
