"""A part of a deal's score worked out in words ("3 × 10 = 30": the brisquettes times a brisquette's points, the
brisques over the book times the bonus) is said once (``words.scoring.brisquettes_worked_out``,
``book_bonus_worked_out``), from the rules' points: no other code multiplies by a profile's points in its text, as
the scoring formula restated as text."""

from __future__ import annotations

import re

from source_scan import sources

WORKED_BY_HAND = re.compile(r"[×x]\s*\{[^}]*\b(?:brisquette_points|bonus_points)\}")


def worked_by_hand(source: str) -> list[int]:
    return [n for n, line in enumerate(source.splitlines(), 1) if WORKED_BY_HAND.search(line)]


def test_a_scores_parts_are_worked_out_by_the_rules() -> None:
    found = {rel: lines for rel, text in sources()
             if rel != "penchant/words/scoring.py" and (lines := worked_by_hand(text))}
    assert not found, f"ask penchant.words.scoring (brisquettes_worked_out, book_bonus_worked_out): {found}"


def test_the_scan_sees_the_old_sums() -> None:
    old = ('f"<td>{x.brisquettes_taken}×{prof.brisquette_points}</td>"\n'
           'f"{part.brisques_over_book} × {prof.bonus_points} = {part.book_bonus}",\n'
           'f"brisquettes {bq} × {profile.brisquette_points} = {part.brisquettes}"]\n'
           'f"{brisquettes_worked_out(prof, n)}"\n')
    assert worked_by_hand(old) == [1, 2, 3]
