"""The Phase 2 double-dummy solver.

In Phase 2 (the last six tricks) every card is known, so the play is a
perfect-information game. The only thing still to be won is brisques (Aces,
Tens and Sevens): each one taken now scores a brisquette at once, and the
deal's brisque totals (both phases) give the book bonus. A player's points
from here on are monotone in the brisques he takes from here on, so the
solver searches on one small integer and turns it into points at the end
(:func:`phase2_points`).

The package has three parts:

* :mod:`penchant.solver.phase2_position`: the one Phase 2 model (:class:`Phase2Position`,
  :meth:`~Phase2Position.step`, :meth:`~Phase2Position.play`), shared with the
  end-game puzzle sessions and the players;
* :mod:`penchant.solver.search`: the fast search on bit masks
  (:func:`brisques_value`, :func:`move_values`);
* this module: :func:`solve` (the exact value of every legal move,
  :class:`Solution`), :func:`best_line` and :func:`plain_minimax`, a memoized
  minimax with no pruning and no card equivalence, the reference the tests
  and the benchmark compare with.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from penchant.errors import InvalidNotationError, InvalidRecordError, InvalidSettingError
from penchant.rules.brisques import brisques_in_mask, trick_brisques
from penchant.rules.cards import PACK, Card, card_indexes
from penchant.rules.profiles import DEFAULT_PROFILE, Profile, get_profile
from penchant.rules.scoring import last_six_net
from penchant.rules.tricks import follower_wins, last_six_follows
from penchant.solver.phase2_position import (
    POSITION_SCHEMA,
    Phase2Position,
    Phase2Step,
    Phase2Trick,
    parse_won,
)
from penchant.solver.search import TransTable, brisques_value, move_values
from penchant.words.cards import card_words, cards_words

__all__ = [
    "POSITION_SCHEMA",
    "MoveValue",
    "Phase2Position",
    "Phase2Step",
    "Phase2Trick",
    "Solution",
    "TransTable",
    "best_line",
    "brisques_value",
    "move_values",
    "parse_won",
    "phase2_points",
    "plain_minimax",
    "solve",
]


@dataclass(frozen=True, slots=True)
class MoveValue:
    """The value of a move under best play by both sides, for the player making it.

    ``brisques``: Phase 2 brisques (this trick included) the player ends with.
    ``points``: the player's net Phase 2 points, brisquettes and book bonus,
    minus the opponent's (see :func:`phase2_points`).
    """

    brisques: int
    points: int

    def to_json(self) -> dict[str, int]:
        return {"brisques": self.brisques, "points": self.points}


def phase2_points(position: Phase2Position, profile: Profile, brisques: int) -> int:
    """Net Phase 2 points of the player to move if he takes ``brisques`` of those in play.

    The rules' :func:`~penchant.rules.scoring.last_six_net`: brisquettes and the book bonus on the deal's
    totals (``won`` plus these), the opponent's taken off. Monotone (non-decreasing) in ``brisques``.
    """
    total = position.brisques_in_play
    if not 0 <= brisques <= total:
        raise InvalidRecordError(f"{brisques!r} brisques is not between 0 and the {total} in play")
    return last_six_net(profile, position.won, brisques, total - brisques)


@dataclass(frozen=True)
class Solution:
    """The solved position: every legal move with its value, and the best ones.

    ``moves`` is in card order; equivalent cards each appear with their shared
    value. ``best`` lists the moves of the highest value, in card order.
    """

    position: Phase2Position
    profile: Profile = field(repr=False)
    moves: dict[Card, MoveValue]
    best: list[Card]

    @property
    def value(self) -> MoveValue:
        """The value of the position for the player to move (that of a best move)."""
        return self.moves[self.best[0]]

    def to_json(self) -> dict[str, Any]:
        """``{"moves": {"AH": {"brisques": b, "points": p}, ...}, "best": ["AH", ...]}``."""
        return {
            "moves": {str(c): v.to_json() for c, v in self.moves.items()},
            "best": [str(c) for c in self.best],
        }

    def table(self) -> str:
        """A readable table of the moves."""
        pos = self.position
        trump = "none" if pos.trump is None else pos.trump.symbol
        lines = [
            f"hand {cards_words(pos.hand)}   opponent {cards_words(pos.opp_hand)}",
            f"trump {trump}   "
            + (f"to follow {card_words(pos.led)}" if pos.led is not None else "to lead")
            + f"   brisques taken so far {pos.won[0]}-{pos.won[1]}   rules {self.profile.name}"
            + f"   brisques in play {pos.brisques_in_play}",
            "move  brisques  points",
        ]
        best = set(self.best)
        for c, v in self.moves.items():
            mark = "  best" if c in best else ""
            lines.append(f"{card_words(c):<4}  {v.brisques:>8}  {v.points:>+6}{mark}")
        return "\n".join(lines)


def solve(
    position: Phase2Position, profile: Profile | str = DEFAULT_PROFILE, tt: TransTable | None = None
) -> Solution:
    """The exact value of every legal move of ``position`` for the player to move.

    A move's value is the Phase 2 brisques the player ends with (this trick
    included) when both sides play best from then on, and the net points
    that gives under ``profile`` (:func:`phase2_points`). Each call uses a
    fresh transposition table unless ``tt`` passes one in (one table may be
    kept across positions and trumps: its entries are keyed by the trump
    too), so memory stays bounded by one position's search.
    """
    if not isinstance(position, Phase2Position):
        raise InvalidNotationError.refusing(position, "not a position to solve: give a Phase2Position "
                                                      "(Phase2Position('AH TH', '7H KS', trump='H', won='5-4'))")
    if tt is not None and not isinstance(tt, dict):
        raise InvalidSettingError.refusing_argument("tt", tt, "must be a transposition table (a dict, kept from "
                                                              "an earlier solve) or None")
    prof = get_profile(profile)
    trump = position.trump_number
    led = None if position.led is None else position.led.index
    values = move_values(position.hand.mask, position.opp_hand.mask, trump, led, tt)
    moves = {
        PACK[i]: MoveValue(b, phase2_points(position, prof, b)) for i, b in sorted(values.items())
    }
    top = max(v.brisques for v in moves.values())
    best = [c for c, v in moves.items() if v.brisques == top]
    return Solution(position=position, profile=prof, moves=moves, best=best)


def best_line(position: Phase2Position, profile: Profile | str = DEFAULT_PROFILE) -> list[Card]:
    """A principal variation: the cards played, in order, from ``position`` to the end under best play.

    At each turn the player to move plays his best card (the lowest in card
    order among equally good ones).
    """
    prof = get_profile(profile)
    line: list[Card] = []
    tt: TransTable = {}
    pos = position
    while True:
        card = solve(pos, prof, tt).best[0]
        line.append(card)
        if pos.led is not None and len(pos.hand) == 1:
            break
        pos = pos.play(card)
    return line


# ---------------------------------------------------------------------------
# The reference


def plain_minimax(position: Phase2Position) -> dict[Card, int]:
    """Reference values: a memoized minimax, card by card, with no pruning and no equivalence.

    Returns every legal move of the player to move with the Phase 2 brisques
    (this trick included) he ends with under best play. Slow but simple; the
    tests check :func:`solve` against it and the benchmark times both.
    """
    trump = position.trump_number
    memo: dict[tuple[int, int, int], int] = {}

    def value(me: int, opp: int, led: int) -> int:
        """Brisques the player to move (holding ``me``) takes from here on."""
        if led < 0 and not me:
            return 0
        key = (me, opp, led)
        got = memo.get(key)
        if got is not None:
            return got
        if led < 0:
            r = brisques_in_mask(me | opp)
            best = max(r - value(opp, me ^ (1 << c), c) for c in card_indexes(me))
        else:
            best = max(_follow(me, opp, led, c) for c in card_indexes(last_six_follows(me, led, trump)))
        memo[key] = best
        return best

    def _follow(me: int, opp: int, led: int, c: int) -> int:
        tb = trick_brisques(led, c)
        rest = me ^ (1 << c)
        if follower_wins(led, c, trump):
            return tb + value(rest, opp, -1)
        return brisques_in_mask(rest | opp) - value(opp, rest, -1)

    hand = position.hand.mask
    opp = position.opp_hand.mask
    if position.led is None:
        r = brisques_in_mask(hand | opp)
        return {PACK[c]: r - value(opp, hand ^ (1 << c), c) for c in card_indexes(hand)}
    led = position.led.index
    return {PACK[c]: _follow(hand, opp, led, c) for c in card_indexes(last_six_follows(hand, led, trump))}


