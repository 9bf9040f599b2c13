"""Why a move is or is not the coach's best, in words (:func:`reason`, :func:`reason_parts`), and the moves the coach's
move offers as good enough (:func:`will_do`), each of the :class:`~penchant.coaching.analysis.CoachAnalysis` it takes.

A reason says what an action does in the game's terms, derived from the position (barring by the tables, brisques
thrown or taken, Aces and Tens spent or saved, the trump a penchant sets, combinations broken up, the last trick of
the first ten) and from the compared lines (declarations gained or conceded, the last six tricks, the lead), never
from a template keyed on a card. Numbers come second, rounded, in points of this deal. Where the lines were played
out by rules of thumb, what he cannot see of your hand is said where it decides the choice
(:func:`~penchant.coaching.hidden_cards.concealment_note`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from penchant.coaching.advice_words import BEST_PLAY, FOR_LAST_SIX, LEVEL_WITH, OFFERED, TOO_CLOSE, WAS_BETTER
from penchant.coaching.combination_reasons import his_penchant_after_a_pass
from penchant.coaching.hidden_cards import OPEN_TOP, concealment_decides, concealment_note, hiding
from penchant.coaching.reasons import (
    action_phrase,
    costs_then_gains,
    plain_effect,
    played_phrase,
    points_words,
    risks_a_brisque,
    said_of_itself,
    static_effects,
)
from penchant.coaching.weighing import (
    AS_WELL_AS_ANYTHING,
    NET_GAINS,
    close_calls,
    effects,
    keeping_whole,
    lean_offered,
    lean_words,
    tier,
    what_it_costs,
)
from penchant.english.grammar import capitalised, verb_form
from penchant.english.lists import join_and, join_or
from penchant.judgement.moments import saved_brisque
from penchant.judgement.verdicts import negligible
from penchant.play.moves import Declare, Play, Stage
from penchant.rules.procedure import declaration_may_follow, trick_in_play
from penchant.rules.tricks import follower_wins

if TYPE_CHECKING:
    from penchant.coaching.analysis import CoachAnalysis
    from penchant.play.moves import Action
    from penchant.play.view import PlayerView

__all__ = ["PASSING_COSTS_LITTLE", "PASS_LETS_HIM", "PICK_REASON", "about_even",
           "close_on_a_longer_look", "declared_later", "pass_gives_him",
           "hinted_brisque_risked", "reason", "reason_parts", "reason_to_pick",
           "every_move_about_even", "pick_head", "will_do"]


def _says(analysis: CoachAnalysis, action: Action, versus: Action | None, most: int = 4) -> str:
    pros, cons = effects(analysis, action, versus, most)
    if not pros:
        return join_and(cons)
    if pros == [AS_WELL_AS_ANYTHING] and cons:
        # Nothing is gained, so there is nothing for the cost to be the price of: it is said as a cost.
        return f"{AS_WELL_AS_ANYTHING}, though it {join_and(cons)}"
    # The cost is said as the price of the gain, not as a warning beside it: "wins the trick, though it
    # risks the 10♣" would read as a recommendation and a warning against it at once.
    return join_and(pros) + (f"; that is worth more than what it costs (it {join_and(cons)})" if cons else "")


def _side_by_side(analysis: CoachAnalysis, action: Action, versus: Action) -> str:
    """What ``action`` gains and what it costs against ``versus``, side by side, with no claim that one outweighs
    the other: said of a move too close to call, "that is worth more than what it costs" beside "the two come out
    the same" would contradict itself."""
    pros, cons = effects(analysis, action, versus, 3, figures=False)
    pros = [AS_WELL_AS_ANYTHING if p in NET_GAINS else p for p in pros]
    if not pros:
        return join_and(cons)
    if pros == [AS_WELL_AS_ANYTHING]:
        return AS_WELL_AS_ANYTHING + (f", though it {join_and(cons)}" if cons else "")
    return join_and(pros) + (f", but it also {join_and(cons)}" if cons else "")


