"""The rules' :class:`~penchant.rules.game_scoring.GameOutcome` is asked by its members: outside
``penchant/rules`` it is never used as the number its enum happens to be, compared with a number, put into
arithmetic, ordered against another member or turned into one by ``int(...)``. That it is an ``IntEnum`` (worst
first) is the rules' own business; a caller that wrote ``outcome >= 3`` for "won" would read the wrong end if the
order changed, and says nothing in the game's words.

Found as the scan can see it: ``GameOutcome.X``, a call of ``game_outcome(...)`` or of a method ``.outcome(...)``,
and a name bound from one of them in the same module."""

from __future__ import annotations

import ast

from source_scan import parsed, sources

ORDERING = (ast.Lt, ast.LtE, ast.Gt, ast.GtE)


def _outcome_names(tree: ast.AST) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign | ast.AnnAssign) and node.value is not None and _is_outcome(node.value, set()):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            names |= {t.id for t in targets if isinstance(t, ast.Name)}
        elif (isinstance(node, ast.AnnAssign | ast.arg)
              and "GameOutcome" in ast.unparse(node.annotation or ast.Constant(None))
              and "[" not in ast.unparse(node.annotation or ast.Constant(None))):
            target = node.target if isinstance(node, ast.AnnAssign) else node
            if isinstance(target, ast.Name):
                names.add(target.id)
            elif isinstance(target, ast.arg):
                names.add(target.arg)
    return names


def _is_outcome(node: ast.AST, names: set[str]) -> bool:
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "GameOutcome":
        return True
    if isinstance(node, ast.Call):
        called = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
        return called in ("game_outcome", "outcome")
    return isinstance(node, ast.Name) and node.id in names


def _is_number(node: ast.AST) -> bool:
    if isinstance(node, ast.UnaryOp):
        node = node.operand
    return isinstance(node, ast.Constant) and type(node.value) in (int, float)


def outcomes_as_numbers(source: str, where: str) -> list[str]:
    """Each use of a GameOutcome as a number: compared with a number, ordered, in arithmetic, ``int(...)``."""
    tree = parsed(source)
    if "GameOutcome" not in source and "game_outcome" not in source:
        return []
    names = _outcome_names(tree)
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            sides = [node.left, *node.comparators]
            for op, left, right in zip(node.ops, sides, sides[1:], strict=False):
                pair = (_is_outcome(left, names), _is_outcome(right, names))
                if (any(pair) and (_is_number(left) or _is_number(right))) or (any(pair) and isinstance(op, ORDERING)):
                    found.append((node.lineno, ast.unparse(node)))
        elif isinstance(node, ast.BinOp) and (_is_outcome(node.left, names) or _is_outcome(node.right, names)):
            found.append((node.lineno, ast.unparse(node)))
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("int", "float")
              and node.args and _is_outcome(node.args[0], names)):
            found.append((node.lineno, ast.unparse(node)))
    return [f"{where}:{line}: {text}" for line, text in sorted(set(found))]


def test_no_game_outcome_is_used_as_a_number_outside_the_rules() -> None:
    found = [line for path, text in sources() if not path.startswith("penchant/rules/")
             for line in outcomes_as_numbers(text, path)]
    assert not found, "ask a GameOutcome by its members (o is GameOutcome.WON), not as a number:\n" + "\n".join(found)


def test_the_scan_sees_an_outcome_used_as_a_number() -> None:
    source = ("from penchant.rules.game_scoring import GameOutcome, game_outcome\n"
              "o = game_outcome(57, 41, KANDELL)\n"
              "won = o >= 3\n"
              "better = stake.outcome(pos, profile, 5) > GameOutcome.LOST\n"
              "step = int(o) + 1\n"
              "bonus = GameOutcome.WON * 2\n"
              "def f(outcome: GameOutcome) -> bool:\n"
              "    return outcome == 4\n"
              "fine = o is GameOutcome.WON or o in (GameOutcome.LURCHED, GameOutcome.LOST)\n"
              "also_fine = AIM_WORDS[o] == 'you win'\n")
    assert [line.split(":")[1] for line in outcomes_as_numbers(source, "x.py")] == ["3", "4", "5", "6", "8"]
