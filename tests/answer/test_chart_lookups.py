"""Chart answers that name the point, the category or the superlative the way a reader asks:
a point labelled in the plot ("ResNet-34"), a category printed on the axis ("Site B"), an x value
phrased as a unit ("at the 40-minute horizon"), "fastest" over a time axis, "lowers ... the most".
Each answer states the value read, the series or category it belongs to, and the figure."""

from __future__ import annotations

from paperlens.answer.base import TaggedEvidence
from paperlens.answer.compute import compute_facts
from paperlens.answer.extractive import ExtractiveAnswerer
from paperlens.models import Chunk


def figure(label: str, panels: list[dict], caption: str = "A chart.") -> Chunk:
    return Chunk(
        chunk_id=f"p-figure-{label}",
        paper_id="p",
        kind="figure",
        page=3,
        label=label,
        caption=caption,
        text=f"{label}: {caption}",
        extra={"chart_status": "read", "chart_data": panels},
    )


def answer(question: str, chunk: Chunk) -> str:
    evidence = [TaggedEvidence(tag=chunk.tag, chunk=chunk)]
    facts = compute_facts(question, evidence, ["figure", "text"])
    return ExtractiveAnswerer().answer(question, evidence, "English", facts=facts)


SCATTER = figure(
    "Figure 3",
    [
        {
            "panel": None,
            "x": {"title": "#parameters", "log": False, "min": 0, "max": 8e7},
            "y": {"title": "validation error (%)", "log": False, "min": 21.5, "max": 27.5},
            "series": [
                {
                    "name": "ResNets",
                    "points": [[2.18e7, 26.73], [2.56e7, 24.01], [4.46e7, 22.44]],
                    "point_labels": [
                        [2.18e7, 26.73, "ResNet-34"],
                        [2.56e7, 24.01, "ResNet-50"],
                        [4.46e7, 22.44, "ResNet-101"],
                    ],
                },
                {
                    "name": "DenseNets",
                    "points": [[7.97e6, 25.04], [1.41e7, 23.64]],
                    "point_labels": [
                        [7.97e6, 25.04, "DenseNet-121"],
                        [1.41e7, 23.64, "DenseNet-169"],
                    ],
                },
            ],
            "notes": [],
        }
    ],
)


def test_a_point_labelled_in_the_plot_is_read_by_its_label_and_compared():
    text = answer(
        "In Figure 3, what validation error does ResNet-34 have, and how does it compare with "
        "DenseNet-121?",
        SCATTER,
    )
    first = text.splitlines()[0]
    assert "ResNet-34 (ResNets) is at about 26.7" in first
    assert "DenseNet-121 (DenseNets) is at about 25" in first
    assert "[Figure 3, p.3]" in first
    assert "24" not in first and "22.4" not in first  # no other labelled point's value
    assert "26.7 − 25 = 1.7" in text  # worked on the readings as printed


def test_a_label_is_matched_whole_not_as_the_prefix_of_another():
    text = answer("What error does ResNet 50 reach in Figure 3?", SCATTER)
    assert "ResNet-50 (ResNets) is at about 24" in text.splitlines()[0]
    assert "26.7" not in text


SITES = figure(
    "Figure 1",
    [
        {
            "panel": None,
            "x": {"title": None, "log": False, "categories": ["Site A", "Site B", "Site C"]},
            "y": {"title": None, "log": False, "min": 0, "max": 30},
            "series": [
                {
                    "name": "Physicians",
                    "points": [["Site A", 14.2], ["Site B", 15.0], ["Site C", 12.9]],
                },
                {
                    "name": "Students",
                    "points": [["Site A", 27.3], ["Site B", 24.1], ["Site C", 25.5]],
                },
            ],
            "notes": [],
        }
    ],
    caption="Documentation time in minutes per note by site.",
)


def test_a_category_named_by_a_one_letter_suffix_is_the_one_asked():
    text = answer("In Figure 1, how many minutes per note did the students need at Site B?", SITES)
    first = text.splitlines()[0]
    assert "Students at Site B is about 24.1" in first
    assert "27.3" not in text and "25.5" not in text


