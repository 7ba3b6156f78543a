"""A chat as Markdown: every question and answer, each answer's sources (paper, type, page)."""

from __future__ import annotations

import time
from typing import Any


def source_line(citation: dict[str, Any]) -> str:
    """``[Table 2, p.8] Table 2 (table), page 8 of "Attention Is All You Need"``."""
    kind = str(citation.get("type", "text"))
    name = citation.get("label") or kind.capitalize()
    paper = citation.get("paper_title") or citation.get("paper_id", "unknown paper")
    return f'[{name}, p.{citation["page"]}] {name} ({kind}), page {citation["page"]} of "{paper}"'


def chat_markdown(
    messages: list[dict[str, Any]], papers: dict[str, str], now: float | None = None
) -> str:
    """The conversation as a Markdown document; ``papers`` maps paper ids to titles."""
    stamp = time.strftime("%Y-%m-%d %H:%M", time.localtime(now))
    lines = [f"# PaperLens chat, {stamp}", ""]
    if papers:
        lines += ["Papers: " + "; ".join(f'"{t}"' for t in papers.values()), ""]
    for message in messages:
        if message["role"] == "user":
            lines += [f"## Q: {message['content']}", ""]
            continue
        if message.get("error"):
            lines += [f"_{message['error']}_", ""]
        if message.get("content"):
            lines += [message["content"], ""]
        if message.get("stopped"):
            lines += ["_(this answer was stopped before it finished)_", ""]
        cited = list({c["chunk_id"]: c for c in message.get("citations", [])}.values())
        if cited:
            lines.append("Sources:")
            for c in cited:
                title = c.get("paper_title") or papers.get(c.get("paper_id", ""))
                lines.append(f"- {source_line({**c, 'paper_title': title})}")
            lines.append("")
    return "\n".join(lines).rstrip() + "\n"


def export_filename(now: float | None = None) -> str:
    return time.strftime("paperlens-chat-%Y%m%d-%H%M.md", time.localtime(now))
