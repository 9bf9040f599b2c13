"""Declaration puzzles: the best legal declaration now, the fresh-card rule,
building pair to quadruplet and marriage to reunion.

Position keys::

    {"rules": "kandell", "hand": "JH 8S", "table": "KH QH", "opp_table": "QS QD",
     "declared": [{"kind": "marriage", "cards": "KH QH"}],   # optional (same_kind_reuse off)
     "penchant_only": false,                                  # optional: you lost the trick
     "declaration": "QS QH"}                                  # task "may_declare" only

Tasks: ``best`` (answer the cards of a best declaration; every legal one of the
top score is accepted), ``points`` (the best declaration's points),
``may_declare`` (choices yes / no for ``declaration``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace
from typing import Any, Final

from penchant.english.grammar import capitalised, verb_form
from penchant.english.lists import join_and, join_or, join_or_apart
from penchant.english.numbers import number_words
from penchant.errors import BarredError, PenchantError, PuzzleError
from penchant.errors.internal import BrokenInvariantError
from penchant.puzzles.checkers.answers import normalise_cards, normalise_choice, normalise_number
from penchant.puzzles.checkers.claims import Claim, claims_analysis, declaration_claims
from penchant.puzzles.checkers.grading import grade, miss, names_answer, result_from_verdicts
from penchant.puzzles.model import Analysis, CheckResult, Puzzle
from penchant.puzzles.names import ONE_USE_PER_KIND_THEME, PENCHANT_ONLY_THEME
from penchant.puzzles.words.sentences import punctuated
from penchant.rules.bar_reports import barring_cards
from penchant.rules.barring import is_minor_set_mask, major_set_cards
from penchant.rules.book_names import rules_words
from penchant.rules.cards import CardSet
from penchant.rules.combinations import (
    FRESH_CARD_WORDS,
    GAPPED_FOUR_WORDS,
    Declaration,
    DeclarationVerdict,
    candidate_combinations,
    check_declaration,
    gapped_fours,
    legal_declarations,
)
from penchant.rules.declarable import meant_declaration
from penchant.rules.holdings import Holdings
from penchant.rules.kinds import SETS_BUILT_UP, Kind, KindClass, look_alikes
from penchant.rules.procedure import WINNER_DECLARED_NOTHING_WORDS, NoDeclaration
from penchant.rules.profiles import Profile, get_profile
from penchant.rules.refused import Refused
from penchant.rules.scoring import declared_points
from penchant.words.cards import cards_as_written, cards_words
from penchant.words.declarable import completed_words
from penchant.words.kinds import KIND_CARDS, kind_words
from penchant.words.refusals import reason_words
from penchant.words.switches import every_score_words, numbers_words

__all__ = ["analyse", "check", "kind_slips", "reasoned_claims", "TASKS"]

TASKS: Final = ("best", "points", "may_declare")


class _Ctx:
    def __init__(self, puzzle: Puzzle) -> None:
        self.puzzle = puzzle
        self.profile = puzzle.profile
        hand, table, opp = puzzle.cards("hand"), puzzle.cards("table", ""), puzzle.cards("opp_table", "")
        try:  # the rules' Holdings refuse a card in two places (and more cards than a player holds)
            self.holdings = Holdings(hand=hand, table=table, opp_table=opp)
        except PenchantError as exc:
            raise PuzzleError.of_puzzle(puzzle.id, f"{exc}") from None
        self.hand = self.holdings.hand.mask
        self.table = self.holdings.table.mask
        self.opp = self.holdings.opp_table.mask
        self.declared: list[tuple[Kind, int]] = [(kind, cards.mask) for kind, cards in puzzle.declared_before]
        self.penchant_only = puzzle.penchant_only

    def verdict(self, cards: int | CardSet) -> DeclarationVerdict:
        return check_declaration(
            cards if isinstance(cards, CardSet) else CardSet.from_mask(cards),
            self.holdings, self.profile,
            declared=self.declared, penchant_only=self.penchant_only,
        )

    def meant(self, cards: CardSet) -> CardSet:
        """The declaration a learner means by ``cards``: hand cards picked alone, read with the table cards they join,
        as the bench and the play board read them (:func:`~penchant.rules.declarable.meant_declaration`)."""
        return meant_declaration(cards, self.holdings, self.profile, declared=self.declared,
                                 penchant_only=self.penchant_only)

    def gapped(self) -> list[CardSet]:
        """The fours here that look like a clan but hold a gap (8♥ J♥ Q♥ K♥), a card of the hand among them: no
        combination (:func:`~penchant.rules.combinations.gapped_fours`)."""
        return [g for g in gapped_fours(self.hand | self.table) if g.mask & self.hand]

    def legal(self) -> list[Declaration]:
        return legal_declarations(
            self.holdings, self.profile,
            declared=self.declared, penchant_only=self.penchant_only,
        )


def _describe(d: Declaration | DeclarationVerdict, table: int) -> str:
    kind = d.kind
    if kind is None:
        raise BrokenInvariantError("a declaration described has no kind")
    used = d.cards.mask & table
    text = f"{kind_words(kind)} {cards_words(d.cards)} for {d.points}"
    if used:
        text += (f" (with {cards_words(CardSet.from_mask(used))} from your table: a table card serves again when a "
                 "fresh card comes from the hand)")
    return text


def _may_words(v: DeclarationVerdict, hand: int, table: int) -> str:
    """Why a declaration asked about may be made, in the words the question asks in (may you?): the fresh card from
    the hand and the table's cards serving again, never its kind's name or its points, which a "may you declare?"
    question does not ask (chapter 0 asks one before combinations and scores are taught)."""
    fresh = CardSet.from_mask(v.cards.mask & hand)
    used = CardSet.from_mask(v.cards.mask & table)
    text = (f"you may declare {cards_words(v.cards)}: {cards_words(fresh)} {verb_form(len(fresh), 'come')} fresh "
            "from your hand")
    if used:
        text += (f", and {cards_words(used)}, already on your table, {verb_form(len(used), 'serve')} again with "
                 f"{'it' if len(fresh) == 1 else 'them'}")
    return text


def _refusal_theme(v: DeclarationVerdict) -> str | None:
    if v.legal:
        return None
    return _THEMES.get(v.refused) if v.refused is not None else None


_THEMES: Final[dict[Refused, str]] = {
    Refused.BARRED: "barred",
    Refused.NOTHING_FRESH: "fresh-card rule",
    Refused.PENCHANT_ONLY: PENCHANT_ONLY_THEME,
    Refused.SERVED_IN_KIND: ONE_USE_PER_KIND_THEME,
}
"""The theme a puzzle takes from the rule that refuses its declaration (none for the others)."""


# What a wrong answer asks when the rules refuse a declaration: the question the rule answers, never the rule
# itself (given the rule, a learner simply answers it) nor the fact of the position that settles it ("look at who
# won the trick" points at the one penchant to pick): the hints and the solution say the rest.
_ASK: Final[dict[str | None, str]] = {
    "barred": "which minor sets may a major set on the opponent's table stop, and what unbars them?",
    "fresh-card rule": "where must the cards of a declaration come from?",
    PENCHANT_ONLY_THEME: "after a trick, who may declare, and what?",
    ONE_USE_PER_KIND_THEME: "what does the house rule on the label say of a card serving twice?",
}


def refused_words(v: DeclarationVerdict) -> str:
    """What a wrong answer asks when the rules refuse a declaration: the question of the rule that refuses it,
    not the rule, nor where on the board the answer lies."""
    ask = _ASK.get(_refusal_theme(v), "which rule of declaring stops it?")
    return capitalised(ask)


def _themes(ctx: _Ctx, best_decls: Sequence[Declaration], refusal_themes: Sequence[str],
            uses_table: bool) -> list[str]:
    """What a best-declaration puzzle turns on: the tempting refusals' rules, building on the table,
    the best declarations' kinds and the rules in use."""
    themes: list[str] = list(dict.fromkeys(refusal_themes))
    kinds = {d.kind for d in best_decls}
    if uses_table:
        if kinds & SETS_BUILT_UP:
            themes.append("building a set")
        elif any(k.kind_class is KindClass.RUN for k in kinds):
            themes.append("building a run")
        else:
            themes.append("table cards serve again")
    themes += [k.value for k in Kind if k in kinds]
    if ctx.penchant_only and PENCHANT_ONLY_THEME not in themes:
        themes.append(PENCHANT_ONLY_THEME)
    if not ctx.profile.same_kind_reuse and ONE_USE_PER_KIND_THEME not in themes:
        themes.append(ONE_USE_PER_KIND_THEME)
    return list(dict.fromkeys(themes))


