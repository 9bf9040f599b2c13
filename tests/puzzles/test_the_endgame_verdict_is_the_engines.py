"""An end-game board's verdict on a card (its tone and its sentences) is the engine's, one call
(:func:`penchant.puzzles.sessions.endgame_verdict.endgame_verdict`): the board once chose the colour and the words
itself, branching on the card's correctness, the solved deal, a best-card end-game answered by its first card, a
demonstration and an answer already counted. Here the engine's answers, with no board."""

from __future__ import annotations

import re

from penchant.puzzles import Puzzle, load_drills
from penchant.puzzles.sessions.endgame_session import EndgameSession, PlayResult
from penchant.puzzles.sessions.endgame_verdict import EVERY_BRISQUE_KEPT, endgame_verdict
from penchant.rules.cards import Card

ENDGAMES = [p for p in load_drills() if p.kind == "endgame" and p.task == "best"]


def _played(s: EndgameSession, card: Card) -> list[PlayResult]:
    return [s.play(card), *s.play_forced()]


def _a_best_line(p: Puzzle) -> tuple[EndgameSession, list[PlayResult]]:
    s = EndgameSession(p)
    while True:
        played = _played(s, next(v.card for v in s.card_values() if v.right))
        if s.finished:
            return s, played


def test_best_play_to_the_end_is_solved_and_said_so() -> None:
    s, played = _a_best_line(ENDGAMES[0])
    v = endgame_verdict(s, played)
    assert (v.tone, v.said, v.solved, v.missed) == ("right", "", True, False)
    assert v.ending is not None and v.ending.words == f"✔ Solved: {EVERY_BRISQUE_KEPT}."
    on_a_puzzle_board = endgame_verdict(s, played, embedded=True).ending
    assert on_a_puzzle_board is not None and on_a_puzzle_board.words == f"The deal is over: {EVERY_BRISQUE_KEPT}."


def test_a_wrong_card_is_a_miss_with_a_way_on() -> None:
    for p in ENDGAMES:
        s = EndgameSession(p)
        wrong = [v.card for v in s.card_values() if not v.right]
        if not wrong:
            continue
        played = _played(s, wrong[0])
        v = endgame_verdict(s, played)
        assert v.tone == "wrong" and v.missed and v.said == played[0].message
        if s.finished:
            assert v.solved is False and v.slip == played[0].card and v.ending is not None
            assert "short of" in v.ending.words and v.ending.pieces[1] == "Start again"
        else:
            assert v.play_on is not None and v.play_on.pieces[1] == "Start again" and v.ending is None
            assert v.play_on.words.endswith("play on to see what it costs, or press Start again to try again.")
        return
    raise AssertionError("the drills hold a best-card end-game with a wrong first card")


def test_a_demonstration_says_a_card_as_played_and_an_answer_counted_plays_on() -> None:
    s = EndgameSession(ENDGAMES[0])
    card = next(v.card for v in s.card_values() if v.right)
    played = _played(s, card)
    demo = endgame_verdict(s, played, demo=True)
    assert demo.tone == "plain" and demo.said == f"{played[0].card} is played: the rules allow it."
    assert demo.refutation is None and demo.play_on is None and demo.solved is None
    if not s.finished:
        assert endgame_verdict(s, played, answered=True).said == f"Playing on. {played[0].message}"


def test_a_card_played_on_is_its_own_sentence_after_playing_on() -> None:
    """"Playing on" and the card's verdict are two sentences: chapter 7's game at stake read "Playing on, From
    here, after your 7♠, 10♦ keeps …", two run together."""
    seen = slipped = 0
    for p in [q for q in load_drills() if q.kind == "endgame"]:
        s = EndgameSession(p)
        slip = next((v.card for v in s.card_values() if not v.right), None)
        if slip is not None:  # after a slip a best card is said "From here, after your …"
            _played(s, slip)
        while not s.finished:
            played = _played(s, next(v.card for v in s.card_values() if v.right))
            if s.finished:
                break
            said = endgame_verdict(s, played, answered=True).said
            assert said == f"Playing on. {played[0].message}", said
            assert re.search(r"[a-z], [A-Z][a-z]", said[:20]) is None, said
            seen += 1
            slipped += said.startswith("Playing on. From here, after your ")
    assert seen and slipped
