"""What the project once had worked out again beside the rules, refused by shape: the game's difference taken as
``abs(totals[0] - totals[1])`` (``GameResult.difference``), the draws left as ``stock // 2``
(``rules.procedure.draws_each``), a dealer passed or set as a deal counter ``% 2`` (``rules.procedure.dealer_of``), a
trick's brisques added up card by card (``rules.brisques.trick_brisques``, the greedy player's), a player's brisques
of both phases added up (``rules.brisques.brisques_in_all``) and score events' points summed by hand
(``play.deal_breakdown.breakdown``; both the position checker's; and a
puzzle title's bank number stripped by a pattern of its own (``penchant.puzzles.words.position.plain_title``). The
game's alternation, length, totals and lurch are scanned in test_the_game_asked_of_the_rules.py, and the fresh-card
rule, hands, masks, typed numbers and tricks in test_fresh_cards_hands_numbers_and_tricks_by_the_rules.py."""

from __future__ import annotations

import ast

from source_scan import names_in, parsed, sources


def _named(node: ast.AST) -> set[str]:
    """The counts of brisques ``node`` names, by attribute or by key (``st.brisquettes``, ``f["phase1_brisques"]``)."""
    keys = {n.value for n in ast.walk(node) if isinstance(n, ast.Constant) and isinstance(n.value, str)}
    said = names_in(node) | keys
    return said & {"phase1_brisques", "brisquettes"}


def rebuilt_rules(source: str, where: str) -> list[str]:
    out: list[str] = []
    for node in ast.walk(parsed(source)):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "abs" and node.args
                and isinstance(node.args[0], ast.BinOp) and isinstance(node.args[0].op, ast.Sub)
                and "totals" in names_in(node.args[0])):
            out.append(f"{where}:{node.lineno}: the totals' difference by hand (GameResult.difference)")
        if (isinstance(node, ast.BinOp) and isinstance(node.op, ast.FloorDiv)
                and isinstance(node.right, ast.Constant) and node.right.value == 2
                and any("stock" in n.lower() for n in names_in(node.left))):
            out.append(f"{where}:{node.lineno}: the draws left as the stock halved (rules.procedure.draws_each)")
        dealt = ([node.value] if isinstance(node, ast.keyword) and node.arg in ("dealer", "first_dealer")
                 else [node.value] if isinstance(node, ast.Assign) and any(
                     isinstance(t, ast.Name) and "dealer" in t.id for t in node.targets) else [])
        if any(isinstance(v, ast.BinOp) and isinstance(v.op, ast.Mod) for v in dealt):
            out.append(f"{where}:{node.lineno}: a dealer as a count modulo two (rules.procedure.dealer_of)")
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add) and any(
                isinstance(side, ast.Call) and "is_brisque_index" in names_in(side.func)
                for side in (node.left, node.right)):
            out.append(f"{where}:{node.lineno}: a trick's brisques added card by card (rules.brisques.trick_brisques)")
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add) and {
                side_named for side in (node.left, node.right) for side_named in _named(side)
        } >= {"phase1_brisques", "brisquettes"} and all(_named(side) for side in (node.left, node.right)):
            out.append(f"{where}:{node.lineno}: a player's brisques of both phases added by hand "
                       "(rules.brisques.brisques_in_all, or the deal's brisques)")
        if (isinstance(node, ast.BinOp) and isinstance(node.op, ast.Sub) and "brisquettes" in names_in(node.right)
                and "brisques" in names_in(node.left)):
            out.append(f"{where}:{node.lineno}: a player's first-ten brisques taken by hand from his brisques "
                       "(rules.brisques.brisques_of_first_ten)")
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "sum" and node.args
                and isinstance(node.args[0], ast.GeneratorExp | ast.ListComp)
                and isinstance(node.args[0].elt, ast.Attribute) and node.args[0].elt.attr == "points"):
            out.append(f"{where}:{node.lineno}: score events' points added by hand (deal_breakdown.breakdown, which "
                       "rules.scoring.deal_score_so_far adds up)")
    return sorted(out, key=lambda p: int(p.split(":")[1]))


def test_the_rules_are_asked_not_rebuilt() -> None:
    problems: list[str] = []
    for rel, source in sources():
        if not rel.startswith("penchant/rules/"):
            problems += rebuilt_rules(source, rel)
    assert not problems, "\n".join(problems)


