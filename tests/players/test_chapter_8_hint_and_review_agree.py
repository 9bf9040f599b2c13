"""Chapter 8's first lead (the board's seed 9): the hint said leading K♥ "gives up the marriage Q♥ K♥ … for no gain
the coach can see", the learner led it, and the review did not mark it (a newcomer on a phone). The coach's figures
put K♥ about level with its own move (too close to call), so the hint says what it gives up without calling it a
loss the review will not mark; and the review names the move played once, not "Your 9♠ costs little: the 9♠ …"."""

from __future__ import annotations

from penchant.judgement.verdicts import is_marked
from penchant.play.moves import parse_action
from penchant.words.cards import card_words
from penchant_widgets.play.board import PlayBoard


def _first_lead() -> PlayBoard:
    board = PlayBoard("greedy", seed=9)
    assert str(board.view().hand) == "9S QH KH 8D TC QC", "the chapter's deal"
    return board


def test_the_hint_does_not_warn_of_a_loss_the_review_does_not_mark() -> None:
    board = _first_lead()
    board.hint()
    said = board.hint()  # the coach's move, as the learner read it
    an = board.coach.analyse(board.view(), board._key())
    king = parse_action("play KH")
    assert not is_marked(an.verdict(king)), "the figures put K♥ too close to call: the review does not mark it"
    assert "for no gain" not in said, said
    # the coach's move names one move; the figures say the K♥ as the review does: about even, with what it gives up
    figure = dict(an.figures())["Playing K♥"]
    assert figure.startswith("about even with playing 10♣") and "marriage Q♥ K♥" in figure, figure
    assert "worse" not in figure and "about the same" not in figure, figure


def test_the_review_names_the_move_played_once() -> None:
    board = _first_lead()
    an = board.coach.analyse(board.view(), "k")  # play-outs that said "Your 9♠ costs little: the 9♠ is …"
    said = [an.reason(line.action, played=True) for line in an.lines]
    assert any(s.startswith(("Your 9♠", "Your 10♣")) for s in said), said
    for line in an.lines:
        a = line.action
        card = card_words(a.card)  # type: ignore[attr-defined]
        own = an.reason(a, played=True).split(". ")[0]
        if own.startswith(f"Your {card}"):
            assert f"the {card}" not in own, own
