"""The deal screen's two panels that come and go: referee mode's cards (tap the cards of a declaration; the
ledger's choices classify and check it) and the result after four deals (its breakdown, a result card and CSV
to share, a rematch). The deal screen (:mod:`penchant_widgets.marker.deal`) makes each when first needed.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, Any

import traitlets

from penchant.marker import GameSheet
from penchant.rules.cards import PACK, CardSet
from penchant.words.cards import card_words, cards_words
from penchant.words.kinds import kind_words
from penchant_widgets.marker.dials import breakdown_html, result_text
from penchant_widgets.marker.file_names import game_file_name
from penchant_widgets.marker.flagged_widgets import Box, Button, VBox, button, html, set_off

if TYPE_CHECKING:
    from penchant_widgets.marker.app import MarkerApp

__all__ = ["RefereePanel", "ResultPanel", "share_links"]


class RefereePanel(VBox):
    """Referee mode: tap the cards of a declaration; the engine classifies and checks it."""

    app: traitlets.Instance[MarkerApp] = traitlets.Instance(
        "penchant_widgets.marker.app.MarkerApp", read_only=True).tag(sync=False)
    """The marker this screen belongs to (fixed at construction)."""
    cards = traitlets.List[Button]().tag(sync=False)
    """The card buttons, one a card of the pack."""

    def __init__(self, app: MarkerApp) -> None:
        super().__init__()
        self.set_trait("app", app)
        self.add_class("pm-ref")
        g = app.guard
        self.cards = [button(card_words(card), "pm-card", f"pm-card-{card}",  # suit by suit, Seven to Ace
                             *(("pm-red",) if card.suit.is_red else ()),
                             on_click=g(lambda i=card.index: self.tap(i)), tooltip=card_words(card))
                      for card in PACK]
        self.grid = Box(self.cards)
        self.grid.add_class("pm-grid")
        self.verdict = html("", "pm-verdict")
        self.declare_buttons = [
            button("Declare", "pm-ref-declare", f"pm-ref-declare{p}", "pm-primary",
                   on_click=g(lambda p=p: self.declare(p)))
            for p in (0, 1)
        ]
        self.clear = button("Clear", "pm-ref-clear", on_click=g(self.clear_selection))
        actions = Box([self.declare_buttons[0], self.clear, self.declare_buttons[1]])
        actions.add_class("pm-ref-actions")
        self.children = (self.grid, self.verdict, actions)
        app.observe(self._selection_changed, names="selected")

    def _selection_changed(self, _change: Any) -> None:
        if self.shown and self.app.ledger.started:
            self.render(self.app.sheet)

    def tap(self, index: int) -> None:
        app = self.app
        app.touch()
        app.selected = app.ledger.choices.referee_pick(CardSet.from_mask(app.selected), PACK[index]).mask  # observed

    def clear_selection(self) -> None:
        self.app.selected = 0  # observed: the panel draws again

    def declare(self, player: int) -> None:
        app = self.app
        said = app.ledger.choices.referee(CardSet.from_mask(app.selected)).declarations[player]  # no cards: refused
        if app.submit(said.entry):
            app.selected = 0

    def render(self, sheet: GameSheet) -> None:
        app = self.app
        d = sheet.current
        sel = app.selected
        for i, b in enumerate(self.cards):
            bit = PACK[i].bit
            b.chosen = bool(sel & bit)
            b.on0 = bool(d.tables[0] & bit)
            b.on1 = bool(d.tables[1] & bit)
            set_off(b, bool(d.played & bit))
        names = sheet.players
        if not sel:
            for p in (0, 1):
                self.declare_buttons[p].description = f"{names[p]} declares"
                self.declare_buttons[p].tooltip = ""
                set_off(self.declare_buttons[p], True)
            # The whole help, and its first sentence alone for a phone face to face (the style sheet picks).
            self.verdict.value = ('<span class="pm-ref-help">Tap the cards of a declaration</span>'
                                  '<span class="pm-ref-help-more">: cards on a table are ringed in the '
                                  "player's colour. A card played from a table: tap it on that table, then "
                                  "again.</span>")
            return
        verdict = app.ledger.choices.referee(CardSet.from_mask(sel))
        what = f"{kind_words(verdict.kind)}, +{verdict.points}" if verdict.kind else "no combination"
        lines = [f"<b>{escape(cards_words(verdict.cards))}</b>: {what}"]
        for p, said in enumerate(verdict.declarations):
            b = self.declare_buttons[p]
            b.description = f"{names[p]}: barred" if said.barred else f"{names[p]} declares"
            b.tooltip = said.reason or ""
            set_off(b, not said.allowed)
            counts = " (it counts the next trick as theirs)" if said.entry.new_trick else ""
            if said.allowed:
                lines.append(f'<span class="pm-ok">✓ {escape(names[p])} may declare it{counts}</span>')
            elif said.shown:
                lines.append(f'<span class="pm-no">✗ {escape(names[p])}: {escape(said.reason or "")}</span>')
        self.verdict.value = " · ".join(lines)


class ResultPanel(VBox):
    """After four deals: winner, value, lurch; the breakdown; a result card and CSV to share; a rematch."""

    app: traitlets.Instance[MarkerApp] = traitlets.Instance(
        "penchant_widgets.marker.app.MarkerApp", read_only=True).tag(sync=False)
    """The marker this screen belongs to (fixed at construction)."""

    def __init__(self, app: MarkerApp) -> None:
        super().__init__()
        self.set_trait("app", app)
        self.add_class("pm-result")
        g = app.guard
        self.text = html("", "pm-result-text")
        self.table = html("", "pm-scroll")
        self.share = html("", "pm-share")
        self.rematch = button("Rematch", "pm-rematch", "pm-primary", on_click=g(self.play_again))
        self.new = button("New game", "pm-new", on_click=g(lambda: app.show("setup")))
        row = Box([self.rematch, self.new])
        row.add_class("pm-row")
        self.children = (self.text, self.table, self.share, row)

    def play_again(self) -> None:
        self.app.start_game(self.app.sheet.rematch())

    def render(self, sheet: GameSheet) -> None:
        self.text.value = escape(result_text(sheet))
        self.table.value = breakdown_html(sheet)
        self.share.value = share_links(self.app)


def share_links(app: MarkerApp) -> str:
    """Download links: the result card (SVG image) and the sheet (CSV)."""
    import base64

    from penchant_widgets.marker.result_card import result_card_svg

    if not app.ledger.started:
        return ""
    sheet = app.sheet
    created = app.store.game(app.game_id).created if app.game_id is not None else 0.0
    card_name = escape(game_file_name(sheet.players, app.game_id, created, ext="svg"))
    csv_name = escape(game_file_name(sheet.players, app.game_id, created, ext="csv"))
    svg = result_card_svg(sheet)
    svg64 = base64.b64encode(svg.encode("utf-8")).decode("ascii")
    csv64 = base64.b64encode(app.ledger.to_csv().encode("utf-8")).decode("ascii")
    return (
        f'<div class="pm-card-preview">{svg}</div>'
        f'<a class="pm-share-card" download="{card_name}" href="data:image/svg+xml;base64,{svg64}">'
        "⬇ Result card (image)</a> "
        f'<a class="pm-share-csv" download="{csv_name}" href="data:text/csv;base64,{csv64}">⬇ Sheet (CSV)</a>'
    )
