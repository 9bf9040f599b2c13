"""The controls a puzzle is answered with, built afresh for each puzzle from its answer form: the position's
cards as pickers (pick cards, or one card to play), the choice buttons (press one), the ticks (pick every answer
that fits, "none of them" excluding the others), the number box, and the Check button that reads them.

The puzzle board (:class:`~penchant_widgets.puzzles.board.PuzzleBoard`) holds one and hands every answer they
give to the trainer; an end-game played out card by card is the board's own
(:class:`~penchant_widgets.puzzles.endgame.EndgameBoard`), not these controls'.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as widgets
import traitlets

from penchant.errors import PenchantError
from penchant.puzzles import CheckResult, Puzzle
from penchant.puzzles.checkers.barring import right_ticks, ticks
from penchant.rules.cards import CardSet
from penchant_widgets.cards import PICKED_WORDS, CardPicker
from penchant_widgets.puzzles.choosing import choice_class, choice_label
from penchant_widgets.puzzles.number import NumberBox
from penchant_widgets.puzzles.position import ZONES, badges_html, details_html, pick_mode
from penchant_widgets.styles import classed

__all__ = ["NONE_OF_THEM", "TICKS_NOTE", "AnswerInputs"]

NONE_OF_THEM = "none of them"
"""The tick that answers that no choice fits: it excludes every other tick, and they it."""


RIGHT_MARK = "✔"
"""Before a picked choice's words when it is right (:meth:`AnswerInputs.mark_choice`)."""
WRONG_MARK = "✘"
"""Before a picked choice's words when it is not right."""
PICKED_CLASSES = ("pt-choice-picked", "pt-choice-right", "pt-choice-wrong")
"""The classes that mark a one-answer choice as picked, and right or wrong."""
TICKS_NOTE = ("☑ marks each answer you pick (tap it again to unpick). Check turns your right picks green (✔) and "
              "your wrong picks red (✘); a right answer you did not pick stays hidden until you ask for the solution.")
"""Said beside *Check* under pick-every-answer choices: a picked answer is drawn as picked (☑, the gold ring of a
picked card: puzzles.css), never in the green that chapter 0 teaches means right, until Check marks it
(:meth:`AnswerInputs.mark_ticks`)."""
TICK_MARKS = ("pt-tick-right", "pt-tick-wrong")
"""The classes Check puts on a picked tick: right or wrong (puzzles.css draws them green with ✔, red with ✘)."""