_LOOK_FOR: Final = {
    KindClass.SET: "Look for a set: cards of one rank.",
    KindClass.RUN: "Look along one suit: the answer is a run.",
    KindClass.COUPLING: "Look for a coupling, the third family of combinations after sets and runs.",
}
"""The first step of a declaration puzzle's hints: the family of combinations its answer is, by the name chapter 3
teaches, naming none of its kinds or ranks (a first hint names nothing of the answer)."""


def _where_words(ctx: _Ctx, best: Sequence[Declaration]) -> str | None:
    """The second step: where the best declaration's cards lie (how many in the hand, how many on the table) and
    the rank or suit they share, naming no card; ``None`` when the best declarations differ in that."""
    places = {((d.cards.mask & ctx.hand).bit_count(), (d.cards.mask & ctx.table).bit_count()) for d in best}
    if len(places) != 1:
        return None
    (in_hand, on_table), = places
    ranks = {c.rank for d in best for c in d.cards}
    suits = {c.suit for d in best for c in d.cards}
    share = (f" are {next(iter(ranks)).plural}" if len(ranks) == 1 else
             f" are {next(iter(suits)).plural}" if len(suits) == 1 else "")
    size = number_words(in_hand + on_table)
    if not on_table:
        every = "both" if in_hand == 2 else "all"
        return f"Its {size} cards{share}, {every} in your hand." if share else (
            f"Its {size} cards are {every} in your hand.")
    return (f"Its {size} cards{share}: {number_words(in_hand)} in your hand and "
            f"{number_words(on_table)} already on your table (a card on your table may serve again).")


