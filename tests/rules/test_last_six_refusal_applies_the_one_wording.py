"""Issue #30: the follow rule of the last six was worded twice, "follow suit and win if able, else trump if able" in
the lessons and "follow with a heart and beat J♥ if you can" in a refused card's reason. The reason says the clause of
the one wording (:func:`~penchant.rules.tricks.last_six_duty_words`) that the follower's hand leaves binding."""

from __future__ import annotations

import random
import re

import pytest

from penchant.rules.cards import PACK, CardSet
from penchant.rules.tricks import last_six_duty_words, last_six_follow_reason
from penchant.words.tricks import LAST_SIX_FOLLOWING


@pytest.mark.parametrize("seed", range(3))
def test_a_refused_cards_reason_says_a_clause_of_the_rule_as_the_lessons_word_it(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(200):
        cards = rng.sample(list(PACK), 7)
        hand, lead = CardSet(cards[1:]).mask, cards[0].index
        trump = rng.choice([None, 0, 1, 2, 3])
        reason = last_six_follow_reason(hand, lead, trump)
        found = re.search(r"you (?:must|may) (.+?)(?: \(|,|$)", reason)
        assert found, reason
        duty = last_six_duty_words(trump)
        assert found.group(1) in duty, (reason, duty)


def test_the_lessons_say_the_rule_in_the_rules_words() -> None:
    assert LAST_SIX_FOLLOWING == f"the follower must {last_six_duty_words(0)}"
