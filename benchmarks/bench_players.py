"""Decision time of each computer player, and a small match (goals: strong's median decision under 1 s;
master's under 0.5 s, its 90th percentile under 1.5 s, its median at most twice strong's).

Decision times are measured on the same set of real decisions (two or more
legal actions), collected from seeded greedy-against-greedy deals: each player
chooses in every one of those views. The random player's median decision time
is the baseline, measured in the same run; the other players' medians are
given as ratios to it, and the strong player's also against the 1 s goal;
master's median is also given as a ratio to strong's, measured on the same
decisions in the same run, and (in a full run only) the information-set search's
median as a ratio to master's. (Master's strength, its share of games against every
other player, is the ladder's: ``python -m benchmarks.ladder``; the ablation
of where it comes from is ``python -m benchmarks.study_master``.)

The small match gives strong against greedy and greedy against random over
mirrored four-deal games (the long measurement is ``penchant match``); a quick run plays
one pair of greedy against random only.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

from benchmarks.common import Report, cli
from penchant.cli.progress import ProgressReport
from penchant.play.dealing import new_deal
from penchant.play.forced import is_a_decision
from penchant.play.view import PlayerView
from penchant.players import get_player
from penchant.rules.procedure import dealer_of
from penchant.rules.profiles import KANDELL
from penchant.studies.match import run_match

GOAL_SECONDS = 1.0


def decision_views(deals: int, seed: int = 0) -> list[PlayerView]:
    """Every real decision's view in ``deals`` seeded greedy-against-greedy deals."""
    greedy = get_player("greedy")
    views = []
    for d in range(deals):
        s = new_deal(KANDELL, random.Random(f"bench-players:{seed}:{d}"), dealer_of(d, 0))
        rng = random.Random(d)
        while not s.is_over():
            p = s.to_move
            assert p is not None
            v = s.view(p)
            if is_a_decision(v.legal):
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
    phase1 = sorted(t for t, v in zip(times, views, strict=True) if not v.last_six)
    times.sort()
    return {
        "decisions": len(times),
        "median_s": statistics.median(times),
        "p90_s": times[int(0.9 * (len(times) - 1))],
        "max_s": times[-1],
        "phase1_median_s": statistics.median(phase1) if phase1 else 0.0,
    }


def run(quick: bool = False) -> Report:
    views = decision_views(1 if quick else 6)
    if quick:  # CI's smoke run: a quarter of one game's decisions shows every player still decides
        views = views[::4]
    # The information-set search is timed in a full run only (a quick run stays quick).
    players = ["random", "greedy", "strong", "master"] + ([] if quick else ["ismcts"])
    with ProgressReport(len(views) * len(players), "decisions", "players: decision times") as bar:
        timing = {name: time_player(name, views, bar.callback) for name in players}
    report = Report("players", quick)
    report.baseline("random_median_s", timing["random"]["median_s"], "s",
                    f"the random player's median decision over the same {len(views)} decisions")
    for name in ("greedy", "strong", "master"):
        t = timing[name]
        report.figure(f"{name}_median_s", t["median_s"], "s", f"{name}'s median decision time")
        report.figure(f"{name}_p90_s", t["p90_s"], "s", f"{name}'s 90th percentile decision time")
        report.ratio(f"{name}_vs_random_median", f"{name}_median_s", "random_median_s")
    report.goal("strong_median_s", GOAL_SECONDS, source="players goal: strong decides in under 1 s (median)")
    report.baseline("strong_median_baseline_s", timing["strong"]["median_s"], "s",
                    "strong's median decision, the baseline of master's time (same decisions, same run)")
    report.ratio("master_vs_strong_median", "master_median_s", "strong_median_baseline_s")
    report.goal("master_median_s", 0.5, source="issue #22: master's median decision under 0.5 s")
    report.goal("master_p90_s", 1.5, source="issue #22: master's 90th percentile decision under 1.5 s")
    report.goal("master_vs_strong_median", 2.0, source="issue #22: master at most twice strong's median time")
    if "ismcts" in timing:
        t = timing["ismcts"]
        report.figure("ismcts_median_s", t["median_s"], "s", "ismcts's median decision time")
        report.figure("ismcts_p90_s", t["p90_s"], "s", "ismcts's 90th percentile decision time")
        report.baseline("master_median_baseline_s", timing["master"]["median_s"], "s",
                        "master's median decision, the baseline of ismcts's time (same decisions, same run)")
        report.ratio("ismcts_vs_master_median", "ismcts_median_s", "master_median_baseline_s")
    report.details.update({
        "views": len(views),
        "max_s": {name: float(f"{t['max_s']:.3g}") for name, t in timing.items()},
        "strong_phase1_median_s": round(timing["strong"]["phase1_median_s"], 4),
        "master_phase1_median_s": round(timing["master"]["phase1_median_s"], 4),
    })
    # The small matches are context, not figures: a quick run plays one mirrored pair of greedy v random.
    games = 0 if quick else 8
    small = 2 if quick else 40
    with ProgressReport(games + small, "games", "players: small matches") as bar:
        if games:
            sg = run_match("strong", "greedy", games, seed=2026, first_pair=1000, progress=bar.callback)
            report.details["match_strong_vs_greedy"] = sg.to_json(timings=False)
        gr = run_match("greedy", "random", small, seed=2026, progress=bar.callback)
    report.details["match_greedy_vs_random"] = gr.to_json(timings=False)
    return report


def main(argv: list[str] | None = None) -> int:
    return cli(run, argv, "python -m benchmarks.bench_players")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
