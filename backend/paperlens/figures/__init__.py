"""Figures: find them on the page, crop them, read their charts, describe them as searchable text."""

from paperlens.figures.pipeline import extract_figures

__all__ = ["extract_figures"]
