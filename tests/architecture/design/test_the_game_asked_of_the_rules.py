"""The game's own numbers and words asked of the rules, refused by shape wherever they were worked out again: who deals
and a trick half played by parity (``d % 2``: ``rules.procedure.dealer_of``, ``lead_unanswered``),
a game's length as a literal or a comparison (``rules.game_scoring.DEALS_PER_GAME``, ``check_game_length``,
``GAME_LENGTH_WORDS``), a deal's total added by hand (``deal_total``), the lurch's doubling (``lurch_doubled``), who
leads by how much (``GameResult.leader``, ``.difference``) and the pack's card-index layout (``rules.cards``)."""

from __future__ import annotations

import ast
import re

from source_scan import parsed, sources


def _names(node: ast.AST) -> set[str]:
    return {n.id if isinstance(n, ast.Name) else n.attr
            for n in ast.walk(node) if isinstance(n, ast.Name | ast.Attribute)}


PARITY_ALLOWED: dict[tuple[str, str], str] = {
    ("penchant/studies/match.py", "run_match"): "games come in mirrored pairs: an even count of games, no rule of the "
                                                "deal",
    ("penchant/puzzlemakers/mining_loop.py", "mine_deals"): "the miners' one loop: the first dealer read from the "
                                                             "seed, so a puzzle's history replays from its seed alone "
                                                             "(a lone deal, not a game's)",
    ("penchant/puzzlemakers/miner.py", "ended"): "the player a scoring puzzle asks about taken in turn for variety",
    ("benchmarks/bench_site.py", "run"): "the pages' order reversed every other round, so neither is always first",
    ("benchmarks/bench_site_marker.py", "_taps_ms"): "the taps alternate between the two trick buttons",
    ("benchmarks/bench_puzzles.py", "_answer_times"): "a wrong answer and the best one given in turn",
    ("penchant/words/cards.py", "in_words"): "a text split at the plain words: they are at the odd places",
}
"""Functions whose ``% 2`` is no rule of the game, each with its reason."""
LENGTH_ALLOWED: dict[tuple[str, str], str] = {}
"""Functions whose ``range(4)`` is not a game's deals, each with its reason."""


def _owners(tree: ast.AST) -> dict[int, str]:
    """Each node's innermost enclosing function (ast.walk goes outside in, so an inner function's name wins)."""
    owner: dict[int, str] = {}
    for fn in ast.walk(tree):
        if isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef):
            for n in ast.walk(fn):
                owner[id(n)] = fn.name
    return owner


def alternation_by_hand(source: str, where: str) -> list[str]:
    """A count taken modulo two (``d % 2`` for who deals a game's deal: ``rules.procedure.dealer_of``;
    ``len(plays) % 2`` for a trick half played: ``rules.procedure.lead_unanswered``) and a game's four deals as a
    literal ``range(4)`` or its last deal as ``{"deal": 4}`` (``rules.game_scoring.DEALS_PER_GAME``): the rules'
    alternation and lengths worked out again."""
    tree = parsed(source)
    owner = _owners(tree)
    out: list[str] = []
    for node in ast.walk(tree):
        fn = owner.get(id(node), "")
        if (isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod) and isinstance(node.right, ast.Constant)
                and node.right.value == 2 and (where, fn) not in PARITY_ALLOWED):
            out.append(f"{where}:{node.lineno}: a count modulo two (rules.procedure: dealer_of, lead_unanswered)")
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "range"
                and len(node.args) == 1 and isinstance(node.args[0], ast.Constant) and node.args[0].value == 4
                and (where, fn) not in LENGTH_ALLOWED):
            out.append(f"{where}:{node.lineno}: a game's deals as range(4) (rules.game_scoring.DEALS_PER_GAME)")
        if isinstance(node, ast.Dict) and any(
                isinstance(k, ast.Constant) and k.value == "deal" and isinstance(v, ast.Constant) and v.value == 4
                for k, v in zip(node.keys, node.values, strict=True)):
            out.append(f"{where}:{node.lineno}: a game's last deal as a literal 4 (rules.game_scoring.DEALS_PER_GAME)")
    return sorted(out, key=lambda p: int(p.split(":")[1]))


