"""This device's view of the marker, as a widget whose traits are synced with its page: an anywidget whose front end
is the static module ``device.js`` beside this file.

Face to face and referee mode are the device's choices: a table that reloads (a server restart, a tablet woken)
finds them as it left them. The page keeps them in the browser's storage; the app's traits are the view.
``face_to_face``, ``referee`` and ``screen`` are this widget's traits, drawn from the app's, and the page gives
the device's stored choice back once as ``stored_choice``, which this widget applies to the app: the choices
travel as synced traits, never read off the page's markup or typed into hidden inputs, so the page's looks can
change without losing them. Nothing here is shown.

Whether the screen is kept awake is the page's to find (the browser's wake lock) and this widget's to say: the page
sets ``wake`` to what the browser did (a state, never words), and this widget words it (:data:`WAKE_WORDS`) in
``wake_note``, which the app draws in its note; the page's module carries no sentence of the marker's.
"""

from __future__ import annotations

from typing import Any, Final

import traitlets

from penchant_widgets.marker.guard import log
from penchant_widgets.marker.in_app import module_in_app
from penchant_widgets.marker.watch import APP_CLASS
from penchant_widgets.shown_signal import SAYING_SHOWN_SCRIPT, ShownSignal

__all__ = ["DEVICE_SCRIPT", "NO_APP_WORDS", "WAKE_WORDS", "DeviceView", "wake_words"]

DEVICE_SCRIPT = SAYING_SHOWN_SCRIPT + module_in_app("device.js")
"""The widget's front end (an ES module: the package's ``device.js``, after the page's saying of ``shown`` every
:class:`ShownSignal` has, :data:`~penchant_widgets.shown_signal.SAYING_SHOWN_SCRIPT`, and the helper the marker's
modules share, :data:`~penchant_widgets.marker.in_app.IN_APP_SCRIPT`)."""

WAKE_WORDS: Final = {
    "awake": "Screen kept awake",
    "unsupported": "The screen may dim: this browser cannot keep it awake; set its auto-lock to Never",
    "insecure": "The screen may dim: over plain http a browser cannot keep it awake; set the tablet auto-lock to "
                "Never",
    "refused": "The screen may dim: this browser refused to keep it awake ({refusal})",
    "released": "The screen may dim: the device stopped keeping it awake (a battery saver, say); set its auto-lock to "
                "Never",
}
"""What the note says for each ``wake`` the page reports: kept awake; no wake lock in this browser; a page over
plain http (no secure context, so no wake lock); the browser refused it (``{refusal}``: the browser's error); the
system released it while the page was shown (``"released"``: it stays so until the page is shown again)."""

NO_APP_WORDS: Final = (
    f"The marker's DeviceView is on the page in no element of class {APP_CLASS!r}: a newly shown screen cannot be "
    "turned to its top. Lay the view out inside its MarkerApp.")
"""What the page's console and the kernel's log say when the view's element is on the page outside any app (a
developer's mistake, said where a developer looks; ``app_found`` false)."""


def wake_words(wake: str, refusal: str = "") -> str:
    """The note for the page's ``wake`` state (``""`` for none yet, or one this kernel has no words for).

    >>> wake_words("refused", "NotAllowedError")
    'The screen may dim: this browser refused to keep it awake (NotAllowedError)'
    """
    return WAKE_WORDS.get(wake, "").format(refusal=refusal)


