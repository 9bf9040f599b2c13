"""The marker page's line to its server, as a widget whose traits are synced with its page: an anywidget whose
front end is the static module ``watch.js`` beside this file.

A served page's game lives in the server's store, its screen in the page's kernel: when the server goes (a crash,
a laptop's lid), a tap cannot reach it, and the page must say so at once, and whether the last tap was recorded.
The kernel says which taps it has answered in ``answered``: the page counts its own taps (a click on a control
of the app the kernel marked as one whose taps it handles, :data:`TAP_CLASS`: a button given a handler, a choice
it takes; a click on anything else, a plain button or a link, is no tap) and tells each one to this widget
(:data:`TAP`, sent through the model after the click's own handlers have sent the tap), and the kernel, which
handles a page's messages in the order they were sent, counts each told tap in ``answered``: the tap's own
message handled and its changes sent before. So whether a tap was answered is a synced value, not guessed, and no
tap waits for an answer that cannot come; the page reads no widget manager and no view of another widget. While the
page is shown the module asks its line every ``line_ms`` (and at once on a tap, when the page is shown again and when
the browser's network comes back): first over this widget's own model, a round trip the kernel answers
(:data:`ECHO`: the same number sent back); with no echo within ``answer_ms`` it asks the server whether the page's
kernel is still there (Jupyter Server's REST API, the fallback that tells a server gone from a kernel busy a while,
and decides when the server is back). Cut off, it says so in this widget's own element, at the bottom of the screen,
in this widget's words (:data:`LOST_WORDS`, synced as ``words`` while the server is there: the page's module holds no
sentence); when the server itself answers again it reloads the page at its place (a page hidden for
``hidden_reload_ms``, a tablet asleep, reloads when shown again: its kernel may have been culled).
On the static site (Python in the browser, ``served`` false) there is no server to lose: the module does nothing.
The page learns which kernel to ask about, and where, from this widget's ``kernel_id`` and ``base_url``, set in
the kernel from what Voilà tells it (:data:`KERNEL_ID_VARIABLE`, :data:`BASE_URL_VARIABLE`), not from the page's
markup; a kernel not told its id (not served by Voilà) leaves ``kernel_id`` empty, and the page is not watched.

Why the page asks the server itself once its kernel's echo is late: the widget's channel to its kernel (its comm,
over the kernel's websocket, through the server) dies with the server, and a dead channel cannot report its own
death: no message comes, and neither ipywidgets nor anywidget gives a widget's view an event for a lost kernel
connection. An echo that does not come says only that something is slow or gone; the server's own answer says which.
The asking belongs to the widget's view: when the view is removed (the widget closed, the app drawn without it) its
cleanup stops it and removes every listener it added (on its app, the document, the window and its model), and an
answer still on its way does nothing (``tests/browser/test_marker_watch_removed_browser.py``).
"""

from __future__ import annotations

import os
import sys
from typing import Any, Final

import anywidget
import ipywidgets as W
import traitlets

from penchant_widgets.marker.guard import log
from penchant_widgets.marker.in_app import module_in_app

__all__ = ["ANSWER_SECONDS", "APP_CLASS", "BASE_URL_VARIABLE", "ECHO", "HIDDEN_RELOAD_SECONDS", "KERNEL_ID_VARIABLE",
           "LINE_SECONDS", "LOST_WORDS", "NO_APP_WORDS", "TAP", "TAP_CLASS", "WATCH_SCRIPT", "ServerWatch"]

WATCH_SCRIPT = module_in_app("watch.js")
"""The widget's front end (an ES module: the package's ``watch.js``, after the helper the marker's modules share,
:data:`~penchant_widgets.marker.in_app.IN_APP_SCRIPT`)."""

LINE_SECONDS = 2
"""How often a shown page asks whether its line to its kernel is still there (and at once on every tap)."""

ANSWER_SECONDS = 1
"""How long the page waits for its kernel's echo (:data:`ECHO`) before it asks the server itself."""

HIDDEN_RELOAD_SECONDS = 600
"""A page hidden this long (a tablet asleep) reloads when shown again: its kernel may have been culled."""

