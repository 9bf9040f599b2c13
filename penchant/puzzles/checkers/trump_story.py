"""A trump puzzle's story and its replay: each trick's declaration (:class:`Event`, read from a puzzle by
:func:`events_of`, numbered by :func:`trick_of`, told by :func:`describe_events`) and the replay of the story
through :class:`penchant.play.state.DealState` under the puzzle's rules (:func:`replay`: the trump and the event that
set it, the engine validating every declaration). The quiz on it is :mod:`penchant.puzzles.checkers.trump`; its reasons,
themes and hints :mod:`penchant.puzzles.checkers.trump_reasons`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from penchant.errors import PenchantError, PuzzleError
from penchant.play.moves import Declare, Pass, Stage
from penchant.play.state import DealState
from penchant.puzzles.model import Puzzle
from penchant.rules.cards import FULL_MASK, PACK, CardSet, cards_of
from penchant.rules.combinations import DeclaredRecord, check_declaration, classify
from penchant.rules.holdings import Holdings
from penchant.rules.kinds import Kind
from penchant.rules.limits import players_declarations_problem
from penchant.rules.procedure import other_player, table_at_declaration
from penchant.rules.profiles import Profile
from penchant.rules.suits_and_ranks import Rank, Suit
from penchant.words.cards import cards_words
from penchant.words.kinds import combination_words, kind_words

__all__ = [
    "queen_suit", "table_before", "Event", "describe_events", "events_of", "replay", "trick_of"
]

_WHO: Final = ("you", "your opponent")


@dataclass(frozen=True)
class Event:
    """One trick's declaration: who won the trick, who declared which cards."""

    winner: int
    declarer: int
    cards: CardSet
    trick: int = 0
    """The trick this declaration followed (0: not told; the story then numbers them in order)."""

    @property
    def kind(self) -> Kind | None:
        return classify(self.cards)

    @property
    def by_loser(self) -> bool:
        return self.declarer != self.winner

    def __str__(self) -> str:
        k = self.kind
        return self._said(f"{kind_words(k)} {self.cards}" if k else str(self.cards))

    @property
    def words(self) -> str:
        """The declaration as a reader sees it, said from its parts with its cards in symbols (``str()`` is the
        notation): ``"you won the trick and declared penchant Q♠ J♦"``."""
        k = self.kind
        return self._said(combination_words(k, self.cards) if k else cards_words(self.cards))

    def _said(self, what: str) -> str:
        if self.by_loser:
            return f"{_WHO[self.winner]} won the trick and passed; {_WHO[self.declarer]} declared {what}"
        return f"{_WHO[self.winner]} won the trick and declared {what}"


def events_of(puzzle: Puzzle) -> list[Event]:
    raw = puzzle.position.get("events")
    if not isinstance(raw, list) or not raw:
        raise PuzzleError.of_puzzle(puzzle.id, "position['events'] must be a non-empty list")
    out = []
    for e in raw:
        try:
            w, d = int(e["winner"]), int(e["declarer"])
            cards = CardSet(e["cards"])
            trick = int(e.get("trick", 0))
        except (KeyError, TypeError, ValueError, PenchantError) as exc:
            raise PuzzleError.of_puzzle(puzzle.id, f"event {e!r}: {exc}") from None
        if w not in (0, 1) or d not in (0, 1):
            raise PuzzleError.of_puzzle(puzzle.id, f"event {e!r}: players are 0 (you) and 1 (your opponent)")
        out.append(Event(w, d, cards, trick))
    # what one deal can hold: one declaration a trick of the first ten, each kind within the pack, the two
    # players' within their own tables (an event that is no combination is refused when it is replayed)
    kinds = [[e.kind for e in out if e.declarer == p and e.kind is not None] for p in (0, 1)]
    problem = players_declarations_problem(kinds[0], kinds[1])
    if problem is not None:
        raise PuzzleError.of_puzzle(puzzle.id, f"{problem}")
    return out


