#!/usr/bin/env bash
# Rebuild every eighth-held-out PDF and its ground truth from source (see README.md for the tools).
set -euo pipefail
cd "$(dirname "$0")"
PY="${PYTHON:-../../.venv/bin/python}"
export HELDOUT_WORK="${HELDOUT_WORK:-/tmp/heldout8-build}"
exec "$PY" build.py "$@"
