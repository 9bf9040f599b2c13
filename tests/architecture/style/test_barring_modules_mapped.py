"""The barring code's home is a split by layer, each module's job stated: docs/contributing.md's table "Barring,
module by module" names every module of the bar (a name with ``barring``, ``barred`` or ``bar_``/``free_reports``
in it, in the engine and the widgets) and says its job, and each of those modules has a docstring saying what it
holds (issue #30: the barring code lay in about eight modules with no map)."""

from __future__ import annotations

import ast
import re

from source_scan import ROOT

DOC = ROOT / "docs" / "contributing.md"
BAR_NAMES = re.compile(r"^(?:barring\w*|barred\w*|bar_\w+|free_reports)\.py$")


def barring_modules() -> set[str]:
    return {p.relative_to(ROOT).as_posix() for top in ("penchant", "penchant_widgets")
            for p in (ROOT / top).rglob("*.py") if BAR_NAMES.match(p.name)}


def mapped(text: str) -> set[str]:
    """The modules the table names, each in its first cell."""
    section = text.split("### Barring, module by module", 1)[1].split("\n### ", 1)[0]
    return set(re.findall(r"^\| `([\w/]+\.py)` \| [^|\s]", section, re.M))


def test_every_barring_module_is_in_the_map() -> None:
    table = mapped(DOC.read_text(encoding="utf-8"))
    assert barring_modules() == table, (sorted(barring_modules() - table), sorted(table - barring_modules()))


def test_every_barring_module_says_its_job() -> None:
    for rel in sorted(barring_modules()):
        doc = ast.get_docstring(ast.parse((ROOT / rel).read_text(encoding="utf-8")))
        assert doc and len(doc.split()) >= 6, f"{rel} says not what it holds"


def test_the_map_scan_sees_a_module_left_out() -> None:
    text = ("### Barring, module by module\n\n| module | its job |\n|---|---|\n"
            "| `penchant/rules/barring.py` | the rule |\n| `penchant/rules/bar_reports.py` | |\n\n### Next\n")
    assert mapped(text) == {"penchant/rules/barring.py"}
    assert "penchant/words/barred_before_taught.py" in barring_modules()
