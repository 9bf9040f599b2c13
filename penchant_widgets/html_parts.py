"""Small HTML builders the boards share: a message box, a table that fits a phone, more detail one click away.
Strings, not widgets: a board sets them in its HTML widgets (their look is the boards' style sheet,
:mod:`penchant_widgets.styles`)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from html import escape, unescape
from typing import Literal

from penchant.english.grammar import after_colon

__all__ = ["MessageKind", "hint_html", "message_html", "more_html", "stacked_table"]

MessageKind = Literal["info", "note", "ok", "error", "plain"]
"""What a message is, and so its colour, as chapter 0 promises: ``ok`` green (a right answer), ``error`` red (a wrong
one, a refusal), ``info`` blue (what happened), ``note`` blue too (a notice beside what happened: what to do first,
an example's end), ``plain`` uncoloured. A hint, in amber, is no kind of message: only :func:`hint_html` makes one,
so that a notice can never wear the hint's colour."""


def _box(text: str, cls: str, title: str | None, raw: bool) -> str:
    body = text if raw else escape(text)
    if title and title.rstrip().endswith(":"):
        body = after_colon(body)
    head = f"<b>{escape(title)}</b> " if title else ""
    return f'<div class="pt-msg {cls}">{head}{body}</div>'


def message_html(text: str, kind: MessageKind = "info", *, title: str | None = None, raw: bool = False) -> str:
    """A message box. ``text`` is escaped unless ``raw`` (for engine-made HTML); after a ``title`` that ends in a
    colon it reads on as one sentence (:func:`~penchant.english.grammar.after_colon`: "Not allowed: you cannot…")."""
    return _box(text, f"pt-msg-{kind}", title, raw)


def hint_html(text: str, *, title: str | None = None, raw: bool = False) -> str:
    """A hint the learner asked for with a *Hint* button, in amber, the colour chapter 0 gives a hint and nothing
    else; ``text``, ``title`` and ``raw`` as :func:`message_html`'s."""
    return _box(text, "pt-msg-hint", title, raw)


def more_html(summary: str, html: str) -> str:
    """Detail one click away, closed: the method and the figures behind the idea above it (chapter 9's charts and
    where its numbers come from). ``summary`` is words, escaped, after "More:"; ``html`` is what opens, as made.

    >>> more_html("every deal's score, in a chart", "<p>…</p>")
    "<details><summary>More: every deal's score, in a chart</summary><p>…</p></details>"
    """
    return f"<details><summary>More: {escape(summary, quote=False)}</summary>{html}</details>"


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
