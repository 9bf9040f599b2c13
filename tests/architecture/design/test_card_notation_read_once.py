"""A card's notation is read in one place, the cards modules (``Card.parse`` in rules.pack, ``parse_cards`` and
:data:`~penchant.rules.cards.NOTATION` in rules.card_notation for a card inside a text, built from ``Rank.char`` and
``Suit.letter``):
no other source spells the ranks' letters in the pack's order, as a card pattern or a class of ranks ("major are
J Q K A") does. The lessons' twin finder and the rules' words each kept a card pattern of their own, and the
lessons their own minor and major ranks (one notation parser)."""

from __future__ import annotations

import re

from source_scan import sources

from penchant.rules.suits_and_ranks import Rank

RANK_CHARS = "".join(r.char for r in Rank)
RUN = re.compile("|".join(re.escape(RANK_CHARS[i:i + 4]) for i in range(len(RANK_CHARS) - 3)))
"""Four ranks' letters in the pack's order ("789T", "TJQK", "JQKA"...): the start of a card pattern by hand."""
HOMES = ("penchant/rules/card_notation.py", "penchant/rules/pack.py", "penchant/rules/suits_and_ranks.py")


def runs(source: str) -> list[int]:
    return [n for n, line in enumerate(source.splitlines(), 1) if RUN.search(line)]


def test_card_notation_is_read_by_the_cards_module_alone() -> None:
    found = {rel: lines for rel, text in sources() if rel not in HOMES and (lines := runs(text))}
    assert not found, f"a card pattern or rank class by hand: use Card.parse, parse_cards or cards.NOTATION: {found}"


def test_the_scan_sees_a_pattern_by_hand() -> None:
    assert runs('_CARD = r"(?:10|[' + RANK_CHARS + '])[SHDC]"\n') == [1]
    assert runs('_MAJOR = "' + RANK_CHARS[4:] + '"\n') == [1]
    assert not runs("minor = [r for r in ranks if not r.is_major]\n")
