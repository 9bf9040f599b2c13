"""Two refusals a person meets at the command line, said as a player reads them (issue 30): a trump that is no suit
names the suits, never a Python type or ``None``; cards given to ``parse_cards`` as a list, not text, are quoted and
told how to write them."""

from __future__ import annotations

import pytest

from penchant.cli.main import main
from penchant.errors import InvalidNotationError
from penchant.rules.cards import parse_cards


def test_a_trump_that_is_no_suit_names_the_suits(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", "--hand", "AH TH 7S", "--opp-hand", "KH 9S 8C", "--trump", "X", "--won", "5-4"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("penchant: trump 'X' must be a suit: spades, hearts, diamonds or clubs"), err
    assert "Suit" not in err and "None" not in err and len(err.splitlines()) == 1, err


@pytest.mark.parametrize(("given", "said"), [
    (["QS", "JH"], "['QS', 'JH'] is not text but a list: write the cards in one string, such as 'QS JH'"),
    (("9D",), "('9D',) is not text but a tuple: write the cards in one string, such as '9D'"),
    (None, "None is not text: write the cards in one string, such as 'QS JH'"),
    (7, "7 is not text: write the cards in one string, such as 'QS JH'"),
])
def test_cards_given_as_no_text_are_quoted_and_told_how_to_write_them(given: object, said: str) -> None:
    with pytest.raises(InvalidNotationError) as refused:
        parse_cards(given)  # type: ignore[arg-type]
    assert str(refused.value) == said and refused.value.given == given


@pytest.mark.parametrize("bank", [None, "penchant/data/puzzles"])
def test_an_unknown_puzzle_id_is_said_unknown_with_how_to_list_the_ids(capsys: pytest.CaptureFixture[str],
                                                                         bank: str | None) -> None:
    argv = ["puzzles", "show", "nope-999", *(["--bank", bank] if bank else [])]
    assert main(argv) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and err.startswith("penchant: 'nope-999' is not a known puzzle id"), err
    assert "'penchant puzzles list" in err, err
