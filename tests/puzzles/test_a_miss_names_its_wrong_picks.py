"""Which picks of a pick-every-answer miss are wrong is the engine's to say (``CheckResult.wrong_picks``), not the
board's: the board once worked them out itself from the best answers and drew them red. The engine names every
choice picked that is in no right answer, "none of them" among them, and never an answer left unpicked; a right
answer, and an answer that is no set of picks, names none."""

from __future__ import annotations

from penchant.puzzles import check, get
from penchant.puzzles.checkers.barring import right_ticks


def test_a_miss_names_the_picks_in_no_answer_and_no_answer_left_unpicked() -> None:
    p = get("barring-028")  # chapter 5: 10♠ 10♦ barred, 7♠ 7♥ 7♦ free
    assert p.answer_form == "choices" and p.answer == ("7S 7H 7D",)
    assert check(p, "TS TD | 7S 7H 7D").wrong_picks == ("TS TD",)
    assert check(p, "TS TD").wrong_picks == ("TS TD",)  # the right answer left unpicked is not named
    assert check(p, "none of them").wrong_picks == ("none of them",)
    right = check(p, "7S 7H 7D")
    assert right.correct and right.wrong_picks == ()
    assert right_ticks(right.best) == {"7S 7H 7D"}
    assert check(p, "TS TD").to_json()["wrong_picks"] == ["TS TD"]


def test_an_answer_that_is_no_set_of_picks_names_none() -> None:
    p = get("timing-kandell-5012-10")  # one choice pressed, not picks ticked
    assert p.answer_form == "choice"
    assert all(check(p, c).wrong_picks == () for c in p.choices)
