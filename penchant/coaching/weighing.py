"""How the coach weighs the other moves against its best: the same, a lean it cannot be sure of, or worse.

:func:`tier` sorts the moves of a :class:`~penchant.coaching.analysis.CoachAnalysis` (each function here takes the
analysis it weighs), so the hint and the review of one decision sort its moves into the same tiers:

* ``"same"``: no worse than the best as far as the coach can tell: a loss of next to nothing, or one within its
  sampling margin and under :data:`~penchant.judgement.verdicts.GOOD` brisques' worth. The hint says these "come out
  about the same", the review "the two come out the same".
* ``"lean"``: within the sampling margin but at least ``GOOD`` brisques' worth below the best. The coach leans to
  the best, honestly hedged: "Playing 10♣ looks a little better than playing 8♦ here, but not by enough to be
  sure: …" (firm advice on figures too close to call would say more than the figures do; calling such a spread
  "about the same" would hide a real lean).
* ``"worse"``: beyond the sampling margin (or exact): said firmly.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final, Literal

from penchant.coaching.combination_reasons import breaks_up, keeps_whole
from penchant.coaching.playout_reasons import compared_effects
from penchant.coaching.reasons import (
    IN_HAND_FOR_LAST_SIX,
    action_phrase,
    is_drawback,
    plain_effect,
    points_words,
    static_effects,
)
from penchant.english.grammar import capitalised
from penchant.english.lists import join_and, join_or
from penchant.english.numbers import number_words
from penchant.judgement.verdicts import GOOD, INACCURACY, negligible
from penchant.play.moves import Declare, Play
from penchant.words.cards import card_words

if TYPE_CHECKING:
    from penchant.coaching.analysis import CoachAnalysis
    from penchant.play.moves import Action

__all__ = ["ABOUT_AS_GOOD", "AHEAD_ACROSS_THE_DEALS", "AS_WELL_AS_ANYTHING", "COSTS_YOU", "EVENS_OUT",
           "HANDS_HE_COULD_HOLD", "HE_HARDLY_TAKES_IT", "IN_THE_DIFFERENCE", "LEAN_MEASURED", "SMALL_EDGE",
           "UNSURE_EDGE", "KEEPS_THE_MOST", "NET_GAINS", "Tier", "close_calls", "effects",
           "exactly_worse", "gains", "in_rank_order", "in_the_band", "keeping_whole", "lean_offered",
           "lean_words", "leaning", "leaning_others", "others_worse", "tier", "what_it_costs", "why_the_same"]

AS_WELL_AS_ANYTHING: Final = "does as well as anything else here"
"""The coach's last word for a move's merit when nothing it does is better: never the price of a cost."""
KEEPS_THE_MOST: Final = "keeps the most brisques with best play by both sides"
AHEAD_ACROSS_THE_DEALS: Final = "comes out ahead, however the cards you cannot see may lie"
COSTS_YOU: Final = "costs you"
"""How a reviewed move worse than the best says its loss, first: "Playing 10♥ costs you about 3 points in the
difference between your score and his this deal" (:func:`what_it_costs`)."""
IN_THE_DIFFERENCE: Final = "in the difference between your score and his this deal"
"""What a move's cost is counted in (:func:`what_it_costs`): the gap between the two scores, which a brisque taken
from him instead moves by twice what it adds to yours, so the figure is never read as your own points."""
RESTS_WORSE: Final = "leaves you worse off a little in each part of the rest of the deal"
"""What a costly move gives up when no one part of the deal differs enough to name: a little in each part, so that
what it gives up is always named."""
NET_GAINS: Final = (KEEPS_THE_MOST, AHEAD_ACROSS_THE_DEALS)
"""The coach's words for a move's merit that claim it comes out ahead on the whole: never said of a move too close
to call, which comes out the same."""

Tier = Literal["best", "same", "lean", "worse"]

