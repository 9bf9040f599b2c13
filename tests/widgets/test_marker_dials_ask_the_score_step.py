"""The marker's fourth dial is for scores that count in tens, which is the rules' to say
(``rules.score_scale.score_step``, the step every value of the profile makes): the dials read it off the
brisque's value alone (``brisque_value >= 10``), so house rules with a brisque worth ten but declarations in ones
got a fourth dial for scores that do not count in tens."""

from __future__ import annotations

import dataclasses

from penchant.marker import Ledger, NewGame
from penchant.rules.profiles import FOSTER, KANDELL
from penchant.rules.score_scale import score_step
from penchant_widgets.marker.dials import marker_html


def _dials(html: str) -> int:
    return html.count('class="pm-dial-box"')


def test_the_dials_count_tens_when_the_rules_scores_do() -> None:
    house = dataclasses.replace(KANDELL, name="house", brisque_value=10)  # a brisque ten, a marriage still 2
    assert score_step(house) < 10 <= house.brisque_value
    for profile, dials in ((FOSTER, 4), (KANDELL, 3), (house, 3)):
        sheet = Ledger().entered(NewGame(("Ann", "Bob"), profile)).sheet
        assert _dials(marker_html(sheet, 0)) == dials, profile.name
