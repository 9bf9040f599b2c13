"""Scoring puzzles: score a deal or a game.

Position keys::

    {"rules": "kandell", "player": 0,
     "deals": [{"declarations": [["KH QH", "KH QH JH", "pair"], ["penchant"]],
                "brisquettes": [3, 1], "brisques": [8, 4]}, ...]}

Each declaration is a kind's name or the cards declared (the engine classifies them). Tasks: ``deal_points`` (the points
``player`` scores for the one deal), ``deal_difference`` (player 0's points minus player 1's for the one deal),
``game_value`` (the value of the game to its winner, lurch included, 0 for a draw). Scores come from
:func:`penchant.play.sheet.score_deal` and :func:`penchant.play.sheet.tally`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import Any, Final

from penchant.english.numbers import count_words
from penchant.errors import InvalidNotationError, PenchantError, PuzzleError
from penchant.play.sheet import DealEntry, deal_score_parts, score_deal, tally
from penchant.puzzles.checkers.answers import normalise_number
from penchant.puzzles.checkers.grading import grade, names_answer
from penchant.puzzles.checkers.scoring_other_rules import other_rules
from penchant.puzzles.checkers.scoring_slips import count_again, miscount, one_slip_fits, slip_under_own_rules
from penchant.puzzles.model import RIGHT, Analysis, CheckResult, Puzzle
from penchant.puzzles.scoring_tasks import ScoringTask
from penchant.puzzles.words.scoring import (
    SIGN_SLIP,
    built_chains,
    part_hint,
    parts_pointed_at,
    per_card_words,
    scoring_hints,
    wrong_total_words,
)
from penchant.puzzles.words.sentences import punctuated
from penchant.rules.brisques import book_shared, brisques_of_first_ten, brisques_over_book
from penchant.rules.cards import CardSet
from penchant.rules.combinations import classify
from penchant.rules.game_scoring import fewest_escaping_lurch, game_result, lurch_doubled
from penchant.rules.kinds import Kind
from penchant.rules.procedure import player_index
from penchant.rules.profiles import AS_PRINTED, Profile, brisque_option
from penchant.rules.scoring import (
    at_the_brisque_value,
    bonus_paid_on,
    deal_parts,
    deal_total,
    declared_points,
)
from penchant.words.game_scoring import LURCH_FACTOR_WORDS, lurch_words
from penchant.words.kinds import kind_words
from penchant.words.scoring import book_bonus_worked_out, book_shared_words, brisquettes_worked_out, over_the_book

__all__ = ["TASKS", "analyse", "check", "deal_entries", "deal_mistakes", "parse_declaration"]

TASKS: Final = tuple(ScoringTask)
"""What a scoring puzzle may ask, as a record writes it (:class:`~penchant.puzzles.scoring_tasks.ScoringTask`)."""
_WHO: Final = ("you", "your opponent")


def parse_declaration(item: str) -> tuple[Kind, int]:
    """A kind's name or a card list -> (kind, number of cards)."""
    try:
        k = Kind.parse(item)
        return k, k.size
    except InvalidNotationError:
        pass
    cards = CardSet(item)
    k2 = classify(cards)
    if k2 is None:
        raise InvalidNotationError.refusing(item, "neither a kind of combination nor cards that form one")
    return k2, len(cards)


def deal_entries(puzzle: Puzzle) -> list[tuple[DealEntry, list[list[tuple[str, Kind, int]]]]]:
    raw = puzzle.position.get("deals")
    if not isinstance(raw, list) or not raw:
        raise PuzzleError.of_puzzle(puzzle.id, "position['deals'] must be a non-empty list")
    out = []
    for n, d in enumerate(raw):
        try:
            decls: list[list[tuple[str, Kind, int]]] = []
            for side in d["declarations"]:
                decls.append([(str(x), *parse_declaration(str(x))) for x in side])
            if len(decls) != 2:
                raise PuzzleError(f"deal {n + 1}: declarations must list both players")
            entry = DealEntry(
                (tuple(k for _, k, _ in decls[0]), tuple(k for _, k, _ in decls[1])),
                (d["brisquettes"][0], d["brisquettes"][1]),
                (d["brisques"][0], d["brisques"][1]),
            )
        except (KeyError, TypeError, IndexError) as exc:
            raise PuzzleError.of_puzzle(puzzle.id, f"deal {n + 1} {d!r}: missing or mangled {exc}") from None
        except PenchantError as exc:
            raise PuzzleError.of_puzzle(puzzle.id, f"deal {n + 1}: {exc}") from None
        out.append((entry, decls))
    return out


