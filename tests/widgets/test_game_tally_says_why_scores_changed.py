"""Chapter 7's *Score a game*: choosing Foster's rules multiplied the scores by ten and nothing said so (a
newcomer's report); the board says why beside the switch, and says nothing when the numbers did not change."""

from __future__ import annotations

from html import unescape

from penchant_widgets.lessons.scoring import GameTally


def test_a_switch_that_rescales_the_scores_says_why_beside_the_switch() -> None:
    game = GameTally([(12, 9), (7, 15), (20, 4), (6, 11)])
    assert game.rescaled.value == ""
    game.profile_choice.value = "foster"
    assert [w.value for w in game.cells[0]] == ["120", "90"]
    said = unescape(game.rescaled.value)
    assert "Now under Foster's rules" in said and "ten times Kandell's" in said and "multiplied by 10" in said
    game.profile_choice.value = "kandell"
    said = unescape(game.rescaled.value)
    assert [w.value for w in game.cells[0]] == ["12", "9"]
    assert "Foster's numbers are ten times theirs" in said and "divided by 10" in said


def test_a_switch_between_books_of_one_scale_says_nothing() -> None:
    game = GameTally([(12, 9), (7, 15), (20, 4), (6, 11)])
    game.profile_choice.value = "modern"
    assert [w.value for w in game.cells[0]] == ["12", "9"] and game.rescaled.value == ""


def test_the_note_is_in_the_fold_with_the_switch() -> None:
    game = GameTally()

    def inside(w: object, target: object) -> bool:
        return w is target or any(inside(c, target) for c in getattr(w, "children", ()))
    assert inside(game.others, game.rescaled) and inside(game.others, game.profile_choice)
