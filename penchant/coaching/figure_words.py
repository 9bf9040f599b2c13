"""The coach's one-sentence move (:func:`advice`), the one move it recommends (:func:`recommended`), and its figures
in a player's words (:func:`figures`), each of the :class:`~penchant.coaching.analysis.CoachAnalysis` it takes: the
coach's own choice, the lead that keeps a brisque its figures lean to leading without being sure, or the move among
those about the same the hand gives a reason to prefer. The advice and its figures ask :func:`recommended` alike, so
they name one choice: the figures never call another move "the coach's choice" under advice to play this one."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from penchant.coaching.advice_words import (
    ALSO_JUST_AS_GOOD,
    ALSO_WILL_DO,
    AS_FAR_AS_IT_CAN_TELL,
    BEST_PLAY,
    EVERY_MOVE_THE_SAME,
    JUST_AS_GOOD,
    LEVEL_WITH,
    WORTH_THE_RISK,
)
from penchant.coaching.combination_reasons import breaks_up, declarable_after, keeps_whole, left_to_declare
from penchant.coaching.move_reasons import (
    PASS_LETS_HIM,
    PASSING_COSTS_LITTLE,
    PICK_REASON,
    declared_later,
    every_move_about_even,
    hinted_brisque_risked,
    pass_gives_him,
    pick_head,
    reason,
    reason_to_pick,
    will_do,
)
from penchant.coaching.playout_reasons import BRISQUES_SET_BESIDE
from penchant.coaching.reasons import (
    SETS_TRUMP,
    action_phrase,
    bar_changes,
    bars_laid,
    is_drawback,
    points_words,
    risks_a_brisque,
    static_effects,
)
from penchant.coaching.weighing import (
    AS_WELL_AS_ANYTHING,
    KEEPS_THE_MOST,
    NET_GAINS,
    close_calls,
    effects,
    keeping_whole,
    lean_words,
    leaning,
    leaning_others,
    tier,
)
from penchant.english.grammar import capitalised
from penchant.english.lists import join_and
from penchant.english.numbers import count_words, number_words
from penchant.judgement.verdicts import FIGURES_LABEL
from penchant.play.moves import Declare, Pass, Play, Stage
from penchant.rules.combinations import classify
from penchant.rules.scoring import declared_points
from penchant.words.cards import card_words

if TYPE_CHECKING:
    from penchant.coaching.analysis import CoachAnalysis
    from penchant.play.moves import Action
    from penchant.play.view import PlayerView
    from penchant.rules.kinds import Kind

__all__ = ["ANY_CARD_WILL_DO", "BY_THE_FIGURES", "CANNOT_SEPARATE",
           "PASSING_LATER", "PASSING_NEAR", "SAFER_LEAD", "SECOND_SENTENCE_WORDS",
           "SENTENCE_WORDS", "about_even_moves", "advice",
           "bar_words", "figure_order", "figure_rows",
           "figure_words", "figures", "leaning_hint", "one_reason", "others_named", "recommended"]


def recommended(analysis: CoachAnalysis) -> Action:
    """The one move the coach's move (:meth:`~penchant.coaching.analysis.CoachAnalysis.advice`) recommends: its
    own choice; or, among moves about the same, the one the hand gives a reason to prefer. The figures name this
    one the coach's choice (:func:`figure_words`) and measure every other move from it, so they never name a second
    recommendation beside the advice. Hint 1 reads it (:meth:`~penchant.coaching.analysis.CoachAnalysis.first_hint`),
    never the other way round: what Hint 1 would say never bends the coach's choice."""
    close = close_calls(analysis)
    if close:
        kept, _broken = keeping_whole(analysis, [analysis.best.action, *close])
        ordered, pick = reason_to_pick(analysis, kept)
        if ordered and pick.startswith(PICK_REASON):
            return ordered[0]
        if kept and analysis.best.action not in kept:
            # The hint offers the moves keeping whole what you could still declare (:func:`keeping_whole`): the
            # coach's move names the first of them, never the best it breaks a combination to play.
            return kept[0]
    return analysis.best.action


