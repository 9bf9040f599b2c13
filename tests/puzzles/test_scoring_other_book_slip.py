"""A scoring miss that one declaration valued from another rule book explains points at that declaration.

A newcomer scored a modern quadruplet at Kandell's value, and was told to look again at his penchant: the
pointer must name the part whose value was read from the wrong table, without giving its value."""

from __future__ import annotations

from penchant.puzzles import analyse, check, load_drills
from penchant.puzzles.checkers.scoring import deal_entries
from penchant.rules.kinds import Kind
from penchant.rules.profiles import PROFILES


def test_a_declaration_valued_under_another_book_is_the_part_pointed_at() -> None:
    """The part is named when it is the one slip that fits; a miss that another slip fits as well names none."""
    tried = 0
    for puzzle in load_drills():
        if puzzle.kind != "scoring" or puzzle.task != "deal_points":
            continue
        truth = int(analyse(puzzle).best[0])
        p = int(puzzle.position.get("player", 0))
        entry, decls = deal_entries(puzzle)[0]
        whose = "your" if p == 0 else "your opponent's"
        for _, kind, _ in decls[p]:
            for other in PROFILES.values():
                diff = other.value(kind) - puzzle.profile.value(kind)
                if not diff:
                    continue
                # Valued from the other book alone, and (a book on the same scale) beside a brisquette forgotten.
                same_scale = other.value(Kind.PAIR) == puzzle.profile.value(Kind.PAIR)
                misses = {truth + diff, *([truth + diff - 1] if same_scale and entry.brisquettes[p] else [])}
                for n in misses - {truth}:
                    words = check(puzzle, str(n)).refutation or ""
                    # Parts valued apart by the same amount (a Foster pair and besito) explain it equally.
                    alike = {k.value for _, k, _ in decls[p]
                             if any(o.value(k) - puzzle.profile.value(k) == diff for o in PROFILES.values())}
                    if f"worth {other.value(kind)}" in words or ("perhaps" in words and not any(
                            f"{whose} {k}" in words for k in alike)):
                        raise AssertionError(f"{puzzle.id}: {n} ({kind.value} at {other.name}'s value): {words!r}")
                    tried += "perhaps" in words
    assert tried


def test_a_solution_multiplies_with_the_boards_times_sign() -> None:
    """Newcomer 12 read "brisquettes 7 x 1" in a solution beside scoring boards that write "×": one sign, the
    boards'."""
    told = [analyse(p).explanation for p in load_drills() if p.kind == "scoring"]
    assert any(" × " in t for t in told)
    assert not [t for t in told if " x " in t]
