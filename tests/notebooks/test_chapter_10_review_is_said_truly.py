"""Chapter 10's last round of puzzles was introduced as "each a position you have not met in the chapters", but
barring-026 is chapter 5's and trump-019 is chapter 4's first trump puzzle again, near enough (two penchants declared
by the trick's loser, none setting trump). The introduction says only what is true of the puzzles it introduces."""

from __future__ import annotations

import re

from chapter_cells import cells_of

from penchant.puzzles import get, load_bank, load_drills
from penchant.rules.cards import CardSet
from penchant.rules.combinations import classify


def _review() -> tuple[str, list[str]]:
    cells = cells_of("10_at_the_table")
    i = next(i for i, (kind, src) in enumerate(cells) if kind == "code" and 'title="Review"' in src)
    return cells[i - 1][1], re.findall(r'"((?:barring|declaration|trump|scoring|endgame)-\d{3})"', cells[i][1])


def _shape(pid: str) -> tuple[object, ...]:
    """A trump puzzle's position as a reader meets it: who declared each combination, of what kind, and the
    answer's rule book; another puzzle is its id."""
    p = get(pid)
    events = p.position.get("events")
    if not events:
        return (pid,)
    return (p.profile.name, p.task, tuple((e["winner"] == e["declarer"], classify(CardSet(e["cards"])))
                                          for e in events if classify(CardSet(e["cards"])).value == "penchant"))


def test_the_review_is_new_only_if_it_says_so_truly() -> None:
    intro, review = _review()
    earlier = [src for name in ("01_the_pack_and_the_deal", "02_the_first_ten_tricks", "03_combinations",
                                "04_trump_and_penchants", "05_barring", "06_the_last_six_tricks",
                                "07_scoring_a_deal_and_a_game")
               for kind, src in cells_of(name) if kind == "code"]
    met = {pid for src in earlier
           for pid in re.findall(r'"((?:barring|declaration|trump|scoring|endgame)-\d{3})"', src)}
    met |= {f"{kind}-{int(n):03d}" for src in earlier
            for kind, nums in re.findall(r'f"(\w+)-\{n:03d\}" for n in \(([^)]*)\)', src)
            for n in re.findall(r"\b\d+\b", nums)}
    known = {p.id for p in [*load_bank(), *load_drills()]}
    shapes = {_shape(pid) for pid in met & known}
    repeated = [pid for pid in review if pid in met or _shape(pid) in shapes]
    claims_new = re.search(r"not met|new position|never seen", intro)
    assert not (claims_new and repeated), (intro, repeated)
    assert repeated  # as the bank stands: the words must not call the round new