def _hints(ctx: _Ctx, task: str, n_legal: int, best: Sequence[Declaration]) -> tuple[str, ...]:
    """The hints, one step at a time toward the answer without saying it: the loser's penchant where the trick was
    lost; then the kind of combination to look for and where its cards lie, from the best declarations (not only
    "list what your hand and table can form", which leaves a flush unfound); then the count or the score.
    Where the best declarations are of different families, the general steps: list, build, compare."""
    hints = []
    if ctx.penchant_only:
        hints.append(LOSERS_RIGHT_HINT)
    classes = {d.kind.kind_class for d in best}
    where = _where_words(ctx, best) if len(classes) == 1 else None
    if where is not None:  # after a lost trick, the first hint already asks which kind the loser may declare
        hints += [where] if ctx.penchant_only else [_LOOK_FOR[classes.pop()], where]
    else:
        hints.append("List what your hand and table can form together: every card of a declaration comes from "
                     "your hand or your table, and at least one from the hand.")
        if ctx.table:
            hints.append("Cards already on your table may serve again: building pair to triplet to quadruplet, or "
                         "marriage to family to clan to reunion, scores each step.")
    hints.append(("Only one combination is legal here: find it." if n_legal == 1 else
                  f"You can declare {n_legal} different legal combinations here; compare what each scores.")
                 if task == "best" else _score_step(ctx, best))
    return tuple(hints)


