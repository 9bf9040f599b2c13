"""The Phase 2 double-dummy solver.

In Phase 2 (the last six tricks) every card is known, so the play is a
perfect-information game. The only thing still to be won is brisques (Aces,
Tens and Sevens): each one taken now scores a brisquette at once, and the
deal's brisque totals (Phase 1 + Phase 2) give the book bonus. A player's
Phase 2 points are monotone in the Phase 2 brisques he takes, so the solver
searches on one small integer, the brisques the player to move takes from
here on, and turns it into points at the end (:func:`phase2_points`).

Public API:

* :class:`Phase2Position`: the two hands, trump (or none), the card led to a
  trick in progress (or none) and the brisques each side took in Phase 1;
  validated on construction, with :meth:`Phase2Position.from_json` /
  :meth:`Phase2Position.to_json`.
* :func:`solve`: the exact value of every legal move (:class:`Solution`).
* :func:`best_line`: a principal variation, the cards played under best play.
* :func:`brisques_value`: the fast search on bit masks, for engines and players.
* :func:`plain_minimax`: a memoized minimax with no pruning and no card
  equivalence, the reference the tests and the benchmark compare with.

The fast search is a fail-soft alpha-beta over whole tricks (the leader picks a
lead, the follower a legal follow), with a transposition table of value bounds
keyed on the two hands at trick boundaries, a follower's-eye move ordering, and
equivalent cards: two cards of one hand that are adjacent in rank among the
cards still in play (both hands and the card on the table) and are both
brisques or both not brisques play identically, so only one is searched.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Final

from penchant.errors import IllegalPlayError, InvalidNotationError, InvalidRecordError
from penchant.rules.brisques import BRISQUES_IN_PACK
from penchant.rules.cards import BRISQUE_MASK, DECK, Card, CardSet, CardsLike, Suit
from penchant.rules.dealing import HAND_SIZE
from penchant.rules.profiles import Profile, get_profile
from penchant.rules.tricks import HIGHER_IN_SUIT, SUIT_OF_MASK, follower_wins, phase2_follows

__all__ = [
    "MAX_HAND",
    "MoveValue",
    "Phase2Position",
    "Solution",
    "TransTable",
    "as_position",
    "best_line",
    "brisques_value",
    "move_values",
    "parse_won",
    "phase2_points",
    "plain_minimax",
    "solve",
]

MAX_HAND: Final = HAND_SIZE
"""Cards in each hand when Phase 2 starts."""

_TOTAL_BRISQUES: Final = BRISQUES_IN_PACK
_BR: Final = BRISQUE_MASK
_HIGHER: Final = HIGHER_IN_SUIT
_SUIT: Final = SUIT_OF_MASK


# ---------------------------------------------------------------------------
# Positions


def _coerce_cards(value: object, what: str) -> CardSet:
    if isinstance(value, CardSet):
        return value
    if isinstance(value, str | int) and not isinstance(value, bool):
        return CardSet(value)
    if isinstance(value, list | tuple):
        for item in value:
            if not isinstance(item, str | Card):
                raise InvalidNotationError(f"{what} {value!r} holds {item!r}, which is not a card")
        return CardSet(value)
    raise InvalidNotationError(f"{what} {value!r} is not a list of cards")


def _json_cards(value: object, what: str) -> str | list[str]:
    if isinstance(value, str):
        return value
    if isinstance(value, list) and all(isinstance(x, str) for x in value):
        return [str(x) for x in value]
    raise InvalidNotationError(f"{what} {value!r} is not a list of cards such as ['QS', 'JH']")


def _coerce_trump(value: object) -> Suit | None:
    if value is None:
        return None
    if isinstance(value, Suit):
        return value
    if isinstance(value, str):
        if value.strip().lower() in ("", "none", "-", "no"):
            return None
        return Suit.parse(value)
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 3:
        return Suit(value)
    raise InvalidNotationError(f"trump {value!r} is not a suit: write S, H, D, C or none")


def _coerce_led(value: object) -> Card | None:
    if value is None or isinstance(value, Card):
        return value
    if isinstance(value, str):
        if value.strip().lower() in ("", "none", "-"):
            return None
        return Card.parse(value)
    raise InvalidNotationError(f"led card {value!r} is not a card")


def _coerce_won(value: object) -> tuple[int, int]:
    if isinstance(value, str):
        return parse_won(value)
    if not isinstance(value, list | tuple) or len(value) != 2:
        raise InvalidRecordError(
            f"won {value!r} is not a pair: give the brisques each player took in Phase 1, as [mine, theirs]"
        )
    a, b = value
    for v in (a, b):
        if not isinstance(v, int) or isinstance(v, bool):
            raise InvalidRecordError(f"won {value!r} holds {v!r}, which is not a whole number")
    return (a, b)


def parse_won(text: str) -> tuple[int, int]:
    """Parse ``M-T`` (brisques the player to move and the opponent took in Phase 1)."""
    parts = text.strip().split("-")
    if len(parts) != 2 or not all(p.strip().isdigit() for p in parts):
        raise InvalidNotationError(
            f"{text!r} is not a brisque count: write mine-theirs, such as '3-5'"
        )
    return (int(parts[0]), int(parts[1]))


def _quote(raw: object, cards: CardSet) -> str:
    """The input as the user wrote it (text or list), else the canonical text, quoted."""
    if isinstance(raw, str):
        return repr(raw)
    if isinstance(raw, list | tuple):
        return repr([str(x) for x in raw])
    return repr(str(cards))


@dataclass(frozen=True, init=False)
class Phase2Position:
    """A Phase 2 position, seen by the player to move.

    ``hand`` belongs to the player to move and ``opp_hand`` to the opponent.
    Without ``led`` the player to move leads the next trick and both hands are
    the same size. With ``led`` the opponent has just led that card (it is in
    neither hand) and the player to move follows, holding one card more than
    the opponent. ``trump`` is the trump suit, or ``None`` when no penchant set
    one. ``won`` is (the player's, the opponent's) brisques from Phase 1.

    The constructor also takes card text and lists
    (``Phase2Position("AH TH", "7H KS", trump="H", won="3-4")``), converts them
    and validates the position: it raises
    :class:`~penchant.errors.InvalidNotationError` for bad notation and
    :class:`~penchant.errors.InvalidRecordError` for an impossible position,
    quoting the input.
    """

    hand: CardSet
    opp_hand: CardSet
    trump: Suit | None
    led: Card | None
    won: tuple[int, int]

    def __init__(
        self,
        hand: CardsLike,
        opp_hand: CardsLike,
        trump: Suit | str | None = None,
        led: Card | str | None = None,
        won: tuple[int, int] | list[int] | str = (0, 0),
    ) -> None:
        h = _coerce_cards(hand, "hand")
        o = _coerce_cards(opp_hand, "opp_hand")
        object.__setattr__(self, "hand", h)
        object.__setattr__(self, "opp_hand", o)
        object.__setattr__(self, "trump", _coerce_trump(trump))
        object.__setattr__(self, "led", _coerce_led(led))
        object.__setattr__(self, "won", _coerce_won(won))
        self._validate(_quote(hand, h), _quote(opp_hand, o))

    def _validate(self, hand_text: str, opp_text: str) -> None:
        hand, opp, led, won = self.hand, self.opp_hand, self.led, self.won
        both = hand & opp
        if both:
            raise InvalidRecordError(
                f"hand {hand_text} and opp_hand {opp_text} share {str(both)!r}: "
                f"the pack has one of each card"
            )
        for name, text, cards in (("hand", hand_text, hand), ("opp_hand", opp_text, opp)):
            if len(cards) > MAX_HAND:
                raise InvalidRecordError(
                    f"{name} {text} holds {len(cards)} cards: a Phase 2 hand holds at most {MAX_HAND}"
                )
        if led is not None:
            if led in hand or led in opp:
                owner, text = ("hand", hand_text) if led in hand else ("opp_hand", opp_text)
                raise InvalidRecordError(
                    f"led card {str(led)!r} is also in {owner} {text}: "
                    f"the card led is on the table, in neither hand"
                )
            if len(hand) != len(opp) + 1:
                raise InvalidRecordError(
                    f"hand {hand_text} ({len(hand)} cards) and opp_hand {opp_text} ({len(opp)} cards) "
                    f"do not fit a trick in progress: after {str(led)!r} is led, the follower holds "
                    f"one card more than the leader"
                )
        else:
            if len(hand) != len(opp):
                raise InvalidRecordError(
                    f"hand {hand_text} ({len(hand)} cards) and opp_hand {opp_text} ({len(opp)} cards) "
                    f"differ in size: between tricks both players hold the same number of cards"
                )
            if not hand:
                raise InvalidRecordError(
                    f"hand {hand_text} and opp_hand {opp_text} are empty: the deal is over, "
                    f"there is nothing to solve"
                )
        mine, theirs = won
        if mine < 0 or theirs < 0:
            raise InvalidRecordError(f"won {won!r} is negative: brisque counts are whole numbers >= 0")
        in_play = self.brisques_in_play
        if mine + theirs + in_play > _TOTAL_BRISQUES:
            raise InvalidRecordError(
                f"won {won!r} plus the {in_play} brisques still in play make {mine + theirs + in_play}: "
                f"the pack has only {_TOTAL_BRISQUES} brisques"
            )

    @property
    def in_play_mask(self) -> int:
        """Mask of the cards still in play: both hands and the card led."""
        m = self.hand.mask | self.opp_hand.mask
        if self.led is not None:
            m |= self.led.bit
        return m

    @property
    def brisques_in_play(self) -> int:
        """Brisques still to be taken in Phase 2 (the card led included)."""
        return (self.in_play_mask & _BR).bit_count()

    @property
    def legal_moves(self) -> list[Card]:
        """The cards the player to move may play, in card order."""
        return _cards(self._legal_mask())

    def _legal_mask(self) -> int:
        if self.led is None:
            return self.hand.mask
        return phase2_follows(self.hand.mask, self.led.index, _trump_int(self.trump))

    def play(self, card: Card | str) -> Phase2Position:
        """The position after the player to move plays ``card``, seen by the next player to move.

        ``won`` stays the Phase 1 counts (swapped when the other player is to
        move): the brisques of a trick just completed are out of play and no
        part of the new position's values. Raises
        :class:`~penchant.errors.IllegalPlayError` for a card not held or not
        allowed, and :class:`~penchant.errors.InvalidRecordError` when the play
        ends the deal (nothing is left to solve).
        """
        c = card if isinstance(card, Card) else Card.parse(card)
        if c not in self.hand:
            raise IllegalPlayError(f"{str(c)!r} is not in hand {str(self.hand)!r}")
        if not self._legal_mask() & c.bit:
            raise IllegalPlayError(
                f"{str(c)!r} may not follow {str(self.led)!r}: follow suit and win if able, "
                f"else trump if able; allowed: {_fmt(self._legal_mask())!r}"
            )
        rest = CardSet(self.hand.mask ^ c.bit)
        swapped = (self.won[1], self.won[0])
        if self.led is None:
            return Phase2Position(self.opp_hand, rest, self.trump, c, swapped)
        if follower_wins(self.led.index, c.index, _trump_int(self.trump)):
            return Phase2Position(rest, self.opp_hand, self.trump, None, self.won)
        return Phase2Position(self.opp_hand, rest, self.trump, None, swapped)

    @classmethod
    def from_json(cls, data: Mapping[str, Any] | str) -> Phase2Position:
        """Read ``{"hand": [...], "opp_hand": [...], "trump": "H"|null, "led": "QS"|null, "won": [m, t]}``.

        Hands may also be space-separated text. Other keys (such as ``rules``)
        are ignored. A JSON string is parsed first.
        """
        if isinstance(data, str):
            try:
                data = json.loads(data)
            except json.JSONDecodeError as exc:
                raise InvalidRecordError(f"{data!r} is not JSON: {exc.msg}") from None
        if not isinstance(data, Mapping):
            raise InvalidRecordError(f"a position must be a JSON object, not {data!r}")
        for key in ("hand", "opp_hand"):
            if key not in data:
                raise InvalidRecordError(f"position {dict(data)!r} has no {key!r}")
        hand, opp, trump, led, won = (
            data["hand"], data["opp_hand"], data.get("trump"), data.get("led"), data.get("won", (0, 0))
        )
        if not isinstance(trump, str | None):
            raise InvalidNotationError(f"trump {trump!r} is not a suit: write S, H, D, C or null")
        if not isinstance(led, str | None):
            raise InvalidNotationError(f"led {led!r} is not a card: write it as text, such as 'QS', or null")
        if not isinstance(won, list | tuple | str):
            raise InvalidRecordError(f"won {won!r} is not a pair: write [mine, theirs]")
        return cls(_json_cards(hand, "hand"), _json_cards(opp, "opp_hand"), trump, led, won)

    def to_json(self) -> dict[str, Any]:
        """The JSON form read by :meth:`from_json`."""
        return {
            "hand": [str(c) for c in self.hand],
            "opp_hand": [str(c) for c in self.opp_hand],
            "trump": None if self.trump is None else self.trump.letter,
            "led": None if self.led is None else str(self.led),
            "won": [self.won[0], self.won[1]],
        }

    def __str__(self) -> str:
        trump = "none" if self.trump is None else self.trump.letter
        led = "" if self.led is None else f" led {self.led}"
        return (
            f"hand {self.hand} | opp {self.opp_hand} | trump {trump}{led} | "
            f"won {self.won[0]}-{self.won[1]}"
        )


def _trump_int(trump: Suit | None) -> int | None:
    return None if trump is None else int(trump)


def _cards(mask: int) -> list[Card]:
    out: list[Card] = []
    while mask:
        low = mask & -mask
        out.append(DECK[low.bit_length() - 1])
        mask ^= low
    return out


def _fmt(mask: int) -> str:
    return " ".join(str(c) for c in _cards(mask))


# ---------------------------------------------------------------------------
# Values


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

    (own brisquettes - opponent's) x brisquette points + (own book bonus -
    opponent's), the book bonus counted on Phase 1 + Phase 2 totals.
    Monotone (non-decreasing) in ``brisques``.
    """
    total = position.brisques_in_play
    if not 0 <= brisques <= total:
        raise InvalidRecordError(f"{brisques!r} brisques is not between 0 and the {total} in play")
    theirs = total - brisques
    mine_bonus, their_bonus = profile.book_bonus((position.won[0] + brisques, position.won[1] + theirs))
    return (brisques - theirs) * profile.brisquette_points + mine_bonus - their_bonus


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
        trump = "none" if pos.trump is None else pos.trump.letter
        lines = [
            f"hand {pos.hand}   opponent {pos.opp_hand}",
            f"trump {trump}   "
            + (f"to follow {pos.led}" if pos.led is not None else "to lead")
            + f"   won in Phase 1 {pos.won[0]}-{pos.won[1]}   rules {self.profile.name}"
            + f"   brisques in play {pos.brisques_in_play}",
            "move  brisques  points",
        ]
        best = set(self.best)
        for c, v in self.moves.items():
            mark = "  best" if c in best else ""
            lines.append(f"{c!s:<4}  {v.brisques:>8}  {v.points:>+6}{mark}")
        return "\n".join(lines)


