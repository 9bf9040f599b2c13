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

Mirrored *deals* (``--deals``) say more for the time than games: every player of ``--players`` plays
``--pairs`` pairs of single deals (the same deal twice, seats swapped) against every one of ``--opponents``,
and each row gives its net points a deal and its share of deals won (a draw a half), each with a 95%
interval over pairs, both sides' decision times, and its difference pair by pair to the first player
against the same opponent. A player is a name (``master``, ``strong:64``, ``ismcts:0.3s``) or a variant of
the search for tuning, ``ism[-ucb][-infer][-wW]:BUDGET`` (the textbook UCB root instead of the raced one,
reading his plays, progressive widening ``W``; ``BUDGET`` as ``ismcts:`` takes it), or a variant of master
from ``benchmarks.study_master`` (``infer``, ``endgame-4``, ``times-2``, ...)::

    nice -n 19 python -m benchmarks.study_ismcts --deals --players ism-ucb:0.3s,ism:0.3s \
        --opponents master --pairs 10 --seed tune-ism-1 --out benchmarks/ismcts_tuning.json
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import time
from typing import Any

from benchmarks.bench_players import decision_views, time_player
from benchmarks.study_master import is_variant, mirrored_pair, write_out
from benchmarks.study_master import variant as master_variant
from penchant.play.view import PlayerView
from penchant.players import IsmctsPlayer, get_player
from penchant.players.base import Player
from penchant.players.ismcts import parse_budget
from penchant.studies.match import mean_interval, run_match

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


def variant(name: str) -> Player:
    """A player by name, or a variant of the search (``ism[-ucb][-infer][-wW]:BUDGET``, see the module's text)."""
    if is_variant(name):  # one of study_master's variants of master (infer, endgame-4, times-K, ...)
        return master_variant(name)
    if not name.startswith("ism-") and not name.startswith("ism:"):
        return get_player(name)
    kind, budget = name.split(":", 1)
    iterations, seconds = parse_budget(budget)
    flags = kind.split("-")[1:]
    widening = 0.0
    for f in flags:
        if f.startswith("w"):
            widening = float(f[1:])
        elif f not in ("ucb", "infer"):
            raise ValueError(f"{name!r}: {f!r} is not a variant's flag (ucb, infer, wW)")
    return IsmctsPlayer(iterations=iterations, seconds=seconds, infer="infer" in flags, name=name,
                        root="ucb" if "ucb" in flags else "paired", widening=widening)


def _times(ts: list[float]) -> dict[str, float]:
    s = sorted(ts)
    return {"median_s": round(statistics.median(s), 4), "mean_s": round(statistics.fmean(s), 4),
            "p90_s": round(s[int(0.9 * (len(s) - 1))], 4),
            "max_s": round(s[-1], 4), "decisions": len(s)}


def _row(got: list[tuple[list[int], list[float], list[float]]]) -> dict[str, Any]:
    means = [statistics.fmean(n) for n, _, _ in got]
    shares = [statistics.fmean(1.0 if x > 0 else 0.5 if x == 0 else 0.0 for x in n) for n, _, _ in got]
    mean, lo, hi = mean_interval(means)
    share, slo, shi = mean_interval(shares)
    return {
        "pairs": len(got),
        "net_points_per_deal": round(mean, 3),
        "net_points_per_deal_ci95": [round(lo, 3), round(hi, 3)],
        "deal_share": round(share, 3),
        "deal_share_ci95": [round(slo, 3), round(shi, 3)],
        "player_times": _times([t for _, m, _ in got for t in m]),
        "opponent_times": _times([t for _, _, o in got for t in o]),
        "pair_nets": [n for n, _, _ in got],
    }


def run_deals(players: list[str], opponents: list[str], pairs: int, seed: str, out: str, command: str) -> None:
    """Every player against every opponent over the same ``pairs`` mirrored deal pairs (pair by pair, so an
    interrupted run keeps as many pairs of each), written to ``out`` after every round of pairs."""
    load = os.getloadavg()
    start = time.monotonic()
    made = {n: variant(n) for n in {*players, *opponents}}
    got: dict[tuple[str, str], list[tuple[list[int], list[float], list[float]]]] = {
        (p, o): [] for o in opponents for p in players}
    for pair in range(pairs):
        for (p, o), rows in got.items():
            rows.append(mirrored_pair(made[p], made[o], seed, pair))
            mean, lo, hi = mean_interval([statistics.fmean(n) for n, _, _ in rows])
            print(f"study_ismcts: pair {pair + 1}/{pairs} {p} v {o}: {rows[-1][0]}, so far {mean:+.2f} "
                  f"({lo:+.2f} to {hi:+.2f}), {time.monotonic() - start:.0f} s", file=sys.stderr, flush=True)
        table: dict[str, dict[str, Any]] = {}
        for (p, o), rows in got.items():
            r = _row(rows)
            base = got[(players[0], o)]
            if p != players[0] and len(rows) > 1:
                diffs = [statistics.fmean(a[0]) - statistics.fmean(b[0]) for a, b in zip(rows, base, strict=True)]
                d, lo, hi = mean_interval(diffs)
                r[f"minus_{players[0]}"] = round(d, 3)
                r[f"minus_{players[0]}_ci95"] = [round(lo, 3), round(hi, 3)]
            table[f"{p} v {o}"] = r
        write_out({
            "generator": command,
            "machine": {"python": platform.python_version(), "cpus": os.cpu_count(),
                        "load_at_start": [round(x, 2) for x in load]},
            "seed": seed,
            "rules": "kandell",
            "seconds": round(time.monotonic() - start, 1),
            "matches": table,
        }, out)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks.study_ismcts", description=__doc__.split("\n")[0])
    ap.add_argument("--pairs", type=int, default=8, help="mirrored pairs per match (default 8)")
    ap.add_argument("--seed", default="ismcts-1", help="seed of the matches' deals and chance")
    ap.add_argument("--calibrate", type=int, default=2, help="greedy deals whose decisions set the time")
    ap.add_argument("--iterations", type=int, help="ismcts's iterations (skips its calibration)")
    ap.add_argument("--samples", type=int, help="strong's sampled deals (skips its calibration)")
    ap.add_argument("--opponents", default="master,strong", help="comma-separated: master, strong")
    ap.add_argument("--out", default=OUT, help=f"where to write (default {OUT}; - prints)")
    ap.add_argument("--deals", action="store_true", help="mirrored single deals: --players against --opponents")
    ap.add_argument("--players", default="ismcts", help="with --deals: comma-separated players or variants")
    args = ap.parse_args(argv)
    command = "python -m benchmarks.study_ismcts " + " ".join(argv if argv is not None else sys.argv[1:])
    if args.deals:
        players = [n.strip() for n in args.players.split(",") if n.strip()]
        opps = [n.strip() for n in args.opponents.split(",") if n.strip()]
        run_deals(players, opps, args.pairs, args.seed, args.out, command)
        return 0
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
