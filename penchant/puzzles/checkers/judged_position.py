"""The position of a judged puzzle (a ``decision`` or ``timing`` puzzle, :mod:`penchant.puzzles.checkers.decision`):
what the seat to move sees, built from :meth:`~penchant.play.state.DealState.view` (never the opponent's hand or the
order of the stock), the state its deal's history reaches, the stored judgement, the seat's choices by name and the
question put to the learner."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from penchant.errors import PuzzleError
from penchant.errors.internal import NO_CARD_LED, BrokenInvariantError
from penchant.play.moves import Action, Stage
from penchant.play.state import DealState
from penchant.play.view import PlayerView
from penchant.puzzles.checkers.choice_values import Judgement, choice_of
from penchant.puzzles.history_replay import replay
from penchant.puzzles.model import Puzzle
from penchant.puzzles.words.questions import seat_and_first_lead_words, stock_words
from penchant.rules.cards import CardSet
from penchant.rules.procedure import other_player

__all__ = ["judged_position", "SHOWN_FIELDS", "judged_history", "view_of", "judgement_of", "actions_by_choice",
           "question_of"]


def _turn_words(view: PlayerView) -> str:
    n = view.tricks_played
    if view.stage is Stage.LEAD:
        return f"yours: you lead to trick {n + 1}"
    if view.stage is Stage.FOLLOW:
        if view.lead is None:
            raise BrokenInvariantError(NO_CARD_LED)
        return f"yours: your opponent led {view.lead.unicode} to trick {n + 1}; you play to it"
    if view.stage is Stage.DECLARE:
        return f"yours: you won trick {n} and may declare before the draw"
    return f"yours: your opponent won trick {n} and declared nothing; you may declare a penchant"


def judged_position(state: DealState) -> dict[str, Any]:
    """The puzzle position of the seat to move, from what that seat sees (never the hidden cards)."""
    me = state.to_move
    view = state.view(me)
    played = view.played.mask & ~(0 if view.lead is None else view.lead.bit)
    pos: dict[str, Any] = {
        "rules": view.profile.name,
        "hand": str(view.hand),
        "table": str(view.table),
        "opp_table": str(view.opp_table),
        "trump": None if view.trump is None else view.trump.letter,
        "you": seat_and_first_lead_words(view.dealer, me),
        "turn": _turn_words(view),
        "stock": stock_words(view.stock_size),
        "stock_left": view.stock_size,
        "score": f"you {view.scores[me]}, your opponent {view.scores[other_player(me)]} so far this deal",
        "brisques": f"you have taken {view.brisques[me]}, your opponent {view.brisques[other_player(me)]}",
        "played": str(CardSet.from_mask(played)),
    }
    if view.stage is Stage.FOLLOW and view.lead is not None:
        pos["led"] = str(view.lead)
    return pos


SHOWN_FIELDS: Final = ("hand", "table", "opp_table", "trump", "led", "you", "turn", "stock", "score", "brisques",
                    "played")
"""The fields of a judged puzzle's position that its history must reach as the puzzle shows them."""


def judged_history(puzzle: Puzzle) -> Mapping[str, Any]:
    """The history of the deal a judged puzzle is set in (it has one, or is refused)."""
    if puzzle.history is None:
        raise PuzzleError.of_puzzle(puzzle.id, "a judged puzzle needs the history of its deal")
    return puzzle.history


def view_of(puzzle: Puzzle) -> tuple[DealState, PlayerView]:
    """The state the puzzle's history reaches and the view of the seat to move there."""
    state = replay(judged_history(puzzle))
    if state.to_move is None or state.stage is Stage.OVER:
        raise PuzzleError.of_puzzle(puzzle.id, "the history ends the deal: no choice to make")
    return state, state.view(state.to_move)


def judgement_of(puzzle: Puzzle) -> Judgement:
    """The judgement stored in the puzzle's history (its ``judge``), read back and checked."""
    return Judgement.from_json(judged_history(puzzle).get("judge"), puzzle.id)


def actions_by_choice(view: PlayerView) -> dict[str, Action]:
    """The seat's legal actions, each by the choice a learner names it with."""
    return {choice_of(a): a for a in view.legal}


def question_of(view: PlayerView, kind: str) -> str:
    """The question a judged puzzle puts to the seat to move, with the stock left."""
    stock = stock_words(view.stock_size)
    n = view.tricks_played
    if view.stage is Stage.LEAD:
        return f"You lead to trick {n + 1}, with {stock}. Which card do you lead?"
    if view.stage is Stage.FOLLOW:
        if view.lead is None:
            raise BrokenInvariantError(NO_CARD_LED)
        return (f"Your opponent leads {view.lead.unicode} to trick {n + 1}, with {stock}. "
                "Which card do you play to it?")
    if view.stage is Stage.DECLARE:
        return f"You won trick {n}, with {stock}. Declare now, and what, or hold your cards back?"
    return (f"Your opponent won trick {n} and declared nothing; you may declare a penchant, with {stock}. "
            "Do you, and which?")
