"""Shared helpers for the held-out paper builders.

Each paper's ``make.py`` draws its charts from data it defines, compiles its source with the
real tool (pdflatex, xelatex, LibreOffice), and writes ground truth from the same data, so every
probe point is exact by construction. Pages are located in the built PDF by caption text, and
``check_truth`` re-reads the PDF to prove that every caption, cell and legend entry is printed
where the truth says.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pymupdf

SRC = Path(__file__).resolve().parent
HELDOUT = SRC.parent
# Fixed dates so that rebuilding an unchanged source gives the same PDF bytes where the tool allows.
ENV = {**os.environ, "SOURCE_DATE_EPOCH": "1704067200", "FORCE_SOURCE_DATE": "1", "LC_ALL": "C"}


def run(
    cmd: list[str], cwd: Path, stdin: str | None = None, env: dict[str, str] | None = None
) -> None:
    """Run a tool; on failure show its output's tail, which says which line of the source broke."""
    proc = subprocess.run(
        cmd,
        cwd=cwd,
        env={**ENV, **(env or {})},
        input=stdin,
        text=True,
        capture_output=True,
        check=False,
    )
    if proc.returncode != 0:
        raise RuntimeError(
            f"{' '.join(cmd)} failed in {cwd} (rc {proc.returncode}):\n"
            + (proc.stdout[-3000:] + proc.stderr[-3000:])
        )


def uno_script(script: str, work: Path) -> None:
    """Run a LibreOffice UNO script of ``work`` with the system Python (which has ``uno``), with
    ``uno_office`` (in this folder) importable."""
    run(["/usr/bin/python3", script, str(work)], cwd=work, env={"PYTHONPATH": str(SRC)})


def latex(tex: Path, engine: str = "pdflatex", runs: int = 2) -> Path:
    """Compile twice (references, longtable widths) and return the PDF next to the source."""
    for _ in range(runs):
        run([engine, "-interaction=nonstopmode", "-halt-on-error", tex.name], cwd=tex.parent)
    return tex.with_suffix(".pdf")


def workdir(paper: str, src: Path = SRC) -> Path:
    """A scratch build folder per paper under /tmp (sources are copied in; outputs stay out of git).

    ``src`` is the folder holding the paper's sources (another held-out set keeps its own)."""
    work = Path(os.environ.get("HELDOUT_WORK", "/tmp/heldout-build")) / paper
    if work.exists():
        shutil.rmtree(work)
    shutil.copytree(src / paper, work)
    return work


def mpl_save(fig: Any, path: Path, **kw: Any) -> None:
    """Save without a creation date so that the chart PDF is reproducible."""
    meta = {"CreationDate": None} if path.suffix == ".pdf" else {}
    fig.savefig(path, metadata=meta, **kw)


def plotly_save(fig: Any, path: Path) -> None:
    """Write a plotly figure through kaleido, which sometimes loses the race with its own page
    script ('kaleido_scopes is not defined'); a second try succeeds."""
    for attempt in range(3):
        try:
            fig.write_image(path)
            return
        except Exception:
            if attempt == 2:
                raise


_WS = re.compile(r"\s+")


def norm(s: str) -> str:
    s = s.replace("\u2212", "-").replace("ﬁ", "fi").replace("ﬂ", "fl").replace("ﬀ", "ff")
    return _WS.sub(" ", s).strip()


def page_texts(pdf: Path) -> list[str]:
    with pymupdf.open(pdf) as doc:
        return [norm(p.get_text()) for p in doc]


def squash(s: str) -> str:
    """Text without any whitespace: CJK text layers break lines (and so words) anywhere."""
    return re.sub(r"\s+", "", norm(s))


def pages_with(texts: list[str], phrase: str) -> list[int]:
    key = squash(phrase)
    return [i + 1 for i, t in enumerate(texts) if key in squash(t)]


def page_of(texts: list[str], phrase: str) -> int:
    """The one page that prints ``phrase`` (a caption's opening words); anything else is an error."""
    found = pages_with(texts, phrase)
    if len(found) != 1:
        raise ValueError(f"{phrase!r} found on pages {found}, expected exactly one")
    return found[0]


def probes(
    series: str | None, xs: list[Any], ys: list[float], picks: list[int]
) -> list[dict[str, Any]]:
    """Probe points taken from the plotted data by index (never measured off the page)."""
    return [{"series": series, "x": xs[i], "y": ys[i]} for i in picks]


