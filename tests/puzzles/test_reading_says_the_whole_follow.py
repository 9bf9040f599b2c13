"""A reading puzzle's position says the whole obligation of the last six tricks (review 46): it said "every
card must follow suit and win if able", leaving out the obligation to trump (docs/RULINGS.md, "Phase 2")."""

from __future__ import annotations

import json
import random
from pathlib import Path

from penchant.play.dealing import new_deal
from penchant.puzzles.checkers.reading import reading_position
from penchant.rules.procedure import first_lead_of_last_six
from penchant.words.tricks import LAST_SIX_FOLLOWING

DRILL = Path(__file__).resolve().parents[2] / "penchant" / "data" / "drills" / "reading_play.json"


def test_the_reading_position_names_the_obligation_to_trump() -> None:
    rng = random.Random(46)
    st = new_deal(rng=46)
    while not (st.phase == 2 and first_lead_of_last_six(st.tricks)):
        st.apply(rng.choice(st.legal_actions))
    stock = reading_position(st, st.tables_mask)["stock"]
    assert "trump" in stock and "follow suit" in stock and LAST_SIX_FOLLOWING in stock


def test_the_stored_reading_drill_says_it_too() -> None:
    text = DRILL.read_text(encoding="utf-8")
    stocks = [p["position"]["stock"] for p in json.loads(text)["puzzles"] if "stock" in p["position"]]
    assert stocks and all(LAST_SIX_FOLLOWING in s for s in stocks)


def test_the_obligation_is_worded_once() -> None:
    """Review d30 #1: LAST_SIX_FOLLOWING and last_six_duty said the rule in two wordings; the constant is now the
    function's words, and with a trump they name all three clauses (follow and win, trump, any card)."""
    from penchant.rules.tricks import last_six_duty_words

    assert LAST_SIX_FOLLOWING == f"the follower must {last_six_duty_words(0)}"
    assert all(last_six_duty_words(t).endswith("else play any card") for t in range(4))
