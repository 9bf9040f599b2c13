"""What the coach says about cards kept hidden: an analysis's sampled deals played out again with the opponent
shown cards of your hand, or all of it (the open-cards judgement), and the sentences that follow.

Each function takes the :class:`~penchant.coaching.analysis.CoachAnalysis` it asks: its lines and sampled deals are
the analysis's own, the concealment figures are asked of them here (and kept in its
:attr:`~penchant.coaching.analysis.CoachAnalysis.replays`, so each play-out is played once).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Final

from penchant.coaching.combination_reasons import hidden_words
from penchant.coaching.reasons import action_phrase, points_words
from penchant.english.grammar import capitalised
from penchant.judgement.verdicts import mean_margin
from penchant.players.concealment import OPEN, play_out_shown, shown_by
from penchant.rules.cards import CardSet
from penchant.rules.procedure import other_player

if TYPE_CHECKING:
    from penchant.coaching.analysis import CoachAnalysis
    from penchant.play.moves import Action

__all__ = ["HIDING", "OPEN_TOP", "concealment", "concealment_decides", "concealment_note", "concealment_swing",
           "decisive_card", "hiding", "open_choice", "open_value", "shown_nets"]

HIDING: Final = 0.5
"""What keeping cards hidden must be worth (in brisques, beyond its sampling margin) for the coach to say so."""
OPEN_TOP: Final = 3
"""The open-cards judgement is asked of the analysis's best few actions only (it plays each out again)."""


def shown_nets(analysis: CoachAnalysis, action: Action, shown: int | None) -> tuple[float, ...]:
    """Per sampled deal, ``action``'s net points played out with him shown the cards ``shown`` of your hand
    while you hold them (``None``: all of it, face up); ``()`` where the lines were not played out by rules
    of thumb (the last six tricks, the searched last tricks of the first ten: nothing is hidden there)."""
    key = (action, shown)
    got = analysis.replays.get(key)
    if got is None:
        me = analysis.view.player
        now = analysis.view.scores[me] - analysis.view.scores[other_player(me)]
        nets = []
        for w in analysis.worlds:
            s = w.clone()
            s.apply_unchecked(action)
            final = play_out_shown(s, me, shown)
            nets.append(float(final[me] - final[other_player(me)] - now))
        got = analysis.replays[key] = tuple(nets)
    return got


def concealment(analysis: CoachAnalysis, action: Action, cards: int) -> tuple[float, float]:
    """What keeping ``cards`` (a mask of your hand) hidden is worth to ``action``: the mean over the sampled
    deals of its net points as played (he cannot see them) less its net points with him shown them, and
    the 95% margin of that mean; ``(0, 0)`` with nothing to compare."""
    shown = shown_nets(analysis, action, cards) if cards else ()
    if len(shown) < 2:
        return 0.0, 0.0
    return mean_margin([x - y for x, y in zip(analysis.line(action).nets, shown, strict=True)])


def open_value(analysis: CoachAnalysis, action: Action) -> float | None:
    """``action``'s average with your whole hand face up to him (the open-cards judgement); ``None`` where
    nothing is hidden from him."""
    nets = shown_nets(analysis, action, OPEN)
    return sum(nets) / len(nets) if nets else None


def open_choice(analysis: CoachAnalysis, top: int = OPEN_TOP) -> Action | None:
    """The open-cards judgement's choice among the ``top`` best actions of this analysis: the best of them
    were your hand face up to him; ``None`` where nothing is hidden from him."""
    if not analysis.worlds or len(analysis.lines) < 2:
        return None
    ranked = analysis.lines[:top]
    values = [open_value(analysis, ln.action) for ln in ranked]
    return max(zip(ranked, values, strict=True), key=lambda lv: lv[1] if lv[1] is not None else -math.inf)[0].action


def hiding(analysis: CoachAnalysis, action: Action, versus: Action) -> str:
    """What ``action`` keeps hidden that ``versus`` shows him, in words, with its worth, when it is worth at
    least :data:`HIDING` brisques beyond its sampling margin ('' otherwise)."""
    if not analysis.worlds or versus == action:
        return ""
    hand = analysis.view.hand.mask
    kept = shown_by(versus, hand) & ~shown_by(action, hand)
    if not kept:
        return ""
    gain, margin = concealment(analysis, action, kept)
    if gain < HIDING * analysis.unit or gain <= margin:
        return ""
    them = "it" if kept.bit_count() == 1 else "them"
    return f"{hidden_words(analysis.view, kept)}: shown {them}, he would do {points_words(gain, analysis.unit)} better"


