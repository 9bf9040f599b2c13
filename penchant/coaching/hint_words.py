"""The coach's fuller hint (:func:`hint`) of the :class:`~penchant.coaching.analysis.CoachAnalysis` it takes: what to do
and why, which other moves would do about as well, which the coach leans against without being sure, and which do
worse (:func:`~penchant.coaching.weighing.tier`, as the review has them), with the declarations open to you and what
each move does to the barring."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from penchant.coaching.advice_words import ABOUT_EVEN, EXACTLY_EVEN, WILL_DO
from penchant.coaching.figure_words import bar_words, leaning_hint
from penchant.coaching.hidden_cards import concealment_note
from penchant.coaching.move_reasons import reason, reason_to_pick
from penchant.coaching.reasons import action_phrase
from penchant.coaching.weighing import (
    AS_WELL_AS_ANYTHING,
    close_calls,
    effects,
    exactly_worse,
    keeping_whole,
    leaning,
    leaning_others,
    others_worse,
    tier,
    why_the_same,
)
from penchant.english.grammar import capitalised
from penchant.english.lists import join_and, join_options, join_or
from penchant.play.moves import Declare, Play
from penchant.rules.combinations import classify
from penchant.rules.kinds import Kind

if TYPE_CHECKING:
    from penchant.coaching.analysis import CoachAnalysis
    from penchant.play.moves import Action

__all__ = ["hint", "other_declarations"]


def hint(analysis: CoachAnalysis) -> str:
    """What to do and why (the best action's reason), and which other moves would do about as well, which the
    coach leans against without being sure, and which do worse (:func:`tier`, as the review has them)."""
    said = _hint(analysis)
    others = other_declarations(analysis, said)
    said = f"{said} {capitalised(others)}." if others else said
    return said + bar_words(analysis, said)


def _hint(analysis: CoachAnalysis) -> str:

    close = close_calls(analysis)
    lean = leaning(analysis)
    # Every card known: each move worse said with the solver's figure, as chapter 6 counts them.
    rest = (exactly_worse(analysis, analysis.best.action) if analysis.exact else
            others_worse([action_phrase(ln.action) for ln in analysis.lines if tier(analysis, ln.action) == "worse"]))
    # the note about what he cannot see is said of the move this hint recommends, never of another: where that is not
    # the coach's best, the note (which sets the best beside the open-cards choice) is left out
    chosen = analysis.recommended()
    rec = chosen if chosen == analysis.best.action else None
    if not close and lean:
        note = (concealment_note(analysis, rec) if rec is not None else "")
        return leaning_hint(analysis, rest) + (f" {note}" if note else "")
    if not close:
        return reason(analysis, analysis.best.action)
    # When the choices come out about the same, that is said first and plainly, with every one named ("(and
    # 2 more)" does not say which); the coach's lean follows with a reason read from the cards (a play-out
    # figure, "lets you declare about 1 point more", gives a learner nothing to act on).
    # It opens as the coach's move does ("Playing 8♦ or playing 10♣ will do here: they come out about even"),
    # with the same reason to pick one, so the hint and the coach's move read as one piece of advice.
    whole, broken = keeping_whole(analysis, [analysis.best.action, *close])
    why = why_the_same(analysis, [analysis.best.action, *close])
    said, pick = _close_words(analysis, whole, broken)
    text = f"{said}{f' {why}' if why else ''}{leaning_others(lean)}{rest}"
    facts, _cons = effects(analysis, analysis.best.action, None)
    if facts and analysis.best.action in whole and not pick:
        text += f" If you want one, {action_phrase(analysis.best.action)} {join_and(facts)}."
    note = (concealment_note(analysis, rec) if rec is not None else "")
    return f"{text} {note}" if note else text


def other_declarations(analysis: CoachAnalysis, said: str, most: int = 3) -> str:
    """The declarations open to you that ``said`` does not name, the ``most`` best first, with how each compares
    with the coach's choice, as a clause (``""`` where there is none, or no declaring): "declaring the pair Q♥ Q♣
    is about as good, and declaring the pair 10♠ 10♣ does less well". A hint about declaring compares the
    declarations, not only one with passing, so no declaration the learner holds is left out."""
    if not analysis.view.stage.declaring:
        return ""
    left = [ln.action for ln in analysis.lines if isinstance(ln.action, Declare) and ln.action != analysis.best.action
            and action_phrase(ln.action) not in said and capitalised(action_phrase(ln.action)) not in said]
    # the best few, and every marriage however far down, so a hint never leaves out the learner's Q♥ K♥
    named = left[:most] + [a for a in left[most:] if isinstance(a, Declare) and classify(a.cards) is Kind.MARRIAGE]
    if not named:
        return ""
    groups: dict[str, list[str]] = {}
    for a in named:
        how = "does less well" if tier(analysis, a) == "worse" else "is about as good"
        groups.setdefault(how, []).append(action_phrase(a))
    parts = [f"{join_and(names)} {how if len(names) == 1 else how.replace('does', 'do').replace('is', 'are')}"
             for how, names in groups.items()]
    return join_and(parts)


def _close_words(analysis: CoachAnalysis, whole: Sequence[Action], broken: str) -> tuple[str, bool]:
    """The sentence offering moves about even that keep whole what they may (``whole``, with ``broken``, the
    clause naming what the others break up), as the coach's move and the fuller hint both open, and whether it
    gives a reason to pick one of them."""
    if len(whole) == 1:
        return f"{capitalised(action_phrase(whole[0]))} {AS_WELL_AS_ANYTHING}{broken}.", False
    ordered, pick = reason_to_pick(analysis, whole)
    return f"{_fine_words(analysis, ordered)}{broken}{pick}.", bool(pick)


def _fine_words(analysis: CoachAnalysis, moves: Sequence[Action]) -> str:
    """Moves about even said plainly as all fine, every one named (chapter 8: the coach's figures "name every move
    about as good"; "or any of two other moves" would leave a player to guess which): "Playing 8♦, playing
    9♠ or playing 10♣ will do here: they come out about even": what to do, said to a player who knows no card game;
    where every card is known, "…: with best play by both sides they come out exactly the same" (the solver's
    result, no word of estimate)."""
    names = [action_phrase(a) for a in moves]
    join = join_or if all(isinstance(a, Play) for a in moves) else join_options
    return f"{capitalised(join(names))} {WILL_DO}: {EXACTLY_EVEN if analysis.exact else ABOUT_EVEN}"