def _breakdown(entry: DealEntry, decls: list[list[tuple[str, Kind, int]]], p: int, profile: Profile) -> str:
    items = [f"{kind_words(k)} {declared_points(profile, (k,))}" for _, k, _ in decls[p]]
    part = deal_score_parts(entry, profile)[p]
    bq = entry.brisquettes[p]
    b = entry.brisques[p]
    parts = [f"declarations {' + '.join(items) if items else 'none'} = {part.declarations}",
             f"brisquettes {brisquettes_worked_out(profile, bq)}"]
    if part.brisques_over_book:
        parts.append(f"book bonus: {b} brisques, {part.brisques_over_book} {over_the_book()}, "
                     f"{book_bonus_worked_out(profile, b)}")
    else:
        parts.append(f"no book bonus ({count_words(b, 'brisque', digits=True)}, not more than six)")
    return f"{_WHO[p]}: " + "; ".join(parts) + f"; total {part.total}"


# Misreadings of the scoring rules: (name, points for player p of one deal). Each is the rules' score of the deal
# (rules.scoring.deal_parts) told a wrong input or a wrong profile: no arithmetic on the profile's values here.
_Misreading = Callable[[DealEntry, list[list[tuple[str, Kind, int]]], int, Profile], int]


def _misread(e: DealEntry, p: int, pr: Profile, *, brisquettes: Sequence[int] | None = None,
             brisques: Sequence[int] | None = None, at_the_end: bool = True) -> int:
    """Player ``p``'s points for deal ``e`` under the rules, with its brisquettes or brisques read as given (the
    misreading), or with no book bonus (``at_the_end`` false: scored as a deal not yet over)."""
    counts = e.brisques if brisques is None else brisques
    return deal_parts(pr, e.declarations, e.brisquettes if brisquettes is None else brisquettes,
                      counts if at_the_end else None)[p].total


def _no_bonus(e: DealEntry, d: list[list[tuple[str, Kind, int]]], p: int, pr: Profile) -> int:
    return _misread(e, p, pr, at_the_end=False)


def _bonus_phase1_only(e: DealEntry, d: list[list[tuple[str, Kind, int]]], p: int, pr: Profile) -> int:
    """The book bonus reckoned on the first ten tricks' brisques only (the brisquettes left out of it)."""
    return _misread(e, p, pr, brisques=[brisques_of_first_ten(e.brisques[q], e.brisquettes[q]) for q in (0, 1)])


def _no_brisquettes(e: DealEntry, d: list[list[tuple[str, Kind, int]]], p: int, pr: Profile) -> int:
    return _misread(e, p, pr, brisquettes=(0, 0))


def _per_card(e: DealEntry, d: list[list[tuple[str, Kind, int]]], p: int, pr: Profile) -> int:
    """Every declaration scored at the profile's brisque value a card (:func:`per_card_words`): the rules' score
    under a profile whose every kind is worth its cards at that value."""
    return deal_parts(_a_brisque_a_card(pr), e.declarations, e.brisquettes, e.brisques)[p].total


def _a_brisque_a_card(pr: Profile) -> Profile:
    """``pr`` misread: every kind of combination worth its cards at a brisque's value each (the brisquettes and the
    book bonus as ``pr`` has them)."""
    return dataclasses.replace(pr, points={k: at_the_brisque_value(pr, k.size) for k in Kind})


def _bonus_all(e: DealEntry, d: list[list[tuple[str, Kind, int]]], p: int, pr: Profile) -> int:
    """The bonus paid on every brisque ``p`` took over the book (as a wrong answer of the bank): the rules' bonus
    told every brisque as one over the book (on the book too: :func:`~penchant.puzzles.checkers.scoring_brisques.\
book_paid_on_every_brisque`)."""
    part = deal_score_parts(e, pr)[p]
    return deal_total(part.declarations, part.brisquettes,
                      bonus_paid_on(pr, e.brisques[p]) if part.brisques_over_book else 0)


def deal_mistakes(profile: Profile) -> dict[str, _Misreading]:
    """The misreadings of one deal's scoring under ``profile``, by their name in words."""
    return {
        "forgetting the book bonus": _no_bonus,
        "counting the book bonus on the first ten tricks' brisques only (brisquettes count twice)":
            _bonus_phase1_only,
        "forgetting the brisquettes": _no_brisquettes,
        per_card_words(profile): _per_card,
        f"paying the bonus on every brisque, not those {over_the_book()}": _bonus_all,
    }


