"""The ledger holds each player's declarations, in their order, to the cards he can have received by then (the rules'
:func:`~penchant.rules.declaring_in_order.declarations_in_order_problem`): a history no deal can give is refused
with the marker's typed error, its buttons are off, and every deal played out is entered tap by tap, its tricks
entered or left out."""

from __future__ import annotations

import pytest
from ledger_taps import game, refused, tricks
from support import deal_played_declaring

from penchant.marker import Declared, Ledger, TrickWon
from penchant.rules.kinds import Kind
from penchant.rules.profiles import KANDELL, PROFILES, Profile
from penchant.rules.suits_and_ranks import Suit

QUAD = Kind.QUADRUPLET

"""A declaration of a deal played out: player, kind, the trick it followed, by that trick's winner, its Jack."""


def test_two_quadruplets_a_trick_apart_are_refused_and_not_offered() -> None:
    ledger = game().entered(TrickWon(0)).entered(Declared(0, QUAD, by_winner=True)).entered(TrickWon(0))
    assert QUAD not in ledger.choices.kinds[0]
    msg = refused(ledger, Declared(0, QUAD, by_winner=True))
    assert msg.startswith("Ann's 'quadruplet' refused: that would make a quadruplet after trick 1 and a "
                          "quadruplet after trick 2 by one player")
    assert "seven by trick 2" in msg
    assert Kind.PAIR in ledger.choices.kinds[0]  # a pair of the quadruplet's rank and a fresh card's: possible


def test_four_quadruplets_in_four_quick_taps_are_refused() -> None:
    ledger = game()
    for _ in range(3):
        ledger = ledger.entered(ledger.choices.declaration(0, QUAD))
    assert QUAD not in ledger.choices.kinds[0]
    msg = refused(ledger, ledger.choices.declaration(0, QUAD))
    # refused by the deal's bound for one player (fifteen cards by his last declaration hold three quadruplets)
    # before the order of the taps is asked
    assert "4 quadruplets by one player in one deal" in msg and "15 cards" in msg, msg


def test_tricks_entered_after_quick_taps_are_refused_when_they_leave_no_room() -> None:
    """Three quick quadruplets need the tricks between them (after trick 1, 4 and 8 at the soonest): Won trick
    taps after them that leave too few of the ten before them are refused, and the trick buttons are off."""
    ledger = game()
    for _ in range(3):
        ledger = ledger.entered(ledger.choices.declaration(0, QUAD))
    ledger = tricks(ledger, "0")  # four tricks entered: a fifth leaves them after tricks 1, 4 and 8
    assert ledger.choices.tricks == (True, True)
    ledger = tricks(ledger, "1")
    assert ledger.choices.tricks == (False, False)
    msg = refused(ledger, TrickWon(1))
    assert "Ann's declarations would then come too early" in msg


def _entered(ledger: Ledger, p: int, kind: Kind, by_winner: bool, jack: Suit | None, *, quick: bool) -> Ledger:
    entry = (ledger.choices.declaration(p, kind, jack, as_loser=not by_winner) if quick
             else Declared(p, kind, by_winner=by_winner, jack=jack))
    assert entry in ledger.choices, (entry, ledger.sheet.current)
    return ledger.entered(entry)


@pytest.mark.parametrize("profile", [*PROFILES.values(), KANDELL.with_options(same_kind_reuse=False)],
                         ids=lambda p: f"{p.name}-reuse-{p.same_kind_reuse}")
def test_every_deal_played_out_is_entered(profile: Profile) -> None:
    for seed in range(12):
        winners, made, _brisques = deal_played_declaring(profile, seed)
        counted = game(profile)
        for trick, winner in enumerate(winners, start=1):
            assert TrickWon(winner) in counted.choices
            counted = counted.entered(TrickWon(winner))
            for p, kind, _t, by_winner, jack in (m for m in made if m[2] == trick):
                counted = _entered(counted, p, kind, by_winner, jack, quick=False)
        quick = game(profile)
        for p, kind, _t, by_winner, jack in made:
            quick = _entered(quick, p, kind, by_winner, jack, quick=True)
        assert len(counted.sheet.current.declarations) == len(quick.sheet.current.declarations) == len(made)
