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

from penchant.english.numbers import count_words, ordinal_words
from penchant.errors import InvalidNotationError, PenchantError, PuzzleError
from penchant.play.sheet import DealEntry, deal_score_parts, score_deal, tally
from penchant.puzzles.answers import normalise_number
from penchant.puzzles.grading import grade, names_answer
from penchant.puzzles.model import RIGHT, Analysis, CheckResult, Puzzle
from penchant.puzzles.scoring_brisques import book_counted, book_paid_on_every_brisque, brisques_as_brisquettes
from penchant.puzzles.scoring_brisques import owner_words as _owner
from penchant.puzzles.scoring_brisques import player_words as _player
from penchant.puzzles.scoring_figures import copied_figure
from penchant.puzzles.scoring_other_rules import other_rules
from penchant.puzzles.words.scoring import (
    SIGN_SLIP,
    built_chains,
    count_again_words,
    left_out_words,
    part_hint,
    per_card_words,
    scoring_hints,
    wrong_total_words,
)
from penchant.puzzles.words.sentences import punctuated
from penchant.rules.brisques import book_shared, brisques_of_first_ten, brisques_over_book
from penchant.rules.cards import CardSet
from penchant.rules.combinations import classify
from penchant.rules.game_scoring import GameResult, fewest_escaping_lurch, game_result, lurch_doubled
from penchant.rules.kinds import Kind
from penchant.rules.procedure import player_index
from penchant.rules.profiles import AS_PRINTED, PROFILES, Profile, brisque_option
from penchant.rules.score_scale import same_scale, score_step
from penchant.rules.scoring import (
    brisquette_points,
    deal_parts,
    deal_total,
)
from penchant.words.game_scoring import LURCH_FACTOR_WORDS, lurch_words
from penchant.words.scoring import book_bonus_worked_out, book_shared_words, brisquettes_worked_out, over_the_book

__all__ = ["TASKS", "analyse", "check", "deal_entries", "deal_mistakes", "parse_declaration"]

TASKS: Final = ("deal_points", "deal_difference", "game_value")
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
    items = [f"{k.value} {profile.value(k)}" for _, k, _ in decls[p]]
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
    each_card = pr.with_options(brisquette_multiplier=1)
    return dataclasses.replace(pr, points={k: brisquette_points(each_card, k.size) for k in Kind})


def _bonus_all(e: DealEntry, d: list[list[tuple[str, Kind, int]]], p: int, pr: Profile) -> int:
    """The bonus paid on every brisque ``p`` took over the book (as a wrong answer of the bank): the rules' bonus
    told every brisque as one over the book (on the book too: :func:`~penchant.puzzles.scoring_brisques.\
book_paid_on_every_brisque`)."""
    part = deal_score_parts(e, pr)[p]
    return deal_total(part.declarations, part.brisquettes,
                      pr.bonus_on(e.brisques[p]) if part.brisques_over_book else 0)


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
        if task != "game_value" and (len(named[v]) > 1 or not _one_slip_fits(puzzle, deals, v, name, truth)):
            said = miscount(puzzle, v, truth, diagnose=False)
        verdicts[str(v)] = (False, f"{said}; {explanation}")
    tempting = tuple(str(v) for v in wrong)
    themes = _themes(puzzle, deals, task, profile)
    score = 0.3 * components + 0.4 * len(tempting) - 0.5
    hints = scoring_hints(task, profile, deals)
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
    """A scoring puzzle's hints as a learner who has tried the answers ``tried`` should read them: where a miss asked
    after a whole part of the count ("did you add your brisquettes?"), the hint about that part comes first, so the
    next hint adds to what the miss said ("Add the declarations at their values" after it points at a part the count
    already has). The others follow in their order."""
    if not tried:
        return puzzle.hints
    a = analyse(puzzle)
    first: list[str] = []
    for t in tried:
        try:
            said = check(puzzle, t, a).refutation or ""
        except PenchantError:
            continue
        for part, sent in _SENT_TO.items():
            hint = part_hint(puzzle.hints, part, puzzle.profile) if any(w in said for w in sent) else None
            if hint is not None and hint not in first:
                first.append(hint)
    return (*first, *(h for h in puzzle.hints if h not in first))


_SENT_TO: Final = {"declarations": (" declarations?",),
                   "brisquettes": (" brisquettes?", "which brisques are brisquettes"),
                   "book bonus": (" book bonus?", "which brisques earn the book bonus")}
"""The words of a miss that send the learner to each whole part of the count (:func:`hints_after_tries`)."""


