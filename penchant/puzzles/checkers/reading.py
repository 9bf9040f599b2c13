"""Reading puzzles: at the change of phase, rebuild the opponent's six cards, then play.

A ``reading`` puzzle (task ``play``) stops a deal played by the judge at the first trick of the
last six. The position is what that seat has seen: its six cards, the opponent's table as it lay
when the stock ran out, the twenty cards played to the first ten tricks, the brisques each side
has taken, trump. The opponent's hand is **not** given: every card that is not yours and was not
played is his (32 - 6 - 20 = 6), so the learner can rebuild it, and must, to find the card that
takes the most brisques from here against best defence.

:func:`deduced_hand` is that reading; :func:`analyse` checks that it is determined (exactly six
cards, his table among them, the brisques adding up to the pack's twelve) and hands the full
position to the end-game solver (:mod:`penchant.puzzles.checkers.endgame`), whose answer, refutations and
themes it keeps. :func:`problems` replays the history and checks the reading against the cards the
opponent really held.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from penchant.english.numbers import NUMBER_WORDS, number_words
from penchant.errors import PenchantError, PuzzleError
from penchant.play.moves import Declare, Play, Stage
from penchant.play.state import DealState
from penchant.play.view import unseen_mask
from penchant.puzzles.checkers import endgame
from penchant.puzzles.checkers.grading import grade
from penchant.puzzles.history_replay import replay
from penchant.puzzles.model import Analysis, CheckResult, Puzzle
from penchant.puzzles.words.questions import last_six_turn_words, seat_words
from penchant.rules.cards import CardSet
from penchant.rules.dealing import FIRST_TEN_TRICKS
from penchant.rules.possible_positions import last_six_position_problems
from penchant.rules.procedure import PLAYED_IN_FIRST_TEN, first_lead_of_last_six, other_player
from penchant.rules.profiles import DEFAULT_PROFILE
from penchant.words.cards import cards_words
from penchant.words.tricks import LAST_SIX_FOLLOWING

__all__ = ["analyse", "check", "deduced_hand", "endgame_of", "problems", "reading_position", "reading_question",
           "subtraction_problems", "tables_at_change"]


def deduced_hand(puzzle: Puzzle) -> CardSet:
    """The opponent's cards as the seat can rebuild them: every card neither yours, nor played, nor led.

    Raises :class:`PuzzleError` when what the seat has seen does not determine six cards holding his
    table, or the brisques do not add up to the pack's twelve.
    """
    hand, played, opp_table = (puzzle.cards_held(k).mask for k in ("hand", "played", "opp_table"))
    led = puzzle.cards_held("led").mask
    if played.bit_count() != PLAYED_IN_FIRST_TEN:
        raise PuzzleError.of_puzzle(puzzle.id, f"{played.bit_count()} cards played, not the first "
                                    f"{number_words(FIRST_TEN_TRICKS)} tricks' {number_words(PLAYED_IN_FIRST_TEN)}")
    if hand & (played | led) or played & led:
        raise PuzzleError.of_puzzle(puzzle.id, "a card is in two places")
    # His cards: every card you have not seen, and his table, which he took back into his hand. How many each
    # side holds is the last six's rule (last_six_position_problems, below), not counted again here.
    his = unseen_mask(hand, 0, opp_table, played | led) | opp_table
    if opp_table & ~his:
        raise PuzzleError.of_puzzle(puzzle.id, f"his table {CardSet.from_mask(opp_table)} is not among the cards left "
                                    "for him")
    won = puzzle.brisques_won
    if won is None:
        raise PuzzleError.of_puzzle(puzzle.id, "the position does not say how many brisques each player has taken "
                                    "('won')")
    problems = last_six_position_problems(hand=hand, opp_hand=his, led=led, won=won)
    if problems:
        raise PuzzleError.of_puzzle(puzzle.id, "; ".join(problems))
    return CardSet.from_mask(his)


def subtraction_problems(puzzle: Puzzle) -> list[str]:
    """Why a reading puzzle is counting, not reading, with no place in the rated bank: his hidden cards are every
    card you have not seen, so crossing off yours and the ones played finds them, and no declaration or play of his
    need be weighed ("mere subtraction", a strong player called it). A reading earns a rating only
    where more cards are unseen than he holds, and what he declared or played must tell which are his; this
    format, at the first trick of the last six, never asks that."""
    hand, played, led = puzzle.cards_held("hand").mask, puzzle.cards_held("played").mask, puzzle.cards_held("led").mask
    unseen = unseen_mask(hand, 0, puzzle.cards_held("opp_table").mask, played | led)
    hidden = deduced_hand(puzzle).mask & ~puzzle.cards_held("opp_table").mask
    if unseen != hidden:
        return []
    return [f"counting, not reading: his {NUMBER_WORDS[hidden.bit_count()]} hidden cards are every card you have "
            "not seen, found by crossing off yours and the ones played"]


def endgame_of(puzzle: Puzzle) -> Puzzle:
    """The end-game the reading puzzle becomes once his hand is rebuilt (what the solver judges)."""
    pos = puzzle.position
    his = deduced_hand(puzzle)
    return Puzzle(id=puzzle.id, kind="endgame", task="best", title=puzzle.title, question=puzzle.question,
                  position={"rules": pos.get("rules", DEFAULT_PROFILE.name), "hand": pos["hand"], "opp_hand": str(his),
                            "trump": pos.get("trump"), "led": pos.get("led"), "won": pos["won"]},
                  answer_form="card")


def analyse(puzzle: Puzzle) -> Analysis:
    """Rebuild his hand, then solve: the end-game's answer with the reading's themes and hints."""
    if puzzle.task != "play":
        raise PuzzleError.of_puzzle(puzzle.id, f"reading task {puzzle.task!r} is not 'play'")
    if puzzle.answer_form != "card":
        raise PuzzleError.of_puzzle(puzzle.id, "a reading puzzle is answered with a card (answer_form 'card')")
    inner = endgame.analyse(endgame_of(puzzle))
    hidden = (deduced_hand(puzzle).mask & ~puzzle.cards_held("opp_table").mask).bit_count()
    themes = ("reading his six cards", *inner.themes)
    score = float(inner.difficulty) - 1 + (1.0 if hidden >= 4 else 0.5 if hidden >= 2 else 0.0)
    shown = len(puzzle.cards_held("opp_table"))
    hints = (
        ("His table is empty: all six of his cards are in his hand. " if not shown else
         f"His table shows {NUMBER_WORDS[shown]} of his cards; {NUMBER_WORDS[hidden]} more are in his hand. ")
        + "Every card that is not yours and was not played before the stock ran out is his: go through the "
        "suits one by one.",
        *inner.hints,
    )
    features: dict[str, Any] = dict(inner.features)
    features["hidden"] = hidden
    return Analysis(inner.best, inner.explanation, inner.verdicts, inner.tempting, themes, grade(score), features,
                    inner.unique, hints, inner.costs, inner.marks, inner.misses, inner.details)


def check(puzzle: Puzzle, answer: str | Sequence[str], analysis: Analysis) -> CheckResult:
    return endgame.check(endgame_of(puzzle), answer, analysis)


# ----------------------------------------------------------------- mining, verify
def tables_at_change(history: Mapping[str, Any]) -> tuple[DealState, tuple[int, int]]:
    """Replay ``history``; the state reached and both tables as they lay when the stock ran out."""
    from penchant.play.dealing import new_deal
    from penchant.play.moves import parse_action
    from penchant.rules.profiles import get_profile

    profile = get_profile(str(history.get("rules", DEFAULT_PROFILE.name)))
    state = new_deal(profile, history["seed"], history.get("dealer", 0))
    tables = list(state.tables_mask)
    for text in history["actions"]:
        action = parse_action(str(text))
        if not state.stock_indices:
            state.apply(action)
            continue
        player, before = state.to_move, list(state.tables_mask)
        state.apply(action)
        if state.stock_indices:
            tables = list(state.tables_mask)
            continue
        # The stock ran out inside this action: the tables as they lay just before the cards went back.
        tables = before
        if isinstance(action, Declare):
            tables[player] |= action.cards.mask
        elif isinstance(action, Play):
            tables[player] &= ~action.card.bit
    return state, (tables[0], tables[1])


def reading_position(state: DealState, tables: tuple[int, int]) -> dict[str, Any]:
    """The position the seat to move sees at the first trick of the last six (his hand left out)."""
    me = state.to_move
    o = other_player(me)
    lead = state.lead if state.stage is Stage.FOLLOW else None
    played = state.played - CardSet(() if lead is None else [lead])
    br = state.brisques
    pos: dict[str, Any] = {
        "rules": state.profile.name,
        "hand": str(state.hands[me]),
        "opp_table": str(CardSet.from_mask(tables[o])),
        "played": str(played),
        "trump": None if state.trump is None else state.trump.letter,
        "won": [br[me], br[o]],
        "you": seat_words(state.dealer, me),
        "turn": last_six_turn_words(leads=lead is None),
        "stock": f"no cards left in the stock: the last six tricks, where {LAST_SIX_FOLLOWING}",
        "stock_left": len(state.stock),
    }
    if lead is not None:
        pos["led"] = str(lead)
    return pos


def reading_question(position: Mapping[str, Any]) -> str:
    """The question of a reading puzzle (whether the seat leads or follows)."""
    return ("The stock is empty: the last six tricks begin, and the tables go back into the hands. His six "
            "cards are not shown: rebuild them from his table as it lay, the cards played and the brisques taken. "
            + (f"Your opponent leads {cards_words(str(position['led']))}: it is your turn. Which card do you play?"
               if position.get("led")
               else "You lead. Which card takes the most brisques from here, against best defence?"))


def problems(puzzle: Puzzle, players: Any = None) -> list[str]:
    """The history replays to the position, the reading is determined and is the opponent's real hand."""
    del players  # the answer is determined by what the seat has seen: no judge to re-run
    if puzzle.history is None:
        return ["a reading puzzle needs the history of its deal"]  # the report names the puzzle
    try:
        replay(puzzle.history)
        state, tables = tables_at_change(dict(puzzle.history))
        his = deduced_hand(puzzle)
    except (PuzzleError, PenchantError, KeyError, TypeError) as exc:
        return [str(exc)]
    out = []
    if not state.last_six or not first_lead_of_last_six(state.tricks) or state.stage not in (Stage.LEAD, Stage.FOLLOW):
        out.append("the history does not stop at the first trick of the last six")
        return out
    got = reading_position(state, tables)
    for key in ("hand", "opp_table", "played", "led", "trump", "won", "you", "turn"):
        if (puzzle.position.get(key) or None) != (got.get(key) or None):
            out.append(f"the history reaches {key} {got.get(key)!r}, but the puzzle shows {puzzle.position.get(key)!r}")
    real = state.hands[other_player(state.to_move)]
    if his != real:
        out.append(f"the reading gives him {his}, but he holds {real}")
    return out
