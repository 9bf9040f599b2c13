"""Barring puzzles: is this set barred, which of these can you declare, which
table card lifts a bar.

Position keys (cards as notation text)::

    {"rules": "kandell", "hand": "8S 8D KC", "table": "KH QH", "opp_table": "QS QD JC",
     "declaration": "8S 8D"}                     # task "may_declare" (choices yes / no)
     "candidates": ["8S 8D", "KH QH KC", ...]}   # task "which" (choices: the candidates + "none of them")
    # task "lift": answer a card of your table; task "unbar": a card of the opponent's table

This module answers the declaring tasks (``may_declare``, ``which``, ``legal_all``) and checks every task's
answer; the table-card tasks (``lift``, ``safe``, ``unbar``) are analysed by
:mod:`penchant.puzzles.checkers.barring_table`, and a drill's words are :mod:`penchant.puzzles.words.barring`'s. A theme
that weighs a set against a bar asks the rules' :func:`~penchant.rules.barring.weighings`. Every verdict comes from
:func:`penchant.rules.combinations.check_declaration` and
:func:`penchant.rules.bar_reports.bar_report`; the explanation of a bar is the barred refusal's,
:func:`~penchant.rules.barred_refusal.barred_refusal_words`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

from penchant.english.lists import join_and
from penchant.errors import BarredError, IllegalPlayError, InvalidNotationError, PenchantError, PuzzleError
from penchant.puzzles.checkers.answers import choices_shown, normalise_card, normalise_choice
from penchant.puzzles.checkers.barring_table import (
    NONE_CHOICE,
    analyse_lift,
    analyse_safe,
    tick_analysis,
    tick_miss,
    ticks_miss,
)
from penchant.puzzles.checkers.claims import Claim, barring_claims, claims_analysis
from penchant.puzzles.checkers.grading import grade, result_from_verdicts
from penchant.puzzles.model import RIGHT, Analysis, CheckResult, ExplanationPart, Puzzle
from penchant.puzzles.words.barring import hints, verdict_part
from penchant.puzzles.words.sentences import sentence
from penchant.rules.bar_reports import barring_cards
from penchant.rules.barring import (
    SIZE_NAMES,
    SIZE_PLURALS,
    AgainstTheBar,
    against_the_bar,
    barred_set_sizes,
    best_n,
    big_enough_to_bar,
    is_barred_on_masks,
    is_minor_set_mask,
    major_set_sizes,
    major_sets,
    reading_of,
    weighings,
)
from penchant.rules.cards import MAJOR_MASK, Card, CardSet, format_cards
from penchant.rules.combinations import DeclarationVerdict, check_declaration, classify_mask
from penchant.rules.holdings import Holdings
from penchant.rules.kinds import LARGEST_SET, SET_SIZES
from penchant.rules.profiles import Barring
from penchant.words.barring import MINOR_RANKS_WORDS
from penchant.words.kinds import kind_words

__all__ = ["reasoned_claims", "analyse", "check", "TASKS", "joined", "ticks", "right_ticks"]

TASKS: Final = ("may_declare", "which", "legal_all", "lift", "unbar", "safe")
_YES, _NO = "yes", "no"


def _check_one(puzzle: Puzzle, text: str, hand: int, table: int, opp: int) -> DeclarationVerdict:
    try:
        cards = CardSet(text)
    except PenchantError as exc:
        raise PuzzleError.of_puzzle(puzzle.id, f"declaration {text!r}: {exc}") from None
    v = check_declaration(cards, Holdings.from_masks(hand, table, opp), puzzle.profile)
    if not v.legal and not isinstance(v.error, BarredError):
        raise PuzzleError.of_puzzle(
            puzzle.id, f"{text!r} is refused for a reason other than barring ({v.reason}): "
            f"a barring puzzle must turn on the bar alone"
        )
    return v


# Naive readings of the barring rule, used to find the tempting wrong answers.
def _naive_size_blind(size: int, table: int, opp: int) -> bool:
    """Any major set of the opponent bars every minor set unless one of ours is as high (size ignored)."""
    theirs = best_n(opp, 2)
    if theirs is None:
        return False
    mine = best_n(table, 2)
    return mine is None or mine < theirs


def _naive_strict(size: int, table: int, opp: int) -> bool:
    """A tie does not unbar (it does: the tie is enough)."""
    for n in range(size, LARGEST_SET + 1):
        theirs = best_n(opp, n)
        if theirs is None:
            continue
        mine = best_n(table, n)
        if mine is None or mine <= theirs:
            return True
    return False


def _naive_hand(hand: int, reading: Barring) -> Callable[[int, int, int], bool]:
    def rule(size: int, table: int, opp: int) -> bool:
        """Cards in the hand count (they do not: only tables bar)."""
        return is_barred_on_masks(size, table | hand, opp, reading)
    return rule


def _naive_minor_bar(reading: Barring) -> Callable[[int, int, int], bool]:
    def rule(size: int, table: int, opp: int) -> bool:
        """Minor sets bar too (they never do)."""
        return is_barred_on_masks(size, table, opp, reading) or _minor_sets_bar(size, table, opp)
    return rule


def _minor_sets_bar(size: int, table: int, opp: int) -> bool:
    """The misreading of :func:`_naive_minor_bar`, by size: the opponent's best set of any rank bars."""
    for n in range(size, LARGEST_SET + 1):
        theirs = best_n(opp, n, major_only=False)
        mine = best_n(table, n, major_only=False)
        if theirs is not None and (mine is None or mine < theirs):
            return True
    return False


