"""Going over a recorded game with its review, as the page on the computer players does with the stored one.

A :class:`Choice` is a decision of a recorded game (:func:`first_choice`: the first a player had, in the
first ten tricks or the last six); from it the engine imagines the deals that agree with what the player
saw (:func:`imagined_opponent_hands`) and values every action (:func:`analyse_choice`). A stored review (the
``review`` command's items, as JSON) is summed up by player and verdict (:func:`verdict_counts`) and its
marked decisions listed (:func:`marked_decisions`). What the player saw and the deals imagined from it are labelled
rows (:func:`seen_and_imagined`), each deal's result a heading (:func:`deal_results`), and the button that asks the
coach again says its cost from the coach's own number of deals (:func:`asking_again_words`). Drawing the cards and the
chips is the page's.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from penchant.coaching.analysis import CoachAnalysis
from penchant.coaching.coach import Coach, decision_key
from penchant.coaching.reviewing import record_salt
from penchant.english.grammar import addressed, possessive
from penchant.english.marked import Paragraph
from penchant.english.numbers import count_words
from penchant.errors import InvalidRecordError
from penchant.judgement.verdicts import MARKED, VERDICTS
from penchant.play.forced import is_a_decision
from penchant.play.moves import Action, Stage
from penchant.play.play_record import PlayRecord
from penchant.play.state import DealState
from penchant.play.view import PlayerView
from penchant.players.knowledge import sample_deal, unseen
from penchant.players.strong import DEFAULT_SAMPLES
from penchant.rules.cards import CardSet
from penchant.rules.procedure import other_player
from penchant.words.actions import action_words

__all__ = ["Choice", "analyse_choice", "asking_again_words", "choice_words", "deal_results", "first_choice",
           "imagined_opponent_hands", "marked_decisions", "marked_heading_words", "seen_and_imagined",
           "stored_verdict_words", "unseen_words", "verdict_counts"]

ReviewItems = Sequence[Mapping[str, Any]]
"""A stored review: one object a decision (``deal``, ``step``, ``player``, ``trick``, ``played``, ``verdict``,
``reason``), as ``penchant review --json`` writes them."""


@dataclass(frozen=True)
class Choice:
    """A decision of a recorded game: the position before it, the seat to move and the action taken."""

    before: DealState
    seat: int
    played: Action
    deal: int = 0

    @property
    def step(self) -> int:
        """How many actions of the deal came before it."""
        return len(self.before.history)

    @property
    def view(self) -> PlayerView:
        """What the player to move saw."""
        return self.before.view(self.seat)


def first_choice(game: PlayRecord, seat: int = 0, *, last_six: bool = False, deal: int = 0) -> Choice:
    """The first decision ``seat`` had in deal ``deal`` (0-based) with more than one legal action; with
    ``last_six``, the first of the last six tricks. :class:`InvalidRecordError` if the deal holds none."""
    for before, player, action in game.deals[deal].positions(game.profile):
        if player == seat and is_a_decision(before.legal_actions) and (not last_six or before.last_six):
            return Choice(before, player, action, deal)
    where = "the last six tricks of " if last_six else ""
    raise InvalidRecordError(f"player {seat!r} had no choice to make in {where}deal {deal + 1} of this record")


def unseen_words(view: PlayerView) -> str:
    """How many cards the player to move has not seen, and where they are."""
    return f"{len(unseen(view))}: the opponent's {view.opp_hand_size} and the stock's {view.stock_size}"


def imagined_opponent_hands(choice: Choice, game: PlayRecord, count: int = 3, seed: int = 1) -> list[CardSet]:
    """The opponent's hand in ``count`` deals the engine imagines from what the player saw (seeded)."""
    rng = random.Random(seed)
    return [sample_deal(choice.view, game.profile, rng).hand(other_player(choice.seat)) for _ in range(count)]


