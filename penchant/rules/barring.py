"""Barring: when a major set on the opponent's table stops a minor set.

Only sets (pair, triplet, quadruplet) of minor ranks (7 8 9 T) can be barred.
What counts is the cards on each *table*, however they were declared; cards
in hands never bar. The sources read the rule two ways; the profile switch
``barring`` chooses:

``by_size`` (Kandell; profiles ``kandell`` and ``modern``)
    For a size ``n``, ``best_n(table)`` is the highest major rank with at least
    ``n`` cards on that table. A player may not declare a minor set of size
    ``m`` if for some ``n >= m`` the opponent has ``best_n`` and the player has
    no ``best_n`` of equal or higher rank.

``by_value`` (Foster; profile ``foster``)
    Sets are ordered by value, then rank (Foster: pair 20, triplet 30,
    quadruplet 100; every profile's set values rise with the size, so this is
    size, then rank). Let M be the best major set on the opponent's table and
    B the best set of any rank on the player's own table. A minor set D is
    barred iff M exists, M is worth at least D, and M is strictly better than
    B (or the player's table holds no set). A tie does not bar.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Final, Literal

from penchant.errors import InvalidNotationError
from penchant.rules.cards import (
    MAJOR_MASK,
    MAJOR_RANKS,
    MINOR_RANKS,
    RANK_MASKS,
    Card,
    CardSet,
    CardsLike,
    Rank,
    Suit,
    mask_of,
)
from penchant.rules.holdings import Holdings
from penchant.rules.kinds import Kind
from penchant.rules.number_words import number_words

if TYPE_CHECKING:
    from penchant.rules.profiles import Profile

__all__ = [
    "best_n", "best_set", "BarReport", "Bar", "bar_report", "is_barred", "is_barred_on_masks", "barring_summary",
    "is_minor_set", "major_cards", "major_set_cards", "barred_set_sizes", "reading_of", "SIZE_NAMES", "SIZE_PLURALS",
    "SET_SIZES", "LARGEST_SET", "big_enough_to_bar", "long_enough_to_answer",
    "READINGS", "rule_words", "SetOnTable", "FreeReport", "free_report", "sets_on_table",
]

Reading = Literal["by_size", "by_value"]
READINGS: Final = ("by_size", "by_value")
SIZE_NAMES: Final = {2: "pair", 3: "triplet", 4: "quadruplet"}
SIZE_PLURALS: Final = {2: "pairs", 3: "triplets", 4: "quadruplets"}
"""A set's size in words (``SIZE_NAMES``), and several of them (``SIZE_PLURALS``)."""
SET_SIZES: Final = tuple(SIZE_NAMES)
"""The sizes of a set, (2, 3, 4): a pair, a triplet, a quadruplet."""
LARGEST_SET: Final = max(SET_SIZES)
"""The most cards a set holds: a quadruplet's four."""
_MAJOR: Final = tuple(int(r) for r in reversed(MAJOR_RANKS))
"""The major ranks as numbers, highest first (the fast path's order)."""
_ALL_RANKS: Final = tuple(int(r) for r in reversed(Rank))


def is_minor_set(kind: Kind | None, cards: CardSet | int) -> bool:
    """Whether a combination is a minor set: a pair, triplet or quadruplet of Sevens, Eights, Nines or
    Tens, the only combinations a bar can stop. ``kind`` is the combination's (``classify(cards)``).

    >>> is_minor_set(Kind.PAIR, CardSet("9S 9H")), is_minor_set(Kind.PAIR, CardSet("QS QH"))
    (True, False)
    """
    if kind is None:
        return False
    if not isinstance(kind, Kind):
        raise InvalidNotationError(f"{kind!r} is not a kind of combination (a Kind, such as Kind.PAIR)")
    mask = cards.mask if isinstance(cards, CardSet) else cards
    return kind.is_set and not mask & MAJOR_MASK


def major_cards() -> list[Card]:
    """The pack's sixteen major cards, the cards whose sets bar: the Jacks, then the Queens, Kings and Aces,
    each rank's four in suit order (so that sets of a rank line up when shown).

    >>> " ".join(str(c) for c in major_cards()[:5])
    'JS JH JD JC QS'
    """
    return [Card(r, s) for r in MAJOR_RANKS for s in Suit]


