"""PaperLens: a paper-reading chatbot that reads figures and tables, not only prose."""

__version__ = "0.1.0"
