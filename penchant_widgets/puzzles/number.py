"""The number box of a puzzle that asks for a number: Enter checks it, as the Check button does.

With ``continuous_update`` off the box sends its value only on Enter or on leaving it (the way ipywidgets 8
supports, ``on_submit`` being deprecated), and the value sent is checked. A value is checked once: Enter, then
a Check click, is one attempt, not two. Enter in chapter 7's box checks the number, as a reader expects.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

import ipywidgets as widgets
import traitlets

from penchant.puzzles import CheckResult
from penchant_widgets.html_parts import message_html

__all__ = ["SHOWN_AGAIN", "NumberBox", "shown_again"]


SHOWN_AGAIN = ("The solution is in the box, so this puzzle counts as seen: checking it adds nothing. Go on to"
               " the next puzzle, or come back to this one later.")
"""What Check beside the solution shown says (it used to say nothing, and looked broken)."""


def shown_again(said: str) -> str:
    """The board's message ``said`` with :data:`SHOWN_AGAIN` under it, once (Check pressed again adds nothing)."""
    note = message_html(SHOWN_AGAIN, "note")
    return said if note in said else said + note


Checker = Callable[[str], CheckResult | None]
"""What checks a number typed: the board's answer, which records it."""


class NumberBox(widgets.Text):
    """A text box for a whole number; ``check(text)`` is the board's answer (the trainer checks and records it)."""

    answer = traitlets.TraitType[Checker, Checker](read_only=True).tag(sync=False)
    """Checks a number typed (fixed at construction)."""

    checked = traitlets.Any(None, allow_none=True).tag(sync=False)
    """The number last checked and its result, ``(text, CheckResult | None)`` (``None`` before a check)."""

    shown = traitlets.Unicode(None, allow_none=True).tag(sync=False)
    """The solution's number *Show the solution* put in the box (``None`` until then, and for the next puzzle)."""

    def __init__(self, check: Callable[[str], CheckResult | None]) -> None:
        super().__init__(placeholder="a whole number", tooltip="Your answer (Enter checks it)",
                         continuous_update=False, layout=widgets.Layout(width="160px"))
        self.add_class("pt-number")
        self.set_trait("answer", check)
        self.observe(lambda _c: self.check() if self.value.strip() else None, names="value")

    def check(self) -> CheckResult | None:
        """Check the typed number, once: the same number again is no new attempt (its result stands)."""
        value = self.value.strip()
        if self.checked is not None and self.checked[0] == value:
            return cast("CheckResult | None", self.checked[1])
        result = self.answer(value)
        self.checked = (value, result)
        return result

    def show(self, value: str) -> None:
        """Put the solution's number in the box (*Show the solution*), unchecked: a shown answer is no attempt, and
        Check beside it checks nothing (the box said empty while the words said the answer was on the board)."""
        self.checked = (value, None)
        self.shown = value
        self.value = value

    def check_beside(self, say: Callable[[str], object], said: str) -> CheckResult | None:
        """Check the typed number (:meth:`check`); but beside the solution shown, no attempt: ``say`` the board's
        message ``said`` with :data:`SHOWN_AGAIN` under it, once (:func:`shown_again`)."""
        if not self.shows_solution():
            return self.check()
        say(shown_again(said))
        return None

    def shows_solution(self) -> bool:
        """Whether the box holds the solution *Show the solution* put there, unchanged."""
        return self.shown is not None and self.value.strip() == self.shown

    def clear(self) -> None:
        """Empty the box for the next puzzle (nothing is checked)."""
        self.checked = None
        self.shown = None
        self.value = ""
