"""Which part of the deal is being played is the deal's to say: ``phase`` (1 while the stock lasts, the
declarations after the tenth trick included) and ``last_six_lead_due`` (a lead of the last six tricks is due).
Nothing else rebuilds them from the stock and the stage (the players' play-outs, the search's leaves, the
coach's replay and the studies once did, each in its own words)."""

from __future__ import annotations

import re

from source_scan import sources

# the stock and the stage read together: "stock or ... stage", "not ... stock and ... stage is Stage.LEAD"
REBUILT = re.compile(r"\bstock(?:_indices)?\b[^\n]*\bor\b[^\n]*\bstage\b"
                     r"|\bnot\s+[\w.]*\bstock(?:_indices)?\s+and\s+[\w.]*stage\b")
HOME = "penchant/play/fields.py"  # where phase and last_six_lead_due are defined


def rebuilt_lines(source: str) -> list[int]:
    return [n for n, line in enumerate(source.splitlines(), 1) if REBUILT.search(line)]


def test_the_phase_is_asked_of_the_deal() -> None:
    found = {rel: lines for rel, text in sources() if rel != HOME and (lines := rebuilt_lines(text))}
    assert not found, f"ask state.phase or state.last_six_lead_due, not the stock and the stage: {found}"


def test_the_scan_sees_the_old_spellings() -> None:
    assert rebuilt_lines("while state.stock or state.stage is Stage.DECLARE or state.stage is Stage.PENCHANT:\n")
    assert rebuilt_lines("while s.stock or s.stage.declaring:\n")
    assert rebuilt_lines("while s.stock_indices or s.stage.declaring:\n")  # the fast path's name for the stock
    assert rebuilt_lines("if (not state.stock and state.stage is Stage.LEAD) or state.is_over():\n")
    assert not rebuilt_lines("while state.phase == 1:\n    if state.last_six_lead_due:\n        pass\n")