def test_fastest_over_a_time_measure_is_the_lowest_bar_of_the_named_series():
    text = answer("According to Figure 1, at which site were physicians fastest?", SITES)
    first = text.splitlines()[0]
    assert first.startswith("Site C has the lowest")
    assert "12.9" in first and "Site A" not in first


ABLATION = figure(
    "Figure 2",
    [
        {
            "panel": None,
            "x": {
                "title": None,
                "log": False,
                "categories": ["Full model", "w/o memory", "w/o graph"],
            },
            "y": {"title": "Recall@10 (%)", "log": False, "min": 40, "max": 55},
            "series": [
                {
                    "name": None,
                    "points": [["Full model", 52.3], ["w/o memory", 47.9], ["w/o graph", 50.1]],
                }
            ],
            "notes": [],
        }
    ],
)


def test_removing_which_part_lowers_a_metric_the_most_is_the_lowest_bar():
    text = answer("In Figure 2, removing which component lowers Recall@10 the most?", ABLATION)
    assert text.splitlines()[0].startswith("w/o memory has the lowest Recall@10 (%)")


HORIZON = figure(
    "Figure 4",
    [
        {
            "panel": None,
            "x": {"title": "Forecast horizon (min)", "log": False, "min": 5, "max": 60},
            "y": {"title": "MAE", "log": False, "min": 2, "max": 4},
            "series": [
                {"name": "GRU", "points": [[5, 2.5], [20, 3.0], [40, 3.5], [60, 3.9]]},
                {"name": "GWN", "points": [[5, 2.3], [20, 2.8], [40, 3.2], [60, 3.5]]},
            ],
            "notes": [],
        }
    ],
)


def test_a_point_phrased_as_a_hyphened_unit_is_read_at_that_x():
    text = answer("According to Figure 4, what MAE does GWN have at a 40-minute horizon?", HORIZON)
    first = text.splitlines()[0]
    assert "GWN is at about 3.2 (MAE) at Forecast horizon (min) = 40" in first
    assert "3.5" not in first


def facet(title: str, own: list[list[float]], top: float) -> dict:
    return {
        "panel": title,
        "x": {"title": "hour", "log": False, "min": 0, "max": 20},
        "y": {"title": "share", "log": False, "min": 0, "max": top},
        "series": [
            {"name": None, "points": [[0, 0.04], [10, 0.045], [20, 0.04]]},  # drawn in every panel
            {"name": None, "points": own},
        ],
        "notes": [],
    }


FACETS = figure(
    "Figure 4",
    [
        facet("Assault", [[0, 0.08], [10, 0.03], [20, 0.07]], 0.125),
        facet("Natural water", [[0, 0.02], [17, 0.119], [20, 0.02]], 0.125),
        facet("Electric current", [[0, 0.01], [10, 0.088], [20, 0.02]], 0.125),
        facet("Lightning", [[0, 0.0], [15, 0.19], [20, 0.01]], 0.3),
        facet("Aircraft", [[0, 0.0], [5, 0.29], [20, 0.02]], 0.3),
    ],
)


def test_small_multiples_answer_with_the_panel_whose_own_curve_peaks():
    text = answer("In Figure 4, which cause reaches the highest share?", FACETS)
    assert text.splitlines()[0].startswith(
        "Aircraft reaches the highest share in Figure 4: about 0.29"
    )


def test_the_top_block_of_small_multiples_is_the_one_on_the_first_scale():
    text = answer("In the top plot of Figure 4, which cause reaches the highest share?", FACETS)
    first = text.splitlines()[0]
    assert first.startswith("Natural water reaches the highest share")
    assert "0.119" in first or "0.12" in first
    assert "Aircraft" not in first and "Lightning" not in first


def test_a_lowest_over_small_multiples_ignores_the_curve_drawn_in_every_panel():
    text = answer("In the top plot of Figure 4, which cause has the lowest share?", FACETS)
    first = text.splitlines()[0]
    assert first.startswith("Electric current reaches the lowest share")  # 0.01, not the 0.04 line