def _score_step(ctx: _Ctx, best: Sequence[Declaration]) -> str:
    """A points puzzle's last hint: the step after finding the cards, naming the kind they make (or, where cards of
    that class and number make more than one kind, asking which: a flush or a reunion), then where its points are,
    never the points. "Is any other legal combination worth more?" after the cards are named adds nothing."""
    rules = rules_words(ctx.profile.name)
    kinds = {d.kind for d in best}
    if len(kinds) != 1:
        return f"Then score it under {rules}: is any other legal combination worth more?"
    kind = kinds.pop()
    same = [k for k in Kind if k.kind_class is kind.kind_class and k.size == kind.size]
    if len(same) > 1:
        return (f"Which kind do they make: {join_or(f'a {kind_words(k)}' for k in same)}? Then look up what that kind "
                f"scores under {rules}.")
    cards = KIND_CARDS[kind] + ("," if "," in KIND_CARDS[kind] else "")  # "in sequence, holding its J Q K, make"
    return f"{capitalised(cards)} make a {kind_words(kind)}: what does it score under {rules}?"


def analyse(puzzle: Puzzle) -> Analysis:
    """The engine's analysis of a declaration puzzle."""
    task = puzzle.task
    if task not in TASKS:
        raise PuzzleError.of_puzzle(puzzle.id, f"declaration task {task!r} is not one of {', '.join(TASKS)}")
    ctx = _Ctx(puzzle)
    if task == "may_declare":
        return _analyse_may(puzzle, ctx)
    legal = ctx.legal()
    if not legal:
        raise PuzzleError.of_puzzle(puzzle.id, "no legal declaration: nothing to find")
    top = legal[0].points
    best_decls = [d for d in legal if d.points == top]
    lower = sorted({d.points for d in legal if d.points < top}, reverse=True)
    second = lower[0] if lower else 0
    # Every combination the cards could form, legal or not.
    verdicts: dict[str, tuple[bool, str]] = {}
    costs: dict[str, str] = {}
    misses: dict[str, str] = {}
    tempting: list[str] = []
    refusal_themes: list[str] = []
    barred: list[int] = []  # the sizes of the sets refused for a bar: their barring cards are outlined, once solved
    for m, _kind in candidate_combinations(ctx.hand | ctx.table):
        v = ctx.verdict(m)
        key = str(v.cards)
        if v.legal:
            ok = v.points == top
            verdicts[key] = (ok, _describe(v, ctx.table))
            if not ok:
                costs[key] = f"it scores {v.points}; another declaration you may make here scores more"
            continue
        verdicts[key] = (False, f"{cards_words(v.cards)}: {reason_words(v)}")
        if isinstance(v.error, BarredError) and v.kind is not None:
            barred.append(v.kind.size)
        misses[key] = f"why not? {refused_words(v)}"
        costs[key] = "the rules refuse it"
        if v.points >= top:
            tempting.append(key)
            t = _refusal_theme(v)
            if t:
                refusal_themes.append(t)
    # The habit of scoring from the hand alone: the best hand-only declaration, if worse.
    hand_only = [d for d in legal if not d.cards.mask & ctx.table]
    uses_table = all(d.cards.mask & ctx.table for d in best_decls)
    if uses_table and hand_only and hand_only[0].points < top:
        tempting.append(str(hand_only[0].cards))
    tempting = list(dict.fromkeys(tempting))
    themes = _themes(ctx, best_decls, refusal_themes, uses_table)
    groups: dict[str, list[str]] = {}
    for t in tempting:
        v = ctx.verdict(CardSet(t))
        reason = reason_words(v) if not v.legal else f"legal, but only {v.points}"
        groups.setdefault(reason, []).append(t)
    margin = top - second
    n_legal = len(legal)
    score = min(2.0, 0.25 * n_legal) + 0.75 * len(groups) + (1.0 if uses_table else 0.0) + (
        0.5 if lower and margin * 3 <= top else 0.0
    )
    best_texts = tuple(str(d.cards) for d in best_decls)
    explanation = "best: " + join_or_apart(_describe(d, ctx.table) for d in best_decls)
    if groups:
        explanation += ". Not: " + "; ".join(f"{', '.join(cards_words(c) for c in cards)}: {reason}"
                                             for reason, cards in groups.items())
    gapped = ctx.gapped()
    if gapped:  # four cards that look like a clan (8♥ J♥ Q♥ K♥) are named, and said to be no combination
        explanation += (f". {capitalised(join_and(cards_words(g) for g in gapped))} alone "
                        f"{verb_form(len(gapped), 'make')} no combination: {GAPPED_FOUR_WORDS}")
    features: dict[str, Any] = {
        "legal": n_legal, "tempting": len(tempting), "traps": len(groups), "uses_table": uses_table, "top": top,
        "margin": margin, "score": score,
    }
    hints = _hints(ctx, task, n_legal, best_decls)
    marks = tuple(str(c) for c in barring_cards(ctx.table, ctx.opp, ctx.profile, barred)) if barred else ()
    if task == "points":
        if puzzle.answer_form != "number":
            raise PuzzleError.of_puzzle(puzzle.id, "task 'points' is answered with a number")
        num_verdicts: dict[str, tuple[bool, str]] = {str(top): (True, explanation)}
        num_tempting = []
        for t in tempting:
            v = ctx.verdict(CardSet(t))
            if v.points != top and str(v.points) not in num_verdicts:
                num_verdicts[str(v.points)] = (False, f"{kind_words(v.kind) if v.kind else ''} {cards_words(v.cards)}: "
                                                      f"{reason_words(v)}")
                num_tempting.append(str(v.points))
        num_misses = _number_misses(ctx, legal, tempting, best_decls, top)
        return Analysis((str(top),), explanation, num_verdicts, tuple(num_tempting), tuple(themes),
                        grade(score), features, True, hints, misses=num_misses, marks=marks)
    if puzzle.answer_form != "cards":
        raise PuzzleError.of_puzzle(puzzle.id, "task 'best' is answered with cards (answer_form 'cards')")
    return Analysis(best_texts, explanation, verdicts, tuple(tempting), tuple(themes), grade(score), features,
                    len(best_texts) == 1, hints, costs, misses=misses, marks=marks)


