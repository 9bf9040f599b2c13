"""Dispatch to the checker of each kind: :func:`analyse` and :func:`check`."""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from dataclasses import replace
from functools import lru_cache
from typing import Any, Final, Protocol, cast

from penchant.english.numbers import count_words
from penchant.errors import InvalidNotationError, PenchantError
from penchant.puzzles.model import Analysis, CheckResult, Puzzle, check_kind
from penchant.puzzles.sessions.endgame_lines import line_from, line_text
from penchant.puzzles.sessions.endgame_session import EndgameSession
from penchant.puzzles.words.sentences import punctuated
from penchant.rules.cards import CardSet
from penchant.rules.suits_and_ranks import Suit
from penchant.words.cards import cards_words, in_words
from penchant.words.tricks import declaring_turn_words

__all__ = ["FIRST_CARD_RIGHT", "analyse", "check", "check_run", "describe", "hints_after_tries", "kind_problems",
           "trump_asked"]


class _Checker(Protocol):
    def analyse(self, puzzle: Puzzle) -> Analysis: ...

    def check(self, puzzle: Puzzle, answer: str | Sequence[str], analysis: Analysis) -> CheckResult: ...


_MODULES = {
    "barring": "penchant.puzzles.checkers.barring",
    "declaration": "penchant.puzzles.checkers.declaration",
    "trump": "penchant.puzzles.checkers.trump",
    "endgame": "penchant.puzzles.checkers.endgame",
    "scoring": "penchant.puzzles.checkers.scoring",
    "decision": "penchant.puzzles.checkers.decision",
    "reading": "penchant.puzzles.checkers.reading",
    "timing": "penchant.puzzles.checkers.timing",
    "understanding": "penchant.puzzles.checkers.understanding",
}


_TASK_MODULES = {("trump", "sets"): "penchant.puzzles.checkers.trump_sets"}
"""A task with a module of its own, built on its kind's (the kind's module does not import it)."""


def _checker(kind: str, task: str = "") -> _Checker:
    module = _TASK_MODULES.get((kind, task)) or _MODULES[check_kind(kind)]
    return cast(_Checker, importlib.import_module(module))


def kind_problems(puzzle: Puzzle, players: Any = None) -> list[str]:
    """The kind's own checks of a puzzle, when its checker has them (``problems(puzzle, players)``: the
    kinds from real play re-check their history and judgement; given ``players``, the function that makes
    a player from its name, the judged kinds re-run their judge)."""
    fn = getattr(_checker(puzzle.kind), "problems", None)
    return [] if fn is None else list(fn(puzzle, players))


def hints_after_tries(puzzle: Puzzle, tried: Sequence[str]) -> tuple[str, ...]:
    """A puzzle's hints as a learner who has tried the answers ``tried`` (misses) should read them, by its kind's
    ``hints_after_tries`` where it has one (an end-game's, a scoring puzzle's): a hint shown after a miss adds to
    what the miss said. Other kinds' hints are as stored."""
    fn = getattr(_checker(puzzle.kind, puzzle.task), "hints_after_tries", None)
    return puzzle.hints if fn is None or not tried else tuple(fn(puzzle, tried))


@lru_cache(maxsize=1024)
def analyse(puzzle: Puzzle) -> Analysis:
    """The engine's analysis of ``puzzle``: every best answer, each other answer's
    verdict, the tempting wrong answers, and the derived themes and difficulty.

    Raises :class:`~penchant.puzzles.PuzzleError` if the engine refuses the
    position or the puzzle has nothing to find.
    """
    return _checker(puzzle.kind, puzzle.task).analyse(puzzle)


def check(puzzle: Puzzle, answer: str | Sequence[str] | int) -> CheckResult:
    """Check ``answer`` live with the engine (never against the recorded answer).

    ``answer`` is a choice's text, a card (``'QS'``), cards (``'QS JH'`` or
    ``['QS', 'JH']``) or a number, as ``puzzle.answer_form`` says. Badly
    formed answers raise :class:`~penchant.errors.InvalidNotationError` (or
    :class:`~penchant.errors.IllegalPlayError` for a card that cannot be
    played there), whose message quotes the answer.
    """
    if isinstance(answer, bool) or not (
        isinstance(answer, (str, int))
        or (isinstance(answer, Sequence) and all(isinstance(a, str) for a in answer))
    ):
        raise InvalidNotationError.refusing(answer, "not an answer: give a choice's text, a card, cards (text or a "
                                                    "list) or a number")
    analysis = analyse(puzzle)
    if isinstance(answer, int):
        answer = str(answer)
    return _checker(puzzle.kind).check(puzzle, answer, analysis)


FIRST_CARD_RIGHT: Final = ("That first card is your answer, and it counts as solved. Play on to the last trick to "
                            "take every brisque it keeps.")
"""A best-card end-game's right first card, recorded as it is played (the rest of the deal still to play)."""


