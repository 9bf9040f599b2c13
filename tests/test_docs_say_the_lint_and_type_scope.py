"""Lint and typing cover the whole project: ruff reads every folder of code, the notebooks' cells included, and mypy
``--strict`` every package, the benchmarks and the tools; the Makefile runs them so, and contributing.md says what it
runs. The notebooks were once outside ruff (``extend-exclude = ["notebooks"]``, which took ``tests/notebooks`` out too)
and the benchmarks and tools outside mypy."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CODE = ("penchant", "penchant_widgets", "penchant_server", "tests", "benchmarks", "tools", "notebooks")
"""Every folder of the project that holds Python, a notebook's code cells counted."""


def _recipe(makefile: str, name: str) -> list[str]:
    """The command lines of the Makefile's target ``name``, its variables written out (but ``$(RUN)``, the runner)."""
    recipe = re.search(rf"^{name}:.*\n((?:\t.+\n)+)", makefile, re.M)
    assert recipe, name
    lines = [line.strip() for line in recipe.group(1).splitlines()]
    for var, value in re.findall(r"^(\w+) :?= (.+)$", makefile, re.M):
        lines = [line.replace(f"$({var})", value) for line in lines] if var != "RUN" else lines
    return lines


def test_every_folder_of_code_is_linted_and_none_excluded() -> None:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    [command] = _recipe(makefile, "lint")
    lint = command.split()
    assert lint[:3] == ["$(RUN)", "ruff", "check"] and set(lint[3:]) == set(CODE), lint
    found = {p.relative_to(ROOT).parts[0] for p in [*ROOT.glob("*/**/*.py"), *ROOT.glob("*/**/*.ipynb")]
             if not p.relative_to(ROOT).parts[0].startswith(".") and p.relative_to(ROOT).parts[0] != "site"}
    assert found <= set(CODE), f"code outside the lint: {sorted(found - set(CODE))}"
    ruff = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["ruff"]
    assert not ruff.get("exclude") and not ruff.get("extend-exclude"), "a folder taken out of ruff"


def test_every_package_the_benchmarks_and_the_tools_are_type_checked() -> None:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    packages: set[str] = set()
    files: set[str] = set()
    for command in _recipe(makefile, "typecheck"):
        words = command.split()
        assert words[:3] == ["$(RUN)", "mypy", "--strict"], words
        packages |= {words[i + 1] for i, word in enumerate(words) if word == "-p"}
        files |= {word for i, word in enumerate(words[3:], 3) if word != "-p" and words[i - 1] != "-p"}
    assert packages == {"penchant", "penchant_widgets", "penchant_server", "benchmarks"} and files == {"tools"}


def test_contributing_says_what_the_makefile_runs() -> None:
    text = (ROOT / "docs" / "contributing.md").read_text(encoding="utf-8")
    assert f"| `make lint` | `ruff check {' '.join(CODE)}`" in text
    row = next(line for line in text.splitlines() if line.startswith("| `make typecheck` |"))
    checked = ("penchant", "penchant_widgets", "penchant_server", "benchmarks", "tools")
    assert all(f"`{name}`" in row for name in checked), row
