# Everything bootstraps from the lock file (uv.lock) with uv; only Python 3.11+ and make are assumed.
PYTHON ?= python3
BOOT := .bootstrap
UV := $(shell command -v uv 2>/dev/null || echo $(BOOT)/bin/uv)
VENV := .venv
APP_VENV := .venv-app
RUN := $(UV) run --locked --no-sync
PORT ?= 8866
PRACTICE_PORT ?= 8867
SITE_VENV := .venv-site
SITE_PORT ?= 8868
TUTORIAL_PORT ?= 8869
# The tutorial's progress (its puzzle attempts): TUTORIAL_DB=path, else $$PENCHANT_PRACTICE_DB, else the user's data folder.
# Given, the score marker served beside the chapters keeps its games in marker.sqlite3 beside it.
TUTORIAL_DB ?=

.PHONY: help env app-env bytecode app-bytecode test lint typecheck pytest notebooks-test bench bench-quick marker practice tutorial lab lock clean site site-env site-serve

help:
	@echo "Needs only Python 3.11+ and make (make site: Node and npm too); each bootstraps from uv.lock. Manuals: README.md, docs/."
	@echo "make tutorial  learn: serve the tutorial chapters (Voila) on http://127.0.0.1:$(TUTORIAL_PORT) (TUTORIAL_DB=path: where progress is kept; installs only the app extra, in .venv-app)"
	@echo "make marker    keep score: serve the score marker (Voila) on http://127.0.0.1:$(PORT) (installs only the app extra, in .venv-app)"
	@echo "make test      develop: lint (ruff), type-check (mypy --strict), pytest and nbval over the notebooks"
	@echo "make practice  serve the puzzle trainer (Voila) on http://127.0.0.1:$(PRACTICE_PORT) (.venv-app)"
	@echo "make lab       open the chapters in JupyterLab (.venv)"
	@echo "make env       the development environment .venv (make lint, make typecheck, make pytest: parts of make test)"
	@echo "make app-env   the apps' environment .venv-app: the app extra alone (make tutorial, practice, marker)"
	@echo "make bench     run the benchmarks (figures, same-run baselines, ratios, goals: benchmarks/results.json)"
	@echo "make bench-quick  every benchmark, small (each must run and report; figures not judged)"
	@echo "make site      build the static site (tutorial + practice + marker, Python in the browser) into site/"
	@echo "make site-serve  serve site/ on http://127.0.0.1:$(SITE_PORT)"

$(BOOT)/bin/uv:
	$(PYTHON) -m venv $(BOOT)
	$(BOOT)/bin/python -m pip install --quiet --disable-pip-version-check uv

# --compile-bytecode: the packages' bytecode is written once, at install. Where PYTHONDONTWRITEBYTECODE is set (as
# on our machines and CI's) nothing else ever writes it, and every process (each Voila kernel, each test worker)
# compiled Jupyter, ipywidgets and the rest from source again: importing the kernel's stack took 35 s against 11 s
# with bytecode on a loaded two-core machine.
$(VENV)/.synced: uv.lock pyproject.toml | $(UV)
	$(UV) sync --locked --all-extras --compile-bytecode
	@touch $@

env: $(VENV)/.synced

# The apps (the tutorial, the trainer, the marker): only what serving them needs (the app extra), no development
# tools. Every import of the engine, the widgets and the notebooks comes with the extra
# (tests/architecture/design/test_apps_import_only_the_app_extra.py).
$(APP_VENV)/.synced: uv.lock pyproject.toml | $(UV)
	UV_PROJECT_ENVIRONMENT=$(APP_VENV) $(UV) sync --locked --no-dev --extra app --compile-bytecode
	@touch $@

app-env: $(APP_VENV)/.synced

# The project's own packages are installed editable, so --compile-bytecode writes no bytecode for them, and where
# PYTHONDONTWRITEBYTECODE is set every process (each test worker, server and Voila kernel) compiled them from source
# again: 0.3 s of CPU a process, hundreds of processes in a test run. Written here before they are served or tested;
# cheap when up to date (compileall compares each file's time stamp and size).
OWN := penchant penchant_widgets penchant_server
bytecode: env
	$(RUN) python -m compileall -q -j 0 $(OWN)

app-bytecode: app-env
	$(APP_VENV)/bin/python -m compileall -q -j 0 $(OWN)