def reason(analysis: CoachAnalysis, action: Action, *, played: bool = False) -> str:
    """Why the action is (or is not) the best, in words; numbers second. ``played``: said of the move a player
    made, in a review, named as his ("Your 8♦ …"), the better move named where its reasons start ("Playing 10♣
    …"), so each sentence says which card it is about."""
    best = analysis.best.action
    if len(analysis.lines) == 1:
        return f"{capitalised(action_phrase(action))} is the only thing you can do here."
    if action == best:
        other = analysis.lines[1].action
        note = concealment_note(analysis)
        if tier(analysis, other) == "lean":  # the coach leans to it without being sure, and says so
            return f"{capitalised(action_phrase(action))} {lean_words(analysis, other)}." + (f" {note}" if note else "")
        gain = analysis.line(action).value - analysis.line(other).value
        # A next best too close to call is no worse, as far as anyone can tell: the hint says so instead.
        tail = ("" if gain < negligible(analysis.unit) or tier(analysis, other) != "worse" else
                f" Next best, {action_phrase(other)}, is "
                f"{points_words(analysis.gap(other), analysis.unit, exact=analysis.exact)} worse"
                f"{'' if analysis.exact else ' (estimate)'}.")
        return f"{_named_with(action_phrase(action), _says(analysis, action, other, 3))}.{tail}" + (
            f" {note}" if note else "")
    subject = capitalised(played_phrase(action) if played else action_phrase(action))
    loss = analysis.loss(action)
    costly = loss > max(negligible(analysis.unit), analysis.margin(action))
    facts = (static_effects(analysis.view, action, best, analysis.profile)[:2]
             or plain_effect(analysis.view, action, costly=costly))
    mine = said_of_itself(costs_then_gains(facts), action) if played else costs_then_gains(facts)
    if action in will_do(analysis):
        # The hint offered it ("playing 8♦ or playing 10♣ will do"): no other move than the coach's, never set
        # against it, which would read as a departure from the advice.
        offered = f"{TOO_CLOSE}: {OFFERED}" if analysis.verdict(action) == "close" else capitalised(OFFERED)
        note = concealment_note(analysis, action) if concealment_decides(analysis) == action else ""
        return f"{subject} {mine}. {offered}." + (f" {note}" if note else "")
    if loss <= negligible(analysis.unit):
        same = (f"just as good as {action_phrase(best)}" if analysis.exact
                else f"as good as {action_phrase(best)}, as far as the coach can tell without seeing his cards")
        return f"{subject} {mine}: {same}."
    own, better = reason_parts(analysis, action, played=played)
    return f"{own} {better}"


def close_on_a_longer_look(analysis: CoachAnalysis, action: Action, *, played: bool = False) -> str:
    """:func:`reason` of ``action`` as a review says it once a longer look (*Learn from your mistakes*, played out
    over many more deals) found the move the coach recommended not clearly ahead of it: what the move does, with no
    figure, and the verdict *too close to call*, so the review's words and the longer look's verdict are one (a
    review entry said "too close to call" beside "costs you about 4 points" before)."""
    facts = (static_effects(analysis.view, action, analysis.best.action, analysis.profile)[:2]
             or plain_effect(analysis.view, action))
    subject = capitalised(played_phrase(action) if played else action_phrase(action))
    mine = said_of_itself(costs_then_gains(facts), action) if played else costs_then_gains(facts)
    rec = analysis.recommended()
    return (f"{subject} {mine}. {TOO_CLOSE}: played out again over many more deals, {action_phrase(rec)} did not "
            "come out clearly ahead of it.")