def major_set_cards(table: CardSet | int) -> int:
    """The cards of ``table`` that form major sets (two or more Jacks, Queens, Kings or Aces): the
    cards that bar the opponent's minor sets. A mask; 0 if the table bars nothing.
    """
    t = table.mask if isinstance(table, CardSet) else table
    out = 0
    for r in _MAJOR:
        cards = t & RANK_MASKS[r]
        if cards.bit_count() >= 2:
            out |= cards
    return out


def reading_of(barring: Reading | Profile | str) -> Reading:
    """The barring reading of a profile (or a reading given by name)."""
    value = barring if isinstance(barring, str) else barring.barring
    if value == "by_size":
        return "by_size"
    if value == "by_value":
        return "by_value"
    raise InvalidNotationError(f"barring {value!r} is not by_size or by_value")


_RULE_WORDS: Final[dict[Reading, str]] = {
    "by_size": "A major set bars minor sets of its own size or smaller; only a major set at least as long, "
               "as high or higher, unbars, and a longer minor set is never barred by a shorter major one.",
    "by_value": "The opponent's best major set bars your minor sets worth no more than it, unless your own best "
                "set on the table, of any rank, is as good: a bigger set, or one of the same size as high or "
                "higher (a tie does not bar).",
}


def rule_words(barring: Reading | Profile | str) -> str:
    """The barring rule in a sentence, as the reading (a profile's, or one given by name) states it.

    >>> rule_words("by_value").startswith("The opponent's best major set")
    True
    """
    return _RULE_WORDS[reading_of(barring)]


def _best_n_index(table: int, n: int) -> int:
    """Fast path: rank number 4..7 of ``best_n`` or -1."""
    for r in _MAJOR:
        if (table & RANK_MASKS[r]).bit_count() >= n:
            return r
    return -1


def _best_set(table: int, ranks: tuple[int, ...]) -> tuple[int, int]:
    """The best (size, rank) set of ``ranks`` on ``table`` (size capped at 4), or (0, -1)."""
    best = (0, -1)
    for r in ranks:
        c = (table & RANK_MASKS[r]).bit_count()
        if c >= 2 and (c, r) > best:
            best = (c, r)
    return best


def best_n(table: CardsLike, n: int) -> Rank | None:
    """The highest major rank of which ``table`` holds at least ``n`` cards."""
    r = _best_n_index(mask_of(table), n)
    return None if r < 0 else Rank(r)


def best_set(table: CardsLike, major_only: bool = False) -> tuple[int, Rank] | None:
    """The best set on ``table`` by value, then rank, as (size, rank); ``None`` if it holds no set."""
    size, r = _best_set(mask_of(table), _MAJOR if major_only else _ALL_RANKS)
    return None if size == 0 else (size, Rank(r))


def big_enough_to_bar(major_size: int, minor_size: int) -> bool:
    """Whether a major set of ``major_size`` cards is big enough to bar a minor set of ``minor_size``: under both
    readings a set bars only sets of its own size or smaller (by size, a set of the same size or smaller; by value,
    a set worth as much or less, and a set of fewer cards is worth less whatever its rank).

    >>> big_enough_to_bar(2, 3), big_enough_to_bar(3, 3), big_enough_to_bar(4, 2)
    (False, True, True)
    """
    return major_size >= minor_size


def long_enough_to_answer(own_size: int, bar_size: int) -> bool:
    """By size, whether a major set of ``own_size`` cards is long enough to answer a bar of ``bar_size`` cards (it
    answers if it is also as high or higher): a shorter set never does.

    >>> long_enough_to_answer(2, 3), long_enough_to_answer(3, 3), long_enough_to_answer(4, 3)
    (False, True, True)
    """
    return own_size >= bar_size


def _barred_by_size(size: int, table: int, opp_table: int) -> bool:
    for n in range(size, 5):
        theirs = _best_n_index(opp_table, n)
        if theirs >= 0 and _best_n_index(table, n) < theirs:
            return True
    return False


def _barred_by_value(size: int, table: int, opp_table: int) -> bool:
    theirs = _best_set(opp_table, _MAJOR)
    if not big_enough_to_bar(theirs[0], size):  # no major set, or one worth less than the minor set declared
        return False
    return _best_set(table, _ALL_RANKS) < theirs


