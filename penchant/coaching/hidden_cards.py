"""What the coach says about cards kept hidden: the analysis's sampled deals played out again with the opponent
shown cards of your hand, or all of it (the open-cards judgement), and the sentences that follow.

:class:`HiddenCards` holds these questions for :class:`~penchant.coaching.analysis.CoachAnalysis`, which inherits
them: the analysis's lines and sampled deals are its own, the concealment figures are asked of them here.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Final

from penchant.coaching.reasons import action_phrase, hidden_words, points_words
from penchant.english.grammar import capitalised
from penchant.judgement.verdicts import Verdict, mean_margin
from penchant.players.concealment import OPEN, play_out_shown, shown_by
from penchant.rules.cards import CardSet

if TYPE_CHECKING:
    from penchant.coaching.analysis import Line
    from penchant.play.moves import Action
    from penchant.play.state import DealState
    from penchant.play.view import PlayerView

__all__ = ["HIDING", "OPEN_TOP", "HiddenCards"]

HIDING: Final = 0.5
"""What keeping cards hidden must be worth (in brisques, beyond its sampling margin) for the coach to say so."""
OPEN_TOP: Final = 3
"""The open-cards judgement is asked of the analysis's best few actions only (it plays each out again)."""


class HiddenCards:
    """The concealment questions of an analysis (see the module's text). The class that inherits them holds
    the view, the lines best first, the sampled deals and a cache of their play-outs with cards shown."""

    view: PlayerView
    lines: tuple[Line, ...]
    worlds: tuple[DealState, ...]
    _shown: dict[tuple[Action, int | None], tuple[float, ...]]

    @property
    def best(self) -> Line:
        raise NotImplementedError

    @property
    def unit(self) -> float:
        raise NotImplementedError

    def line(self, action: Action) -> Line:
        raise NotImplementedError

    def verdict(self, action: Action) -> Verdict:
        raise NotImplementedError

    def shown_nets(self, action: Action, shown: int | None) -> tuple[float, ...]:
        """Per sampled deal, ``action``'s net points played out with him shown the cards ``shown`` of your hand
        while you hold them (``None``: all of it, face up); ``()`` where the lines were not played out by rules
        of thumb (the last six tricks, the searched last tricks of the first ten: nothing is hidden there)."""
        key = (action, shown)
        got = self._shown.get(key)
        if got is None:
            me = self.view.player
            now = self.view.scores[me] - self.view.scores[1 - me]
            nets = []
            for w in self.worlds:
                s = w.clone()
                s.apply_unchecked(action)
                final = play_out_shown(s, me, shown)
                nets.append(float(final[me] - final[1 - me] - now))
            got = self._shown[key] = tuple(nets)
        return got

    def concealment(self, action: Action, cards: int) -> tuple[float, float]:
        """What keeping ``cards`` (a mask of your hand) hidden is worth to ``action``: the mean over the sampled
        deals of its net points as played (he cannot see them) less its net points with him shown them, and
        the 95% margin of that mean; ``(0, 0)`` with nothing to compare."""
        shown = self.shown_nets(action, cards) if cards else ()
        if len(shown) < 2:
            return 0.0, 0.0
        return mean_margin([x - y for x, y in zip(self.line(action).nets, shown, strict=True)])

    def open_value(self, action: Action) -> float | None:
        """``action``'s average with your whole hand face up to him (the open-cards judgement); ``None`` where
        nothing is hidden from him."""
        nets = self.shown_nets(action, OPEN)
        return sum(nets) / len(nets) if nets else None

    def open_choice(self, top: int = OPEN_TOP) -> Action | None:
        """The open-cards judgement's choice among the ``top`` best actions of this analysis: the best of them
        were your hand face up to him; ``None`` where nothing is hidden from him."""
        if not self.worlds or len(self.lines) < 2:
            return None
        ranked = self.lines[:top]
        values = [self.open_value(ln.action) for ln in ranked]
        return max(zip(ranked, values, strict=True), key=lambda lv: lv[1] if lv[1] is not None else -math.inf)[0].action

    def hiding(self, action: Action, versus: Action) -> str:
        """What ``action`` keeps hidden that ``versus`` shows him, in words, with its worth, when it is worth at
        least :data:`HIDING` brisques beyond its sampling margin ('' otherwise)."""
        if not self.worlds or versus == action:
            return ""
        hand = self.view.hand.mask
        kept = shown_by(versus, hand) & ~shown_by(action, hand)
        if not kept:
            return ""
        gain, margin = self.concealment(action, kept)
        if gain < HIDING * self.unit or gain <= margin:
            return ""
        them = "it" if kept.bit_count() == 1 else "them"
        return f"{hidden_words(self.view, kept)}: shown {them}, he would do {points_words(gain, self.unit)} better"

    def concealment_swing(self, action: Action, versus: Action) -> tuple[float, float]:
        """How much more ``action`` beats ``versus`` with your hand hidden from him than with it face up to him
        (per sampled deal, the difference of the two differences): the mean and its 95% margin; ``(0, 0)`` where
        nothing is hidden from him."""
        ho, hv = self.line(action).nets, self.line(versus).nets
        oo, ov = self.shown_nets(action, OPEN), self.shown_nets(versus, OPEN)
        if len(oo) < 2:
            return 0.0, 0.0
        return mean_margin([(a - b) - (c - d) for a, b, c, d in zip(ho, hv, oo, ov, strict=True)])

    def decisive_card(self, action: Action, versus: Action) -> tuple[int, float]:
        """The card of your hand (a mask of one, or 0) whose concealment keeps ``action`` ahead of ``versus``
        most: shown to him in both lines, it costs ``action`` more than ``versus``; with that swing (points),
        where it is at least :data:`HIDING` brisques. (The whole hand's swing is beyond its margin where this is
        asked; one card's share of it need not be.)"""
        hand = self.view.hand.mask & ~shown_by(action, self.view.hand.mask)
        ha, hv = self.line(action).nets, self.line(versus).nets
        found, most = 0, 0.0
        for c in CardSet.from_mask(hand):
            sa, sv = self.shown_nets(action, c.bit), self.shown_nets(versus, c.bit)
            if len(sa) < 2:
                return 0, 0.0
            swing, _margin = mean_margin([(a - x) - (b - y) for a, x, b, y in zip(ha, sa, hv, sv, strict=True)])
            if swing >= HIDING * self.unit and swing > most:
                found, most = c.bit, swing
        return found, most

    def _decisive_card_words(self, action: Action, versus: Action) -> str:
        card, swing = self.decisive_card(action, versus)
        if not card:
            return "what he cannot see of your hand makes the difference"
        return (f"above all, {hidden_words(self.view, card)}: shown it, he would gain "
                f"{points_words(swing, self.unit)} more against {action_phrase(action)} than against "
                f"{action_phrase(versus)}")

    def concealment_decides(self) -> Action | None:
        """The open-cards judgement's choice where it differs from this analysis's and what he cannot see makes
        the difference (the swing at least :data:`HIDING` brisques, beyond its margin); ``None`` otherwise."""
        other = self.open_choice()
        if other is None or other == self.best.action:
            return None
        swing, margin = self.concealment_swing(self.best.action, other)
        return other if swing >= HIDING * self.unit and swing > margin else None

    def concealment_note(self) -> str:
        """The hint's sentence where concealment decides (the open-cards judgement would choose otherwise), or
        where what the best move keeps hidden is worth something against the next best; '' otherwise."""
        if not self.worlds or len(self.lines) < 2:
            return ""
        best = self.best.action
        other = self.concealment_decides()
        if other is not None:
            why = self.hiding(best, other) or self._decisive_card_words(best, other)
            does = "does at least as well" if self.verdict(other) == "close" else "is better"
            return (f"Were your hand face up to him, {action_phrase(other)} would be the better move; with it hidden, "
                    f"{action_phrase(best)} {does}: {why}.")
        why = self.hiding(best, self.lines[1].action)
        return f"{capitalised(why)}." if why else ""
