"""Which chart answers when several could: the one whose printed words (caption, axes) name
more of the question; a scatter's one group read at the x the question names gives the point
nearest it, and beats a table that only shares the place name. Invented charts, forms only."""

from __future__ import annotations

from test_chart_shares import ask, figure

from paperlens.models import Chunk

VIOLINS = figure(
    "Figure 1",
    [
        {
            "panel": None,
            "chart_type": "violin",
            "x": {"title": "Ano", "log": False, "categories": ["2021", "2022", "2023"]},
            "y": {"title": "Casos semanais", "log": False, "min": 0, "max": 60},
            "series": [
                {
                    "name": None,
                    "kind": "violin",
                    "points": [["2021", 3.7], ["2022", 9.6], ["2023", 14.2]],
                },
            ],  # fmt: skip
            "notes": [],
        }
    ],
    "Distribuição da incidência semanal por ano",
)

SCATTER = figure(
    "Figure 2",
    [
        {
            "panel": None,
            "chart_type": "scatter",
            "x": {"title": None, "log": False, "min": 0, "max": 300},
            "y": {"title": "Incidência mensal", "log": False, "min": 0, "max": 400},
            "series": [
                {
                    "name": "Meses de 2023",
                    "kind": "scatter",
                    "points": [[9, 8.9], [96, 118.3], [190, 244.9], [248, 287.6], [276, 361.2]],
                },
            ],  # fmt: skip
            "notes": [],
        }
    ],
    "Chuva acumulada e incidência mensal em Porto Alto",
)

TABLE = Chunk(
    chunk_id="p-table-1",
    paper_id="p",
    kind="table",
    page=1,
    label="Table 1",
    caption="Casos por município",
    text="Table 1: Casos por município\n\n| Município | Incidência |\n|---|---|\n"
    "| Porto Alto | 1.629,1 |\n| Serra Azul | 812,4 |\n",
    extra={"columns": ["Município", "Incidência"], "rows": [["Porto Alto", "1.629,1"],
                                                           ["Serra Azul", "812,4"]]},
)  # fmt: skip


def test_the_chart_whose_caption_names_the_place_answers_the_superlative() -> None:
    question = "In the Porto Alto rainfall plot, what is the highest monthly incidence?"
    first = ask(question, [VIOLINS, SCATTER], ["figure"]).splitlines()[0]
    assert "361" in first and "[Figure 2" in first


def test_a_scatter_read_at_the_named_x_beats_a_table_sharing_the_place() -> None:
    question = "In Porto Alto, what monthly incidence followed a month with about 250 mm of rain?"
    first = ask(question, [SCATTER, TABLE], ["text"]).splitlines()[0]
    assert "288" in first and "[Figure 2" in first
    assert "1.629" not in first
