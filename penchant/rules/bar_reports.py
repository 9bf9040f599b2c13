"""Why a minor set is barred: the rules' own account of a bar (:func:`bar_report`: every barring set, what would
meet it, which of the opponent's table cards would lift it), for the explanations of the puzzles, the coach, the
marker and the boards; why one is free is :func:`~penchant.rules.free_reports.free_report`'s. Whether a set is
barred is the rule's (:mod:`penchant.rules.barring`); these reports say why, on the same reading of it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from penchant.english.grammar import capitalised, is_you, verb_form
from penchant.english.lists import join_and, join_or
from penchant.english.numbers import number_words
from penchant.errors import InvalidNotationError
from penchant.rules.barring import (
    _ALL_RANKS,
    _MAJOR,
    SIZE_NAMES,
    SIZE_PLURALS,
    _barred_by_value,
    _best_n_index,
    _best_set,
    big_enough_to_bar,
    is_barred_on_masks,
    reading_of,
)
from penchant.rules.cards import RANK_MASKS, CardSet, card_indexes
from penchant.rules.holdings import Holdings
from penchant.rules.kinds import LARGEST_SET, SET_SIZES, SMALLEST_SET, Kind
from penchant.rules.profiles import Barring
from penchant.rules.suits_and_ranks import Rank

if TYPE_CHECKING:
    from penchant.rules.profiles import Profile

__all__ = ["Bar", "BarReport", "bar_report", "barring_summary", "cards_barring", "freed_once_declared", "set_size"]


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
    reading: Barring
    own_size: int = 0
    """By value: the size of the player's best set (0: none)."""
    left: tuple[int, ...] = (4, 4, 4, 4, 4, 4, 4, 4)
    """For each rank 7..A, how many of its cards are not on the opponent's table."""
    barred_size: int = 0
    """The size of the minor set this bar stops (0: :attr:`size`, as under the by-size reading)."""

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
            sizes = range(self.size, LARGEST_SET + 1)
            for n in sizes:
                for r in range(8):
                    if (n > self.size or r >= self.rank) and self.left[r] >= n:
                        out.append((n, Rank(r)))
            return out
        for r in range(int(self.rank), 8):
            if self.left[r] >= self.size:
                out.append((self.size, Rank(r)))
        return out

    def unbar_hint(self, own: str = "your own") -> str:
        """What on the player's own table would meet this bar (only sets that can still be made); ``own`` says
        whose table (``"your own"``, ``"Ada’s own"``)."""
        sets = self.makeable()
        if not sets:
            return (f"no {SIZE_NAMES[self.size]} of {self.rank.plural} or better can be shown "
                    f"while these stay on the opponent's table")
        if self.reading == "by_value":
            parts = []
            same = [r for n, r in sets if n == self.size]
            if same:
                parts.append(f"{number_words(self.size)} {join_or(r.plural for r in same)}")
            for n in range(self.size + 1, LARGEST_SET + 1):
                ranks = [r for m, r in sets if m == n]
                if len(ranks) == 8:
                    parts.append(f"{number_words(n)} of any rank")
                elif ranks:
                    parts.append(f"{number_words(n)} {join_or(r.plural for r in ranks)}")
            return f"a set as good on {own} table ({', or '.join(parts)})"
        return f"a major {SIZE_NAMES[self.size]} of {join_or(r.plural for _, r in sets)} on {own} table"

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
    must_leave: tuple[tuple[int, CardSet], ...] = ()
    """What must leave the opponent's table (played to tricks) for the bar to lift, all of it: for each of his
    ranks that bars, how many of its cards there. Under Foster, against your two Queens, his three Jacks and two
    Kings need one Jack *and* one King played (one Jack alone leaves his Kings barring); three Jacks barring pairs
    by size need two of them played. Each rank's count is the least that frees the set once the other ranks have
    gone down to theirs (the bar is one rank's set or another's, so the ranks do not interact)."""
    table: CardSet = field(default_factory=CardSet)
    """The player's own table as the report read it: what answers the cards :attr:`must_leave` leaves on his."""

    @property
    def barring_cards(self) -> CardSet:
        m = 0
        for b in self.bars:
            m |= b.cards.mask
        return CardSet.from_mask(m)

    @property
    def main_bars(self) -> tuple[Bar, ...]:
        """The bars not implied by a larger one (four Kings: just the quadruplet)."""
        return tuple(b for b in self.bars if not any(o.dominates(b) for o in self.bars))

    def at_a_glance(self, opponent: str = "the opponent", *, cards: Callable[[CardSet], str] = str,
                    whose: str | None = None) -> str:
        """The bar in a few words, for a line read between tricks (:meth:`explain` says it all, and how to
        unbar): ``minor pairs are barred by Ada's two Queens (QS QH) on the table``; ``cards`` writes the cards
        (notation by default), the name is put in as given; ``whose`` says the owner as given (``"your"``) in
        place of the name with ``'s``.

        >>> report = bar_report(2, Holdings.parse(table="JS JH", opp_table="QS QH"), "by_size")
        >>> report.at_a_glance("Ada")
        "minor pairs are barred by Ada's two Queens (QS QH) on the table"
        """
        owner = whose or f"{opponent}'s"
        return f"minor {SIZE_PLURALS[self.size]} are barred by {owner} {self.sets_words(cards)} on the table"

    def sets_words(self, cards: Callable[[CardSet], str] = str) -> str:
        """The sets that bar, each with its cards, and no word of the rule: ``'three Queens (QS QH QC)'`` (a line
        read before barring is taught says them plainly).

        >>> bar_report(2, Holdings.parse(opp_table="QS QH QC"), "by_size").sets_words()
        'three Queens (QS QH QC)'
        """
        return join_and(f"{number_words(len(b.cards))} {b.rank.plural} ({cards(b.cards)})" for b in self.main_bars)

    def explain(self) -> str:
        """The bar in full: every barring set, what on the player's own table would meet it, and what must leave
        the opponent's table for it to lift, and why that is enough (:meth:`freeing_words`).

        >>> report = bar_report(2, Holdings.parse(table="QS QH", opp_table="JS JH JD KS KH"), "by_value")
        >>> report.explain().split(". ")[-1]
        'If he plays one of JS JH JD and one of KS KH from his table, your minor pairs are free: the two Jacks \
left there are only a pair, and your two Queens (QS QH) answer it, and the one King left there is no set'
        """
        return f"{self.barred_words()}, because {self.reasons()}. {self.remedy()}. {capitalised(self.playing_words())}"

    def barred_words(self) -> str:
        """What is barred: ``'minor pairs are barred'`` (the head of :meth:`explain`)."""
        return f"minor {SIZE_PLURALS[self.size]} are barred"

    def reasons(self) -> str:
        """Why, every main bar's reason (:meth:`Bar.explain`), joined by ``'; '`` (the middle of :meth:`explain`)."""
        return "; ".join(b.explain() for b in self.main_bars)

    def remedy(self) -> str:
        """What unbars on the player's own table: a set to meet each bar (``'To unbar: ...'``, in :meth:`explain`)."""
        return f"To unbar: {join_and(b.unbar_hint() for b in self.main_bars)}"

    def remedy_again(self) -> str:
        """:meth:`remedy` and :meth:`playing_words` after an earlier set's explanation gave the same set to meet
        but a different play from his table: ``'To unbar: the same; if he plays two of JS JH JD JC from his table,
        …'`` (two sentences once said: the play is a whole sentence, never a dangling "Or the opponent
        playing…")."""
        return f"To unbar: the same; {self.playing_words()}"

    def playing_words(self) -> str:
        """What must leave his table (:meth:`leaving`) and why that much frees the set, as a clause for the
        opponent spoken of as "he" (:meth:`freeing_words`): the end of :meth:`explain`."""
        return self.freeing_words()

    @property
    def answered_once_played(self) -> bool:
        """Whether, once :attr:`must_leave` has left his table, a set long enough to bar this one still lies there,
        answered by the player's own table (so the count hangs on the player's own sets, not on the rule alone)."""
        return any(big_enough_to_bar(len(group) - n, self.size) for n, group in self.must_leave)

    def left_words(self, whose: str = "your", cards: Callable[[CardSet], str] = str) -> str:
        """Why the bar lifts once :attr:`must_leave` has left his table, rank by rank: what is left of each of his
        barring ranks there is no set, or too short a set to bar this one, or a set the player's own table
        answers (``whose``: the player's possessive, ``"your"``; ``cards``: how cards are written). Two of his three
        Jacks leaving free your pairs, but one is enough when your two Aces answer the two left: said with its
        reason, so the count does not look like a slip.

        >>> bar_report(2, Holdings.parse(table="AS AD", opp_table="JS JH JD"), "by_size").left_words()
        'the two Jacks left there are only a pair, and your two Aces (AS AD) answer it'
        >>> bar_report(2, Holdings.parse(opp_table="JS JH JD"), "by_size").left_words()
        'the one Jack left there is no set'
        >>> bar_report(3, Holdings.parse(opp_table="JS JH JD JC"), "by_size").left_words()
        'the two Jacks left there are only a pair, too short to bar a minor triplet'
        """
        out = []
        for n, group in self.must_leave:
            rank = next(iter(group)).rank
            k = len(group) - n
            if k == 0:
                out.append(f"no {rank.plural} are left there")
            elif k < SMALLEST_SET:
                out.append(f"the one {rank.singular} left there is no set")
            elif not big_enough_to_bar(k, self.size):
                out.append(f"the {number_words(k)} {rank.plural} left there are only a {SIZE_NAMES[k]}, too short "
                           f"to bar a minor {SIZE_NAMES[self.size]}")
            else:
                t = self.table.mask
                reading = self.bars[0].reading
                mine = _best_n_index(t, k) if reading == "by_size" else _best_set(t, _ALL_RANKS)[1]
                own = CardSet.from_mask(t & RANK_MASKS[mine])
                out.append(f"the {number_words(k)} {rank.plural} left there are only a "
                           f"{SIZE_NAMES[min(k, LARGEST_SET)]}, and {whose} {number_words(len(own))} "
                           f"{Rank(mine).plural} ({cards(own)}) answer it")
        return ", and ".join(out)  # each a clause of its own: "…answer it, and the one King left there is no set"

    def freeing_words(self, *, other: str = "he", whose: str = "your", what: str | None = None,
                      cards: Callable[[CardSet], str] = str) -> str:
        """How many of his table cards must be played for the set to be free, and why that many (:meth:`left_words`),
        as one clause: ``'if he plays one of JS JH JD from his table, your minor pairs are free: the two Jacks
        left there are only a pair, and your two Aces (AS AD) answer it'``. ``other`` is who plays (``"he"``,
        ``"your opponent"``, ``"you"``, a name), ``whose`` the barred player's possessive, ``what`` the sets freed
        (``"your minor pairs"`` unless told: ``"they"``), ``cards`` how cards are written."""
        table = ("your table" if is_you(other) else "his table" if other == "he" or "opponent" in other
                 else f"{other}’s table")
        freed = what if what is not None else f"{whose} minor {SIZE_PLURALS[self.size]}"
        return (f"if {other} {verb_form(other, 'play')} {self.leaving(cards)} from {table}, {freed} "
                f"{verb_form(1 if freed == 'it' else 2, 'be')} free: {self.left_words(whose, cards)}")

    def leaving(self, cards: Callable[[CardSet], str] = str) -> str:
        """What must leave the opponent's table for the bar to lift (:attr:`must_leave`), in words: ``'one of QS
        QH'``, ``'one of JS JH JD and one of KS KH'``; ``cards`` writes the cards (notation by default). The one
        wording of it, for :meth:`explain` and :meth:`unbar_words`."""
        return join_and(f"{number_words(n)} of {cards(group)}" for n, group in self.must_leave)

    def unbar_words(self, *, own: str = "your own", other: str = "the opponent", whose: str = "your",
                    cards: Callable[[CardSet], str] = str) -> str:
        """How the bar goes, as whole sentences a newcomer can follow: every set it needs met on the player's own
        table, then how many of the opponent's table cards must be played to free them, and why that many (both
        the rules' answer: bars and plays combine with "and"; :meth:`freeing_words`).

        ``own`` says whose table (``"your own"``, ``"Ada’s own"``), ``other`` who plays from the other table
        (``"your opponent"``, ``"you"``), ``whose`` the barred player's possessive (``"your"``, ``"his"``),
        ``cards`` how cards are written (in notation, as :meth:`explain`, by default). The names are put in as given
        (a board escapes them for HTML first).

        >>> bar_report(2, Holdings.parse(opp_table="JS JH JD"), "by_size").unbar_words(other="Ada")
        'A triplet of Queens, Kings or Aces on your own table would free them. If Ada plays two of JS JH JD from \
Ada’s table, they are free: the one Jack left there is no set.'
        """
        playing = capitalised(self.freeing_words(other=other, whose=whose, what="they", cards=cards))
        # A bar no set can meet while its cards lie there (three Aces against triplets): "a triplet of nothing"
        # was said of it. Only its cards leaving lift it then.
        # (Such a bar is the only main bar: five cards on his table cannot also hold a higher set another bars by.)
        if any(not b.makeable() for b in self.main_bars):
            return f"Nothing on {own} table can free them. {playing}."
        meet = []
        for b in self.main_bars:
            ranks = join_or(r.plural for n, r in b.makeable() if n == b.size)
            meet.append(f"a {SIZE_NAMES[b.size]} of {ranks} on {own} table" if ranks and b.reading == "by_size"
                        else b.unbar_hint(own))
        return f"{capitalised(join_and(meet))} would free them. {playing}."

    def by_words(self, cards: Callable[[CardSet], str] = str) -> str:
        """The sets that bar, each set once with what it is: ``'by KS KH KD KC, a major quadruplet, which
        holds triplets and pairs of Kings too'`` (four Kings said once, not three times over as a pair, a triplet
        and a quadruplet); ``cards`` writes the cards
        (notation by default).

        >>> bar_report(2, Holdings.parse(opp_table="KS KH KD KC"), "by_size").by_words()
        'by KS KH KD KC, a major quadruplet, which holds triplets and pairs of Kings too'
        """
        out = []
        for b in self.main_bars:
            among = "" if len(b.cards) == b.size else " among them"
            held = sorted({o.size for o in self.bars if b.dominates(o) and o.rank is b.rank}, reverse=True)
            smaller = (f", which holds {join_and(SIZE_PLURALS[n] for n in held)} of {b.rank.plural} too"
                       if held else "")
            out.append(f"{cards(b.cards)}, a major {SIZE_NAMES[b.size]}{among}{smaller}")
        return "by " + (out[0] if len(out) == 1 else ", by ".join(out[:-1]) + ", and by " + out[-1])


