"""The marker's channel to its page's script (``penchant_widgets.marker.device``): the view said from the app's
traits, and the device's stored choice, given back by the page, applied to them. The script's side is
tests/browser/test_marker_view_browser.py's."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from marker_taps import start
from penchant_widgets.marker.app import MarkerApp
from penchant_widgets.marker.device import ASKED_CLASS, SAID_CLASS
from support import classes

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "widgets" / "jupyter" / "voila" / "templates" / "penchant" / "marker-page.js"


def said(app: MarkerApp) -> dict[str, str]:
    assert app.device is not None
    found = dict(re.findall(r'data-(\w+)="([^"]*)"', app.device.said.value))
    assert f'class="{SAID_CLASS}"' in app.device.said.value
    return found


def test_the_view_is_said_from_the_traits(app: MarkerApp) -> None:
    assert said(app) == {"face": "0", "referee": "0", "screen": "setup", "restored": "0"}
    start(app)
    app.face_to_face = True
    app.referee = True
    assert said(app) == {"face": "1", "referee": "1", "screen": "deal", "restored": "0"}
    app.face_to_face = False
    assert said(app)["face"] == "0"


def test_the_stored_choice_given_back_is_applied_once_the_screen_drawn_and_the_page_not_taken_over(
        app: MarkerApp) -> None:
    assert app.device is not None and ASKED_CLASS in classes(app.device.asked)
    app.device.asked.value = '{"face": true, "referee": true}'
    assert (app.face_to_face, app.referee) == (True, True)
    assert said(app)["restored"] == "1"
    assert not app.touched  # a restored view is no tap: the page still follows the table's latest game


@pytest.mark.parametrize("given", ["", "{}", "nonsense", "[1, 2]", '{"face": "yes", "referee": 1}'])
def test_a_choice_it_cannot_read_changes_nothing_but_is_done(app: MarkerApp, given: str) -> None:
    assert app.device is not None
    app.device.asked.value = "x"  # a value that differs, then the one tested (a Text sends only a change)
    app.face_to_face = False
    app.referee = False
    app.device.asked.value = given
    assert (app.face_to_face, app.referee) == (False, False)
    assert said(app)["restored"] == "1"


def test_the_script_reads_the_channel_not_the_page() -> None:
    """The review's finding: the view read off a class (``pm-face``, ``pm-hidden``) and a label's ✓, and restored
    by clicks on a poll. The script names the channel's two classes and none of those."""
    script = SCRIPT.read_text(encoding="utf-8")
    assert SAID_CLASS in script and ASKED_CLASS in script
    for gone in (".click()", "pm-face", "pm-hidden", "\\u2713", "indexOf(", "pm-referee"):
        assert gone not in script, gone


def test_a_new_screen_is_said_once_it_is_shown(app: MarkerApp) -> None:
    """The page turns a newly said screen to its top: by then the screen must be the one showing."""
    seen: list[tuple[str, bool]] = []
    app.observe(lambda change: seen.append((change["new"], app.screen_widget(change["new"]).shown)), "screen")
    start(app)
    app.show("history")
    app.show("deal")  # hidden while the sheet showed
    assert seen[-3:] == [("deal", True), ("history", True), ("deal", True)], seen