def test_alternation_and_the_games_length_are_the_rules() -> None:
    problems = [p for rel, source in sources() if not rel.startswith("penchant/rules/")
                for p in alternation_by_hand(source, rel)]
    assert not problems, "\n".join(problems)
    found = dict(sources())
    for allowed in (PARITY_ALLOWED, LENGTH_ALLOWED):
        for where, fn in allowed:
            tree = parsed(found[where])
            body = next((n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) and n.name == fn), None)
            assert body is not None and alternation_by_hand(ast.unparse(body), "y.py"), \
                f"{where}:{fn} no longer needs its place"


def test_the_alternation_scan_sees_the_old_copies() -> None:
    """The scoring puzzles' game, the scoring tool's replay and the play record's
    half-played trick, none of them passing a keyword named ``dealer``."""
    old = ("pos = [_deal_sheet(rng, profile, d % 2) for d in range(4)]\n"
           "h, sheet = played(base + d, d % 2, profile, quiet)\n"
           "if len(plays) % 2:\n"
           "    plays.pop(0)\n"
           "half = len(cards) // 2\n"
           "for d in range(DEALS_PER_GAME):\n"
           "    pass\n"
           "probe = {**base, 'game': {'deal': 4, 'scores': [0, 0]}}\n"
           "probe = {**base, 'game': {'deal': DEALS_PER_GAME, 'scores': [0, 0]}}\n")
    assert [p.split(":")[1] for p in alternation_by_hand(old, "x.py")] == ["1", "1", "2", "3", "8"]


def _added(node: ast.AST) -> list[ast.AST]:
    """The terms of a chain of additions (``a + b + c``)."""
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return _added(node.left) + _added(node.right)
    return [node]


def deal_totals_by_hand(source: str, where: str) -> list[str]:
    """A deal's parts added up by hand: a sum of plain values among which are the brisquettes and the bonus
    (``self.declared + self.brisquettes + self.bonus``), where ``rules.scoring.deal_total`` adds them."""
    out: set[int] = set()
    for node in ast.walk(parsed(source)):
        if not (isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add)):
            continue
        terms = _added(node)
        plain = all(isinstance(t, ast.Name | ast.Attribute | ast.Subscript) for t in terms)
        words = {n.lower() for t in terms for n in _names(t)}
        if plain and any("brisquette" in w for w in words) and any("bonus" in w for w in words):
            out.add(node.lineno)
    return [f"{where}:{line}: a deal's total added by hand (rules.scoring.deal_total)" for line in sorted(out)]


def test_a_deals_total_is_added_by_the_rules() -> None:
    problems = [p for rel, source in sources() if not rel.startswith("penchant/rules/")
                for p in deal_totals_by_hand(source, rel)]
    assert not problems, "\n".join(problems)


def test_the_deal_total_scan_sees_the_sheets_old_copy() -> None:
    """The sheet's Breakdown.total was a second definition of a deal's total."""
    old = ("total = self.declared + self.brisquettes + self.bonus\n"
           "points = parts.brisquettes[0] + book_bonus[0]\n"
           "count = len(decls) + (1 if entry.brisquettes else 0) + bonus_part\n")
    assert [p.split(":")[1] for p in deal_totals_by_hand(old, "x.py")] == ["1", "2"]


DOUBLING_ALLOWED: dict[tuple[str, str], str] = {
    ("penchant/puzzlemakers/endgame_mining.py", "_aim"): "a puzzle worth keeping: the losing plays at least half of "
                                                         "the different plays (a count of plays, not the lurch)",
}
"""Functions that speak of the lurch and double something else, each with its reason."""


def _mentions_the_lurch(fn: ast.AST) -> bool:
    return any("lurch" in n.lower() for n in _names(fn)) or any(
        isinstance(n, ast.Constant) and isinstance(n.value, str) and "lurch" in n.value.lower() for n in ast.walk(fn))


def lurch_doubled_by_hand(source: str, where: str) -> list[str]:
    """A literal ``* 2`` in a function that speaks of the lurch (``diff * 2``, the puzzles' "doubling although
    nobody is lurched"): the lurch's doubling is ``rules.game_scoring.lurch_doubled``."""
    out: set[int] = set()
    for fn in ast.walk(parsed(source)):
        if (isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef) and _mentions_the_lurch(fn)
                and (where, fn.name) not in DOUBLING_ALLOWED):
            for node in ast.walk(fn):
                if (isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult)
                        and any(isinstance(s, ast.Constant) and s.value == 2 for s in (node.left, node.right))):
                    out.add(node.lineno)
    return [f"{where}:{line}: the lurch's doubling by hand (rules.game_scoring.lurch_doubled)" for line in sorted(out)]


