"""Issue #30 item 3, "widgets as views": the declaration bench, the game tally and the card symbols draw what
the engine answers.

* The bench keeps its declarations and asks the rules what they score under the rules chosen now (it once
  kept a running total, so a Kandell marriage and a Foster family made "32 points under Foster's rules"
  above items worth +20 and +30); the declaration meant by the cards picked and where the cards go are the
  rules' (:func:`~penchant.rules.combinations.meant_declaration`, :meth:`Holdings.after_declaring`).
* The game tally lets the engine refuse a negative deal score and shows its message.
* ``symbolize`` turns only the cards of the pack into symbols and never raises (``row 6S`` once crashed it).
"""

from __future__ import annotations

import re
from html import unescape

import pytest
from penchant_widgets.cards import symbolize
from penchant_widgets.rules.scoring import GameTally

from penchant.errors import ScoreEntryError
from penchant.rules.cards import DECK
from penchant.rules.profiles import FOSTER, KANDELL
from penchant.rules.scoring import game_result


def text(html: str) -> str:
    return unescape(re.sub(r"<[^>]+>", "", html))


# ------------------------------------------------------------------ the game tally


def test_a_negative_deal_score_is_refused_by_the_engine_and_the_tally_shows_its_words() -> None:
    for profile in (KANDELL, FOSTER):
        with pytest.raises(ScoreEntryError, match=r"deal 2: -5 is not a deal's score"):
            game_result([(10, 4), (-5, 12)], profile)
    assert game_result([(0, 0)], KANDELL).totals == (0, 0)
    g = GameTally([(10, 4), (7, 12), (20, 4), (6, 11)])
    assert g.tally() is not None
    g.cells[1][0].value = "-5"
    assert g.tally() is None
    shown = text(g.result.value)
    assert "-5 is not a deal's score" in shown and "0 or more" in shown, shown
    assert g.cells[1][0].value == "-5"  # the reader's entry is kept


# ------------------------------------------------------------------ card symbols


def test_symbolize_turns_only_the_packs_cards_into_symbols_and_never_raises() -> None:
    out = symbolize("row 6S, then 7S and 10H; 2C, AS <b>")
    assert "6S" in text(out) and "2C" in text(out)  # no such cards in the pack: left as written
    assert "7♠" in out and "10♥" in out and "A♠" in out
    assert "&lt;b&gt;" in out and "<b>" not in out
    for rank in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "T", "J", "Q", "K", "A"):
        for suit in "SHDC":
            token = rank + suit
            shown = text(symbolize(f"a {token} here"))
            assert token in shown or any(c.unicode in shown for c in DECK), token
    assert sum(c.unicode in text(symbolize(" ".join(str(c) for c in DECK))) for c in DECK) == 32
