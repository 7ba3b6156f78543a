"""A question that states a point of a chart's x axis ("at midnight", "in January") that a
table beside it never prints asks the chart's reading there, not the table's cell for the same
row: the table's daily mean is another value of the PM2.5 asked at midnight. Where the table
prints the point too ("in 2023"), its exact cell still answers."""

from __future__ import annotations

from answer_chunks import ask, figure_chunk, table_chunk

MEANS = table_chunk(
    "Table 1",
    ["Cartier", "PM2,5 mediu (µg/m³)", "Zile peste 25 µg/m³"],
    [["Bartolomeu", "28,1", "41"], ["Centru", "19,4", "12"]],
    "PM2,5 mediu pe cartiere, iarna 2023",
)
HOURS = figure_chunk(
    "Figure 1",
    [
        {
            "panel": None,
            "x": {"title": "Ora din zi", "log": False, "min": 0, "max": 23},
            "y": {"title": "PM2,5 (µg/m³)", "log": False, "min": 0, "max": 50},
            "series": [
                {"name": "Bartolomeu", "points": [[0, 36.7], [6, 22.0], [12, 14.5], [18, 41.2]]},
                {"name": "Centru", "points": [[0, 21.3], [6, 15.8], [12, 12.1], [18, 26.4]]},
            ],
            "notes": [],
        }
    ],
    "Media orară a PM2,5 în cartiere, iarna 2023",
)


def test_a_point_only_the_chart_prints_is_read_on_the_chart() -> None:
    first = ask("What PM2.5 level did Bartolomeu have at midnight?", MEANS, HOURS)
    line = first.splitlines()[0]
    assert "36.7" in line and "28,1" not in line, first
    line = ask("What PM2.5 level did Centru have at 18:00?", MEANS, HOURS).splitlines()[0]
    assert "26.4" in line and "19,4" not in line, line


YEARS = table_chunk(
    "Table 2",
    ["Cartier", "2021", "2022", "2023"],
    [["Bartolomeu", "30,2", "29,0", "28,1"], ["Centru", "20,8", "20,1", "19,4"]],
    "PM2,5 mediu anual (µg/m³)",
)
TREND = figure_chunk(
    "Figure 2",
    [
        {
            "panel": None,
            "x": {"title": "An", "log": False, "min": 2021, "max": 2023},
            "y": {"title": "PM2,5 (µg/m³)", "log": False, "min": 0, "max": 40},
            "series": [
                {"name": "Bartolomeu", "points": [[2021, 30.0], [2022, 29.1], [2023, 28.3]]},
                {"name": "Centru", "points": [[2021, 20.6], [2022, 20.0], [2023, 19.5]]},
            ],
            "notes": [],
        }
    ],
    "PM2,5 mediu anual pe cartiere",
)


def test_a_point_the_table_prints_too_is_the_tables_exact_cell() -> None:
    line = ask("What PM2.5 level did Bartolomeu have in 2023?", YEARS, TREND).splitlines()[0]
    assert "28,1" in line and "28.3" not in line, line
