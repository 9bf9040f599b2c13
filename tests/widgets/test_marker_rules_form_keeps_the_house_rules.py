"""The marker's "Players and house rules" form and its rematch form start from the game's own rules: every option
is kept, not only the profile's name and two ×1/×2 toggles (review: a Kandell game with ``same_kind_reuse=False,
barring='by_value', brisquette_multiplier=3`` became plain Kandell, every deal re-scored, after renaming a player).

The ``db`` and ``app`` fixtures: this folder's conftest; the taps: ``marker_taps``.
"""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any

from marker_taps import deal, declare, end_deal, hidden, trick

from penchant.marker import NewGame
from penchant.marker.sqlite_store import Store
from penchant.rules.kinds import Kind
from penchant.rules.profiles import KANDELL, RECORD_OPTIONS
from penchant.words.switches import option_words
from penchant_widgets.marker import MarkerApp

HOUSE = KANDELL.with_options(same_kind_reuse=False, barring="by_value", brisquette_multiplier=3)


def _played(app: MarkerApp) -> None:
    """The house game started, one deal ended with brisquettes (the multiplier scores) and a second begun."""
    assert app.start_game(NewGame(("Ann", "Bob"), HOUSE, 0)), app.error.value
    trick(app, 0)
    declare(app, 0, Kind.MARRIAGE)
    for i in range(11):
        trick(app, i % 2)
    for p in (0, 0, 1):
        deal(app).columns[p].brisquette.click()
    end_deal(app, 8)
    trick(app, 1)
    declare(app, 1, Kind.PAIR)


def _options(profile: Any) -> dict[str, Any]:
    return {"name": profile.name, **{o: getattr(profile, o) for o in RECORD_OPTIONS}}


def test_renaming_a_player_keeps_every_option_and_every_score(app: MarkerApp) -> None:
    _played(app)
    before = app.sheet.deal_points()
    assert before[0] != KANDELL and app.sheet.profile == HOUSE
    deal(app).rules.click()
    form = app.screen_widget("rules")
    assert form.profile() == HOUSE  # the form starts from the game's rules, all of them
    assert form.brisques.value == "own"  # multipliers none of the rules' options has are shown as they are
    assert dict(form.brisques.options)["Brisquettes times 3 and the book bonus times 1"] == "own"
    form.name1.value = "Bea"
    form.go.click()
    assert app.screen == "deal", app.error.value
    assert app.sheet.players == ("Ann", "Bea")
    assert _options(app.sheet.profile) == _options(HOUSE)
    assert app.sheet.deal_points() == before


def test_the_form_says_the_house_rules_it_keeps_but_cannot_show(app: MarkerApp) -> None:
    _played(app)
    deal(app).rules.click()
    form = app.screen_widget("rules")
    said = html.unescape(form.kept.value)
    assert not hidden(form.kept)
    assert "other house rules kept" in said.lower()
    for key in ("same_kind_reuse", "barring"):
        assert option_words(key, getattr(HOUSE, key)) in said
    # another profile chosen: the options the form cannot show stay with the game
    form.rules.value = "foster"
    assert form.profile().same_kind_reuse is False and form.profile().brisquette_multiplier == 3


def test_the_rematch_form_keeps_every_option(db: Path) -> None:
    first = MarkerApp(Store(db), double_tap_seconds=0)
    _played(first)
    again = MarkerApp(Store(db), double_tap_seconds=0)
    again.show("setup")
    form = again.screen_widget("setup")
    assert _options(form.profile()) == _options(HOUSE)


def test_rules_that_cannot_be_read_are_said_not_swallowed(db: Path) -> None:
    store = Store(db)
    store.last_settings = lambda: {"players": ["Ann", "Bob"], "rules": {"profile": "kandell", "barring": "sideways"},
                                   "first_dealer": 0}  # type: ignore[method-assign]
    app = MarkerApp(store, double_tap_seconds=0)
    app.show("setup")
    form = app.screen_widget("setup")
    said = html.unescape(form.problem.value)
    assert not hidden(form.problem) and "sideways" in said


def test_a_kept_house_rule_can_be_dropped_on_the_rematch_form(db: Path) -> None:
    """Issue #30: the rematch form kept the last game's house rules and had no way to drop one (a table back on the
    book's rules started every rematch with the old game's barring by value and single-use cards)."""
    first = MarkerApp(Store(db), double_tap_seconds=0)
    _played(first)
    again = MarkerApp(Store(db), double_tap_seconds=0)
    again.show("setup")
    form = again.screen_widget("setup")
    drop = form.drop_kept["barring"]
    assert not hidden(drop) and option_words("barring", HOUSE.barring) in drop.description
    assert hidden(form.drop_kept["deal_method"])  # not kept: nothing to drop
    drop.click()
    assert form.profile().barring == KANDELL.barring and form.profile().same_kind_reuse is False
    assert hidden(drop) and option_words("barring", HOUSE.barring) not in html.unescape(form.kept.value)
    form.drop_kept["same_kind_reuse"].click()
    assert hidden(form.kept)
    form.name0.value, form.name1.value = "Ann", "Bob"
    form.go.click()
    assert again.screen == "deal", again.error.value
    assert _options(again.sheet.profile) == _options(KANDELL.with_options(brisquette_multiplier=3))
