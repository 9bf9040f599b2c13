"""Each rule once, the deal's procedure and counts (continued from ``test_rules_once.py``): a draw
popped from the stock or the next leader set by hand instead of asked of ``rules.procedure``, a trick judged on
suit masks instead of by the rules, and the deal's counts (tricks, declarations) compared inline instead of by
the rules' own checks; the few that stay are listed, each with its reason. Checked with ast over what
``source_scan.sources`` reads.
"""

from __future__ import annotations

import ast
import itertools

from source_scan import names_in, parameter_defaults, parsed, sources

# --------------------------------------------------------------------------- the deal's procedure by hand


def procedure_by_hand(source: str, where: str) -> list[str]:
    """The deal's procedure written out instead of asked: a draw made by popping the stock
    (``rules.procedure.draws``) and the next leader set to the trick's winner by hand
    (``rules.procedure.next_leader``)."""
    out: list[str] = []

    def named(node: ast.AST, word: str) -> bool:
        name = node.id if isinstance(node, ast.Name) else node.attr if isinstance(node, ast.Attribute) else ""
        return word in name.lower()

    for node in ast.walk(parsed(source)):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "pop"
                and named(node.func.value, "stock")):
            out.append(f"{where}:{node.lineno}: a draw made by popping the stock (rules.procedure.draws)")
        if (isinstance(node, ast.Assign) and any(named(t, "leader") for t in node.targets)
                and (named(node.value, "winner") or (isinstance(node.value, ast.Name) and node.value.id == "w"))):
            out.append(f"{where}:{node.lineno}: the trick's winner made the leader by hand "
                       "(rules.procedure.next_leader)")

        def seat(n: ast.AST) -> bool:  # a player (``p``, ``leader``) or the other one (``1 - p``)
            return isinstance(n, ast.Name) or (isinstance(n, ast.BinOp) and isinstance(n.op, ast.Sub))

        if (isinstance(node, ast.IfExp) and isinstance(node.test, ast.Call)
                and named(node.test.func, "follower_wins") and seat(node.body) and seat(node.orelse)):
            out.append(f"{where}:{node.lineno}: the trick's winner worked out by hand (rules.tricks.trick_winner)")
        if (isinstance(node, ast.Tuple | ast.List) and len(node.elts) == 2
                and (where, ast.unparse(node)) not in DRAW_ORDER_ALLOWED):
            first, second = node.elts
            if (isinstance(second, ast.BinOp) and isinstance(second.op, ast.Sub)
                    and isinstance(second.left, ast.Constant) and second.left.value == 1
                    and ast.dump(second.right) == ast.dump(first)
                    and (named(first, "winner") or (isinstance(first, ast.Name) and first.id == "w"))):
                out.append(f"{where}:{node.lineno}: the draw order, winner first, written by hand "
                           "(rules.procedure.draws)")
        if (isinstance(node, ast.IfExp) and any(isinstance(n, ast.Name | ast.Attribute) and _is(n, "phase")
                                                 for n in ast.walk(node.test))
                and any((isinstance(n, ast.Call) and named(n.func, "holding")) or (
                    isinstance(n, ast.BinOp) and isinstance(n.op, ast.BitOr)
                    and any("hand" in m.lower() for m in names_in(n.left))
                    and any("table" in m.lower() for m in names_in(n.right)))
                        for n in (node.body, node.orelse))):
            out.append(f"{where}:{node.lineno}: what may be played chosen by the phase by hand "
                       "(rules.tricks.first_ten_plays, last_six_follows)")
    out += stock_held_to_a_bare_number(source, where)
    return sorted(out, key=lambda p: int(p.split(":")[1]))


DRAW_ORDER_ALLOWED: dict[tuple[str, str], str] = {
    ("penchant/puzzlemakers/constructed.py", "(w, 1 - w)"):
        "the stock stacked so that planned winners draw planned cards: the inverse of rules.procedure.draws, "
        "which deals from a stock already laid",
}
"""Pairs of a winner and the other player that stay (file, the pair), each with its reason."""


def _a_number(node: ast.AST, bare: set[str]) -> bool:
    """A bare whole number other than nought, or a parameter (of ``bare``) whose default is one."""
    return (isinstance(node, ast.Constant) and type(node.value) is int and node.value != 0) or (
        isinstance(node, ast.Name) and node.id in bare)


