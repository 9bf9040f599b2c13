"""A game at stake is costed in the game's own measure, by better and worse for you, the card named.

Chapter 7's game at stake, after solving: "The next best, 10♦, makes the game 17 against you: 3 less than best
play makes it (14 against you)", "less" pointing the wrong way (17 against you is 3 worse); and the end of a run
after a slip: "7♠ at trick 13 cost you one brisque (with it, at best you lose the game but escape the lurch, 14
against you)", "it" any card, and the loss in brisques where the game is worth points."""

from __future__ import annotations

from penchant.puzzles import analyse, get
from penchant.puzzles.sessions.endgame_lines import value_change_words
from penchant.puzzles.sessions.endgame_session import EndgameSession
from penchant.words.cards import card_words

STAKE = "mined-endgame-aim-7254-33"


def test_the_next_best_card_is_said_worse_for_you_than_best_play() -> None:
    assert value_change_words(-17, -14) == "3 points worse for you than best play, which makes it 14 against you"
    explanation = analyse(get(STAKE)).explanation
    assert "less than best play" not in explanation, explanation
    assert "points worse for you than best play, which makes it" in explanation, explanation


def test_a_slip_in_a_game_at_stake_names_its_card_and_costs_it_in_the_games_points() -> None:
    p = get(STAKE)
    best = analyse(p).best
    session = EndgameSession(p)
    slip = next(c for c in session.position(0).legal_moves if str(c) not in best)
    session.play(slip)
    while not session.finished:
        session.play(next(iter(session.position(0).legal_moves)))
    said = session.slips_words()
    assert "with it" not in said and "brisque" not in said, said
    assert f"{card_words(slip)} at trick" in said and f"(after {card_words(slip)}, at best you " in said, said
    assert "points worse for you" in said, said
