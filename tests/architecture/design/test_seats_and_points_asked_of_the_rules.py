"""The other seat and declarations' points added together are the rules' (issue #30).

``test_rules_once.py`` sees a profile or a dealer by the identifier's spelling (``profile``, ``dealer``): the
puzzles once added two declarations' points by hand (``d.points + e.points``), the marker's hint read the trick's
loser as ``names[1 - w]``, and the end-game lines, hints and session flipped the seat to move by hand
(``mover = 1 - mover``, ``mover if step.same_player else 1 - mover``), all out of its sight. Two scans here look at
the arithmetic itself, whatever the names:

- *A seat flipped by hand* (``1 - <a name or attribute>``: ``1 - w``, ``1 - self.seat``) anywhere outside
  ``penchant/rules`` (the engine's other packages, the views, the benchmarks, the tools, the notebooks),
  indexes included: the rules say the other player (:func:`penchant.rules.procedure.other_player`), who plays
  after a card and so who follows a lead and who won a trick (:func:`penchant.rules.procedure.next_to_play`,
  ``Phase2Step.next_to_play``). A complement that is no seat (a probability's, a share's) is listed with its
  reason.
- *The first leader read off the pone*: a seat compared with ``pone_of(...)`` in a function that speaks of a lead
  (a string saying "led" or "lead"), outside ``penchant/rules``: who leads the first trick is the rules'
  (:func:`penchant.rules.procedure.next_leader` with no trick won, ``first_trick_leader``), not a restatement that
  it is the pone (the puzzles' ``first_lead_words``, now ``seat_and_first_lead_words``, once did so). Naming a
  seat "the pone" by ``pone_of`` (a choice whose branches say "pone" or "dealer") is left alone.
- *Points added by hand*: a ``.points`` attribute added to anything, or summed, outside ``penchant/rules``: what
  declarations score together is :func:`penchant.rules.scoring.declared_points`'s. The one tally allowed is listed.

What they cannot see, said plainly: a seat flipped another way (``(p + 1) % 2``, ``p ^ 1``, ``not p``, a lookup
table, ``1 - f(x)``); points held under another name (``worth``, ``value``) and added; and a rule worked out
without arithmetic at all. A listed place that no longer needs its place fails the test, so the lists shrink.
"""

from __future__ import annotations

import ast
import re

from source_scan import ROOT, function_owners, parsed, sources

RULES = "penchant/rules/"
"""Where a seat may be flipped by hand: the rules, which say the other player once (``other_player``)."""

NOT_A_SEAT: dict[tuple[str, str], str] = {
    ("penchant/puzzles/checkers/understanding.py", "1 - MOST"): "a share's complement (about half each: neither "
                                                                "part is most), not a seat",
    ("penchant/puzzles/words/judged.py", "1 - a.trick"): "how often the trick is lost, a probability's "
                                                          "complement, not a seat",
    ("penchant/studies/ladder.py", "1 - edge"): "a share held half a game from 1, not a seat",
    ("penchant/studies/ladder.py", "1 - s"): "the other side's share of the games (the Elo odds), not a seat",
    ("penchant/studies/ladder.py", "1 - share"): "the other side's share of the games (the Elo odds), not a seat",
    ("penchant/studies/match.py", "1 - p"): "the Wilson interval's p(1 - p), a share's complement, not a seat",
    ("penchant/trainer/ratings.py", "1 - e"): "Glicko's e(1 - e), an expected score's complement, not a seat",
    ("benchmarks/study_puzzle_ratings.py", "1 - pr"): "a probability's complement (the Hessian's p(1 - p)), "
                                                       "not a seat",
    ("benchmarks/study_puzzle_ratings.py", "1 - p"): "the chance of a miss, a probability's complement (the log "
                                                      "loss), not a seat",
}

POINTS_TALLIES: dict[tuple[str, str], str] = {
    ("penchant/play/state.py", "_score"): "the deal state's tally: each scored event's points, worked out by the "
                                          "rules (declared_points, brisquette_points), credited to its player",
}