def leaning_hint(analysis: CoachAnalysis, worse: str) -> str:
    """The fuller hint where the coach leans to its choice without being sure (tier ``"lean"``: no other move comes
    out the same, but some are too close to call): the lean toward its choice, hedged, with its reason; the others
    it leans against; then ``worse``. No move comes out the same here, so the move the advice recommends
    (:func:`recommended`) is the coach's own choice."""
    lean = leaning(analysis)
    text = f"{capitalised(action_phrase(analysis.best.action))} {lean_words(analysis, lean[0])}."
    return text + leaning_others(lean[1:]) + worse


def advice(analysis: CoachAnalysis) -> str:
    """The coach's move in at most two short sentences a newcomer reads at a glance: what to do and its one main
    reason (:func:`one_reason`'s head, with the brisque it risks where that fits: :data:`SENTENCE_WORDS`), then, only
    if needed, one more: what else a newcomer must know before doing it and how sure the coach is, or which other
    moves do as well (:func:`others_named`), as many of those as fit in a short sentence, in that order. One
    sentence of about seventy words, "…, even with the 10♠ played now, even though it risks …; the coach leans a
    little to it, …: if you would rather not …; playing 7♦ will do as well, …", was too long for a newcomer to read;
    a paragraph of hedges too long before it: what does not fit is the fuller reasons' and the figures', one click
    away. A brisque led is recommended firmly only where the next best does worse beyond the sampling margin (tier
    ``"worse"``), and its risk is said as its price."""
    rec = recommended(analysis)
    if len(analysis.lines) == 1:
        return reason(analysis, rec)
    if every_move_about_even(analysis) and not analysis.exact:  # exact: "every move comes out the same" below
        gives = breaks_up(analysis.view, rec).split(" (")[0]  # its worth in points is the figures' to say
        head = f"{capitalised(action_phrase(rec))} {AS_WELL_AS_ANYTHING}{f', though it {gives}' if gives else ''}"
        return f"{head}: {ANY_CARD_WILL_DO}, {BY_THE_FIGURES}."
    head, parts = _reason_parts(analysis, rec)
    if isinstance(rec, Play):  # "does better in the last six tricks …, even with the 10♠ played now" is one aside
        head = head.replace(f", even with the {card_words(rec.card)} played now", "")
    said = head + "".join(joined for joined, _alone in parts)  # what the advice says, so no move is named twice
    more = [alone for _joined, alone in parts]
    price = f", though {_lower(more[0])}" if more and more[0].startswith("It ") and ", a brisque" in more[0] else ""
    if _words(head + price) > SENTENCE_WORDS:  # the reason's own aside in brackets is the fuller reasons' to say
        head = re.sub(r" \([^()]*\)", "", head)
    if price and _words(head + price) <= SENTENCE_WORDS:  # the brisque it risks, its price, said with its reason
        head += price
        more.pop(0)
    gives = pass_gives_him(analysis.view) if isinstance(rec, Pass) and PASS_LETS_HIM not in said else ""
    if gives:  # what a pass gives him is said wherever it is advised: with its reason where that fits
        head, said = (head + gives, said + gives) if _words(head + gives) <= SENTENCE_WORDS else (head, said)
        if gives not in head:
            more.insert(0, capitalised(gives.removeprefix(", though ")))
    bars = bar_changes(analysis.view, rec, analysis.profile)
    if bars and not any(b in said for b in bars):
        more.insert(0, f"It {join_and(bars)}")
        said += join_and(bars)
    safer = _safer_choice(analysis, rec, said)
    if safer:  # the two come out about the same: said plainly, then what tells them apart
        return safer
    more = [m for m in more if m]
    broken = capitalised(_broken_words(analysis, rec, said).removeprefix("; "))  # the figures' to say, if need be
    others = capitalised(others_named(analysis, rec, " ".join([said, *more])).removeprefix("; "))
    second = _second_sentence(more, others, broken)
    # a move named only in a part left out (passing, beside a declaration) is counted among the others after all
    told = head + (second.replace(others, "").replace(_lower(others), "") if others else second)
    recount = capitalised(others_named(analysis, rec, told).removeprefix("; "))
    if not others:
        return f"{head}.{_second_sentence(more, recount, broken)}"
    return f"{head}.{second.replace(others, recount).replace(_lower(others), _lower(recount))}"


