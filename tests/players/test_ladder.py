"""The ladder: Elo-style ratings from a round robin, the stored penchant/data/ladder.json, and penchant match's
figures."""

from __future__ import annotations

import json
import math

import pytest

from penchant.errors import (
    InvalidNotationError,
    InvalidNumberError,
    InvalidRecordError,
    PenchantError,
    UnknownPlayerError,
)
from penchant.players import PLAYER_NAMES
from penchant.studies.ladder import (
    PairShares,
    elo_bound,
    elo_difference,
    elo_interval_words,
    elo_of_share,
    fit_ratings,
    load_ladder,
)
from penchant.studies.match import run_match


def test_the_elo_scale() -> None:
    assert elo_of_share(0.5, 10) == 0
    assert elo_of_share(0.64, 1000) == pytest.approx(100, abs=1.5)
    assert elo_of_share(0.76, 1000) == pytest.approx(200, abs=2)
    assert elo_of_share(0.25, 40) == pytest.approx(-elo_of_share(0.75, 40))
    # A clean sweep stays finite: held half a game from 1.
    assert math.isfinite(elo_of_share(1.0, 20)) and elo_of_share(1.0, 20) == elo_of_share(1 - 0.5 / 20, 20)
    mid, lo, hi = elo_difference(0.6, (0.5, 0.7), 40)
    assert lo == 0 and hi is not None and lo < mid < hi
    with pytest.raises(InvalidNumberError, match=r"1\.5") as refused:
        elo_of_share(1.5, 10)
    assert not isinstance(refused.value, InvalidNotationError)  # a number or a list, not notation
    with pytest.raises(InvalidNumberError, match="games 0") as refused:
        elo_of_share(0.5, 0)
    assert not isinstance(refused.value, InvalidNotationError)  # a number or a list, not notation


def test_fit_ratings_orders_the_players_and_anchors_random_at_zero() -> None:
    matches = [
        PairShares("good", "random", (1.0, 1.0, 0.75, 1.0, 0.75, 1.0)),
        PairShares("good", "fair", (0.75, 0.5, 0.75, 0.5, 0.75, 0.5)),
        PairShares("fair", "random", (0.75, 1.0, 0.75, 0.75, 1.0, 0.5)),
    ]
    ratings = fit_ratings(matches, rounds=100, seed=3)
    assert [r.player for r in ratings] == ["good", "fair", "random"]
    by = {r.player: r for r in ratings}
    assert by["random"].rating == 0 and by["random"].low == by["random"].high == 0
    assert all(r.low <= r.rating <= r.high for r in ratings)
    assert by["fair"].high > by["fair"].low
    assert fit_ratings(matches, rounds=100, seed=3) == ratings  # seeded bootstrap
    # Even matches give even ratings.
    even = fit_ratings([PairShares("x", "random", (0.5, 0.5, 0.25, 0.75))], rounds=20)
    assert abs(even[0].rating) < 1e-6


def test_fit_ratings_refuses_what_it_cannot_fit() -> None:
    with pytest.raises(InvalidNumberError, match="at least one match") as refused:
        fit_ratings([])
    assert not isinstance(refused.value, InvalidNotationError)  # a number or a list, not notation
    with pytest.raises(UnknownPlayerError, match="'random'"):
        fit_ratings([PairShares("a", "b", (0.5,))])
    with pytest.raises(PenchantError, match="no pairs") as refused:
        fit_ratings([PairShares("a", "random", ())])
    assert not isinstance(refused.value, InvalidNotationError)  # a number or a list, not notation


def test_the_stored_ladder_is_a_round_robin_of_every_player() -> None:
    ladder = load_ladder()
    assert {r.player for r in ladder.ratings} == set(PLAYER_NAMES)
    assert ladder.rating_of("random").rating == 0
    assert len(ladder.matches) == len(PLAYER_NAMES) * (len(PLAYER_NAMES) - 1) // 2
    for m in ladder.matches:
        assert m["games"] == 2 * m["pairs"] == 2 * len(m["pair_shares_a"]) == ladder.meta["games_per_match"]
        assert m["wins_a"] + m["wins_b"] + m["draws"] == m["games"]
    # The stored ratings are the fit of the stored matches (same bootstrap seed).
    refit = fit_ratings([PairShares(m["a"], m["b"], tuple(m["pair_shares_a"])) for m in ladder.matches])
    assert [r.to_json() for r in refit] == [r.to_json() for r in ladder.ratings]
    assert ladder.meta["generator"].startswith("python -m benchmarks.ladder")
    goals = ladder.meta["master_goals"]
    assert set(goals["against"]) == set(PLAYER_NAMES) - {"master"}
    assert ladder.match("strong", "master")["a"] == "master"


