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

Verdicts (:func:`verdict`): a decision's *loss* is the points (of this deal,
by the analysis) between the best action and the one taken, never negative.
In brisque units (1 point in Kandell's scoring, 10 in Foster's) a loss under
:data:`GOOD` is *good*, under :data:`INACCURACY` an *inaccuracy*, under
:data:`MISTAKE` a *mistake*, else a *blunder*. An estimated loss smaller than
its own 95% sampling margin is never worse than *good*: the sample cannot tell
the two actions apart. The thresholds are set against the size of a deal: a
Kandell deal is worth about 13 points to a player (chapter 9) and the strong
player's edge over the greedy one is about 2 points a deal, so a *blunder*
(4 points or more) gives away two deals' worth of skill in one decision and a
*mistake* (2 to 4) one deal's worth.

In the first ten tricks a verdict is given only when the loss is beyond its
sampling margin: a loss within it is *too close to call* (``"close"``), since
the sampled deals cannot tell the two actions apart (in the last six tricks
every value is exact and there is no margin).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Final, Literal

from penchant.errors import IllegalPlayError
from penchant.play.state import Action, Declare, Pass, Play, PlayerView, Stage
from penchant.players.base import check_view
from penchant.players.greedy import greedy_action, knowledge_from_view, score_actions
from penchant.players.knowledge import sample_deal, unseen
from penchant.players.master import MASTER_ENDGAME, Memo, principal_line, searched_at
from penchant.players.strong import DEFAULT_SAMPLES, MAX_CANDIDATES, deal_outcome
from penchant.rules.barring import SET_SIZES, SIZE_NAMES, is_barred_on_masks, is_minor_set
from penchant.rules.cards import Card, CardSet, Rank, Suit, cards_of
from penchant.rules.combinations import candidate_combinations, classify
from penchant.rules.kinds import Kind
from penchant.rules.profiles import KANDELL, Profile
from penchant.rules.tricks import follower_wins, phase2_follows
from penchant.rules.trump import penchant_sets_trump, trump_of_penchant
from penchant.rules.words import card_words, cards_words
from penchant.solver import Phase2Position, solve

__all__ = [
    "GOOD",
    "INACCURACY",
    "MARKED",
    "MISTAKE",
    "VERDICTS",
    "VERDICT_WORDS",
    "Coach",
    "CoachAnalysis",
    "Line",
    "Verdict",
    "card_words",
    "decision_key",
    "points_words",
    "verdict",
]

Verdict = Literal["best", "good", "close", "inaccuracy", "mistake", "blunder"]
VERDICTS: Final[tuple[Verdict, ...]] = ("best", "good", "close", "inaccuracy", "mistake", "blunder")

VERDICT_WORDS: Final[dict[str, str]] = {
    "best": "best", "good": "good", "close": "too close to call", "inaccuracy": "inaccuracy",
    "mistake": "mistake", "blunder": "blunder",
}
"""Each verdict as a player reads it."""

MARKED: Final[tuple[Verdict, ...]] = ("inaccuracy", "mistake", "blunder")
"""The verdicts a review marks (lists with its reason, and offers to learn from)."""

GOOD: Final = 0.75
"""A loss under this many brisques' worth is *good* (the engine's choice is hardly better)."""
INACCURACY: Final = 2.0
"""Under this, an *inaccuracy*."""
MISTAKE: Final = 4.0
"""Under this, a *mistake*; from here on, a *blunder*."""


def points_words(points: float, unit: float = 1.0) -> str:
    """Rounded points of this deal in words: ``'about 2 points'``, ``'less than a point'``."""
    p = abs(points)
    if p < 0.5 * unit and unit == 1.0:
        return "less than a point"
    step = unit if unit > 1 else 1.0
    n = max(step, round(p / step) * step)
    n_text = f"{n:g}"
    return f"about {n_text} point{'s' if n != 1 else ''}"


