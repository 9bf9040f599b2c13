"""The match harness and ``penchant match``: mirrored pairs, reproducibility, statistics, the command."""

from __future__ import annotations

import dataclasses
import json
import random

import pytest

from penchant.cli.main import main
from penchant.errors import InvalidNotationError, InvalidSettingError, PenchantError, UnknownPlayerError
from penchant.play.dealing import new_deal
from penchant.play.moves import Action
from penchant.play.view import PlayerView
from penchant.players import RandomPlayer, get_player
from penchant.players.base import Player
from penchant.rules.game_scoring import DEALS_PER_GAME, GAME_LENGTH_WORDS, game_result
from penchant.rules.profiles import FOSTER, KANDELL, get_profile
from penchant.studies.match import (
    deal_seeds,
    mean_interval,
    play_deal,
    play_game,
    run_match,
    summarise,
    wilson_interval,
)


class Recorder(RandomPlayer):
    """A random player that remembers the hand it holds at the first trick of each deal.

    Each player is asked exactly once during the first trick (the pone leads, the dealer follows).
    """

    def __init__(self) -> None:
        super().__init__(KANDELL)
        self.first_hands: list[str] = []

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        if view.tricks_played == 0:
            self.first_hands.append(str(view.hand))
        return super().choose(view, rng)


# ---------------------------------------------------------------------------
# Statistics


def test_wilson_interval_matches_the_textbook_value() -> None:
    lo, hi = wilson_interval(8, 10)
    assert lo == pytest.approx(0.4902, abs=1e-4) and hi == pytest.approx(0.9433, abs=1e-4)
    lo, hi = wilson_interval(0, 20)
    assert lo == 0.0 and hi == pytest.approx(0.1611, abs=1e-4)


def test_mean_interval() -> None:
    m, lo, hi = mean_interval([1.0, 2.0, 3.0, 4.0])
    assert m == 2.5
    assert hi - m == pytest.approx(1.959963984540054 * 1.2909944487358056 / 2)
    assert m - lo == pytest.approx(hi - m)


@pytest.mark.parametrize(("args", "word"), [((11, 10), "between"), ((1, 0), "at least one")])
def test_wilson_interval_refuses_impossible_counts(args: tuple[float, int], word: str) -> None:
    with pytest.raises(PenchantError, match=word) as refused:
        wilson_interval(*args)
    assert not isinstance(refused.value, InvalidNotationError)  # counts are not notation


def test_the_mean_of_no_values_is_refused_but_not_as_notation() -> None:
    """Review: an empty list raised InvalidNotationError, though no text was read."""
    with pytest.raises(PenchantError, match="at least one") as refused:
        mean_interval([])
    assert not isinstance(refused.value, InvalidNotationError)


# ---------------------------------------------------------------------------
# Mirrored games


def test_a_pair_plays_the_same_deals_with_the_seats_swapped() -> None:
    a, b = Recorder(), Recorder()
    g0 = play_game((a, b), seed=7, pair=3, a_seat=0)
    a_first, b_first = list(a.first_hands), list(b.first_hands)
    a.first_hands.clear()
    b.first_hands.clear()
    g1 = play_game((a, b), seed=7, pair=3, a_seat=1)
    assert len(a_first) == 4 and a_first == b.first_hands and b_first == a.first_hands
    # The dealer of each deal is the same seat in both games, and alternates deal by deal.
    dealers = [d.dealer for d in g0.deals]
    assert dealers == [d.dealer for d in g1.deals]
    assert dealers[1] == 1 - dealers[0] and dealers[2] == dealers[0]
    first, seeds = deal_seeds(7, 3, KANDELL)
    assert dealers[0] == first and len(seeds) == 4


