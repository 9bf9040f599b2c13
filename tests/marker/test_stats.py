"""Head-to-head figures over saved games (issue #10); the shareable result card is the marker view's
(tests/widgets/test_marker_result_card.py)."""

from __future__ import annotations

import dataclasses

import pytest

from penchant.marker import Declared, EndDeal, LastSix, Ledger, NewGame
from penchant.marker.game_sheet import GameSheet
from penchant.marker.stats import head_to_head
from penchant.rules.kinds import Kind
from penchant.rules.profiles import FOSTER, KANDELL, Profile


def finished(players: tuple[str, str], winner_kind: Kind, winner: int, brisques0: int = 6) -> Ledger:
    ledger = Ledger().entered(NewGame(players, KANDELL, 0))
    for _ in range(4):
        ledger = ledger.entered(Declared(winner, winner_kind, new_trick=True)).entered(LastSix())
        ledger = ledger.entered(EndDeal.from_count(0, brisques0))
    assert ledger.sheet.is_over()
    return ledger


def test_head_to_head_per_pair_of_names_in_either_seat() -> None:
    g1 = finished(("Ann", "Bob"), Kind.QUADRUPLET, 0)  # Ann 4 × 10 = 40, Bob 0: lurched
    g2 = finished(("Bob", "Ann"), Kind.MARRIAGE, 0)  # Bob 4 × 2 = 8 v 0
    g3 = finished(("Cat", "Dan"), Kind.MARRIAGE, 1)
    pairs = head_to_head([(1, g1.sheet), (2, g2.sheet), (3, g3.sheet)])
    assert [p.names for p in pairs] == [("Ann", "Bob"), ("Cat", "Dan")]
    ab = pairs[0]
    assert ab.games == 2 and ab.wins == {"Ann": 1, "Bob": 1} and ab.draws == 0
    r1, r2 = g1.sheet.result(), g2.sheet.result()
    assert r1.lurched and ab.lurches == {"Ann": 1, **({"Bob": 1} if r2.lurched else {})}
    assert ab.average_value == (r1.value + r2.value) / 2
    assert ab.best is not None and (ab.best.player, ab.best.points, ab.best.game_id) == ("Ann", 10, 1)
    assert "Ann 1 – Bob 1 (2 games)" in ab.line()
    with pytest.raises(TypeError):  # a value: the figures cannot be changed behind the store's back
        ab.wins["Ann"] = 5  # type: ignore[index]
    with pytest.raises(dataclasses.FrozenInstanceError):
        ab.games = 9  # type: ignore[misc]


def test_unfinished_games_do_not_count() -> None:
    ledger = Ledger().entered(NewGame(("Ann", "Bob"), KANDELL, 0))
    assert head_to_head([(1, ledger.sheet)]) == []


def test_one_game_is_counted_in_the_singular() -> None:
    """A pair's line counts its games with the rules' count ("1 game", not "1 games")."""
    (pair,) = head_to_head([(1, finished(("Ann", "Bob"), Kind.QUADRUPLET, 0).sheet)])
    assert pair.games == 1 and "Ann 1 – Bob 0 (1 game)" in pair.line(), pair.line()


def finished_under(players: tuple[str, str], winner: int, profile: Profile) -> GameSheet:
    ledger = Ledger().entered(NewGame(players, profile, 0))
    for _ in range(4):
        ledger = ledger.entered(Declared(winner, Kind.MARRIAGE, new_trick=True)).entered(LastSix())
        ledger = ledger.entered(EndDeal.from_count(0, 6))
    assert ledger.sheet.is_over()
    return ledger.sheet


def test_head_to_head_keeps_each_rule_book_apart() -> None:
    """Foster's numbers are ten times Kandell's: a 16-point Kandell game and a 160-point Foster game made "average
    value 88", and a Foster deal was the "best deal" only for its scale. Each rule book keeps its own figures, and
    the line says the book when the pair has played under more than one."""
    kandell, foster = finished_under(("Ann", "Bob"), 0, KANDELL), finished_under(("Ann", "Bob"), 1, FOSTER)
    pairs = head_to_head([(1, kandell), (2, foster)])
    assert [(p.names, p.rules, p.games) for p in pairs] == [(("Ann", "Bob"), "foster", 1),
                                                            (("Ann", "Bob"), "kandell", 1)]
    by_rules = {p.rules: p for p in pairs}
    assert by_rules["kandell"].average_value == kandell.result().value
    assert by_rules["foster"].average_value == foster.result().value
    k_best, f_best = by_rules["kandell"].best, by_rules["foster"].best
    assert k_best is not None and (k_best.player, k_best.game_id) == ("Ann", 1)
    assert f_best is not None and (f_best.player, f_best.game_id) == ("Bob", 2)
    assert "Foster's rules" in by_rules["foster"].line() and "Kandell's rules" in by_rules["kandell"].line()
    (alone,) = head_to_head([(1, kandell)])  # one book only: the line need not name it
    assert "rules" not in alone.line(), alone.line()


def test_head_to_head_keeps_house_rules_apart() -> None:
    """Brisquettes counted double double a deal's points: a game under that house rule and one under the book's keep
    their own figures (their average value and best deal), and the line names the house rule."""
    doubled = KANDELL.with_options(brisquette_multiplier=2)
    plain, double = finished_under(("Ann", "Bob"), 0, KANDELL), finished_under(("Ann", "Bob"), 1, doubled)
    pairs = head_to_head([(1, plain), (2, double)])
    assert sorted(len(p.house) for p in pairs) == [0, 1] and all(p.games == 1 for p in pairs)
    by_house = {bool(p.house): p for p in pairs}
    assert by_house[False].average_value == plain.result().value
    assert by_house[True].average_value == double.result().value
    assert "brisquettes count double" in by_house[True].line(), by_house[True].line()
    assert "double" not in by_house[False].line() and "Kandell's rules" in by_house[False].line()


def test_head_to_head_folds_names_as_the_rules_do() -> None:
    """The rules' player names tell "Ann" and "ann" as one name: one pair, shown in one spelling (the first met)."""
    pairs = head_to_head([(1, finished_under(("Ann", "Bob"), 0, KANDELL)),
                          (2, finished_under(("bob", "ann"), 0, KANDELL))])
    assert len(pairs) == 1, [p.line() for p in pairs]
    (ab,) = pairs
    assert ab.names == ("Ann", "Bob") and ab.games == 2 and ab.wins == {"Ann": 1, "Bob": 1}
    assert ab.lurches == {"Ann": 1, "Bob": 1}
    assert "ann" not in ab.line() and "bob" not in ab.line()
