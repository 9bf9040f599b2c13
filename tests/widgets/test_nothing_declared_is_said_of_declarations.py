"""Chapter 1's scoring puzzle: under "the deal" the board read "you none / opponent none" on a phone, and newcomer
33 asked none of what. A player who declared nothing reads "declared nothing", in the one-deal table and in a whole
game's short table; in the one-deal table, "nothing" under the column "declared" (issue #31: its rows are the
players now)."""

from __future__ import annotations

import re

from penchant.puzzles import Puzzle, get
from penchant_widgets.puzzles.position import details_html


def _text(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", html))


def test_a_deal_without_declarations_says_declared_nothing() -> None:
    html = " ".join(details_html(get("scoring-001"))[0])
    text = _text(html)
    # under the column "declared" (a phone heads the cell "declared: nothing"), for you and for your opponent
    assert text.count(" nothing ") == 2 and 'data-label="declared"><span><span class="pt-small">nothing' in html, text
    assert not re.search(r"\bnone\b", text), text


def test_a_games_short_table_says_declared_nothing_too() -> None:
    obj = get("scoring-013").to_json()
    obj.pop("history", None)
    obj["position"]["deals"][0]["declarations"][1] = []  # the opponent declared nothing in the first deal
    short = " ".join(details_html(Puzzle.from_json(obj))[0]).partition("<details")[0]
    assert "declared nothing" in _text(short) and not re.search(r"\bnone\b", _text(short)), short
