"""Chapter 8's coach said "Playing A♦ keeps your 7♥, a brisque he may take, out of his reach. Five other moves will do
as well." with six cards in hand (issue #31): the reason was as true of four of the five as of the A♦, so it singled
none out. Over deals of several seeds: where every card you may play comes out about even, the coach's move says so
plainly, with no reason; where it gives a reason to pick, it names every move about even that reason is true of."""

from __future__ import annotations

import random
import re
from functools import cache

from penchant.coaching.advice_words import EVERY_MOVE_THE_SAME
from penchant.coaching.analysis import CoachAnalysis
from penchant.coaching.coach import Coach
from penchant.coaching.figure_words import ANY_CARD_WILL_DO
from penchant.coaching.move_reasons import PICK_REASON, every_move_about_even, risks_a_brisque
from penchant.coaching.play_session import PlaySession
from penchant.coaching.reasons import action_phrase
from penchant.play.moves import Play
from penchant.rules.profiles import KANDELL

SEEDS = range(4)
KEEPS = re.compile(r"keeps your ([^,]+), (?:a brisque|brisques) he may take, out of his reach")


@cache
def _analyses(seed: int) -> tuple[CoachAnalysis, ...]:
    session = PlaySession("greedy", seed=seed)
    coach = Coach(KANDELL)
    rng = random.Random(f"reason-true-of:{seed}")
    out = []
    while not session.state.is_over():
        view = session.view()
        an = coach.analyse(view, session.key)
        out.append(an)
        session.act(an.recommended() if rng.random() < 0.6 else rng.choice(view.legal))
    return tuple(out)


def _all() -> list[CoachAnalysis]:
    return [an for seed in SEEDS for an in _analyses(seed)]


def test_every_card_about_even_is_said_plainly_with_no_reason() -> None:
    plain = [an for an in _all() if every_move_about_even(an)]
    assert plain, "no decision of these deals had every card about even"
    for an in plain:
        advice = an.advice()
        assert (EVERY_MOVE_THE_SAME if an.exact else ANY_CARD_WILL_DO) in advice, advice
        assert "keeps" not in advice and "other moves will do" not in advice, advice
        assert PICK_REASON not in an.hint(), an.hint()


def test_a_brisque_kept_out_of_his_reach_is_said_of_every_move_about_even_that_keeps_it() -> None:
    seen = 0
    for an in _all():
        for text in (an.advice(), an.hint()):
            m = KEEPS.search(text)
            if not m:
                continue
            start = max(text.rfind(". ", 0, m.start()), text.rfind(PICK_REASON, 0, m.start()))
            end = text.find(". ", m.end())
            named = text[start + 1:end if end >= 0 else len(text)].lower()  # the sentence the reason is said in
            kept = re.split(r"; |\. ", text[m.start():])[0]  # what the named moves keep: every brisque, trump, ...
            keepers = {action_phrase(a) for a in an.about_even_moves() if isinstance(a, Play)
                       and not risks_a_brisque(an.view, a) and a.card.unicode not in kept}
            if not keepers:
                continue
            seen += 1
            missing = [k for k in keepers if k.lower() not in named]
            assert not missing, (text, missing)
    assert seen