def verdict(loss: float, margin: float, unit: float, is_best: bool) -> Verdict:
    """The verdict of a decision that gave away ``loss`` points (see the module's text)."""
    if is_best or loss <= 0.05 * unit:
        return "best"
    if loss <= margin:
        return "close"
    brisques = loss / unit
    if brisques < GOOD:
        return "good"
    if brisques < INACCURACY:
        return "inaccuracy"
    if brisques < MISTAKE:
        return "mistake"
    return "blunder"


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
    """Every analysed action of one view, best first, and how they were valued."""

    view: PlayerView
    lines: tuple[Line, ...]
    exact: bool
    samples: int
    profile: Profile = KANDELL

    @property
    def best(self) -> Line:
        return self.lines[0]

    @property
    def unit(self) -> float:
        """Points of one brisque under these rules (1 in Kandell's scoring, 10 in Foster's)."""
        return float(self.profile.brisque_value)

    @property
    def method(self) -> str:
        if self.exact:
            return "the last six tricks solved exactly (best play by both sides)"
        hidden = len(unseen(self.view))
        return (f"{self.samples} deals sampled from the {hidden} cards you have not seen, the rest of the first "
                f"ten tricks played out by rules of thumb and the last six solved exactly")

    def line(self, action: Action) -> Line:
        for ln in self.lines:
            if ln.action == action:
                return ln
        raise IllegalPlayError(f"{str(action)!r} is not one of the analysed actions "
                               f"{[str(ln.action) for ln in self.lines]!r}")

    def loss(self, action: Action) -> float:
        """Points (of this deal, estimated in the first ten tricks) given away against the best action."""
        return max(0.0, self.best.value - self.line(action).value)

    def margin(self, action: Action) -> float:
        """The 95% sampling margin of the difference between the best action and ``action`` (0 when exact)."""
        if self.exact:
            return 0.0
        a, b = self.best.nets, self.line(action).nets
        n = len(a)
        if n < 2 or len(b) != n:
            return 0.0
        d = [x - y for x, y in zip(a, b, strict=True)]
        mean = sum(d) / n
        var = sum((x - mean) ** 2 for x in d) / (n - 1)
        return 1.96 * math.sqrt(var / n)

    def verdict(self, action: Action) -> Verdict:
        return verdict(self.loss(action), self.margin(action), self.unit, action == self.best.action)

    def rank(self, action: Action) -> int:
        """1 for the best action."""
        return 1 + [ln.action for ln in self.lines].index(self.line(action).action)

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
        facts = _static_effects(v, action, versus, self.profile)[:2]
        pros = [t for t in facts if not _is_drawback(t)]
        cons = [t for t in facts if _is_drawback(t)]
        if versus is not None and versus != action:
            ranked = _compared_effects(self.line(action), self.line(versus), self.unit, v, self.exact)
            for _, text, good in ranked[: max(0, most - len(facts))]:
                (pros if good else cons).append(text)
            ahead = self.line(action).value - self.line(versus).value
            if not pros and (ahead > 0 or action == self.best.action):
                pros = [text for _, text, good in ranked if good][:1] or [
                    ("keeps the most brisques with best play by both sides" if self.exact
                     else "comes out ahead across the sampled deals") if ahead > 0.05 * self.unit
                    else "does as well as anything else here"]
        if not pros and not cons:
            pros = _plain_effect(v, action)
        return pros, cons

    def _says(self, action: Action, versus: Action | None, most: int = 4) -> str:
        pros, cons = self.effects(action, versus, most)
        if not pros:
            return _join(cons)
        return _join(pros) + (f", though it {_join(cons)}" if cons else "")

    def reason(self, action: Action) -> str:
        """Why the action is (or is not) the best, in words; numbers second."""
        best = self.best.action
        if len(self.lines) == 1:
            return f"{_cap(_action_words(action))} is the only thing you can do here."
        if action == best:
            other = self.lines[1].action
            gain = self.line(action).value - self.line(other).value
            # A next best too close to call is no worse, as far as anyone can tell: the hint says so instead.
            tail = ("" if gain < 0.05 * self.unit or self.verdict(other) == "close" else
                    f" Next best, {_action_words(other)}, is {points_words(gain, self.unit)} worse"
                    f"{'' if self.exact else ' (estimate)'}.")
            return f"{_cap(_action_words(action))} {self._says(action, other, 3)}.{tail}"
        loss = self.loss(action)
        facts = _static_effects(self.view, action, best, self.profile)[:2] or _plain_effect(self.view, action)
        mine = _join(facts)
        if loss <= 0.05 * self.unit:
            same = (f"just as good as {_action_words(best)}" if self.exact
                    else f"as good as {_action_words(best)}, as far as the sampled deals can tell")
            return f"{_cap(_action_words(action))} {mine}: {same}."
        if loss <= self.margin(action):
            return (f"{_cap(_action_words(action))} {mine}. Too close to call against {_action_words(best)}, "
                    f"which {self._says(best, action, 3)}: from what you can see, the two come out the same.")
        cost = f"{points_words(loss, self.unit)} of this deal lost{'' if self.exact else ' (estimate)'}"
        return (f"{_cap(_action_words(action))} {mine}. Better: {_action_words(best)}, which "
                f"{self._says(best, action, 3)}: {cost}.")

    def hint(self) -> str:
        """What to do and why (the best action's reason), and which other moves are too close to call."""
        text = self.reason(self.best.action)
        close = self.close_calls()
        if close:
            others = " or ".join(_action_words(a) for a in close[:2])
            more = f" (and {len(close) - 2} more)" if len(close) > 2 else ""
            text += (f" Too close to call against {others}{more}: from what you can see, "
                     f"{'they come' if len(close) > 1 else 'the two come'} out the same.")
        return text

    def close_calls(self) -> list[Action]:
        """The other actions too close to call against the best (their loss within its sampling margin)."""
        return [ln.action for ln in self.lines[1:] if self.verdict(ln.action) == "close"]

    def details(self) -> list[tuple[str, float, float]]:
        """Engine detail for the toggle: (the action in words, average net points, 95% margin against the
        best)."""
        return [(_cap(_action_words(ln.action)), ln.value, self.margin(ln.action)) for ln in self.lines]

    def to_json(self) -> dict[str, Any]:
        return {
            "exact": self.exact,
            "samples": self.samples,
            "method": self.method,
            "lines": [ln.to_json() | {"verdict": self.verdict(ln.action), "reason": self.reason(ln.action)}
                      for ln in self.lines],
        }


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _join(parts: Sequence[str]) -> str:
    parts = list(dict.fromkeys(parts))
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]