ABOUT_AS_GOOD: Final = "about as good"
"""How the coach says a move is within what its review calls *too close to call* of another: "declaring the pair Q♥
Q♣ is about as good as passing", never "Slightly better: declaring the pair", which would read as a move the review
marks the learner for not making, where its difference is too close to call."""


def tier(analysis: CoachAnalysis, action: Action) -> Tier:
    """How ``action`` stands against the best: ``"best"``, ``"same"``, ``"lean"`` or ``"worse"`` (the module's
    text)."""
    if action == analysis.best.action:
        return "best"
    loss = analysis.loss(action)
    if loss <= negligible(analysis.unit):
        return "same"
    if loss > analysis.margin(action):
        return "worse"
    return "same" if loss < GOOD * analysis.unit else "lean"


def close_calls(analysis: CoachAnalysis) -> list[Action]:
    """The other actions about the same as the best (tier ``"same"``): within the sampling margin and under
    ``GOOD`` brisques' worth below it, so a wide margin alone never calls a real difference "about the same"."""
    return [ln.action for ln in analysis.lines[1:] if tier(analysis, ln.action) == "same"]


def in_the_band(analysis: CoachAnalysis, action: Action) -> bool:
    """Whether the figures put ``action`` within what they call too close to call of the coach's choice, near
    enough to offer as its equal: the best, a move of tier ``"same"``, or one of tier ``"lean"`` less than
    :data:`~penchant.judgement.verdicts.INACCURACY` brisques' worth below it as the figures show it
    (:meth:`~penchant.coaching.analysis.CoachAnalysis.gap`), so a 9♠ the figures put an inaccuracy's worth or
    more below is never offered in "playing 8♦ or playing 9♠ will do"."""
    standing = tier(analysis, action)
    return standing in ("best", "same") or (standing == "lean" and analysis.gap(action) < INACCURACY * analysis.unit)


def in_rank_order(analysis: CoachAnalysis, moves: Sequence[Action]) -> list[Action]:
    """Of ``moves`` (best first), those an advice may offer or warn against without ranking them against the
    figures: the moves that break up no combination you hold down to the first that does, then only those that
    do (each warned against ranks below every move offered), or, when the first breaks one up, the run of
    those that do: "Playing 8♦ or playing 9♠ will do; playing K♥ gives up the marriage" never warns against a K♥
    the figures rank above the 9♠ it offers."""
    if not moves:
        return []
    breaks = [bool(breaks_up(analysis.view, a)) for a in moves]
    if breaks[0]:
        run = next((i for i, b in enumerate(breaks) if not b), len(moves))
        return list(moves[:run])
    first = breaks.index(True) if True in breaks else len(moves)
    return [*moves[:first], *(a for a, b in zip(moves[first:], breaks[first:], strict=True) if b)]


def leaning(analysis: CoachAnalysis) -> list[Action]:
    """The other actions the coach leans against without being sure (tier ``"lean"``), best first."""
    return [ln.action for ln in analysis.lines[1:] if tier(analysis, ln.action) == "lean"]