def analyse(puzzle: Puzzle) -> Analysis:
    task = puzzle.task
    if task not in TASKS:
        raise PuzzleError.of_puzzle(puzzle.id, f"scoring task {task!r} is not one of {', '.join(TASKS)}")
    if puzzle.answer_form != "number":
        raise PuzzleError.of_puzzle(puzzle.id, "a scoring puzzle is answered with a number")
    profile = puzzle.profile
    deals = deal_entries(puzzle)
    verdicts: dict[str, tuple[bool, str]] = {}
    wrong: dict[int, str] = {}
    named: dict[int, list[str]] = {}
    """The bank's misreadings that come to each wrong total: a total two of them explain names no part."""
    components = 0
    if task in ("deal_points", "deal_difference"):
        if len(deals) != 1:
            raise PuzzleError.of_puzzle(puzzle.id, f"task {task!r} scores exactly one deal")
        entry, decls = deals[0]
        try:
            p = player_index(puzzle.position.get("player", 0), "player", PuzzleError)
        except PuzzleError as exc:
            raise PuzzleError.of_puzzle(puzzle.id, exc) from None
        try:
            scores = score_deal(entry, profile)
        except PenchantError as exc:
            raise PuzzleError.of_puzzle(puzzle.id, f"{exc}") from None
        players = (p,) if task == "deal_points" else (0, 1)
        explanation = "; ".join(_breakdown(entry, decls, q, profile) for q in players)
        if task == "deal_points":
            truth = scores[p]
            for name, f in deal_mistakes(profile).items():
                v = f(entry, decls, p, profile)
                named.setdefault(v, []).append(name)
                if v != truth and v not in wrong:
                    wrong[v] = name
        else:
            truth = scores[0] - scores[1]
            explanation += f"; difference {scores[0]} - {scores[1]} = {truth}"
            for name, f in deal_mistakes(profile).items():
                v = f(entry, decls, 0, profile) - f(entry, decls, 1, profile)
                named.setdefault(v, []).append(name)
                if v != truth and v not in wrong:
                    wrong[v] = name
            if -truth != truth and -truth not in wrong:
                wrong[-truth] = SIGN_SLIP
                named.setdefault(-truth, []).append(SIGN_SLIP)
        for q in players:
            bonus_part = 1 if brisques_over_book(entry.brisques[q]) else 0
            components += len(decls[q]) + (1 if entry.brisquettes[q] else 0) + bonus_part
    else:
        entries = [e for e, _ in deals]
        try:
            result = tally(entries, profile)
        except PenchantError as exc:
            raise PuzzleError.of_puzzle(puzzle.id, f"{exc}") from None
        truth = result.value
        a, b = result.totals
        per_deal = ", ".join(f"deal {i + 1} {x}-{y}" for i, (x, y) in enumerate(result.deals))
        if result.winner is None:
            explanation = f"{per_deal}: totals {a} to {b}, equal: a draw, worth 0"
        else:
            explanation = (f"{per_deal}: totals {a} to {b}; the difference is {result.difference}; "
                           f"{lurch_words(result, profile)}")
            if result.lurched:
                explanation += f", the value is {LURCH_FACTOR_WORDS} to {truth}"
        diff = result.difference
        wrong_models = {
            "forgetting to double for the lurch": diff,
            "doubling although nobody is lurched": lurch_doubled(diff),
            "counting the winner's total, not the difference": max(a, b),
        }
        for name, v in wrong_models.items():
            if v != truth and v not in wrong:
                wrong[v] = name
        # Deal scoring slips propagate: the bonus forgotten in every deal.
        nb = game_result(
            [(_no_bonus(e, d, 0, profile), _no_bonus(e, d, 1, profile)) for e, d in deals], profile
        ).value
        if nb != truth and nb not in wrong:
            wrong[nb] = "forgetting the book bonus"
        components = len(deals) + (1 if result.lurched else 0) + (1 if low_near(a, b, profile) else 0)
    verdicts[str(truth)] = (True, explanation)
    for v, name in wrong.items():
        said = wrong_total_words(v, name, profile)
        if task != "game_value" and (len(named[v]) > 1 or not one_slip_fits(puzzle, deals, v, name, truth)):
            said = miscount(puzzle, deals, v, truth, diagnose=False)
        verdicts[str(v)] = (False, f"{said}; {explanation}")
    tempting = tuple(str(v) for v in wrong)
    themes = _themes(puzzle, deals, task, profile)
    score = 0.3 * components + 0.4 * len(tempting) - 0.5
    hints = scoring_hints(task, profile, deals, p if task == "deal_points" else None)
    features: dict[str, Any] = {"components": components, "tempting": len(tempting), "score": round(score, 2)}
    return Analysis((str(truth),), explanation, verdicts, tempting, tuple(themes), grade(score), features, True,
                    hints)