def _naive_by_size(size: int, table: int, opp: int) -> bool:
    """Under Foster's rules, Kandell's size-by-size reading (the bar goes by value there)."""
    return is_barred_on_masks(size, table, opp, "by_size")


def _naive_rules(hand: int, reading: Barring) -> list[tuple[str, Callable[[int, int, int], bool]]]:
    rules: list[tuple[str, Callable[[int, int, int], bool]]] = [
        ("size", _naive_size_blind),
        ("strict", _naive_strict),
        ("hand", _naive_hand(hand, reading)),
        ("minor", _naive_minor_bar(reading)),
    ]
    if reading == "by_value":
        rules.append(("by_size", _naive_by_size))
    return rules


def _naive_legal(cards: int, rule: Callable[[int, int, int], bool], table: int, opp: int, all_kinds: bool) -> bool:
    kind = classify_mask(cards)
    if kind is None:
        return False
    minor_set = is_minor_set_mask(kind, cards)
    if not minor_set and not all_kinds:
        return True
    size = kind.size if kind.is_set else 2
    return not rule(min(size, LARGEST_SET), table, opp)


def _bar_theme(major_size: int) -> str:
    """The theme of a major set of ``major_size`` cards on the opponent's table: what it is big enough to bar
    (:func:`~penchant.rules.barring.big_enough_to_bar`), "major triplet bars pairs and triplets".

    >>> _bar_theme(2), _bar_theme(4)
    ('major pair bars pairs', 'major quadruplet bars every minor set')
    """
    barred = [n for n in SET_SIZES if big_enough_to_bar(major_size, n)]
    what = "every minor set" if barred == list(SET_SIZES) else join_and([SIZE_PLURALS[n] for n in barred])
    return f"major {SIZE_NAMES[major_size]} bars {what}"


def _themes(
    table: int, opp: int, hand: int, legal_minor_sizes: Sequence[int], other_kinds_legal: bool,
    naive_hits: set[str], task: str, reading: Barring,
) -> list[str]:
    themes: list[str] = []
    sizes_barring = [n for n in SET_SIZES if best_n(opp, n) is not None]
    if sizes_barring:
        themes.append(_bar_theme(max(sizes_barring)))
    weighed = weighings(table, opp, reading)
    if any(w.against is AgainstTheBar.TIE and w.answered for w in weighed):
        themes.append("a tie unbars")
    yours = major_sets(table)
    if any(against_the_bar(own, w.bar) is AgainstTheBar.SHORTER and own[1] >= w.bar[1]
           for w in weighed if not w.answered for own in yours):
        themes.append("a smaller set never unbars")
    if any(size > n for size in legal_minor_sizes for n in sizes_barring if is_barred_on_masks(n, table, opp, reading)):
        themes.append("a longer minor set is free")
    if other_kinds_legal:
        themes.append("only minor sets are barred")
    if "hand" in naive_hits:
        themes.append("hand cards never bar")
    if "minor" in naive_hits:
        themes.append("minor sets never bar")
    if "by_size" in naive_hits:
        themes.append("Foster bars by value, not by size")
    # Said only where his table shows a minor set yours bars: Aces beside his major Jacks would say it of a puzzle
    # where he holds no minor set and the question is his bar on yours.
    his_minor = [n for n in SET_SIZES if best_n(opp & ~MAJOR_MASK, n, major_only=False) is not None]
    if any(n in barred_set_sizes(opp, table, reading) for n in his_minor):
        themes.append("your set bars theirs")
    if task in ("lift", "unbar"):
        themes.append("playing from the table lifts a bar")
    return list(dict.fromkeys(themes))