SENTENCE_WORDS: Final = 25
"""The most words a sentence of the coach's move runs to where it can be kept short: its first sentence (what to do and
its reason) takes the brisque it risks only within it, and its second takes its parts, most needed first, only within
it."""


SECOND_SENTENCE_WORDS: Final = 28
"""The most words the coach's second sentence gathers its parts into (its first part is said whatever its length)."""


def _words(text: str) -> int:
    return len(text.split())


def _lower(clause: str) -> str:
    """``clause`` (a sentence's words, "It risks …", "Playing 8♦ …") to follow a comma or semicolon."""
    return clause[:1].lower() + clause[1:]


def _second_sentence(parts: list[str], others: str, spare: str) -> str:
    """The advice's second sentence (with its leading space; ``""`` where there is nothing more to say): ``parts``,
    each a clause that reads alone, most needed first, as many as fit in :data:`SECOND_SENTENCE_WORDS` with
    ``others`` (the moves about even with the recommended one, :func:`others_named`; ``""`` where none), joined by
    semicolons; the first part and ``others`` are said whatever their length (chapter 8: "which other moves do as
    well"). ``spare`` (what it breaks up: the fuller reasons and the figures say it) is said only where it fits."""
    kept: list[str] = []
    for part in [*parts, spare]:
        first = not kept and part != spare
        if part and (first or _words("; ".join([*kept, part, others])) <= SECOND_SENTENCE_WORDS):
            kept.append(part)
    kept += [others] if others else []
    return f" {'; '.join([kept[0], *map(_lower, kept[1:])])}." if kept else ""


def _safer_choice(analysis: CoachAnalysis, rec: Action, said: str) -> str:
    """The coach's move where it leads a brisque it names the risk of and another lead risking none will do as well
    (``""`` elsewhere): the coach only leans to ``rec`` (tier ``"lean"``, too little to be sure), so the advice says
    plainly that the two come out about the same, with the other moves it cannot separate from them counted, then
    what tells the two apart: what ``rec`` may gain over the safer lead
    (:func:`~penchant.coaching.move_reasons.will_do`) and the brisque it risks, where the safer lead risks none.
    "Playing 10♣ comes out about the same as playing 8♦ and three other moves (by the coach's figures): any of them
    will do. It lets you declare more …, but it risks the 10♣, a brisque, on the lead; playing 8♦ risks no
    brisque.": a reason of the 10♣'s own, said as if it were preferred over an 8♦ that comes out the same, would
    leave a learner no reason to follow."""
    if (analysis.exact or rec != analysis.best.action or WORTH_THE_RISK in said or close_calls(analysis)
            or len(analysis.lines) < 2 or tier(analysis, analysis.lines[1].action) != "lean"
            or not risks_a_brisque(analysis.view, rec)):
        return ""
    safe = next((a for a in will_do(analysis) if a != rec and isinstance(a, Play) and not a.card.is_brisque
                 and not breaks_up(analysis.view, a)), None)
    if safe is None:
        return ""
    # Said once: the moves it cannot separate from its own, the safer lead named and the rest counted (the figures
    # name each); never a lean to its own move followed by others that "do as well", which would take it back.
    inseparable = list(dict.fromkeys([safe, *(a for a in about_even_moves(analysis) if a != rec)]))
    rest = len(inseparable) - 1
    counted = f" and {count_words(rest, 'other move')}" if rest else ""
    will = "either will do" if not rest else "any of them will do"
    same = (f"{capitalised(action_phrase(rec))} {CANNOT_SEPARATE} {action_phrase(safe)}{counted} "
            f"({BY_THE_FIGURES}): {will}.")
    # what tells the two apart: what it may gain over the safer lead (the play-outs' direction, no figure the
    # sample cannot vouch for), then the brisque it risks, where the safer lead risks none
    pros, cons = effects(analysis, rec, safe, 3, figures=False)
    gain = next((p for p in pros if p not in NET_GAINS and p != AS_WELL_AS_ANYTHING), "")
    price = next((c for c in cons if ", a brisque" in c), f"risks the {card_words(rec.card)}, a brisque, on the lead"
                 if isinstance(rec, Play) else "")
    apart = f"It {gain}, but it {price}" if gain else f"It {price}"
    return f"{same} {apart}; {action_phrase(safe)} {SAFER_LEAD}."


