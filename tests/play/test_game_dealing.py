"""A game's deals: each from its own shuffle when asked (the same deals whoever plays them), and the next deal
dealt on request (a finished deal stays to be looked at), through the engine's Game."""

from __future__ import annotations

import random

import pytest

from penchant.errors import IllegalPlayError
from penchant.play.game import Game
from penchant.players import get_player
from penchant.rules.game_scoring import DEALS_PER_GAME, GAME_OVER_WORDS, game_complete


def _play_out(game: Game, rng: random.Random, player: str = "greedy") -> None:
    """Play the current deal to its end."""
    chooser = get_player(player, game.profile)
    done = len(game.finished) + 1
    while len(game.finished) < done:
        st = game.current
        game.apply(chooser.choose(st.view(st.to_move), rng))


def _shuffles(n: int) -> random.Random:
    return random.Random(f"test:deal{n}")


def test_each_deal_from_its_own_shuffle_is_the_same_whatever_was_played() -> None:
    a = Game(first_dealer=1, shuffles=_shuffles, deal_on_request=True)
    b = Game(first_dealer=1, shuffles=_shuffles, deal_on_request=True)
    _play_out(a, random.Random(1))
    _play_out(b, random.Random(2), "random")
    assert a.current.history != b.current.history, "two different ways of playing the first deal"
    a.next_deal()
    b.next_deal()
    assert a.current.to_json() == b.current.to_json(), "the second deal does not depend on the first's play"
    assert a.current.dealer == 0, "the deal alternates"


def test_a_finished_deal_waits_for_the_next_deal_on_request() -> None:
    g = Game(rng=5, first_dealer=0, deal_on_request=True)
    assert not g.waiting_for_next_deal  # a property: a method read without its call would be truthy
    with pytest.raises(IllegalPlayError, match="not over yet"):
        g.next_deal()
    _play_out(g, random.Random(3))
    finished = g.current
    assert g.waiting_for_next_deal and g.deal_number == 1 and g.finished == (finished,)
    assert g.totals == tuple(finished.scores)
    with pytest.raises(IllegalPlayError, match="next deal is not dealt yet"):
        g.apply(finished.legal_actions[0] if finished.legal_actions else "pass")
    g.next_deal()
    assert g.deal_number == 2 and not g.current.is_over() and g.current.dealer == 1
    assert not g.waiting_for_next_deal and not g.is_over()


def test_a_game_dealt_on_request_ends_after_four_deals() -> None:
    g = Game(rng=11, deal_on_request=True)
    rng = random.Random(4)
    for n in range(DEALS_PER_GAME):
        _play_out(g, rng)
        over = game_complete(n + 1)
        assert g.is_over() is over and g.result().complete is over and g.waiting_for_next_deal is not over
        if n < DEALS_PER_GAME - 1:
            g.next_deal()
    assert g.is_over() and g.result().complete and g.deal_number == DEALS_PER_GAME
    with pytest.raises(IllegalPlayError, match=GAME_OVER_WORDS):
        g.next_deal()


def test_by_default_the_next_deal_is_dealt_at_once() -> None:
    g = Game(rng=5, first_dealer=0)
    _play_out(g, random.Random(3))
    assert len(g.finished) == 1 and not g.current.is_over() and g.deal_number == 2


def test_the_rules_are_named_or_the_documented_default_never_a_silent_one() -> None:
    """A game's and a deal's rules: a profile or its name, else DEFAULT_PROFILE as the signature says; a missing
    profile passed as None is refused, quoting it, not read as Kandell's rules."""
    import inspect

    import pytest

    from penchant.errors import UnknownProfileError
    from penchant.play.dealing import new_deal
    from penchant.rules.profiles import DEFAULT_PROFILE, FOSTER

    for call in (Game, new_deal):
        assert inspect.signature(call).parameters["profile"].default is DEFAULT_PROFILE
    assert Game(rng=3).profile is DEFAULT_PROFILE and new_deal(rng=3).profile is DEFAULT_PROFILE
    assert Game("foster", rng=3).profile is FOSTER and new_deal("Foster", 3).profile is FOSTER
    with pytest.raises(UnknownProfileError, match="None"):
        Game(None, rng=3)  # type: ignore[arg-type]
    with pytest.raises(UnknownProfileError, match="None"):
        new_deal(None, 3)  # type: ignore[arg-type]


def test_the_finished_deals_are_read_only_and_counted() -> None:
    """``finished`` is a read-only view of the deals played out (a caller cannot add, drop or reorder them) and
    ``deals_finished`` counts them; both follow the play, and a game read back has the same."""
    game = Game(rng=3, first_dealer=0)
    assert game.finished == () and game.deals_finished == 0
    _play_out(game, random.Random(4))
    view = game.finished
    assert isinstance(view, tuple) and len(view) == game.deals_finished == 1 and game.deal_number == 2
    with pytest.raises(AttributeError):
        view.append(game.current)  # type: ignore[attr-defined]
    with pytest.raises(AttributeError):
        game.finished = ()  # type: ignore[misc]
    _play_out(game, random.Random(5))
    assert game.deals_finished == 2 and game.finished[0] is view[0] and len(view) == 1
    again = Game.from_json(game.to_json())
    assert again.deals_finished == 2 and [d.to_json() for d in again.finished] == [d.to_json() for d in game.finished]


def test_next_deal_refused_at_the_wrong_time_is_a_refusal_with_its_parts() -> None:
    """Review d30 #6: next_deal's refusal is of the legality level (a well-formed request the rules do not allow
    now, as Game.apply's), made by PenchantError.refusing: the request quoted, the reason apart."""
    g = Game(rng=5, first_dealer=0, deal_on_request=True)
    with pytest.raises(IllegalPlayError) as info:
        g.next_deal()
    assert info.value.given == "next deal" and info.value.reason == "deal 1 is not over yet"
    assert str(info.value) == "'next deal': deal 1 is not over yet"


def test_a_deal_and_a_game_take_the_rules_then_the_chance() -> None:
    """Review d30 #2: new_deal(rng, profile, dealer) and Game(profile, rng, ...) took the same things in two
    orders; every dealer of deals now takes the rules first, then the chance, and the old order is refused
    loudly (a seed where the rules go names no rules), never dealt by other rules."""
    import inspect

    from penchant.errors import UnknownProfileError
    from penchant.play.dealing import new_deal, play_random_deal

    for call in (Game, new_deal, play_random_deal):
        assert list(inspect.signature(call).parameters)[:2] == ["profile", "rng"], call
    assert new_deal("foster", 7).to_json() == new_deal(profile="foster", rng=7).to_json()
    with pytest.raises(UnknownProfileError, match="not a rules profile"):
        new_deal(7)  # type: ignore[arg-type]
