#!/usr/bin/env bash
# Rebuild every eleventh-held-out PDF, its ground truth and its question set (see README.md for the tools).
set -euo pipefail
cd "$(dirname "$0")"
PY="${PYTHON:-../../.venv/bin/python}"
export HELDOUT_WORK="${HELDOUT_WORK:-/tmp/heldout11-build}"
exec nice -n 5 "$PY" build.py "$@"
