"""The barred refusal's words: what :func:`~penchant.rules.combinations.check_declaration` says when a barring rule
refuses a minor set (:func:`barred_refusal_words`, the ``BarredError``'s reason), and its parts, each a function of
the rules' account of the bar (:class:`~penchant.rules.bar_reports.BarReport`). They stay in the rules because the
rule that refuses says them, and the rules never import the words above them; every other sentence about a bar
(at a glance, which sets a player may declare, how a bar goes in whole sentences) is
:mod:`penchant.words.bar_reports`', which says these parts again where it needs them. The facts (which sizes are
barred, by which sets, what would lift it) are :mod:`penchant.rules.bar_reports`'.
"""

from __future__ import annotations

from collections.abc import Callable

from penchant.english.grammar import capitalised, is_you, verb_form
from penchant.english.lists import join_and, join_or
from penchant.english.numbers import number_words
from penchant.rules.bar_reports import Bar, BarReport
from penchant.rules.barring import (
    RANK_NUMBERS,
    SIZE_NAMES,
    SIZE_PLURALS,
    best_rank_with,
    best_set_among,
    big_enough_to_bar,
)
from penchant.rules.cards import RANK_MASKS, CardSet
from penchant.rules.kinds import LARGEST_SET, SMALLEST_SET
from penchant.rules.suits_and_ranks import Rank

__all__ = ["bar_reason_words", "barred_refusal_words", "barred_words", "freeing_words", "leaving_words", "left_words",
           "reasons_words", "remedy_words", "unbar_hint_words"]


def _theirs(bar: Bar, cards: Callable[[CardSet], str] = str) -> str:
    theirs = f"{number_words(bar.size)} {bar.rank.plural} ({cards(bar.cards)})"
    if len(bar.cards) > bar.size:
        count = number_words(len(bar.cards))
        theirs = f"{count} {bar.rank.plural} ({cards(bar.cards)})"
    return f"{theirs}, a major {SIZE_NAMES[bar.size]}"


def bar_reason_words(bar: Bar, cards: Callable[[CardSet], str] = str) -> str:
    """Why ``bar`` bars: his barring set, and the player's own that does not meet it (a part of the barred
    refusal, :func:`reasons_words`); ``cards`` writes the cards (notation by default)."""
    if bar.reading == "by_value":
        own = (
            f"your best set on the table, {number_words(bar.own_size)} {bar.own_best.plural}, "
            "is not as good"
            if bar.own_best is not None
            else "you have no set on your table"
        )
        return f"the opponent's table holds {_theirs(bar, cards)}, worth as much or more, and {own}"
    own = (
        f"your best major {SIZE_NAMES[bar.size]} is only {bar.own_best.plural}"
        if bar.own_best is not None
        else f"you have no major {SIZE_NAMES[bar.size]} on your table"
    )
    return f"the opponent's table holds {_theirs(bar, cards)}, and {own}"


def unbar_hint_words(bar: Bar, own: str = "your own") -> str:
    """What on the player's own table would meet ``bar`` (only sets that can still be made, :meth:`Bar.makeable`);
    ``own`` says whose table (``"your own"``, ``"Ada’s own"``). A part of the barred refusal (:func:`remedy_words`)."""
    sets = bar.makeable()
    if not sets:
        return (f"no {SIZE_NAMES[bar.size]} of {bar.rank.plural} or better can be shown "
                f"while these stay on the opponent's table")
    if bar.reading == "by_value":
        parts = []
        same = [r for n, r in sets if n == bar.size]
        if same:
            parts.append(f"{number_words(bar.size)} {join_or(r.plural for r in same)}")
        for n in range(bar.size + 1, LARGEST_SET + 1):
            ranks = [r for m, r in sets if m == n]
            if len(ranks) == 8:
                parts.append(f"{number_words(n)} of any rank")
            elif ranks:
                parts.append(f"{number_words(n)} {join_or(r.plural for r in ranks)}")
        return f"a set as good on {own} table ({', or '.join(parts)})"
    return f"a major {SIZE_NAMES[bar.size]} of {join_or(r.plural for _, r in sets)} on {own} table"


def barred_words(report: BarReport) -> str:
    """What is barred: ``'minor pairs are barred'`` (the head of :func:`barred_refusal_words`)."""
    return f"minor {SIZE_PLURALS[report.size]} are barred"


def reasons_words(report: BarReport, cards: Callable[[CardSet], str] = str) -> str:
    """Why, every main bar's reason (:func:`bar_reason_words`), joined by ``'; '`` (the middle of
    :func:`barred_refusal_words`); ``cards`` writes the cards (notation by default)."""
    return "; ".join(bar_reason_words(b, cards) for b in report.main_bars)


def remedy_words(report: BarReport) -> str:
    """What unbars on the player's own table: a set to meet each bar (``'To unbar: ...'``, in
    :func:`barred_refusal_words`)."""
    return f"To unbar: {join_and(unbar_hint_words(b) for b in report.main_bars)}"