def test_the_lurchs_doubling_is_the_rules() -> None:
    problems = [p for rel, source in sources() if not rel.startswith("penchant/rules/")
                for p in lurch_doubled_by_hand(source, rel)]
    assert not problems, "\n".join(problems)
    found = dict(sources())
    for where, name in DOUBLING_ALLOWED:
        assert f"def {name}(" in found[where], f"{where}: {name} moved or went: drop its allowance"


def test_the_lurch_scan_sees_the_puzzles_old_copies() -> None:
    """The scoring puzzles' wrong answers doubled the difference by hand."""
    old = ("def wrong(a, b):\n"
           "    diff = abs(a - b)\n"
           "    return {'doubling although nobody is lurched': diff * 2}\n"
           "def hint(v, d):\n"
           "    return abs(d) in (v, 2 * v) and 'and at the lurch'\n"
           "def cards(i):\n"
           "    return 2 * i\n")
    assert [p.split(":")[1] for p in lurch_doubled_by_hand(old, "x.py")] == ["3", "5"]


OF_THE_GAMES_DEALS = re.compile(r"\bof (4|four)\b", re.IGNORECASE)
"""A deal's place in a game said out of a literal four: "(deal 2 of 4)"."""


def game_length_by_hand(source: str, where: str) -> list[str]:
    """A game's length checked or worded by hand: a count compared over ``DEALS_PER_GAME`` (the records, the sheet
    and the rules each refused a fifth deal so) where ``rules.game_scoring.check_game_length`` refuses it; "four
    deals" written in a text that is not a docstring, where ``GAME_LENGTH_WORDS`` or ``GAME_OVER_WORDS`` says it;
    and a deal's place in the game as "of 4" or "of four" (``f"deal {n} of 4"``, an f-string's literal part
    included), where ``DEALS_PER_GAME`` gives the number: a game of another length would say the old one."""
    tree = parsed(source)
    docstrings = {id(n.value) for n in ast.walk(tree) if isinstance(n, ast.Expr) and isinstance(n.value, ast.Constant)}
    out: list[str] = []
    for node in ast.walk(tree):
        if (isinstance(node, ast.Compare) and any(isinstance(op, ast.Gt | ast.GtE) for op in node.ops)
                and "DEALS_PER_GAME" in _names(node)):
            out.append(f"{where}:{node.lineno}: a game's length checked by hand (rules.game_scoring.check_game_length)")
        if (isinstance(node, ast.Compare)
                and any(isinstance(op, ast.Eq | ast.NotEq | ast.Lt | ast.LtE) for op in node.ops)
                and "DEALS_PER_GAME" in _names(node)
                and any((isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "len")
                        or "finished" in ast.unparse(n) for n in (node.left, *node.comparators))):
            out.append(f"{where}:{node.lineno}: a game over decided by hand (rules.game_scoring.game_complete)")
        if (isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings
                and "four deals" in node.value.lower()):
            out.append(f"{where}:{node.lineno}: a game's length worded by hand (rules.game_scoring.GAME_LENGTH_WORDS)")
        if (isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings
                and OF_THE_GAMES_DEALS.search(node.value)):
            out.append(f"{where}:{node.lineno}: a deal's place in the game out of a literal four "
                       "(rules.game_scoring.DEALS_PER_GAME)")
    return sorted(out, key=lambda p: int(p.split(":")[1]))


def test_a_games_length_is_checked_and_worded_by_the_rules() -> None:
    problems = [p for rel, source in sources() if not rel.startswith("penchant/rules/")
                for p in game_length_by_hand(source, rel)]
    assert not problems, "\n".join(problems)


def test_the_game_length_scan_sees_the_old_copies() -> None:
    """Six checks of a fifth deal, each with its own "four", and four of a game over (the last deal is no game
    over)."""
    old = ('def check(self):\n'
           '    """A game is four deals."""\n'
           '    if len(self.deals) > DEALS_PER_GAME:\n'
           '        raise InvalidRecordError(f"deals: a game is four deals; this record has {len(self.deals)}")\n'
           '    if len(self.finished) < DEALS_PER_GAME:\n'
           '        say("The game is complete: four deals.")\n'
           '    line = f"The game so far (deal {n} of 4): you {you}"\n'
           '    told = "Deal 3 of four"\n'
           '    fine = f"deal {n} of {DEALS_PER_GAME}, one of 40 cards"\n'
           '    over = self.deals_finished == DEALS_PER_GAME\n'
           '    complete = len(deal_scores) == DEALS_PER_GAME\n'
           '    more = len(deals) < DEALS_PER_GAME\n'
           '    last = game["deal"] != DEALS_PER_GAME\n')
    assert [p.split(":")[1] for p in game_length_by_hand(old, "x.py")] == [
        "3", "4", "5", "6", "7", "8", "10", "11", "12"]


