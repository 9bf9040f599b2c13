"""A question with choices must be answered from its board, not from the shape of its choices: no wrong choice is
false of everything on its own board (chapter 2 offered "No: every card of it is already on your table" beside an
empty table, struck out unread), and over the bank the right choice is not the longest one more often than chance
would make it."""

from __future__ import annotations

import re

from penchant.puzzles import Puzzle, get, load_bank, load_drills
from penchant.puzzles.checkers.understanding import checks
from penchant.rules.cards import Card, CardSet

CHOICE_KINDS = ("declaration", "trump", "decision", "timing")


def _asked_in_choices() -> list[Puzzle]:
    bank = [p for p in [*load_bank(), *load_drills()] if p.kind in CHOICE_KINDS and p.answer_form == "choice"]
    return [*bank, *checks("numbers"), *checks("rules")]


def _cards_named(text: str) -> CardSet:
    return CardSet([Card.parse(c) for c in re.findall(r"(?:10|[2-9TJQKA])[♠♥♦♣]", text)])


def test_no_choice_of_may_you_declare_is_false_of_everything_on_its_board() -> None:
    asked = [p for p in [*load_bank(), *load_drills()] if p.kind == "declaration" and p.task == "may_declare"]
    assert len(asked) >= 8
    for p in asked:
        declaration = CardSet(p.declaration_asked()).mask
        hand, table = p.cards("hand").mask, p.cards("table", "").mask
        for choice in p.choices:
            if "already on your table" in choice:  # a card of it must lie there, or none could believe it
                assert declaration & table, (p.id, choice)
            fresh = re.search(r"([^:,]*) comes? fresh from your hand", choice)
            if fresh:
                named = _cards_named(fresh.group(1)).mask
                assert named and named & ~hand == 0, (p.id, choice)  # the cards it says come from the hand do
            if choice.split(": ", 1)[-1].startswith("you won the trick"):
                assert not p.penchant_only, (p.id, choice)  # never contradicting the question's trick
            if choice.split(": ", 1)[-1].startswith("you lost the trick"):
                assert p.penchant_only, (p.id, choice)
            served = re.search(r"(.*) already served in a", choice.split(": ", 1)[-1])
            if served:
                before = 0
                for _kind, cards in p.declared_before:
                    before |= cards.mask
                assert _cards_named(served.group(1)).mask & ~before == 0, (p.id, choice)


def test_the_loser_of_a_trick_is_offered_no_choice_about_an_empty_table() -> None:
    p = get("declaration-028")  # chapter 2: the table is empty
    assert not p.cards("table", "").mask
    assert not any("already on your table" in c for c in p.choices), p.choices
    assert sum(c.startswith("No: you lost the trick") for c in p.choices) == 2, p.choices


def test_the_right_choice_is_not_found_as_the_longest() -> None:
    asked = [p for p in _asked_in_choices() if len(p.answer) == 1 and len(p.choices) >= 3]
    assert len(asked) >= 30
    longest = [p.id for p in asked
               if sorted(len(c) for c in p.choices)[-1] == len(p.answer[0]) != sorted(len(c) for c in p.choices)[-2]]
    chance = sum(1 / len(p.choices) for p in asked)
    assert len(longest) <= chance, (longest, chance)
    # nor the shortest, the other shape a learner could read
    shortest = [p.id for p in asked
                if sorted(len(c) for c in p.choices)[0] == len(p.answer[0]) != sorted(len(c) for c in p.choices)[1]]
    assert len(shortest) <= 2 * chance, (shortest, chance)
