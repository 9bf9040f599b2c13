"""A puzzle's position and history are frozen all the way down: the bank keeps its puzzles for the process, so
a caller that could change one would change it for every later reader (issue 30's review)."""

from __future__ import annotations

import copy
import json
import pickle

import pytest

from penchant.puzzles import load_bank
from penchant.puzzles.model import Puzzle


def _mined() -> Puzzle:
    return next(p for p in load_bank() if p.history is not None and "deal" in p.history)


def test_a_cached_position_refuses_every_change_at_every_depth() -> None:
    p = load_bank()[0]
    with pytest.raises(TypeError):
        p.position["hand"] = "AS"  # type: ignore[index]
    with pytest.raises(TypeError):
        p.position.pop("hand")  # type: ignore[attr-defined]
    h = _mined()
    assert h.history is not None
    actions = h.history["deal"]["actions"]
    before = list(actions)
    with pytest.raises((TypeError, AttributeError)):
        actions.append("pass")
    with pytest.raises((TypeError, AttributeError)):
        actions[0] = "pass"
    again = next(q for q in load_bank() if q.id == h.id)
    assert again.history is not None and list(again.history["deal"]["actions"]) == before


def test_frozen_data_reads_as_json_does() -> None:
    h = _mined()
    text = (h.id, json.dumps(h.to_json(), sort_keys=True))
    assert json.loads(text[1]) == h.to_json()
    assert json.dumps(h.position, sort_keys=True) == json.dumps(h.to_json()["position"], sort_keys=True)
    plain = h.to_json()
    plain["position"]["extra"] = 1  # the JSON form is the caller's own to change
    assert "extra" not in h.position
    assert Puzzle.from_json(h.to_json()) == h
    assert pickle.loads(pickle.dumps(h)) == h
    assert copy.deepcopy(h) == h


def test_a_puzzle_built_from_a_dict_does_not_share_it() -> None:
    data = load_bank()[0].to_json()
    p = Puzzle.from_json(data)
    data["position"]["hand"] = "AS"
    assert p.position["hand"] != "AS"


def test_the_containers_live_beside_the_strict_reader_not_in_the_puzzle_model() -> None:
    """The read-only JSON containers are generic (no puzzle in them): their home is ``penchant.files.frozen_json``, and
    the puzzle model keeps its own names only."""
    import penchant.files.frozen_json as frozen
    import penchant.puzzles.model as model
    from penchant.puzzles import get

    p = get("endgame-009")
    assert isinstance(p.position, frozen.FrozenObject) and isinstance(p.themes, tuple)
    assert frozen.thaw_json(p.position) == p.to_json()["position"]
    assert not {"FrozenObject", "FrozenArray", "freeze_json", "thaw_json"} & set(model.__all__)
