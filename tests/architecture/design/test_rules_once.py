"""Each rule once: profile-dependent rules are always told the profile, and the pack's numbers and masks
are not worked out again outside ``penchant/rules``.

The coach once asked ``is_barred_on_masks(n, table, opp_table)`` and got Kandell's reading under Foster's
rules: a rule whose answer depends on the profile had a silent default. Now such a rule has no default
for its profile (or switch) argument, and every call in the project's code passes it; both are checked
here with ast, so a new call without it fails; outside the rules no function's profile or reading has a default
but the public API's named one (the words' and the score sheet's own wrappers were once listed here one by one).
The second half scans for the pack's brisques and major
cards counted inline (``(x & BRISQUE_MASK).bit_count()``) and for the pack's numbers written as literals
in the modules that read and check records and positions; the few fast-path uses are listed, each with
its reason. The deal's procedure and counts worked out by hand are ``test_procedure_asked_of_the_rules.py``'s;
declaration events' points added up by hand, ``test_declarations_points_asked_of_the_rules.py``'s.

What the scoring and procedure scan cannot see, said plainly: it knows a profile, a dealer and a scoring value by
the identifier's spelling (``profile``, ``prof``, ``*_profile``, ``dealer``, ``lurch_threshold``), so the same
arithmetic on a name spelt otherwise passes it (``pr.value(k)`` is seen, ``rules_in_play.value(k)`` is not; a
dealer held as ``d`` is not). Issue #30 found three copies it let by: a puzzle adding two declarations'
``.points``, a widget reading a trick's loser as ``names[1 - w]``, a player's subtraction of counts. The first two
kinds are now looked at by their arithmetic, whatever the names, in ``test_seats_and_points_asked_of_the_rules.py``
(a seat flipped by hand, points added: anywhere outside the rules), which says what
it, in turn, cannot see.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import json
from collections.abc import Iterator
from pathlib import Path

from source_scan import (
    ROOT,
    function_owners,
    module_name,
    notebook_source,
    parameter_defaults,
    parsed,
    python_files,
    sources,
)

# A rule whose answer depends on the profile: its module, and the parameter (name, position) that carries
# the profile or its switch.
PROFILE_RULES: dict[str, tuple[str, str, int]] = {
    "is_barred_on_masks": ("penchant.rules.barring", "reading", 3),
    "is_barred": ("penchant.rules.barring", "barring", 2),
    "bar_report": ("penchant.rules.bar_reports", "barring", 2),
    "barring_summary": ("penchant.rules.bar_reports", "barring", 1),
    "penchant_sets_trump": ("penchant.rules.trump", "profile", 0),
    "check_declaration": ("penchant.rules.combinations", "profile", 2),
    "legal_declarations": ("penchant.rules.combinations", "profile", 1),
    "legal_declaration_masks": ("penchant.rules.combinations", "profile", 3),
    "dealer_from_cut": ("penchant.rules.dealing", "profile", 1),
    "cut_for_deal": ("penchant.rules.dealing", "profile", 1),
    "barred_set_sizes": ("penchant.rules.barring", "reading", 2),
    "barred_size_flags": ("penchant.rules.barring", "reading", 2),
    "tables_weighed": ("penchant.rules.barring", "reading", 2),
    "barring_cards": ("penchant.rules.bar_reports", "barring", 2),
    "free_report": ("penchant.rules.free_reports", "barring", 2),
    "free_report_of_tables": ("penchant.rules.free_reports", "barring", 3),
}


def test_profile_dependent_rules_have_no_default_profile() -> None:
    for name, (module, param, position) in PROFILE_RULES.items():
        assert module.startswith("penchant.rules."), f"{name}: a profile-dependent rule outside the rules ({module})"
        signature = inspect.signature(getattr(importlib.import_module(module), name))
        parameter = signature.parameters[param]
        assert parameter.default is inspect.Parameter.empty, f"{module}.{name}: {param} has a default"
        assert list(signature.parameters).index(param) == position, f"{module}.{name}: {param} moved"


PROFILE_PARAMETERS = {"profile", "rules"}
"""Parameters that carry a rules profile (or its name): outside the rules, one may default only to the public API's
named default (:data:`penchant.rules.profiles.DEFAULT_PROFILE`, or its name) or to ``None``."""
READING_PARAMETERS = {"reading", "barring"}
"""Parameters that carry the barring reading: never defaulted (the two readings disagree)."""
PROFILE_DEFAULTS = {"DEFAULT_PROFILE", "DEFAULT_PROFILE.name", "None"}


def profile_assumed(source: str, where: str) -> list[str]:
    """Every function in ``source`` whose profile or reading parameter has a default other than the named default
    profile: a rule's answer taken under a profile nobody chose (the words' ``barred_sizes``, ``why_free`` and the
    sheet's ``score_deal``, ``tally`` were once listed one by one in :data:`PROFILE_RULES`; any function is now)."""
    out: list[str] = []
    for fn in ast.walk(parsed(source)):
        if not isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        defaults = parameter_defaults(fn)
        for name, default in defaults.items():
            said = ast.unparse(default)
            if name in READING_PARAMETERS or (name in PROFILE_PARAMETERS and said not in PROFILE_DEFAULTS):
                out.append(f"{where}:{fn.lineno}: {fn.name}({name}={said})")
    return out