def _totals_read(node: ast.AST) -> bool:
    return isinstance(node, ast.Subscript) and isinstance(node.value, ast.Attribute) and node.value.attr == "totals"


def standing_by_hand(source: str, where: str) -> list[str]:
    """Two totals compared or subtracted by hand (``total > other``, ``total - other`` where both were read from
    ``.totals``, or ``a - b`` after ``a, b = result.totals``): who leads and by how much are ``GameResult.leader``
    and ``.difference`` (the marker's dials and the scoring puzzles worked them out again)."""
    tree = parsed(source)
    held: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and _totals_read(node.value):
            held |= {t.id for t in node.targets if isinstance(t, ast.Name)}
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Attribute) and node.value.attr == "totals":
            held |= {e.id for t in node.targets if isinstance(t, ast.Tuple) for e in t.elts if isinstance(e, ast.Name)}

    def total(n: ast.AST) -> bool:
        return _totals_read(n) or (isinstance(n, ast.Name) and n.id in held)

    out: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Sub) and total(node.left) and total(node.right):
            out.add(node.lineno)
        if (isinstance(node, ast.Compare) and len(node.ops) == 1
                and isinstance(node.ops[0], ast.Gt | ast.Lt | ast.GtE | ast.LtE)
                and total(node.left) and total(node.comparators[0])):
            out.add(node.lineno)
    return [f"{where}:{line}: who leads, or by how much, by hand (GameResult.leader, .difference)"
            for line in sorted(out)]


def test_who_leads_is_asked_of_the_games_result() -> None:
    problems = [p for rel, source in sources() if not rel.startswith("penchant/rules/")
                for p in standing_by_hand(source, rel)]
    assert not problems, "\n".join(problems)


def test_the_standing_scan_sees_the_old_copies() -> None:
    """The marker's dials compared and subtracted the sheet's totals themselves."""
    old = ("total = sheet.totals[player]\n"
           "other = sheet.totals[1 - player]\n"
           "if total > other:\n"
           "    lead = total - other\n"
           "a, b = result.totals\n"
           "gap = abs(a - b)\n"
           "left = total - spent\n")
    assert [p.split(":")[1] for p in standing_by_hand(old, "x.py")] == ["3", "4", "6"]


def test_the_pack_is_not_walked_by_a_literal_range() -> None:
    """``range(32)`` over card indices, and a suit's mask built by shifting ``0xFF``, anywhere but the pack's
    layout's module (``rules.card_masks``, offered by ``rules.cards``): iterate ``card_indexes(mask)``, use
    ``PACK_SIZE``, ``SUIT_MASKS`` and ``suit_of_index`` (rules.tricks rebuilt the layout over ``range(32)``
    beside rules.cards)."""
    problems: list[str] = []
    for rel, source in sources():
        if rel == "penchant/rules/card_masks.py":
            continue
        problems += pack_layout_by_hand(source, rel)
    assert not problems, "\n".join(problems)


def pack_layout_by_hand(source: str, rel: str) -> list[str]:
    out = []
    for node in ast.walk(parsed(source)):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("range", "comb")
                and any(isinstance(a, ast.Constant) and a.value == 32 for a in node.args)):
            out.append(f"{rel}:{node.lineno}: {node.func.id}(... 32 ...)")
        if (isinstance(node, ast.BinOp) and isinstance(node.op, ast.LShift) and isinstance(node.left, ast.Constant)
                and node.left.value == 0xFF):
            out.append(f"{rel}:{node.lineno}: a suit's mask by hand (rules.cards.SUIT_MASKS)")
    return out


def test_the_layout_scan_sees_the_tricks_old_copy() -> None:
    old = ("HIGHER = tuple((0xFF << ((i >> 3) * 8)) & ~((1 << (i + 1)) - 1) for i in range(32))\n"
           "SUIT_OF = tuple(SUIT_MASKS[suit_of_index(i)] for i in range(PACK_SIZE))\n")
    assert len(pack_layout_by_hand(old, "x.py")) == 2 and not pack_layout_by_hand(old.splitlines()[1], "x.py")
