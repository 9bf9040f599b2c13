"""Under Kandell the loser's penchant scores but fixes no trump: the timing themes and the coach's reasons ask
the rule (rules.trump.penchant_sets_trump), not "is trump still unset?"; under Foster the same penchant fixes it."""

from __future__ import annotations

import pytest

from penchant.coaching.reasons import static_effects
from penchant.play.moves import Declare, Pass, Stage
from penchant.play.state import DealState
from penchant.play.view import PlayerView
from penchant.puzzles.checkers.timing import themes_of_timing
from penchant.rules.cards import PACK, CardSet, mask_of, parse_cards
from penchant.rules.dealing import DealLayout
from penchant.rules.profiles import FOSTER, KANDELL, Profile


def _losers_penchant(profile: Profile) -> PlayerView:
    """Player 0 wins a trick and passes; player 1, holding QD JC, is asked for a penchant, trump still unset."""
    hands = (parse_cards("AS KH QH 8S 8H 7D"), parse_cards("7S QD JC 9H 9D TC"))
    top = parse_cards("AD 7H")
    used = mask_of(hands[0] + hands[1] + top)
    stock_top_first = top + [c for c in PACK if not used & c.bit]
    st = DealState.from_layout(DealLayout(tuple(hands[0]), tuple(hands[1]), tuple(reversed(stock_top_first)), ()),
                               1, profile)
    for move in ("play AS", "play 7S", "pass"):
        st.apply(move)
    assert st.stage is Stage.PENCHANT and st.to_move == 1
    view = st.view(1)
    assert view.trump is None
    return view


PENCHANT = Declare(CardSet("QD JC"))


@pytest.mark.parametrize(("profile", "fixes"), [(KANDELL, False), (FOSTER, True)])
def test_the_losers_penchant_is_a_trump_lesson_only_where_it_fixes_trump(profile: Profile, fixes: bool) -> None:
    view = _losers_penchant(profile)
    assert set(view.legal) == {PENCHANT, Pass()}
    themes = themes_of_timing(view, {"penchant": PENCHANT, "pass": Pass()}, ["penchant", "pass"])
    assert "the loser's penchant" in themes
    assert ("when to fix trump" in themes) is fixes, themes


@pytest.mark.parametrize(("profile", "fixes"), [(KANDELL, False), (FOSTER, True)])
def test_passing_leaves_trump_unset_only_where_the_penchant_would_have_set_it(profile: Profile, fixes: bool) -> None:
    view = _losers_penchant(profile)
    said = static_effects(view, Pass(), PENCHANT, profile)
    assert ("leaves trump unset, for now" in said) is fixes, said


def test_loser_penchants_of_two_tricks_are_said_once() -> None:
    """Chapter 4's first puzzle said "the penchant of trick 1 was declared by the loser of the trick, the penchant
    of trick 3 was declared by the loser of the trick" (newcomer 12): the tricks are grouped in one clause."""
    from penchant.puzzles import analyse, get

    said = analyse(get("trump-018")).explanation
    assert "the penchants of tricks 1 and 3 were each declared by their trick's loser" in said, said
    assert said.count("declared by their trick's loser") == 1, said  # the rule's own wording says "declared by" too
