"""``generate``'s ``max_tries`` bounds the search: every candidate a generator looks at counts, those it refuses as
well as those it keeps, so a kind with no qualifying candidate stops with an honest short result instead of
searching for ever (each generator is an endless loop over random deals that filters inside)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

import penchant.puzzlemakers.generate as generate_module
from penchant.cli.main import main
from penchant.errors import InvalidSettingError
from penchant.puzzlemakers.generate import GENERATORS, generate
from penchant.puzzles.model import Puzzle


def _never_qualifies(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Every candidate judged a guess's (so none qualifies, of any kind that asks the guess); the count of those
    judged."""
    judged: list[int] = []

    def always_guessed(puzzle: object) -> float:
        judged.append(1)
        return 1.0

    monkeypatch.setattr(generate_module, "guess_chance", always_guessed)
    return judged


@pytest.mark.parametrize("kind", ["declaration", "barring", "endgame"])
def test_a_kind_that_never_qualifies_stops_at_the_bound(monkeypatch: pytest.MonkeyPatch, kind: str) -> None:
    judged = _never_qualifies(monkeypatch)
    assert generate(kind, 3, seed=5, max_tries=40) == []
    assert 0 < len(judged) <= 40  # the candidates refused were counted: at most the bound looked at


def test_the_bound_counts_every_candidate_not_only_those_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    real = GENERATORS["barring"]
    looked: list[bool] = []

    def counted(*args: Any) -> Iterator[Puzzle | None]:
        for cand in real(*args):
            looked.append(cand is not None)
            yield cand

    monkeypatch.setitem(GENERATORS, "barring", counted)
    found = generate("barring", 50, seed=5, max_tries=25)
    assert len(looked) == 25 and looked.count(True) == len(found) < 25  # refused candidates counted too


def test_a_bound_that_is_no_count_is_refused() -> None:
    with pytest.raises(InvalidSettingError, match="max_tries"):
        generate("barring", 1, max_tries=0)


def test_the_command_says_a_short_result(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    _never_qualifies(monkeypatch)
    monkeypatch.setattr(generate_module, "MOST_TRIES", 30)
    code = main(["puzzles", "generate", "--kind", "declaration", "--count", "2"])
    _, err = capsys.readouterr()
    assert code == 1
    assert "found 0 of the 2 declaration puzzles asked" in err
