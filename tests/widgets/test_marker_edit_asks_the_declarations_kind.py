"""The edit form takes a declaration's kind from the engine (the sheet the entry made): a referee-mode entry says
its cards, not its kind, and where no declaration was found the form assumed a penchant without a word. The
ledger answers (:meth:`~penchant.marker.ledger.Ledger.declaration_made`) or refuses in a sentence."""

from __future__ import annotations

import pytest
from marker_taps import deal, start, trick

from penchant.errors import ScoreEntryError
from penchant.marker import Declared, Ledger, TrickWon
from penchant.rules.cards import CardSet
from penchant.rules.kinds import Kind
from penchant_widgets.marker import MarkerApp


def _referee_declaration(app: MarkerApp) -> int:
    start(app)
    trick(app, 0)
    assert app.submit(Declared(0, cards=CardSet("KH QH"))), app.error.value
    return next(eid for eid, ev in app.ledger.entries if isinstance(ev, Declared))


def test_the_form_shows_the_kind_the_cards_made(app: MarkerApp) -> None:
    entry = _referee_declaration(app)
    assert app.ledger.entry(entry).kind is None
    made = app.ledger.declaration_made(entry)
    assert made.kind is not Kind.PENCHANT and made.cards == CardSet("KH QH")
    deal(app).history.click()
    editor = app.screen_widget("history").editor
    editor.edit_entry(entry)
    assert editor.kind.value is made.kind


def test_an_entry_whose_kind_cannot_be_found_is_refused_not_guessed(app: MarkerApp,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    entry = _referee_declaration(app)
    before = app.ledger.sheet_before(entry)
    monkeypatch.setattr(Ledger, "sheet_after", lambda self, entry_id: before)  # a sheet without its declaration
    deal(app).history.click()
    editor = app.screen_widget("history").editor
    with pytest.raises(ScoreEntryError, match=f"entry #{entry!r} made no declaration"):
        editor.edit_entry(entry)
    trick_entry = next(eid for eid, ev in app.ledger.entries if isinstance(ev, TrickWon))
    monkeypatch.undo()
    with pytest.raises(ScoreEntryError, match="made no declaration"):
        app.ledger.declaration_made(trick_entry)