def test_outside_the_rules_no_profile_or_reading_is_assumed() -> None:
    problems: list[str] = []
    for path in python_files():
        rel = path.relative_to(ROOT).as_posix()
        if not rel.startswith("penchant/rules/"):
            problems += profile_assumed(path.read_text(encoding="utf-8"), rel)
    assert not problems, "\n".join(problems)


def test_the_default_scan_sees_a_reading_assumed() -> None:
    old = ("def barred_sizes(table, opp_table, reading='by_size'):\n    pass\n"
           "def tally(entries, profile=KANDELL):\n    pass\n"
           "def score_deal(entry, *, profile='kandell'):\n    pass\n"
           "def play(profile=DEFAULT_PROFILE, rules=DEFAULT_PROFILE.name, other=None):\n    pass\n")
    assert [p.split(": ")[1] for p in profile_assumed(old, "x.py")] == [
        "barred_sizes(reading='by_size')", "tally(profile=KANDELL)", "score_deal(profile='kandell')"]


def calls_without_profile(source: str, module: str, where: str) -> list[str]:
    """Every call in ``source`` of a profile-dependent rule that does not pass its profile argument.

    A rule is recognised by the name it was imported under (``from penchant.rules.barring import
    is_barred_on_masks as bar``), as an attribute of an imported module (``penchant.bar_report``,
    ``barring.is_barred``) or, in its own module, by its name.
    """
    tree = parsed(source)
    local: dict[str, str] = {}  # name in this file -> the rule it is
    for rule, (home, _p, _i) in PROFILE_RULES.items():
        if module == home:
            local[rule] = rule
    modules: set[str] = set()  # names bound to project modules
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] in ("penchant", "penchant_widgets"):
            for alias in node.names:
                if alias.name in PROFILE_RULES:
                    local[alias.asname or alias.name] = alias.name
                else:
                    modules.add(alias.asname or alias.name)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] in ("penchant", "penchant_widgets"):
                    modules.add(alias.asname or alias.name.split(".")[0])
    out: list[str] = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        rule = None
        if isinstance(node.func, ast.Name):
            rule = local.get(node.func.id)
        elif isinstance(node.func, ast.Attribute) and node.func.attr in PROFILE_RULES:
            root = node.func.value
            while isinstance(root, ast.Attribute):
                root = root.value
            if isinstance(root, ast.Name) and root.id in modules:
                rule = node.func.attr
        if rule is None:
            continue
        _home, param, position = PROFILE_RULES[rule]
        passes = (
            len(node.args) > position
            or any(k.arg == param or k.arg is None for k in node.keywords)
            or any(isinstance(a, ast.Starred) for a in node.args)
        )
        if not passes:
            out.append(f"{where}:{node.lineno}: {rule}(...) without its {param}")
    return out


def test_every_call_of_a_profile_dependent_rule_passes_the_profile() -> None:
    problems: list[str] = []
    calls = 0
    for path in python_files():
        source = path.read_text(encoding="utf-8")
        calls += sum(source.count(f"{rule}(") for rule in PROFILE_RULES)
        problems += calls_without_profile(source, module_name(path), str(path.relative_to(ROOT)))
    assert calls > 30, "the scan found too few calls to be looking at the right files"
    assert not problems, "\n".join(problems)