def lean_words(analysis: CoachAnalysis, action: Action, *, than: bool = True) -> str:
    """Why the best is the coach's pick over ``action`` (a move of tier ``"lean"``, which the review calls *too close
    to call*), said after the best's name as one clear thing a newcomer can act on: which move, by how much, that
    ``action`` will do too, then why: "is the coach's pick, about 1 point ahead of playing 8♦ over the rest of the
    deal by the coach's figures: a small edge, so playing 8♦ will do too. Playing 10♣ lets you declare more …, though
    it risks the 10♣ …". Never "comes out about even with …, though it may be a little better (…, too little to be
    sure)", which says three things of one gap. ``than=False``, after a review's "Too close to call": "may be a
    little better, but not by enough to be sure: it …". Its gains and costs are said side by side, never "worth more
    than what it costs" nor "comes out ahead": the sample cannot say that; and the lean is never said as a move
    clearly better ("Slightly better: declaring the pair Q♥ Q♣" would mark a pass the review does not mark)."""
    small = analysis.loss(action) < INACCURACY * analysis.unit
    little = "a little " if small else ""
    # after a review's "Too close to call" (``than=False``) no part is said with its points: the verdict says the
    # sample cannot tell the two apart, so no figure beside it may say one scored more
    # The parts say which way each goes, never with points of their own: "lets you declare about 1 point more"
    # beside a lean the coach measured otherwise read as a second figure; the one figure said is the measured lean.
    pros, cons = effects(analysis, analysis.best.action, action, 3, figures=False)
    pros = [p for p in pros if p not in NET_GAINS and p != AS_WELL_AS_ANYTHING]
    why = join_and(pros) + (f", though it {join_and(cons)}" if cons else "") if pros else ""
    if than:
        other = action_phrase(action)
        edge = SMALL_EDGE if small else UNSURE_EDGE
        pick = (f"is the coach's pick, {analysis.shortfall_words(action)} ahead of {other} {LEAN_MEASURED}: {edge}, "
                f"so {other} will do too")
        return pick + (f". {capitalised(action_phrase(analysis.best.action))} {why}" if why else "")
    return f"may be {little}better, but not by enough to be sure{': it ' + why if why else ''}"


def leaning_others(others: Sequence[Action]) -> str:
    """The moves the coach leans against after the first, said as doing as well as far as the coach can tell
    ("Playing Q♣ and playing 9♠ will do too, as far as the coach can tell."), as the lean's own sentence says its
    first ("so playing 8♦ will do too"): a lean the sampled deals cannot be sure of is no figure to set below the
    advice's move."""
    if not others:
        return ""
    names = [action_phrase(a) for a in others]
    return f" {capitalised(join_and(names))} will do too, as far as the coach can tell."


def why_the_same(analysis: CoachAnalysis, same: Sequence[Action]) -> str:
    """Why moves that look different to a newcomer come out about the same, in a player's words read from their
    play-outs: a brisque among them (how often he wins it, and what leading it gains and costs), a declaration
    beside passing (what each gains over the other). ``""`` when the moves look alike, when the play-outs name no
    part each gains (a balance of "smaller things" teaches nothing), and where every card is known: the solver's
    moves that tie come out exactly the same, and a share of sampled deals would be a figure it never made."""
    if analysis.exact:
        return ""
    said: list[str] = []
    plays = [a for a in same if isinstance(a, Play)]
    brisques = [a for a in plays if a.card.is_brisque]
    if brisques and len(brisques) < len(plays):
        a = brisques[0]
        other = next(b for b in plays if not b.card.is_brisque)
        lost = 1.0 - analysis.line(a).wins_trick
        share = (HE_HARDLY_TAKES_IT if lost < 0.05 else f"he takes it in fewer than half of {HANDS_HE_COULD_HOLD}"
                 if lost < 0.5 else f"he takes it in most of {HANDS_HE_COULD_HOLD}")
        balance = _balance(analysis, a, other)
        said.append(f"The {card_words(a.card)} is a brisque, but {share}." + (f" {balance}" if balance else ""))
    made = [a for a in same if isinstance(a, Declare)]
    held = [a for a in same if not isinstance(a, (Declare, Play))]
    if made and held:
        said.append(_balance(analysis, made[0], held[0], "scores now"))
    return " ".join(s for s in said if s)


HANDS_HE_COULD_HOLD: Final = "the hands he could hold"
"""How the coach says a share of its sampled deals: of the hands he could hold, by what you have seen, never of his
hand as if it saw it ("he never takes it" read as the coach seeing his hidden cards)."""
HE_HARDLY_TAKES_IT: Final = f"he takes it in hardly any of {HANDS_HE_COULD_HOLD}"
"""What the coach says of a brisque he takes in (next to) none of its sampled deals."""


