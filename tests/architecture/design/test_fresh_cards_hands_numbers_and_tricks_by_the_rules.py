"""Rules worked out again beside the rules, refused by shape (continued from ``test_rules_asked_not_rebuilt.py``):
the fresh-card rule, a verdict's kind, the brisques not in play, a hand for
the last six, the trump suit's mask and the unseen cards worked out by hand; a number a person typed read by
``int()`` instead of the rules' one number reader (``notation.whole_numbers``); and cards played made into tricks by
hand. The few that stay are listed, each with its reason."""

from __future__ import annotations

import ast

from source_scan import names_in, parsed, sources

# ------------------------------------------- the fresh-card rule, the brisques, hands and masks worked out again

UNSEEN_HOMES = ("penchant/rules/", "penchant/play/view.py")  # the rules, and the view that asks them
BY_HAND_ALLOWED: dict[str, str] = {
    "penchant/studies/numbers.py": "every card a player receives in a deal, counted as it comes: no last six",
    "penchant/players/mask_knowledge.py": "what may still reach his side or the stock: his table counts, so not unseen",
}


def _combination_names(tree: ast.AST) -> set[str]:
    """The names a loop or comprehension over ``candidate_combinations(...)`` binds each combination's cards to."""
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.For | ast.comprehension) and isinstance(node.iter, ast.Call) and isinstance(
                node.iter.func, ast.Name) and node.iter.func.id == "candidate_combinations":
            target = node.target.elts[0] if isinstance(node.target, ast.Tuple) else node.target
            if isinstance(target, ast.Name):
                out.add(target.id)
    return out


def _is_name(node: ast.AST, *names: str) -> bool:
    return (isinstance(node, ast.Name) and node.id in names) or (isinstance(node, ast.Attribute)
                                                                  and node.attr in names)


def _indexed(node: ast.AST, *attrs: str) -> bool:
    return isinstance(node, ast.Subscript) and _is_name(node.value, *attrs)


HANDS = ("hands", "hands_mask")
TABLES = ("tables", "tables_mask")
"""A deal's hands and tables, as cards and as the fast path's masks."""


def rules_by_hand(source: str, where: str) -> list[str]:
    """Rules worked out beside the rules: the fresh-card rule as a combination's cards
    ``& hand`` (``rules.combinations.adds_a_fresh_card``), a verdict's kind read from the words of its reason
    (``DeclarationVerdict.bar``), the brisques not in play as ``BRISQUES_IN_PACK - n``
    (``rules.brisques.the_other_brisques``),
    a hand for the last six as ``hands[p] | tables[p]`` (``rules.procedure.hand_for_last_six``), the trump suit's
    mask as ``0 if trump is None else SUIT_MASKS[trump]`` (``rules.tricks.trump_mask``) and the unseen cards as
    ``FULL_MASK & ~(...)`` (``play.view.unseen_mask``)."""
    tree = parsed(source)
    combos = _combination_names(tree)
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitAnd):
            if (isinstance(node.left, ast.Name) and node.left.id in combos
                    and isinstance(node.right, ast.Name | ast.Attribute) and "hand" in ast.unparse(node.right)):
                out.add(f"{where}:{node.lineno}: the fresh-card rule by hand "
                        "(rules.combinations.adds_a_fresh_card)")
            if (not where.startswith(UNSEEN_HOMES) and _is_name(node.left, "FULL_MASK")
                    and isinstance(node.right, ast.UnaryOp) and isinstance(node.right.op, ast.Invert)
                    and "played" in ast.unparse(node.right) and "hand" in ast.unparse(node.right)):
                out.add(f"{where}:{node.lineno}: the unseen cards by hand (play.view.unseen_mask)")
        if (isinstance(node, ast.Compare) and isinstance(node.left, ast.Constant) and isinstance(node.left.value, str)
                and any(isinstance(op, ast.In | ast.NotIn) for op in node.ops)
                and any(_is_name(c, "reason") for c in node.comparators)):
            out.add(f"{where}:{node.lineno}: a verdict's kind read from its words "
                    "(DeclarationVerdict.bar, DeclarationVerdict.error)")
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Sub) and _is_name(node.left, "BRISQUES_IN_PACK"):
            out.add(f"{where}:{node.lineno}: the other brisques by hand (rules.brisques.the_other_brisques)")
        if (isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr)
                and {(_indexed(node.left, *HANDS), _indexed(node.right, *TABLES)),
                     (_indexed(node.left, *TABLES), _indexed(node.right, *HANDS))} & {(True, True)}):
            out.add(f"{where}:{node.lineno}: a hand for the last six by hand (rules.procedure.hand_for_last_six)")
        if (isinstance(node, ast.IfExp) and isinstance(node.body, ast.Constant) and node.body.value == 0
                and _indexed(node.orelse, "SUIT_MASKS")):
            out.add(f"{where}:{node.lineno}: the trump suit's mask by hand (rules.tricks.trump_mask)")
    return sorted(out, key=lambda p: int(p.split(":")[1]))