def _action_words(a: Action) -> str:
    if isinstance(a, Play):
        return f"playing {card_words(a.card)}"
    if isinstance(a, Declare):
        kind = classify(a.cards)
        return f"declaring the {kind.value if kind else 'cards'} {cards_words(a.cards)}"
    return "passing"


def _minor_bars(table: int, opp_table: int, profile: Profile) -> list[int]:
    """The sizes of minor set the owner of ``table`` is barred from declaring (under the profile's reading)."""
    return [n for n in SET_SIZES if is_barred_on_masks(n, table, opp_table, profile.barring)]


def _sizes_words(sizes: Sequence[int]) -> str:
    names = [SIZE_NAMES[n] + "s" for n in sorted(sizes)]
    return "minor " + (" and ".join(names) if len(names) < 3 else "sets")


def _best_combo_with(card: Card, holding: int) -> tuple[int, Kind] | None:
    best: tuple[int, Kind] | None = None
    for m, k in candidate_combinations(holding):
        if m & card.bit and (best is None or (k.value != "penchant" and len(CardSet(m)) > len(CardSet(best[0])))):
            best = (m, k)
    return best


def _static_effects(v: PlayerView, a: Action, versus: Action | None, profile: Profile) -> list[str]:
    """What the action does that can be read from the position alone."""
    out: list[str] = []
    me_table, opp_table = v.table.mask, v.opp_table.mask
    if isinstance(a, Play):
        c = a.card
        out += _play_effects(v, c, profile)
        # An Ace or a Ten the other line spends and this one keeps.
        if (isinstance(versus, Play) and v.phase == 1 and versus.card.rank in (Rank.ACE, Rank.TEN)
                and c.rank not in (Rank.ACE, Rank.TEN)):
            out.append(f"saves the {card_words(versus.card)} for the last six tricks")
        # A table card the other line plays: keeping it keeps its bar.
        if isinstance(versus, Play) and v.phase == 1 and me_table & versus.card.bit and not me_table & c.bit:
            lifted = [n for n in _minor_bars(opp_table, me_table, profile) if n not in
                      _minor_bars(opp_table, me_table & ~versus.card.bit, profile)]
            if lifted:
                out.append(f"keeps the bar on his {_sizes_words(lifted)}")
    elif isinstance(a, Declare):
        kind = classify(a.cards)
        if kind is not None:
            value = profile.value(kind)
            out.append(f"scores {value} point{'' if value == 1 else 's'} at once")
            if kind is Kind.PENCHANT and penchant_sets_trump(profile, v.trump,
                                                             by_trick_winner=v.stage is Stage.DECLARE):
                out.append(_trump_words(v, trump_of_penchant(a.cards)))
            if is_minor_set(kind, a.cards):
                out.append("lays a minor set while it can still be declared")
            toward = _reunion_words(v, a.cards, kind)
            if toward:
                out.append(toward)
    else:
        if isinstance(versus, Declare):
            kind = classify(versus.cards)
            if kind is Kind.PENCHANT and v.trump is None:
                out.append("leaves trump unset, for now")
            out.append("keeps your cards in hand, off the table")
    return out