CANNOT_SEPARATE: Final = "comes out about the same as"
"""How the coach's move says, once, that it cannot separate its own lead of a brisque from the others: it names the
safer lead and counts the rest, never leaning to its own and then offering the others as doing as well."""
SAFER_LEAD: Final = "risks no brisque"
"""What the coach's move says of the safer lead it names: "…; playing 8♦ risks no brisque"."""


def _broken_words(analysis: CoachAnalysis, rec: Action, said: str) -> str:
    """What the recommended move breaks up of the combinations you could still declare, and why that is right here,
    as a clause (``""`` where it breaks none, or ``said`` names it): the advice that kept a marriage to declare later
    and the advice that gives it up read as one account ("…, though it gives up the marriage Q♥ K♥ (which you could
    otherwise declare for 2 points): keeping it does no better here"). It is recommended only where no move keeping
    the combination whole does as well (:func:`recommended`)."""
    broken = breaks_up(analysis.view, rec)
    if not broken or broken in said:
        return ""
    return f"; it {broken}, but keeping {'them' if ' and ' in broken.split('(')[0] else 'it'} does no better here"


def others_named(analysis: CoachAnalysis, rec: Action, said: str = "") -> str:
    """The clause the coach's move ends with about the other moves about even with ``rec`` (:func:`about_even_moves`),
    after its one recommendation and reason, so none reads as a second one (chapter 8: "When other moves are about as
    good, it names the one or says how many: any will do"). One such move is named, with what it gives up where it
    breaks up a combination ("; playing 8♦ will do as well, as far as the coach can tell"); several are counted, and the
    figures under the advice name each ("; three other moves will do as well, by the coach's figures"), so the one
    sentence stays a few lines on a phone (several moves named, each with its hedge, would not). Every card known: ";
    with best play by both sides every move comes out the same" where every move does, else the equal moves "will do
    just as well, with best play by both sides". A move ``said`` (the advice so far) already names (a declaration set
    beside another, passing, "two more moves" then) is not said again. ``""`` where no other move is about even."""
    others = [a for a in about_even_moves(analysis) if a != rec]
    if analysis.exact and others and len(others) == len(analysis.lines) - 1:
        return f"; {BEST_PLAY} {EVERY_MOVE_THE_SAME}"
    left = [a for a in others if action_phrase(a) not in said and capitalised(action_phrase(a)) not in said]
    if not left:
        return ""
    solved = ALSO_JUST_AS_GOOD if BEST_PLAY in said else f"{ALSO_JUST_AS_GOOD}, {BEST_PLAY}"  # said once
    if len(left) > 1:
        more = "other" if len(left) == len(others) else "more"
        counted = solved if analysis.exact else f"{ALSO_WILL_DO}, {BY_THE_FIGURES}"
        return f"; {number_words(len(left))} {more} moves {counted}"
    how = solved if analysis.exact else f"{ALSO_WILL_DO}, {AS_FAR_AS_IT_CAN_TELL}"
    gives = breaks_up(analysis.view, left[0]).split(" (")[0]  # its worth in points is the figures' to say
    return f"; {action_phrase(left[0])} {how}" + (f", though it {gives}" if gives else "")


ANY_CARD_WILL_DO: Final = "any card you may play will do"
"""How the coach's move ends where every card you may play comes out about even with its own (the cards unseen):
said plainly, with no reason singling one out, which would be as true of most of the others ("Playing A♦ keeps your
7♥ … out of his reach" beside five other cards that keep it too)."""
BY_THE_FIGURES: Final = f"by {FIGURES_LABEL.lower()}"
"""The hedge on several moves the coach's move counts as about even with its own, and where they are named: the fold
under it (:data:`~penchant.judgement.verdicts.FIGURES_LABEL`), which names each, level with the coach's choice."""