PRINTED = figure(
    "Figure 11",
    [
        {
            "panel": None,
            "x": {"title": None, "log": False, "categories": ["Baseline", "+ Pixel", "+ Lazy"]},
            "y": {"title": "Throughput (#pts/sec)", "log": True, "min": 0.001, "max": 1e6},
            "series": [
                {
                    "name": "2000px",
                    "points": [["Baseline", 0.011], ["+ Pixel", 139.3], ["+ Lazy", 113900.0]],
                    "printed": [["+ Pixel", "141"], ["+ Lazy", "113K"]],
                },
                {
                    "name": "5000px",
                    "points": [["Baseline", 0.0106], ["+ Pixel", 3.53], ["+ Lazy", 20450.0]],
                },
            ],
            "notes": [],
        }
    ],
)


def test_a_bar_value_is_stated_as_printed_over_the_bar():
    text = answer(
        "In Figure 11, which configuration has the highest throughput at 2000px?", PRINTED
    )
    first = text.splitlines()[0]
    assert first.startswith(
        "+ Lazy has the highest Throughput (#pts/sec) in Figure 11: 113K (as printed)"
    )
    assert "1.14e" not in first and "113900" not in first


def test_a_bar_without_a_printed_value_is_stated_as_read():
    text = answer("In Figure 11, what throughput does 5000px reach at + Lazy?", PRINTED)
    assert "about 20400" in text.splitlines()[0] or "about 20450" in text.splitlines()[0]


def test_a_value_compared_with_a_named_reference_bar_is_the_series_best_beside_it():
    """Only the reference ("the baseline") is named: the answer is the series' best bar
    against the reference bar, both as the chart gives them."""
    text = answer(
        "In Figure 11, what throughput does the system reach with all optimizations at 2000px, "
        "compared with the baseline?",
        PRINTED,
    )
    first = text.splitlines()[0]
    assert first.startswith(
        "In Figure 11, 2000px reaches 113K (as printed) at + Lazy (its highest)"
    )
    assert "0.011 at Baseline" in first
    assert "20400" not in first and "20450" not in first  # not the other series


SCATTER_FAMILIES = figure(
    "Figure 2",
    [
        {
            "panel": None,
            "x": {"title": "Parameters", "log": True, "min": 1e5, "max": 1e7},
            "y": {"title": "Latency per batch (ms)", "log": True, "min": 1, "max": 100},
            "series": [
                {"name": "RNN-based", "kind": "scatter", "points": [[2e5, 17.0], [9e6, 5.0]]},
                {
                    "name": "Attention-based",
                    "kind": "scatter",
                    "points": [[8.9e6, 64.0], [9.5e6, 12.0]],
                },
                {"name": "Graph-based", "kind": "scatter", "points": [[3e5, 7.3], [1e7, 3.0]]},
            ],
            "notes": [],
        }
    ],
)


def test_the_slowest_point_of_a_scatter_names_its_group_wherever_it_lies():
    """No curve ends anywhere in a scatter: the slowest model is the highest latency point,
    here not the rightmost point of its group."""
    text = answer(
        "In Figure 2, which model family contains the slowest model, and how long does it take?",
        SCATTER_FAMILIES,
    )
    first = text.splitlines()[0]
    assert first.startswith("Attention-based holds the highest point in Figure 2: about 64")
    assert "RNN-based" not in first and "Graph-based" not in first


HEAT = figure(
    "Figure 1",
    [
        {
            "panel": None,
            "x": {"title": "Uhrzeit (h)", "log": False, "min": 0, "max": 24},
            "y": {"title": "Wärmeleistung (MW)", "log": False, "min": 25, "max": 55},
            "series": [
                {"name": "Messung", "points": [[0, 31.2], [8, 50.6], [18, 47.2], [23, 33.0]]},
                {"name": "GBM", "points": [[0, 30.0], [8, 51.4], [18, 46.0], [23, 34.1]]},
            ],
            "notes": [],
        }
    ],
)