def check(puzzle: Puzzle, answer: str | Sequence[str], analysis: Analysis) -> CheckResult:
    n = normalise_number(answer)
    key = str(n)
    truth = analysis.best[0]
    if key == truth:
        return CheckResult(True, f"{n}.", punctuated(analysis.explanation), None, [truth], key, opening=RIGHT)
    # A slip under the puzzle's own rules (a book bonus forgotten) comes before another rule book's score that the
    # number matches too: the chapters tell the learner to leave other books aside; one is named only as a last resort.
    generic = _count_again(puzzle, n)
    own = (analysis.verdicts[key][1].removesuffix(f"; {analysis.explanation}")
           if key in analysis.tempting else "")
    if not own or own == generic or names_answer(own, [truth]):
        own = _slip_under_own_rules(puzzle, n, int(truth))
    why = own or other_rules(puzzle, deal_entries(puzzle), n) or generic
    habit = punctuated(why) if why and not names_answer(why, [truth]) else None
    # The miss never says which way it is off: "too high" sends the learner guessing up and down, not back to the
    # count (and beside "look again at your penchant", worth 1, it was the total).
    return CheckResult(False, f"{n} is not right.", "", habit, [truth], key)


def _parts(entry: DealEntry, decls: list[list[tuple[str, Kind, int]]], p: int,
           profile: Profile) -> list[tuple[str, int]]:
    """The parts of one player's deal score, in words, with their points: every declaration, then all the
    declarations, the brisquettes and the book bonus."""
    owner = _owner(p)
    part = deal_score_parts(entry, profile)[p]
    out = [(f"{owner} {k.value}", profile.value(k)) for _, k, _ in decls[p]]
    out.append((f"{owner} declarations", part.declarations))
    out.append((f"{owner} brisquettes", part.brisquettes))
    out.append((f"{owner} book bonus", part.book_bonus))
    return [(name, v) for name, v in out if v]


_SAME_SLIP: Final = {"forgetting the brisquettes": "brisquettes", "forgetting the book bonus": "book bonus"}
"""The bank's misreadings that are a part of the count left out, by the part's name: the part's own fit is the
same slip, not a second one."""


def _one_slip_fits(puzzle: Puzzle, deals: list[tuple[DealEntry, list[list[tuple[str, Kind, int]]]]], n: int,
                   misreading: str, truth: int) -> bool:
    """Whether the bank's ``misreading`` alone explains a deal's wrong total ``n``: ``n`` is no count the board
    shows, and no other slip (a part left out or counted twice, a declaration valued under another book or kind)
    comes to it as well. The sign slip is alone by its nature: its size is the answer's."""
    entry, decls = deals[0]
    if misreading == SIGN_SLIP:
        return True
    if _on_the_board(entry, n):
        return False
    p = int(puzzle.position.get("player", 0))
    players = (p,) if puzzle.task == "deal_points" else (0, 1)
    part = _SAME_SLIP.get(misreading)
    others = [f for f in _deal_fits(entry, decls, players, puzzle.task, puzzle.profile, n, n - truth)
              if part is None or not f.endswith(f"{part}, and count each part once")]
    return not others


def _deal_fits(entry: DealEntry, decls: list[list[tuple[str, Kind, int]]], players: tuple[int, ...], task: str,
               profile: Profile, n: int, d: int) -> list[str]:
    """Every single slip that a deal's count ``n``, off by ``d``, fits, each as the words that point at it (a
    "perhaps", never the cause): a declaration
    valued under another book, a part left out or counted twice, a book bonus paid on every brisque, a declaration
    counted at another kind's value. A player's declarations together are one part only where he declared more
    than one (one declaration is its own total)."""
    books = _other_book_slips(entry, decls, players, task, profile, d, beside_one=False)
    fits = [f"{n} is off: perhaps look again at what {slip} is worth under the rules on the label at the top of the "
            "board, and count each part once" for slip in books]
    for q in players:
        sign = 1 if task == "deal_points" or q == 0 else -1
        for name, v in _parts(entry, decls, q, profile):
            if name == f"{_owner(q)} declarations" and len(decls[q]) < 2:
                continue
            if d in (sign * v, -sign * v):
                fits.append(f"{n} is {ONE_PART} {name}, and count each part once")
    slip = (book_counted(entry, players, task, profile, d)
            or book_paid_on_every_brisque(entry, players, task, profile, d))
    if slip:
        # the rule that settles it, as a kind's value is sent to the table: never what the bonus comes to
        fits.append(f"{n} is off: perhaps {slip}; look again at which brisques earn the book bonus (only those "
                    f"{over_the_book()}), and count each part once")
    slip = brisques_as_brisquettes(entry, players, task, profile, d)
    if slip:
        fits.append(f"{n} is off: perhaps {slip}; look again at which brisques are brisquettes (only those "
                    "taken in the last six tricks), and count each part once")
    kinds = _other_kind_slips(decls, players, task, profile, d)
    fits += [f"{n} is off: perhaps {slip}; look again at what each kind is worth under the rules on the label at the "
             "top of the board, and count each part once" for slip in kinds]
    return list(dict.fromkeys(fits))


