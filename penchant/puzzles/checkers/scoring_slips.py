"""The slips a scoring puzzle's wrong count fits, in words that never give the right total: a whole part left out
or counted twice, a declaration valued under another rule book or as another kind, the book counted in its bonus,
brisques read as brisquettes, a deal's score left out of a game (:mod:`penchant.puzzles.checkers.scoring` asks, for each
miss, which one slip alone explains it; none is named where two fit).

Each function is told the puzzle's deals as :func:`penchant.puzzles.checkers.scoring.deal_entries` reads them
(``deals``).
"""

from __future__ import annotations

from itertools import combinations
from typing import Final

from penchant.english.numbers import ordinal_words
from penchant.play.sheet import DealEntry, deal_score_parts, tally
from penchant.puzzles.checkers.scoring_brisques import book_counted, book_paid_on_every_brisque, brisques_as_brisquettes
from penchant.puzzles.checkers.scoring_brisques import owner_words as _owner
from penchant.puzzles.checkers.scoring_brisques import player_words as _player
from penchant.puzzles.checkers.scoring_figures import copied_figure
from penchant.puzzles.model import Puzzle
from penchant.puzzles.scoring_tasks import ScorePart, ScoringTask, players_counted, score_sign
from penchant.puzzles.words.scoring import SIGN_SLIP, count_again_words, left_out_words
from penchant.rules.game_scoring import GameResult, game_result
from penchant.rules.kinds import Kind
from penchant.rules.profiles import PROFILES, Profile
from penchant.rules.score_scale import same_scale, score_step
from penchant.rules.scoring import declaration_counted_otherwise, declared_points
from penchant.words.kinds import kind_words

__all__ = ["ONE_PART", "Deals", "count_again", "miscount", "one_slip_fits", "slip_under_own_rules"]

Deals = list[tuple[DealEntry, list[list[tuple[str, Kind, int]]]]]
"""A scoring puzzle's deals as read: each deal's score sheet entry, and each player's declarations (the words
written, the kind, the points)."""


def _parts(entry: DealEntry, decls: list[list[tuple[str, Kind, int]]], p: int,
           profile: Profile) -> list[tuple[Kind | ScorePart, str, int]]:
    """The parts of one player's deal score, each as what it is (a declaration's kind, or a whole part), in words,
    with its points: every declaration, then all the declarations, the brisquettes and the book bonus."""
    owner = _owner(p)
    out: list[tuple[Kind | ScorePart, str, int]] = [
        (k, f"{owner} {kind_words(k)}", declared_points(profile, (k,))) for _, k, _ in decls[p]]
    out += [(part, f"{owner} {part.value}", v) for part, v in _whole_parts(entry, p, profile)]
    return [(what, name, v) for what, name, v in out if v]


def _whole_parts(entry: DealEntry, p: int, profile: Profile) -> tuple[tuple[ScorePart, int], ...]:
    """Player ``p``'s deal score in its three whole parts, each with its points."""
    score = deal_score_parts(entry, profile)[p]
    return ((ScorePart.DECLARATIONS, score.declarations), (ScorePart.BRISQUETTES, score.brisquettes),
            (ScorePart.BOOK_BONUS, score.book_bonus))


_SAME_SLIP: Final = {part.forgotten: part for part in (ScorePart.BRISQUETTES, ScorePart.BOOK_BONUS)}
"""The bank's misreadings that are a part of the count left out, by the misreading's name: the part's own fit is
the same slip, not a second one."""


def one_slip_fits(puzzle: Puzzle, deals: Deals, n: int,
                  misreading: str, truth: int) -> bool:
    """Whether the bank's ``misreading`` alone explains a deal's wrong total ``n``: ``n`` is no count the board
    shows, and no other slip (a part left out or counted twice, a declaration valued under another book or kind)
    comes to it as well. The sign slip is alone by its nature: its size is the answer's."""
    entry, decls = deals[0]
    if misreading == SIGN_SLIP:
        return True
    if _on_the_board(entry, n):
        return False
    players = players_counted(puzzle.task, int(puzzle.position.get("player", 0)))
    same = _SAME_SLIP.get(misreading)
    fits = _deal_fits_by_part(entry, decls, players, puzzle.task, puzzle.profile, n, n - truth)
    return all(same is not None and part is same for part in fits.values())