class AnswerInputs(traitlets.HasTraits):
    """A puzzle's position as card pickers (:attr:`position`) and the controls of its answer
    (:attr:`answer_area`); ``answer`` is the board's (the trainer checks and records it), ``check_button`` the
    Check button. What it holds is traits: the answer form of the puzzle shown, and its pickers and choice buttons
    (child widgets, replaced for each puzzle, never changed in place)."""

    answer = traitlets.Callable(read_only=True)
    """The board's answer (the trainer checks and records it)."""
    check_button = traitlets.Instance(widgets.Button, read_only=True)
    number = traitlets.Instance(NumberBox, read_only=True)
    """The number box (Enter checks it)."""
    position = traitlets.Instance(widgets.VBox, read_only=True)
    marked_wrong = traitlets.List(traitlets.Unicode())
    """The picks Check marked red, while the picks stay as checked (a change takes Check's marks off,
    :meth:`unmark_ticks`): Check pressed again on them is no new answer."""
    answer_area = traitlets.Instance(widgets.VBox, read_only=True)
    form = traitlets.Unicode("")
    """The answer form of the puzzle shown (``"card"``: one card in all the zones)."""
    pickers = traitlets.Dict(value_trait=traitlets.Instance(CardPicker))
    """The position's card pickers, by zone."""
    choice_buttons = traitlets.Dict(value_trait=traitlets.Instance(widgets.Widget))
    """The choices' buttons (or ticks), by choice."""
    picked_choice = traitlets.Unicode(None, allow_none=True)
    """The one-answer choice marked as the answer picked (:meth:`mark_choice`), if any."""

    def __init__(self, answer: Callable[[str | Sequence[str] | int], CheckResult | None],
                 check_button: widgets.Button) -> None:
        super().__init__()
        self.set_trait("answer", answer)
        self.set_trait("check_button", check_button)
        self.set_trait("number", NumberBox(answer))
        self.set_trait("position", widgets.VBox())
        classed(self.position, "pt-felt", "pt-puzzle-position")
        self.set_trait("answer_area", widgets.VBox())
        classed(self.answer_area, "pt-answer")

    # -------------------------------------------------------------- position
    def build_position(self, p: Puzzle) -> None:
        """The puzzle's badges, its zones of cards (pickable where the answer is cards) and its details."""
        for pk in self.pickers.values():
            pk.close()
        pickers: dict[str, CardPicker] = {}
        self.form = p.answer_form
        children: list[widgets.Widget] = [widgets.HTML(badges_html(p))]
        zones: list[widgets.Widget] = []
        for key, label, _side in ZONES:
            if key not in p.position:
                continue
            try:
                cards = p.cards(key, "")
            except PenchantError:
                continue
            picker = CardPicker(cards, mode=pick_mode(p.answer_form, key), size="md", label=label,
                                limit=1 if p.answer_form == "card" else None, css_class=f"pt-zone-{key}",
                                empty="empty")
            picker.observe(self._picked_one(key), names="selected")
            pickers[key] = picker
            zones.append(picker)
        if zones:
            row = widgets.HBox(zones)
            classed(row, "pt-positions")
            children.append(row)
        self.pickers = pickers
        parts, extra = details_html(p)
        children.extend(widgets.HTML(part) for part in parts)
        self.position.children = tuple(children)
        self.position.layout.display = None if len(children) > 1 or extra else "none"

    def _picked_one(self, key: str) -> Callable[[Any], None]:
        def handler(change: Any) -> None:
            if self.form != "card" or not change["new"]:
                return
            for other, pk in self.pickers.items():  # one card in all: clear the other zones
                if other != key and pk.selected:
                    pk.clear()
        return handler

    def picked(self) -> CardSet:
        """The cards picked, in every zone."""
        out = CardSet()
        for pk in self.pickers.values():
            out = out | pk.selected
        return out

    def unpick(self) -> None:
        """Put every picked card back: an answer that was not right is not picked again with the next one."""
        for pk in self.pickers.values():
            pk.clear()

    def empty(self) -> None:
        """Every answer given put back: the cards unpicked, the ticks off, the number box empty (the solution
        shown beside a wrong "2" still in the box would read as two answers)."""
        self.unpick()
        for t in self.choice_buttons.values():
            if isinstance(t, widgets.ToggleButton):
                t.value = False
        self.mark_choice(None)
        self.number.clear()

    def show_answer(self, best: Sequence[str]) -> bool:
        """Mark the engine's answer on the board (*Show the solution*): its ticks ticked, its choice outlined, the
        cards of its first answer picked, the number put in its box (unchecked: no attempt); whether it was
        marked."""
        self.empty()
        marked = False
        # a ticks answer is its ticks joined (the engine's ``ticks`` parts them); a choice is itself
        right = right_ticks(best) if self.form == "choices" else set(best)
        for c, b in self.choice_buttons.items():
            if isinstance(b, widgets.ToggleButton):
                b.value = c in right
            elif c in right:
                b.add_class("pt-answer-shown")
            marked = marked or c in right
        if best and self.pickers and self.form in ("card", "cards"):
            for pk in self.pickers.values():
                pk.select(CardSet(best[0]))
            marked = bool(self.picked())
        if best and self.form == "number":
            self.number.show(best[0])
            marked = True
        return marked

    def show_solved(self, r: CheckResult) -> None:
        """Mark the learner's right answer ``r`` on the board, as it was given (a puzzle solved, put on the board
        again): its choice marked right, its ticks ticked and marked, its cards picked, its number in the box (checked
        already: Enter or Check on it is no new attempt)."""
        if not r.correct or not r.answer:
            return
        if self.form == "choice":
            self.mark_choice(r.answer, True)
        elif self.form == "choices":
            picked = set(ticks(r.answer))
            for c, t in self.choice_buttons.items():
                if isinstance(t, widgets.ToggleButton):
                    t.value = c in picked
            self.mark_ticks(r)
        elif self.form in ("card", "cards") and self.pickers:
            for pk in self.pickers.values():
                pk.select(CardSet(r.answer))
        elif self.form == "number":
            self.number.checked = (r.answer, r)
            self.number.value = r.answer

    def mark(self, marks: str) -> None:
        """Light these cards of the opponent's table (the cards that bar, once solved); ``""`` clears them."""
        picker = self.pickers.get("opp_table")
        if picker is not None:
            picker.set_marked(marks)

    # -------------------------------------------------------------- answering
    def clear(self) -> None:
        """Close the last puzzle's choices and empty the number box."""
        for b in self.choice_buttons.values():
            b.close()
        self.choice_buttons = {}
        self.marked_wrong = []
        self.picked_choice = None
        self.number.clear()

    def build_answer(self, p: Puzzle) -> None:
        """The controls for the puzzle's answer form: choice buttons, ticks and Check, the number box and Check,
        or Check alone (the cards are picked in the position)."""
        self.clear()
        form = p.answer_form
        if form in ("choice", "choices"):
            self.choice_buttons = {c: self._choice(c, tick=form == "choices") for c in p.choices}
            if form == "choices":
                self._link_cards_to_choices(p)
            row = list(self.choice_buttons.values())
            # one width each, a whole row on a phone (puzzles.css): each as wide as its words, a long choice ("No:
            # every card of it is already on your table") would stand narrower than the others on a phone
            box = widgets.HBox(row, layout=widgets.Layout(flex_flow="row wrap"))
            classed(box, "pt-choices")
            if form == "choice":
                self.answer_area.children = (box,)
            else:
                note = widgets.HTML(f'<span class="pt-small">{TICKS_NOTE}</span>')
                classed(note, "pt-ticks-note")
                check = widgets.HBox([self.check_button, note], layout=widgets.Layout(flex_flow="row wrap",
                                                                                        align_items="center"))
                self.answer_area.children = (box, check)
        elif form == "number":
            self.answer_area.children = (widgets.HBox([self.number, self.check_button]),)
        else:
            self.answer_area.children = (widgets.HBox([self.check_button]),)

    def _choice(self, c: str, *, tick: bool) -> widgets.Widget:
        kind = widgets.ToggleButton if tick else widgets.Button
        b = kind(description=choice_label(c), tooltip=choice_label(c), layout=widgets.Layout(width="auto"))
        classed(b, "pt-btn", "pt-tick" if tick else "pt-choice", choice_class(c))
        if isinstance(b, widgets.ToggleButton):
            b.observe(self._ticked(c), names="value")
        else:
            b.on_click(lambda _b, c=c: self._chose(c))
        return b

    def _chose(self, choice: str) -> None:
        """A one-answer choice clicked: the board checks it, and the choice is marked as the answer picked."""
        got = self.answer(choice)
        if got is not None:
            self.mark_choice(choice, got.correct)

    def mark_choice(self, choice: str | None, correct: bool = False) -> None:
        """Mark ``choice`` as the answer picked, right or not, and no other (``None``: none): drawn as picked
        (``pt-choice-picked``) and as right or wrong (``pt-choice-right``, ``pt-choice-wrong``), and said in its
        words too (a ✔ or ✘ before them, "Your answer: right" as its title), so the mark is not colour alone."""
        self.picked_choice = choice
        for c, b in self.choice_buttons.items():
            if not isinstance(b, widgets.Button):
                continue
            for cls in PICKED_CLASSES:
                b.remove_class(cls)
            label = choice_label(c)
            if c == choice:
                b.add_class("pt-choice-picked")
                b.add_class("pt-choice-right" if correct else "pt-choice-wrong")
                b.description = f"{RIGHT_MARK if correct else WRONG_MARK} {label}"
                b.tooltip = "Your answer: right" if correct else "Your answer: not right"
            else:
                b.description = label
                b.tooltip = label

    def _link_cards_to_choices(self, p: Puzzle) -> None:
        """Where the choices are the cards of a zone of the board (which card of a table lifts, keeps or unbars a
        bar), a card on the board answers as its chip does, each following the other, as chapter 0 teaches: tap a
        card to answer."""
        cards = [c for c in p.choices if c != NONE_OF_THEM]
        picker = next((pk for pk in self.pickers.values() if [str(c) for c in pk.cards] == cards and cards), None)
        if picker is None:
            return
        picker.mode = "select"
        picker.set_cards(picker.cards)  # drawn again, to respond

        def chips_follow(change: Any) -> None:
            picked = {str(c) for c in change["new"]}
            for c in cards:
                chip = self.choice_buttons.get(c)
                if isinstance(chip, widgets.ToggleButton):
                    chip.value = c in picked

        def card_follows(_change: Any) -> None:
            picker.select(" ".join(c for c in self.ticked() if c in cards))

        picker.observe(chips_follow, names="selected")
        for c in cards:
            self.choice_buttons[c].observe(card_follows, names="value")

    def mark_ticks(self, r: CheckResult) -> None:
        """Mark each picked tick as the verdict ``r`` says: wrong where the engine names it among its
        :attr:`~penchant.puzzles.model.CheckResult.wrong_picks`, else right; an answer not picked is left unmarked,
        so that a miss does not give away the answers not found."""
        wrong = list(r.wrong_picks)
        for c, t in self.choice_buttons.items():
            if isinstance(t, widgets.ToggleButton) and t.value:
                t.add_class(TICK_MARKS[1] if c in wrong else TICK_MARKS[0])
        self.marked_wrong = wrong

    def marked_ticks(self, got: CheckResult | None) -> CheckResult | None:
        """The verdict on the ticks picked, ``got``, passed on with the picks marked by it (:meth:`mark_ticks`);
        ``None`` (an answer refused) marks nothing."""
        if got is not None:
            self.mark_ticks(got)
        return got

    def unmark_ticks(self) -> None:
        """Take Check's marks off every tick: the picks changed, they are an answer not yet checked."""
        self.marked_wrong = []
        for t in self.choice_buttons.values():
            for cls in TICK_MARKS:
                t.remove_class(cls)

    def _ticked(self, choice: str) -> Callable[[Any], None]:
        def handler(change: Any) -> None:
            tick = self.choice_buttons.get(choice)
            if isinstance(tick, widgets.ToggleButton):  # said too: ☑ is drawn, and a screen reader did not hear it
                tick.tooltip = choice_label(choice) + (PICKED_WORDS if change["new"] else "")
            self.unmark_ticks()
            if not change["new"]:
                return
            for c, t in self.choice_buttons.items():  # "none of them" excludes the others
                if c != choice and NONE_OF_THEM in (choice, c) and isinstance(t, widgets.ToggleButton):
                    t.value = False
        return handler

    def ticked(self) -> list[str]:
        """The choices ticked."""
        return [c for c, t in self.choice_buttons.items() if getattr(t, "value", False) is True]