def is_barred_on_masks(size: int, table: int, opp_table: int, reading: Reading) -> bool:
    """The fast path of :func:`is_barred` for search: ``table`` and ``opp_table`` are card masks, unchecked.

    ``size`` is the minor set's size (2, 3 or 4); ``reading`` the profile's ``barring`` switch, required:
    the two readings disagree (Foster's two Queens are answered by a minor triplet, Kandell's are not),
    so no reading is assumed.
    """
    if not opp_table:
        return False
    if reading == "by_value":
        return _barred_by_value(size, table, opp_table)
    return _barred_by_size(size, table, opp_table)


def barred_set_sizes(table: int, opp_table: int, reading: Reading | Profile | str) -> tuple[int, ...]:
    """The sizes of minor set (2, 3, 4) the owner of ``table`` may not declare now, under the profile's
    reading: the one answer to "which minor sets are barred" (card masks, as the fast path takes them).

    >>> from penchant.rules.cards import CardSet
    >>> barred_set_sizes(0, CardSet("QS QD").mask, "by_size"), barred_set_sizes(0, CardSet("KS KH KD").mask, "by_size")
    ((2,), (2, 3))
    """
    r = reading_of(reading)
    return tuple(n for n in SET_SIZES if is_barred_on_masks(n, table, opp_table, r))


def _left(opp_table: int) -> tuple[int, ...]:
    """For each rank, the cards of it not on the opponent's table (the most the player could ever show)."""
    return tuple(4 - (opp_table & RANK_MASKS[r]).bit_count() for r in range(8))


@dataclass(frozen=True)
class Bar:
    """One reason a minor set is barred: the opponent's major set of ``size`` cards of ``rank``."""

    size: int
    rank: Rank
    cards: CardSet
    """The opponent's table cards of that rank (they form the barring set)."""
    own_best: Rank | None
    """By size: the player's own best major set of that size, too low to unbar (or none).
    By value: the rank of the player's best set of any rank (or none)."""
    reading: Reading
    own_size: int = 0
    """By value: the size of the player's best set (0: none)."""
    left: tuple[int, ...] = (4, 4, 4, 4, 4, 4, 4, 4)
    """For each rank 7..A, how many of its cards are not on the opponent's table."""
    barred_size: int = 0
    """The size of the minor set this bar stops (0: :attr:`size`, as under the by-size reading)."""

    @property
    def must_leave(self) -> int:
        """How many of :attr:`cards` must leave the opponent's table (played to tricks) before they no longer
        form a major set of :attr:`size`: three Jacks bar minor pairs until two of them are played.

        >>> Bar(2, Rank.JACK, CardSet("JS JH JD"), None, "by_size").must_leave
        2
        >>> Bar(3, Rank.JACK, CardSet("JS JH JD"), Rank.ACE, "by_value", 2, barred_size=2).must_leave
        1
        """
        smallest = self.barred_size or self.size
        played = 1
        while True:
            rest = len(self.cards) - played
            if rest < smallest:
                return played
            # by value, the player's own best set answers the rest once it is worth as much
            if (self.reading == "by_value" and self.own_best is not None
                    and (self.own_size, self.own_best) >= (rest, self.rank)):
                return played
            played += 1

    def _theirs(self) -> str:
        theirs = f"{number_words(self.size)} {self.rank.plural} ({self.cards})"
        if len(self.cards) > self.size:
            count = number_words(len(self.cards))
            theirs = f"{count} {self.rank.plural} ({self.cards})"
        return f"{theirs}, a major {SIZE_NAMES[self.size]}"

    def explain(self) -> str:
        if self.reading == "by_value":
            own = (
                f"your best set on the table, {number_words(self.own_size)} {self.own_best.plural}, "
                "is not as good"
                if self.own_best is not None
                else "you have no set on your table"
            )
            return f"the opponent's table holds {self._theirs()}, worth as much or more, and {own}"
        own = (
            f"your best major {SIZE_NAMES[self.size]} is only {self.own_best.plural}"
            if self.own_best is not None
            else f"you have no major {SIZE_NAMES[self.size]} on your table"
        )
        return f"the opponent's table holds {self._theirs()}, and {own}"

    def makeable(self) -> list[tuple[int, Rank]]:
        """The sets (size, rank) the player could still show that would meet this bar.

        Only sets with enough cards left off the opponent's table are named: against three Kings
        on his table no one can show a King triplet.
        """
        out: list[tuple[int, Rank]] = []
        if self.reading == "by_value":
            sizes = range(self.size, 5)
            for n in sizes:
                for r in range(8):
                    if (n > self.size or r >= self.rank) and self.left[r] >= n:
                        out.append((n, Rank(r)))
            return out
        for r in range(int(self.rank), 8):
            if self.left[r] >= self.size:
                out.append((self.size, Rank(r)))
        return out

    def unbar_hint(self) -> str:
        """What on the player's own table would meet this bar (only sets that can still be made)."""
        sets = self.makeable()
        if not sets:
            return (f"no {SIZE_NAMES[self.size]} of {self.rank.plural} or better can be shown "
                    f"while these stay on the opponent's table")
        if self.reading == "by_value":
            parts = []
            same = [r for n, r in sets if n == self.size]
            if same:
                parts.append(f"{number_words(self.size)} {' or '.join(r.plural for r in same)}")
            for n in range(self.size + 1, 5):
                ranks = [r for m, r in sets if m == n]
                if len(ranks) == 8:
                    parts.append(f"{number_words(n)} of any rank")
                elif ranks:
                    parts.append(f"{number_words(n)} {' or '.join(r.plural for r in ranks)}")
            return f"a set as good on your own table: {', or '.join(parts)}"
        return f"a major {SIZE_NAMES[self.size]} of {' or '.join(r.plural for _, r in sets)} on your own table"

    def dominates(self, other: Bar) -> bool:
        """Meeting this bar meets ``other`` too (larger size, rank as high)."""
        return self is not other and self.size >= other.size and self.rank >= other.rank


