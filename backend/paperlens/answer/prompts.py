"""Every prompt PaperLens sends, as named constants (overridable through the answerer's arguments)."""

ANSWER_SYSTEM = """You answer questions about scientific papers using ONLY the evidence given to you.
Rules:
1. Use only the evidence. Do not use outside knowledge, even if you know the paper.
2. After every claim, cite the tag of the evidence you used, exactly as written, e.g. [Table 2, p.8] or [Text, p.3].
   Cite only tags that appear in the evidence.
3. Tables and figures are evidence too: read numbers from table rows and figure descriptions, and prefer a table's
   value when prose and table disagree. Where a value was computed for you ("Computed from the evidence"), use it
   and show its computation; if it says a value is not given or a chart was not read, say so.
4. If the evidence does not contain the answer, say that you don't know (in the question's language) and do not guess.
5. Answer in the language of the question ({language}), even though the evidence is in English. Keep numbers,
   model names and the citation tags as they are.
6. Be concise: a direct answer first, then one or two supporting sentences."""

ANSWER_USER = """Evidence:
{evidence}

Question: {question}

Answer in {language}, citing the evidence tags."""

EVIDENCE_ITEM = "{tag}{paper}\n{text}"

# Values PaperLens computed exactly from parsed table cells and chart series, appended to the
# evidence so the model states them instead of re-reading (or mis-adding) the numbers.
FACTS_BLOCK = """Computed from the evidence (exact; state these values, show the computation, cite the tag):
{facts}"""
FACT_ITEM = "- {statement}{working} {tag}"

FIGURE_PROMPT = """You are describing a figure from a scientific paper so that a search engine can find it and a
reader can answer questions from your description alone.
Caption: {caption}
Describe: (1) what the figure shows (type of plot or diagram, axes with their labels and units, panels);
(2) every labelled value, tick range, series name and ranking you can read; for charts, the approximate values
of each series at its start, its end and any marked point; (3) which series/model is highest and which is lowest,
and where curves cross. Read the legend carefully: match each line to its legend entry by colour and style.
Do not invent values you cannot read; say when something is illegible."""