# ---------------------------------------------------------------------------
# The fast search


Search = Callable[[int, int, int, int], int]


def _make_search(trump: int | None, tt: dict[int, tuple[int, int]]) -> Search:
    """An alpha-beta search over whole tricks, for one trump, sharing ``tt``.

    ``search(lead, follow, alpha, beta)`` is the number of brisques the player
    to lead takes from the remaining tricks, when ``lead`` and ``follow`` (equal
    sized, non-empty masks) are the two hands at a trick boundary. Fail-soft: a
    result ``<= alpha`` is an upper bound, ``>= beta`` a lower bound, anything
    between is exact.
    """
    br = _BR
    higher = _HIGHER
    suit_of = _SUIT
    tmask = 0 if trump is None else 0xFF << (8 * trump)
    get = tt.get

    def search(lh: int, fh: int, alpha: int, beta: int) -> int:
        p = lh | fh
        r = (p & br).bit_count()
        if r == 0 or beta <= 0:
            return 0
        if alpha >= r:
            return r
        if lh & (lh - 1) == 0:
            # Last trick: the follower's only card decides it.
            li = lh.bit_length() - 1
            if fh & suit_of[li]:
                return 0 if fh > lh else r
            return 0 if fh & tmask else r
        key = lh << 32 | fh
        entry = get(key)
        if entry is not None:
            lo, hi = entry
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
        else:
            lo, hi = 0, r
        if beta > r:
            beta = r
        a = alpha
        best = -1
        # Leads, highest index first (Aces before Kings, clubs before spades):
        # high cards tend to be the strong leads.
        m = lh
        while m:
            li = m.bit_length() - 1
            lb = 1 << li
            m ^= lb
            # Equivalent leads: skip a card whose next higher card in play is
            # also ours with the same brisque status (that one is searched).
            up = p & higher[li]
            if up:
                nb = up & -up
                if nb & lh and (not nb & br) == (not lb & br):
                    continue
            same = fh & suit_of[li]
            if same:
                win = same & higher[li]
                legal = win if win else same
            elif fh & tmask:
                legal = win = fh & tmask
            else:
                legal = fh
                win = 0
            l2 = lh ^ lb
            lbr = 1 if lb & br else 0
            v = r + 1
            b_in = beta
            # Follows. When the follower wins, try his brisques first (he
            # takes them); when he loses, try his non-brisques first.
            if win:
                order = (legal & br, legal & ~br)
            else:
                order = (legal & ~br, legal & br)
            cut = False
            for part in order:
                while part:
                    fb = part & -part
                    part ^= fb
                    fi = fb.bit_length() - 1
                    up = p & higher[fi]
                    if up:
                        nb = up & -up
                        if nb & legal and (not nb & br) == (not fb & br):
                            continue
                    f2 = fh ^ fb
                    if win:
                        r2 = r - lbr - (1 if fb & br else 0)
                        val = r2 - search(f2, l2, r2 - b_in, r2 - a)
                    else:
                        tb = lbr + (1 if fb & br else 0)
                        val = tb + search(l2, f2, a - tb, b_in - tb)
                    if val < v:
                        v = val
                        if v <= a:
                            cut = True
                            break
                        b_in = v
                if cut:
                    break
            if v > best:
                best = v
                if best >= beta:
                    break
                if best > a:
                    a = best
        if best <= alpha:
            if best < hi:
                hi = best
        elif best >= beta:
            if best > lo:
                lo = best
        else:
            lo = hi = best
        tt[key] = (lo, hi)
        return best

    return search