def _score(themes: Sequence[str], tempting: Sequence[str], major_sizes: int) -> float:
    basic = {*(_bar_theme(n) for n in SET_SIZES), "playing from the table lifts a bar"}
    subtle = [t for t in themes if t not in basic]
    return len(subtle) + 0.5 * len(tempting) + 0.5 * max(0, major_sizes - 1)


def analyse(puzzle: Puzzle) -> Analysis:
    """The engine's analysis of a barring puzzle."""
    task = puzzle.task
    if task not in TASKS:
        raise PuzzleError.of_puzzle(puzzle.id, f"barring task {task!r} is not one of {', '.join(TASKS)}")
    given = puzzle.cards("hand", ""), puzzle.cards("table", ""), puzzle.cards("opp_table", "")
    try:  # the rules' Holdings refuse a card in two places (and more cards than a player holds)
        held = Holdings(hand=given[0], table=given[1], opp_table=given[2])
    except PenchantError as exc:
        raise PuzzleError.of_puzzle(puzzle.id, f"{exc}") from None
    hand, table, opp = held.hand.mask, held.table.mask, held.opp_table.mask
    if task == "may_declare":
        return _analyse_reasoned(puzzle, hand, table, opp)
    if task == "which":
        return _with_marks(puzzle, _analyse_declarations(puzzle, task, hand, table, opp), hand, table, opp)
    if task == "legal_all":
        return _with_marks(puzzle, _analyse_all(puzzle, hand, table, opp), hand, table, opp)
    one = puzzle.with_changes(answer_form="card", choices=()) if puzzle.answer_form == "choices" else puzzle
    cards = analyse_safe(one, hand, table, opp) if task == "safe" else analyse_lift(one, task, hand, table, opp)
    return tick_analysis(puzzle, cards) if puzzle.answer_form == "choices" else cards


def reasoned_claims(puzzle: Puzzle) -> list[Claim]:
    """The claims the engine makes about declaring ``position['declaration']`` here (one true, first)."""
    text = puzzle.declaration_asked()
    hand, table, opp = (puzzle.cards(k, "").mask for k in ("hand", "table", "opp_table"))
    v = _check_one(puzzle, text, hand, table, opp)
    return barring_claims(hand, table, opp, v.cards.mask, puzzle.profile)


def _analyse_reasoned(puzzle: Puzzle, hand: int, table: int, opp: int) -> Analysis:
    """May you declare this set? Answered with its reason (:mod:`penchant.puzzles.checkers.claims`)."""
    base = _with_marks(puzzle, _analyse_declarations(puzzle.with_changes(choices=(_YES, _NO)), "may_declare",
                                                     hand, table, opp), hand, table, opp)
    return claims_analysis(puzzle, reasoned_claims(puzzle), base)


def _with_marks(puzzle: Puzzle, a: Analysis, hand: int, table: int, opp: int) -> Analysis:
    """Add what a miss costs and the cards to light up: those that bar the sets in question."""
    from dataclasses import replace

    texts = [str(puzzle.position.get("declaration", ""))] if puzzle.task == "may_declare" else [
        str(c) for c in puzzle.position.get("candidates", []) or []]
    barred_sizes: list[int] = []
    for t in texts:
        try:
            cards = CardSet(t)
        except PenchantError:
            continue
        v = check_declaration(cards, Holdings.from_masks(hand, table, opp), puzzle.profile)
        if not v.legal and isinstance(v.error, BarredError) and v.kind is not None:
            barred_sizes.append(v.kind.size)
    marks = tuple(str(c) for c in barring_cards(table, opp, puzzle.profile, barred_sizes)) if barred_sizes else ()
    costs: dict[str, str] = {}
    for k, (ok, _why) in a.verdicts.items():
        if ok:
            continue
        if k == "yes":
            costs[k] = "that declaration is barred"
        elif k == "no":
            costs[k] = "nothing bars that declaration"
        elif k == NONE_CHOICE:
            costs[k] = "at least one of them may be declared"
        else:
            costs[k] = "it is barred"
    return replace(a, marks=marks, costs=costs)


def joined(keys: Sequence[str]) -> str:
    """The answer to a tick-every-right-choice question: the choices joined by `` | ``."""
    return " | ".join(keys) if keys else NONE_CHOICE


