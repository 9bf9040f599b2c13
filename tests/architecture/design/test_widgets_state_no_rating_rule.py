"""How the rating moves, and what counts for it, is the trainer's to say (``penchant.trainer.rating_policy``, from
the facts ``Progress`` rates by): the practice page once stated the policy in its own words ("a first answer right
raises it, a miss lowers it", "Only practice counts", "Your answers move a puzzle's rating too"), free to drift from
what the trainer did. This scan keeps such a sentence out of the widgets' strings (docstrings aside): something that
raises or lowers "it", "only ... counts", or an answer that moves a rating."""

from __future__ import annotations

import ast
import re

from source_scan import parsed, sources

RULE = re.compile(r"\b(?:raises|lowers)\s+it\b|\bonly\b[^.;:]*\bcounts\b|\bmoves?\b[^.;:]*\brating\b"
                  r"|\brating\b[^.;:]*\b(?:raises|lowers)\b", re.IGNORECASE)


def _docstrings(tree: ast.AST) -> set[int]:
    return {id(node.body[0].value) for node in ast.walk(tree)
            if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef) and node.body
            and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)}


def rating_rules_stated(source: str, where: str) -> list[str]:
    """Each string (not a docstring) that states a rule of the rating."""
    tree = parsed(source)
    skip = _docstrings(tree)
    return [f"{where}:{node.lineno}: the rating's rule stated in a view (penchant.trainer.rating_policy): "
            f"{node.value[:60]!r}"
            for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip
            and RULE.search(node.value)]


def test_the_widgets_state_no_rule_of_the_rating() -> None:
    found = [p for rel, source in sources() if rel.startswith("penchant_widgets/")
             for p in rating_rules_stated(source, rel)]
    assert not found, "\n".join(found)


def test_the_scan_sees_the_practice_pages_old_points() -> None:
    old = ('points = [\n'
           '    "Your rating says how well you solve: a first answer right raises it, a miss lowers it.",\n'
           '    "Only practice counts. The puzzles in the chapters do not change it.",\n'
           '    "A puzzle rated the same as you is one you solve about half the time.",\n'
           '    "Your answers move a puzzle\'s rating too. This page keeps the old number until you move on.",\n'
           '    f"{moves_puzzles} This page keeps the old number until you move on.",\n'
           ']\n')
    assert [p.split(":")[1] for p in rating_rules_stated(old, "x.py")] == ["2", "3", "5"]
