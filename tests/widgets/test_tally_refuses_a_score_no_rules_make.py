"""The game tally takes only scores its rules can make, and never reads one typed under other rules as its own.

A reviewer typed 125 under Foster's rules (whose scores come in tens): the tally took it, and switching to
Kandell's kept "125" as 125 of Kandell's points, the result jumping from 455-390 to 158-39 with no word.
"""

from __future__ import annotations

import re

import pytest

from penchant.errors import ScoreEntryError
from penchant.rules.profiles import get_profile
from penchant.rules.score_scale import score_step
from penchant.typed_counts import deal_scores_typed, game_scores_typed
from penchant_widgets.lessons.scoring import GameTally


def text(html: str) -> str:
    return re.sub(r"<[^>]+>", "", html)


def test_the_rules_say_the_step_their_scores_come_in() -> None:
    assert [score_step(get_profile(n)) for n in ("foster", "kandell", "modern")] == [10, 1, 1]
    with pytest.raises(ScoreEntryError) as err:
        deal_scores_typed([("120", "90"), ("125", "40")], get_profile("foster"))
    assert "125" in str(err.value) and "deal 2" in str(err.value) and "steps of 10" in str(err.value)
    assert deal_scores_typed([("125", "40")], get_profile("kandell")) == [(125, 40)]


def test_a_score_no_rules_make_is_refused_and_not_said_in_other_numbers() -> None:
    g = GameTally([(12, 9), (7, 15), (20, 4), (6, 11)])
    g.profile_choice.value = "foster"
    assert g.tally() is not None  # the example, said in Foster's numbers: 120, 90, ...
    g.cells[1][0].value = "125"
    assert g.tally() is None and "steps of 10" in text(g.result.value)
    g.profile_choice.value = "kandell"
    said = text(g.result.value)
    assert g.tally() is None and "125" in said and "Foster" in said, said
    g.cells[1][0].value = "13"
    assert g.tally() is not None


def test_the_tally_reads_what_was_typed_not_the_cells() -> None:
    """``typed`` is the tally's source of truth: a page that sets it is tallied from it, cells or no cells."""
    g = GameTally([(12, 9), (7, 15), (20, 4), (6, 11)])
    blank = (("", "kandell"), ("", "kandell"))
    g.typed = ((("30", "kandell"), ("1", "kandell")), blank, blank, blank)
    assert g.tally() is not None
    said = text(g.result.value)
    assert "30" in said and "45" not in said, said


def test_the_rules_say_a_game_typed_under_several_rules_in_one_rules_numbers() -> None:
    typed = [(("12", "kandell"), ("90", "foster")), (("", "kandell"), ("", "foster"))]
    assert game_scores_typed(typed, get_profile("foster")) == [(120, 90)]
    assert game_scores_typed(typed, get_profile("kandell")) == [(12, 9)]
    with pytest.raises(ScoreEntryError) as err:
        game_scores_typed([(("125", "foster"), ("40", "foster"))], get_profile("kandell"))
    assert "deal 1" in str(err.value) and "'125'" in str(err.value) and "Foster" in str(err.value)


def test_the_refusal_names_the_rules_once_in_the_books_words() -> None:
    """Review 39: the refusal read "'125', typed under Foster's rules, is not a score under the foster rules":
    the rules said twice, two ways. One sentence, the book's name once, the input and the reason as parts."""
    with pytest.raises(ScoreEntryError) as err:
        game_scores_typed([(("125", "foster"), ("40", "foster"))], get_profile("kandell"))
    said = str(err.value)
    assert said.count("rules") == 1 and "Foster's rules" in said and "foster" not in said, said
    assert err.value.given == "125" and err.value.reason is not None and err.value.reason in said
    assert said.startswith("'125' ") and said.count(";") <= 1 and "deal 1" in said, said
    g = GameTally([(12, 9), (7, 15), (20, 4), (6, 11)])
    g.profile_choice.value = "foster"
    g.cells[1][0].value = "125"
    g.profile_choice.value = "kandell"
    shown = text(g.result.value)
    assert shown.count("Foster") == 1 and "foster" not in shown, shown


def test_one_switch_of_the_rules_tallies_the_game_once() -> None:
    """Review (h43a): a switch of the rules set the eight cells one by one, and each cell tallied the whole game
    again, then the switch once more: nine tallies for one switch. The cells are set as one change, tallied once."""
    g = GameTally([(12, 9), (7, 15), (20, 4), (6, 11)])
    tallied: list[object] = []
    tally = g.tally

    def counted() -> object | None:
        tallied.append(result := tally())
        return result

    g.tally = counted  # type: ignore[method-assign]
    g.profile_choice.value = "foster"  # every cell said again in Foster's numbers: 120, 90, ...
    assert len(tallied) == 1 and tallied[0] is not None, tallied
    assert g.cells[0][0].value == "120"
    g.cells[0][0].value = "80"
    assert len(tallied) == 2  # a cell the reader types in is tallied as before


def test_a_game_of_more_deals_than_the_rules_allow_is_refused_not_cut_to_four() -> None:
    """Review h43 #5: ``GameTally([(12, 9)] * 5)`` dropped the fifth deal and announced a finished, lurched game;
    the rules refuse a game of five deals, and so does the tally, in the rules' words, keeping what it was given
    (an edit does not make the fifth deal go away)."""
    g = GameTally([(12, 9)] * 5, profile="kandell")
    said = text(g.result.value)
    assert g.tally() is None
    assert "a game is four deals, not 5" in said and "lurch" not in said, said
    assert len(g.typed) == 5
    g.cells[0][0].value = "13"
    assert g.tally() is None and "a game is four deals, not 5" in text(g.result.value)
    assert len(g.typed) == 5 and g.typed[0][0][0] == "13"
    g.profile_choice.value = "foster"
    assert g.tally() is None and "a game is four deals, not 5" in text(g.result.value)
