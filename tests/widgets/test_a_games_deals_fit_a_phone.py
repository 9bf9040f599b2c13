"""Chapter 7's puzzle on a whole game's value: its table of four deals, each with every declaration's cards, ran
over two screens of a phone, and the reader scrolled back and forth adding some thirty numbers. A game's deals
show a row a deal, each player's kinds and counts, the cards of each declaration one click away."""

from __future__ import annotations

import re

from penchant.puzzles import get
from penchant.puzzles.checkers.scoring import deal_entries
from penchant_widgets.puzzles.position import details_html

_SUITS = re.compile("[♠♥♦♣]")


def test_a_games_deals_are_a_row_a_deal_with_the_cards_one_click_away() -> None:
    puzzle = get("scoring-013")
    html = " ".join(details_html(puzzle)[0])
    short, _, folded = html.partition("<details")
    assert folded, html  # the cards of each declaration, one click away
    assert not _SUITS.search(short), short  # the kinds alone in sight, no card pictures
    assert _SUITS.search(folded)
    rows = re.findall(r"<tr><th[^>]*>deal (\d)</th>(.*?)</tr>", short)
    deals = deal_entries(puzzle)
    assert [int(n) for n, _ in rows] == list(range(1, len(deals) + 1)), short
    for (_, cells), (entry, decls) in zip(rows, deals, strict=True):
        text = re.sub(r"<[^>]+>", "", cells)
        for side in (0, 1):
            assert ", ".join(kind.value for _, kind, _ in decls[side]) in text, text
            assert f"brisquettes {entry.brisquettes[side]} · brisques in all {entry.brisques[side]}" in text, text


def test_a_single_deal_keeps_its_one_table() -> None:
    html = " ".join(details_html(get("scoring-001"))[0])
    assert "<details" not in html and "pt-deals-short" not in html