def ticks(key: str) -> tuple[str, ...]:
    """The choices a tick-every-right-choice answer ticks, "none of them" among them when it is the answer (the
    inverse of :func:`joined`)."""
    return tuple(key.split(" | ")) if key else ()


def right_ticks(best: Sequence[str]) -> frozenset[str]:
    """The choices the engine's answers ``best`` tick, each a tick-every-right-choice answer (:func:`joined`): what
    a board marks as the solution. The one union of them; a miss's wrong picks are its
    :attr:`~penchant.puzzles.model.CheckResult.wrong_picks`.

    >>> sorted(right_ticks(["8S 8D | 9S 9H"]))
    ['8S 8D', '9S 9H']
    """
    return frozenset(t for b in best for t in ticks(b))


def _analyse_all(puzzle: Puzzle, hand: int, table: int, opp: int) -> Analysis:
    """Tick every candidate you may declare (none: tick nothing but "none of them")."""
    if puzzle.answer_form != "choices":
        raise PuzzleError.of_puzzle(puzzle.id, "task 'legal_all' is answered by ticking choices")
    inner = _analyse_declarations(puzzle.with_changes(task="which", answer_form="choice"), "which",
                                  hand, table, opp)
    legal = [c for c in puzzle.choices if c != NONE_CHOICE and inner.verdicts.get(c, (False, ""))[0]]
    key = joined(legal)
    n_cand = len([c for c in puzzle.choices if c != NONE_CHOICE])
    if n_cand < 2:
        raise PuzzleError.of_puzzle(puzzle.id, "task 'legal_all' needs at least two candidates")
    verdicts = {key: (True, inner.explanation)}
    # each candidate that may not be declared, with the rule that stops it (a miss ticking it says why); "none of
    # them" is left out: its reason names what may be declared
    misses = {part.subject: _stopped_words(part) for part, (ok, _why) in
              zip(inner.parts, (inner.verdicts[c] for c in puzzle.choices if c != NONE_CHOICE), strict=True) if not ok}
    return Analysis((key,), inner.explanation, verdicts, inner.tempting, inner.themes, inner.difficulty,
                    {**dict(inner.features), "candidates": n_cand}, True, inner.hints, parts=inner.parts,
                    misses=misses)


def _stopped_words(part: ExplanationPart) -> str:
    """What a miss that ticked a candidate it may not declare asks of it: where on the board to look, and the
    question that finds the bar, said of its own kind ("9♠ 9♦: look at the major sets on both tables: does one on
    the opponent's table bar a minor pair, and does one of yours unbar it?"), never what the rules say of it ("9♠ 9♦:
    minor pairs are barred here" is the ticked set's verdict, the rule applied, with nothing left to find); nor the
    bar's reason, how it would lift, or the cards in the hand that would unbar it once declared: those tell the
    answer too. A candidate stopped by no bar is asked where its cards come from."""
    if not part.reason:
        return f"{part.subject}: where are its cards, and may you declare them now?"
    kind = classify_mask(CardSet(part.subject).mask)
    named = f"a minor {kind_words(kind)}" if kind is not None else "it"
    return (f"{part.subject}: look at the major sets on both tables: does one on the opponent's table bar {named}, "
            "and does one of yours unbar it?")