def test_the_scan_sees_the_old_copies() -> None:
    old = ("ahead = abs(result.totals[0] - result.totals[1])\n"
           "draws = k.stock_size // 2\n"
           "st = play_random_deal(profile, rng, dealer=i % 2)\n"
           "half = len(cards) // 2\n"
           "gap = abs(a - b)\n"
           "tb = is_brisque_index(lead) + b\n"
           "tb = trick_brisques(lead, i)\n"
           "dealer = deal_seed % 2\n"  # the miners' (the rules' dealer_of says who deals)
           "dealer = dealer_of(n, seed % 2)\n"
           # the position checker's (a player's brisques and his score events' points by hand)
           'counted = f["phase1_brisques"][p] + f["brisquettes"][p]\n'
           "won = [st.phase1_brisques[p] + st.brisquettes[p], 0]\n"
           'total = sum(e.points for e in f["events"] if e.player == p)\n'
           "declared_points=sum(e.points for e in declared),\n"
           "brisques = brisques_in_all(f['phase1_brisques'][p], f['brisquettes'][p])\n"
           "lower = sorted({d.points for d in legal if d.points < top})\n"
           "first = [e.brisques[q] - e.brisquettes[q] for q in (0, 1)]\n"  # the scoring puzzles' misreading
           "first = brisques_of_first_ten(e.brisques[q], e.brisquettes[q])\n")
    assert [p.split(":")[1] for p in rebuilt_rules(old, "x.py")] == ["1", "2", "3", "6", "8", "10", "11", "12", "13",
                                                                      "16"]


TITLE_HOME = "penchant/puzzles/words/position.py"


def bank_number_patterns(source: str, where: str) -> list[str]:
    """A text constant that matches a title's bank number (``r"\\s*\\(\\d+\\)$"``): ``plain_title`` strips it."""
    return [f"{where}:{node.lineno}: a title's bank number stripped by hand (plain_title)"
            for node in ast.walk(parsed(source))
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.endswith(r"\(\d+\)$")]


def test_a_titles_bank_number_is_stripped_once() -> None:
    problems = [p for rel, source in sources() if rel != TITLE_HOME for p in bank_number_patterns(source, rel)]
    assert not problems, "\n".join(problems)
    assert bank_number_patterns(dict(sources())[TITLE_HOME], TITLE_HOME)
    old = 'title = re.sub(r"\\s*\\(\\d+\\)$", "", p.title)\n'
    assert len(bank_number_patterns(old, "x.py")) == 1


VIEW_HOME = "penchant/play/view.py"


def seen_by_hand(source: str, where: str) -> list[str]:
    """A view's hand, table, opponent's table and played cards or-ed together in one expression: the cards a
    player has seen worked out again, where ``PlayerView.unseen`` answers (the project once had it in the players'
    knowledge, the decision and timing puzzles and the words of what a card keeps)."""
    out = []
    for node in ast.walk(parsed(source)):
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
            names = {n.attr for n in ast.walk(node) if isinstance(n, ast.Attribute)}
            if {"hand", "table", "opp_table", "played"} <= names:
                out.append(f"{where}:{node.lineno}: the seen cards worked out by hand (PlayerView.unseen)")
    return sorted(set(out), key=lambda p: int(p.split(":")[1]))


def test_the_unseen_cards_are_asked_of_the_view() -> None:
    problems = [p for rel, source in sources() if rel != VIEW_HOME for p in seen_by_hand(source, rel)]
    assert not problems, "\n".join(problems)
    assert "def unseen_mask(" in dict(sources())[VIEW_HOME], "the home of the unseen cards moved: say where"
    old = ("def _unseen(view, rank):\n"
           "    seen = view.hand.mask | view.table.mask | view.opp_table.mask | view.played.mask\n"
           "    return (rank_mask(rank) & ~seen).bit_count()\n")
    assert [p.split(":")[1] for p in seen_by_hand(old, "x.py")] == ["2"]


def _brisque_minded(fn: ast.AST) -> bool:
    names = names_in(fn) | {a.arg for a in ast.walk(fn) if isinstance(a, ast.arg)}
    return any("brisq" in name.lower() for name in names)


