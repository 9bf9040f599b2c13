"""The coach: one analysis of a decision, told in a player's words, shared by the hint and the review.

:meth:`Coach.analyse` values every legal action of a player's view. In the
first ten tricks it deals the unseen cards at random into ``samples`` possible
deals (every one agreeing with what the player has seen), tries every action
in each, plays the rest of the first ten tricks with the greedy rules of thumb
for both sides and solves the last six exactly, exactly as the strong player
does; in the last six tricks it solves exactly. Beside the average, each
action's play-outs are split into what the player reads: points declared by
each side in the rest of the first ten tricks, the net points of the last six,
how often the player wins the current trick and leads the last six.

The coach's deliberation is master's (:mod:`penchant.players.master`): where
master searches the last tricks of the first ten to the end of the deal (the
stock at two cards or fewer, four for a declaration), so does the coach, and
its breakdown of each line (declared, conceded, the last six, the lead) is
read from the line of best play that search finds
(:func:`~penchant.players.master.principal_line`). Unlike master, the coach
tries every action in every sampled deal (no racing): a review must value the
action taken as fully as the best. ``endgame=0`` gives strong's deliberation
(the rest of the first ten tricks played out by rules of thumb throughout).

The randomness of an analysis comes from a *key* naming the decision (the
deal and the number of actions before it), so the hint asked during play and
the review of the same decision after it come from the same sampled deals and
rank the actions the same way (:meth:`Coach.analyse` also caches by key).

:meth:`CoachAnalysis.reason` says what an action does in the game's terms,
derived from the position (barring by the tables, brisques thrown or taken,
Aces and Tens spent or saved, the trump a penchant sets, combinations broken
up, the last trick of the first ten) and from the compared lines (declarations
gained or conceded, the last six tricks, the lead), never from a template keyed
on a card. Numbers come second, rounded, in points of this deal.

**Concealment** (:mod:`penchant.players.concealment`): where the lines were played
out by rules of thumb, :meth:`CoachAnalysis.concealment_note` replays them with him
shown cards of your hand, and says where what he cannot see decides the choice.

The verdicts' names, and which of them are marked errors, are judgement's
(:mod:`penchant.judgement.verdicts`; re-exported here, where notebooks import them).

Verdicts (:func:`penchant.judgement.verdicts.verdict`): a decision's *loss* is
the points (of this deal, by the analysis) between the best action and the one
taken, never negative. In brisque units (1 point in Kandell's scoring, 10 in
Foster's) a loss under ``GOOD`` (0.75) is *good*, under ``INACCURACY`` (2) an
*inaccuracy*, under ``MISTAKE`` (4) a *mistake*, else a *blunder* (the thresholds
live with the verdicts). An estimated loss smaller than
its own 95% sampling margin is never worse than *good*: the sample cannot tell
the two actions apart. The thresholds are set against the size of a deal: a
Kandell deal is worth about 13 points to a player (chapter 9) and the strong
player's edge over the greedy one is about 2 points a deal, so a *blunder*
(4 points or more) gives away two deals' worth of skill in one decision and a
*mistake* (2 to 4) one deal's worth.

In the first ten tricks a verdict is given only when the loss is beyond its
sampling margin: a loss within it is *too close to call* (``"close"``), since
the sampled deals cannot tell the two actions apart (in the last six tricks
every value is exact and there is no margin). The hint and the review sort the other moves alike into three
tiers (:mod:`penchant.coaching.weighing`): about the same as the best, a lean toward the best the sample cannot be
sure of, and firmly worse.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from penchant.coaching.hidden_cards import OPEN_TOP
from penchant.coaching.reasons import (
    SETS_TRUMP,
    action_phrase,
    compared_effects,
    costs_then_gains,
    is_drawback,
    keeps_whole,
    last_six_holdings,
    plain_effect,
    points_words,
    static_effects,
)
from penchant.coaching.weighing import (
    ABOUT_AS_GOOD,
    AHEAD_ACROSS_THE_DEALS,
    AS_WELL_AS_ANYTHING,
    COSTS_YOU,
    KEEPS_THE_MOST,
    NET_GAINS,
    Weighing,
)
from penchant.errors import InvalidSettingError
from penchant.judgement.verdicts import (
    MARKED,
    VERDICT_WORDS,
    VERDICTS,
    Verdict,
    mean_margin,
    verdict,
)
from penchant.play.moves import Stage
from penchant.play.state import Action, DealState, Declare, Play, PlayerView
from penchant.players.base import check_view, not_analysed
from penchant.players.greedy import greedy_action, knowledge_from_view, score_actions
from penchant.players.knowledge import sample_deal
from penchant.players.master import MASTER_ENDGAME, Memo, checked_endgame, principal_line, searched_at
from penchant.players.strong import DEFAULT_SAMPLES, MAX_CANDIDATES, checked_samples, deal_outcome
from penchant.rules.cards import Suit
from penchant.rules.profiles import DEFAULT_PROFILE, Profile
from penchant.rules.words import card_words
from penchant.solver import Phase2Position, solve
from penchant.words.grammar import capitalised
from penchant.words.lists import join_and, join_or

__all__ = [
    "COSTS_YOU",
    "MARKED",
    "NO_LEAD_CLEARLY_BEST",
    "LEANS_A_LITTLE",
    "VERDICTS",
    "VERDICT_WORDS",
    "Coach",
    "CoachAnalysis",
    "Line",
    "Verdict",
    "card_words",
    "decision_key",
    "decision_step",
    "points_words",
]

NO_LEAD_CLEARLY_BEST = "From what you can see no lead is clearly best here, so do not risk a brisque:"
"""How the advice opens where the coach leans to leading a brisque without being sure (then any lead of no brisque
it cannot tell from it will do)."""
LEANS_A_LITTLE = "though the coach leans a little to it"
"""What the coach's one-sentence advice says of a move it leans to without being sure (tier ``"lean"``, which the
review calls too close to call and never marks): "Declaring the pair Q♥ Q♣ is about as good as passing (too close to
call), though the coach leans a little to it" ("Slightly better: declaring the pair Q♥ Q♣" read as a move the review
would mark the learner for passing)."""


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
    (:func:`penchant.coaching.reasons.last_six_why`).
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
class CoachAnalysis(Weighing):
    """Every analysed action of one view, best first, and how they were valued."""

    view: PlayerView
    lines: tuple[Line, ...]
    exact: bool
    samples: int
    profile: Profile = DEFAULT_PROFILE
    worlds: tuple[DealState, ...] = field(default=(), repr=False, compare=False)
    """The sampled deals the lines were played out in, where the rules of thumb played them out (not searched,
    not exact): the concealment figures play them out again with him shown cards of your hand."""
    _shown: dict[tuple[Action, int | None], tuple[float, ...]] = field(
        default_factory=dict, repr=False, compare=False)

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
        cards you have not seen" read as an engineer's)."""
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

    def margin(self, action: Action) -> float:
        """The 95% sampling margin of the difference between the best action and ``action`` (0 when exact)."""
        if self.exact:
            return 0.0
        a, b = self.best.nets, self.line(action).nets
        if len(a) < 2 or len(b) != len(a):
            return 0.0
        return mean_margin([x - y for x, y in zip(a, b, strict=True)])[1]

    def verdict(self, action: Action) -> Verdict:
        return verdict(self.loss(action), self.margin(action), self.unit, action == self.best.action)

    def rank(self, action: Action) -> int:
        """1 for the best action."""
        return 1 + [ln.action for ln in self.lines].index(self.line(action).action)

    # ------------------------------------------------------------ concealment
    # ------------------------------------------------------------ words
    def effects(self, action: Action, versus: Action | None = None, most: int = 4) -> tuple[list[str], list[str]]:
        """What ``action`` does, in the game's terms, against ``versus``: (points for it, points against it).

        Facts read from the position come first (at most two), then what the
        compared play-outs show, the largest differences first. When ``action``
        does better than ``versus`` its gain is never left out: if nothing above
        favours it, the largest thing that does is added (or, failing that, that
        it comes out ahead in the play-outs), so its reason can lead with a gain.
        """
        v = self.view
        facts = static_effects(v, action, versus, self.profile)
        if versus is not None and versus != action:
            # What both do is no reason to prefer either, and it is said once, of the move played: both losing the
            # tenth trick read "gives him the last trick of the first ten" of the move played and of the better one.
            shared = set(static_effects(v, versus, action, self.profile))
            facts = [t for t in facts if t not in shared]
        facts = facts[:2]
        pros = [t for t in facts if not is_drawback(t)]
        cons = [t for t in facts if is_drawback(t)]
        if versus is not None and versus != action:
            ranked = compared_effects(self.line(action), self.line(versus), self.unit, v, self.exact)
            for _, text, good in ranked[: max(0, most - len(facts))]:
                (pros if good else cons).append(text)
            ahead = self.line(action).value - self.line(versus).value
            if not pros and (ahead > 0 or action == self.best.action):
                pros = [text for _, text, good in ranked if good][:1] or [
                    (KEEPS_THE_MOST if self.exact else AHEAD_ACROSS_THE_DEALS) if ahead > 0.05 * self.unit
                    else AS_WELL_AS_ANYTHING]
            whole = keeps_whole(v, action)
            if whole and pros and pros[0] in {text for _, text, _good in ranked} and not any(p in facts for p in pros):
                pros.insert(0, whole)  # a player's reason first, the play-outs' figure after it
        if not pros and not cons:
            pros = plain_effect(v, action)
        return pros, cons

    def _says(self, action: Action, versus: Action | None, most: int = 4) -> str:
        pros, cons = self.effects(action, versus, most)
        if not pros:
            return join_and(cons)
        if pros == [AS_WELL_AS_ANYTHING] and cons:
            # Nothing is gained, so there is nothing for the cost to be the price of: it is said as a cost.
            return f"{AS_WELL_AS_ANYTHING}, though it {join_and(cons)}"
        # The cost is said as the price of the gain, not as a warning beside it: "wins the trick, though it
        # risks the 10♣" read as a recommendation and a warning against it at once.
        return join_and(pros) + (f"; that is worth more than what it costs (it {join_and(cons)})" if cons else "")

    def _side_by_side(self, action: Action, versus: Action) -> str:
        """What ``action`` gains and what it costs against ``versus``, side by side, with no claim that one outweighs
        the other: said of a move too close to call, "that is worth more than what it costs" followed by "the two come
        out the same" contradicted itself (a review of the sample game, deal 2, trick 9)."""
        pros, cons = self.effects(action, versus, 3)
        pros = [AS_WELL_AS_ANYTHING if p in NET_GAINS else p for p in pros]
        if not pros:
            return join_and(cons)
        if pros == [AS_WELL_AS_ANYTHING]:
            return AS_WELL_AS_ANYTHING + (f", though it {join_and(cons)}" if cons else "")
        return join_and(pros) + (f", but it also {join_and(cons)}" if cons else "")

    def reason(self, action: Action) -> str:
        """Why the action is (or is not) the best, in words; numbers second."""
        best = self.best.action
        if len(self.lines) == 1:
            return f"{capitalised(action_phrase(action))} is the only thing you can do here."
        if action == best:
            other = self.lines[1].action
            note = self.concealment_note()
            if self.tier(other) == "lean":  # the coach leans to it without being sure, and says so
                return f"{capitalised(action_phrase(action))} {self.lean_words(other)}." + (f" {note}" if note else "")
            gain = self.line(action).value - self.line(other).value
            # A next best too close to call is no worse, as far as anyone can tell: the hint says so instead.
            tail = ("" if gain < 0.05 * self.unit or self.tier(other) != "worse" else
                    f" Next best, {action_phrase(other)}, is {points_words(gain, self.unit)} worse"
                    f"{'' if self.exact else ' (estimate)'}.")
            return f"{capitalised(action_phrase(action))} {self._says(action, other, 3)}.{tail}" + (
                f" {note}" if note else "")
        loss = self.loss(action)
        costly = loss > max(0.05 * self.unit, self.margin(action))
        facts = (static_effects(self.view, action, best, self.profile)[:2]
                 or plain_effect(self.view, action, costly=costly))
        mine = join_and(facts)
        if loss <= 0.05 * self.unit:
            same = (f"just as good as {action_phrase(best)}" if self.exact
                    else f"as good as {action_phrase(best)}, as far as the coach can tell without seeing his cards")
            return f"{capitalised(action_phrase(action))} {mine}: {same}."
        own, better = self.reason_parts(action)
        return f"{own} {better}"

    def reason_parts(self, action: Action) -> tuple[str, str]:
        """:meth:`reason` of a move worse than the best in its two parts: what the move does, and the better move
        with why (``""`` where the reason names no better move). A review shown above a puzzle made of the same
        decision folds the second away: "Better: playing A♦" printed above "Learn from your mistakes" was the
        puzzle's answer (a newcomer's review)."""
        best = self.best.action
        loss = self.loss(action)
        if len(self.lines) == 1 or action == best or loss <= 0.05 * self.unit:
            return self.reason(action), ""
        costly = loss > max(0.05 * self.unit, self.margin(action))
        facts = (static_effects(self.view, action, best, self.profile)[:2]
                 or plain_effect(self.view, action, costly=costly))
        # The best few only (play-outs again): what the better move keeps hidden, or the note if open cards pick this.
        top = self.rank(action) <= OPEN_TOP
        hidden = self.hiding(best, action) if top else ""
        hiding = (f" {self.concealment_note()}" if top and self.concealment_decides() == action
                  else f" {capitalised(hidden)}." if hidden else "")
        own = f"{capitalised(action_phrase(action))} {costs_then_gains(facts)}."
        if self.tier(action) == "lean":  # as the hint says it: a lean toward the best, not sure
            return own, (f"Too close to call against {action_phrase(best)}, which "
                         f"{self.lean_words(action, than=False)}.{hiding}")
        if loss <= self.margin(action):
            return own, (f"Too close to call against {action_phrase(best)}, which {self._side_by_side(best, action)}: "
                         f"from what you can see, the two come out the same.{hiding}")
        return (self.what_it_costs(action, facts),
                f"Better: {action_phrase(best)}, which {self._says(best, action, 3)}.{hiding}")

    def advice(self) -> str:
        """The coach's move in one sentence, what to do and why (the figures and :meth:`hint`'s fuller reasons are
        a click away): the moves about the same named as any of them will do, a lean said as a lean, a clear best with
        its one largest gain. A brisque led is recommended firmly only where the next best does worse beyond the
        sampling margin (tier ``"worse"``), and its risk is said as its price: "If you want one, playing 10♣ ..."
        after "any of them will do" read as advice to lead a brisque the coach did not prefer (a newcomer)."""
        best = self.best.action
        if len(self.lines) == 1:
            return self.reason(best)
        close = self.close_calls()
        if close:
            whole, broken = self._keeping_whole([best, *close])
            if len(whole) == 1:
                return f"{capitalised(action_phrase(whole[0]))} {AS_WELL_AS_ANYTHING}{broken}."
            return f"These come out about the same here: {self.few_of(whole)}, so any of them will do{broken}."
        other = self.lines[1].action
        lean = self.tier(other) == "lean"
        kept = self._brisque_kept_back() if lean else []
        if kept:
            whole, broken = self._keeping_whole(kept)
            return (f"{NO_LEAD_CLEARLY_BEST} "
                    f"{join_or([action_phrase(a) for a in whole])} will do{broken}.")
        pros, cons = self.effects(best, other, 3)
        gains = [p for p in pros if not lean or (p not in NET_GAINS and p != AS_WELL_AS_ANYTHING)]
        price = next((c for c in cons if ", a brisque" in c), "")  # the brisque it risks or gives, by name
        why = gains[0] if gains else ""
        trump = next((g for g in gains if g.startswith(SETS_TRUMP)), "")
        if why and trump and trump != why:  # the trump a penchant sets is its point, not its score alone
            why = f"{why} and {trump}"
        if why and price:
            why += f", even though it {price}"
        if lean:  # the review's threshold: within the margin, too close to call, and said so
            return (f"{capitalised(action_phrase(best))} is {ABOUT_AS_GOOD} as {action_phrase(other)} "
                    f"({VERDICT_WORDS['close']}), {LEANS_A_LITTLE}{f': it {why}' if why else ''}.")
        return f"{capitalised(action_phrase(best))} {why or AS_WELL_AS_ANYTHING}."

    def _brisque_kept_back(self) -> list[Action]:
        """The leads of no brisque the coach cannot tell from its best where its best leads a brisque in the first
        ten tricks (the moves of tier ``"lean"``), best first; ``[]`` otherwise. One search leaned to leading the 10♣ at
        chapter 8's first trick, within its margin; master's twelve runs put the 10♣ fourth of six, beyond theirs: a
        lead the coach cannot prefer for sure is no reason to risk a brisque."""
        best = self.best.action
        v = self.view
        if not (isinstance(best, Play) and best.card.is_brisque and v.stage is Stage.LEAD and v.phase == 1):
            return []
        return [a for a in self.leaning() if isinstance(a, Play) and not a.card.is_brisque]

    def hint(self) -> str:
        """What to do and why (the best action's reason), and which other moves would do about as well, which the
        coach leans against without being sure, and which do worse (:meth:`tier`, as the review has them)."""
        close = self.close_calls()
        lean = self.leaning()
        rest = self._others_worse([action_phrase(ln.action) for ln in self.lines if self.tier(ln.action) == "worse"])
        if not close and lean:
            note = self.concealment_note()
            return self.leaning_hint(rest) + (f" {note}" if note else "")
        if not close:
            return self.reason(self.best.action)
        # When the choices come out about the same, that is said first and plainly, with every one named ("(and
        # 2 more)" does not say which); the coach's lean follows with a reason read from the cards (a play-out
        # figure, "lets you declare about 1 point more", gives a learner nothing to act on).
        whole, broken = self._keeping_whole([self.best.action, *close])
        every = self.few_of(whole)
        why = self.why_the_same([self.best.action, *close])
        said = (f"These come out about the same here: {every}. From what you can see, any of them will do{broken}."
                if len(whole) > 1 else f"{capitalised(action_phrase(whole[0]))} {AS_WELL_AS_ANYTHING}{broken}.")
        text = f"{said}{f' {why}' if why else ''}{self.leaning_others(lean)}{rest}"
        facts, _cons = self.effects(self.best.action, None)
        if facts and self.best.action in whole:
            text += f" If you want one, {action_phrase(self.best.action)} {join_and(facts)}."
        note = self.concealment_note()
        return f"{text} {note}" if note else text

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