def seat_flips(source: str, where: str) -> list[str]:
    """Every ``1 - <a name or attribute>`` in ``source`` (a whole 1, so ``1.0 - p`` is left alone), but those
    :data:`NOT_A_SEAT` lists for ``where``."""
    out: list[str] = []
    for node in ast.walk(parsed(source)):
        if (isinstance(node, ast.BinOp) and isinstance(node.op, ast.Sub) and isinstance(node.left, ast.Constant)
                and type(node.left.value) is int and node.left.value == 1
                and isinstance(node.right, ast.Name | ast.Attribute)):
            said = ast.unparse(node)
            if (where, said) not in NOT_A_SEAT:
                out.append(f"{where}:{node.lineno}: {said} (rules.procedure: other_player, next_to_play)")
    return sorted(out, key=lambda p: int(p.split(":")[1]))


def _speaks_of_a_lead(fn: ast.AST) -> bool:
    return any(isinstance(n, ast.Constant) and isinstance(n.value, str)
               and any(w in n.value.lower().split() for w in ("led", "lead", "leads"))
               for n in ast.walk(fn) if not isinstance(n, ast.Expr))


def _is_pone_of(node: ast.AST) -> bool:
    return (isinstance(node, ast.Call) and ((isinstance(node.func, ast.Name) and node.func.id == "pone_of")
                                            or (isinstance(node.func, ast.Attribute) and node.func.attr == "pone_of")))


def _names_the_seat(node: ast.IfExp | ast.If) -> bool:
    """Whether a choice's branches name the seat (``"pone" if p == pone_of(d) else "dealer"``), no lead."""
    branches = [node.body, node.orelse] if isinstance(node, ast.IfExp) else [*node.body, *node.orelse]
    return any(isinstance(n, ast.Constant) and isinstance(n.value, str)
               and re.search(r"\b(pone|dealer)\b", n.value.lower()) is not None  # not "your opponent"
               for b in branches for n in ast.walk(b))


def first_leader_restated(source: str, where: str) -> list[str]:
    """Every comparison with ``pone_of(...)`` in a function of ``source`` whose strings speak of a lead,
    but one that only chooses a seat's name (its branches say "pone" or "dealer")."""
    out: list[str] = []
    for fn in ast.walk(parsed(source)):
        if not isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef) or not _speaks_of_a_lead(fn):
            continue
        naming = {id(n.test) for n in ast.walk(fn) if isinstance(n, ast.IfExp | ast.If) and _names_the_seat(n)}
        for node in ast.walk(fn):
            if (isinstance(node, ast.Compare) and id(node) not in naming
                    and any(_is_pone_of(n) for n in (node.left, *node.comparators))):
                out.append(f"{where}:{node.lineno}: {ast.unparse(node)} (rules.procedure: next_leader, "
                           "first_trick_leader)")
    return sorted(set(out), key=lambda p: int(p.split(":")[1]))


def _points(node: ast.AST) -> bool:
    return isinstance(node, ast.Attribute) and node.attr == "points"


def points_added(source: str, where: str) -> list[str]:
    """Every ``.points`` added to something (``a.points + b.points``, ``total += e.points``) or summed
    (``sum(d.points for d in ...)``) in ``source``, but in the functions :data:`POINTS_TALLIES` lists."""
    tree = parsed(source)
    owner = function_owners(tree)
    out: list[str] = []
    for node in ast.walk(tree):
        added = ((isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add) and (_points(node.left)
                                                                                    or _points(node.right)))
                 or (isinstance(node, ast.AugAssign) and isinstance(node.op, ast.Add) and _points(node.value))
                 or (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "sum"
                     and any(_points(n) for n in ast.walk(node))))
        if added and (where, owner.get(id(node), "")) not in POINTS_TALLIES:
            out.append(f"{where}:{getattr(node, 'lineno', 0)}: points added by hand "
                       "(rules.scoring.declared_points)")
    return sorted(out, key=lambda p: int(p.split(":")[1]))


def test_nothing_outside_the_rules_flips_a_seat_by_hand() -> None:
    problems = [p for rel, source in sources() if not rel.startswith(RULES) for p in seat_flips(source, rel)]
    assert not problems, "\n".join(problems)


