"""Each rule once: profile-dependent rules are always told the profile, and the pack's numbers and masks
are not worked out again outside ``penchant/rules`` (issue #18).

The coach once asked ``is_barred_on_masks(n, table, opp_table)`` and got Kandell's reading under Foster's
rules: a rule whose answer depends on the profile had a silent default. Now such a rule has no default
for its profile (or switch) argument, and every call in the project's code passes it; both are checked
here with ast, so a new call without it fails. The second half scans for the pack's brisques and major
cards counted inline (``(x & BRISQUE_MASK).bit_count()``) and for the pack's numbers written as literals
in the modules that read and check records and positions; the few fast-path uses are listed, each with
its reason.
"""

from __future__ import annotations

import ast
import functools
import importlib
import inspect
import json
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCANNED = ("penchant", "widgets", "benchmarks", "tools")

# A rule whose answer depends on the profile: its module, and the parameter (name, position) that carries
# the profile or its switch.
PROFILE_RULES: dict[str, tuple[str, str, int]] = {
    "is_barred_on_masks": ("penchant.rules.barring", "reading", 3),
    "is_barred": ("penchant.rules.barring", "barring", 2),
    "bar_report": ("penchant.rules.barring", "barring", 2),
    "barring_summary": ("penchant.rules.barring", "barring", 1),
    "penchant_sets_trump": ("penchant.rules.trump", "profile", 0),
    "check_declaration": ("penchant.rules.combinations", "profile", 2),
    "legal_declarations": ("penchant.rules.combinations", "profile", 1),
    "legal_declaration_masks": ("penchant.rules.combinations", "profile", 3),
    "dealer_from_cut": ("penchant.rules.dealing", "profile", 1),
    "barred_sizes": ("penchant.puzzles.barring", "reading", 2),
    "why_free": ("penchant.puzzles.barring", "reading", 3),
    "barring_cards": ("penchant.puzzles.barring", "reading", 2),
}


def test_profile_dependent_rules_have_no_default_profile() -> None:
    for name, (module, param, position) in PROFILE_RULES.items():
        signature = inspect.signature(getattr(importlib.import_module(module), name))
        parameter = signature.parameters[param]
        assert parameter.default is inspect.Parameter.empty, f"{module}.{name}: {param} has a default"
        assert list(signature.parameters).index(param) == position, f"{module}.{name}: {param} moved"


@functools.cache
def parsed(source: str) -> ast.Module:
    """A source's tree, parsed once for all the scans of this file (they only read it): parsing the project is
    most of a scan's time."""
    return ast.parse(source)


def _python_files() -> Iterator[Path]:
    for top in SCANNED:
        yield from sorted((ROOT / top).rglob("*.py"))


def notebook_source(path: Path) -> str:
    """A notebook's code cells as one Python source (IPython's ``%``/``!`` lines blanked, so line numbers
    count the cells' lines in order)."""
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    lines: list[str] = []
    for cell in cells:
        if cell.get("cell_type") == "code":
            text = "".join(cell.get("source", []))
            lines += ["" if line.lstrip().startswith(("%", "!")) else line for line in text.splitlines()]
    return "\n".join(lines) + "\n"


def _sources() -> Iterator[tuple[str, str]]:
    """Every scanned source as (its path from the root, its Python text): the packages, the benchmarks and
    the tools, and the code cells of the tutorial's notebooks (thin as they are, a rule there is a copy)."""
    for path in _python_files():
        yield path.relative_to(ROOT).as_posix(), path.read_text(encoding="utf-8")
    for path in sorted((ROOT / "notebooks").glob("*.ipynb")):
        yield path.relative_to(ROOT).as_posix(), notebook_source(path)


def _module_name(path: Path) -> str:
    rel = path.relative_to(ROOT).with_suffix("")
    parts = ["penchant_widgets" if rel.parts[0] == "widgets" else rel.parts[0], *rel.parts[1:]]
    return ".".join(p for p in parts if p != "__init__")


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
    for path in _python_files():
        source = path.read_text(encoding="utf-8")
        calls += sum(source.count(f"{rule}(") for rule in PROFILE_RULES)
        problems += calls_without_profile(source, _module_name(path), str(path.relative_to(ROOT)))
    assert calls > 30, "the scan found too few calls to be looking at the right files"
    assert not problems, "\n".join(problems)