def _number_misses(ctx: _Ctx, legal: Sequence[Declaration], tempting: Sequence[str],
                   best_decls: Sequence[Declaration], top: int) -> dict[str, str]:
    """What a wrong score typed in a points puzzle is told, by the number: a legal declaration's score (its kind, not
    its cards, and where to look), a refused one's (why it may not be declared now), a kind counted for another
    (:func:`kind_slips`), two declarations added together, and 0; none names the answer."""
    num_misses: dict[str, str] = {}
    for d in legal:
        if d.points < top and str(d.points) not in num_misses:
            # said without its cards, which may be most of the answer's (a clan out of the reunion's cards), and
            # pointing where to look: naming the cards would all but name the answer
            kind = kind_words(d.kind) if d.kind else "declaration"
            num_misses[str(d.points)] = (f"{d.points} is what {'an' if kind[0] in 'aeiou' else 'a'} {kind} "
                                         "scores, and you may declare one now; but is it the most? List what your "
                                         "hand and table form together, a fresh card from the hand in each, and "
                                         "score each one")
    # Every combination the cards could form that the rules refuse here, the tempting ones first: a score
    # read off a family whose cards are all on the table is answered with why it may not be declared, as a
    # score read off a legal one is with "another scores more".
    refused = [ctx.verdict(CardSet(t)) for t in tempting]
    refused += [ctx.verdict(m) for m, _kind in candidate_combinations(ctx.hand | ctx.table)]
    for v in refused:
        if not v.legal and v.points != top:
            # what is true, not a guess at the reader's reasoning ("but may you declare it now?" supposed he had
            # counted it): these cards would score it, the rules refuse them here, and no declaration allowed does
            # (a legal one scoring it is answered above)
            named = f"{'the ' + kind_words(v.kind) if v.kind else ''} {cards_words(v.cards)}".strip()
            num_misses.setdefault(str(v.points), f"{v.points} is what {named} would score, but it may not be "
                                                 f"declared now, and no declaration you may make scores {v.points}. "
                                                 f"{refused_words(v)}")
    for d in best_decls:
        for n, why in kind_slips(ctx.profile, d.kind, top).items():
            num_misses.setdefault(str(n), why)
    gapped = ctx.gapped()
    clan = declared_points(ctx.profile, (Kind.CLAN,))
    if gapped and clan != top:  # four of a suit with a gap counted as a clan
        num_misses.setdefault(str(clan), (
            f"{clan} is what a clan scores, but a clan is {KIND_CARDS[Kind.CLAN]}: "
            f"{join_and(cards_words(g) for g in gapped)}, with a gap, {verb_form(len(gapped), 'make')} no "
            "combination at all. Which kind do the cards here make, and what does that kind score?"))
    # Two declarations added together: the question asks for one.
    for i, d in enumerate(legal):
        for e in legal[i + 1:]:
            both = declared_points(ctx.profile, (d.kind, e.kind))
            if both != top:
                # said without naming them: one of the two may be the answer
                num_misses.setdefault(str(both), (
                    f"{both} adds two declarations together, but the question asks what one declaration scores: "
                    "the best one you may make now"))
    num_misses.setdefault("0", "0 would mean you may declare nothing here; look again at what your hand and "
                               "table form together, a fresh card from the hand in each")
    return num_misses