def _left_out(entry: DealEntry, players: tuple[int, ...], task: str, profile: Profile, n: int,
              truth: int) -> list[str]:
    """The whole parts of the count (a player's declarations, brisquettes or book bonus, each all of it) whose
    leaving out brings the right count ``truth`` to ``n``, in words (``"your book bonus"``). A figure the board
    shows fits only where it is itself a part's points (seven brisquettes worth 1 each, counted and the count
    stopped there): a count of brisques in all copied is no part of the score."""
    fits: list[str] = []
    for q in players:
        sign = 1 if task == "deal_points" or q == 0 else -1
        part = deal_score_parts(entry, profile)[q]
        whole = (("declarations", part.declarations), ("brisquettes", part.brisquettes),
                 ("book bonus", part.book_bonus))
        kept = {v for _, v in whole if v}
        if _on_the_board(entry, n) and n not in kept:
            continue
        fits += [f"{_owner(q)} {name}" for name, v in whole if v and n == truth - sign * v]
    return list(dict.fromkeys(fits))


def _on_the_board(entry: DealEntry, n: int) -> bool:
    """Whether ``n`` is a count the board shows for the deal (a player's brisquettes or brisques): a figure
    copied, not a count off in one part."""
    return n in (*entry.brisquettes, *entry.brisques)


def _other_book_slips(entry: DealEntry, decls: list[list[tuple[str, Kind, int]]], players: tuple[int, ...],
                      task: str, profile: Profile, d: int, *, beside_one: bool) -> list[str]:
    """The declarations that a miss of ``d`` points at when each was valued under another rule book (a modern
    quadruplet counted at Kandell's value): alone, or with ``beside_one`` beside a one-point part missed or
    counted twice, in words (``"your quadruplet"``), each once."""
    # The smallest change of value first; beside a second slip only from a book on the same scale (Foster's tens
    # beside a one-point part fit too many misses by chance), and only of a part worth a single point, the one a
    # learner leaves out (a penchant, a brisquette).
    fits: list[str] = []
    for q in players:
        sign = 1 if task == "deal_points" or q == 0 else -1
        for _, k, _ in decls[q]:
            values = [v for name, v in _parts(entry, decls, q, profile) if name != f"{_owner(q)} {k.value}"]
            for other in PROFILES.values():
                diff = sign * (other.value(k) - profile.value(k))
                one = score_step(profile)
                beside = same_scale(other, profile) and one in values and d - diff in (one, -one)
                fit = beside if beside_one else d == diff
                if diff and fit:
                    fits.append(f"{_owner(q)} {k.value}")
    return list(dict.fromkeys(fits))


def _other_kind_slips(decls: list[list[tuple[str, Kind, int]]], players: tuple[int, ...], task: str,
                      profile: Profile, d: int) -> list[str]:
    """The declarations that a miss of ``d`` points at when each was counted at another kind's value under the
    same rules (a reunion at a flush's), in words without either value (``"your reunion was counted at a flush's
    value"``), each once: a kind of its class or its number of cards."""
    fits: list[str] = []
    for q in players:
        sign = 1 if task == "deal_points" or q == 0 else -1
        for _, k, _ in decls[q]:
            for other in Kind:
                diff = sign * (profile.value(other) - profile.value(k))
                # a kind read for one near it, of its class or its number of cards (a quadruplet for a clan), not
                # any kind whose value happens to fit (a penchant at a flush's)
                near = other.kind_class is k.kind_class or other.size == k.size
                if other is not k and near and diff and d == diff:
                    fits.append(f"{_owner(q)} {k.value} was counted at a {other.value}'s value")
    return list(dict.fromkeys(fits))


ONE_PART: Final = "off in one part: perhaps look again at"
"""How a miss that one part would explain points at it: a "perhaps", not a cause."""


def miscount(puzzle: Puzzle, n: int, truth: int, *, diagnose: bool = True) -> str:
    """Where to look again in the count ``n``, in words, never giving the right total: a part that would explain
    it when one fits (offered as a "perhaps", never as the cause: a count can fit "counting your penchant twice"
    by chance, for a learner who did no such thing), else the parts to count again. ``diagnose=False``: the parts
    to count again only (a number more than one slip explains)."""
    return _slip_under_own_rules(puzzle, n, truth, diagnose=diagnose) or _count_again(puzzle, n)


def _count_again(puzzle: Puzzle, n: int) -> str:
    """The parts of the count ``n`` to look at again, named without their figures (they would be the whole sum)
    and without the method (it would walk the learner through the count): the miss says where to look."""
    if puzzle.task == "game_value":
        return count_again_words(n, puzzle.task)
    (entry, decls), p = deal_entries(puzzle)[0], int(puzzle.position.get("player", 0))
    players = (p,) if puzzle.task == "deal_points" else (0, 1)
    looks = ["the declarations"] if any(decls[q] for q in players) else []
    looks += ["the brisquettes"] if any(entry.brisquettes[q] for q in players) else []
    return count_again_words(n, puzzle.task, _player(p), [*looks, "the book bonus"])


