"""Answers from an LLM behind any OpenAI-compatible endpoint, grounded in tagged evidence."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from paperlens.answer import prompts
from paperlens.answer.base import Fact, TaggedEvidence
from paperlens.models import Turn

if TYPE_CHECKING:
    from paperlens.settings import Settings


def format_facts(facts: Sequence[Fact]) -> str:
    """The values PaperLens computed from table cells and chart series, as the model sees them."""
    if not facts:
        return ""
    lines = []
    for f in facts:
        working = f" ({f.computation})" if f.computation else ""
        lines.append(prompts.FACT_ITEM.format(statement=f.statement, working=working, tag=f.tag))
    return prompts.FACTS_BLOCK.format(facts="\n".join(lines))


def format_evidence(evidence: Sequence[TaggedEvidence], facts: Sequence[Fact] = ()) -> str:
    blocks = []
    for item in evidence:
        paper = f" (from: {item.paper_title})" if item.paper_title else ""
        blocks.append(
            prompts.EVIDENCE_ITEM.format(
                tag=item.tag or "[Evidence]", paper=paper, text=item.chunk.text
            )
        )
    computed = format_facts(facts)
    return "\n\n".join([*blocks, computed] if computed else blocks)


def build_messages(
    question: str,
    evidence: Sequence[TaggedEvidence],
    language: str,
    history: Sequence[Turn] = (),
    *,
    system: str = prompts.ANSWER_SYSTEM,
    user: str = prompts.ANSWER_USER,
    facts: Sequence[Fact] = (),
) -> list[dict[str, str]]:
    messages = [{"role": "system", "content": system.format(language=language)}]
    messages += [{"role": t.role, "content": t.content} for t in history]
    messages.append(
        {
            "role": "user",
            "content": user.format(
                evidence=format_evidence(evidence, facts), question=question, language=language
            ),
        }
    )
    return messages


class OpenAIAnswerer:
    def __init__(
        self,
        settings: Settings,
        *,
        system: str = prompts.ANSWER_SYSTEM,
        user: str = prompts.ANSWER_USER,
    ) -> None:
        from openai import OpenAI

        self._client = OpenAI(**settings.openai_client_kwargs())  # type: ignore[arg-type]
        self._llm = settings.llm
        self._system, self._user = system, user
        self.name = f"openai ({settings.llm.chat_model})"

    def _create(
        self,
        question: str,
        evidence: Sequence[TaggedEvidence],
        language: str,
        history: Sequence[Turn],
        stream: bool,
        facts: Sequence[Fact],
    ):  # type: ignore[no-untyped-def]
        messages = build_messages(
            question,
            evidence,
            language,
            history,
            system=self._system,
            user=self._user,
            facts=facts,
        )
        return self._client.chat.completions.create(
            model=self._llm.chat_model,
            messages=messages,  # type: ignore[arg-type]
            temperature=self._llm.temperature,
            seed=self._llm.seed,
            stream=stream,
        )

    def answer(
        self,
        question: str,
        evidence: Sequence[TaggedEvidence],
        language: str,
        history: Sequence[Turn] = (),
        facts: Sequence[Fact] = (),
    ) -> str:
        response = self._create(question, evidence, language, history, False, facts)
        return response.choices[0].message.content or ""

    def stream(
        self,
        question: str,
        evidence: Sequence[TaggedEvidence],
        language: str,
        history: Sequence[Turn] = (),
        facts: Sequence[Fact] = (),
    ) -> Iterator[str]:
        response = self._create(question, evidence, language, history, True, facts)
        for chunk in response:
            if chunk.choices and chunk.choices[0].delta.content:
                yield chunk.choices[0].delta.content
