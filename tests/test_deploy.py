"""The deployment files agree with each other and with the settings.

Static checks (no Docker engine needed): a compose file that parses but wires the backend to an
embedded store, loses its data on restart or starts the UI before the API is healthy would only
show up on the team server. `docker compose config` runs too where the compose plugin exists.
"""

from __future__ import annotations

import re
import shlex
import shutil
import subprocess
import sys
import tomllib
import typing
from importlib import metadata
from pathlib import Path
from urllib.parse import urlparse

import pytest
import yaml
from pydantic import AliasChoices, BaseModel
from pydantic.fields import FieldInfo

from paperlens.settings import Settings

ROOT = Path(__file__).resolve().parents[1]
COMPOSE = ROOT / "docker-compose.yml"
DOCKERFILE = ROOT / "Dockerfile"
ENV_EXAMPLE = ROOT / ".env.example"
DOCKERIGNORE = ROOT / ".dockerignore"

ASSIGNMENT = re.compile(r"^#?\s*([A-Z][A-Z0-9_]*)=(.*)$")


# --- helpers ------------------------------------------------------------------------------


def settings_env_vars(
    model: type[BaseModel] = Settings, prefix: str = "PAPERLENS_"
) -> dict[str, tuple[str, ...]]:
    """Every environment variable the settings read, mapped to its field path.

    Top-level fields are ``PAPERLENS_<NAME>`` unless they carry a validation alias (then the
    alias, as pydantic-settings reads it without the prefix); nested sections are
    ``PAPERLENS_<SECTION>__<FIELD>``, recursively.
    """
    names: dict[str, tuple[str, ...]] = {}

    def walk(m: type[BaseModel], env_prefix: str, path: tuple[str, ...], top: bool) -> None:
        for name, field in m.model_fields.items():
            section = _model_type(field.annotation)
            if section is not None:
                walk(section, f"{env_prefix}{name.upper()}__", (*path, name), top=False)
                continue
            alias = field.validation_alias
            if top and isinstance(alias, AliasChoices):
                env = next(c for c in alias.choices if isinstance(c, str)).upper()
            elif top and isinstance(alias, str):
                env = alias.upper()
            else:
                env = f"{env_prefix}{name.upper()}"
            names[env] = (*path, name)

    walk(model, prefix, (), top=True)
    return names


def _model_type(annotation: object) -> type[BaseModel] | None:
    candidates = [annotation, *typing.get_args(annotation)]
    for c in candidates:
        if isinstance(c, type) and issubclass(c, BaseModel):
            return c
    return None


def env_example_entries() -> list[tuple[int, str, str]]:
    """(line index, name, value) for each variable assignment, commented out or not."""
    entries = []
    for i, line in enumerate(ENV_EXAMPLE.read_text().splitlines()):
        m = ASSIGNMENT.match(line.strip())
        if m:
            value = m.group(2).strip()
            if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
                value = value[1:-1]  # compose strips the quotes of an env_file value
            entries.append((i, m.group(1), value))
    return entries


def service_env(service: dict) -> dict[str, str]:
    env = service.get("environment") or {}
    if isinstance(env, list):
        env = dict(item.split("=", 1) for item in env)
    return {k: str(v) for k, v in env.items()}


def volume_mounts(service: dict) -> list[tuple[str, str]]:
    mounts = []
    for v in service.get("volumes") or []:
        if isinstance(v, str):
            source, target = v.split(":")[:2]
        else:
            source, target = v.get("source", ""), v["target"]
        mounts.append((source, target))
    return mounts


def healthcheck_text(service: dict) -> str:
    test = service["healthcheck"]["test"]
    return " ".join(test) if isinstance(test, list) else test


def dockerfile_instructions() -> list[tuple[str, str]]:
    """(INSTRUCTION, arguments) in order, with continuations joined and comments dropped."""
    instructions: list[tuple[str, str]] = []
    pending = ""
    for raw in DOCKERFILE.read_text().splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.endswith("\\"):
            pending += line[:-1] + " "
            continue
        full = pending + line
        pending = ""
        keyword, _, args = full.partition(" ")
        instructions.append((keyword.upper(), args.strip()))
    return instructions


def dockerfile_env() -> dict[str, str]:
    env: dict[str, str] = {}
    for keyword, args in dockerfile_instructions():
        if keyword == "ENV":
            for token in shlex.split(args):
                key, _, value = token.partition("=")
                env[key] = value
    return env


@pytest.fixture(scope="module")
def compose() -> dict:
    return yaml.safe_load(COMPOSE.read_text())


@pytest.fixture(scope="module")
def services(compose: dict) -> dict:
    return compose["services"]


# --- docker-compose.yml -------------------------------------------------------------------


def test_compose_runs_chroma_backend_and_frontend(services: dict) -> None:
    assert {"chroma", "backend", "frontend"} <= set(services)


