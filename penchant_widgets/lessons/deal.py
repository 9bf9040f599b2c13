"""The deal, step by step, and the cut for deal.

:class:`DealStepper` walks through one of the three deal methods of
:mod:`penchant.rules.dealing` card by card (the engine decides where every card
goes; this widget only shows it). :class:`CutDemo` cuts for deal and says who
deals under each profile.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from html import escape
from typing import Any

import ipywidgets as widgets
import traitlets

from penchant.english.grammar import capitalised
from penchant.english.lists import join_and
from penchant.english.numbers import count_words, number_words
from penchant.rules.book_names import rules_words
from penchant.rules.cards import Card
from penchant.rules.dealing import (
    HAND_SIZE,
    METHODS,
    STOCK_SIZE,
    Destination,
    cards_dealt_after,
    cut,
    cuts_tie,
    deal_method,
    deal_moves,
    deal_rounds,
    deal_steps,
    dealer_from_cut,
    methods_by_stock,
    pack_left_after,
    shuffled_pack,
    stock_is_the_rest,
    stock_top_first,
)
from penchant.rules.profiles import PROFILE_ORDER, DealMethod, Profile, get_profile
from penchant.words.counts import stock_count_words
from penchant.words.dealing import cutting_words, method_words, stock_top_words
from penchant.words.switches import option_words, switch_words
from penchant.words.tricks import first_lead_words
from penchant_widgets.action_button import action_button
from penchant_widgets.cards import backs_html, card_name, faces_html
from penchant_widgets.folds import Fold, fold_prose
from penchant_widgets.html_parts import message_html
from penchant_widgets.styles import shared_style

__all__ = ["CutDemo", "DealStepper"]

_LETTER = {"pone": "P", "dealer": "D", "stock": "S"}
_WORD = {"pone": "the pone", "dealer": "the dealer", "stock": "the stock"}
_PACK_BACKS_DRAWN = 16
"""The most card backs the pack in the dealer's hand is drawn with: a drawing's width, not a rule (a pile that
reads as a pack without widening the board); the pack's label says how many cards it holds."""


def other_ways_html(shown: DealMethod) -> str:
    """What the deal methods other than ``shown`` are, for the board's fold: each in a player's words
    (:func:`~penchant.words.dealing.method_words`), how each group of methods makes the stock
    (:func:`~penchant.rules.dealing.methods_by_stock`, one method speaking for its group), and which method each rule
    book deals by."""
    others = [method for method in METHODS if method != shown]
    stocks = []
    for laid_down, group in methods_by_stock().items():
        note = ("" if laid_down else
                " (Foster does not say which end is drawn first; this tutorial takes the pile as it lies)")
        stocks.append(f"With {join_and([f'<b>{m}</b>' for m in group])}, {escape(stock_top_words(group[0]))}{note}.")
    # The buttons name every way, the one on the board among them: the words say which that is and what it does,
    # so the count of ways said matches the buttons.
    return (f"<p>The board starts with <b>{shown}</b>. {escape(method_words(shown))} The buttons above name it and "
            f"{number_words(len(others))} other ways, which give the same chances: press one to step through it, "
            f"and <b>{shown}</b> to come back.</p>"
            f"<ul>{''.join(f'<li><b>{m}</b>: {escape(method_words(m))}</li>' for m in others)}</ul>"
            f"<p>{' '.join(stocks)}</p>"
            f"<p>On these boards, by each rule book: {escape(switch_words('deal_method', PROFILE_ORDER))}.</p>")