def _analyse_declarations(puzzle: Puzzle, task: str, hand: int, table: int, opp: int) -> Analysis:
    if task == "may_declare":
        texts = [str(puzzle.position.get("declaration", ""))]
        if list(puzzle.choices) != [_YES, _NO]:
            raise PuzzleError.of_puzzle(puzzle.id, "task 'may_declare' has the choices ['yes', 'no']")
    else:
        raw = puzzle.position.get("candidates")
        if not isinstance(raw, list) or len(raw) < 2:
            raise PuzzleError.of_puzzle(puzzle.id, "task 'which' needs a list of at least two candidates")
        texts = [str(x) for x in raw]
        want = [str(CardSet(t)) for t in texts] + [NONE_CHOICE]
        if list(puzzle.choices) != want:
            raise PuzzleError.of_puzzle(puzzle.id, f"the choices must be the candidates and {NONE_CHOICE!r}: {want!r}")
    verdicts_raw = [_check_one(puzzle, t, hand, table, opp) for t in texts]
    legal_minor_sizes = [
        v.kind.size for v in verdicts_raw
        if v.legal and v.kind is not None and is_minor_set_mask(v.kind, v.cards.mask)
    ]
    other_kinds_legal = any(
        v.legal and v.kind is not None and not is_minor_set_mask(v.kind, v.cards.mask)
        for v in verdicts_raw
    ) and bool(barred_set_sizes(table, opp, puzzle.profile))
    naive_hits: set[str] = set()
    tempting: list[str] = []
    verdicts: dict[str, tuple[bool, str]] = {}
    parts = tuple(verdict_part(v, table, opp, puzzle.profile.barring, hand) for v in verdicts_raw)
    if task == "may_declare":
        v = verdicts_raw[0]
        right = _YES if v.legal else _NO
        why = parts[0].text()
        verdicts[_YES] = (v.legal, why)
        verdicts[_NO] = (not v.legal, why)
        best: tuple[str, ...] = (right,)
        for name, rule in _naive_rules(hand, reading_of(puzzle.profile)):
            for all_kinds in (False, True):
                if _naive_legal(v.cards.mask, rule, table, opp, all_kinds) != v.legal:
                    naive_hits.add(name if not all_kinds else "kinds")
        if naive_hits:
            tempting.append(_NO if v.legal else _YES)
        explanation = why
    else:
        legal = [str(v.cards) for v in verdicts_raw if v.legal]
        for v, part in zip(verdicts_raw, parts, strict=True):
            verdicts[str(v.cards)] = (v.legal, part.text())
        if legal:
            verdicts[NONE_CHOICE] = (False, f"{', '.join(legal)} can be declared")
        else:
            verdicts[NONE_CHOICE] = (True, "every candidate is barred")
        best = tuple(legal) if legal else (NONE_CHOICE,)
        for name, rule in _naive_rules(hand, reading_of(puzzle.profile)):
            for all_kinds in (False, True):
                naive_legal = [str(v.cards) for v in verdicts_raw
                               if _naive_legal(v.cards.mask, rule, table, opp, all_kinds)]
                if naive_legal != legal:
                    naive_hits.add(name if not all_kinds else "kinds")
                    for t in naive_legal:
                        if t not in legal and t not in tempting:
                            tempting.append(t)
                    if not naive_legal and legal and NONE_CHOICE not in tempting:
                        tempting.append(NONE_CHOICE)
        explanation = "; ".join(part.text() for part in parts)
    themes = _themes(table, opp, hand, legal_minor_sizes, other_kinds_legal, naive_hits, task,
                     reading_of(puzzle.profile))
    major_sizes = major_set_sizes(table, opp)
    score = _score(themes, tempting, major_sizes)
    return Analysis(
        best=best,
        explanation=explanation,
        verdicts=verdicts,
        tempting=tuple(tempting),
        themes=tuple(themes),
        difficulty=grade(score),
        features={"tempting": len(tempting), "sets_on_tables": major_sizes, "naive_readings_fooled": sorted(naive_hits),
                  "score": score},
        unique=len(best) == 1,
        hints=hints(table, opp, hand, puzzle.profile),
        parts=parts,
    )


_LEGAL_ALL_LOOK: Final = (f"is it a minor set ({MINOR_RANKS_WORDS}), the only sets a bar can stop? If it "
                          "is, does a major set on the opponent's table bar it, and does one of yours unbar it?")
"""The question to ask of a declaration after a wrong set of ticks: where to look, never the bar itself."""

_LEGAL_SET_LOOK: Final = ("a bar can stop {what}, a minor set; does a major set on the opponent's table bar it, and "
                          "does one of yours unbar it?")
"""The question asked of one ticked set of a minor rank: said of the cards themselves ("a pair of Eights"), not
asked whether Eights are minor ("is it a minor set?" over a pair of Eights reads as a question about the rank)."""


def _minor_set_words(choice: str) -> str | None:
    """``'a pair of Eights'`` for a choice that is a set of a minor rank, else ``None``."""
    if choice == NONE_CHOICE:
        return None
    try:
        cards = CardSet(choice)
    except InvalidNotationError:
        return None
    kind = classify_mask(cards.mask)
    if kind is None or not is_minor_set_mask(kind, cards.mask):  # the rules' minor set, the only one a bar stops
        return None
    return f"a {kind_words(kind)} of {next(iter(cards)).rank.plural}"


