"""Cards picked for an answer that was refused or wrong go back, unpicked, on every board that reads picked cards:
a newcomer picked Q♠ Q♦ Q♣ (refused), then Q♦ Q♣ J♥ meaning a new answer, unpicked two of them and was marked
on Q♠ J♥, a card he did not know was still picked. A right answer or an allowed declaration keeps the state it
made."""

from __future__ import annotations

from penchant_widgets.play.table import DealTable
from penchant_widgets.puzzles.board import PuzzleBoard
from penchant_widgets.puzzles.choosing import select_puzzles
from penchant_widgets.rules.combos import DeclarationBench

from penchant.play.state import Stage, new_deal
from penchant.puzzles import analyse
from penchant.rules.cards import CardSet

# The example line of chapter 2 (seed 87, you are the pone).
EXAMPLE = ["play 9S", "play 9D", "declare KH QH", "play KH", "play QD", "declare JS QS", "play 8S", "play AS"]


def test_a_wrong_cards_answer_is_unpicked_and_the_next_answer_is_only_the_new_picks() -> None:
    p = next(p for p in select_puzzles(kind="declaration") if p.answer_form == "cards")
    board = PuzzleBoard([p])
    best = CardSet(analyse(p).best[0])
    wrong = next(c for c in p.cards("hand") if c not in best)
    board.pickers["hand"].click(wrong)
    result = board.check_picked()
    assert result is not None and not result.correct
    assert board.picked() == CardSet()
    for c in best:
        board.pickers["hand" if c in p.cards("hand") else "table"].click(c)
    assert board.picked() == best
    result = board.check_picked()
    assert result is not None and result.correct and result.answer == " ".join(str(c) for c in best)


def test_a_refused_declaration_on_the_bench_is_unpicked() -> None:
    bench = DeclarationBench(hand="TH JH QH KH AH 9S", profile="modern")
    for c in ("9S", "AH"):
        bench.hand_picker.click(c)
    assert not bench.declare()
    assert bench.picked() == CardSet()
    for c in ("KH", "QH"):
        bench.hand_picker.click(c)
    assert bench.declare() and bench.declared[-1][0].value == "marriage"


def test_a_refused_declaration_on_a_play_board_is_unpicked() -> None:
    board = DealTable(new_deal(87, dealer=1), script=EXAMPLE)
    board.run_script(upto=2)  # you won trick 1: you may declare
    assert board.state.stage is Stage.DECLARE
    hand, _table = board.mover_pickers()
    hand.click("AH")
    hand.click("JS")  # AH JS is no combination
    assert not board.declare_picked()
    assert board.picked() == CardSet()


def test_the_solution_shown_empties_the_answer_given() -> None:
    """A wrong "2" stayed in the number box beside "The answer: 3" once the solution was shown."""
    p = next(p for p in select_puzzles(kind="declaration") if p.answer_form == "number")
    board = PuzzleBoard([p])
    wrong = str(int(analyse(p).best[0]) + 1)
    board.number.value = wrong
    result = board.check_picked()
    assert result is not None and not result.correct
    assert board.number.value == wrong, "a wrong number stays in sight, under its verdict"
    board.show_solution()
    assert board.number.value == ""
