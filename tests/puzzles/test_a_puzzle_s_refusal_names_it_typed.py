"""A refusal of one puzzle names the puzzle first, as a typed part (review: 81 refusals quoted the id by hand,
``PuzzleError(f"puzzle {pid!r}: ...")``, so a caller could only cut it out of the text): made by
:meth:`PuzzleError.of_puzzle`, its message says ``puzzle '<id>': <why>`` in the same words, and ``puzzle`` keeps
the id as given."""

from __future__ import annotations

import pytest

from penchant.errors import PuzzleError
from penchant.puzzles.model import Puzzle


def test_of_puzzle_names_the_puzzle_and_keeps_its_id() -> None:
    error = PuzzleError.of_puzzle("decl-001", "difficulty must be 1..5, not 9")
    assert str(error) == "puzzle 'decl-001': difficulty must be 1..5, not 9"
    assert error.puzzle == "decl-001" and error.reason == "difficulty must be 1..5, not 9"
    assert str(PuzzleError.of_puzzle("x", "has no 'kind'")) == "puzzle 'x' has no 'kind'"
    narrower = PuzzleError.of_puzzle("x", "position['hand'] = 'ZZ': not a card", reason="not a card")
    assert narrower.reason == "not a card" and narrower.puzzle == "x"


def _puzzle(**changed: object) -> dict[str, object]:
    return {"id": "p-7", "kind": "declaration", "task": "best", "question": "?", "answer_form": "cards",
            "position": {"hand": "QS KS"}, **changed}


@pytest.mark.parametrize("changed, said", [
    ({"difficulty": 9}, "puzzle 'p-7': difficulty must be 1..5, not 9"),
    ({"position": [1]}, "puzzle 'p-7': position must be an object, not [1]"),
    ({"mood": 1}, "puzzle 'p-7' has unknown field(s) ['mood']"),
])
def test_a_puzzle_read_names_itself_typed(changed: dict[str, object], said: str) -> None:
    with pytest.raises(PuzzleError) as refused:
        Puzzle.from_json(_puzzle(**changed))
    assert str(refused.value) == said and refused.value.puzzle == "p-7"


def test_a_puzzle_s_position_refused_names_it_typed() -> None:
    puzzle = Puzzle.from_json(_puzzle(position={"hand": "QS KS", "trump": 5}))
    with pytest.raises(PuzzleError) as refused:
        _ = puzzle.trump
    assert refused.value.puzzle == "p-7"
    assert str(refused.value) == "puzzle 'p-7': position['trump'] must be a suit letter, not 5"


def _trump_story(*events: dict[str, object]) -> Puzzle:
    return Puzzle(id="t-3", kind="trump", task="suit", title="", question="?", position={"events": list(events)},
                  choices=("spades", "hearts"))


def test_a_trump_story_the_engine_refuses_names_the_puzzle_and_keeps_the_refusal() -> None:
    """Review h43a: the trump puzzles named the puzzle by hand (``f"puzzle {puzzle.id!r}: "``) and built a new refusal
    from the engine's message; the puzzle is named by :meth:`PuzzleError.of_puzzle` and the engine's refusal keeps
    its parts (the cards refused, its reason)."""
    from penchant.puzzles import analyse

    with pytest.raises(PuzzleError) as refused:
        analyse(_trump_story({"winner": 0, "declarer": 0, "cards": "7S 9H", "trick": 1}))
    error = refused.value
    assert error.puzzle == "t-3" and error.cards == "7S 9H" and error.reason == "these cards form no combination"
    assert str(error) == ("puzzle 't-3': trick 1 (you won the trick and declared 7S 9H): the engine refuses it: "
                          "cannot declare '7S 9H': these cards form no combination")
    with pytest.raises(PuzzleError) as refused:  # refused by the rules of declaring, not by the deal
        analyse(_trump_story({"winner": 0, "declarer": 1, "cards": "KS QS", "trick": 1}))
    assert refused.value.puzzle == "t-3" and str(refused.value).startswith("puzzle 't-3': trick 1 (")


def test_a_judgement_and_a_scoring_puzzles_player_refused_name_the_puzzle() -> None:
    from penchant.puzzles import analyse, load_drills
    from penchant.puzzles.checkers.choice_values import Judgement

    with pytest.raises(PuzzleError) as refused:
        Judgement.from_json({"player": "strong", "seed": 1.5, "values": {}}, "d-1")
    assert refused.value.puzzle == "d-1" and str(refused.value).startswith("puzzle 'd-1': history['judge'] needs")
    with pytest.raises(PuzzleError) as refused:
        Judgement.from_json([1], "d-1")
    assert refused.value.puzzle == "d-1" and refused.value.given == [1]
    assert str(refused.value) == "puzzle 'd-1': history['judge'] must be an object, not [1]"
    scoring = next(p for p in load_drills() if p.kind == "scoring" and p.task == "deal_points")
    with pytest.raises(PuzzleError) as refused:
        analyse(scoring.with_changes(position={**scoring.position, "player": 5}))
    assert refused.value.puzzle == scoring.id and refused.value.given == 5
    assert str(refused.value) == f"puzzle {scoring.id!r}: player must be 0 or 1, not 5"


def test_of_puzzle_names_a_refusal_caught_keeping_its_parts() -> None:
    from penchant.errors import IllegalDeclarationError

    caught = IllegalDeclarationError.cannot_declare("7S 9H", "these cards form no combination").within("trick 1")
    error = PuzzleError.of_puzzle("t-3", caught)
    assert isinstance(error, PuzzleError) and error.puzzle == "t-3" and error.cards == "7S 9H"
    assert str(error) == "puzzle 't-3': trick 1: cannot declare '7S 9H': these cards form no combination"
    assert error.reason == "these cards form no combination"