def _legal_all_look(puzzle: Puzzle, choice: str | None) -> str:
    """What to ask of ``choice`` (one ticked wrongly; ``None``: the choices left unticked): of a set of a minor
    rank, the bar's question said of its cards; of the choices left unticked when every one is such a set, the bar's
    question alone (whether a pair of Eights is a minor set is no question); else :data:`_LEGAL_ALL_LOOK`."""
    if choice is not None:
        what = _minor_set_words(choice)
        return _LEGAL_ALL_LOOK if what is None else _LEGAL_SET_LOOK.format(what=what)
    if all(_minor_set_words(c) for c in puzzle.choices if c != NONE_CHOICE):
        return "does a major set on the opponent's table bar it, and does one of yours unbar it?"
    return _LEGAL_ALL_LOOK


def _tick(puzzle: Puzzle, part: str) -> str:
    """The one choice ``part`` names; a refusal says how to tick several (``'1 3'`` is no choice)."""
    try:
        return normalise_choice(puzzle, part)
    except InvalidNotationError:
        raise InvalidNotationError.refusing(
            part, f"not one of the choices {choices_shown(puzzle)!r}: name each by its words or its number, and join "
                  "several with |, as '1 | 3'") from None


def _ticks(puzzle: Puzzle, answer: str | Sequence[str]) -> list[str]:
    """The choices ticked, in the puzzle's order: ``'8S 8D | 9S 9H'``, a list, cards in symbols or notation."""
    picks = [answer] if isinstance(answer, str) else list(answer)
    keys: list[str] = []
    for a in picks:
        for part in str(a).split("|"):
            if part.strip():
                keys.append(_tick(puzzle, part.strip()))
    for k in keys:
        if keys.count(k) > 1:
            raise InvalidNotationError.refusing(answer, f"ticks {k!r} twice: tick each choice once")
    if NONE_CHOICE in keys and len(keys) > 1:
        raise InvalidNotationError.refusing(answer, "'none of them' cannot go with other choices")
    return [c for c in puzzle.choices if c in keys and c != NONE_CHOICE]


def check(puzzle: Puzzle, answer: str | Sequence[str], analysis: Analysis) -> CheckResult:
    """Check one answer to a barring puzzle."""
    if puzzle.answer_form == "choices":
        chosen = _ticks(puzzle, answer)
        key = joined(chosen)
        if key == analysis.best[0]:
            right_words = "exactly those." if chosen else "none of them."
            return CheckResult(True, right_words, sentence(analysis.explanation), None,
                               list(analysis.best), key, analysis.marks, parts=analysis.parts, opening=RIGHT)
        if puzzle.task == "legal_all":  # the cards that bar stay unlit: lit, they would tell which sets are barred
            return ticks_miss(puzzle, analysis, key, lambda choice: _legal_all_look(puzzle, choice))
        return tick_miss(puzzle, analysis, key)
    if puzzle.task in ("may_declare", "which"):
        key = normalise_choice(puzzle, answer)
        if puzzle.task == "which" and key != NONE_CHOICE:
            key = str(CardSet(key))
        return result_from_verdicts(puzzle, analysis, key)
    card: Card = normalise_card(answer)
    source = puzzle.cards("table", "") if puzzle.task in ("lift", "safe") else puzzle.cards("opp_table", "")
    if card not in source:
        whose = "your" if puzzle.task in ("lift", "safe") else "the opponent's"
        raise IllegalPlayError.refusing(
            answer, f"{card} is not on {whose} table; pick one of {format_cards(source) or 'nothing'}"
        )
    return result_from_verdicts(puzzle, analysis, str(card))


def rule_lookup_problems(puzzle: Puzzle, analysis: Analysis | None = None) -> list[str]:
    """Why a barring puzzle is a rule looked up, with no place in the rated bank (the chapters' drills keep them).

    Every barring question asks what the bar allows now: which sets you may declare, which table card to play to
    keep or lift a bar. A strong player solved each of them by reading the bar off the two tables, the one rule
    the reading names: a count of the engine's themes ("bars of several
    sizes", "one card, two bars") or an answer that changes with the other reading of the bar still passed
    puzzles he called lookups (barring-035, mined-legal-all-2085-12), for the reading is the puzzle's rules, not a
    judgement. A barring puzzle earns a rating only with a choice whose consequences play out, which none of
    :data:`TASKS` asks: the rated bank refuses them all, and a chapter shows them as drills. ``analysis`` is
    accepted for the common signature of :func:`penchant.puzzles.bank.rated_problems`."""
    del analysis
    if puzzle.task not in TASKS:
        return []
    return ["one rule looked up: the answer is read off the bar on the two tables, with no choice whose "
            "consequences play out"]