def reason_parts(analysis: CoachAnalysis, action: Action, *, played: bool = False) -> tuple[str, str]:
    """:func:`reason` of a move worse than the best in its two parts: what the move does, and the better move with
    why (``""`` where the reason names no better move: the best, one as good, one the hint offered). A review
    shown above a puzzle made of the same decision folds the second away (printed above "Learn from your
    mistakes", the better move would be the puzzle's answer). Each part opens with the card it is about
    (``played``: the move played as "Your 8♦"), and the better move's reasons are said with it as their subject,
    never in a clause after the move played ("…, which does about 1 point better …, but it also risks the 10♥"
    could be read of either card)."""
    best = analysis.best.action
    loss = analysis.loss(action)
    if len(analysis.lines) == 1 or action == best or loss <= negligible(analysis.unit) or action in will_do(analysis):
        return reason(analysis, action, played=played), ""
    costly = loss > max(negligible(analysis.unit), analysis.margin(action))
    facts = (static_effects(analysis.view, action, best, analysis.profile)[:2]
             or plain_effect(analysis.view, action, costly=costly))
    # The best few only (play-outs again): what the better move keeps hidden, or the note if open cards pick this.
    top = analysis.rank(action) <= OPEN_TOP
    rec = analysis.recommended()
    # said where the better move named is the coach's best, which the note sets beside the move played: beside the
    # move the advice recommended instead, it would speak of a third move
    hidden = hiding(analysis, best, action) if top and rec == best else ""
    kept_note = (f" {concealment_note(analysis, action)}" if top and rec == best
                 and concealment_decides(analysis) == action else f" {capitalised(hidden)}." if hidden else "")
    subject = played_phrase(action) if played else action_phrase(action)
    own = f"{capitalised(subject)} {costs_then_gains(facts)}."
    if played:  # "Your 7♥ risks the 7♥" named the card twice
        own = said_of_itself(own, action)
    other = action_phrase(best)
    if rec != best and action in analysis.about_even_moves():  # the advice counted it about even with its move
        return own, (f"{TOO_CLOSE}: {action_phrase(rec)}, the move the coach recommended, comes out {LEVEL_WITH} "
                     f"it, as the coach's figures show.{kept_note}")
    if tier(analysis, action) == "lean":  # as the hint says it: a lean toward the best, not sure
        return own, f"{TOO_CLOSE}: {other} {lean_words(analysis, action, than=False)}.{kept_note}"
    if loss <= analysis.margin(action):
        return own, (f"{TOO_CLOSE}: {other} {_side_by_side(analysis, best, action)}; from what you can see, the two "
                     f"come out the same.{kept_note}")
    cost = what_it_costs(analysis, action, facts, subject=subject)
    better = (_recommended_was_better(analysis, action, rec) if rec != best
              else f"{capitalised(other)} {WAS_BETTER}: {_it_does(_says(analysis, best, action, 3))}")
    # Every card known, the moves the solver ties with the better one are as good: "Playing 7♥ was better" alone
    # would read as the one card to play where J♦ and Q♦ do as well.
    ties = [ln.action for ln in analysis.lines[1:] if analysis.exact and ln.value == analysis.best.value]
    if ties and rec == best:
        better += (f". {capitalised(join_or([action_phrase(a) for a in ties]))} would do just as well, "
                   f"{BEST_PLAY}")
    return said_of_itself(cost, action) if played else cost, f"{better}.{kept_note}"


def _named_with(name: str, says: str) -> str:
    """A move named with what it does, the solver's terms set off where they begin the words: "Playing K♣, with best
    play by both sides, brings you 1 brisque …", never "Playing K♣ with best play by both sides brings you …"."""
    solved = f"{BEST_PLAY} "
    if says.startswith(solved):
        return f"{capitalised(name)}, {BEST_PLAY}, {says.removeprefix(solved)}"
    return f"{capitalised(name)} {says}"


def _it_does(says: str) -> str:
    """What a better move does, with "it" as its subject where the words begin with the solver's terms: "with best
    play by both sides it brings you 3 brisques …", never "it with best play by both sides brings you …"."""
    solved = f"{BEST_PLAY} "
    return f"{BEST_PLAY} it {says.removeprefix(solved)}" if says.startswith(solved) else f"it {says}"


def _recommended_was_better(analysis: CoachAnalysis, action: Action, rec: Action) -> str:
    """The better move a review names where the coach's move recommended ``rec``, not its best (a lead keeping a
    brisque back, or one picked among moves about the same): ``rec``, for the advice's own reason first, then what else
    it does better than ``action``, so the advice and the review give one account of the decision, never "Playing 7♦
    was better: … (it risks the 7♦ …)" after advice to lead 9♦ since it keeps the 7♦ out of his reach."""
    name = action_phrase(rec)
    why = analysis.one_reason(rec).removeprefix(capitalised(name)).strip()
    more = [p for p in effects(analysis, rec, action, 3)[0] if p not in NET_GAINS and p != AS_WELL_AS_ANYTHING
            and p not in why]
    also = f", and it {join_and(more[:2])}" if more else ""
    return f"{capitalised(name)} {WAS_BETTER}: it {why}{also}"