def _is_two(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and node.value == 2


def _tricks_word(node: ast.Name | ast.Attribute) -> bool:
    name = node.id if isinstance(node, ast.Name) else node.attr
    if name.isupper():
        return False  # a rules constant (2 * LAST_SIX_TRICKS: the cards of two hands) is not a count of brisques
    name = name.lower()
    return "trick" in name or name in ("later", "left", "remaining", "to_play")


def brisques_a_trick_by_hand(source: str, where: str) -> list[str]:
    """In a function that counts brisques, a literal two a trick: ``min(2, total)`` (``procedure.CARDS_PER_TRICK``)
    or ``2 * later`` (``limits.most_brisquettes``), as the constructed puzzles' trick planner once had them."""
    out: set[str] = set()
    for fn in ast.walk(parsed(source)):
        if not (isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef) and _brisque_minded(fn)):
            continue
        for node in ast.walk(fn):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("min", "max")
                    and any(_is_two(a) for a in node.args)):
                out.add(f"{where}:{node.lineno}: two brisques a trick by hand (procedure.CARDS_PER_TRICK)")
            if (isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mult)
                    and any(_is_two(side) for side in (node.left, node.right))
                    and any(isinstance(side, ast.Name | ast.Attribute) and _tricks_word(side)
                            for side in (node.left, node.right))):
                out.add(f"{where}:{node.lineno}: the brisques tricks can take by hand (limits.most_brisquettes)")
    return sorted(out, key=lambda p: int(p.split(":")[1]))


def test_two_brisques_a_trick_are_asked_of_the_limits() -> None:
    problems = [p for rel, source in sources() if not rel.startswith("penchant/rules/")
                for p in brisques_a_trick_by_hand(source, rel)]
    assert not problems, "\n".join(problems)


def test_the_brisque_scan_sees_the_planners_old_copy() -> None:
    old = ("def plan(left, tricks, brisques):\n"
           "    total = left[0] + left[1]\n"
           "    high = min(2, total)\n"
           "    return [b for b in range(high + 1) if total - b <= 2 * tricks]\n"
           "def spread(n):\n"
           "    return 2 * n\n")
    assert [p.split(":")[1] for p in brisques_a_trick_by_hand(old, "x.py")] == ["3", "4"]


MULTIPLIERS = ("brisquette_multiplier", "bonus_multiplier")
OPTION_ALLOWED: dict[tuple[str, str], str] = {
    ("penchant/marker/applying_entries.py", "_new_game"):
        "the marker's new-game line gives any multiplier a record may hold (×3 too), not Kandell's named options",
}
"""Functions that compare the multipliers with a number and stay, each with its reason."""


def _int(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, int)


def brisque_options_by_hand(source: str, where: str) -> list[str]:
    """Kandell's brisque options told by their multipliers against literals (``(b, m) == (2, 2)`` where the
    multipliers were read, ``options.get("brisquette_multiplier") == 2``, ``profile.bonus_multiplier != 1``):
    ``profiles.brisque_option`` names the option from ``BRISQUE_OPTIONS``."""
    out: set[str] = set()
    for fn in ast.walk(parsed(source)):
        if not isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        reads = any((isinstance(n, ast.Attribute) and n.attr in MULTIPLIERS) or (isinstance(n, ast.Constant)
                    and n.value in MULTIPLIERS) for n in ast.walk(fn))
        if not reads:
            continue
        for node in ast.walk(fn):
            if not isinstance(node, ast.Compare):
                continue
            if not any(isinstance(op, ast.Eq | ast.NotEq) for op in node.ops) or (where, fn.name) in OPTION_ALLOWED:
                continue
            sides = [node.left, *node.comparators]
            literal = any(_int(s) or (isinstance(s, ast.Tuple) and all(_int(e) for e in s.elts)) for s in sides)
            if literal:
                out.add(f"{where}:{node.lineno}: a brisque option told by its multipliers (profiles.brisque_option)")
    return sorted(out, key=lambda p: int(p.split(":")[1]))


