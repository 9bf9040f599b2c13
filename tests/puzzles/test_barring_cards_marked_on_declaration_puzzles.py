"""A declaration puzzle with a barred set outlines the barring cards once answered, as a barring puzzle does
(newcomer, chapter 5's third puzzle: the three Queens barring his Eights were not outlined red). The marks are the
engine's: the opponent's table cards that bar a set the puzzle's cards could form."""

from __future__ import annotations

from penchant.errors import BarredError
from penchant.puzzles import analyse, check, get, load_bank, load_drills
from penchant.rules.bar_reports import barring_cards
from penchant.rules.cards import CardSet
from penchant.rules.combinations import candidate_combinations, check_declaration
from penchant.rules.holdings import Holdings


def test_the_queens_that_bar_are_marked_once_solved() -> None:
    p = get("declaration-029")
    right = check(p, analyse(p).best[0])
    assert right.correct
    assert CardSet(" ".join(right.marks)) == CardSet("QS QH QD")


def test_every_declaration_puzzle_marks_what_bars_its_sets() -> None:
    for p in [*load_bank(), *load_drills()]:
        if p.kind != "declaration" or p.task == "may_declare":
            continue
        h = Holdings(hand=p.cards("hand"), table=p.cards("table", ""), opp_table=p.cards("opp_table", ""))
        sizes = []
        for m, _k in candidate_combinations(h.hand.mask | h.table.mask):
            declared = [(k, c.mask) for k, c in p.declared_before]
            v = check_declaration(CardSet.from_mask(m), h, p.profile, declared=declared, penchant_only=p.penchant_only)
            if not v.legal and isinstance(v.error, BarredError) and v.kind is not None:
                sizes.append(v.kind.size)
        want = barring_cards(h.table.mask, h.opp_table.mask, p.profile, sizes) if sizes else CardSet()
        assert CardSet(" ".join(analyse(p).marks)) == want, p.id
