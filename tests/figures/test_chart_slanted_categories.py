"""Category names set on a slant under a bar chart (matplotlib's ``rotation=30``): their boxes
overlap side by side, yet each is one category, not the lines of one upright name."""

from __future__ import annotations

import pymupdf
import pytest

from paperlens.figures.charts import read_chart


def test_slanted_names_under_bars_are_one_category_each(tmp_path) -> None:
    matplotlib = pytest.importorskip("matplotlib")
    matplotlib.use("pdf")
    import matplotlib.pyplot as plt

    sites = ["Montalcino", "Barolo", "Valpolicella", "Etna", "Soave", "Franciacorta"]
    control = [8.4, 7.1, 10.2, 6.3, 12.8, 9.5]
    early = [7.6, 6.5, 9.1, 5.9, 11.6, 8.8]
    fig, ax = plt.subplots(figsize=(3.2, 2.4))
    xs = range(len(sites))
    ax.bar([x - 0.2 for x in xs], control, 0.4, color="#7a4a1c", label="Control")
    ax.bar([x + 0.2 for x in xs], early, 0.4, color="#6aa8a0", label="Early")
    ax.set_xticks(list(xs), sites, rotation=30)
    ax.set_ylim(0, 14)
    ax.set_ylabel("Yield (t/ha)")
    ax.legend(loc="upper left", fontsize=6)
    fig.tight_layout()
    path = tmp_path / "slanted.pdf"
    fig.savefig(path)
    plt.close(fig)
    page = pymupdf.open(path)[0]

    (chart,) = read_chart(page, page.rect)

    assert chart.x_categories == sites
    got = {s.name: [round(y, 1) for _, y in s.points] for s in chart.series}
    assert got == {"Control": control, "Early": early}


def test_names_of_two_words_set_on_a_slant_and_ending_at_their_ticks(tmp_path) -> None:
    """``rotation=45, ha="right"``: each name ends at its bar's tick, so its middle lies left of
    its bar (the first one left of the plot); the words of a name are one category."""
    matplotlib = pytest.importorskip("matplotlib")
    matplotlib.use("pdf")
    import matplotlib.pyplot as plt

    steps = ["Gross output", "Wake losses", "Availability", "Electrical losses", "Net output"]
    heights = [53.1, 49.6, 48.6, 47.4, 46.9]
    fig, ax = plt.subplots(figsize=(3.4, 2.6))
    ax.bar(range(len(steps)), heights, 1.0, color="#888888", edgecolor="black")
    ax.set_xticks(range(len(steps)), steps, rotation=45, ha="right")
    ax.set_ylim(40, 55)
    ax.set_ylabel("Energy (GWh)")
    fig.tight_layout()
    path = tmp_path / "slanted_right.pdf"
    fig.savefig(path)
    plt.close(fig)
    page = pymupdf.open(path)[0]

    (chart,) = read_chart(page, page.rect)

    assert chart.x_categories == steps
    (series,) = chart.series
    read = {chart.x_categories[round(x)]: round(y, 1) for x, y in series.points}
    assert read == dict(zip(steps, heights, strict=True))
