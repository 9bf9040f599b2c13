"""What chapter 5's two asides say, in the rules' words (:mod:`penchant.words.barring`): the check a player makes at
the table when his opponent declares a minor set, step by step (:func:`checking_words`), and how Foster's older rules
read the bar beside Kandell's, which the chapters play by (:func:`foster_reading_words`). Words with their emphasis
marked (:class:`~penchant.english.marked.Paragraph`), never markup: the page sets them. They were f-strings of HTML in
the chapter's cell."""

from __future__ import annotations

from penchant.english.grammar import capitalised
from penchant.english.marked import Paragraph
from penchant.rules.profiles import FOSTER, KANDELL
from penchant.words.barring import (
    MINOR_SETS_WORDS,
    by_value_order_words,
    checking_steps,
    rule_words,
    unbars_by_size_words,
)

__all__ = ["checking_words", "foster_reading_words"]


def checking_words() -> tuple[Paragraph, tuple[Paragraph, ...], Paragraph]:
    """The check at the table: a lead-in, the steps in order (the rules' :func:`~penchant.words.barring.
    checking_steps`), and where else the steps are found.

    >>> lead, steps, after = checking_words()
    >>> lead.pieces[1], len(steps), after.words
    ('your', 3, 'Chapter 10 has these steps on its one page of rules.')
    """
    lead = Paragraph((f"When your opponent declares a minor set (one of the {MINOR_SETS_WORDS}), you can check he "
                      "may: look at ", "your", " table for major sets, and at ", "his",
                      f" for major sets as good ({unbars_by_size_words('he')}):"))
    return lead, tuple(Paragraph((step,)) for step in checking_steps()), Paragraph(
        ("Chapter 10 has these steps on its one page of rules.",))


def foster_reading_words() -> tuple[Paragraph, ...]:
    """Foster's reading of the bar beside Kandell's: the rule the chapters play by, Foster's (weighing what the sets
    are worth against your own best set) and how his sets are put in order, then what the board below shows.

    >>> first, second, third = foster_reading_words()
    >>> first.words.startswith("These chapters play by Kandell's rules"), second.pieces[1]
    (True, "Foster's rules")
    """
    return (
        Paragraph((f"These chapters play by Kandell's rules, the rule above: {rule_words(KANDELL.barring)}",)),
        Paragraph(("", "Foster's rules", " weigh what the sets are worth, against ", "your own best set",
                   f": {rule_words(FOSTER.barring)} {capitalised(by_value_order_words())}.")),
        Paragraph(("The board below reads a few positions both ways, each numbered; what they show is said under "
                   "it.",)),
    )
