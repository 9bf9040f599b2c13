"""Which part of the deal is being played is the deal's to say: ``last_six`` (the rules'
``procedure.last_six_begun``: the stock out, no declaration pending), ``phase`` (its number, 1 or 2, as a
record and a board write it) and ``last_six_lead_due`` (a lead of the last six tricks is due). Nothing else rebuilds
them from the stock and the stage (the players' play-outs, the search's leaves, the coach's replay and the studies
once did, each in its own words), and nothing outside the rules compares ``phase`` with its number: a caller asks
``last_six`` of the deal, its view or a player's knowledge."""

from __future__ import annotations

import re

from source_scan import sources

# the stock and the stage read together: "stock or ... stage", "not ... stock and ... stage is Stage.LEAD"
REBUILT = re.compile(r"\bstock(?:_indices)?\b[^\n]*\bor\b[^\n]*\bstage\b"
                     r"|\bnot\s+[\w.]*\bstock(?:_indices)?\s+and\s+[\w.]*stage\b")
HOME = "penchant/play/fields.py"  # where phase and last_six_lead_due are defined

PHASE_NUMBER = re.compile(r"\bphase\s*(?:==|!=|<=|>=|<|>)\s*[12]\b|\b[12]\s*(?:==|!=)\s*[\w.]*\bphase\b")
"""``phase`` compared with its number (``v.phase == 1``, ``state.phase != 2``)."""

PHASE_NUMBER_LEFT: dict[str, str] = {
    "penchant/puzzlemakers/mistakes.py": "the coach's review items (coaching.review.ReviewItem) carry the number",
}


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


def phase_number_lines(source: str) -> list[int]:
    return [n for n, line in enumerate(source.splitlines(), 1) if PHASE_NUMBER.search(line)]


def test_the_phase_is_not_compared_with_its_number() -> None:
    found = {rel: lines for rel, text in sources()
             if not rel.startswith("penchant/rules/") and rel not in PHASE_NUMBER_LEFT
             and (lines := phase_number_lines(text))}
    assert not found, f"ask last_six (of the deal, its view or a player's knowledge), not phase's number: {found}"


def test_the_scan_sees_the_phase_by_number() -> None:
    source = ("while state.phase == 1:\n"
              "if view.phase != 2 or x:\n"
              "last_six=self.phase == 2\n"
              "if 2 == v.phase:\n"
              "while not state.last_six:\n"
              "phase = 2 if self.last_six else 1\n"
              "phase12 == 1\n")
    assert phase_number_lines(source) == [1, 2, 3, 4]


NOT_TABLES = re.compile(r"\bnot\s+[\w.]*\btables_kept\b")
"""The last six said as "no tables kept" (``last_six=not view.tables_kept``, the felt's phase words once): the deal and
its view say ``last_six`` themselves."""


def not_tables_lines(source: str) -> list[int]:
    return [n for n, line in enumerate(source.splitlines(), 1) if NOT_TABLES.search(line)]


def test_the_last_six_is_asked_not_said_as_no_tables() -> None:
    found = {rel: lines for rel, text in sources()
             if not rel.startswith("penchant/rules/") and (lines := not_tables_lines(text))}
    assert not found, f"ask last_six (of the deal or its view), not 'not tables_kept': {found}"


def test_the_scan_sees_the_felts_old_phase_words() -> None:
    assert not_tables_lines("phase = phase_words(last_six=not view.tables_kept)\nok = view.tables_kept\n") == [1]
