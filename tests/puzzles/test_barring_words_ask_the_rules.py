"""The barring puzzles' words ask the rules what a bar is (review 46): which sizes of minor set are barred (the
rules' barred_set_sizes, over every size they name), whether any is, and what can be barred at all
(MINOR_SETS_WORDS), instead of small copies of them (sizes 2, 3 and 4 written out, "(7 8 9 T)")."""

from __future__ import annotations

import random
import re

import pytest

from penchant.errors import BarredError
from penchant.puzzles.words.barring import verdict_text, why_free
from penchant.rules.barring import SIZE_PLURALS, barred_set_sizes, barred_size_flags, major_cards
from penchant.rules.cards import Card, CardSet
from penchant.rules.combinations import check_declaration
from penchant.rules.holdings import Holdings
from penchant.rules.kinds import SET_SIZES
from penchant.words.barring import MINOR_SETS_WORDS


@pytest.mark.parametrize("reading", ["by_size", "by_value"])
def test_the_sizes_barred_are_the_rules_flag_for_flag(reading: str) -> None:
    rng = random.Random(46)
    majors = major_cards()
    seen: set[tuple[bool, ...]] = set()
    for _ in range(300):
        cards = rng.sample(majors, rng.randrange(0, 9))
        cut = rng.randrange(len(cards) + 1)
        table, opp = CardSet(cards[:cut]).mask, CardSet(cards[cut:]).mask
        flags = barred_size_flags(table, opp, reading)
        assert len(flags) == len(SET_SIZES)
        assert tuple(n for n, barred in zip(SET_SIZES, flags, strict=True) if barred) == barred_set_sizes(
            table, opp, reading)
        seen.add(flags)
    assert len(seen) > 2  # free, only pairs barred, and more: the flags are not one constant


def test_a_major_set_declared_under_a_bar_is_told_what_can_be_barred() -> None:
    """His Queens bar your minor pairs; your Kings are a major set: legal, and only minor sets can be barred."""
    holdings = Holdings.parse(hand="KS KH 9S 9H", opp_table="QS QD")
    table, opp = holdings.table.mask, holdings.opp_table.mask
    kings = check_declaration("KS KH", holdings, "kandell")
    assert kings.legal
    text = verdict_text(kings, table, opp, "by_size")
    assert text.endswith(f"it is a major set, and only {MINOR_SETS_WORDS} can be barred")
    nines = check_declaration("9S 9H", holdings, "kandell")
    assert not nines.legal and MINOR_SETS_WORDS not in verdict_text(nines, table, opp, "by_size")


def test_a_set_called_free_when_barred_is_refused_in_the_rules_plural() -> None:
    opp = CardSet("QS QD").mask
    with pytest.raises(BarredError, match=f"minor {SIZE_PLURALS[2]} are barred on the tables"):
        why_free(2, 0, opp, "by_size")


def test_a_wrong_tick_is_answered_of_its_own_cards_not_whether_eights_are_minor() -> None:
    # A newcomer ticked a pair of Eights and read the template "is it a minor set (Sevens, Eights, Nines or Tens)?"
    # of it. The pair ticked wrongly is asked the question that finds its bar, said of its own cards and kind.
    from penchant.puzzles import check, load_drills

    drills = [p for p in load_drills() if p.kind == "barring" and p.task == "legal_all"]
    asked = 0
    for p in drills:
        right = set(p.answer[0].split(" | "))
        for choice in (c for c in p.choices if c not in right and c != "none of them"):
            r = check(p, choice)
            ranks = {card[:-1] for card in choice.split()}
            if len(ranks) == 1 and ranks <= {"7", "8", "9", "T"}:
                said = r.refutation or ""
                named = " ".join(Card.parse(c).unicode for c in choice.split())
                own = said.split("Of each other choice")[0]
                assert not r.correct and own.startswith(f"{named}: look at the major sets on both tables"), (p.id, said)
                assert "is it a minor set" not in own, (p.id, said)
                assert re.search(r"bar a minor (pair|triplet|quadruplet), and does one of yours unbar it\?", own), said
                # the question, not its answer: "minor pairs are barred here" was the rule applied (issue #31)
                assert "because" not in own and "barred" not in own, (p.id, said)
                asked += 1
        if all({card[:-1] for card in c.split()} <= {"7", "8", "9", "T"} and len({card[:-1] for card in c.split()}) == 1
               for c in p.choices if c != "none of them"):
            missed = check(p, "none of them") if right != {"none of them"} else None
            if missed is not None:
                assert "is it a minor set" not in (missed.refutation or ""), (p.id, missed.refutation)
    assert asked >= 10