def will_do(analysis: CoachAnalysis) -> list[Action]:
    """The moves the coach's move (:func:`~penchant.coaching.figure_words.advice`) offers as good enough, its own
    choice first where it offers it: the coach's choice with the moves that come out the same, or the leads of no
    brisque it keeps back, each within the band its figures call too close to call
    (:func:`~penchant.coaching.weighing.in_the_band`) and keeping whole what it may
    (:func:`~penchant.coaching.weighing.lean_offered`). The review reads them too: a move the hint said "will do"
    is no other move than the coach's, never one of its closest calls."""
    best = analysis.best.action
    if len(analysis.lines) == 1:
        return [best]
    close = close_calls(analysis)
    if close:
        return [best, *keeping_whole(analysis, [best, *close])[0]]
    if tier(analysis, analysis.lines[1].action) != "lean":
        return [best]
    return lean_offered(analysis)


def reason_to_pick(analysis: CoachAnalysis, moves: Sequence[Action]) -> tuple[list[Action], str]:
    """Moves about even, the one the hand gives a reason to prefer first, and that reason as a clause (``""``
    where the hand gives none): a lead that keeps out of his reach a brisque he may take; a card played that keeps
    a brisque another would throw to him; a card that keeps a trump. Read from the hand, never from what Hint 1
    said: Hint 1 reads the coach's move (:meth:`~penchant.coaching.analysis.CoachAnalysis.first_hint`)."""
    later = declared_later(analysis, moves)
    if later:
        return list(moves), later
    picked = _picked(analysis, moves)
    if picked is None:
        return list(moves), ""
    ordered, keepers, kept = picked
    return ordered, f"{PICK_REASON}{join_or([action_phrase(a) for a in keepers])} keeps {kept}"


def pick_head(analysis: CoachAnalysis, moves: Sequence[Action]) -> str:
    """The coach's move where :func:`reason_to_pick` gives a reason to pick among ``moves``: the one move it
    recommends with that reason, then every other move about even the reason is true of ("Playing K♦ keeps your
    10♠, a brisque, rather than throwing it to him; so does playing Q♣"), so the advice names one move and its reason
    singles out the moves it is true of; ``""`` where there is no such reason."""
    picked = _picked(analysis, moves)
    if picked is None:
        return ""
    _ordered, keepers, kept = picked
    head = f"{capitalised(action_phrase(keepers[0]))} keeps {kept}"
    more = keepers[1:]
    return head + (f"; so {verb_form(len(more), 'do')} {join_and([action_phrase(a) for a in more])}"
                   if more else "")


def _picked(analysis: CoachAnalysis, moves: Sequence[Action]) -> tuple[list[Action], list[Action], str] | None:
    """:func:`reason_to_pick`'s reason in its parts: ``moves`` reordered (the one picked first), every move about
    even the reason is true of (the one picked first) and what they keep; ``None`` where the hand gives none."""
    v = analysis.view
    plays = [a for a in moves if isinstance(a, Play)]
    if len(plays) < 2 or v.last_six or every_move_about_even(analysis):
        # Every move about even: a reason for one would be as true of most of the others, and single none out.
        return None
    even = [a for a in [*moves, *about_even(analysis)] if isinstance(a, Play)]
    spent: dict[Play, str] = {}
    for a in dict.fromkeys(even):
        c = a.card
        if risks_a_brisque(v, a):
            spent[a] = "reach"
        elif (v.stage is Stage.FOLLOW and v.lead is not None and c.is_brisque
              and not follower_wins(v.lead.index, c.index, v.trump)):
            spent[a] = "throw"
        elif v.trump is not None and c.suit == v.trump:
            spent[a] = "trump"
    keep = next((a for a in plays if a not in spent), None)
    if keep is None or not spent:
        return None
    # The reason is said of every move about even it is true of, the one picked first, and of what every other
    # one spends: "playing A♦ keeps your 7♥ …" beside five other moves keeping it too singled out none.
    keepers: list[Action] = [keep, *(a for a in dict.fromkeys(even) if a not in spent and a != keep)]
    kept = _kept_words({how: [a.card.unicode for a, h in spent.items() if h == how] for how in spent.values()})
    return [keep, *(a for a in moves if a != keep)], keepers, kept


