"""Small helpers shared by the marker's screens: buttons, show/hide, the style sheet, a tap's guard (a download's
file name is made in :mod:`~penchant_widgets.marker.file_names`, when a game was played said in
:mod:`~penchant_widgets.marker.times_said`)."""

from __future__ import annotations

import functools
import logging
import traceback
from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext
from typing import Any, TypeVar

import ipywidgets as W
import traitlets
from penchant_widgets.styles import classed, package_css

from penchant.errors import PenchantError
from penchant.rules.kinds import Kind
from penchant.words.grammar import capitalised, verb_form
from penchant.words.numbers import count_words

__all__ = [
    "CSS",
    "DOUBLE_TAP_NOT_PLAYED",
    "KIND_ORDER",
    "refused_advice",
    "refused_words",
    "KIND_CLASS",
    "Box",
    "Button",
    "Flags",
    "HBox",
    "Html",
    "VBox",
    "box",
    "button",
    "html",
    "show",
    "set_off",
    "guarded",
    "kind_label",
    "on_tap",
    "log",
]

CSS = package_css("marker/marker.css")

KIND_ORDER: tuple[Kind, ...] = (
    Kind.PENCHANT, Kind.MARRIAGE, Kind.BESITO,
    Kind.PAIR, Kind.TRIPLET, Kind.QUADRUPLET,
    Kind.FAMILY, Kind.CLAN, Kind.FLUSH, Kind.REUNION,
)
"""Couplings first (the most frequent), then sets, then runs."""

KIND_CLASS = {kind: f"pm-kind-{kind.kind_class.value}" for kind in Kind}
"""Each kind's button colour, by its family in the rules (Kind.kind_class: coupling, set or run)."""

log = logging.getLogger("penchant.marker")


def refused_advice(n: int) -> str:
    """What the Sheet says under the ``n`` stored entries this version's rules refuse: what that means for the
    score and what to do, not only that they "could not be replayed"."""
    return (f"{capitalised(count_words(n, 'entry', 'entries'))} {verb_form(n, 'be', past=True)} saved by an earlier "
            "version of Penchant, which allowed what today's rules refuse; nothing is lost, for the file keeps every "
            "entry, but the score counts only what the rules allow. If a refused entry mattered, enter it again as "
            "the rules now allow, or start a new game.")


def refused_words(n: int) -> str:
    """The toolbar's line on ``n`` stored entries this version refuses: what they are and what became of them."""
    return (f"{count_words(n, 'saved entry', 'saved entries', digits=True)} not counted: refused by today's rules, "
            "kept, not lost")


DOUBLE_TAP_NOT_PLAYED = "Double tap: not played. Tap the card again to play it"
"""Said next to a table card whose confirming tap came too fast to be meant (a bounce is no confirmation)."""

FLAG_CLASSES: dict[str, tuple[str, bool]] = {
    "shown": ("pm-hidden", False), "off": ("pm-off", True), "chosen": ("pm-sel", True),
    "primary": ("pm-primary", True), "bounced": ("pm-bounced", True), "red": ("pm-red", True),
    "on0": ("pm-on0", True), "on1": ("pm-on1", True), "optional": ("pm-optional", True),
    "turn": ("pm-turn", True), "edited": ("pm-edited", True),
}
"""Each view flag of :class:`Flags`: the CSS class that draws it, and the value that adds the class."""

_DRAWN = frozenset({*FLAG_CLASSES, "description", "tooltip", "value", "disabled"})
"""The traits the screens draw on each tap (:meth:`Flags.__setattr__` drops an assignment of the value held)."""
_UNSET = object()

F = TypeVar("F", bound=Callable[..., Any])


_SOFT = {Kind.QUADRUPLET: "Quadru\u00adplet"}
"""A soft hyphen where a long name may break on a narrow phone (no clipped glyph)."""


def kind_label(kind: Kind, points: int) -> str:
    return f"{_SOFT.get(kind, capitalised(kind.value))}\n+{points}"


