"""What one deal can hold, as the rules refuse it: the refusals name each kind in a player's plural, and the
bounds on a deal's brisques and declarations are asked of :mod:`penchant.rules.limits`."""

from __future__ import annotations

import pytest

from penchant.rules.dealing import FIRST_TEN_TRICKS
from penchant.rules.kinds import Kind
from penchant.rules.limits import (
    MOST_BY_ONE_PLAYER,
    MOST_PER_DEAL,
    declarations_problem,
    most_declarations_after,
    players_declarations_problem,
)

PLURALS = {"pair": "pairs", "triplet": "triplets", "quadruplet": "quadruplets", "family": "families",
           "clan": "clans", "flush": "flushes", "reunion": "reunions", "marriage": "marriages",
           "besito": "besitos", "penchant": "penchants"}


def test_every_kind_has_its_plural() -> None:
    assert {k.value: k.plural for k in Kind} == PLURALS


def test_a_refusal_counts_each_kind_in_the_plural() -> None:
    """Every kind whose bound a deal's ten declarations can pass (all but pairs): the deal's bound, else one
    player's; "familys" and "flushs" were written before."""
    refused: dict[Kind, str] = {}
    for kind in Kind:
        for count, problem in ((MOST_PER_DEAL[kind] + 1, declarations_problem([kind] * (MOST_PER_DEAL[kind] + 1))),
                               (MOST_BY_ONE_PLAYER[kind] + 1, players_declarations_problem(
                                   [kind] * (MOST_BY_ONE_PLAYER[kind] + 1), []))):
            if count <= most_declarations_after(FIRST_TEN_TRICKS):
                assert problem is not None
                assert problem.startswith(f"{count} {PLURALS[kind.value]} "), problem
                refused[kind] = problem
    assert {Kind.FAMILY, Kind.FLUSH} <= set(refused)
    assert len(refused) == len(Kind) - 1


def test_penchants_split_between_the_players_share_the_eight_queens_and_jacks() -> None:
    """Review 45: four penchants for one player and three for the other were accepted by the sheet and the
    marker; a player's x penchants take x + 1 of the eight Queens and Jacks onto their own table, so two
    players together make at most six, one alone seven."""
    assert players_declarations_problem([Kind.PENCHANT] * 7, []) is None
    assert players_declarations_problem([Kind.PENCHANT] * 4, [Kind.PENCHANT] * 2) is None
    for mine in range(1, 7):
        theirs = 7 - mine
        problem = players_declarations_problem([Kind.PENCHANT] * mine, [Kind.PENCHANT] * theirs)
        assert problem is not None and problem.startswith(f"{mine} and {theirs} penchants in one deal"), problem
        assert players_declarations_problem([Kind.PENCHANT] * mine, [Kind.PENCHANT] * (theirs - 1)) is None


def test_a_marriage_of_each_suit_is_one_players_or_the_others() -> None:
    """A kind of one card group per suit: four marriages in all, however they are split."""
    assert players_declarations_problem([Kind.MARRIAGE] * 2, [Kind.MARRIAGE] * 2) is None
    assert players_declarations_problem([Kind.MARRIAGE] * 3, [Kind.MARRIAGE] * 2) is not None
    assert players_declarations_problem([Kind.CLAN] * 3, [Kind.CLAN] * 4) is None  # two suits each, T or A
    assert players_declarations_problem([Kind.CLAN] * 3, [Kind.CLAN] * 5) is not None


def test_the_sheet_refuses_a_deal_the_pack_cannot_produce() -> None:
    """docs/formats.md: a deal the pack cannot produce is refused; tally took 4 + 3 penchants."""
    from penchant.errors import ScoreEntryError
    from penchant.play.sheet import DealEntry, tally
    from penchant.rules.profiles import KANDELL

    with pytest.raises(ScoreEntryError, match="4 and 3 penchants in one deal"):
        tally([DealEntry(((Kind.PENCHANT,) * 4, (Kind.PENCHANT,) * 3), (0, 0), (6, 6))], KANDELL)
    assert tally([DealEntry(((Kind.PENCHANT,) * 4, (Kind.PENCHANT,) * 2), (0, 0), (6, 6))], KANDELL).totals


def test_the_marker_refuses_the_penchant_the_pack_cannot_give() -> None:
    from penchant.errors import ScoreEntryError
    from penchant.marker import Declared, Ledger, NewGame, TrickWon
    from penchant.rules.profiles import KANDELL
    from penchant.rules.suits_and_ranks import Suit

    ledger = Ledger().entered(NewGame(("Ann", "Bob"), KANDELL, 0))
    for who in (0, 0, 0, 0, 1, 1):
        ledger = ledger.entered(TrickWon(who)).entered(Declared(who, Kind.PENCHANT, jack=Suit.HEARTS))
    with pytest.raises(ScoreEntryError, match="4 and 3 penchants in one deal"):
        ledger.entered(TrickWon(1)).entered(Declared(1, Kind.PENCHANT, jack=Suit.HEARTS))


def test_a_deals_brisques_are_bounded_by_the_rules_the_sheet_asks() -> None:
    """Review 45: the sheet checked a deal's brisques itself (twelve each at most, brisquettes within them, the
    two summing to twelve); the rules say it now and the sheet's refusals are theirs."""
    from penchant.errors import PlayerCountError, ScoreEntryError
    from penchant.play.sheet import DealEntry
    from penchant.rules.brisques import BRISQUES_IN_PACK
    from penchant.rules.limits import brisques_problem, players_brisques_problem

    assert [players_brisques_problem(b, q) for b, q in ((12, 12), (13, 0), (5, 6), (0, 0))] == [
        None, "over the pack", "over the brisques", None]
    assert all(brisques_problem((b, BRISQUES_IN_PACK - b)) is None for b in range(BRISQUES_IN_PACK + 1))
    problem = brisques_problem((7, 6))
    assert problem is not None and "sum to 13" in problem
    with pytest.raises(ScoreEntryError) as summed:
        DealEntry(((), ()), (0, 0), (7, 6))
    assert str(summed.value) == problem
    with pytest.raises(PlayerCountError) as over:
        DealEntry(((), ()), (0, 4), (9, 3))
    assert over.value.problem == players_brisques_problem(3, 4) and over.value.player == 1


def test_besitos_and_penchants_share_the_queens_and_jacks() -> None:
    """Both kinds are made of the eight Queens and Jacks alone: four besitos and four penchants pass each kind's
    own bound but need nine of those cards; a player's n of them take n + 1, so seven for one, six between two."""
    four_and_four = [Kind.BESITO] * 4 + [Kind.PENCHANT] * 4
    assert all(four_and_four.count(k) <= MOST_PER_DEAL[k] for k in Kind)
    problem = declarations_problem(four_and_four)
    assert problem is not None and problem.startswith("8 besitos and penchants in one deal")
    assert "the Queens and Jacks" in problem and "at most 7" in problem
    assert declarations_problem([Kind.BESITO] * 4 + [Kind.PENCHANT] * 3) is None
    split = players_declarations_problem([Kind.BESITO] * 2 + [Kind.PENCHANT] * 2, [Kind.BESITO] * 2 + [Kind.PENCHANT])
    assert split is not None and split.startswith("4 and 3 besitos and penchants") and "between the two" in split
    three = [Kind.BESITO] * 2 + [Kind.PENCHANT]
    assert players_declarations_problem(three, three) is None
