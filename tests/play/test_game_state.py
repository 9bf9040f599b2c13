"""A whole game of four deals through the engine: alternating dealer, totals, and text round trips."""

from __future__ import annotations

import random

import pytest

from penchant import FOSTER, KANDELL, Game, IllegalPlayError, InvalidRecordError
from penchant.play.sheet import score_deal


def play_to_end(game: Game, rng: random.Random, stop_after: int | None = None) -> int:
    steps = 0
    while not game.is_over():
        if stop_after is not None and steps >= stop_after:
            break
        acts = list(game.current.legal_actions)
        game.apply(acts[rng.randrange(len(acts))])
        steps += 1
    return steps


@pytest.mark.parametrize("profile", [FOSTER, KANDELL])
def test_four_deals_alternate_the_dealer_and_sum_to_the_totals(profile: object) -> None:
    """Kandell: the deal alternates over the four hands; Foster: four deals is a game."""
    game = Game(profile, rng=11)  # type: ignore[arg-type]
    play_to_end(game, random.Random(5))
    dealers = [d.dealer for d in game.finished]
    assert dealers == [game.first_dealer, 1 - game.first_dealer] * 2
    result = game.result()
    assert result.complete
    assert result.totals == tuple(sum(d.scores[p] for d in game.finished) for p in (0, 1))
    for d in game.finished:
        assert score_deal(d.deal_entry(), d.profile) == d.scores
    assert game.record().result() == result


def test_a_game_in_progress_round_trips_and_plays_on_identically() -> None:
    game = Game(KANDELL, rng=3)
    rng = random.Random(9)
    play_to_end(game, rng, stop_after=70)
    assert not game.is_over()
    copy = Game.from_str(game.to_str())
    assert copy.to_json() == game.to_json()
    r1, r2 = random.Random(1), random.Random(1)
    play_to_end(game, r1)
    play_to_end(copy, r2)
    assert copy.to_json() == game.to_json()
    assert copy.result() == game.result()


def test_a_fifth_deal_is_refused() -> None:
    game = Game(KANDELL, rng=4, first_dealer=1)
    play_to_end(game, random.Random(2))
    with pytest.raises(IllegalPlayError, match="four deals"):
        game.apply("pass")


def test_a_mangled_game_text_is_refused_with_a_typed_error() -> None:
    with pytest.raises(InvalidRecordError, match="penchant-match/1"):
        Game.from_json({"format": "nope"})


def test_a_view_carries_the_rules_and_every_announced_declaration() -> None:
    """Declared cards are laid face up (both sources), so both players see every declaration."""
    from penchant.play.dealing import new_deal
    from penchant.play.moves import Declare

    rng = random.Random(8)
    deal = new_deal(FOSTER, rng)
    while not any(deal.declared):
        acts = list(deal.legal_actions)
        decl = [a for a in acts if isinstance(a, Declare)]
        deal.apply(decl[0] if decl else acts[rng.randrange(len(acts))])
    for p in (0, 1):
        view = deal.view(p)
        assert view.profile is FOSTER
        assert [[(k, c.mask) for k, c in d] for d in view.declared] == [list(d) for d in deal.declared_masks]
        assert view.declared == deal.declared  # the cards, as the deal names them
        assert view.to_json()["rules"]["profile"] == "foster"
