"""Which rows moved one way between two years' columns ("Which variety had lighter tubers in
2024 than in 2023?"): every such row, with its two printed values, computed from the cells,
whatever language and digits the table prints."""

from __future__ import annotations

from answer_chunks import ask, table_chunk

TUBERS = table_chunk(
    "Table 2",
    ["Momo", "Taumaha toharite (g) · 2023", "Taumaha toharite (g) · 2024", "Rā ki te hauhake"],
    [
        ["Owairaka Red", "310", "342", "150"],
        ["Beauregard", "380", "365", "120"],
        ["Toka Toka Gold", "295", "301", "140"],
        ["Tapeke", "328", "336", "137"],
    ],
    "Te taumaha toharite o te kūmara kotahi",
)
YIELDS = table_chunk(
    "Table 1",
    ["شهرستان", "ارتفاع متر", "عملکرد ۱۴۰۱", "عملکرد ۱۴۰۲"],
    [
        ["تربت", "۱۳۳۳", "۴٫۶", "۵٫۱"],
        ["قائن", "۱۴۳۲", "۴٫۲", "۴٫۰"],
        ["گناباد", "۱۰۵۶", "۳٫۹", "۴٫۴"],
    ],
    "عملکرد کلاله خشک زعفران",
)


def test_the_one_row_that_fell_is_named_with_both_values() -> None:
    answer = ask("Which variety had lighter tubers in 2024 than in 2023?", TUBERS, route=("text",))
    first = answer.splitlines()[0]
    assert first.startswith("Beauregard:") and "365" in first and "380" in first, answer
    assert "Owairaka" not in answer.split("From the paper")[0], answer
    assert "Computed: 365 < 380" in answer, answer


def test_every_row_that_rose_is_named_and_the_total_row_is_not() -> None:
    answer = ask("Which varieties had heavier tubers in 2024 than in 2023?", TUBERS)
    first = answer.splitlines()[0]
    assert "Owairaka Red" in first and "Toka Toka Gold" in first, answer
    assert "Beauregard" not in first and "Tapeke" not in first, answer


def test_years_printed_in_persian_digits() -> None:
    answer = ask("Which county had a lower stigma yield in 1402 than in 1401?", YIELDS)
    first = answer.splitlines()[0]
    assert first.startswith("قائن") and "تربت" not in first, answer


def test_a_question_about_one_rows_change_is_not_a_list_of_rows() -> None:
    answer = ask("What percentage more did Owairaka Red weigh in 2024 than in 2023?", TUBERS)
    assert "Toka Toka Gold" not in answer.splitlines()[0], answer


def test_the_comparative_nearest_the_years_sets_the_direction() -> None:
    answer = ask("Which of the larger varieties had lighter tubers in 2024 than in 2023?", TUBERS)
    first = answer.splitlines()[0]
    assert first.startswith("Beauregard:") and "Owairaka" not in first, answer


def test_a_verb_of_change_from_one_year_to_the_other_sets_the_direction() -> None:
    answer = ask("Which variety's tubers fell in weight from 2023 to 2024?", TUBERS)
    first = answer.splitlines()[0]
    assert first.startswith("Beauregard:") and "Owairaka" not in first, answer
    answer = ask("In which county did the stigma yield rise between 1401 and 1402?", YIELDS)
    first = answer.splitlines()[0]
    assert "تربت" in first and "گناباد" in first and "قائن" not in first, answer


def test_the_row_asked_after_a_preposition() -> None:
    answer = ask("In which variety were the tubers lighter in 2024 than in 2023?", TUBERS)
    first = answer.splitlines()[0]
    assert first.startswith("Beauregard:") and "Owairaka" not in first, answer


def test_the_row_that_fell_the_most_is_ranked_not_listed() -> None:
    answer = ask("Which variety declined the most in weight between 2023 and 2024?", TUBERS)
    assert "Computed: 365 < 380" not in answer, answer
