"""The deal screen draws only what the page shows, and what it shows is what a screen drawn afresh shows.

A tap draws the deal screen again; the parts hidden for the moment (the combinations and the loser's penchant in
the last six, the brisque counts before them) are drawn when they show again, not while hidden: drawing them
there sent the page some thirty changes when the last six began and thirty more when the next deal did. So:

* after every tap, undo and redo of a game in quick scoring, the screen that followed the taps shows the same
  as a new page opened on the same game (drawn once, from the store);
* no tap sends a change into a part of the screen hidden both before and after it.

Taps are ``button.click()`` (``marker_taps``); a widget's state as the page gets it is ipywidgets' ``get_state``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import ipywidgets as W
from marker_taps import deal, declare, end_deal, hidden, start
from support import CLASSES

from benchmarks.widget_messages import Sent
from penchant.marker.sqlite_store import Store
from penchant.rules.kinds import Kind
from penchant.rules.suits_and_ranks import Suit
from penchant_widgets.marker import MarkerApp

DRAWN = ("description", "tooltip", "value", "disabled", CLASSES)
"""What a widget shows (its children are compared one by one, its layout is the style sheet's)."""


def _game_taps(app: MarkerApp) -> Iterator[tuple[str, Callable[[], None]]]:
    """A game in quick scoring, tap by tap, then back over a deal's end and the last six's start, and forward."""
    for n in range(4):
        yield "marriage", lambda: declare(app, 0, Kind.MARRIAGE)
        yield "penchant", lambda: declare(app, 1, Kind.PENCHANT, jack=Suit.HEARTS)
        yield "pair", lambda: declare(app, 0, Kind.PAIR)
        for p in (0, 1, 0):
            yield f"brisquette {p}", lambda p=p: deal(app).columns[p].brisquette.click()
        yield f"count {6 + n}", lambda n=n: end_deal(app, 6 + n)
    for _ in range(16):
        yield "undo", lambda: deal(app).undo.click()
    for _ in range(8):
        yield "redo", lambda: deal(app).redo.click()


def _shown(widget: Any, path: str = "") -> Iterator[tuple[str, W.Widget]]:
    """Each widget the page shows under ``widget`` (none under a hidden one), with its place in the tree."""
    if hidden(widget):
        return
    yield path, widget
    for i, child in enumerate(getattr(widget, "children", ())):
        yield from _shown(child, f"{path}/{i}")


def _placed(widget: Any) -> Iterator[W.Widget]:
    """Each widget whose containers the page shows (itself shown or not: its own flag is a change worth sending)."""
    yield widget
    if not hidden(widget):
        for child in getattr(widget, "children", ()):
            yield from _placed(child)


def _view(app: MarkerApp) -> list[tuple[str, dict[str, Any]]]:
    """What the deal screen shows of the game: its status, both columns, Last six tricks and the brisque counts
    (the note below says the last tap, which a page opened afresh did not see)."""
    screen = deal(app)
    parts = {"status": screen.status, "col0": screen.columns[0], "col1": screen.columns[1],
             "last_six": screen.last_six, "end": screen.end_panel}
    out = []
    for name, part in parts.items():
        for path, w in _shown(part, name):
            state = w.get_state()
            out.append((path, {k: state[k] for k in DRAWN if k in state}))
    return out


def test_a_screen_drawn_tap_by_tap_shows_what_a_page_opened_afresh_shows(db: Path) -> None:
    app = MarkerApp(Store(db), double_tap_seconds=0)
    start(app, ("Ann", "Bob"))
    phases = set()
    for name, tap in _game_taps(app):
        seq = app.ledger.seq
        tap()
        assert app.ledger.seq == seq + 1, (name, app.error.value)
        d = app.sheet.current
        phases.add((d.phase2, d.ended, app.sheet.is_over()))
        fresh = MarkerApp(Store(db), app.game_id, double_tap_seconds=0)
        assert _view(app) == _view(fresh), name
    # the game went through the first ten tricks, the last six and its end, and came back
    assert phases >= {(False, False, False), (True, False, False), (True, True, True)}, phases


def test_no_tap_sends_a_change_into_a_part_hidden_before_and_after_it(db: Path) -> None:
    """A change goes to a widget the page showed before the tap, or whose containers it shows after it. What a
    tap sends is read at the widgets' comms (``benchmarks.widget_messages.Sent``: a recording comm given through
    the ``comm`` package's ``create_comm``)."""
    with Sent() as sent:
        app = MarkerApp(Store(db), double_tap_seconds=0)
        start(app, ("Ann", "Bob"))
        total = 0
        for name, tap in _game_taps(app):
            before = {id(w) for _, w in _shown(app)}
            sent.senders.clear()
            tap()
            after = {id(w) for w in _placed(app)}
            unseen = [w for w in sent.senders if id(w) not in before | after]
            assert not unseen, (name, [(type(w).__name__, getattr(w, "description", "")) for w in unseen])
            total += len(sent.senders)
    assert total > 0, "no tap sent anything: the test shows nothing"