def _stock_size(node: ast.AST) -> bool:
    return (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "len"
            and any("stock" in n for n in names_in(node)))


def stock_held_to_a_bare_number(source: str, where: str) -> list[str]:
    """The stock's size compared with a bare number, or with a parameter whose default is one (master's play-out
    stopped at ``len(state.stock_indices) <= last``, ``last: int = 2``): the stock at a moment of the deal is the
    rules' (``STOCK_AT_LAST_DECLARATION``, ``stock_after``, ``lead_stocks``)."""
    out = []
    for fn in ast.walk(parsed(source)):
        if not isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        defaults = parameter_defaults(fn)
        bare = {name for name, d in defaults.items()
                if isinstance(d, ast.Constant) and type(d.value) is int}
        for node in ast.walk(fn):
            if isinstance(node, ast.Compare):
                pairs = list(itertools.pairwise([node.left, *node.comparators]))
                if any((_stock_size(a) and _a_number(b, bare)) or (_a_number(a, bare) and _stock_size(b))
                       for a, b in pairs):
                    out.append(f"{where}:{node.lineno}: the stock held to a bare number (rules.procedure."
                               "STOCK_AT_LAST_DECLARATION, stock_after, lead_stocks)")
    return sorted(set(out), key=lambda p: int(p.split(":")[1]))


def test_the_deal_procedure_is_asked_of_the_rules() -> None:
    problems: list[str] = []
    for rel, source in sources():
        if rel.startswith("penchant/rules/"):
            continue
        problems += procedure_by_hand(source, rel)
    assert not problems, "\n".join(problems)


def suits_on_masks(source: str, where: str) -> list[str]:
    """A suit's cards worked out on masks (``SUIT_OF_MASK[i]``, ``0xFF << 8 * suit``): the follow and who wins a
    trick re-derived (``rules.tricks``: ``last_six_replies``, ``follower_wins``, ``trump_mask``)."""
    out: list[str] = []
    for node in ast.walk(parsed(source)):
        if isinstance(node, ast.Name) and node.id == "SUIT_OF_MASK":
            out.append(f"{where}:{node.lineno}: SUIT_OF_MASK outside the rules (rules.tricks.last_six_replies)")
        if (isinstance(node, ast.BinOp) and isinstance(node.op, ast.LShift)
                and isinstance(node.left, ast.Constant) and node.left.value == 0xFF):
            out.append(f"{where}:{node.lineno}: a suit's mask by shifting (rules.tricks.trump_mask)")
    return sorted(set(out), key=lambda p: int(p.split(":")[1]))


def test_a_trick_is_judged_by_the_rules() -> None:
    problems: list[str] = []
    for rel, source in sources():
        if not rel.startswith("penchant/rules/"):
            problems += suits_on_masks(source, rel)
    assert not problems, "\n".join(problems)


def test_the_trick_scan_sees_the_solvers_old_copy() -> None:
    """The search's own follow and trick winner, as it once was."""
    old = (
        "from penchant.rules.tricks import SUIT_OF_MASK\n"
        "tmask = 0 if trump is None else 0xFF << (8 * trump)\n"
        "same = fh & SUIT_OF_MASK[li]\n"
    )
    assert [p.split(":")[1] for p in suits_on_masks(old, "x.py")] == ["2", "3"]


def test_the_procedure_scan_sees_the_old_deal_state() -> None:
    """The deal state's own procedure, as it once was: the draws and the leader worked out in place."""
    old = (
        "def _draw(self, winner):\n"
        "    self._hands[winner] |= 1 << self._stock.pop()\n"
        "    self._hands[1 - winner] |= 1 << self._stock.pop()\n"
        "    self._leader = winner\n"
        "    self._leader = p\n"
    )
    assert [p.split(":")[1] for p in procedure_by_hand(old, "x.py")] == ["2", "3", "4"]


def test_the_procedure_scan_sees_the_old_draws_and_plays() -> None:
    """The lesson's draws, winner first, and the deal state's first-ten plays, each written in place, as they once
    were (``rules.procedure.draws``, ``rules.tricks.first_ten_plays``)."""
    old = (
        "for q in (after.trick_winner, 1 - after.trick_winner):\n"
        "    pass\n"
        "holding = self._holding(p) if self.phase == 1 else self._hands[p]\n"
        "holding = hand | table if state.phase == 1 else hand\n"
        "seats = (view.player, 1 - view.player)\n"
    )
    assert [p.split(":")[1] for p in procedure_by_hand(old, "x.py")] == ["1", "3", "4"]


