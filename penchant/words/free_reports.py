"""Why a minor set is free, in a player's words, read from the rules' free reports
(:func:`~penchant.rules.free_reports.free_report`): what answers his major sets, or why they are too short
(:func:`explain`), and a set lying on a table (:func:`set_words`). Whether and why a set is free is
:mod:`penchant.rules.free_reports`'; these words say it.
"""

from __future__ import annotations

from penchant.english.numbers import number_words
from penchant.rules.barring import SIZE_NAMES, SIZE_PLURALS
from penchant.rules.free_reports import FreeReport, SetOnTable

__all__ = ["explain", "set_words"]


def set_words(on_table: SetOnTable) -> str:
    """A set lying on a table, its count, rank and cards: ``'two Kings (KS KH)'``.

    >>> from penchant.rules.free_reports import sets_on_table
    >>> [set_words(s) for s in sets_on_table("KS KH 9D 9C 9H")]
    ['two Kings (KS KH)', 'three 9s (9H 9D 9C)']
    """
    return f"{number_words(on_table.size)} {on_table.rank.plural} ({on_table.cards})"


def explain(report: FreeReport) -> str:
    """Why minor sets of the report's size are free: each of his major sets and what answers it or why it is too
    short, and his minor sets, which never bar.

    >>> from penchant.rules.free_reports import free_report
    >>> from penchant.rules.holdings import Holdings
    >>> explain(free_report(2, Holdings.parse(table="KS KH", opp_table="QS QH"), "by_size"))
    'minor pairs are free: his major pair of Queens (QS QH) is answered by your pair of Kings (KS KH), which beats it'
    """
    what = SIZE_NAMES[report.size]
    if report.reading == "by_value":
        if report.answered:
            (_n, theirs, mine), = report.answered
            tie = (mine.size, mine.rank) == (theirs.size, theirs.rank)
            reason = (f"his best major set, {set_words(theirs)}, is answered by your best set on the table, "
                      f"{set_words(mine)}, which {'ties' if tie else 'beats'} it"
                      + (" (a tie is enough)" if tie else ""))
        elif report.shorter is not None:
            reason = (f"his best major set, {set_words(report.shorter[1])}, is worth less than a {what}, so "
                      f"your minor {what} counts more")
        else:
            reason = "the opponent's table holds no major set"
        return f"minor {SIZE_PLURALS[report.size]} are free (by Foster's reading, the bar goes by value): {reason}"
    reasons = []
    for bar_size, theirs, mine in report.answered:
        name = SIZE_NAMES[bar_size]
        tie = mine.rank == theirs.rank
        reasons.append(f"his major {name} of {theirs.rank.plural} ({theirs.cards}) is answered by your "
                       f"{name} of {mine.rank.plural} ({mine.cards}), which {'ties' if tie else 'beats'} it"
                       + (" (a tie is enough to unbar)" if tie else ""))
    if report.shorter is not None:
        n, s = report.shorter
        reasons.append(f"his major {SIZE_NAMES[n]} of {s.rank.plural} ({s.cards}) bars only sets "
                       f"of {n} or fewer cards, and a minor {what} is longer; a longer minor set is never "
                       "barred by it")
    if not reasons:
        reasons.append(f"the opponent's table holds no major {what} or larger major set")
    if report.minor_sets:
        reasons.append("his " + ", ".join(r.plural for r in report.minor_sets)
                       + " bar nothing, since minor sets never bar")
    # one colon a sentence, the head's: "…are free: their pair … bars only sets of 2 or fewer cards: a minor
    # triplet is longer" chained three parts (the reasons after the first are sentences, split at "; ")
    return f"minor {SIZE_PLURALS[report.size]} are free: " + "; ".join(reasons)