def kind_slips(profile: Profile, kind: Kind | None, points: int) -> dict[int, str]:
    """The scores a learner gives who has the cards of a best declaration (of ``kind``, worth ``points``) but counts
    them as a kind of as many cards they do not make (:func:`~penchant.rules.kinds.look_alikes`: five hearts in
    sequence counted as a flush), each with what to look at again: what cards make the kind counted
    (:data:`~penchant.words.kinds.KIND_CARDS`), never the kind they make nor its score.

    >>> from penchant.rules.profiles import KANDELL
    >>> kind_slips(KANDELL, Kind.REUNION, 25)[5][:60]
    '5 is what a flush scores, but a flush is five cards of one s'
    """
    out: dict[int, str] = {}
    for other in look_alikes(kind) if kind is not None else ():
        n = declared_points(profile, (other,))
        if n != points and n not in out:
            out[n] = (f"{n} is what a {other.value} scores, but a {other.value} is {KIND_CARDS[other]}: which "
                      "kind do the cards here make, and what does that kind score?")
    return out


def reasoned_claims(puzzle: Puzzle) -> list[Claim]:
    """The claims the engine makes about declaring ``position['declaration']`` now (one true, first)."""
    ctx = _Ctx(puzzle)
    text = puzzle.declaration_asked()
    return declaration_claims(ctx.hand, ctx.table, ctx.opp, CardSet(text).mask, ctx.profile,
                              tuple(ctx.declared), ctx.penchant_only)


def _analyse_may(puzzle: Puzzle, ctx: _Ctx) -> Analysis:
    """May you declare this? Answered with its reason (:mod:`penchant.puzzles.checkers.claims`)."""
    return claims_analysis(puzzle, reasoned_claims(puzzle), _analyse_yes_no(puzzle, ctx))


def _analyse_yes_no(puzzle: Puzzle, ctx: _Ctx) -> Analysis:
    text = puzzle.declaration_asked()
    v = ctx.verdict(CardSet(text))
    if v.kind is None:
        raise PuzzleError.of_puzzle(puzzle.id, f"{text!r} is no combination at all")
    why = _may_words(v, ctx.hand, ctx.table) if v.legal else f"{cards_words(v.cards)}: {reason_words(v)}"
    themes: list[str] = []
    t = _refusal_theme(v)
    if t:
        themes.append(t)
    uses_table = bool(v.cards.mask & ctx.table)
    tempting: list[str] = []
    if not v.legal and t in ("fresh-card rule", ONE_USE_PER_KIND_THEME):
        tempting.append("yes")  # every card is there: it looks declarable
    if v.legal and uses_table:
        tempting.append("no")  # table cards look used up
        themes.append("table cards serve again")
    if v.kind is not None:
        themes.append(v.kind.value)
    # A major set is a theme only where it matters, against a major set on his table (a major set is never
    # barred): not on Queens declared against an empty table, in chapter 3, two chapters before barring teaches
    # the words.
    major = v.kind is not None and v.kind.is_set and not is_minor_set_mask(v.kind, v.cards.mask)
    if major and major_set_cards(ctx.opp):
        themes.append("major set")
    score = 1.0 * len(tempting) + (1.0 if uses_table else 0.0) + 0.5 * max(0, len(themes) - 2)
    verdicts = {"yes": (v.legal, why), "no": (not v.legal, why)}
    hints = _may_hints(ctx, v, t)
    return Analysis(("yes",) if v.legal else ("no",), why, verdicts, tuple(tempting), tuple(themes),
                    grade(score), {"tempting": len(tempting), "uses_table": uses_table, "score": score}, True, hints)


