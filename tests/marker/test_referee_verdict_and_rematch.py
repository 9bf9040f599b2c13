"""The ledger answers what referee mode and the rematch need (issue #30: the deal screen decided them itself).

``ledger.choices.referee(cards)`` says what the cards tapped are, their points, and for each player the entry a
declaration makes with the ledger's own refusal and whether it is worth showing; ``ledger.choices.referee_pick``
refuses a card already played to a trick; ``GameSheet.rematch()`` is the next game's first entry, dealt first by
the other player (the rules' ``next_game_dealer``). (docs/RULINGS.md: Combinations; Barring.)
"""

from __future__ import annotations

import random

import pytest

from penchant.errors import BarredError, IllegalDeclarationError, InvalidRecordError, ScoreEntryError
from penchant.marker import Choices, Declared, Ledger, NewGame, TablePlay, TrickWon
from penchant.rules.cards import FULL_MASK, PACK, Card, CardSet
from penchant.rules.combinations import candidate_combinations
from penchant.rules.kinds import Kind
from penchant.rules.procedure import next_game_dealer
from penchant.rules.profiles import FOSTER, KANDELL


def game(profile: object = KANDELL, first_dealer: int = 0) -> Ledger:
    return Ledger().entered(NewGame(("Ann", "Bob"), profile, first_dealer))


# ---------------------------------------------------------------- the rematch


@pytest.mark.parametrize("first", [0, 1])
@pytest.mark.parametrize("profile", [KANDELL, FOSTER])
def test_the_rematch_keeps_players_and_rules_and_the_other_player_deals_first(first: int, profile: object) -> None:
    sheet = game(profile, first).sheet
    again = sheet.rematch()
    assert again == NewGame(("Ann", "Bob"), sheet.profile, 1 - first)
    assert Ledger().entered(again).sheet.current.dealer == 1 - first


def test_the_next_games_dealer_is_the_rules() -> None:
    assert [next_game_dealer(p) for p in (0, 1)] == [1, 0]
    with pytest.raises(InvalidRecordError, match="the first dealer must be 0 or 1, not 2"):
        next_game_dealer(2)


# ---------------------------------------------------------------- referee mode: picking cards


def test_a_card_played_to_a_trick_cannot_be_picked() -> None:
    ledger = game().entered(TrickWon(0)).entered(Declared(0, cards=CardSet("QS QH"))).entered(TrickWon(1))
    ledger = ledger.entered(TablePlay(0, CardSet("QS")))
    c = ledger.choices
    picked = c.referee_pick(CardSet("JS"), Card.parse("QH"))
    assert picked == CardSet("JS QH")
    assert c.referee_pick(picked, Card.parse("QH")) == CardSet("JS")  # a second tap takes it out
    with pytest.raises(IllegalDeclarationError, match=r"cannot declare 'QS': it was played to a trick"):
        c.referee_pick(CardSet("JS"), Card.parse("QS"))


def test_no_game_no_referee() -> None:
    with pytest.raises(ScoreEntryError, match="no game yet"):
        Choices().referee(CardSet("QS JD"))
    with pytest.raises(ScoreEntryError, match="no game yet"):
        Choices().referee_pick(CardSet(), Card.parse("QS"))
    with pytest.raises(IllegalDeclarationError, match="no cards to declare"):
        game().choices.referee(CardSet())


# ---------------------------------------------------------------- referee mode: the verdict


def test_the_verdict_names_the_combination_and_its_points() -> None:
    ledger = game().entered(TrickWon(0))
    v = ledger.choices.referee(CardSet("QS QH"))
    assert (v.kind, v.points) == (Kind.PAIR, KANDELL.value(Kind.PAIR))
    ann, bob = v.declarations
    assert ann.allowed and ann.entry == Declared(0, cards=CardSet("QS QH"), by_winner=True)
    # Bob too, as the winner of the next trick, which the declaration records
    assert bob.allowed and bob.entry.new_trick
    nothing = ledger.choices.referee(CardSet("7S 9D"))
    assert (nothing.kind, nothing.points) == (None, None)
    assert not any(d.allowed for d in nothing.declarations)