def test_the_procedure_scan_sees_the_old_stocks() -> None:
    """Master's play-out stopped at a stock of a bare 2, before it asked the rules (the miners' dealers, worked
    out by ``% 2``, are test_rules_asked_not_rebuilt.py's)."""
    old = (
        "\n"
        "\n"
        "def play_out(state, last: int = 2, follow_only: bool = False):\n"
        "    while state.stock_indices and not (len(state.stock_indices) <= last and state.stage is stop):\n"
        "        pass\n"
        "    if len(state.stock) == 4:\n"
        "        pass\n"
        "def fine(state, last: int = STOCK_AT_LAST_DECLARATION):\n"
        "    return len(state.stock_indices) <= last or len(state.stock) == 0\n"
        "dealer = dealer_of(deal_seed, 0)\n"
    )
    assert [p.split(":")[1] for p in procedure_by_hand(old, "x.py")] == ["4", "6"]


def test_the_procedure_scan_sees_the_puzzle_makers_old_tricks() -> None:
    """The puzzle makers' own trick winner and next leader, in local names,, as it once was."""
    old = (
        "w = follower if follower_wins(a, b, trump) else leader\n"
        "leader = w\n"
        "winner = p if follower_wins(lead, i, self._trump) else 1 - p\n"
        "v = tb if follower_wins(led, i, trump) else -tb\n"
    )
    assert [p.split(":")[1] for p in procedure_by_hand(old, "x.py")] == ["1", "2", "3"]


# --------------------------------------------------------------------------- the deal's counts compared inline

COUNT_ALLOWED: dict[tuple[str, str], str] = {
    ("penchant/puzzlemakers/constructed_endgames.py", "len(pools[1]) != FIRST_TEN_TRICKS"):
        "the cards a player plays in the first ten tricks, one a trick: a count of cards, not of declarations",
}
"""Inline comparisons of the deal's counts that stay (file, the comparison), each with its reason."""


def _is(node: ast.AST, *names: str) -> bool:
    return (isinstance(node, ast.Name) and node.id in names) or (isinstance(node, ast.Attribute) and node.attr in names)


def _counted(node: ast.AST) -> bool:
    """Whether ``node`` counts things other than tricks: a ``len(...)`` or a ``.bit_count()`` (cards, declarations)."""
    return isinstance(node, ast.Call) and ((isinstance(node.func, ast.Name) and node.func.id == "len")
                                           or (isinstance(node.func, ast.Attribute) and node.func.attr == "bit_count"))


def counts_compared_inline(source: str, where: str) -> list[str]:
    """The deal's counts compared by hand: a state's tricks set equal to Phase 1's ten (``first_lead_of_last_six``),
    any other trick or trick number held against the first ten's or the deal's tricks (whether the last six have
    begun, the deal is over, a declaration may follow: ``last_six_begun``, ``deal_over``,
    ``declaration_may_follow``), a list of declarations measured against the ten tricks
    (``limits.declarations_problem``, which bounds each kind too) and a stock tested for whole tricks by ``% 2``
    (``drawn_by_whole_tricks``, ``tricks_for_stock``)."""
    out: list[tuple[int, str]] = []
    for node in ast.walk(parsed(source)):
        if (where, ast.unparse(node)) in COUNT_ALLOWED:
            continue
        if isinstance(node, ast.Compare):
            sides = [node.left, *node.comparators]
            if (any(isinstance(op, ast.Eq | ast.NotEq) for op in node.ops)
                    and any(_is(s, "FIRST_TEN_TRICKS") for s in sides)
                    and any(isinstance(s, ast.Attribute) and s.attr == "tricks" for s in sides)):
                out.append((node.lineno, "tricks compared with FIRST_TEN_TRICKS "
                                         "(rules.procedure.first_lead_of_last_six, last_six_begun)"))
            elif (any(_is(s, "FIRST_TEN_TRICKS", "ALL_TRICKS") for s in sides)
                    and not any(_counted(s) for s in sides)):
                out.append((node.lineno, "a trick held against the deal's tricks by hand (rules.procedure."
                                         "last_six_begun, deal_over, declaration_may_follow)"))
            if (any(isinstance(s, ast.Call) and isinstance(s.func, ast.Name) and s.func.id == "len" for s in sides)
                    and any(_is(s, "FIRST_TEN_TRICKS") for s in sides)):
                out.append((node.lineno, "declarations counted against the ten tricks "
                                         "(rules.limits.declarations_problem)"))
        if (isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod)
                and any(isinstance(n, ast.Name | ast.Attribute) and "stock" in (n.id if isinstance(n, ast.Name)
                                                                                 else n.attr) for n in [node.left])
                and (_is(node.right, "DRAWS_PER_TRICK") or (isinstance(node.right, ast.Constant)
                                                             and node.right.value == 2))):
            out.append((node.lineno, "a stock tested for whole tricks by hand "
                                     "(rules.procedure.drawn_by_whole_tricks, tricks_for_stock)"))
    return [f"{where}:{line}: {what}" for line, what in sorted(out)]


