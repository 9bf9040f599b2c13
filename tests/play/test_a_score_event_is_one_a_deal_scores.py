"""A score event is one a deal can score, refused when it is made otherwise, and a played deal's breakdown counts each
kind of event as that kind: a declaration that named no kind fell through
:func:`penchant.play.deal_breakdown.breakdown` into the book bonus (``ScoreEvent(0, 20, ScoreKind.DECLARATION)``
gave a book bonus of 20), and a book bonus could carry a combination (issue #30)."""

from __future__ import annotations

import pytest

from penchant.errors import InvalidRecordError, PenchantError
from penchant.errors.internal import BrokenInvariantError
from penchant.play.deal_breakdown import breakdown
from penchant.play.moves import ScoreEvent, ScoreKind
from penchant.rules.cards import CardSet
from penchant.rules.kinds import Kind


@pytest.mark.parametrize(("make", "reason"), [
    (lambda: ScoreEvent(0, 20, ScoreKind.DECLARATION), "names the kind declared and its cards"),
    (lambda: ScoreEvent(0, 2, ScoreKind.DECLARATION, combination=Kind.PAIR), "names the kind declared and its cards"),
    (lambda: ScoreEvent(0, 2, ScoreKind.DECLARATION, CardSet("QS QH"), Kind.PAIR, brisques=3), "counts no brisques"),
    (lambda: ScoreEvent(0, 2, ScoreKind.BONUS, brisques=8, combination=Kind.PAIR), "only a declaration's"),
    (lambda: ScoreEvent(0, 2, ScoreKind.BONUS), "counts the player's brisques"),
    (lambda: ScoreEvent(0, 2, ScoreKind.BONUS, brisques=13), "counts the player's brisques"),
    (lambda: ScoreEvent(0, 2, ScoreKind.BONUS, CardSet("AS"), brisques=8), "holds no cards"),
    (lambda: ScoreEvent(0, 2, ScoreKind.BRISQUETTE), "the brisques of one trick"),
    (lambda: ScoreEvent(0, 2, ScoreKind.BRISQUETTE, CardSet("KS AS")), "the brisques of one trick"),
    (lambda: ScoreEvent(0, 2, ScoreKind.BRISQUETTE, CardSet("AS"), brisques=1), "counts no brisques"),
    (lambda: ScoreEvent(2, 2, ScoreKind.BRISQUETTE, CardSet("AS")), "player is 0 or 1"),
    (lambda: ScoreEvent(True, 2, ScoreKind.BRISQUETTE, CardSet("AS")), "player is 0 or 1"),
    (lambda: ScoreEvent(0, -1, ScoreKind.BRISQUETTE, CardSet("AS")), "whole number, 0 or more"),
    (lambda: ScoreEvent(0, 1, "bonus", brisques=8), "kind is a ScoreKind"),  # type: ignore[arg-type]
    (lambda: ScoreEvent(0, 1, ScoreKind.BRISQUETTE, "AS"), "cards are a CardSet"),  # type: ignore[arg-type]
])
def test_an_event_no_deal_scores_is_refused_quoting_it(make: object, reason: str) -> None:
    with pytest.raises(InvalidRecordError) as caught:
        make()  # type: ignore[operator]
    assert isinstance(caught.value, PenchantError)
    assert reason in str(caught.value)
    assert str(caught.value).startswith("ScoreEvent(player=")  # the event quoted whole, as repr shows it
    assert caught.value.given is not None


def test_the_events_a_deal_scores_are_made() -> None:
    events = (ScoreEvent(0, 2, ScoreKind.DECLARATION, CardSet("QS QH"), Kind.PAIR),
              ScoreEvent(1, 2, ScoreKind.BRISQUETTE, CardSet("AS TS")),
              ScoreEvent(0, 0, ScoreKind.BONUS, brisques=0))
    mine, his = breakdown(events)
    assert (mine.points.declarations, mine.points.book_bonus, his.points.brisquettes) == (2, 0, 2)


def test_breakdown_counts_a_bonus_only_for_a_bonus_event() -> None:
    """An event changed behind the frozen class's back is a broken invariant, never counted as a book bonus."""
    event = ScoreEvent(0, 20, ScoreKind.DECLARATION, CardSet("QS QH"), Kind.PAIR)
    object.__setattr__(event, "combination", None)
    with pytest.raises(BrokenInvariantError):
        breakdown([event])
    odd = ScoreEvent(0, 20, ScoreKind.BRISQUETTE, CardSet("AS"))
    object.__setattr__(odd, "kind", "bonus")
    with pytest.raises(BrokenInvariantError):
        breakdown([odd])
