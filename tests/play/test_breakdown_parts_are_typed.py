"""A played deal's points by source come typed from the scoring side (:func:`penchant.play.deal_breakdown.breakdown`):
the play board's score sheet split the coach's ``'pair KD KC'`` strings and parsed the cards back, and imported the
coach to get them."""

from __future__ import annotations

import ast
from pathlib import Path

from penchant.play.deal_breakdown import breakdown
from penchant.play.moves import ScoreEvent, ScoreKind
from penchant.rules.cards import CardSet
from penchant.rules.kinds import Kind
from penchant.rules.scoring import DealScore
from penchant_widgets.play.scores import breakdown_html

ROOT = Path(__file__).resolve().parents[2]


class _Deal:
    """A deal's score events, as :func:`breakdown_html` reads them off a deal state."""

    def __init__(self, events: tuple[ScoreEvent, ...]) -> None:
        self.events = events


EVENTS = (
    ScoreEvent(0, 2, ScoreKind.DECLARATION, CardSet("KD KC"), Kind.PAIR),
    ScoreEvent(1, 6, ScoreKind.DECLARATION, CardSet("9H TH JH QH KH"), Kind.FLUSH),
    ScoreEvent(0, 2, ScoreKind.BRISQUETTE, CardSet("AS TH")),
    ScoreEvent(1, 1, ScoreKind.BONUS, brisques=9),
)


def test_breakdown_gives_each_declaration_typed() -> None:
    mine, his = breakdown(EVENTS)
    assert [(d.kind, d.cards, d.points) for d in mine.declared] == [(Kind.PAIR, CardSet("KD KC"), 2)]
    assert [d.kind for d in his.declared] == [Kind.FLUSH]
    assert mine.points == DealScore(declarations=2, brisquettes=2, brisques_over_book=0, book_bonus=0)
    assert his.points == DealScore(declarations=6, brisquettes=0, brisques_over_book=3, book_bonus=1)
    assert (mine.total, his.total) == (4, 7)
    assert mine.declared[0].words == EVENTS[0].words


def test_score_sheet_shows_the_typed_parts() -> None:
    html = breakdown_html(_Deal(EVENTS), ["Ann", "Bob"])  # type: ignore[arg-type]
    assert f"{EVENTS[0].words} (2)" in html and f"{EVENTS[1].words} (6)" in html


def test_score_sheet_does_not_import_the_coach() -> None:
    tree = ast.parse((ROOT / "penchant_widgets/play/scores.py").read_text(encoding="utf-8"))
    names = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
    assert not any(str(m).startswith("penchant.coaching") for m in names)


def test_breakdown_total_is_the_rules_deal_total() -> None:
    """Review eng10 #3: the sheet's breakdown adds a deal's parts as the rules do, one definition of a total."""
    from penchant.rules.scoring import deal_total

    for part in breakdown(EVENTS):
        assert part.total == part.points.total == deal_total(
            part.points.declarations, part.points.brisquettes, part.points.book_bonus)
        assert part.to_json()["total"] == part.total
