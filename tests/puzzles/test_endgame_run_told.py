"""Chapter 6: a best-card end-game solved to the end was explained by the engine's own line from the first card, a
finish other than the one the learner had played, shown beside the tricks he had played. A run played out is told
in its own tricks (:func:`penchant.puzzles.checking.check_run`), by the trainer that records it and by the board."""

from __future__ import annotations

import re

import traitlets

from penchant.puzzles import CheckResult, Puzzle, analyse, check, load_drills
from penchant.puzzles.checking import FIRST_CARD_RIGHT, check_run
from penchant.puzzles.sessions.endgame_lines import position_of
from penchant.puzzles.sessions.endgame_session import EndgameSession, PlayResult
from penchant.rules.cards import Card
from penchant.trainer.stores import MemoryAttemptStore
from penchant.trainer.trainer import Trainer
from penchant_widgets.puzzles.endgame import EndgameBoard

DRILLS = load_drills()


def _plain(text: str) -> str:
    """A text without what :func:`~penchant.puzzles.sentence` changes (a trick a sentence, with its capital)."""
    return re.sub(r"[.;] ", " / ", text.lower())


def _tells(told: str, tricks: list[str]) -> bool:
    return all(_plain(t) in _plain(told) for t in tricks)


def _last_right(s: EndgameSession) -> Card:
    """The last of the cards the engine accepts: the engine's own line plays the first."""
    return [v.card for v in s.card_values() if v.right][-1]


def _played_otherwise(p: Puzzle) -> EndgameSession | None:
    """A run of ``p`` solved with every card right, the first the engine's and then the last right card each time,
    when its tricks are not the engine's line from the first card."""
    s = EndgameSession(p)
    s.play(analyse(p).best[0])
    while not s.finished:
        s.play(_last_right(s))
    if not s.solved:
        return None
    return None if _tells(check(p, s.answer()).explanation, [str(t) for t in s.tricks]) else s


def _found() -> list[EndgameSession]:
    runs = []
    for p in DRILLS:
        if p.kind == "endgame" and p.task == "best":
            s = _played_otherwise(p)
            if s is not None:
                runs.append(s)
        if len(runs) >= 3:
            break
    return runs


def test_a_solved_run_is_told_in_the_tricks_it_played() -> None:
    runs = _found()
    assert runs, "the chapters' end-games hold one with two best lines"
    for s in runs:
        told = check_run(s)
        assert told.correct and told.answer == str(s.line[0])  # answered, and recorded, by its first card
        assert _tells(told.explanation, [str(t) for t in s.tricks]), (s.puzzle.id, told.explanation)
        assert "as you played it" in told.explanation
        assert told.explanation != check(s.puzzle, s.answer()).explanation


def test_the_trainer_and_the_board_tell_the_run_played() -> None:
    s = _found()[0]
    p = s.puzzle
    trainer = Trainer(MemoryAttemptStore(), [p], context="chapter")
    board = EndgameBoard.from_puzzle(p, embedded=True)
    heard: list[CheckResult] = []
    board.on_finish(heard.append)
    recorded: list[CheckResult] = []

    def record(result: PlayResult) -> None:  # as a puzzle board hands the trainer every card, forced ones too
        got = trainer.played(board.session, result)
        if got is not None and got.result is not None:
            recorded.append(got.result)

    board.on_play(record)
    board.play(str(s.line[0]))
    # Recorded at once by its first card, with no line to play the rest for the learner (chapter 6: "The first
    # card you play is your answer")
    assert [r.answer for r in recorded] == [str(s.line[0])] and recorded[0].correct
    assert recorded[0].explanation == FIRST_CARD_RIGHT and not heard
    # the verdict says so in a field, which the board reads (review h43a: it compared the sentence with
    # FIRST_CARD_RIGHT to decide what to draw)
    assert recorded[0].first_card_answer
    while not board.session.finished:
        board.play(_last_right(board.session))
    assert len(recorded) == 1 and heard, "the cards after the first record nothing"
    assert not heard[-1].first_card_answer and not check_run(board.session).first_card_answer
    assert _tells(heard[-1].explanation, [str(t) for t in board.session.tricks]), heard[-1].explanation


def test_an_endgame_from_cards_is_the_engines_to_make() -> None:
    """Review 46: the board built the puzzle's dict itself and asked for ``won`` with a message of its own;
    ``EndgameSession.from_position`` reads the cards as ``Phase2Position`` does and refuses what it refuses."""
    import pytest

    from penchant.errors import InvalidNotationError, InvalidRecordError, UnknownProfileError
    from penchant.puzzles.sessions.endgame_session import EndgameSession
    from penchant.solver import Phase2Position

    s = EndgameSession.from_position("KD 7D AS 8C", "TD 9C JS", led="QD", trump="S", won=(5, 4), rules="foster")
    assert s.position() == Phase2Position("KD 7D AS 8C", "TD 9C JS", "S", "QD", (5, 4))
    assert s.puzzle.profile.name == "foster" and s.puzzle.kind == "endgame"
    with pytest.raises(InvalidRecordError) as missing:
        EndgameSession.from_position("8D AD JC AC", "JH TD JD QD", trump="H")
    with pytest.raises(InvalidRecordError) as same:
        Phase2Position("8D AD JC AC", "JH TD JD QD", "H")
    assert str(missing.value) == str(same.value)
    with pytest.raises(InvalidNotationError, match=r"^3 is not your hand"):
        EndgameSession.from_position(3, "TD 9C JS", trump="S", won=(5, 4))  # type: ignore[arg-type]
    with pytest.raises(UnknownProfileError, match="'nobody'"):
        EndgameSession.from_position("KD 7D AS 8C", "TD 9C JS", led="QD", trump="S", won=(5, 4), rules="nobody")


def test_an_end_game_with_one_brisque_in_play_says_it_in_the_singular() -> None:
    """The verdicts counted the brisques in play by hand: "you take 1 of the 1 brisques in play"."""
    lone = [p for p in load_drills() if p.kind == "endgame" and position_of(p).brisques_in_play == 1]
    assert lone
    for p in lone:
        a = analyse(p)
        said = " ".join(text for _, text in a.verdicts.values()) + " ".join(a.costs.values())
        assert "of the 1 brisque in play" in said and "1 brisques" not in said, said


def test_the_boards_listeners_are_registered_and_removed_as_a_buttons_are() -> None:
    """``on_play``, ``on_values`` and ``on_finish`` register listeners as ipywidgets' ``Button.on_click`` does
    (``remove=True`` takes one off); the board's traits hold what it shows, never its listeners."""
    s = _found()[0]
    board = EndgameBoard.from_puzzle(s.puzzle, embedded=True)
    plays: list[PlayResult] = []
    values: list[str] = []
    kept: list[PlayResult] = []
    board.on_play(plays.append)
    board.on_play(kept.append)
    board.on_values(lambda: values.append("shown"))
    board.on_play(plays.append, remove=True)
    board.play(str(s.line[0]))
    board.values_toggle.value = True
    assert plays == [] and len(kept) >= 1 and values == ["shown"]
    assert not [name for name, trait in board.traits().items()
                if isinstance(trait, traitlets.List) and name not in {"results", "keys"}]
