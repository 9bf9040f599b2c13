"""Referee mode (the cards on the tables, barring) and the sheet's edits, driven without a browser.

Shared taps: ``marker_taps``; the ``db`` and ``app`` fixtures: this folder's conftest.
"""

from __future__ import annotations

import html
from pathlib import Path

from marker_taps import banner, deal, declare, hidden, off, start, trick

from penchant.marker.sqlite_store import Store
from penchant.rules.cards import CardSet
from penchant.rules.kinds import Kind
from penchant.rules.profiles import FOSTER
from penchant.rules.suits_and_ranks import Suit
from penchant_widgets.marker import MarkerApp

# ---------------------------------------------------------------- referee mode


def tap_cards(app: MarkerApp, *cards: str) -> None:
    panel = deal(app)._referee
    assert panel is not None
    for text in cards:
        btn = panel.cards[CardSet(text).mask.bit_length() - 1]
        btn.click()


def test_referee_mode_checks_declarations_and_tracks_tables(app: MarkerApp) -> None:
    start(app)
    screen = deal(app)
    screen.referee.click()
    panel = screen._referee
    assert panel is not None and not hidden(panel) and hidden(screen.columns[0].combos)
    trick(app, 0)
    tap_cards(app, "QS", "QH")
    assert "pair, +2" in panel.verdict.value and "Ann may declare it" in panel.verdict.value
    # Bob too, as the winner of the next trick (a declaration counts its trick, as in quick scoring)
    assert "Bob may declare it (it counts the next trick as theirs)" in panel.verdict.value
    assert not off(panel.declare_buttons[0]) and not off(panel.declare_buttons[1])
    panel.declare_buttons[0].click()
    assert app.sheet.totals == (2, 0) and app.selected == 0
    col0 = screen.columns[0]
    assert [b.description for b in col0.table_cards if not hidden(b)] == ["Q♠", "Q♥"]
    # Bob's minor pair is barred by Ann's two Queens: the engine's explanation is shown.
    trick(app, 1)
    tap_cards(app, "8C", "8D")
    assert off(panel.declare_buttons[1]) and "barred" in panel.verdict.value
    # Ann plays the Queen of spades from her table (a tap asks, a second one plays it): the bar is lifted.
    col0.table_cards[0].click()
    col0.table_cards[0].click()
    assert app.sheet.current.tables[0] and [b.description for b in col0.table_cards if not hidden(b)] == ["Q♥"]
    assert not off(panel.declare_buttons[1])
    panel.declare_buttons[1].click()
    assert app.sheet.totals == (2, 2)
    # A penchant's Jack sets trump (Bob won trick 2... the next trick first).
    trick(app, 1)
    tap_cards(app, "QC", "JD")
    panel.declare_buttons[1].click()
    assert app.sheet.current.trump is Suit.DIAMONDS
    played = panel.cards[CardSet("QS").mask.bit_length() - 1]
    assert off(played)


def test_a_card_is_played_from_the_table_by_two_taps_on_it(db: Path) -> None:
    """A table saw a card played by a stray tap on it: the first tap asks (the card is ringed and the table says
    to tap it again), only a second tap on the same card with no other tap between plays it; a bounce is no
    second tap, and another tap forgets the question."""
    app = MarkerApp(Store(db), double_tap_seconds=60)
    start(app)
    screen = deal(app)
    screen.referee.click()
    panel = screen._referee
    assert panel is not None
    tap_cards(app, "QS", "QH")
    panel.declare_buttons[0].click()
    col0 = screen.columns[0]
    queen = col0.table_cards[0]
    queen.click()  # asks
    assert app.sheet.current.played == 0 and queen.chosen and not hidden(col0.table_ask)
    assert "Tap Q♠ again" in col0.table_ask.value
    queen.click()  # within the bounce window: a bounce, not a confirmation
    assert app.sheet.current.played == 0 and "not played" in col0.tap_note.value and queen.chosen
    app.double_tap_seconds = 0
    queen.click()  # the tap meant
    assert app.sheet.current.played == CardSet("QS").mask and hidden(col0.table_ask)
    screen.undo.click()  # Undo puts it back on the table
    assert app.sheet.current.played == 0
    queen = col0.table_cards[0]
    queen.click()  # asks
    trick(app, 1)  # another tap between: the question is forgotten
    assert not queen.chosen and hidden(col0.table_ask)
    queen.click()
    assert app.sheet.current.played == 0 and queen.chosen
    queen.click()
    assert app.sheet.current.played == CardSet("QS").mask


