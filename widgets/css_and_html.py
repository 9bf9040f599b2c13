"""The tutorial's shared look: one ``<style>`` HTML widget, and small HTML helpers.

Every board puts :func:`shared_style` (one widget model, shared) among its
children, so a board shown on its own still looks right. Card faces on buttons
are the engine's SVG (:func:`penchant.render.card_svg`) as CSS background
images, one rule per card (``pt-face-QS``), so a clickable card looks exactly
like a card shown in HTML and stays crisp at any size: those rules are the
committed style sheet card_faces.css, written by ``tools/card_faces_css.py``.

Class names start with ``pt-``; browser tests select on them.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from functools import cache
from html import escape, unescape
from typing import Final, Literal

import ipywidgets as widgets
import traitlets

from penchant.rules.profiles import DEFAULT_PROFILE, PROFILE_ORDER, rules_words
from penchant.strict_reader import package_text
from penchant.words.grammar import after_colon

__all__ = [
    "BARRING_CARDS_SHOWN",
    "CARD_WIDTHS",
    "MessageKind",
    "StyleSheet",
    "board_css",
    "classed",
    "message_html",
    "package_css",
    "page_style",
    "rules_choice",
    "shared_style",
    "stacked_table",
]

BARRING_CARDS_SHOWN: Final = "the cards that bar are outlined in red"
"""What a board says when it marks the cards that bar a set (the barring panel; a barring puzzle solved, which
adds where they lie): the one wording of it, the boards' words for what they draw (not a rule)."""

CARD_WIDTHS = {"sm": 44, "md": 58, "lg": 74}
"""Card widths in pixels for the three sizes (height is 1.4 times the width)."""

MessageKind = Literal["info", "ok", "error", "hint", "plain"]


@cache
def package_css(name: str) -> str:
    """A style sheet shipped in this package (``"boards.css"``, ``"puzzles/puzzles.css"``), read once.

    The CSS lives in files, not in Python strings, so that a CSS linter reads it and the package data ships it
    (pyproject's package-data lists them)."""
    return package_text("penchant_widgets", name)


def board_css() -> str:
    """The whole board style sheet (without its ``<style>`` tags): boards.css, then card_faces.css, the card sizes
    and faces. That one is made once from :data:`CARD_WIDTHS` and the engine's SVG by ``tools/card_faces_css.py``
    and committed (a test holds it to what the tool writes), so no CSS is built in Python at import; read when a
    board first asks for it, so the tool can import :data:`CARD_WIDTHS` before the sheet exists."""
    return package_css("boards.css") + package_css("card_faces.css")

# The chapter page's own CSS (a readable column, headings): a file, because the static site's build
# (tools/site/build.py) also puts it in each page's head, so the prose is styled before Python starts.
_PAGE_CSS = package_css("page.css")


def classed(widget: widgets.DOMWidget, *names: str | None) -> None:
    """Give ``widget`` its CSS classes by ipywidgets' public ``add_class``, sent to the page in one message
    (``hold_sync``); empty names are left out. The one way the widgets are given classes: never ipywidgets' private
    ``_dom_classes`` given to a constructor (``tests/architecture/test_widgets_name_no_ipywidgets_view_privates.py``).

    A widget given classes so sends the page one message more than one given them in its constructor. Measured when
    the constructors' way was dropped (a counting comm, the widgets built without a page): the practice page sent
    429 messages (was 376; 289 kB, was 286 kB), chapter 4's cells 710 (was 616; 407 kB, was 401 kB), and neither
    was built measurably slower (practice about 0.4 s, chapter 4 1.3 to 2.4 s, before and after alike). A page
    built ahead (Voilà's pre-heating) fetches its widgets' state once when it connects, so it is sent none of them."""
    with widget.hold_sync():
        for name in names:
            if name:
                widget.add_class(name)


class StyleSheet(widgets.HTML):
    """A ``<style>`` element as a widget (shows nothing itself)."""

    name = traitlets.Unicode("", read_only=True).tag(sync=False)

    def __init__(self, css: str, name: str) -> None:
        super().__init__(f"<style>{css}</style>", layout=widgets.Layout(margin="0", height="0px"))
        classed(self, f"pt-{name}")
        self.set_trait("name", name)

    def __repr__(self) -> str:
        return f"StyleSheet({self.name!r})"