# The notebooks' code cells too (ruff reads .ipynb natively): the chapters' code is the project's.
LINTED := penchant penchant_widgets penchant_server tests benchmarks tools notebooks

lint: env
	$(RUN) ruff check $(LINTED)

# The three packages and the benchmarks are checked strictly; each folder is its import name, so mypy finds them from
# the project's root. tools/ is no package: its scripts are checked as files (tools/site/sitebuild as its own package),
# in a run of their own (mypy takes packages or files, not both).
typecheck: env
	$(RUN) mypy --strict -p penchant -p penchant_widgets -p penchant_server -p benchmarks
	$(RUN) mypy --strict tools

# Two worker processes, one test file each at a time (a file's server fixtures start once): the browser
# tests spend much of their time waiting on kernels and pages, so two overlap well on two cores. A third was
# tried: the run was no faster (1065 s against 1016) and a marker page missed its 120 s readiness wait.
PYTEST_WORKERS ?= 2
# The slowest files are named at the end of every run (CI's log included): the suite takes about 20 minutes on two
# cores, nearly all of CI's run, which must stay under 20 (README.md, docs/contributing.md).
# A last line says how long the architecture scans' two tiers took (tests/architecture/design and .../style: tests/conftest.py).
PYTEST_ARGS ?= --durations=40

pytest: env bytecode
	$(RUN) pytest -q -p no:cacheprovider -n $(PYTEST_WORKERS) --dist loadfile --no-loadscope-reorder $(PYTEST_ARGS) tests

# nbval: every notebook runs top to bottom in a fresh kernel and its stored outputs are compared. A notebook's cells
# stay on one worker (--dist loadfile: one kernel a notebook, its cells in order); two workers run two notebooks at
# once: one kernel at a time left a core idle (159 s against 114 s on a loaded two-core machine).
notebooks-test: env bytecode
	PENCHANT_DB=$$(mktemp -d)/nbval.sqlite3 PENCHANT_PRACTICE_DB=$$(mktemp -d)/practice.sqlite3 $(RUN) pytest -q -p no:cacheprovider -n $(PYTEST_WORKERS) --dist loadfile --nbval --nbval-current-env notebooks/*.ipynb

test: lint typecheck pytest notebooks-test

# bench_site times the static site: make sure it is built from these sources first. Exits 1 if any
# benchmark raises or reports nothing; the quick run writes benchmarks/results-quick.json instead.
bench: env bytecode site
	$(RUN) python -m benchmarks

bench-quick: env bytecode site
	$(RUN) python -m benchmarks --quick --jobs 2

marker: app-env app-bytecode
	$(APP_VENV)/bin/penchant marker --port $(PORT) $(MARKER_ARGS)

practice: app-env app-bytecode
	$(APP_VENV)/bin/penchant practice --port $(PRACTICE_PORT) $(PRACTICE_ARGS)

# penchant tutorial: Voila in-process with the `penchant` template (the landing page lists the chapters in order, no
# page asks a CDN), kernels warmed ahead for the chapters a reader opens next (TUTORIAL_ARGS="--warm 0": none).
tutorial: app-env app-bytecode
	$(APP_VENV)/bin/penchant tutorial --port $(TUTORIAL_PORT) --no-browser$(if $(TUTORIAL_DB), --db $(abspath $(TUTORIAL_DB))) $(TUTORIAL_ARGS)

lab: env
	$(RUN) jupyter lab notebooks

# The static site. Its build tools (Voici, JupyterLite, the Pyodide kernel: the `site` dependency group)
# live in their own environment, so `make marker` and `make test` never install them. Needs npm and Node
# (the Pyodide runtime is an npm package, and Pyodide compiles the wheels to bytecode).
$(SITE_VENV)/.synced: uv.lock pyproject.toml | $(UV)
	UV_PROJECT_ENVIRONMENT=$(SITE_VENV) $(UV) sync --locked --only-group site
	@touch $@

site-env: $(SITE_VENV)/.synced

site: site-env
	UV=$(UV) $(SITE_VENV)/bin/python tools/site/build.py

site-serve:
	@test -f site/index.html || { echo "site/ is not built: run make site"; exit 2; }
	$(PYTHON) tools/site/serve.py --port $(SITE_PORT) site

lock: | $(UV)
	$(UV) lock

clean:
	rm -rf $(BOOT) $(VENV) $(APP_VENV) $(SITE_VENV) .mypy_cache .pytest_cache .ruff_cache site .cache/site