def _kept_words(kept: dict[str, list[str]]) -> str:
    """What the moves that spend none of them keep, by why each is worth keeping: "your 7♥ and 10♥, brisques he may
    take, out of his reach, and your trump 9♠"."""
    said = []
    for how, cards in kept.items():
        one = len(cards) == 1
        yours = f"your {join_and(cards)}"
        if how == "reach":
            said.append(f"{yours}, {'a brisque' if one else 'brisques'} he may take, out of his reach")
        elif how == "throw":
            said.append(f"{yours}, {'a brisque' if one else 'brisques'}, rather than throwing "
                        f"{'it' if one else 'them'} to him")
        else:
            said.append(f"your {'trump' if one else 'trumps'} {join_and(cards)}")
    return f"{said[0]}, and {join_and(said[1:])}" if len(said) > 1 else said[0]


PICK_REASON: Final = "; if you want a reason to pick one, "
"""How a reason to prefer some of the moves about even opens (:func:`reason_to_pick`)."""


def about_even(analysis: CoachAnalysis) -> list[Action]:
    """Every move the coach's figures cannot tell from its best (any tier but ``"worse"``), the best first, read
    from the lines alone (the move the advice recommends is picked among these)."""
    return [ln.action for ln in analysis.lines if tier(analysis, ln.action) != "worse"]


def every_move_about_even(analysis: CoachAnalysis) -> bool:
    """Whether every card you may play comes out about even with the coach's best, some too close to call with it
    (every card known: exactly the same): then any will do, and the advice says so plainly, with no reason singling
    one out (a card that keeps a brisque back beside five others keeping it too). A declaration beside a pass, or a
    lean with no move too close to call, keeps its own reason: what tells those apart is no reason shared."""
    return (len(analysis.lines) > 1 and all(isinstance(ln.action, Play) for ln in analysis.lines)
            and len(about_even(analysis)) == len(analysis.lines) and bool(close_calls(analysis)))


PASSING_COSTS_LITTLE = "passing costs little here"
"""Why a pass may stand beside a declaration about even with it: the declaration waits for a later trick won."""


def declared_later(analysis: CoachAnalysis, moves: Sequence[Action]) -> str:
    """Why passing costs little where it comes out about even with a declaration among ``moves``, as a clause:
    "; passing costs little here: you may still declare the pair Q♥ Q♣ after a later trick you win" (``""``
    where no trick of the first ten is left to win after this one, or the moves are not a declaration and a
    pass). A free two points said to be "about even" with passing gives a newcomer nothing to act on."""
    v = analysis.view
    made = [a for a in moves if isinstance(a, Declare)]
    if not (v.stage.declaring and made and any(not isinstance(a, (Declare, Play)) for a in moves)):
        return ""
    if not declaration_may_follow(trick_in_play(v.tricks_played)):  # no declaration after a later trick
        return ""
    declare = action_phrase(made[0]).removeprefix("declaring ")
    return (f"; {PASSING_COSTS_LITTLE}: you may still declare {declare} after a later trick you win"
            f"{pass_gives_him(v)}")


PASS_LETS_HIM: Final = "though passing lets him declare a penchant now, if he holds one"
"""What a pass gives him, said wherever passing is advised or weighed: the loser of a trick may declare a penchant
when its winner declares nothing (:func:`~penchant.coaching.combination_reasons.his_penchant_after_a_pass`)."""


def pass_gives_him(v: PlayerView) -> str:
    """The clause saying what passing now gives him (``", though passing lets him declare a penchant now, if he
    holds one"``), or ``""`` where the rules let him declare nothing after your pass or he can hold no penchant."""
    return f", {PASS_LETS_HIM}" if his_penchant_after_a_pass(v) else ""


def hinted_brisque_risked(analysis: CoachAnalysis, best: Action) -> str:
    """The brisque a lead risks, with Hint 1's concern for it (:func:`~penchant.coaching.pointers.spare_words`),
    where the coach clearly prefers leading it in the first ten tricks and he may take it: "7♦ risks a brisque he
    may take", "10♣ gives up a brisque worth keeping for the last six tricks"; ``""`` otherwise."""
    if not isinstance(best, Play) or not risks_a_brisque(analysis.view, best):
        return ""
    card = best.card.unicode
    if saved_brisque(best.card.rank):
        return f"{card} gives up a brisque worth keeping {FOR_LAST_SIX}"
    return f"{card} risks a brisque he may take"