_LOST = "This page lost its server"
_AGAIN = " It reconnects by itself when the marker's server runs again."

LOST_WORDS: Final = {
    "lost": f"{_LOST}.{_AGAIN}",
    "not_recorded": f"{_LOST}: that tap was not recorded.{_AGAIN}",
    "recorded": f"{_LOST}: your last tap was recorded.{_AGAIN}",
    "unsure": f"{_LOST}: your last tap may have been recorded or not; when the page is back, look at the score "
              f"before tapping it again.{_AGAIN}",
    "back": "The server is back: reopening the game\u2026",
}
"""What the page says, for each state its module finds, of its server lost: lost with no recent tap in mind; the
last tap not recorded (neither answered by the kernel nor taken by a live server); recorded (the kernel answered
it); unsure (only the server took it, its answer never came); and the server back, the page reloading. The page
cannot ask its kernel for words once the server is gone, so they travel ahead, in the synced ``words``: the page's
module picks one by its key and carries no sentence of its own."""

APP_CLASS: Final = "pm-app"
"""The class of the app whose taps the page counts (:class:`~penchant_widgets.marker.app.MarkerApp` carries it; the
device view finds its app by it too): the page hears the taps of the nearest element of this class around the
watch's own, however deep in the app the watch is laid out."""

TAP_CLASS: Final = "pm-tap"
"""The class of a control of the app whose taps the kernel handles: given where the control is given what its tap
does (:func:`~penchant_widgets.marker.flagged_widgets.on_tap`, the one place a marker button gets a handler; a choice
the kernel takes, :func:`~penchant_widgets.marker.flagged_widgets.tap_control`). The page counts a click as a tap
only on a control of this class, the class named by the watch's model (``tap_class``): a tap is known where the
kernel made it one, never inferred from the page's markup (a new button with no handler, a link, a disclosure is
no tap the page waits for; tests/widgets/test_marker_taps_are_marked.py holds the marks to the handlers)."""

NO_APP_WORDS: Final = (
    f"The marker's ServerWatch is on the page in no element of class {APP_CLASS!r}: its page hears no tap, so a "
    "server lost could not say whether the last tap was recorded. Lay the watch out inside its MarkerApp.")
"""What the page's console and the kernel's log say when the watch's element is on the page outside any app (a
developer's mistake, said where a developer looks; ``app_found`` false)."""

TAP: Final = {"event": "tap"}
"""What the page's module tells this widget of each tap (anywidget's ``model.send``, heard by ipywidgets'
``on_msg``), after the tap's own message: answered by counting it in ``answered``."""

ECHO: Final = "echo"
"""The event of the page's round trip over this widget's model: ``{"event": "echo", "n": <int>}`` from the page,
sent back as it came (the widget's ``send``, heard by the page's ``msg:custom``)."""

KERNEL_ID_VARIABLE = "VOILA_KERNEL_ID"
"""The environment variable in which Voilà tells a page's kernel its own id (the id of ``api/kernels/<id>``, the
``kernelId`` of the page's config): Voilà's renderer sets it in the kernel before the notebook's first cell runs,
for a kernel started with the page and for a preheated one alike. Without it (the notebook run in JupyterLab, or
by nbconvert) the kernel does not know its id, and the page is not watched."""

BASE_URL_VARIABLE = "VOILA_BASE_URL"
"""The environment variable in which Voilà gives a page's kernel the server's base URL (the page config's
``baseUrl``): the kernel API is under it."""