def _deal_fits_by_part(entry: DealEntry, decls: list[list[tuple[str, Kind, int]]], players: tuple[int, ...],
                       task: str, profile: Profile, n: int, d: int) -> dict[str, ScorePart | None]:
    """Every single slip that a deal's count ``n``, off by ``d``, fits, as the words that point at it, each with
    the whole part it is (a part left out or counted twice; ``None`` for any other slip): a declaration valued under
    another book, a part left out or counted twice, a book bonus paid on every brisque, a declaration counted at
    another kind's value. A player's declarations together are one part only where he declared more than one (one
    declaration is its own total)."""
    books = _other_book_slips(entry, decls, players, task, profile, d, beside_one=False)
    fits: dict[str, ScorePart | None] = {
        f"{n} is off: perhaps look again at what {slip} is worth under the rules on the label at the top of the "
        "board, and count each part once": None for slip in books}
    for q in players:
        sign = score_sign(task, q)
        for what, name, v in _parts(entry, decls, q, profile):
            if what is ScorePart.DECLARATIONS and len(decls[q]) < 2:
                continue
            if d in (sign * v, -sign * v):
                fits.setdefault(f"{n} is {ONE_PART} {name}, and count each part once",
                                what if isinstance(what, ScorePart) else ScorePart.DECLARATIONS)
    slip = (book_counted(entry, players, task, profile, d)
            or book_paid_on_every_brisque(entry, players, task, profile, d))
    if slip:
        # where the bonus is read from, asked: never the rule that settles it, nor what the bonus comes to
        fits.setdefault(_book_bonus_again(n), None)
    slip = brisques_as_brisquettes(entry, players, task, profile, d)
    if slip:
        fits.setdefault(f"{n} is off: perhaps look again at the board's two counts of brisques, the brisquettes and "
                        "the brisques in all: which of them scores as brisquettes? And count each part once", None)
    for slip in _other_kind_slips(decls, players, task, profile, d):
        fits.setdefault(f"{n} is off: perhaps {slip}; look again at what each kind is worth under the rules on the "
                        "label at the top of the board, and count each part once", None)
    return fits


def _left_out(entry: DealEntry, players: tuple[int, ...], task: str, profile: Profile, n: int,
              truth: int) -> list[tuple[str, str]]:
    """The whole parts of the count (a player's declarations, brisquettes or book bonus, each all of it) whose
    leaving out brings the right count ``truth`` to ``n``, each as its name and whose it is (``("book bonus",
    "your")``). A figure the board shows fits only where it is itself a part's points (seven brisquettes worth 1
    each, counted and the count stopped there): a count of brisques in all copied is no part of the score."""
    fits: list[tuple[str, str]] = []
    for q in players:
        sign = score_sign(task, q)
        whole = _whole_parts(entry, q, profile)
        kept = {v for _, v in whole if v}
        if _on_the_board(entry, n) and n not in kept:
            continue
        fits += [(part.value, _owner(q)) for part, v in whole if v and n == truth - sign * v]
    return list(dict.fromkeys(fits))


def _left_out_together(entry: DealEntry, players: tuple[int, ...], task: str, profile: Profile, n: int,
                       truth: int) -> list[tuple[tuple[str, str], ...]]:
    """The sets of two or more whole parts of the count whose leaving out together brings the right count
    ``truth`` to ``n``, each part as its name and whose it is (``(("brisquettes", "your"), ("book bonus",
    "your"))``); never for a figure the board shows (a count of brisques copied is no sum of parts)."""
    if _on_the_board(entry, n):
        return []
    named = [((part.value, _owner(q)), score_sign(task, q) * v)
             for q in players for part, v in _whole_parts(entry, q, profile) if v]
    fits = [tuple(name for name, _ in group) for size in range(2, len(named))
            for group in combinations(named, size) if n == truth - sum(v for _, v in group)]
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
        sign = score_sign(task, q)
        for _, k, _ in decls[q]:
            values = [v for what, _name, v in _parts(entry, decls, q, profile) if what is not k]
            for other in PROFILES.values():
                diff = sign * declaration_counted_otherwise(profile, k, under=other)
                one = score_step(profile)
                beside = same_scale(other, profile) and one in values and d - diff in (one, -one)
                fit = beside if beside_one else d == diff
                if diff and fit:
                    fits.append(f"{_owner(q)} {kind_words(k)}")
    return list(dict.fromkeys(fits))


def _other_kind_slips(decls: list[list[tuple[str, Kind, int]]], players: tuple[int, ...], task: str,
                      profile: Profile, d: int) -> list[str]:
    """The declarations that a miss of ``d`` points at when each was counted at another kind's value under the
    same rules (a reunion at a flush's), in words without either value (``"your reunion was counted at a flush's
    value"``), each once: a kind of its class or its number of cards."""
    fits: list[str] = []
    for q in players:
        sign = score_sign(task, q)
        for _, k, _ in decls[q]:
            for other in Kind:
                diff = sign * declaration_counted_otherwise(profile, k, as_kind=other)
                # a kind read for one near it, of its class or its number of cards (a quadruplet for a clan), not
                # any kind whose value happens to fit (a penchant at a flush's)
                near = other.kind_class is k.kind_class or other.size == k.size
                if other is not k and near and diff and d == diff:
                    fits.append(f"{_owner(q)} {kind_words(k)} was counted at a {kind_words(other)}'s value")
    return list(dict.fromkeys(fits))


