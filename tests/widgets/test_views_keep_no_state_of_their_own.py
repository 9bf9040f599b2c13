"""Views that decided or kept state of their own (review h33): the scorer scored each deal twice, a picker's cards
were a private dict, the marker's edit form worked out a declaration's role, and its rules form decided how a
profile differs from its named one and put the default rules in place of rules it could not show."""

from __future__ import annotations

from typing import Any

import pytest


def test_the_deal_scorer_asks_the_engine_once_a_deal(monkeypatch: pytest.MonkeyPatch) -> None:
    """``DealScorer.score`` called ``score_deal`` and then ``deal_score_parts``: the deal checked and scored twice."""
    import penchant_widgets.rules.scoring as scoring

    sc = scoring.DealScorer(declarations=("pair", ""), brisquettes=(8, 0), brisques=(10, 2))
    calls: list[str] = []
    for name in ("score_deal", "deal_score_parts"):
        real = getattr(scoring, name, None)
        if real is None:
            continue

        def counted(*args: Any, _real: Any = real, _name: str = name, **kwargs: Any) -> Any:
            calls.append(_name)
            return _real(*args, **kwargs)

        monkeypatch.setattr(scoring, name, counted)
    totals = sc.score()
    assert calls == ["deal_score_parts"] and totals is not None and totals[1] == 0
