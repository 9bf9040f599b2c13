"""A game against a computer player is the engine's :class:`~penchant.coaching.play_session.PlaySession`, not the
play board's (the senior review: the board held the deal, the moves made, the computer's replies, the forced-card
loop and the seeded chance, a controller rather than a view). A whole deal is played through it, seeded; a refused
move changes nothing; the cards you have no choice about are played for you; the computer chooses on its own view."""

from __future__ import annotations

import random

import pytest

from penchant.coaching.coach import decision_key, decision_step
from penchant.coaching.play_session import YOU, Move, PlaySession
from penchant.errors import IllegalDeclarationError, IllegalPlayError, InvalidNotationError
from penchant.play.moves import Action, Declare, Pass, Play
from penchant.play.play_record import DealPlay, PlayRecord
from penchant.play.view import PlayerView
from penchant.players import GreedyPlayer, get_player
from penchant.rules.cards import FULL_MASK, CardSet


def _play_the_deal(session: PlaySession) -> list[Move]:
    greedy = get_player("greedy", session.profile)
    made = list(session.opening)
    while not session.state.is_over():
        made += session.act(session.chosen_for_you(greedy))
    return made


def test_a_whole_deal_is_played_through_the_session_seeded() -> None:
    session = PlaySession("greedy", seed=4)
    start = session.start.to_json()
    made = _play_the_deal(session)
    state = session.state
    assert state.is_over() and session.result.deals == ((state.scores[0], state.scores[1]),)
    # every move of the deal, either seat's, told in order: the deal's history
    assert [(m.seat, m.action) for m in made] == list(state.history) and session.moves == len(state.history)
    assert all(m.before.history == state.history[:i] and m.after.history == state.history[:i + 1]
               for i, m in enumerate(made))
    # your decisions, each keyed where it was taken (the coach's hint and the review share the key)
    mine = [i for i, (seat, _a) in enumerate(state.history) if seat == YOU]
    assert [a for _v, a, _k in session.decisions] == [state.history[i][1] for i in mine]
    assert [k for _v, _a, k in session.decisions] == [decision_key(session.salt, 0, i) for i in mine]
    assert [decision_step(k) for _v, _a, k in session.decisions] == mine
    assert all(v.player == YOU for v, _a, _k in session.decisions)
    # the deal as played, kept for the record, from the deal as dealt
    assert session.start.to_json() == start and session.plays == [DealPlay.from_state(session.start, state)]
    record = PlayRecord.from_str(session.record().to_str())
    assert record.deals == (session.plays[0],) and record.extra["coach_salt"] == session.salt == "penchant-play:4"
    assert session.in_play  # a deal played, the game not over
    # the same seed, the same moves of yours: the same deal, the same replies
    again = PlaySession("greedy", seed=4)
    assert [(m.seat, m.action) for m in _play_the_deal(again)] == list(state.history)
    assert PlaySession("greedy", seed=5).start.to_json() != start


def test_the_next_deal_is_dealt_once_the_deal_is_over() -> None:
    session = PlaySession("random", seed=2)
    with pytest.raises(IllegalPlayError, match="not over"):
        session.next_deal()
    _play_the_deal(session)
    opening = session.next_deal()
    assert session.game.deal_number == 2 and session.decisions == [] and len(session.plays) == 1
    assert session.start.history == () and [(m.seat, m.action) for m in opening] == list(session.state.history)
    assert session.state.to_move == YOU  # the computer has led, if it leads


def _not_yours(session: PlaySession) -> Play:
    view = session.view()
    yours = view.hand | view.table
    return Play(next(c for c in CardSet.from_mask(FULL_MASK) if c not in yours))


def test_a_refused_move_raises_and_changes_nothing() -> None:
    session = PlaySession("greedy", seed=7)
    greedy = get_player("greedy")
    for _ in range(3):
        session.act(session.chosen_for_you(greedy))
    snapshot, decisions, moves = session.state.to_json(), list(session.decisions), session.moves
    told: list[Move] = []
    watched = PlaySession("greedy", seed=7, moved=told.append)
    for _v, a, _k in decisions:
        watched.act(a)
    told.clear()
    for refused, error in ((_not_yours(session), IllegalPlayError), ("play 7Z", InvalidNotationError),
                           (Declare(CardSet("KS QS")), IllegalDeclarationError)):
        with pytest.raises(error):
            session.act(refused)
        with pytest.raises(error):
            watched.act(refused)
        assert session.state.to_json() == snapshot and session.decisions == decisions and session.moves == moves
    assert told == [] and watched.state.to_json() == snapshot
    _play_the_deal(session)
    with pytest.raises(IllegalPlayError, match="over"):
        session.act(Pass())
    assert len(session.plays) == 1


def test_the_cards_you_have_no_choice_about_are_played_for_you() -> None:
    session = PlaySession("greedy", seed=4)
    made = _play_the_deal(session)
    forced = [m for m in made if m.forced]
    assert forced, "the last trick's card at least is played for you"
    assert all(m.seat == YOU and isinstance(m.action, Play) and not m.chose for m in forced)
    assert all(len(m.before.view(YOU).legal) == 1 for m in forced)
    # never left for you to make: after each act it is your turn with a choice, or the deal is over
    replay = PlaySession("greedy", seed=4)
    greedy = get_player("greedy")
    while not replay.state.is_over():
        replay.act(replay.chosen_for_you(greedy))
        view = replay.view()
        assert replay.state.is_over() or (view.to_move == YOU and (len(view.legal) > 1
                                                                   or not isinstance(view.legal[0], Play)))
    # a card played for you is kept among your decisions (the review skips it), as a chosen one is
    assert len(session.decisions) == len([m for m in made if m.seat == YOU])
    assert {m.action for m in forced} <= {a for _v, a, _k in session.decisions}


class _Watching(GreedyPlayer):
    """Greedy, noting each view it is given to choose on."""

    def __init__(self) -> None:
        super().__init__()
        self.views: list[PlayerView] = []

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        self.views.append(view)
        return super().choose(view, rng)


def test_the_computer_chooses_on_its_own_view_and_is_heard_choosing() -> None:
    player = _Watching()
    heard: list[PlayerView] = []
    session = PlaySession(player, seed=3, choosing=heard.append)
    made = _play_the_deal(session)
    theirs = [m for m in made if m.seat != YOU]
    assert theirs and len(player.views) == len(theirs) and heard == player.views
    assert all(v.player == 1 - YOU for v in player.views)
    assert [m.action for m in theirs] == [m.action for m in made if m.seat != YOU]
    assert all(m.seconds >= 0.0 for m in theirs) and all(m.seconds == 0.0 for m in made if m.seat == YOU)