def test_the_highest_value_of_one_named_curve_is_its_peak_with_its_x():
    text = answer(
        "In Figure 1, what is the highest value of the GBM forecast, and at what hour?", HEAT
    )
    first = text.splitlines()[0]
    assert first.startswith("In Figure 1, GBM is highest at Uhrzeit (h) = 8: about 51.4")
    assert "50.6" not in first and "34.1" not in first


def test_a_superlative_of_the_curve_itself_still_reads_its_end():
    """ "the largest GBM" names a curve, not its peak."""
    text = answer("In Figure 1, where does the largest GBM end?", HEAT)
    assert "34.1" in text.splitlines()[0]


RETURN = figure(
    "Figure 1",
    [
        {
            "panel": None,
            "x": {"title": "Måned (2023)", "log": False, "min": 0.5, "max": 12.5},
            "y": {"title": "Returtemperatur (°C)", "log": False, "min": 30, "max": 50},
            "series": [
                {
                    "name": "Retur, med feedback",
                    "points": [
                        [m, t]
                        for m, t in enumerate(
                            [
                                44.1,
                                43.6,
                                42.2,
                                40.3,
                                38.9,
                                37.5,
                                37.0,
                                37.2,
                                37.8,
                                38.4,
                                38.1,
                                37.6,
                            ],
                            start=1,
                        )
                    ],
                },
            ],
            "notes": [],
        }
    ],
)


def test_a_month_named_in_the_question_is_its_number_on_a_month_number_axis():
    """The axis prints months as 1-12 under a title in the paper's language: "in January
    2023" is x = 1, not the curve's end at 12."""
    first = answer(
        "What was the return temperature of the feedback networks in January 2023 in Figure 1?",
        RETURN,
    ).splitlines()[0]
    assert "about 44.1" in first and "= 1" in first
    assert "37.6" not in first


TWIN = figure(
    "Figure 1",
    [
        {
            "panel": None,
            "x": {"title": "Month", "log": False, "min": 0.5, "max": 12.5},
            "y": {"title": "Return temperature (°C)", "log": False, "min": 30, "max": 50},
            "y2": {"title": "Outdoor temperature (°C)", "log": False, "min": -5, "max": 25},
            "series": [
                {"name": "Return", "points": [[m, 40.0 - m / 2] for m in range(1, 13)]},
                {
                    "name": "Outdoor",
                    "y_axis": "right",
                    "points": [[m, -2.0 + 3 * m] for m in range(1, 13)],
                },
            ],
            "notes": [],
        }
    ],
)


def test_a_series_on_the_second_y_axis_is_said_in_that_axis_title():
    first = answer("In Figure 1, what was the outdoor temperature in month 5?", TWIN).splitlines()[
        0
    ]
    assert "Outdoor is at about 13 (Outdoor temperature (°C))" in first
    assert "Return temperature" not in first


TWIN_COLUMNS = figure(
    "Figure 2",
    [
        {
            "panel": None,
            "x": {"title": None, "log": False, "categories": ["Jan", "Feb", "Mar"]},
            "y": {"title": "Soiling loss (%)", "log": False, "min": 0, "max": 15},
            "y2": {"title": "PM10 (µg/m³)", "log": False, "min": 0, "max": 150},
            "series": [
                {"name": "Soiling loss (%)", "points": [["Jan", 6.2], ["Feb", 5.8], ["Mar", 7.4]]},
                {
                    "name": "PM10 (µg/m³)",
                    "y_axis": "right",
                    "points": [["Jan", 48.0], ["Feb", 44.0], ["Mar", 61.0]],
                },
            ],
            "notes": [],
        }
    ],
)


def test_a_right_axis_series_at_a_category_is_said_in_that_axis_title():
    first = answer("What PM10 concentration does Figure 2 show for February?", TWIN_COLUMNS)
    first = first.splitlines()[0]
    assert "about 44 (PM10 (µg/m³))" in first, first
    assert "Soiling loss" not in first


