"""The score sheet screen: the per-deal breakdown, every entry in force, and
editing or deleting a past entry (both are events: Undo reverses them)."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

import ipywidgets as W
import traitlets

from penchant.english.numbers import count_words
from penchant.errors import ScoreEntryError
from penchant.marker import (
    Brisquette,
    ContentEvent,
    Declared,
    Delete,
    Edit,
    EndDeal,
    LastSix,
    NewGame,
    TrickWon,
)
from penchant.marker.undo import edited_entry, same_entry
from penchant.rules.brisques import BRISQUES_IN_PACK
from penchant.rules.cards import CardSet
from penchant.rules.kinds import Kind
from penchant.rules.suits_and_ranks import Suit
from penchant.words.cards import cards_words
from penchant_widgets.marker.deal import brisquette_choices
from penchant_widgets.marker.dials import breakdown_html
from penchant_widgets.marker.flagged_widgets import Box, VBox, box, button, html, show, tap_control
from penchant_widgets.marker.kind_buttons import KIND_ORDER
from penchant_widgets.marker.screen_words import refused_advice

if TYPE_CHECKING:
    from penchant_widgets.marker.app import MarkerApp

__all__ = ["HistoryScreen", "EntryEditor"]


_WHAT = (("Trick won", "trick"), ("Declaration", "declare"), ("Brisquette", "brisquette"),
         ("Last six tricks", "last_six"), ("End of deal", "end"))
_WHAT_OF: dict[type, str] = {TrickWon: "trick", Declared: "declare", Brisquette: "brisquette",
                             LastSix: "last_six", EndDeal: "end"}


class EntryEditor(VBox):
    """Change one entry into any other: what it is, who, which kind and role, the Jack's suit, the counts.

    The entry built keeps the flow it was made by (a quick-scoring declaration still records its own
    trick), so an unchanged save changes nothing and the ledger judges the rest in the table's words.
    """

    app: traitlets.Instance[MarkerApp] = traitlets.Instance(
        "penchant_widgets.marker.app.MarkerApp", read_only=True).tag(sync=False)
    """The marker this screen belongs to (fixed at construction)."""
    screen = traitlets.Instance("penchant_widgets.marker.history.HistoryScreen", read_only=True).tag(sync=False)

    target = traitlets.Int(None, allow_none=True).tag(sync=False)
    """The entry being changed (``None`` while the editor is closed)."""
    original = traitlets.Any(None, allow_none=True).tag(sync=False)
    """That entry as it stands in the ledger (a ContentEvent), to tell an unchanged save."""
    kind_of_entry = traitlets.Unicode("").tag(sync=False)
    """What the entry is (a trick, a declaration... or "other", which can only be deleted)."""
    cards = traitlets.Instance(CardSet, allow_none=True).tag(sync=False)
    """A referee declaration's cards, kept when it is edited."""

    def __init__(self, app: MarkerApp, screen: HistoryScreen) -> None:
        super().__init__()
        self.set_trait("app", app)
        self.set_trait("screen", screen)
        self.add_class("pm-editor")
        self.add_class("pm-form")
        g = app.guard
        self.title = html("", "pm-label")
        self.what = W.ToggleButtons(options=list(_WHAT), value="trick")
        self.what.add_class("pm-edit-what")
        self.who = W.ToggleButtons(options=[("Player 1", 0), ("Player 2", 1)], value=0)
        self.who.add_class("pm-edit-who")
        self.kind = W.ToggleButtons(options=[(k.value, k) for k in KIND_ORDER], value=Kind.PENCHANT)
        self.kind.add_class("pm-edit-kind")
        # Said by the name the sheet uses: a correction to or from a loser's penchant was not found under
        # "lost it" (the kind is penchant, this toggle its role).
        self.role = W.ToggleButtons(options=[("declarer won the trick", "won"),
                                             ("loser's penchant (declarer lost the trick)", "lost")], value="won")
        self.role.add_class("pm-edit-role")
        # Asked only of a penchant that sets trump (the sheet says which), with no suit chosen for the marker.
        self.jack = W.ToggleButtons(options=[(s.symbol, s) for s in Suit], value=None)
        self.jack.add_class("pm-edit-jack")
        self.jack_label = html("Suit of the penchant's Jack (it sets trump):", "pm-label")
        self.two = W.ToggleButtons(options=brisquette_choices(), value=1)
        self.two.add_class("pm-edit-two")
        self.count = W.Text(value="6", layout=W.Layout(width="120px"))
        self.count.add_class("pm-edit-count")
        self.count_label = html("", "pm-label")
        self.save = button("Save change", "pm-edit-save", "pm-primary", on_click=g(self.commit))
        self.cancel = button("Cancel", "pm-edit-cancel", on_click=g(self.dismiss))
        row = Box([self.save, self.cancel])
        row.add_class("pm-row")
        for field in (self.kind, self.what, self.role):
            field.observe(lambda _c: self._sync(), names="value")
        for choice in (self.what, self.who, self.kind, self.role, self.jack, self.two):
            tap_control(choice)  # choices the kernel takes: taps the page's line to its server waits on
        self.children = (self.title, self.what, self.who, self.kind, self.role, self.jack_label, self.jack,
                         self.two, self.count_label, self.count, row)
        show(self, False)

    def edit_entry(self, entry_id: int) -> None:
        app = self.app
        ev = app.ledger.entry(entry_id)
        if isinstance(ev, NewGame):
            app.show("rules")
            return
        self.cards = None
        self.jack.value = None  # no suit carried over from the entry edited before
        sheet = app.sheet
        self.who.options = [(sheet.players[0], 0), (sheet.players[1], 1)]
        self.target = entry_id
        self.original = ev
        note = app.ledger.note_of(entry_id)
        title = [f"<b>Change entry #{entry_id}</b>" + (f": {escape(note)}" if note is not None else "")]
        self.count_label.value = (f"Brisques taken by {escape(sheet.players[0])}"
                                  f" (the other has the rest of {BRISQUES_IN_PACK}):")
        what = _WHAT_OF.get(type(ev), "other")
        if isinstance(ev, TrickWon):
            self.who.value = ev.winner
        elif isinstance(ev, Brisquette):
            self.who.value = ev.player
            self.two.value = ev.count
        elif isinstance(ev, Declared):
            title += self._load_declaration(entry_id, ev)
        elif isinstance(ev, EndDeal):
            self.count.value = str(ev.brisques[0])
        self.kind_of_entry = what
        if what == "other":
            title.append("This entry can only be deleted.")
        else:
            self.what.value = what
        self.title.value = "<br>".join(title)
        self._sync()
        show(self, True)

    def _load_declaration(self, entry_id: int, ev: Declared) -> list[str]:
        """Fill the form from a declaration's entry; the lines it adds to the form's title."""
        app = self.app
        self.who.value = ev.player
        self.cards = ev.cards
        said = []
        if ev.cards is not None:
            said.append(f"Declared in referee mode with {escape(cards_words(ev.cards))}: change who declared it, "
                        "or delete it and tap its cards again.")
        made = app.ledger.declaration_made(entry_id)  # the engine's kind: refused, never guessed, if it made none
        self.kind.value = made.kind
        self.role.value = "won" if made.by_winner else "lost"  # the engine's role, the entry's own checked by it
        self.jack.value = ev.jack
        return said

    def _asks_jack(self) -> bool:
        """Whether the penchant the form describes sets trump, so its Jack's suit is asked (the sheet says)."""
        if self.target is None or self.what.value != "declare" or self.cards is not None:
            return False
        if self.kind.value is not Kind.PENCHANT:
            return False
        before = self.app.ledger.sheet_before(self.target)
        return before is not None and before.penchant_sets_trump(by_trick_winner=self.role.value != "lost")

    def _sync(self) -> None:
        what = self.what.value
        other = self.kind_of_entry == "other"
        declare = what == "declare" and not other
        quick = declare and self.cards is None
        show(self.what, not other and self.cards is None)
        show(self.who, what in ("trick", "brisquette", "declare") and not other)
        show(self.kind, quick)
        # the role is asked only of what a trick's loser may declare as well as its winner (the ledger's choices)
        show(self.role, quick and self.app.ledger.choices.loser_may_declare_kind(self.kind.value))
        on = quick and self._asks_jack()
        show(self.jack, on)
        show(self.jack_label, on)
        show(self.two, what == "brisquette" and not other)
        show(self.count, what == "end" and not other)
        show(self.count_label, what == "end" and not other)
        show(self.save, not other)

    def build(self) -> ContentEvent:
        """The entry the form describes, in the flow the original was made by (the engine's
        :func:`~penchant.marker.undo.edited_entry`)."""
        if self.kind_of_entry == "other":
            raise ScoreEntryError("this entry can only be deleted")
        kind = self.kind.value
        return edited_entry(self.original, self.what.value, int(self.who.value),
                            count=self.two.value if self.what.value == "brisquette" else self.count.value,
                            kind=kind if isinstance(kind, Kind) else None, as_loser=self.role.value == "lost",
                            jack=self.jack.value if self._asks_jack() else None, cards=self.cards)

    def commit(self) -> None:
        if self.target is None:
            return
        target = self.target
        event = self.build()
        if same_entry(event, self.original):
            self.app.message = f"Entry #{target} unchanged"
            self.dismiss()
            return
        if self.app.submit(Edit(target, event)):
            self.dismiss()

    def dismiss(self) -> None:
        self.target = None
        self.original = None
        self.cards = None
        show(self, False)
        self.screen.render()