def _follow_values(
    search: Search, hand: int, opp: int, led: int, trump: int | None, legal: int
) -> dict[int, int]:
    """Exact brisques the follower (holding ``hand``) takes after each legal follow of ``led``.

    Equivalent follows share the value of the one searched.
    """
    p = hand | opp | (1 << led)
    lbr = 1 if (1 << led) & _BR else 0
    out: dict[int, int] = {}
    # Highest first, so an equivalent card finds the value of the next higher one.
    for fi in sorted(_indices(legal), reverse=True):
        fb = 1 << fi
        up = p & _HIGHER[fi]
        if up:
            nb = up & -up
            if nb & legal and (not nb & _BR) == (not fb & _BR):
                out[fi] = out[nb.bit_length() - 1]
                continue
        tb = lbr + (1 if fb & _BR else 0)
        h2 = hand ^ fb
        if follower_wins(led, fi, trump):
            out[fi] = tb + (search(h2, opp, -1, _TOTAL_BRISQUES + 1) if h2 else 0)
        elif not h2:
            out[fi] = 0
        else:
            r2 = ((h2 | opp) & _BR).bit_count()
            out[fi] = r2 - search(opp, h2, -1, _TOTAL_BRISQUES + 1)
    return out


def _lead_value(search: Search, hand: int, opp: int, li: int, trump: int | None) -> int:
    """Exact brisques the leader (holding ``hand``) takes after leading card ``li``.

    The follower's replies are searched with a shrinking window: only a
    reply better for him than the best found so far needs an exact value.
    """
    lb = 1 << li
    rest = hand ^ lb
    p = hand | opp
    r = (p & _BR).bit_count()
    lbr = 1 if lb & _BR else 0
    legal = phase2_follows(opp, li, trump)
    wins = follower_wins(li, (legal & -legal).bit_length() - 1, trump)
    v = r + 1
    for fi in sorted(_indices(legal), reverse=True):
        fb = 1 << fi
        up = p & _HIGHER[fi]
        if up:
            nb = up & -up
            if nb & legal and (not nb & _BR) == (not fb & _BR):
                continue
        tb = lbr + (1 if fb & _BR else 0)
        o2 = opp ^ fb
        if not rest:
            val = 0 if wins else tb
        elif wins:
            r2 = r - tb
            val = r2 - search(o2, rest, r2 - v, _TOTAL_BRISQUES + 1)
        else:
            val = tb + search(rest, o2, -1, v - tb)
        if val < v:
            v = val
    return v