def test_chroma_is_the_official_image_pinned_to_the_client_major(services: dict) -> None:
    image = services["chroma"]["image"]
    repo, _, tag = image.partition(":")
    assert repo == "chromadb/chroma", image
    assert re.fullmatch(r"\d+\.\d+\.\d+", tag), f"pin an exact release, not {tag or 'latest'!r}"

    deps = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"]
    spec = next(d for d in deps if re.match(r"chromadb\b", d))
    upper = re.search(r"<\s*(\d+)", spec)
    assert upper, f"pin the chromadb client below its next major ({spec!r})"
    client_major = int(upper.group(1)) - 1
    assert int(tag.split(".")[0]) == client_major, f"server {tag} vs client {spec}"
    try:
        installed = metadata.version("chromadb")
    except metadata.PackageNotFoundError:
        return
    assert installed.split(".")[0] == tag.split(".")[0], (
        f"server {tag} vs installed client {installed}"
    )


def test_state_lives_on_named_volumes(compose: dict, services: dict) -> None:
    declared = set(compose.get("volumes") or {})
    expected = {
        "chroma": "/data",
        "backend": service_env(services["backend"])["PAPERLENS_DATA_DIR"],
    }
    for name, target in expected.items():
        mounts = dict((t, s) for s, t in volume_mounts(services[name]))
        assert target in mounts, f"{name} does not mount a volume at {target}"
        assert mounts[target] in declared, (
            f"{name}:{target} is not a named volume (bind mount or anonymous)"
        )


def test_every_service_has_a_health_check(services: dict) -> None:
    for name in ("chroma", "backend", "frontend"):
        check = services[name].get("healthcheck")
        assert check and not check.get("disable"), f"{name} has no health check"
    assert "/api/v2/heartbeat" in healthcheck_text(services["chroma"])
    backend = healthcheck_text(services["backend"])
    assert "/health" in backend and ":8000" in backend
    frontend = healthcheck_text(services["frontend"])
    assert "/_stcore/health" in frontend and ":8501" in frontend


def test_services_restart_unless_stopped(services: dict) -> None:
    for name in ("chroma", "backend", "frontend"):
        assert services[name].get("restart") == "unless-stopped", name


def test_backend_uses_the_chroma_server_over_http(services: dict) -> None:
    backend = services["backend"]
    url = urlparse(service_env(backend)["PAPERLENS_CHROMA_URL"])
    assert url.scheme == "http"
    assert url.hostname == "chroma" and url.port == 8000
    assert backend["depends_on"]["chroma"]["condition"] == "service_healthy"


def test_frontend_points_at_the_backend(services: dict) -> None:
    frontend, backend = services["frontend"], services["backend"]
    url = urlparse(service_env(frontend)["PAPERLENS_API_URL"])
    command = backend["command"]
    port = int(command[command.index("--port") + 1])
    assert (url.scheme, url.hostname, url.port) == ("http", "backend", port)
    assert command[command.index("--host") + 1] == "0.0.0.0", "the API must listen beyond loopback"
    assert frontend["depends_on"]["backend"]["condition"] == "service_healthy"


def test_ui_listens_where_it_is_published(services: dict) -> None:
    frontend = services["frontend"]
    command = frontend["command"]
    assert command[command.index("--ui-host") + 1] == "0.0.0.0", (
        "the UI must listen beyond loopback"
    )
    port = command[command.index("--ui-port") + 1]
    assert any(str(p).split(":")[-1] == port for p in frontend["ports"]), frontend["ports"]
    assert f":{port}/_stcore/health" in healthcheck_text(frontend)


def test_backend_and_frontend_run_one_image_with_different_commands(services: dict) -> None:
    backend, frontend = services["backend"], services["frontend"]
    assert backend["image"] == frontend["image"]
    assert backend["command"][:2] == ["paperlens", "serve"]
    assert frontend["command"][:2] == ["paperlens", "ui"]
    assert backend.get("init") is True and frontend.get("init") is True, (
        "PID 1 must forward SIGTERM"
    )


def test_backend_takes_settings_from_an_optional_env_file(services: dict) -> None:
    backend = services["backend"]
    files = [f if isinstance(f, dict) else {"path": f} for f in backend["env_file"]]
    dotenv = next(f for f in files if f["path"] == ".env")
    assert dotenv.get("required") is False, "a missing .env must not stop `docker compose up`"
    env = service_env(backend)
    assert "OPENAI_API_KEY" not in env, "the key comes from .env, never from the compose file"


