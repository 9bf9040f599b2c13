"""HTML for the marker's faces: the dials of each player's total, the status line,
the per-deal breakdown and the result. Pure functions of the ledger's sheet.

A bezique marker counts on dials, one per decimal place; here each dial is an
ivory face with a brass hand pointing at its digit and the digit itself printed
large in the middle, so the total reads across the table.
"""

from __future__ import annotations

import math
from functools import lru_cache
from html import escape

from penchant.english.grammar import capitalised
from penchant.english.numbers import count_words
from penchant.errors.internal import BrokenInvariantError
from penchant.marker import GameSheet
from penchant.marker.choices import Choices
from penchant.rules.dealing import FIRST_TEN_TRICKS
from penchant.rules.game_scoring import DEALS_PER_GAME
from penchant.rules.procedure import ALL_TRICKS, first_trick_leader
from penchant.rules.score_scale import score_step
from penchant.words.game_scoring import game_result_words
from penchant.words.kinds import kind_words
from penchant.words.scoring import brisquettes_worked_out

__all__ = ["dial_box", "dial_label", "dial_svg", "marker_html", "status_html", "breakdown_html", "result_text",
           "dial_digits"]

_PLACE = {1: "units", 10: "tens", 100: "hundreds", 1000: "thousands", 10000: "ten thousands"}
_PLACE_SHORT = {1: "1s", 10: "10s", 100: "100s", 1000: "1000s", 10000: "10000s"}


def dial_label(place: int) -> str:
    """What one dial counts, printed under it at every screen size: ``'100s'``, ``'10s'``, ``'1s'`` (three "0 0 0"
    dials beside the big total read as unexplained figures, and a phone hid them).

    >>> [dial_label(p) for p in (1000, 100, 10, 1)]
    ['1000s', '100s', '10s', '1s']
    """
    return _PLACE_SHORT.get(place, str(place))


@lru_cache(maxsize=128)
def dial_box(digit: int, place: int) -> str:
    """One dial with what it counts under it (:func:`dial_label`). Drawn once for each digit and place and kept: both
    players' dials are drawn again on every tap (a tap's CPU: ``python -m benchmarks.marker_tap_cpu``)."""
    return (f'<span class="pm-dial-box" title="the {_PLACE.get(place, str(place))} of the total">'
            f'{dial_svg(digit, place)}<span class="pm-dial-label">{dial_label(place)}</span></span>')


def dial_digits(total: int, step: int) -> list[int]:
    """The digits shown: enough dials for the total, at least three (four when scores count in tens: ``step``,
    the rules' :func:`~penchant.rules.score_scale.score_step`, is ten or more)."""
    n = max(4 if step >= 10 else 3, len(str(max(total, 0))))
    text = str(max(total, 0)).rjust(n, "0")
    return [int(c) for c in text]


def dial_svg(digit: int, place: int) -> str:
    """One dial: ten ticks, a hand at ``digit`` and the digit in the middle."""
    ticks = []
    for i in range(10):
        a = math.radians(i * 36 - 90)
        x1, y1 = 50 + 40 * math.cos(a), 50 + 40 * math.sin(a)
        x2, y2 = 50 + 45 * math.cos(a), 50 + 45 * math.sin(a)
        w = 3 if i == digit else 1.5
        ticks.append(f'<line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}" stroke-width="{w}"/>')
    a = math.radians(digit * 36 - 90)
    # A brass pointer on the rim (a hand through the middle would cross the digit).
    tip = (50 + 33 * math.cos(a), 50 + 33 * math.sin(a))
    side = math.radians(digit * 36)
    base = [(50 + 46 * math.cos(a) + s * 6 * math.cos(side), 50 + 46 * math.sin(a) + s * 6 * math.sin(side))
            for s in (-1, 1)]
    pointer = " ".join(f"{x:.1f},{y:.1f}" for x, y in (tip, *base))
    label = _PLACE.get(place, str(place))
    return (
        f'<svg class="pm-dial" viewBox="0 0 100 100" role="img" aria-label="{label} {digit}">'
        '<circle cx="50" cy="50" r="49" class="pm-dial-rim"/>'
        '<circle cx="50" cy="50" r="45" class="pm-dial-face"/>'
        f'<g class="pm-dial-ticks">{"".join(ticks)}</g>'
        f'<polygon points="{pointer}" class="pm-dial-hand"/>'
        f'<text x="50" y="67" text-anchor="middle" class="pm-dial-digit">{digit}</text>'
        "</svg>"
    )


