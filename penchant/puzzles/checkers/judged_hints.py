"""The three hints of a judged puzzle (:mod:`penchant.puzzles.checkers.decision`,
:mod:`penchant.puzzles.checkers.timing`), fitted to the position: the tricks left before the last six, what to weigh at
a lead, a follow or a declaration, and what there is to count."""

from __future__ import annotations

from typing import Final

from penchant.english.grammar import capitalised
from penchant.english.numbers import count_words
from penchant.play.moves import Stage
from penchant.play.view import PlayerView
from penchant.puzzles.words.questions import stock_words
from penchant.rules.procedure import first_ten_to_come

__all__ = ["judged_hints", "tricks_left_words", "third_hint", "LEAD_HINT", "COUNT_UNSEEN", "NOTHING_SEEN_YET"]


def tricks_left_words(view: PlayerView) -> str:
    """How many tricks of the first ten are still to come, from the trick the view is at: at a declaration
    the trick just won is over; at a lead or a follow the trick in play is still to win."""
    left = first_ten_to_come(view.tricks_played)
    if view.stage.declaring:
        if left == 0:
            return ("this is the last chance to declare: the stock runs out with this draw, and the last six "
                    "follow")
        return (f"{count_words(left, 'more trick', digits=True)} before the last six, each won trick a chance to "
                "declare and the first draw")
    if left == 1:
        return "this is the last trick before the last six: its winner declares last and draws first"
    return (f"this trick and {left - 1} more before the last six, each won trick a chance to declare and the "
            "first draw")


LEAD_HINT: Final = ("Ask whether you want this trick at all: its winner declares and draws first, but a lead "
                    "that wins may spend a card you want for a set, and a card he wins cheaply may cost you little.")
"""The second hint at a lead: it weighs winning the trick against letting him win it and presumes neither (it said
"ask which card he can win cheaply, and what you lose if he does" above a low lead that was the answer)."""


def judged_hints(view: PlayerView, kind: str) -> tuple[str, ...]:
    """The three hints of a judged puzzle of ``kind`` (``decision`` or ``timing``) at the view's position."""
    first = f"{capitalised(stock_words(view.stock_size))}: {tricks_left_words(view)}."
    if kind == "timing":
        second = ("Weigh what a declaration scores now against what the same cards could score later, and "
                  "how likely the missing card is to come before the stock runs out.")
    elif view.stage is Stage.FOLLOW:
        second = ("Ask what winning this trick is worth to you (a declaration, the first draw) and to him, "
                  "and what it costs in brisques and in cards you would rather keep.")
    else:
        second = LEAD_HINT
    return first, second, third_hint(view)


COUNT_UNSEEN: Final = ("Count the unseen cards: every card not in your hand, on a table or played is in his hand or "
                       "the stock.")
"""The third hint once cards have been seen beyond your own hand: played in a trick, or declared on a table."""


NOTHING_SEEN_YET: Final = ("No trick has been played and nothing declared yet, so there are no cards to count: look at "
                           "your own hand: which cards belong to a combination you could declare, and which are spare?")
"""The third hint before any card but the learner's own (and a card led) has been seen: counting the unseen cards
says nothing at the first trick."""


def third_hint(view: PlayerView) -> str:
    """The third hint of a judged puzzle, fitted to the position: :data:`COUNT_UNSEEN` once a trick has been played
    or a card declared, else :data:`NOTHING_SEEN_YET` (at the first trick every card but yours is unseen)."""
    seen = view.tricks_played > 0 or bool(view.table) or bool(view.opp_table)
    return COUNT_UNSEEN if seen else NOTHING_SEEN_YET