def test_nothing_outside_the_rules_says_the_first_leader_is_the_pone() -> None:
    problems = [p for rel, source in sources() if not rel.startswith(RULES)
                for p in first_leader_restated(source, rel)]
    assert not problems, "\n".join(problems)


def test_the_first_leader_scan_sees_the_old_copy() -> None:
    """``first_lead_words`` as issue #30 found it; naming the pone by ``pone_of`` is no lead and left alone."""
    old = (
        "def first_lead_words(dealer, seat):\n"
        "    leader = 'you' if seat == pone_of(dealer) else 'your opponent'\n"
        "    return f'{seat_words(dealer, seat)}: {leader} led the first trick'\n"
        "def seat_html(view, p):\n"
        "    role = 'pone' if p == pone_of(view.dealer) else 'dealer'\n"
        "    return role + ' (leads first)'\n"
        "def seat_words(dealer, seat):\n"
        "    return 'the pone' if seat == pone_of(dealer) else 'the dealer'\n"
    )
    assert [p.split(":")[1] for p in first_leader_restated(old, "penchant/puzzles/words/questions.py")] == ["2"]


def test_no_points_are_added_outside_the_rules() -> None:
    problems = [p for rel, source in sources() if not rel.startswith("penchant/rules/")
                for p in points_added(source, rel)]
    assert not problems, "\n".join(problems)


def test_the_scans_see_the_old_copies() -> None:
    """The copies issue #30 found: the end-game lines' and session's seat to move, the declaration puzzle's two
    declarations added, the marker's hint's trick loser."""
    lines = (
        "def narrate(pos, cards):\n"
        "    mover = 0\n"
        "    for c in cards:\n"
        "        step = current.step(c)\n"
        "        if step.trick is None:\n"
        "            mover = 1 - mover\n"
        "        winner = mover if step.same_player else 1 - mover\n"
        "def _apply(self, player, card):\n"
        "    self.to_move = 1 - player\n"
    )
    assert [p.split(":")[1] for p in seat_flips(lines, "penchant/puzzles/sessions/endgame_lines.py")] == ["6", "7", "9"]
    hint = "loser = f' · or {escape(n[1 - w])} a penchant' if choices.loser_penchant[1 - w] else ''\n"
    assert len(seat_flips(hint, "penchant_widgets/marker/dials.py")) == 2
    follower = "def _play(self, p, i):\n    self._to_move = 1 - p\n    opp = names[1 - p]\n"
    assert [p.split(":")[1] for p in seat_flips(follower, "penchant/play/state.py")] == ["2", "3"]
    declaration = (
        "def _number_misses(ctx, legal):\n"
        "    for i, d in enumerate(legal):\n"
        "        for e in legal[i + 1:]:\n"
        "            both = d.points + e.points\n"
        "def total(decls):\n"
        "    n = 0\n"
        "    for d in decls:\n"
        "        n += d.points\n"
        "    return n, sum(d.points for d in decls)\n"
    )
    assert [p.split(":")[1] for p in points_added(declaration, "penchant/puzzles/checkers/declaration.py")] == [
        "4", "8", "9"]


def test_what_is_no_seat_is_left_alone() -> None:
    assert seat_flips("x = 1.0 - p\ny = len(a) - 1 - i\nz = 1 - f(x)\n", "penchant_widgets/x.py") == []
    assert seat_flips("share = 1 - MOST\n", "penchant/puzzles/checkers/understanding.py") == []


def test_the_listed_places_still_need_their_place() -> None:
    for (rel, said), _reason in NOT_A_SEAT.items():
        assert said in (ROOT / rel).read_text(encoding="utf-8"), f"{rel}: {said} is gone, drop it from the list"
    for (rel, fn), _reason in POINTS_TALLIES.items():
        tree = parsed((ROOT / rel).read_text(encoding="utf-8"))
        body = next(n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) and n.name == fn)
        assert points_added(ast.unparse(body), "y.py"), f"{rel}:{fn} no longer needs its place"