def test_a_barred_declaration_says_why_whoever_won_the_last_trick(app: MarkerApp) -> None:
    """A table tapped a minor pair for the player who had not won the last trick (their tap records the next
    trick): the Declare button was off and nothing said why. The bar is said in the rules' words, naming whose
    table bars it, on the line and on the button."""
    start(app)
    screen = deal(app)
    screen.referee.click()
    panel = screen._referee
    assert panel is not None
    tap_cards(app, "QS", "QH")
    panel.declare_buttons[0].click()  # Ann wins a trick and declares two Queens
    tap_cards(app, "9S", "9H")
    bob = panel.declare_buttons[1]
    assert off(bob) and bob.description == "Bob: barred"
    words = "minor pairs are barred by Ann's two Queens (Q♠ Q♥) on the table"
    assert words in html.unescape(panel.verdict.value) and bob.tooltip == words
    assert "cannot declare" not in panel.verdict.value  # the player's words, not the refusal's quote


def test_referee_mode_shows_what_quick_taps_laid_on_the_tables(app: MarkerApp) -> None:
    """Referee mode turned on mid-deal showed 'Table: empty' beside declarations tapped by their kind: their
    cards are on the table, by name (which cards, the sheet does not know)."""
    start(app)
    declare(app, 0, Kind.MARRIAGE)
    declare(app, 1, Kind.CLAN)
    screen = deal(app)
    screen.referee.click()
    c0, c1 = screen.columns
    assert "empty" not in c0.table_label.value and "marriage" in c0.table_kinds.value and not hidden(c0.table_kinds)
    assert "clan" in c1.table_kinds.value and "marriage" not in c1.table_kinds.value
    panel = screen._referee
    assert panel is not None
    tap_cards(app, "KS", "QS")
    panel.declare_buttons[1].click()  # by its cards: shown as cards, the clan still by name
    assert [b.description for b in c1.table_cards if not hidden(b)] == ["Q♠", "K♠"]
    assert "clan" in c1.table_kinds.value


def test_referee_mode_needs_no_won_trick_tap_before_a_declaration(app: MarkerApp) -> None:
    """Players at a table declared in referee mode straight after the trick and were told 'no trick has been
    played yet': a declaration is the record of its trick, as a tap on a combination is in quick scoring."""
    start(app)
    screen = deal(app)
    screen.referee.click()
    panel = screen._referee
    assert panel is not None
    tap_cards(app, "KH", "QH")
    assert not off(panel.declare_buttons[1]) and "no trick has been played yet" not in panel.verdict.value
    panel.declare_buttons[1].click()
    assert app.sheet.current.tricks == 1 and app.sheet.current.last_winner == 1 and app.sheet.totals == (0, 2)
    # the winner declared: Ann's besito now is the record of the next trick, which she won
    tap_cards(app, "JS", "QS")
    panel.declare_buttons[0].click()
    assert app.sheet.current.tricks == 2 and app.sheet.current.last_winner == 0 and app.sheet.totals[0] > 0
    ann = app.sheet.totals[0]
    # Bob wins trick 3 and declares nothing: Ann, its loser, may declare a penchant on it
    trick(app, 1)
    tap_cards(app, "JD", "QC")
    assert "Ann may declare it" in panel.verdict.value and "counts the next trick" not in panel.verdict.value
    panel.declare_buttons[0].click()
    assert app.sheet.current.tricks == 3 and app.sheet.totals[0] > ann and app.sheet.totals[1] == 2, banner(app)


def test_editing_a_referee_declaration_keeps_its_cards(app: MarkerApp) -> None:
    start(app)
    screen = deal(app)
    screen.referee.click()
    panel = screen._referee
    assert panel is not None
    trick(app, 0)
    tap_cards(app, "QS", "QH")
    panel.declare_buttons[0].click()
    assert app.sheet.totals == (2, 0)
    screen.history.click()
    sheet_screen = app.screen_widget("history")
    index = next(i for i, b in enumerate(sheet_screen.rows) if "declares a pair" in b.description)
    sheet_screen.rows[index].click()
    sheet_screen.edit.click()
    editor = sheet_screen.editor
    assert not hidden(editor) and hidden(editor.kind) and "Q♠ Q♥" in editor.title.value
    assert "QS" not in editor.title.value  # cards as players see them, in the entry's line too
    editor.save.click()  # saved unchanged: still the same cards, on Ann's table
    assert app.sheet.totals == (2, 0) and hidden(editor)
    assert app.sheet.current.tables[0] == CardSet("QS QH").mask
    # Given to Bob instead, the engine re-checks the same cards for him: he won no trick, so it is refused.
    sheet_screen.rows[index].click()
    sheet_screen.edit.click()
    editor.who.value = 1
    editor.save.click()
    assert banner(app) and app.sheet.totals == (2, 0)