def _slip_under_own_rules(puzzle: Puzzle, n: int, truth: int, *, diagnose: bool = True) -> str:
    """The one slip in a count made under the puzzle's own rules that comes to ``n`` (a whole part left out, a part
    counted twice, a declaration valued as another kind, a deal's score left out of a game), in words that never
    give the right total; ``""`` when no single slip explains ``n``. ``diagnose=False``: a whole part left out
    only (a number more than one slip explains)."""
    profile = puzzle.profile
    deals = deal_entries(puzzle)
    d = n - truth
    if puzzle.task in ("deal_points", "deal_difference"):
        entry, decls = deals[0]
        p = int(puzzle.position.get("player", 0))
        players = (p,) if puzzle.task == "deal_points" else (0, 1)
        # A whole part left out (the book bonus forgotten, the brisquettes never added) is the commonest slip of a
        # count made in parts: named, as a question, whenever it alone of the whole parts fits; a single
        # declaration or a part counted twice that fits as well is a chance fit beside it, not a second reading.
        left = _left_out(entry, players, puzzle.task, profile, n, truth) if n else []
        if len(left) == 1:
            return left_out_words(n, left[0])
        # A part is named only when it alone explains the miss: two slips that both fit, or a number the board
        # shows (a count of brisques copied), say nothing of a part (a miss of one point fits any one-point part,
        # a penchant as well as a brisquette). 0 is pointed at no part: it is what a learner types who has not
        # counted, and a part worth the whole score (or the whole lead) fits it by chance.
        told = diagnose and bool(n) and not _on_the_board(entry, n)
        # A count of cards copied (the deal's twelve brisques) is named as one before any slip that fits it by chance.
        copied = copied_figure(puzzle, entry, n) if told else ""
        if copied:
            return copied
        # The book counted in the bonus where a player took exactly six is the slip that deal invites: named, as a
        # "perhaps", though a one-point part counted twice would fit by chance as well; not where a declaration
        # valued under another book fits too, alone or beside a one-point part (another reading: name neither).
        books = [] if not told else [
            *_other_book_slips(entry, decls, players, puzzle.task, profile, d, beside_one=False),
            *_other_book_slips(entry, decls, players, puzzle.task, profile, d, beside_one=True)]
        book = (book_counted(entry, players, puzzle.task, profile, d, at_the_book_only=True)
                if told and not books else "")
        if book:
            return (f"{n} is off: perhaps {book}; look again at which brisques earn the book bonus (only those "
                    f"{over_the_book()}), and count each part once")
        fits = _deal_fits(entry, decls, players, puzzle.task, profile, n, d) if told else []
        if len(fits) == 1:
            return fits[0]
        if not fits and told:
            # two slips at once, a declaration read from another book beside a one-point part left out (a 16 from
            # a modern quadruplet at Kandell's value), only when no single slip fits and only one pair does
            beside = _other_book_slips(entry, decls, players, puzzle.task, profile, d, beside_one=True)
            if len(beside) == 1:
                return (f"{n} is off: perhaps look again at what {beside[0]} is worth under the rules on the label "
                        "at the top of the board, and count each part once")
        return copied_figure(puzzle, entry, n) if diagnose else ""  # a count of cards copied: named as one
    result = tally([e for e, _ in deals], profile)
    slips = _deal_slips(result, profile, n)
    if len(slips) == 1:
        (i, who), = slips
        return (f"{n} is {ONE_PART} {_owner(who)} score of the {ordinal_words(i + 1)} deal; "
                "look again at each player's total over the deals, and at how a game is scored from them")
    return ""


def _deal_slips(result: GameResult, profile: Profile, n: int) -> list[tuple[int, int]]:
    """The deal scores (deal, player) that a game's value ``n`` points at: the game scored by the rules with that
    one score left out or counted twice comes to ``n``. Only a slip that leaves the same game is one, won by the
    same player (a deal of 230 left out can make the totals equal by chance, and 0 is then no slip of that deal);
    and never a figure the board shows (a deal's score copied,
    not a count off in one part)."""
    if n in {v for deal in result.deals for v in deal}:
        return []
    fits = []
    for i, deal in enumerate(result.deals):
        for who, v in enumerate(deal):
            for times in (0, 2):  # left out, counted twice
                scores = [list(d) for d in result.deals]
                scores[i][who] = v * times
                slipped = game_result([(a, b) for a, b in scores], profile)
                same_game = result.winner is None or slipped.winner == result.winner
                if v and same_game and slipped.value == n:
                    fits.append((i, who))
    return list(dict.fromkeys(fits))
