"""Puzzles: the model, and each checker answering live from the engine."""

from __future__ import annotations

import json

import pytest

from penchant.errors import IllegalPlayError, InvalidNotationError, PenchantError
from penchant.puzzles import CheckResult, Puzzle, PuzzleError, analyse, check
from penchant.puzzles.authoring import build


def barring(task: str, pos: dict[str, object], **kw: object) -> Puzzle:
    return build("barring", task, "t-barring", "test", pos, **kw)  # type: ignore[arg-type]


def declaration(task: str, pos: dict[str, object]) -> Puzzle:
    return build("declaration", task, "t-declaration", "test", pos)


# ----------------------------------------------------------------- model
def test_puzzle_round_trips_through_json() -> None:
    p = barring("may_declare", {"declaration": "8S 8D", "hand": "8S 8D", "opp_table": "QS QD"})
    again = Puzzle.from_json(json.dumps(p.to_json()))
    assert again == p
    assert again.to_json() == p.to_json()
    assert p.summary() == {"id": "t-barring", "kind": "barring", "difficulty": p.difficulty,
                           "themes": list(p.themes)}


def test_puzzle_position_is_a_private_copy() -> None:
    pos = {"declaration": "8S 8D", "hand": "8S 8D", "opp_table": "QS QD"}
    p = barring("may_declare", pos)
    pos["opp_table"] = ""
    assert p.position["opp_table"] == "QS QD"


@pytest.mark.parametrize(
    ("change", "needle"),
    [
        ({"kind": "chess"}, "'chess'"),
        ({"answer_form": "essay"}, "'essay'"),
        ({"difficulty": 9}, "9"),
        ({"choices": ["yes"]}, "['yes']"),
        ({"surprise": 1}, "'surprise'"),
    ],
)
def test_malformed_puzzles_are_refused_with_the_bad_value(change: dict[str, object], needle: str) -> None:
    data = barring("may_declare", {"declaration": "8S 8D", "hand": "8S 8D", "opp_table": "QS QD"}).to_json()
    data.update(change)
    with pytest.raises(PuzzleError) as err:
        Puzzle.from_json(data)
    assert needle in str(err.value)
    assert isinstance(err.value, PenchantError)


# --------------------------------------------------------------- barring
def test_two_queens_bar_minor_pairs_and_the_refutation_names_them() -> None:
    # Kandell: an adversary's two Queens on the table stop any pair below Jacks.
    p = barring("may_declare", {"declaration": "8S 8D", "hand": "8S 8D KC", "opp_table": "QS QD"})
    right = check(p, "no")
    assert right.correct and right.refutation is None and right.best == ["no"]
    wrong = check(p, "Yes")  # case ignored
    assert not wrong.correct
    assert wrong.refutation is not None
    assert "QS QD" in wrong.refutation and "unbar" in wrong.refutation.lower()


@pytest.mark.parametrize(
    ("table", "opp_table", "decl", "free"),
    [
        ("QH QC", "QS QD", "8S 8D", True),    # a tie unbars
        ("KH KC", "QS QD", "8S 8D", True),    # a higher pair unbars
        ("KH KC KD", "QS QD", "8S 8D", True),  # three Kings too
        ("AH AC", "KS KD", "7S 7D", True),    # Aces cancel Kings ...
        ("KS KD", "AH AC", "7S 7D", False),   # ... and bar her
        ("", "KS KD", "8S 8D 8H", True),      # a longer minor set is free
        ("AS AD", "JS JD JH", "9S 9D", False),  # only a triplet unbars a triplet's bar
        ("", "9S 9H 9D", "7S 7D", True),      # minor sets never bar
    ],
)
def test_worked_examples_of_the_sources(table: str, opp_table: str, decl: str, free: bool) -> None:
    p = barring("may_declare", {"declaration": decl, "hand": decl, "table": table, "opp_table": opp_table})
    assert check(p, "yes" if free else "no").correct
    assert not check(p, "no" if free else "yes").correct


def test_which_accepts_every_legal_candidate_and_refuses_the_barred() -> None:
    p = barring("which", {"hand": "8S 8D 9S 9D 9H KH QH", "opp_table": "QS QD",
                          "candidates": ["8S 8D", "9S 9D 9H", "KH QH"]})
    assert sorted(check(p, "9S 9H 9D").best) == sorted(["9S 9H 9D", "QH KH"])
    assert check(p, "9S 9H 9D").correct
    assert check(p, "QH KH").correct
    r = check(p, "8S 8D")
    assert not r.correct and r.refutation is not None and "barred" in r.refutation
    assert not check(p, "none of them").correct
    a = analyse(p)
    assert "a longer minor set is free" in a.themes and "only minor sets are barred" in a.themes


def test_bad_choice_raises_a_typed_error_quoting_it() -> None:
    p = barring("may_declare", {"declaration": "8S 8D", "hand": "8S 8D", "opp_table": "QS QD"})
    with pytest.raises(InvalidNotationError) as err:
        check(p, "perhaps")
    assert "'perhaps'" in str(err.value)