@dataclass(frozen=True)
class BarReport:
    """Why a minor set of ``size`` cards is barred: every barring set, and what unbars.

    ``bars`` lists the opponent's barring set for every size ``n >= size``
    (by size), or his one best major set (by value); ``lifting`` the
    opponent's table cards any one of which, played from the table, would
    lift the whole bar (often none).
    """

    size: int
    bars: tuple[Bar, ...]
    lifting: CardSet = field(default_factory=CardSet)

    @property
    def barring_cards(self) -> CardSet:
        m = 0
        for b in self.bars:
            m |= b.cards.mask
        return CardSet.from_mask(m)

    @property
    def lasting_bars(self) -> tuple[Bar, ...]:
        """The bars that outlast the opponent playing his table's cards: of one rank, the smallest set's (three
        Jacks barring pairs: the pair of Jacks bars until two of them are played), which is how a bar is lifted
        from the other side, as :attr:`main_bars` is how it is met."""
        return tuple(b for b in self.bars if not any(o.rank == b.rank and o.size < b.size for o in self.bars))

    @property
    def main_bars(self) -> tuple[Bar, ...]:
        """The bars not implied by a larger one (four Kings: just the quadruplet)."""
        return tuple(b for b in self.bars if not any(o.dominates(b) for o in self.bars))

    def at_a_glance(self, opponent: str = "the opponent") -> str:
        """The bar in a few words, for a line read between tricks (:meth:`explain` says it all, and how to
        unbar): ``minor pairs are barred by Ada's two Queens (QS QH) on the table``.

        >>> report = bar_report(2, Holdings.parse(table="JS JH", opp_table="QS QH"), "by_size")
        >>> report.at_a_glance("Ada")
        "minor pairs are barred by Ada's two Queens (QS QH) on the table"
        """
        sets = " and ".join(f"{number_words(len(b.cards))} {b.rank.plural} ({b.cards})"
                            for b in self.main_bars)
        return f"minor {SIZE_NAMES[self.size]}s are barred by {opponent}'s {sets} on the table"

    def explain(self) -> str:
        what = f"minor {SIZE_NAMES[self.size]}s"
        main = self.main_bars
        reasons = "; ".join(b.explain() for b in main)
        hints = " and ".join(b.unbar_hint() for b in main)
        text = f"{what} are barred: {reasons}. To unbar: {hints}"
        if self.lifting:
            text += f"; or the opponent playing {' or '.join(str(c) for c in self.lifting)} from the table"
        return text