def test_a_games_first_dealer_is_the_rules_cut_for_deal() -> None:
    """The harness once flipped a coin of its own for the first dealer; it is the rules' cut for deal, drawn from the
    seed: the same cut under Foster's rules (the lower card deals) and Kandell's (the higher) deals first to the two
    different seats, and a game played gives its first deal to that seat."""
    from penchant.rules.dealing import cut_for_deal

    for pair in range(6):
        cut = cut_for_deal(random.Random(f"penchant-match:7:{pair}:cut"), KANDELL)
        assert deal_seeds(7, pair, KANDELL)[0] == cut.dealer
        assert deal_seeds(7, pair, FOSTER)[0] == 1 - cut.dealer
        game = play_game((get_player("greedy", FOSTER), get_player("random", FOSTER)), 7, pair, 0, FOSTER, deals=1)
        assert game.deals[0].dealer == 1 - cut.dealer


def test_game_result_is_the_game_rule_on_the_deal_scores() -> None:
    a, b = get_player("greedy", FOSTER), get_player("random", FOSTER)
    g = play_game((a, b), seed=1, pair=0, a_seat=1, profile=FOSTER)
    assert g.result == game_result([d.scores for d in g.deals], FOSTER)
    assert g.result.winner == 0, "greedy beats random"
    assert g.a_value == g.result.value > 0 and g.a_share == 1.0


def test_play_deal_times_real_decisions_only() -> None:
    ticks = iter(range(100000))
    times: list[list[float]] = [[], []]
    players: tuple[Player, Player] = (get_player("greedy"), get_player("random"))
    s = play_deal(players, new_deal(KANDELL, 2, 0), [random.Random(0), random.Random(1)], times,
                  clock=lambda: float(next(ticks)))
    assert s.is_over()
    assert all(t == 1.0 for t in times[0] + times[1]), "one tick per decision"
    assert 10 <= len(times[0]) + len(times[1]) < len(s.history)


def test_match_counts_and_reproducibility() -> None:
    r1 = run_match("greedy", "random", 6, seed=5)
    r2 = run_match("greedy", "random", 6, seed=5)
    assert r1.games == 6 and r1.pairs == 3
    assert r1.wins_a + r1.wins_b + r1.draws == 6
    assert [o.deals for o in r1.outcomes] == [o.deals for o in r2.outcomes]
    assert r1.to_json(timings=False) == r2.to_json(timings=False)
    assert r1.wins_a >= 5
    lo, hi = r1.win_share_ci
    assert 0.0 <= lo <= r1.win_share_a <= hi <= 1.0


def test_a_match_in_pieces_equals_the_whole() -> None:
    whole = run_match("random", "greedy", 6, seed=2)
    first = run_match("random", "greedy", 4, seed=2)
    rest = run_match("random", "greedy", 2, seed=2, first_pair=2)
    joined = summarise("random", "greedy", "kandell", 2, first.outcomes + rest.outcomes)
    assert joined.to_json(timings=False) == whole.to_json(timings=False)


def test_two_processes_give_the_same_match() -> None:
    one = run_match("greedy", "random", 4, seed=8)
    two = run_match("greedy", "random", 4, seed=8, workers=2)
    assert one.to_json(timings=False) == two.to_json(timings=False)


def test_rules_of_their_own_values_play_in_two_processes() -> None:
    house = dataclasses.replace(get_profile("kandell"), name="house", lurch_threshold=50)
    one = run_match("greedy", "random", 4, seed=8, profile=house)
    two = run_match("greedy", "random", 4, seed=8, profile=house, workers=2)
    assert one.to_json(timings=False) == two.to_json(timings=False)


def test_win_share_interval_over_pairs_never_collapses() -> None:
    r = run_match("greedy", "random", 4, seed=1)
    assert r.win_share_a == 1.0
    lo, hi = r.win_share_ci
    assert lo < 1.0 and hi == 1.0, "with no spread the interval falls back to Wilson on pairs"


@pytest.mark.parametrize(
    ("kwargs", "word"),
    [({"games": 3}, "even"), ({"games": 0}, "even"), ({"games": 4, "workers": 0}, "workers"),
     ({"games": 4, "first_pair": -1}, "first_pair")],
)
def test_bad_match_settings_are_refused(kwargs: dict[str, int], word: str) -> None:
    with pytest.raises(PenchantError, match=word) as refused:
        run_match("greedy", "random", **kwargs)
    assert not isinstance(refused.value, InvalidNotationError)  # a count of games is not notation