def _reunion_words(v: PlayerView, cards: CardSet, kind: Kind) -> str:
    """A run declared on the way to a reunion: whether the reunion is already in hand or still open."""
    if kind not in (Kind.MARRIAGE, Kind.BESITO, Kind.FAMILY, Kind.CLAN):
        return ""
    suit = next(iter(cards)).suit
    hold = v.hand.mask | v.table.mask
    gone = v.played.mask | v.opp_table.mask
    best = ""
    for low in (Rank.NINE, Rank.TEN):
        run = [Card(Rank(r), suit) for r in range(low, low + 5)]
        mask = sum(c.bit for c in run)
        if mask & gone:
            continue
        missing = [c for c in run if not hold & c.bit]
        if not missing:
            return "builds toward the reunion you hold complete, which he can no longer stop"
        if len(missing) <= 2 and not best:
            best = f"builds toward a reunion (still to come: {cards_words(missing)})"
    return best


def _trump_words(v: PlayerView, suit: Suit) -> str:
    hold = v.hand.mask | v.table.mask
    counts = [sum(1 for x in cards_of(hold) if x.suit == s) for s in Suit]
    n = counts[suit]
    name = suit.plural
    if n >= max(counts):
        return f"sets trump in your longest suit, {name} ({n} cards)"
    longest = Suit(counts.index(max(counts))).plural
    return f"sets trump in {name}, where you hold {n} (your longest suit is {longest}, {max(counts)})"


