"""A refusal quotes its input shortened (``penchant.errors.quoted``: the first 60 characters of its repr and "…"):
a 10,000-character player name gave a 10 KB message, shown whole on the marker's screen (review, item 8). The
refused input itself is kept whole in the error's ``given``."""

from __future__ import annotations

import pytest

from penchant.errors import IllegalDeclarationError, IllegalPlayError, PenchantError, ScoreEntryError, quoted
from penchant.play.names import player_names

LONG = "Ada" * 3_334  # 10,002 characters


def test_quoted_keeps_short_input_whole_and_cuts_long_input() -> None:
    assert quoted("play 7S") == "'play 7S'"
    assert quoted(["KS", "KH"]) == "['KS', 'KH']"
    cut = quoted(LONG)
    assert cut.startswith("'AdaAda") and cut.endswith("…") and len(cut) == 61


@pytest.mark.parametrize("players", [[LONG, "Ben"], ["Ben", " " * 10_000], [LONG], ["Ada", 10 ** 9_000 // 7]])
def test_a_long_name_is_refused_in_a_short_message(players: list[object]) -> None:
    with pytest.raises(ScoreEntryError) as refused:
        player_names(players)
    assert len(str(refused.value)) < 200, str(refused.value)[:300]


def test_the_refusals_made_with_their_parts_quote_short_and_keep_the_input() -> None:
    for error in (IllegalPlayError.refusing(LONG, "the deal is over"),
                  IllegalDeclarationError.cannot_declare(LONG, "not a combination")):
        assert len(str(error)) < 200 and "…" in str(error)
        assert LONG in (error.given, error.cards)


def test_the_strict_reader_quotes_short_too() -> None:
    from penchant.files.strict_reader import parse_json

    with pytest.raises(PenchantError) as refused:
        parse_json("x" * 10_000, "the record")
    assert len(str(refused.value)) < 200 and "…" in str(refused.value)
