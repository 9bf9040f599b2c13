"""``DealState(...)`` checks its fields as ``from_json`` reads them, by the same reader (review 35 #1): it took a
dealer 5 with 7♠ in both hands, or an empty deal, printed "player 5 deals", and wrote a position its own reader
refused, so a state could be saved and not read back."""

from __future__ import annotations

import random

import pytest

from penchant import DealState, new_deal
from penchant.errors import InvalidRecordError
from penchant.play.position_record import position_fields
from penchant.rules.profiles import FOSTER, KANDELL


@pytest.mark.parametrize(("args", "said"), [
    ((KANDELL, 5, [1, 1], [0, 0], []), "dealer: expected one of 0, 1, got 5"),
    ((KANDELL, 0, [0, 0], [0, 0], []), "cards missing from the position"),
    ((KANDELL, 0, [1, 1], [0, 0], list(range(1, 32))), "in two places at once"),
    ((KANDELL, 0, ["x", 0], [0, 0], []), "'x' is not a 32-bit card mask"),
    ((KANDELL, 0, [2**40, 0], [0, 0], []), "is not a 32-bit card mask"),
    (("kandell", 0, [1, 1], [0, 0], []), "not the fields of a position"),
])
def test_fields_a_reader_refuses_are_refused_when_built(args: tuple[object, ...], said: str) -> None:
    with pytest.raises(InvalidRecordError, match=said):
        DealState(**dict(zip(("profile", "dealer", "hands", "tables", "stock"), args, strict=True)))  # type: ignore[arg-type]


def _states() -> list[DealState]:
    out = []
    for seed in range(6):
        rng = random.Random(seed)
        s = new_deal(FOSTER if seed % 2 else KANDELL, seed)
        for _ in range(rng.randrange(0, 60)):
            if s.is_over():
                break
            s.apply(rng.choice(list(s.legal_actions)))
        out.append(s)
    return out


@pytest.mark.parametrize("state", _states(), ids=lambda s: f"{s.tricks}-{s.stage.value}")
def test_a_state_the_constructor_takes_reads_back(state: DealState) -> None:
    built = DealState(**position_fields(state.to_json()))  # the public constructor, checked
    assert built.to_json() == state.to_json()
    assert DealState.from_json(built.to_json()).to_json() == built.to_json()
    assert eval(repr(built)).short_form() == built.short_form()  # its repr is a call that reads back


def test_the_fields_are_named_so_two_ints_cannot_be_swapped_unseen() -> None:
    """``DealState``'s constructor took 21 fields by position (``tricks`` and ``played``, ``dealer`` and ``to_move``
    are all ints): each is named now, and a call by position is Python's ``TypeError``, the checked and the fast
    path alike."""
    with pytest.raises(TypeError, match="positional"):
        DealState(KANDELL, 0, [1, 1], [0, 0], [])  # type: ignore[misc]
    with pytest.raises(TypeError, match="positional"):
        DealState(KANDELL, 0, [1, 1], [0, 0], [], checked=False)  # type: ignore[misc]
