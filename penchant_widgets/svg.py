"""Small charts as inline SVG, in pure Python (no plotting library: the static site runs in Pyodide).

:func:`bar_chart` draws grouped bars with optional 95% intervals and a
reference line; :func:`histogram` draws counts over whole-number values.
Both return an SVG string that scales to its container's width.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from html import escape
from typing import Final

from penchant.english.grammar import capitalised
from penchant.english.numbers import count_words, value_step

__all__ = ["bar_chart", "charts_row", "histogram"]

_COLOURS = ("#2f6a4f", "#c08a2b", "#5a7fa8", "#a54b3c")


def _axis_max(v: float) -> float:
    """A round top for an axis with four intervals (each a round number too)."""
    if v <= 0:
        return 1.0
    scale = 10.0 ** math.floor(math.log10(v))
    for m in (1.0, 1.2, 1.6, 2.0, 4.0, 6.0, 8.0, 10.0):
        if v <= m * scale:
            return m * scale
    return 10 * scale


def _said(v: float, percent: bool) -> str:
    """A bar's value as a screen reader says it."""
    return f"{v:.1%}" if percent else f"{v:g}"


def bar_chart(
    groups: Sequence[str],
    series: Mapping[str, Sequence[float]],
    *,
    intervals: Mapping[str, Sequence[tuple[float, float]]] | None = None,
    reference: tuple[float, str] | None = None,
    title: str = "",
    percent: bool = True,
    width: int = 420,
    height: int = 220,
) -> str:
    """Grouped bars: one group per label of ``groups``, one bar per series (with its interval)."""
    left, right, top, bottom = 44, 10, 24 if title else 10, 34
    w, h = width - left - right, height - top - bottom
    values = [v for vs in series.values() for v in vs]
    if intervals:
        values += [hi for iv in intervals.values() for _, hi in iv]
    if reference:
        values.append(reference[0])
    ymax = _axis_max(max(values) if values else 1.0)

    def y(v: float) -> float:
        return top + h - h * v / ymax

    shown = [f"{g}: " + ", ".join(f"{name} {_said(vs[i], percent)}" for name, vs in series.items())
             for i, g in enumerate(groups)]
    said = escape(f"{title or 'Bar chart'}. " + "; ".join(shown), quote=True)
    parts = [f'<svg viewBox="0 0 {width} {height}" width="100%" style="max-width:{width}px" role="img" '
             f'aria-label="{said}" xmlns="http://www.w3.org/2000/svg" font-family="sans-serif" font-size="11">']
    if title:
        parts.append(f'<text x="{left}" y="14" font-weight="bold" font-size="12">{escape(title)}</text>')
    for i in range(5):
        v = ymax * i / 4
        parts.append(f'<line x1="{left}" x2="{left + w}" y1="{y(v):.1f}" y2="{y(v):.1f}" stroke="#ddd"/>')
        label = (f"{v:.0%}" if round(v * 100, 6) == round(v * 100) else f"{v:.1%}") if percent else f"{v:g}"
        parts.append(f'<text x="{left - 4}" y="{y(v) + 4:.1f}" text-anchor="end" fill="#555">{label}</text>')
    n_series = len(series)
    gw = w / max(1, len(groups))
    bw = gw * 0.7 / max(1, n_series)
    for gi, g in enumerate(groups):
        x0 = left + gi * gw + gw * 0.15
        for si, (name, vs) in enumerate(series.items()):
            v = vs[gi]
            x = x0 + si * bw
            parts.append(f'<rect x="{x:.1f}" y="{y(v):.1f}" width="{bw - 2:.1f}" height="{top + h - y(v):.1f}" '
                         f'fill="{_COLOURS[si % len(_COLOURS)]}"><title>{escape(name)}, {escape(g)}: '
                         f'{v:.1%}</title></rect>' if percent else
                         f'<rect x="{x:.1f}" y="{y(v):.1f}" width="{bw - 2:.1f}" height="{top + h - y(v):.1f}" '
                         f'fill="{_COLOURS[si % len(_COLOURS)]}"/>')
            if intervals and name in intervals:
                lo, hi = intervals[name][gi]
                cx = x + (bw - 2) / 2
                parts.append(f'<line x1="{cx:.1f}" x2="{cx:.1f}" y1="{y(lo):.1f}" y2="{y(hi):.1f}" stroke="#222"/>')
        parts.append(f'<text x="{left + gi * gw + gw / 2:.1f}" y="{top + h + 14}" text-anchor="middle">'
                     f"{escape(g)}</text>")
    if reference:
        v, label = reference
        parts.append(f'<line x1="{left}" x2="{left + w}" y1="{y(v):.1f}" y2="{y(v):.1f}" stroke="#000" '
                     'stroke-dasharray="5,3"/>')
        parts.append(f'<text x="{left + w - 2}" y="{y(v) - 3:.1f}" text-anchor="end">{escape(label)}</text>')
    lx = left
    for si, name in enumerate(series):
        parts.append(f'<rect x="{lx}" y="{height - 12}" width="10" height="10" fill="{_COLOURS[si % len(_COLOURS)]}"/>'
                     f'<text x="{lx + 14}" y="{height - 3}">{escape(name)}</text>')
        lx += 16 + 7 * len(name) + 12
    parts.append("</svg>")
    return "".join(parts)