def concealment_swing(analysis: CoachAnalysis, action: Action, versus: Action) -> tuple[float, float]:
    """How much more ``action`` beats ``versus`` with your hand hidden from him than with it face up to him
    (per sampled deal, the difference of the two differences): the mean and its 95% margin; ``(0, 0)`` where
    nothing is hidden from him."""
    ho, hv = analysis.line(action).nets, analysis.line(versus).nets
    oo, ov = shown_nets(analysis, action, OPEN), shown_nets(analysis, versus, OPEN)
    if len(oo) < 2:
        return 0.0, 0.0
    return mean_margin([(a - b) - (c - d) for a, b, c, d in zip(ho, hv, oo, ov, strict=True)])


def decisive_card(analysis: CoachAnalysis, action: Action, versus: Action) -> tuple[int, float]:
    """The card of your hand (a mask of one, or 0) whose concealment keeps ``action`` ahead of ``versus``
    most: shown to him in both lines, it costs ``action`` more than ``versus``; with that swing (points),
    where it is at least :data:`HIDING` brisques. (The whole hand's swing is beyond its margin where this is
    asked; one card's share of it need not be.)"""
    hand = analysis.view.hand.mask & ~shown_by(action, analysis.view.hand.mask)
    ha, hv = analysis.line(action).nets, analysis.line(versus).nets
    found, most = 0, 0.0
    for c in CardSet.from_mask(hand):
        sa, sv = shown_nets(analysis, action, c.bit), shown_nets(analysis, versus, c.bit)
        if len(sa) < 2:
            return 0, 0.0
        swing, _margin = mean_margin([(a - x) - (b - y) for a, x, b, y in zip(ha, sa, hv, sv, strict=True)])
        if swing >= HIDING * analysis.unit and swing > most:
            found, most = c.bit, swing
    return found, most


def _decisive_card_words(analysis: CoachAnalysis, action: Action, versus: Action) -> str:
    card, swing = decisive_card(analysis, action, versus)
    if not card:
        return "what he cannot see of your hand makes the difference"
    return (f"above all, {hidden_words(analysis.view, card)}: shown it, he would gain "
            f"{points_words(swing, analysis.unit)} more against {action_phrase(action)} than against "
            f"{action_phrase(versus)}")


def concealment_decides(analysis: CoachAnalysis) -> Action | None:
    """The open-cards judgement's choice where it differs from this analysis's and what he cannot see makes
    the difference (the swing at least :data:`HIDING` brisques, beyond its margin); ``None`` otherwise."""
    other = open_choice(analysis)
    if other is None or other == analysis.best.action:
        return None
    swing, margin = concealment_swing(analysis, analysis.best.action, other)
    return other if swing >= HIDING * analysis.unit and swing > margin else None


def concealment_note(analysis: CoachAnalysis, of: Action | None = None) -> str:
    """The sentence about the cards he cannot see, said of the move ``of`` it is attached to (the coach's best where
    not given): where concealment decides between the best and the open-cards choice (the open-cards judgement would
    choose otherwise) and ``of`` is one of the two, or where what ``of`` keeps hidden is worth something against the
    best other move; '' otherwise. A note attached to one move never speaks of two others: "with it hidden, playing
    10♣ is better" under advice to play 8♦ named a move the advice did not."""
    if not analysis.worlds or len(analysis.lines) < 2:
        return ""
    best = analysis.best.action
    of = best if of is None else of
    other = concealment_decides(analysis)
    if other is not None:
        if of not in (best, other):
            return ""
        why = hiding(analysis, best, other) or _decisive_card_words(analysis, best, other)
        does = "does at least as well" if analysis.verdict(other) == "close" else "is better"
        return (f"Were your hand face up to him, {action_phrase(other)} would be the better move; with it hidden, "
                f"{action_phrase(best)} {does}: {why}.")
    if of != best:
        return ""
    why = hiding(analysis, best, analysis.lines[1].action)
    return f"{capitalised(why)}." if why else ""
