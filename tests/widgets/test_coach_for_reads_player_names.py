"""Review 45: coach_for read a name its own way: 'nonsense' silently gave the master coach and 'strong:abc' was
an IllegalPlayError (a play refused, for a name mistyped). It now reads names as get_player does."""

from __future__ import annotations

import pytest

from penchant.errors import UnknownPlayerError
from penchant.rules.profiles import KANDELL
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
