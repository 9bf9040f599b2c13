"""Write the ladder: a seeded round robin of the computer players, stored as ``penchant/data/ladder.json``.

::

    nice -n 10 python -m benchmarks.ladder --pairs 20 --workers 2

Every two of random, greedy, strong, ismcts and master play ``--pairs`` mirrored pairs
of four-deal games (the match harness of ``penchant match``, seed ``--seed``);
all the pairs of all the matches share one pool of ``--workers`` processes.
The file holds each match as ``penchant match --json`` gives it (decision
times included: they vary from run to run, everything else is fixed by the
seed), the Elo-style ratings fitted to all of them
(:func:`penchant.studies.ladder.fit_ratings`, random at 0) and master's goals
from the same run: its share of games against every other player and its
median and 90th percentile decision times against strong's. ``--out -``
prints the file instead of writing it; ``--replay master`` plays only master's
matches again (after a change to master) and keeps the stored others, which
the seed fixes (``--replay ismcts`` adds the information-set search to a ladder stored without it);
``--markdown`` prints the stored
ladder's tables as docs/players-and-studies.md shows them (nothing is played).
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from itertools import combinations
from pathlib import Path
from typing import Any

from penchant.rules.profiles import KANDELL
from penchant.studies.ladder import LADDER_SCHEMA, PairShares, elo_interval_words, fit_ratings
from penchant.studies.match import FIRST_DEALER_BY, GameOutcome, MatchResult, play_pair_job, summarise

PLAYERS = ("master", "ismcts", "strong", "greedy", "random")
"""Strongest first: in every match A is the stronger by the design."""

OUT = Path(__file__).resolve().parent.parent / "penchant" / "data" / "ladder.json"


def goals(results: dict[tuple[str, str], MatchResult], stored: dict[str, Any] | None = None) -> dict[str, Any]:
    """Master's goals (issue #22) from the round robin's matches; a match not played in this run (``--replay``
    of another player) keeps its figures from the ``stored`` goals."""
    if ("master", "strong") in results:
        vs_strong = results[("master", "strong")]
        m_time = vs_strong.decision_times("a")
        s_time = vs_strong.decision_times("b")
        out: dict[str, Any] = {
            "median_ratio_to_strong": round(float(m_time["median_s"]) / float(s_time["median_s"]), 3),
            "median_ratio_goal": 2.0,
            "master_median_s": round(float(m_time["median_s"]), 4),
            "master_p90_s": round(float(m_time["p90_s"]), 4),
            "strong_median_s": round(float(s_time["median_s"]), 4),
            "median_goal_s": 0.5,
            "p90_goal_s": 1.5,
            "share_goal": 0.6,
            "against": {},
        }
    else:
        if stored is None:
            raise SystemExit("master's goals need master v strong, played now or stored")
        out = {k: v for k, v in stored.items() if k != "against"}
        out["against"] = {}
    for other in PLAYERS[1:]:
        if ("master", other) not in results:
            if stored is None or other not in stored["against"]:
                raise SystemExit(f"master's goals need master v {other}, played now or stored")
            out["against"][other] = stored["against"][other]
            continue
        r = results[("master", other)]
        lo, hi = r.win_share_ci
        ppg, plo, phi = r.points_per_game_a
        t = r.decision_times("a")
        out["against"][other] = {
            "games": r.games,
            "share": round(r.win_share_a, 4),
            "share_ci95": [round(lo, 4), round(hi, 4)],
            "points_per_game": round(ppg, 3),
            "points_per_game_ci95": [round(plo, 3), round(phi, 3)],
            "master_median_s": round(float(t["median_s"]), 4),
            "master_p90_s": round(float(t["p90_s"]), 4),
            "goal_met": r.win_share_a >= 0.6,
            "goal_met_with_interval": lo >= 0.6,
        }
    return out


def kept_matches(stored: dict[str, Any] | None, pairs: int, seed: int | str, replay: str | None
                 ) -> dict[tuple[str, str], dict[str, Any]]:
    """The stored ladder's matches to keep as they are: with ``replay``, every match without that player,
    when the stored file was played with the same seed and pairs, its games dealt first as the harness deals them
    now (a match is fixed by its seed and its first dealers, its decision times apart: ``first_dealer_by``)."""
    if replay is None or stored is None:
        return {}
    if stored.get("first_dealer_by") != FIRST_DEALER_BY:
        raise SystemExit(f"--replay {replay!r}: the stored ladder's games were dealt first by "
                         f"{stored.get('first_dealer_by')!r}, and its seed now deals them by {FIRST_DEALER_BY!r}; "
                         "play it whole")
    if stored.get("seed") != seed or stored.get("pairs_per_match") != pairs:
        raise SystemExit(f"--replay {replay!r}: the stored ladder was played with seed {stored.get('seed')!r} and "
                         f"{stored.get('pairs_per_match')!r} pairs, not {seed!r} and {pairs!r}; play it whole")
    return {(m["a"], m["b"]): m for m in stored["matches"] if replay not in (m["a"], m["b"])}


def run(pairs: int, seed: int | str, workers: int, kept: dict[tuple[str, str], dict[str, Any]] | None = None,
        replay: str | None = None, stored_goals: dict[str, Any] | None = None) -> dict[str, Any]:
    rules = KANDELL.to_json()
    kept = kept or {}
    everything = list(combinations(PLAYERS, 2))
    matches = [m for m in everything if m not in kept]
    jobs = [(a, b, rules, seed, p, False) for a, b in matches for p in range(pairs)]
    outcomes: dict[tuple[str, str], list[GameOutcome]] = {m: [] for m in matches}
    start = time.monotonic()
    done = 0
    with ProcessPoolExecutor(max_workers=workers) as pool:
        for job, got in zip(jobs, pool.map(play_pair_job, jobs), strict=True):
            outcomes[(job[0], job[1])].extend(got)
            done += 1
            print(f"ladder: {done}/{len(jobs)} pairs ({job[0]} v {job[1]}), "
                  f"{time.monotonic() - start:.0f} s", file=sys.stderr, flush=True)
            if len(outcomes[(job[0], job[1])]) == 2 * pairs:  # a match is complete: say it at once
                whole = summarise(job[0], job[1], KANDELL.name, seed, outcomes[(job[0], job[1])])
                print("ladder: " + json.dumps(whole.to_json()), file=sys.stderr, flush=True)
    results = {m: summarise(m[0], m[1], KANDELL.name, seed, outcomes[m]) for m in matches}
    shares = {m: (results[m].pair_shares if m in results else kept[m]["pair_shares_a"]) for m in everything}
    ratings = fit_ratings([PairShares(a, b, shares[(a, b)]) for a, b in everything])
    played = {m: results[m].to_json() if m in results else kept[m] for m in everything}
    return {
        "schema": LADDER_SCHEMA,
        "generator": f"python -m benchmarks.ladder --pairs {pairs} --seed {seed} --workers {workers}"
                     + (f" --replay {replay}" if replay else ""),
        "replayed": [f"{a} v {b}" for a, b in matches],
        "rules": KANDELL.name,
        "seed": seed,
        "first_dealer_by": FIRST_DEALER_BY,
        "pairs_per_match": pairs,
        "games_per_match": 2 * pairs,
        "machine": {"python": platform.python_version(), "cores_used": workers},
        "seconds": round(time.monotonic() - start, 1),
        "ratings": [r.to_json() for r in ratings],
        "matches": [played[m] for m in everything],
        "master_goals": goals(results, stored_goals),
    }


def markdown(data: dict[str, Any]) -> str:
    """The ladder's tables in Markdown (docs/players-and-studies.md's)."""
    lines = ["| player | rating | 95% interval |", "|---|---:|---|"]
    for r in data["ratings"]:
        lo, hi = r["ci95"]
        lines.append(f"| {r['player']} | {r['rating']:.0f} | {lo:.0f} to {hi:.0f} |")
    lines += ["", "| match | won–lost–drawn | A's share (95% over pairs) | A's points a game (95%) | A above B, Elo |",
              "|---|---|---|---|---|"]
    for m in data["matches"]:
        lo, hi = m["win_share_a_ci95"]
        points = m["points_per_game_a_ci95"]  # None where the pairs show no spread (one pair, or all alike)
        spread = "no interval" if points is None else f"{points[0]:+.1f} to {points[1]:+.1f}"
        elo_lo, elo_hi = m["elo_a_over_b_ci95"]
        lines.append(f"| {m['a']} v {m['b']} | {m['wins_a']}–{m['wins_b']}–{m['draws']} | "
                     f"{m['win_share_a']:.0%} ({lo:.0%} to {hi:.0%}) | {m['points_per_game_a']:+.1f} "
                     f"({spread}) | {m['elo_a_over_b']:+.0f} ({elo_interval_words(elo_lo, elo_hi)}) |")
    g = data["master_goals"]
    lines += ["", "| master against | share (95%) | points a game (95%) | master's median / p90 decision |",
              "|---|---|---|---|"]
    for other, a in g["against"].items():
        lo, hi = a["share_ci95"]
        plo, phi = a["points_per_game_ci95"]
        lines.append(f"| {other} | {a['share']:.0%} ({lo:.0%} to {hi:.0%}) | {a['points_per_game']:+.1f} "
                     f"({plo:+.1f} to {phi:+.1f}) | {a['master_median_s']:.2f} s / {a['master_p90_s']:.2f} s |")
    lines.append(f"\nMaster's median decision against strong: {g['master_median_s']:.2f} s, "
                 f"{g['median_ratio_to_strong']:.2f} times strong's {g['strong_median_s']:.2f} s in the same games "
                 f"(goal: at most 2 times); 90th percentile {g['master_p90_s']:.2f} s.")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks.ladder", description=__doc__.split("\n")[0])
    ap.add_argument("--pairs", type=int, default=20, help="mirrored pairs per match (default 20)")
    ap.add_argument("--seed", default="ladder-1", help="seed of the deals and the players' chance")
    ap.add_argument("--workers", type=int, default=2, help="processes (default 2; the machine is shared)")
    ap.add_argument("--out", default=str(OUT), help="where to write (default penchant/data/ladder.json; - prints)")
    ap.add_argument("--replay", metavar="PLAYER", choices=PLAYERS,
                    help="play again only PLAYER's matches (after a change to it) and keep the stored others")
    ap.add_argument("--markdown", action="store_true", help="print the stored ladder's tables (plays nothing)")
    args = ap.parse_args(argv)
    if args.markdown:
        print(markdown(json.loads(OUT.read_text(encoding="utf-8"))))
        return 0
    if args.pairs < 1 or args.workers < 1:
        print(f"--pairs {args.pairs!r} and --workers {args.workers!r} must be 1 or more", file=sys.stderr)
        return 2
    stored = json.loads(OUT.read_text(encoding="utf-8")) if OUT.exists() else None
    data = run(args.pairs, args.seed, args.workers, kept_matches(stored, args.pairs, args.seed, args.replay),
               args.replay, stored.get("master_goals") if stored is not None and args.replay else None)
    text = json.dumps(data, indent=1) + "\n"
    if args.out == "-":
        sys.stdout.write(text)
    else:
        Path(args.out).write_text(text, encoding="utf-8")
        print(f"ladder written to {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