TransTable = dict[int, tuple[int, int]]
"""A transposition table: two hands at a trick boundary -> (lower, upper) bound of the leader's brisques."""


def move_values(
    hand: int, opp: int, trump: int | None, led: int | None = None, tt: TransTable | None = None
) -> dict[int, int]:
    """Exact value of every legal move, on bit masks: card index -> Phase 2 brisques the mover takes.

    ``hand`` is the player to move, ``opp`` the other; ``led`` the index of
    the card the opponent led, or ``None`` when the player to move leads. No
    validation: use :func:`solve` for checked input. ``tt`` is the
    transposition table to use (a fresh one by default); a table is only
    valid for one trump.
    """
    search = _make_search(trump, {} if tt is None else tt)
    if led is not None:
        return _follow_values(search, hand, opp, led, trump, phase2_follows(hand, led, trump))
    p = hand | opp
    out: dict[int, int] = {}
    for li in sorted(_indices(hand), reverse=True):
        lb = 1 << li
        up = p & _HIGHER[li]
        if up:
            nb = up & -up
            if nb & hand and (not nb & _BR) == (not lb & _BR):
                out[li] = out[nb.bit_length() - 1]
                continue
        out[li] = _lead_value(search, hand, opp, li, trump)
    return out


def brisques_value(
    hand: int, opp: int, trump: int | None, led: int | None = None, tt: TransTable | None = None
) -> int:
    """The Phase 2 brisques the player to move takes from here under best play (bit masks).

    Same arguments as :func:`move_values`; faster when leading, as it needs no
    exact value for the moves that are not best.
    """
    search = _make_search(trump, {} if tt is None else tt)
    if led is None:
        if not hand:
            return 0
        return search(hand, opp, -1, _TOTAL_BRISQUES + 1)
    return max(_follow_values(search, hand, opp, led, trump, phase2_follows(hand, led, trump)).values())


