"""The declaration puzzles' themes that several modules name are written once, as constants of
:mod:`penchant.puzzles.names` (issue #30: "the loser declares only a penchant" was typed five times in
``penchant.puzzles.checkers.declaration`` and "one card, one use per kind" five times there and in the position's words,
so a change to one spelling would have left a puzzle without its hint or its question)."""

from __future__ import annotations

import ast
from pathlib import Path

from penchant.puzzles.names import ONE_USE_PER_KIND_THEME, PENCHANT_ONLY_THEME

ROOT = Path(__file__).resolve().parents[2]
HOME = ROOT / "penchant" / "puzzles" / "names.py"


def test_each_theme_is_written_only_in_its_home() -> None:
    found = [f"{path.relative_to(ROOT)}:{node.lineno}: {node.value!r}"
             for top in ("penchant", "penchant_widgets") for path in sorted((ROOT / top).rglob("*.py"))
             if path != HOME
             for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
             if isinstance(node, ast.Constant) and node.value in (PENCHANT_ONLY_THEME, ONE_USE_PER_KIND_THEME)]
    # The rules' refusal of the same name is the rules' value, not the theme: its own enum member.
    found = [line for line in found if not line.startswith("penchant/rules/refused.py")]
    assert not found, "use penchant.puzzles.names' constant:\n" + "\n".join(found)
