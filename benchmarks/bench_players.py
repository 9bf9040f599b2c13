"""Decision time of each computer player, and a small match (goal: strong's median decision under 1 s).

Decision times are measured on the same set of real decisions (two or more
legal actions), collected from seeded greedy-against-greedy deals: each player
chooses in every one of those views. The random player's median decision time
is the baseline, measured in the same run; the other players' medians are
given as ratios to it, and the strong player's also against the 1 s goal.

The small match gives strong against greedy and greedy against random over
mirrored four-deal games (the long measurement is ``penchant match``).
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

from benchmarks.common import Report, cli
from penchant.cli.progress import Progress
from penchant.play.state import PlayerView, new_deal
from penchant.players import get_player
from penchant.players.match import run_match
from penchant.rules.profiles import KANDELL

GOAL_SECONDS = 1.0


def decision_views(deals: int, seed: int = 0) -> list[PlayerView]:
    """Every real decision's view in ``deals`` seeded greedy-against-greedy deals."""
    greedy = get_player("greedy")
    views = []
    for d in range(deals):
        s = new_deal(random.Random(f"bench-players:{seed}:{d}"), KANDELL, d % 2)
        rng = random.Random(d)
        while not s.is_over():
            p = s.to_move
            assert p is not None
            v = s.view(p)
            if len(v.legal) > 1:
                views.append(v)
            s.apply(greedy.choose(v, rng))
    return views


def time_player(name: str, views: list[PlayerView], progress: Callable[[int], None] | None = None) -> dict[str, Any]:
    player = get_player(name)
    rng = random.Random(1)
    times = []
    for v in views:
        start = time.perf_counter()
        player.choose(v, rng)
        times.append(time.perf_counter() - start)
        if progress is not None:  # outside the timed region
            progress(1)
    phase1 = sorted(t for t, v in zip(times, views, strict=True) if v.phase == 1)
    times.sort()
    return {
        "decisions": len(times),
        "median_s": statistics.median(times),
        "p90_s": times[int(0.9 * (len(times) - 1))],
        "max_s": times[-1],
        "phase1_median_s": statistics.median(phase1) if phase1 else 0.0,
    }


def run(quick: bool = False) -> Report:
    views = decision_views(2 if quick else 6)
    players = ["random", "greedy", "strong"]
    with Progress(len(views) * len(players), "decisions", "players: decision times") as bar:
        timing = {name: time_player(name, views, bar.callback) for name in players}
    report = Report("players", quick)
    report.baseline("random_median_s", timing["random"]["median_s"], "s",
                    f"the random player's median decision over the same {len(views)} decisions")
    for name in ("greedy", "strong"):
        t = timing[name]
        report.figure(f"{name}_median_s", t["median_s"], "s", f"{name}'s median decision time")
        report.figure(f"{name}_p90_s", t["p90_s"], "s", f"{name}'s 90th percentile decision time")
        report.ratio(f"{name}_vs_random_median", f"{name}_median_s", "random_median_s")
    report.goal("strong_median_s", GOAL_SECONDS, source="players goal: strong decides in under 1 s (median)")
    report.details.update({
        "views": len(views),
        "max_s": {name: float(f"{t['max_s']:.3g}") for name, t in timing.items()},
        "strong_phase1_median_s": round(timing["strong"]["phase1_median_s"], 4),
    })
    games = 2 if quick else 8
    small = 10 if quick else 40
    with Progress(games + small, "games", "players: small matches") as bar:
        sg = run_match("strong", "greedy", games, seed=2026, first_pair=1000, progress=bar.callback)
        gr = run_match("greedy", "random", small, seed=2026, progress=bar.callback)
    report.details["match_strong_vs_greedy"] = sg.to_json(timings=False)
    report.details["match_greedy_vs_random"] = gr.to_json(timings=False)
    return report


def main(argv: list[str] | None = None) -> int:
    return cli(run, argv, "python -m benchmarks.bench_players")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
