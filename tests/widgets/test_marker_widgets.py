"""The marker's widgets driven without a browser: taps are ``button.click()``.

Also the notebook (it must run in a fresh kernel) and the ``penchant marker``
command line (the Voilà command it builds, export/import/list).
"""

from __future__ import annotations

import base64
import html
import json
import os
import re
import time
from pathlib import Path
from typing import Any

import pytest
from penchant_widgets.marker import MarkerApp, marker_app
from penchant_widgets.marker.common import hidden as common_hidden
from penchant_widgets.marker.common import when_said
from penchant_widgets.marker.deal import DealScreen
from penchant_widgets.marker.dials import result_text
from support import free_port

from penchant.marker import Redo, TrickWon, Undo
from penchant.marker.store import Store
from penchant.rules.cards import CardSet, Suit
from penchant.rules.kinds import Kind
from penchant.rules.profiles import FOSTER, KANDELL

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "marker.sqlite3"


@pytest.fixture
def app(db: Path) -> MarkerApp:
    return MarkerApp(Store(db), double_tap_seconds=0)


def deal(app: MarkerApp) -> DealScreen:
    screen = app.screen_widget("deal")
    assert isinstance(screen, DealScreen)
    return screen


def hidden(widget: Any) -> bool:
    """Hidden by the marker (its ``shown`` flag, or a plain widget's layout)."""
    return common_hidden(widget)


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


# ---------------------------------------------------------------- starting


def test_a_new_game_in_a_few_taps_and_settings_remembered(db: Path) -> None:
    app = MarkerApp(Store(db), double_tap_seconds=0)
    assert app.screen == "setup"
    start(app, ("Ann", "Bob"), "foster", dealer=1)
    sheet = app.sheet
    assert sheet.players == ("Ann", "Bob") and sheet.profile == FOSTER and sheet.current.dealer == 1
    # Another page opens on the game being played.
    other = MarkerApp(Store(db), double_tap_seconds=0)
    assert other.screen == "deal" and other.game_id == app.game_id
    # The form remembers names, rules and dealer: a new game is one tap.
    other.show("setup")
    form = other.screen_widget("setup")
    assert (form.name0.value, form.name1.value, form.rules.value, form.dealer.value) == ("Ann", "Bob", "foster", 1)
    form.go.click()
    assert other.game_id != app.game_id and other.sheet.players == ("Ann", "Bob")
    # Recent names are offered as chips: one tap fills the empty name.
    other.show("setup")
    form.name0.value = ""
    chips = [c for c in form.chips if not hidden(c)]
    assert [c.description for c in chips] == ["Ann"]
    chips[0].click()
    assert form.name0.value == "Ann"


def test_names_are_checked_on_start(app: MarkerApp) -> None:
    form = app.screen_widget("setup")
    form.name0.value, form.name1.value = "Ann", "ann"
    form.go.click()
    assert app.screen == "setup" and "both players are called 'Ann'" in banner(app)
    assert app.store.list_games() == []


def test_multipliers_from_the_form(app: MarkerApp) -> None:
    form = app.screen_widget("setup")
    form.name0.value, form.name1.value = "Ann", "Bob"
    form.brisquette_x.value = 2
    form.bonus_x.value = 2
    assert "brisquette 2" in form.summary.value
    form.go.click()
    assert app.sheet.profile == KANDELL.with_options(brisquette_multiplier=2, bonus_multiplier=2)


# ---------------------------------------------------------------- a deal


def off(b: Any) -> bool:
    return bool(b.off) and not b.disabled


def test_quick_scoring_a_declaration_counts_its_own_trick(app: MarkerApp) -> None:
    start(app)
    screen = deal(app)
    c0, c1 = screen.columns
    # Nothing gates the first declaration: no Won trick tap is needed.
    assert not any(off(b) for b in c0.kinds.values()) and not any(off(b) for b in c1.kinds.values())
    assert c0.trick.optional and c1.trick.description == "Won trick 1"
    assert not hidden(c0.pen_row) and hidden(c0.kinds[Kind.PENCHANT])  # no trump yet: penchant with its Jack
    assert c0.kinds[Kind.MARRIAGE].description == "Marriage\n+2"
    c0.kinds[Kind.MARRIAGE].click()
    d = app.sheet.current
    assert (d.tricks, d.last_winner, app.sheet.totals) == (1, 0, (2, 0))
    assert "Ann wins a trick and declares a marriage +2" in screen.note.value
    # A Won trick tap, then that player's declaration: it belongs to that trick.
    trick(app, 0)
    c0.kinds[Kind.CLAN].click()
    assert app.sheet.current.tricks == 2 and app.sheet.totals == (6, 0)
    # The penchant with its Jack in one tap sets trump.
    c1.pen_suits[list(Suit).index(Suit.SPADES)].click()
    d = app.sheet.current
    assert d.tricks == 3 and d.trump is Suit.SPADES and app.sheet.totals == (6, 1)
    assert hidden(c1.pen_row) and not hidden(c1.kinds[Kind.PENCHANT])
    # The end waits for the last six tricks, which may begin at any count: a brisquette's tap or Last six.
    assert not hidden(c0.brisquette) and hidden(screen.end_panel) and not hidden(screen.last_six)
    screen.last_six.click()
    d = app.sheet.current
    assert d.phase2 and d.tricks == 10 and hidden(c0.combos) and hidden(screen.last_six)
    assert not hidden(c0.brisquette) and not hidden(screen.end_panel)
    c0.brisquette.click()
    assert c0.brisquette.description.endswith("(1)") and "Last six" in screen.status.value
    # One tap on a count ends the deal (the count is the entry's own: no page keeps it for another).
    screen.end_panel.chips[8].click()
    assert "brisques Ann 8, Bob 4 (Ann +2 bonus)" in app.ledger.notes[-1]
    assert app.sheet.current.number == 2 and app.sheet.totals == (6 + 1 + 2, 1)