class DealStepper(widgets.VBox):
    """Deal a shuffled pack by one of the three methods, one step at a time.

    For ``threes`` and ``singles`` the last step lays the twenty undealt cards
    down as the stock at once. ``position`` is the number of steps taken (a traitlet: a page may observe or link
    it, and setting it redraws; a value outside the steps is kept within them).
    """

    pack = traitlets.List[Card]().tag(sync=False)
    """The pack being dealt (observed: a new pack is laid out from the start)."""
    rng = traitlets.Instance(random.Random, allow_none=True, read_only=True).tag(sync=False)
    """Where *Shuffle and deal again* takes each new pack from (``None``: the pack given is dealt every time)."""
    _steps = traitlets.List[tuple[Destination, Card]]().tag(sync=False)
    """Where each card of the pack goes under the method shown (the rules' :func:`deal_steps`): laid out again
    whenever the method changes, and observed (a change redraws)."""
    units = traitlets.List[list[int]]().tag(sync=False)
    """The dealer's moves under the method shown, each the steps it deals (the rules' :func:`deal_moves`): one
    :attr:`position` a move; laid out with :attr:`_steps`, and observed."""

    position = traitlets.Int(0).tag(sync=False)
    method = traitlets.Enum(METHODS, "traditional").tag(sync=False)
    """The deal method shown (:meth:`set_method` changes it and redraws)."""

    def __repr__(self) -> str:
        return f"DealStepper(method={self.method!r}, step {self.position} of {len(self.units)})"

    def __init__(self, seed: int = 1893, method: DealMethod = "traditional", *,
                 pack: Sequence[Card] | None = None, rng: random.Random | None = None, show_faces: bool = True,
                 title: str = "Dealing, step by step", others_folded: bool = False,
                 others_words: str | None = None) -> None:
        # The first pack is the seed's (a page's stored output is the same each time it is executed); each new one,
        # *Shuffle and deal again*, comes from ``rng`` (a fresh, unseeded one unless given), so a restart deals anew.
        self.pack = list(pack) if pack is not None else shuffled_pack(random.Random(seed))
        self.set_trait("rng", None if pack is not None else rng if rng is not None else random.Random())
        self.methods = widgets.ToggleButtons(options=[(m, m) for m in METHODS], value=deal_method(method))
        self.methods.add_class("pt-deal-method")
        self.faces = widgets.Checkbox(value=show_faces, description="show the faces", indent=False)
        self.faces.add_class("pt-deal-faces")
        self.view = widgets.HTML()
        self.view.add_class("pt-deal-view")
        self.caption = widgets.HTML()
        self.caption.add_class("pt-deal-caption")

        self.next_button = action_button("Next card ▶", "pt-deal-next", self.next, True)
        self.back_button = action_button("◀ Back", "pt-deal-back", self.back)
        self.all_button = action_button("Deal the rest", "pt-deal-all", self.finish)
        self.reset_button = action_button("Shuffle and deal again" if self.rng is not None else
                                          "Gather and start again", "pt-deal-reset", self.reset)
        head = widgets.HTML(f'<div class="pt-board-title">{escape(title)}</div>')
        felt = widgets.VBox([self.view])
        felt.add_class("pt-felt")
        controls = widgets.HBox([self.back_button, self.next_button, self.all_button, self.reset_button,
                                 self.faces], layout=widgets.Layout(align_items="center", flex_flow="row wrap"))
        # ``others_folded``: the method shown in sight, the switch to the other methods one click away under the
        # board (chapter 1 showed three ways of dealing, the traditional one step by step, before the reader had
        # played a trick: one way to start with, the others when asked for).
        # ``others_words`` (HTML) say what the other ways are, in the same fold: one control, one name (the chapter
        # had a "More: other ways of dealing" of its own under this board's "Show: other ways of dealing").
        # Unless given, they are :func:`other_ways_html`'s, from the rules.
        words = other_ways_html(deal_method(method)) if others_words is None else others_words
        others = [self.methods, *([fold_prose(words)] if words else [])]
        kids = ([head, self.caption, felt, controls, Fold("other ways of dealing", others)] if others_folded
                else [head, self.methods, self.caption, felt, controls])
        super().__init__([shared_style(), *kids])
        self.add_class("pt-board")
        self.add_class("pt-dealstepper")
        self.methods.observe(lambda ch: self.set_method(ch["new"]), names="value")
        self.faces.observe(lambda _ch: self._render(), names="value")
        self.set_method(method)
        if not self.units:  # the default method kept: no change to observe, so laid out here
            self._lay_out(self.method)

    # ------------------------------------------------------------- stepping
    def set_method(self, method: str) -> None:
        self.method = deal_method(method)  # the rules refuse what is not one; observed: laid out again (_lay_out)

    @traitlets.observe("method")
    def _method_changed(self, change: Any) -> None:
        if self.methods.value != change["new"]:
            self.methods.value = change["new"]
        self._lay_out(change["new"])

    def _lay_out(self, method: DealMethod) -> None:
        """The pack dealt by ``method`` (the rules' steps and the dealer's moves), from the start."""
        with self.hold_trait_notifications():
            self._steps = deal_steps(self.pack, method)
            self.units = deal_moves(method)
            self.position = 0

    @traitlets.observe("pack")
    def _new_pack(self, _change: Any) -> None:
        if self.units:  # laid out already: the new pack from the start, by the method shown
            self._lay_out(self.method)

    @traitlets.observe("_steps", "units")
    def _laid_out(self, _change: Any) -> None:
        self._render()

    @property
    def steps(self) -> int:
        """How many steps this method takes here."""
        return len(self.units)

    @traitlets.validate("position")
    def _within(self, proposal: Any) -> int:
        return max(0, min(int(proposal["value"]), len(self.units)))

    @traitlets.observe("position")
    def _position_changed(self, _change: Any) -> None:
        self._render()

    def next(self) -> None:
        self.position += 1

    def back(self) -> None:
        self.position -= 1

    def finish(self) -> None:
        self.position = len(self.units)

    def reset(self) -> None:
        """Gather the cards and start again: a new shuffle (from :attr:`rng`), or the pack given dealt again."""
        if self.rng is not None:
            self.pack = shuffled_pack(self.rng)  # observed: laid out from the start
        self.position = 0

    def dealt(self) -> dict[str, list[Card]]:
        """The cards dealt so far to each place, in the order they arrived."""
        out: dict[str, list[Card]] = {"pone": [], "dealer": [], "stock": []}
        for unit in self.units[:self.position]:
            for i in unit:
                d, c = self._steps[i]
                out[d].append(c)
        return out

    def stock_top_first(self) -> list[Card]:
        """The stock as it will be drawn, top card first."""
        return stock_top_first(self.method, self.dealt()["stock"])

    # ------------------------------------------------------------- drawing
    def _rhythm_html(self) -> str:
        dests = [d for d, _ in self._steps]
        done = cards_dealt_after(self.method, self.position)
        groups = []
        for rnd in deal_rounds(self.method):
            toks = []
            for i in rnd:
                cls = "pt-rhythm-now" if i == done - 1 else "pt-rhythm-later" if i >= done else "pt-rhythm-done"
                toks.append(f'<span class="{cls}">{_LETTER[dests[i]]}</span>')
            groups.append(" ".join(toks))
        if stock_is_the_rest(self.method):
            cls = "pt-rhythm-now" if pack_left_after(self.method, self.position) == 0 else "pt-rhythm-later"
            groups.append(f'<span class="{cls}">rest → stock</span>')
        # A round never breaks across lines, and its bar stays at its end: on a phone the line wrapped inside a
        # round, a lone bar starting the next line.
        last = len(groups) - 1
        rounds = [f'<span class="pt-rhythm-round">{g}'
                  f'{" │" if i < last else ""}</span>' for i, g in enumerate(groups)]
        return ('<div class="pt-small pt-rhythm">'
                + " ".join(rounds) + "</div>")

    def _key(self) -> str:
        """The letters the line shows, and no other: threes and singles deal no card to the stock one by one,
        and an "S" in their key would read as "singles"."""
        dests = [d for d, _ in self._steps]
        shown = {dests[i] for rnd in deal_rounds(self.method) for i in rnd}
        return ", ".join(f"{_LETTER[d]} = {d}" for d in ("pone", "stock", "dealer") if d in shown)

    def _render(self) -> None:
        got = self.dealt()
        faces = self.faces.value
        n = self.position
        if n == 0:
            now = "The pack is shuffled and cut. Press <b>Next card</b>."
        elif n == len(self.units):
            now = (f"Done: {count_words(HAND_SIZE, 'card')} each and {stock_count_words(STOCK_SIZE)} in the stock. "
                   f"{capitalised(first_lead_words())}.")
            if stock_is_the_rest(self.method):  # the last move laid the rest down (rules.dealing.deal_moves)
                now = f"The remaining {stock_count_words(STOCK_SIZE)} are laid down as the stock. " + now
        else:
            unit = self.units[n - 1]
            d, c = self._steps[unit[-1]]
            now = f"Card {unit[-1] + 1}: {escape(card_name(c)) if faces else 'a card'} to {_WORD[d]}."
        self.caption.value = (f'<div class="pt-caption">{escape(method_words(self.method))}</div>'
                              f"{self._rhythm_html()}"
                              f'<div class="pt-small pt-rhythm-key">{self._key()}</div>')
        left = pack_left_after(self.method, n)

        def hand(cards: list[Card], who: str) -> str:
            label = f"{who}: {count_words(len(cards), 'card')}" if cards else who  # the empty row says "empty"
            if faces:  # "empty", as the stock's and the pack's rows say it (face up or down: one word)
                return faces_html(cards, "sm", label=label, empty="empty")
            return backs_html(len(cards), "sm", label=label)

        stock = self.stock_top_first()
        count = f"stock: {stock_count_words(len(stock))}" if stock else "stock"  # the empty row says "empty"
        if faces and stock:
            # Top card first, so the card drawn next is the first shown, top left, at every width, however the
            # twenty cards wrap into rows. One short line on a phone: the chapter says the rest.
            stock_html = faces_html(stock, 34, label=f"{count}, top card first")
        else:
            stock_html = backs_html(len(stock), 40, label=count, overlap=True)
        # the empty pack says "empty" once, as the hands' and the stock's rows do ("…: 0" and "empty" read twice)
        pack_label = f"pack in the dealer's hand: {left}" if left else "pack in the dealer's hand"
        pack = backs_html(min(left, _PACK_BACKS_DRAWN), 40, label=pack_label, overlap=True)
        self.view.value = (
            f'<div class="pt-deal-view"><div class="pt-deal-hands">{hand(got["pone"], "pone (non-dealer)")}'
            f'<div class="pt-deal-stock">{stock_html}</div>'
            f'{hand(got["dealer"], "dealer")}</div>'
            f'<div class="pt-deal-pack">{pack}</div></div>'
            f'<div class="pt-deal-now">{now}</div>'
        )
        self.next_button.disabled = n >= len(self.units)
        self.all_button.disabled = n >= len(self.units)
        self.back_button.disabled = n == 0


