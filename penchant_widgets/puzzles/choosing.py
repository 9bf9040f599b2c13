"""Choosing puzzles for a board: from the bank by id, kind or theme, grouped by what they ask, in the trainer's
order (:mod:`penchant.trainer.ordering`) for a chapter that names them by id: the orders are the trainer's, on
puzzles (``easy_first``, ``basic_first``, ``rules_first``); the ``..._ids`` functions here only read a chapter's ids
through them."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from penchant.english.grammar import capitalised
from penchant.english.lists import join_and
from penchant.errors import InvalidSettingError, PenchantError
from penchant.puzzles import Puzzle, get, load_bank, load_drills
from penchant.puzzles.names import TASK_NAMES
from penchant.rules.cards import CardSet
from penchant.trainer import ordering

__all__ = ["GROUP_NAMES", "basic_first_ids", "choice_class", "choice_label", "easy_first_ids", "group_of",
           "rules_first_ids", "select_puzzles", "titled_alike"]


def choice_class(choice: str) -> str:
    """The CSS class of a choice's button (``pt-choice-9s-9h`` for ``"9S 9H"``): tests and benchmarks
    find a choice by it."""
    return "pt-choice-" + "".join(ch if ch.isalnum() else "-" for ch in choice.lower())


def choice_label(choice: str) -> str:
    """A choice as shown on its button: card lists get suit symbols (``8S 8D`` -> ``8♠ 8♦``); words start with
    a capital (``play J♠`` -> ``Play J♠``); several ticked together (``TS TD | QH KH``) are joined by "and".

    >>> choice_label("TS TD | QH KH")
    '10♠ 10♦ and Q♥ K♥'
    """
    if " | " in choice:
        return join_and(choice_label(part) for part in choice.split(" | "))
    try:
        cards = CardSet(choice)
    except PenchantError:
        return capitalised(choice)
    return " ".join(c.unicode for c in cards) if cards else choice


def select_puzzles(
    *,
    ids: Iterable[str] | None = None,
    kind: str | Iterable[str] | None = None,
    themes: Iterable[str] | None = None,
    limit: int | None = None,
    bank: Sequence[Puzzle] | None = None,
) -> list[Puzzle]:
    """Puzzles from the bank and the chapters' drills (or from ``bank``): by id (in that order), or by kind and theme
    in the trainer's order, easy to hard (:func:`penchant.trainer.ordering.easy_first`: the order of the dots a board
    shows), the first ``limit`` of them. Ids choose the puzzles alone: with ``kind``, ``themes``, ``limit`` or
    ``bank`` as well they are refused (:class:`~penchant.errors.InvalidSettingError`), not ignored.

    >>> select_puzzles(ids=["barring-001"], limit=1)
    Traceback (most recent call last):
    ...
    penchant.errors.refusals.InvalidSettingError: limit 1 cannot go with ids: puzzles chosen by id are those ids, in \
that order
    """
    if ids is not None:
        extra = {"kind": kind, "themes": themes, "limit": limit, "bank": bank}
        for argument, given in extra.items():
            if given is not None:
                raise InvalidSettingError.refusing_argument(
                    argument, given, "cannot go with ids: puzzles chosen by id are those ids, in that order")
        return [get(i) for i in ids]
    pool = [*load_bank(), *load_drills()] if bank is None else list(bank)
    if kind is not None:
        kinds = {kind} if isinstance(kind, str) else set(kind)
        pool = [p for p in pool if p.kind in kinds]
    if themes is not None:
        wanted = set(themes)
        pool = [p for p in pool if wanted & set(p.themes)]
    pool = ordering.easy_first(pool)
    return pool[:limit] if limit is not None else pool


GROUP_NAMES = TASK_NAMES
"""The heading over a group of progress buttons on a long board: each kind and task by its one name
(:data:`penchant.puzzles.names.TASK_NAMES`), the name practice's history reads in the puzzles' titles."""


def group_of(p: Puzzle) -> tuple[str, str]:
    """The group a puzzle is shown in on a long board: its kind and task."""
    return (p.kind, p.task)


def titled_alike(ids: Iterable[str], name: str) -> dict[str, str]:
    """One title for a run of puzzles whose own titles would give the answer away (twenty yes-or-no barring
    puzzles titled "Under a bar"), for :class:`~penchant_widgets.puzzles.board.PuzzleBoard`'s ``titles``: the
    board's "puzzle 2 of 9" tells them apart, so no number is added (one beside it could not be placed).

    >>> titled_alike(["barring-001", "barring-014"], "Which may you declare?")
    {'barring-001': 'Which may you declare?', 'barring-014': 'Which may you declare?'}
    """
    return dict.fromkeys(ids, name)


def easy_first_ids(ids: Iterable[str]) -> list[str]:
    """A chapter's puzzles, by id, ordered easy to hard: the trainer's order
    (:func:`penchant.trainer.ordering.easy_first`) for a chapter that names its puzzles.

    >>> easy_first_ids(["endgame-004", "endgame-001"])
    ['endgame-001', 'endgame-004']
    """
    return [p.id for p in ordering.easy_first(get(pid) for pid in ids)]


def basic_first_ids(ids: Iterable[str]) -> list[str]:
    """A chapter's puzzles, by id, the most direct question first and each easy to hard: the trainer's order
    (:func:`penchant.trainer.ordering.basic_first`) for a chapter that asks several questions of one rule.

    >>> basic_first_ids(["barring-033", "barring-031"])
    ['barring-031', 'barring-033']
    """
    return [p.id for p in ordering.basic_first(get(pid) for pid in ids)]


def rules_first_ids(rules: str, ids: Iterable[str]) -> list[str]:
    """A chapter's puzzles, by id, with its own ``rules`` (a rule book's name) first: the trainer's order
    (:func:`penchant.trainer.ordering.rules_first`) for a chapter that names its puzzles.

    >>> rules_first_ids("kandell", ["scoring-002", "scoring-008", "scoring-003"])
    ['scoring-003', 'scoring-008', 'scoring-002']
    """
    return [p.id for p in ordering.rules_first(rules, (get(pid) for pid in ids))]