BEDROCK = figure(
    "Figure 5",
    [
        {
            "panel": None,
            "horizontal": True,
            "x": {
                "title": None,
                "log": False,
                "categories": ["Alum shale", "Limestone", "Sandstone", "Till", "Clay"],
            },
            "y": {"title": "Median radon (Bq/m³)", "log": False, "min": 0, "max": 300},
            "series": [
                {
                    "name": None,
                    "points": [
                        ["Alum shale", 264.0],
                        ["Limestone", 138.0],
                        ["Sandstone", 117.0],
                        ["Till", 89.0],
                        ["Clay", 71.0],
                    ],
                }
            ],
            "notes": [],
        }
    ],
)


def test_the_second_highest_bar_is_the_one_after_the_highest():
    text = answer("Which bedrock type has the second-highest median radon in Figure 5?", BEDROCK)
    first = text.splitlines()[0]
    assert first.startswith("Limestone has the second-highest"), first
    assert "138" in first and "Alum shale" not in first


def test_the_third_lowest_bar_counts_from_the_lowest():
    text = answer("Which type has the third lowest median radon in Figure 5?", BEDROCK)
    assert text.splitlines()[0].startswith("Sandstone has the third-lowest"), text


_FREQ = [0.2, 0.5, 0.95, 1.25, 2.5, 6.0, 20.0]
SPECTRA = figure(
    "Figure 6",
    [
        {
            "panel": None,
            "x": {"title": "Frekvens (Hz)", "log": True, "min": 0.1, "max": 100},
            "y": {"title": "H/V-forhold", "log": False, "min": 0, "max": 6},
            "series": [
                {
                    "name": "S-01",
                    "points": [
                        list(p)
                        for p in zip(_FREQ, [1.1, 1.8, 3.5, 4.2, 2.0, 1.1, 0.8], strict=True)
                    ],
                },
                {
                    "name": "S-04",
                    "points": [
                        list(p)
                        for p in zip(_FREQ, [1.2, 2.5, 5.1, 4.0, 1.6, 0.9, 0.8], strict=True)
                    ],
                },
                {
                    "name": "S-05",
                    "points": [
                        list(p)
                        for p in zip(_FREQ, [0.9, 1.0, 1.1, 1.2, 1.7, 1.8, 1.0], strict=True)
                    ],
                },
            ],
            "notes": [],
        }
    ],
)


def test_at_which_x_one_named_curve_peaks_is_where_it_peaks_whatever_the_axis_language():
    """The x axis is titled in Norwegian: "at which frequency" with one curve named asks where
    that curve peaks, not which curve ends highest."""
    text = answer("At which frequency does the S-01 curve in Figure 6 peak?", SPECTRA)
    first = text.splitlines()[0]
    assert "S-01 is highest at Frekvens (Hz) = 1.25" in first, first
    assert "S-05" not in first


def test_the_highest_peak_compares_each_curves_peak_not_its_end():
    """S-05 ends highest (1.0 at 20 Hz) but S-04 peaks highest (5.1 at 0.95 Hz)."""
    text = answer("Which station has the highest peak in Figure 6?", SPECTRA)
    first = text.splitlines()[0]
    assert first.startswith("S-04 peaks highest in Figure 6"), first
    assert "5.1" in first
    lowest = answer("Which curve has the lowest maximum in Figure 6?", SPECTRA).splitlines()[0]
    assert lowest.startswith("S-05") and "1.8" in lowest, lowest


FRICTION = figure(
    "Figure 7",
    [
        {
            "panel": None,
            "x": {"title": "Timer etter tiltak", "log": False, "min": 0, "max": 6},
            "y": {"title": "Friction coefficient", "log": False, "min": 0.1, "max": 0.4},
            "series": [
                {
                    "name": "Dry salt",
                    "points": [
                        [h, v] for h, v in enumerate([0.18, 0.29, 0.28, 0.26, 0.24, 0.23, 0.22])
                    ],
                },
                {
                    "name": "Brine",
                    "points": [
                        [h, v] for h, v in enumerate([0.19, 0.24, 0.23, 0.22, 0.21, 0.2, 0.2])
                    ],
                },
            ],
            "notes": [],
        }
    ],
)


