"""Chapter 8: the coach's move said to play Q♣, and the note under it about the cards he cannot see said "Were your
hand face up to him, playing 7♣ would be the better move; with it hidden, playing 10♣ does at least as well": two
other moves, under advice to play a third. A note about what he may hold speaks of the move it is attached to: the
hint's note only where the move it recommends is the coach's best, and a note asked of a move names that move."""

from __future__ import annotations

import random
from functools import cache

from penchant.coaching.analysis import CoachAnalysis
from penchant.coaching.coach import Coach
from penchant.coaching.hidden_cards import concealment_note
from penchant.coaching.play_session import PlaySession
from penchant.coaching.reasons import action_phrase
from penchant.rules.profiles import KANDELL

SEEDS = (0, 4)
"""Deals whose play meets hidden-card notes: seed 0's the one a reader met (its Q♣ under a note of 7♣ and 10♣)."""


@cache
def _analyses() -> tuple[CoachAnalysis, ...]:
    found: list[CoachAnalysis] = []
    for seed in SEEDS:
        session, coach, rng = PlaySession("greedy", seed=seed), Coach(KANDELL, 16), random.Random(seed)
        while not session.state.is_over():
            view = session.view()
            an = coach.analyse(view, session.key)
            if len(an.lines) > 1 and an.worlds:
                found.append(an)
            session.act(an.recommended() if rng.random() < 0.6 else rng.choice(view.legal))
    return tuple(found)


def test_a_note_asked_of_a_move_names_that_move() -> None:
    said = 0
    for an in _analyses():
        for line in an.lines:
            note = concealment_note(an, line.action)
            if note:
                said += 1
                assert action_phrase(line.action) in note, (action_phrase(line.action), note)
    assert said, "the seeds met a note about the hidden cards"


def test_the_hints_note_is_of_the_move_it_recommends() -> None:
    left_out = 0
    for an in _analyses():
        rec = an.recommended()
        hint = an.hint()
        note = concealment_note(an, rec)
        if rec != an.best.action:
            left_out += bool(concealment_note(an))  # the best's note, naming other moves: not said here
            assert "face up to him" not in hint and ": shown it" not in hint and ": shown them" not in hint, hint
        elif note:
            assert note in hint and action_phrase(rec) in note, (note, hint)
    assert left_out, "the seeds met a note of the best under advice to play another move"
