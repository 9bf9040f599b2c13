"""At a declaration, "declaring the pair Q♥ Q♣ or passing will do here: they come out about even" puzzled a newcomer
(two free points the same as nothing?): where a trick of the first ten is left to win, the advice says why passing
costs little, that the combination may still be declared later, and where the rules then let him declare a penchant,
that it gives him that instead of calling it cheap. Hint 1 at a declaration agrees in number with what
may be declared: "what it scores" of one combination, "what each scores" of several."""

from __future__ import annotations

from penchant.coaching.coach import Coach
from penchant.coaching.combination_reasons import his_penchant_after_a_pass
from penchant.coaching.move_reasons import PASS_LETS_HIM
from penchant.coaching.pointers import look_at
from penchant.play.forced import is_a_decision
from penchant.play.moves import Declare, Play
from penchant.rules.profiles import KANDELL
from penchant_widgets.play.board import PlayBoard

LATER = "passing costs little here: you may still declare "


def test_passing_beside_a_declaration_about_even_says_why_it_costs_little() -> None:
    said = hints = 0
    for seed in range(6):
        b = PlayBoard("greedy", seed=seed, coach=Coach(KANDELL, 8))
        for _ in range(30):
            if b.state.is_over():
                break
            v = b.view()
            if v.to_move == v.player and v.stage.declaring and is_a_decision(v.legal):
                n = sum(1 for a in v.legal if isinstance(a, Declare))
                first = look_at(v)
                if n == 1 and v.stage.name == "DECLARE":
                    assert "(one combination) and what it scores, then at what it leaves you" in first, first
                    hints += 1
                elif n > 1 and v.stage.name == "DECLARE":
                    assert "and what each scores" in first, first
                an = b.coach.analyse(v, b._key())
                even = an.about_even_moves()
                advice = an.advice()
                passing = any(not isinstance(a, (Declare, Play)) for a in even)
                recommended = an.recommended()
                if passing and any(isinstance(a, Declare) for a in even) and v.tricks_played < 10:
                    # passing recommended says why it costs little; a declaration recommended says what it scores
                    if not isinstance(recommended, (Declare, Play)) and an.close_calls():
                        # what to do first, then why: "Passing costs little here" read as a warning
                        assert advice.startswith("Pass: you may still declare "), advice
                        # cheap only where the rules let him declare nothing after your pass
                        gives = his_penchant_after_a_pass(v)
                        assert ("so passing costs you little now" in advice) is not gives, advice
                        assert (PASS_LETS_HIM in advice) is gives, advice
                        said += 1
                else:
                    assert LATER not in advice, advice
            b.autoplay("greedy", moves=1)
    assert said >= 1 and hints >= 1, (said, hints)