def test_an_off_button_looks_off_and_a_tap_says_why(app: MarkerApp) -> None:
    start(app)
    screen = deal(app)
    seq = app.ledger.seq
    assert off(screen.undo) and off(screen.redo)
    screen.undo.click()
    assert "nothing to undo" in banner(app) and app.ledger.seq == seq
    c0, c1 = screen.columns
    c0.kinds[Kind.MARRIAGE].click()
    assert not off(screen.undo)
    # Bob's loser's penchant is one tap: it records Ann's next trick (issue #20, item 3).
    assert not hidden(c1.loser) and not off(c1.loser) and c1.loser.description == "Loser's penchant +1"
    # (no trick number: tricks nobody declared after may have gone by unentered)
    assert "wins the trick (this tap enters it too)" in c1.loser.tooltip
    c1.loser.click()  # Kandell: a loser's penchant sets no trump, so no question
    d = app.sheet.current
    assert app.sheet.totals == (2, 1) and d.trump is None and (d.tricks, d.last_winner) == (2, 0)
    # After Ann's Won trick the loser's penchant belongs to that trick.
    trick(app, 0)
    assert "wins the trick (entered)" in c1.loser.tooltip
    c1.loser.click()
    assert app.sheet.totals == (2, 2) and app.sheet.current.tricks == 3
    # A fifth marriage is off at once (the pack holds four), and a tap says why (issue #20, item 2).
    for _ in range(3):
        c0.kinds[Kind.MARRIAGE].click()
    assert app.sheet.totals == (8, 2) and off(c0.kinds[Kind.MARRIAGE]) and off(c1.kinds[Kind.MARRIAGE])
    seq = app.ledger.seq
    c0.kinds[Kind.MARRIAGE].click()
    assert "5 marriages in one deal: the pack allows at most 4" in banner(app)
    assert app.ledger.seq == seq and app.sheet.totals == (8, 2)


def test_a_penchant_asks_for_its_jack_and_sets_trump(app: MarkerApp) -> None:
    start(app)
    trick(app, 1)
    declare(app, 1, Kind.PENCHANT, jack=Suit.HEARTS)
    assert app.sheet.current.trump is Suit.HEARTS and "Trump ♥" in deal(app).status.value
    # The loser's penchant under Kandell rules sets nothing, so no question is asked.
    start(app, ("Cat", "Dan"))
    trick(app, 0)
    deal(app).columns[1].loser.click()
    assert app.jack_for is None and app.sheet.current.trump is None and app.sheet.totals == (0, 1)
    # Cancelling the question enters nothing.
    trick(app, 0)
    deal(app).columns[0].kinds[Kind.PENCHANT].click()
    deal(app).columns[0].jack.children[-1].click()
    assert app.jack_for is None and app.sheet.totals == (0, 1)


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


def test_a_whole_game_by_taps_and_its_result(app: MarkerApp) -> None:
    start(app)
    play_full_game(app)
    sheet = app.sheet
    # Per deal: Ann 2 + 4 + 2 brisquettes + 2 bonus = 10; Bob 1 (penchant) + 1 brisquette = 2.
    assert sheet.over and sheet.totals == (40, 8)
    screen = deal(app)
    result = screen._result
    assert result is not None and not hidden(result)
    assert "Ann wins 40–8: Bob is lurched (under 40)" in result.text.value
    assert "worth 64" in result.text.value
    assert result.table.value.count("<tr>") == 2 * (1 + 4)  # a header and four deals per player
    assert all(hidden(c.trick) for c in screen.columns)
    # Rematch: same players and rules, the other player deals first.
    result.rematch.click()
    assert app.sheet.players == ("Ann", "Bob") and app.sheet.current.dealer == 1 and app.sheet.totals == (0, 0)


def test_a_refused_entry_shows_the_message_and_changes_nothing(app: MarkerApp) -> None:
    start(app)
    for i in range(10):
        trick(app, i % 2)
    deal(app).columns[0].brisquette.click()
    deal(app).columns[0].brisquette.click()
    seq = app.store.latest_seq(app.game_id or 0)
    before = app.ledger
    # A count below Ann's brisquettes looks off, and its tap says why and changes nothing.
    assert off(deal(app).end_panel.chips[1]) and not off(deal(app).end_panel.chips[2])
    end_deal(app, 1)
    assert "Ann has more brisquettes (2) than brisques (1)" in banner(app), banner(app)
    assert app.ledger is before and app.store.latest_seq(app.game_id or 0) == seq
    end_deal(app, 7)
    assert banner(app) == "" and app.sheet.current.number == 2


def test_a_refusal_carries_its_own_undo(app: MarkerApp) -> None:
    """The refusal lies over the toolbar: its Undo takes the last entry back in one tap (at a table the toolbar's
    Undo took two, the first only dismissing the message)."""
    start(app)
    for i in range(10):
        trick(app, i % 2)
    deal(app).columns[0].brisquette.click()
    deal(app).columns[0].brisquette.click()
    end_deal(app, 1)
    assert banner(app) and app.banner_undo.layout.display != "none"
    app.banner_undo.click()
    assert banner(app) == "" and app.sheet.current.brisquettes == (1, 0)


def test_nothing_to_undo_shows_no_undo_on_a_refusal(app: MarkerApp) -> None:
    start(app)
    end_deal(app, 6)
    assert banner(app) and app.banner_undo.layout.display == "none"


def test_a_refused_count_then_the_right_one_at_once_is_no_double_tap(db: Path) -> None:
    """A wrong brisque count tapped, then the right one straight after, is two taps on two buttons: the
    right one ends the deal. The marker used to call any second count within the bounce window a double tap,
    and a player who corrected a count quickly saw 'Double tap: entered once' and no end of the deal."""
    app = MarkerApp(Store(db), double_tap_seconds=60)
    start(app)
    for i in range(10):
        trick(app, i % 2)
    trick(app, 0)  # a Won trick tap between the brisquettes (two taps on one button would merge)
    deal(app).columns[0].brisquette.click()
    trick(app, 0)
    deal(app).columns[0].brisquette.click()
    end_deal(app, 1)
    assert "more brisquettes (2) than brisques (1)" in banner(app), banner(app)
    end_deal(app, 7)
    assert app.sheet.current.number == 2, deal(app).note.value
    # the same count twice within the window is still a bounce
    for i in range(10):
        trick(app, i % 2)
    end_deal(app, 6)
    assert app.sheet.current.number == 3
    end_deal(app, 6)
    assert app.sheet.current.number == 3 and len(app.sheet.deals) == 3


