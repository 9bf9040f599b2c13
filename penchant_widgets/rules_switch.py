"""The switch between the rule books, as the boards and chapters offer it: each book named as a player names it."""

from __future__ import annotations

import ipywidgets as widgets

from penchant.rules.book_names import rules_words
from penchant.rules.profiles import DEFAULT_PROFILE, PROFILE_ORDER

__all__ = ["rules_choice"]


def rules_choice(value: str = DEFAULT_PROFILE.name, description: str = "") -> widgets.ToggleButtons:
    """A switch between the rules, named as a player names them ("Kandell's rules"); its value is the rules'
    key (``'kandell'``); every profile the rules name, in their order (:data:`~penchant.rules.profiles.PROFILE_ORDER`:
    the default first)."""
    choice = widgets.ToggleButtons(options=[(rules_words(n), n) for n in PROFILE_ORDER], value=value,
                                   description=description,
                                   tooltips=[f"play by {rules_words(n)}" for n in PROFILE_ORDER])
    choice.add_class("pt-profile")
    return choice
