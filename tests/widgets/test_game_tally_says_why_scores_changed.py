"""Chapter 7's *Score a game*: choosing Foster's rules multiplied the scores by ten and nothing said so (a
newcomer's report); the board says why beside the switch, and says nothing when the numbers did not change. Then
a reviewer found it said Kandell's modern scoring's numbers were ten times Foster's... a tenth of them, each deal
multiplied by 10, though the modern quadruplet is 8 and Foster's 100, its reunion 20 and his 250 (issue #30): what
it says of every switch is checked against the rules' values here."""

from __future__ import annotations

import re
from fractions import Fraction
from html import unescape

import pytest

from penchant.rules.kinds import Kind
from penchant.rules.profiles import PROFILES, get_profile
from penchant.rules.score_scale import score_step
from penchant.words.kinds import kind_words
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


def test_a_switch_to_numbers_of_no_single_multiple_leaves_them_as_typed_and_says_why() -> None:
    game = GameTally([(12, 9), (7, 15), (20, 4), (6, 11)])
    game.profile_choice.value = "modern"
    assert [w.value for w in game.cells[0]] == ["12", "9"]
    said = unescape(game.rescaled.value)
    assert "left as typed under Kandell's rules, not comparable" in said
    assert "the quadruplet 8 and 10 and the reunion 20 and 25" in said and "multiplied" not in said
    game.profile_choice.value = "foster"  # shown as typed under Kandell's, now ten times them
    assert [w.value for w in game.cells[0]] == ["120", "90"]
    assert "ten times Kandell's, so each deal's points were multiplied by 10" in unescape(game.rescaled.value)
    modern = GameTally([(12, 9)], profile="modern")  # typed in the modern numbers: Foster's are no multiple of them
    modern.profile_choice.value = "foster"
    assert [w.value for w in modern.cells[0]] == ["12", "9"]
    said = unescape(modern.rescaled.value)
    assert "left as typed under Kandell's modern scoring" in said and "the quadruplet 100 and 8" in said


PROFILE_NAMES = tuple(PROFILES)


@pytest.mark.parametrize(("before", "after"), [(a, b) for a in PROFILE_NAMES for b in PROFILE_NAMES if a != b])
def test_what_the_board_says_of_a_switch_is_true_of_the_rules_values(before: str, after: str) -> None:
    scores = [(12, 9), (7, 15), (20, 4), (6, 11)]
    step = score_step(get_profile(before))
    game = GameTally([(a * step, b * step) for a, b in scores], profile=before)
    typed = [[w.value for w in row] for row in game.cells]
    game.profile_choice.value = after
    said = unescape(game.rescaled.value)
    shown = [[w.value for w in row] for row in game.cells]
    old, new = get_profile(before), get_profile(after)
    values = [(old.value(k), new.value(k)) for k in Kind] + [(old.brisquette_points, new.brisquette_points),
                                                             (old.bonus_points, new.bonus_points)]
    said_times = re.search(r"multiplied by (\d+)", said)
    said_part = re.search(r"divided by (\d+)", said)
    if said_times or said_part:
        ratio = Fraction(int(said_times.group(1))) if said_times else Fraction(1, int(said_part.group(1)))  # type: ignore[union-attr]
        assert all(n == o * ratio for o, n in values), said  # every value of the one is that multiple of the other
        assert shown == [[str(int(Fraction(t) * ratio)) for t in row] for row in typed]
    elif "not comparable" in said:
        assert len({Fraction(n, o) for o, n in values if o}) > 1, said  # truly no single multiple
        assert shown == typed
        for k in Kind:  # every kind it names scores as it says under each
            if f"the {kind_words(k)} " in said.split(", but ")[-1]:
                assert f"the {kind_words(k)} {new.value(k)} and {old.value(k)}" in said
    else:
        assert said == "" and all(o == n for o, n in values) and shown == typed


def test_the_note_is_in_the_fold_with_the_switch() -> None:
    game = GameTally()

    def inside(w: object, target: object) -> bool:
        return w is target or any(inside(c, target) for c in getattr(w, "children", ()))
    assert inside(game.others, game.rescaled) and inside(game.others, game.profile_choice)
