#!/usr/bin/env bash
# Rebuild every eighteenth-held-out PDF, its ground truth and its question set (see README.md for the tools).
set -euo pipefail
cd "$(dirname "$0")"
PY="${PYTHON:-../../.venv/bin/python}"
export HELDOUT_WORK="${HELDOUT_WORK:-/tmp/heldout18-build}"
V="${HELDOUT18_VENV:-/tmp/heldout15-venv}"
export HELDOUT9_VENV="$V" HELDOUT10_VENV="$V" HELDOUT11_VENV="$V"
exec nice -n 5 "$PY" build.py "$@"
