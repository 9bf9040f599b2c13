"""The rules of thumb choose as they did before they were made faster: seeded deals of greedy (and one each of
strong, master and ismcts at a small budget, whose play-outs are greedy) are played again and every action, and
the greedy scores at every move, compared with those stored by the earlier code (see ``greedy_reference.py``)."""

from __future__ import annotations

import json

import pytest

from tests.players.greedy_reference import GAMES, REFERENCE, play

STORED = json.loads(REFERENCE.read_text())


def test_the_reference_holds_every_game() -> None:
    assert [(g["player"], g["profile"], g["seed"]) for g in STORED] == list(GAMES)


@pytest.mark.parametrize("game", STORED, ids=lambda g: f"{g['player']}-{g['profile']}-{g['seed']}")
def test_the_seeded_deal_is_played_move_for_move_as_recorded(game: dict[str, object]) -> None:
    actions, scores = play(str(game["player"]), str(game["profile"]), int(str(game["seed"])))
    assert ", ".join(actions) == game["actions"]
    assert scores == game["scores"]
