"""Review eng10 #18: the marker's dials worked out who is ahead and by how much from the totals themselves; they
show the rules' standing (``GameSheet.standing``: ``GameResult.leader`` and ``.difference``), the deal under way
counting what it has scored so far."""

from __future__ import annotations

from penchant.marker import Declared, Ledger, NewGame, TrickWon
from penchant.rules.kinds import Kind
from penchant.rules.profiles import KANDELL
from penchant_widgets.marker.dials import marker_html


def test_the_leader_shows_the_rules_difference_and_the_other_none() -> None:
    ledger = Ledger().apply(NewGame(("Ann", "Bob"), KANDELL)).apply(TrickWon(1)).apply(Declared(1, Kind.QUADRUPLET))
    sheet = ledger.sheet
    standing = sheet.standing()
    assert standing.totals == sheet.totals and standing.leader == 1 and standing.difference > 0
    assert f"+{standing.difference}" in marker_html(sheet, 1) and "pm-ahead" in marker_html(sheet, 1)
    assert "pm-ahead" not in marker_html(sheet, 0)


def test_level_players_show_nobody_ahead() -> None:
    sheet = Ledger().apply(NewGame(("Ann", "Bob"), KANDELL)).sheet
    assert sheet.standing().leader is None
    assert "pm-ahead" not in marker_html(sheet, 0) and "pm-ahead" not in marker_html(sheet, 1)