def test_brisque_options_are_named_by_the_rules() -> None:
    problems = [p for rel, source in sources() if not rel.startswith("penchant/rules/")
                for p in brisque_options_by_hand(source, rel)]
    assert not problems, "\n".join(problems)
    for where, name in OPTION_ALLOWED:
        assert f"def {name}(" in dict(sources())[where], f"{where}: {name} moved or went: drop its allowance"


def test_the_option_scan_sees_the_old_copies() -> None:
    old = ("def _options(profile):\n"
           "    b, m = profile.brisquette_multiplier, profile.bonus_multiplier\n"
           "    if (b, m) == (2, 2):\n"
           "        return 'doubled brisques'\n"
           "def badge(options):\n"
           "    return options.get('brisquette_multiplier') == 2 and options.get('bonus_multiplier') == 2\n"
           "def themes(profile):\n"
           "    return profile.brisquette_multiplier != 1\n"
           "def count(cards):\n"
           "    return len(cards) == 2\n")
    assert [p.split(":")[1] for p in brisque_options_by_hand(old, "x.py")] == ["3", "6", "8"]


BAR_THEME = ("major pair bars", "major triplet bars", "major quadruplet bars")


def bar_themes_by_hand(source: str, where: str) -> list[str]:
    """What a major set bars, written out in a text constant ("major triplet bars pairs and triplets") instead of
    built from ``rules.barring.big_enough_to_bar`` (the barring puzzles' themes once were)."""
    return [f"{where}:{node.lineno}: what a major set bars written out (rules.barring.big_enough_to_bar)"
            for node in ast.walk(parsed(source))
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.startswith(BAR_THEME)]


def test_what_a_major_set_bars_is_built_from_the_rules() -> None:
    problems = [p for rel, source in sources() if not rel.startswith("penchant/rules/")
                for p in bar_themes_by_hand(source, rel)]
    assert not problems, "\n".join(problems)
    old = ('if top == 2:\n    themes.append("major pair bars pairs")\n'
           'basic = {"major quadruplet bars every minor set", "playing from the table lifts a bar"}\n')
    assert sorted(p.split(":")[1] for p in bar_themes_by_hand(old, "x.py")) == ["2", "3"]


def phase_read_from_words(source: str, where: str) -> list[str]:
    """The part of the deal told from the words a position gives its stock in (``stock.startswith("no cards")``):
    ``Puzzle.in_last_six`` asks ``rules.procedure.last_six_begun`` with the stock's count."""
    return [f"{where}:{node.lineno}: the last six told from the stock's words (Puzzle.in_last_six)"
            for node in ast.walk(parsed(source))
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
            and node.func.attr in ("startswith", "endswith") and "stock" in ast.unparse(node.func.value))
            or (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
            and node.func.attr in ("startswith", "endswith")
            and any(isinstance(a, ast.Constant) and isinstance(a.value, str) and a.value.startswith("no cards")
                    for a in node.args))]


def test_the_last_six_is_not_read_from_the_stocks_words() -> None:
    problems = [p for rel, source in sources() for p in phase_read_from_words(source, rel)]
    assert not problems, "\n".join(problems)
    old = ('stock = position.get("stock")\n'
           'return stock == 0 or (isinstance(stock, str) and stock.startswith("no cards"))\n'
           'title.startswith("no")\n')
    assert [p.split(":")[1] for p in phase_read_from_words(old, "x.py")] == ["2"]


HELD_HOME = "penchant/rules/"


def held_by_hand(source: str, where: str) -> list[str]:
    """The cards a player holds in the first ten tricks, hand and table together, measured against the pack's
    numbers (``(hands | table).bit_count() != HAND_SIZE``, ``HELD_AT_DECLARATION``): ``procedure.held`` says six
    to play a card and five at a declaration."""
    out: list[str] = []
    for node in ast.walk(parsed(source)):
        if isinstance(node, ast.Name) and node.id == "HELD_AT_DECLARATION":
            out.append(f"{where}:{node.lineno}: the cards held at a declaration by hand (procedure.held)")
        if isinstance(node, ast.Compare) and any(isinstance(s, ast.Name) and s.id == "HAND_SIZE"
                                                 for s in [node.left, *node.comparators]):
            counted = [s for s in [node.left, *node.comparators] if isinstance(s, ast.Call)
                       and isinstance(s.func, ast.Attribute) and s.func.attr == "bit_count"
                       and isinstance(s.func.value, ast.BinOp) and "table" in ast.unparse(s.func.value)]
            if counted:
                out.append(f"{where}:{node.lineno}: hand and table counted against HAND_SIZE (procedure.held)")
    return sorted(set(out), key=lambda p: int(p.split(":")[1]))