def test_the_check_would_have_caught_the_coach() -> None:
    """The coach's call before issue #18, and the other ways of writing such a call."""
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
        "from penchant.rules.barring import bar_report as why\n"
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

MASK_ALLOWED: dict[str, str] = {
    "penchant/solver/search.py": "the solver's search, the fast path: brisques counted on masks in the "
                                 "innermost loop, where a call per count costs measurable time",
    "penchant/solver/__init__.py": "the reference solver is timed against the search by bench_solver, so it "
                                   "counts brisques the same way (the ratio compares the algorithms)",
}


def _aliases(tree: ast.Module) -> set[str]:
    """The mask names and the module-level names bound to them (``_BR = BRISQUE_MASK``)."""
    names = set(MASKS)
    for node in tree.body:
        target = node.targets[0] if isinstance(node, ast.Assign) and len(node.targets) == 1 else (
            node.target if isinstance(node, ast.AnnAssign) else None)
        value = node.value if isinstance(node, ast.Assign | ast.AnnAssign) else None
        if isinstance(target, ast.Name) and isinstance(value, ast.Name) and value.id in MASKS:
            names.add(target.id)
    return names


def _uses(node: ast.AST, names: set[str]) -> bool:
    return any(isinstance(n, ast.Name) and n.id in names for n in ast.walk(node))


def mask_counts(source: str, where: str) -> list[str]:
    """``(x & MASK).bit_count()`` and ``MASK >> i & 1``: a brisque (or major card) counted by hand."""
    tree = parsed(source)
    names = _aliases(tree)
    out: list[str] = []
    for node in ast.walk(tree):
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
    for rel, source in _sources():
        if rel.startswith("penchant/rules/") or rel in MASK_ALLOWED:
            continue
        problems += mask_counts(source, rel)
    assert not problems, "\n".join(problems)


def test_the_mask_scan_sees_the_old_copies() -> None:
    old = ("from penchant.rules.cards import BRISQUE_MASK\n_BR = BRISQUE_MASK\n"
           "in_play = ((lh | oh) & BRISQUE_MASK).bit_count()\n"
           "r = (p & _BR).bit_count()\n"
           "def _brisque(i): return BRISQUE_MASK >> i & 1\n")
    assert [p.split(":")[1] for p in mask_counts(old, "x.py")] == ["3", "4", "5"]


def test_the_allowed_fast_paths_still_need_their_place() -> None:
    """An allowed file that no longer counts masks inline must leave the list."""
    for rel in MASK_ALLOWED:
        assert mask_counts((ROOT / rel).read_text(encoding="utf-8"), rel), f"{rel} no longer needs its place"


PACK_NUMBERS = {5, 6, 10, 12, 16, 20, 32}
"""Cards held at a declaration, a hand and the last six tricks, Phase 1's tricks, the pack's brisques,
the cards a player sees in a deal, the stock, the pack: each has its name in penchant.rules."""

RECORD_MODULES = (
    "penchant/play/record.py",
    "penchant/play/playrecord.py",
    "penchant/play/position.py",
    "penchant/play/sheet.py",
    "penchant/puzzles/positions.py",
    "penchant/puzzlemakers/authoring.py",
    "penchant/solver/position.py",
    "penchant/studies/numbers.py",
    "penchant/players/knowledge.py",
    "widgets/rules/deal.py",
)
"""The modules that read, build or check records and positions, and the board that teaches the deal: where the
pack's numbers decide (the deal board once grouped the deal's rounds and counted the pack by literals)."""

NUMBER_ALLOWED: dict[tuple[str, int], str] = {
    ("penchant/studies/numbers.py", 5): "round(x, 5): five decimals in a JSON report, not the pack",
    ("penchant/studies/numbers.py", 10): "Fraction(1, 10): the article's 'one in ten', a quoted claim",
    ("widgets/rules/deal.py", 16): "at most sixteen card backs drawn for the pack in the dealer's hand: a "
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


def test_the_pack_is_not_walked_by_a_literal_range() -> None:
    """``range(32)`` over card indices outside the rules: iterate ``cards_of(mask)`` or use ``PACK_SIZE``."""
    problems: list[str] = []
    for rel, source in _sources():
        if rel.startswith("penchant/rules/"):
            continue
        for node in ast.walk(parsed(source)):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("range", "comb")
                    and any(isinstance(a, ast.Constant) and a.value == 32 for a in node.args)):
                problems.append(f"{rel}:{node.lineno}: {node.func.id}(... 32 ...)")
    assert not problems, "\n".join(problems)