class ServerWatch(anywidget.AnyWidget):
    """``ServerWatch()``: the page's line to the server of the app it is laid out in (its element sits in the app's,
    of class :data:`APP_CLASS`: the page counts taps on the app's tap controls, of class :data:`TAP_CLASS`; outside
    any app the page says so in its console and sets ``app_found`` false, which the kernel logs); its element shows
    only the message of a server lost.

    ``answered`` is counted up by the kernel for each tap the page tells (:data:`TAP`, :meth:`tapped`);
    the page's round trip (:data:`ECHO`) is sent back as it came (:meth:`echo`); ``served``, ``line_ms``,
    ``answer_ms`` and ``hidden_reload_ms`` say the page how to watch."""

    _esm = WATCH_SCRIPT
    answered = traitlets.Int(0).tag(sync=True)
    """The taps the kernel has answered: the taps the page told, each counted once the tap's own message was
    handled (an entry committed, or its refusal shown; a toggle's choice taken)."""
    served = traitlets.Bool(True).tag(sync=True)
    """Whether a server stands between the page and its kernel (false on the static site: nothing to watch)."""
    kernel_id = traitlets.Unicode("").tag(sync=True)
    """This page's kernel's id, as the server names it (its ``api/kernels/<id>``), from Voilà's
    :data:`KERNEL_ID_VARIABLE`; ``""`` when the kernel was not told it (not served by Voilà): nothing to watch."""
    base_url = traitlets.Unicode("/").tag(sync=True)
    """The server's base URL (Voilà's :data:`BASE_URL_VARIABLE`, ``"/"`` when not told): the page asks
    ``<base_url>api/kernels/<kernel_id>``."""
    line_ms = traitlets.Int(LINE_SECONDS * 1000).tag(sync=True)
    """How often the shown page asks its line (milliseconds)."""
    answer_ms = traitlets.Int(ANSWER_SECONDS * 1000).tag(sync=True)
    """How long the page waits for its kernel's echo before it asks the server itself (milliseconds)."""
    hidden_reload_ms = traitlets.Int(HIDDEN_RELOAD_SECONDS * 1000).tag(sync=True)
    """How long a hidden page may stay hidden before it reloads when shown again (milliseconds)."""
    app_class = traitlets.Unicode(APP_CLASS, read_only=True).tag(sync=True)
    """The class of the app whose taps the page counts (:data:`APP_CLASS`)."""
    tap_class = traitlets.Unicode(TAP_CLASS, read_only=True).tag(sync=True)
    """The class of the app's controls whose taps the page counts (:data:`TAP_CLASS`)."""
    app_found = traitlets.Bool(None, allow_none=True).tag(sync=True)
    """Set by the page: whether it found the watch's app (``True``: its taps are heard) or found the watch on the
    page outside any (``False``: no tap can be heard, logged as :data:`NO_APP_WORDS`); ``None`` until the page
    looks, and on a page with no server to watch."""
    no_app_words = traitlets.Unicode(NO_APP_WORDS, read_only=True).tag(sync=True)
    """What the page's console says when it finds no app (:data:`NO_APP_WORDS`: the module holds no sentence)."""
    words = traitlets.Dict(default_value=dict(LOST_WORDS), read_only=True).tag(sync=True)
    """What the page says when its server is lost, by the state its module finds (:data:`LOST_WORDS`): told to
    the page beforehand, since a page cut off from its server can no longer ask its kernel."""

    def __init__(self) -> None:
        super().__init__(served=sys.platform != "emscripten",  # Python in the browser: the static site
                         kernel_id=os.environ.get(KERNEL_ID_VARIABLE, ""),
                         base_url=os.environ.get(BASE_URL_VARIABLE) or "/")
        self.add_class("pm-watch")
        self.on_msg(self._heard)
        self.observe(self._placed, names=["app_found"])

    def tapped(self) -> None:
        """A tap the page told: answered (the page's messages are handled in order, so the tap's own is done)."""
        self.answered += 1

    def _placed(self, change: dict[str, Any]) -> None:
        if change["new"] is False:
            log.error(NO_APP_WORDS)

    def echo(self, n: int) -> None:
        """Send the page's round trip :data:`ECHO` number ``n`` back: the line to the kernel is there."""
        self.send({"event": ECHO, "n": n})

    def _heard(self, _widget: W.Widget, content: Any, _buffers: Any) -> None:
        if content == TAP:
            self.tapped()
        elif (isinstance(content, dict) and content.get("event") == ECHO and isinstance(content.get("n"), int)
              and not isinstance(content["n"], bool)):
            self.echo(content["n"])
