"""Pie and donut charts: no axes, so the shares are read from the wedges' angles and named by
the legend or by the labels set outside each wedge. A donut's wedges share no centre vertex:
its centre is the circle its outer rim lies on (the box round Bézier arcs is lopsided), so its
shares are as exact as a pie's."""

from __future__ import annotations

import pymupdf
import pytest

from paperlens.figures.charts import read_chart

SHARES = {"Commute": 41.5, "Leisure": 27.0, "Shopping": 13.5, "Transfer": 10.5, "Other": 7.5}


def _pie_pdf(tmp_path, donut: bool, legend: bool, printed: bool = True):  # type: ignore[no-untyped-def]
    matplotlib = pytest.importorskip("matplotlib")
    matplotlib.use("pdf")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(4, 3))
    wedges, *_ = ax.pie(
        list(SHARES.values()),
        labels=None if legend else list(SHARES),
        autopct="%.1f%%" if printed else None,
        pctdistance=0.8 if donut else 0.6,
        startangle=90,
        counterclock=False,
        wedgeprops={"width": 0.4} if donut else None,
    )
    if legend:
        ax.legend(wedges, list(SHARES), loc="center left", bbox_to_anchor=(1.0, 0.5))
    path = tmp_path / "pie.pdf"
    fig.savefig(path, bbox_inches="tight")
    plt.close(fig)
    return pymupdf.open(path)[0]


@pytest.mark.parametrize(("donut", "legend"), [(False, True), (True, False)])
def test_a_pie_gives_each_named_wedge_its_share(tmp_path, donut: bool, legend: bool) -> None:
    page = _pie_pdf(tmp_path, donut, legend)

    (chart,) = read_chart(page, page.rect)

    assert chart.chart_type == "pie"
    (series,) = chart.series
    assert chart.x_categories is not None
    read = {chart.x_categories[int(x)]: y for x, y in series.points}
    assert set(read) == set(SHARES)
    for name, share in SHARES.items():
        assert read[name] == pytest.approx(share, abs=0.05)
    printed = {chart.x_categories[k]: text for k, text in series.printed}
    assert printed["Commute"] == "41.5"
    data = chart.to_dict()
    assert data["chart_type"] == "pie"
    assert ["Commute", pytest.approx(41.5, abs=0.05)] in data["series"][0]["points"]  # type: ignore[index]
    assert "Commute: 41.5%" in chart.summary()


@pytest.mark.parametrize(("donut", "legend"), [(True, False), (False, True), (True, True)])
def test_a_pie_that_prints_no_number_is_read_from_its_angles(tmp_path, donut, legend) -> None:
    """ECharts' doughnut with category names only: not one number in the figure's text, so
    no axis can be read, yet every share is in the wedges' angles."""
    page = _pie_pdf(tmp_path, donut, legend, printed=False)
    assert not any(ch.isdigit() for ch in page.get_text())

    (chart,) = read_chart(page, page.rect)

    assert chart.chart_type == "pie"
    (series,) = chart.series
    assert chart.x_categories is not None
    read = {chart.x_categories[int(x)]: y for x, y in series.points}
    assert set(read) == set(SHARES)
    for name, share in SHARES.items():
        assert read[name] == pytest.approx(share, abs=0.05)