def test_the_deals_counts_are_compared_by_the_rules() -> None:
    problems: list[str] = []
    for rel, source in sources():
        if not rel.startswith("penchant/rules/"):
            problems += counts_compared_inline(source, rel)
    assert not problems, "\n".join(problems)


def test_the_count_scan_sees_the_old_copies() -> None:
    """The copies once made: the reading puzzle's and the real-play miner's first lead of the last six, the
    trump puzzle's ten declarations and the constructed moment's stock."""
    old = (
        "if state.phase != 2 or state.tricks != FIRST_TEN_TRICKS:\n"
        "    pass\n"
        "if state.tricks == FIRST_TEN_TRICKS and taken < 2:\n"
        "    pass\n"
        "if len(out) > FIRST_TEN_TRICKS:\n"
        "    pass\n"
        "if not 1 <= k <= FIRST_TEN_TRICKS or target.stock % 2:\n"
        "    pass\n"
        "if d.next_trick <= FIRST_TEN_TRICKS:\n"
        "    pass\n"
    )
    assert [p.split(":")[1] for p in counts_compared_inline(old, "x.py")] == ["1", "3", "5", "7", "7", "9"]


# --------------------------------------------------------------------------- the first ten clamped by hand

def first_ten_clamped_by_hand(source: str, where: str) -> list[str]:
    """A trick count held to the first ten by hand, ``min(played, FIRST_TEN_TRICKS)``: what is left of the first
    ten after any count of tricks is ``rules.procedure.first_ten_to_come``'s, and whether the last six have begun
    ``last_six_begun``'s."""
    return [f"{where}:{node.lineno}: a trick count clamped to the first ten by hand "
            "(rules.procedure.first_ten_to_come, last_six_begun)"
            for node in ast.walk(parsed(source))
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "min"
            and any("FIRST_TEN_TRICKS" in names_in(arg) for arg in node.args)]


def test_the_first_ten_left_is_asked_of_the_rules() -> None:
    found = [p for rel, source in sources() if rel.startswith(("penchant/", "penchant_widgets/"))
             and not rel.startswith("penchant/rules/") for p in first_ten_clamped_by_hand(source, rel)]
    assert not found, "\n".join(found)


def test_the_clamp_scan_sees_the_old_copies() -> None:
    old = ("if first_ten_left(min(v.tricks_played, FIRST_TEN_TRICKS)) == 0:\n"
           "    pass\n"
           "early = min(played, FIRST_TEN_TRICKS) < EARLY_TRICKS\n"
           "fine = min(played, 3)\n")
    assert sorted(p.split(":")[1] for p in first_ten_clamped_by_hand(old, "x.py")) == ["1", "3"]


# --------------------------------------------------------------------------- a rule under a second name

def renames(source: str, where: str) -> list[str]:
    """Public functions whose one statement hands their own parameters, unchanged, to another function: the same
    rule under a second name (the deal's procedure had ``first_ten_left`` and ``first_ten_to_come``, one count of
    the first ten still to play asked two ways). A rule has one home and one name; its callers ask that."""
    found = []
    for node in ast.walk(parsed(source)):
        if not isinstance(node, ast.FunctionDef) or node.name.startswith("_"):
            continue
        body = [b for b in node.body if not (isinstance(b, ast.Expr) and isinstance(b.value, ast.Constant))]
        if len(body) != 1 or not isinstance(body[0], ast.Return) or not isinstance(body[0].value, ast.Call):
            continue
        call = body[0].value
        params = sorted(a.arg for a in [*node.args.args, *node.args.kwonlyargs])
        passed = [*call.args, *(k.value for k in call.keywords)]
        if params and all(isinstance(a, ast.Name) for a in passed) \
                and sorted(a.id for a in passed if isinstance(a, ast.Name)) == params:
            found.append(f"{where}:{node.lineno}: {node.name} only renames {ast.unparse(call.func)}")
    return found


