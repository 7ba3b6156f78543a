"""vi_man data: the only source of every number (Qt script, truth and prose checks read it)."""

from __future__ import annotations

# Table 1: maximum salinity (‰) per station and dry season; distance to the sea (km).
STATIONS = [
    ("Bình Đại", 12, [28.4, 30.1, 26.7]),
    ("An Thuận", 18, [24.9, 27.3, 22.8]),
    ("Hương Mỹ", 34, [14.2, 17.5, 12.1]),
    ("Sơn Đốc", 41, [12.6, 15.8, 10.9]),
    ("Mỹ Hóa", 57, [4.1, 6.3, 3.2]),
]
SEASONS = ["2016", "2020", "2024"]

# Figure 1: monthly maximum salinity (‰) at Bình Đại, December to May.
MONTHS = [12, 1, 2, 3, 4, 5]
MONTH_LABELS = ["T12", "T1", "T2", "T3", "T4", "T5"]
MONTHLY = {
    "2016": [9.8, 16.2, 22.5, 28.4, 25.1, 17.3],
    "2020": [12.4, 19.6, 26.8, 30.1, 27.9, 20.2],
    "2024": [7.5, 13.1, 19.4, 24.0, 26.7, 18.8],
}

# Table 2: winter-spring rice yield (t/ha) by salinity class of the irrigation water.
CLASSES = ["Dưới 2 ‰", "2–4 ‰", "4–6 ‰", "Trên 6 ‰"]
FIELDS = [64, 41, 27, 18]
YIELD_2223 = [6.82, 6.45, 5.87, 5.19]
YIELD_2324 = [6.96, 6.14, 5.13, 3.56]

# Figure 2: rice area hit by salinity in the 2023-2024 season (ha), by district and loss level.
DISTRICTS = ["Ba Tri", "Bình Đại", "Thạnh Phú", "Giồng Trôm", "Mỏ Cày Nam"]
LOSS_LEVELS = ["Thiệt hại dưới 30 %", "Thiệt hại 30–70 %", "Thiệt hại trên 70 %"]
LOSS_AREA = {
    "Thiệt hại dưới 30 %": [1200, 900, 1400, 600, 300],
    "Thiệt hại 30–70 %": [2600, 1800, 2100, 1100, 500],
    "Thiệt hại trên 70 %": [900, 1500, 700, 300, 100],
}


def vn(x: float, nd: int = 1) -> str:
    return f"{x:.{nd}f}".replace(".", ",")


def change(a: float, b: float) -> float:
    return round((b - a) / a * 100, 1)


def signed(x: float) -> str:
    return ("−" if x < 0 else "+") + vn(abs(x))


def check() -> None:
    # Table 1's Bình Đại row is the maximum of Figure 1's monthly curves.
    for i, s in enumerate(SEASONS):
        assert max(MONTHLY[s]) == STATIONS[0][2][i]
    totals = [sum(LOSS_AREA[k][i] for k in LOSS_LEVELS) for i in range(len(DISTRICTS))]
    assert totals == [4700, 4200, 4200, 2000, 900], totals
    assert sum(totals) == 16000
    assert [change(a, b) for a, b in zip(YIELD_2223, YIELD_2324, strict=False)] == [
        2.1,
        -4.8,
        -12.6,
        -31.4,
    ]
    assert sum(FIELDS) == 150
