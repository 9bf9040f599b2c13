"""What may be entered now (issue #30): the ledger's one answer agrees with the ledger itself.

Seeded random games, tapped the way the deal screen taps: at every step, every entry a button can make is
``in ledger.choices`` exactly when ``ledger.entered`` accepts it; iterating the choices gives only accepted
entries, and the answer is worked out once per ledger.
"""

from __future__ import annotations

import random

import pytest

from penchant.marker import Choices, LastSix, Ledger, Redo, TrickWon, Undo
from penchant.rules.kinds import Kind
from penchant.rules.suits_and_ranks import Suit


def offered(ledger: Ledger) -> list[object]:
    """Every entry the deal screen's buttons can make now (accepted or not)."""
    c = ledger.choices
    out: list[object] = [Undo(), Redo(), LastSix()]
    sheet = ledger.sheet
    for p in (0, 1):
        out.append(TrickWon(p))
        for kind in Kind:
            out.append(c.declaration(p, kind))
        for as_loser in (False, True):  # a penchant that sets trump says its Jack's suit (not saying it is refused)
            jacks = (None, *Suit) if sheet.penchant_sets_trump(by_trick_winner=not as_loser) else (None,)
            out += [c.declaration(p, Kind.PENCHANT, jack, as_loser=as_loser) for jack in jacks]
        out += [c.brisquette(p, 1), c.brisquette(p, 2)]
    out += [c.end(a) for a in range(13)]
    return out


@pytest.mark.parametrize("seed", range(8))
@pytest.mark.parametrize("rules", ["kandell", "foster"])
def test_the_choices_are_what_the_ledger_accepts(seed: int, rules: str) -> None:
    rng = random.Random(seed)
    ledger = Ledger.start(("Ann", "Bob"), rules, seed % 2)
    steps = 0
    while not ledger.sheet.is_over() and steps < 400:
        steps += 1
        events = offered(ledger)
        accepted = []
        for ev in events:
            said = ev in ledger.choices
            ok = ledger.check(ev) is None  # type: ignore[arg-type]
            assert said == ok, (ev, ledger.check(ev), ledger.sheet.current)  # type: ignore[arg-type]
            if ok:
                accepted.append(ev)
        assert set(map(repr, ledger.choices)) == set(map(repr, accepted))
        assert len(ledger.choices) == len(set(map(repr, accepted)))
        # Tap something: mostly forward, now and then an undo; the end of a deal once brisquettes are in.
        ev = rng.choice(accepted)
        ledger = ledger.entered(ev)  # type: ignore[arg-type]
    assert ledger.sheet.is_over() or steps == 400


def test_the_answer_is_worked_out_once_per_ledger() -> None:
    ledger = Ledger.start(("Ann", "Bob"))
    assert ledger.choices is ledger.choices
    assert ledger.entered(TrickWon(0)).choices is not ledger.choices
    assert Choices() == Ledger().choices and TrickWon(0) not in Ledger().choices


def test_a_two_brisque_trick_is_one_entry_at_any_count() -> None:
    """Quick scoring: the first trick of the last six may hold two brisques, whatever the trick count."""
    ledger = Ledger.start(("Ann", "Bob")).entered(TrickWon(0))
    c = ledger.choices
    ev = c.brisquette(1, 2)
    assert ev.last_six and ev in c
    after = ledger.entered(ev)
    assert after.sheet.current.brisquettes == (0, 2) and after.sheet.current.phase2
    assert not after.sheet.current.counted  # which trick of the last six it was is not entered
    assert after.choices.brisquette(0, 2) in after.choices and not after.choices.brisquette(0, 2).last_six


@pytest.mark.parametrize("seed", range(4))
def test_the_loser_s_penchant_trick_and_the_last_six_are_the_ledger_s_answers(seed: int) -> None:
    """The deal screen asks the ledger which trick a loser's penchant records (``loser_penchant_trick``) and
    whether the last six have begun (``in_last_six``): an accepted tap lands on that trick, and the brisquettes
    of the last six are accepted only once they have begun or a tap can begin them."""
    rng = random.Random(seed)
    ledger = Ledger.start(("Ann", "Bob"), "kandell", seed % 2)
    landed = began = 0
    for _ in range(300):
        if ledger.sheet.is_over():
            break
        c, d = ledger.choices, ledger.sheet.current
        for p in (0, 1):
            trick = c.loser_penchant_trick(p)
            tap = c.declaration(p, Kind.PENCHANT, Suit.HEARTS if ledger.sheet.penchant_sets_trump(by_trick_winner=False)
                                else None, as_loser=True)
            if ledger.check(tap) is None:
                assert trick is not None and ledger.entered(tap).sheet.current.tricks == trick
                landed += 1
            if d.phase2:
                assert trick is None
        if d.in_last_six:
            began += 1
            assert (d.phase2 or d.tricks >= 10) and not d.ended
        ev = rng.choice(list(c))
        ledger = ledger.entered(ev)
        now = ledger.sheet.current
        if (isinstance(ev, LastSix) or now.tricks == 10) and not now.ended:
            assert now.in_last_six
    assert landed and began
    assert Choices().loser_penchant_trick(0) is None


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("rules", ["kandell", "foster"])
def test_needs_jack_is_when_the_ledger_wants_the_jacks_suit(seed: int, rules: str) -> None:
    """:meth:`Choices.needs_jack`, which the deal screen asks before offering the Jack's suits: whenever a
    penchant with a Jack's suit is accepted, the same penchant without one is refused exactly when it says so."""
    rng = random.Random(seed)
    ledger = Ledger.start(("Ann", "Bob"), rules, seed % 2)
    asked = {False: 0, True: 0}
    for _ in range(200):
        if ledger.sheet.is_over():
            break
        c = ledger.choices
        for p in (0, 1):
            for as_loser in (False, True):
                with_jack = c.declaration(p, Kind.PENCHANT, Suit.HEARTS, as_loser=as_loser)
                if ledger.check(with_jack) is not None:
                    continue
                without = c.declaration(p, Kind.PENCHANT, as_loser=as_loser)
                refused = ledger.check(without)
                assert c.needs_jack(as_loser=as_loser) == (refused is not None), (without, refused)
                asked[c.needs_jack(as_loser=as_loser)] += 1
        ledger = ledger.entered(rng.choice(list(ledger.choices)))  # type: ignore[arg-type]
    assert asked[True] and asked[False]


def test_a_players_declarations_are_offered_in_the_games_order() -> None:
    """The kinds a player may declare come in the order the game lists them (sets, runs, couplings: the rules'
    ``Kind``), not by their names' spelling, which put "besito" before "pair"."""
    rng = random.Random(3)
    seen = 0
    for rules in ("kandell", "foster"):
        ledger = Ledger.start(("Ann", "Bob"), rules, 0)
        while not ledger.sheet.is_over() and seen < 40:
            kinds = [e.kind for e in ledger.choices if getattr(e, "kind", None) and not getattr(e, "as_loser", False)]
            kinds = list(dict.fromkeys(kinds))
            assert kinds == [k for k in Kind if k in kinds], kinds
            seen += len(kinds) > 1
            ledger = ledger.entered(rng.choice([e for e in ledger.choices if not isinstance(e, Undo | Redo)]))
    assert seen, "no step offered two kinds at once: the test checked no order"
