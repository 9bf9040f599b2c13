"""The coach's analysis of one decision (:class:`CoachAnalysis`, made by :meth:`penchant.coaching.coach.Coach.analyse`):
each legal action's line (:class:`Line`: its average and what it is made of), its loss, margin, verdict and rank,
and the words the hint and the review say with them.

:meth:`CoachAnalysis.reason` says what an action does in the game's terms,
derived from the position (barring by the tables, brisques thrown or taken,
Aces and Tens spent or saved, the trump a penchant sets, combinations broken
up, the last trick of the first ten) and from the compared lines (declarations
gained or conceded, the last six tricks, the lead), never from a template keyed
on a card. Numbers come second, rounded, in points of this deal.

**Concealment** (:mod:`penchant.players.concealment`): where the lines were played
out by rules of thumb, :meth:`CoachAnalysis.concealment_note` replays them with him
shown cards of your hand, and says where what he cannot see decides the choice.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from penchant.coaching.advice_words import (
    ABOUT_EVEN,
    FOR_LAST_SIX,
    KEEPS_THE_BRISQUE,
    LEANS_A_LITTLE,
    LEVEL_WITH,
    OFFERED,
    TOO_CLOSE,
    WAS_BETTER,
    WILL_DO,
    WORTH_THE_RISK,
)
from penchant.coaching.figure_words import FigureWords
from penchant.coaching.hidden_cards import OPEN_TOP
from penchant.coaching.pointers import KEEP_FOR_LAST_SIX, MAY_TAKE, hint_concerns
from penchant.coaching.reasons import (
    SETS_TRUMP,
    action_phrase,
    breaks_up,
    compared_effects,
    costs_then_gains,
    is_drawback,
    keeps_whole,
    plain_effect,
    played_phrase,
    points_words,
    said_of_itself,
    static_effects,
)
from penchant.coaching.weighing import (
    AHEAD_ACROSS_THE_DEALS,
    AS_WELL_AS_ANYTHING,
    KEEPS_THE_MOST,
    NAMED_SAME,
    NET_GAINS,
)
from penchant.english.grammar import capitalised
from penchant.english.lists import join_and, join_options, join_or
from penchant.english.numbers import number_words
from penchant.judgement.moments import saved_brisque
from penchant.judgement.verdicts import Verdict, mean_margin, verdict
from penchant.play.moves import Action, Declare, Play, Stage
from penchant.play.state import DealState
from penchant.play.view import PlayerView
from penchant.players.base import not_analysed
from penchant.rules.combinations import classify
from penchant.rules.dealing import FIRST_TEN_TRICKS
from penchant.rules.kinds import Kind
from penchant.rules.procedure import first_ten_left
from penchant.rules.profiles import DEFAULT_PROFILE, Profile
from penchant.rules.tricks import follower_wins

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
class CoachAnalysis(FigureWords):
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
        # risks the 10♣" would read as a recommendation and a warning against it at once.
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

    def reason(self, action: Action, *, played: bool = False) -> str:
        """Why the action is (or is not) the best, in words; numbers second. ``played``: said of the move a player
        made, in a review, named as his ("Your 8♦ …"), the better move named where its reasons start ("Playing 10♣
        …"), so each sentence says which card it is about."""
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
                    f" Next best, {action_phrase(other)}, is {points_words(self.gap(other), self.unit)} worse"
                    f"{'' if self.exact else ' (estimate)'}.")
            return f"{capitalised(action_phrase(action))} {self._says(action, other, 3)}.{tail}" + (
                f" {note}" if note else "")
        subject = capitalised(played_phrase(action) if played else action_phrase(action))
        loss = self.loss(action)
        costly = loss > max(0.05 * self.unit, self.margin(action))
        facts = (static_effects(self.view, action, best, self.profile)[:2]
                 or plain_effect(self.view, action, costly=costly))
        mine = said_of_itself(costs_then_gains(facts), action) if played else costs_then_gains(facts)
        if action in self.will_do():
            # The hint offered it ("playing 8♦ or playing 10♣ will do"): no other move than the coach's, never set
            # against it, which would read as a departure from the advice.
            offered = f"{TOO_CLOSE}: {OFFERED}" if self.verdict(action) == "close" else capitalised(OFFERED)
            note = self.concealment_note() if self.concealment_decides() == action else ""
            return f"{subject} {mine}. {offered}." + (f" {note}" if note else "")
        if loss <= 0.05 * self.unit:
            same = (f"just as good as {action_phrase(best)}" if self.exact
                    else f"as good as {action_phrase(best)}, as far as the coach can tell without seeing his cards")
            return f"{subject} {mine}: {same}."
        own, better = self.reason_parts(action, played=played)
        return f"{own} {better}"

    def reason_parts(self, action: Action, *, played: bool = False) -> tuple[str, str]:
        """:meth:`reason` of a move worse than the best in its two parts: what the move does, and the better move with
        why (``""`` where the reason names no better move: the best, one as good, one the hint offered). A review
        shown above a puzzle made of the same decision folds the second away (printed above "Learn from your
        mistakes", the better move would be the puzzle's answer). Each part opens with the card it is about
        (``played``: the move played as "Your 8♦"), and the better move's reasons are said with it as their subject,
        never in a clause after the move played ("…, which does about 1 point better …, but it also risks the 10♥"
        could be read of either card)."""
        best = self.best.action
        loss = self.loss(action)
        if len(self.lines) == 1 or action == best or loss <= 0.05 * self.unit or action in self.will_do():
            return self.reason(action, played=played), ""
        costly = loss > max(0.05 * self.unit, self.margin(action))
        facts = (static_effects(self.view, action, best, self.profile)[:2]
                 or plain_effect(self.view, action, costly=costly))
        # The best few only (play-outs again): what the better move keeps hidden, or the note if open cards pick this.
        top = self.rank(action) <= OPEN_TOP
        hidden = self.hiding(best, action) if top else ""
        hiding = (f" {self.concealment_note()}" if top and self.concealment_decides() == action
                  else f" {capitalised(hidden)}." if hidden else "")
        subject = played_phrase(action) if played else action_phrase(action)
        own = f"{capitalised(subject)} {costs_then_gains(facts)}."
        if played:  # "Your 7♥ risks the 7♥" named the card twice
            own = said_of_itself(own, action)
        other = action_phrase(best)
        rec = self.recommended()
        if rec != best and action in self.about_even_moves():  # the advice counted it about even with its move
            return own, (f"{TOO_CLOSE}: {action_phrase(rec)}, the move the coach recommended, comes out {LEVEL_WITH} "
                         f"it, as the coach's figures show.{hiding}")
        if self.tier(action) == "lean":  # as the hint says it: a lean toward the best, not sure
            return own, f"{TOO_CLOSE}: {other} {self.lean_words(action, than=False)}.{hiding}"
        if loss <= self.margin(action):
            return own, (f"{TOO_CLOSE}: {other} {self._side_by_side(best, action)}; from what you can see, the two "
                         f"come out the same.{hiding}")
        cost = self.what_it_costs(action, facts, subject=subject)
        better = (self._recommended_was_better(action, rec) if rec != best
                  else f"{capitalised(other)} {WAS_BETTER}: it {self._says(best, action, 3)}")
        return said_of_itself(cost, action) if played else cost, f"{better}.{hiding}"

    def _recommended_was_better(self, action: Action, rec: Action) -> str:
        """The better move a review names where the coach's move recommended ``rec``, not its best (a lead keeping a
        brisque back, or one picked among moves about the same): ``rec``, for the advice's own reason first, then what
        else it does better than ``action``, so the advice and the review give one account of the decision, never
        "Playing 7♦ was better: … (it risks the 7♦ …)" after advice to lead 9♦ since it keeps the 7♦ out of his
        reach."""
        name = action_phrase(rec)
        why = self._one_reason(rec).removeprefix(capitalised(name)).strip()
        more = [p for p in self.effects(rec, action, 3)[0] if p not in NET_GAINS and p != AS_WELL_AS_ANYTHING
                and p not in why]
        also = f", and it {join_and(more[:2])}" if more else ""
        return f"{capitalised(name)} {WAS_BETTER}: it {why}{also}"

    def other_declarations(self, said: str, most: int = 3) -> str:
        """The declarations open to you that ``said`` does not name, the ``most`` best first, with how each compares
        with the coach's choice, as a clause (``""`` where there is none, or no declaring): "declaring the pair Q♥ Q♣
        is about as good, and declaring the pair 10♠ 10♣ does less well". A hint about declaring compares the
        declarations, not only one with passing, so no declaration the learner holds is left out."""
        if not self.view.stage.declaring:
            return ""
        left = [ln.action for ln in self.lines if isinstance(ln.action, Declare) and ln.action != self.best.action
                and action_phrase(ln.action) not in said and capitalised(action_phrase(ln.action)) not in said]
        # the best few, and every marriage however far down, so a hint never leaves out the learner's Q♥ K♥
        named = left[:most] + [a for a in left[most:] if isinstance(a, Declare) and classify(a.cards) is Kind.MARRIAGE]
        if not named:
            return ""
        groups: dict[str, list[str]] = {}
        for a in named:
            how = "does less well" if self.tier(a) == "worse" else "is about as good"
            groups.setdefault(how, []).append(action_phrase(a))
        parts = [f"{join_and(names)} {how if len(names) == 1 else how.replace('does', 'do').replace('is', 'are')}"
                 for how, names in groups.items()]
        return join_and(parts)

    def _advice(self) -> str:

        best = self.best.action
        if len(self.lines) == 1:
            return self.reason(best)
        close = self.close_calls()
        if close:
            return self._close_words(*self._keeping_whole([best, *close]))[0]
        other = self.lines[1].action
        lean = self.tier(other) == "lean"
        whole, broken = self._kept_back_offer()
        if whole:
            assert isinstance(best, Play)  # _brisque_kept_back keeps back only a brisque led
            card = best.card.unicode  # in Hint 1's words: an Ace or Ten for the last six, else one he may take
            why = f" {FOR_LAST_SIX}" if saved_brisque(best.card.rank) else ", a brisque he may take if you lead it"
            # One thing said: the lead that keeps the brisque, recommended; the brisque's lead only set beside it,
            # as its figures set it, so the advice never names one card and then leans to another.
            them = "it" if len(whole) == 1 else "them"
            return (f"{capitalised(join_or([action_phrase(a) for a in whole]))} {KEEPS_THE_BRISQUE} {card}{why} "
                    f"(the coach's figures put {them} {LEVEL_WITH} {action_phrase(best)}){broken}.")
        pros, cons = self.effects(best, other, 3)
        gains = [p for p in pros if not lean or (p not in NET_GAINS and p != AS_WELL_AS_ANYTHING)]
        price = next((c for c in cons if ", a brisque" in c), "")  # the brisque it risks or gives, by name
        why = gains[0] if gains else ""
        trump = next((g for g in gains if g.startswith(SETS_TRUMP)), "")
        if why and trump and trump != why:  # the trump a penchant sets is its point, not its score alone
            why = f"{why} and {trump}"
        risked = self._hinted_brisque_risked(best) if not lean and why and price else ""
        if risked:  # Hint 1 spoke of this brisque: say why its concern does not hold here
            return f"Leading {risked}, {WORTH_THE_RISK}: it {why}."
        if lean:  # within the margin: the moves about even are offered, and the coach's lean said as a lean
            concern = self._hint_1_concern(best)
            if concern:  # Hint 1 spoke of this card: its concern is said, and why the coach leans to it all the same
                rest = f", though it is {concern}" + (f", because it {why}" if why else "")
            else:
                rest = f": it {why}" + (f", even though it {price}" if price else "") if why else ""
            offered = self._lean_offered()
            if len(offered) > 1:
                broken = self._keeping_whole(offered)[1]  # each breaks one up: said, as of moves about the same
                later = self._declared_later(offered)
                return f"{self._fine_words(offered)}{broken}{later}; {LEANS_A_LITTLE} {action_phrase(best)}{rest}."
            return f"{capitalised(LEANS_A_LITTLE)} {action_phrase(best)}, without being sure{rest}."
        if why and price:
            why += f", even though it {price}"
        return f"{capitalised(action_phrase(best))} {why or AS_WELL_AS_ANYTHING}."

    def _close_words(self, whole: Sequence[Action], broken: str) -> tuple[str, bool]:
        """The sentence offering moves about even that keep whole what they may (``whole``, with ``broken``, the
        clause naming what the others break up), as the coach's move and the fuller hint both open, and whether it
        gives a reason to pick one of them."""
        if len(whole) == 1:
            ack = self._hint_1_concern(whole[0])
            ack = f", even though it is {ack}: here it comes out as well as keeping it" if ack else ""
            return f"{capitalised(action_phrase(whole[0]))} {AS_WELL_AS_ANYTHING}{ack}{broken}.", bool(ack)
        ordered, pick = self._reason_to_pick(whole)
        return f"{self._fine_words(ordered)}{broken}{pick}.", bool(pick)

    def _fine_words(self, moves: Sequence[Action]) -> str:
        """Moves about even said plainly as all fine: "Playing 8♦ or playing 10♣ will do here: they come out about
        even": what to do, said to a player who knows no card game."""
        names = [action_phrase(a) for a in moves]
        join = join_or if all(isinstance(a, Play) for a in moves) else join_options
        if len(moves) > NAMED_SAME + 1:
            rest = len(moves) - NAMED_SAME
            others = "the others" if len(moves) == len(self.lines) else f"{number_words(rest)} other moves"
            names = [*names[:NAMED_SAME], f"any of {others}"]
        return f"{capitalised(join(names))} {WILL_DO}: {ABOUT_EVEN}"

    def _lean_offered(self) -> list[Action]:
        """The moves the coach's move offers where it leans to its choice without being sure (tier ``"lean"``): its
        choice and the moves within the band its figures call about even (:meth:`in_the_band`), keeping whole what
        they may (:meth:`in_rank_order`; a move that breaks up a combination the choice keeps is not offered)."""
        band = [self.best.action, *(a for a in self.leaning() if self.in_the_band(a))]
        ranked = self.in_rank_order(band)
        whole = [a for a in ranked if not breaks_up(self.view, a)] or ranked
        return whole if self.best.action in whole else [self.best.action]

    def _hint_1_concern(self, action: Action) -> str:
        """What Hint 1 said of the card ``action`` leads (:func:`~penchant.coaching.pointers.hint_concerns`), in its
        words: "a brisque worth keeping for the last six tricks", "a brisque he may take if you lead it"; ``""`` where
        it said nothing of it."""
        if not isinstance(action, Play):
            return ""
        concern = hint_concerns(self.view).get(action.card, "")
        if concern == KEEP_FOR_LAST_SIX:
            return f"a brisque worth keeping {FOR_LAST_SIX}"
        return "a brisque he may take if you lead it" if concern == MAY_TAKE else ""

    def _reason_to_pick(self, moves: Sequence[Action]) -> tuple[list[Action], str]:
        """Moves about even, the one the hand gives a reason to prefer first, and that reason as a clause (``""``
        where the hand gives none): a lead that keeps a brisque Hint 1 spoke of, or one he may take; a card played
        that keeps a brisque another would throw to him; a card that keeps a trump. A card Hint 1 said to keep is
        never the first offered."""
        v = self.view
        later = self._declared_later(moves)
        if later:
            return list(moves), later
        plays = [a for a in moves if isinstance(a, Play)]
        if len(plays) < 2 or v.phase != 1:
            return list(moves), ""
        spent: dict[Action, str] = {}
        for a in plays:
            concern = self._hint_1_concern(a)
            c = a.card
            if concern:
                spent[a] = (f"your {c.unicode} {FOR_LAST_SIX}" if "worth keeping" in concern
                            else f"your {c.unicode}, a brisque he may take, out of his reach")
            elif v.stage is Stage.LEAD and c.is_brisque and v.may_beat(c):
                spent[a] = f"your {c.unicode}, a brisque he may take, out of his reach"
            elif (v.stage is Stage.FOLLOW and v.lead is not None and c.is_brisque
                  and not follower_wins(v.lead.index, c.index, v.trump)):
                spent[a] = f"your {c.unicode}, a brisque, rather than throwing it to him"
            elif v.trump is not None and c.suit == v.trump:
                spent[a] = f"your trump {c.unicode}"
        keep = next((a for a in plays if a not in spent), None)
        if keep is None or not spent:
            if spent and all(a in spent for a in moves) and self._hint_1_concern(moves[0]):
                return list(moves), (f"; {action_phrase(moves[0])} is {self._hint_1_concern(moves[0])}, but here "
                                     "leading it comes out as well as keeping it")
            return list(moves), ""
        kept = next(iter(spent.values()))
        ordered = [keep, *(a for a in moves if a != keep)]
        return ordered, f"; if you want a reason to pick one, {action_phrase(keep)} keeps {kept}"

    def _declared_later(self, moves: Sequence[Action]) -> str:
        """Why passing costs little where it comes out about even with a declaration among ``moves``, as a clause:
        "; passing costs little here: you may still declare the pair Q♥ Q♣ after a later trick you win" (``""``
        where no trick of the first ten is left to win after this one, or the moves are not a declaration and a
        pass). A free two points said to be "about even" with passing gives a newcomer nothing to act on."""
        v = self.view
        made = [a for a in moves if isinstance(a, Declare)]
        if not (v.stage.declaring and made and any(not isinstance(a, (Declare, Play)) for a in moves)):
            return ""
        if first_ten_left(min(v.tricks_played, FIRST_TEN_TRICKS)) == 0:
            return ""
        declare = action_phrase(made[0]).removeprefix("declaring ")
        return f"; passing costs little here: you may still declare {declare} after a later trick you win"

    def _hinted_brisque_risked(self, best: Action) -> str:
        """The brisque a lead risks, with Hint 1's concern for it (:func:`~penchant.coaching.pointers.spare_words`),
        where the coach clearly prefers leading it in the first ten tricks and he may take it: "7♦ risks a brisque he
        may take", "10♣ gives up a brisque worth keeping for the last six tricks"; ``""`` otherwise."""
        v = self.view
        if not (isinstance(best, Play) and best.card.is_brisque and v.stage is Stage.LEAD and v.phase == 1
                and v.may_beat(best.card)):
            return ""
        card = best.card.unicode
        if saved_brisque(best.card.rank):
            return f"{card} gives up a brisque worth keeping {FOR_LAST_SIX}"
        return f"{card} risks a brisque he may take"

    def will_do(self) -> list[Action]:
        """The moves the coach's move (:meth:`advice`) offers as good enough, its own choice first where it offers it:
        the coach's choice with the moves that come out the same, or the leads of no brisque it keeps back, each
        within the band its figures call too close to call (:meth:`in_the_band`) and keeping whole what it may
        (:meth:`in_rank_order`). The review reads them too: a move the hint said "will do" is no other move than the
        coach's, never one of its closest calls."""
        best = self.best.action
        if len(self.lines) == 1:
            return [best]
        close = self.close_calls()
        if close:
            return [best, *self._keeping_whole([best, *close])[0]]
        if self.tier(self.lines[1].action) != "lean":
            return [best]
        kept = self._brisque_kept_back()
        return [best, *self._keeping_whole(self.in_rank_order(kept))[0]] if kept else self._lean_offered()

    def hint(self) -> str:
        """What to do and why (the best action's reason), and which other moves would do about as well, which the
        coach leans against without being sure, and which do worse (:meth:`tier`, as the review has them)."""
        said = self._hint()
        others = self.other_declarations(said)
        said = f"{said} {capitalised(others)}." if others else said
        return said + self.bar_words(said)

    def _hint(self) -> str:

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
        # It opens as the coach's move does ("Playing 8♦ or playing 10♣ will do here: they come out about even"),
        # with the same reason to pick one, so the hint and the coach's move read as one piece of advice.
        whole, broken = self._keeping_whole([self.best.action, *close])
        why = self.why_the_same([self.best.action, *close])
        said, pick = self._close_words(whole, broken)
        text = f"{said}{f' {why}' if why else ''}{self.leaning_others(lean)}{rest}"
        facts, _cons = self.effects(self.best.action, None)
        if facts and self.best.action in whole and not pick:
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