def test_lift_finds_the_card_that_keeps_the_bar() -> None:
    # Your two Kings bar her minor pairs; the Queen beside them is free to play.
    p = barring("lift", {"hand": "8S", "table": "KS KD QH", "opp_table": "9C 9D JS"})
    a = analyse(p)
    assert set(a.best) == {"KS", "KD"}
    assert check(p, "KD").correct
    r = check(p, "QH")
    assert not r.correct and "changes no bar" in (r.refutation or "")
    with pytest.raises(IllegalPlayError) as err:
        check(p, "AS")
    assert "'AS'" in str(err.value)


def test_a_spare_king_is_the_tempting_wrong_answer() -> None:
    # Three Kings against her three Queens: any King lost drops the triplet,
    # but she still has only ... (the engine decides which cards matter).
    p = barring("lift", {"hand": "8S", "table": "KS KD KH JC", "opp_table": "QS QD 9C"})
    a = analyse(p)
    # Her Queens are a pair: your Kings need only two to keep barring her pairs,
    # but your triplet bars her minor triplets too, so every King matters.
    assert set(a.best) == {"KS", "KD", "KH"}
    assert not check(p, "JC").correct


def test_unbar_asks_for_a_card_of_the_opponents_table() -> None:
    # Her three Queens bar your pairs and triplets; one Queen gone leaves a pair,
    # which still bars pairs but no longer triplets.
    p = barring("unbar", {"hand": "8S 8D 8H", "table": "", "opp_table": "QS QD QH 9C"})
    a = analyse(p)
    assert set(a.best) == {"QS", "QD", "QH"}
    assert "9C" not in a.best
    with pytest.raises(IllegalPlayError):
        check(p, "8S")


def test_a_puzzle_with_nothing_to_find_is_refused() -> None:
    with pytest.raises(PuzzleError) as err:
        barring("lift", {"hand": "8S 8D", "table": "KS KD KH", "opp_table": "QS QD"})
    assert "nothing to find" in str(err.value)


def test_a_barring_puzzle_must_turn_on_the_bar() -> None:
    with pytest.raises(PuzzleError) as err:  # 8C is nowhere: refused, but not by a bar
        barring("may_declare", {"declaration": "8S 8C", "hand": "8S", "opp_table": "QS QD"})
    assert "other than barring" in str(err.value)


# ----------------------------------------------------------- declaration
def test_best_declaration_builds_on_the_table() -> None:
    p = declaration("best", {"hand": "JH TH 8S", "table": "KH QH"})
    assert check(p, "TH JH QH KH").correct
    assert check(p, ["JH", "TH", "QH", "KH"]).correct
    r = check(p, "JH QH KH")
    assert not r.correct and r.refutation is not None and "4" in r.refutation
    assert "building a run" in analyse(p).themes


def test_every_equally_good_declaration_is_accepted() -> None:
    # Two marriages and two pairs, all worth 2: any of them is right; the penchant is not.
    p = declaration("best", {"hand": "KH QH KS QS JC", "table": ""})
    assert sorted(analyse(p).best) == sorted(["QS KS", "QH KH", "KS KH", "QS QH"])
    assert check(p, "KS QS").correct and check(p, "KH QH").correct and check(p, "QH QS").correct
    r = check(p, "QS JC")
    assert not r.correct and r.best == list(analyse(p).best)


def test_fresh_card_rule_refusal_is_explained() -> None:
    # Foster: a marriage and a penchant on the table cannot score their Queens as a pair.
    p = declaration("may_declare", {"declaration": "QS QH", "hand": "8C 9D", "table": "KH QH QS JD"})
    r = check(p, "yes")
    assert not r.correct and "fresh card" in (r.refutation or "")
    assert check(p, "no").correct
    assert "fresh-card rule" in analyse(p).themes


def test_a_declaration_that_is_no_combination_is_a_wrong_answer_with_the_reason() -> None:
    p = declaration("best", {"hand": "JH TH 8S", "table": "KH QH"})
    r = check(p, "8S TH")
    assert not r.correct and "no combination" in (r.refutation or "")
    with pytest.raises(InvalidNotationError):
        check(p, "XX")


def test_points_task_takes_a_number() -> None:
    p = declaration("points", {"hand": "9H TH", "table": "KH QH JH"})
    assert check(p, "25").correct and check(p, 25).correct
    assert not check(p, "5").correct
    with pytest.raises(InvalidNotationError) as err:
        check(p, "lots")
    assert "'lots'" in str(err.value)


def test_check_result_json_is_plain() -> None:
    p = declaration("points", {"hand": "9H TH", "table": "KH QH JH"})
    r = check(p, "24")
    assert isinstance(r, CheckResult)
    assert json.loads(json.dumps(r.to_json()))["correct"] is False
