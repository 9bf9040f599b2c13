"""The game's word for the 32 cards is the *pack* (names in the game's words): the engine's constant is
``PACK`` (``penchant.PACK``, ``penchant.rules.cards.PACK``), and no name in the code calls it a deck."""

from __future__ import annotations

import ast
import re

from source_scan import parsed, sources

import penchant
import penchant.rules.cards as cards

DECK = re.compile(r"(?i)(?:^|_)deck(?:s)?(?:$|_)")


def decks(source: str, where: str) -> list[str]:
    """Each name (bound, imported or read) that says deck."""
    out = set()
    for node in ast.walk(parsed(source)):
        names: list[str] = []
        if isinstance(node, ast.Name):
            names = [node.id]
        elif isinstance(node, ast.Attribute):
            names = [node.attr]
        elif isinstance(node, ast.alias):
            names = [node.name.rsplit(".", 1)[-1], node.asname or ""]
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names = [node.name]
        elif isinstance(node, ast.arg):
            names = [node.arg]
        out.update(f"{where}:{getattr(node, 'lineno', 0)}: {n}" for n in names if n and DECK.search(n))
    return sorted(out)


def test_the_pack_is_the_engines_constant() -> None:
    assert len(cards.PACK) == cards.PACK_SIZE == 32 and cards.PACK[0] == cards.Card.parse("7S")
    assert penchant.PACK is cards.PACK
    assert not hasattr(cards, "DECK") and not hasattr(penchant, "DECK")


def test_no_name_calls_the_pack_a_deck() -> None:
    found = [line for path, text in sources() for line in decks(text, path)]
    assert not found, "the game's word is the pack:\n" + "\n".join(found)


def test_the_scan_sees_a_deck() -> None:
    old = "from penchant.rules.cards import DECK\nx = DECK[3]\ndef _make_deck():\n    pass\ndeckle = 1\n"
    assert [line.split(": ")[1] for line in decks(old, "x.py")] == ["DECK", "DECK", "_make_deck"]