def test_the_check_would_have_caught_the_coach() -> None:
    """The coach's call as it once was, and the other ways of writing such a call."""
    old_coach = (
        "from penchant.rules.barring import is_barred_on_masks\n"
        "def _minor_bars(table, opp_table):\n"
        "    return [n for n in (2, 3, 4) if is_barred_on_masks(n, table, opp_table)]\n"
    )
    assert calls_without_profile(old_coach, "penchant.coaching.coach", "coach.py") == [
        "coach.py:3: is_barred_on_masks(...) without its reading"]
    others = (
        "import penchant\n"
        "from penchant.rules import barring\n"
        "from penchant.rules.bar_reports import bar_report as why\n"
        "penchant.bar_report(2, h)\n"
        "barring.is_barred(2, h)\n"
        "why(2, h)\n"
        "why(2, h, KANDELL)\n"
        "barring.is_barred(2, h, barring=profile)\n"
    )
    assert len(calls_without_profile(others, "tools.example", "x.py")) == 3


# --------------------------------------------------------------------------- the pack's numbers and masks

MASKS = {"BRISQUE_MASK", "MAJOR_MASK"}
"""The rules' masks of what the pack's cards are; counting them inline re-derives brisque_count and kin."""

MASK_ALLOWED: dict[tuple[str, str], str] = {
    ("penchant/solver/search.py", "_make_search"): "the solver's search, the fast path: brisques counted on the "
                                                   "rules' BRISQUE_MASK in the innermost loop, where a call per "
                                                   "count costs measurable time",
}
"""(file, function) where a mask's cards may be counted inline, each with its reason. The reference solver
(``plain_minimax``) and the search's root moves ask the rules (``brisques_in_mask``, ``trick_brisques``)."""


def _aliases(tree: ast.Module) -> set[str]:
    """The mask names and the names bound to them, in the module or a function (``_BR = BRISQUE_MASK``,
    ``br = BRISQUE_MASK``)."""
    names = set(MASKS)
    for node in ast.walk(tree):
        target = node.targets[0] if isinstance(node, ast.Assign) and len(node.targets) == 1 else (
            node.target if isinstance(node, ast.AnnAssign) else None)
        value = node.value if isinstance(node, ast.Assign | ast.AnnAssign) else None
        if isinstance(target, ast.Name) and isinstance(value, ast.Name) and value.id in MASKS:
            names.add(target.id)
    return names


def _uses(node: ast.AST, names: set[str]) -> bool:
    return any(isinstance(n, ast.Name) and n.id in names for n in ast.walk(node))


def _allowed_functions(tree: ast.Module, where: str) -> list[ast.AST]:
    return [node for node in ast.walk(tree) if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
            and (where, node.name) in MASK_ALLOWED]


def mask_counts(source: str, where: str) -> list[str]:
    """``(x & MASK).bit_count()`` and ``MASK >> i & 1``: a brisque (or major card) counted by hand, outside the
    functions :data:`MASK_ALLOWED` lists."""
    tree = parsed(source)
    names = _aliases(tree)
    allowed = {id(n) for f in _allowed_functions(tree, where) for n in ast.walk(f)}
    out: list[str] = []
    for node in ast.walk(tree):
        if id(node) in allowed:
            continue
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "bit_count"
                and isinstance(node.func.value, ast.BinOp) and isinstance(node.func.value.op, ast.BitAnd)
                and _uses(node.func.value, names)):
            out.append(f"{where}:{node.lineno}: a mask's cards counted inline (rules.brisques.brisque_count)")
        if (isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitAnd)
                and isinstance(node.left, ast.BinOp) and isinstance(node.left.op, ast.RShift)
                and isinstance(node.left.left, ast.Name) and node.left.left.id in names):
            out.append(f"{where}:{node.lineno}: a card tested against a mask by shifting "
                       f"(rules.tricks.is_brisque_index, Card.is_brisque)")
    return out


def test_brisques_and_major_cards_are_counted_by_the_rules() -> None:
    problems: list[str] = []
    for rel, source in sources():
        if rel.startswith("penchant/rules/"):
            continue
        problems += mask_counts(source, rel)
    assert not problems, "\n".join(problems)


