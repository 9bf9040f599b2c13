"""What every board shows as right is the engine's answer, for every puzzle of the bank (issue #32 item 5,
issue #30: a view decided a rule once, marking "best" by brisques where the engine judged by the game).

* An end-game's values table (*Show the values*) marks exactly the cards :func:`penchant.puzzles.check`
  accepts as the first card (in a game at stake: those that make the game worth the most to you).
* Every other board's *Show the solution* names exactly the engine's answers (:func:`penchant.puzzles.analyse`),
  and each of them is accepted by :func:`penchant.puzzles.check`.
"""

from __future__ import annotations

import re
from html import unescape

import pytest

from penchant.puzzles import Puzzle, analyse, check, load_bank, load_drills
from penchant.puzzles.sessions.endgame_session import EndgameSession
from penchant_widgets.puzzles.choosing import choice_label
from penchant_widgets.puzzles.endgame import EndgameBoard
from penchant_widgets.puzzles.verdict import solution_html

BANK = [*load_bank(), *load_drills()]  # the practice bank and the chapters' drills: every board
ENDGAMES = [p for p in BANK if p.kind == "endgame"]
OTHERS = [p for p in BANK if p.kind != "endgame"]


def marked_best(table_html: str) -> set[str]:
    return set(re.findall(r'<tr class="pt-best" data-card="(\w\w)"', table_html))


def test_the_bank_is_all_here() -> None:
    assert len(ENDGAMES) >= 40 and len(OTHERS) >= 95  # 150 before the fourth review's cull, 135 before the fifth
    assert {p.task for p in ENDGAMES} == {"best", "line", "aim"}


@pytest.mark.parametrize("p", ENDGAMES, ids=lambda p: p.id)
def test_an_endgame_values_table_marks_the_cards_the_engine_accepts(p: Puzzle) -> None:
    board = EndgameBoard.from_puzzle(p)
    shown = marked_best(board.values_table())
    legal = EndgameSession(p).legal()
    accepted = {c for c in legal if check(p, c).correct}
    assert shown == accepted, (p.id, shown, accepted)
    assert accepted  # something to find


@pytest.mark.parametrize("p", OTHERS, ids=lambda p: p.id)
def test_the_solution_names_the_engines_answer(p: Puzzle) -> None:
    a = analyse(p)
    text = unescape(re.sub(r"<[^>]+>", "", solution_html(p, a)))
    said = text.split("The answer:", 1)[1]
    assert said.startswith(" " + ", ".join(choice_label(b) for b in a.best) + "."), (p.id, said[:200])
    for b in a.best:
        assert check(p, b).correct, (p.id, b)


def test_a_game_at_stake_table_marks_the_cards_worth_the_most_and_says_what_each_is_worth() -> None:
    # A strong player judges a game's last tricks by what the game is worth (the difference, doubled for a lurch),
    # not by whether a card makes sure of the result: the table marks the cards of the greatest value, and
    # says what each card makes the game worth.
    for p in (p for p in ENDGAMES if p.task == "aim"):
        board = EndgameBoard.from_puzzle(p)
        table = unescape(board.values_table())
        worth: dict[str, int] = {}
        for row in table.split("<tr")[2:]:
            card = re.search(r'data-card="(\w\w)"', row)
            value = re.search(r"worth (\d+) to you|(\d+) against you", row)
            assert card and value, (p.id, row)
            worth[card[1]] = int(value[1]) if value[1] else -int(value[2])
        values = EndgameSession(p).card_values()
        assert len(values) == len(worth) >= 2, (p.id, table)
        top = max(worth.values())
        assert marked_best(board.values_table()) == {c for c, w in worth.items() if w == top}, p.id
        assert all(("to you" in v.game) != ("against you" in v.game) for v in values), p.id