def marker_html(sheet: GameSheet, player: int) -> str:
    """A player's marker: name, role badges, dials of the total, and the deals so far."""
    d = sheet.current
    standing = sheet.standing()
    total = standing.totals[player]
    digits = dial_digits(total, score_step(sheet.profile))
    places = [10 ** (len(digits) - 1 - i) for i in range(len(digits))]
    dials = "".join(dial_box(g, p) for g, p in zip(digits, places, strict=True))
    badges = []
    if not sheet.is_over():
        if d.dealer == player:
            badges.append('<span class="pm-badge pm-badge-deal">deals</span>')
        if d.known_leader == player:  # only when every trick was entered: otherwise nobody knows here
            badges.append('<span class="pm-badge pm-badge-lead">leads</span>')
    lead = ""
    if standing.leader == player:
        # "ahead" said, so that the margin does not read as the points just scored
        ahead = count_words(standing.difference, "point", digits=True)
        lead = (f'<span class="pm-ahead" title="{ahead} ahead">+{standing.difference}'
                '<small class="pm-ahead-word"> ahead</small></span>')
    per_deal = " · ".join(
        f"{pts[player]}" if deal.ended else f"<i>{pts[player]}</i>"
        for deal, pts in zip(sheet.deals, sheet.deal_points(), strict=True)
    )
    # The total first, its role badges stacked beside it and the margin after it, so both players' totals
    # stand level whatever their names and badges take; the name below.
    return (
        f'<div class="pm-marker pm-marker{player}" data-total="{total}">'
        f'<div class="pm-dials" aria-label="{escape(sheet.players[player])}: '
        f'{count_words(total, "point", digits=True)}">{dials}'
        '<span class="pm-dials-unit">points</span></div>'
        f'<div class="pm-total"><span class="pm-badges">{"".join(badges)}</span>'
        f'<span class="pm-total-num" data-digits="{len(str(total))}">{total}</span>'
        f'<span class="pm-lead">{lead}</span></div>'
        f'<div class="pm-name"><span class="pm-name-text">{escape(sheet.players[player])}</span></div>'
        f'<div class="pm-deals">per deal {per_deal}</div>'
        "</div>"
    )