def set_size(kind: Kind | int) -> int:
    """How many cards a minor set of ``kind`` has: a set's kind (``Kind.PAIR``, ``Kind.TRIPLET``,
    ``Kind.QUADRUPLET``) or its size (2, 3 or 4), as :func:`bar_report` and
    :func:`~penchant.rules.free_reports.free_report` take it.

    >>> set_size(Kind.TRIPLET), set_size(2)
    (3, 2)
    >>> set_size(Kind.MARRIAGE)
    Traceback (most recent call last):
    ...
    penchant.errors.InvalidNotationError: <Kind.MARRIAGE: 'marriage'>: only a pair, triplet or quadruplet is barred
    """
    if isinstance(kind, Kind):
        if not kind.is_set:
            raise InvalidNotationError.refusing(kind, "only a pair, triplet or quadruplet is barred")
        return kind.size
    if type(kind) is not int or kind not in SIZE_NAMES:
        raise InvalidNotationError.refusing(kind, "a set is a pair, triplet or quadruplet (2, 3 or 4 cards)")
    return kind


def bar_report(kind: Kind | int, holdings: Holdings, barring: Barring | Profile | str) -> BarReport | None:
    """The bars on a minor set of ``kind`` (``Kind.PAIR``, ``Kind.TRIPLET``, ``Kind.QUADRUPLET``, or its size
    2, 3 or 4) for the owner of ``holdings``, or ``None`` if it is free.

    Only the two tables count (cards in hands never bar). ``barring`` is the reading (``"by_size"``,
    Kandell; ``"by_value"``, Foster) or a profile whose switch gives it; it is required, as the two
    readings disagree.

    >>> report = bar_report(Kind.PAIR, Holdings.parse(table="JS JH", opp_table="QS QH"), "by_size")
    >>> [(b.size, b.rank.name) for b in report.bars]
    [(2, 'QUEEN')]
    >>> bar_report(2, Holdings.parse(table="JS JH", opp_table="QS QH"), "by_size") == report
    True
    """
    size = set_size(kind)
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
        for n in range(size, LARGEST_SET + 1):
            theirs = _best_n_index(o, n)
            if theirs < 0:
                continue
            mine = _best_n_index(t, n)
            if mine < theirs:
                bars.append(Bar(n, Rank(theirs), CardSet.from_mask(o & RANK_MASKS[theirs]),
                                None if mine < 0 else Rank(mine), "by_size", 0, left))
    if not bars:
        return None
    must_leave: list[tuple[int, CardSet]] = []
    for r in _MAJOR[::-1]:  # Jacks first, as the cards are laid out
        of_rank = CardSet.from_mask(o & RANK_MASKS[r])
        played = 0  # of this rank, with every other rank gone: the ranks bar one at a time
        while played < len(of_rank) and is_barred_on_masks(size, t, _first(of_rank, len(of_rank) - played), reading):
            played += 1
        if played:
            must_leave.append((played, of_rank))
    lifting = 0
    for i in card_indexes(o):
        bit = 1 << i
        if not is_barred_on_masks(size, t, o & ~bit, reading):
            lifting |= bit
    return BarReport(size, tuple(bars), CardSet.from_mask(lifting), tuple(must_leave), holdings.table)


