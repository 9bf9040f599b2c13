"""Cards as every board shows them: their faces, their pickers, the pack, and cards named in a board's words.

* :func:`faces_html` / :func:`backs_html`: rows of cards as HTML (the engine's SVG).
* :class:`CardView`: one card face as a widget.
* :class:`CardButton`: a card you can click (the same face, as a button).
* :class:`CardPicker`: a row of card buttons. In ``"select"`` mode clicks toggle a
  selection (``picker.selected``, a :class:`~penchant.rules.cards.CardSet`); in
  ``"press"`` mode each click calls the ``on_press`` callbacks with the card.
* :class:`PackView`: the 32-card pack, one suit a row, each card read about on a tap.
* Cards in a board's words: :func:`card_name` and :func:`cards_text` (a card's name, cards as coloured symbols),
  :func:`symbolize` (the cards named in a text shown as symbols), and the boards' shared wordings
  :data:`PICKED_WORDS` and :data:`BARRING_CARDS_SHOWN`. What every board says of a refusal and of a card played
  for you is :mod:`penchant_widgets.board_words`'.

No rules here: which cards may be picked is decided by the caller (from the engine).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from html import escape
from typing import Any, Final, Literal

import ipywidgets as widgets
import traitlets

from penchant.errors import IllegalPlayError
from penchant.errors.internal import BrokenInvariantError
from penchant.render import card_back_svg, cards_html
from penchant.rules.brisques import BRISQUE_RANKS_WORDS
from penchant.rules.cards import BRISQUE_MASK, NOTATION, PACK, PACK_SIZE, Card, CardSet, CardsLike, mask_of
from penchant.rules.suits_and_ranks import Rank, Suit
from penchant.rules.tricks import suit_order
from penchant_widgets.html_parts import message_html
from penchant_widgets.styles import CARD_WIDTHS, classed, shared_style

__all__ = [
    "BARRING_CARDS_SHOWN",
    "PICKED_WORDS",
    "CardButton",
    "CardPicker",
    "CardView",
    "backs_html",
    "card_name",
    "cards_text",
    "faces_html",
    "symbolize",
    "PackView",
    "PickMode",
    "Size",
]

Size = Literal["sm", "md", "lg"]
PickMode = Literal["select", "press", "static"]

PICKED_WORDS: Final = ", picked"
"""After a picked card's name in its button's words (hidden on screen, read by a screen reader), and a ticked choice's
title: the gold ring and ☑ that show a pick are not heard."""

BARRING_CARDS_SHOWN: Final = "the cards that bar are outlined in red"
"""What a board says when it marks the cards that bar a set (the barring panel; a barring puzzle solved, which
adds where they lie) with :meth:`CardPicker.set_marked`: the one wording of it, beside the picker that draws the
outline (the boards' words for what they draw, not a rule)."""


def card_name(card: Card) -> str:
    """``Queen of Spades`` for ``QS``."""
    return f"{card.rank.singular} of {card.suit.plural.title()}"


def cards_text(cards: Iterable[Card]) -> str:
    """Cards as coloured symbols in HTML: ``Q♠ J♥``."""
    out = []
    for c in cards:
        cls = "pt-suit-red" if c.suit.is_red else "pt-suit-black"
        out.append(f'<span class="{cls} pt-cardtext">{escape(c.unicode)}</span>')
    return " ".join(out)


def symbolize(text: str) -> str:
    """Escape ``text`` and show the cards of the pack named in it (``8S``, ``QH``, ``10H``) as coloured symbols
    (``8♠``, ``Q♥``, ``10♥``): the HTML of :func:`~penchant.words.cards.in_words`, with the same notion of a card
    in text (:data:`~penchant.rules.cards.NOTATION`). Anything else is left as written: ``row 6S`` names no card
    of the 32-card pack, so it stays text. Never raises."""
    out = []
    pos = 0
    for m in NOTATION.finditer(text):
        out.append(escape(text[pos:m.start()]))
        out.append(cards_text([Card.parse(m.group(0))]))
        pos = m.end()
    out.append(escape(text[pos:]))
    return "".join(out)


def _as_cards(cards: CardsLike | Sequence[Card]) -> list[Card]:
    if isinstance(cards, list | tuple) and all(isinstance(c, Card) for c in cards):
        return list(cards)
    return list(CardSet.from_mask(mask_of(cards)))


def faces_html(
    cards: CardsLike | Sequence[Card],
    size: Size | int = "md",
    *,
    label: str | None = None,
    marked: CardsLike = 0,
    dim: CardsLike = 0,
    empty: str = "no cards",
    zone: bool = False,
) -> str:
    """A row of card faces (:func:`penchant.render.cards_html`, on a board), each named in words. ``marked`` cards
    get a red outline, ``dim`` ones are faded; ``zone`` draws the row's dashed frame."""
    width = CARD_WIDTHS[size] if isinstance(size, str) else size
    return cards_html(_as_cards(cards), width, label, board=True, title=card_name, dim=CardSet.from_mask(mask_of(dim)),
                      marked=CardSet.from_mask(mask_of(marked)), empty=empty, zone=zone)


def backs_html(count: int, size: Size | int = "md", *, label: str | None = None, overlap: bool = False) -> str:
    """``count`` cards face down (a hidden hand, or the stock)."""
    width = CARD_WIDTHS[size] if isinstance(size, str) else size
    if count <= 0:
        items = '<span class="pt-empty">empty</span>'
    elif overlap:
        step = max(2, width // 10)
        h = round(width * 1.4)
        inner = "".join(
            f'<div class="pt-pile-card" style="left:{i * step}px">{card_back_svg(width)}</div>'
            for i in range(count)
        )
        items = f'<div class="pt-pile" style="width:{width + step * (count - 1)}px;height:{h}px">{inner}</div>'
    else:
        items = "".join(card_back_svg(width) for _ in range(count))
    head = f'<div class="pt-label">{label}</div>' if label else ""
    return f'{head}<div class="pt-row">{items}</div>'


class CardView(widgets.HTML):
    """One card face, shown (not clickable)."""

    card = traitlets.Instance(Card, read_only=True).tag(sync=False)

    def __repr__(self) -> str:
        return f"CardView({self.card})"

    def __init__(self, card: Card | str, size: Size | int = "lg", **kwargs: Any) -> None:
        c = card if isinstance(card, Card) else Card.parse(card)
        super().__init__(faces_html([c], size), **kwargs)
        classed(self, "pt-cardview")
        self.set_trait("card", c)


class CardButton(widgets.Button):
    """A card you can click: the SVG face as the button's picture. Its look is its state, as traitlets a page can
    observe: ``selected``, ``dim`` and ``marked``, each shown by a class on the button."""

    card = traitlets.Instance(Card, read_only=True).tag(sync=False)

    selected = traitlets.CBool(False).tag(sync=False)
    dim = traitlets.CBool(False).tag(sync=False)
    marked = traitlets.CBool(False).tag(sync=False)

    def __init__(self, card: Card, size: Size = "md") -> None:
        # The face is the picture; the words (hidden on screen) are the card's name, which a screen reader says.
        super().__init__(description=card_name(card), tooltip=card_name(card))
        classed(self, "pt-card", f"pt-card-{size}", f"pt-face-{card}", f"pt-card-{card}")
        self.set_trait("card", card)

    @traitlets.observe("selected", "dim", "marked")
    def _flag(self, change: dict[str, object]) -> None:
        cls = f"pt-{change['name']}"
        if change["new"]:
            self.add_class(cls)
        else:
            self.remove_class(cls)
        if change["name"] == "selected":  # said, not only drawn: a screen reader heard "Queen of Spades", picked or not
            self.description = f"{card_name(self.card)}{PICKED_WORDS if change['new'] else ''}"


class CardPicker(widgets.VBox):
    """A labelled row of card buttons.

    ``mode="select"``: clicks toggle ``selected`` (at most ``limit`` cards; with
    ``limit=1`` a click moves the selection). ``mode="press"``: each click calls
    the callbacks given to :meth:`on_press`. ``mode="static"``: cards are shown
    as buttons but do nothing. ``enabled`` (a set of cards, default all) limits
    which cards react; the others are disabled and, if ``dim_disabled``, faded.
    """

    cards = traitlets.TraitType[tuple[Card, ...], CardsLike | Sequence[Card]](()).tag(sync=False)
    """The cards shown, in order (a tuple of :class:`~penchant.rules.cards.Card`; set it, or :meth:`set_cards`,
    with cards, a set or notation). Observed: the buttons are built again, those of cards still shown kept, and the
    selection keeps only cards still shown."""
    _buttons = traitlets.TraitType[dict[Card, CardButton], dict[Card, CardButton]]().tag(sync=False)
    """The card buttons shown, by card: drawn from :attr:`cards` (never set otherwise)."""
    label_text = traitlets.Unicode(None, allow_none=True).tag(sync=False)
    """The label over the cards (``None``: none); set through :attr:`label`."""
    press = traitlets.List[Callable[[Card], object]]().tag(sync=False)
    """The callbacks a press calls (``mode="press"``: :meth:`on_press`)."""
    dim_disabled = traitlets.Bool(False, read_only=True).tag(sync=False)
    empty = traitlets.Unicode("", read_only=True).tag(sync=False)
    limit = traitlets.Int(None, allow_none=True, read_only=True).tag(sync=False)
    mode = traitlets.TraitType[PickMode, PickMode]().tag(sync=False)
    """What a click does: ``"select"``, ``"press"`` or ``"static"``."""
    size = traitlets.TraitType[Size, Size](read_only=True).tag(sync=False)
    """The faces' size (fixed at construction)."""

    selected = traitlets.Instance(CardSet, args=())
    enabled_cards = traitlets.Int(None, allow_none=True).tag(sync=False)
    """The cards that react to a click, as a mask (``None``: all of them; :meth:`set_enabled`)."""

    def __repr__(self) -> str:
        return f"CardPicker({' '.join(str(c) for c in self.cards)!r}, selected={str(self.selected)!r})"

    def __init__(
        self,
        cards: CardsLike | Sequence[Card] = 0,
        *,
        mode: PickMode = "select",
        size: Size = "md",
        limit: int | None = None,
        label: str | None = None,
        enabled: CardsLike | None = None,
        dim_disabled: bool = False,
        empty: str = "no cards",
        css_class: str | None = None,
    ) -> None:
        self.mode = mode
        self.set_trait("size", size)
        self.set_trait("limit", limit)
        self.set_trait("dim_disabled", dim_disabled)
        self.set_trait("empty", empty)
        self.press = []
        self._buttons = {}
        self._label = widgets.HTML()
        classed(self._label, "pt-label")
        self._row = widgets.HBox()
        classed(self._row, "pt-cards")
        self._empty = widgets.HTML(f'<span class="pt-empty">{escape(empty)}</span>')
        super().__init__([self._label, self._row])
        classed(self, "pt-picker", css_class)
        self.label = label
        self.observe(self._cards_redrawn, names="cards")
        self.set_cards(cards, enabled=enabled)  # draws the buttons (or the empty row's words) once

    # ------------------------------------------------------------- content
    @property
    def label(self) -> str | None:
        return self.label_text

    @label.setter
    def label(self, text: str | None) -> None:
        self.label_text = text
        self._label.value = text or ""
        self._label.layout.display = None if text else "none"

    @property
    def buttons(self) -> dict[Card, CardButton]:
        return dict(self._buttons)

    @traitlets.validate("cards")
    def _valid_cards(self, proposal: traitlets.Bunch) -> tuple[Card, ...]:
        """Cards, a set or notation, read as a tuple of cards, each once (notation naming no card: the engine's
        typed refusal)."""
        return tuple(dict.fromkeys(_as_cards(proposal["value"])))

    def set_cards(self, cards: CardsLike | Sequence[Card], *, enabled: CardsLike | None = None,
                  keep_selection: bool = False) -> None:
        """Show ``cards`` (in the order given, or card order for a set): :attr:`cards` set, which cards react
        (:meth:`set_enabled`), and the selection cleared unless ``keep_selection`` (then the cards still shown
        stay selected)."""
        self.cards = tuple(_as_cards(cards))
        self._draw()  # the mode may have changed since the cards did
        if not keep_selection:
            self._set_selected(0)
        self.set_enabled(enabled)

    def _cards_redrawn(self, _change: object) -> None:
        self._draw()
        self._set_selected(self.selected.mask & mask_of(self.cards))
        self.set_enabled(self.enabled_cards)

    def _draw(self) -> None:
        """The buttons of :attr:`cards`: those of cards still shown kept, the others closed."""
        old = self._buttons
        buttons: dict[Card, CardButton] = {}
        for c in self.cards:
            b = old.get(c)
            if b is None:
                b = CardButton(c, self.size)
                b.on_click(self._clicked)
            buttons[c] = b
        for c, b in old.items():
            if c not in buttons:
                b.close()
        self._buttons = buttons
        self._row.children = tuple(buttons.values()) if buttons else (self._empty,)
        # Only a change is sent: taking the class off and putting it back was two messages to the page each drawing.
        if self.mode == "select":
            self._row.remove_class("pt-noselect")
        else:
            self._row.add_class("pt-noselect")

    def set_enabled(self, enabled: CardsLike | None) -> None:
        """Which cards react to clicks (``None``: all, unless the mode is static)."""
        self.enabled_cards = None if enabled is None else mask_of(enabled)
        for c, b in self._buttons.items():
            on = self.mode != "static" and (self.enabled_cards is None or bool(self.enabled_cards & c.bit))
            b.disabled = not on
            b.dim = self.dim_disabled and not on

    def set_marked(self, marked: CardsLike) -> None:
        """Outline ``marked`` cards in red (the barring cards, a wrong pick...)."""
        m = mask_of(marked)
        for c, b in self._buttons.items():
            b.marked = bool(m & c.bit)

    def set_dim(self, dim: CardsLike) -> None:
        m = mask_of(dim)
        for c, b in self._buttons.items():
            b.dim = bool(m & c.bit)

    # ------------------------------------------------------------- picking
    def on_press(self, callback: Callable[[Card], object]) -> None:
        """Call ``callback(card)`` when a card is clicked in ``"press"`` mode."""
        self.press = [*self.press, callback]

    def click(self, card: Card | str) -> None:
        """Click a card as the reader would (for tests and scripted demos). A card the reader could not click is
        refused, an :class:`~penchant.errors.IllegalPlayError` quoting it: one not shown here, or one shown but
        disabled (not among the enabled cards, or the picker static)."""
        c = card if isinstance(card, Card) else Card.parse(card)
        given = card if isinstance(card, str) else str(c)
        b = self._buttons.get(c)
        if b is None:
            raise IllegalPlayError.refusing(given, "that card is not shown here")
        if b.disabled:
            raise IllegalPlayError.refusing(given, "that card is shown but cannot be clicked now")
        b.click()

    def _clicked(self, button: widgets.Button) -> None:
        if not isinstance(button, CardButton):
            raise BrokenInvariantError("a card picker's click came from a button that is no card")
        c = button.card
        if self.mode == "press":
            for cb in list(self.press):
                cb(c)
            return
        if self.mode != "select":
            return
        m = self.selected.mask
        if m & c.bit:
            m ^= c.bit
        elif self.limit == 1:
            m = c.bit
        elif self.limit is not None and m.bit_count() >= self.limit:
            return
        else:
            m |= c.bit
        self._set_selected(m)

    def _set_selected(self, mask: int) -> None:
        # The selection first, then the faces: what follows the selection (the barring sandbox's panel) is redrawn
        # and sent before a card turns gold. The other way round, a card clicked would show gold while the panel
        # still spoke of the table without it, for as long as the page took to catch up.
        self.selected = CardSet.from_mask(mask)
        for c, b in self._buttons.items():
            b.selected = bool(mask & c.bit)

    def select(self, cards: CardsLike) -> None:
        """Set the selection (cards not shown are ignored)."""
        self._set_selected(mask_of(cards) & mask_of(self.cards))

    def clear(self) -> None:
        self._set_selected(0)


class PackView(widgets.VBox):
    """The 32-card pack, one suit a row; tap or click a card to read about it, said under its suit.

    Which card is read about is the trait :attr:`described` (``None``: none yet, the prompt shows); setting it, by
    a tap or from code, draws the card's mark and its words."""

    described = traitlets.Instance(Card, allow_none=True, default_value=None,
                                   help="The card read about, marked and said under its suit; None: the prompt.")

    def __repr__(self) -> str:
        return f"PackView({PACK_SIZE} cards)"

    def __init__(self, size: Size = "sm") -> None:
        self.rows = [CardPicker([c for c in PACK if c.suit == s], mode="press", size=size,
                                css_class=f"pt-pack-{s.letter}") for s in Suit]
        for row in self.rows:
            row.on_press(self.describe)
        self.prompt = widgets.HTML(message_html("Tap or click any card.", "plain"))
        self.prompt.add_class("pt-pack-prompt")
        self.info = widgets.HTML()
        self.info.add_class("pt-pack-info")
        self.brisques = widgets.ToggleButton(description="Outline the brisques", value=False)
        self.brisques.add_class("pt-btn")
        self.brisques.add_class("pt-pack-brisques")
        self.brisques.observe(lambda ch: self.mark_brisques(bool(ch["new"])), names="value")
        self.felt = widgets.VBox(self.rows)
        self.felt.add_class("pt-felt")
        head = widgets.HTML(f'<div class="pt-board-title">The piquet pack <small>{PACK_SIZE} cards: '
                            f"{' '.join(r.written for r in Rank)} in four suits, low to high</small></div>")
        super().__init__([shared_style(), head, self.felt, widgets.HBox([self.brisques]), self.prompt])
        self.add_class("pt-board")
        self.add_class("pt-packview")

    def mark_brisques(self, on: bool) -> None:
        """Outline the brisques (or not); the toggle says which it does now, and looks pressed while on."""
        for row in self.rows:
            row.set_marked(BRISQUE_MASK if on else 0)
        self.brisques.description = "✓ Brisques outlined: hide them" if on else "Outline the brisques"

    def describe(self, card: Card) -> None:
        """Read about ``card``: what a tap on it does (sets :attr:`described`)."""
        self.described = card

    @traitlets.observe("described")
    def _draw_described(self, change: dict[str, Any]) -> None:
        card: Card | None = change["new"]
        # The card read about is picked, a mark of its own (blue, lifted): with the brisques outlined in red, a
        # red outline alone would not tell which card was tapped.
        for row in self.rows:
            row.select([] if card is None else [card])
        if card is None:
            self.felt.children = tuple(self.rows)
            self.prompt.layout.display = None
            self.info.value = ""
            return
        beaten, beating = suit_order(card)
        lower = [c.rank.written for c in beaten]
        higher = [c.rank.written for c in beating]
        beats = f"beats the {' '.join(lower)} of its suit" if lower else "beats nothing of its suit"
        loses = f"loses to the {' '.join(higher)}" if higher else "is the highest card of its suit"
        # Not "a minor card": the pack comes before the words major and minor are taught.
        brisque = (f"It is a <b>brisque</b>: {BRISQUE_RANKS_WORDS} are worth winning."
                   if card.is_brisque else "It is not a brisque.")
        # Said where the reader is looking, under the card's own suit: on a phone the pack is taller than the
        # screen, and words under the board would come some 800 px below a card of the top rows, off the screen.
        suit = next(i for i, r in enumerate(self.rows) if card in r.cards)
        self.felt.children = (*self.rows[:suit + 1], self.info, *self.rows[suit + 1:])
        self.prompt.layout.display = "none"
        self.info.value = message_html(
            f"<b>{escape(card_name(card))}</b> {cards_text([card])}: it {beats} and {loses}. {brisque}",
            "info", raw=True)
