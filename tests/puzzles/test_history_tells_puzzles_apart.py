"""A newcomer opened practice's history and found eighteen end-games under "The last tricks: leading", ten under
"The last tricks: following", fifteen under "The whole line": which one was missed, which solved, could not be told
or found again. Every puzzle the history can list (the practice bank, the chapters' drills and chapters 9 and 10's
checks of what they said) now has a name of its
own: its title, and where others share it, what tells it from them in the puzzle's own words (the trick its question
names, the trump as its board's badge says it, the card led, the cards), numbered only where the position cannot
tell them apart."""

from __future__ import annotations

import re
from collections import Counter

from penchant.puzzles import get, load_bank, load_drills
from penchant.puzzles.checkers.understanding import checks
from penchant.puzzles.model import Puzzle
from penchant.puzzles.words.position import plain_title, position_lines
from penchant.trainer.attempts import Attempt, Outcome
from penchant.trainer.history import history_rows, puzzle_labels

BANK = load_bank()
CHECKS = [*checks("numbers"), *checks("rules")]
EVERY = [*BANK, *load_drills(), *CHECKS]
LABELS = puzzle_labels(EVERY)


def test_no_two_puzzles_a_learner_can_meet_share_a_name_in_the_history() -> None:
    shared = {name: n for name, n in Counter(LABELS.values()).items() if n > 1}
    assert not shared, shared
    assert len(set(puzzle_labels(BANK).values())) == len(BANK)  # the practice page's puzzles alone, too


def test_each_name_is_the_puzzles_title_then_what_tells_it_apart() -> None:
    titles = Counter(plain_title(p.title) for p in EVERY)
    for p in EVERY:
        title = plain_title(p.title)
        assert LABELS[p.id] == title if titles[title] == 1 else LABELS[p.id].startswith(f"{title} · "), p.id


def _said(p: Puzzle) -> str:
    """What the puzzle itself says: its question and its position, in words, lower case."""
    return " ".join([p.question, *position_lines(p)]).lower()


def test_an_end_game_is_told_apart_by_what_its_own_board_says() -> None:
    endgames = [p for p in BANK if p.kind == "endgame"]
    assert len(endgames) > 40
    for p in endgames:
        told = LABELS[p.id].split(" · ", 1)[1]
        assert not re.search(r"\bno\. \d+$", told), (p.id, told)  # told apart by the position, not a number
        for fact in told.split(", "):
            words = fact.removesuffix(" led").removeprefix("your hand ")
            assert words.lower() in _said(p), (p.id, fact)
    # as the newcomer met them: two leading end-games of the practice page
    assert LABELS["endgame-024"] == "The last tricks: leading · trick 13, spades trump"
    assert LABELS["endgame-009"] == "The last tricks: following · trick 13, no trump this deal, K♠ led"


def test_only_puzzles_the_position_cannot_tell_apart_are_numbered() -> None:
    numbered = [p for p in EVERY if re.search(r"\bno\. \d+$", LABELS[p.id])]
    assert {p.kind for p in numbered} <= {"scoring", "trump"}  # told by their deals' and tricks' stories
    assert LABELS["trump-001"] == "Which suit is trump? · Foster's rules, no. 1"


def test_the_history_lists_two_end_games_of_one_title_under_two_names() -> None:
    twins = [get("endgame-030"), get("endgame-032")]
    assert plain_title(twins[0].title) == plain_title(twins[1].title)
    attempts = [Attempt(p.id, Outcome.SHOWN, at=float(i), context="practice") for i, p in enumerate(twins)]
    rows = history_rows(attempts, EVERY)
    assert [r.title for r in rows] == [LABELS["endgame-030"], LABELS["endgame-032"]]
    assert rows[0].title != rows[1].title


def test_two_puzzles_alike_in_all_the_history_says_are_numbered_in_the_order_given() -> None:
    p = get("endgame-030")
    twin = p.with_changes(id="endgame-030-again")
    other = get("endgame-036")
    names = puzzle_labels([p, twin, other])
    assert names[p.id] == "The last tricks: leading · diamonds trump, no. 1"
    assert names[twin.id] == "The last tricks: leading · diamonds trump, no. 2"
    assert names[other.id] == "The last tricks: leading · spades trump"
    assert puzzle_labels([p]) == {p.id: "The last tricks: leading"}  # alone, its title says enough


def test_a_name_is_told_from_the_position_not_read_back_from_the_question() -> None:
    """The trick and "you lead" come from the puzzle's position: the engine does not parse its own question (a
    question worded otherwise, "Which card?", names the puzzle as before)."""
    plain = [p.with_changes(question="Which card?") for p in EVERY]
    assert puzzle_labels(plain) == LABELS
    assert LABELS["endgame-024"].endswith("trick 13, spades trump")


def test_the_practice_history_names_each_chapter_check_by_what_it_asks() -> None:
    """Chapter 9 and 10's checks were listed on the practice page as "An older puzzle", every one alike: which was
    missed could not be told. Each is named by its chapter's board title and what its question asks, in words."""
    from penchant.trainer.stores import MemoryAttemptStore
    from penchant_widgets.puzzles.practice import PracticeApp

    store = MemoryAttemptStore()
    for i, p in enumerate(CHECKS):
        store.append(Attempt(p.id, Outcome.MISSED, at=1_800_000_000.0 + i, context="chapter"))
    names = [re.sub(r"<[^>]+>", "", cell) for cell in
             re.findall(r"<tr><td>[^<]*</td><td>([^<]*)</td>", PracticeApp(store=store, seed=0).history_html())]
    assert len(names) == len(CHECKS) and len(set(names)) == len(CHECKS), names
    for name in names:
        assert "older puzzle" not in name and not re.search(r"no\. \d", name), name
    assert "What the numbers mean · where a deal&#x27;s points come from" in names, names
    assert "The rules at a glance · what your brisques score" in names, names
