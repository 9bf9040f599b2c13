"""Learn from your mistakes: reviewed decisions of the last six tricks as end-game puzzles.

A decision reviewed as an inaccuracy, a mistake or a blunder in the last six
tricks is a perfect-information position with a best card: exactly an
end-game puzzle (:mod:`penchant.puzzles.endgame`, task ``best``), checked by
the same solver and shown through the same puzzle board. (The puzzle layer
does not import the players': a reviewed decision is anything shaped like
:class:`Marked`.) Decisions of the
first ten tricks are judged on sampled deals, which a puzzle cannot check
exactly, so they stay on the analysis board.

A mistake puzzle's id is drawn from its position (:func:`mistake_id`), so its
attempts, kept in the learner's attempt store like every other puzzle's
(:mod:`penchant.puzzles.attempts`), belong to that position and survive a reload.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping
from typing import Protocol

from penchant.play.playrecord import PlayRecord
from penchant.play.state import Action
from penchant.puzzles.model import Puzzle
from penchant.rules.cards import DECK
from penchant.rules.words import action_words, possessive

__all__ = ["Marked", "mistake_id", "mistake_puzzles"]


class Marked(Protocol):
    """A reviewed decision (:class:`penchant.players.review.ReviewItem` is one)."""

    @property
    def deal(self) -> int: ...
    @property
    def index(self) -> int: ...
    @property
    def trick(self) -> int: ...
    @property
    def phase(self) -> int: ...
    @property
    def player(self) -> int: ...
    @property
    def verdict(self) -> str: ...
    @property
    def played(self) -> Action: ...

_SUITS = "SHDC"


def mistake_id(position: Mapping[str, object]) -> str:
    """The puzzle's id, from its position alone: the same position (a reload, a replayed game) is the same
    puzzle in the attempt store, and another game's deal 1, decision 20 is not (``mistake-<12 hex>``)."""
    text = json.dumps(position, sort_keys=True, separators=(",", ":"))
    return "mistake-" + hashlib.sha256(text.encode("utf-8")).hexdigest()[:12]


def mistake_puzzles(record: PlayRecord, marked: Iterable[Marked]) -> list[Puzzle]:
    """One end-game puzzle per marked decision (``review.marked(player)``) of the last six tricks."""
    out: list[Puzzle] = []
    for item in marked:
        if item.phase != 2 or item.verdict not in ("inaccuracy", "mistake", "blunder"):
            continue
        deal = record.deals[item.deal - 1]
        state = None
        for n, (before, _p, _a) in enumerate(deal.positions(record.profile)):
            if n == item.index:
                state = before
                break
        if state is None:
            continue
        me = state.to_move
        led = None if state.lead is None else str(DECK[state.lead])
        b = state.brisques
        position = {
            "rules": record.profile.name,
            "hand": str(state.hand(me)),
            "opp_hand": str(state.hand(1 - me)),
            "trump": None if state.trump is None else _SUITS[state.trump],
            "led": led,
            "won": [b[me], b[1 - me]],
        }
        who = record.players[me]
        question = ("Your opponent has led: which card keeps the most brisques against best defence?" if led
                    else "You lead. Which card keeps the most brisques against best defence?")
        out.append(Puzzle.from_json({
            "id": mistake_id(position),
            "kind": "endgame",
            "task": "best",
            "title": f"Deal {item.deal}, trick {item.trick}: {possessive(who)} {item.verdict}",
            "question": question,
            "position": position,
            "answer_form": "card",
            "hints": [f"In the game, {action_words(item.played, who, past=True)} here: {item.verdict}."],
            "source": "your game, reviewed",
        }))
    return out
