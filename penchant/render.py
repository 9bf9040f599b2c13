"""SVG/HTML pictures of cards, hands and tables, from the standard library alone.

Used by ``_repr_html_`` of cards, card sets and states, and by the widgets. It sits below the rules:
it draws anything shaped like a card (:class:`CardFace`) and imports nothing from the engine.
"""

from __future__ import annotations

from collections.abc import Callable, Container, Iterable, Sequence
from html import escape
from typing import Protocol, TypeVar


class _RankFace(Protocol):
    @property
    def written(self) -> str:
        """The rank as a card's face shows it (:attr:`penchant.rules.suits_and_ranks.Rank.written`: the ten as "10")."""
        ...


class _SuitFace(Protocol):
    @property
    def symbol(self) -> str: ...
    @property
    def is_red(self) -> bool: ...


class CardFace(Protocol):
    """What drawing a card needs: :class:`penchant.Card` has it."""

    @property
    def rank(self) -> _RankFace: ...
    @property
    def suit(self) -> _SuitFace: ...
    @property
    def unicode(self) -> str: ...


_Face = TypeVar("_Face", bound=CardFace)

__all__ = ["CardFace", "ROW_CLASSES", "card_svg", "card_back_svg", "cards_html", "row_html", "state_html"]

RED = "#c0142b"
BLACK = "#1b1b1f"


def card_svg(card: CardFace, width: int = 64, *, selected: bool = False, dim: bool = False,
             title: str | None = None) -> str:
    """One card face as inline SVG (scales crisply: viewBox 0 0 100 140)."""
    h = round(width * 1.4)
    colour = RED if card.suit.is_red else BLACK
    rank = card.rank.written
    sym = card.suit.symbol
    border = "#e0a800" if selected else "#9a9a9a"
    bw = 5 if selected else 1.5
    opacity = ' opacity="0.45"' if dim else ""
    label = escape(title or card.unicode)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="penchant-card" data-card="{card}" '
        f'width="{width}" height="{h}" viewBox="0 0 100 140" role="img" aria-label="{label}"{opacity}>'
        f"<title>{label}</title>"
        f'<rect x="2" y="2" width="96" height="136" rx="9" ry="9" fill="#fffdf7" '
        f'stroke="{border}" stroke-width="{bw}"/>'
        f'<g fill="{colour}" font-family="Georgia, \'DejaVu Serif\', serif" font-weight="bold">'
        f'<text x="10" y="30" font-size="26">{rank}</text>'
        f'<text x="10" y="54" font-size="24">{sym}</text>'
        f'<text x="50" y="100" font-size="54" text-anchor="middle">{sym}</text>'
        f'<g transform="rotate(180 50 70)"><text x="10" y="30" font-size="26">{rank}</text>'
        f'<text x="10" y="54" font-size="24">{sym}</text></g>'
        f"</g></svg>"
    )


def card_back_svg(width: int = 64) -> str:
    h = round(width * 1.4)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="penchant-card-back" width="{width}" '
        f'height="{h}" viewBox="0 0 100 140" role="img" aria-label="card back">'
        '<rect x="2" y="2" width="96" height="136" rx="9" ry="9" fill="#23407a" stroke="#9a9a9a" '
        'stroke-width="1.5"/><rect x="10" y="10" width="80" height="120" rx="5" fill="none" '
        'stroke="#c9a646" stroke-width="2"/></svg>'
    )


ROW_CLASSES = ("penchant-row", "penchant-row-label", "penchant-row-cards", "penchant-empty", "penchant-state",
               "penchant-state-info")
"""The classes a notebook's picture of cards or a deal carries (no style of its own): the page's style sheet
(the widgets' ``boards.css``) lays them out; with none loaded the cards still flow in a line."""


def row_html(items: Iterable[str], label: str | None = None) -> str:
    inner = " ".join(f"<span>{i}</span>" for i in items)  # a space apart where no style sheet lays them out
    head = f'<div class="penchant-row-label">{escape(label)}</div>' if label else ""
    return f'<div class="penchant-row">{head}<div class="penchant-row-cards">{inner}</div></div>'


def cards_html(cards: Sequence[_Face], width: int = 56, label: str | None = None, *, board: bool = False,
               title: Callable[[_Face], str] | None = None, dim: Container[object] = (),
               marked: Container[object] = (), empty: str = "(no cards)", zone: bool = False) -> str:
    """A row of card faces, the one renderer of a row: a card's ``_repr_html_`` and the boards' rows
    (the widgets' card faces) both draw theirs here.

    On its own (``board=False``, a notebook's repr) the row carries the classes of :data:`ROW_CLASSES` and
    ``label`` is escaped; on a board (``board=True``) it carries the boards' classes (``pt-row``,
    ``pt-label``, ``pt-empty``; ``pt-mark-bar`` on a ``marked`` card) and each card its ``data-card``, and
    ``label`` is HTML, and ``zone`` frames the row. ``title`` names a card for its tooltip (default: its symbols);
    ``dim`` cards are faded.
    """
    if not board:
        if not cards:
            return row_html([f'<span class="penchant-empty">{escape(empty)}</span>'], label)
        return row_html((card_svg(c, width, dim=c in dim, title=title(c) if title else None) for c in cards), label)
    items = [f'<span class="{"pt-mark-bar" if c in marked else ""}" data-card="{c}">'
             f"{card_svg(c, width, dim=c in dim, title=title(c) if title else None)}</span>" for c in cards]
    if not items:
        items.append(f'<span class="pt-empty">{escape(empty)}</span>')
    head = f'<div class="pt-label">{label}</div>' if label else ""
    row = f'<div class="pt-row">{"".join(items)}</div>'
    return f'{head}<div class="pt-zone">{row}</div>' if zone else f"{head}{row}"


def state_html(hands: Sequence[Sequence[CardFace]], tables: Sequence[Sequence[CardFace]], info: str) -> str:
    """A deal seen from above (both hands face up, player 1 on top): for notebooks and debugging."""
    parts = []
    for p in (1, 0):
        parts.append(cards_html(hands[p], 44, f"Player {p} hand"))
        parts.append(cards_html(tables[p], 44, f"Player {p} table"))
    return f'<div class="penchant-state"><div class="penchant-state-info">{escape(info)}</div>{"".join(parts)}</div>'
