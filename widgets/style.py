"""The tutorial's shared look: one ``<style>`` HTML widget, and small HTML helpers.

Every board puts :func:`shared_style` (one widget model, shared) among its
children, so a board shown on its own still looks right. Card faces on buttons
are the engine's SVG (:func:`penchant.render.card_svg`) as CSS background
images, one rule per card (``pt-face-QS``), so a clickable card looks exactly
like a card shown in HTML and stays crisp at any size.

Class names start with ``pt-``; browser tests select on them.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from html import escape, unescape
from importlib import resources
from typing import Literal
from urllib.parse import quote

import ipywidgets as widgets

from penchant.render import card_back_svg, card_svg
from penchant.rules.cards import DECK
from penchant.rules.profiles import DEFAULT_PROFILE
from penchant.rules.words import rules_words

__all__ = [
    "CARD_WIDTHS",
    "CSS",
    "MessageKind",
    "StyleSheet",
    "message_html",
    "page_style",
    "rules_choice",
    "shared_style",
    "stacked_table",
]

CARD_WIDTHS = {"sm": 44, "md": 58, "lg": 74}
"""Card widths in pixels for the three sizes (height is 1.4 times the width)."""

MessageKind = Literal["info", "ok", "error", "hint", "plain"]


def _data_uri(svg: str) -> str:
    return "data:image/svg+xml;charset=utf-8," + quote(svg, safe="")


def _face_rules() -> str:
    rules = []
    for card in DECK:
        rules.append(f'.pt-face-{card}{{background-image:url("{_data_uri(card_svg(card, 100))}")}}')
    rules.append(f'.pt-face-back{{background-image:url("{_data_uri(card_back_svg(100))}")}}')
    return "\n".join(rules)


def _size_rules() -> str:
    out = []
    for name, w in CARD_WIDTHS.items():
        out.append(
            f".jupyter-widgets.jupyter-button.pt-card.pt-card-{name}"
            f"{{width:{w}px;height:{round(w * 1.4)}px;min-width:{w}px}}"
        )
    return "\n".join(out)


_BASE_CSS = """
.pt-board{background:#fbf8f1;border:1px solid #e1d8c6;border-radius:14px;padding:14px 18px 16px;
  margin:10px 0 22px;max-width:940px;box-shadow:0 1px 4px rgba(60,40,10,.08);color:#2b2620;
  font-family:system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif;font-size:14px;line-height:1.45}
