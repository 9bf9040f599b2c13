"""Chapter 4's board of a trick to trump: your opponent's lead of a plain suit, trump set by a penchant, and your
cards to pick from (:mod:`penchant.lessons.trumping`).

A pick is played to the lead by the engine (:func:`~penchant.lessons.trumping.try_card`) on a copy of the position;
the board draws the trick it completed, its winner marked, and says which card took it and why
(:func:`~penchant.lessons.trumping.tried_words`). The next pick is played to the same lead again: the learner may
try every card. The board decides nothing.
"""

from __future__ import annotations

from html import escape

import ipywidgets as widgets
import traitlets

from penchant.errors import PenchantError
from penchant.lessons.trumping import TrickTried, question_words, tried_words, try_card
from penchant.play.state import DealState
from penchant.rules.cards import Card
from penchant.words.tricks import phase_words
from penchant_widgets.board_words import refusal_html
from penchant_widgets.cards import CardPicker
from penchant_widgets.html_parts import message_html
from penchant_widgets.styles import classed, shared_style
from penchant_widgets.trick import TRICK_HEADING, TrickView, trump_html

__all__ = ["TrickToTrump"]

NAMES = ("You", "Your opponent")
"""The seats as the trick names them: you are the first seat of the chapter's deal."""


def _headline(mark: str, words: str) -> str:
    """A verdict as every board starts one: its mark, then its first clause in bold (``"✘ <b>…:</b> …"``)."""
    head, colon, rest = words.partition(": ")
    return (f"{mark} <b>{escape(head, quote=False)}{colon.strip()}</b> {escape(rest, quote=False)}" if colon
            else f"{mark} <b>{escape(words, quote=False)}</b>")


class TrickToTrump(widgets.VBox):
    """Answer your opponent's lead with a card of your choice; the engine plays the trick and the board says who
    took it and why. ``position``: a deal with a lead to answer, you (the first seat) to play."""

    position = traitlets.Instance(DealState, read_only=True).tag(sync=False)
    tried = traitlets.Instance(TrickTried, allow_none=True).tag(sync=False)
    """The trick your last pick made, as the engine completed it (``None``: no card picked yet); observed."""
    refused = traitlets.Unicode("").tag(sync=False)
    """A pick the engine refused, said as the boards say a refusal (HTML; ``""``: none); observed."""

    def __repr__(self) -> str:
        return f"TrickToTrump(lead={self.position.lead})"

    def __init__(self, position: DealState, *, title: str | None = "Win the trick") -> None:
        self.set_trait("position", position)
        question_words(position)  # a position with no lead to answer is refused here, typed
        view = position.view(0)
        self.badges = widgets.HTML(
            f"<div>{trump_html(view.trump)}"
            f'<span class="pt-badge">{escape(phase_words(last_six=False))}: no need to follow suit</span></div>')
        classed(self.badges, "pt-trumping-badges")
        self.opp = CardPicker(view.opp_table, mode="static", size="md",
                              label="Your opponent’s table (his hand is hidden)", css_class="pt-trumping-opp",
                              empty="no cards on his table")
        self.trick = TrickView(NAMES, heading=TRICK_HEADING)
        self.mine = CardPicker(mode="press", size="md", label="Your hand: pick a card to play it",
                               css_class="pt-trumping-hand", empty="no cards")
        self.mine.on_press(self.play)
        self.table = CardPicker(mode="press", size="md", label="Your table: pick a card to play it",
                                css_class="pt-trumping-table", empty="no cards")
        self.table.on_press(self.play)
        self.table.layout.display = None if view.table else "none"
        felt = widgets.VBox([self.opp, self.trick, self.mine, self.table])
        classed(felt, "pt-felt")
        self.message = widgets.HTML()
        classed(self.message, "pt-trumping-message")
        side = widgets.VBox([self.message])
        classed(side, "pt-endgame-side")
        play = widgets.HBox([felt, side])
        classed(play, "pt-endgame-play")
        kids: list[widgets.Widget] = [shared_style()]
        if title:
            kids.append(widgets.HTML(f'<div class="pt-board-title">{escape(title)}</div>'))
        super().__init__([*kids, self.badges, play])
        classed(self, "pt-board", "pt-trumping")
        self._draw()

    def play(self, card: Card | str) -> TrickTried | None:
        """Play ``card`` to the lead, from the position as it was dealt (any card tried before is taken back);
        a card the engine refuses is said and nothing changes."""
        try:
            tried = try_card(self.position, card)
        except PenchantError as exc:
            self.refused = refusal_html(exc, title="Not allowed:")
            return None
        with self.hold_trait_notifications():
            self.refused = ""
            self.tried = tried
        return tried

    @traitlets.observe("tried", "refused")
    def _draw(self, _change: object = None) -> None:
        view = self.position.view(0)
        tried = self.tried
        lead, leader = self.position.lead, self.position.leader
        out = 0 if tried is None else tried.follow.bit
        self.mine.set_cards([c for c in view.hand if not c.bit & out])
        self.table.set_cards([c for c in view.table if not c.bit & out])
        if tried is None:
            self.trick.show(lead, leader, None, None, "your turn to play to it")
            said = message_html(question_words(self.position), "plain")
        else:
            taker = "You take" if tried.won else "Your opponent takes"
            self.trick.show(tried.lead, leader, tried.follow, tried.winner,
                            f"<b>{taker}</b> the trick. Pick another card to try it instead.")
            said = message_html(_headline("✔" if tried.won else "✘", tried_words(tried)),
                                "ok" if tried.won else "error", raw=True)
        self.message.value = self.refused or said