# --------------------------------------------------------------------------- scoring and the deal's procedure

SCORING_VALUES = {"brisquette_points", "bonus_points", "lurch_threshold"}
"""The profile's values that only the rules' scoring (``penchant.rules.scoring``) does arithmetic on."""
PROCEDURE_NUMBERS = {"STOCK_SIZE", "STOCK", "FULL_STOCK", "PHASE1_TRICKS", "PHASE2_TRICKS", "HAND_SIZE",
                     "HELD_AT_DECLARATION", "DRAWS_PER_TRICK"}
"""The deal's numbers that only the rules' procedure (``penchant.rules.procedure``) does arithmetic on."""
DEALERS = {"dealer", "first_dealer"}
"""Who deals: the pone, the next deal's and the next game's dealer are the rules' (``rules.procedure``'s
``pone_of``, ``dealer_of``, ``next_game_dealer``); arithmetic on a dealer (``1 - dealer``) works one out again."""

ARITHMETIC_ALLOWED: dict[tuple[str, str], str] = {
    ("penchant/puzzles/scoring.py", "_bonus_phase1_only"): "a misreading of the scoring, modelled on purpose as "
                                                           "a wrong answer (the bonus on Phase 1 brisques)",
    ("penchant/puzzles/scoring.py", "_bonus_all"): "a misreading modelled on purpose (the bonus on every brisque)",
    ("penchant/puzzles/scoring.py", "low_near"): "a puzzle's difficulty: how near the loser is to the lurch mark",
    ("benchmarks/bench_solver.py", "positions"): "two hands of the last six dealt at random for timing",
}


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
    owner: dict[int, str] = {}
    for fn in ast.walk(tree):
        if isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef):
            for n in ast.walk(fn):
                owner.setdefault(id(n), fn.name)
    out: list[str] = []

    def flag(node: ast.AST, what: str) -> None:
        if (where, owner.get(id(node), "")) not in ARITHMETIC_ALLOWED:
            out.append(f"{where}:{getattr(node, 'lineno', 0)}: {what}")

    for node in ast.walk(tree):
        if isinstance(node, ast.BinOp | ast.AugAssign | ast.Compare):
            operands = ([node.left, node.right] if isinstance(node, ast.BinOp)
                        else [node.target, node.value] if isinstance(node, ast.AugAssign)
                        else [node.left, *node.comparators])
            for operand in operands:
                for n in _outside_fstrings(operand):
                    if isinstance(n, ast.Attribute) and n.attr in SCORING_VALUES:
                        flag(node, f"the profile's {n.attr} in arithmetic (rules.scoring)")
                    elif (isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)
                          and n.func.attr == "book_bonus"):
                        flag(node, "the book bonus in arithmetic (rules.scoring)")
                    elif (isinstance(n, ast.Name) and n.id in PROCEDURE_NUMBERS
                          and not isinstance(node, ast.Compare)):
                        flag(node, f"{n.id} in arithmetic (rules.procedure)")
                    elif (isinstance(n, ast.Name | ast.Attribute) and not isinstance(node, ast.Compare)
                          and (n.id if isinstance(n, ast.Name) else n.attr) in DEALERS):
                        flag(node, "a dealer worked out by hand (rules.procedure: pone_of, dealer_of, "
                                   "next_game_dealer)")
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "sum":
            if any(isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr == "value"
                   and n.args for n in ast.walk(node)):
                flag(node, "declarations' points summed by hand (rules.scoring.declared_points)")
    return sorted(set(out), key=lambda p: int(p.split(":")[1]))


def test_scoring_and_the_procedure_are_worked_out_only_by_the_rules() -> None:
    problems: list[str] = []
    for rel, source in _sources():
        if rel.startswith("penchant/rules/"):
            continue
        problems += scoring_and_procedure_arithmetic(source, rel)
    assert not problems, "\n".join(problems)


