"""A wrong answer sends the learner back to the rule or the part to count again, never which way it is off nor
what best play comes to: a newcomer met "it is too high" on number puzzles (and guessed lower), and "best play makes
the game worth 7 to you" on the game-at-stake end-games (and looked for 7, not at the score).

Over every number puzzle stored (a spread of wrong numbers around the answer) and every end-game's wrong first
cards, checked as a board checks them and as they are played on an end-game board."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from penchant.puzzles import Puzzle, analyse, check, load_bank, load_drills
from penchant.puzzles.sessions.endgame_lines import worth_words
from penchant.puzzles.sessions.endgame_session import EndgameSession

SEEDS = Path(__file__).resolve().parents[2] / "penchant" / "data"
EVERY = [*load_bank(SEEDS / "puzzles"), *load_drills(SEEDS / "drills")]
NUMBERS = [p for p in EVERY if p.answer_form == "number"]
ENDGAMES = [p for p in EVERY if p.kind == "endgame" and p.answer_form == "card"]
DIRECTION = re.compile(r"\btoo (?:high|low|many|few|much|little)\b|\b(?:more|less|fewer|higher|lower) than\b|"
                       r"\bit is (?:higher|lower|over|under)\b", re.IGNORECASE)


def _missed(p: Puzzle, answer: str) -> str:
    r = check(p, answer)
    assert not r.correct, (p.id, answer)
    return " ".join(x for x in (r.message, r.explanation, r.refutation or "") if x)


def test_the_bank_holds_number_puzzles_and_games_at_stake() -> None:
    assert len(NUMBERS) >= 10 and any(p.task == "aim" for p in ENDGAMES)


@pytest.mark.parametrize("puzzle", NUMBERS, ids=lambda p: p.id)
def test_a_wrong_number_is_told_where_to_look_not_which_way(puzzle: Puzzle) -> None:
    truth = int(analyse(puzzle).best[0])
    for wrong in sorted({truth + d for d in (-20, -7, -3, -2, -1, 1, 2, 3, 7, 20)} - {truth}):
        if wrong < 0 and puzzle.kind == "declaration":
            continue
        said = _missed(puzzle, str(wrong))
        assert not DIRECTION.search(said), (puzzle.id, wrong, said)
        assert str(truth) not in re.findall(r"-?\d+", said.replace(str(wrong), "")), (puzzle.id, wrong, said)


@pytest.mark.parametrize("puzzle", ENDGAMES, ids=lambda p: p.id)
def test_a_wrong_end_game_card_does_not_say_what_best_play_comes_to(puzzle: Puzzle) -> None:
    a = analyse(puzzle)
    session = EndgameSession(puzzle)
    best_worth = None
    if puzzle.task == "aim":
        best_worth = max(session.aim(session.taken[0] + v.brisques) for v in session.card_values())
    for card in session.legal():
        if card in a.best:
            continue
        if puzzle.task != "line":  # a whole line is checked as a line; its first card is played below
            said = _missed(puzzle, card)
        else:
            said = ""
        played = EndgameSession(puzzle).play(card)
        said += " " + played.message + " " + (played.refutation or "")
        assert "best play makes" not in said and "best play takes" not in said, (puzzle.id, card, said)
        if best_worth is not None:
            assert worth_words(best_worth) not in said, (puzzle.id, card, best_worth, said)