def seen_and_imagined(choice: Choice, game: PlayRecord, count: int = 3,
                      seed: int = 1) -> list[tuple[str, CardSet | str]]:
    """What the player to move saw and what the engine imagines from it, as labelled rows: his hand, the cards he
    has not seen (:func:`unseen_words`), then the opponent's hand in each of ``count`` imagined deals (seeded)."""
    rows: list[tuple[str, CardSet | str]] = [(f"{possessive(game.players[choice.seat])} hand", choice.view.hand),
                                             ("cards unseen", unseen_words(choice.view))]
    return rows + [(f"imagined deal {i + 1}: the opponent holds", hand)
                   for i, hand in enumerate(imagined_opponent_hands(choice, game, count, seed))]


def asking_again_words() -> str:
    """What asking the coach again about a choice of the first ten tricks costs, said from the deals it imagines."""
    return f"About a second: {count_words(DEFAULT_SAMPLES, 'deal')}, every choice tried in each."


def deal_results(game: PlayRecord) -> list[tuple[str, DealState]]:
    """Each deal of the game headed by its number and score (``"Deal 1: 12–7"``), with its final position."""
    return [(f"Deal {i + 1}: {s.scores[0]}–{s.scores[1]}", s) for i, s in enumerate(game.finals())]


def marked_heading_words(game: PlayRecord, player: int) -> str:
    """The heading of a player's marked decisions: ``"The greedy player's marked decisions"``."""
    return f"The {game.players[player]} player's marked decisions"


def analyse_choice(game: PlayRecord, choice: Choice, key: str | None = None) -> CoachAnalysis:
    """Every action of the choice valued, as the review values it (its decision's key, unless ``key``)."""
    if key is None:
        key = decision_key(record_salt(game), choice.deal, choice.step)
    return Coach(game.profile).analyse(choice.view, key)


def choice_words(game: PlayRecord, choice: Choice) -> str:
    """Who is to move, whether to lead or to play, and the trump."""
    view = choice.view
    trump = "no trump" if view.trump is None else f"trump {view.trump.symbol}"
    to = "lead" if choice.before.stage is Stage.LEAD else "play"
    return f"{game.players[choice.seat]} (to {to}; {trump})"


def stored_verdict_words(review: ReviewItems, game: PlayRecord, choice: Choice) -> tuple[Paragraph, Paragraph]:
    """What the stored review said of ``choice``: the action in words and its verdict (both standing out), then its
    reason."""
    item = next((x for x in review if x["deal"] == choice.deal + 1 and x["step"] == choice.step), None)
    if item is None:
        raise InvalidRecordError(f"the review holds no decision at step {choice.step} of deal {choice.deal + 1}")
    played = action_words(item["played"], game.players[choice.seat], past=True)
    return Paragraph(("", played, " — verdict: ", str(item["verdict"]), ".")), Paragraph((str(item["reason"]),))


def verdict_counts(review: ReviewItems, players: Sequence[str]) -> tuple[list[str], list[list[str]]]:
    """The verdicts the review gave (in :data:`VERDICTS` order), and for each player how many of each."""
    counts = Counter((x["player"], x["verdict"]) for x in review)
    verdicts: list[str] = [v for v in VERDICTS if any(x["verdict"] == v for x in review)]
    return verdicts, [[players[p], *(str(counts[(p, v)]) for v in verdicts)] for p in (0, 1)]


def marked_decisions(review: ReviewItems, player: int, name: str = "you") -> list[tuple[str, str, str]]:
    """``player``'s marked decisions (:data:`MARKED` verdicts): when, the verdict and why, the player said as
    ``name`` (a computer seat by its name: "greedy's 9♣ costs greedy ...", never "Your 9♣" of the computer's move)."""
    return [(f"deal {x['deal']}, trick {x['trick']}", str(x["verdict"]), addressed(str(x["reason"]), name))
            for x in review if x["player"] == player and x["verdict"] in MARKED]
