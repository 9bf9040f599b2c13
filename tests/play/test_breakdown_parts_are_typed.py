"""A played deal's points by source come typed from the scoring side (:func:`penchant.play.sheet.breakdown`): the
play board's score sheet split the coach's ``'pair KD KC'`` strings and parsed the cards back, and imported the
coach to get them."""

from __future__ import annotations

import ast
from pathlib import Path

from penchant_widgets.play.scores import breakdown_html

from penchant.play.moves import ScoreEvent, ScoreKind
from penchant.play.sheet import breakdown
from penchant.rules.cards import CardSet
from penchant.rules.kinds import Kind

ROOT = Path(__file__).resolve().parents[2]


class _Deal:
    """A deal's score events, as :func:`breakdown_html` reads them off a deal state."""

    def __init__(self, events: tuple[ScoreEvent, ...]) -> None:
        self.events = events


EVENTS = (
    ScoreEvent(0, 2, ScoreKind.DECLARATION, CardSet.parse("KD KC"), Kind.PAIR),
    ScoreEvent(1, 6, ScoreKind.DECLARATION, CardSet.parse("9H TH JH QH KH"), Kind.FLUSH),
    ScoreEvent(0, 2, ScoreKind.BRISQUETTE, CardSet.parse("AS TH")),
    ScoreEvent(1, 1, ScoreKind.BONUS, brisques=9),
)


def test_breakdown_gives_each_declaration_typed() -> None:
    mine, his = breakdown(EVENTS)
    assert [(d.kind, d.cards, d.points) for d in mine.declarations] == [(Kind.PAIR, CardSet.parse("KD KC"), 2)]
    assert [d.kind for d in his.declarations] == [Kind.FLUSH]
    assert (mine.declared, mine.brisquettes, mine.bonus, mine.total) == (2, 2, 0, 4)
    assert (his.declared, his.brisquettes, his.bonus, his.total) == (6, 0, 1, 7)
    assert mine.declarations[0].words == EVENTS[0].words


def test_score_sheet_shows_the_typed_parts() -> None:
    html = breakdown_html(_Deal(EVENTS), ["Ann", "Bob"])  # type: ignore[arg-type]
    assert f"{EVENTS[0].words} (2)" in html and f"{EVENTS[1].words} (6)" in html


def test_score_sheet_does_not_import_the_coach() -> None:
    tree = ast.parse((ROOT / "widgets/play/scores.py").read_text(encoding="utf-8"))
    names = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
    assert not any(str(m).startswith("penchant.coaching") for m in names)


def test_breakdown_total_is_the_rules_deal_total() -> None:
    """Review eng10 #3: the sheet's breakdown adds a deal's parts as the rules do, one definition of a total."""
    from penchant.rules.scoring import deal_total

    for part in breakdown(EVENTS):
        assert part.total == deal_total(part.declared, part.brisquettes, part.bonus)
        assert part.to_json()["total"] == part.total
