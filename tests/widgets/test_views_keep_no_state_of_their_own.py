"""Views that decided or kept state of their own (review h33): the scorer scored each deal twice, a picker's cards
were a private dict, the marker's edit form worked out a declaration's role, and its rules form decided how a
profile differs from its named one and put the default rules in place of rules it could not show."""

from __future__ import annotations

from typing import Any

import pytest


def test_the_deal_scorer_asks_the_engine_once_a_deal(monkeypatch: pytest.MonkeyPatch) -> None:
    """``DealScorer.score`` called ``score_deal`` and then ``deal_score_parts``: the deal checked and scored twice."""
    import penchant_widgets.lessons.scoring as scoring

    sc = scoring.DealScorer(declarations=("pair", ""), brisquettes=(8, 0), brisques=(10, 2))
    calls: list[str] = []
    for name in ("score_deal", "deal_score_parts"):
        real = getattr(scoring, name, None)
        if real is None:
            continue

        def counted(*args: Any, _real: Any = real, _name: str = name, **kwargs: Any) -> Any:
            calls.append(_name)
            return _real(*args, **kwargs)

        monkeypatch.setattr(scoring, name, counted)
    totals = sc.score()
    assert calls == ["deal_score_parts"] and totals is not None and totals[1] == 0


def _loser_penchant(app: Any) -> int:
    from marker_taps import start, trick

    from penchant.marker import Declared
    from penchant.rules.kinds import Kind

    start(app)
    trick(app, 0)
    declared = Declared(1, Kind.PENCHANT, by_winner=False)
    if not app.submit(declared):
        from penchant.rules.suits_and_ranks import Suit

        assert app.submit(Declared(1, Kind.PENCHANT, by_winner=False, jack=Suit.HEARTS)), app.error.value
    return next(eid for eid, ev in app.ledger.entries if isinstance(ev, Declared))


def test_the_edit_form_takes_a_declarations_role_from_the_engine_alone(app: Any,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """The form read the role from the sheet's declaration *and* the entry's own ``by_winner``: the engine's
    answer (:meth:`~penchant.marker.ledger.Ledger.declaration_made`, which checked the entry's) is the one asked."""
    import dataclasses

    from marker_taps import deal

    from penchant.marker import Ledger

    entry = _loser_penchant(app)
    made = app.ledger.declaration_made(entry)
    assert made.by_winner is False
    deal(app).history.click()
    editor = app.screen_widget("history").editor
    editor.edit_entry(entry)
    assert editor.role.value == "lost"
    real = Ledger.declaration_made
    monkeypatch.setattr(Ledger, "declaration_made",
                        lambda self, entry_id: dataclasses.replace(real(self, entry_id), by_winner=True))
    editor.edit_entry(entry)
    assert editor.role.value == "won"  # the engine's answer, not a second reading of the entry


def test_rules_the_form_cannot_show_are_kept_whole_not_replaced(db: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """The form put the default rules in place of rules it could not choose (a name it does not offer) and showed
    a named profile for rules with values of their own: the game's rules, applied, were silently others. The
    engine refuses to call them a named profile with options; the form says so and keeps them whole."""
    import dataclasses
    import html

    from marker_taps import hidden

    from penchant.marker.sqlite_store import Store
    from penchant.rules.profiles import KANDELL
    from penchant_widgets.marker import MarkerApp

    for own in (dataclasses.replace(KANDELL, name="house"), dataclasses.replace(KANDELL, lurch_threshold=99)):
        store = Store(db)
        monkeypatch.setattr(store, "last_settings",
                            lambda own=own: {"players": ["Ann", "Bob"], "rules": own, "first_dealer": 1})
        app = MarkerApp(store, double_tap_seconds=0)
        app.show("setup")
        form = app.screen_widget("setup")
        assert form.profile() == own and form.own_rules == own
        said = html.unescape(form.problem.value)
        assert not hidden(form.problem) and "kept" in said and "instead" not in said
        form.rules.value = "foster"  # the reader picks others: they are the rules now
        assert form.profile().name == "foster" and form.own_rules is None and hidden(form.problem)


def test_a_pickers_cards_are_a_trait_observed_and_set() -> None:
    """The cards a picker showed were a private dict of buttons, with ``cards`` a property over it: nothing could
    observe or link them. They are a traitlet now; setting it draws the buttons."""
    from penchant.rules.cards import Card, CardSet
    from penchant_widgets.cards import CardPicker

    picker = CardPicker("QS JH 8C")
    picker.select("QS 8C")
    seen: list[object] = []
    picker.observe(lambda change: seen.append(change["new"]), names="cards")
    picker.cards = CardSet("QS 7D")
    assert picker.cards == tuple(CardSet("QS 7D")) and seen == [picker.cards]
    assert list(picker.buttons) == list(picker.cards) and picker.selected == CardSet("QS")
    picker.set_cards("8S")
    assert seen[-1] == (Card.parse("8S"),) and not picker.selected


def test_a_disabled_card_clicked_is_refused_like_a_card_not_shown() -> None:
    """``click`` refused a card not shown but silently ignored a disabled one: both are refused, typed."""
    from penchant.errors import IllegalPlayError
    from penchant_widgets.cards import CardPicker

    for picker in (CardPicker("QS JH", enabled="QS"), CardPicker("QS JH", mode="static")):
        with pytest.raises(IllegalPlayError, match="'JH': that card is shown but cannot be clicked now"):
            picker.click("JH")
    with pytest.raises(IllegalPlayError, match="'AS': that card is not shown here"):
        CardPicker("QS JH").click("AS")
