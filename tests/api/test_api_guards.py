"""A web page cannot drive the API: Host allow-list, Origin check, optional bearer key."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient
from helpers import make_settings, upload
from live import LiveServer
from pydantic import SecretStr

from paperlens.api.main import create_app
from paperlens.service import PaperLens
from paperlens_ui.client import APIError, PaperLensClient

EVIL = "https://evil.example"


@pytest.mark.parametrize("host", ["evil.example", "evil.example:8000", "127.0.0.1.nip.io", ""])
def test_foreign_host_names_are_refused_so_dns_rebinding_fails(client, host):
    response = client.get("/papers", headers={"Host": host})
    assert response.status_code == 400
    assert "PAPERLENS_API__ALLOWED_HOSTS" in response.json()["detail"]


@pytest.mark.parametrize("host", ["127.0.0.1:8000", "localhost:8000", "LOCALHOST", "[::1]:8000"])
def test_loopback_host_names_are_served(client, host):
    assert client.get("/papers", headers={"Host": host}).status_code == 200


def test_deployments_add_their_host_names(tmp_path, embedder):
    settings = make_settings(tmp_path / "data")
    settings.api.allowed_hosts = ["backend", "*.lab.example"]
    lens = PaperLens(settings, embedder=embedder)
    with TestClient(create_app(lens=lens), base_url="http://backend:8000") as client:
        assert client.get("/papers").status_code == 200
        assert client.get("/papers", headers={"Host": "pl.lab.example"}).status_code == 200
        assert client.get("/papers", headers={"Host": "localhost"}).status_code == 400


def test_a_foreign_web_page_cannot_upload_or_delete(client, small_pdf, pdf_factory):
    kept = upload(client, small_pdf)["paper_id"]
    other = pdf_factory(["Another paper\n\n" + "Plain prose about owls and forests. " * 12])
    files = {"file": ("x.pdf", other, "application/pdf")}
    for origin in (EVIL, "null", "http://127.0.0.1:8000.evil.example"):
        refused = client.post("/papers", files=files, headers={"Origin": origin})
        assert refused.status_code == 403, origin
        assert "PAPERLENS_API__ALLOWED_ORIGINS" in refused.json()["detail"]
        assert client.delete(f"/papers/{kept}", headers={"Origin": origin}).status_code == 403
        chat = client.post(
            "/chat", json={"question": "How many layers?"}, headers={"Origin": origin}
        )
        assert chat.status_code == 403
    assert [p["paper_id"] for p in client.get("/papers").json()] == [kept]
    # Reading is not refused (a browser will not hand a foreign page the reply anyway) ...
    assert client.get("/papers", headers={"Origin": EVIL}).status_code == 200
    # ... and the UI's own origin may change data.
    ui = client.post("/papers", files=files, headers={"Origin": "http://localhost:8501"})
    assert ui.status_code == 202


@pytest.fixture
def keyed(tmp_path, embedder):
    settings = make_settings(tmp_path / "data").model_copy(
        update={"api_key": SecretStr("s3cret-token")}
    )
    return PaperLens(settings, embedder=embedder)


def test_api_key_is_required_everywhere_but_health(keyed, small_pdf):
    with TestClient(create_app(lens=keyed), base_url="http://127.0.0.1") as client:
        assert client.get("/health").status_code == 200
        for headers in ({}, {"Authorization": "Bearer wrong"}, {"Authorization": "s3cret-token"}):
            response = client.get("/papers", headers=headers)
            assert response.status_code == 401
            assert response.headers["www-authenticate"] == "Bearer"
            assert "PAPERLENS_API_KEY" in response.json()["detail"]
        refused = client.post("/papers", files={"file": ("a.pdf", small_pdf, "application/pdf")})
        assert refused.status_code == 401
        assert client.get("/papers", headers={"Authorization": "Bearer s3cret-token"}).json() == []


def test_the_ui_client_sends_the_key_from_its_environment(keyed, monkeypatch):
    with LiveServer(keyed) as server:
        monkeypatch.delenv("PAPERLENS_API_KEY", raising=False)
        with pytest.raises(APIError) as refused:
            PaperLensClient(server.url).papers()
        assert refused.value.status == 401
        monkeypatch.setenv("PAPERLENS_API_KEY", "s3cret-token")
        assert PaperLensClient(server.url).papers() == []