def check_run(session: EndgameSession) -> CheckResult:
    """The engine's check of an end-game run played out on ``session`` (its answer,
    :meth:`~penchant.puzzles.sessions.endgame_session.EndgameSession.answer`), told in the tricks the run played. A
    best-card end-game is answered by its first card, and :func:`check` explains that card by the engine's own line from
    it; a run solved to the end says the learner's own tricks instead (not the engine's finish, beside the tricks
    the learner played); a right first card with the deal still to play says only that
    it is the answer (:data:`FIRST_CARD_RIGHT`), and says so in its :attr:`~CheckResult.first_card_answer`."""
    puzzle = session.puzzle
    result = check(puzzle, session.answer())
    first = session.first_card
    if result.correct and session.answered_by_first_card and not session.finished:
        # Recorded at once, with the deal still to play: the engine's line from the card would play the rest for
        # the learner, and might not be the finish he goes on to play.
        return replace(result, explanation=FIRST_CARD_RIGHT, first_card_answer=True)
    if not (result.correct and puzzle.task == "best" and session.solved) or first is None:
        return result
    pos = session.start
    engine = line_text(pos, line_from(pos, first, puzzle.profile))
    played = "; ".join(str(t) for t in session.tricks)
    why = analyse(puzzle).verdicts[result.answer][1]
    if played == engine or f": {engine}" not in why:
        return result
    return replace(result, explanation=punctuated(why.replace(f": {engine}", f", as you played it: {played}")))


def describe(puzzle: Puzzle) -> list[str]:
    """The position in a few readable lines (for a text view or a widget's caption), cards in symbols."""
    return [in_words(line) for line in _describe(puzzle)]


def _describe(puzzle: Puzzle) -> list[str]:
    pos = puzzle.position
    rules = puzzle.rules
    lines = [f"rules: {rules}"]
    if puzzle.kind == "trump":
        from penchant.puzzles.checkers.trump_story import describe_events, events_of

        return lines + describe_events(events_of(puzzle))
    if puzzle.kind == "scoring":
        from penchant.puzzles.checkers.scoring import deal_entries

        for n, (entry, decls) in enumerate(deal_entries(puzzle)):
            for p, who in enumerate(("you", "your opponent")):
                kinds = ", ".join(_kind_text(text, k.value) for text, k, _ in decls[p])
                lines.append(
                    f"deal {n + 1}, {who}: declared {kinds or 'nothing'}; "
                    f"{count_words(entry.brisquettes[p], 'brisquette', digits=True)}; "
                    f"{count_words(entry.brisques[p], 'brisque', digits=True)} in all"
                )
        return lines
    names = {"hand": "your hand", "table": "your table", "opp_table": "opponent's table",
             "opp_hand": "opponent's hand", "declaration": "the declaration", "led": "card led to you",
             "trump": "trump", "won": "brisques taken so far (you, opponent)",
             "you": "you are", "turn": "whose turn", "stock": "the stock", "score": "the score",
             "brisques": "brisques taken", "played": "played to tricks so far"}
    for key, label in names.items():
        if key in pos:
            value = pos[key]
            if key == "trump":
                value = "none" if value is None else suit_words(value)
            if key == "won" and isinstance(value, list) and len(value) == 2:
                value = f"{value[0]} and {value[1]}"
            if value is None or value == "":
                continue
            lines.append(f"{label}: {value}")
    if pos.get("candidates"):
        lines.append("candidates: " + " | ".join(str(c) for c in pos["candidates"]))
    if puzzle.penchant_only:
        lines.append(declaring_turn_words(won_trick=False))
    return lines


def suit_words(text: object) -> object:
    """A position's trump as a player says it (``'spades'``); what is not a suit, as it was written."""
    try:
        return Suit.parse(str(text)).plural
    except PenchantError:
        return text


def _kind_text(text: str, kind: str) -> str:
    try:
        cards = CardSet(text)
    except InvalidNotationError:
        return kind
    return f"{kind} ({cards_words(cards)})"


def trump_asked(puzzle: Puzzle) -> bool:
    """Whether the puzzle's trump is part of what it asks: a position with a trump, whose answer hangs on it. A
    declaration's verdicts seldom do (a trump shown in chapters 0 and 3, before trump is taught, over a question
    it has nothing to do with, only confuses): the engine answers it without the trump, and the trump is asked only if
    the best answer, a verdict or the explanation changes. Every other kind is played or read with its trump."""
    if "trump" not in puzzle.position:
        return False
    if puzzle.kind != "declaration":
        return True
    plain = replace(puzzle, position={k: v for k, v in puzzle.position.items() if k != "trump"})
    try:
        without = analyse(plain)
    except PenchantError:  # the position needs its trump to be read at all
        return True
    with_trump = analyse(puzzle)
    return ((with_trump.best, with_trump.explanation, {k: ok for k, (ok, _why) in with_trump.verdicts.items()})
            != (without.best, without.explanation, {k: ok for k, (ok, _why) in without.verdicts.items()}))