def test_a_double_tap_enters_one_trick(db: Path) -> None:
    """A finger's bounce (the same button twice, nothing between, within a quarter second) is one tap."""
    app = MarkerApp(Store(db), double_tap_seconds=60)
    start(app)
    trick(app, 0)
    trick(app, 0)
    c0 = deal(app).columns[0]
    assert app.sheet.current.tricks == 1 and "Double tap: entered once" in deal(app).note.value
    # Said where the finger is: the button is marked and the note beside it says so (issue #20, item 4).
    assert c0.trick.bounced
    assert not hidden(c0.tap_note) and "Double tap: entered once" in c0.tap_note.value
    trick(app, 1)  # another button between: both count, and the mark goes
    assert not c0.trick.bounced and hidden(c0.tap_note)
    trick(app, 0)
    assert app.sheet.current.tricks == 3


def test_two_brisques_in_one_trick_are_one_tap(app: MarkerApp) -> None:
    """+2 brisquette enters a trick's two brisques at once; a tap the six tricks cannot hold is off, whatever the
    pack's twelve would allow (issue #20, item 4; issue #30): 2 and 9 leave Bob one more, never Ann."""
    start(app)
    screen = deal(app)
    screen.last_six.click()
    c0, c1 = screen.columns
    assert not hidden(c0.brisquette2) and not off(c0.brisquette2)
    c0.brisquette2.click()
    assert app.sheet.current.brisquettes == (2, 0) and "2 brisquettes in one trick" in screen.note.value
    for _ in range(4):
        c1.brisquette2.click()
    c1.brisquette.click()
    assert app.sheet.current.brisquettes == (2, 9)
    assert all(off(b) for b in (c0.brisquette, c0.brisquette2, c1.brisquette2)) and not off(c1.brisquette)
    c0.brisquette.click()
    assert "a trick holds two brisques at most" in banner(app) and app.sheet.current.brisquettes == (2, 9)
    # The end of the deal: a count below a player's brisquettes is off (brisquettes <= brisques, item 2).
    chips = screen.end_panel.chips
    assert [not off(c) for c in chips] == [n in (2, 3) for n in range(13)]
    end_deal(app, 1)
    assert "more brisquettes" in banner(app) and not app.sheet.current.ended


def test_undo_and_redo_buttons(app: MarkerApp) -> None:
    start(app)
    screen = deal(app)
    assert off(screen.undo) and off(screen.redo)
    trick(app, 0)
    declare(app, 0, Kind.REUNION)
    assert app.sheet.totals == (25, 0)
    screen.undo.click()
    assert app.sheet.totals == (0, 0) and not off(screen.redo)
    assert "Undone: " in screen.note.value and "reunion" in screen.note.value  # which entry went
    screen.redo.click()
    assert app.sheet.totals == (25, 0)
    assert Store(app.store.path).load(app.game_id or 0).sheet == app.sheet


# ---------------------------------------------------------------- referee mode


def tap_cards(app: MarkerApp, *cards: str) -> None:
    panel = deal(app)._referee
    assert panel is not None
    for text in cards:
        btn = panel.cards[CardSet.parse(text).mask.bit_length() - 1]
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
    played = panel.cards[CardSet.parse("QS").mask.bit_length() - 1]
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
    assert app.sheet.current.played == CardSet.parse("QS").mask and hidden(col0.table_ask)
    screen.undo.click()  # Undo puts it back on the table
    assert app.sheet.current.played == 0
    queen = col0.table_cards[0]
    queen.click()  # asks
    trick(app, 1)  # another tap between: the question is forgotten
    assert not queen.chosen and hidden(col0.table_ask)
    queen.click()
    assert app.sheet.current.played == 0 and queen.chosen
    queen.click()
    assert app.sheet.current.played == CardSet.parse("QS").mask


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
    words = "minor pairs are barred by Ann's two Queens (QS QH) on the table"
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
    assert not hidden(editor) and hidden(editor.kind) and "QS QH" in editor.title.value
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


# ---------------------------------------------------------------- several pages, one store


def test_a_second_device_follows_the_game(db: Path) -> None:
    a = MarkerApp(Store(db), double_tap_seconds=0)
    b = MarkerApp(Store(db), double_tap_seconds=0)
    assert b.screen == "setup"
    start(a)
    b.sync()  # b was never tapped: it follows the game a started
    assert b.screen == "deal" and b.game_id == a.game_id
    trick(a, 0)
    declare(a, 0, Kind.FAMILY)
    b.sync()
    assert b.sheet == a.sheet and 'data-total="3"' in deal(b).columns[0].marker.value
    # b taps before it has seen a's newer entry: refused, not entered twice; b's screen is refreshed.
    trick(a, 1)
    trick(b, 1)
    assert "the other device just entered 'Deal 1, trick 2: Bob wins" in banner(b)
    assert b.sheet == a.sheet and b.sheet.current.tricks == 2 and 'data-tricks="2"' in deal(b).status.value
    # Nothing is lost: b, now up to date, taps again.
    trick(b, 0)
    assert b.sheet.current.tricks == 3 and b.sheet.current.last_winner == 0 and not banner(b)
    a.sync()
    assert a.sheet == b.sheet