def _first(cards: CardSet, n: int) -> int:
    """A mask of ``n`` of ``cards`` (which ones does not matter to a bar: only how many of a rank)."""
    m = 0
    for c in list(cards)[:n]:
        m |= c.bit
    return m


def freed_once_declared(kind: Kind | int, holdings: Holdings, barring: Barring | Profile | str) -> CardSet:
    """The major cards of the hand that would lift the bar on minor sets of ``kind`` once declared (laid on the
    table, with the table's own cards of their rank, as a set), the lowest rank that does; empty when nothing bars
    them or nothing in the hand would. Cards in a hand never count for a bar (:func:`bar_report` reads the tables
    only): two Kings in the hand against his two Queens leave your 9s barred until the Kings are declared.

    >>> freed_once_declared(2, Holdings.parse(hand="9S 9D KS KD", opp_table="QH QC"), "by_size")
    CardSet.parse('KS KD')
    >>> freed_once_declared(2, Holdings.parse(hand="9S 9D JS JD", opp_table="QH QC"), "by_size")
    CardSet.parse('')
    """
    if bar_report(kind, holdings, barring) is None:
        return CardSet()
    hand, table = holdings.hand.mask, holdings.table.mask
    for r in _MAJOR[::-1]:  # the lowest rank first: the least that frees
        mine = hand & RANK_MASKS[r]
        if not mine or ((mine | table) & RANK_MASKS[r]).bit_count() < SMALLEST_SET:
            continue
        laid = Holdings.from_masks(hand=hand & ~mine, table=table | mine, opp_table=holdings.opp_table.mask)
        if bar_report(kind, laid, barring) is None:
            return CardSet.from_mask(mine)
    return CardSet()


def barring_summary(holdings: Holdings, barring: Barring | Profile | str) -> dict[int, BarReport | None]:
    """For each set size 2..4, the bar on the owner of ``holdings`` (for a live panel)."""
    return {n: bar_report(n, holdings, barring) for n in SET_SIZES}


def cards_barring(summary: Mapping[int, BarReport | None]) -> CardSet:
    """The opponent's table cards that bar any of a :func:`barring_summary`'s minor sets (none: empty)."""
    out = CardSet()
    for report in summary.values():
        if report is not None:
            out = out | report.barring_cards
    return out


