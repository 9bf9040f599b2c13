"""The bank's barring puzzles re-verified under the foster profile, which bars by value (issue #11).

Every barring puzzle is analysed with its rules switched to foster: the analysis never fails, and the
engine's answer differs from the recorded (by-size) answer only where the two readings of the bar part
on that puzzle's tables.
"""

from __future__ import annotations

from penchant.errors import PuzzleError
from penchant.puzzles import analyse, load_bank, load_drills
from penchant.puzzles.words.barring import why_free
from penchant.rules.barring import barred_size_flags


def test_barring_puzzles_under_foster_change_only_where_the_readings_part() -> None:
    """Each barring puzzle analysed under foster: the same answer, or (a few) a different answer or no
    longer a puzzle (a lift puzzle whose table cards change no bar by value), never a crash. A different
    answer to a declaration puzzle comes only where the readings part on its tables."""
    bank = [p for p in [*load_bank(), *load_drills()] if p.kind == "barring"]  # the drills since the sixth review
    assert bank
    changed, not_a_puzzle = [], []
    for p in bank:
        foster = p.with_changes(position={**dict(p.position), "rules": "foster"})
        try:
            answer = analyse(foster).best
        except PuzzleError:
            not_a_puzzle.append(p.id)
            continue
        if tuple(answer) != tuple(analyse(p).best):
            changed.append(p.id)
            if p.task in ("may_declare", "which"):
                table, opp = p.cards("table", "").mask, p.cards("opp_table", "").mask
                assert barred_size_flags(table, opp, "by_size") != barred_size_flags(table, opp, "by_value"), p.id
    assert len(changed) + len(not_a_puzzle) < len(bank) // 4, (changed, not_a_puzzle)


def test_why_free_by_value_names_both_sets() -> None:
    """Foster: no major pair bars a minor triplet (it counts more); your three Kings answer his two Aces."""
    assert "counts more" in why_free(3, 0, _m("QS QD"), "by_value")
    text = why_free(2, _m("KS KH KD"), _m("AS AH"), "by_value")
    assert "three Kings" in text and "two Aces" in text and "beats it" in text


def _m(cards: str) -> int:
    from penchant.rules.cards import mask_of

    return mask_of(cards)
