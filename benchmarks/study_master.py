"""Where master's strength comes from: an ablation against strong over mirrored deals.

::

    nice -n 10 python -m benchmarks.study_master --pairs 40 --workers 1 --seed screen-1 \
        --variants master,infer,playout-search-20,playout-follow

Each variant of the master player plays ``--pairs`` mirrored pairs of single
deals against ``strong`` (the same deal twice, seats swapped, so the cards
cancel out of a pair). A deal's points say more than a game's win or loss, so
the figure is the variant's mean net points per deal (its deal score minus
strong's) with a 95% interval over pairs, beside its median and 90th
percentile decision times and strong's in the same deals (the time ratio is
measured in the same run). The variants switch off one thing at a time:

* ``master``: the player as shipped (``get_player("master")``: paired racing up to 120 deals);
* ``halves``: the earlier master (40 deals: every candidate in 20, the best three in 20 more);
* ``paired-N`` / ``master-N``: paired racing up to ``N`` deals / the earlier racing over ``N`` deals
  (``paired-120`` is master as shipped);
* ``no-endgame``: the last trick of Phase 1 played out by rule of thumb, as strong does;
* ``no-racing``: every candidate tried in every sampled deal (120 of them);
* ``endgame-4``: the last two tricks of Phase 1 searched (on a quarter of the sampled deals);
* ``infer``: the sampled deals weighted by how likely they make the opponent's visible plays (his lead
  into the trick, his card in the last trick) under a softmax of the rules of thumb
  (:mod:`penchant.players.inference`);
* ``playout-search``: the play-outs search the last trick of Phase 1 to the end (minimax, exact Phase 2)
  instead of playing it by rule of thumb; ``playout-search-20`` the same on 20 sampled deals (the time);
* ``times-K``: master with ``K`` times its sampled deals and its budget (about ``K`` times its time: the
  time/strength curve, ``--opponent master``);
* ``playout-follow``: the play-outs search from the last trick's follow only (its lead by rule of thumb);
  ``infer-playout-follow`` with ``infer`` too.

Every variant plays the same deal pairs (same ``--seed``), so each row also gives its difference to
``master`` pair by pair (``minus_master``, a paired interval), when ``master`` is in the run.

The results are written to ``benchmarks/master_ablation.json`` (``--out -`` prints them); a second
seed's run of the best of them against master is kept in ``benchmarks/master_confirm.json``
(``--seed confirm-1 --variants master,playout-follow --out benchmarks/master_confirm.json``); both were
played by the earlier master (``halves`` now). Master as shipped, paired racing up to 120 deals, was
measured on fresh deals in ``benchmarks/master_paired.json``
(``--pairs 150 --workers 2 --seed p120-1 --variants paired-120 --out benchmarks/master_paired.json``).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from penchant.play.dealing import new_deal
from penchant.players import get_player
from penchant.players.base import Player
from penchant.players.master import MASTER_BUDGET, MASTER_SAMPLES, MasterPlayer
from penchant.rules.procedure import dealer_of, other_player
from penchant.rules.profiles import KANDELL
from penchant.studies.match import mean_interval, play_deal

OUT = Path(__file__).resolve().parent / "master_ablation.json"
VARIANTS = (
    "master", "no-endgame", "no-racing", "endgame-4", "infer", "playout-search", "playout-search-20", "playout-follow",
    "infer-playout-follow", "halves", "master-80", "master-120", "paired-80",
    "paired-120", "paired-160", "unbudgeted",
)


def variant(name: str) -> Player:
    if name == "master":
        return get_player("master")
    if name == "no-endgame":
        return MasterPlayer(endgame=0, name=name)
    if name == "no-racing":
        return MasterPlayer(racing="none", name=name)
    if name == "endgame-4":
        return MasterPlayer(endgame=4, name=name)
    if name == "infer":
        return MasterPlayer(infer=True, name=name)
    if name == "playout-search":
        return MasterPlayer(playout_search=2, name=name)
    if name == "playout-search-20":
        return MasterPlayer(samples=20, playout_search=2, name=name)
    if name == "playout-follow":
        return MasterPlayer(playout_search=2, playout_follow_only=True, name=name)
    if name == "infer-playout-follow":
        return MasterPlayer(infer=True, playout_search=2, playout_follow_only=True, name=name)
    if name == "unbudgeted":
        return MasterPlayer(budget=0, name=name)
    if name.startswith("budget-") and name[7:].isdigit():
        return MasterPlayer(budget=int(name[7:]), name=name)
    if name.startswith("times-") and name[6:].isdigit():
        k = int(name[6:])
        return MasterPlayer(samples=k * MASTER_SAMPLES, budget=k * MASTER_BUDGET, name=name)
    if name == "halves":
        return MasterPlayer(samples=40, racing="halves", name=name)
    if name.startswith("paired-") and name[7:].isdigit():
        return MasterPlayer(samples=int(name[7:]), racing="paired", name=name)
    if name.startswith("master-") and name[7:].isdigit():
        return MasterPlayer(samples=int(name[7:]), racing="halves", name=name)
    raise ValueError(f"{name!r} is not a variant: one of {VARIANTS!r}, budget-N, times-K")


def is_variant(name: str) -> bool:
    return name in VARIANTS or any(name.startswith(p) and name[len(p):].isdigit() for p in ("budget-", "times-"))


def opponent(name: str) -> Player:
    """The opponent: a variant by name, else a player by name (``strong``, the default)."""
    return variant(name) if is_variant(name) else get_player(name)


def mirrored_pair(me: Player, them: Player, seed: str, pair: int) -> tuple[list[int], list[float], list[float]]:
    """One mirrored pair of single deals: ``me``'s net points in each (its deal score minus the other's), its
    decision times, the opponent's. The deal and the players' chance depend only on ``(seed, pair)``."""
    nets = []
    mine: list[float] = []
    theirs: list[float] = []
    for seat in (0, 1):
        state = new_deal(KANDELL, random.Random(f"ablation:{seed}:{pair}"), dealer_of(pair, 0))
        players = (me, them) if seat == 0 else (them, me)
        rngs = [random.Random(f"ablation:{seed}:{pair}:{seat}:{s}") for s in (0, 1)]
        times: list[list[float]] = [[], []]
        play_deal(players, state, rngs, times)
        sc = state.scores
        nets.append(sc[seat] - sc[other_player(seat)])
        mine += times[seat]
        theirs += times[other_player(seat)]
    return nets, mine, theirs


def deal_pair(args: tuple[str, str, int, str]) -> tuple[float, list[float], list[float]]:
    """One mirrored pair of deals: the variant's mean net points, its decision times, the opponent's."""
    name, seed, pair, against = args
    nets, mine, theirs = mirrored_pair(variant(name), opponent(against), seed, pair)
    return statistics.fmean(nets), mine, theirs


def run(variants: list[str], pairs: int, seed: str, workers: int, against: str = "strong") -> dict[str, Any]:
    jobs = [(v, seed, p, against) for v in variants for p in range(pairs)]
    got: dict[str, list[tuple[float, list[float], list[float]]]] = {v: [] for v in variants}
    start = time.monotonic()
    load = os.getloadavg()
    with ProcessPoolExecutor(max_workers=workers) as pool:
        for n, (job, res) in enumerate(zip(jobs, pool.map(deal_pair, jobs), strict=True), 1):
            got[job[0]].append(res)
            so_far, lo, hi = mean_interval([r[0] for r in got[job[0]]])
            print(f"ablation: {n}/{len(jobs)} ({job[0]}: pair {res[0]:+.1f}, so far {so_far:+.2f} "
                  f"({lo:+.2f} to {hi:+.2f})), {time.monotonic() - start:.0f} s", file=sys.stderr, flush=True)
    rows: dict[str, dict[str, Any]] = {}
    for v in variants:
        nets = [r[0] for r in got[v]]
        mine = sorted(t for r in got[v] for t in r[1])
        theirs = sorted(t for r in got[v] for t in r[2])
        mean, lo, hi = mean_interval(nets)
        rows[v] = {
            "pairs": len(nets),
            "net_points_per_deal": round(mean, 3),
            "net_points_per_deal_ci95": [round(lo, 3), round(hi, 3)],
            "median_s": round(statistics.median(mine), 4),
            "p90_s": round(mine[int(0.9 * (len(mine) - 1))], 4),
            "max_s": round(mine[-1], 4),
            "strong_median_s": round(statistics.median(theirs), 4),
            "median_ratio_to_strong": round(statistics.median(mine) / statistics.median(theirs), 3),
            "pair_nets": nets,
        }
    if "master" in rows:
        # The same deal pairs for every variant: the difference to master pair by pair (paired interval).
        base = rows["master"]["pair_nets"]
        for v in variants:
            if v != "master":
                diff, lo, hi = mean_interval([a - b for a, b in zip(rows[v]["pair_nets"], base, strict=True)])
                rows[v]["minus_master"] = round(diff, 3)
                rows[v]["minus_master_ci95"] = [round(lo, 3), round(hi, 3)]
    return {
        "generator": f"python -m benchmarks.study_master --pairs {pairs} --seed {seed} --workers {workers} "
                     f"--variants {','.join(variants)}" + ("" if against == "strong" else f" --opponent {against}"),
        "load_at_start": [round(x, 2) for x in load],
        "opponent": against,
        "seconds": round(time.monotonic() - start, 1),
        "variants": rows,
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks.study_master", description=__doc__.split("\n")[0])
    ap.add_argument("--pairs", type=int, default=30, help="mirrored deal pairs per variant (default 30)")
    ap.add_argument("--seed", default="ablation-1")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--variants", default=",".join(VARIANTS), help="comma-separated, from " + ", ".join(VARIANTS))
    ap.add_argument("--opponent", default="strong",
                    help="whom every variant plays: a player by name or a variant (default strong; the "
                         "\"strong_\" figures are then the opponent's)")
    ap.add_argument("--out", default=str(OUT),
                    help="where to write (default benchmarks/master_ablation.json; - prints)")
    args = ap.parse_args(argv)
    names = [v.strip() for v in args.variants.split(",") if v.strip()]
    bad = [v for v in names if not is_variant(v)]
    if bad or args.pairs < 2 or args.workers < 1:
        print(f"python -m benchmarks.study_master: bad --variants {bad!r}, --pairs {args.pairs!r} (2 or more) "
              f"or --workers {args.workers!r}", file=sys.stderr)
        return 2
    write_out(run(names, args.pairs, args.seed, args.workers, args.opponent), args.out)
    return 0


def write_out(result: dict[str, Any], out: str) -> None:
    """The result as JSON to the file ``out`` (``-``: printed)."""
    text = json.dumps(result, indent=1) + "\n"
    if out == "-":
        sys.stdout.write(text)
    else:
        Path(out).write_text(text, encoding="utf-8")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