def test_the_mask_scan_sees_the_old_copies() -> None:
    old = ("from penchant.rules.cards import BRISQUE_MASK\n_BR = BRISQUE_MASK\n"
           "in_play = ((lh | oh) & BRISQUE_MASK).bit_count()\n"
           "r = (p & _BR).bit_count()\n"
           "def _brisque(i): return BRISQUE_MASK >> i & 1\n")
    assert [p.split(":")[1] for p in mask_counts(old, "x.py")] == ["3", "4", "5"]
    search = ("def _make_search(trump):\n    br = BRISQUE_MASK\n    def search(p):\n"
              "        return (p & br).bit_count()\n    return search\n"
              "def _lead_value(p):\n    return (p & BRISQUE_MASK).bit_count()\n")
    assert [p.split(":")[1] for p in mask_counts(search, "penchant/solver/search.py")] == ["7"]
    assert len(mask_counts(search, "penchant/solver/__init__.py")) == 2


PACK_NUMBERS = {5, 6, 10, 12, 16, 20, 32}
"""Cards held at a declaration, a hand and the last six tricks, Phase 1's tricks, the pack's brisques,
the cards a player sees in a deal, the stock, the pack: each has its name in penchant.rules."""

RECORD_MODULES = (
    "penchant/play/game_record.py",
    "penchant/play/play_record.py",
    "penchant/play/position_record.py", "penchant/play/position_cards.py", "penchant/play/position_events.py",
    "penchant/play/position_history.py", "penchant/play/position_possible.py",
    "penchant/play/sheet.py",
    "penchant/puzzles/history_replay.py",
    "penchant/puzzlemakers/authoring.py",
    "penchant/solver/phase2_position.py",
    "penchant/studies/numbers.py",
    "penchant/players/knowledge.py",
    "penchant_widgets/lessons/deal.py",
)
"""The modules that read, build or check records and positions, and the board that teaches the deal: where the
pack's numbers decide (the deal board once grouped the deal's rounds and counted the pack by literals)."""

NUMBER_ALLOWED: dict[tuple[str, int], str] = {
    ("penchant/studies/numbers.py", 5): "round(x, 5): five decimals in a JSON report, not the pack",
    ("penchant/studies/numbers.py", 10): "Fraction(1, 10): the article's 'one in ten', a quoted claim",
    ("penchant_widgets/lessons/deal.py", 16): "at most sixteen card backs drawn for the pack in the dealer's hand: a "
                                   "drawing's size, not the pack",
}


def pack_literals(source: str, where: str) -> list[str]:
    tree = parsed(source)
    lines = source.splitlines()
    out: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and type(node.value) is int and node.value in PACK_NUMBERS:
            if (where, node.value) not in NUMBER_ALLOWED:
                out.append(f"{where}:{node.lineno}: {node.value} in {lines[node.lineno - 1].strip()!r}")
    return out


def test_the_pack_numbers_are_named_where_records_and_positions_are_checked() -> None:
    problems: list[str] = []
    for rel in RECORD_MODULES:
        problems += pack_literals((ROOT / rel).read_text(encoding="utf-8"), rel)
    assert not problems, "\n".join(problems)


# --------------------------------------------------------------------------- scoring and the deal's procedure

SCORING_VALUES = {"brisque_value", "brisquette_points", "bonus_points", "lurch_threshold"}
"""The profile's values that only the rules' scoring (``penchant.rules.scoring``) does arithmetic on."""
PROFILE_RULE_METHODS = {"book_bonus": "rules.scoring.book_bonus_of, book_bonus_paid"}
"""The profile's methods that compute a rule (the book bonus): called only by the rules, whose functions in the
game's words say which rule it is (the scoring puzzles once asked ``profile.bonus_on(...)`` themselves, a call
the arithmetic scan, looking at attributes and the arithmetic around them, let by)."""
BOOK_NUMBERS = {"BOOK_BRISQUES"}
"""The book: compared with or worked on only by the rules (``rules.brisques``' ``brisques_over_book``,
``reaches_the_book``, ``book_shared``); said in a sentence it is a number, not a rule."""
PROCEDURE_NUMBERS = {"STOCK_SIZE", "STOCK", "FULL_STOCK", "FIRST_TEN_TRICKS", "LAST_SIX_TRICKS", "HAND_SIZE",
                     "HELD_AT_DECLARATION", "DRAWS_PER_TRICK"}
"""The deal's numbers that only the rules' procedure (``penchant.rules.procedure``) does arithmetic on."""
DEALERS = {"dealer", "first_dealer"}
"""Who deals: the pone, the next deal's and the next game's dealer are the rules' (``rules.procedure``'s
``pone_of``, ``dealer_of``, ``next_game_dealer``); arithmetic on a dealer (``1 - dealer``) works one out again."""

