"""The marker's ledger and game are traits, and a change of either draws the screen (review: ``ledger`` and
``game_id`` were plain attributes, and every path that changed them had to remember ``render()``). A tap draws the
screen once, not once for each thing it changes (benchmarks/marker_tap_cpu.py: the kernel's CPU per tap)."""

from __future__ import annotations

from typing import Any

import pytest
from marker_taps import deal, start, trick

from penchant.marker import Ledger, TrickWon
from penchant_widgets.marker import MarkerApp


def _count_renders(app: MarkerApp, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    drawn: list[str] = []
    screen = deal(app)
    original = type(screen).render

    def render(self: Any) -> None:
        drawn.append(app.screen)
        original(self)

    monkeypatch.setattr(type(screen), "render", render)
    return drawn


def test_the_ledger_and_the_game_are_traits() -> None:
    assert {"ledger", "game_id"} <= set(MarkerApp.class_trait_names())


def test_a_new_ledger_draws_the_screen(app: MarkerApp, monkeypatch: pytest.MonkeyPatch) -> None:
    start(app)
    drawn = _count_renders(app, monkeypatch)
    assert app.game_id is not None
    app.ledger = app.ledger.entered(TrickWon(1))  # no render() called: the trait's observer draws
    assert drawn == ["deal"]
    assert "Won trick 2" in deal(app).columns[0].trick.description


def test_a_tap_draws_the_screen_once(app: MarkerApp, monkeypatch: pytest.MonkeyPatch) -> None:
    start(app)
    drawn = _count_renders(app, monkeypatch)
    trick(app, 0)
    assert app.ledger.seq == 2 and drawn == ["deal"]
    drawn.clear()
    trick(app, 1)
    assert drawn == ["deal"]


def test_the_ledger_is_a_ledger(app: MarkerApp) -> None:
    import traitlets

    with pytest.raises(traitlets.TraitError):
        app.ledger = "a ledger"  # type: ignore[assignment]
    assert isinstance(app.ledger, Ledger)