LEAN_MEASURED: Final = "over the rest of the deal by the coach's figures"
"""What the fuller hint says after the one figure of a lean, the coach's measured difference: "is the coach's pick,
about 1 point ahead of playing 8♦ over the rest of the deal by the coach's figures: a small edge, …"."""
SMALL_EDGE: Final = "a small edge"
"""How the fuller hint calls a lean under an inaccuracy's loss: small enough that the other move will do too."""
UNSURE_EDGE: Final = "an edge its figures cannot be sure of"
"""How the fuller hint calls a larger lean still within the sampling margin (the review calls it too close to call)."""


EVENS_OUT: Final = "the two even out"
"""How the hint ends what each of two moves about the same gains over the other: "Playing A♦ lets you declare more
in the rest of the first ten tricks; playing Q♦ leaves him less to declare: the two even out"."""


def _balance(analysis: CoachAnalysis, a: Action, b: Action, first: str = "") -> str:
    """What ``a`` gains over ``b`` and ``b`` over ``a`` in their play-outs, and that they even out, in one short
    sentence; ``""`` where either gains nothing the play-outs name."""
    mine = ([first] if first else []) + gains(analysis, a, b)
    theirs = gains(analysis, b, a)
    if not mine or not theirs:
        return ""
    return (f"{capitalised(action_phrase(a))} {join_and(mine)}; {action_phrase(b)} {join_and(theirs)}: "
            f"{EVENS_OUT}.")


def gains(analysis: CoachAnalysis, x: Action, y: Action) -> list[str]:
    """What ``x``'s play-outs do better than ``y``'s, in words without figures (the figures are one click
    away), the largest first, at most two."""
    compared = compared_effects(analysis.line(x), analysis.line(y), analysis.unit, analysis.view, False, figures=False)
    return [text for _size, text, better in compared if better][:2]


def exactly_worse(analysis: CoachAnalysis, than: Action) -> str:
    """What a hint says, where every card is known, of the moves that do worse than ``than`` (the coach's choice),
    each with the solver's figure: " Playing A♣ does 3 points worse, and playing A♥ 6 points worse."; ``""`` where
    none does."""
    top = analysis.line(than).value
    worse = [(action_phrase(ln.action), points_words(top - ln.value, analysis.unit, exact=True))
             for ln in analysis.lines if ln.value < top]
    if not worse:
        return ""
    first, *rest = worse
    told = [f"{first[0]} does {first[1]} worse", *(f"{name} {pts} worse" for name, pts in rest)]
    return f" {capitalised(join_and(told))}."


def others_worse(others: Sequence[str]) -> str:
    """What a hint says of the moves left out of those about the same (each in words), right for one, two or
    more (never "the rest do worse" of one other card): one or two are named, so the player need not work out
    which card "the other one" is, more are counted. Two named have a verb each, since "Playing 8♦ and declaring
    the marriage K♥ Q♥ do worse" reads as one move, a card played and a marriage declared with it."""
    if not others:
        return ""
    if len(others) == 1:
        return f" {capitalised(others[0])} does worse."
    if len(others) == 2:
        return f" {capitalised(others[0])} does worse, and so does {others[1]}."
    return f" The other {number_words(len(others))} do worse."


def keeping_whole(analysis: CoachAnalysis, same: Sequence[Action]) -> tuple[list[Action], str]:
    """Of moves the coach cannot tell apart, those that break up no combination you hold, and a clause that ends
    the sentence offering them, naming the others with what each breaks up (``""`` when none does; when every one
    does, all are offered and the clause says what each breaks). A card of a marriage is never offered as the
    equal of a spare card without a word: the play-outs tie them, so what breaking the marriage gives up is said,
    with the figures that put it about level."""
    broken = [(a, breaks_up(analysis.view, a)) for a in same]
    whole = [a for a, b in broken if not b]
    what = list(dict.fromkeys(b for _a, b in broken if b))  # one combination broken is said once
    if not what:
        return list(same), ""
    if not whole:
        if len(same) == 1:
            return list(same), f", though it {what[0]}"
        if len(what) == 1:
            return list(same), f", though each of them {what[0]}"
        told = join_and([f"{action_phrase(a)} {b}" for a, b in broken])
        return list(same), f", though each gives up something you could still declare: {told}"
    told = join_and([f"{join_or([action_phrase(a) for a, x in broken if x == b])} {b}" for b in what])
    # They are among the moves the coach cannot tell from its own: a review calls them too close to call, never
    # a mistake, so the hint says the figures as they are ("about even"), not as a warning, and not as "about
    # the same" beside figures a click away that may put it a point or two worse.
    they = "it" if sum(1 for _a, b in broken if b) == 1 else "them"
    return whole, f"; {told}, though the coach's figures put {they} about even"