def test_the_scoring_scan_sees_the_old_copies() -> None:
    """The copies issue #30 found: the deal's points in the solver and the strong player, the marker's stock
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
    assert found == ["3", "5", "7", "9", "13", "15"], found


def test_the_allowed_arithmetic_still_needs_its_place() -> None:
    """An allowed function that no longer does such arithmetic must leave the list."""
    for rel, fn in ARITHMETIC_ALLOWED:
        source = (ROOT / rel).read_text(encoding="utf-8")
        tree = parsed(source)
        body = next(n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) and n.name == fn)
        assert scoring_and_procedure_arithmetic(ast.unparse(body), "y.py"), f"{rel}:{fn} no longer needs its place"


def test_the_scans_read_the_notebooks_code_cells(tmp_path: Path) -> None:
    """A chapter's code cell that works out a rule again is caught as a module would be (the review found
    the scans read only .py files)."""
    assert sum(rel.endswith(".ipynb") for rel, _ in _sources()) >= 11
    nb = tmp_path / "x.ipynb"
    nb.write_text(json.dumps({"cells": [
        {"cell_type": "markdown", "source": ["# a chapter"]},
        {"cell_type": "code", "source": ["%matplotlib inline\n", "under = total < profile.lurch_threshold\n"]},
    ]}), encoding="utf-8")
    found = scoring_and_procedure_arithmetic(notebook_source(nb), "notebooks/x.ipynb")
    assert found == ["notebooks/x.ipynb:2: the profile's lurch_threshold in arithmetic (rules.scoring)"]


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
                and named(node.value, "winner")):
            out.append(f"{where}:{node.lineno}: the trick's winner made the leader by hand "
                       "(rules.procedure.next_leader)")
    return sorted(out, key=lambda p: int(p.split(":")[1]))


def test_the_deal_procedure_is_asked_of_the_rules() -> None:
    problems: list[str] = []
    for rel, source in _sources():
        if rel.startswith("penchant/rules/"):
            continue
        problems += procedure_by_hand(source, rel)
    assert not problems, "\n".join(problems)


def suits_on_masks(source: str, where: str) -> list[str]:
    """A suit's cards worked out on masks (``SUIT_OF_MASK[i]``, ``0xFF << 8 * suit``): the follow and who wins a
    trick re-derived (``rules.tricks``: ``phase2_replies``, ``follower_wins``, ``trump_mask``)."""
    out: list[str] = []
    for node in ast.walk(parsed(source)):
        if isinstance(node, ast.Name) and node.id == "SUIT_OF_MASK":
            out.append(f"{where}:{node.lineno}: SUIT_OF_MASK outside the rules (rules.tricks.phase2_replies)")
        if (isinstance(node, ast.BinOp) and isinstance(node.op, ast.LShift)
                and isinstance(node.left, ast.Constant) and node.left.value == 0xFF):
            out.append(f"{where}:{node.lineno}: a suit's mask by shifting (rules.tricks.trump_mask)")
    return sorted(set(out), key=lambda p: int(p.split(":")[1]))


def test_a_trick_is_judged_by_the_rules() -> None:
    problems: list[str] = []
    for rel, source in _sources():
        if not rel.startswith("penchant/rules/"):
            problems += suits_on_masks(source, rel)
    assert not problems, "\n".join(problems)


def test_the_trick_scan_sees_the_solvers_old_copy() -> None:
    """The search's own follow and trick winner before issue #30."""
    old = (
        "from penchant.rules.tricks import SUIT_OF_MASK\n"
        "tmask = 0 if trump is None else 0xFF << (8 * trump)\n"
        "same = fh & SUIT_OF_MASK[li]\n"
    )
    assert [p.split(":")[1] for p in suits_on_masks(old, "x.py")] == ["2", "3"]


def test_the_procedure_scan_sees_the_old_deal_state() -> None:
    """The deal state's own procedure before issue #30: the draws and the leader worked out in place."""
    old = (
        "def _draw(self, winner):\n"
        "    self._hands[winner] |= 1 << self._stock.pop()\n"
        "    self._hands[1 - winner] |= 1 << self._stock.pop()\n"
        "    self._leader = winner\n"
        "    self._leader = p\n"
    )
    assert [p.split(":")[1] for p in procedure_by_hand(old, "x.py")] == ["2", "3", "4"]


# --------------------------------------------------------------------------- numbers in words

NUMBER_WORDS_HOME = "penchant/rules/number_words.py"
_WORDS = {"two", "three", "four"}


def number_tables(source: str, where: str) -> list[str]:
    """A dict, tuple, list or set literal holding two or more of "two", "three", "four": a table of number words,
    which live once (``penchant.rules.number_words``, offered by ``penchant.rules.words``; issue 30's review found
    five, in the rules, the puzzles and the widgets)."""
    out = []
    for node in ast.walk(parsed(source)):
        items = (node.values if isinstance(node, ast.Dict)
                 else node.elts if isinstance(node, ast.Tuple | ast.List | ast.Set) else [])
        found = {n.value for n in items if isinstance(n, ast.Constant) and n.value in _WORDS}
        if len(found) >= 2:
            out.append(f"{where}:{node.lineno}: a table of number words ({NUMBER_WORDS_HOME})")
    return sorted(out, key=lambda p: int(p.split(":")[1]))


