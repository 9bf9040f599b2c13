"""A mistake puzzle's right answer, read by a newcomer on chapter 8: "10♣: 10♣ wins the trick" named the card twice,
and "against 8♦, the choice a rule of thumb makes" was jargon nobody had explained. The answer names its card once,
and the tempting choice in plain words."""

from __future__ import annotations

from penchant.judgement.outcomes import Outcomes
from penchant.puzzles.words.judged import best_words


def _told() -> dict[str, Outcomes]:
    return {c: Outcomes(100, net, (d, 2.0), (3.0, 3.0), (4.0, 4.0), None, 0.5)
            for c, net, d in (("10♣", 3.0, 4.0), ("9♦", 2.0, 3.0), ("8♦", 0.5, 1.5))}


def test_the_right_answer_names_its_card_once_in_plain_words() -> None:
    said = best_words("10♣", "10♣ wins the trick", "9♦", 1.0, "8♦", lambda a, b: (2.5, 0.3), _told())
    assert said.startswith("10♣ wins the trick."), said
    assert said.count("10♣ wins") == 1, said
    assert "rule of thumb" not in said, said
    assert "against 8♦, " in said, said


def test_an_answer_that_does_not_open_with_its_card_still_names_it() -> None:
    said = best_words("nothing now", "it declares nothing after this trick", "9♦", 1.0, None,
                      lambda a, b: (1.0, 0.3), _told() | {"nothing now": _told()["10♣"]})
    assert said.startswith("nothing now: it declares nothing"), said