_SHARED: StyleSheet | None = None


def shared_style() -> StyleSheet:
    """The one ``<style>`` widget every board includes (one model, shared)."""
    global _SHARED
    if _SHARED is None:
        _SHARED = StyleSheet(board_css(), "style")
    return _SHARED


def page_style() -> StyleSheet:
    """Page-level CSS for a chapter (a readable column, headings) and the board CSS, so that
    plain HTML outputs (tables of cards) look right too; display once at the top."""
    return StyleSheet(_PAGE_CSS + board_css(), "page-style")


def message_html(text: str, kind: MessageKind = "info", *, title: str | None = None, raw: bool = False) -> str:
    """A message box. ``text`` is escaped unless ``raw`` (for engine-made HTML); after a ``title`` that ends in a
    colon it reads on as one sentence (:func:`~penchant.words.grammar.after_colon`: "Not allowed: you cannot…")."""
    body = text if raw else escape(text)
    if title and title.rstrip().endswith(":"):
        body = after_colon(body)
    head = f"<b>{escape(title)}</b> " if title else ""
    return f'<div class="pt-msg pt-msg-{kind}">{head}{body}</div>'


def action_button(text: str, cls: str, action: Callable[[], object], primary: bool = False,
                  tip: str = "") -> widgets.Button:
    """A styled button (``pt-btn`` plus ``cls`` as a stable selector) that calls ``action()`` when clicked."""
    button = widgets.Button(description=text, tooltip=tip)
    classed(button, "pt-btn", cls, "pt-btn-primary" if primary else None)
    button.on_click(lambda _b: action())
    return button


_TAG = re.compile(r"<[^>]+>")


def stacked_table(head: Sequence[str], rows: Iterable[Sequence[str]], *, cls: str = "", caption: str = "",
                  row_attrs: Sequence[str] = (), fits: bool = False) -> str:
    """An HTML table that fits a phone: on a narrow screen each row becomes a small card, one cell a line,
    each cell headed by its column's name (``data-label``); on a wide one it is an ordinary table.

    ``head`` and the cells are HTML (escape text first); the first cell of a row is its title and takes no
    label. A table of two columns fits a phone as it is, and is not turned into cards, nor one the caller says
    ``fits`` (short cells: a card and two numbers). A row shorter than
    ``head`` leaves the last columns out. ``row_attrs`` are the rows' own attributes
    (``'class="pt-best"'``), in order.

    >>> html = stacked_table(["deal", "you"], [["1", "<b>12</b>"]])
    >>> '<tr><td>1</td><td data-label="you"><span><b>12</b></span></td></tr>' in html
    True
    """
    labels = [escape(unescape(" ".join(_TAG.sub(" ", h).split())), quote=True) for h in head]
    heads = "".join(f"<th>{h}</th>" for h in head)
    body = []
    for n, row in enumerate(rows):
        cells = [f"<td>{cell}</td>" if i == 0 or not labels[i]
                 else f'<td data-label="{labels[i]}"><span>{cell}</span></td>' for i, cell in enumerate(row)]
        attrs = f" {row_attrs[n]}" if n < len(row_attrs) and row_attrs[n] else ""
        body.append(f"<tr{attrs}>{''.join(cells)}</tr>")
    cap = f"<caption>{caption}</caption>" if caption else ""
    stack = " pt-stack" if len(head) > 2 and not fits else ""  # two columns fit a phone as they are
    return (f'<table class="pt-table{stack}{" " + cls if cls else ""}">{cap}<thead><tr>{heads}</tr></thead>'
            f"<tbody>{''.join(body)}</tbody></table>")


def rules_choice(value: str = DEFAULT_PROFILE.name, description: str = "") -> widgets.ToggleButtons:
    """A switch between the rules, named as a player names them ("Kandell's rules"); its value is the rules'
    key (``'kandell'``); every profile the rules name, in their order (:data:`~penchant.rules.profiles.PROFILE_ORDER`:
    the default first)."""
    choice = widgets.ToggleButtons(options=[(rules_words(n), n) for n in PROFILE_ORDER], value=value,
                                   description=description,
                                   tooltips=[f"play by {rules_words(n)}" for n in PROFILE_ORDER])
    choice.add_class("pt-profile")
    return choice