def test_a_point_spelt_out_as_prose_writes_it_is_read_at_that_x():
    """ "four hours after treatment" is x = 4, not the curve's end (x = 6)."""
    text = answer(
        "In Figure 7, what friction did dry salt give four hours after treatment?", FRICTION
    )
    first = text.splitlines()[0]
    assert "Dry salt is at about 0.24" in first and "= 4" in first, first


_REGIONS = ["Tanga", "Pwani", "Lindi", "Mtwara"]
GRADES = figure(
    "Figure 8",
    [
        {
            "panel": None,
            "x": {"title": None, "log": False, "categories": _REGIONS},
            "y": {"title": "Plants with symptoms (%)", "log": False, "min": 0, "max": 70},
            "series": [
                {
                    "name": "Grade 2",
                    "points": [list(p) for p in zip(_REGIONS, [22, 21, 22, 24], strict=True)],
                },
                {
                    "name": "Grade 3",
                    "points": [list(p) for p in zip(_REGIONS, [10.5, 14, 17, 16], strict=True)],
                },
            ],
            "notes": [],
        }
    ],
)


def test_plants_that_fall_in_a_class_are_that_class_not_a_drop():
    text = answer("In Figure 8, what percentage of plants in Pwani fall in grade 2?", GRADES)
    first = text.splitlines()[0]
    assert "Grade 2 at Pwani is about 21" in first, first


CHANGE = figure(
    "Figure 5",
    [
        {
            "panel": None,
            "x": {
                "title": None,
                "log": False,
                "categories": ["Shrubs", "Grasses", "Herbs", "Bulbs"],
            },
            "y": {"title": "Change in cover (points)", "log": False, "min": -8, "max": 14},
            "series": [
                {
                    "name": None,
                    "points": [
                        ["Shrubs", -6.4],
                        ["Grasses", 3.1],
                        ["Herbs", -1.2],
                        ["Bulbs", 12.7],
                    ],
                }
            ],
            "notes": [],
        }
    ],
)


def test_which_lost_the_most_on_a_chart_of_signed_changes_is_the_most_negative():
    text = answer("Which group lost the most cover in Figure 5?", CHANGE)
    first = text.splitlines()[0]
    assert first.startswith("Shrubs has the lowest") and "-6.4" in first
    gained = answer("Which group gained the most cover in Figure 5?", CHANGE)
    assert gained.splitlines()[0].startswith("Bulbs has the highest")


YEARS_AFTER = figure(
    "Figure 6",
    [
        {
            "panel": None,
            "x": {"title": "Jahre nach dem Brand", "log": False, "min": 1, "max": 6},
            "y": {"title": "Seedlings per 100 m2", "log": False, "min": 0, "max": 250},
            "series": [
                {
                    "name": "Erica",
                    "points": [[1, 212], [2, 160], [3, 118], [4, 90], [5, 72], [6, 61]],
                },
                {
                    "name": "Protea",
                    "points": [[1, 140], [2, 131], [3, 125], [4, 121], [5, 118], [6, 116]],
                },
            ],
            "notes": [],
        }
    ],
)


def test_the_first_year_on_a_numeric_time_axis_is_its_first_point():
    text = answer(
        "In Figure 6, how many Erica seedlings were there in the first year?", YEARS_AFTER
    )
    first = text.splitlines()[0]
    assert "212" in first and "61" not in first
    last = answer(
        "How many Protea seedlings were counted in the last year of Figure 6?", YEARS_AFTER
    )
    assert "116" in last.splitlines()[0]


JUMPS = figure(
    "Figure 2",
    [
        {
            "panel": None,
            "x": {
                "title": "Round",
                "log": False,
                "categories": ["Training", "Qualifying", "Final"],
            },
            "y": {"title": "Mean distance (m)", "log": False, "min": 0, "max": 250},
            "series": [
                {
                    "name": None,
                    "points": [["Training", 221.4], ["Qualifying", 230.2], ["Final", 238.9]],
                }
            ],
            "notes": [],
        }
    ],
    caption="Mean jump length per round.",
)