def test_each_rule_of_the_rules_has_one_name() -> None:
    found = [p for rel, source in sources() if rel.startswith("penchant/rules/") for p in renames(source, rel)]
    assert not found, "\n".join(found)


def test_the_rename_scan_sees_the_old_copy() -> None:
    old = ("def first_ten_left(played):\n    return first_ten_to_come(played)\n"
           "def stock_after(tricks):\n    return STOCK_SIZE - 2 * tricks\n"
           "def pone(dealer):\n    return other(dealer, 'dealer')\n")
    assert [p.split(":")[1] for p in renames(old, "x.py")] == ["1"]


# --------------------------------------------------------------------------- the turns to declare

def _declaring(func: ast.AST) -> bool:
    """A call's function that offers or asks a turn to declare (``self._declaring_turn``, ``may_declare``)."""
    name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
    return "declar" in name.lower()


def _the_other(node: ast.AST) -> bool:
    """``1 - p``: the other player, worked out in place."""
    return (isinstance(node, ast.BinOp) and isinstance(node.op, ast.Sub) and isinstance(node.left, ast.Constant)
            and node.left.value == 1)


def declaring_turns_by_hand(source: str, where: str) -> list[str]:
    """The order of the turns to declare after a trick written out instead of asked (``rules.procedure``'s
    ``DeclaringTurn``, ``FIRST_TO_DECLARE``, ``turn_after``, ``may_still_declare``): the turn handed to the other
    player in place (``self._declaring_turn(1 - p, ...)``), and whether the winner has declared carried by the
    caller into the rule of what may be declared (``may_declare(..., winner_declared=winner_declared)``, ``=
    declared is not None``): which turn comes next, and when the declaring is over, are the rules'. A literal
    ``False`` (the moment a position is set at) or a value read from a record or puzzle (a call) is a question
    asked, not a turn kept."""
    out: list[str] = []
    for node in ast.walk(parsed(source)):
        if not (isinstance(node, ast.Call) and _declaring(node.func)):
            continue
        if any(_the_other(a) for a in [*node.args, *(k.value for k in node.keywords)]):
            out.append(f"{where}:{node.lineno}: the turn to declare handed to the other player by hand "
                       "(rules.procedure.turn_after, DeclaringTurn.player)")
        for k in node.keywords:
            if k.arg == "winner_declared" and not (
                    (isinstance(k.value, ast.Constant) and k.value.value is False) or isinstance(k.value, ast.Call)):
                out.append(f"{where}:{node.lineno}: whether the winner declared kept by the caller "
                           "(rules.procedure.turn_after, may_still_declare)")
    return sorted(out, key=lambda p: int(p.split(":")[1]))


def test_the_turns_to_declare_are_asked_of_the_rules() -> None:
    problems: list[str] = []
    for rel, source in sources():
        if rel.startswith("penchant/rules/"):
            continue
        problems += declaring_turns_by_hand(source, rel)
    assert not problems, "\n".join(problems)


def test_the_turns_scan_sees_the_old_deal_state_and_sheet() -> None:
    """The deal state's turns to declare and the marker's sheet, as they once were (the rules' ``may_declare`` asked,
    the order around it worked out in place); the questions the puzzles and the words still ask pass."""
    old = (
        "def _declaring_turn(self, player, *, winner_declared):\n"
        "    may = may_declare(won_trick=won, winner_declared=winner_declared)\n"
        "    self._declaring_turn(1 - player, winner_declared=False)\n"
        "    self._declaring_turn(1 - p, winner_declared=True)\n"
        "    return may_declare(won_trick=player == self.last_winner, winner_declared=declared is not None)\n"
        "may = may_declare(won_trick=False, winner_declared=False)\n"
        "may = may_declare(won_trick=bool(given['won_trick']), winner_declared=bool(given['winner_declared']))\n"
    )
    assert [p.split(":")[1] for p in declaring_turns_by_hand(old, "x.py")] == ["2", "3", "4", "4", "5"]
