"""The apps run from the app environment alone (``.venv-app``: ``uv sync --no-dev --extra app``, what ``make
tutorial``, ``make practice`` and ``make marker`` install), without the developer toolchain. Every package that
the engine, the widgets, the server or a notebook's code cells import, from outside the standard library and the
project, must therefore come with the ``app`` extra: be one of its distributions or one they depend on, as
``uv.lock`` resolves them. A notebook that imports matplotlib, say, would fail here rather than on a learner's page."""

from __future__ import annotations

import ast
import re
import sys
import tomllib
from importlib.metadata import packages_distributions

from source_scan import ROOT, notebook_source, parsed

FIRST_PARTY = {"penchant", "penchant_widgets", "penchant_server", "__future__"}
BROWSER_ONLY: dict[str, set[str]] = {
    "penchant_widgets/marker/one_writer.py": {"js", "pyodide"},
}
"""Modules that import Pyodide's own modules (the browser's Python on the static site, which has them; no
distribution installs them), each inside a call made only there: the site's one-writer lock."""
DOES_WITHOUT: dict[str, set[str]] = {
    "penchant/cli/progress.py": {"tqdm"},
}
"""Modules that import another extra's package (not the app's) inside a call that does without it: the command
line's progress bar (the ``progress`` extra), whose absence leaves the one summary line
(``tests/cli/test_progress.py``)."""


def _normal(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def app_closure() -> set[str]:
    """The distributions the ``app`` extra brings, by uv.lock: the project's own dependencies and the extra's,
    and everything they depend on (with the extras they ask for), whatever the platform."""
    lock = tomllib.loads((ROOT / "uv.lock").read_text(encoding="utf-8"))
    packages = {_normal(p["name"]): p for p in lock["package"]}
    project = packages["penchant"]
    todo = [*project.get("dependencies", []), *project["optional-dependencies"]["app"]]
    seen: set[str] = set()
    while todo:
        dep = todo.pop()
        name = _normal(dep["name"])
        extras = dep.get("extra", [])
        key = f"{name}[{','.join(sorted(extras))}]"
        if key in seen:
            continue
        seen |= {key, name}
        package = packages[name]
        todo += package.get("dependencies", [])
        for extra in extras:
            todo += package.get("optional-dependencies", {}).get(extra, [])
    return {s for s in seen if "[" not in s}


def imported_tops(tree: ast.Module) -> set[str]:
    """The top-level name of every absolute import in a tree (inside functions and ``TYPE_CHECKING`` too)."""
    tops: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            tops |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            tops.add(node.module.split(".")[0])
    return tops - FIRST_PARTY - set(sys.stdlib_module_names)


def app_sources() -> list[tuple[str, str]]:
    """What the apps run: the engine, the widgets, the server and every notebook's code cells."""
    found = [(p.relative_to(ROOT).as_posix(), p.read_text(encoding="utf-8"))
             for top in ("penchant", "penchant_widgets", "penchant_server") for p in sorted((ROOT / top).rglob("*.py"))]
    found += [(p.relative_to(ROOT).as_posix(), notebook_source(p))
              for p in sorted((ROOT / "notebooks").glob("*.ipynb"))]
    return found


def test_the_app_extras_closure_leaves_the_developer_tools_out() -> None:
    closure = app_closure()
    assert {"voila", "ipywidgets", "anywidget", "ipykernel", "platformdirs", "segno"} <= closure
    assert {"traitlets", "tornado", "jupyter-server", "ipython"} <= closure  # brought by the extra's own
    assert not {"pytest", "mypy", "ruff", "nbval", "jupyterlab", "matplotlib", "playwright"} & closure


def test_the_engine_widgets_and_notebooks_import_only_what_the_app_extra_brings() -> None:
    closure = app_closure()
    distributions = packages_distributions()
    wrong: list[str] = []
    for where, text in app_sources():
        left_out = BROWSER_ONLY.get(where, set()) | DOES_WITHOUT.get(where, set())
        for top in sorted(imported_tops(parsed(text)) - left_out):
            names = {_normal(d) for d in distributions.get(top, [])}
            if not names:
                wrong.append(f"{where} imports {top}, which no installed distribution provides")
            elif not names & closure:
                wrong.append(f"{where} imports {top} (from {sorted(names)}), which the app extra does not bring: "
                             "add it to [project.optional-dependencies] app in pyproject.toml, or do without it")
    assert wrong == []


def test_a_notebook_importing_a_development_tool_is_caught() -> None:
    """The scan sees a notebook's import as the test above reads it: matplotlib is the dev group's alone."""
    tree = parsed("import json\nimport matplotlib.pyplot as plt\nfrom penchant import rules\n")
    assert imported_tops(tree) == {"matplotlib"}
    assert {_normal(d) for d in packages_distributions()["matplotlib"]}.isdisjoint(app_closure())