def test_shortest_over_a_length_is_the_lowest_bar_and_longest_the_highest():
    shortest = answer("Which round had the shortest mean distance in Figure 2?", JUMPS)
    assert shortest.splitlines()[0].startswith("Training has the lowest")
    assert "221" in shortest.splitlines()[0]
    longest = answer("Which round had the longest mean distance in Figure 2?", JUMPS)
    assert longest.splitlines()[0].startswith("Final has the highest")


SEVERITY = figure(
    "Figure 1",
    [
        {
            "panel": None,
            "x": {"title": None, "log": False, "categories": ["Coast", "Lakes", "Hills"]},
            "y": {"title": "Plants with symptoms (%)", "log": False, "min": 0, "max": 40},
            "series": [
                {"name": "Class 1", "points": [["Coast", 30.1], ["Lakes", 22.4], ["Hills", 35.0]]},
                {"name": "Class 4–5", "points": [["Coast", 17.9], ["Lakes", 6.2], ["Hills", 11.3]]},
            ],
            "notes": [],
        }
    ],
)


def test_a_most_before_an_adjective_names_the_series_and_the_superlative_after_ranks():
    text = answer(
        "In which region is the most severe class (Class 4–5) smallest in Figure 1?", SEVERITY
    )
    first = text.splitlines()[0]
    assert first.startswith("Lakes has the lowest") and "6.2" in first


DOSES = figure(
    "Figure 1",
    [
        {
            "panel": None,
            "x": {"title": "Nitrogen rate (kg N/ha)", "log": False, "min": 0, "max": 160},
            "y": {"title": "Grain yield (t/ha)", "log": False, "min": 3, "max": 10},
            "series": [
                {"name": "Everest", "points": [[0, 5.1], [80, 7.2], [160, 8.0]]},
                {"name": "Zenda", "points": [[0, 4.9], [80, 7.4], [160, 8.5]]},
            ],
            "notes": [],
        }
    ],
)


def test_at_zero_spelt_out_is_the_axis_origin():
    text = answer("In Figure 1, what yield does Everest give at zero nitrogen?", DOSES)
    first = text.splitlines()[0]
    assert "Everest is at about 5.1" in first and "= 0 [Figure 1" in first


NOISE = figure(
    "Figure 1",
    [
        {
            "panel": None,
            "x": {"title": "Dawn traffic noise (dB(A))", "log": False, "min": 40, "max": 75},
            "y": {"title": "Minimum song frequency (Hz)", "log": False, "min": 2600, "max": 3600},
            "series": [
                {"name": "Fitted line", "points": [[42, 2700], [73, 3450]]},
                {
                    "name": "Territories",
                    "points": [[46, 2810], [52, 2930], [61, 3190], [69, 3370]],
                    "kind": "scatter",
                },
            ],
            "notes": [],
        }
    ],
)


def test_a_superlative_of_the_x_quantity_reads_the_named_series_at_its_far_end():
    text = answer(
        "In Figure 1, in the noisiest of the territories, what minimum song frequency was "
        "measured?",
        NOISE,
    )
    first = text.splitlines()[0]
    assert "Territories is at about 3370" in first and "= 69" in first
    assert "2810" not in text


def test_at_the_highest_rate_of_the_x_axis_reads_the_curve_there():
    text = answer("In Figure 1, what yield does Zenda give at the highest nitrogen rate?", DOSES)
    assert "Zenda is at about 8.5" in text.splitlines()[0]


def _heat(approximate: bool) -> Chunk:
    """Curves traced from a picture end a pixel short of the 90 minutes they were drawn to."""
    return figure(
        "Figure 1",
        [
            {
                "panel": None,
                "approximate": approximate,
                "x": {"title": "Time (min)", "log": False, "min": -4.6, "max": 94.6},
                "y": {"title": "Rectal temperature (°C)", "log": False, "min": 36.5, "max": 39.5},
                "series": [
                    {"name": "Day 1", "points": [[-0.7, 37.09], [45.2, 38.31], [89.3, 39.19]]},
                    {"name": "Day 10", "points": [[-0.8, 36.85], [44.9, 37.66], [90.8, 38.34]]},
                ],
                "notes": [],
            }
        ],
        "Rectal temperature during the heat-stress test on days 1 and 10",
    )


