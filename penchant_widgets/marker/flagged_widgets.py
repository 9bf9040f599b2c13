"""The marker's widgets: a button, a line of HTML and boxes, each with view flags (:class:`Flags`) drawn as the CSS
classes of the marker's style sheet (:data:`CSS`, ``marker.css``); the factories the screens build them with, and
showing, hiding and marking a button not available now."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import ipywidgets as W
import traitlets

from penchant_widgets.marker.watch import TAP_CLASS
from penchant_widgets.styles import classed, package_css

__all__ = ["CSS", "FLAG_CLASSES", "Box", "Button", "Flags", "HBox", "Html", "VBox", "box", "button", "html", "on_tap",
           "set_off", "show", "tap_control"]

CSS = package_css("marker/marker.css")
"""The marker's style sheet (the flags' classes among its rules)."""

FLAG_CLASSES: dict[str, tuple[str, bool]] = {
    "shown": ("pm-hidden", False), "off": ("pm-off", True), "chosen": ("pm-sel", True),
    "primary": ("pm-primary", True), "bounced": ("pm-bounced", True), "red": ("pm-red", True),
    "on0": ("pm-on0", True), "on1": ("pm-on1", True), "optional": ("pm-optional", True),
    "turn": ("pm-turn", True), "edited": ("pm-edited", True), "alarm": ("pm-alarm", True),
}
"""Each view flag of :class:`Flags`: the CSS class that draws it, and the value that adds the class."""

_DRAWN = frozenset({*FLAG_CLASSES, "description", "tooltip", "value", "disabled"})
"""The traits the screens draw on each tap (:meth:`Flags.__setattr__` drops an assignment of the value held)."""
_UNSET = object()


class Flags(traitlets.HasTraits):
    """A marker widget's view state, in traitlets (observed: each drawn as a CSS class, never read back).

    ``shown`` (``pm-hidden`` when false), ``off`` (not available now: ``pm-off``), ``chosen`` (``pm-sel``),
    ``primary``, ``bounced`` (a merged double tap), ``red`` (a red suit), ``on0``/``on1`` (a card on that
    player's table), ``optional``, ``turn`` (this player's turn), ``edited``, ``alarm`` (a note the table must not miss:
    the page is not synced)."""

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
    alarm = traitlets.Bool(False)

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
    """Call ``handler`` on each tap of ``b``, and mark ``b`` a tap control (:func:`tap_control`): the one place a
    marker button is given what its tap does, so the page's line to its server counts exactly the buttons whose
    taps the kernel handles (:class:`~penchant_widgets.marker.watch.ServerWatch`)."""
    b.on_click(lambda _b: handler())
    tap_control(b)


WidgetT = TypeVar("WidgetT", bound=W.DOMWidget)


def tap_control(widget: WidgetT) -> WidgetT:
    """``widget`` marked as a control whose taps the kernel handles (its class
    :data:`~penchant_widgets.marker.watch.TAP_CLASS`): a button given a handler (:func:`on_tap` marks it), or a
    choice whose value the kernel takes (toggle buttons, a file picker). The page's line to its server counts a
    click as a tap only on a control so marked, which the kernel said was one; a click on anything else of the app
    (a plain button, a link, a disclosure) is no tap the page waits for. Returns ``widget``."""
    widget.add_class(TAP_CLASS)
    return widget


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