def test_fresh_cards_brisques_hands_and_masks_are_asked_not_rebuilt() -> None:
    problems = [p for rel, source in sources() if not rel.startswith("penchant/rules/")
                and rel not in BY_HAND_ALLOWED for p in rules_by_hand(source, rel)]
    assert not problems, "\n".join(problems)
    found = dict(sources())
    stale = [rel for rel in BY_HAND_ALLOWED if not rules_by_hand(found.get(rel, ""), rel)]
    assert not stale, f"allowed but no longer needed: {stale}"


def test_the_fresh_cards_brisques_hands_and_masks_scan_sees_the_old_copies() -> None:
    old = ("combos = [m for m, _k in candidate_combinations(hand | table) if m & hand]\n"
           "for m, kind in candidate_combinations(hand | table):\n"
           "    if not m & hand:\n"
           "        continue\n"
           "    if 'barred' in v.reason:\n"
           "        pass\n"
           "won = (BRISQUES_IN_PACK - in_play, 0)\n"
           "hold = (state.hands[me] | state.tables[me], state.hands_mask[them] | state.tables_mask[them])\n"
           "trump = 0 if state.trump is None else SUIT_MASKS[state.trump]\n"
           "his = FULL_MASK & ~(hand | played | led)\n"
           "fine = [m for m, _k in candidate_combinations(cards) if m & trump]\n")
    assert [p.split(":")[1] for p in rules_by_hand(old, "penchant/puzzles/x.py")] == [
        "1", "3", "5", "7", "8", "9", "10"]


NUMBER_READER = "penchant/notation/whole_numbers.py"
INT_ALLOWED: dict[str, str] = {
    "penchant/files/strict_reader.py": "the JSON number hook: JSON's grammar hands it ASCII digits only",
}


def typed_numbers_by_int(source: str, where: str) -> list[str]:
    """``int()`` of what a person typed (a stripped text, an answer): it takes '1_2', '+ 12', '٣' and '１２', which the
    one number reader, ``notation.whole_numbers.whole_number``, refuses (the puzzles' number answers and the serve
    command's --port once read so)."""
    out = []
    for node in ast.walk(parsed(source)):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "int"
                and len(node.args) == 1):
            text = ast.unparse(node.args[0])
            if "answer" in text or text.endswith(".strip()") or text in ("text", "typed"):
                out.append(f"{where}:{node.lineno}: int({text}) of typed text (notation.whole_numbers.whole_number)")
    return out


def test_typed_numbers_are_read_by_the_one_number_reader() -> None:
    problems = [p for rel, source in sources() if rel.startswith(("penchant/", "penchant_widgets/"))
                and rel != NUMBER_READER and rel not in INT_ALLOWED for p in typed_numbers_by_int(source, rel)]
    assert not problems, "\n".join(problems)
    old = ('text = answer.strip()\n'
           'n = int(text)\n'
           'port = int(str(text).strip())\n'
           'k = int(answer)\n'
           'i = int(p.split(":")[1])\n')
    assert [p.split(":")[1] for p in typed_numbers_by_int(old, "x.py")] == ["2", "3", "4"]


PLAYED = ("played", "cards", "plays")
"""What names cards played (a trick's cards are two of them: ``procedure.CARDS_PER_TRICK``); not ``taken``, which
names brisques taken too (a brisque count halved between the players is no trick)."""


def _two(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and node.value == 2


def tricks_by_hand(source: str, where: str) -> list[str]:
    """Cards played made into tricks by hand (the arranged lesson's ``len(played) // 2``, the constructed
    end-game's ``taken[2 * i: 2 * i + 2]``): cards played halved (``procedure.tricks_of_cards``), or sliced by twos
    (``procedure.cut_into_tricks``, ``CARDS_PER_TRICK``)."""
    out = []
    for node in ast.walk(parsed(source)):
        if (isinstance(node, ast.BinOp) and isinstance(node.op, ast.FloorDiv) and _two(node.right)
                and any(p in n.lower() for n in names_in(node.left) for p in PLAYED)):
            out.append(f"{where}:{node.lineno}: cards played halved into tricks (procedure.tricks_of_cards)")
        if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Slice) and any(
                isinstance(b, ast.BinOp) and isinstance(b.op, ast.Mult) and (_two(b.left) or _two(b.right))
                for bound in (node.slice.lower, node.slice.upper) if bound is not None for b in ast.walk(bound)):
            out.append(f"{where}:{node.lineno}: cards sliced by twos into tricks (procedure.cut_into_tricks)")
    return sorted(out, key=lambda p: int(p.split(":")[1]))


def test_tricks_are_made_of_cards_by_the_rules() -> None:
    problems = [p for rel, source in sources() if not rel.startswith("penchant/rules/")
                for p in tricks_by_hand(source, rel)]
    assert not problems, "\n".join(problems)


def test_the_trick_scan_sees_the_old_copies() -> None:
    old = ("half = len(played) // 2\n"
           "data = {'tricks': len(played) // 2}\n"
           "last6 = [taken[2 * i: 2 * i + 2] for i in range(done2)]\n"
           "rest = taken[2 * done2:]\n"
           "first = len(worlds) // 2\n"
           "pairs = games // 2\n"
           "won = tricks[:CARDS_PER_TRICK * k]\n")
    assert [p.split(":")[1] for p in tricks_by_hand(old, "x.py")] == ["1", "2", "3", "4"]
