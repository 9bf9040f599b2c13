"""No lesson taught twice (issue #32, second review): a strong player found end-game 022 and 034, two "Declaring
under a bar" drills and two "A card from the table" drills to be the same puzzle. The bank keeps one of each set of
twins (:func:`penchant.puzzles.curation.duplicates.same_lesson`; the one-off ``cull_twins`` culled them), and the check
catches the pairs the review found.
"""

from __future__ import annotations

from typing import Any

import pytest

from penchant.puzzles import Puzzle, get, load_bank
from penchant.puzzles.curation.duplicates import same_lesson, twins
from penchant.rules.cards import Card

# A first of a pair the fifth review culled in its turn (one rule looked up, the one-off cull_rote), as the bank
# held it.
SAFE_2030_9: dict[str, Any] = {
    "id": "mined-safe-2030-9", "kind": "barring", "task": "safe", "title": "A card from the table (5)",
    "question": "You lead to trick 4, with 14 cards left in the stock. Which cards of your table can you play without "
                "losing a bar you hold or the set that keeps your minor sets free? There may be more than one.",
    "position": {"rules": "kandell", "hand": "8S KD", "table": "AS 8D 8C AC", "opp_table": "TC", "stock": 14},
    "answer_form": "choices", "choices": ["AS", "8D", "8C", "AC"], "answer": ["8D | 8C"],
    "themes": ["which table card is safe", "playing from the table lifts a bar"]}

# The second of each pair the review found, as the bank held it before the cull (the first by id, or as stored).
CULLED: list[tuple[str | dict[str, Any], dict[str, Any]]] = [
    ("endgame-022", {
        "id": "endgame-034", "kind": "endgame", "task": "best", "title": "The last tricks: following (14)",
        "question": ("Trick 12: your opponent leads 9♥. Which card takes the most brisques from here, against best "
                     "defence?"),
        "position": {"rules": "foster", "hand": "7S KS AS 7D TD", "opp_hand": "8S TS QH 8D", "trump": None,
                     "led": "9H", "won": [0, 7]},
        "answer_form": "card", "answer": ["7S"]}),
    ("mined-legal-all-2038-19", {
        "id": "mined-legal-all-2047-19", "kind": "barring", "task": "legal_all", "title": "Declaring under a bar (14)",
        "question": "You won trick 7; 8 cards left in the stock. Pick every one of these you may declare now (or "
                    "none of them).",
        "position": {"rules": "kandell", "hand": "TS AS AD", "table": "TH JD", "opp_table": "QS QD QC", "stock": 8,
                     "candidates": ["TS TH", "AS AD"]},
        "answer_form": "choices", "choices": ["TS TH", "AS AD", "none of them"], "answer": ["AS AD"],
        "themes": ["major triplet bars pairs and triplets", "only minor sets are barred"]}),
    (SAFE_2030_9, {
        "id": "mined-safe-2041-6", "kind": "barring", "task": "safe", "title": "A card from the table (16)",
        "question": "You lead to trick 3, with 16 cards left in the stock. Which cards of your table can you play "
                    "without losing a bar you hold or the set that keeps your minor sets free? There may be more "
                    "than one.",
        "position": {"rules": "kandell", "hand": "KS 7D", "table": "TH AH AD TC", "opp_table": "", "stock": 16},
        "answer_form": "choices", "choices": ["TH", "AH", "AD", "TC"], "answer": ["TH | TC"],
        "themes": ["which table card is safe", "playing from the table lifts a bar"]}),
]


@pytest.mark.parametrize(("kept", "culled"), CULLED, ids=[c["id"] for _k, c in CULLED])
def test_the_pairs_the_review_found_are_the_same_lesson_and_one_of_each_is_left(kept: str | dict[str, Any],
                                                                                culled: dict[str, Any]) -> None:
    twin = Puzzle.from_json(culled)
    first = get(kept) if isinstance(kept, str) else Puzzle.from_json(kept)
    assert same_lesson(first, twin) is not None
    assert culled["id"] not in {p.id for p in load_bank()}


def test_the_same_position_with_its_suits_renamed_is_the_same_lesson() -> None:
    p = get("endgame-022")
    swap = {"S": "H", "H": "S"}
    renamed = {k: " ".join(c[:-1] + swap.get(c[-1], c[-1]) for c in v.split()) if k in ("hand", "opp_hand", "led")
               else v for k, v in p.position.items()}
    q = p.with_changes(id="renamed", position=renamed)
    assert same_lesson(p, q) == "the same position, its suits renamed"


def test_a_position_written_as_the_notation_parser_reads_it_is_the_same_lesson() -> None:
    # Cards in symbols or lower case are cards to Card.parse, so to the twin finder too: the same position typed
    # "q♠ 10♥" is the puzzle written "QS TH".
    p = get("endgame-022")
    typed = {k: " ".join(Card.parse(c).unicode.lower() for c in v.split()) if k in ("hand", "opp_hand", "led")
             else v for k, v in p.position.items()}
    assert typed != p.position
    q = p.with_changes(id="typed", position=typed)
    assert same_lesson(p, q) == "the same position, its suits renamed"


def test_different_lessons_of_one_template_are_told_apart() -> None:
    # Two end-games of one template with other answers, and a barring drill of another kind of bar.
    assert same_lesson(get("endgame-001"), get("endgame-002")) is None
    assert same_lesson(get("barring-001"), get("barring-013")) is None


def test_the_bank_teaches_no_lesson_twice() -> None:
    assert twins(load_bank()) == []


def test_an_end_game_asks_for_the_brisques_still_to_take() -> None:
    # "Which card keeps the most brisques" read oddly for brisques not won yet: a card's value is the brisques
    # it takes from here on (the engine's "you take 2 of the 3 brisques in play").
    from penchant.puzzles import get, load_bank
    from penchant.puzzles.words.questions import question_for

    asked = [p.question for p in load_bank() if p.kind == "endgame" and p.task == "best"]
    assert asked and all("keeps the most brisques" not in q for q in asked)
    assert "takes the most brisques from here" in get("endgame-016").question
    assert "keeps" not in question_for("endgame", "best", {"hand": "8H TH JH", "led": "7H"})