def test_a_refusal_for_the_other_devices_entry_offers_no_undo_of_it(db: Path) -> None:
    """b taps after a entered first: b's refusal must not carry an Undo that would take a's entry back;
    a refusal after b's own entry still offers it, and says what it undoes."""
    a = MarkerApp(Store(db), double_tap_seconds=0)
    b = MarkerApp(Store(db), double_tap_seconds=0)
    start(a)
    b.sync()
    trick(b, 0)
    a.sync()
    trick(a, 1)
    trick(b, 1)  # stale: a entered first
    assert "the other device just entered" in banner(b)
    assert b.ledger.can_undo and b.banner_undo.layout.display == "none"
    trick(b, 0)  # b's own entry, then a refusal: its Undo is b's
    b.submit(Undo())
    b.submit(Redo())
    end_deal(b, 6)
    assert banner(b) and b.banner_undo.layout.display != "none"
    assert b.banner_undo.tooltip == f"Undo: {b.ledger.undo_label}"


def test_the_other_devices_entry_clears_an_old_refusal_and_its_undo_is_said(db: Path) -> None:
    """Players at a table: a refusal on one device stayed up (over the toolbar) after the other device
    entered the right thing, and an undo made on the other device was not said."""
    from penchant.marker import Undo

    a = MarkerApp(Store(db), double_tap_seconds=0)
    b = MarkerApp(Store(db), double_tap_seconds=0)
    start(a)
    b.sync()
    trick(b, 0)
    a.sync()
    a.submit(Undo())
    a.submit(Undo())  # nothing left to undo: refused on a
    assert "nothing to undo" in banner(a)
    b.sync()
    assert deal(b).note.value.count("Undone: ") == 1, deal(b).note.value
    assert "On the other device: Undone: " in deal(b).note.value  # not said as b's own undo
    trick(b, 1)
    a.sync()
    assert banner(a) == "" and a.sheet == b.sheet


def test_a_device_in_use_follows_the_tables_next_game_and_not_another_tables(db: Path) -> None:
    """Two devices at one table: when the game is over and one of them starts the rematch, the other, which
    has been tapped on (so no longer follows the latest game by itself), goes to the new game too and says
    so. A game of other players started while this one is being played is another table's: it stays."""
    a = MarkerApp(Store(db), double_tap_seconds=0)
    b = MarkerApp(Store(db), double_tap_seconds=0)
    start(a)
    b.sync()
    trick(b, 0)  # b is in use
    assert b.touched
    other_table = MarkerApp(Store(db), double_tap_seconds=0)
    start(other_table, ("Cat", "Dan"))
    b.sync()
    assert b.game_id == a.game_id != other_table.game_id  # another table's game: b stays on its own
    a.sync()
    if a.game_id != b.game_id:  # a, never tapped, followed the latest game: back to the table's own
        a.open_game(b.game_id or 0)
    play_full_game(a)
    b.sync()
    assert b.sheet.over
    result = deal(a)._result
    assert result is not None
    result.rematch.click()
    b.sync()
    assert b.game_id == a.game_id and not b.sheet.over and b.sheet.totals == (0, 0)
    assert "Another device started a new game: Ann v Bob" in deal(b).note.value
    # the same players begun again, mid-game: followed too
    trick(b, 1)
    start(a)
    b.sync()
    assert b.game_id == a.game_id and b.sheet.current.tricks == 0


def test_games_screen_export_and_import(app: MarkerApp) -> None:
    start(app)
    trick(app, 0)
    declare(app, 0, Kind.MARRIAGE)
    deal(app).games.click()
    games = app.screen_widget("games")
    assert any("Ann v Bob" in b.description for b in games.rows if not hidden(b))
    href = re.search(r'base64,([A-Za-z0-9+/=]+)"', games.download.value)
    assert href is not None
    record = json.loads(base64.b64decode(href.group(1)))
    assert record["format"] == "penchant-game/1" and record["players"] == ["Ann", "Bob"]
    first = app.game_id
    games.record.value = json.dumps(record)
    games.do_import.click()
    assert app.game_id != first and app.sheet.totals == (2, 0) and app.screen == "deal"
    app.show("games")
    games.record.value = '{"format": "penchant-game/1", "rules": "kandell", "players": ["A", "B"], ' \
        '"first_dealer": 0, "deals": 7}'
    games.do_import.click()
    assert "cannot import this record" in banner(app) and "deals: expected a list" in banner(app)


def test_a_handler_crash_is_shown_not_fatal(app: MarkerApp, monkeypatch: pytest.MonkeyPatch) -> None:
    start(app)

    def boom(*_: Any, **__: Any) -> None:
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(app.store, "append", boom)
    trick(app, 0)
    assert "disk on fire" in banner(app) and "Nothing was lost" in banner(app)


# ---------------------------------------------------------------- the notebook and the command


def test_the_notebook_runs_in_a_fresh_kernel(tmp_path: Path) -> None:
    nbformat = pytest.importorskip("nbformat")
    nbclient = pytest.importorskip("nbclient")
    nb = nbformat.read(ROOT / "notebooks" / "marker.ipynb", as_version=4)
    old = os.environ.get("PENCHANT_DB")
    os.environ["PENCHANT_DB"] = str(tmp_path / "nb.sqlite3")
    try:
        nbclient.NotebookClient(nb, timeout=120, kernel_name="python3").execute()
    finally:
        if old is None:
            os.environ.pop("PENCHANT_DB", None)
        else:
            os.environ["PENCHANT_DB"] = old
    outputs = [o for c in nb.cells if c.cell_type == "code" for o in c.outputs]
    assert [o["data"]["text/plain"] for o in outputs] == ["Penchant marker"]
    assert "application/vnd.jupyter.widget-view+json" in outputs[0]["data"]
    assert (tmp_path / "nb.sqlite3").exists()


def test_marker_app_falls_back_when_the_db_cannot_be_opened(tmp_path: Path) -> None:
    bad = tmp_path / "not-a-db.sqlite3"
    bad.write_bytes(b"junk" * 1000)
    app = marker_app(bad)
    assert "cannot open the marker database" in banner(app) and app.screen == "setup"


