"""No module imports another module's private name (``from m import _name``), within a package or across packages.

``test_private_names.py`` refuses a private name used across packages; within one, the rules' barring modules took
``_best_set`` and ``_ALL_RANKS`` of :mod:`penchant.rules.barring`, the trump puzzles ``_why_not_suit`` and
``_queen_suit`` of each other, the constructed end-games eleven helpers of :mod:`penchant.puzzlemakers.constructed`:
a name another module needs is part of its home's face, so it is public there, named in the game's words. Checked
with ast over the packages, the benchmarks and the tools, for the project's own modules (the standard library's
private names are outside this scan)."""

from __future__ import annotations

import ast

from source_scan import PACKAGES, ROOT, parsed, python_files

OWN_TOPS = (*PACKAGES, "benchmarks", "tools")


def private_imports(source: str, where: str) -> list[str]:
    """Each ``from m import _x`` of a project module ``m`` in ``source`` (dunders are protocols, not private)."""
    found = []
    for node in ast.walk(parsed(source)):
        if isinstance(node, ast.ImportFrom) and (node.level or (node.module or "").split(".")[0] in OWN_TOPS):
            found += [f"{where}:{node.lineno} imports {a.name} from {node.module}" for a in node.names
                      if a.name.startswith("_") and not a.name.endswith("__")]
    return found


def test_the_scan_sees_a_private_import() -> None:
    source = ("from penchant.rules.barring import _ALL_RANKS, big_enough_to_bar\n"
              "from importlib._bootstrap_external import _code_to_hash_pyc\n"
              "from penchant import __version__\n"
              "from .trump_story import _queen_suit\n")
    assert private_imports(source, "x.py") == ["x.py:1 imports _ALL_RANKS from penchant.rules.barring",
                                               "x.py:4 imports _queen_suit from trump_story"]


def test_no_module_imports_another_modules_private_name() -> None:
    found = [hit for path in python_files()
             for hit in private_imports(path.read_text(encoding="utf-8"), path.relative_to(ROOT).as_posix())]
    assert found == [], found
