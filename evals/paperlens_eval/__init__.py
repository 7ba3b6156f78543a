"""PaperLens' bundled evaluation: question sets written from the papers, offline scoring,
an optional LLM judge, and the harness behind ``paperlens eval``."""

from paperlens_eval.questions import GoldEvidence, Question, QuestionSet, list_sets, load_set

__all__ = ["GoldEvidence", "Question", "QuestionSet", "list_sets", "load_set"]
