"""A headless LibreOffice for the papers written through the UNO API (Writer, Calc).

Imported by scripts that run under the system Python, which has the ``uno`` module but not the
repository's virtualenv; ``common.uno_script`` puts this folder on their path.
"""

import contextlib
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import uno
from com.sun.star.beans import PropertyValue


def prop(name, value):
    p = PropertyValue()
    p.Name, p.Value = name, value
    return p


@contextlib.contextmanager
def office(out: Path) -> Iterator[tuple[object, object]]:
    """Start soffice with a private profile under ``out``; yield its context and Desktop; stop it.

    A private profile keeps a build from touching (or waiting on) the user's own LibreOffice.
    """
    pipe = f"heldout_lo_{int(time.time() * 1000) % 100000}"
    office = subprocess.Popen(
        [
            "soffice",
            "--headless",
            "--invisible",
            "--norestore",
            "--nologo",
            f"-env:UserInstallation=file://{out}/lo-profile",
            f"--accept=pipe,name={pipe};urp;",
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        ctx = _resolve(pipe, office)
        app = ctx.ServiceManager.createInstanceWithContext("com.sun.star.frame.Desktop", ctx)
        try:
            yield ctx, app
        finally:
            with contextlib.suppress(Exception):
                app.terminate()
    finally:
        try:
            office.wait(timeout=20)
        except subprocess.TimeoutExpired:
            office.kill()


def _resolve(pipe: str, office: subprocess.Popen):
    local = uno.getComponentContext()
    resolver = local.ServiceManager.createInstanceWithContext(
        "com.sun.star.bridge.UnoUrlResolver", local
    )
    for _ in range(120):  # soffice takes a few seconds to accept connections on a cold start
        try:
            return resolver.resolve(f"uno:pipe,name={pipe};urp;StarOffice.ComponentContext")
        except Exception:
            time.sleep(0.5)
    office.kill()
    raise SystemExit("LibreOffice did not start (soffice --headless)")