class Flags(traitlets.HasTraits):
    """A marker widget's view state, in traitlets (observed: each drawn as a CSS class, never read back).

    ``shown`` (``pm-hidden`` when false), ``off`` (not available now: ``pm-off``), ``chosen`` (``pm-sel``),
    ``primary``, ``bounced`` (a merged double tap), ``red`` (a red suit), ``on0``/``on1`` (a card on that
    player's table), ``optional``, ``turn`` (this player's turn), ``edited``."""

    shown = traitlets.Bool(True)
    off = traitlets.Bool(False)
    chosen = traitlets.Bool(False)
    primary = traitlets.Bool(False)
    bounced = traitlets.Bool(False)
    red = traitlets.Bool(False)
    on0 = traitlets.Bool(False)
    on1 = traitlets.Bool(False)
    optional = traitlets.Bool(False)
    turn = traitlets.Bool(False)
    edited = traitlets.Bool(False)

    def __setattr__(self, name: str, value: Any) -> None:
        # A screen draws every button on each tap, mostly with the values they hold: such an assignment is
        # dropped here (traitlets would compare it only after validating it, some ten times the cost: a tap set
        # a hundred-odd unchanged traits). A changed value is set as ever, and sent. The value held is asked as
        # any caller asks it (traitlets' own store is private).
        if name in _DRAWN and getattr(self, name, _UNSET) == value:
            return
        super().__setattr__(name, value)

    @traitlets.observe(*FLAG_CLASSES)
    def _draw_flag(self, change: Any) -> None:
        css, when = FLAG_CLASSES[change["name"]]
        if change["new"] == when:
            self.add_class(css)  # type: ignore[attr-defined]
        else:
            self.remove_class(css)  # type: ignore[attr-defined]


class Button(Flags, W.Button):
    """A marker button."""


class Html(Flags, W.HTML):
    """A marker line of HTML."""


class Box(Flags, W.Box):
    """A marker box."""


class VBox(Flags, W.VBox):
    """A marker column."""


class HBox(Flags, W.HBox):
    """A marker row."""


def on_tap(b: Button, handler: Callable[[], Any]) -> None:
    """Call ``handler`` on each tap of ``b`` (the page's line to its server answers every tap alike, whatever its
    button: :class:`~penchant_widgets.marker.watch.ServerWatch`)."""
    b.on_click(lambda _b: handler())


def button(label: str, *classes: str, on_click: Callable[[], Any] | None = None, tooltip: str = "") -> Button:
    """A marker button (classes for style and for test selectors)."""
    b = Button(description=label, tooltip=tooltip, layout=W.Layout(width="auto", height="auto"))
    classed(b, *classes)
    if on_click is not None:
        on_tap(b, on_click)
    return b


def html(value: str = "", *classes: str) -> Html:
    line = Html(value=value, layout=W.Layout(width="auto"))
    classed(line, *classes)
    return line


def box(children: Any, *classes: str) -> Box:
    b = Box(list(children))
    classed(b, *classes)
    return b


def set_off(widget: Button, off: bool) -> None:
    """Mark a button as not available now. It stays tappable: a tap on it enters nothing and the
    ledger's refusal says why (a disabled button would swallow the tap in silence)."""
    if widget.disabled:
        widget.disabled = False
    widget.off = off


def show(widget: W.DOMWidget, visible: bool) -> None:
    """Show or hide a widget: a marker widget's ``shown`` flag; another widget's layout (``display``)."""
    if isinstance(widget, Flags):
        widget.shown = visible
    else:
        widget.layout.display = None if visible else "none"


def _unexpected_words(exc: Exception) -> str:
    """What the screen says of an error no rule refused (a bug, a store that failed): it may have come before or
    after the tap was saved, so it promises nothing ("Nothing was lost" is true only of a refusal, which is checked
    before anything is saved) and says how to find out."""
    return (f"Something went wrong ({type(exc).__name__}: {exc}), and this tap may not have been saved: reload the "
            "page to see what the sheet holds, and enter it again if it is missing.")


def guarded(report: Callable[[str], None], on_tap: Callable[[], None] | None = None,
            words: Callable[[PenchantError], str] = str,
            around: Callable[[], AbstractContextManager[None]] = nullcontext) -> Callable[[F], F]:
    """Wrap a handler so an unexpected exception becomes a message on screen, not a dead page.

    ``on_tap`` is called first, on every tap (the marker counts taps to tell a double tap); ``words`` says a
    refusal as the screen shows it (the marker: the ledger's sentence in the players' words, ``Ledger.said``);
    the handler runs inside ``around()`` (the marker's :meth:`~penchant_widgets.marker.app.MarkerApp.changing`: what
    a tap changes is drawn once, after it)."""

    def deco(fn: F) -> F:
        @functools.wraps(fn)
        def inner(*args: Any, **kwargs: Any) -> Any:
            if on_tap is not None:
                on_tap()
            try:
                with around():
                    return fn(*args, **kwargs)
            except PenchantError as exc:  # a refusal: checked before anything is saved, so nothing changed
                report(words(exc))
                return None
            except Exception as exc:  # the marker must never die on a tap
                log.error("marker handler failed:\n%s", traceback.format_exc())
                report(_unexpected_words(exc))
                return None

        return inner  # type: ignore[return-value]

    return deco