def test_the_cards_held_are_asked_of_the_procedure() -> None:
    problems = [p for rel, source in sources() if not rel.startswith(HELD_HOME) for p in held_by_hand(source, rel)]
    assert not problems, "\n".join(problems)
    old = ("if table.bit_count() < 2 or (state.hands[me] | table).bit_count() != HAND_SIZE:\n"
           "    pass\n"
           "want = HELD_AT_DECLARATION if declaring else HAND_SIZE\n"
           "if finals[who].bit_count() > HAND_SIZE:\n"
           "    pass\n")
    assert [p.split(":")[1] for p in held_by_hand(old, "x.py")] == ["1", "3"]


PHASE_NAMED: dict[tuple[str, str], str] = {}
"""A widget's comparisons of a deal's phase with a number that stay, each with its reason."""


def phase_decided_in_a_view(source: str, where: str) -> list[str]:
    """A widget that decides a rule from the deal's phase number (``view.phase == 1`` to show the tables,
    ``settled=view.phase != 1`` for the trump): the view asks ``PlayerView.tables_kept`` and ``trump_settled``
    (``trump.trump_settled``)."""
    if not where.startswith("penchant_widgets/"):
        return []
    return [f"{where}:{node.lineno}: a rule decided from the phase's number (PlayerView.tables_kept, trump_settled)"
            for node in ast.walk(parsed(source))
            if isinstance(node, ast.Compare) and isinstance(node.left, ast.Attribute) and node.left.attr == "phase"
            and any(isinstance(c, ast.Constant) for c in node.comparators)
            and (where, ast.unparse(node)) not in PHASE_NAMED]


def test_the_views_ask_the_rules_not_the_phase_number() -> None:
    problems = [p for rel, source in sources() for p in phase_decided_in_a_view(source, rel)]
    assert not problems, "\n".join(problems)
    for where, compared in PHASE_NAMED:
        assert compared in dict(sources())[where], f"{where} no longer compares {compared}: drop its allowance"
    old = ("first_ten = view.phase == 1\n"
           "badge = trump_html(view.trump, settled=view.phase != 1)\n")
    assert [p.split(":")[1] for p in phase_decided_in_a_view(old, "penchant_widgets/x.py")] == ["1", "2"]


def puzzles_made_in_a_view(source: str, where: str) -> list[str]:
    """A widget that makes a puzzle itself (``Puzzle(id=..., position={...})``): the engine's constructors make
    them and check what they are given (``EndgameSession.from_position`` for an end-game from cards)."""
    if not where.startswith("penchant_widgets/"):
        return []
    return [f"{where}:{node.lineno}: a puzzle made in a view (EndgameSession.from_position, the engine's makers)"
            for node in ast.walk(parsed(source))
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "Puzzle"]


def test_the_views_make_no_puzzles() -> None:
    problems = [p for rel, source in sources() for p in puzzles_made_in_a_view(source, rel)]
    assert not problems, "\n".join(problems)
    old = ('p = Puzzle(id="endgame-free", kind="endgame", task="best", title=title, position=position)\n'
           "q = Puzzle.from_json(data)\n")
    assert [p.split(":")[1] for p in puzzles_made_in_a_view(old, "penchant_widgets/x.py")] == ["1"]


def building_checked_by_hand(source: str, where: str) -> list[str]:
    """A step of a built-up combination checked against the one before by two set differences
    (``before - cards or not cards - before``: it holds the cards before it and adds to them), outside the rules:
    ``declarable.built_up`` reads the steps and refuses one that does not build."""
    out: list[str] = []
    for node in ast.walk(parsed(source)):
        if not (isinstance(node, ast.BoolOp) and isinstance(node.op, ast.Or)):
            continue
        subs = [ast.unparse(v) for v in node.values if isinstance(v, ast.BinOp) and isinstance(v.op, ast.Sub)]
        negated = [(ast.unparse(v.operand.right), ast.unparse(v.operand.left)) for v in node.values
                   if isinstance(v, ast.UnaryOp) and isinstance(v.op, ast.Not) and isinstance(v.operand, ast.BinOp)
                   and isinstance(v.operand.op, ast.Sub)]
        if any(f"{a} - {b}" in subs for a, b in negated):
            out.append(f"{where}:{node.lineno}: a building step checked by hand (declarable.built_up)")
    return out