def status_html(sheet: GameSheet, choices: Choices, *, quick: bool = False, css_class: str = "pm-status") -> str:
    """The line above the buttons: deal, phase, trick, stock, trump, and who may declare (the ledger's
    ``choices``; ``css_class``: ``pm-status-far`` for the copy the far player reads face to face)."""
    d = sheet.current
    n = sheet.players
    if sheet.is_over():
        return (f'<div class="{css_class}" data-deal="{DEALS_PER_GAME}" data-tricks="{FIRST_TEN_TRICKS}" '
                'data-phase="2"><b>Game over</b></div>')
    pips = "".join(
        f'<span class="pm-pip{" pm-pip-done" if i < d.tricks else ""}"></span>' for i in range(FIRST_TEN_TRICKS)
    )
    if d.trump is not None:
        red = " pm-red" if d.trump.is_red else ""
        when = f", trick {d.trump_trick}" if d.trump_trick is not None else ""  # only when every trick was entered
        by = f" ({escape(n[d.trump_by])}{when})" if d.trump_by is not None else ""
        trump = f'<span class="pm-trump{red}">Trump {d.trump.symbol}</span><span class="pm-by">{by}</span>'
    else:
        trump = '<span class="pm-trump pm-none">No trump<span class="pm-st-long"> yet</span></span>'
    if d.phase2:
        phase = (_short(f"<b>Last six</b> · trick {d.next_trick} of {ALL_TRICKS}",
                        f"<b>Last six</b> {d.next_trick}/{ALL_TRICKS}") if d.counted and d.phase2_tricks
                 else '<b>Last six<span class="pm-st-long"> tricks</span></b>')
        stock = "stock empty"
        lead = f"{escape(n[d.known_leader])} leads · " if d.known_leader is not None else ""
        hint = (f"{lead}brisquettes so far: {escape(n[0])} {d.brisquettes[0]}, "
                f"{escape(n[1])} {d.brisquettes[1]}")
    elif d.counted:  # every trick entered: the trick and the stock are facts
        # The trick being entered, as the Won trick button numbers it ("Trick 1/10" beside "Won trick 2" read as
        # two different tricks); once the ten are in, that they are.
        phase = (_short(f"Trick {d.next_trick} of {FIRST_TEN_TRICKS}", f"Trick {d.next_trick}/{FIRST_TEN_TRICKS}")
                 if not d.first_ten_entered else _short(f"All {FIRST_TEN_TRICKS} tricks played",
                                                         f"{FIRST_TEN_TRICKS} played"))
        stock = "stock empty" if d.first_ten_entered else f"stock {d.stock}"
        hint = _quick_hint(sheet, choices) if quick else _declare_hint(sheet, choices)
    else:  # quick scoring leaves tricks out: say what was entered, not a trick the table may have passed
        phase = _short(f"{count_words(d.tricks, 'trick', digits=True)} entered", f"{d.tricks} entered")
        stock = "stock empty" if d.first_ten_entered else f"stock at most {d.stock}"
        hint = _quick_hint(sheet, choices) if quick else _declare_hint(sheet, choices)
    sep = '<span class="pm-sep"> · </span>'
    deal = _short(f"Deal {d.number} of {DEALS_PER_GAME}", f"Deal {d.number}/{DEALS_PER_GAME}")
    # Each part in its own span: a phone keeps the deal, the trick and the trump on one line.
    return (
        f'<div class="{css_class}" data-deal="{d.number}" data-tricks="{d.tricks}" data-phase="{d.phase}">'
        f'<div class="pm-status-main"><b class="pm-st-deal">{deal}</b>{sep}'
        f'<span class="pm-st-phase">{phase}</span><span class="pm-st-stock">{sep}{stock}</span>'
        f'<span class="pm-pips">{pips}</span>{sep}<span class="pm-st-trump">{trump}</span></div>'
        f'<div class="pm-hint">{hint}</div></div>'
    )


def _short(long: str, short: str) -> str:
    """Both wordings of a status part: a phone shows the short one, so the status stays one line and no
    button below it moves as the words change (\"Trick 9/10\", \"8 entered\": still said as entered)."""
    return f'<span class="pm-st-long">{long}</span><span class="pm-st-short">{short}</span>'


def _quick_hint(sheet: GameSheet, choices: Choices) -> str:
    d = sheet.current
    n = sheet.players
    first = first_trick_leader(d.dealer, d.tricks)  # the rules' answer: who leads the first trick, while it is due
    lead = f"{escape(n[first])} leads the first trick · " if first is not None and d.counted else ""
    if choices.stock_emptied:
        return (f"{capitalised(count_words(FIRST_TEN_TRICKS, 'trick'))} entered: tap Last six tricks "
                "(or a brisquette) when the stock is empty")
    return f"{lead}Tap a combination for whoever declares (it counts their trick) · Won trick is optional"


