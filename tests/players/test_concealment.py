"""Concealment (issue #35): what keeping a card hidden is worth, the rules of thumb reading a card they are shown,
and the coach saying so where it decides the choice."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from penchant.coaching.analysis import CoachAnalysis
from penchant.coaching.coach import Coach
from penchant.coaching.hidden_cards import (
    HIDING,
    concealment_decides,
    concealment_note,
    concealment_swing,
    decisive_card,
    hiding,
    open_choice,
    open_value,
    shown_nets,
)
from penchant.coaching.reasons import action_phrase
from penchant.coaching.reviewing import review_decisions
from penchant.play.dealing import new_deal
from penchant.play.moves import Action, Declare, Pass, Play, Stage
from penchant.play.state import DealState
from penchant.play.view import PlayerView
from penchant.players import GreedyPlayer
from penchant.players.concealment import OPEN, play_out_shown, shown_by
from penchant.players.greedy import score_actions
from penchant.players.knowledge import sample_deal
from penchant.players.mask_knowledge import Knowledge, knowledge_from_state
from penchant.players.sampled_deals import play_out
from penchant.rules.cards import Card, CardSet, mask_of
from penchant.rules.profiles import KANDELL
from penchant.words.cards import cards_words
from tests.players.positions import deal_to, real_choice
from tests.players.test_players import make_state


def test_an_action_shows_the_card_played_or_the_hand_cards_a_declaration_lays() -> None:
    hand = mask_of("KS QS 8D")
    assert shown_by(Play(Card.parse("8D")), hand) == mask_of("8D")
    # The Jack is on the table already: the declaration shows only what it takes from the hand.
    assert shown_by(Declare(CardSet("QS KS JS")), hand) == mask_of("KS QS")
    assert shown_by(Pass(), hand) == 0


def _score(k: Knowledge, card: str) -> float:
    return next(v for a, v, _ in score_actions(k) if a == Play(Card.parse(card)))


def test_a_card_he_is_shown_is_out_of_his_reach() -> None:
    """Shown the King of spades in the other hand, the rules of thumb give up hope of the marriage the Queen
    waits for, and let the Queen go sooner."""
    s = make_state("QS 8C 9D 7S JH 8H", "KS AD 8D QC 9C TH", "TS 9H 7H JS JD KD KC AC TD 7C",
                   stage=Stage.LEAD, to_move=0)
    k = knowledge_from_state(s)
    shown = replace(k, opp_shown=mask_of("KS"))
    assert _score(shown, "QS") > _score(k, "QS")


def test_a_lead_into_a_card_he_is_shown_is_worth_less() -> None:
    """A Ten led into an Ace he is known to hold is a brisque given away, not a fair risk."""
    s = make_state("TH 8C 9D 7S JH 8H", "AH AD 8D QC 9C KH", "TS 9H 7H JS JD KD KC AC TD 7C",
                   stage=Stage.LEAD, to_move=0)
    k = knowledge_from_state(s)
    assert _score(replace(k, opp_shown=mask_of("AH")), "TH") < _score(k, "TH")


def _applied(w: DealState, a: Action) -> DealState:
    s = w.clone()
    s.apply_unchecked(a)
    return s


def test_with_nothing_shown_the_play_out_is_the_strong_players_and_open_cards_differ_somewhere() -> None:
    differ = 0
    for seed in range(4):
        st = deal_to(seed, lambda s: s.stage is Stage.LEAD and len(s.stock) >= 12 and real_choice(s))
        me = st.to_move
        assert me is not None
        v = st.view(me)
        rng = random.Random(seed)
        for _ in range(6):
            w = sample_deal(v, KANDELL, rng)
            a = v.legal[0]
            assert play_out_shown(_applied(w, a), me, 0) == play_out(_applied(w, a))
            differ += play_out_shown(_applied(w, a), me, OPEN) != play_out(_applied(w, a))
    assert differ, "the open-cards play-outs never differed: the rules of thumb do not read what they are shown"


def test_a_new_deal_shows_nothing() -> None:
    s = new_deal(KANDELL, 3, dealer=1)
    assert knowledge_from_state(s).opp_shown == 0


# ---------------------------------------------------------------------------
# The coach

CONCEALMENT_DECIDES: tuple[tuple[int, int], ...] = ((9002, 5), (9004, 4), (9004, 12), (9010, 1), (9011, 21))
"""(seed, actions before) of greedy deals (:func:`greedy_position`) where the coach's choice differs from the
open-cards judgement because of what he cannot see, found by scanning every Phase 1 decision of the tuning
seeds 9000 to 9011 (296 decisions played out by rules of thumb, 8 such): a declaration, follows and a lead."""


def greedy_position(seed: int, step: int) -> DealState:
    """The greedy deal of ``seed`` (dealer ``seed % 2``), after ``step`` actions."""
    s = new_deal(KANDELL, seed, dealer=seed % 2)
    rng = random.Random(seed)
    g = GreedyPlayer()
    while len(s.history) < step:
        p = s.to_move
        assert p is not None
        s.apply(g.choose(s.view(p), rng))
    return s


@pytest.fixture(scope="module")
def concealing_coach() -> Coach:
    """The coach of :data:`CONCEALMENT_DECIDES`' positions (40 sampled deals): it keeps each analysis under the
    decision's key, so a review of those decisions reads the analyses :func:`decided` made."""
    return Coach(KANDELL, 40)