def trick_of(events: Sequence[Event], i: int) -> int:
    """The number of the trick the ``i``-th declaration followed: as the puzzle tells it, else counted in
    order from 1 (what the story and the feedback both say)."""
    return events[i].trick or i + 1


def describe_events(events: Sequence[Event]) -> list[str]:
    return [f"trick {trick_of(events, i)}: {e.words}" for i, e in enumerate(events)]


def replay(events: Sequence[Event], profile: Profile) -> tuple[int | None, int | None]:
    """Replay the declarations through the deal state machine: (trump suit, index of the
    event that set it), each ``None`` if no penchant set trump. A story the deal refuses is a
    :class:`~penchant.errors.PuzzleError` said of its trick (the engine's own refusal kept, its parts with it);
    a puzzle's caller names the puzzle (:meth:`~penchant.errors.PuzzleError.of_puzzle`)."""
    used = 0
    for e in events:
        used |= e.cards.mask
    spare = [c.index for c in cards_of(FULL_MASK & ~used)]
    if len(spare) < 4:
        raise PuzzleError("the declarations use too many cards to replay")
    tables = [0, 0]
    trump: Suit | None = None
    declared: list[list[DeclaredRecord]] = [[], []]
    setter: int | None = None
    for i, e in enumerate(events):
        d, w = e.declarer, e.winner
        m = e.cards.mask
        if m & tables[other_player(d)]:
            raise PuzzleError(
                f"trick {trick_of(events, i)}: {CardSet.from_mask(m & tables[other_player(d)])} is on the other "
                "player's table"
            )
        hands = [CardSet(), CardSet()]
        hands[d] = CardSet.from_mask(m & ~tables[d])
        tables[d] = table_at_declaration(tables[d], m, declared[d])
        # The story names no dealer, and who dealt bears on no declaration nor on the trump a penchant sets.
        st = DealState.at_declaration(
            profile, dealer=0, winner=w, hands=hands,
            tables=[CardSet.from_mask(tables[0]), CardSet.from_mask(tables[1])], stock=[PACK[c] for c in spare[:4]],
            trump=trump, declared=declared,
        )
        before = trump

        refusing = f"trick {trick_of(events, i)} ({e}): the engine refuses it"
        try:
            if d == w:
                st.apply(Declare(e.cards))
            else:
                st.apply(Pass())
                if st.stage is not Stage.PENCHANT or st.to_move != d:
                    holdings = Holdings.from_masks(m & ~tables[d], tables[d], tables[other_player(d)])
                    v = check_declaration(e.cards, holdings, profile, penchant_only=True)
                    raise PuzzleError(f"{refusing}: {v.reason}", reason=str(v.reason))
                st.apply(Declare(e.cards))
        except PuzzleError:
            raise
        except PenchantError as exc:
            raise exc.as_a(PuzzleError).within(refusing) from None
        tables = list(st.tables_mask)
        declared = [list(st.declared_masks[0]), list(st.declared_masks[1])]
        trump = None if st.trump is None else Suit(st.trump)
        if before is None and trump is not None:
            setter = i
    return trump, setter


def queen_suit(cards: CardSet) -> int | None:
    """The suit (its number) of the Queen among ``cards``, a penchant's (``None`` if none): the trump a player who
    misreads the rule would name, taking the Queen's suit for trump (the misreading "the Queen names trump" the trump
    puzzles model). The rules' trump is the Jack's suit (:mod:`penchant.rules.trump`)."""
    queens = [c for c in cards if c.rank == Rank.QUEEN]
    return int(queens[0].suit) if queens else None


def table_before(events: Sequence[Event], i: int, player: int) -> int:
    """The cards ``player`` had declared (a mask) before the story's event ``i``."""
    m = 0
    for e in events[:i]:
        if e.declarer == player:
            m |= e.cards.mask
    return m
