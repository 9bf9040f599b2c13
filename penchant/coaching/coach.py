"""The coach: one analysis of a decision, told in a player's words, shared by the hint and the review.

:meth:`Coach.analyse` values every legal action of a player's view (a
:class:`~penchant.coaching.analysis.CoachAnalysis`, which says what each does). In the
first ten tricks it deals the unseen cards at random into ``samples`` possible
deals (every one agreeing with what the player has seen), tries every action
in each, plays the rest of the first ten tricks with the greedy rules of thumb
for both sides and solves the last six exactly, exactly as the strong player
does (the judgement by sampled deals they share,
:class:`~penchant.players.sampled_deals.SampledJudgement`); in the last six
tricks it solves exactly. Beside the average, each
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

from penchant.coaching.analysis import CoachAnalysis, Line
from penchant.coaching.playout_reasons import last_six_holdings
from penchant.errors import InvalidSettingError
from penchant.errors.internal import HAND_UNSEEN, BrokenInvariantError
from penchant.play.forced import is_forced
from penchant.play.moves import Action, Play, Stage
from penchant.play.state import DealState
from penchant.play.view import PlayerView
from penchant.players.base import check_view, judging_rules
from penchant.players.master import MASTER_ENDGAME, checked_endgame, principal_line, searched_at
from penchant.players.sampled_deals import Memo, SampledJudgement, checked_samples, played_out
from penchant.players.strong import DEFAULT_SAMPLES
from penchant.rules.procedure import other_player
from penchant.rules.profiles import DEFAULT_PROFILE, Profile
from penchant.rules.suits_and_ranks import Suit
from penchant.solver import Phase2Position, solve

__all__ = ["Coach", "decision_key", "decision_step"]


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

    def rules_for(self, view: PlayerView) -> Profile:
        """The rules the coach judges ``view`` by: the view's own (:func:`~penchant.players.base.judging_rules`,
        which refuses a view of other rules than the coach was built for)."""
        return judging_rules(self.name, self.profile, view.profile)

    def analyse(self, view: PlayerView, key: str, include: Sequence[Action] = ()) -> CoachAnalysis:
        """Every legal action of ``view`` valued (the analysis of decision ``key``, cached); a view of other rules
        than the coach's is a :class:`~penchant.errors.RulesMismatchError`."""
        check_view(view)
        rules = self.rules_for(view)
        ck = (key, repr(view.to_json()))
        got = self._cache.get(ck)
        if got is not None and all(any(ln.action == a for ln in got.lines) for a in include):
            return got
        if is_forced(view.legal):
            result = CoachAnalysis(view, (Line(view.legal[0], 0.0),), True, 0, rules)
        elif view.opp_hand is not None and view.stage in (Stage.LEAD, Stage.FOLLOW):
            result = self._solve(view)
        else:
            result = self._search(view, random.Random(f"penchant-coach:{key}"), include)
        self._cache[ck] = result
        return result

    def _solve(self, view: PlayerView) -> CoachAnalysis:
        if view.opp_hand is None:
            raise BrokenInvariantError(HAND_UNSEEN)
        me = view.player
        position = Phase2Position(
            view.hand, view.opp_hand, None if view.trump is None else Suit(view.trump),
            view.lead, (view.brisques[me], view.brisques[other_player(me)]),
        )
        rules = self.rules_for(view)
        sol = solve(position, rules)
        lines = [Line(Play(card), float(mv.points), endgame=float(mv.points), brisques=mv.brisques)
                 for card, mv in sol.moves.items()]
        lines.sort(key=lambda ln: (-ln.value, ln.action.card.index if isinstance(ln.action, Play) else 0))
        return CoachAnalysis(view, tuple(lines), True, 0, rules)

    def _search(self, view: PlayerView, rng: random.Random, include: Sequence[Action]) -> CoachAnalysis:
        me, them = view.player, other_player(view.player)
        rules = self.rules_for(view)
        judged = SampledJudgement.drawn(view, rules, rng, self.samples, include=include)
        declaring = view.stage.declaring
        # Master's search of the last tricks: one memo of the last six tricks per decision.
        memo: Memo | None = {} if searched_at(view.stock_size, declaring, self.endgame) else None

        def breakdown(world: DealState, s: DealState) -> tuple[float, int, int, int, bool, bool,
                                                               tuple[int, int, int] | None]:
            """One action's play-out in one sampled deal (:func:`~penchant.players.sampled_deals.played_out`, after
            master's line of best play where master searches): its net points, the points each side scored in the
            rest of the first ten tricks, the net points of the last six, whether the player won the trick the
            action played to and leads the last six, and what each side comes to them with (None if the deal
            ended)."""
            rest = (principal_line(s.clone(), memo=memo)[1] if memo is not None and not s.is_over()
                    else None)
            out = played_out(s, memo, world.tricks, rest)
            p1 = (s.scores[me] - world.scores[me], s.scores[them] - world.scores[them])
            # what each side comes to the last six with, against the other
            holdings = None if out.leader is None else last_six_holdings(s, me)
            # the net points from the decision, and from the last six's lead (the scores the first ten left)
            return (float(out.net(me, world.scores)), p1[0], p1[1], out.net(me, s.scores), out.won == me,
                    out.leader == me, holdings)

        lines: list[Line] = []
        for a, outcomes in judged.tried(breakdown).items():
            nets: list[float] = []
            dec = con = end = won = leads = 0.0
            trumps = high = taken = 0.0
            for net, declared, conceded, last_six, won_trick, leads_last_six, holdings in outcomes:
                if holdings is not None:
                    t, h, b = holdings
                    trumps += t
                    high += h
                    taken += b
                nets.append(net)
                dec += declared
                con += conceded
                end += last_six
                won += 1.0 if won_trick else 0.0
                leads += 1.0 if leads_last_six else 0.0
            n = float(len(judged.deals))
            lines.append(Line(a, sum(nets) / n, dec / n, con / n, end / n, won / n, leads / n, None, tuple(nets),
                              trumps / n, high / n, taken / n))
        order = {a: i for i, a in enumerate(judged.candidates)}
        lines.sort(key=lambda ln: (-ln.value, order[ln.action]))
        # Played out by rules of thumb from what each side sees: what is hidden can be shown to him and replayed.
        kept = judged.deals if memo is None else ()
        return CoachAnalysis(view, tuple(lines), False, self.samples, rules, kept)


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