LOSERS_RIGHT_HINT: Final = ("Winning or losing the trick decides what you may declare: a trick's winner may declare "
                             "a combination of any kind. What may its loser declare?")
"""The first hint where the trick was lost: the question says already who won it and that nothing was declared,
so the hint turns to the rule that decides, the loser's narrower right, without saying it. "Of any kind", not "any
combination": chapter 0 teaches that no rule lets the winner declare any combination (one card at least comes
fresh from the hand), and the hint must not say the opposite."""

# The hints of a "may you declare this?" puzzle, by the point the puzzle turns on: the loser's rule, what was
# declared before under a house rule, or where each card lies (the fresh-card rule). A puzzle gets only the
# hints of its own point, so a "who may declare" puzzle never talks of fresh cards it does not turn on.
LOSERS_RULE_HINTS: Final[tuple[str, str]] = (
    LOSERS_RIGHT_HINT,
    f"{capitalised(NoDeclaration.LOSER_PENCHANT_ONLY.value)}.",
)
LOSERS_NARROWER_HINT: Final = (f"A trick's loser has a narrower right: one kind of combination only, and "
                               f"{WINNER_DECLARED_NOTHING_WORDS}. Which kind is it?")
"""The second hint of a puzzle that turns on the loser's rule: it narrows toward the rule without saying it (the
rule said here would be the answer itself); the last says what the loser's one kind is made of, never its name
nor the rule, and asks the learner to set the cards beside it."""
FRESH_HINT: Final = f"{capitalised(FRESH_CARD_WORDS)}: a set of cards all already on the table cannot score again."
"""The last hint of a fresh-card puzzle: the rules' wording of the rule (:data:`FRESH_CARD_WORDS`), and why."""


def _where_hints(ctx: _Ctx, v: DeclarationVerdict) -> tuple[str, str]:
    """The hints of a fresh-card puzzle: the hand named, to set beside the declaration (a wrong answer already asks
    where each card lies, so the first hint does not ask it again), then the rule."""
    return (f"Your hand holds {cards_words(ctx.holdings.hand)}. Take the cards of {cards_words(v.cards)} one by "
            "one: which is in your hand, and which lies now on your table?", FRESH_HINT)


def _may_hints(ctx: _Ctx, v: DeclarationVerdict, theme: str | None) -> tuple[str, ...]:
    """The hints of a "may you declare this?" puzzle, for the point it turns on (``theme``, the refusal's)."""
    hints: list[str] = []
    if ctx.penchant_only:
        if theme == PENCHANT_ONLY_THEME:  # the rule is the answer: said only by the last hint
            # The last hint leads to the rule and leaves it unsaid: the rule said word for word is the answer,
            # and a hint that gives it away would solve the puzzle without the cost the solution carries.
            return (LOSERS_RIGHT_HINT, LOSERS_NARROWER_HINT,
                    f"The loser's one kind is {KIND_CARDS[Kind.PENCHANT]}. Is "
                    f"{cards_words(v.cards)} made that way?")
        hints += LOSERS_RULE_HINTS
    if not ctx.profile.same_kind_reuse and ctx.declared:
        hints.append("The label over the cards names a house rule: what does it say of a card that has already "
                     "served in a combination of the same kind?")
        if theme == ONE_USE_PER_KIND_THEME:
            return (*hints, "Look at what you declared before: in which kind did each card of "
                            f"{cards_words(v.cards)} serve, and which kind is {cards_words(v.cards)}?")
    return (*hints, *_where_hints(ctx, v))


