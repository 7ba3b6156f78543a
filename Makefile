# One entry point for developers and CI. Every target installs what it needs first.
PY ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
ifndef CHROMA_PORT
CHROMA_PORT := $(shell $(PY) -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
endif

.PHONY: install run test test-embedded test-server lint eval bench clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PY) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

install: $(STAMP)

## Start the API (:8000) and the UI (:8501) on the embedded default: no key, no network.
run: $(STAMP)
	$(BIN)/paperlens up

## The whole suite: embedded Chroma first, then the store/API tests against a real Chroma server.
test: lint test-embedded test-server

lint: $(STAMP)
	$(BIN)/ruff check backend frontend evals tests bench
	$(BIN)/ruff format --check backend frontend evals tests bench
	$(BIN)/mypy

test-embedded: $(STAMP)
	$(BIN)/python -m pytest -q

test-server: $(STAMP)
	@rm -rf .chroma-test && mkdir -p .chroma-test
	@$(BIN)/chroma run --path .chroma-test --host 127.0.0.1 --port $(CHROMA_PORT) > .chroma-test/server.log 2>&1 & echo $$! > .chroma-test/pid
	@$(BIN)/python .ci/wait_for_http.py http://127.0.0.1:$(CHROMA_PORT)/api/v2/heartbeat 60
	PAPERLENS_TEST_CHROMA_URL=http://127.0.0.1:$(CHROMA_PORT) $(BIN)/python -m pytest -q -m "not browser" tests/api tests/core tests/store tests/retrieval; \
		status=$$?; kill $$(cat .chroma-test/pid); rm -rf .chroma-test; exit $$status

## Both bundled evaluation sets on the embedded default (reports in eval-out/).
eval: $(STAMP)
	$(BIN)/paperlens eval --set attention-18 --out eval-out/attention-18
	$(BIN)/paperlens eval --set resnet-charts --out eval-out/resnet-charts

bench: $(STAMP)
	$(BIN)/python bench/ingest.py
	$(BIN)/python bench/query.py
	$(BIN)/python bench/captions.py
	$(BIN)/python bench/tables.py
	$(BIN)/python bench/corpus.py

clean:
	rm -rf $(VENV) .chroma-test eval-out test-artifacts
