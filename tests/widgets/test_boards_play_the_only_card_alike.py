"""Chapter 6's end-game board and chapter 8's play board play your only legal card for you, and say so in the
same words; chapter 8 seats a newcomer against a gentle opponent, under a menu named as a player names it; and
*Show the values* says it is working while the values are worked out (a newcomer pressed it and saw nothing)."""

from __future__ import annotations

import inspect

from penchant.coaching.play_session import PlaySession
from penchant.play.moves import Play
from penchant.puzzles.sessions.endgame_session import EndgameSession
from penchant_widgets.play.board import PlayBoard
from penchant_widgets.play.opponent import FIRST_OPPONENT, OPPONENT_LABEL
from penchant_widgets.puzzles.endgame import VALUES_WORKING, EndgameBoard


def test_the_play_board_plays_your_only_card_and_says_so() -> None:
    b = PlayBoard("greedy", seed=4, coach="strong:4")
    seen_forced = False
    while not b.state.is_over():
        view = b.view()
        assert not (view.to_move == 0 and len(view.legal) == 1 and isinstance(view.legal[0], Play)), (
            "a lone legal card is never left for the learner to click")
        b.autoplay("greedy", moves=1)
        seen_forced = seen_forced or any("Then you had no choice:" in line for line in b.since)
    assert seen_forced, "the last trick's card, at least, was played for you and said"


def test_a_move_of_yours_is_kept_by_one_path_chosen_or_played_for_you() -> None:
    """The forced card repeated the chosen move's bookkeeping line for line (decisions, moves, log, since): one
    path (the session's ``_your_move``) applies a move of yours and keeps it, so the two cannot drift apart; the
    board applies no move itself, and plays the lone card by the loop the end-game board's session plays it by."""
    source = inspect.getsource(PlaySession)
    assert source.count("self.game.apply(") == 1 and source.count("self.decisions = [*") == 1
    assert source.count("play_forced(") == 1 and "play_forced(" in inspect.getsource(EndgameSession)
    board = inspect.getsource(PlayBoard)
    assert ".apply(" not in board and "decisions = [" not in board and "play_forced" not in board


def test_chapter_8_starts_against_a_gentle_opponent_under_a_players_menu() -> None:
    b = PlayBoard(seed=3, coach="strong:4")
    assert b.opponent.name == FIRST_OPPONENT == "greedy"
    assert b.opponent_pick.description == OPPONENT_LABEL == "Your opponent:"


def test_show_the_values_says_it_is_working_until_they_appear() -> None:
    eg = EndgameBoard.from_position("8D AD JC AC", "JH TD JD QD", trump="H", won=(5, 4))
    seen: list[tuple[bool, str, str]] = []
    real = eg.session.card_values

    def watched():  # type: ignore[no-untyped-def]
        seen.append((eg.values_toggle.disabled, eg.values_toggle.description, eg.values_view.value))
        return real()

    eg.session.card_values = watched  # type: ignore[method-assign]
    eg.values_toggle.value = True
    assert seen and seen[0][:2] == (True, VALUES_WORKING), seen
    assert not eg.values_toggle.disabled and eg.values_toggle.description == "Hide the solution"  # shown (#31)
    assert "brisques you take" in eg.values_view.value


