#!/usr/bin/env bash
# Rebuild every held-out PDF and its ground truth from source (see README.md for the tools).
set -euo pipefail
cd "$(dirname "$0")"
PY="${PYTHON:-../../.venv/bin/python}"
exec "$PY" build.py "$@"