def test_the_refusal_is_the_ledgers_typed_error_quoting_the_cards() -> None:
    ledger = game().entered(TrickWon(0)).entered(Declared(0, cards=CardSet("QS QH"))).entered(TrickWon(1))
    v = ledger.choices.referee(CardSet("8C 8D"))
    bob = v.declarations[1]
    assert isinstance(bob.refusal, BarredError) and "'8D 8C'" in str(bob.refusal)
    assert str(bob.refusal) == ledger.check(bob.entry)
    assert bob.shown  # Bob won the last trick: his refusal is the one that says something


def test_only_the_last_winners_refusal_is_shown_once_a_trick_is_played() -> None:
    ledger = game().entered(TrickWon(0)).entered(Declared(0, cards=CardSet("KH QH")))
    ledger = ledger.entered(TrickWon(0))
    v = ledger.choices.referee(CardSet("KH QH"))  # no fresh card for Ann; Bob: on Ann's table
    ann, bob = v.declarations
    assert not ann.allowed and not bob.allowed
    assert ann.shown and not bob.shown
    # before any trick, both refusals are said (neither won a trick yet)
    fresh = game().choices.referee(CardSet("KS 8S"))
    assert all(not d.allowed and d.shown for d in fresh.declarations)


@pytest.mark.parametrize("seed", range(4))
def test_the_verdict_is_what_the_ledger_accepts(seed: int) -> None:
    """Seeded games entered in referee mode: for combinations and random cards, each player's verdict is
    exactly the ledger's check of the entry it names."""
    rng = random.Random(seed)
    ledger = game(rng.choice([KANDELL, FOSTER]), seed % 2)
    masks = [m for m, _kind in candidate_combinations(FULL_MASK)]
    checked = 0
    for _ in range(10):
        if rng.random() < 0.5:
            ledger = ledger.entered(TrickWon(rng.randrange(2)))
        for _ in range(8):
            mask = rng.choice(masks) if rng.random() < 0.7 else rng.getrandbits(len(PACK)) & rng.getrandbits(len(PACK))
            if not mask:
                continue
            v = ledger.choices.referee(CardSet.from_mask(mask))
            for p, said in enumerate(v.declarations):
                assert said.player == p
                assert said.entry == ledger.sheet.referee_declaration(p, CardSet.from_mask(mask))
                problem = ledger.check(said.entry)
                assert said.allowed is (problem is None)
                assert (str(said.refusal) if said.refusal else None) == problem
                checked += 1
            accepted = [d for d in v.declarations if d.allowed]
            if accepted and rng.random() < 0.5:
                ledger = ledger.entered(rng.choice(accepted).entry)
    assert checked > 50


@pytest.mark.parametrize("profile", [KANDELL, FOSTER])
def test_a_bar_is_shown_for_the_player_it_stops_with_the_rules_words(profile: object) -> None:
    """Bob's minor pair after Ann won the last trick is the record of the next trick, won by Bob: barred by Ann's
    two Queens, said (a table saw his button off with no reason), in the rules' words at a glance."""
    ledger = game(profile).entered(Declared(0, cards=CardSet("QS QH"), new_trick=True))
    ann, bob = ledger.choices.referee(CardSet("9S 9H")).declarations
    assert ann.allowed and ann.reason is None
    assert isinstance(bob.refusal, BarredError) and bob.shown
    assert bob.reason == "minor pairs are barred by Ann's two Queens (Q♠ Q♥) on the table"  # cards as players see them
    # any other refusal: the ledger's reason, without the cards it quotes
    again = ledger.choices.referee(CardSet("QS QH")).declarations[0]
    assert again.reason is not None and again.reason.startswith("every card is already on your table")
    assert bob.barred and not again.barred and not ann.barred
