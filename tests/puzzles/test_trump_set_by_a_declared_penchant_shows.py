"""A penchant declared before the position that set trump is shown as the trump.

Chapter 3 showed "You declared earlier: penchant Q♠ J♦", declared by the trick's winner under Kandell's rules,
so diamonds were trump, with no trump on the board. The bank's check compares the trump its history reaches
with the trump the position shows."""

from __future__ import annotations

from dataclasses import replace

from penchant.puzzles import load_bank, load_drills, verify
from penchant.puzzles.checking import describe
from penchant.puzzles.history_replay import history_problems, snapshot
from penchant.rules.suits_and_ranks import Suit


def test_every_table_position_shows_the_trump_its_history_set() -> None:
    set_by_history = 0
    for p in [*load_bank(), *load_drills()]:
        if p.kind not in ("declaration", "barring") or p.history is None:
            continue
        reached = snapshot(p.history).trump
        shown = p.trump
        assert (None if reached is None else Suit(reached)) == shown, (p.id, reached, shown)
        if reached is not None:
            set_by_history += 1
            assert f"trump: {Suit(reached).name.lower()}" in describe(p), p.id
            # The bank's check refuses the same position without its trump.
            hidden = replace(p, position={k: v for k, v in p.position.items() if k != "trump"})
            assert any("trump" in why for why in history_problems(hidden)), p.id
            assert not verify([hidden], rated=False)[0].ok, p.id
    assert set_by_history


def test_chapter_3s_declared_penchant_shows_diamonds_as_trump() -> None:
    p = next(p for p in load_drills() if p.id == "declaration-011")
    assert any(d["kind"] == "penchant" and "JD" in d["cards"] for d in p.position["declared"])
    assert p.trump is Suit.DIAMONDS and verify([p], rated=False)[0].ok