_EVERY_SOURCE: tuple[Profile, ...] = tuple(get_profile(n) for n in PROFILE_ORDER)
"""Every source of the rules, the reader's (the default, Kandell's) first and the others in the switches' order
(:data:`~penchant.rules.profiles.PROFILE_ORDER`): what the cut is said under."""


class CutDemo(widgets.VBox):
    """Cut for deal (ace high; equal ranks cut again) and see who deals under the first of ``profiles``, the reader's
    rules (Kandell's unless told), as its switch ``cut_deals`` has it (the rules' words); the others (every other rule
    book unless told, in the switches' order: Foster's, Kandell's modern scoring; Foster's alone read as the one
    other book) say who they make deal one click away, in :attr:`others`, not beside it: one book's dealer at each
    cut."""

    names = traitlets.TraitType[tuple[str, ...], tuple[str, ...]](read_only=True).tag(sync=False)
    profiles = traitlets.Any(read_only=True).tag(sync=False)
    rng = traitlets.Instance(random.Random, read_only=True).tag(sync=False)

    rounds = traitlets.Tuple().tag(sync=False)
    """The last cut, round by round: each a pair of cards (the last decides)."""

    def __repr__(self) -> str:
        a, b = self.rounds[-1]
        return f"CutDemo({self.names[0]} cut {a}, {self.names[1]} cut {b})"

    def __init__(self, seed: int = 7, names: Sequence[str] = ("Ann", "Ben"),
                 profiles: Sequence[Profile] = _EVERY_SOURCE, *, rng: random.Random | None = None) -> None:
        # The first cut is the seed's (the page's stored output); each later one comes from ``rng`` (a fresh,
        # unseeded one unless given), so the cut is not the same at each visit after the first.
        self.set_trait("rng", rng if rng is not None else random.Random())
        first = random.Random(seed)
        self.set_trait("names", tuple(names))
        self.set_trait("profiles", tuple(profiles))
        self.result = widgets.HTML()
        self.result.add_class("pt-cut-result")
        self.others_said = widgets.HTML()
        self.others_said.add_class("pt-cut-others")
        self.others = Fold("who deals under the other rule books", [self.others_said])
        self.others.layout.display = None if len(self.profiles) > 1 else "none"
        self.button = widgets.Button(description="Cut the pack")
        self.button.add_class("pt-btn")
        self.button.add_class("pt-btn-primary")
        self.button.add_class("pt-cut")
        self.button.on_click(lambda _b: self.cut())
        # Who the names are, before the cards name them, so a reader knows whose cut each card is.
        a, b = self.names
        head = widgets.HTML('<div class="pt-board-title">Cutting for deal</div>'
                            f'<div class="pt-caption">{escape(f"Two players, {a} and {b}, cut for deal: ")}'
                            f"{escape(cutting_words())}.</div>")
        super().__init__([shared_style(), head, widgets.HBox([self.button]), self.result, self.others])
        self.add_class("pt-board")
        self.add_class("pt-cutdemo")
        self.cut(first)

    def cut(self, rng: random.Random | None = None) -> None:
        """Cut for deal with ``rng`` (:attr:`rng` unless given) and say who deals."""
        rounds, final = cut(rng or self.rng)
        self.rounds = tuple(rounds)
        a, b = self.names
        parts = []
        for x, y in rounds:
            tie = " — a tie, cut again" if cuts_tie((x, y)) else ""
            parts.append(
                f'<div class="pt-cut-round">'
                f"<div>{faces_html([x], 'sm', label=escape(a))}</div>"
                f"<div>{faces_html([y], 'sm', label=escape(b))}</div>"
                f'<div class="pt-small">{tie}</div></div>'
            )
        said = [f"{escape(capitalised(rules_words(p.name)))}: {escape(option_words('cut_deals', p.cut_deals))}, so "
                f"<b>{escape(self.names[dealer_from_cut(final, p)])}</b> deals." for p in self.profiles]
        parts.append(message_html(said[0], "info", raw=True))
        self.result.value = "".join(parts)
        self.others_said.value = f'<div class="pt-small">{" ".join(said[1:])}</div>'