def one_reason(analysis: CoachAnalysis, rec: Action) -> str:
    """The recommended move named with its one reason and what comes with it (the brisque it risks, what sets it
    apart from a declaration scoring as much, why passing comes out near it), in one sentence, as the review's better
    move says it (no closing full stop); the advice says its parts in short sentences (:func:`advice`)."""
    head, parts = _reason_parts(analysis, rec)
    return head + "".join(joined for joined, _alone in parts)


Part = tuple[str, str]
"""A clause that comes with a move's reason: as it follows the reason in one sentence (", even though it risks the
10♠, a brisque, on the lead") and as a sentence's words alone ("It risks the 10♠, a brisque, on the lead")."""


def _reason_parts(analysis: CoachAnalysis, rec: Action) -> tuple[str, list[Part]]:
    """:func:`one_reason` in its parts: the move named with its one reason, then the clauses that come with it."""
    best = analysis.best.action
    name = capitalised(action_phrase(rec))
    close = close_calls(analysis)
    if close:
        whole, _broken = keeping_whole(analysis, [best, *close])
        ordered, pick = reason_to_pick(analysis, whole)
        if ordered and ordered[0] == rec and pick.startswith(PICK_REASON):
            return pick_head(analysis, whole), []
        later = declared_later(analysis, [rec, *close])
        if later and not isinstance(rec, (Declare, Play)):
            # What to do first, then why: "Passing costs little here" read as a warning against passing. What a
            # pass gives him (a loser's penchant) is said with it, and then it is not called cheap.
            why = later.removeprefix(f"; {PASSING_COSTS_LITTLE}: ")
            gives = pass_gives_him(analysis.view)
            return (f"Pass: {why}" if gives else f"Pass: {why}, so passing costs you little now"), []
    if isinstance(rec, Declare) and not analysis.exact:
        now, parts = declaration_parts(analysis, rec)
        if now:
            return f"{name} {now}", parts
    versus = next((ln.action for ln in analysis.lines if ln.action != rec), None)
    # Any move the figures cannot tell from the coach's best makes the lead a lean: "comes out ahead, however the
    # cards you cannot see may lie" beside "other moves come out about even with it" contradicted itself.
    lean = versus is not None and len(about_even_moves(analysis)) > 1
    if analysis.exact:  # every card known: the solver's result as it is, set against the best move that does worse
        top = analysis.line(rec).value
        versus = next((ln.action for ln in analysis.lines if ln.value < top), None)
        if versus is None:
            return f"{name} {AS_WELL_AS_ANYTHING}", []
        if any(ln.value == top for ln in analysis.lines if ln.action != rec):
            return f"{name} {KEEPS_THE_MOST}", []
        lean = False
    # within the noise, what the play-outs show is said without its points: a figure the sample cannot vouch for
    # ("lets you declare about 1 point more") would read as a firm gain
    pros, cons = effects(analysis, rec, versus, 3, figures=not lean)
    gains = [p for p in pros if not lean or (p not in NET_GAINS and p != AS_WELL_AS_ANYTHING)]
    if lean:  # within the noise: a reason read from the cards, never a play-out figure the sample cannot vouch for
        facts = [f for f in static_effects(analysis.view, rec, versus, analysis.profile) if not is_drawback(f)]
        gains = facts[:1] + [g for g in gains if g not in facts]
    # A reason equally true of a move the coach counts about even singles nothing out: "keeps the pair Q♥ Q♣" of
    # a 10♣ where the 9♠ and 8♣ keep it too.
    gains = [g for g in gains if not _shared_with_a_rival(analysis, rec, versus, g)]
    why = gains[0] if gains else ""
    trump = next((g for g in gains if g.startswith(SETS_TRUMP)), "")
    if why and trump and trump != why:  # the trump a penchant sets is its point, not its score alone
        why = f"{why} and {trump}"
    price = next((c for c in cons if ", a brisque" in c), "")  # the brisque it risks or gives, by name
    risked = hinted_brisque_risked(analysis, rec) if rec == best and not lean and why and price else ""
    if risked:  # the brisque it risks is its price, said first: why that price is worth paying here
        return f"Leading {risked}, {WORTH_THE_RISK}: it {why}", []
    parts = []
    if why and price:
        parts = [(f", even though it {price}", f"It {price}")]
    elif price:  # a brisque led for no gain the sample can vouch for: its price is still said
        why, parts = AS_WELL_AS_ANYTHING, [(f", though it {price}", f"It {price}")]
    solved = f"{BEST_PLAY} "
    if why.startswith(solved):  # "Playing Q♦ with best play by both sides brings you …" misread
        if analysis.exact and versus is not None:  # "instead of 2" says whose 2: the move it is set against
            why = re.sub(rf"{BRISQUES_SET_BESIDE} (\d+)",
                         lambda m: f"in the last six tricks, where {action_phrase(versus)} brings {m.group(1)}", why)
        return f"{name}, {BEST_PLAY}, {why.removeprefix(solved)}", parts
    return f"{name} {why or AS_WELL_AS_ANYTHING}", parts