def _play_effects(v: PlayerView, c: Card, profile: Profile) -> list[str]:
    out: list[str] = []
    me_table, opp_table = v.table.mask, v.opp_table.mask
    trump = v.trump
    last_of_ten = v.phase == 1 and v.stock_size == 2
    if v.stage is Stage.FOLLOW and v.lead is not None:
        wins = follower_wins(v.lead.index, c.index, trump)
        if wins:
            out.append("wins the last trick of the first ten, to lead the last six" if last_of_ten
                       else "wins the trick")
            if v.lead.is_brisque:
                out.append(f"takes his {card_words(v.lead)}, a brisque")
        else:
            out.append("gives him the last trick of the first ten, and the lead in the last six" if last_of_ten
                       else "lets him have the trick")
            if c.is_brisque:
                out.append(f"throws a brisque away (the {card_words(c)} goes to him)")
    elif v.stage is Stage.LEAD and v.opp_hand is not None:
        follows = phase2_follows(v.opp_hand.mask, c.index, trump)
        beaten = any(follower_wins(c.index, x.index, trump) for x in cards_of(follows))
        if beaten:
            out.append("loses the trick (he must beat it, and can)")
            if c.is_brisque:
                out.append(f"gives him the {card_words(c)}, a brisque")
        else:
            out.append("wins the trick, as he cannot beat it")
    elif v.stage is Stage.LEAD and c.is_brisque and v.phase == 1:
        out.append(f"risks the {card_words(c)}, a brisque, on the lead")
    if v.phase == 1:
        if me_table & c.bit:
            after = me_table & ~c.bit
            lifted = [n for n in _minor_bars(opp_table, me_table, profile)
                      if n not in _minor_bars(opp_table, after, profile)]
            if lifted:
                out.append(f"lifts the bar your table holds on his {_sizes_words(lifted)}")
            opened = [n for n in _minor_bars(after, opp_table, profile)
                      if n not in _minor_bars(me_table, opp_table, profile)]
            if opened:
                out.append(f"puts your {_sizes_words(opened)} under his bar")
        if c.rank in (Rank.ACE, Rank.TEN) and not (v.stage is Stage.FOLLOW and v.lead is not None
                                                    and follower_wins(v.lead.index, c.index, trump)):
            out.append(f"spends the {card_words(c)} now instead of saving it for the last six tricks")
        combo = _best_combo_with(c, v.hand.mask | me_table)
        if combo is not None and combo[1] is not Kind.PENCHANT:
            m, k = combo
            out.append(f"breaks up your {k.value} {cards_words(CardSet(m))}")
    return out


_DRAWBACKS: Final = ("lets him have", "gives him", "throws a brisque", "risks the", "lifts the bar", "puts your",
                     "spends the", "breaks up", "loses the trick", "leaves trump")


def _is_drawback(text: str) -> bool:
    return text.startswith(_DRAWBACKS)


def _compared_effects(
    mine: Line, other: Line, unit: float, v: PlayerView, exact: bool
) -> list[tuple[float, str, bool]]:
    """What the play-outs show this action does better or worse than the other, the largest first.

    Each is (size in points, words, whether it favours this action).
    """
    out: list[tuple[float, str, bool]] = []
    if exact:
        if mine.brisques is not None and other.brisques is not None and mine.brisques != other.brisques:
            n = mine.brisques
            out.append((abs(n - other.brisques) * unit,
                        f"with best play by both sides brings you {n} brisque{'s' if n != 1 else ''} in the last "
                        f"six tricks instead of {other.brisques}", n > other.brisques))
        return out
    big = 0.6 * unit
    d = mine.declared - other.declared
    to_come = declarations_to_come(v)
    later = "in the rest of the first ten tricks" if to_come else "now"
    if abs(d) >= big and to_come:
        out.append((abs(d), f"lets you declare {points_words(d, unit)} {'more' if d > 0 else 'less'} {later}",
                    d > 0))
    elif abs(d) >= big and not isinstance(mine.action, Declare):
        # The declaration after the tenth trick is the last: what differs is this one, made or not.
        out.append((abs(d), f"scores {points_words(d, unit)} {'more' if d > 0 else 'less'} now", d > 0))
    c = mine.conceded - other.conceded
    if abs(c) >= big:
        out.append((abs(c), f"{'gives' if c > 0 else 'denies'} him {points_words(c, unit)} of declarations "
                            f"{later}", c < 0))
    e = mine.endgame - other.endgame
    if abs(e) >= big:
        better = "better" if e > 0 else "worse"
        out.append((abs(e), f"does {points_words(e, unit)} {better} in the last six tricks", e > 0))
    lead = mine.leads_endgame - other.leads_endgame
    if abs(lead) >= 0.25 and v.phase == 1:
        out.append((abs(lead) * 2 * unit,
                    f"{'more' if lead > 0 else 'less'} often brings you the lead in the last six tricks "
                    f"({mine.leads_endgame:.0%} of the sampled deals, against {other.leads_endgame:.0%})", lead > 0))
    if v.stage is Stage.LEAD:
        w = mine.wins_trick - other.wins_trick
        if abs(w) >= 0.3:
            more = "more" if w > 0 else "less"
            out.append((abs(w) * unit, f"wins this trick {more} often ({mine.wins_trick:.0%})", w > 0))
    out.sort(key=lambda t: -t[0])
    return out