class DeviceView(ShownSignal):
    """The app's view synced with the page, and the device's stored choice given back by it: hidden.

    ``DeviceView(app)``: ``face_to_face``, ``referee`` and ``screen`` follow the app's; a ``stored_choice`` the
    page gives sets the app's ``face_to_face`` and ``referee`` (a value it cannot read changes nothing), then
    ``restored``, after which the page keeps each change of them; ``shown`` (a :class:`ShownSignal`'s), set by the
    page after the stored choice, says it shows the app: the app, built ahead of its page, holds its screen until
    then (:meth:`penchant_widgets.marker.app.MarkerApp`'s ``syncing``)."""

    _esm = DEVICE_SCRIPT
    face_to_face = traitlets.Bool(False).tag(sync=True)
    """The app's ``face_to_face``, as the page keeps it."""
    referee = traitlets.Bool(False).tag(sync=True)
    """The app's ``referee``, as the page keeps it."""
    screen = traitlets.Unicode("").tag(sync=True)
    """The screen shown, by name: the page turns a newly shown one to its top."""
    stored_choice = traitlets.Dict(default_value=None, allow_none=True).tag(sync=True)
    """This device's choice as the page's storage keeps it (``{"face": true, "referee": false}``, ``{}`` when
    none), given by the page once; ``None`` until then."""
    wake = traitlets.Unicode("").tag(sync=True)
    """What the browser did about keeping the screen awake, set by the page: a key of :data:`WAKE_WORDS`
    (``"awake"``, ``"unsupported"``, ``"insecure"``, ``"refused"``, ``"released"``), ``""`` until it has asked."""
    wake_refusal = traitlets.Unicode("").tag(sync=True)
    """The browser's error's name when it refused (``"NotAllowedError"``), set by the page with ``wake``."""
    wake_note = traitlets.Unicode("")
    """What the note says of keeping the screen awake, in this widget's words for the page's ``wake``
    (:func:`wake_words`): the app draws it in its note (:meth:`penchant_widgets.marker.app.MarkerApp`'s
    ``_wake``). Not synced: the page never sees or writes words."""
    wake_awake = traitlets.Bool(False)
    """Whether the page keeps the screen awake (its ``wake`` is ``"awake"``), set with ``wake_note``."""
    restored = traitlets.Bool(False).tag(sync=True)
    """The page's stored choice has been applied (or the page had none): the page keeps the view from then on."""
    app_class = traitlets.Unicode(APP_CLASS, read_only=True).tag(sync=True)
    """The class of the app whose screen the page turns to its top (:data:`~penchant_widgets.marker.watch.APP_CLASS`,
    which :class:`~penchant_widgets.marker.app.MarkerApp` carries): the page finds the nearest element of this class
    around the view's own."""
    app_found = traitlets.Bool(None, allow_none=True).tag(sync=True)
    """Set by the page: whether it found the view's app (``True``) or found the view on the page outside any
    (``False``: logged as :data:`NO_APP_WORDS`); ``None`` until the page looks."""
    no_app_words = traitlets.Unicode(NO_APP_WORDS, read_only=True).tag(sync=True)
    """What the page's console says when it finds no app (:data:`NO_APP_WORDS`: the module holds no sentence)."""
    app = traitlets.Any(read_only=True).tag(sync=False)
    """The marker app whose view this is (fixed at construction)."""

    def __init__(self, app: Any) -> None:
        super().__init__()  # hidden, as every signal
        self.add_class("pm-view")
        self.set_trait("app", app)
        for name in ("face_to_face", "referee", "screen"):
            traitlets.dlink((app, name), (self, name))

    @traitlets.observe("app_found")
    def _placed(self, change: Any) -> None:
        if change["new"] is False:
            log.error(NO_APP_WORDS)

    @traitlets.observe("wake", "wake_refusal")
    def _word_wake(self, _change: Any) -> None:
        with self.hold_trait_notifications():  # the note drawn once, words and class together
            self.wake_awake = self.wake == "awake"
            self.wake_note = wake_words(self.wake, self.wake_refusal)

    @traitlets.observe("stored_choice")
    def _restore(self, change: Any) -> None:
        choice = change["new"]
        if choice is None or self.restored:
            return
        with self.app.changing():  # the screen drawn once, for both
            for key, trait in (("face", "face_to_face"), ("referee", "referee")):
                if isinstance(choice.get(key), bool):
                    setattr(self.app, trait, choice[key])
        self.restored = True
