"""The coach's analysis of one decision (:class:`CoachAnalysis`, made by :meth:`penchant.coaching.coach.Coach.analyse`):
each legal action's line (:class:`Line`: its average and what it is made of), best first, with the view, the rules
and the sampled deals they were played out in, and each action's loss, margin, verdict and rank.

What the coach says of an analysis is asked of it by the modules of functions that take it as their first argument:

* :mod:`penchant.coaching.weighing`: which moves come out about the same as the best, which the coach leans
  against, which do worse, and what an action does against another in the game's terms;
* :mod:`penchant.coaching.hidden_cards`: the sampled deals played out again with him shown cards of your hand,
  and where what he cannot see decides the choice;
* :mod:`penchant.coaching.move_reasons`: why an action is (or is not) the best, and the moves the advice offers;
* :mod:`penchant.coaching.figure_words`: the one move the coach recommends, its one-sentence advice and its figures
  in a player's words;
* :mod:`penchant.coaching.hint_words`: the fuller hint.

The sayings its callers ask for (the hint, the advice, a reason, the figures, the tiers) are methods here too,
each handing the analysis to its function.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from penchant.coaching import figure_words, hint_words, move_reasons, pointers, weighing
from penchant.coaching.reasons import action_phrase, points_words
from penchant.coaching.weighing import Tier
from penchant.english.grammar import capitalised
from penchant.judgement.verdicts import ReviewVerdict, loss_words, mean_margin, verdict
from penchant.play.moves import Action
from penchant.play.state import DealState
from penchant.play.view import PlayerView
from penchant.players.base import not_analysed
from penchant.rules.profiles import DEFAULT_PROFILE, Profile

__all__ = ["CoachAnalysis", "Line"]


@dataclass(frozen=True)
class Line:
    """One legal action and what its play-outs gave, from the chooser's side.

    ``value`` is the average net points (own minus opponent's) from now to the
    end of the deal. ``declared`` and ``conceded`` are the average points each
    side declares in the rest of the first ten tricks; ``endgame`` the average
    net points of the last six tricks; ``wins_trick`` and ``leads_endgame`` the
    share of play-outs in which the chooser wins the current trick and leads
    the last six. ``brisques`` (last six tricks, exact) is the brisques the
    chooser ends with under best play. ``diffs`` holds, per sampled deal, this
    action's net points (for the margins between actions).

    What the chooser comes to the last six tricks with, against him (averages, the chooser's less his, where the
    play-outs reach the last six): ``trumps_edge`` trumps in hand, ``aces_tens_edge`` Aces and Tens in hand,
    ``won_edge`` brisques already won. They say why one line does better in the last six than another
    (:func:`penchant.coaching.playout_reasons.last_six_why`).
    """

    action: Action
    value: float
    declared: float = 0.0
    conceded: float = 0.0
    endgame: float = 0.0
    wins_trick: float = 0.0
    leads_endgame: float = 0.0
    brisques: int | None = None
    nets: tuple[float, ...] = field(default=(), repr=False)
    trumps_edge: float = 0.0
    aces_tens_edge: float = 0.0
    won_edge: float = 0.0

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "action": str(self.action),
            "value": round(self.value, 2),
            "declared": round(self.declared, 2),
            "conceded": round(self.conceded, 2),
            "endgame": round(self.endgame, 2),
            "wins_trick": round(self.wins_trick, 2),
            "leads_endgame": round(self.leads_endgame, 2),
        }
        if self.brisques is not None:
            out["brisques"] = self.brisques
        return out


@dataclass(frozen=True)
class CoachAnalysis:
    """Every analysed action of one view, best first, and how they were valued: the search's results, which the
    coach's words read (see the module's text)."""

    view: PlayerView
    lines: tuple[Line, ...]
    exact: bool
    samples: int
    profile: Profile = DEFAULT_PROFILE
    worlds: tuple[DealState, ...] = field(default=(), repr=False, compare=False)
    """The sampled deals the lines were played out in, where the rules of thumb played them out (not searched,
    not exact): the concealment figures play them out again with him shown cards of your hand."""
    replays: dict[tuple[Action, int | None], tuple[float, ...]] = field(
        default_factory=dict, repr=False, compare=False)
    """The play-outs with cards shown to him asked of this analysis so far
    (:func:`~penchant.coaching.hidden_cards.shown_nets`), each played once."""

    @property
    def best(self) -> Line:
        return self.lines[0]

    @property
    def unit(self) -> float:
        """Points of one brisque under these rules (1 in Kandell's scoring, 10 in Foster's)."""
        return float(self.profile.brisque_value)

    @property
    def method(self) -> str:
        """How the coach valued the moves, in a player's words, after "The coach …" ("40 deals sampled from the 26
        cards you have not seen" would read as an engineer's)."""
        if self.exact:
            return "worked the last six tricks out exactly, with best play by both sides"
        hidden = len(self.view.unseen)
        return (f"played this position out {self.samples} times with the {hidden} cards you cannot see dealt at "
                "random, the rest of the first ten tricks by rules of thumb and the last six with best play")

    def line(self, action: Action) -> Line:
        for ln in self.lines:
            if ln.action == action:
                return ln
        raise not_analysed(action, [ln.action for ln in self.lines])

    def loss(self, action: Action) -> float:
        """Points (of this deal, estimated in the first ten tricks) given away against the best action."""
        return max(0.0, self.best.value - self.line(action).value)

    def gap(self, action: Action, than: Action | None = None) -> float:
        """How far ``action`` is below the best (or ``than``) as the coach's figures show it: the difference of the
        two figures each rounded to a tenth, as :meth:`details` prints them, the one gap every figure's words round
        from, so two moves shown at the same figure are said alike."""
        top = self.best.value if than is None else self.line(than).value
        return max(0.0, round(round(top, 1) - round(self.line(action).value, 1), 1))

    def shortfall_words(self, action: Action, than: Action | None = None) -> str:
        """How far ``action`` comes out below the coach's best, in words: the one figure the coach's figures and
        the review give for it, and the one its verdict judges ("about 2 points", "nearly 4 points": the verdicts'
        wording, :func:`~penchant.judgement.verdicts.loss_words`; every card known, the solver's figure as it is),
        so one decision is never said "about 1 point" in play and "about 2 points" in its review. ``than``: the move
        it is measured from instead (the move the advice recommends, where the figures set the others beside it)."""
        lost = self.loss(action) if than is None else max(0.0, self.line(than).value - self.line(action).value)
        if self.exact:
            return points_words(lost, self.unit, exact=True)
        return loss_words(lost, self.unit)

    def measured_from(self, action: Action) -> Action:
        """The move a cost of ``action`` is measured from: the move the coach's advice recommended
        (:meth:`recommended`, what the learner was told), or its best where ``action`` does no worse than that move
        (a cost is never measured from a move below it)."""
        rec = self.recommended()
        return rec if self.line(rec).value > self.line(action).value else self.best.action

    def cost_words(self, action: Action) -> str:
        """What ``action`` costs, in words, measured from :meth:`measured_from` (:meth:`shortfall_words`): the one
        figure the review says of a mistake and the puzzle made of it repeats (never "about 3 points" in the review,
        measured from the engine's best, beside advice that recommended another move). The figure is
        :meth:`cost`, the one :meth:`verdict` judges, so the words always lie in the verdict's band."""
        than = self.measured_from(action)
        return self.shortfall_words(action, None if than == self.best.action else than)

    def cost(self, action: Action) -> float:
        """Points ``action`` gives away against :meth:`measured_from` (the move the advice recommended, or the
        best): the one figure a decision is both banded by (:meth:`verdict`) and said by (:meth:`cost_words`), so
        "mistake" never stands beside "nearly 2 points" (a loss from the best over 2, the cost from the recommended
        move under it: two figures on two scales)."""
        than = self.measured_from(action)
        return max(0.0, self.line(than).value - self.line(action).value)

    def margin(self, action: Action, than: Action | None = None) -> float:
        """The 95% sampling margin of the difference between the best action (or ``than``) and ``action`` (0 when
        exact)."""
        if self.exact:
            return 0.0
        a, b = (self.best if than is None else self.line(than)).nets, self.line(action).nets
        if len(a) < 2 or len(b) != len(a):
            return 0.0
        return mean_margin([x - y for x, y in zip(a, b, strict=True)])[1]

    def verdict(self, action: Action) -> ReviewVerdict:
        """The verdict of ``action``: whether the sample can tell it from the best at all (*too close to call*
        within the loss's margin), judged from the best as ever; a move it can tell apart is then put in its band by
        :meth:`cost`, the figure :meth:`cost_words` says, so the label and the words come from one number on one
        scale (a move that costs under :data:`~penchant.judgement.verdicts.GOOD`'s worth is *good*)."""
        is_best = action == self.best.action
        told = verdict(self.loss(action), self.margin(action), self.unit, is_best)
        if told in ("best", "close"):
            return told
        banded = verdict(self.cost(action), 0.0, self.unit, is_best)
        return "good" if banded == "best" else banded

    def rank(self, action: Action) -> int:
        """1 for the best action."""
        return 1 + [ln.action for ln in self.lines].index(self.line(action).action)

    def details(self) -> list[tuple[str, float, float]]:
        """The coach's figures for the toggle: (the action in words, average net points, 95% margin against the
        best)."""
        return [(capitalised(action_phrase(ln.action)), ln.value, self.margin(ln.action)) for ln in self.lines]

    def to_json(self) -> dict[str, Any]:
        return {
            "exact": self.exact,
            "samples": self.samples,
            "method": self.method,
            "lines": [ln.to_json() | {"verdict": self.verdict(ln.action), "reason": self.reason(ln.action)}
                      for ln in self.lines],
        }

    # What the coach says of this analysis: each asks its function (see the module's text).
    def tier(self, action: Action) -> Tier:
        """How ``action`` stands against the best (:func:`~penchant.coaching.weighing.tier`)."""
        return weighing.tier(self, action)

    def close_calls(self) -> list[Action]:
        """The other actions about the same as the best (:func:`~penchant.coaching.weighing.close_calls`)."""
        return weighing.close_calls(self)

    def in_the_band(self, action: Action) -> bool:
        """Whether ``action`` is near enough the coach's choice to offer as its equal
        (:func:`~penchant.coaching.weighing.in_the_band`)."""
        return weighing.in_the_band(self, action)

    def effects(self, action: Action, versus: Action | None = None, most: int = 4) -> tuple[list[str], list[str]]:
        """What ``action`` does against ``versus``: (points for it, points against it)
        (:func:`~penchant.coaching.weighing.effects`)."""
        return weighing.effects(self, action, versus, most)

    def reason(self, action: Action, *, played: bool = False) -> str:
        """Why ``action`` is (or is not) the best, in words (:func:`~penchant.coaching.move_reasons.reason`)."""
        return move_reasons.reason(self, action, played=played)

    def reason_parts(self, action: Action, *, played: bool = False) -> tuple[str, str]:
        """:meth:`reason` of a move worse than the best in its two parts, what it does and the better move
        (:func:`~penchant.coaching.move_reasons.reason_parts`)."""
        return move_reasons.reason_parts(self, action, played=played)

    def will_do(self) -> list[Action]:
        """The moves the coach's move offers as good enough (:func:`~penchant.coaching.move_reasons.will_do`)."""
        return move_reasons.will_do(self)

    def recommended(self) -> Action:
        """The one move the coach recommends (:func:`~penchant.coaching.figure_words.recommended`)."""
        return figure_words.recommended(self)

    def advice(self) -> str:
        """The coach's move in one sentence (:func:`~penchant.coaching.figure_words.advice`)."""
        return figure_words.advice(self)

    def one_reason(self, rec: Action) -> str:
        """The recommended move named with its one reason, as the advice opens
        (:func:`~penchant.coaching.figure_words.one_reason`)."""
        return figure_words.one_reason(self, rec)

    def about_even_moves(self) -> list[Action]:
        """The moves the advice counts about even with the one it recommends, that move first
        (:func:`~penchant.coaching.figure_words.about_even_moves`)."""
        return figure_words.about_even_moves(self)

    def figures(self) -> list[tuple[str, str]]:
        """Every move in words beside what it does against the coach's choice
        (:func:`~penchant.coaching.figure_words.figures`)."""
        return figure_words.figures(self)

    def figure_rows(self) -> list[tuple[str, float, bool]]:
        """The coach's raw figures, the recommended move first (:func:`~penchant.coaching.figure_words.figure_rows`)."""
        return figure_words.figure_rows(self)

    def first_hint(self) -> str:
        """Hint 1: what to look at before choosing (:func:`~penchant.coaching.pointers.look_at`), read from the move
        this analysis recommends (:meth:`recommended`), which it never names and never points away from."""
        return pointers.look_at(self.view, self.recommended())

    def hint(self) -> str:
        """What to do and why, and how the other moves compare (:func:`~penchant.coaching.hint_words.hint`)."""
        return hint_words.hint(self)