ARITHMETIC_ALLOWED: dict[tuple[str, str], str] = {
    **{("penchant/players/greedy.py", fn): "the greedy player's heuristic weights, scaled to the profile's brisque "
                                           "value (a weighing, not a score)"
       for fn in ("_keep_worth", "_score_declarations", "_score_leads", "_score_follows", "_score_phase2")},
}


def _a_profile(node: ast.AST) -> bool:
    """``node`` names a rules profile as the project's code calls it (``profile``, ``prof``, ``self._profile``,
    ``sheet.profile``, ``get_profile(name)``)."""
    if isinstance(node, ast.Call):
        return isinstance(node.func, ast.Name) and node.func.id == "get_profile"
    name = node.id if isinstance(node, ast.Name) else node.attr if isinstance(node, ast.Attribute) else ""
    return name in {"pr", "prof"} or name.lstrip("_").startswith("profile") or name.endswith("_profile")


def _a_kinds_value(node: ast.AST) -> bool:
    """``node`` reads a kind's points off a profile (``profile.value(kind)``): rules.scoring.declared_points's."""
    return (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "value"
            and _a_profile(node.func.value))


def _a_profile_value(node: ast.AST | None) -> bool:
    """``node`` reads a scoring value off a profile: one of :data:`SCORING_VALUES`, a kind's points
    (``profile.value(kind)``) or the book bonus (``profile.book_bonus(...)``); a name bound to one holds it."""
    return ((isinstance(node, ast.Attribute) and node.attr in SCORING_VALUES) or _a_kinds_value(node)
            or (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "book_bonus"))


def _book_bonus_on_invented_counts(node: ast.AST) -> bool:
    """``node`` asks the book bonus of both players with a count written in (``book_bonus((brisques, 0))[0]``):
    one player's bonus is rules.scoring.book_bonus_of's."""
    return (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "book_bonus"
            and any(isinstance(a, ast.Tuple | ast.List) and any(isinstance(e, ast.Constant) for e in a.elts)
                    for a in node.args))


def _outside_fstrings(node: ast.AST) -> Iterator[ast.AST]:
    """``node`` and everything under it, except what an f-string only shows."""
    if isinstance(node, ast.JoinedStr):
        return
    yield node
    for child in ast.iter_child_nodes(node):
        if not isinstance(child, ast.JoinedStr):
            yield from _outside_fstrings(child)


def scoring_and_procedure_arithmetic(source: str, where: str) -> list[str]:
    """Arithmetic or comparisons on the profile's scoring values, the book bonus or declarations' points
    summed by hand, and arithmetic on the deal's numbers (the stock, the tricks, the hand): each is the
    rules' (``rules.scoring``, ``rules.procedure``) worked out again."""
    tree = parsed(source)
    # names bound to a scoring value (``lurch = profile.lurch_threshold``): arithmetic on them is on the value
    held = {t.id for node in ast.walk(tree) if isinstance(node, ast.Assign) and _a_profile_value(node.value)
            for t in node.targets if isinstance(t, ast.Name)}
    owner = function_owners(tree)
    out: list[str] = []

    def flag(node: ast.AST, what: str) -> None:
        if (where, owner.get(id(node), "")) not in ARITHMETIC_ALLOWED:
            out.append(f"{where}:{getattr(node, 'lineno', 0)}: {what}")

    for node in ast.walk(tree):
        if isinstance(node, ast.BinOp | ast.AugAssign | ast.Compare) or (
                isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub | ast.UAdd | ast.Invert)):
            operands = ([node.left, node.right] if isinstance(node, ast.BinOp)
                        else [node.target, node.value] if isinstance(node, ast.AugAssign)
                        else [node.operand] if isinstance(node, ast.UnaryOp)
                        else [node.left, *node.comparators])
            for operand in operands:
                for n in _outside_fstrings(operand):
                    if isinstance(n, ast.Attribute) and n.attr in SCORING_VALUES:
                        flag(node, f"the profile's {n.attr} in arithmetic (rules.scoring)")
                    elif isinstance(n, ast.Name) and n.id in held:
                        flag(node, f"a profile's scoring value in arithmetic through {n.id!r} (rules.scoring)")
                    elif (isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)
                          and n.func.attr == "book_bonus"):
                        flag(node, "the book bonus in arithmetic (rules.scoring)")
                    elif _a_kinds_value(n):
                        flag(node, "a kind's points in arithmetic (rules.scoring.declared_points)")
                    elif (isinstance(n, ast.Name) and n.id in PROCEDURE_NUMBERS
                          and not isinstance(node, ast.Compare)):
                        flag(node, f"{n.id} in arithmetic (rules.procedure)")
                    elif (isinstance(n, ast.Name | ast.Attribute) and not isinstance(node, ast.Compare)
                          and (n.id if isinstance(n, ast.Name) else n.attr) in DEALERS):
                        flag(node, "a dealer worked out by hand (rules.procedure: pone_of, dealer_of, "
                                   "next_game_dealer)")
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and node.func.attr in PROFILE_RULE_METHODS):
            flag(node, f"the profile's {node.func.attr}() called outside the rules "
                       f"({PROFILE_RULE_METHODS[node.func.attr]})")
        if isinstance(node, ast.BinOp | ast.Compare) and any(
                isinstance(operand, ast.Name) and operand.id in BOOK_NUMBERS
                for operand in ([node.left, node.right] if isinstance(node, ast.BinOp)
                                else [node.left, *node.comparators])):
            flag(node, "the book compared or worked on by hand (rules.brisques: brisques_over_book, reaches_the_book)")
        if _book_bonus_on_invented_counts(node):
            flag(node, "the book bonus asked on a count written in (rules.scoring.book_bonus_of)")
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "sum":
            if any(isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == "value"
                   and n.args for n in ast.walk(node)):
                flag(node, "declarations' points summed by hand (rules.scoring.declared_points)")
    return sorted(set(out), key=lambda p: int(p.split(":")[1]))


