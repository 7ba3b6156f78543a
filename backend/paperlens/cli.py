"""`paperlens serve | worker | ui | up | eval`: how users, scripts and CI start PaperLens."""

from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

# Privacy defaults, set before anything loads onnxruntime (PyMuPDF, OCR) or Chroma.
_NO_TELEMETRY = {
    "ORT_DISABLE_TELEMETRY": "1",
    "ANONYMIZED_TELEMETRY": "False",
    "HF_HUB_OFFLINE": "1",
}


def _quiet_environment() -> None:
    for key, value in _NO_TELEMETRY.items():
        os.environ.setdefault(key, value)


def port_taken(host: str, port: int) -> str | None:
    """A one-line message when ``host:port`` cannot be listened on (another program holds it)."""
    import socket

    with socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as uvicorn and tornado do
        try:
            probe.bind((host, port))
        except OSError as exc:
            return f"paperlens: cannot listen on {host}:{port} ({exc.strerror or exc})"
    return None


def _check_ports(*wanted: tuple[str, int, str]) -> bool:
    """Say which port is taken and how to pick another, instead of a server's traceback."""
    for host, port, how in wanted:
        taken = port_taken(host, port)
        if taken:
            print(f"{taken}; pick another port with {how}.", file=sys.stderr)
            return False
    return True


def _serve(args: argparse.Namespace) -> int:
    import logging

    import uvicorn
    from pydantic import ValidationError

    from paperlens.api.main import create_app
    from paperlens.settings import Settings

    logging.basicConfig(
        level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s"
    )
    try:
        settings = Settings()
    except ValidationError as exc:
        print(f"paperlens: configuration error:\n{exc}", file=sys.stderr)
        return 2
    if not _check_ports((args.host, args.port, "--port N (make run API_PORT=N)")):
        return 2
    uvicorn.run(create_app(settings), host=args.host, port=args.port, log_level="info")
    return 0


def _worker(args: argparse.Namespace) -> int:
    """Index jobs from the queue (PAPERLENS_QUEUE_URL) until stopped; scale by running more."""
    import logging

    from pydantic import ValidationError

    from paperlens.ingest.queue import JobQueue
    from paperlens.service import PaperLens
    from paperlens.settings import Settings

    logging.basicConfig(
        level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s"
    )
    try:
        settings = Settings()
    except ValidationError as exc:
        print(f"paperlens: configuration error:\n{exc}", file=sys.stderr)
        return 2
    if not settings.queue_url:
        print(
            "paperlens worker: set PAPERLENS_QUEUE_URL (redis://host:6379/0). Without a queue the "
            "API indexes papers itself: `paperlens serve` is all you need.",
            file=sys.stderr,
        )
        return 2
    JobQueue(settings, PaperLens(settings)).work()
    return 0


def _ui_command(args: argparse.Namespace) -> list[str]:
    import paperlens_ui

    app = Path(paperlens_ui.__file__).parent / "app.py"
    return [
        sys.executable,
        "-m",
        "streamlit",
        "run",
        str(app),
        "--server.address",
        args.ui_host,
        "--server.port",
        str(args.ui_port),
        "--server.headless",
        "true",
        "--browser.gatherUsageStats",
        "false",
        "--client.toolbarMode",
        "minimal",
    ]


def _ui(args: argparse.Namespace) -> int:
    if not _check_ports((args.ui_host, args.ui_port, "--ui-port N (make run UI_PORT=N)")):
        return 2
    command = _ui_command(args)
    os.execv(command[0], command)  # become Streamlit, so stopping `paperlens ui` stops it


def _up(args: argparse.Namespace) -> int:
    """API and UI together; stops both when either ends or on Ctrl-C."""
    if not _check_ports(
        (args.host, args.port, "--port N (make run API_PORT=N)"),
        (args.ui_host, args.ui_port, "--ui-port N (make run UI_PORT=N)"),
    ):
        return 2
    api = [
        sys.executable,
        "-m",
        "paperlens.cli",
        "serve",
        "--host",
        args.host,
        "--port",
        str(args.port),
    ]
    env = {
        **os.environ,
        "PAPERLENS_API_URL": os.environ.get("PAPERLENS_API_URL", f"http://127.0.0.1:{args.port}"),
    }
    procs = [subprocess.Popen(api, env=env), subprocess.Popen(_ui_command(args), env=env)]
    print(
        f"PaperLens: API on http://{args.host}:{args.port} (docs at /docs), UI on http://{args.ui_host}:{args.ui_port}",
        flush=True,
    )
    try:
        while all(p.poll() is None for p in procs):
            time.sleep(0.5)
    except KeyboardInterrupt:
        pass
    for p in procs:
        if p.poll() is None:
            p.send_signal(signal.SIGINT)
    for p in procs:
        try:
            p.wait(timeout=10)
        except subprocess.TimeoutExpired:
            p.kill()
    return max((p.returncode or 0) for p in procs)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="paperlens", description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)

    def api_args(p: argparse.ArgumentParser) -> None:
        p.add_argument("--host", default="127.0.0.1")
        p.add_argument("--port", type=int, default=8000)

    def ui_args(p: argparse.ArgumentParser) -> None:
        p.add_argument("--ui-host", default="127.0.0.1")
        p.add_argument("--ui-port", type=int, default=8501)

    serve = sub.add_parser("serve", help="run the REST API")
    api_args(serve)
    serve.set_defaults(func=_serve)
    ui = sub.add_parser("ui", help="run the Streamlit UI (set PAPERLENS_API_URL to the API)")
    ui_args(ui)
    ui.set_defaults(func=_ui)
    worker = sub.add_parser(
        "worker", help="index papers from the queue (PAPERLENS_QUEUE_URL); run one per core"
    )
    worker.set_defaults(func=_worker)
    up = sub.add_parser("up", help="run the API and the UI together")
    api_args(up)
    ui_args(up)
    up.set_defaults(func=_up)
    try:
        from paperlens_eval import cli as eval_cli
    except ImportError:
        pass
    else:
        ev = sub.add_parser("eval", help="run a bundled evaluation set")
        eval_cli.add_arguments(ev)
        ev.set_defaults(func=eval_cli.run)
    return parser


def main(argv: list[str] | None = None) -> int:
    _quiet_environment()
    args = build_parser().parse_args(argv)
    return int(args.func(args) or 0)


if __name__ == "__main__":
    sys.exit(main())