def test_number_words_are_written_once() -> None:
    problems: list[str] = []
    for rel, source in _sources():
        if rel != NUMBER_WORDS_HOME:
            problems += number_tables(source, rel)
    assert not problems, "\n".join(problems)


def test_the_number_words_scan_sees_the_old_tables() -> None:
    old = ('_NUMBER = {2: "two", 3: "three", 4: "four"}\n'
           'word = {2: "two", 3: "three"}.get(n, str(n))\n'
           'W = ("no", "one", "two", "three")\n'
           'x = ("two", "pairs")\n')
    assert [p.split(":")[1] for p in number_tables(old, "x.py")] == ["1", "2", "3"]


# --------------------------------------------------------------------------- the default rules

DEFAULT_NAMES = {"KANDELL", "kandell"}
"""Kandell's rules named where a default is meant: the default lives once, as
``penchant.rules.profiles.DEFAULT_PROFILE``, and everything else refers to it."""


def _is_kandell(node: ast.AST | None) -> bool:
    return ((isinstance(node, ast.Name) and node.id == "KANDELL")
            or (isinstance(node, ast.Constant) and node.value == "kandell"))


def default_profiles(source: str, where: str) -> list[str]:
    """Kandell's rules written as a default: a parameter's default, a ``.get(key, default)``, ``x or KANDELL``,
    an ``argparse`` ``default=`` or a toggle's starting ``value=``."""
    out: list[str] = []
    for node in ast.walk(parsed(source)):
        found: list[ast.AST] = []
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
            found += [d for d in [*node.args.defaults, *node.args.kw_defaults] if _is_kandell(d)]
        elif isinstance(node, ast.Call):
            if isinstance(node.func, ast.Attribute) and node.func.attr in ("get", "setdefault") and len(node.args) > 1:
                found += [a for a in node.args[1:] if _is_kandell(a)]
                found += [n for a in node.args[1:] if isinstance(a, ast.Dict) for n in a.values if _is_kandell(n)]
            found += [k.value for k in node.keywords if k.arg in ("default", "value", "rules_default")
                      and _is_kandell(k.value)]
            if isinstance(node.func, ast.Name) and node.func.id == "getattr" and len(node.args) > 2:
                found += [a for a in node.args[2:] if _is_kandell(a)]
        elif isinstance(node, ast.BoolOp) and isinstance(node.op, ast.Or):
            found += [v for v in node.values[1:] if _is_kandell(v)]
        elif isinstance(node, ast.IfExp) and _is_kandell(node.orelse):
            found.append(node.orelse)  # ``x if ok else "kandell"``
        elif isinstance(node, ast.AnnAssign) and _is_kandell(node.value):
            found.append(node)  # a dataclass field's default
        out += [f"{where}:{getattr(n, 'lineno', 0)}: Kandell's rules as a default (rules.profiles.DEFAULT_PROFILE)"
                for n in found]
    return sorted(out, key=lambda p: int(p.split(":")[1]))


def test_the_default_rules_are_named_once() -> None:
    problems: list[str] = []
    for rel, source in _sources():
        if rel == "penchant/rules/profiles.py":
            continue
        problems += default_profiles(source, rel)
    assert not problems, "\n".join(problems)


def test_the_default_scan_sees_the_old_defaults() -> None:
    old = (
        "def f(profile: Profile = KANDELL): ...\n"
        "def g(*, rules: str = 'kandell'): ...\n"
        "r = data.get('rules', 'kandell')\n"
        "p = profile or KANDELL\n"
        "parser.add_argument('--rules', default='kandell')\n"
        "for name in ('foster', 'kandell'): print(name)\n"
        "x = Profile.from_json(data.get('rules', {'profile': 'kandell'}))\n"
        "y = getattr(args, 'rules', 'kandell')\n"
        "z = rules if 'rules' in pos else 'kandell'\n"
    )
    assert [p.split(":")[1] for p in default_profiles(old, "x.py")] == ["1", "2", "3", "4", "5", "7", "8", "9"]


# ---------------------------------------------------------------- the card's index, read by the rules' fast path