@pytest.fixture(scope="module")
def decided(concealing_coach: Coach) -> list[tuple[PlayerView, str, CoachAnalysis]]:
    coach = concealing_coach
    out = []
    for seed, step in CONCEALMENT_DECIDES:
        s = greedy_position(seed, step)
        p = s.to_move
        assert p is not None
        key = f"conceal:{seed}:{step}"
        out.append((s.view(p), key, coach.analyse(s.view(p), key)))
    return out


def test_where_the_open_cards_judgement_chooses_otherwise_the_hint_says_what_hiding_does(decided: list) -> None:
    assert decided
    for v, key, an in decided:
        best = an.best.action
        other = concealment_decides(an)
        assert other is not None and other != best, key
        # The open-cards judgement: with your hand face up to him, the other move does better.
        ob, oo = open_value(an, best), open_value(an, other)
        assert ob is not None and oo is not None and oo > ob, key
        swing, margin = concealment_swing(an, best, other)
        assert swing >= HIDING * an.unit and swing > margin, key
        hint = an.hint()
        assert f"Were your hand face up to him, {action_phrase(other)} would be the better move" in hint, hint
        kept = shown_by(other, v.hand.mask) & ~shown_by(best, v.hand.mask)
        card, swing = decisive_card(an, best, other)
        if hiding(an, best, other):
            assert f"keeping the {cards_words(CardSet.from_mask(kept))} hidden" in hint, hint
        elif card:
            # The card whose concealment keeps master's choice ahead most, and what showing it would give him.
            assert swing >= HIDING * an.unit and not card & shown_by(best, v.hand.mask)
            assert f"above all, keeping the {cards_words(CardSet.from_mask(card))} hidden" in hint, hint
        else:
            assert "what he cannot see of your hand makes the difference" in hint, hint


def test_the_review_of_the_open_cards_choice_says_it_too(decided: list, concealing_coach: Coach) -> None:
    coach = concealing_coach
    for v, key, an in decided:
        other = concealment_decides(an)
        assert other is not None
        item = review_decisions([(v, other, key)], coach).items[0]
        assert item.best == an.best.action
        assert "Were your hand face up to him" in item.reason, item.reason


def test_the_play_outs_with_nothing_shown_are_the_analysis_own(decided: list) -> None:
    for _v, key, an in decided:
        for ln in an.lines[:3]:
            assert shown_nets(an, ln.action, 0) == ln.nets, key


def test_nothing_is_said_of_concealment_where_nothing_is_hidden() -> None:
    """In the last six tricks every card is known, and the searched last tricks of the first ten are judged with
    open cards: there is nothing to hide, and the coach says nothing of it."""
    coach = Coach(KANDELL, 8)
    late = [deal_to(seed, lambda s: s.phase == 2 and real_choice(s)) for seed in range(2)]
    searched = [deal_to(seed, lambda s: s.phase == 1 and len(s.stock) == 2 and s.stage is Stage.LEAD
                        and real_choice(s)) for seed in range(2)]
    for n, s in enumerate(late + searched):
        p = s.to_move
        assert p is not None
        an = coach.analyse(s.view(p), f"nothing-hidden:{n}")
        assert an.worlds == () and open_choice(an) is None and concealment_note(an) == ""
        assert "face up" not in an.hint() and "hidden" not in an.hint()
