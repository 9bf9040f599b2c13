"""The marker page's one channel to its script (the ``penchant`` template's ``marker-page.js``): the view as the
app's traits hold it, said to the page, and this device's stored choice asked back once.

Face to face and referee mode are the device's choices: a table that reloads (a server restart, a tablet woken)
finds them as it left them. The script read them off the page (a class, a button's ✓, which screen was not
hidden) and restored them by clicking the buttons on timers (a review found it); now it reads only ``said``'s
``data-`` attributes, drawn from the traits, and gives the stored choice back through ``asked``'s value, which the
app observes and applies. Nothing here is shown.
"""

from __future__ import annotations

import html as html_text
import json
from typing import Any

import ipywidgets as W
import traitlets

__all__ = ["SAID_CLASS", "ASKED_CLASS", "DeviceView", "view_said"]

SAID_CLASS = "pm-view-said"
"""The element whose ``data-`` attributes say the view: ``data-face``, ``data-referee`` ("1" or "0"),
``data-screen`` (the screen shown, by name) and ``data-restored`` ("1" once the device's stored choice is applied:
the script keeps the choice only from then on, or it would store the defaults over it)."""
ASKED_CLASS = "pm-view-asked"
"""The hidden text box the script fills once, with the device's stored choice (JSON: ``{"face": true,
"referee": false}``), firing the box's ``input`` and ``change`` events as typing does."""


def view_said(face: bool, referee: bool, screen: str, restored: bool) -> str:
    """The ``said`` element's HTML, from the view's traits."""
    flag = {True: "1", False: "0"}
    return (f'<span class="{SAID_CLASS}" data-face="{flag[face]}" data-referee="{flag[referee]}" '
            f'data-screen="{html_text.escape(screen)}" data-restored="{flag[restored]}"></span>')


class DeviceView(W.Box):
    """The app's view said to the page (``said``) and the device's choice asked back (``asked``): hidden.

    ``DeviceView(app)``: observes the app's ``face_to_face``, ``referee`` and ``screen``; a value the page gives
    ``asked`` sets the app's ``face_to_face`` and ``referee`` (a choice it cannot read changes nothing), then
    ``restored``."""

    restored = traitlets.Bool(False)
    """The page's stored choice has been applied (or the page had none): said as ``data-restored``."""
    app = traitlets.Any(read_only=True).tag(sync=False)
    """The marker app this channel speaks for (fixed at construction)."""

    def __init__(self, app: Any) -> None:
        self.said = W.HTML("")
        self.said.add_class("pm-view-note")
        self.asked = W.Text("", continuous_update=False)
        self.asked.add_class(ASKED_CLASS)
        super().__init__([self.said, self.asked], layout=W.Layout(display="none"))
        self.add_class("pm-view")
        self.set_trait("app", app)
        app.observe(self._say, names=["face_to_face", "referee", "screen"])
        self.asked.observe(self._restore, names="value")
        self._say()

    @traitlets.observe("restored")
    def _say(self, _change: Any = None) -> None:
        app = self.app
        self.said.value = view_said(app.face_to_face, app.referee, app.screen, self.restored)

    def _restore(self, change: Any) -> None:
        try:
            choice = json.loads(change["new"])
        except ValueError:
            choice = None
        if isinstance(choice, dict):
            with self.app.changing():  # the screen drawn once, for both
                for key, trait in (("face", "face_to_face"), ("referee", "referee")):
                    if isinstance(choice.get(key), bool):
                        setattr(self.app, trait, choice[key])
        self.restored = True
