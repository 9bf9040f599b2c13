"""The marker's screens by name, each built by its own module, imported on first use (the first page stays light: on
the static site the other screens' modules are a tenth of a second or more of imports before a first game's form
shows). :meth:`penchant_widgets.marker.app.MarkerApp.screen_widget` builds from here."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from penchant_widgets.marker.app import MarkerApp

__all__ = ["SCREENS"]


def _new_game_form(app: MarkerApp) -> Any:
    from penchant_widgets.marker.games import GameForm

    return GameForm(app, mode="new")


def _rules_form(app: MarkerApp) -> Any:
    from penchant_widgets.marker.games import GameForm

    return GameForm(app, mode="rules")


def _deal_screen(app: MarkerApp) -> Any:
    from penchant_widgets.marker.deal import DealScreen

    return DealScreen(app)


def _history_screen(app: MarkerApp) -> Any:
    from penchant_widgets.marker.history import HistoryScreen

    return HistoryScreen(app)


def _games_screen(app: MarkerApp) -> Any:
    from penchant_widgets.marker.games import GamesScreen

    return GamesScreen(app)


def _connect_screen(app: MarkerApp) -> Any:
    from penchant_widgets.marker.connect import ConnectScreen

    return ConnectScreen(app)


SCREENS: dict[str, Callable[[MarkerApp], Any]] = {
    "setup": _new_game_form, "rules": _rules_form, "deal": _deal_screen, "history": _history_screen,
    "games": _games_screen, "connect": _connect_screen,
}
"""Each screen by name, made with its own module's import."""
