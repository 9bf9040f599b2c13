"""The verdicts the computer players' page reads from the stored studies are the studies' own functions
(``penchant.studies``), not arithmetic in the notebook's cells: which player a match shows the stronger,
how much likelier a Quadruplet is than a Reunion, and whether the stored deals replay as stored."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from penchant.rules.kinds import Kind
from penchant.rules.profiles import get_profile
from penchant.studies.ladder import stronger_of
from penchant.studies.numbers import (
    DISTRIBUTIONS_FORMAT,
    NUMBERS_FORMAT,
    exact_chance,
    quadruplet_over_reunion,
    read_study,
    replays_as_stored,
    simulate,
    stored_chance,
)

ROOT = Path(__file__).resolve().parents[2]


def _match(lo: float, hi: float) -> dict[str, Any]:
    return {"a": "master", "b": "strong", "win_share_a_ci95": [lo, hi]}


@pytest.mark.parametrize(("lo", "hi", "want"), [
    (0.45, 0.55, None), (0.5, 0.6, "master"), (0.51, 0.7, "master"), (0.3, 0.5, "strong"), (0.2, 0.4, "strong"),
])
def test_a_match_names_the_stronger_only_when_its_interval_leaves_a_half(lo: float, hi: float,
                                                                         want: str | None) -> None:
    assert stronger_of(_match(lo, hi)) == want


def test_the_stored_chances_are_the_counted_ones() -> None:
    numbers = read_study(ROOT / "penchant" / "data" / "numbers.json", NUMBERS_FORMAT)
    for kind in (Kind.REUNION, Kind.QUADRUPLET):
        for scope in ("player", "deal"):
            assert stored_chance(numbers, kind, scope) == exact_chance(kind, scope)


def test_the_quadruplet_ratio_divides_the_two_kinds_chances() -> None:
    numbers = read_study(ROOT / "penchant" / "data" / "numbers.json", NUMBERS_FORMAT)
    summary = read_study(ROOT / "penchant" / "data" / "distributions.json", DISTRIBUTIONS_FORMAT)["summary"]
    received, held = quadruplet_over_reunion(numbers, summary, "player")
    want = exact_chance(Kind.QUADRUPLET, "player") / exact_chance(Kind.REUNION, "player")
    assert received == pytest.approx(float(want))
    twice = 2 * summary["quadruplet"]["player"]["held"]["value"]
    doubled = {**summary, "quadruplet": {"player": {"held": {"value": twice}}}}
    assert quadruplet_over_reunion(numbers, doubled, "player")[1] == pytest.approx(2 * held)


def test_a_changed_stored_figure_does_not_replay_as_stored() -> None:
    stored = read_study(ROOT / "penchant" / "data" / "numbers.json", NUMBERS_FORMAT)["check"]["summary"]
    fresh = simulate(2, (stored["players"][0], stored["players"][1]), get_profile(stored["profile"]), stored["seed"])
    assert replays_as_stored({"deals": 2, "summary": fresh.to_json()})
    altered = fresh.to_json()
    altered["mean_deal_score"] = {**altered["mean_deal_score"], "value": altered["mean_deal_score"]["value"] + 1}
    assert not replays_as_stored({"deals": 2, "summary": altered})