NEAR_THE_LURCH: Final = Fraction(1, 10)
"""How near the lurch's mark, as a share of it, a loser's total is a close call (:func:`low_near`): a puzzle's
judgement of its difficulty, no rule."""


def low_near(a: int, b: int, profile: Profile) -> bool:
    """The loser's total is within :data:`NEAR_THE_LURCH` of the lowest total that escapes the lurch (the rules'
    :func:`~penchant.rules.game_scoring.fewest_escaping_lurch`), either side: a close call."""
    mark = fewest_escaping_lurch(profile)
    return a != b and abs(min(a, b) - mark) <= NEAR_THE_LURCH * mark


def _themes(puzzle: Puzzle, deals: list[tuple[DealEntry, list[list[tuple[str, Kind, int]]]]], task: str,
            profile: Profile) -> list[str]:
    themes: list[str] = []
    if any(brisques_over_book(max(e.brisques)) for e, _ in deals):
        themes.append("book bonus")
    # A brisquette counts twice only where its taker's brisques reach the book bonus as well, so a puzzle where
    # neither does (six brisques each) is not tagged as if something in it counted twice.
    if any(e.brisquettes[p] and brisques_over_book(e.brisques[p]) for e, _ in deals for p in (0, 1)):
        themes.append("brisquettes count twice")
    if any(book_shared(e.brisques) for e, _ in deals):
        themes.append(f"{book_shared_words()}: no bonus")
    kinds = [k for _, d in deals for side in d for _, k, _ in side]
    if any(k in (Kind.QUADRUPLET, Kind.REUNION) for k in kinds):
        themes.append("the big combinations")
    if any(built_chains(side) for _, d in deals for side in d):
        themes.append("building scores each step")
    if task == "game_value":
        entries = [e for e, _ in deals]
        result = tally(entries, profile)
        if result.lurched:
            themes.append("the lurch")
        if result.winner is None:
            themes.append("a drawn game")
    if brisque_option(profile) != AS_PRINTED:
        themes.append("doubled brisques")
    themes.append(f"{profile.name} scoring")
    return list(dict.fromkeys(themes))


def hints_after_tries(puzzle: Puzzle, tried: Sequence[str]) -> tuple[str, ...]:
    """A scoring puzzle's hints as a learner who has tried the answers ``tried`` should read them: where a miss sends
    the learner to a whole part of the count ("look on the board at your brisquettes: what do they score?"), the hint
    about that part comes first, so the next hint adds to what the miss said ("Add the declarations at their values"
    after it points at a part the count already has). The others follow in their order."""
    if not tried:
        return puzzle.hints
    a = analyse(puzzle)
    first: list[str] = []
    for t in tried:
        try:
            said = check(puzzle, t, a).refutation or ""
        except PenchantError:
            continue
        sent_to = parts_pointed_at(said) or [part for part, sent in _SENT_TO.items() if any(w in said for w in sent)]
        for part in sent_to:
            hint = part_hint(puzzle.hints, part, puzzle.profile)
            if hint is not None and hint not in first:
                first.append(hint)
    return (*first, *(h for h in puzzle.hints if h not in first))


_SENT_TO: Final = {"brisquettes": ("which of them scores as brisquettes", "the brisquettes on the board"),
                   "book bonus": ("earn a book bonus", "does the book bonus count", "earn at the end of a deal")}
"""The words of a miss that send the learner to a whole part of the count other than by :func:`parts_pointed_at`
(a part left out): a slip within the part (:func:`hints_after_tries`)."""


def check(puzzle: Puzzle, answer: str | Sequence[str], analysis: Analysis) -> CheckResult:
    n = normalise_number(answer)
    key = str(n)
    truth = analysis.best[0]
    if key == truth:
        return CheckResult(True, f"{n}.", punctuated(analysis.explanation), None, [truth], key, opening=RIGHT)
    # A slip under the puzzle's own rules (a book bonus forgotten) comes before another rule book's score that the
    # number matches too: the chapters tell the learner to leave other books aside; one is named only as a last resort.
    deals = deal_entries(puzzle)
    generic = count_again(puzzle, deals, n)
    own = (analysis.verdicts[key][1].removesuffix(f"; {analysis.explanation}")
           if key in analysis.tempting else "")
    if not own or own == generic or names_answer(own, [truth]):
        own = slip_under_own_rules(puzzle, deals, n, int(truth))
    why = own or other_rules(puzzle, deals, n) or generic
    habit = punctuated(why) if why and not names_answer(why, [truth]) else None
    # The miss never says which way it is off: "too high" sends the learner guessing up and down, not back to the
    # count (and beside "look again at your penchant", worth 1, it was the total).
    return CheckResult(False, f"{n} is not right.", "", habit, [truth], key)
