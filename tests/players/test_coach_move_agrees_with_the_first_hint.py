"""Chapter 8: a newcomer asked for Hint 1, then "The coach's move". Hint 1 said the 10♣ "is worth keeping in your
hand for the last six tricks" and the coach's move opened "The coach would play 10♣, but ... playing 8♦ will do as
well"; Hint 1 warned "7♦ is a brisque he may take if you lead it" and the coach's move said to play the 7♦. They
could not tell whether to keep the card or play it. Where the coach's move names a brisque Hint 1 spoke of, it says
so in the hint's words: a lead that does as well and keeps it comes first, and a brisque the coach clearly prefers
to lead is said to be worth the hint's concern."""

from __future__ import annotations

from penchant.coaching.advice_words import KEEPS_THE_BRISQUE, WORTH_THE_RISK
from penchant.coaching.coach import Coach
from penchant.coaching.pointers import look_at
from penchant.coaching.weighing import brisque_kept_back
from penchant.play.moves import Play, Stage
from penchant.rules.profiles import KANDELL
from penchant_widgets.play.board import PlayBoard

KEEP = "worth keeping"
"""Hint 1 of an Ace or Ten in no combination: "10♣ ... is worth keeping in your hand for the last six tricks"."""
TAKE = "he may take"
"""Hint 1 of a spare brisque he may beat: "But 7♦ is a brisque he may take if you lead it"."""
CONCERN_SAID = {KEEP: "for the last six tricks", TAKE: "a brisque he may take"}
"""How the coach's move names each of Hint 1's concerns."""


def _hint_concerns(hint: str, hand: list[str]) -> dict[str, str]:
    """The cards Hint 1 says to keep, or warns of leading, each with its concern (:data:`KEEP`, :data:`TAKE`)."""
    said: dict[str, str] = {}
    for sentence in hint.split(". "):
        for concern, ends in ((KEEP, " belong"), (TAKE, " is a brisque")):
            if concern in sentence:
                named = sentence.split(ends)[0].split(" are brisques")[0]
                said |= {c: concern for c in hand if c in named}
    return said


def test_the_coachs_move_acknowledges_the_brisque_hint_1_spoke_of() -> None:
    kept = risked = 0
    for seed in range(40):
        if kept and risked:
            break
        b = PlayBoard("greedy", seed=seed, coach=Coach(KANDELL))
        for _ in range(12):
            if b.state.is_over():
                break
            v = b.view()
            if v.stage is Stage.LEAD and v.phase == 1 and v.to_move == v.player:
                hint = look_at(v)
                concerns = _hint_concerns(hint, [c.unicode for c in v.hand])
                an = b.coach.analyse(v, b._key())
                text, best = an.advice(), an.best.action
                if isinstance(best, Play) and best.card.unicode in concerns and len(an.lines) > 1:
                    card, concern = best.card.unicode, concerns[best.card.unicode]
                    tier = an.tier(an.lines[1].action)
                    if tier == "lean" and brisque_kept_back(an):  # a lead of no brisque does as well
                        kept += 1
                        first = an.will_do()[1]
                        assert isinstance(first, Play), text
                        assert text.startswith(f"Playing {first.card.unicode} {KEEPS_THE_BRISQUE} {card}"), (hint, text)
                        assert CONCERN_SAID[concern] in text, ("the hint's concern named", hint, text)
                    elif len(an.about_even_moves()) == 1:  # the coach clearly prefers leading the brisque Hint 1
                        # spoke of: every other move does worse beyond the noise
                        risked += 1
                        assert text.startswith(f"Leading {card}") and WORTH_THE_RISK in text, (hint, text)
                        assert CONCERN_SAID[concern] in text, ("the hint's concern named", hint, text)
                    elif tier == "worse":  # the next best does worse, but a move further down is about even: a lean
                        assert WORTH_THE_RISK not in text and CONCERN_SAID[concern] in text, (hint, text)
            b.autoplay("greedy", moves=1)
    assert kept and risked, (kept, risked)