HISTOGRAM_WIDTH = 320
"""The histogram's drawing width: about a phone's text column (313 px on a 390 px phone: a chapter's charts keep to
its text's column), so its text is drawn at close to its own size there, not scaled down (drawn 380 wide, its
labels read at 11.5 px, their digits about 8 px tall)."""
HISTOGRAM_FONT = 14
"""The histogram's text size, in the drawing's units: at a phone's text column about 13.7 px, on a desktop (the
drawing at most a quarter wider than its own width) 17.5 px at most."""


_LABEL_STEPS: Final = (1, 2, 5, 10, 20, 50, 100, 200, 500, 1000)
"""How many bars a histogram's value labels may step over: round steps, the fewest that give each label room."""


def _label_room(labels: Iterable[str]) -> float:
    """The width a histogram's widest value label needs, a little space either side included (digits and the minus
    sign are about 0.6 of the font wide)."""
    return max((len(t) for t in labels), default=1) * HISTOGRAM_FONT * 0.6 + 8


def histogram(
    counts: Mapping[int, int],
    *,
    xlabel: str,
    xaxis: str = "",
    ylabel: str = "deals",
    ylabel_one: str = "deal",
    colour: str = "#2f6a4f",
    width: int = HISTOGRAM_WIDTH,
    height: int = 220,
    labels: Mapping[int, str] | None = None,
    titles: Mapping[int, str] | None = None,
    about: str = "",
) -> str:
    """Counts over whole-number values (a bar per value, gaps included), in a figure whose caption (the ``xlabel``) is
    text of the page: it wraps and keeps the reader's size on a phone. The drawing is at most a quarter wider than its
    own width, so its labels stay between 13 px on a phone and 18 px on a desktop. ``xaxis``: the horizontal axis's
    own short name (``"points"``), drawn under its numbers (an axis needs its name, as chapter 9's charts show); the
    drawing grows to hold it. ``ylabel`` is what a bar counts (``"scores"``), ``ylabel_one`` one of them
    (``"score"``): a bar's title counts them, the singular for one ("-3: 1 deal", not "1 deals"). ``labels``: a bar's
    label under it where its bare number would not say it (``"+3"``), by value; ``titles``: its value in words in its
    title (``"the leader gained 3 points on the other player: 371 deals"``); ``about``: what the
    chart shows, above the drawing (a bar's bare "-3" does not say it), in steps a line each, each a paragraph."""
    said_as = {v: (labels or {}).get(v, str(v)) for v in counts}
    titled = {v: (titles or {}).get(v, said_as[v]) for v in counts}
    left, right, top, bottom = 44, 8, 10, 22
    if xaxis:
        height, bottom = height + 18, bottom + 18
    w, h = width - left - right, height - top - bottom
    lo, hi = (min(counts), max(counts)) if counts else (0, 1)
    # A bar per value the counts can take: values in steps of 3 (the lead's worth) are one bar every 3, each as
    # wide as the room between them allows, apart from its neighbours (a bar is one value, not a range).
    grain = value_step(counts)
    slots = (hi - lo) // grain + 1
    ymax = _axis_max(max(counts.values()) if counts else 1)
    bw = w / slots
    gap = 1.0 if grain == 1 else bw / 3

    def y(v: float) -> float:
        return top + h - h * v / ymax

    def x(value: int) -> float:
        return left + (value - lo) / grain * bw

    said = escape(f"{capitalised(ylabel)} by {xlabel}: "
                  + ", ".join(f"{said_as[k]}: {counts[k]}" for k in sorted(counts)), quote=True)
    # What the chart shows is said before it, outside the figure, which keeps to the chart's width: the words take
    # the page's. The two share a block that sets them side by side where the words keep a readable width beside
    # the chart, else the words above it (boards.css, .pt-chart-block).
    # ``about`` in steps, a line each, each its own paragraph: the steps read apart
    steps = "".join(f"<p>{escape(step)}</p>" for step in about.split("\n"))
    parts = [(f'<div class="pt-chart-block"><div class="pt-chart-about">{steps}</div>' if about else "")
             + f'<figure class="pt-chart" style="max-width:{width * 5 // 4}px">'
             f'<svg viewBox="0 0 {width} {height}" width="100%" role="img" aria-label="{said}" '
             f'xmlns="http://www.w3.org/2000/svg" font-family="sans-serif" font-size="{HISTOGRAM_FONT}">']
    for i in range(5):
        v = ymax * i / 4
        parts.append(f'<line x1="{left}" x2="{left + w}" y1="{y(v):.1f}" y2="{y(v):.1f}" stroke="#ddd"/>')
        parts.append(f'<text x="{left - 4}" y="{y(v) + 4:.1f}" text-anchor="end" fill="#555">{v:g}</text>')
    for value, n in sorted(counts.items()):
        parts.append(f'<rect x="{x(value) + gap / 2:.1f}" y="{y(n):.1f}" width="{max(bw - gap, 1):.1f}" '
                     f'height="{top + h - y(n):.1f}" fill="{colour}"><title>{escape(titled[value])}: '
                     f'{escape(count_words(n, ylabel_one, ylabel, digits=True))}</title></rect>')
    # Each label under a bar that is drawn: a label between bars read as that bar's value (a chart of the lead's
    # worth in steps of 3 said "1" under the bar of 0). Every bar is labelled where the labels have room: under
    # bars every 3 labelled 0, 6, 12, what the bar between two labels counts is a guess. Labels step
    # from 0 when 0 is one of the values drawn: from the lowest value, the chart of the lead's worth labelled -3, 3,
    # 9, ... and left its tallest bar, the bar of 0, without a label.
    room = _label_room(said_as.values())
    every = next((k for k in _LABEL_STEPS if k * bw >= room or k >= slots), _LABEL_STEPS[-1])
    step = grain * every
    anchor = 0 if lo <= 0 <= hi and (0 - lo) % grain == 0 else lo
    ticks = [v for v in range(lo, hi + 1) if (v - lo) % grain == 0 and (v - anchor) % step == 0]
    for value in ticks:
        label = escape(said_as.get(value, str(value)))
        parts.append(f'<text x="{x(value) + bw / 2:.1f}" y="{top + h + 15}" text-anchor="middle">{label}</text>')
    if xaxis:
        parts.append(f'<text class="pt-chart-xaxis" x="{left + w / 2:.1f}" y="{top + h + 33}" '
                     f'text-anchor="middle">{escape(xaxis)}</text>')
    parts.append(f'<text x="12" y="{top + h / 2:.1f}" transform="rotate(-90 12 {top + h / 2:.1f})" '
                 f'text-anchor="middle">{escape(ylabel)}</text>')
    parts.append(f'</svg><figcaption>{escape(xlabel)}</figcaption>'
                 f'</figure>' + ("</div>" if about else ""))
    return "".join(parts)


def charts_row(charts: Sequence[str]) -> str:
    """Charts side by side, wrapping to one a line on a narrow screen (the classes ``pt-charts`` and
    ``pt-charts-cell`` of boards.css)."""
    cells = "".join(f'<div class="pt-charts-cell">{c}</div>' for c in charts)
    return f'<div class="pt-charts">{cells}</div>'
