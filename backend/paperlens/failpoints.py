"""Named points where a test can freeze a real server, to kill it exactly there.

``PAPERLENS_FAILPOINT=<name>`` makes the process that reaches ``pause(name)`` write
``<PAPERLENS_FAILPOINT_DIR>/<name>`` and sleep until it is killed. Unset (always, outside tests)
it costs one dictionary lookup. The kill -9 test uses it to stop a server between storing a
paper and marking it done, which is otherwise a window of a millisecond.
"""

from __future__ import annotations

import os
import time
from pathlib import Path


def pause(name: str) -> None:
    if os.environ.get("PAPERLENS_FAILPOINT") != name:
        return
    folder = Path(os.environ.get("PAPERLENS_FAILPOINT_DIR", "."))
    (folder / name).write_text(str(os.getpid()))
    while True:
        time.sleep(3600)
