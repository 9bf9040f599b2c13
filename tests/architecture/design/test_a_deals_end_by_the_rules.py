"""A deal's end is worked out by the rules (``rules.scoring.deal_end``): the brisques one player takes from here,
the rest to the other, their points (``last_six_points``) added to the scores so far. The strong player, the
sampled outcomes and the end-game puzzles each wrote it out; outside the rules nothing asks
``last_six_points`` but through ``deal_end``."""

from __future__ import annotations

import ast

from source_scan import parsed, sources


def deal_end_by_hand(source: str, where: str) -> list[str]:
    """The calls of ``last_six_points`` in ``source``: the points to come taken apart from the deal's end."""
    return [f"{where}:{node.lineno}: a deal's end by hand (rules.scoring.deal_end)"
            for node in ast.walk(parsed(source))
            if isinstance(node, ast.Call)
            and (node.func.id if isinstance(node.func, ast.Name)
                 else node.func.attr if isinstance(node.func, ast.Attribute) else "") == "last_six_points"]


def test_a_deals_end_is_the_rules() -> None:
    problems = [p for rel, source in sources() if not rel.startswith("penchant/rules/")
                for p in deal_end_by_hand(source, rel)]
    assert not problems, "\n".join(problems)


def test_the_scan_sees_the_old_copies() -> None:
    old = ("to_come = last_six_points(state.profile, state.brisques, got)\n"
           "final = (state.scores[0] + to_come[0], state.scores[1] + to_come[1])\n"
           "mine, theirs = scoring.last_six_points(profile, pos.won, (b, n - b))\n"
           "final, taken = deal_end(profile, scores, won, leader, leaders, in_play)\n")
    assert [p.split(":")[1] for p in deal_end_by_hand(old, "x.py")] == ["1", "3"]
