"""A picked card rises: the row it sits in leaves room above it for the lift, on every screen.

A newcomer on a phone (chapters 3 and 5) picked cards that rose over the labels "Your table" and "Your hand" above
them: the phone's card rows kept 7 px above the cards for an 11 px lift. Every rule of the shared CSS that sets a
pickable row's top padding (a row of cards one may pick: not ``.pt-noselect``, not an empty row) leaves the lift."""

from __future__ import annotations

import re

from penchant_widgets.styles import package_css

CSS = package_css("boards.css")


def _lift() -> int:
    found = re.search(r"\.pt-card\.pt-selected[^{]*\{[^}]*translateY\(-(\d+)px\)", CSS)
    assert found, "a picked card rises"
    return int(found.group(1))


def test_every_pickable_row_leaves_room_for_the_lift() -> None:
    lift = _lift()
    rules = re.findall(r"([^{}]*\.pt-cards)\{([^}]*padding-top:(\d+)px[^}]*)\}", CSS)
    assert rules
    for selector, _body, top in rules:
        assert int(top) >= lift, f"{selector.strip()!r} leaves {top} px for a {lift} px lift"