def other_scale_words(profile: Profile, n: int, best: Iterable[Kind]) -> str:
    """Why ``n`` misses when it is what a best declaration (of a kind in ``best``) scores in another source's
    numbers (Kandell's under Foster's rules or the modern ones, Foster's under Kandell's or the modern ones): the
    puzzle's rules are named, and how their numbers compare where one source's are a multiple of the other's,
    never the answer. Empty when ``n`` is not that.

    >>> from penchant.rules.kinds import Kind
    >>> other_scale_words(get_profile("foster"), 10, [Kind.QUADRUPLET])[:70]
    "you counted with Kandell's numbers: this puzzle is played under Foster"
    >>> other_scale_words(get_profile("modern"), 80, [Kind.QUADRUPLET])  # Foster's quadruplet is 100, not 80
    ''
    """
    kinds = list(dict.fromkeys(best))
    # a negative guess is on no scale (the rules refuse it)
    if n < 0 or any(n == declared_points(profile, (k,)) for k in kinds):
        return ""
    for source in (get_profile("kandell"), get_profile("foster")):
        if source.name == profile.name or not any(n == declared_points(source, (k,)) for k in kinds):
            continue
        scale = every_score_words(source, profile)
        where = f", where every score is {scale}" if scale else ""
        return (f"you counted with {numbers_words(source)}: this puzzle is played under "
                f"{rules_words(profile.name)} (the label over the cards){where}")
    return ""


REFUSED_WORDS: Final[dict[Refused | None, str]] = {Refused.BARRED: "is barred: you may not declare it here"}
"""What a declaration the rules refuse is, said in the chapter's word for its rule ("barred"), else plainly not
allowed: "is not best: the rules refuse it" would read as a weaker choice, not a forbidden one."""


def _refused(puzzle: Puzzle, result: CheckResult) -> CheckResult:
    """``result`` said as a refusal when its answer is a declaration the rules refuse here: "“8♠ 8♥ 8♦” is
    barred", not "is not best"; the why-not (a question) stays the nudge."""
    if result.correct or puzzle.answer_form != "cards":
        return result
    v = _Ctx(puzzle).verdict(CardSet(result.answer))
    if v.legal:
        return result
    verdict = REFUSED_WORDS.get(v.refused, "is not allowed: you may not declare it here")
    return replace(result, said=f"“{capitalised(cards_as_written(result.answer))}” {verdict}.", opening="")


def check(puzzle: Puzzle, answer: str | Sequence[str], analysis: Analysis) -> CheckResult:
    """Check one answer to a declaration puzzle."""
    return _refused(puzzle, _check(puzzle, answer, analysis))


def _check(puzzle: Puzzle, answer: str | Sequence[str], analysis: Analysis) -> CheckResult:
    if puzzle.task == "may_declare":
        return result_from_verdicts(puzzle, analysis, normalise_choice(puzzle, answer))
    if puzzle.task == "points":
        n = normalise_number(answer)
        key = str(n)
        if key == analysis.best[0]:
            return result_from_verdicts(puzzle, analysis, key)
        # Where to look, never which way it is off: "it is too high" alone leaves a learner guessing up and down.
        best_kinds = [d.kind for d in _Ctx(puzzle).legal() if str(d.points) == analysis.best[0] and d.kind is not None]
        why = other_scale_words(puzzle.profile, n, best_kinds) or analysis.misses.get(key) or (
            "list what your hand and table can form together (table cards serve again when a fresh card comes "
            "from the hand); check each card is in your hand or on your table and each combination is legal "
            "here, and score each one")
        refutation = punctuated(why) if not names_answer(why, analysis.best) else None
        return CheckResult(False, f"{n} is not the best declaration's score.", "", refutation,
                           list(analysis.best), key)
    ctx = _Ctx(puzzle)
    picked = normalise_cards(answer)
    cards = ctx.meant(picked)  # a hand card picked alone means the declaration it completes, as on the bench
    key = str(cards)
    if key in analysis.verdicts:
        result = result_from_verdicts(puzzle, analysis, key)
    else:
        result = miss(puzzle, analysis, key, key, f"{cards_words(cards)}: {reason_words(ctx.verdict(cards))}")
    if cards == picked:
        return result
    return replace(result, said=f"{result.said} {capitalised(completed_words(picked, cards))}.")
