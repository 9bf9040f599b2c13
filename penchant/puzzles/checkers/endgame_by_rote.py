"""Why an end-game puzzle is solved by rote or on sight, with no place in the rated bank: its answer the one lead
that wins the trick or the one card that is not a brisque (:func:`rote_problems`), or a hand read at a glance, or a
right card a habit finds (:func:`elementary_problems`). The bank's curation asks it of the end-game's analysis
(:func:`penchant.puzzles.checkers.endgame.analyse`)."""

from __future__ import annotations

from typing import Final

from penchant.english.lists import join_or
from penchant.english.numbers import count_words
from penchant.puzzles.checkers.endgame import analyse
from penchant.puzzles.model import Analysis, Puzzle
from penchant.puzzles.sessions.endgame_lines import (
    HEURISTICS,
    cards_in,
    position_of,
)
from penchant.rules.cards import PACK
from penchant.rules.tricks import (
    follower_wins,
    last_six_follows,
)
from penchant.words.cards import card_words

__all__ = ["ELEMENTARY_HAND", "NATURAL_HABITS", "elementary_problems", "rote_problems"]


def rote_problems(puzzle: Puzzle, analysis: Analysis | None = None) -> list[str]:
    """Why a best-card end-game is solved by rote, with no place in the rated bank: its right cards
    are exactly the one lead that wins the trick (he has no card that may beat it), or exactly the one card of
    your hand that is not a brisque (lead or follow). A strong player plays either without reading the ending."""
    if puzzle.task != "best":
        return []
    a = analysis if analysis is not None else analyse(puzzle)
    pos = position_of(puzzle)
    trump = pos.trump_number
    legal = [PACK[i] for i in cards_in(pos.legal_mask)]
    best = set(a.best)
    if pos.led is None:
        winners = {c for c in legal
                   if not any(follower_wins(c.index, o, trump)
                              for o in cards_in(last_six_follows(pos.opp_hand.mask, c.index, trump)))}
        if len(winners) == 1 and best == {str(c) for c in winners}:
            return [f"the answer is the one lead that wins the trick ({card_words(winners.pop())}): "
                    "solved by rote, not by reading the ending"]
    plain = {c for c in legal if not c.is_brisque}
    if len(plain) == 1 and best == {str(c) for c in plain}:
        return [f"the answer is the one card you may play that is not a brisque ({card_words(plain.pop())}): "
                "solved by rote, not by reading the ending"]
    return elementary_problems(puzzle, a)


ELEMENTARY_HAND: Final = 3
"""A best-card end-game with this many cards in your hand or fewer is read at a glance."""

NATURAL_HABITS: Final = {"highest card": "your highest card", "cash a brisque": "your highest brisque"}
"""The habits a player follows without reading the ending (:data:`HEURISTICS`): a right card one of them plays
is the natural move, found on sight."""


def elementary_problems(puzzle: Puzzle, analysis: Analysis | None = None) -> list[str]:
    """Why a best-card end-game is elementary, with no place in the rated bank (the strong player's review: 8 of
    25 best-card end-games sampled were solved on sight): three cards in your hand or fewer (every line is seen at
    a glance), or a right card is the natural move, the one a habit of :data:`NATURAL_HABITS` plays (play your
    highest card, cash your highest brisque), or leading a suit your opponent has none of, when every such lead is
    right. The end-games praised as instructive have five or six cards and no such habit finds their answer."""
    if puzzle.task != "best":
        return []
    a = analysis if analysis is not None else analyse(puzzle)
    pos = position_of(puzzle)
    if len(pos.hand) <= ELEMENTARY_HAND:
        return [f"{count_words(len(pos.hand), 'card')} in your hand: every line is seen at a glance, "
                "solved on sight"]
    legal = pos.legal_mask
    for name, words in NATURAL_HABITS.items():
        pick = PACK[HEURISTICS[name](pos, legal)]
        if str(pick) in a.best:
            return [f"the natural move is right ({card_words(pick)}, {words}): "
                    "solved on sight, not by reading the ending"]
    if pos.led is None:
        # "lead the suit he's void in; obvious" (mined-endgame-9076-28): every lead of a suit he has none of is right
        his = {c.suit for c in pos.opp_hand}
        void = [PACK[i] for i in cards_in(legal) if PACK[i].suit not in his]
        if void and all(str(c) in a.best for c in void):
            leads = join_or([card_words(c) for c in void])
            return [f"the natural move is right (leading {leads}, a suit he has none of): "
                    "solved on sight, not by reading the ending"]
    return []
