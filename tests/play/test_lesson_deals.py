"""What a move changed (penchant.lessons.deals.what_changed) and a deal arranged for a lesson: the engine's,
which the boards only put in words (they were worked out in penchant_widgets.play.table)."""

from __future__ import annotations

import random

import pytest

from penchant.errors import InvalidRecordError, PenchantError
from penchant.lessons.deals import arranged_deal, what_changed
from penchant.play.dealing import new_deal
from penchant.play.moves import Declare, Play, ScoreKind
from penchant.rules.cards import CardSet
from penchant.rules.kinds import Kind
from penchant.rules.procedure import DRAWS_PER_TRICK


def test_every_change_of_a_random_deal_is_said_from_the_two_states() -> None:
    seen: set[tuple[bool, bool, bool]] = set()
    for seed in range(6):
        rng = random.Random(seed)
        st = new_deal(rng=seed)
        began = 0
        while not st.is_over():
            before = st.clone()
            action = rng.choice(list(st.legal_actions))
            st.apply(action)
            ch = what_changed(before, action, st)
            assert ch.player == before.to_move and ch.over == st.is_over()
            assert ch.scored == tuple(st.events[len(before.events):])
            drawn = sum(len(cards) for _, cards in ch.draws)
            assert drawn == len(before.stock) - len(st.stock)
            if ch.draws:
                assert len(ch.draws) == DRAWS_PER_TRICK and ch.draws[0][0] == st.trick_winner
            began += ch.last_six_began
            if isinstance(action, Play):
                assert ch.from_table == (action.card in before.tables[before.to_move])
                assert (ch.trick is None) == ch.led
                if ch.trick is not None:
                    assert action.card in (ch.trick.lead, ch.trick.follow)
            if isinstance(action, Declare):
                mine = [e for e in ch.scored if e.kind is ScoreKind.DECLARATION]
                assert ch.declared_points == sum(e.points for e in mine) and ch.declared is not None
            # a penchant that fixed no trump while none was fixed (a loser's), never one declared under a trump
            assert ch.penchant_set_no_trump == (ch.declared is Kind.PENCHANT and before.trump is None
                                                and st.trump is None), (seed, action)
            seen.add((ch.declared is Kind.PENCHANT, before.trump is None, ch.penchant_set_no_trump))
        assert began == 1
    assert (True, False, False) in seen  # a penchant declared under a trump: not said to set none


def test_an_arranged_deal_is_the_engine_s_and_validated() -> None:
    st = arranged_deal(("8S 8H AS 7D", "9D 7C AC JS"), ("KH QH", "QS QD"), to_move=1)
    assert len(st.stock) == 8 and st.to_move == 1 and st.table(1) == CardSet("QS QD")
    with pytest.raises(InvalidRecordError, match="7"):
        arranged_deal(("8S", "9D"), stock=7)
    with pytest.raises(PenchantError):
        arranged_deal(("8S QS", "QS"))


def test_a_winner_with_nothing_to_declare_is_named() -> None:
    """Chapter 2's "A deal of your own" went from the trick straight to the loser's penchant turn, and a newcomer
    had to work out why the winner got no turn: the change names the winner whose turn the engine passed, and only
    after a trick of the first ten that left him no declaring turn."""
    from penchant.play.moves import Stage

    penchant_turns = named = 0
    for seed in range(6):
        rng = random.Random(seed)
        st = new_deal(rng=seed)
        while not st.is_over():
            before = st.clone()
            action = rng.choice(list(st.legal_actions))
            st.apply(action)
            ch = what_changed(before, action, st)
            completed = ch.trick is not None and before.phase == 1
            winner_turn = st.stage is Stage.DECLARE and st.to_move == st.trick_winner
            if completed and not winner_turn:
                assert ch.nothing_to_declare == ch.trick.winner, (seed, action)
                named += 1
                penchant_turns += st.stage is Stage.PENCHANT and st.to_move != ch.trick.winner
            else:
                assert ch.nothing_to_declare is None, (seed, action)
    assert named and penchant_turns, "the deals hold a winner with nothing to declare, before a penchant turn"


def test_an_arranged_deal_shares_its_tricks_out_whole() -> None:
    """Each player's taken cards are whole tricks (the review: the played cards were halved by hand, so five
    tricks gave each player five cards, two and a half tricks)."""
    from penchant.lessons.deals import arranged_deal
    from penchant.rules.procedure import CARDS_PER_TRICK

    st = arranged_deal(hands=("8S 8H AS 7D", "9D 7C AC JS"), tables=("KH QH", "QS QD"), to_move=1, stock=10)
    data = st.to_json()
    taken = [len(t.split()) for t in data["taken"]]
    assert sum(taken) == CARDS_PER_TRICK * data["tricks"] and data["tricks"] == 5
    assert all(n % CARDS_PER_TRICK == 0 for n in taken), taken
