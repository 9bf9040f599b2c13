"""The browser's line between the marker's tabs (the static site), as a widget whose traits are synced with its
page: an anywidget whose front end is the static module ``broadcast_tabs.js`` beside this file, behind the
engine's :class:`~penchant.marker.tab_line.TabLine`.

On the static site each tab runs its own Python in the browser, over the same games file. The page's module owns
the browser's ``BroadcastChannel`` (the browser's messages between tabs of one site): the kernel tells it what to
say to the other tabs in a message through the widget (:meth:`TabsLine.tell`: ``{"game": id, "seq": n}``), and
it tells the kernel of another tab's news by counting it in the synced ``news``, which :meth:`TabsLine.listen`'s
listeners observe. The kernel imports nothing of the browser, and its side is tested as any widget is, by the
messages in and out. The module runs only where the widget is shown: the marker app puts its store's line among
its children (:class:`~penchant_widgets.marker.app.MarkerApp`), as it does its line to its server.

The marker's page passes :func:`browser_tabs` to the store it opens (:func:`~penchant_widgets.marker.starting.
marker_app`): a :class:`BrowserTabs` on a :class:`TabsLine` in the browser's Python (Pyodide), else
:class:`~penchant.marker.tab_line.NoTabs` (the Voilà server's kernels, plain Python), and the pages poll the store
instead.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable
from contextlib import AbstractContextManager
from importlib.resources import files
from typing import Any, Final

import anywidget
import ipywidgets as W
import traitlets

from penchant.marker.tab_line import NoTabs, TabLine
from penchant_widgets.marker.one_writer import site_one_writer

__all__ = ["CHANNEL", "LINES", "NO_CHANNEL", "TABS_SCRIPT", "BrowserTabs", "TabsLine", "browser_tabs"]

TABS_SCRIPT = files("penchant_widgets.marker").joinpath("broadcast_tabs.js").read_text(encoding="utf-8")
"""The widget's front end (an ES module, read from the package's ``broadcast_tabs.js``)."""

CHANNEL = "penchant-marker"
"""The channel's name: every marker tab of the site listens on it."""

log = logging.getLogger("penchant.marker")

NO_CHANNEL = ("marker: this browser has no BroadcastChannel, so each tab shows the others' entries only when it "
              "looks at the games file again")
"""Said (at ``info``: an old browser, expected) when the page finds no channel to the other tabs."""

LINES: Final = ("", "open", "absent", "refused")
"""What the page says of its channel in ``line``: not yet shown (``""``), open, absent (an old browser without
``BroadcastChannel``), refused (the browser would not open one: a sandboxed frame, say; ``refusal`` says why)."""


class TabsLine(anywidget.AnyWidget):
    """``TabsLine()``: the page's end of the line to this browser's other tabs (its element shows nothing); a
    store holds it through :class:`BrowserTabs`. A channel never delivers a tab's message to the tab itself.

    ``news`` is counted up by the page for each message from another tab; ``line`` (and ``refusal``) is what the
    page found of its channel; ``closed``, set by :meth:`let_go` (the store's ``close``), makes the page close its
    channel, and open none."""

    _esm = TABS_SCRIPT
    channel = traitlets.Unicode(CHANNEL, read_only=True).tag(sync=True)
    """The channel's name (:data:`CHANNEL`)."""
    news = traitlets.Int(0).tag(sync=True)
    """The other tabs' writes this page has heard (counted up by the page): each one calls the listeners."""
    line = traitlets.Enum(LINES, default_value="").tag(sync=True)
    """What the page found of its channel (:data:`LINES`), set by the page when it shows the widget."""
    refusal = traitlets.Unicode("").tag(sync=True)
    """The browser's error when it refused the channel (``line`` ``"refused"``), set by the page."""
    closed = traitlets.Bool(False).tag(sync=True)
    """The line let go (the store closed): nothing told or heard any more; the page closes its channel."""

    def __init__(self) -> None:
        super().__init__(layout=W.Layout(display="none"))  # nothing to show: its module needs only its place
        self.add_class("pm-tabs")

    @property
    def hearing(self) -> bool:
        """Whether there are other tabs to tell and hear: the line not let go, and the page not without a channel
        (a page not shown yet may still open one)."""
        return not self.closed and self.line in ("", "open")

    def listen(self, on_news: Callable[[], None]) -> bool:
        """Call ``on_news()`` whenever another tab writes (it must not raise: it is called from the page's
        message); whether there are tabs to hear. A listener that raises all the same is a bug: logged with its
        trace, and the listeners after it still hear."""
        if not self.hearing:
            return False

        def heard(_change: Any) -> None:
            try:
                on_news()
            except Exception:  # a listener's bug (they must not raise): the others still hear, the page goes on
                log.exception("marker: a listener to the other tabs raised")

        self.observe(heard, names=["news"])
        return True

    def tell(self, game_id: int | None, seq: int) -> None:
        """Say to the other tabs that ``game_id`` has ``seq`` events now (the page posts it on its channel)."""
        if self.hearing:
            self.send({"game": game_id, "seq": seq})

    def let_go(self) -> None:
        """Stop hearing and telling the other tabs: the listeners dropped, and the page told to close its channel
        (twice is harmless). The widget itself stays open, among its app's children, which the page still
        draws."""
        self.unobserve_all("news")
        self.closed = True

    @traitlets.observe("line")
    def _say_line(self, change: Any) -> None:
        if change["new"] == "absent":  # an old browser: expected, and said so (no stack trace)
            log.info(NO_CHANNEL)
        elif change["new"] == "refused":  # the browser refused the channel (a sandboxed frame, say)
            log.warning("marker: no channel to the other tabs (%s): each tab shows the others' entries only when "
                        "it looks at the games file again", self.refusal)


class BrowserTabs:
    """The engine's :class:`~penchant.marker.tab_line.TabLine` on a :class:`TabsLine` (``widget``, a new one by
    default): what the store asks of its line, said in the widget's words (a widget's own ``open`` and ``close``
    open and close its line to the page, ipywidgets' comm, and are not the tabs')."""

    def __init__(self, widget: TabsLine | None = None) -> None:
        self.widget = TabsLine() if widget is None else widget
        """The page's end of the line: drawn with the app (its module runs only where it is shown)."""

    @property
    def open(self) -> bool:
        return self.widget.hearing

    def listen(self, on_news: Callable[[], None]) -> bool:
        return self.widget.listen(on_news)

    def tell(self, game_id: int | None, seq: int) -> None:
        self.widget.tell(game_id, seq)

    def close(self) -> None:
        self.widget.let_go()

    def one_writer(self) -> AbstractContextManager[object]:
        """The site's service worker's lock on writing the drive (:mod:`penchant_widgets.marker.one_writer`)."""
        return site_one_writer()


def browser_tabs() -> TabLine:
    """The line to this browser's other tabs: :class:`BrowserTabs` in the browser's Python (Pyodide: the static
    site), else :class:`~penchant.marker.tab_line.NoTabs`."""
    return BrowserTabs() if sys.platform == "emscripten" else NoTabs()