def what_it_costs(analysis: CoachAnalysis, action: Action, facts: Sequence[str] = (), most: int = 2,
                  subject: str = "") -> str:
    """What a move worse than the best gives up, said first and in points of this deal, then why, in the game's
    terms: the costs read from the position (``facts``' drawbacks), then from the play-outs against the best move
    but without naming it (a review folds the better move away, as the answer of a puzzle made of the decision):
    the declarations it lets him make or keeps from you, what it leaves you for the last six tricks, the lead.
    What the move does gain comes last, as what it was not worth, so that a mistake's review never opens with what
    reads as praise.

    Said in points once, in the total (:func:`~penchant.judgement.verdicts.loss_words`, as a puzzle made of the
    decision says it); the parts say which way each goes, and one is always said, so "what it gives up" names
    something: ``"Playing 10♥ costs you about 3 points in the difference between your score and his this deal
    (estimate): it leaves him more to declare.
    It wins the trick and takes his 10♣, a brisque, but that is worth less than what it gives up."``. ``subject``:
    how the move is named, where not "playing 10♥" ("your 10♥" in a review of the move played)."""
    # The parts say which way each goes, the total how much: parts with figures of their own would not add up
    # to the total said beside them.
    # measured from the move the learner was told to make (:meth:`CoachAnalysis.measured_from`), as its figure is
    ranked = compared_effects(analysis.line(action), analysis.line(analysis.measured_from(action)), analysis.unit,
                              analysis.view, analysis.exact, figures=False)
    lost = [text for _size, text, good in ranked if not good][:most]
    plain = set(plain_effect(analysis.view, action, costly=True)) if lost else set()  # "gives up the Q♣": no news
    cons = [f for f in facts if is_drawback(f) and f not in plain]
    pros = [f for f in facts if not is_drawback(f) and not f.startswith("costs little")]
    tail = " in the rest of the first ten tricks"
    if len(lost) == 2 and all(t.endswith(tail) for t in lost):  # the place said once
        lost[0] = lost[0].removesuffix(tail)
    solved = "with best play by both sides "
    why = [*cons, *lost]
    if len(why) == 1 and why[0].startswith(solved):  # the last six solved: "it with best play ..." misread
        said = f"{solved.strip()}, it {why[0].removeprefix(solved)}"
    else:
        said = f"it {join_and(why)}" if why else f"it {RESTS_WORSE}"
    lost_words = analysis.cost_words(action)  # the figure the coach's figures give it, and a puzzle made of it
    # The figures are the difference between the two scores (yours less his), never your own points: "costs you 6
    # points of this deal" beside "0 brisques instead of 2", which would bring you 4, read as a sum gone wrong.
    cost = f"{lost_words} {IN_THE_DIFFERENCE}{'' if analysis.exact else ' (estimate)'}"
    gained = f" It {join_and(pros)}, but that is worth less than what it gives up." if pros else ""
    return f"{capitalised(subject or action_phrase(action))} {COSTS_YOU} {cost}: {said}.{gained}"


