from __future__ import annotations

import time

from fastapi.testclient import TestClient


def wait_for_job(client: TestClient, job_id: str, timeout: float = 120.0) -> dict:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        job = client.get(f"/jobs/{job_id}").json()
        if job["status"] in ("done", "failed"):
            return job
        time.sleep(0.1)
    raise AssertionError(f"job {job_id} did not finish in {timeout} s: {job}")


def upload(client: TestClient, data: bytes, name: str = "paper.pdf") -> dict:
    response = client.post("/papers", files={"file": (name, data, "application/pdf")})
    assert response.status_code in (200, 202), response.text
    body = response.json()
    job = wait_for_job(client, body["job_id"])
    assert job["status"] == "done", job
    return body
