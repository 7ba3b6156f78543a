"""Settings: the environment variables users set work as named, and misconfiguration is loud."""

from __future__ import annotations

import subprocess
import sys

from paperlens.settings import Settings


def test_environment_variables_work_as_named(monkeypatch, tmp_path):
    monkeypatch.setenv("PAPERLENS_PROVIDER", "openai")
    monkeypatch.setenv("PAPERLENS_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("PAPERLENS_CHROMA_URL", "http://chroma:8000")
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    monkeypatch.setenv("OPENAI_BASE_URL", "http://localhost:11434/v1")
    monkeypatch.setenv("PAPERLENS_RETRIEVAL__TOP_K", "8")
    s = Settings()
    assert s.active_provider == "openai" and s.data_dir == tmp_path
    assert s.chroma_url == "http://chroma:8000"
    assert s.openai_api_key and s.openai_api_key.get_secret_value() == "sk-test"
    assert s.openai_base_url == "http://localhost:11434/v1"
    assert s.retrieval.top_k == 8
    assert s.chroma_dir == tmp_path / "chroma" and s.figure_dir == tmp_path / "figures"


def test_default_is_local_without_a_key_and_openai_with_one(monkeypatch):
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    monkeypatch.delenv("PAPERLENS_PROVIDER", raising=False)
    assert Settings().active_provider == "local"
    assert "offline" in Settings().provider_reason
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    assert Settings().active_provider == "openai"


def test_serve_refuses_to_start_misconfigured(tmp_path):
    env = {
        "PATH": "/usr/bin:/bin",
        "PAPERLENS_PROVIDER": "openai",
        "PAPERLENS_DATA_DIR": str(tmp_path),
    }
    result = subprocess.run(
        [sys.executable, "-m", "paperlens.cli", "serve", "--port", "0"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 2
    assert "OPENAI_API_KEY" in result.stderr and "PAPERLENS_PROVIDER=local" in result.stderr


def test_settings_import_no_component() -> None:
    """Settings sit at the bottom of the import graph; wiring.py builds the components."""
    code = "import sys, paperlens.settings; print(sorted(m for m in sys.modules if m.startswith('paperlens')))"
    loaded = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert loaded.stdout.strip() == "['paperlens', 'paperlens.settings']"


def test_pymupdf_layout_model_is_not_loaded() -> None:
    """PyMuPDF's optional ONNX layout model costs every process ~54 MB and 0.3 s; unused here."""
    code = "import paperlens.service, sys; print(sys.modules.get('pymupdf.layout') is None)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "True"
