"""The tutorial's style sheets and CSS classes: one ``<style>`` HTML widget shared by every board, the chapter page's
sheet, the card sizes, and the one way a widget is given its classes.

Every board puts :func:`shared_style` (one widget model, shared) among its
children, so a board shown on its own still looks right. Card faces on buttons
are the engine's SVG (:func:`penchant.render.card_svg`) as CSS background
images, one rule per card (``pt-face-QS``), so a clickable card looks exactly
like a card shown in HTML and stays crisp at any size: those rules are the
committed style sheet card_faces.css, written by ``tools/card_faces_css.py``.

Class names start with ``pt-``; browser tests select on them.
"""

from __future__ import annotations

from functools import cache

import ipywidgets as widgets
import traitlets

from penchant.files.strict_reader import package_text

__all__ = ["CARD_WIDTHS", "StyleSheet", "board_css", "classed", "open_sheet", "package_css", "page_style",
           "shared_style"]

CARD_WIDTHS = {"sm": 44, "md": 58, "lg": 74}
"""Card widths in pixels for the three sizes (height is 1.4 times the width)."""


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
    ``_dom_classes`` given to a constructor
    (``tests/architecture/design/test_widgets_name_no_ipywidgets_view_privates.py``).

    A widget given classes so sends the page one message more than one given them in its constructor, a small share
    of a page's messages. A page built ahead (Voilà's pre-heating) fetches its widgets' state once when it connects,
    so it is sent none of them."""
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


def open_sheet(sheet: StyleSheet | None) -> bool:
    """Whether ``sheet`` is a sheet a new board can hold: made, and not closed (a closed widget has no comm, and a
    page given it draws nothing). A sheet shared by the boards is closed with any of them closed with its
    children, or by ``Widget.close_all()``: the next board is given a new one."""
    return sheet is not None and sheet.comm is not None


def shared_style() -> StyleSheet:
    """The one ``<style>`` widget every board includes (one model, shared while it is open; made again once
    closed, :func:`open_sheet`)."""
    global _SHARED
    if _SHARED is None or not open_sheet(_SHARED):
        _SHARED = StyleSheet(board_css(), "style")
    return _SHARED


def page_style() -> StyleSheet:
    """Page-level CSS for a chapter (a readable column, headings) and the board CSS, so that
    plain HTML outputs (tables of cards) look right too; display once at the top."""
    return StyleSheet(_PAGE_CSS + board_css(), "page-style")
