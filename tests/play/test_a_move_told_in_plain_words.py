"""What a move did is the engine's to say (:func:`penchant.lessons.move_words.move_words`), so that the command line
and every board can say it: it once lived in the deal table's widget module, in HTML. In plain words (the default marks)
it carries no markup, names the cards in symbols, and says the trick's winner, the declaring turn passed over and
the deal's end as the boards do."""

from __future__ import annotations

import random
import re

from penchant.lessons.move_words import first_move_words, move_words
from penchant.play.dealing import new_deal
from penchant.play.state import DealState
from penchant.rules.profiles import KANDELL


def _a_deal_told(seed: int) -> list[str]:
    st, rng, said = new_deal(KANDELL, random.Random(seed), 0), random.Random(seed), []
    while not st.is_over():
        action = rng.choice(list(st.legal_actions))
        after = DealState.from_json(st.to_json())
        after.apply(action)
        said += move_words(st, action, after, ("You", "Opponent"), (0,))
        st = after
    return said


def test_a_deal_is_told_in_plain_words() -> None:
    said = [line for seed in range(6) for line in _a_deal_told(seed)]
    assert not [line for line in said if re.search(r"<[a-z/]|&[a-z]+;", line)]
    assert any(re.fullmatch(r"You played \S+( from the table)? and win the trick.*\.", line) for line in said)
    assert any(re.fullmatch(r"Opponent played \S+( from the table)?, and you win the trick.*\.", line) for line in said)
    assert any(re.fullmatch(r"(You|Opponent) led (10|[2-9AKQJ])[♠♥♦♣]( from the table)?\.", line) for line in said)
    assert sum(line.startswith("The deal is over. Final score: You ") for line in said) == 6


def test_the_first_move_says_whose_card_comes_first() -> None:
    st = new_deal(KANDELL, random.Random(1), 0)
    said = first_move_words(st, ("You", "Opponent"))
    assert said.startswith("You make the moves for both players. Opponent leads the first trick: pick a card in "
                           "Opponent's hand."), said