@pytest.mark.parametrize(
    ("text", "word"),
    [("{", "not JSON"), ('{"schema": "x"}', "'x'"), ('[1]', "'list'"),
     ('{"schema": "penchant-ladder/1", "ratings": [{"player": "a"}], "matches": []}', "malformed")],
)
def test_a_bad_ladder_is_refused_with_the_reason(text: str, word: str) -> None:
    with pytest.raises(InvalidRecordError, match=word):
        load_ladder(text)


def test_an_interval_is_the_share_interval_on_the_elo_scale_not_held_from_its_ends() -> None:
    """``penchant match --a strong --b greedy --games 2 --seed 1`` printed "+191 Elo (-191 to +191)": both ends
    held half a game (of two) from 0 and 1, where the share interval it cites ran from 11.8% to 98.5%."""
    elo, lo, hi = elo_difference(0.75, (0.118, 0.985), 2)
    assert elo == pytest.approx(400 * math.log10(3))  # 75% is three games to one
    assert lo is not None and hi is not None
    assert 1 / (1 + 10 ** (-lo / 400)) == pytest.approx(0.118) and 1 / (1 + 10 ** (-hi / 400)) == pytest.approx(0.985)
    assert lo < -elo and hi > elo  # wider than the held ends (-191 to +191)
    # An end at a share of 0 or 1 has no rating: unbounded, and said so.
    assert elo_difference(1.0, (0.68, 1.0), 16)[1:] == (elo_bound(0.68), None)
    assert elo_bound(0.0) is None and elo_bound(0.5) == 0
    assert elo_interval_words(*elo_difference(0.5, (0.0, 1.0), 2)[1:]) == "no bound either way"
    assert elo_interval_words(elo_bound(0.118), None) == f"at least {elo_bound(0.118):+.0f}"
    with pytest.raises(PenchantError, match=r"1\.2") as refused:
        elo_bound(1.2)
    assert not isinstance(refused.value, InvalidNotationError)  # a number or a list, not notation


def test_a_match_gives_its_rating_difference_on_the_same_scale() -> None:
    r = run_match("greedy", "random", 4, seed=5)
    data = r.to_json(timings=False)
    elo, lo, hi = r.elo_a
    assert data["elo_a_over_b_ci95"] == [None if e is None else round(e, 1) for e in (lo, hi)]
    assert data["elo_a_over_b"] == round(elo, 1)
    share_lo, share_hi = r.win_share_ci
    assert (lo, hi) == (elo_bound(share_lo), elo_bound(share_hi))
    assert elo == pytest.approx(elo_of_share(r.win_share_a, r.games))
    assert (lo is None or lo <= elo) and (hi is None or elo <= hi)
    assert f"Elo ({elo_interval_words(lo, hi)};" in r.text()
    assert data["pair_shares_a"] == list(r.pair_shares) and len(r.pair_shares) == 2
    assert f"rating above random: {elo:+.0f} Elo" in r.text()
    assert json.loads(json.dumps(data)) == data


def test_the_manuals_tables_come_from_the_stored_ladder() -> None:
    from benchmarks.ladder import OUT, markdown

    data = json.loads(OUT.read_text(encoding="utf-8"))
    text = markdown(data)
    for r in data["ratings"]:
        assert f"| {r['player']} | {r['rating']:.0f} |" in text
    manual = (OUT.parents[2] / "docs" / "players-and-studies.md").read_text(encoding="utf-8")
    assert text in manual, ("docs/players-and-studies.md shows the stored ladder: paste "
                            "python -m benchmarks.ladder --markdown")


def test_the_ladders_table_says_when_a_match_gives_no_interval_of_points() -> None:
    """A match whose pairs show no spread stores no interval of points (review 46); the table says so."""
    from benchmarks.ladder import OUT, markdown

    data = json.loads(OUT.read_text(encoding="utf-8"))
    first = {**data["matches"][0], "points_per_game_a_ci95": None}
    text = markdown({**data, "matches": [first, *data["matches"][1:]]})
    assert f"| {first['points_per_game_a']:+.1f} (no interval) |" in text
