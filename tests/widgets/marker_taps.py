"""The marker's taps shared by its widget tests (``test_marker_*``): start a game, tap a trick, declare, end a deal."""

from __future__ import annotations

import html
from typing import Any

from penchant.rules.kinds import Kind
from penchant.rules.suits_and_ranks import Suit
from penchant_widgets.marker import MarkerApp
from penchant_widgets.marker.deal import DealScreen
from penchant_widgets.marker.flagged_widgets import Flags


def deal(app: MarkerApp) -> DealScreen:
    screen = app.screen_widget("deal")
    assert isinstance(screen, DealScreen)
    return screen


def hidden(widget: Any) -> bool:
    """Hidden by the marker's ``show`` (its ``shown`` flag, or a plain widget's layout): the tests' reading of the
    view's state (the widgets never read it back)."""
    return not widget.shown if isinstance(widget, Flags) else bool(widget.layout.display == "none")


def start(app: MarkerApp, names: tuple[str, str] = ("Ann", "Bob"), rules: str = "kandell", dealer: int = 0) -> None:
    form = app.screen_widget("setup")
    app.show("setup")
    form.name0.value, form.name1.value = names
    form.rules.value = rules
    form.dealer.value = dealer
    form.go.click()
    assert app.screen == "deal", app.error.value


def trick(app: MarkerApp, player: int) -> None:
    deal(app).columns[player].trick.click()


def declare(app: MarkerApp, player: int, kind: Kind, jack: Suit | None = None) -> None:
    col = deal(app).columns[player]
    if jack is not None and not hidden(col.pen_row):  # no trump yet: the penchant with its Jack, one tap
        col.pen_suits[list(Suit).index(jack)].click()
        return
    col.kinds[kind].click()
    if jack is not None:
        assert app.jack_for == player and not hidden(col.jack)
        col.jack.children[1 + list(Suit).index(jack)].click()


def end_deal(app: MarkerApp, brisques0: int) -> None:
    """One tap on the first player's brisque count ends the deal."""
    deal(app).end_panel.chips[brisques0].click()


def banner(app: MarkerApp) -> str:
    return html.unescape(str(app.error.value)) if not hidden(app.banner) else ""


def open_editor(app: MarkerApp, entry_id: int) -> Any:
    deal(app).history.click()
    sheet_screen = app.screen_widget("history")
    sheet_screen.filter.value = 0  # every deal's entries
    index = next(i for i, b in enumerate(sheet_screen.rows)
                 if b.description.startswith(f"#{entry_id} ") and not hidden(b))
    sheet_screen.rows[index].click()
    sheet_screen.edit.click()
    editor = sheet_screen.editor
    assert not hidden(editor) and editor.target == entry_id
    return editor


def save(app: MarkerApp, editor: Any) -> str:
    editor.save.click()
    message = banner(app)
    app.show("deal")
    return message


def off(b: Any) -> bool:
    return bool(b.off) and not b.disabled


def play_full_game(app: MarkerApp) -> None:
    """Four deals by taps. Each deal: Ann wins the odd tricks, Bob the even ones."""
    for _ in range(4):
        trick(app, 0)
        declare(app, 0, Kind.MARRIAGE)
        trick(app, 1)
        declare(app, 1, Kind.PENCHANT, jack=Suit.SPADES)
        trick(app, 0)
        declare(app, 0, Kind.CLAN)
        for i in range(7):
            trick(app, i % 2)
        for p in (0, 0, 1):
            deal(app).columns[p].brisquette.click()
        end_deal(app, 8)