def _shared_with_a_rival(analysis: CoachAnalysis, rec: Action, versus: Action | None, said: str) -> bool:
    """Whether ``said``, a reason for ``rec``, is as true of another move the advice counts about even with it
    (:func:`about_even_moves`): what the position says that move does against ``versus``, or what it keeps whole."""
    v = analysis.view
    for other in about_even_moves(analysis):
        if other in (rec, versus):
            continue
        if said == keeps_whole(v, other) or said in static_effects(v, other, versus, analysis.profile):
            return True
    return False


def declaration_parts(analysis: CoachAnalysis, rec: Declare) -> tuple[str, list[Part]]:
    """Why the advice declares ``rec`` rather than the moves it counts about even with it (:func:`about_even_moves`),
    after its name (``""`` where none is a declaration scoring the same or a pass): what it scores now, then what
    tells it from a declaration scoring as much (what each leaves you to declare later), and why passing comes out
    about even all the same (the combination waits for a later trick you win) with what a pass gives him: a reason
    equally true of a declaration scoring as much, or a pass put level with two points and no word of why, singles
    nothing out."""
    v = analysis.view
    kind = classify(rec.cards)
    if kind is None:
        return "", []
    worth = declared_points(v.profile, (kind,))
    now = f"scores {count_words(worth, 'point')} at once"
    rivals = [a for a in about_even_moves(analysis) if a != rec]
    same = [a for a in rivals if isinstance(a, Declare) and (k := classify(a.cards)) is not None
            and declared_points(v.profile, (k,)) == worth]
    passed = next((a for a in rivals if isinstance(a, Pass)), None)
    if not same and passed is None:
        return "", []
    parts: list[Part] = []
    if same:
        parts.append(_set_beside(analysis, rec, same[0]))
    if passed is not None:
        combination = action_phrase(rec).removeprefix("declaring ")
        gives = pass_gives_him(v)
        parts.append((f"; {PASSING_NEAR} you may still declare {combination} after a later trick you win",
                      capitalised(PASSING_LATER)))
        if gives:
            parts.append((gives, capitalised(gives.removeprefix(", though "))))
    return now, parts


PASSING_LATER: Final = "passing scores nothing yet comes out near it: you may declare it later"
"""Why the figures put a pass near a declaration scoring points now, as the coach's move says it in short (the fuller
account, :data:`PASSING_NEAR`, is the review's)."""
PASSING_NEAR: Final = "passing scores nothing now yet comes out near it, because"
"""Why the figures put a pass near a declaration scoring points now, as the advice to declare says it: the
combination waits for a later trick you win ("how can 2 points be worth the same as nothing?")."""


