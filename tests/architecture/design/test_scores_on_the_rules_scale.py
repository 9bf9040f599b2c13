"""A score's scale is the rules' to say (``rules.score_scale``): every score under a profile comes in its
``score_step`` (Foster's count in tens), and a game score that can stand partway through a deal is the rules'
``standing_game_score_problem``. Refused by shape: a total made from the lurch marks by adding a bare number (the
end-game miner's ``escapes + 12 + seed % 9``, 415 under Foster), a game score written into a position by a
module that never asks the rules whether it can stand, and "scores count in tens" read off one value of the
profile (the marker's dials read ``brisque_value >= 10``)."""

from __future__ import annotations

import ast

from source_scan import names_in, parsed, sources

LURCH_MARKS = ("fewest_escaping_lurch", "most_lurched", "lurch_threshold")
"""What names a total at the lurch: the rules' marks, each on the score step."""


def _bare_number(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, int) and not isinstance(node.value, bool) \
        and node.value != 0


def _totals(tree: ast.AST) -> set[str]:
    """The names bound to a lurch mark, or to arithmetic on one (``ahead = escapes + ...``), in source order."""
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            value = node.value
            if value is None:
                continue
            if names_in(value) & (set(LURCH_MARKS) | found):
                for t in targets:
                    for n in ast.walk(t):
                        if isinstance(n, ast.Name):
                            found.add(n.id)
    return found


def totals_off_the_step(source: str, where: str) -> list[str]:
    """A total made from the lurch marks plus or minus a bare number: off the score step under Foster's rules
    (``rules.score_scale.score_step``)."""
    tree = parsed(source)
    totals = _totals(tree) | set(LURCH_MARKS)
    out = set()
    for node in ast.walk(tree):
        if (isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add | ast.Sub)
                and any(_bare_number(side) and bool(names_in(other) & totals)
                        for side, other in ((node.left, node.right), (node.right, node.left)))):
            out.add(f"{where}:{node.lineno}: a total at the lurch moved by a bare number "
                    "(rules.score_scale.score_step)")
    return sorted(out, key=lambda p: int(p.split(":")[1]))


def _writes_a_game_score(tree: ast.AST) -> bool:
    """Whether a position's ``"game": {..., "scores": ...}`` is written with scores worked out (not constants)."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Dict):
            for key, value in zip(node.keys, node.values, strict=True):
                if (isinstance(key, ast.Constant) and key.value == "scores"
                        and not (isinstance(value, ast.List) and all(isinstance(e, ast.Constant) for e in value.elts))
                        and any(isinstance(k, ast.Constant) and k.value == "deal" for k in node.keys)):
                    return True
    return False


def game_scores_unasked(source: str, where: str) -> list[str]:
    """A game score written into a position by a module that never asks the rules whether it can stand."""
    tree = parsed(source)
    if _writes_a_game_score(tree) and "standing_game_score_problem" not in names_in(tree):
        return [f"{where}: writes a game score without rules.score_scale.standing_game_score_problem"]
    return []


PROFILE_VALUES = ("brisque_value", "brisquette_points", "bonus_points")


def scale_from_one_value(source: str, where: str) -> list[str]:
    """"Scores count in tens" read off one value of the profile: the value, or a name the module binds to it (the
    marker's dials bound ``unit = sheet.profile.brisque_value`` and asked ``unit >= 10``), compared with ten, where
    the rules answer with ``rules.score_scale.score_step``, which every value of the profile makes."""
    tree = parsed(source)
    values = set(PROFILE_VALUES)
    bound = {t.id for node in ast.walk(tree) if isinstance(node, ast.Assign) and names_in(node.value) & values
             for t in node.targets if isinstance(t, ast.Name)}
    out = []
    for node in ast.walk(tree):
        if (isinstance(node, ast.Compare)
                and any(isinstance(s, ast.Constant) and s.value == 10 for s in [node.left, *node.comparators])
                and names_in(node) & (values | bound)):
            out.append(f"{where}:{node.lineno}: the score's scale read off one value (rules.score_scale.score_step)")
    return sorted(out, key=lambda p: int(p.split(":")[1]))


def _problems() -> list[str]:
    return [p for rel, source in sources() if not rel.startswith("penchant/rules/")
            for scan in (totals_off_the_step, game_scores_unasked, scale_from_one_value) for p in scan(source, rel)]


def test_scores_keep_to_the_rules_scale() -> None:
    problems = _problems()
    assert not problems, "\n".join(problems)


def test_the_scale_scans_see_the_old_copies() -> None:
    """The end-game miner's totals, its game score, and the marker's dials, before they asked the rules."""
    miner = ("escapes, lurched = fewest_escaping_lurch(profile), most_lurched(profile)\n"
             "scores = [escapes - mine0, escapes + 12 + (seed % 9)]\n"
             "scores = [escapes + 15 + (seed % 7), lurched - theirs0]\n"
             "ahead = escapes + 20 + (seed % 11)\n"
             "scores = [ahead, ahead + mine0 - theirs0 - 1]\n"
             "step = score_step(profile)\n"
             "scores = [escapes + step * (12 + seed % 9), ahead + mine0 - theirs0 - step]\n"
             "position = {**base, 'game': {'deal': DEALS_PER_GAME, 'scores': scores}}\n")
    assert [p.split(":")[1] for p in totals_off_the_step(miner, "x.py")] == ["2", "3", "4", "5"]
    assert game_scores_unasked(miner, "x.py")
    assert not game_scores_unasked(miner + "problem = standing_game_score_problem(scores, profile)\n", "x.py")
    assert not game_scores_unasked("probe = {'game': {'deal': DEALS_PER_GAME, 'scores': [0, 0]}}\n", "x.py")
    dials = ("n = max(4 if unit >= 10 else 3, 1)\n"
             "unit = sheet.profile.brisque_value\n"
             "tens = profile.bonus_points >= 10\n")
    assert [p.split(":")[1] for p in scale_from_one_value(dials, "x.py")] == ["1", "3"]
    assert not scale_from_one_value("n = max(4 if step >= 10 else 3, 1)\nstep = score_step(sheet.profile)\n", "x.py")