def fill_pages(truth: dict[str, Any], pdf: Path) -> dict[str, Any]:
    """Set ``pages`` and each table's and figure's ``page`` from where its caption is printed."""
    texts = page_texts(pdf)
    truth["pages"] = len(texts)
    for item in truth["tables"] + truth["figures"]:
        find = item.pop("find", None) or item["caption"]
        item["page"] = page_of(texts, find)
    for item in truth["tables"]:
        # A table over several pages names a phrase printed on each (first and last rows).
        spans = item.pop("pages_find", None)
        item["pages"] = sorted({page_of(texts, p) for p in spans}) if spans else [item["page"]]
    # Key order as in the corpus files.
    order = ["label", "title", "page", "pages", "kind", "caption", "rotated", "cells", "charts"]
    for group in ("tables", "figures"):
        truth[group] = [
            {k: v for k, v in sorted(it.items(), key=lambda kv: _rank(order, kv[0]))}
            for it in truth[group]
        ]
    return truth


def _rank(order: list[str], key: str) -> int:
    return order.index(key) if key in order else len(order)


def check_truth(truth: dict[str, Any], pdf: Path) -> list[str]:
    """Problems with the truth against the PDF's text layer; an empty list means it holds."""
    texts = page_texts(pdf)
    problems: list[str] = []
    for t in truth["tables"]:
        if len(t.get("cells", [])) < 3:
            problems.append(f"{t['label']}: fewer than 3 probe cells")
        where = " ".join(texts[p - 1] for p in t["pages"])
        for c in t["cells"]:
            for key in ("value", "row", "col", "col_group", "row_group"):
                if key == "col" and c.get("col_lines"):
                    continue
                if c.get(key) and squash(c[key]) not in squash(where):
                    problems.append(f"{t['label']}: {key} {c[key]!r} not printed on {t['pages']}")
            # A header cell set on two tabular rows ("Salt substitute" over "(n = 2083)") is not
            # contiguous in the text layer: each printed line must be there and join to ``col``.
            lines = c.get("col_lines")
            if lines and " ".join(lines) != c.get("col"):
                problems.append(f"{t['label']}: col_lines {lines} do not join to {c.get('col')!r}")
            for line in lines or []:
                if squash(line) not in squash(where):
                    problems.append(f"{t['label']}: header line {line!r} not printed")
    for f in truth["figures"]:
        page = texts[f["page"] - 1]
        for ch in f.get("charts", []):
            if len(ch["points"]) < 3:
                problems.append(f"{f['label']} {ch.get('panel')}: fewer than 3 probe points")
            if f.get("text_layer", True):
                for s in ch["series"]:
                    if squash(s) not in squash(page):
                        problems.append(f"{f['label']}: series {s!r} not printed on p.{f['page']}")
            for p in ch["points"]:
                if p["series"] not in ch["series"] and not (
                    p["series"] is None and not ch["series"]
                ):
                    problems.append(f"{f['label']}: probe series {p['series']!r} not in legend")
    return problems


def write_json(path: Path, data: Any) -> None:
    path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


_RANGE = re.compile(r"^~\s*(-?\d+(?:\.\d+)?)\s*\.\.\s*(-?\d+(?:\.\d+)?)$")


def check_set(qa: dict[str, Any], truth: dict[str, Any], pdf: Path) -> list[str]:
    """Problems with a QA set: gold labels and pages must match the truth, a text answer must be
    printed on its gold page, and the set must hold the mix of questions the team asked for."""
    texts = page_texts(pdf)
    where = {
        it["label"]: it.get("pages", [it["page"]]) for it in truth["tables"] + truth["figures"]
    }
    problems = []
    if qa["file"] != truth["file"]:
        problems.append(f"file {qa['file']!r} is not {truth['file']!r}")
    for q in qa["questions"]:
        unans = q["category"] == "unanswerable"
        if unans and (q.get("gold") or q.get("key_phrases")):
            problems.append(f"{q['id']}: unanswerable items carry no gold or key phrases")
        for g in q.get("gold", []):
            if g.get("label"):
                if g["page"] not in where.get(g["label"], []):
                    problems.append(
                        f"{q['id']}: {g['label']} is on {where.get(g['label'])}, not {g['page']}"
                    )
            elif q["category"] in ("text", "multilingual"):
                page = squash(texts[g["page"] - 1]).lower()
                for variants in q["key_phrases"]:
                    if not any(squash(v).lower() in page for v in variants if not _RANGE.match(v)):
                        problems.append(f"{q['id']}: none of {variants} printed on p.{g['page']}")
        for d in q.get("distractors", []):
            if any(d in v for vs in q.get("key_phrases", []) for v in vs):
                problems.append(f"{q['id']}: distractor {d!r} is inside a key phrase")
    cats = [q["category"] for q in qa["questions"]]
    if cats.count("unanswerable") < 2 or len(cats) < 6:
        problems.append("needs >= 6 questions with >= 2 unanswerable")
    return problems