def bar_report(size: int, holdings: Holdings, barring: Reading | Profile | str) -> BarReport | None:
    """The bars on a minor set of ``size`` cards for the owner of ``holdings``, or ``None`` if it is free.

    Only the two tables count (cards in hands never bar). ``barring`` is the reading (``"by_size"``,
    Kandell; ``"by_value"``, Foster) or a profile whose switch gives it; it is required, as the two
    readings disagree.

    >>> report = bar_report(2, Holdings.parse(table="JS JH", opp_table="QS QH"), "by_size")
    >>> [(b.size, b.rank.name) for b in report.bars]
    [(2, 'QUEEN')]
    """
    if size not in SIZE_NAMES:
        raise InvalidNotationError(f"a set has 2, 3 or 4 cards, not {size!r}")
    reading = reading_of(barring)
    t, o = holdings.table.mask, holdings.opp_table.mask
    left = _left(o)
    bars: list[Bar] = []
    if reading == "by_value":
        if not _barred_by_value(size, t, o):
            return None
        n, r = _best_set(o, _MAJOR)
        own_n, own_r = _best_set(t, _ALL_RANKS)
        bars.append(Bar(n, Rank(r), CardSet.from_mask(o & RANK_MASKS[r]), None if own_r < 0 else Rank(own_r),
                        "by_value", own_n, left, size))
    else:
        for n in range(size, 5):
            theirs = _best_n_index(o, n)
            if theirs < 0:
                continue
            mine = _best_n_index(t, n)
            if mine < theirs:
                bars.append(Bar(n, Rank(theirs), CardSet.from_mask(o & RANK_MASKS[theirs]),
                                None if mine < 0 else Rank(mine), "by_size", 0, left))
    if not bars:
        return None
    lifting = 0
    for i in range(32):
        bit = 1 << i
        if o & bit and not is_barred_on_masks(size, t, o & ~bit, reading):
            lifting |= bit
    return BarReport(size, tuple(bars), CardSet.from_mask(lifting))


@dataclass(frozen=True)
class SetOnTable:
    """A set lying on a table: ``size`` cards of ``rank`` (all of that rank there: ``cards``)."""

    size: int
    rank: Rank
    cards: CardSet

    def words(self) -> str:
        return f"{number_words(self.size)} {self.rank.plural} ({self.cards})"


def sets_on_table(table: CardsLike) -> tuple[SetOnTable, ...]:
    """Every set lying on ``table`` (two or more cards of a rank, of any rank), highest rank first."""
    t = mask_of(table)
    out = []
    for r in reversed(Rank):
        cards = t & RANK_MASKS[r]
        if cards.bit_count() >= 2:
            out.append(SetOnTable(cards.bit_count(), r, CardSet.from_mask(cards)))
    return tuple(out)


def _on(table: int, size: int, rank: int) -> SetOnTable:
    return SetOnTable(size, Rank(rank), CardSet.from_mask(table & RANK_MASKS[rank]))


