"""Group heads over leaf heads: when the line under a table's first heading line goes on with it.

A two-level heading sets each group head ("Dry season", "2023", "Females") centred over the leaf
heads of its columns on the line below ("DO | BOD", "2019 | 2023"). The leaf line is heading,
not a first row of data, though nothing else marks it: no rule, no bold, and often the label
column's own head ("Canal", "Site") printed on it rather than on the group line.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from paperlens.ingest.tables_cells import numeric

if TYPE_CHECKING:
    from paperlens.ingest.tables_grid import Frag, Row

YEAR = re.compile(r"^(1[89]|20)\d\d$")
_ALPHA = re.compile(r"[^\W\d_]")


def leaves_under_groups(row: Row, above: Row, max_words: int) -> bool:
    """Leaf heads in words under group heads: every head of the line above is centred in a gap
    between two cells of this line, no gap holds two, there are more cells here than heads
    there (each group spans two or more leaves), and no cell here is a value or longer than
    ``max_words`` words. The line may hold the label column's head ("Canal | DO | BOD | DO |
    BOD" under "Dry | Rainy"), which a data row's label under an empty corner cell looks like
    too, so only the centring tells the two apart."""
    if not above.frags or len(row.frags) <= len(above.frags) + 1:
        return False
    if any(numeric(f.text) or len(f.text.split()) > max_words for f in row.frags):
        return False
    cells = sorted(row.frags, key=lambda f: f.x0)
    gaps = [(a.x1, b.x0) for a, b in zip(cells, cells[1:], strict=False)]
    held = [
        next((i for i, (lo, hi) in enumerate(gaps) if lo < (f.x0 + f.x1) / 2 < hi), None)
        for f in above.frags
    ]
    return None not in held and len(set(held)) == len(held)


def years_under_groups(row: Row, above: Row) -> bool:
    """Leaf heads that are years ("2019 | 2023") under group heads each centred over a pair of
    them ("Females" over both years, "Males" over both again): values by their look, but a
    group head set between two of them, or alone over an odd run of them and centred on the
    middle one ("Exports (t)" over "2022 | 2023 | 2024"), says they name columns. Beside the
    years the line may hold heads in words ("Share 2024 (%)"), never another value."""
    years = [f for f in row.frags if YEAR.match(f.text.strip())]
    if len(years) < 2 or any(
        not YEAR.match(f.text.strip()) and (numeric(f.text) or not _ALPHA.search(f.text))
        for f in row.frags[1:]
    ):
        return False
    pairs = zip(years, years[1:], strict=False)
    gaps = [(a.x1, b.x0) for a, b in pairs]
    if any(lo < (f.x0 + f.x1) / 2 < hi for f in above.frags for lo, hi in gaps):
        return True
    return any(
        _centred_alone(f, years[i : i + 3], above)
        for f in above.frags
        for i in range(len(years) - 2)
    )


def _centred_alone(head: Frag, three: list[Frag], above: Row) -> bool:
    """``head`` is the only head over three years and its centre lies over the middle one (a
    head centred over any odd run of years is so over the three at the run's middle)."""
    first, middle, last = three
    centre = (head.x0 + head.x1) / 2
    over = [f for f in above.frags if first.x0 <= (f.x0 + f.x1) / 2 <= last.x1]
    return over == [head] and middle.x0 <= centre <= middle.x1