def test_team_stack_runs_workers_on_redis_postgres_and_chroma(services: dict) -> None:
    assert {"redis", "postgres", "worker"} <= set(services)
    for name in ("redis", "postgres", "worker"):
        assert services[name].get("restart") == "unless-stopped", name
        check = services[name].get("healthcheck")
        assert check and not check.get("disable"), f"{name} has no health check"
    assert "ping" in healthcheck_text(services["redis"])
    assert "pg_isready" in healthcheck_text(services["postgres"])
    assert "paperlens-worker.alive" in healthcheck_text(services["worker"])
    assert services["worker"]["command"][:2] == ["paperlens", "worker"]


def test_backend_and_worker_share_the_engines_and_the_volume(services: dict) -> None:
    backend, worker = services["backend"], services["worker"]
    env = service_env(backend)
    assert service_env(worker) == env, "API replicas and workers must see one library"
    assert urlparse(env["PAPERLENS_QUEUE_URL"]).hostname == "redis"
    db = urlparse(env["PAPERLENS_DATABASE_URL"])
    assert db.scheme == "postgresql" and db.hostname == "postgres"
    assert dict(volume_mounts(backend)) == dict(volume_mounts(worker)), "one shared data volume"
    for service in (backend, worker):
        for engine in ("chroma", "redis", "postgres"):
            assert service["depends_on"][engine]["condition"] == "service_healthy"
    assert "ports" not in backend, "replicas (--scale backend=N) would collide on a host port"


def test_stateful_engines_keep_their_data_on_named_volumes(compose: dict, services: dict) -> None:
    declared = set(compose.get("volumes") or {})
    for name, target in (("redis", "/data"), ("postgres", "/var/lib/postgresql/data")):
        mounts = {t: s for s, t in volume_mounts(services[name])}
        assert mounts.get(target) in declared, f"{name} loses its data on restart"


def compose_cli() -> list[str] | None:
    """`docker compose` (the plugin) or a standalone Compose v2; v1 cannot read this file."""
    for cmd in (["docker", "compose"], ["docker-compose"]):
        if shutil.which(cmd[0]) is None:
            continue
        version = subprocess.run(
            [*cmd, "version", "--short"], capture_output=True, text=True, timeout=60
        )
        major = version.stdout.strip().lstrip("v").split(".")[0]
        if version.returncode == 0 and major.isdigit() and int(major) >= 2:
            return cmd
    return None


