"""What more sampled deals buy: each player's choice judged by a much larger search of the same decisions.

::

    nice -n 10 python -m benchmarks.study_regret --decisions 150 --judge 600 \\
        --players strong,master-halves,master,greedy

Decisions of the first ten tricks (two or more legal actions) are taken from
seeded strong-against-strong deals, one in four as they come. A judge, the
strong player's search with ``--judge`` sampled deals (every action in every
deal), values every action of each. Each player then chooses twice in every
decision (two seeds); its *regret* is the judge's value of the judge's best
action minus the judge's value of the action chosen, averaged: the points a
decision that the player's choice gives up, in the judge's eyes. The figure
says how much of a player's choice is the luck of its sample, not how well it
plays a game (that is ``benchmarks.study_master``'s and the ladder's); the
judge's own sampling adds the same small amount to every player's figure, so
differences between players are the measure. Each player's mean and median
decision time on the same decisions are given beside, and the ratio of each
median to strong's. The results go to ``benchmarks/master_regret.json``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from benchmarks.study_master import write_out
from penchant.play.dealing import new_deal
from penchant.play.forced import is_a_decision
from penchant.play.view import PlayerView
from penchant.players import get_player
from penchant.players.base import Player
from penchant.players.master import MasterPlayer
from penchant.players.strong import StrongPlayer
from penchant.rules.procedure import dealer_of
from penchant.rules.profiles import KANDELL

OUT = Path(__file__).resolve().parent / "master_regret.json"
PLAYERS: dict[str, Callable[[], Player]] = {
    "strong": lambda: get_player("strong"),
    "strong:80": lambda: get_player("strong:80"),
    "master-halves": lambda: MasterPlayer(samples=40, racing="halves", name="master-halves"),
    "master-halves-120": lambda: MasterPlayer(samples=120, racing="halves", name="master-halves-120"),
    "master": lambda: get_player("master"),
    "greedy": lambda: get_player("greedy"),
}


def decisions(n: int) -> list[PlayerView]:
    """``n`` first-ten-trick decisions from seeded strong-against-strong deals (one in four as they come)."""
    strong = get_player("strong")
    views: list[PlayerView] = []
    d = 0
    while len(views) < n:
        s = new_deal(KANDELL, random.Random(f"regret:{d}"), dealer_of(d, 0))
        d += 1
        rng = random.Random(d)
        while not s.is_over():
            p = s.to_move
            assert p is not None
            v = s.view(p)
            if v.opp_hand is None and is_a_decision(v.legal) and rng.random() < 0.25:
                views.append(v)
            s.apply(strong.choose(v, rng))
    return views[:n]


def run(n: int, judge_samples: int, names: list[str]) -> dict[str, Any]:
    start = time.monotonic()
    views = decisions(n)
    judge = StrongPlayer(samples=judge_samples)
    judged = []
    for i, v in enumerate(views):
        judged.append({str(c.action): c.value for c in judge.analyse(v, random.Random(f"ref{i}")).choices})
        print(f"regret: judged {i + 1}/{n}, {time.monotonic() - start:.0f} s", file=sys.stderr, flush=True)
    rows: dict[str, Any] = {}
    for name in names:
        player: Player = PLAYERS[name]()
        regrets, times = [], []
        for i, v in enumerate(views):
            values = judged[i]
            best = max(values.values())
            for s in (0, 1):
                t = time.perf_counter()
                a = player.choose(v, random.Random(f"t{i}:{s}"))
                times.append(time.perf_counter() - t)
                regrets.append(best - values.get(str(a), min(values.values())))
        rows[name] = {"regret_per_decision": round(statistics.fmean(regrets), 3),
                      "regret_sd": round(statistics.stdev(regrets), 3),
                      "mean_s": round(statistics.fmean(times), 4), "median_s": round(statistics.median(times), 4)}
        print(f"regret: {name} {rows[name]}, {time.monotonic() - start:.0f} s", file=sys.stderr, flush=True)
    if "strong" in rows:
        for r in rows.values():
            r["median_ratio_to_strong"] = round(r["median_s"] / rows["strong"]["median_s"], 3)
    return {
        "generator": f"python -m benchmarks.study_regret --decisions {n} --judge {judge_samples} "
                     f"--players {','.join(names)}",
        "decisions": n, "judge": f"strong:{judge_samples}, every action in every deal",
        "seconds": round(time.monotonic() - start, 1), "players": rows,
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks.study_regret", description=__doc__.split("\n")[0])
    ap.add_argument("--decisions", type=int, default=150)
    ap.add_argument("--judge", type=int, default=600, help="the judge's sampled deals (default 600)")
    ap.add_argument("--players", default="strong,master-halves,master,greedy",
                    help="comma-separated, from " + ", ".join(PLAYERS))
    ap.add_argument("--out", default=str(OUT), help="where to write (default benchmarks/master_regret.json; - prints)")
    args = ap.parse_args(argv)
    names = [p.strip() for p in args.players.split(",") if p.strip()]
    bad = [p for p in names if p not in PLAYERS]
    if bad or args.decisions < 2 or args.judge < 2:
        print(f"python -m benchmarks.study_regret: bad --players {bad!r}, --decisions {args.decisions!r} or "
              f"--judge {args.judge!r} (2 or more)", file=sys.stderr)
        return 2
    write_out(run(args.decisions, args.judge, names), args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
