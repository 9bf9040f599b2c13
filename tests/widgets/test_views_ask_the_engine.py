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

from penchant_widgets.cards import symbolize

from penchant.rules.cards import DECK


def text(html: str) -> str:
    return unescape(re.sub(r"<[^>]+>", "", html))


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
