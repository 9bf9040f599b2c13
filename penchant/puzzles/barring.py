"""Barring puzzles: is this set barred, which of these can you declare, which
table card lifts a bar.

Position keys (cards as notation text)::

    {"rules": "kandell", "hand": "8S 8D KC", "table": "KH QH", "opp_table": "QS QD JC",
     "declaration": "8S 8D"}                     # task "may_declare" (choices yes / no)
     "candidates": ["8S 8D", "KH QH KC", ...]}   # task "which" (choices: the candidates + "none of them")
    # task "lift": answer a card of your table; task "unbar": a card of the opponent's table

Every verdict comes from :func:`penchant.rules.combinations.check_declaration` and
:func:`penchant.rules.barring.bar_report`; the explanation of a bar is
:meth:`~penchant.rules.barring.BarReport.explain`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

from penchant.errors import BarredError, IllegalPlayError, InvalidNotationError, PenchantError
from penchant.puzzles._common import (
    RANK_PLURAL,
    SIZE_NAME,
    cards_text,
    count_words,
    grade,
    names_answer,
    result_from_verdicts,
    sentence,
)
from penchant.puzzles.model import Analysis, CheckResult, Puzzle, PuzzleError, normalise_card, normalise_choice
from penchant.rules.barring import (
    Reading,
    barred_set_sizes,
    best_n,
    best_set,
    is_barred_on_masks,
    is_minor_set,
    major_set_cards,
    reading_of,
)
from penchant.rules.cards import MINOR_RANKS, Card, CardSet, Rank, rank_mask
from penchant.rules.combinations import Verdict, candidate_combinations, check_declaration, classify
from penchant.rules.holdings import Holdings

__all__ = ["analyse", "check", "why_free", "barred_sizes", "TASKS", "NONE_CHOICE"]

TASKS: Final = ("may_declare", "which", "legal_all", "lift", "unbar", "safe")
NONE_CHOICE: Final = "none of them"
_YES, _NO = "yes", "no"


def barred_sizes(table: int, opp_table: int, reading: str) -> tuple[bool, bool, bool]:
    """For minor pairs, triplets and quadruplets: barred for the owner of ``table`` (under the profile's reading)?"""
    barred = barred_set_sizes(table, opp_table, reading)
    return (2 in barred, 3 in barred, 4 in barred)


def _rank_cards(table: int, rank: Rank) -> CardSet:
    return CardSet(table & rank_mask(rank))


_COUNT: Final = {2: "two", 3: "three", 4: "four"}


def _why_free_by_value(size: int, table: int, opp_table: int) -> str:
    """Foster's reading: his best major set must be worth as much and beat your own best set."""
    theirs = best_set(opp_table, major_only=True)
    if theirs is None:
        reason = "the opponent's table holds no major set"
    else:
        n, r = theirs
        their_text = f"{_COUNT[n]} {RANK_PLURAL[r]} ({_rank_cards(opp_table, r)})"
        if n < size:
            reason = (f"their best major set, {their_text}, is worth less than a {SIZE_NAME[size]}: "
                      f"your minor {SIZE_NAME[size]} counts more")
        else:
            mine = best_set(table)
            assert mine is not None and mine >= theirs
            m, mr = mine
            verb = "ties" if mine == theirs else "beats"
            reason = (f"their best major set, {their_text}, is answered: your best set on the table, "
                      f"{_COUNT[m]} {RANK_PLURAL[mr]} ({_rank_cards(table, mr)}), {verb} it"
                      + (" (a tie is enough)" if mine == theirs else ""))
    return f"minor {SIZE_NAME[size]}s are free (Foster: the bar goes by value): {reason}"


def why_free(size: int, table: int, opp_table: int, reading: str) -> str:
    """Why a minor set of ``size`` cards is not barred, in words (under the profile's reading)."""
    if reading == "by_value":
        return _why_free_by_value(size, table, opp_table)
    reasons: list[str] = []
    for n in range(size, 5):
        theirs = best_n(opp_table, n)
        if theirs is None:
            continue
        mine = best_n(table, n)
        assert mine is not None and mine >= theirs
        verb = "ties" if mine == theirs else "beats"
        reasons.append(
            f"their major {SIZE_NAME[n]} of {RANK_PLURAL[theirs]} ({_rank_cards(opp_table, theirs)}) is "
            f"answered: your {SIZE_NAME[n]} of {RANK_PLURAL[mine]} ({_rank_cards(table, mine)}) {verb} it"
            + (" (a tie is enough to unbar)" if mine == theirs else "")
        )
    shorter = [n for n in range(2, size) if best_n(opp_table, n) is not None]
    if shorter:
        n = max(shorter)
        r = best_n(opp_table, n)
        assert r is not None
        reasons.append(
            f"their major {SIZE_NAME[n]} of {RANK_PLURAL[r]} ({_rank_cards(opp_table, r)}) bars only sets of "
            f"{n} or fewer cards: a minor {SIZE_NAME[size]} is longer, and a longer minor set is never barred by it"
        )
    if not reasons:
        reasons.append(f"the opponent's table holds no major {SIZE_NAME[size]} or larger major set")
    minor_sets = [r for r in MINOR_RANKS
                  if (opp_table & rank_mask(r)).bit_count() >= 2]
    if minor_sets:
        reasons.append(
            "their " + ", ".join(RANK_PLURAL[r] for r in minor_sets) + " bar nothing: minor sets never bar"
        )
    return f"minor {SIZE_NAME[size]}s are free: " + "; ".join(reasons)


def _verdict_text(v: Verdict, table: int, opp_table: int, reading: str) -> str:
    kind = v.kind
    if v.legal:
        assert kind is not None
        if is_minor_set(kind, v.cards):
            return f"{v.cards}: legal, {v.reason}; " + why_free(kind.size, table, opp_table, reading)
        if is_barred_on_masks(2, table, opp_table, reading_of(reading)):
            what = "a major set" if kind.is_set else f"a {kind.value}"
            return (f"{v.cards}: legal, {v.reason}; it is {what}, and only minor sets "
                    f"(7 8 9 T) can be barred")
        return f"{v.cards}: legal, {v.reason}"
    return f"{v.cards}: {v.reason}"


def _check_one(puzzle: Puzzle, text: str, hand: int, table: int, opp: int) -> Verdict:
    try:
        cards = CardSet(text)
    except Exception as exc:
        raise PuzzleError(f"puzzle {puzzle.id!r}: declaration {text!r}: {exc}") from None
    v = check_declaration(cards, Holdings.parse(hand=hand, table=table, opp_table=opp), puzzle.profile)
    if not v.legal and not isinstance(v.error, BarredError):
        raise PuzzleError(
            f"puzzle {puzzle.id!r}: {text!r} is refused for a reason other than barring ({v.reason}): "
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
    for n in range(size, 5):
        theirs = best_n(opp, n)
        if theirs is None:
            continue
        mine = best_n(table, n)
        if mine is None or mine <= theirs:
            return True
    return False


def _naive_hand(hand: int, reading: Reading) -> Callable[[int, int, int], bool]:
    def rule(size: int, table: int, opp: int) -> bool:
        """Cards in the hand count (they do not: only tables bar)."""
        return is_barred_on_masks(size, table | hand, opp, reading)
    return rule


def _naive_minor_bar(reading: Reading) -> Callable[[int, int, int], bool]:
    def rule(size: int, table: int, opp: int) -> bool:
        """Minor sets bar too (they never do)."""
        return is_barred_on_masks(size, table, opp, reading) or _minor_sets_bar(size, table, opp)
    return rule


def _minor_sets_bar(size: int, table: int, opp: int) -> bool:
    """The misreading of :func:`_naive_minor_bar`, by size: the opponent's best set of any rank bars."""
    for n in range(size, 5):
        for r in range(7, -1, -1):
            if (opp & rank_mask(r)).bit_count() >= n:
                mine = -1
                for q in range(7, -1, -1):
                    if (table & rank_mask(q)).bit_count() >= n:
                        mine = q
                        break
                if mine < r:
                    return True
                break
    return False


def _naive_by_size(size: int, table: int, opp: int) -> bool:
    """Under Foster's rules, Kandell's size-by-size reading (the bar goes by value there)."""
    return is_barred_on_masks(size, table, opp, "by_size")


def _naive_rules(hand: int, reading: Reading) -> list[tuple[str, Callable[[int, int, int], bool]]]:
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
    kind = classify(cards)
    if kind is None:
        return False
    minor_set = is_minor_set(kind, cards)
    if not minor_set and not all_kinds:
        return True
    size = kind.size if kind.is_set else 2
    return not rule(min(size, 4), table, opp)


def _themes(
    table: int, opp: int, hand: int, legal_minor_sizes: Sequence[int], other_kinds_legal: bool,
    naive_hits: set[str], task: str, reading: Reading,
) -> list[str]:
    themes: list[str] = []
    sizes_barring = [n for n in (2, 3, 4) if best_n(opp, n) is not None]
    own_sizes = [n for n in (2, 3, 4) if best_n(table, n) is not None]
    top = max(sizes_barring) if sizes_barring else 0
    if top == 2:
        themes.append("major pair bars pairs")
    elif top == 3:
        themes.append("major triplet bars pairs and triplets")
    elif top == 4:
        themes.append("major quadruplet bars every minor set")
    for n in sizes_barring:
        t, m = best_n(opp, n), best_n(table, n)
        if t is not None and m is not None and m == t:
            themes.append("a tie unbars")
            break
    for n in sizes_barring:
        theirs = best_n(opp, n)
        assert theirs is not None
        mine = best_n(table, n)
        if mine is not None and mine >= theirs:
            continue
        if any((best_n(table, m) or -1) >= theirs for m in range(2, n)):
            themes.append("unbar needs the same size")
            break
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
    if any(best_n(opp, n) is not None for n in own_sizes) and barred_set_sizes(opp, table, reading):
        themes.append("your set bars theirs")
    if task in ("lift", "unbar"):
        themes.append("playing from the table lifts a bar")
    return list(dict.fromkeys(themes))


def _hints(table: int, opp: int, hand: int) -> tuple[str, ...]:
    def sets(t: int) -> str:
        found = []
        for n in (4, 3, 2):
            r = best_n(t, n)
            if r is not None:
                found.append(f"{SIZE_NAME[n]} of {RANK_PLURAL[r]}")
        return ", ".join(found) if found else "no major set"
    return (
        "Only the two tables count: cards in a hand never bar, and neither do minor sets.",
        "A major set bars minor sets of its own size or smaller; only a major set of the same size, "
        "as high or higher, unbars, and a longer minor set is never barred by a shorter major one.",
        f"Look at the tables: the opponent's major sets are {sets(opp)}; yours, {sets(table)}.",
    )


def _score(themes: Sequence[str], tempting: Sequence[str], n_bars: int) -> float:
    basic = {"major pair bars pairs", "major triplet bars pairs and triplets",
             "major quadruplet bars every minor set", "playing from the table lifts a bar"}
    subtle = [t for t in themes if t not in basic]
    return len(subtle) + 0.5 * len(tempting) + 0.5 * max(0, n_bars - 1)


def _n_bars(table: int, opp: int) -> int:
    return sum(1 for n in (2, 3, 4) if best_n(opp, n) is not None) + sum(
        1 for n in (2, 3, 4) if best_n(table, n) is not None
    )


def analyse(puzzle: Puzzle) -> Analysis:
    """The engine's analysis of a barring puzzle."""
    task = puzzle.task
    if task not in TASKS:
        raise PuzzleError(f"puzzle {puzzle.id!r}: barring task {task!r} is not one of {', '.join(TASKS)}")
    table = puzzle.cards("table", "").mask
    opp = puzzle.cards("opp_table", "").mask
    hand = puzzle.cards("hand", "").mask
    if (table & opp) or (table & hand) or (hand & opp):
        raise PuzzleError(f"puzzle {puzzle.id!r}: a card is in two places (hand, table, opponent's table)")
    if task in ("may_declare", "which"):
        return _with_marks(puzzle, _analyse_declarations(puzzle, task, hand, table, opp), hand, table, opp)
    if task == "legal_all":
        return _with_marks(puzzle, _analyse_all(puzzle, hand, table, opp), hand, table, opp)
    if task == "safe":
        return _analyse_safe(puzzle, hand, table, opp)
    return _analyse_lift(puzzle, task, hand, table, opp)


def barring_cards(table: int, opp: int, sizes: Sequence[int] = (2, 3, 4)) -> CardSet:
    """The cards of the opponent's table that bar your minor sets of ``sizes`` cards (the major sets
    of those sizes or larger that no set of yours answers)."""
    out = 0
    lowest = min(sizes) if sizes else 5
    for n in (2, 3, 4):
        if n < lowest:
            continue
        theirs = best_n(opp, n)
        if theirs is None:
            continue
        mine = best_n(table, n)
        if mine is None or mine < theirs:
            out |= opp & rank_mask(theirs)
    return CardSet(out)


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
        v = check_declaration(cards, Holdings.parse(hand=hand, table=table, opp_table=opp), puzzle.profile)
        if not v.legal and isinstance(v.error, BarredError) and v.kind is not None:
            barred_sizes.append(v.kind.size)
    marks = tuple(str(c) for c in barring_cards(table, opp, barred_sizes)) if barred_sizes else ()
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


def _analyse_all(puzzle: Puzzle, hand: int, table: int, opp: int) -> Analysis:
    """Tick every candidate you may declare (none: tick nothing but "none of them")."""
    if puzzle.answer_form != "choices":
        raise PuzzleError(f"puzzle {puzzle.id!r}: task 'legal_all' is answered by ticking choices")
    inner = _analyse_declarations(puzzle.with_changes(task="which", answer_form="choice"), "which",
                                  hand, table, opp)
    legal = [c for c in puzzle.choices if c != NONE_CHOICE and inner.verdicts.get(c, (False, ""))[0]]
    key = joined(legal)
    n_cand = len([c for c in puzzle.choices if c != NONE_CHOICE])
    if n_cand < 2:
        raise PuzzleError(f"puzzle {puzzle.id!r}: task 'legal_all' needs at least two candidates")
    verdicts = {key: (True, inner.explanation)}
    return Analysis((key,), inner.explanation, verdicts, inner.tempting, inner.themes, inner.difficulty,
                    {**dict(inner.features), "candidates": n_cand}, True, inner.hints)


def _analyse_safe(puzzle: Puzzle, hand: int, table: int, opp: int) -> Analysis:
    """Which card of your table can you play to the trick without losing a bar or your unbar?"""
    lift = _analyse_lift(puzzle.with_changes(task="lift"), "lift", hand, table, opp)
    verdicts = {k: (not ok, why) for k, (ok, why) in lift.verdicts.items()}
    best = tuple(k for k, (ok, _w) in verdicts.items() if ok)
    costs = {k: "playing it changes a bar that matters to you" for k, (ok, _w) in verdicts.items() if not ok}
    themes = ["which table card is safe", *[t for t in lift.themes if t != "not every major card matters"]]
    # The careless habit: play the table card that sits in no set there (as if only a set could matter).
    lone = [k for k in verdicts if (table & rank_mask(Card.parse(k).rank)).bit_count() == 1]
    tempting = tuple(k for k in lone if not verdicts[k][0])
    return Analysis(best, "; ".join(w for ok, w in verdicts.values() if ok), verdicts, tempting, tuple(themes),
                    lift.difficulty, dict(lift.features), len(best) == 1, lift.hints, costs)


def _analyse_declarations(puzzle: Puzzle, task: str, hand: int, table: int, opp: int) -> Analysis:
    if task == "may_declare":
        texts = [str(puzzle.position.get("declaration", ""))]
        if list(puzzle.choices) != [_YES, _NO]:
            raise PuzzleError(f"puzzle {puzzle.id!r}: task 'may_declare' has the choices ['yes', 'no']")
    else:
        raw = puzzle.position.get("candidates")
        if not isinstance(raw, list) or len(raw) < 2:
            raise PuzzleError(f"puzzle {puzzle.id!r}: task 'which' needs a list of at least two candidates")
        texts = [str(x) for x in raw]
        want = [str(CardSet(t)) for t in texts] + [NONE_CHOICE]
        if list(puzzle.choices) != want:
            raise PuzzleError(f"puzzle {puzzle.id!r}: the choices must be the candidates and {NONE_CHOICE!r}: {want!r}")
    verdicts_raw = [_check_one(puzzle, t, hand, table, opp) for t in texts]
    legal_minor_sizes = [
        v.kind.size for v in verdicts_raw
        if v.legal and v.kind is not None and is_minor_set(v.kind, v.cards)
    ]
    other_kinds_legal = any(
        v.legal and v.kind is not None and not is_minor_set(v.kind, v.cards)
        for v in verdicts_raw
    ) and is_barred_on_masks(2, table, opp, puzzle.profile.barring)
    naive_hits: set[str] = set()
    tempting: list[str] = []
    verdicts: dict[str, tuple[bool, str]] = {}
    if task == "may_declare":
        v = verdicts_raw[0]
        right = _YES if v.legal else _NO
        why = _verdict_text(v, table, opp, puzzle.profile.barring)
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
        for v in verdicts_raw:
            verdicts[str(v.cards)] = (v.legal, _verdict_text(v, table, opp, puzzle.profile.barring))
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
        explanation = "; ".join(w for k, (c, w) in verdicts.items() if k != NONE_CHOICE)
    themes = _themes(table, opp, hand, legal_minor_sizes, other_kinds_legal, naive_hits, task,
                     reading_of(puzzle.profile))
    n_bars = _n_bars(table, opp)
    score = _score(themes, tempting, n_bars)
    return Analysis(
        best=best,
        explanation=explanation,
        verdicts=verdicts,
        tempting=tuple(tempting),
        themes=tuple(themes),
        difficulty=grade(score),
        features={"tempting": len(tempting), "sets_on_tables": n_bars, "naive_readings_fooled": sorted(naive_hits),
                  "score": score},
        unique=len(best) == 1,
        hints=_hints(table, opp, hand),
    )


def _status(table: int, opp: int, reading: str) -> tuple[tuple[bool, bool, bool], tuple[bool, bool, bool]]:
    return barred_sizes(table, opp, reading), barred_sizes(opp, table, reading)


def _my_sizes(puzzle: Puzzle, hand: int, table: int) -> tuple[int, ...]:
    """The minor set sizes that matter to you: ``position['sizes']``, else those your hand and
    table can form (with a card from the hand), else all three."""
    given = puzzle.position.get("sizes")
    if given is not None:
        if not isinstance(given, list) or not all(x in (2, 3, 4) for x in given) or not given:
            raise PuzzleError(f"puzzle {puzzle.id!r}: sizes {given!r} must list set sizes 2, 3 or 4")
        return tuple(sorted(set(given)))
    sizes = {k.size for m, k in candidate_combinations(hand | table)
             if m & hand and is_minor_set(k, m)}
    return tuple(sorted(sizes)) if sizes else (2, 3, 4)


def _changes(before: tuple[tuple[bool, bool, bool], tuple[bool, bool, bool]],
             after: tuple[tuple[bool, bool, bool], tuple[bool, bool, bool]],
             mine: tuple[int, ...]) -> tuple[list[str], list[str]]:
    """(what gets worse for you, what gets better for you), in words."""
    worse: list[str] = []
    better: list[str] = []
    (me_b, opp_b), (me_a, opp_a) = before, after
    for i, n in enumerate((2, 3, 4)):
        name = SIZE_NAME[n]
        if opp_b[i] and not opp_a[i]:
            worse.append(f"the opponent's minor {name}s are no longer barred")
        if not opp_b[i] and opp_a[i]:
            better.append(f"the opponent's minor {name}s become barred")
        if n in mine and not me_b[i] and me_a[i]:
            worse.append(f"your minor {name}s become barred")
        if n in mine and me_b[i] and not me_a[i]:
            better.append(f"your minor {name}s are unbarred")
    return worse, better


def _analyse_lift(puzzle: Puzzle, task: str, hand: int, table: int, opp: int) -> Analysis:
    if puzzle.answer_form != "card":
        raise PuzzleError(f"puzzle {puzzle.id!r}: task {task!r} is answered with a card (answer_form 'card')")
    mine = _my_sizes(puzzle, hand, table)
    reading = puzzle.profile.barring
    before = _status(table, opp, reading)
    source = table if task == "lift" else opp
    whose = "your" if task == "lift" else "the opponent's"
    verdicts: dict[str, tuple[bool, str]] = {}
    best: list[str] = []
    sizes_changed: dict[str, int] = {}
    both_ways: set[str] = set()
    for c in CardSet(source):
        after = (_status(table & ~c.bit, opp, reading) if task == "lift"
                 else _status(table, opp & ~c.bit, reading))
        worse, better = _changes(before, after, mine)
        relevant = worse if task == "lift" else [x for x in better if x.startswith("your")]
        good = bool(relevant)
        sizes_changed[str(c)] = len({n for n in SIZE_NAME.values() for x in relevant if f" {n}s " in x})
        if any(x.startswith("the opponent") for x in relevant) and any(x.startswith("your") for x in relevant):
            both_ways.add(str(c))
        changes = worse + better
        if changes:
            why = f"playing {c} from {whose} table: " + "; ".join(changes)
        else:
            why = f"playing {c} from {whose} table changes no bar that matters"
        verdicts[str(c)] = (good, why)
        if good:
            best.append(str(c))
    if not best:
        raise PuzzleError(f"puzzle {puzzle.id!r}: no card of {whose} table changes a bar: nothing to find")
    if len(best) == len(verdicts):
        raise PuzzleError(f"puzzle {puzzle.id!r}: every card of {whose} table is an answer: nothing to find")
    # Tempting: cards of a major rank held two or more times whose loss changes nothing
    # (the naive reading: "any card of a major set lifts its bar").
    tempting = [str(c) for c in CardSet(source)
                if not verdicts[str(c)][0] and major_set_cards(source) & c.bit]
    explanation = "; ".join(w for ok, w in verdicts.values() if ok)
    themes = ["playing from the table lifts a bar"]
    if tempting:
        themes.append("not every major card matters")
    if any(best_n(table, n) is not None and best_n(table, n) == best_n(opp, n) for n in (2, 3, 4)):
        themes.append("a tie unbars")
    if max(sizes_changed[b] for b in best) >= 2:
        themes.append("bars of several sizes")
    if both_ways & set(best):
        themes.append("one card, two bars")
    n_bars = _n_bars(table, opp)
    score = 0.5 * len(tempting) + (len(themes) - 1) + 0.5 * max(0, n_bars - 1) + (0.5 if len(best) == 1 else 0)
    return Analysis(
        best=tuple(best),
        explanation=explanation,
        verdicts=verdicts,
        tempting=tuple(tempting),
        themes=tuple(themes),
        difficulty=grade(score),
        features={"tempting": len(tempting), "sets_on_tables": n_bars, "answers": len(best), "sizes": list(mine),
                  "score": score},
        unique=len(best) == 1,
        hints=_hints(table, opp, hand),
    )


def _why_not_all(puzzle: Puzzle, wrong_in: set[str], left_out: int, right: list[str],
                 analysis: Analysis) -> str:
    """Why a set of ticks is wrong: the rule each wrong pick breaks, then what to look at again for a
    declaration left out, never naming one that may be made."""
    table = puzzle.cards("table", "").mask
    opp = puzzle.cards("opp_table", "").mask
    hand = puzzle.cards("hand", "").mask
    reasons: list[str] = []
    for pick in sorted(wrong_in):
        v = _check_one(puzzle, pick, hand, table, opp)
        why = _verdict_text(v, table, opp, puzzle.profile.barring)
        if not names_answer(why, right):
            reasons.append(why)
    if left_out:
        reasons.append(f"{count_words(left_out, 'declaration')} you did not tick may be made: for each, ask "
                       "whether a major set on the opponent's table bars it, and whether one of yours unbars it; "
                       "only a minor set (Sevens, Eights, Nines or Tens) can be barred")
    if analysis.marks:
        reasons.append("the cards that bar are lit on the opponent's table")
    return sentence("; ".join(reasons))


def check(puzzle: Puzzle, answer: str | Sequence[str], analysis: Analysis) -> CheckResult:
    """Check one answer to a barring puzzle."""
    if puzzle.task == "legal_all":
        picks = [answer] if isinstance(answer, str) else list(answer)
        keys: list[str] = []
        for a in picks:
            for part in str(a).split("|"):
                if part.strip():
                    keys.append(normalise_choice(puzzle, part.strip()))
        if NONE_CHOICE in keys and len(keys) > 1:
            raise InvalidNotationError(f"{answer!r}: 'none of them' cannot go with other choices")
        chosen = [c for c in puzzle.choices if c in keys and c != NONE_CHOICE]
        key = joined(chosen)
        if key == analysis.best[0]:
            return CheckResult(True, "Right: exactly those.", sentence(analysis.explanation), None,
                               list(analysis.best), key)
        right = set(analysis.best[0].split(" | ")) - {NONE_CHOICE}
        wrong_in = len(set(chosen) - right)
        left_out = len(right - set(chosen))
        bits = []
        if wrong_in:
            bits.append(f"{count_words(wrong_in, 'pick')} cannot be declared")
        if left_out:
            bits.append(f"you left out {count_words(left_out, 'declaration')} you may make")
        return CheckResult(False, "Not quite: " + " and ".join(bits) + ".", "",
                           _why_not_all(puzzle, set(chosen) - right, left_out, sorted(right), analysis),
                           list(analysis.best), key, analysis.marks)
    if puzzle.task in ("may_declare", "which"):
        key = normalise_choice(puzzle, answer)
        if puzzle.task == "which" and key != NONE_CHOICE:
            key = str(CardSet(key))
        return result_from_verdicts(puzzle, analysis, key)
    card: Card = normalise_card(answer)
    source = puzzle.cards("table", "") if puzzle.task in ("lift", "safe") else puzzle.cards("opp_table", "")
    if card not in source:
        whose = "your" if puzzle.task in ("lift", "safe") else "the opponent's"
        raise IllegalPlayError(
            f"{answer!r}: {card} is not on {whose} table; pick one of {cards_text(source)}"
        )
    return result_from_verdicts(puzzle, analysis, str(card))

