"""A player's declarations, in their order, are held to the cards he can have received by then
(:func:`penchant.rules.declaring_in_order.declarations_in_order_problem`): exact, so every real deal passes (the
recorded games and deals played out under every profile, tricks known or only at their least) and the histories no
deal can give are refused."""

from __future__ import annotations

from pathlib import Path

import pytest
from support import deal_played_declaring

from penchant.errors import InvalidSettingError
from penchant.play.game_record import GameRecord
from penchant.play.moves import Declare
from penchant.play.play_record import PlayRecord
from penchant.rules.combinations import classify_mask
from penchant.rules.declaring_in_order import DeclaredAfter, declarations_in_order_problem
from penchant.rules.kinds import Kind
from penchant.rules.profiles import KANDELL, PROFILES, Profile

EXAMPLES = Path(__file__).resolve().parents[2] / "penchant" / "data" / "examples"
EVERY_PROFILE = (*PROFILES.values(), KANDELL.with_options(same_kind_reuse=False))
QUAD = Kind.QUADRUPLET


def _played(profile: Profile, seed: int) -> list[tuple[int, Kind, int]]:
    """(player, kind, trick) of each declaration of a deal played out declaring (tests/support.py), in order."""
    return [(p, kind, trick) for p, kind, trick, _by_winner, _jack in deal_played_declaring(profile, seed)[1]]


def _accepted(made: list[tuple[int, Kind, int]], profile: Profile | str) -> None:
    """Each player's declarations pass after every one of them, their tricks known (every trick entered) and known
    only at their least (quick taps: the n-th declaration of the deal after its n-th trick entered)."""
    for player in (0, 1):
        for end in range(1, len(made) + 1):
            if made[end - 1][0] != player:
                continue
            known = [DeclaredAfter(k, t) for p, k, t in made[:end] if p == player]
            assert declarations_in_order_problem(known, profile, tricks=known[-1].trick) is None, made[:end]
            least = [DeclaredAfter(k, n + 1, exact=False) for n, (p, k, _t) in enumerate(made[:end]) if p == player]
            assert declarations_in_order_problem(least, profile, tricks=end) is None, made[:end]


@pytest.mark.parametrize("profile", EVERY_PROFILE, ids=lambda p: f"{p.name}-reuse-{p.same_kind_reuse}")
def test_every_deal_played_out_passes(profile: Profile) -> None:
    seeds = range(60)
    made = [_played(profile, seed) for seed in seeds]
    assert sum(len(m) for m in made) > 5 * len(made)  # the players declared a good deal
    for deal in made:
        _accepted(deal, profile)


def test_the_recorded_games_pass() -> None:
    record = PlayRecord.from_str((EXAMPLES / "sample-game.json").read_text(encoding="utf-8"))
    for i in range(len(record.deals)):
        made = []
        for before, player, action in record.deals[i].positions(record.profile):
            if isinstance(action, Declare):
                kind = classify_mask(action.cards.mask)
                assert kind is not None
                made.append((player, kind, before.tricks))
        assert made
        _accepted(made, record.profile)
    sheet = GameRecord.from_str((EXAMPLES / "game.json").read_text(encoding="utf-8"))
    for deal in sheet.deals:  # a score sheet has no tricks: each player's declarations in the order listed
        for player in (0, 1):
            kinds = deal.declarations[player]
            if kinds:
                least = [DeclaredAfter(k, n + 1, exact=False) for n, k in enumerate(kinds)]
                assert declarations_in_order_problem(least, sheet.profile, tricks=len(kinds)) is None


def test_two_quadruplets_a_trick_apart_are_refused() -> None:
    """Seven cards received by the second (six dealt, one drawn), and two quadruplets are eight."""
    problem = declarations_in_order_problem([DeclaredAfter(QUAD, 1), DeclaredAfter(QUAD, 2)], KANDELL, tricks=2)
    assert problem is not None and "seven by trick 2" in problem
    assert declarations_in_order_problem([DeclaredAfter(QUAD, 1), DeclaredAfter(QUAD, 3)], KANDELL, tricks=3)
    assert declarations_in_order_problem([DeclaredAfter(QUAD, 1), DeclaredAfter(QUAD, 4)], KANDELL, tricks=4) is None


def test_four_quadruplets_are_refused_however_late_their_tricks() -> None:
    """Fifteen cards received by the tenth trick's declaration, and four quadruplets are sixteen; three fit."""
    four = [DeclaredAfter(QUAD, t, exact=False) for t in (1, 2, 3, 4)]
    assert declarations_in_order_problem(four, KANDELL, tricks=4) is not None
    assert declarations_in_order_problem(four[:3], KANDELL, tricks=3) is None
    assert declarations_in_order_problem(four[:3], KANDELL, tricks=9) is not None  # the tricks since leave no room


def test_cards_kept_on_the_table_serve_again() -> None:
    """Reuse by the rules: a marriage, then the family and the clan of its suit one trick apart each (the King and
    Queen kept); two flushes of one suit a trick apart only where a card may serve twice in a kind."""
    runs = [DeclaredAfter(Kind.MARRIAGE, 1), DeclaredAfter(Kind.FAMILY, 2), DeclaredAfter(Kind.CLAN, 3)]
    assert declarations_in_order_problem(runs, KANDELL, tricks=3) is None
    flushes = [DeclaredAfter(Kind.FLUSH, 1), DeclaredAfter(Kind.FLUSH, 2)]
    assert declarations_in_order_problem(flushes, KANDELL, tricks=2) is None
    assert declarations_in_order_problem(flushes, KANDELL.with_options(same_kind_reuse=False), tricks=2) is not None


def test_a_history_the_sheet_cannot_hold_is_refused_as_an_argument() -> None:
    with pytest.raises(InvalidSettingError, match="one trick each, in order"):
        declarations_in_order_problem([DeclaredAfter(QUAD, 2), DeclaredAfter(QUAD, 2)], KANDELL, tricks=2)
    with pytest.raises(InvalidSettingError, match="must count trick 3"):
        declarations_in_order_problem([DeclaredAfter(QUAD, 3)], KANDELL, tricks=2)
