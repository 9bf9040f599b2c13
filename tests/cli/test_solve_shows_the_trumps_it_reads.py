"""``penchant solve --trump`` shows its choices in the game's notation, built from the rules' suits rather than
written by hand (review d30 #7), and every choice it shows is one it reads."""

from __future__ import annotations

import pytest

from penchant.cli.main import main
from penchant.rules.suits_and_ranks import Suit
from penchant.rules.trump import trump_suit
from penchant.solver import Phase2Position
from penchant.solver.phase2_position import TRUMPS_WRITTEN


def test_the_choices_are_the_suits_letters_and_none() -> None:
    assert TRUMPS_WRITTEN == ("S", "H", "D", "C", "none")
    assert [trump_suit(t) for t in TRUMPS_WRITTEN] == [*Suit, None]
    for t in TRUMPS_WRITTEN:
        assert Phase2Position("AS", "KS", trump=t, won=(6, 5)).trump == trump_suit(t)


def test_the_help_shows_them(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["solve", "--help"])
    assert "--trump " + "|".join(TRUMPS_WRITTEN) in capsys.readouterr().out
