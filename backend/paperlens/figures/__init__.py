"""Figures: find them on the page, crop them, read their charts, describe them as searchable text."""

from paperlens.figures.pipeline import describe_regions, extract_figures

__all__ = ["describe_regions", "extract_figures"]