def test_a_bad_player_name_fails_before_any_game() -> None:
    with pytest.raises(UnknownPlayerError, match="'nobody'"):
        run_match("greedy", "nobody", 2000)


# ---------------------------------------------------------------------------
# The command


def test_penchant_match_json(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["match", "--a", "greedy", "--b", "random", "--games", "4", "--seed", "3", "--json"])
    assert code == 0
    data = json.loads(capsys.readouterr().out)
    for key in ("wins_a", "wins_b", "draws"):
        assert isinstance(data[key], int)
    assert data["wins_a"] + data["wins_b"] + data["draws"] == 4
    assert data["a"] == "greedy" and data["pairs"] == 2 and data["seed"] == 3
    again = run_match("greedy", "random", 4, seed=3).to_json(timings=False)
    assert {k: v for k, v in data.items() if k != "decision_seconds"} == again


def test_penchant_match_text_and_rules(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["match", "--a", "random", "--b", "greedy", "--games", "2", "--rules", "foster"]) == 0
    out = capsys.readouterr().out
    assert "random vs greedy (foster" in out
    assert ": two games in one mirrored pair\n" in out, out  # counted in words, one pair in the singular


@pytest.mark.parametrize(
    ("argv", "quoted"),
    [(["--a", "greedy", "--b", "dealer", "--games", "2"], "'dealer'"),
     (["--a", "greedy", "--b", "random", "--games", "5"], "games 5")],
)
def test_penchant_match_errors_are_one_line(argv: list[str], quoted: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["match", *argv]) == 2
    err = capsys.readouterr().err
    assert err.startswith("penchant: ") and quoted in err and err.count("\n") == 1


def test_the_first_deals_of_a_game_are_those_of_the_whole_game() -> None:
    players = (get_player("greedy"), get_player("random"))
    whole = play_game(players, seed=3, pair=1, a_seat=1)
    part = play_game(players, seed=3, pair=1, a_seat=1, deals=2)
    assert part.deals == whole.deals[:2] and not part.result.complete and whole.result.complete
    with pytest.raises(PenchantError, match="deals 5") as refused:
        play_game(players, seed=3, pair=1, a_seat=1, deals=5)
    assert not isinstance(refused.value, InvalidNotationError)


@pytest.mark.parametrize("deals", [0, 5, True, 2.0])
def test_a_game_of_too_many_or_too_few_deals_is_refused_in_the_rules_words(deals: object) -> None:
    """The deals asked of one game are refused as a setting out of its bounds, its parts typed, in the words the
    rules give a game's length."""
    players = (get_player("greedy"), get_player("random"))
    with pytest.raises(InvalidSettingError) as refused:
        play_game(players, seed=3, pair=1, a_seat=1, deals=deals)  # type: ignore[arg-type]
    assert refused.value.argument == "deals" and refused.value.given is deals
    assert GAME_LENGTH_WORDS in str(refused.value) and f"1 to {DEALS_PER_GAME}" in str(refused.value.reason)


def test_one_pair_gives_no_interval_of_points(capsys: pytest.CaptureFixture[str]) -> None:
    """One mirrored pair printed "points per game +101.0 (+101.0 to +101.0)" (review 46): an interval with no
    width. With one pair there is no spread to measure, so none is given, in the text or the JSON."""
    assert main(["match", "--a", "greedy", "--b", "random", "--games", "2", "--seed", "1"]) == 0
    line = next(x for x in capsys.readouterr().out.splitlines() if "points per game" in x)
    ppg = line.split("points per game ")[1].split(" ")[0]
    assert f"{ppg} to {ppg}" not in line and "no interval" in line
    assert main(["match", "--a", "greedy", "--b", "random", "--games", "2", "--seed", "1", "--json"]) == 0
    data = json.loads(capsys.readouterr().out.splitlines()[0])
    assert data["points_per_game_a_ci95"] is None and data["deal_score_difference_a_ci95"] is None
    assert data["win_share_a_ci95"][0] < data["win_share_a_ci95"][1]  # the share's interval has its fallback
