"""The marker's result card: a game's sheet drawn as one picture to share (an SVG image), its figures the sheet's
and its words the rules' own sentence of the result; the colours, fonts and layout are the view's (the engine writes
no markup: ``tests/architecture/design/test_engine_writes_no_html.py``)."""

from __future__ import annotations

from html import escape

from penchant.english.grammar import capitalised
from penchant.marker.game_sheet import GameSheet
from penchant.rules.book_names import rules_words
from penchant.rules.game_scoring import DEALS_PER_GAME
from penchant.words.game_scoring import game_result_parts

__all__ = ["result_card_svg"]

_P = ("#2f6f9f", "#a2434b")


def result_card_svg(sheet: GameSheet) -> str:
    """The sheet as a shareable card: names, totals, each deal's points, the result line."""
    w, h = 640, 360
    n = sheet.players
    totals = sheet.totals
    points = sheet.deal_points()
    below = ""
    if sheet.is_over():  # the result's headline (its winner and margin), and what the game is worth below it
        headline, worth = game_result_parts(sheet.result(), n, sheet.profile)
        below = capitalised(worth) + "."
    else:
        headline = f"Deal {sheet.current.number} of {DEALS_PER_GAME} in play"
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" '
        'class="pm-result-card" font-family="Georgia, DejaVu Serif, serif">',
        f'<rect width="{w}" height="{h}" rx="24" fill="#173d2e"/>',
        f'<rect x="12" y="12" width="{w - 24}" height="{h - 24}" rx="18" fill="#fbf7ec" stroke="#b8892b" '
        'stroke-width="4"/>',
        f'<text x="{w / 2}" y="56" text-anchor="middle" font-size="26" font-weight="700" fill="#1c1c1c">'
        f"{escape(headline)}</text>",
        f'<text x="{w / 2}" y="82" text-anchor="middle" font-size="15" fill="#1c1c1c">{escape(below)}</text>',
    ]
    for p in (0, 1):
        x = 170 if p == 0 else w - 170
        out.append(f'<text x="{x}" y="104" text-anchor="middle" font-size="24" fill="{_P[p]}" font-weight="700">'
                   f"{escape(n[p])}</text>")
        out.append(f'<text x="{x}" y="176" text-anchor="middle" font-size="64" font-weight="800" fill="#1c1c1c">'
                   f"{totals[p]}</text>")
    out.append(f'<text x="{w / 2}" y="170" text-anchor="middle" font-size="28" fill="#8a7a50">–</text>')
    for i, (d, pts) in enumerate(zip(sheet.deals, points, strict=True)):
        y = 218 + 28 * i
        trump = f" {d.trump.symbol}" if d.trump is not None else ""
        out.append(f'<text x="{w / 2}" y="{y}" text-anchor="middle" font-size="17" fill="#555">'
                   f"deal {d.number}{escape(trump)}</text>")
        for p in (0, 1):
            x = 170 if p == 0 else w - 170
            out.append(f'<text x="{x}" y="{y}" text-anchor="middle" font-size="20" fill="#1c1c1c">{pts[p]}</text>')
    out.append(f'<text x="{w / 2}" y="{h - 26}" text-anchor="middle" font-size="14" fill="#8a7a50">'
               f"Penchant · {escape(rules_words(sheet.profile.name))}</text>")
    out.append("</svg>")
    return "".join(out)
