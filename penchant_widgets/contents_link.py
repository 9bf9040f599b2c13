"""The link back to the tutorial's list of chapters that the practice page and the score marker hold, as each
chapter does (on a phone it is the one way back from the marker, whose notebook's markdown the page hides).

It is shown only where the chapters are served beside the page
(:func:`penchant_widgets.page_environment.chapters_alongside`): ``penchant tutorial``, the static site,
JupyterLab. ``penchant marker`` and ``penchant practice`` serve their one page by itself, and their server refuses
every other page, so there the link would lead to "403 Forbidden".
"""

from __future__ import annotations

import sys
from html import escape

import ipywidgets as W

from penchant_widgets.page_environment import chapters_alongside

__all__ = ["CONTENTS_HREF", "contents_href", "contents_html", "contents_link"]

CONTENTS_HREF = "00_how_to_use_this_tutorial.ipynb#The-chapters"
"""The tutorial's list of chapters: chapter 0's heading *The chapters*, beside the page (as Voilà serves it)."""


def contents_href() -> str:
    """:data:`CONTENTS_HREF` where the page runs: the static site (Python in the browser, ``emscripten``) serves
    chapter 0 as an ``.html`` page beside the app, Voilà as the notebook (a link to the ``.ipynb`` gave 404 on the
    site; the chapters' own markdown links are rewritten by the site's builder, a widget's are not)."""
    return CONTENTS_HREF.replace(".ipynb#", ".html#") if sys.platform == "emscripten" else CONTENTS_HREF


def contents_html(words: str) -> str:
    """``Contents: <words>``, its first word the link to the chapter list."""
    return f'<a href="{contents_href()}">Contents</a>: {escape(words)}'


def contents_link(words: str, css: str) -> W.HTML | None:
    """The link as a widget of class ``css``, or ``None`` where the chapters are not served beside the page
    (a link nobody can follow is not drawn)."""
    if not chapters_alongside():
        return None
    link = W.HTML(contents_html(words))
    link.add_class(css)
    return link