def test_scoring_and_the_procedure_are_worked_out_only_by_the_rules() -> None:
    problems: list[str] = []
    for rel, source in sources():
        if rel.startswith("penchant/rules/"):
            continue
        problems += scoring_and_procedure_arithmetic(source, rel)
    assert not problems, "\n".join(problems)


def test_the_scoring_scan_sees_the_old_copies() -> None:
    """The copies once made: the deal's points in the solver and the strong player, the marker's stock
    and its declared points, the lurch test of the game-at-stake puzzles, the rematch's dealer in the marker's
    result panel and the pone worked out in the deal state."""
    old = (
        "def phase2_points(position, profile, brisques):\n"
        "    mine_bonus, their_bonus = profile.book_bonus((position.won[0] + brisques, 3))\n"
        "    return (brisques - theirs) * profile.brisquette_points + mine_bonus - their_bonus\n"
        "def stock(self):\n"
        "    return STOCK - 2 * self.tricks\n"
        "def declared(self, profile):\n"
        "    return sum(profile.value(k) for k in self.kinds(0))\n"
        "def outcome(me, him, lurch, profile):\n"
        "    return 4 if him < profile.lurch_threshold else 3\n"
        "def shown(profile):\n"
        "    return f'lurched under {profile.lurch_threshold}' + 'x'\n"
        "def play_again(sheet):\n"
        "    return NewGame(sheet.players, sheet.profile, 1 - sheet.first_dealer)\n"
        "def from_layout(dealer):\n"
        "    pone = 1 - dealer\n"
        "    return pone if dealer == 0 else dealer\n"
    )
    found = [p.split(":")[1] for p in scoring_and_procedure_arithmetic(old, "x.py")]
    assert found == ["2", "2", "3", "5", "7", "9", "13", "15"], found  # line 2 twice: book_bonus() called too


def test_the_scoring_scan_sees_a_misreading_multiplied_by_hand() -> None:
    """The scoring puzzles' misreadings multiplied the profile's values by hand (a declaration at
    the brisque value a card, the bonus on every brisque) instead of asking the rules told a wrong input."""
    old = (
        "def _per_card(e, d, p, pr):\n"
        "    flat = sum(n for _, _, n in d[p]) * pr.brisque_value\n"
        "    return flat\n"
        "def _bonus_all(e, d, p, pr):\n"
        "    return e.brisques[p] * pr.bonus_points\n"
        "def _bonus_phase1_only(e, p, pr):\n"
        "    return 3 + pr.book_bonus((5, 4))[p]\n"
    )
    found = [p.split(":")[1] for p in scoring_and_procedure_arithmetic(old, "penchant/puzzles/checkers/scoring.py")]
    assert found == ["2", "5", "7", "7", "7"], found  # line 7 thrice: book_bonus() called too


