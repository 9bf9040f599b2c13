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

How one set weighs against another (:func:`against_the_bar`), whether it answers a bar (:func:`answers_bar`) and
every weighing a reading makes on two tables (:func:`weighings`) are this module's too: nothing outside the rules
weighs two sets by hand. Why a minor set is barred or free, in full (every barring set, what unbars, what answers a
bar), is said by :mod:`penchant.rules.bar_reports`, on this module's rule.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, auto
from typing import TYPE_CHECKING, Final, get_args

from penchant.english.lists import join_or
from penchant.errors import InvalidSettingError
from penchant.rules.cards import MAJOR_MASK, RANK_MASKS, Card, CardSet, CardsLike, mask_of
from penchant.rules.holdings import Holdings
from penchant.rules.kinds import LARGEST_SET, SET_OF_SIZE, SET_SIZES, SMALLEST_SET, Kind
from penchant.rules.profiles import Barring
from penchant.rules.suits_and_ranks import MAJOR_RANKS, Rank, Suit

if TYPE_CHECKING:
    from penchant.rules.profiles import Profile

__all__ = [
    "MAJOR_RANK_NUMBERS", "RANK_NUMBERS", "best_rank_with", "best_set_among", "barred_by_value", "best_n",
    "best_set", "is_barred", "is_barred_on_masks", "is_minor_set_mask", "major_cards", "major_set_cards",
    "majors_left_for", "barred_set_sizes", "barred_size_flags", "reading_of", "SIZE_NAMES", "SIZE_PLURALS",
    "big_enough_to_bar", "long_enough_to_answer", "answers_bar", "READINGS", "TablesWeighed", "tables_weighed",
    "major_set_sizes", "AgainstTheBar", "against_the_bar", "Weighing", "weighings", "major_sets"
]

READINGS: Final[tuple[Barring, ...]] = get_args(Barring)
"""The readings, in the order :data:`~penchant.rules.profiles.Barring` lists them: ``("by_size", "by_value")``."""
SIZE_NAMES: Final = {n: kind.value for n, kind in SET_OF_SIZE.items()}
SIZE_PLURALS: Final = {n: kind.plural for n, kind in SET_OF_SIZE.items()}
"""A set's size in words (``SIZE_NAMES``), and several of them (``SIZE_PLURALS``): the kind's name
(:data:`penchant.rules.kinds.SET_OF_SIZE`, where the sizes :data:`SET_SIZES` and :data:`LARGEST_SET` are stated
too)."""
MAJOR_RANK_NUMBERS: Final = tuple(int(r) for r in reversed(MAJOR_RANKS))
"""The major ranks as numbers, highest first (the fast path's order)."""
RANK_NUMBERS: Final = tuple(int(r) for r in reversed(Rank))


def is_minor_set_mask(kind: Kind | None, mask: int) -> bool:
    """Whether a combination is a minor set: a pair, triplet or quadruplet of Sevens, Eights, Nines or
    Tens, the only combinations a bar can stop. The engine's fast path (the legal declarations, the players):
    ``kind`` is the combination's (``classify_mask(mask)``) and the mask is taken as it is, unchecked; cards as a
    person names them go to :func:`penchant.rules.combinations.is_minor_set`, which reads them and finds their kind.

    >>> is_minor_set_mask(Kind.PAIR, CardSet("9S 9H").mask), is_minor_set_mask(Kind.PAIR, CardSet("QS QH").mask)
    (True, False)
    """
    return kind is not None and kind.is_set and not mask & MAJOR_MASK


def major_cards() -> list[Card]:
    """The pack's sixteen major cards, the cards whose sets bar: the Jacks, then the Queens, Kings and Aces,
    each rank's four in suit order (so that sets of a rank line up when shown).

    >>> " ".join(str(c) for c in major_cards()[:5])
    'JS JH JD JC QS'
    """
    return [Card(r, s) for r in MAJOR_RANKS for s in Suit]


def majors_left_for(other_table: CardSet) -> CardSet:
    """The major cards one table may still hold, the other table holding ``other_table``: a card lies on one
    table at most, and only majors bar (what a barring sandbox lets a player lay).

    >>> str(majors_left_for(CardSet("AS AH 7C"))).split().count("AS"), len(majors_left_for(CardSet()))
    (0, 16)
    """
    return CardSet.from_mask(MAJOR_MASK & ~other_table.mask)


def major_set_cards(table: CardSet | int) -> int:
    """The cards of ``table`` that form major sets (two or more Jacks, Queens, Kings or Aces): the
    cards that bar the opponent's minor sets. A mask; 0 if the table bars nothing.
    """
    t = table.mask if isinstance(table, CardSet) else table
    out = 0
    for r in MAJOR_RANK_NUMBERS:
        cards = t & RANK_MASKS[r]
        if cards.bit_count() >= SMALLEST_SET:
            out |= cards
    return out


