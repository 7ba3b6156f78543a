"""Start or stop the real engines of a team deployment for the tests: Chroma, Redis, Postgres.

    python .ci/services.py up DIR     # starts them, prints `export NAME=value` lines for the shell
    python .ci/services.py down DIR   # stops what `up` started in DIR

Each runs on a free loopback port with its data in DIR, so several checkouts can test at once.
Postgres refuses to run as root: as root it runs as the `postgres` user the Debian package made.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx

PG_BIN = next(
    (p for p in sorted(Path("/usr/lib/postgresql").glob("*/bin"), reverse=True)), Path("/usr/bin")
)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def wait(check, what: str, seconds: float = 60) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            if check():
                return
        except Exception:
            pass
        time.sleep(0.3)
    sys.exit(f"{what} did not start within {seconds:.0f} s")


def as_postgres(cmd: list[str]) -> list[str]:
    return ["runuser", "-u", "postgres", "--", *cmd] if os.geteuid() == 0 else cmd


def up(root: Path) -> None:
    root.mkdir(parents=True, exist_ok=True)
    env: dict[str, str] = {}
    chroma_port, redis_port, pg_port = free_port(), free_port(), free_port()

    chroma_bin = Path(sys.executable).parent / "chroma"
    log = open(root / "chroma.log", "w")
    chroma = subprocess.Popen(
        [str(chroma_bin), "run", "--path", str(root / "chroma"), "--host", "127.0.0.1",
         "--port", str(chroma_port)],
        stdout=log, stderr=subprocess.STDOUT, start_new_session=True,
    )  # fmt: skip
    (root / "chroma.pid").write_text(str(chroma.pid))
    env["PAPERLENS_TEST_CHROMA_URL"] = f"http://127.0.0.1:{chroma_port}"

    redis = subprocess.Popen(
        ["redis-server", "--port", str(redis_port), "--bind", "127.0.0.1", "--save", "",
         "--appendonly", "no", "--dir", str(root)],
        stdout=open(root / "redis.log", "w"), stderr=subprocess.STDOUT, start_new_session=True,
    )  # fmt: skip
    (root / "redis.pid").write_text(str(redis.pid))
    env["PAPERLENS_TEST_REDIS_URL"] = f"redis://127.0.0.1:{redis_port}/0"

    # Postgres runs as its own user, who may not be able to enter the checkout (a clone under
    # /root): its data lives in a fresh folder under the system temp directory instead.
    pgdata = Path(tempfile.mkdtemp(prefix="paperlens-pg-"))
    (root / "pgdata.path").write_text(str(pgdata))
    if os.geteuid() == 0:
        shutil.chown(pgdata, "postgres")
    subprocess.run(
        as_postgres([str(PG_BIN / "initdb"), "-D", str(pgdata), "-U", "paperlens",
                     "--auth=trust", "-E", "UTF8", "--no-sync"]),
        check=True, stdout=subprocess.DEVNULL,
    )  # fmt: skip
    subprocess.run(
        as_postgres([str(PG_BIN / "pg_ctl"), "-D", str(pgdata), "-l", str(pgdata / "server.log"),
                     "-o", f"-p {pg_port} -k {pgdata} -c listen_addresses=127.0.0.1 -c fsync=off",
                     "-w", "start"]),
        check=True, stdout=subprocess.DEVNULL,
    )  # fmt: skip
    env["PAPERLENS_TEST_DATABASE_URL"] = f"postgresql://paperlens@127.0.0.1:{pg_port}/postgres"

    wait(lambda: httpx.get(f"{env['PAPERLENS_TEST_CHROMA_URL']}/api/v2/heartbeat").is_success,
         "chroma")  # fmt: skip
    wait(lambda: socket.create_connection(("127.0.0.1", redis_port), 1), "redis")
    for name, value in env.items():
        print(f"export {name}={value}")


def down(root: Path) -> None:
    for name in ("chroma", "redis"):
        pid = root / f"{name}.pid"
        if pid.exists():
            try:
                os.killpg(int(pid.read_text()), signal.SIGTERM)
            except ProcessLookupError:
                pass
    path = root / "pgdata.path"
    pgdata = Path(path.read_text()) if path.exists() else None
    if pgdata and (pgdata / "postmaster.pid").exists():
        subprocess.run(
            as_postgres([str(PG_BIN / "pg_ctl"), "-D", str(pgdata), "-m", "fast", "stop"]),
            check=False, stdout=subprocess.DEVNULL,
        )  # fmt: skip
    time.sleep(0.5)
    if pgdata:
        shutil.rmtree(pgdata, ignore_errors=True)
    shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    command, folder = sys.argv[1], Path(sys.argv[2]).resolve()
    up(folder) if command == "up" else down(folder)
