"""One player's part of a deal is said in one vocabulary (review: three types, clashing names): its points, part by
part, are the rules' :class:`~penchant.rules.scoring.DealScore` (``declarations``, ``brisquettes``,
``brisques_over_book``, ``book_bonus``, ``total``), wherever they are shown. The play's :class:`Breakdown` and the
marker's :class:`PlayerBreakdown` hold one for their points and keep only their own facts: what was declared (the
parts with their cards or their trick) and, on the sheet, the brisques taken, as counts named as counts. A name
never means points in one type and a count or a list in another."""

from __future__ import annotations

import dataclasses
import typing

from penchant.marker.game_sheet import PlayerBreakdown
from penchant.play.deal_breakdown import Breakdown
from penchant.rules.scoring import DealScore

SHEETS = (Breakdown, PlayerBreakdown)


def _fields(cls: type) -> dict[str, object]:
    hints = typing.get_type_hints(cls)
    return {f.name: hints[f.name] for f in dataclasses.fields(cls)}


def test_a_sheet_s_points_are_the_rules_deal_score() -> None:
    for sheet in SHEETS:
        typed = _fields(sheet)
        assert typed.get("points") is DealScore, sheet
        assert [name for name, t in typed.items() if t is DealScore] == ["points"], sheet


def test_a_sheet_says_no_points_but_its_deal_score() -> None:
    """Every number a sheet type holds besides its :class:`DealScore` is a count, named as one (``..._taken``)."""
    for sheet in SHEETS:
        for name, t in _fields(sheet).items():
            if t in (int, int | None):
                assert name.endswith("_taken"), f"{sheet.__name__}.{name}"


def test_no_name_means_two_things() -> None:
    """A field or property of one type is never a field of another with another type."""
    seen: dict[str, tuple[str, object]] = {}
    for cls in (DealScore, *SHEETS):
        for name, t in _fields(cls).items():
            shape = typing.get_origin(t) or t  # what was declared: a tuple of the play's parts or the sheet's
            other = seen.setdefault(name, (cls.__name__, shape))
            assert other[1] == shape, f"{cls.__name__}.{name} is {t}, {other[0]}.{name} is {other[1]}"
        for name in set(dir(DealScore)) & set(dir(cls)) - {n for n in dir(object)}:
            if not name.startswith("_") and name not in _fields(DealScore):
                assert name == "total", f"{cls.__name__}.{name} beside DealScore.{name}"


def test_a_sheet_s_total_is_its_deal_score_s() -> None:
    score = DealScore(declarations=2, brisquettes=3, brisques_over_book=1, book_bonus=1)
    assert Breakdown((), score).total == score.total == 6
    assert PlayerBreakdown((), score, brisquettes_taken=3, brisques_taken=7).total == 6