def test_a_built_up_combination_is_read_by_the_rules() -> None:
    problems = [p for rel, source in sources() if not rel.startswith("penchant/rules/")
                for p in building_checked_by_hand(source, rel)]
    assert not problems, "\n".join(problems)
    old = ("if i and (cards_of_steps[i - 1] - cards or not cards - cards_of_steps[i - 1]):\n"
           "    raise InvalidNotationError('does not add')\n"
           "if a - b or not c - d:\n"
           "    pass\n")
    assert [p.split(":")[1] for p in building_checked_by_hand(old, "x.py")] == ["1"]
    assert building_checked_by_hand(dict(sources())["penchant/rules/declarable.py"], "home"), "built_up moved"


TYPED_FIELDS = ("led", "declared", "deals", "penchant_only", "won", "trump", "stock_left")
"""The puzzle's fields a view asks of the Puzzle (``led``, ``declared_before``, ``penchant_only``, ``brisques_won``,
``trump``, ``in_last_six``) or of the engine (``scoring.deal_entries``), never of the raw position."""


def raw_fields_in_a_view(source: str, where: str) -> list[str]:
    """A widget reading one of the puzzle's typed fields from the raw position (``pos.get("led")``,
    ``pos["deals"]``): a second reader of the puzzle format, with its own fallbacks ("?")."""
    if not where.startswith("penchant_widgets/"):
        return []
    out = []
    for node in ast.walk(parsed(source)):
        key = None
        if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant):
            key, owner = node.slice.value, node.value
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get"
              and node.args and isinstance(node.args[0], ast.Constant)):
            key, owner = node.args[0].value, node.func.value
        if key in TYPED_FIELDS and "pos" in ast.unparse(owner):
            out.append(f"{where}:{node.lineno}: the puzzle's {key!r} read from the raw position (ask the Puzzle)")
    return out


def test_the_views_read_the_puzzles_typed_fields() -> None:
    problems = [p for rel, source in sources() for p in raw_fields_in_a_view(source, rel)]
    assert not problems, "\n".join(problems)
    old = ('if pos.get("led"):\n'
           '    x = Card.parse(str(pos["led"]))\n'
           'deals = p.position.get("deals")\n'
           'name = pos.get("title")\n')
    assert sorted(p.split(":")[1] for p in raw_fields_in_a_view(old, "penchant_widgets/x.py")) == ["1", "2", "3"]


TRICK_HOME = "penchant/play/moves.py"


def winning_card_by_hand(source: str, where: str) -> list[str]:
    """A trick's lead or reply picked by whether its leader won (``t.lead if t.winner == t.leader else t.follow``):
    the card that took the trick worked out again, where ``Trick.winning_card`` answers (the loser's-penchant lesson
    once had it, issue #30)."""
    out = []
    for node in ast.walk(parsed(source)):
        if (isinstance(node, ast.IfExp) and isinstance(node.test, ast.Compare)
                and {"winner", "leader"} <= names_in(node.test)
                and {"lead", "follow"} <= names_in(node.body) | names_in(node.orelse)):
            out.append(f"{where}:{node.lineno}: a trick's winning card worked out by hand (Trick.winning_card)")
    return out


def test_a_tricks_winning_card_is_asked_of_the_trick() -> None:
    problems = [p for rel, source in sources() if rel != TRICK_HOME for p in winning_card_by_hand(source, rel)]
    assert not problems, "\n".join(problems)
    assert winning_card_by_hand(dict(sources())[TRICK_HOME], TRICK_HOME)
    old = ("winning = last.lead if last.winner == last.leader else last.follow\n"
           "mine = t.lead if t.leader == 0 else t.follow\n"
           "winning = last.winning_card\n")
    assert [p.split(":")[1] for p in winning_card_by_hand(old, "x.py")] == ["1"]