@dataclass(frozen=True)
class FreeReport:
    """Why a minor set of ``size`` cards is free, the other side of :class:`BarReport`.

    By size (Kandell): ``answered`` holds, for each size ``n`` from ``size`` up that his table bars, ``n``, his best
    major set of ``n`` cards or more and the player's own, as high or higher, that answers it; ``shorter`` is his
    best major set of the largest size ``n`` below ``size``, with ``n`` (it bars only sets of ``n`` cards or fewer).
    By value (Foster): ``answered`` holds his one best major set (with its size) and the player's best set of any
    rank, as good; or ``shorter`` holds his set (with its size) when it is worth less than the minor set.
    ``minor_sets`` are the opponent's minor sets (they never bar)."""

    size: int
    reading: Reading
    answered: tuple[tuple[int, SetOnTable, SetOnTable], ...] = ()
    shorter: tuple[int, SetOnTable] | None = None
    minor_sets: tuple[Rank, ...] = ()

    def explain(self) -> str:
        what = SIZE_NAMES[self.size]
        if self.reading == "by_value":
            if self.answered:
                (_n, theirs, mine), = self.answered
                tie = (mine.size, mine.rank) == (theirs.size, theirs.rank)
                reason = (f"their best major set, {theirs.words()}, is answered: your best set on the table, "
                          f"{mine.words()}, {'ties' if tie else 'beats'} it" + (" (a tie is enough)" if tie else ""))
            elif self.shorter is not None:
                reason = (f"their best major set, {self.shorter[1].words()}, is worth less than a {what}: "
                          f"your minor {what} counts more")
            else:
                reason = "the opponent's table holds no major set"
            return f"minor {what}s are free (Foster: the bar goes by value): {reason}"
        reasons = []
        for bar_size, theirs, mine in self.answered:
            name = SIZE_NAMES[bar_size]
            tie = mine.rank == theirs.rank
            reasons.append(f"their major {name} of {theirs.rank.plural} ({theirs.cards}) is answered: your "
                           f"{name} of {mine.rank.plural} ({mine.cards}) {'ties' if tie else 'beats'} it"
                           + (" (a tie is enough to unbar)" if tie else ""))
        if self.shorter is not None:
            n, s = self.shorter
            reasons.append(f"their major {SIZE_NAMES[n]} of {s.rank.plural} ({s.cards}) bars only sets "
                           f"of {n} or fewer cards: a minor {what} is longer, and a longer minor set is never "
                           "barred by it")
        if not reasons:
            reasons.append(f"the opponent's table holds no major {what} or larger major set")
        if self.minor_sets:
            reasons.append("their " + ", ".join(r.plural for r in self.minor_sets)
                           + " bar nothing: minor sets never bar")
        return f"minor {what}s are free: " + "; ".join(reasons)


def free_report(size: int, holdings: Holdings, barring: Reading | Profile | str) -> FreeReport | None:
    """Why a minor set of ``size`` cards is free for the owner of ``holdings``, or ``None`` if it is barred
    (:func:`bar_report` says why then).

    >>> free_report(2, Holdings.parse(table="KS KH", opp_table="QS QH"), "by_size").explain()
    'minor pairs are free: their major pair of Queens (QS QH) is answered: your pair of Kings (KS KH) beats it'
    """
    if size not in SIZE_NAMES:
        raise InvalidNotationError(f"a set has 2, 3 or 4 cards, not {size!r}")
    reading = reading_of(barring)
    t, o = holdings.table.mask, holdings.opp_table.mask
    if is_barred_on_masks(size, t, o, reading):
        return None
    minor = tuple(r for r in MINOR_RANKS if (o & RANK_MASKS[r]).bit_count() >= 2)
    if reading == "by_value":
        n, r = _best_set(o, _MAJOR)
        if n == 0:
            return FreeReport(size, reading, minor_sets=minor)
        theirs = _on(o, n, r)
        if n < size:
            return FreeReport(size, reading, shorter=(n, theirs), minor_sets=minor)
        m, mr = _best_set(t, _ALL_RANKS)
        return FreeReport(size, reading, answered=((n, theirs, _on(t, m, mr)),), minor_sets=minor)
    answered: list[tuple[int, SetOnTable, SetOnTable]] = []
    for n in range(size, 5):
        his_rank = _best_n_index(o, n)
        if his_rank >= 0:
            my_rank = _best_n_index(t, n)
            answered.append((n, _on(o, (o & RANK_MASKS[his_rank]).bit_count(), his_rank),
                             _on(t, (t & RANK_MASKS[my_rank]).bit_count(), my_rank)))
    shorter_sizes = [n for n in range(2, size) if _best_n_index(o, n) >= 0]
    shorter = None
    if shorter_sizes:
        n = max(shorter_sizes)
        r = _best_n_index(o, n)
        shorter = (n, _on(o, (o & RANK_MASKS[r]).bit_count(), r))
    return FreeReport(size, reading, tuple(answered), shorter, minor)


def is_barred(size: int, holdings: Holdings, barring: Reading | Profile | str) -> bool:
    """Whether a minor set of ``size`` cards is barred for the owner of ``holdings``."""
    return is_barred_on_masks(size, holdings.table.mask, holdings.opp_table.mask, reading_of(barring))


def barring_summary(holdings: Holdings, barring: Reading | Profile | str) -> dict[int, BarReport | None]:
    """For each set size 2..4, the bar on the owner of ``holdings`` (for a live panel)."""
    return {n: bar_report(n, holdings, barring) for n in SET_SIZES}