def layout_arithmetic(source: str, rel: str) -> list[str]:
    """Where a card's index is taken apart or built by hand (``i & 7`` its rank, ``i >> 3`` its suit,
    ``suit * 8 + rank``, a suit's ``0xFF``): the rules' fast path names each (``rank_of_index``,
    ``suit_of_index``, ``card_indexes``, ``SUIT_MASKS``)."""
    out: list[str] = []
    for node in ast.walk(parsed(source)):
        if not isinstance(node, ast.BinOp) or not isinstance(node.right, ast.Constant):
            continue
        op, value = type(node.op), node.right.value
        if (op, value) in {(ast.BitAnd, 7), (ast.RShift, 3), (ast.BitAnd, 0xFF), (ast.Mult, 8)}:
            out.append(f"{rel}:{node.lineno}: {ast.unparse(node)}")
    return out


LAYOUT_ALLOWED: dict[str, str] = {}


def test_a_cards_index_is_read_by_the_rules_fast_path() -> None:
    problems: list[str] = []
    for rel, source in _sources():
        if rel.startswith("penchant/rules/") or rel in LAYOUT_ALLOWED:
            continue
        problems += layout_arithmetic(source, rel)
    assert not problems, "\n".join(problems)


def test_the_layout_scan_sees_the_old_copies() -> None:
    old = ("r = i & 7\n"
           "if k.trump is not None and i >> 3 == k.trump: pass\n"
           "cards = (hold >> (8 * suit)) & 0xFF\n"
           "idx = suit * 8 + rank\n")
    assert sorted(p.split(":")[1] for p in layout_arithmetic(old, "x.py")) == ["1", "2", "3", "4"]


# ---------------------------------------------------------------- a rules constant renamed elsewhere


def _rules_constants() -> set[str]:
    import importlib
    import pkgutil

    import penchant.rules

    names: set[str] = set()
    for info in pkgutil.iter_modules(penchant.rules.__path__):
        module = importlib.import_module(f"penchant.rules.{info.name}")
        names |= {n for n in vars(module) if n.isupper() and not n.startswith("_")}
    return names


def renamed_constants(source: str, where: str, constants: set[str]) -> list[str]:
    """Module-level ``NAME = RULES_CONSTANT`` (or ``= RULES_CONSTANT`` arithmetic of one): a second name for a
    number the rules already name (the marker's events once had STOCK, BRISQUES and TABLE_LIMIT)."""
    out = []
    for node in parsed(source).body:
        if isinstance(node, ast.Assign | ast.AnnAssign) and node.value is not None:
            value = node.value
            if isinstance(value, ast.Name) and value.id in constants:
                out.append(f"{where}:{node.lineno}: {ast.unparse(node)}")
    return out


RENAME_SCANNED = ("penchant/marker/", "widgets/", "notebooks/", "penchant/solver/", "penchant/studies/")
"""Where a second name for a rules constant is refused (the solver's ``_BR = BRISQUE_MASK`` and ``MAX_HAND =
HAND_SIZE`` are gone). The puzzles' private fast-path aliases are not scanned yet."""


def test_a_rules_constant_has_one_name() -> None:
    constants = _rules_constants()
    problems: list[str] = []
    for rel, source in _sources():
        if rel.startswith(RENAME_SCANNED):
            problems += renamed_constants(source, rel, constants)
    assert not problems, "\n".join(problems)


def test_the_renaming_scan_sees_the_old_marker_names() -> None:
    old = "STOCK = STOCK_SIZE\nBRISQUES = BRISQUES_IN_PACK\nTABLE_LIMIT = HAND_SIZE\n"
    assert len(renamed_constants(old, "penchant/marker/events.py", _rules_constants())) == 3


def test_the_solvers_old_second_names_warn_and_give_the_rules_constants() -> None:
    import pytest

    import penchant.solver as solver
    from penchant.rules.brisques import BRISQUES_IN_PACK
    from penchant.rules.dealing import HAND_SIZE

    with pytest.warns(DeprecationWarning, match="penchant.rules.dealing.HAND_SIZE"):
        assert solver.MAX_HAND == HAND_SIZE
    with pytest.warns(DeprecationWarning, match="BRISQUES_IN_PACK"):
        assert solver.TOTAL_BRISQUES == BRISQUES_IN_PACK
    with pytest.raises(AttributeError):
        solver.NO_SUCH_NAME  # noqa: B018
