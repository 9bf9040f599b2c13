"""The information-set search against the sampled-deal players at equal time per decision (issue #35).

::

    nice -n 19 python -m benchmarks.study_ismcts --pairs 8 --seed ismcts-1

First the time: master, ``ismcts:N0`` and ``strong:M0`` each choose in the same
real decisions (two or more legal actions) of ``--calibrate`` seeded
greedy-against-greedy deals (``benchmarks.bench_players.decision_views``), in
the same run; the budgets are then scaled so that each median decision is
master's: ``N = N0 * master's median / ismcts:N0's median`` (likewise ``M``).
Then the matches, mirrored four-deal games (the harness of ``penchant match``,
seed ``--seed``): ``ismcts:N`` against master, and ``ismcts:N`` against
``strong:M``. Each match is kept as ``penchant match --json`` gives it (share
of games with its 95% interval over pairs, points a game, decision times of
both sides), with the calibration and the machine's load at the start. The
calibration's budgets can be given instead (``--iterations``, ``--samples``).
Tuning was done on other seeds (``tune-*``) than the reported runs. The results
go to ``benchmarks/ismcts_matches.json`` (``--out -`` prints them).
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import time
from typing import Any

from benchmarks.bench_players import decision_views, time_player
from benchmarks.study_master import write_out
from penchant.play.state import PlayerView
from penchant.studies.match import run_match

OUT = "benchmarks/ismcts_matches.json"


def median_time(name: str, views: list[PlayerView]) -> float:
    """The median seconds of ``name``'s decision over ``views`` (seeded: bench_players' timing)."""
    return float(time_player(name, views)["median_s"])


def calibrate(deals: int, n0: int, m0: int) -> dict[str, Any]:
    """Budgets of ismcts and strong whose median decision is master's, measured in this run."""
    views = decision_views(deals)
    master = median_time("master", views)
    ism = median_time(f"ismcts:{n0}", views)
    strong = median_time(f"strong:{m0}", views)
    return {
        "decisions": len(views),
        "master_median_s": round(master, 4),
        f"ismcts:{n0}_median_s": round(ism, 4),
        f"strong:{m0}_median_s": round(strong, 4),
        "iterations": max(1, round(n0 * master / ism)),
        "samples": max(1, round(m0 * master / strong)),
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks.study_ismcts", description=__doc__.split("\n")[0])
    ap.add_argument("--pairs", type=int, default=8, help="mirrored pairs per match (default 8)")
    ap.add_argument("--seed", default="ismcts-1", help="seed of the matches' deals and chance")
    ap.add_argument("--calibrate", type=int, default=2, help="greedy deals whose decisions set the time")
    ap.add_argument("--iterations", type=int, help="ismcts's iterations (skips its calibration)")
    ap.add_argument("--samples", type=int, help="strong's sampled deals (skips its calibration)")
    ap.add_argument("--opponents", default="master,strong", help="comma-separated: master, strong")
    ap.add_argument("--out", default=OUT, help=f"where to write (default {OUT}; - prints)")
    args = ap.parse_args(argv)
    load = os.getloadavg()
    start = time.monotonic()
    cal: dict[str, Any] = {}
    if args.iterations is None or args.samples is None:
        cal = calibrate(args.calibrate, 150, 40)
        print(f"study_ismcts: calibration {cal}", file=sys.stderr, flush=True)
    n = args.iterations or cal["iterations"]
    m = args.samples or cal["samples"]
    names = {"master": "master", "strong": f"strong:{m}"}
    matches = []
    for opp in args.opponents.split(","):
        done = [0]

        def tick(k: int, opp: str = opp, done: list[int] = done) -> None:
            done[0] += k
            print(f"study_ismcts: ismcts:{n} v {names[opp]}: {done[0]}/{2 * args.pairs} games, "
                  f"{time.monotonic() - start:.0f} s", file=sys.stderr, flush=True)

        r = run_match(f"ismcts:{n}", names[opp], 2 * args.pairs, seed=args.seed, progress=tick)
        print(r.text(), file=sys.stderr, flush=True)
        matches.append(r.to_json())
        # Written after every match: a long run interrupted keeps what it has played.
        write_out({
            "generator": "python -m benchmarks.study_ismcts " + " ".join(argv if argv is not None else sys.argv[1:]),
            "machine": {"python": platform.python_version(), "load_at_start": [round(x, 2) for x in load]},
            "calibration": cal,
            "iterations": n,
            "strong_samples": m,
            "seconds": round(time.monotonic() - start, 1),
            "matches": matches,
        }, args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
