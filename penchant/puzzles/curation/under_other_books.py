"""Whether a puzzle's rule book matters to it: the same puzzle under another book, and whether the engine answers
it the same there (a chapter keeps quiet of a puzzle's book where it makes no difference: chapter 6 warned twice of
Foster's rules over an end-game Kandell's rules answer the same).

The practice page asks it of every puzzle of the bank under the learner's rules when it opens: under the default
rules the answers are packaged (``penchant/data/book_differences.json``, :func:`book_differences` computes them,
``tools/book_differences.py`` writes them, a test compares), each with a digest of the puzzle it was worked out
for, so a puzzle changed since is worked out again. Two analyses of each of the bank's puzzles of another book
took a fifth of a second of the page's kernel.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping
from functools import cache, lru_cache

from penchant.errors import InvalidRecordError, PenchantError
from penchant.files.strict_reader import package_text, parse_json
from penchant.puzzles.checking import analyse
from penchant.puzzles.model import Puzzle
from penchant.rules.profiles import DEFAULT_PROFILE, get_profile
from penchant.rules.score_scale import same_scale

__all__ = ["PACKAGED", "book_differences", "book_makes_a_difference", "packaged_differences", "puzzle_digest",
           "served_under", "shows_points", "under_book"]

PACKAGED = "book_differences.json"
"""The file of :mod:`penchant.data` holding :func:`book_differences` for the bank under the default rules."""


def under_book(puzzle: Puzzle, rules: str) -> Puzzle:
    """``puzzle`` under the rule book ``rules`` (a profile's name), with none of its own book's options."""
    return puzzle.with_changes(position={**puzzle.position, "rules": rules})


@lru_cache(maxsize=256)
def book_makes_a_difference(puzzle: Puzzle, rules: str) -> bool:
    """Whether the rule book ``rules`` would answer ``puzzle`` otherwise than its own: other best answers, another
    verdict on any answer, or a position the book refuses. ``False`` for a puzzle already under ``rules`` alone."""
    other = under_book(puzzle, rules)
    if other == puzzle:
        return False
    known = packaged_differences().get(rules, {}).get(puzzle.id)
    if known is not None and known[0] == puzzle_digest(puzzle):
        return known[1]
    return _worked_out(puzzle, other)


def _worked_out(puzzle: Puzzle, other: Puzzle) -> bool:
    try:
        theirs = analyse(other)
    except PenchantError:
        return True
    mine = analyse(puzzle)
    return (set(mine.best) != set(theirs.best)
            or {k: ok for k, (ok, _) in mine.verdicts.items()} != {k: ok for k, (ok, _) in theirs.verdicts.items()})


def shows_points(puzzle: Puzzle) -> bool:
    """Whether ``puzzle`` shows points counted by its rule book: a score so far in its position, or a judgement of
    its choices in points (a decision from real play)."""
    return "score" in puzzle.position or bool(puzzle.history and puzzle.history.get("judge") is not None)


def served_under(puzzle: Puzzle, rules: str) -> Puzzle | None:
    """``puzzle`` as a learner of the rule book ``rules`` (a profile's name) is served it: itself when it is set by
    that book (or asks "Whose rules?", its answer a book); set under ``rules`` (:func:`under_book`) when the engine
    answers it the same there and it shows no points on its own book's scale (Foster's tens are not Kandell's
    ones); ``None`` otherwise, a puzzle whose answer or numbers are another book's."""
    if puzzle.rules == rules or puzzle.task == "profile":
        return puzzle
    if book_makes_a_difference(puzzle, rules):
        return None
    if shows_points(puzzle) and not same_scale(puzzle.profile, get_profile(rules)):
        return None
    return under_book(puzzle, rules)


def puzzle_digest(puzzle: Puzzle) -> str:
    """A digest of everything ``puzzle`` says (its JSON, keys sorted): a packaged answer stands for this puzzle only."""
    text = json.dumps(puzzle.to_json(), sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def book_differences(puzzles: Iterable[Puzzle], rules: str = DEFAULT_PROFILE.name) -> dict[str, list[str | bool]]:
    """:func:`book_makes_a_difference` worked out for each of ``puzzles`` of another book than ``rules``, by id:
    the puzzle's digest (:func:`puzzle_digest`) and the answer (what ``penchant/data/book_differences.json`` holds
    for the bank under the default rules)."""
    out: dict[str, list[str | bool]] = {}
    for p in puzzles:
        other = under_book(p, rules)
        if other != p:
            out[p.id] = [puzzle_digest(p), _worked_out(p, other)]
    return out


@cache
def packaged_differences() -> Mapping[str, Mapping[str, tuple[str, bool]]]:
    """The packaged answers of :func:`book_makes_a_difference`: by rules, by puzzle id, the puzzle's digest and the
    answer; empty where the file is not shipped."""
    try:
        data = parse_json(package_text("penchant.data", PACKAGED), f"penchant.data/{PACKAGED}")
    except (OSError, PenchantError):
        return {}
    if not isinstance(data, dict):
        raise InvalidRecordError.refusing(PACKAGED, "not a mapping of rules to puzzles", whole=True)
    return {rules: {pid: (str(v[0]), bool(v[1])) for pid, v in by_id.items()} for rules, by_id in data.items()}
