# Everything bootstraps from the lock file (uv.lock) with uv; only Python 3.11+ and make are assumed.
PYTHON ?= python3
BOOT := .bootstrap
UV := $(shell command -v uv 2>/dev/null || echo $(BOOT)/bin/uv)
VENV := .venv
MARKER_VENV := .venv-marker
RUN := $(UV) run --locked --no-sync
PORT ?= 8866
PRACTICE_PORT ?= 8867

.PHONY: help env test lint typecheck pytest notebooks-test bench marker practice tutorial lab lock clean

help:
	@echo "make marker    serve the score marker (Voila) on http://127.0.0.1:$(PORT) (installs only the app extra)"
	@echo "make practice  serve the puzzle trainer (Voila) on http://127.0.0.1:$(PRACTICE_PORT)"
	@echo "make tutorial  serve the tutorial chapters (Voila)"
	@echo "make lab       open the chapters in JupyterLab"
	@echo "make test      lint, type-check and run the whole test suite"
	@echo "make bench     run the benchmarks"

$(BOOT)/bin/uv:
	$(PYTHON) -m venv $(BOOT)
	$(BOOT)/bin/python -m pip install --quiet --disable-pip-version-check uv

$(VENV)/.synced: uv.lock pyproject.toml | $(UV)
	$(UV) sync --locked --all-extras
	@touch $@

env: $(VENV)/.synced

# The marker alone: only what serving needs (the app extra), no development tools.
$(MARKER_VENV)/.synced: uv.lock pyproject.toml | $(UV)
	UV_PROJECT_ENVIRONMENT=$(MARKER_VENV) $(UV) sync --locked --no-dev --extra app
	@touch $@

lint: env
	$(RUN) ruff check penchant widgets tests benchmarks

# mypy cannot map the widgets/ folder to its import name penchant_widgets by itself: a git-ignored
# .typecheck/penchant_widgets symlink gives it the name, and both packages are checked strictly.
typecheck: env
	@mkdir -p .typecheck && ln -sfn ../widgets .typecheck/penchant_widgets
	MYPYPATH=.typecheck $(RUN) mypy --strict -p penchant -p penchant_widgets

pytest: env
	$(RUN) pytest -q -p no:cacheprovider $(PYTEST_ARGS) tests

# nbval: every notebook runs top to bottom in a fresh kernel and its stored outputs are compared.
notebooks-test: env
	PENCHANT_DB=$$(mktemp -d)/nbval.sqlite3 PENCHANT_PRACTICE_DB=$$(mktemp -d)/practice.sqlite3 $(RUN) pytest -q -p no:cacheprovider --nbval --nbval-current-env notebooks/*.ipynb

test: lint typecheck pytest notebooks-test

bench: env
	$(RUN) python -m benchmarks

marker: $(MARKER_VENV)/.synced
	$(MARKER_VENV)/bin/penchant marker --port $(PORT) $(MARKER_ARGS)

practice: env
	$(RUN) penchant practice --port $(PRACTICE_PORT) $(PRACTICE_ARGS)

tutorial: env
	$(RUN) voila notebooks --port=$(PORT) --no-browser --Voila.port_retries=0 --MappingKernelManager.cull_idle_timeout=600 --MappingKernelManager.cull_interval=60

lab: env
	$(RUN) jupyter lab notebooks

lock: | $(UV)
	$(UV) lock

clean:
	rm -rf $(BOOT) $(VENV) $(MARKER_VENV) .mypy_cache .pytest_cache .ruff_cache .typecheck