def _set_beside(analysis: CoachAnalysis, rec: Declare, other: Declare) -> Part:
    """What tells ``rec`` from ``other``, a declaration scoring as much now, as a clause after "scores 2 points at
    once": what it leaves you to declare after a later trick you win (worth more), the bar its cards lay on his
    minor sets, or, where the two mirror each other, that either will do."""
    v = analysis.view
    mine, theirs = declarable_after(v, rec), declarable_after(v, other)
    name = action_phrase(other)
    later = left_to_declare(v, rec)
    if _worth(v, mine) > _worth(v, theirs):
        left = join_and(left_to_declare(v, other)) or "nothing"
        return (f" and still leaves you {join_and(later)} to declare after a later trick you win, where {name} "
                f"would leave you {left}",
                f"It still leaves you {join_and(later)} to declare later; {name} would leave you {left}")
    barred = bars_laid(v, rec)
    if barred and barred != bars_laid(v, other):
        return (f", as {name} would, but it {barred}, which {name} would not",
                f"Unlike {name}, it {barred}")
    if later and _worth(v, mine) == _worth(v, theirs):
        return (f" and leaves {join_and(later)} to declare after a later trick you win; {name} would do the same "
                "the other way round, so either does as well",
                f"{capitalised(name)} does as well: each leaves the other to declare later")
    if _worth(v, mine) == _worth(v, theirs):
        return (f", as {name} would, and leaves you as much to declare after it", f"{capitalised(name)} does as well")
    left = join_and(left_to_declare(v, other))
    return (f", as {name} would, though {name} would leave you {left} to declare later; the coach's play-outs "
            "lean to this one all the same", f"{capitalised(name)} would leave you {left} to declare later, but the "
            "coach leans to this one")


def _worth(v: PlayerView, combos: list[tuple[int, Kind]]) -> int:
    """The points of the largest combinations among ``combos`` (a set's smaller sets left out)."""
    largest = [(m, k) for m, k in combos if not any(m != o and m & o == m for o, _ in combos)]
    return declared_points(v.profile, [k for _m, k in largest])


def about_even_moves(analysis: CoachAnalysis) -> list[Action]:
    """The moves the coach's move (:func:`advice`) counts about even with the move it recommends
    (:func:`recommended`), that move first: every move the sampled deals cannot tell from the coach's best (any
    tier but ``"worse"``), the coach's best among them. The figures (:func:`figure_words`) call these, and only
    these, about even, and list them next after the recommended move, so the advice and its figures say one thing
    of each move and no figure within the noise is shown as fact."""
    rec = recommended(analysis)
    return [rec, *(ln.action for ln in analysis.lines if ln.action != rec and tier(analysis, ln.action) != "worse")]


def bar_words(analysis: CoachAnalysis, said: str) -> str:
    """What each move playing a card from your table does to the barring
    (:func:`~penchant.coaching.reasons.bar_changes`), one sentence each, that ``said`` does not say yet (``""``
    where none changes a bar): a lead of the Q♣ from a table pair Q♥ Q♣ is never offered as fine without a word of
    the bar it lifts, which lets him declare a pair your table bars."""
    told = ""
    for a in figure_order(analysis):
        bars = [b for b in bar_changes(analysis.view, a, analysis.profile) if b not in said]
        if bars:
            told += f" {capitalised(action_phrase(a))} {join_and(bars)}."
    return told