class HistoryScreen(VBox):
    """Breakdown per deal; the entries of a deal; edit or delete one."""

    deal_shown = traitlets.Int(None, allow_none=True).tag(sync=False)
    row_ids = traitlets.List[int]().tag(sync=False)
    """The entries the rows show, by id, in order."""
    app: traitlets.Instance[MarkerApp] = traitlets.Instance(
        "penchant_widgets.marker.app.MarkerApp", read_only=True).tag(sync=False)
    """The marker this screen belongs to (fixed at construction)."""
    rows = traitlets.List[W.Button]().tag(sync=False)
    """The entry buttons, grown as the list needs more (:meth:`_row`)."""

    PAGE = 60

    selected = traitlets.Int(None, allow_none=True)
    """The entry tapped in the list (its id), or ``None``; observed: the list and its buttons draw again."""
    show_all = traitlets.Bool(False)
    """Every entry listed, not only the newest :attr:`PAGE` (tapped "Show all"); observed: the list draws again."""

    def __init__(self, app: MarkerApp) -> None:
        super().__init__()
        self.set_trait("app", app)
        self.add_class("pm-screen")
        self.add_class("pm-sheet")
        self.add_class("pm-history-screen")
        g = app.guard
        self.title = html("", "pm-title")
        self.breakdown = html("", "pm-scroll")
        self.filter = W.ToggleButtons(options=[("All", 0)], value=0)
        tap_control(self.filter).add_class("pm-filter")
        self.filter.observe(lambda _c: g(self.render)(), names="value")
        # Said what it filters: the entries below, newest first (the toggles alone read as deal tabs).
        self.filter_label = html("Entries, newest first:", "pm-filter-label")
        filter_box = Box([self.filter_label, self.filter])
        filter_box.add_class("pm-form")
        self.rows = []
        self.row_ids = []
        self.list = VBox([])
        self.list.add_class("pm-list")
        self.edit = button("Change…", "pm-edit", on_click=g(self.open_editor))
        self.delete = button("Delete", "pm-delete", on_click=g(self.delete_selected))
        self.back = button("Back to the deal", "pm-back", "pm-primary", on_click=g(lambda: app.show("deal")))
        actions = Box([self.edit, self.delete, self.back])
        actions.add_class("pm-row")
        self.editor = EntryEditor(app, self)
        self.log_line = html("", "pm-sub")
        # The entries left out, said: the list showed the newest 60 and nothing of the rest.
        self.more_words = html("", "pm-sub", "pm-more-entries")
        self.show_all_button = button("Show all", "pm-show-all", on_click=g(self._show_every_entry))
        self.more = box([self.more_words, self.show_all_button], "pm-row")
        show(self.more, False)
        self.children = (self.title, self.breakdown, actions, self.editor, filter_box, self.list, self.more,
                         self.log_line)
        self.deal_shown = None
        self.observe(lambda _c: g(self.render)(), names=["selected", "show_all"])

    def _show_every_entry(self) -> None:
        self.app.touch()
        self.show_all = True  # observed: drawn again

    def _row(self, i: int) -> W.Button:
        while len(self.rows) <= i:
            j = len(self.rows)
            b = button("", "pm-entry", on_click=self.app.guard(lambda j=j: self.pick(j)))
            self.rows = [*self.rows, b]
            self.list.children = (*self.list.children, b)
        return self.rows[i]

    def pick(self, i: int) -> None:
        self.app.touch()
        if i < len(self.row_ids):
            self.selected = self.row_ids[i]  # observed: drawn again

    def open_editor(self) -> None:
        if self.selected is None:
            self.app.show_error("tap an entry of the list first, then Change… or Delete")
            return
        self.editor.edit_entry(self.selected)

    def delete_selected(self) -> None:
        if self.selected is None:
            self.app.show_error("tap an entry of the list first, then Change… or Delete")
            return
        if self.app.submit(Delete(self.selected)):
            self.selected = None  # observed: drawn again

    def render(self) -> None:
        app = self.app
        if not app.ledger.started:
            return
        sheet = app.sheet
        self.title.value = f"Score sheet · {escape(sheet.players[0])} v {escape(sheet.players[1])}"
        self.breakdown.value = breakdown_html(sheet)
        deals = [(f"Deal {d.number}", d.number) for d in sheet.deals]
        options = [*deals, ("All", 0)]
        if list(self.filter.options) != options:
            self.filter.options = options
        if self.deal_shown != sheet.current.number:
            self.deal_shown = sheet.current.number
            self.filter.value = sheet.current.number
        want = self.filter.value
        items = [h for h in app.ledger.history() if want == 0 or h.deal == want or isinstance(h.event, NewGame)]
        newest_first = list(reversed(items))
        items = newest_first if self.show_all else newest_first[: self.PAGE]
        left_out = len(newest_first) - len(items)
        self.more_words.value = (f"Showing the newest {len(items)} of {len(newest_first)} entries."
                                 if left_out else "")
        show(self.more, bool(left_out))
        ids = {h.entry_id for h in items}
        if self.selected is not None and self.selected not in {eid for eid, _ in app.ledger.entries}:
            self.selected = None
        self.row_ids = [h.entry_id for h in items]
        for i, h in enumerate(items):
            b = self._row(i)
            b.description = f"#{h.entry_id}  {h.text}"
            b.chosen = h.entry_id == self.selected
            b.edited = h.edited
            show(b, True)
        for b in self.rows[len(items):]:
            show(b, False)
        self.edit.disabled = self.selected is None or self.selected not in ids
        self.delete.disabled = self.edit.disabled
        skipped = "".join(
            f"<br>⚠ Saved entry no. {s.seq} of this game's log is not counted: today's rules refuse it "
            f"({escape(s.reason)})."
            for s in app.ledger.skipped
        )
        if app.ledger.skipped:
            skipped += f"<br>{escape(refused_advice(len(app.ledger.skipped)))}"
        self.log_line.value = (f"{count_words(len(app.ledger.entries), 'entry', 'entries', digits=True)} in force · "
                               f"{count_words(app.ledger.seq, 'event', digits=True)} logged "
                               f"(undo, redo, changes and deletions included; nothing is ever erased){skipped}")