# ---------------------------------------------------------------- the sheet: edit and delete


def test_edit_and_delete_a_past_entry_from_the_sheet(app: MarkerApp) -> None:
    start(app)
    trick(app, 0)
    declare(app, 0, Kind.PAIR)
    trick(app, 1)
    deal(app).history.click()
    sheet_screen = app.screen_widget("history")
    assert app.screen == "history" and "Ann <b>2</b>" in sheet_screen.breakdown.value
    rows = [b.description for b in sheet_screen.rows if not hidden(b)]
    assert rows[0].startswith("#4") and any("declares a pair" in r for r in rows)
    index = next(i for i, r in enumerate(rows) if "declares a pair" in r)
    sheet_screen.rows[index].click()
    sheet_screen.edit.click()
    editor = sheet_screen.editor
    assert not hidden(editor) and editor.kind.value is Kind.PAIR
    editor.kind.value = Kind.QUADRUPLET
    editor.save.click()
    assert app.sheet.totals == (10, 0) and hidden(editor)
    # An edit that would break a later entry is refused with both reasons.
    index = next(i for i, b in enumerate(sheet_screen.rows) if "trick 1: Ann wins" in b.description)
    sheet_screen.rows[index].click()
    sheet_screen.edit.click()
    editor.who.value = 1
    editor.save.click()
    assert "would make entry #3" in banner(app) and app.sheet.totals == (10, 0)
    editor.cancel.click()
    index = next(i for i, b in enumerate(sheet_screen.rows) if "declares a quadruplet" in b.description)
    sheet_screen.rows[index].click()
    sheet_screen.delete.click()
    assert app.sheet.totals == (0, 0)
    sheet_screen.back.click()
    deal(app).undo.click()
    assert app.sheet.totals == (10, 0)


def test_house_rules_change_mid_game_rescores(app: MarkerApp) -> None:
    start(app)
    trick(app, 0)
    declare(app, 0, Kind.QUADRUPLET)
    deal(app).rules.click()
    form = app.screen_widget("rules")
    assert form.name0.value == "Ann" and form.rules.value == "kandell"
    form.rules.value = "foster"
    form.go.click()
    assert app.screen == "deal" and app.sheet.totals == (100, 0) and app.sheet.profile == FOSTER


def test_the_edit_form_asks_a_jack_only_of_a_penchant_that_sets_trump(app: MarkerApp) -> None:
    """Review 27: the form asked every penchant its Jack, defaulted it to ♥ and saved it; a penchant entered after
    trump was set then carried ♥, and deleting the one that set trump made hearts trump unseen."""
    from penchant.marker import Declared, TrickWon

    start(app)
    assert app.submit(TrickWon(1))
    assert app.submit(Declared(0, Kind.PENCHANT, new_trick=True, jack=Suit.SPADES))
    assert app.submit(Declared(1, Kind.PENCHANT, new_trick=True))
    first, ann, bob = (eid for eid, ev in app.ledger.entries if isinstance(ev, TrickWon | Declared))
    deal(app).history.click()
    editor = app.screen_widget("history").editor
    editor.edit_entry(bob)
    assert hidden(editor.jack) and hidden(editor.jack_label)
    editor.save.click()
    assert app.ledger.entry(bob) == Declared(1, Kind.PENCHANT, new_trick=True)
    editor.edit_entry(ann)  # the penchant that set trump is asked its Jack, as entered
    assert not hidden(editor.jack) and editor.jack.value is Suit.SPADES
    editor.edit_entry(first)  # a trick made a penchant before trump is set: asked, with no suit chosen for him
    editor.what.value = "declare"
    editor.kind.value = Kind.PENCHANT
    assert not hidden(editor.jack) and editor.jack.value is None
    editor.role.value = "lost"  # a loser's penchant sets no trump under Kandell's rules: not asked
    assert hidden(editor.jack)
    assert app.sheet.current.trump is Suit.SPADES