def reading_of(barring: Barring | Profile | str) -> Barring:
    """The barring reading of a profile (given itself or by name), or a reading given by name.

    >>> reading_of("foster"), reading_of("by_size")
    ('by_value', 'by_size')
    """
    from penchant.rules.profiles import PROFILES, Profile  # profiles is read first: no cycle at import

    if isinstance(barring, str) and barring.strip().lower() in PROFILES:
        barring = PROFILES[barring.strip().lower()]
    value = barring.barring if isinstance(barring, Profile) else barring
    for reading in READINGS:
        if value == reading:
            return reading
    raise InvalidSettingError.refusing_argument(
        "barring", value, f"is neither a reading ({join_or(list(READINGS))}) nor a rules profile "
                          f"({join_or(list(PROFILES))})")


def best_rank_with(table: int, n: int, ranks: tuple[int, ...] = MAJOR_RANK_NUMBERS) -> int:
    """Fast path: the rank number of ``best_n`` (of ``ranks``, highest first) or -1."""
    for r in ranks:
        if (table & RANK_MASKS[r]).bit_count() >= n:
            return r
    return -1


def best_set_among(table: int, ranks: tuple[int, ...]) -> tuple[int, int]:
    """The best (size, rank) set of ``ranks`` on ``table`` (size capped at 4), or (0, -1)."""
    best = (0, -1)
    for r in ranks:
        c = (table & RANK_MASKS[r]).bit_count()
        if c >= SMALLEST_SET and (c, r) > best:
            best = (c, r)
    return best


def best_n(table: CardsLike, n: int, major_only: bool = True) -> Rank | None:
    """The highest major rank of which ``table`` holds at least ``n`` cards (of any rank, minor ones too, when not
    ``major_only``).

    >>> best_n(CardSet("8S 8H 8D JS JH"), 2), best_n(CardSet("8S 8H 8D JS JH"), 3)
    (<Rank.JACK: 4>, None)
    >>> best_n(CardSet("8S 8H 8D JS JH"), 3, major_only=False)
    <Rank.EIGHT: 1>
    """
    r = best_rank_with(mask_of(table), n, MAJOR_RANK_NUMBERS if major_only else RANK_NUMBERS)
    return None if r < 0 else Rank(r)