def test_the_scoring_scan_sees_a_value_negated_or_kept_in_a_name() -> None:
    """The deal state sorted declarations on ``-self._profile.value(k)`` and the declaration puzzle bound
    ``n = profile.value(other)`` and compared ``n != points``, both out of the scan's sight (it saw only a value
    written in a binary operation): a minus sign and a name bound to the value are arithmetic on it too."""
    old = (
        "def _sorted(self, decls):\n"
        "    decls.sort(key=lambda mk: (-self._profile.value(mk[1]), mk[0]))\n"
        "def kind_slips(profile, other, points):\n"
        "    n = profile.value(other)\n"
        "    return n != points\n"
        "def down(profile):\n"
        "    return -profile.brisque_value\n"
        "def bonus(profile, b):\n"
        "    due = profile.book_bonus(b)\n"
        "    return due > (0, 0)\n"
    )
    found = [p.split(":")[1] for p in scoring_and_procedure_arithmetic(old, "x.py")]
    assert found == ["2", "5", "7", "9", "10"], found  # line 9: book_bonus() called


def test_the_scoring_scan_sees_a_threshold_kept_in_a_local() -> None:
    """The endgame miner did its lurch arithmetic on ``lurch = profile.lurch_threshold``, out of
    the scan's sight (it baked in is_lurched's "under")."""
    old = (
        "def aim(profile, mine0, theirs0):\n"
        "    lurch = profile.lurch_threshold\n"
        "    scores = [lurch - mine0, lurch + 12]\n"
        "    return [scores, lurch - 1 - theirs0]\n"
        "def kept(profile):\n"
        "    lurch = profile.lurch_threshold\n"
        "    return lurch\n"
    )
    found = [p.split(":")[1] for p in scoring_and_procedure_arithmetic(old, "x.py")]
    assert found == ["3", "4"], found


def test_the_scoring_scan_sees_a_kinds_value_and_an_invented_count() -> None:
    """The worked-out book bonus asked both players' bonus on an opponent's count it made up
    (``book_bonus((brisques, 0))[0]``), and a kind's points read off the profile were compared and subtracted by hand
    (``profile.value(k) - other.value(k)``): a player's bonus and a declaration's points are rules.scoring's."""
    old = (
        "def book_bonus_worked_out(profile, brisques):\n"
        "    return profile.book_bonus((brisques, 0))[0]\n"
        "def misread(profile, other, k):\n"
        "    return sign * (other.value(k) - profile.value(k))\n"
        "def guess(n, v, kinds):\n"
        "    return any(n == v.profile.value(k) for k in kinds)\n"
        "def shown(self, k, scores):\n"
        "    return self._profile.value(k), scores.value(k) + 1, profile.book_bonus(brisques)\n"
        "def _declarable(v):\n"  # the coach's sort once, listed as allowed: rules.scoring.worth_most_first's
        "    found.sort(key=lambda c: (-v.profile.value(c[1]), -c[0].bit_count()))\n"
    )
    found = [p.split(":")[1] for p in scoring_and_procedure_arithmetic(old, "x.py")]
    assert found == ["2", "2", "4", "6", "8", "10"], found  # 2 and 8: book_bonus() called


def test_the_allowed_arithmetic_still_needs_its_place() -> None:
    """An allowed function that no longer does such arithmetic must leave the list."""
    for rel, fn in ARITHMETIC_ALLOWED:
        source = (ROOT / rel).read_text(encoding="utf-8")
        tree = parsed(source)
        body = next(n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) and n.name == fn)
        assert scoring_and_procedure_arithmetic(ast.unparse(body), "y.py"), f"{rel}:{fn} no longer needs its place"


def test_the_scans_read_the_notebooks_code_cells(tmp_path: Path) -> None:
    """A chapter's code cell that works out a rule again is caught as a module would be (the scans
    once read only .py files)."""
    assert sum(rel.endswith(".ipynb") for rel, _ in sources()) >= 11
    nb = tmp_path / "x.ipynb"
    nb.write_text(json.dumps({"cells": [
        {"cell_type": "markdown", "source": ["# a chapter"]},
        {"cell_type": "code", "source": ["%matplotlib inline\n", "under = total < profile.lurch_threshold\n"]},
    ]}), encoding="utf-8")
    found = scoring_and_procedure_arithmetic(notebook_source(nb), "notebooks/x.ipynb")
    assert found == ["notebooks/x.ipynb:2: the profile's lurch_threshold in arithmetic (rules.scoring)"]