def test_a_curve_traced_from_pixels_is_read_at_its_end_a_pixel_short() -> None:
    question = "What rectal temperature was reached on day 1 at 90 minutes?"
    first = answer(question, _heat(approximate=True)).splitlines()[0]
    assert "39.2" in first and "Day 1" in first and "38.3" not in first, first
    # A curve drawn as vectors ends where it ends: 90 is past its last point.
    assert "39.2" not in answer(question, _heat(approximate=False)).splitlines()[0]


QUARTERS = figure(
    "Figure 2",
    [
        {
            "panel": None,
            "x": {"title": "", "log": False, "categories": [f"Ikota {k}" for k in (1, 2, 3, 4)]},
            "y": {"title": "Iitephu ezaphukileyo", "log": False, "min": 0, "max": 12},
            "series": [
                {
                    "name": name,
                    "points": [[f"Ikota {k}", v] for k, v in zip((1, 2, 3, 4), vs, strict=True)],
                }
                for name, vs in {"Tsolo": [3, 5, 7, 6], "Qunu": [2, 4, 9, 8]}.items()
            ],
            "notes": [],
        }
    ],
    "Iitephu ezaphukileyo ngekota, 2024",
)


def test_an_ordinal_step_of_time_counts_a_numbered_category_axis_in_any_language() -> None:
    """Xhosa's quarters are "Ikota 1" ... "Ikota 4": "the third quarter" is Ikota 3."""
    first = answer("How many taps broke in Tsolo in the third quarter?", QUARTERS).splitlines()[0]
    assert "Ikota 3" in first and "7" in first and "6" not in first, first
    last = answer("How many taps broke in Qunu in the last quarter?", QUARTERS).splitlines()[0]
    assert "Ikota 4" in last and "8" in last, last


RETENTION = figure(
    "Figure 2",
    [
        {
            "panel": None,
            "x": {"title": "Event rainfall (mm)", "log": False, "min": 0, "max": 50},
            "y": {"title": "Nitrate retention (%)", "log": False, "min": 40, "max": 100},
            "series": [
                {"name": "Fen Road", "points": [[6, 91], [18, 84], [33, 75], [47, 61]]},
                {"name": "Mill Brook", "points": [[4, 95], [15, 90], [29, 86], [42, 80]]},
            ],
            "notes": [],
        }
    ],
)


def test_two_curves_compared_at_an_x_superlative_each_at_its_own_far_end():
    # each wetland's largest event is another rainfall: 47 mm and 42 mm
    first = answer(
        "In the largest rain events, how much higher was Mill Brook's retention than Fen Road's?",
        RETENTION,
    ).splitlines()[0]
    assert "difference of about 19" in first and "= 42" in first and "= 47" in first, first
    smallest = answer(
        "In the smallest rain events, how much higher was Mill Brook's retention than Fen Road's?",
        RETENTION,
    ).splitlines()[0]
    assert "difference of about 4" in smallest, smallest


def test_a_difference_is_worked_on_the_readings_as_printed():
    """97.0 and 88.21 print as 97 and 88.2: the reader who checks "97 − 88.2" finds 8.8."""
    chart = figure(
        "Figure 4",
        [
            {
                "panel": None,
                "x": {"title": "Event rainfall (mm)", "log": False, "min": 0, "max": 50},
                "y": {"title": "Removal (%)", "log": False, "min": 40, "max": 100},
                "series": [
                    {"name": "Deep cell", "points": [[5, 97.0], [25, 90.4], [45, 81.0]]},
                    {"name": "Shallow cell", "points": [[5, 88.21], [25, 74.7], [45, 58.3]]},
                ],
                "notes": [],
            }
        ],
    )
    text = answer(
        "At 5 mm, how much higher was the Deep cell's removal than the Shallow cell's?", chart
    )
    assert "difference of about 8.8" in text and "97 − 88.2 = 8.8" in text, text
