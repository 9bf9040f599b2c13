"""A sentence's first letter is capitalised once: ``penchant.english.grammar.capitalised``. The project once had it
written out ten times (``text[0].upper() + text[1:]``, ``f"{t[:1].upper()}{t[1:]}"``) in the puzzles, the puzzle makers
and the widgets; the scan refuses another copy in the engine, the widgets and the chapters."""

from __future__ import annotations

import ast

from source_scan import parsed, sources

from penchant.english.grammar import capitalised

HOME = "penchant/english/grammar.py"
SCANNED = ("penchant/", "penchant_widgets/", "notebooks/")
"""The engine, the widgets and the chapters say the game's words; the site builder (tools/) titles its pages
without the engine and is not scanned."""
ALLOWED: dict[str, str] = {
}


def _first_letter(node: ast.AST) -> bool:
    """``x[0]`` or ``x[:1]``: a text's first letter."""
    if not isinstance(node, ast.Subscript):
        return False
    index = node.slice
    if isinstance(index, ast.Constant):
        return index.value == 0
    return (isinstance(index, ast.Slice) and index.lower is None and isinstance(index.upper, ast.Constant)
            and index.upper.value == 1 and index.step is None)


def capitalised_by_hand(source: str, where: str) -> list[str]:
    """``x[0].upper()`` or ``x[:1].upper()``: a first letter capitalised by hand; or ``x.capitalize()``, which lowers
    the rest of the text, a card's, a player's or a rule book's name and all (ten of them at once) — all
    words.grammar.capitalised's."""
    return [f"{where}:{node.lineno}: {ast.unparse(node)} (words.grammar.capitalised)"
            for node in ast.walk(parsed(source))
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
            and ((node.func.attr == "upper" and _first_letter(node.func.value)) or node.func.attr == "capitalize")]


def test_a_first_letter_is_capitalised_only_by_the_words() -> None:
    problems: list[str] = []
    for rel, source in sources():
        if rel.startswith(SCANNED) and rel != HOME and rel not in ALLOWED:
            problems += capitalised_by_hand(source, rel)
    assert not problems, "\n".join(problems)


def test_the_scan_sees_the_old_copies() -> None:
    old = ('message = f"“{shown[0].upper() + shown[1:]}” is not right"\n'
           'return f"{look[0].upper()}{look[1:]}"\n'
           'return words[:1].upper() + words[1:]\n'
           'suit = name.upper()\n'
           'first = text[1].upper()\n'
           'said = f"{ylabel.capitalize()} by {xlabel}"\n')
    assert sorted(p.split(":")[1] for p in capitalised_by_hand(old, "x.py")) == ["1", "2", "3", "6"]


def test_the_allowed_copies_still_need_their_place() -> None:
    for rel in ALLOWED:
        source = dict(sources())[rel]
        assert capitalised_by_hand(source, rel), f"{rel} no longer needs its place"


def test_capitalised_keeps_the_rest_as_written() -> None:
    assert capitalised("the Ace of spades (A♠)") == "The Ace of spades (A♠)"
    assert capitalised("") == "" and capitalised("10♥ wins") == "10♥ wins"
