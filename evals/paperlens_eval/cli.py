"""`paperlens eval`: run a bundled question set and write report.json, report.md and charts.

Mounted by ``paperlens.cli`` as a subcommand (``add_arguments`` + ``run``); also runs on its
own as ``python -m paperlens_eval.cli``.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from paperlens.settings import Settings
    from paperlens_eval.judge import Judge
    from paperlens_eval.report import Report

_NO_TELEMETRY = {
    "ORT_DISABLE_TELEMETRY": "1",
    "ANONYMIZED_TELEMETRY": "False",
    "HF_HUB_OFFLINE": "1",
}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from paperlens_eval.questions import list_sets

    parser.add_argument(
        "--set",
        dest="set_name",
        metavar="NAME|PATH",
        default="attention-18",
        help=f"bundled set ({', '.join(list_sets())}), 'corpus' for every corpus-* set, or a path "
        "to a set JSON (default: attention-18)",
    )
    parser.add_argument(
        "--pdf",
        type=Path,
        metavar="PATH",
        default=None,
        help="the paper's PDF; default: ../shared/papers/<file>, else download from arXiv",
    )
    parser.add_argument(
        "--out",
        type=Path,
        default=None,
        metavar="DIR",
        help="output folder (default: eval-out/<set>)",
    )
    parser.add_argument(
        "--ablations",
        action="store_true",
        help="also run text-only, +tables, +figures, +routing, +tags and report them in one table",
    )
    parser.add_argument(
        "--judge-repeats",
        type=int,
        default=1,
        metavar="N",
        help="judge every answer N times and report agreement between runs (needs an LLM provider)",
    )
    parser.add_argument(
        "--no-judge",
        action="store_true",
        help="skip the LLM judge even when a provider is configured",
    )
    parser.add_argument(
        "--ids", default=None, metavar="ID,ID", help="comma-separated question ids: run only these"
    )


def run(args: argparse.Namespace) -> int:
    from pydantic import ValidationError

    from paperlens.settings import Settings
    from paperlens_eval.harness import EvalError
    from paperlens_eval.judge import Judge
    from paperlens_eval.questions import expand_sets
    from paperlens_eval.report import combined_markdown

    if args.judge_repeats < 1:
        print("paperlens eval: --judge-repeats must be at least 1", file=sys.stderr)
        return 2
    try:
        settings = Settings()
        names = expand_sets(args.set_name)
    except (ValidationError, ValueError) as exc:
        print(f"paperlens eval: {exc}", file=sys.stderr)
        return 2
    if len(names) > 1 and (args.pdf or args.ids):
        print("paperlens eval: --pdf and --ids need a single set", file=sys.stderr)
        return 2

    judge = None
    if settings.active_provider == "openai" and not args.no_judge:
        judge = Judge(settings)
    elif args.judge_repeats > 1 and not args.no_judge:
        print(
            "paperlens eval: no LLM provider configured (set OPENAI_API_KEY or OPENAI_BASE_URL with "
            "PAPERLENS_PROVIDER=openai); scoring without the judge.",
            file=sys.stderr,
        )

    started = time.perf_counter()
    reports = []
    base = args.out or Path("eval-out") / (args.set_name if len(names) > 1 else names[0])
    for name in names:
        out_dir = base / name if len(names) > 1 else base
        try:
            report = _run_one(name, args, settings, judge, out_dir)
        except (ValidationError, ValueError, EvalError) as exc:
            print(f"paperlens eval: {exc}", file=sys.stderr)
            return 2
        reports.append(report)
    if len(reports) > 1:
        base.mkdir(parents=True, exist_ok=True)
        combined = combined_markdown(reports)
        (base / "report.md").write_text(combined, encoding="utf-8")
        print()
        print(combined)
        print(f"wrote {base / 'report.md'}")
    print(f"\ndone in {time.perf_counter() - started:.0f} s")
    return 0


def _run_one(
    name: str,
    args: argparse.Namespace,
    settings: Settings,
    judge: Judge | None,
    out_dir: Path,
) -> Report:
    from paperlens_eval.harness import load_paper, run_eval
    from paperlens_eval.questions import load_set
    from paperlens_eval.report import abstention_line, category_table, write_report

    qset = load_set(name)
    if args.ids:
        qset = qset.subset([i.strip() for i in args.ids.split(",") if i.strip()])
    pdf_bytes, source = load_paper(qset, args.pdf, timeout_s=settings.ingest.arxiv_timeout_s)
    print(
        f"paperlens eval: {qset.name}, {len(qset.questions)} questions, paper from {source}",
        flush=True,
    )
    report = run_eval(
        qset,
        pdf_bytes,
        settings,
        filename=qset.file,
        ablations=args.ablations,
        judge=judge,
        judge_repeats=args.judge_repeats,
        log=lambda m: print(f"  {m}", flush=True),
    )
    paths = write_report(report, out_dir)
    print()
    print(
        category_table(report.by_category, report.overall, report.top_k, report.judge is not None)
    )
    print(abstention_line(report.overall, report.questions))
    if report.ablations:
        from paperlens_eval.report import ablation_table

        print()
        print(ablation_table(report.ablations, report.top_k))
    print(f"\nwrote {', '.join(str(p) for p in paths)}")
    return report


def main(argv: list[str] | None = None) -> int:
    for key, value in _NO_TELEMETRY.items():
        os.environ.setdefault(key, value)
    parser = argparse.ArgumentParser(prog="paperlens eval", description=__doc__.splitlines()[0])
    add_arguments(parser)
    return run(parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
