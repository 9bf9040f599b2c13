"""The coach's move and the review are one account of a decision (a newcomer on a phone, chapter 8): the coach
recommended 9♦ because it "keeps your 7♦, a brisque he may take, out of his reach; other moves come out about even",
the learner played J♦, and the review said "Playing 7♦ was better … (it risks the 7♦ …)". The review names the move
the coach recommended as the better one, for the coach's reason; the advice counts the moves about even with it, so
none the figures put worse is read among them; and it never says its move "comes out ahead, however the cards you
cannot see may lie" beside moves about even with it."""

from __future__ import annotations

import random

from coach_advice_checks import others_said_truly

from penchant.coaching.advice_words import WAS_BETTER
from penchant.coaching.analysis import CoachAnalysis
from penchant.coaching.coach import Coach
from penchant.coaching.reasons import action_phrase
from penchant.coaching.weighing import NET_GAINS
from penchant.english.grammar import capitalised
from penchant.judgement.verdicts import is_marked
from penchant.play.dealing import new_deal
from penchant.players import get_player
from penchant.rules.profiles import KANDELL


def _analysed(seed: int, steps: int) -> CoachAnalysis:
    s = new_deal(KANDELL, seed, dealer=seed % 2)
    rng = random.Random(seed)
    greedy = get_player("greedy")
    for _ in range(steps):
        s.apply(greedy.choose(s.view(s.to_move), rng))
    return Coach(KANDELL).analyse(s.view(s.to_move), f"scan:{seed}:{steps}")


def test_the_review_names_the_coachs_move_as_the_better_one() -> None:
    an = _analysed(0, 22)  # to play to K♣: the coach's best throws the 7♦, its move keeps it
    rec, best = an.recommended(), an.best.action
    assert (str(rec), str(best)) == ("play KD", "play 7D"), (rec, best)
    advice = an.advice()
    assert "keeps your 7♦" in advice, advice
    marked = [ln.action for ln in an.lines if is_marked(an.verdict(ln.action))]
    assert marked, "the position has moves the review marks"
    for a in marked:
        said = an.reason(a, played=True)
        assert f"{capitalised(action_phrase(rec))} {WAS_BETTER}: it keeps your 7♦" in said, said
        assert f"{capitalised(action_phrase(best))} {WAS_BETTER}" not in said, said
        assert an.reason_parts(a, played=True)[1].startswith(capitalised(action_phrase(rec))), said


def test_a_move_the_advice_counts_about_even_is_not_marked_against_another() -> None:
    an = _analysed(0, 22)
    for a in an.about_even_moves():
        assert not is_marked(an.verdict(a)), a
        assert WAS_BETTER not in an.reason(a, played=True), an.reason(a, played=True)


def test_the_advice_leaves_the_moves_about_even_to_the_figures_and_claims_no_sure_gain_beside_them() -> None:
    for seed, steps in ((0, 22), (7, 22)):
        an = _analysed(seed, steps)
        advice = an.advice()
        others = len(an.about_even_moves()) - 1
        assert others >= 1, advice
        others_said_truly(an, advice)  # named after the move (one) or counted, the figures naming each
        assert not any(claim in advice for claim in NET_GAINS), advice
