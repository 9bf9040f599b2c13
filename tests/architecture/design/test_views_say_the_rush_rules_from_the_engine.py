"""The rush's rules (its length, the misses that end it) are the engine's numbers (:mod:`penchant.trainer.rush`),
said from them there (:func:`~penchant.trainer.rush.rush_rules_words`, :data:`~penchant.trainer.rush.MISSES_END_WORDS`):
no view types them into a sentence of its own. The practice page once said "three minutes... the third miss ends it"
in its own words (issue #30)."""

from __future__ import annotations

import ast

from source_scan import parsed, sources

from penchant.english.numbers import number_words, ordinal_words
from penchant.trainer.rush import RUSH_MISSES, RUSH_SECONDS, duration_words

RULES = (duration_words(RUSH_SECONDS), f"{ordinal_words(RUSH_MISSES)} miss", f"{number_words(RUSH_MISSES)} misses")


def rush_rules_typed(source: str, where: str) -> list[str]:
    """Each string of ``source`` (not a docstring) that says a rule of the rush in words."""
    tree = parsed(source)
    docs = {id(node.body[0].value) for node in ast.walk(tree)
            if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
            and node.body and isinstance(node.body[0], ast.Expr)}
    return [f"{where}:{node.lineno}: {node.value!r}" for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs
            and any(rule in node.value.lower() for rule in RULES)]


def test_views_type_no_rush_rules() -> None:
    found = [hit for where, source in sources() if where.startswith(("penchant_widgets/", "penchant_server/"))
             for hit in rush_rules_typed(source, where)]
    assert not found, "say the rush's rules from penchant.trainer.rush:\n" + "\n".join(found)


def test_the_scan_sees_the_rules_typed() -> None:
    typed = 'x = f"As many as you can in three minutes. The third miss ends it{best}"\n'
    assert len(rush_rules_typed(typed, "v.py")) == 1
    assert rush_rules_typed('"""In three minutes."""\nx = rush_rules_words()\n', "v.py") == []
