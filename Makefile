# One entry point for developers and CI. Every target installs what it needs first.
PY ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: install run test test-embedded test-server lint eval bench bench-server clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PY) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

install: $(STAMP)

## Start the API (:8000) and the UI (:8501) on the embedded default: no key, no network.
## Other ports: make run API_PORT=9000 UI_PORT=9501
API_PORT ?= 8000
UI_PORT ?= 8501
run: $(STAMP)
	$(BIN)/paperlens up --port $(API_PORT) --ui-port $(UI_PORT)

## The whole suite: embedded default first, then the store/registry/API tests and the two-replica
## stack test against real Chroma, Redis and Postgres servers (redis-server and postgresql from Debian).
test: lint test-embedded test-server

lint: $(STAMP)
	$(BIN)/ruff check backend frontend evals tests bench
	$(BIN)/ruff format --check backend frontend evals tests bench
	$(BIN)/mypy

test-embedded: $(STAMP)
	$(BIN)/python -m pytest -q

test-server: $(STAMP)
	@rm -rf .services-test
	@$(BIN)/python .ci/services.py up .services-test > .services.env || { $(BIN)/python .ci/services.py down .services-test; exit 1; }
	. ./.services.env && $(BIN)/python -m pytest -q -m "not browser" tests/api tests/core tests/store tests/retrieval tests/stack; \
		status=$$?; $(BIN)/python .ci/services.py down .services-test; rm -f .services.env; exit $$status

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
	$(BIN)/python bench/store_writes.py

## The server-mode row of bench/query.py: 1,000 papers in a real Chroma server and Postgres.
bench-server: $(STAMP)
	@rm -rf .services-bench
	@$(BIN)/python .ci/services.py up .services-bench > .services-bench.env || { $(BIN)/python .ci/services.py down .services-bench; exit 1; }
	. ./.services-bench.env && PAPERLENS_CHROMA_URL=$$PAPERLENS_TEST_CHROMA_URL PAPERLENS_DATABASE_URL=$$PAPERLENS_TEST_DATABASE_URL \
		$(BIN)/python bench/query.py --server 1000; \
		status=$$?; $(BIN)/python .ci/services.py down .services-bench; rm -f .services-bench.env; exit $$status

clean:
	rm -rf $(VENV) .services-test .services.env eval-out test-artifacts
