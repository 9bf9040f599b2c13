"""The three miners (``miner.mine``, ``endgame_mining.mine_endgames``, ``realplay.mine_real``) run one loop,
``mining_loop.mine_deals``: the deal's seed, its dealer, the play to the end and the limits said once. The
drift it ended: ``mine`` played every deal even once every sort had all it wanted."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import penchant.puzzlemakers.mining_loop as mining_loop
from penchant.players.greedy import greedy_action
from penchant.puzzlemakers.endgame_mining import mine_endgames
from penchant.puzzlemakers.miner import MINED_KINDS, mine
from penchant.puzzlemakers.mining_loop import Quota

MAKERS = Path(mining_loop.__file__).parent


def _deals_dealt(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    dealt: list[int] = []
    real = mining_loop.new_deal

    def counted(profile: object, seed: int, dealer: int) -> object:
        dealt.append(seed)
        return real(profile, seed, dealer)  # type: ignore[arg-type]

    monkeypatch.setattr(mining_loop, "new_deal", counted)
    return dealt


def test_mine_stops_once_every_sort_has_all_it_wants(monkeypatch: pytest.MonkeyPatch) -> None:
    dealt = _deals_dealt(monkeypatch)
    want = {k: 0 for k in MINED_KINDS} | {"declaration": 1}
    found = list(mine(30, greedy_action, 0, want=want))
    assert [p.kind for p in found] == ["declaration"]
    assert dealt == [0]  # deal 0 gives a declaration: no deal after it is played


def test_mine_endgames_stops_as_well(monkeypatch: pytest.MonkeyPatch) -> None:
    dealt = _deals_dealt(monkeypatch)
    assert list(mine_endgames(30, greedy_action, 7000, lines=0, aims=0)) == [] and dealt == []


def test_a_quota_counts_per_deal_and_in_all() -> None:
    quota = Quota({"line": 1, "aim": 2}, {"line": 1})
    quota.start_deal()
    quota.take("line")
    assert not quota.open("line") and quota.open("aim") and not quota.met
    quota.take("aim"), quota.take("aim")
    assert not quota.open("aim")
    quota.start_deal()
    assert quota.open("aim") and not quota.open("line")  # line has all it wants; aim has no limit
    assert Quota({"line": 1}, {"line": 0}).met


@pytest.mark.parametrize("module", ["miner.py", "endgame_mining.py", "realplay.py"])
def test_no_miner_deals_for_itself(module: str) -> None:
    """The loop's own steps (a deal dealt, its dealer, the stage it plays to) are called in mining_loop only."""
    tree = ast.parse((MAKERS / module).read_text(encoding="utf-8"))
    called = {n.func.id for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)}
    assert not called & {"new_deal", "dealer_of"}
    assert "mine_deals" in called
