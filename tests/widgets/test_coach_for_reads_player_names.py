"""Review 45: coach_for read a name its own way: 'nonsense' silently gave the master coach and 'strong:abc' was
an IllegalPlayError (a play refused, for a name mistyped). It now reads names as get_player does."""

from __future__ import annotations

import pytest

from penchant.coaching.coach import Coach
from penchant.errors import RulesMismatchError, UnknownPlayerError
from penchant.players import get_player
from penchant.rules.profiles import FOSTER, KANDELL
from penchant_widgets.play.coach_panel import coach_for


@pytest.mark.parametrize("bad", ["nonsense", "strong:abc", "master:0", "", "strong:"])
def test_a_name_no_player_has_is_refused_quoting_it(bad: str) -> None:
    with pytest.raises(UnknownPlayerError) as err:
        coach_for(bad, KANDELL)
    assert repr(bad) in str(err.value)


def test_the_coaches_by_name() -> None:
    assert coach_for("strong:25", KANDELL).samples == 25
    assert coach_for(" Master:30 ", KANDELL).samples == 30
    assert coach_for("strong", KANDELL).endgame == 0
    assert coach_for("master", KANDELL).samples == coach_for(coach_for("master", KANDELL), KANDELL).samples


def test_a_coach_or_player_of_other_rules_than_the_boards_is_refused() -> None:
    """A coach handed over as it is, or a player read for its samples, built for other rules than the board's:
    the coach once judged a Foster board's deals by Kandell's rules."""
    for built in (Coach(KANDELL), get_player("strong", KANDELL)):
        with pytest.raises(RulesMismatchError) as err:
            coach_for(built, FOSTER)
        assert "get_profile('kandell')" in str(err.value) and "get_profile('foster')" in str(err.value)
    assert coach_for(Coach(FOSTER), FOSTER).profile is FOSTER
    assert coach_for(get_player("strong:12", FOSTER), FOSTER).samples == 12
