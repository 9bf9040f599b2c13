"""A quick-scoring tap and a referee's declaration go on the last trick exactly when the sheet's rules let the
player declare on it (``DealSheet.may_declare``: the winner any combination, the loser a penchant if the winner
declared nothing, nothing in the last six or once the deal is over), else they record the next trick (review 45:
both worked it out again by hand)."""

from __future__ import annotations

import itertools

from penchant.marker import Declared, LastSix, Ledger, NewGame, TrickWon
from penchant.rules.cards import CardSet
from penchant.rules.kinds import Kind
from penchant.rules.procedure import MayDeclare
from penchant.rules.profiles import KANDELL

PENCHANT = CardSet("QS JD")
PAIR = CardSet("KS KH")


def _ledgers() -> list[Ledger]:
    """Sheets at every kind of moment: before a trick, after one won by each player, after the winner
    declared, after the loser's penchant, in the last six."""
    start = Ledger().entered(NewGame(("Ann", "Bob"), KANDELL, 0))
    out = [start]
    for winner in (0, 1):
        won = start.entered(TrickWon(winner))
        out += [won, won.entered(Declared(winner, Kind.PAIR, by_winner=True)),
                won.entered(Declared(1 - winner, Kind.PENCHANT, by_winner=False)), won.entered(LastSix())]
    return out


def test_a_tap_goes_on_the_last_trick_when_the_sheet_says_it_may() -> None:
    for ledger, player, as_loser in itertools.product(_ledgers(), (0, 1), (False, True)):
        sheet = ledger.sheet
        tap = sheet.quick_declaration(player, Kind.PENCHANT, as_loser=as_loser)
        on_last = sheet.current.may_declare(player) is (
            MayDeclare.PENCHANT_ONLY if as_loser else MayDeclare.ANY_COMBINATION)
        assert tap.new_trick is not on_last, (sheet.current.tricks, player, as_loser)


def test_a_referees_declaration_goes_on_the_last_trick_when_the_sheet_says_it_may() -> None:
    for ledger, player, cards in itertools.product(_ledgers(), (0, 1), (PENCHANT, PAIR)):
        sheet = ledger.sheet
        entry = sheet.referee_declaration(player, cards)
        may = sheet.current.may_declare(player)
        on_last = may is MayDeclare.ANY_COMBINATION or (may is MayDeclare.PENCHANT_ONLY and cards == PENCHANT)
        assert entry.new_trick is not on_last, (sheet.current.tricks, player, str(cards))
        if on_last:
            assert entry.by_winner is (may is MayDeclare.ANY_COMBINATION)


def test_what_the_sheet_says_a_player_may_declare_is_the_rules_answer_at_every_moment() -> None:
    """Issue #30: the sheet answered the literal ``"none"`` where the rules' answer is a :class:`MayDeclare` (before
    a trick, in the last six), so its callers compared raw strings."""
    for ledger, player in itertools.product(_ledgers(), (0, 1)):
        may = ledger.sheet.current.may_declare(player)
        assert isinstance(may, MayDeclare), (ledger.sheet.current.tricks, player, may)


def test_the_sheet_says_when_the_first_ten_are_all_entered() -> None:
    ledger = Ledger().entered(NewGame(("Ann", "Bob"), KANDELL, 0))
    for n in range(1, 11):
        ledger = ledger.entered(TrickWon(n % 2))
        assert ledger.sheet.current.first_ten_entered is (n == 10), n
