"""Who declares at a declaring stage is the rules' ``DeclaringTurn.player`` (the trick's winner's turn, then its
loser's), and the stage a turn is, ``Stage.turn`` (``penchant/play/moves.py``, the one place a stage and a turn are
tied): nothing else works out the declarer from the stage by hand (the position reader and a player's guess at the
hidden cards once did: ``trick_winner if stage is Stage.DECLARE else 1 - trick_winner``), and nothing spells out
``Stage.declaring`` again as the two stages compared one by one. Checked with ast over what
``source_scan.sources`` reads.
"""

from __future__ import annotations

import ast

from source_scan import names_in, parsed, sources

HOME = "penchant/play/moves.py"
"""Where ``Stage.turn`` and ``Stage.declaring`` tie the stages to the rules' turns."""

DECLARING_STAGES = frozenset({"DECLARE", "PENCHANT"})


def _stage(node: ast.AST) -> str | None:
    """``"DECLARE"`` or ``"PENCHANT"`` for ``Stage.DECLARE`` or ``Stage.PENCHANT``, else ``None``."""
    if (isinstance(node, ast.Attribute) and node.attr in DECLARING_STAGES and isinstance(node.value, ast.Name)
            and node.value.id == "Stage"):
        return node.attr
    return None


def _stages_in(node: ast.AST) -> set[str]:
    return {s for n in ast.walk(node) if (s := _stage(n))}


def _seat_or_turn(node: ast.AST) -> bool:
    """A branch that says whose turn it is: a seat (``trick_winner``, ``to_move``, ``1 - ...``), the turn's words
    (``"winner"``, ``"loser"``) or one of the rules' turns (``DeclaringTurn.WINNERS``)."""
    if isinstance(node, ast.Constant) and node.value in ("winner", "loser"):
        return True
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Sub):
        return True
    names = names_in(node) | {n.value for n in ast.walk(node)
                              if isinstance(n, ast.Constant) and isinstance(n.value, str)}
    return bool(names & {"trick_winner", "to_move", "DeclaringTurn"})


def turns_by_hand(source: str, where: str) -> list[str]:
    out: list[str] = []
    for node in ast.walk(parsed(source)):
        if isinstance(node, ast.IfExp):
            if _stages_in(node.test) and (_seat_or_turn(node.body) or _seat_or_turn(node.orelse)):
                out.append(f"{where}:{node.lineno}: who declares worked out from the stage by hand "
                           "(Stage.turn, DeclaringTurn.player)")
            elif _stage(node.body) and _stage(node.orelse) and "by_winner" in names_in(node.test):
                out.append(f"{where}:{node.lineno}: a turn's stage worked out by hand (Stage.of_turn)")
        if (isinstance(node, ast.BinOp) and isinstance(node.op, ast.Sub) and isinstance(node.left, ast.Constant)
                and node.left.value == 1 and "trick_winner" in ast.unparse(node.right)
                and not where.startswith("penchant/rules/")):
            out.append(f"{where}:{node.lineno}: the trick's loser worked out by hand (DeclaringTurn.player)")
        spelt = (isinstance(node, ast.BoolOp) and _stages_in(node) == DECLARING_STAGES
                 and all(isinstance(v, ast.Compare) for v in node.values))
        spelt |= (isinstance(node, ast.Compare) and isinstance(node.ops[0], ast.In | ast.NotIn)
                  and isinstance(node.comparators[0], ast.Tuple | ast.List | ast.Set)
                  and _stages_in(node.comparators[0]) == DECLARING_STAGES)
        if spelt:
            out.append(f"{where}:{node.lineno}: the declaring stages spelt out one by one (Stage.declaring)")
    return out


def test_who_declares_is_asked_of_the_rules() -> None:
    found = [f for rel, text in sources() if rel != HOME for f in turns_by_hand(text, rel)]
    assert not found, "\n".join(found)


def test_the_scan_sees_the_old_spellings() -> None:
    old = [
        'who = f["trick_winner"] if stage is Stage.DECLARE else 1 - f["trick_winner"]',
        "winner = view.to_move if view.stage is Stage.DECLARE else other",
        "words = 'winner' if stage is Stage.DECLARE else 'loser'",
        "turn = DeclaringTurn.WINNERS if self._stage is Stage.DECLARE else DeclaringTurn.LOSERS",
        "self._stage = Stage.DECLARE if turn.by_winner else Stage.PENCHANT",
        "loser = 1 - state.trick_winner",
        "declaring = view.stage is Stage.DECLARE or view.stage is Stage.PENCHANT",
        'kind = "timing" if state.stage in (Stage.DECLARE, Stage.PENCHANT) else "decision"',
        "while st.stage not in {Stage.PENCHANT, Stage.DECLARE}:\n    pass",
    ]
    assert [len(turns_by_hand(line, "x")) >= 1 for line in old] == [True] * len(old)


def test_the_scan_passes_the_honest_forms() -> None:
    honest = [
        "turn = stage.turn\nwho = None if turn is None else turn.player(f['trick_winner'])",
        'kind = "timing" if state.stage.declaring else "decision"',
        "penchant_only = self._stage is Stage.PENCHANT",
        "if stage is Stage.DECLARE or stage is Stage.LEAD:\n    pass",
        "x = 1 - p",
        'stage = "declare" if x is Stage.DECLARE else "other"',
    ]
    assert [turns_by_hand(line, "x") for line in honest] == [[]] * len(honest)