def effects(analysis: CoachAnalysis, action: Action, versus: Action | None = None,
            most: int = 4, *, figures: bool = True) -> tuple[list[str], list[str]]:
    """What ``action`` does, in the game's terms, against ``versus``: (points for it, points against it).
    ``figures=False``: which way each part goes, without its points (said of two moves too close to call: a figure
    large enough to state, "lets you declare about 4 points more", beside "too close to call" contradicted it).

    Facts read from the position come first (at most two), then what the
    compared play-outs show, the largest differences first. When ``action``
    does better than ``versus`` its gain is never left out: if nothing above
    favours it, the largest thing that does is added (or, failing that, that
    it comes out ahead in the play-outs), so its reason can lead with a gain.
    """
    v = analysis.view
    facts = static_effects(v, action, versus, analysis.profile)
    if versus is not None and versus != action:
        # What both do is no reason to prefer either, and it is said once, of the move played: both losing the
        # tenth trick read "gives him the last trick of the first ten" of the move played and of the better one.
        shared = set(static_effects(v, versus, action, analysis.profile))
        facts = [t for t in facts if t not in shared]
    facts = facts[:2]
    pros = [t for t in facts if not is_drawback(t)]
    cons = [t for t in facts if is_drawback(t)]
    if versus is not None and versus != action:
        ranked = compared_effects(analysis.line(action), analysis.line(versus), analysis.unit, v, analysis.exact,
                                  figures=figures)
        for _, text, good in ranked[: max(0, most - len(facts))]:
            (pros if good else cons).append(text)
        ahead = analysis.line(action).value - analysis.line(versus).value
        if not pros and (ahead > 0 or action == analysis.best.action):
            pros = [text for _, text, good in ranked if good][:1] or [
                (KEEPS_THE_MOST if analysis.exact else AHEAD_ACROSS_THE_DEALS) if ahead > negligible(analysis.unit)
                else AS_WELL_AS_ANYTHING]
        whole = keeps_whole(v, action)
        # What the other move keeps as well is no reason to prefer this one: "keeps the pair Q♥ Q♣" of a 10♣
        # set against an 8♣ that keeps it too would single out nothing.
        if whole == keeps_whole(v, versus):
            whole = ""
        if whole and pros and pros[0] in {text for _, text, _good in ranked} and not any(p in facts for p in pros):
            pros.insert(0, whole)  # a player's reason first, the play-outs' figure after it
    if not pros and not cons:
        pros = plain_effect(v, action)
    return _one_way(action, pros, cons)


LAST_SIX_BETTER: Final = "better in the last six tricks"
"""How the play-outs' words say a move does better in the last six tricks (:func:`_one_way` reads them)."""


def _one_way(action: Action, pros: list[str], cons: list[str]) -> tuple[list[str], list[str]]:
    """``pros`` and ``cons`` with the last six tricks said one way: a card played now that does better there is said
    to do so "even with the 10♣ played now", never also to be "used up now instead of kept for the last six tricks",
    which reads as the same thing said both ways."""
    if not isinstance(action, Play):
        return pros, cons
    spent = f"uses up the {card_words(action.card)} now instead of keeping it {IN_HAND_FOR_LAST_SIX}"
    better = next((i for i, p in enumerate(pros) if LAST_SIX_BETTER in p), None)
    if spent not in cons or better is None:
        return pros, cons
    pros = list(pros)
    card = card_words(action.card)
    if card not in pros[better]:  # "(you come to them holding the 9♣ rather than the 10♣)" says it already
        pros[better] += f", even with the {card} played now"
    return pros, [c for c in cons if c != spent]


def lean_offered(analysis: CoachAnalysis) -> list[Action]:
    """The moves the coach's move offers where it leans to its choice without being sure (tier ``"lean"``): its
    choice and the moves within the band its figures call about even (:func:`in_the_band`), keeping whole what
    they may (:func:`in_rank_order`; a move that breaks up a combination the choice keeps is not offered)."""
    band = [analysis.best.action, *(a for a in leaning(analysis) if in_the_band(analysis, a))]
    ranked = in_rank_order(analysis, band)
    whole = [a for a in ranked if not breaks_up(analysis.view, a)] or ranked
    return whole if analysis.best.action in whole else [analysis.best.action]