# ---------------------------------------------------------------------------
# The analysis


class Coach:
    """Analyses a player's decisions (see the module's text); ``samples`` deals per first-ten-tricks decision.

    ``endgame`` is master's (:data:`~penchant.players.master.MASTER_ENDGAME`): the
    stock size from which the rest of the first ten tricks is searched to the end
    rather than played out by rules of thumb; 0 is strong's deliberation.
    """

    def __init__(self, profile: Profile = DEFAULT_PROFILE, samples: int = DEFAULT_SAMPLES,
                 endgame: int = MASTER_ENDGAME) -> None:
        self.samples = checked_samples(samples)
        self.endgame = checked_endgame(endgame)
        self.profile = profile
        self._cache: dict[tuple[str, str], CoachAnalysis] = {}

    @property
    def player(self) -> str:
        """The player whose deliberation the coach gives: ``'master'`` (the default) or ``'strong'``."""
        return "master" if self.endgame else "strong"

    @property
    def name(self) -> str:
        return f"coach ({self.player}, {self.samples} sampled deals)"

    @property
    def judge(self) -> str:
        """The player (by name, :func:`penchant.players.get_player`) deliberating as this coach does, with its
        samples: ``'master'``, ``'master:N'``, ``'strong'`` or ``'strong:N'`` (the judge of mistake puzzles)."""
        return self.player if self.samples == DEFAULT_SAMPLES else f"{self.player}:{self.samples}"

    def analyse(self, view: PlayerView, key: str, include: Sequence[Action] = ()) -> CoachAnalysis:
        """Every legal action of ``view`` valued (the analysis of decision ``key``, cached)."""
        check_view(view)
        ck = (key, repr(view.to_json()))
        got = self._cache.get(ck)
        if got is not None and all(any(ln.action == a for ln in got.lines) for a in include):
            return got
        if len(view.legal) == 1:
            result = CoachAnalysis(view, (Line(view.legal[0], 0.0),), True, 0, self.profile)
        elif view.opp_hand is not None and view.stage in (Stage.LEAD, Stage.FOLLOW):
            result = self._solve(view)
        else:
            result = self._search(view, random.Random(f"penchant-coach:{key}"), include)
        self._cache[ck] = result
        return result

    def _solve(self, view: PlayerView) -> CoachAnalysis:
        assert view.opp_hand is not None
        me = view.player
        position = Phase2Position(
            view.hand, view.opp_hand, None if view.trump is None else Suit(view.trump),
            view.lead, (view.brisques[me], view.brisques[1 - me]),
        )
        sol = solve(position, self.profile)
        lines = [Line(Play(card), float(mv.points), endgame=float(mv.points), brisques=mv.brisques)
                 for card, mv in sol.moves.items()]
        lines.sort(key=lambda ln: (-ln.value, ln.action.card.index if isinstance(ln.action, Play) else 0))
        return CoachAnalysis(view, tuple(lines), True, 0, self.profile)

    def _candidates(self, view: PlayerView, include: Sequence[Action]) -> list[Action]:
        scored = score_actions(knowledge_from_view(view, self.profile))
        if view.stage.declaring:
            decls = [a for a, _, _ in scored if isinstance(a, Declare)][:MAX_CANDIDATES]
            rest = [a for a, _, _ in scored if not isinstance(a, Declare) or (a in include and a not in decls)]
            return decls + rest
        return [a for a, _, _ in scored]

    def _search(self, view: PlayerView, rng: random.Random, include: Sequence[Action]) -> CoachAnalysis:
        me, them = view.player, 1 - view.player
        cands = self._candidates(view, include)
        worlds = [sample_deal(view, self.profile, rng) for _ in range(self.samples)]
        now = (view.scores[me], view.scores[them])
        declaring = view.stage is Stage.DECLARE or view.stage is Stage.PENCHANT
        # Master's search of the last tricks: one memo of the last six tricks per decision.
        memo: Memo | None = {} if searched_at(view.stock_size, declaring, self.endgame) else None
        lines: list[Line] = []
        for a in cands:
            nets: list[float] = []
            dec = con = end = won = leads = 0.0
            trumps = high = taken = 0.0
            for w in worlds:
                s = w.clone()
                tricks = s.tricks
                s.apply_unchecked(a)
                winner = s.trick_winner if s.tricks > tricks else None
                rest = (principal_line(s.clone(), memo=memo)[1] if memo is not None and not s.is_over()
                        else None)
                while s.phase == 1:
                    s.apply_unchecked(rest.pop(0) if rest else greedy_action(s))
                    if winner is None and s.tricks > tricks:
                        winner = s.trick_winner
                p1 = (s.scores[me] - now[0], s.scores[them] - now[1])
                if not s.is_over():  # what each side comes to the last six with, against the other
                    t, h, b = last_six_holdings(s, me)
                    trumps += t
                    high += h
                    taken += b
                final = deal_outcome(s, memo)
                if winner is None and s.tricks > tricks:
                    winner = s.trick_winner
                nets.append(float(final[me] - final[them] - (now[0] - now[1])))
                dec += p1[0]
                con += p1[1]
                end += (final[me] - s.scores[me]) - (final[them] - s.scores[them])
                won += 1.0 if winner == me else 0.0
                leads += 1.0 if s.to_move == me else 0.0
            n = float(len(worlds))
            lines.append(Line(a, sum(nets) / n, dec / n, con / n, end / n, won / n, leads / n, None, tuple(nets),
                              trumps / n, high / n, taken / n))
        order = {a: i for i, a in enumerate(cands)}
        lines.sort(key=lambda ln: (-ln.value, order[ln.action]))
        # Played out by rules of thumb from what each side sees: what is hidden can be shown to him and replayed.
        kept = tuple(worlds) if memo is None else ()
        return CoachAnalysis(view, tuple(lines), False, self.samples, self.profile, kept)


def decision_key(salt: str, deal: int, actions_before: int) -> str:
    """The key naming a decision: the game's salt, the deal (0-based), the actions played before it."""
    return f"{salt}:{deal}:{actions_before}"


def decision_step(key: str) -> int:
    """The actions played before the decision a :func:`decision_key` names (its place in the deal, for a review's
    timeline); anything that is not such a key is refused quoting it.

    >>> decision_step(decision_key("abc", 2, 17))
    17
    """
    parts = key.rsplit(":", 2) if isinstance(key, str) else []
    if len(parts) != 3 or not parts[1].isdigit() or not parts[2].isdigit():
        raise InvalidSettingError.refusing(key, "not a decision's key (salt:deal:actions before it)")
    return int(parts[2])