def solve(
    position: Phase2Position, profile: Profile | str = "kandell", tt: TransTable | None = None
) -> Solution:
    """The exact value of every legal move of ``position`` for the player to move.

    A move's value is the Phase 2 brisques the player ends with (this trick
    included) when both sides play best from then on, and the net points
    that gives under ``profile`` (:func:`phase2_points`). Each call uses a
    fresh transposition table unless ``tt`` passes one in (valid for one
    trump only), so memory stays bounded by one position's search.
    """
    prof = get_profile(profile)
    trump = _trump_int(position.trump)
    led = None if position.led is None else position.led.index
    values = move_values(position.hand.mask, position.opp_hand.mask, trump, led, tt)
    moves = {
        DECK[i]: MoveValue(b, phase2_points(position, prof, b)) for i, b in sorted(values.items())
    }
    top = max(v.brisques for v in moves.values())
    best = [c for c, v in moves.items() if v.brisques == top]
    return Solution(position=position, profile=prof, moves=moves, best=best)


def best_line(position: Phase2Position, profile: Profile | str = "kandell") -> list[Card]:
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
    trump = _trump_int(position.trump)
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
            r = ((me | opp) & _BR).bit_count()
            best = max(r - value(opp, me ^ (1 << c), c) for c in _indices(me))
        else:
            best = max(_follow(me, opp, led, c) for c in _indices(phase2_follows(me, led, trump)))
        memo[key] = best
        return best

    def _follow(me: int, opp: int, led: int, c: int) -> int:
        tb = ((1 << led | 1 << c) & _BR).bit_count()
        rest = me ^ (1 << c)
        if follower_wins(led, c, trump):
            return tb + value(rest, opp, -1)
        return ((rest | opp) & _BR).bit_count() - value(opp, rest, -1)

    hand = position.hand.mask
    opp = position.opp_hand.mask
    if position.led is None:
        r = ((hand | opp) & _BR).bit_count()
        return {DECK[c]: r - value(opp, hand ^ (1 << c), c) for c in _indices(hand)}
    led = position.led.index
    return {DECK[c]: _follow(hand, opp, led, c) for c in _indices(phase2_follows(hand, led, trump))}


def _indices(mask: int) -> Iterable[int]:
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def as_position(
    hand: CardsLike,
    opp_hand: CardsLike,
    trump: Suit | str | None = None,
    led: Card | str | None = None,
    won: tuple[int, int] | list[int] | str = (0, 0),
) -> Phase2Position:
    """Same as the :class:`Phase2Position` constructor: ``as_position("AH TH", "7H KS", "H", won="3-4")``."""
    return Phase2Position(hand, opp_hand, trump, led, won)
