"""The coach's move is one sentence of what to do and why (:meth:`CoachAnalysis.advice`); its fuller reasons and
its figures are one click away. A newcomer read a paragraph of hedges, and once "If you want one, playing 10♣ ..."
after "any of them will do", as advice to lead a brisque the coach did not prefer."""

from __future__ import annotations

from penchant_widgets.play.board import PlayBoard

from penchant.coaching.coach import SLIGHTLY_BETTER, Coach
from penchant.coaching.reasons import action_phrase
from penchant.play.state import Play, Stage
from penchant.rules.profiles import KANDELL


def test_the_advice_is_one_sentence_and_leads_a_brisque_only_as_the_engine_ranks_it() -> None:
    brisque_leads = 0
    for seed in range(3):
        b = PlayBoard("greedy", seed=seed, coach=Coach(KANDELL, 8))
        for _ in range(10):
            if b.state.is_over():
                break
            an = b.coach.analyse(b.view(), b._key())
            text = an.advice()
            assert text.count(". ") == 0 and text.endswith("."), f"one sentence: {text!r}"
            assert len(text) < len(an.hint()) or text == an.hint()
            best = an.best.action
            if an.close_calls():
                assert text.endswith("so any of them will do."), text
                assert "If you want one" not in text, "no one move singled out of moves about the same"
            elif len(an.lines) > 1:
                tier = an.tier(an.lines[1].action)
                assert text.startswith(SLIGHTLY_BETTER) == (tier == "lean"), (text, tier)
                assert action_phrase(best)[1:] in text, (text, best)
                if (isinstance(best, Play) and best.card.is_brisque and b.view().stage is Stage.LEAD
                        and b.view().phase == 1):
                    brisque_leads += 1
                    assert "a brisque, on the lead" in text, f"a brisque led says what it risks: {text!r}"
            b.autoplay("greedy", moves=1)
    assert brisque_leads, "the seeds met a brisque the coach would lead"
