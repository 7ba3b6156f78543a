"""Fixtures of the API tests: a live server in a thread (see live.py)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from live import LiveServer

from paperlens.service import PaperLens


@pytest.fixture
def live_server(lens: PaperLens) -> Iterator[LiveServer]:
    with LiveServer(lens) as server:
        yield server
