"""A barring puzzle about the cards of a table says the same thing for cards whose effect is the same: a learner
read "playing A♠ lifts your bar; your minor pairs become barred" and, for A♦, only the first part (the board
says a sentence once, and A♦'s repeat was dropped), and thought the two Aces differed.

Over every table-card barring puzzle stored: each effect (a bar lost or won) of each right card is said in the
explanation as the board shows it, and cards with the same effect are named in one clause."""

from __future__ import annotations

from pathlib import Path

import pytest

from penchant.puzzles import Puzzle, analyse, load_bank, load_drills
from penchant.puzzles.checkers.barring_table import same_effects_once
from penchant.puzzles.words.sentences import said_once, sentence

SEEDS = Path(__file__).resolve().parents[2] / "penchant" / "data"
TABLE_TASKS = ("lift", "safe", "unbar")


def _table_puzzles() -> list[Puzzle]:
    every = [*load_bank(SEEDS / "puzzles"), *load_drills(SEEDS / "drills")]
    return [p for p in every if p.kind == "barring" and p.task in TABLE_TASKS]


PUZZLES = _table_puzzles()


def test_the_bank_has_table_card_puzzles_with_twin_answers() -> None:
    """The test below would prove nothing without puzzles where two right cards do the same."""
    twins = 0
    for p in PUZZLES:
        effects = {k: w.partition(": ")[2] for k, w in analyse(p).details.items()}
        twins += len(effects) - len(set(effects.values()))
    assert len(PUZZLES) >= 5 and twins >= 2


@pytest.mark.parametrize("puzzle", PUZZLES, ids=lambda p: p.id)
def test_every_right_cards_effect_is_shown_in_full(puzzle: Puzzle) -> None:
    a = analyse(puzzle)
    shown = said_once(sentence(a.explanation))
    # The board drops a sentence said before: the explanation must not lean on a repeat.
    assert shown == sentence(a.explanation)
    for card, why in a.details.items():
        effect = why.partition(": ")[2]
        for part in effect.split("; ") if effect else ():
            assert part in a.explanation, (card, part, a.explanation)
        clause = next(c for c in a.explanation.split("; playing ") if card in c.split(" from ")[0])
        twins = [k for k, w in a.details.items() if w.partition(": ")[2] == effect]
        assert all(k in clause.split(" from ")[0] for k in twins), (card, twins, a.explanation)


def test_cards_with_one_effect_are_named_together() -> None:
    effects = {"AS": ("your minor pairs become barred",), "AD": ("your minor pairs become barred",),
               "JC": ()}
    said = same_effects_once(["AS", "AD", "JC"], effects, "your")
    assert said == ("playing AS or AD from your table: your minor pairs become barred; "
                    "playing JC from your table changes no bar that matters")
