"""Review eng10 #18: the marker's dials worked out who is ahead and by how much from the totals themselves; they
show the rules' standing (``GameSheet.standing``: ``GameResult.leader`` and ``.difference``), the deal under way
counting what it has scored so far."""

from __future__ import annotations

from penchant.marker import Brisquette, Declared, EndDeal, Ledger, NewGame, TrickWon
from penchant.rules.game_scoring import GameSoFar
from penchant.rules.kinds import Kind
from penchant.rules.profiles import KANDELL
from penchant_widgets.marker.dials import marker_html


def test_the_leader_shows_the_rules_difference_and_the_other_none() -> None:
    ledger = Ledger().entered(NewGame(("Ann", "Bob"), KANDELL)).entered(TrickWon(1))
    ledger = ledger.entered(Declared(1, Kind.QUADRUPLET))
    sheet = ledger.sheet
    standing = sheet.standing()
    assert standing.totals == sheet.totals and standing.leader == 1 and standing.difference > 0
    assert f"+{standing.difference}" in marker_html(sheet, 1) and "pm-ahead" in marker_html(sheet, 1)
    assert "pm-ahead" not in marker_html(sheet, 0)


def test_level_players_show_nobody_ahead() -> None:
    sheet = Ledger().entered(NewGame(("Ann", "Bob"), KANDELL)).sheet
    assert sheet.standing().leader is None
    assert "pm-ahead" not in marker_html(sheet, 0) and "pm-ahead" not in marker_html(sheet, 1)


def test_mid_deal_the_standing_settles_nothing() -> None:
    """Issue #30: three deals ended and the fourth just begun, the standing read the unfinished deal as a finished
    game (complete, a winner, a lurch and a value while the sheet was not over); it is the engine's ``GameSoFar``
    now, as the play board's, whose result holds only the ended deals."""
    ledger = Ledger().entered(NewGame(("Ann", "Bob"), KANDELL))
    for _ in range(3):
        for i in range(10):
            ledger = ledger.entered(TrickWon(i % 2))
        ledger = ledger.entered(Brisquette(0)).entered(EndDeal((8, 4)))
    ledger = ledger.entered(TrickWon(1))
    sheet = ledger.sheet
    standing = sheet.standing()
    assert not sheet.is_over() and len(sheet.deals) == 4 and not sheet.current.ended
    assert isinstance(standing, GameSoFar)
    assert not standing.result.complete and standing.result.winner is None and standing.result.value == 0
    assert not standing.result.lurched
    assert standing.result == sheet.result() and len(standing.deals) == 3
    assert standing.in_play == sheet.deal_points()[-1]
    assert standing.totals == sheet.totals
    assert standing.leader == 0 and standing.difference == sheet.totals[0] - sheet.totals[1]


def test_once_over_the_standing_is_the_result() -> None:
    ledger = Ledger().entered(NewGame(("Ann", "Bob"), KANDELL))
    for _ in range(4):
        for i in range(10):
            ledger = ledger.entered(TrickWon(i % 2))
        ledger = ledger.entered(Brisquette(0)).entered(EndDeal((8, 4)))
    sheet = ledger.sheet
    assert sheet.is_over() and sheet.standing().in_play is None and sheet.standing().result.complete
    assert sheet.standing().totals == sheet.totals
