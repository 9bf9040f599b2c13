"""Whether an answer gives only the first cards of a whole line (played on against the best defence) or the whole
line (judged) is the puzzles' question, not the command line's count of words (issue #30)."""

from __future__ import annotations

from penchant.puzzles import analyse, get
from penchant.puzzles.sessions.endgame_session import EndgameSession, answers_part_of_the_line, line_cards


def test_the_first_cards_of_a_line_are_part_of_it_and_all_of_them_are_not() -> None:
    p = get("mined-endgame-line-7000-31")
    best = [str(c) for c in EndgameSession(p).to_play]  # as many cards as you play; their order is not asked here
    yours = len(best)
    assert yours > 1
    for n in range(1, yours):
        assert answers_part_of_the_line(p, best[:n]), n
        assert answers_part_of_the_line(p, " ".join(best[:n])), n
    assert not answers_part_of_the_line(p, best)
    assert not answers_part_of_the_line(p, "  ".join(best))
    assert line_cards(" AH  KS 7D ") == line_cards(["AH", "KS", "7D"]) == ["AH", "KS", "7D"]


def test_a_one_card_puzzle_has_no_part_of_a_line() -> None:
    p = get("endgame-009")
    assert not answers_part_of_the_line(p, analyse(p).best[0])
