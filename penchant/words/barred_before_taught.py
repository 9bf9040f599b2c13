"""Why the trick's winner had nothing to declare when a bar stopped him, said on a board that may come before
barring is taught: plainly (not "minor pairs are barred by your three Queens"), with how the barring cards came to
lie on the table (each declaration leaves its cards there), and a pointer to the chapter that teaches the rule, by
its subject (a widget knows no chapter's number). The bar is the rules' report
(:func:`~penchant.rules.bar_reports.bar_report`); its sets are said by :func:`~penchant.words.bar_reports.sets_words`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from penchant.english.grammar import verb, verb_form
from penchant.rules.bar_reports import BarReport
from penchant.rules.cards import CardSet
from penchant.words.bar_reports import sets_words

__all__ = ["BARRING_TAUGHT_LATER", "barred_before_taught_words"]

BARRING_TAUGHT_LATER: Final = "The chapter on barring explains this rule."
"""Where a reader who met a bar before barring is taught learns the rule (by its subject, not a chapter number)."""


def barred_before_taught_words(holder: str, held: CardSet, report: BarReport, *, whose: str,
                               cards: Callable[[CardSet], str] = str) -> str:
    """``holder`` has ``held`` but may not declare it: the sets of ``report`` (on the table of ``whose``, a
    possessive put in as given: ``"your"``, ``"Ada's"``) stop it; the names are put in as given (a board escapes
    them for HTML first), ``cards`` writes the cards (notation by default).

    >>> from penchant.rules.bar_reports import bar_report
    >>> from penchant.rules.holdings import Holdings
    >>> r = bar_report(2, Holdings.parse(hand="7S 7D", opp_table="QS QH QC"), "by_size")
    >>> barred_before_taught_words("Ada", CardSet("7S 7D"), r, whose="your")
    'Ada has 7S 7D, but may not declare them: your three Queens (QS QH QC), left on the table by earlier \
declarations, stop them. The chapter on barring explains this rule.'
    """
    barring = sum(len(b.cards) for b in report.main_bars)  # one card stops; two or more stop
    return (f"{verb(holder, 'have')} {cards(held)}, but may not declare them: {whose} {sets_words(report, cards)}, "
            f"left on the table by earlier declarations, {verb_form(barring, 'stop')} them. {BARRING_TAUGHT_LATER}")