def declarations_to_come(v: PlayerView) -> bool:
    """Whether a declaration can still follow this decision in the first ten tricks (one is made after
    each of them: after the tenth, the decision itself is the last)."""
    if v.phase != 1:
        return False
    return not (v.stage in (Stage.DECLARE, Stage.PENCHANT) and v.tricks_played >= 10)


def _plain_effect(v: PlayerView, a: Action) -> list[str]:
    if isinstance(a, Play):
        return [f"costs little: the {card_words(a.card)} is worth little to keep"]
    if isinstance(a, Pass):
        return ["keeps your cards in hand"]
    return ["scores at once"]


# ---------------------------------------------------------------------------
# The analysis


class Coach:
    """Analyses a player's decisions (see the module's text); ``samples`` deals per first-ten-tricks decision.

    ``endgame`` is master's (:data:`~penchant.players.master.MASTER_ENDGAME`): the
    stock size from which the rest of the first ten tricks is searched to the end
    rather than played out by rules of thumb; 0 is strong's deliberation.
    """

    def __init__(self, profile: Profile = KANDELL, samples: int = DEFAULT_SAMPLES,
                 endgame: int = MASTER_ENDGAME) -> None:
        if isinstance(samples, bool) or not isinstance(samples, int) or samples < 1:
            raise IllegalPlayError(f"samples {samples!r} must be a whole number of sampled deals, 1 or more")
        if isinstance(endgame, bool) or not isinstance(endgame, int) or endgame < 0 or endgame % 2:
            raise IllegalPlayError(f"endgame {endgame!r} must be an even number of stock cards, 0 or more")
        self.profile = profile
        self.samples = samples
        self.endgame = endgame
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
        if view.stage in (Stage.DECLARE, Stage.PENCHANT):
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
            for w in worlds:
                s = w.clone()
                tricks = s.tricks
                s.apply_unchecked(a)
                winner = s.trick_winner if s.tricks > tricks else None
                rest = (principal_line(s.clone(), memo=memo)[1] if memo is not None and not s.is_over()
                        else None)
                while s.stock or s.stage is Stage.DECLARE or s.stage is Stage.PENCHANT:
                    s.apply_unchecked(rest.pop(0) if rest else greedy_action(s))
                    if winner is None and s.tricks > tricks:
                        winner = s.trick_winner
                p1 = (s.scores[me] - now[0], s.scores[them] - now[1])
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
            lines.append(Line(a, sum(nets) / n, dec / n, con / n, end / n, won / n, leads / n, None, tuple(nets)))
        order = {a: i for i, a in enumerate(cands)}
        lines.sort(key=lambda ln: (-ln.value, order[ln.action]))
        return CoachAnalysis(view, tuple(lines), False, self.samples, self.profile)


def decision_key(salt: str, deal: int, actions_before: int) -> str:
    """The key naming a decision: the game's salt, the deal (0-based), the actions played before it."""
    return f"{salt}:{deal}:{actions_before}"