def left_words(report: BarReport, whose: str = "your", cards: Callable[[CardSet], str] = str) -> str:
    """Why the bar lifts once :attr:`BarReport.must_leave` has left his table, rank by rank: what is left of each of
    his barring ranks there is no set, or too short a set to bar this one, or a set the player's own table answers
    (``whose``: the player's possessive, ``"your"``; ``cards``: how cards are written). Two of his three Jacks
    leaving free your pairs, but one is enough when your two Aces answer the two left: said with its reason, so the
    count does not look like a slip.

    >>> from penchant.rules.bar_reports import bar_report
    >>> from penchant.rules.holdings import Holdings
    >>> left_words(bar_report(2, Holdings.parse(table="AS AD", opp_table="JS JH JD"), "by_size"))
    'the two Jacks left there are only a pair, and your two Aces (AS AD) answer it'
    >>> left_words(bar_report(2, Holdings.parse(opp_table="JS JH JD"), "by_size"))
    'the one Jack left there is no set'
    >>> left_words(bar_report(3, Holdings.parse(opp_table="JS JH JD JC"), "by_size"))
    'the two Jacks left there are only a pair, too short to bar a minor triplet'
    """
    out = []
    for n, group in report.must_leave:
        rank = next(iter(group)).rank
        k = len(group) - n
        if k == 0:
            out.append(f"no {rank.plural} are left there")
        elif k < SMALLEST_SET:
            out.append(f"the one {rank.singular} left there is no set")
        elif not big_enough_to_bar(k, report.size):
            out.append(f"the {number_words(k)} {rank.plural} left there are only a {SIZE_NAMES[k]}, too short "
                       f"to bar a minor {SIZE_NAMES[report.size]}")
        else:
            t = report.table.mask
            reading = report.bars[0].reading
            mine = best_rank_with(t, k) if reading == "by_size" else best_set_among(t, RANK_NUMBERS)[1]
            own = CardSet.from_mask(t & RANK_MASKS[mine])
            out.append(f"the {number_words(k)} {rank.plural} left there are only a "
                       f"{SIZE_NAMES[min(k, LARGEST_SET)]}, and {whose} {number_words(len(own))} "
                       f"{Rank(mine).plural} ({cards(own)}) answer it")
    return ", and ".join(out)  # each a clause of its own: "…answer it, and the one King left there is no set"


def leaving_words(report: BarReport, cards: Callable[[CardSet], str] = str) -> str:
    """What must leave the opponent's table for the bar to lift (:attr:`BarReport.must_leave`), in words: ``'one of
    QS QH'``, ``'one of JS JH JD and one of KS KH'``; ``cards`` writes the cards (notation by default). The one
    wording of it, for the barred refusal and :func:`penchant.words.bar_reports.unbar_words`."""
    return join_and(f"{number_words(n)} of {cards(group)}" for n, group in report.must_leave)


def freeing_words(report: BarReport, *, other: str = "he", whose: str = "your", what: str | None = None,
                  cards: Callable[[CardSet], str] = str) -> str:
    """How many of his table cards must be played for the set to be free, and why that many (:func:`left_words`),
    as one clause: ``'if he plays one of JS JH JD from his table, your minor pairs are free: the two Jacks
    left there are only a pair, and your two Aces (AS AD) answer it'`` (the end of :func:`barred_refusal_words`).
    ``other`` is who plays (``"he"``, ``"your opponent"``, ``"you"``, a name), ``whose`` the barred player's
    possessive, ``what`` the sets freed (``"your minor pairs"`` unless told: ``"they"``), ``cards`` how cards are
    written."""
    table = ("your table" if is_you(other) else "his table" if other == "he" or "opponent" in other
             else f"{other}’s table")
    freed = what if what is not None else f"{whose} minor {SIZE_PLURALS[report.size]}"
    return (f"if {other} {verb_form(other, 'play')} {leaving_words(report, cards)} from {table}, {freed} "
            f"{verb_form(1 if freed == 'it' else 2, 'be')} free: {left_words(report, whose, cards)}")


def barred_refusal_words(report: BarReport, cards: Callable[[CardSet], str] = str) -> str:
    """The bar in full, as :func:`~penchant.rules.combinations.check_declaration` refuses a barred set with it:
    every barring set, what on the player's own table would meet it, and what must leave the opponent's table for
    it to lift, and why that is enough (:func:`freeing_words`); ``cards`` writes the cards (notation, as the
    refusal's reason says them, by default).

    >>> from penchant.rules.bar_reports import bar_report
    >>> from penchant.rules.holdings import Holdings
    >>> report = bar_report(2, Holdings.parse(table="QS QH", opp_table="JS JH JD KS KH"), "by_value")
    >>> barred_refusal_words(report).split(". ")[-1]
    'If he plays one of JS JH JD and one of KS KH from his table, your minor pairs are free: the two Jacks \
left there are only a pair, and your two Queens (QS QH) answer it, and the one King left there is no set'
    """
    return (f"{barred_words(report)}, because {reasons_words(report, cards)}. {remedy_words(report)}. "
            f"{capitalised(freeing_words(report, cards=cards))}")