def _book_bonus_again(n: int) -> str:
    """Where a count ``n`` that a book bonus paid on the wrong brisques explains sends the learner: the brisques in
    all on the board, and which of them the bonus pays for, asked. Never the slip ("your six brisques were paid a
    book bonus, but six is the book itself") nor the rule ("only those over six"): each gives the answer away."""
    return (f"{n} is off: perhaps look again at the brisques in all on the board: which of them earn a book bonus? "
            "And count each part once")


ONE_PART: Final = "off in one part: perhaps look again at"
"""How a miss that one part would explain points at it: a "perhaps", not a cause."""


def miscount(puzzle: Puzzle, deals: Deals, n: int, truth: int, *, diagnose: bool = True) -> str:
    """Where to look again in the count ``n``, in words, never giving the right total: a part that would explain
    it when one fits (offered as a "perhaps", never as the cause: a count can fit "counting your penchant twice"
    by chance, for a learner who did no such thing), else the parts to count again. ``diagnose=False``: the parts
    to count again only (a number more than one slip explains)."""
    return slip_under_own_rules(puzzle, deals, n, truth, diagnose=diagnose) or count_again(puzzle, deals, n)


def count_again(puzzle: Puzzle, deals: Deals, n: int) -> str:
    """The parts of the count ``n`` to look at again, named without their figures (they would be the whole sum)
    and without the method (it would walk the learner through the count): the miss says where to look."""
    if puzzle.task == ScoringTask.GAME_VALUE:
        return count_again_words(n, puzzle.task)
    (entry, decls), p = deals[0], int(puzzle.position.get("player", 0))
    players = players_counted(puzzle.task, p)
    looks = [ScorePart.DECLARATIONS] if any(decls[q] for q in players) else []
    looks += [ScorePart.BRISQUETTES] if any(entry.brisquettes[q] for q in players) else []
    return count_again_words(n, puzzle.task, _player(p), [f"the {part.value}" for part in
                                                           (*looks, ScorePart.BOOK_BONUS)])


def slip_under_own_rules(puzzle: Puzzle, deals: Deals, n: int, truth: int, *, diagnose: bool = True) -> str:
    """The one slip in a count made under the puzzle's own rules that comes to ``n`` (a whole part left out, a part
    counted twice, a declaration valued as another kind, a deal's score left out of a game), in words that never
    give the right total; ``""`` when no single slip explains ``n``. ``diagnose=False``: a whole part left out
    only (a number more than one slip explains)."""
    profile = puzzle.profile
    d = n - truth
    if puzzle.task in (ScoringTask.DEAL_POINTS, ScoringTask.DEAL_DIFFERENCE):
        entry, decls = deals[0]
        players = players_counted(puzzle.task, int(puzzle.position.get("player", 0)))
        # A whole part left out (the book bonus forgotten, the brisquettes never added) is the commonest slip of a
        # count made in parts: named, as a question, whenever it alone of the whole parts fits; a single
        # declaration or a part counted twice that fits as well is a chance fit beside it, not a second reading.
        left = _left_out(entry, players, puzzle.task, profile, n, truth) if n else []
        together = _left_out_together(entry, players, puzzle.task, profile, n, truth) if n else []
        if len(left) + len(together) > 1:
            # more than one set of whole parts left out comes to it: none is named, and no chance fit beside them
            # (that would point at a part perhaps counted right)
            return count_again(puzzle, deals, n)
        if len(left) == 1:
            return left_out_words(n, left)
        # Two whole parts or more left out together (the brisquettes and the book bonus, both of the brisques'
        # score): named as one question in a player's points; in a difference, the parts to count again. Either
        # way no other slip is pointed at, whatever fits by chance: it would name a part counted right.
        if together:
            if puzzle.task == ScoringTask.DEAL_POINTS:
                return left_out_words(n, together[0])
            return count_again(puzzle, deals, n)
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
            return _book_bonus_again(n)
        by_part = _deal_fits_by_part(entry, decls, players, puzzle.task, profile, n, d) if told else {}
        fits = list(by_part)
        if len(fits) == 1:
            return fits[0]
        whole = set(by_part.values())
        part = whole.pop() if len(whole) == 1 and len(fits) > 1 and len(players) == 1 else None
        if part is not None:
            # every slip that fits lies in one whole part (two declarations, either of which fits): that part
            return f"{n} is {ONE_PART} {_owner(players[0])} {part.value}, and count each part once"
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