.pt-board-title{font-weight:650;font-size:15.5px;color:#3b2f1e;margin:0 0 6px}
.pt-board-title small{font-weight:400;color:#7a6d5a;margin-left:6px}
.pt-felt{background:#2f6a4f;background-image:radial-gradient(ellipse at 50% 40%,#3a7d5e 0%,#2b6349 70%,#245540 100%);
  border-radius:12px;padding:10px 14px;color:#f3eedd;box-shadow:inset 0 0 0 2px rgba(255,255,255,.06)}
.pt-felt .pt-label{color:#d8e9da}
.pt-felt .pt-seat{color:#fff;font-size:14px}
.pt-felt .pt-small{color:#d8e9da}
.pt-felt .pt-small b{color:#fff}
.pt-zone{border:1.5px dashed #d9cfbb;border-radius:10px;padding:2px 8px 6px}
.pt-felt .pt-zone{border-color:rgba(255,255,255,.28)}
.pt-seat-row{gap:18px;align-items:flex-end;flex-wrap:wrap}
.pt-seat-row > .pt-zone{border:1.5px dashed rgba(255,255,255,.28);border-radius:10px;padding:0 8px 6px;
  min-width:140px;align-self:stretch}
.pt-middle{margin:10px 0 8px;gap:34px;align-items:flex-start;border-top:1px solid rgba(255,255,255,.12);
  border-bottom:1px solid rgba(255,255,255,.12);padding:8px 0}
.pt-positions{gap:18px;flex-wrap:wrap;align-items:flex-end}
.pt-label{font-size:12.5px;color:#6f6453;letter-spacing:.02em;margin:2px 0 3px}
.pt-label b{color:inherit}
.pt-seat{font-size:13.5px;font-weight:600;margin:2px 0}
.pt-seat .pt-badge{margin-left:6px}
.pt-badge{display:inline-block;font-size:11.5px;font-weight:600;padding:1px 7px;border-radius:9px;
  background:#efe4c8;color:#5b4a24;margin-right:4px;vertical-align:1px}
.pt-felt .pt-badge{background:rgba(255,255,255,.16);color:#fff6d8}
.pt-badge-trump{background:#fff3c4;color:#6b4d00}
.pt-row{display:flex;flex-wrap:wrap;align-items:flex-end;gap:5px;min-height:20px}
.pt-row svg{display:block;filter:drop-shadow(0 1px 1.5px rgba(0,0,0,.28))}
.pt-empty{font-size:12.5px;color:#9b917f;font-style:italic;padding:4px 0}
.pt-felt .pt-empty{color:#b9d3c1}
.pt-board .pt-zone-light{border:1.5px dashed #d9cfbb;border-radius:10px;padding:4px 8px 6px}
.pt-mark-bar svg rect{stroke:#d0342c;stroke-width:7}
.pt-caption{font-size:13.5px;color:#3b3428;margin:6px 0 2px}
.pt-small{font-size:12.5px;color:#6f6453}
.pt-msg{border-radius:9px;padding:8px 12px;margin:8px 0 2px;font-size:13.5px;line-height:1.45;max-width:880px}
.pt-msg-info{background:#eef3fb;border-left:4px solid #5b84c4;color:#23344f}
.pt-msg-ok{background:#e9f6ec;border-left:4px solid #2f9a55;color:#1d4a2b}
.pt-msg-error{background:#fbecea;border-left:4px solid #cf3f34;color:#5d1c16}
.pt-msg-hint{background:#fff7df;border-left:4px solid #d9a514;color:#4f3c05}
.pt-msg-plain{background:transparent;padding:4px 0;color:#4a4236}
.pt-msg b{font-weight:650}
.pt-msg code,.pt-board code{background:rgba(0,0,0,.06);border-radius:4px;padding:0 4px;font-size:12.5px}
table.pt-table{border-collapse:collapse;font-size:13px;margin:4px 0;table-layout:auto}
table.pt-table th,table.pt-table td{padding:3px 10px !important;border-bottom:1px solid #e7dfcf;
  text-align:left !important;vertical-align:middle}
table.pt-table th{color:#6f6453;font-weight:600}
table.pt-table tr,table.pt-table tr:hover{background:transparent !important}
table.pt-table td.num,table.pt-table th.num{text-align:right !important;font-variant-numeric:tabular-nums}
.pt-felt table.pt-table th{color:#d8e9da}
.pt-felt table.pt-table td{color:#f3eedd;border-bottom-color:rgba(255,255,255,.15)}
.pt-felt .pt-suit-red{color:#ff9a8f}
.pt-packview .pt-felt{align-self:flex-start;min-width:480px}
@media (max-width:700px){.pt-packview .pt-felt{min-width:0;align-self:stretch}
  .pt-packview .pt-cards{max-width:200px}}
.pt-endgame-play{gap:18px;align-items:flex-start;flex-wrap:wrap}
.pt-endgame-play > .pt-felt{flex:0 0 auto;min-width:300px}
.pt-endgame-side{flex:1 1 300px;min-width:280px}
.pt-endgame-side .pt-msg{margin-top:0}
.pt-positions{align-items:flex-start}
.pt-bench-zones{gap:18px;flex-wrap:wrap;align-items:flex-start}
.pt-table tr.pt-best td{background:#e9f6ec;font-weight:600}
.pt-suit-red{color:#c0142b}.pt-suit-black{color:#1b1b1f}
.pt-felt .pt-suit-black{color:#fff}
.pt-progress{display:flex;gap:4px;align-items:center;flex-wrap:wrap}
.pt-dot{width:11px;height:11px;border-radius:6px;background:#e2d9c7;display:inline-block}
.pt-dot-ok{background:#2f9a55}.pt-dot-bad{background:#cf3f34}.pt-dot-now{box-shadow:0 0 0 2px #d9a514}
.pt-trick{display:flex;gap:18px;align-items:flex-end}
.pt-trick-slot{display:flex;flex-direction:column;align-items:center;gap:3px;font-size:12px}
.pt-felt .pt-trick-slot{color:#e8f1e9}
.pt-slot-empty{width:58px;height:81px;border:1.5px dashed rgba(255,255,255,.35);border-radius:7px}
.pt-pile{position:relative}
.pt-bar-free{color:#1d6b3a;font-weight:600}.pt-bar-barred{color:#b3261e;font-weight:600}
.pt-felt .pt-bar-free{color:#b8f0c8}.pt-felt .pt-bar-barred{color:#ffc2bb}
.pt-step-list{margin:4px 0 0 0;padding:0;list-style:none;font-size:12.5px;color:#6f6453}
.pt-since{margin:2px 0 0 0;padding-left:22px;font-size:14px;line-height:1.5}
.pt-verdict{display:inline-block;color:#fff;border-radius:9px;padding:0 8px;font-size:12px;font-weight:600}
.pt-review-list{list-style:none;margin:4px 0;padding:0}
.pt-review-list li{margin:0 0 8px;padding:6px 8px;background:rgba(255,255,255,.55);border-radius:6px}
.pt-review-when{font-weight:600;margin-bottom:2px}
.pt-review-why{line-height:1.45}
table.pt-review-table th,table.pt-review-table td{text-align:left !important;vertical-align:top;
  padding:3px 8px !important}
.pt-play-opponent{margin:2px 0 8px !important}
.pt-play-opponent{height:auto !important}
.pt-play-opponent select{height:44px !important;flex:1 1 auto}
@media (max-width:520px){.pt-play-opponent{flex-direction:column !important;align-items:stretch !important}
  .pt-play-opponent label{text-align:left !important;width:auto !important;line-height:1.6 !important}}
.pt-thinking,.pt-thought{font-size:13.5px;color:#4a4236;margin:4px 0}
.pt-thinking{font-weight:600;color:#23344f}
.pt-thinking::after{content:"";display:inline-block;width:9px;height:9px;margin-left:8px;border-radius:5px;
  background:#5b84c4;animation:pt-pulse 1s ease-in-out infinite alternate}
@keyframes pt-pulse{from{opacity:.25}to{opacity:1}}
.pt-details summary{cursor:pointer;color:#6f6453;font-size:12.5px;margin-top:4px}
.pt-kinds td.pt-kinds-class{padding-top:10px !important;font-weight:650;color:#27402f}
.pt-kinds [data-chosen]{background:#f3ecd9}
.pt-kinds-note{display:none}
@media (max-width:700px){.pt-kinds [data-rules]:not([data-chosen]),.pt-kinds .pt-kinds-count{display:none}
  .pt-kinds [data-chosen]{background:transparent}
  .pt-kinds-note{display:block}
  .pt-kinds td span[data-card] svg{width:40px !important;max-width:40px !important;height:auto}}
.pt-readings tr.pt-parting td{background:#fbe7c0}
@media (max-width:700px){table.pt-table.pt-readings tr.pt-parting{background:#fbe7c0 !important;
  padding-left:6px !important}
  .pt-readings tr.pt-parting td{background:transparent}}
.pt-score-players{gap:10px 28px;flex-wrap:wrap}
.pt-score-player{flex:1 1 280px;max-width:420px}
.pt-score-row{align-items:center;gap:8px}
.pt-score-row .pt-score-label{width:120px;font-size:13.5px}
.pt-score-row .widget-text{flex:1 1 auto;min-width:0}
.pt-score-row .widget-text:not(.pt-score-decl-0):not(.pt-score-decl-1){flex:0 0 80px}
.pt-score-table th,.pt-score-table td{padding:2px 10px;text-align:center}
.pt-score-table .pt-narrow{display:none}
@media (max-width:700px){.pt-score-table .pt-wide{display:none}
  .pt-score-table .pt-narrow{display:inline;font-weight:400;color:#6f6453}
  .pt-board table.pt-score-table th,.pt-board table.pt-score-table td{padding:2px 7px !important}}
.pt-score-table th:first-child{text-align:left}
.pt-breakdown{font-size:13px;border-collapse:collapse}
.pt-breakdown td,.pt-breakdown th{padding:2px 6px;vertical-align:top;text-align:center}
.pt-breakdown td[colspan]{text-align:left;padding-bottom:6px}
.pt-an-mark button,.pt-an-mark{color:#fff !important;font-size:11px !important}
.pt-analysis .widget-textarea.pt-an-paste{width:auto;align-self:stretch;box-sizing:border-box;max-width:100%}
/* ipywidgets buttons: a calmer look inside boards */
.pt-board .jupyter-widgets.jupyter-button.pt-btn{border-radius:8px;height:30px;padding:0 12px;font-size:13px;
  background:#fff;border:1px solid #cdbfa3;color:#3b2f1e;box-shadow:none;margin:2px 6px 2px 0;width:auto}
.pt-board .jupyter-widgets.jupyter-button.pt-btn:hover:enabled{background:#f4ecda;border-color:#b39f78}
.pt-board .jupyter-widgets.jupyter-button.pt-btn.mod-active:hover:enabled{background:#25583f;border-color:#25583f;
  color:#fff}
.pt-board .jupyter-widgets.jupyter-button.pt-btn-primary{background:#2f6a4f;border-color:#2f6a4f;color:#fff}
.pt-board .jupyter-widgets.jupyter-button.pt-btn-primary:hover:enabled{background:#25583f}
.pt-board .jupyter-widgets.jupyter-button.pt-btn:disabled{opacity:.45}
.pt-board .jupyter-widgets.jupyter-button.pt-btn.mod-active,.pt-board .widget-toggle-button.pt-btn.mod-active{
  background:#2f6a4f;color:#fff;border-color:#2f6a4f}
.pt-board .widget-toggle-buttons .widget-toggle-button{border-radius:8px;margin-right:4px;height:30px;font-size:13px;
  background:#fff;border:1px solid #cdbfa3;color:#3b2f1e;box-shadow:none;width:auto;padding:0 12px}
.pt-board .widget-toggle-buttons .widget-toggle-button.mod-active,
.pt-board .widget-toggle-buttons .widget-toggle-button.mod-active:hover:enabled{background:#2f6a4f;color:#fff;
  border-color:#2f6a4f}
.pt-board .widget-checkbox{width:auto}
.pt-board .widget-text input,.pt-board .widget-text input[type="number"]{border-radius:6px}
/* card buttons: the SVG face as the button's picture */
.jupyter-widgets.jupyter-button.pt-card{padding:0;margin:0 5px 0 0;border:none;border-radius:7px;
  background-color:transparent;background-size:100% 100%;background-repeat:no-repeat;color:transparent;
  font-size:0;line-height:0;box-shadow:0 1px 2.5px rgba(0,0,0,.35);cursor:pointer;overflow:visible;
  transition:transform .12s ease,box-shadow .12s ease;flex:0 0 auto}
.jupyter-widgets.jupyter-button.pt-card:focus,.jupyter-widgets.jupyter-button.pt-card:active{outline:none;
  box-shadow:0 1px 2.5px rgba(0,0,0,.35)}
.jupyter-widgets.jupyter-button.pt-card:focus-visible{outline:2px solid #5b84c4;outline-offset:2px}
.jupyter-widgets.jupyter-button.pt-card:hover:enabled{transform:translateY(-4px)}
.jupyter-widgets.jupyter-button.pt-card.pt-selected,
.jupyter-widgets.jupyter-button.pt-card.pt-selected:focus{transform:translateY(-11px);
  box-shadow:0 0 0 3px #f1b500,0 4px 8px rgba(0,0,0,.35)}
.jupyter-widgets.jupyter-button.pt-card.pt-marked{box-shadow:0 0 0 3px #e0483c,0 2px 5px rgba(0,0,0,.3)}
.jupyter-widgets.jupyter-button.pt-card:disabled{cursor:default;opacity:1}
.jupyter-widgets.jupyter-button.pt-card.pt-dim{opacity:.42}
/* room at the left for a picked or marked card's 3 px ring: the box around a row clips, and on a phone the
   first card of a wrapped row lost its gold or red edge */
.pt-cards{align-items:flex-end;padding-top:12px;padding-left:4px;flex-wrap:wrap;overflow:visible}
.pt-cards.pt-noselect{padding-top:4px}
/* On a phone nothing scrolls sideways in a box of its own: boards take the room they need from their
   padding, a row of cards wraps, and a table made by stacked_table() turns each row into a small card
   whose cells say their column's heading (data-label). */
@media (max-width:700px){
  .pt-board{padding:10px 10px 12px;margin-left:0;margin-right:0}
  .pt-felt{padding:8px 8px}
  .pt-board table.pt-table th,.pt-board table.pt-table td{padding:3px 6px !important}
  table.pt-table.pt-stack,table.pt-table.pt-stack > tbody,table.pt-table.pt-stack > tbody > tr,
  table.pt-table.pt-stack > tbody > tr > td,table.pt-table.pt-stack > tbody > tr > th{display:block;width:auto}
  table.pt-table.pt-stack > thead{display:none}
  table.pt-table.pt-stack > tbody > tr{padding:5px 0 6px;border-bottom:1px solid #e7dfcf}
  .pt-felt table.pt-table.pt-stack > tbody > tr{border-bottom-color:rgba(255,255,255,.15)}
  table.pt-table.pt-stack > tbody > tr > td,table.pt-table.pt-stack > tbody > tr > th{border:none !important;
    padding:1px 0 !important;text-align:left !important}
  table.pt-table.pt-stack > tbody > tr > td[data-label]{display:flex;gap:10px;align-items:baseline;line-height:1.4}
  table.pt-table.pt-stack > tbody > tr > td[data-label] > span{flex:1 1 auto;min-width:0}
  table.pt-table.pt-stack > tbody > tr > td[data-label]::before{content:attr(data-label);flex:0 0 42%;font-size:12.5px;
    font-weight:600;color:#6f6453}
  .pt-felt table.pt-table.pt-stack > tbody > tr > td[data-label]::before{color:#d8e9da}
  table.pt-table.pt-stack > tbody > tr > :first-child{font-weight:650}
  /* every control at least 44 px square on a phone; a long label wraps instead of being cut */
  .pt-board .jupyter-widgets.jupyter-button:not(.pt-card),.pt-board .widget-toggle-button,
  .pt-board .widget-toggle-buttons .widget-toggle-button{min-height:44px;height:auto;min-width:44px;
    white-space:normal;overflow:visible;text-overflow:clip;line-height:1.25;padding:6px 12px}
  .pt-board .widget-checkbox,.pt-board .widget-text,.pt-board .widget-dropdown{height:auto;min-height:44px}
  .pt-board .widget-checkbox label{min-height:44px;display:flex;align-items:center;gap:8px}
  .pt-board .widget-checkbox input[type=checkbox]{width:22px;height:22px}
  .pt-playboard .pt-play-typed{width:auto !important;flex:1 1 150px;min-width:0}
  .pt-board .widget-text input,.pt-board .widget-dropdown select{height:44px;max-height:none;box-sizing:border-box;
    font-size:16px}
}
/* A play board on a phone: the felt compact, so that the board's message and buttons sit on the screen with
   the cards (a hand of six in one row, smaller heads and labels, the stock beside a smaller trick). */
@media (max-width:480px){
  .pt-felt .jupyter-widgets.jupyter-button.pt-card.pt-card-md{width:46px;height:64px;min-width:46px;margin-right:4px}
  .pt-felt .pt-cards{padding-top:7px;gap:0}
  .pt-felt .pt-cards.pt-noselect{padding-top:2px}
  .pt-felt .pt-seat{font-size:13px;line-height:1.35;margin:0}
  .pt-felt .pt-seat .pt-badge,.pt-felt .pt-badge{font-size:11px;padding:0 5px;margin:0 0 0 3px}
  .pt-felt .pt-label{font-size:12px;margin:0;line-height:1.3}
  .pt-felt .pt-empty{padding:0;line-height:1.3}
  .pt-felt .pt-picker:has(.pt-empty){flex-direction:row;flex-wrap:wrap;gap:0 6px;align-items:baseline}
  .pt-felt .pt-picker:has(.pt-empty) > .pt-cards{padding-top:0;min-height:0}
  .pt-seat-row{gap:2px 8px}
  .pt-seat-row > .pt-zone,.pt-felt .pt-zone{min-width:0;padding:0 6px 3px}
  .pt-felt .pt-middle,.pt-felt > .widget-hbox{margin:4px 0;gap:10px;padding:4px 0}
  .pt-felt .pt-trickview{margin-left:8px !important}
  .pt-felt .pt-trick{gap:8px}
  .pt-felt .pt-trick svg{width:42px;height:auto}
  .pt-felt .pt-slot-empty{width:42px;height:59px}
  .pt-felt .pt-trick-slot{font-size:11.5px;gap:1px;white-space:nowrap}
  .pt-felt .pt-small{font-size:12px;line-height:1.35}
}
"""

CSS = _BASE_CSS + _size_rules() + "\n" + _face_rules()
"""The whole style sheet (without its ``<style>`` tags)."""

# The chapter page's own CSS (a readable column, headings): a file, because the static site's build
# (tools/site/build.py) also puts it in each page's head, so the prose is styled before Python starts.
_PAGE_CSS = (resources.files("penchant_widgets") / "page.css").read_text(encoding="utf-8")


class StyleSheet(widgets.HTML):
    """A ``<style>`` element as a widget (shows nothing itself)."""

    def __init__(self, css: str, name: str) -> None:
        super().__init__(f"<style>{css}</style>", layout=widgets.Layout(margin="0", height="0px"))
        self.name = name
        self.add_class(f"pt-{name}")

    def __repr__(self) -> str:
        return f"StyleSheet({self.name!r})"


_SHARED: StyleSheet | None = None


def shared_style() -> StyleSheet:
    """The one ``<style>`` widget every board includes (one model, shared)."""
    global _SHARED
    if _SHARED is None:
        _SHARED = StyleSheet(CSS, "style")
    return _SHARED


def page_style() -> StyleSheet:
    """Page-level CSS for a chapter (a readable column, headings) and the board CSS, so that
    plain HTML outputs (tables of cards) look right too; display once at the top."""
    return StyleSheet(_PAGE_CSS + CSS, "page-style")


def message_html(text: str, kind: MessageKind = "info", *, title: str | None = None, raw: bool = False) -> str:
    """A message box. ``text`` is escaped unless ``raw`` (for engine-made HTML)."""
    body = text if raw else escape(text)
    head = f"<b>{escape(title)}</b> " if title else ""
    return f'<div class="pt-msg pt-msg-{kind}">{head}{body}</div>'


def action_button(text: str, cls: str, action: Callable[[], object], primary: bool = False,
                  tip: str = "") -> widgets.Button:
    """A styled button (``pt-btn`` plus ``cls`` as a stable selector) that calls ``action()`` when clicked."""
    button = widgets.Button(description=text, tooltip=tip)
    button.add_class("pt-btn")
    button.add_class(cls)
    if primary:
        button.add_class("pt-btn-primary")
    button.on_click(lambda _b: action())
    return button


_TAG = re.compile(r"<[^>]+>")


def stacked_table(head: Sequence[str], rows: Iterable[Sequence[str]], *, cls: str = "", caption: str = "",
                  row_attrs: Sequence[str] = ()) -> str:
    """An HTML table that fits a phone: on a narrow screen each row becomes a small card, one cell a line,
    each cell headed by its column's name (``data-label``); on a wide one it is an ordinary table.

    ``head`` and the cells are HTML (escape text first); the first cell of a row is its title and takes no
    label. A table of two columns fits a phone as it is, and is not turned into cards. A row shorter than
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
    stack = " pt-stack" if len(head) > 2 else ""  # two columns fit a phone as they are
    return (f'<table class="pt-table{stack}{" " + cls if cls else ""}">{cap}<thead><tr>{heads}</tr></thead>'
            f"<tbody>{''.join(body)}</tbody></table>")


RULES_ORDER = ("kandell", "foster", "modern")
"""The rules a switch offers, in the tutorial's order: Kandell's (which it follows), Foster's, the modern scoring."""


def rules_choice(value: str = DEFAULT_PROFILE.name, description: str = "") -> widgets.ToggleButtons:
    """A switch between the rules, named as a player names them ("Kandell's rules"); its value is the rules'
    key (``'kandell'``)."""
    choice = widgets.ToggleButtons(options=[(rules_words(n), n) for n in RULES_ORDER], value=value,
                                   description=description, tooltips=[f"play by {rules_words(n)}" for n in RULES_ORDER])
    choice.add_class("pt-profile")
    return choice