def best_set(table: CardsLike, major_only: bool = False) -> tuple[int, Rank] | None:
    """The best set on ``table`` by value, then rank, as (size, rank); ``None`` if it holds no set."""
    size, r = best_set_among(mask_of(table), MAJOR_RANK_NUMBERS if major_only else RANK_NUMBERS)
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
    answers if it is also at least as high): a shorter set never does.

    >>> long_enough_to_answer(2, 3), long_enough_to_answer(3, 3), long_enough_to_answer(4, 3)
    (False, True, True)
    """
    return own_size >= bar_size


def answers_bar(own: tuple[int, int], bar: tuple[int, int], reading: Barring | Profile | str) -> bool:
    """Whether the player's own set ``own`` (size, rank) answers the opponent's major set ``bar`` (size, rank) under
    the reading: by size (Kandell) a major set as long (:func:`long_enough_to_answer`) and as high; by value (Foster)
    a set of any rank worth as much, longer whatever its rank or as long and as high. A tie answers under both.
    The one answer to "does this set answer that bar" that words about a bar ask (the search's fast paths,
    :func:`is_barred_on_masks`, weigh the same and are tested against it).

    >>> answers_bar((4, Rank.SEVEN), (3, Rank.KING), "foster"), answers_bar((4, Rank.SEVEN), (3, Rank.KING), "kandell")
    (True, False)
    >>> answers_bar((2, Rank.ACE), (3, Rank.KING), "by_value"), answers_bar((3, Rank.KING), (3, Rank.KING), "by_size")
    (False, True)
    """
    against = against_the_bar(own, bar)
    if reading_of(reading) == "by_value":
        return against in (AgainstTheBar.LONGER, AgainstTheBar.TIE, AgainstTheBar.HIGHER)
    return against in (AgainstTheBar.TIE, AgainstTheBar.HIGHER) or (
        against is AgainstTheBar.LONGER and long_enough_to_answer(own[0], bar[0]) and own[1] >= bar[1])


class AgainstTheBar(Enum):
    """How a set (size, rank) weighs against a set that bars, as a player sets them side by side at the table:
    longer or shorter, else, of the same length, tied (the same rank), higher or lower. Whether it answers the bar
    is :func:`answers_bar`'s, under a reading: by value (Foster) a longer set answers whatever its rank, by size
    (Kandell) only if it is as high too."""

    LONGER = auto()
    SHORTER = auto()
    TIE = auto()
    HIGHER = auto()
    LOWER = auto()


def against_the_bar(own: tuple[int, int], bar: tuple[int, int]) -> AgainstTheBar:
    """How the set ``own`` (size, rank) weighs against the set ``bar`` (size, rank): the one comparison of two sets
    that :func:`answers_bar`, the puzzles' themes and the lessons' words ask.

    >>> against_the_bar((3, Rank.TEN), (2, Rank.QUEEN)).name, against_the_bar((2, Rank.QUEEN), (2, Rank.QUEEN)).name
    ('LONGER', 'TIE')
    >>> against_the_bar((2, Rank.ACE), (3, Rank.JACK)).name, against_the_bar((2, Rank.JACK), (2, Rank.KING)).name
    ('SHORTER', 'LOWER')
    """
    if own[0] != bar[0]:
        return AgainstTheBar.LONGER if own[0] > bar[0] else AgainstTheBar.SHORTER
    if own[1] == bar[1]:
        return AgainstTheBar.TIE
    return AgainstTheBar.HIGHER if own[1] > bar[1] else AgainstTheBar.LOWER


def _barred_by_size(size: int, table: int, opp_table: int) -> bool:
    for n in range(size, LARGEST_SET + 1):
        theirs = best_rank_with(opp_table, n)
        if theirs >= 0 and best_rank_with(table, n) < theirs:
            return True
    return False


def barred_by_value(size: int, table: int, opp_table: int) -> bool:
    """Foster's reading (``by_value``), the fast path: whether a minor set of ``size`` is barred, the opponent's
    best major set on ``opp_table`` being big enough and better than the best set of any rank on ``table``."""
    theirs = best_set_among(opp_table, MAJOR_RANK_NUMBERS)
    if not big_enough_to_bar(theirs[0], size):  # no major set, or one worth less than the minor set declared
        return False
    return best_set_among(table, RANK_NUMBERS) < theirs


def is_barred_on_masks(size: int, table: int, opp_table: int, reading: Barring) -> bool:
    """The fast path of :func:`is_barred` for search: ``table`` and ``opp_table`` are card masks, unchecked.

    ``size`` is the minor set's size (2, 3 or 4); ``reading`` the profile's ``barring`` switch, required:
    the two readings disagree (Foster's two Queens are answered by a minor triplet, Kandell's are not),
    so no reading is assumed, and one that is neither (a typo, a profile's name) is refused.
    """
    if reading == "by_value":
        return bool(opp_table) and barred_by_value(size, table, opp_table)
    if reading == "by_size":
        return bool(opp_table) and _barred_by_size(size, table, opp_table)
    raise InvalidSettingError.refusing(reading, f"not a barring reading: a reading is {join_or(list(READINGS))}")


def barred_set_sizes(table: int, opp_table: int, reading: Barring | Profile | str) -> tuple[int, ...]:
    """The sizes of minor set (2, 3, 4) the owner of ``table`` may not declare now, under the profile's
    reading: the one answer to "which minor sets are barred" (card masks, as the fast path takes them).

    >>> from penchant.rules.cards import CardSet
    >>> barred_set_sizes(0, CardSet("QS QD").mask, "by_size"), barred_set_sizes(0, CardSet("KS KH KD").mask, "by_size")
    ((2,), (2, 3))
    """
    r = reading_of(reading)
    return tuple(n for n in SET_SIZES if is_barred_on_masks(n, table, opp_table, r))


def is_barred(size: int, holdings: Holdings, barring: Barring | Profile | str) -> bool:
    """Whether a minor set of ``size`` cards is barred for the owner of ``holdings``."""
    return is_barred_on_masks(size, holdings.table.mask, holdings.opp_table.mask, reading_of(barring))


def barred_size_flags(table: int, opp_table: int, reading: Barring | Profile | str) -> tuple[bool, ...]:
    """For each size of minor set (:data:`~penchant.rules.kinds.SET_SIZES`: pairs, triplets, quadruplets), whether
    the owner of ``table`` may not declare it now: :func:`barred_set_sizes` as a flag a size.

    >>> from penchant.rules.cards import CardSet
    >>> barred_size_flags(0, CardSet("KS KH KD").mask, "by_size")
    (True, True, False)
    """
    barred = barred_set_sizes(table, opp_table, reading)
    return tuple(n in barred for n in SET_SIZES)


@dataclass(frozen=True, slots=True)
class TablesWeighed:
    """What the reading weighs on the two tables before a minor set may be declared, each set as (size, rank),
    the longest (then highest) first."""

    reading: Barring
    """The reading that weighs them."""
    theirs: tuple[tuple[int, Rank], ...]
    """By value (Foster): the opponent's best major set, if he holds one; by size (Kandell): each of his major
    sets."""
    yours: tuple[tuple[int, Rank], ...]
    """By value: your best set of any rank, if your table holds a set; by size: each of your major sets."""


def major_sets(table: int) -> tuple[tuple[int, Rank], ...]:
    """The major sets on ``table`` (a card mask), each as (size, rank), the longest (then highest) first: the sets
    that bar.

    >>> major_sets(CardSet("QS QH KS KH KD 8C 8D").mask)
    ((3, <Rank.KING: 6>), (2, <Rank.QUEEN: 5>))
    """
    found = [((table & RANK_MASKS[r]).bit_count(), Rank(r)) for r in MAJOR_RANK_NUMBERS]
    return tuple(sorted(((n, r) for n, r in found if n >= SMALLEST_SET), reverse=True))


def tables_weighed(table: int, opp_table: int, reading: Barring | Profile | str) -> TablesWeighed:
    """The sets the reading weighs against each other on the tables (card masks): by value the opponent's best major
    set against your best set of any rank, by size every major set on each table.

    >>> from penchant.rules.cards import CardSet
    >>> yours, his = CardSet("8S 8H 8D JS JH").mask, CardSet("QS QH KS KH KD").mask
    >>> tables_weighed(yours, his, "by_value")
    TablesWeighed(reading='by_value', theirs=((3, <Rank.KING: 6>),), yours=((3, <Rank.EIGHT: 1>),))
    >>> tables_weighed(yours, his, "by_size").theirs
    ((3, <Rank.KING: 6>), (2, <Rank.QUEEN: 5>))
    """
    r = reading_of(reading)
    if r == "by_value":
        theirs, yours = best_set(opp_table, major_only=True), best_set(table)
        return TablesWeighed(r, () if theirs is None else (theirs,), () if yours is None else (yours,))
    return TablesWeighed(r, major_sets(opp_table), major_sets(table))


@dataclass(frozen=True, slots=True)
class Weighing:
    """One set of the opponent's that the reading weighs against the player's own, and the player's set it meets:
    by size (Kandell) for each size his table holds a major set of, his highest set that long against your highest
    set as long (``(n, rank)`` each, of at least ``n`` cards); by value (Foster) his best major set against your best
    set of any rank."""

    bar: tuple[int, Rank]
    """His set, (size, rank)."""
    own: tuple[int, Rank] | None
    """Your set weighed against it, (size, rank); ``None`` when your table holds none."""
    answered: bool
    """Whether your set answers his (:func:`answers_bar`): a bar there is none of."""

    @property
    def against(self) -> AgainstTheBar | None:
        """How your set weighs against his (:func:`against_the_bar`); ``None`` when you hold none."""
        return None if self.own is None else against_the_bar(self.own, self.bar)


def weighings(table: int, opp_table: int, reading: Barring | Profile | str) -> tuple[Weighing, ...]:
    """Every weighing the reading makes on the two tables (card masks) before a minor set may be declared
    (:class:`Weighing`): the one account of which of your sets meets which of his, that a puzzle's themes ask ("a
    tie unbars", "a smaller set never unbars").

    >>> [(w.bar, w.own, w.answered) for w in weighings(CardSet("QH QC").mask, CardSet("QS QD").mask, "by_size")]
    [((2, <Rank.QUEEN: 5>), (2, <Rank.QUEEN: 5>), True)]
    >>> [w.against.name for w in weighings(CardSet("8S 8H 8D").mask, CardSet("QS QD").mask, "foster")]
    ['LONGER']
    """
    r = reading_of(reading)
    if r == "by_value":
        weighed = tables_weighed(table, opp_table, r)
        own = weighed.yours[0] if weighed.yours else None
        return tuple(Weighing(bar, own, own is not None and answers_bar(own, bar, r)) for bar in weighed.theirs)
    out: list[Weighing] = []
    for n in SET_SIZES:
        theirs, mine = best_n(opp_table, n), best_n(table, n)
        if theirs is not None:
            own = None if mine is None else (n, mine)
            out.append(Weighing((n, theirs), own, own is not None and answers_bar(own, (n, theirs), r)))
    return tuple(out)


def major_set_sizes(table: int, opp_table: int) -> int:
    """How many set sizes each table holds a major set of (:func:`best_n`: a set of four counts for the pairs, the
    triplets and the fours), the two tables' summed: how much the tables could bar, not how many bars there are (a
    major set bars nothing when the other's own sets answer it).

    >>> from penchant.rules.cards import CardSet
    >>> major_set_sizes(CardSet("KS KH KD").mask, CardSet("AS AH").mask)
    3
    """
    return sum(1 for cards in (table, opp_table) for n in SET_SIZES if best_n(cards, n) is not None)
