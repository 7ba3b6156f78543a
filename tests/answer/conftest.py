"""Answer tests read no bilingual dictionary unless they install one (``test_dictionaries``):
their answers do not depend on the machine's ``dict-freedict-*`` packages."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from paperlens.answer import dictionaries


@pytest.fixture(autouse=True)
def _no_dictionaries() -> Iterator[None]:
    dictionaries.use(None)
    yield
    dictionaries.use(None)
