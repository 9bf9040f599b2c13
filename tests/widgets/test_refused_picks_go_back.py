"""A refused declaration on the boards that play, a wrong answer on a puzzle board and a refusal on chapter 3's
bench keep their picks, to be adjusted; an answer the trainer cannot read goes back, unpicked, and says so. A right
answer or an allowed declaration keeps the state it made."""

from __future__ import annotations

from penchant.errors import InvalidNotationError
from penchant.play.dealing import new_deal
from penchant.play.moves import Stage
from penchant.puzzles import analyse
from penchant.rules.cards import CardSet
from penchant_widgets.lessons.combos import DeclarationBench
from penchant_widgets.play.table import DealTable
from penchant_widgets.puzzles.board import PuzzleBoard
from penchant_widgets.puzzles.choosing import select_puzzles

# The example line of chapter 2 (seed 87, you are the pone).


def text(html: str) -> str:
    import re
    from html import unescape

    return unescape(re.sub(r"<[^>]+>", "", html))


EXAMPLE = ["play 9S", "play 9D", "declare KH QH", "play KH", "play QD", "declare JS QS", "play 8S", "play AS", "pass"]


def test_a_wrong_cards_answer_stays_picked_as_the_board_says_and_a_click_takes_a_card_back() -> None:
    """Chapter 5's third puzzle and chapter 10's second: after a wrong Check the picked cards were quietly unpicked
    while the board said "click a card again to take it back"; a click picked a card again and the next Check heard
    "these cards form no combination". The picks stay, the verdict says so, and a click takes one back."""
    from penchant.puzzles import get

    p = get("declaration-027")
    board = PuzzleBoard([p])
    best = CardSet(analyse(p).best[0])
    wrong = [next(c for c in p.cards("hand") if c not in best), next(iter(best))]
    for c in wrong:
        board.pickers["hand"].click(c)
    result = board.check_picked()
    assert result is not None and not result.correct
    assert board.picked() == CardSet(wrong), "a wrong answer stays picked, to be adjusted"
    said = text(board.feedback.value)
    assert "Your cards stay picked" in said, said
    board.pickers["hand"].click(wrong[0])  # taken back
    assert board.picked() == CardSet(wrong[1:])
    for c in best - CardSet(wrong[1:]):
        board.pickers["hand"].click(c)
    assert board.picked() == best
    result = board.check_picked()
    assert result is not None and result.correct and result.answer == " ".join(str(c) for c in best)


def test_a_refused_cards_answer_is_unpicked_and_the_board_says_so() -> None:
    """An answer the trainer refuses (it cannot be read as an answer to this puzzle) puts the cards back, and says
    so: picks cleared in silence read as a board that forgot them."""
    p = next(p for p in select_puzzles(kind="declaration") if p.answer_form == "cards")
    board = PuzzleBoard([p])
    board.pickers["hand"].click(next(iter(p.cards("hand"))))

    def refuse(*_args: object) -> None:
        raise InvalidNotationError("'XX' is not a card")

    board.trainer.answer = refuse  # type: ignore[method-assign,assignment]
    assert board.check_picked() is None
    assert board.picked() == CardSet()
    assert "put back" in text(board.feedback.value), text(board.feedback.value)


def test_a_refused_declaration_on_the_bench_stays_picked_and_the_bench_says_so() -> None:
    """Chapter 3's bench, as the chapter asks: Q♥ Q♠ on the table refused, "then add the Q♣ from your hand and ask
    again". The refusal cleared the two Queens, so a newcomer's Q♣ alone was completed by the board, and the triplet
    he was building was not the one he had picked. The bench, like a puzzle board, keeps a refused pick and says
    so; a click takes a card back."""
    bench = DeclarationBench(hand="QC 8C", table="KH QH QS JD")
    for c in ("QH", "QS"):
        bench.table_picker.click(c)
    assert not bench.check()
    assert bench.picked() == CardSet("QH QS"), "a refused pick stays, to be added to"
    assert "Your cards stay picked" in text(bench.message.value), text(bench.message.value)
    bench.hand_picker.click("QC")
    assert bench.check() and bench.picked() == CardSet("QH QS QC")
    assert "the board added" not in text(bench.message.value)
    assert bench.declare() and bench.declared[-1][0].value == "triplet"
    bench = DeclarationBench(hand="TH JH QH KH AH 9S", profile="modern")
    for c in ("9S", "AH"):
        bench.hand_picker.click(c)
    assert not bench.declare()
    assert bench.picked() == CardSet("9S AH")
    bench.hand_picker.click("9S")  # taken back
    bench.hand_picker.click("AH")
    for c in ("KH", "QH"):
        bench.hand_picker.click(c)
    assert bench.declare() and bench.declared[-1][0].value == "marriage"


def test_the_bench_shows_the_table_cards_it_adds_and_says_what_it_declared() -> None:
    """Chapter 3's bench completed a family from J♥ alone and laid it down with the words it used for a question:
    the cards it added were not shown picked, and nothing said the family was now declared. The cards the board
    adds are picked for all to see, and *Declare them* says what it laid on the table and what it scored."""
    bench = DeclarationBench(hand="TH JH QH KH AH 9S", profile="kandell")
    for c in ("KH", "QH"):
        bench.hand_picker.click(c)
    assert bench.declare()
    assert "Declared" in text(bench.message.value) and "marriage" in text(bench.message.value)
    assert bench.picked() == CardSet()  # laid down: the next declaration starts from nothing picked
    bench.hand_picker.click("JH")
    assert bench.check()
    assert bench.picked() == CardSet("JH QH KH"), "the table cards the board added are shown picked"
    said = text(bench.message.value)
    assert "the board added" in said and not said.startswith("Declared"), said
    assert bench.declare()
    said = text(bench.message.value)
    assert said.startswith("Declared") and "family" in said and "on your table" in said and "3" in said, said


def test_switching_the_rules_keeps_the_cards_picked_on_the_bench() -> None:
    bench = DeclarationBench(hand="KH QH 9S", profile="kandell")
    for c in ("KH", "QH"):
        bench.hand_picker.click(c)
    bench.profile_choice.value = "foster"
    assert bench.picked() == CardSet("KH QH")


def test_a_refused_declaration_on_a_play_board_stays_picked() -> None:
    board = DealTable(new_deal(rng=87, dealer=1), script=EXAMPLE)
    board.run_script(upto=2)  # you won trick 1: you may declare
    assert board.state.stage is Stage.DECLARE
    hand, _table = board.mover_pickers()
    hand.click("AH")
    hand.click("JS")  # AH JS is no combination
    assert not board.declare_picked()
    assert board.picked() == CardSet("AH JS"), "a refusal keeps the pick, to be adjusted"


def test_the_solution_shown_replaces_the_answer_given() -> None:
    """A wrong "2" stayed in the number box beside "The answer: 3" once the solution was shown: the box shows 3."""
    p = next(p for p in select_puzzles(kind="declaration") if p.answer_form == "number")
    board = PuzzleBoard([p])
    wrong = str(int(analyse(p).best[0]) + 1)
    board.number.value = wrong
    result = board.check_picked()
    assert result is not None and not result.correct
    assert board.number.value == wrong, "a wrong number stays in sight, under its verdict"
    board.show_solution()
    # the box then holds the answer, not the wrong number ("Show the solution" says it puts the answer in the box)
    assert board.number.value == str(analyse(p).best[0])