def figure_words(analysis: CoachAnalysis, action: Action) -> str:
    """What ``action`` does for you over the rest of this deal beside the move the advice recommends
    (:func:`recommended`), said as a player says a figure: ``'about 3 points worse than playing 8♦ over the rest
    of the deal'``, ``'about even with playing 8♦ as far as the coach can tell'``. A move is called about even
    exactly where the advice counts it so (:func:`about_even_moves`: every move the sampled deals cannot tell from
    the coach's best), so a figure within the noise is never shown as fact: "9♠ about 4 points worse than 8♦"
    beside a hint calling both cards of no use, or a 10♣ ranked above the 8♦ the advice recommends, read as a
    contradiction. Every other move is measured from the recommended one. What a move does to the barring
    (:func:`~penchant.coaching.reasons.bar_changes`) is said with its figure."""
    chosen = recommended(analysis)
    best = analysis.best.action
    bars = bar_changes(analysis.view, action, analysis.profile)
    tail = f"; it {join_and(bars)}" if bars else ""
    if analysis.exact:
        return _exact_figure_words(analysis, action, chosen) + tail
    if action == chosen:
        if chosen != best:  # the advice keeps a brisque back, or picks among moves about the same
            return f"the coach's choice: {LEVEL_WITH} {action_phrase(best)} as far as the coach can tell{tail}"
        nxt = analysis.lines[1].action if len(analysis.lines) > 1 else None
        if nxt is None or any(tier(analysis, ln.action) != "worse" for ln in analysis.lines[1:]):
            return f"the coach's choice{tail}"  # a move too close to call is no worse, as far as it can tell
        return (f"the coach's choice: {points_words(analysis.gap(nxt), analysis.unit)} better than the next best over "
                f"the rest of the deal{tail}")
    if action in about_even_moves(analysis):
        risk = (", but it risks a brisque" if action == best and isinstance(best, Play) and best.card.is_brisque
                and analysis.view.stage is Stage.LEAD else "")
        broken = breaks_up(analysis.view, action)
        risk += f", though it {broken}" if broken else ""
        return f"{LEVEL_WITH} {action_phrase(chosen)} as far as the coach can tell{risk}{tail}"
    # Measured from the advice's move where it is above, else from the best, in the review's one wording.
    than_move = chosen if analysis.line(chosen).value > analysis.line(action).value else best
    than = f" than {action_phrase(than_move)}" if chosen != best else ""
    return f"{analysis.shortfall_words(action, than_move)} worse{than} over the rest of the deal{tail}"


def _exact_figure_words(analysis: CoachAnalysis, action: Action, chosen: Action) -> str:
    """:func:`figure_words` where every card is known: the solver's figures as they are, with no word of estimate
    ("about", "as far as the coach can tell"): "the coach's choice: 3 points better than the next best, with best
    play by both sides", "just as good as playing 7♥, with best play by both sides", "3 points worse than playing
    7♥ over the rest of the deal, with best play by both sides"."""
    top = analysis.line(chosen).value
    value = analysis.line(action).value
    if action == chosen:
        equal = any(ln.value == top for ln in analysis.lines if ln.action != chosen)
        below = [ln.value for ln in analysis.lines if ln.value < top]
        if equal or not below:
            return "the coach's choice"
        return (f"the coach's choice: {points_words(top - max(below), analysis.unit, exact=True)} better than the "
                f"next best, {BEST_PLAY}")
    if value >= top:
        return f"{JUST_AS_GOOD} {action_phrase(chosen)}, {BEST_PLAY}"
    return (f"{points_words(top - value, analysis.unit, exact=True)} worse than {action_phrase(chosen)} over the rest "
            f"of the deal, {BEST_PLAY}")


def figure_order(analysis: CoachAnalysis) -> list[Action]:
    """Every move as the figures list it: the recommended move first, then the moves about even with it, then the
    rest, each group best first: a move the sampled deals cannot tell from the recommended one is never ranked
    above it."""
    chosen = recommended(analysis)
    even = about_even_moves(analysis)
    rest = [ln.action for ln in analysis.lines if ln.action != chosen]
    return [chosen, *(a for a in rest if a in even), *(a for a in rest if a not in even)]


def figures(analysis: CoachAnalysis) -> list[tuple[str, str]]:
    """Every move in words beside what it does over the rest of the deal against the coach's choice
    (:func:`figure_words`), in :func:`figure_order`: the figures under a hint, as a player says them."""
    return [(capitalised(action_phrase(a)), figure_words(analysis, a)) for a in figure_order(analysis)]


def figure_rows(analysis: CoachAnalysis) -> list[tuple[str, float, bool]]:
    """The coach's raw figures in :func:`figure_order`: each move in words, its average net points over the rest
    of the deal, and whether it is about even with the recommended move (its figure within the noise), so a table
    of them ranks no move above the advice's and marks the figures the sample cannot tell apart."""
    even = about_even_moves(analysis)
    return [(capitalised(action_phrase(a)), analysis.line(a).value, a in even) for a in figure_order(analysis)]