def test_docker_compose_accepts_the_file() -> None:
    cli = compose_cli()
    if cli is None:
        pytest.skip("no Docker Compose v2 (docker compose plugin or docker-compose) installed")
    result = subprocess.run(
        [*cli, "-f", str(COMPOSE), "config", "-q"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    # Some wrappers of the standalone binary drop its exit status; -q prints nothing when valid.
    assert result.returncode == 0 and not result.stderr.strip(), result.stderr


def test_compose_file_follows_the_compose_specification() -> None:
    """The official Compose Specification schema (vendored by check-jsonschema, no network):
    what `docker compose config` checks first, also where no Docker is installed."""
    result = subprocess.run(
        [sys.executable, "-m", "check_jsonschema", "--builtin-schema", "vendor.compose-spec",
         str(COMPOSE)],
        capture_output=True,
        text=True,
        timeout=120,
    )  # fmt: skip
    assert result.returncode == 0, result.stdout + result.stderr


# --- .env.example -------------------------------------------------------------------------


def test_env_var_walk_covers_every_section() -> None:
    names = settings_env_vars()
    assert names["OPENAI_API_KEY"] == ("openai_api_key",)
    assert names["PAPERLENS_RETRIEVAL__TOP_K"] == ("retrieval", "top_k")
    sections = {path[0] for path in names.values() if len(path) > 1}
    assert sections == {n for n, f in Settings.model_fields.items() if _model_type(f.annotation)}


def test_env_example_documents_every_setting() -> None:
    documented = {name for _, name, _ in env_example_entries()}
    missing = sorted(set(settings_env_vars()) - documented)
    assert not missing, (
        f"add to .env.example: {missing} "
        "(`PYTHONPATH=backend python tests/test_deploy.py` prints the lines to paste)"
    )


def test_env_example_names_only_real_settings() -> None:
    unknown = sorted({name for _, name, _ in env_example_entries()} - set(settings_env_vars()))
    assert not unknown, f".env.example documents variables no setting reads: {unknown}"


def test_each_variable_has_a_comment_line() -> None:
    lines = ENV_EXAMPLE.read_text().splitlines()
    for i, name, _ in env_example_entries():
        above = lines[i - 1].strip() if i else ""
        is_comment = above.startswith("#") and not ASSIGNMENT.match(above) and len(above) > 2
        assert is_comment, f"{name}: put a comment line saying what it does right above it"


def test_env_example_leaves_everything_commented_out() -> None:
    """`cp .env.example .env` must give the defaults: an empty value is not 'unset'."""
    for line in ENV_EXAMPLE.read_text().splitlines():
        assert not re.match(r"^[A-Z][A-Z0-9_]*=", line), f"comment out {line!r}"


def test_env_example_values_parse_and_show_the_defaults(monkeypatch: pytest.MonkeyPatch) -> None:
    names = settings_env_vars()
    for env in names:
        monkeypatch.delenv(env, raising=False)
    entries = {name: value for _, name, value in env_example_entries()}
    for name, value in entries.items():
        monkeypatch.setenv(name, value)
    settings = Settings()

    for name, path in names.items():
        field = _field(Settings, path)
        if field.default is None:
            continue  # example values (a URL, a key) rather than defaults
        got = settings
        for part in path:
            got = getattr(got, part)
        assert got == field.default, (
            f".env.example shows {name}={entries[name]}, the default is {field.default!r}"
        )


def _field(model: type[BaseModel], path: tuple[str, ...]) -> FieldInfo:
    for part in path[:-1]:
        section = _model_type(model.model_fields[part].annotation)
        assert section is not None
        model = section
    return model.model_fields[path[-1]]


# --- Dockerfile ---------------------------------------------------------------------------


def test_image_is_python_311_slim() -> None:
    args: dict[str, str] = {}
    bases = []
    for keyword, value in dockerfile_instructions():
        if keyword == "ARG" and "=" in value:
            key, _, default = value.partition("=")
            args[key] = default
        elif keyword == "FROM":
            bases.append(
                re.sub(r"\$\{(\w+)\}", lambda m: args.get(m.group(1), m.group(0)), value.split()[0])
            )
    assert bases and bases[-1].startswith("python:3.11-slim"), bases


def test_image_runs_as_a_non_root_user() -> None:
    users = [args for keyword, args in dockerfile_instructions() if keyword == "USER"]
    assert users, "add a USER instruction"
    assert users[-1].split(":")[0] not in {"root", "0"}


def test_image_has_a_health_check_on_the_api() -> None:
    checks = [args for keyword, args in dockerfile_instructions() if keyword == "HEALTHCHECK"]
    assert checks and checks[-1].upper() != "NONE"
    assert "/health" in checks[-1]


def test_dependencies_install_before_the_source_is_copied() -> None:
    """Editing a .py file must not reinstall the dependencies (the slow layer)."""
    instructions = dockerfile_instructions()
    copies = [(i, args.split()) for i, (k, args) in enumerate(instructions) if k == "COPY"]
    source = next(
        i
        for i, parts in copies
        if any(
            p in {".", "./"} or p.startswith(("backend", "frontend")) for p in _copy_sources(parts)
        )
    )
    dep_installs = [
        i
        for i, (k, args) in enumerate(instructions)
        if k == "RUN" and "pip install" in args and "--no-deps" not in args
    ]
    assert dep_installs and dep_installs[0] < source, (
        "install dependencies before COPYing the source"
    )
    for i, parts in copies:
        if i < dep_installs[0]:
            assert set(_copy_sources(parts)) <= {"pyproject.toml", "README.md"}, parts
    later = [args for k, args in instructions[source:] if k == "RUN" and "pip install" in args]
    assert later and all("--no-deps" in a for a in later), (
        "the source layer must not resolve dependencies again"
    )


def _copy_sources(parts: list[str]) -> list[str]:
    paths = [p for p in parts if not p.startswith("--")]
    return paths[:-1]


def test_image_turns_telemetry_off_and_keeps_data_on_a_volume() -> None:
    env = dockerfile_env()
    assert env.get("ORT_DISABLE_TELEMETRY") == "1"
    assert env.get("ANONYMIZED_TELEMETRY", "").lower() == "false"
    assert env.get("PAPERLENS_DATA_DIR") == "/data"
    volumes = " ".join(args for keyword, args in dockerfile_instructions() if keyword == "VOLUME")
    assert "/data" in volumes


def test_build_context_leaves_secrets_out() -> None:
    patterns = [
        p.strip()
        for p in DOCKERIGNORE.read_text().splitlines()
        if p.strip() and not p.startswith("#")
    ]
    allow_list = "*" in patterns and not any(p.startswith("!.env") for p in patterns)
    assert allow_list or ".env" in patterns, ".env (the OpenAI key) must stay out of the image"


def _example_lines(missing: list[str]) -> str:
    """The .env.example entries for `missing`, in the file's style (comment, then the default)."""
    names = settings_env_vars()
    blocks = []
    for env in missing:
        field = _field(Settings, names[env])
        default = field.default
        shown = (
            str(default).lower()
            if isinstance(default, bool)
            else ""
            if default is None
            else default
        )
        blocks.append(f"# {field.description}\n# {env}={shown}")
    return "\n\n".join(blocks)


if __name__ == "__main__":
    documented = {name for _, name, _ in env_example_entries()}
    print(_example_lines([n for n in settings_env_vars() if n not in documented]))