def test_voila_config_strips_sources_culls_and_preheats() -> None:
    from penchant_widgets.serve import voila_config

    cfg = voila_config(port=9999, host="127.0.0.1", token=None, open_browser=False, cull_idle=120, cull_interval=30)
    assert cfg.Voila.port == 9999 and cfg.Voila.port_retries == 0 and cfg.Voila.open_browser is False
    assert cfg.VoilaConfiguration.strip_sources is True and cfg.VoilaConfiguration.preheat_kernel is True
    assert cfg.MappingKernelManager.cull_idle_timeout == 120 and cfg.MappingKernelManager.cull_connected is False
    assert "token" not in cfg.Voila
    with_token = voila_config(port=1, host="0.0.0.0", token="abc", open_browser=True, cull_idle=1, cull_interval=1)
    assert with_token.Voila.token == "abc"


def test_the_runner_command_line_holds_no_token() -> None:
    from penchant.cli.serving import Serving

    s = Serving(Path("m.ipynb"), "marker", port=9999, host="0.0.0.0", token="s3cret", open_browser=False)
    cmd = s.command()
    assert cmd[1:3] == ["-m", "penchant_widgets.serve"] and "--no-browser" in cmd and "9999" in cmd
    assert not any("s3cret" in a for a in cmd)


@pytest.mark.parametrize(("host", "token_expected"), [("127.0.0.1", False), ("0.0.0.0", True)])
def test_serving_beyond_loopback_needs_a_token(host: str, token_expected: bool, tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    from penchant.cli import serving
    from penchant.cli.main import main

    seen: dict[str, Any] = {}

    def fake_run(self: serving.Serving) -> int:
        urls = self.prepare()
        self.announce(urls)
        seen["serving"], seen["env"] = self, dict(os.environ)
        return 0

    monkeypatch.setattr(serving.Serving, "run", fake_run)
    monkeypatch.delenv("PENCHANT_TOKEN", raising=False)
    for name in ("PENCHANT_DB", "PENCHANT_CONNECT"):  # prepare() sets them for the kernels: restore after
        monkeypatch.setenv(name, "")
    db = tmp_path / "m.sqlite3"
    port = free_port()
    assert main(["marker", "--host", host, "--port", str(port), "--db", str(db), "--no-browser"]) == 0
    out = capsys.readouterr().out
    s = seen["serving"]
    assert bool(s.token) is token_expected
    if token_expected:
        assert len(s.token) >= 24 and s.token not in out  # not a terminal: the token stays in its private file
    assert seen["env"]["PENCHANT_DB"] == str(db.resolve()) and str(port) in out
    assert str(s.notebook).endswith("marker.ipynb")


def test_cli_list_export_import(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from penchant.cli.main import main

    db = tmp_path / "m.sqlite3"
    store = Store(db)
    from penchant.marker import NewGame

    gid = store.create_game(NewGame(("Ann", "Bob"), KANDELL))
    store.append(gid, TrickWon(0))
    assert main(["marker", "--db", str(db), "--list"]) == 0
    assert "Ann v Bob" in capsys.readouterr().out
    out_file = tmp_path / "game.json"
    assert main(["marker", "--db", str(db), "--export", str(gid), "--out", str(out_file)]) == 0
    record = json.loads(out_file.read_text())
    assert record["format"] == "penchant-game/1"
    assert main(["marker", "--db", str(db), "--import", str(out_file), "--json"]) == 0
    new_id = json.loads(capsys.readouterr().out)["id"]
    assert Store(db).load(new_id).sheet.current.tricks == 1
    assert main(["marker", "--db", str(db), "--export", "99"]) == 2
    assert "no game 99" in capsys.readouterr().err


# ---------------------------------------------------------------- beyond a physical marker (issue #10)


def test_the_result_offers_a_card_and_csv_and_games_show_head_to_head(app: MarkerApp) -> None:
    import base64

    start(app)
    play_full_game(app)
    result = deal(app)._result
    assert result is not None
    share = result.share.value
    assert 'class="pm-share-card"' in share
    # The file names tell games apart: the players, the day and time the game began, its number.
    names = re.findall(r'download="([^"]+)"', share)
    assert [n.rsplit(".", 1)[1] for n in names] == ["svg", "csv"]
    assert all(re.fullmatch(rf"penchant-Ann-v-Bob-\d{{4}}-\d\d-\d\d-\d{{4}}-game-{app.game_id}\.(svg|csv)", n)
               for n in names), names
    app.show("setup")
    app.screen_widget("setup").go.click()  # a rematch: the same players, the same day
    app.show("games")
    export = app.screen_widget("games").download.value
    assert f"game-{app.game_id}.json" in export and f"game-{app.game_id - 1}" not in export
    csv64 = share.split('href="data:text/csv;base64,')[1].split('"')[0]
    csv_text = base64.b64decode(csv64).decode("utf-8")
    assert csv_text.splitlines()[0].startswith("deal,dealer,trump,player") and csv_text.count("\n") == 9
    app.show("games")
    stats = app.screen_widget("games").stats.value
    assert "Ann v Bob" in stats and re.search(r"<td[^>]*>1</td>", stats) and "Ann 1 · Bob 0" in stats


def test_connect_screen_on_loopback_and_on_the_lan(app: MarkerApp, monkeypatch: pytest.MonkeyPatch) -> None:
    import json

    start(app)
    monkeypatch.setenv("PENCHANT_CONNECT", json.dumps({"urls": ["http://localhost:8866/"], "loopback": True}))
    deal(app).connect.click()
    screen = app.screen_widget("connect")
    assert app.screen == "connect" and "--host 0.0.0.0" in screen.body.value and "<svg" not in screen.body.value
    monkeypatch.setenv("PENCHANT_CONNECT", json.dumps({"urls": ["http://192.168.1.7:8866/?token=t"],
                                                       "loopback": False}))
    app.show("connect")
    assert "<svg" in screen.body.value and "http://192.168.1.7:8866/?token=t" in screen.body.value
    screen.back.click()
    assert app.screen == "deal"


def test_face_to_face_turns_the_far_half(app: MarkerApp) -> None:
    start(app)
    deal(app).face.click()
    assert app.face_to_face and deal(app).face.primary
    deal(app).face.click()
    assert not app.face_to_face


@pytest.mark.parametrize(("value", "seconds"), [(None, 2.0), ("0.5", 0.5), ("30", 30.0), ("", 2.0), ("soon", 2.0),
                                                ("0", 2.0), ("-1", 2.0), ("nan", 2.0), ("inf", 2.0)])
def test_the_poll_interval_comes_from_the_environment_or_is_two_seconds(
        monkeypatch: pytest.MonkeyPatch, value: str | None, seconds: float) -> None:
    from penchant_widgets.marker.app import POLL_ENV, poll_seconds_from_env

    if value is None:
        monkeypatch.delenv(POLL_ENV, raising=False)
    else:
        monkeypatch.setenv(POLL_ENV, value)
    assert poll_seconds_from_env() == seconds


# ---------------------------------------------------------------- issue #20, item 1: any entry editable


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


def test_a_quick_declaration_changes_kind_player_or_nothing(app: MarkerApp) -> None:
    """The issue's case: Ann pair, Bob besito (quick); #2 into a quadruplet, then Bob's; saved unchanged."""
    start(app)
    declare(app, 0, Kind.PAIR)
    declare(app, 1, Kind.BESITO)
    assert app.sheet.totals == (2, 2)
    editor = open_editor(app, 2)
    assert editor.what.value == "declare" and editor.kind.value is Kind.PAIR
    editor.kind.value = Kind.QUADRUPLET
    assert save(app, editor) == "" and app.sheet.totals == (10, 2)
    d = app.sheet.current
    assert (d.tricks, d.declarations[0].kind) == (2, Kind.QUADRUPLET)
    editor = open_editor(app, 2)
    editor.who.value = 1
    assert save(app, editor) == "" and app.sheet.totals == (0, 12)
    assert app.sheet.current.tricks == 2  # still its own trick, now Bob's
    seq = app.ledger.seq
    editor = open_editor(app, 2)
    assert save(app, editor) == "" and app.ledger.seq == seq and app.sheet.totals == (0, 12)
    assert "Entry #2 unchanged" in deal(app).note.value


def test_every_flow_s_entry_saves_unchanged_and_changes_into_another_legal_entry(app: MarkerApp) -> None:
    start(app, rules="foster")  # Foster: a loser's penchant sets trump, so the Jack's suit is asked too
    c0, c1 = deal(app).columns
    trick(app, 0)                          # 2  Won trick
    declare(app, 0, Kind.MARRIAGE)         # 3  declaration after the Won trick
    declare(app, 1, Kind.BESITO)           # 4  quick declaration (its own trick)
    c0.loser.click()                       #    the loser's penchant in one tap, Foster: its Jack
    c0.jack.children[1 + list(Suit).index(Suit.CLUBS)].click()  # 5
    assert app.sheet.current.trump is Suit.CLUBS and app.sheet.current.tricks == 3
    deal(app).last_six.click()             # 6
    c0.brisquette2.click()                 # 7
    c1.brisquette.click()                  # 8
    end_deal(app, 7)                       # 9
    totals = app.sheet.totals
    for entry_id in range(2, 10):
        seq = app.ledger.seq
        assert save(app, open_editor(app, entry_id)) == "", entry_id
        assert app.ledger.seq == seq and app.sheet.totals == totals, entry_id
    # The loser's penchant into Ann's own (she wins trick 3 and declares it): Bob's trick becomes hers.
    editor = open_editor(app, 5)
    assert editor.role.value == "lost" and not hidden(editor.role)
    editor.role.value = "won"
    assert save(app, editor) == ""
    d = app.sheet.deals[0]
    assert d.tricks == 10 and [x.by_winner for x in d.declarations] == [True, True, True]
    # The Won trick into a declaration: the trick stays, now with a pair on it... refused in the
    # table's words, because the marriage after it was Ann's trick's declaration.
    editor = open_editor(app, 2)
    editor.what.value = "declare"
    editor.kind.value = Kind.PAIR
    message = save(app, editor)
    assert "already has its declaration" in message and "Ann's 'marriage'" in message
    # Two brisquettes into one; the end count into one the pack allows, and one it does not.
    editor = open_editor(app, 7)
    assert editor.two.value == 2
    editor.two.value = 1
    assert save(app, editor) == "" and app.sheet.deals[0].brisquettes == (1, 1)
    editor = open_editor(app, 9)
    editor.count.value = "0"
    assert "more brisquettes" in save(app, editor) and app.sheet.deals[0].brisques == (7, 5)
    # A declaration after a Won trick given to the trick's loser: refused, saying who won the trick.
    editor = open_editor(app, 3)
    editor.who.value = 1
    message = save(app, editor)
    assert "entered as the trick winner's, but Bob lost trick 1" in message


# ---------------------------------------------------------------- issue #18: the buttons ask the ledger


def _visible_taps(app: MarkerApp) -> list[Any]:
    screen = deal(app)
    taps: list[Any] = [screen.last_six, screen.undo]
    for col in screen.columns:
        taps += [col.trick, col.loser, col.brisquette, col.brisquette2, *col.kinds.values(), *col.pen_suits]
    taps += screen.end_panel.chips
    return [b for b in taps if not hidden(b) and not hidden_parent(app, b)]


def hidden_parent(app: MarkerApp, b: Any) -> bool:
    screen = deal(app)
    for col in screen.columns:
        if b in col.kinds.values() or b in col.pen_suits:
            return hidden(col.combos) or (b in col.pen_suits and hidden(col.pen_row))
        if b in (col.brisquette, col.brisquette2):
            return hidden(col.brisquette_row) or hidden(col.extra_row)
        if b is col.loser:
            return hidden(col.extra_row)
    if b in screen.end_panel.chips:
        return hidden(screen.end_panel)
    return False


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("rules", ["kandell", "foster"])
def test_a_button_is_on_exactly_when_the_ledger_accepts_its_tap(db: Path, seed: int, rules: str) -> None:
    """Seeded random taps: an on button's tap is entered, an off one's is refused and says why."""
    import random

    rng = random.Random(seed)
    app = MarkerApp(Store(db), double_tap_seconds=0)
    start(app, rules=rules)
    for _ in range(120):
        if app.sheet.over:
            break
        b = rng.choice(_visible_taps(app))
        was_off = off(b)
        seq = app.ledger.seq
        b.click()
        if app.jack_for is not None:  # the penchant sets trump: its Jack's suit is the second tap
            col = deal(app).columns[app.jack_for]
            col.jack.children[1 + rng.randrange(4)].click()
        entered = app.ledger.seq > seq
        assert entered == (not was_off), (b.description, b.off, banner(app))
        if was_off:
            assert banner(app), b.description


# ---------------------------------------------------------------- issue #20, item 3: taps per deal


def _table_events(record: Any, deal_index: int) -> tuple[list[tuple[str, Any]], tuple[int, int]]:
    """What a table enters for one recorded deal, in order: ("declare", (player, kind, by_winner, jack))
    and ("brisques", (player, count)) for each Phase 2 trick holding brisques; and the deal's brisques."""
    from penchant.play.moves import ScoreKind
    from penchant.rules.brisques import brisque_count
    from penchant.rules.trump import trump_of_penchant

    by_winner = [before.stage.value != "penchant"
                 for before, _p, action in record.deals[deal_index].positions(record.profile)
                 if str(action).startswith("declare")]
    final = record.replay(deal_index)
    events: list[tuple[str, Any]] = []
    for ev in final.events:
        if ev.kind is ScoreKind.DECLARATION:
            jack = trump_of_penchant(ev.cards.mask) if ev.combination is Kind.PENCHANT else None
            events.append(("declare", (ev.player, ev.combination, by_winner.pop(0), jack)))
        elif ev.kind is ScoreKind.BRISQUETTE:
            events.append(("brisques", (ev.player, brisque_count(ev.cards))))
    assert not by_winner
    return events, final.brisques


def _tap_a_deal(app: MarkerApp, events: list[tuple[str, Any]], brisques: tuple[int, int]) -> int:
    """Enter one deal with the fewest taps the marker allows; the taps."""
    screen = deal(app)
    taps = 0

    def tap(b: Any) -> None:
        nonlocal taps
        assert not hidden(b) and not off(b), (b.description, banner(app))
        b.click()
        assert not banner(app), banner(app)
        taps += 1

    phase2 = False
    for what, detail in events:
        if what == "declare":
            p, kind, winner, jack = detail
            col = screen.columns[p]
            if not winner:
                tap(col.loser)
            elif kind is Kind.PENCHANT and not hidden(col.pen_row):
                tap(col.pen_suits[list(Suit).index(jack)])
            else:
                tap(col.kinds[kind])
            if app.jack_for is not None:  # a loser's penchant that sets trump: its Jack's suit
                tap(col.jack.children[1 + list(Suit).index(jack)])
        else:  # a trick of the last six that brought one or two brisques: one tap, even the first
            p, count = detail
            col = screen.columns[p]
            tap(col.brisquette2 if count == 2 else col.brisquette)
            phase2 = True
    if not phase2:
        tap(screen.last_six)
    tap(screen.end_panel.chips[brisques[0]])  # the count is the end of the deal
    return taps


def _things(events: list[tuple[str, Any]]) -> int:
    """What a deal gives the table to score: each declaration, each trick of the last six that brought
    brisques (one or two: one thing), and the brisque count at the end."""
    return len(events) + 1


def test_the_sample_game_of_play_takes_at_most_one_tap_more_than_it_has_things_to_score(app: MarkerApp) -> None:
    """docs/marker.md's claim, on seeds/examples/sample-game.json (a game played by the computer players, so
    every trick is known): per deal, taps <= things to score + 1, and the totals are the engine's."""
    from penchant.play.playrecord import PlayRecord

    record = PlayRecord.from_str((ROOT / "seeds" / "examples" / "sample-game.json").read_text(encoding="utf-8"))
    start(app, names=record.players, rules=record.profile.name, dealer=record.first_dealer)
    per_deal = []
    for i in range(len(record.deals)):
        events, brisques = _table_events(record, i)
        taps = _tap_a_deal(app, events, brisques)
        per_deal.append((taps, _things(events)))
    assert all(taps <= things + 1 for taps, things in per_deal), per_deal
    assert per_deal == [(14, 14), (12, 12), (9, 9), (9, 9)]  # each deal: one tap a thing
    assert app.sheet.totals == tuple(sum(s[p] for s in record.deal_scores()) for p in (0, 1))


def test_the_sample_score_sheet_takes_at_most_one_tap_more_than_it_has_things_to_score(app: MarkerApp) -> None:
    """The same on seeds/examples/game.json (a penchant-game/1 score sheet: no tricks, so each brisquette is
    taken as a trick of its own, the most taps it can take), and the totals are ``penchant tally``'s."""
    from penchant.play.record import GameRecord

    record = GameRecord.from_str((ROOT / "seeds" / "examples" / "game.json").read_text(encoding="utf-8"))
    start(app, names=record.players, rules=record.profile.name, dealer=record.first_dealer)
    per_deal = []
    for deal_, extra in zip(record.deals, record.deal_extras, strict=True):
        events: list[tuple[str, Any]] = []
        kinds = [list(deal_.declarations[0]), list(deal_.declarations[1])]
        trump = None if extra.get("trump") is None else Suit.parse(extra["trump"])
        while kinds[0] or kinds[1]:  # both players' declarations, in turn
            for p in (0, 1):
                if kinds[p]:
                    kind = kinds[p].pop(0)
                    jack = trump if kind is Kind.PENCHANT and not any(
                        w == "declare" and d[1] is Kind.PENCHANT for w, d in events) else None
                    events.append(("declare", (p, kind, True, jack)))
        left = list(deal_.brisquettes)
        while left[0] or left[1]:
            for p in (0, 1):
                if left[p]:
                    left[p] -= 1
                    events.append(("brisques", (p, 1)))
        taps = _tap_a_deal(app, events, deal_.brisques)
        per_deal.append((taps, _things(events)))
    assert all(taps <= things + 1 for taps, things in per_deal), per_deal
    assert per_deal == [(10, 10), (10, 10), (9, 9), (9, 9)]
    assert app.sheet.totals == record.tally().totals


def test_the_page_script_is_a_static_module_not_python_strings() -> None:
    """Issue #30: the page's JavaScript lives in the penchant template's marker-page.js (included by the
    template, added to the site's marker page), says the interval the app documents, and no Python string of
    the marker carries a script."""
    from penchant_widgets.marker.app import LINE_SECONDS

    folder = ROOT / "widgets" / "jupyter" / "voila" / "templates" / "penchant"
    script = (folder / "marker-page.js").read_text(encoding="utf-8")
    assert f"LINE_MS = {LINE_SECONDS * 1000}" in script and "wakeLock" in script
    assert "{% include 'marker-page.js' %}" in (folder / "index.html.j2").read_text(encoding="utf-8")
    assert '"marker-page.js"' in (ROOT / "tools" / "site" / "sitebuild" / "pages.py").read_text(encoding="utf-8")
    for path in (ROOT / "widgets" / "marker").glob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "onerror" not in text and "<script" not in text and "document." not in text, path.name


def test_the_first_brisquette_s_entry_keeps_the_last_six_when_edited(app: MarkerApp) -> None:
    """A trick of two brisques tapped before any Last six tricks: one entry that also began the last six.
    Saved unchanged it is the same; made one brisque, it still begins them."""
    start(app)
    c0, _c1 = deal(app).columns
    declare(app, 0, Kind.MARRIAGE)
    c0.brisquette2.click()
    d = app.sheet.current
    assert d.phase2 and d.brisquettes == (2, 0) and not hidden(deal(app).end_panel)
    entry = app.ledger.entries[-1][0]
    seq = app.ledger.seq
    assert save(app, open_editor(app, entry)) == "" and app.ledger.seq == seq
    editor = open_editor(app, entry)
    editor.two.value = 1
    assert save(app, editor) == ""
    assert app.sheet.current.brisquettes == (1, 0) and app.sheet.current.phase2


# ---------------------------------------------------------------- a real table's second report: the words


def test_the_stock_when_empty_is_said_so_and_the_points_by_deal_are_not_read_as_dealing(app: MarkerApp) -> None:
    """'stock at most 0' read as a puzzle, and 'deals 3 · 4' under the name beside the DEALS badge read as who
    deals: the empty stock is 'stock empty', the points of each deal 'per deal'."""
    start(app)
    screen = deal(app)
    for _ in range(10):
        declare(app, 0, Kind.MARRIAGE) if app.sheet.current.tricks == 0 else trick(app, 1)
    status = html.unescape(screen.status.value)
    assert "stock empty" in status and "at most 0" not in status
    marker = screen.columns[0].marker.value
    assert re.search(r'class="pm-deals">per deal <i>2</i>', marker), marker
    assert "pm-badge-deal" in marker  # the badge still says who deals


def test_face_to_face_the_far_player_reads_the_result_too(app: MarkerApp) -> None:
    """At the end of a game face to face, 'Game over' and the result were shown the near player only."""
    start(app)
    screen = deal(app)
    screen.face.click()
    for count in (6, 7, 5, 8):
        screen.last_six.click()
        end_deal(app, count)
    assert app.sheet.over
    far = html.unescape(screen.columns[0].col_status.value)
    assert "Game over" in far and result_text(app.sheet) in far


def test_the_games_list_says_when_in_a_players_words(app: MarkerApp) -> None:
    """The games list showed '04 Dec 13:05' in the kernel's time zone (UTC on the static site): when it was
    played is said as a player would, counted from now."""
    start(app)
    games = app.screen_widget("games")
    app.show("games")
    assert games.rows[0].description.endswith("· just now"), games.rows[0].description
    assert when_said(time.time() - 2 * 3600 - 5, time.time()) == "2 h ago"


def test_the_sheet_says_a_losers_penchant_and_what_its_filter_shows(app: MarkerApp) -> None:
    """A loser's penchant sat on the sheet as a plain 'penchant' in the column of the player who lost the trick,
    and the sheet's deal toggles said nothing of what they filter."""
    start(app)
    declare(app, 0, Kind.MARRIAGE)
    deal(app).columns[1].loser.click()
    sheet = app.screen_widget("history")
    app.show("history")
    table = html.unescape(sheet.breakdown.value)
    assert "loser's penchant" in table
    assert "loser's" not in table.split("pm-breakdown1")[0]  # Ann's column: her marriage, plainly
    assert "Entries" in sheet.filter_label.value and not hidden(sheet.filter_label)
    assert "Kandell rules" in " ".join(r.description for r in sheet.rows)


def test_the_status_has_a_short_wording_for_a_phone_that_still_says_entered(app: MarkerApp) -> None:
    """A phone shows the short wording of each status part (one line, so no button moves as it changes):
    an inferred trick count is still said as entered there, as the manual promises."""
    import re

    start(app)
    deal(app).columns[0].kinds[Kind.MARRIAGE].click()  # quick scoring: the trick count is what was entered
    value = deal(app).status.value
    short = " ".join(re.findall(r'<span class="pm-st-short">(.*?)</span>', value))
    long = " ".join(re.findall(r'<span class="pm-st-long">(.*?)</span>', value))
    assert "1 entered" in short and "Deal 1/4" in short, value
    assert "1 trick entered" in long and "Deal 1 of 4" in long, value
