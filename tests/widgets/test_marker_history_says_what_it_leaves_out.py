"""The score sheet's "All" filter showed the newest 60 entries and nothing of the rest: it says how many it shows of
how many, and "Show all" shows every one. The taps: ``marker_taps``; the ``app`` fixture: this folder's conftest."""

from __future__ import annotations

import html

from marker_taps import hidden, play_full_game, start

from penchant_widgets.marker import MarkerApp


def test_the_all_filter_says_it_shows_the_newest_and_shows_all_on_a_tap(app: MarkerApp) -> None:
    start(app)
    play_full_game(app)
    total = len(app.ledger.history())
    assert total > 60
    app.show("history")
    screen = app.screen_widget("history")
    screen.filter.value = 0
    shown = [b for b in screen.rows if not hidden(b)]
    assert len(shown) == 60
    said = html.unescape(screen.more_words.value).lower()
    assert not hidden(screen.more) and f"showing the newest 60 of {total}" in said
    screen.show_all_button.click()
    assert len([b for b in screen.rows if not hidden(b)]) == total and hidden(screen.more)