def _declare_hint(sheet: GameSheet, choices: Choices) -> str:
    d = sheet.current
    n = sheet.players
    first = first_trick_leader(d.dealer, d.tricks)
    if first is not None:
        return f"{escape(n[first])} leads the first trick: tap who won it"
    w, lost = d.last_winner, d.last_loser
    if w is None or lost is None:
        raise BrokenInvariantError("a trick's declaration is asked with no trick won")
    already = d.trick_declaration
    tail = "" if not choices.stock_emptied else " · then the last six tricks: brisquettes"
    if already is not None:
        lead = f"{escape(n[d.known_leader])} leads: " if d.known_leader is not None else ""  # the sheet's word
        return f"{escape(n[already.player])} declared after trick {d.tricks} · {lead}tap the next trick's winner{tail}"
    # Who may declare now is the ledger's answer (its choices), not worked out here.
    winner = " and may declare" if choices.kinds[w] else ""
    loser = f" · or {escape(n[lost])} a penchant" if choices.loser_penchant[lost] else ""
    return f"{escape(n[w])} won trick {d.tricks}{winner}{loser} · then the next trick{tail}"


def breakdown_html(sheet: GameSheet) -> str:
    """The per-deal breakdown: one table per player (side by side on a tablet, stacked on a phone)."""
    prof = sheet.profile
    rows = sheet.breakdown()
    points = sheet.deal_points()
    tables = []
    for p in (0, 1):
        body = []
        for row, pts in zip(rows, points, strict=True):
            x = row.players[p]
            # a loser's penchant said as such: a penchant in the column of the player who lost the trick
            kinds = "<br>".join(
                escape(kind_words(k.kind) if k.by_winner else f"loser's {kind_words(k.kind)}")
                + (f' <span class="pm-bd-after">{escape(k.after)}</span>' if k.after else "")
                for k in x.declared) or "—"
            bonus = f"+{x.points.book_bonus}" if x.points.book_bonus else "0"
            brisques = "" if x.brisques_taken is None else f' <span class="pm-bd-note">({x.brisques_taken})</span>'
            trump = "" if row.trump is None else f" {row.trump.symbol}"
            state = "" if row.ended else ' <span class="pm-live">now</span>'
            body.append(
                f"<tr><th>{row.number}{trump}{state}</th>"
                f'<td class="pm-bd-kinds">{kinds} <b>{x.points.declarations}</b></td>'
                f"<td>{brisquettes_worked_out(prof, x.brisquettes_taken, with_sum=False)}</td>"
                f"<td>{bonus}{brisques}</td>"
                f'<td class="pm-bd-pts">{pts[p]}</td></tr>'
            )
        tables.append(
            f'<table class="pm-breakdown pm-breakdown{p}">'
            f'<caption>{escape(sheet.players[p])} <b>{sheet.totals[p]}</b></caption>'
            "<thead><tr><th>deal</th><th>declared</th><th>brisquettes</th><th>bonus (brisques)</th><th>points</th>"
            f"</tr></thead><tbody>{''.join(body)}</tbody></table>"
        )
    return f'<div class="pm-breakdowns">{"".join(tables)}</div>'


def result_text(sheet: GameSheet) -> str:
    """The game's result in a sentence: the rules' one (:func:`~penchant.words.game_scoring.game_result_words`), the
    lurch said when it doubles the game's value.

    >>> from types import SimpleNamespace
    >>> from penchant.rules.profiles import KANDELL
    >>> from penchant.rules.game_scoring import game_result
    >>> def sheet(*deals: tuple[int, int]) -> SimpleNamespace:  # the three things it reads of a GameSheet
    ...     return SimpleNamespace(result=lambda: game_result(deals, KANDELL), players=("Ann", "Bob"), profile=KANDELL)
    >>> result_text(sheet((30, 10), (20, 12), (14, 10), (10, 5)))
    'Ann wins 74–37, by 37; Bob is lurched (under 40), so the game is worth 74, the difference doubled'
    >>> result_text(sheet((30, 30), (20, 12), (14, 10), (10, 5)))
    'Ann wins 74–57, by 17; the game is worth 17'
    """
    return game_result_words(sheet.result(), sheet.players, sheet.profile)
