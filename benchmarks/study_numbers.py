"""The numbers behind the game, at full size: writes ``penchant/data/numbers.json``.

    python -m benchmarks.study_numbers            # 20,000 deals per profile, writes penchant/data/numbers.json
    python -m benchmarks.study_numbers --deals 2000 --no-write   # a quick look

What it computes (see :mod:`penchant.studies.numbers`):

* the exact chance that a player's 16 cards (6 dealt, 10 drawn), or either
  player's, hold each kind of combination, as fractions;
* per profile (foster, kandell, modern), ``--deals`` seeded deals of greedy
  against greedy: how often a Reunion and a Quadruplet are received, held
  complete at once in Phase 1, and declared, with Wilson intervals; mean deal
  scores and their parts; how much leading Phase 2 is worth;
* ``check``: the first :data:`CHECK_DEALS` deals of the kandell study on their
  own, which the tests and chapter 09 play again and compare exactly;
* ``matches``: mirrored matches between the players, added piece by piece
  (a long match takes longer than one sitting)::

    python -m benchmarks.study_numbers --match strong greedy --games 40 --first-pair 0 --workers 2

  Each game is stored (pair, A's seat, dealer and scores of each deal), so
  pieces merge and the summary is recomputed from all of them; the decision
  times of each piece are kept as measured.

The seed and the sample sizes are stored with the results.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from fractions import Fraction
from pathlib import Path
from typing import Any

from penchant.rules.game_scoring import game_result
from penchant.rules.kinds import Kind
from penchant.rules.profiles import PROFILES, get_profile
from penchant.studies.match import FIRST_DEALER_BY, DealRecord, GameOutcome, MatchResult, run_match, summarise
from penchant.studies.numbers import ARTICLE_CLAIMS, SimulationSummary, exact_chance, simulate

SEED = 1893
"""McTear's year: the seed of every stored study."""
DEALS = 20000
CHECK_DEALS = 200
OUT = Path(__file__).resolve().parent.parent / "penchant" / "data" / "numbers.json"
EXACT_KINDS = (Kind.REUNION, Kind.QUADRUPLET, Kind.FLUSH, Kind.CLAN, Kind.FAMILY, Kind.TRIPLET, Kind.MARRIAGE)


def _fraction(f: Fraction) -> dict[str, Any]:
    return {"fraction": f"{f.numerator}/{f.denominator}", "value": round(float(f), 6)}


def exact_table() -> dict[str, Any]:
    return {
        kind.value: {"player": _fraction(exact_chance(kind, "player")), "deal": _fraction(exact_chance(kind, "deal"))}
        for kind in EXACT_KINDS
    }


def study(deals: int = DEALS, seed: int = SEED) -> dict[str, Any]:
    sims: list[dict[str, Any]] = []
    check: dict[str, Any] | None = None
    timings: dict[str, float] = {}
    for name in PROFILES:
        start = time.perf_counter()
        summary = simulate(deals, ("greedy", "greedy"), PROFILES[name], seed)
        timings[name] = round(time.perf_counter() - start, 1)
        sims.append(summary.to_json())
        if name == "kandell":
            small = SimulationSummary(summary.players, name, seed, CHECK_DEALS, summary.facts[:CHECK_DEALS])
            check = {"deals": CHECK_DEALS, "summary": small.to_json()}
        print(f"{name}: {deals} deals in {timings[name]} s", file=sys.stderr, flush=True)
    assert check is not None
    return {
        "format": "penchant-numbers/1",
        "generated_by": "python -m benchmarks.study_numbers",
        "seed": seed,
        "deals_per_profile": deals,
        "article": {kind.value: f"{f.numerator}/{f.denominator}" for kind, f in ARTICLE_CLAIMS.items()},
        "exact": exact_table(),
        "simulations": sims,
        "check": check,
    }


MATCH_SEED = 2026


def outcome_rows(outcomes: tuple[GameOutcome, ...]) -> list[list[Any]]:
    """Games as rows: ``[pair, a_seat, [[dealer, a_score, b_score] x 4]]``."""
    return [[o.pair, o.a_seat, [[d.dealer, d.scores[0], d.scores[1]] for d in o.deals]] for o in outcomes]


def rows_outcomes(rows: list[list[Any]], rules: str) -> list[GameOutcome]:
    profile = get_profile(rules)
    out = []
    for pair, a_seat, deals in rows:
        records = tuple(DealRecord(int(d), (int(a), int(b))) for d, a, b in deals)
        out.append(GameOutcome(int(pair), int(a_seat), records,
                               game_result([r.scores for r in records], profile)))
    return out


def match_entry(previous: dict[str, Any] | None, piece: MatchResult) -> dict[str, Any]:
    """Merge a piece of a match into its stored entry (same players, rules and seed, its games dealt first the same
    way: the summary's ``first_dealer_by``, :data:`~penchant.studies.match.FIRST_DEALER_BY`)."""
    dealt = None if previous is None else previous["summary"].get("first_dealer_by")
    if previous is not None and dealt != FIRST_DEALER_BY:
        raise SystemExit(f"the stored match's games were dealt first by {dealt!r}, and the harness now deals them by "
                         f"{FIRST_DEALER_BY!r}: play the match whole (delete its entry)")
    rows = {(r[0], r[1]): r for r in (previous or {}).get("games_played", [])}
    for r in outcome_rows(piece.outcomes):
        rows[(r[0], r[1])] = r
    ordered = [rows[k] for k in sorted(rows)]
    whole = summarise(piece.a, piece.b, piece.rules, piece.seed, rows_outcomes(ordered, piece.rules))
    timings = list((previous or {}).get("decision_seconds_by_piece", []))
    timings.append({"first_pair": min(o.pair for o in piece.outcomes), "games": piece.games,
                    "a": piece.decision_times("a"), "b": piece.decision_times("b")})
    return {"summary": whole.to_json(timings=False), "decision_seconds_by_piece": timings,
            "games_played": ordered}


def add_match(a: str, b: str, games: int, first_pair: int, seed: int, workers: int) -> dict[str, Any]:
    data = json.loads(OUT.read_text())
    piece = run_match(a, b, games, seed=seed, workers=workers, first_pair=first_pair)
    key = f"{a} vs {b}"
    matches = data.setdefault("matches", {})
    old = matches.get(key)
    if old is not None and old["summary"]["seed"] != seed:
        raise SystemExit(f"stored {key!r} has seed {old['summary']['seed']!r}, not {seed!r}")
    matches[key] = match_entry(old, piece)
    OUT.write_text(dump(data))
    summary: dict[str, Any] = matches[key]["summary"]
    return summary


def dump(data: dict[str, Any]) -> str:
    """The JSON text of the study: indented, with each stored game on one line."""
    rows: dict[str, str] = {}

    def compact(obj: Any) -> Any:
        if isinstance(obj, dict):
            out = {}
            for k, v in obj.items():
                if k == "games_played":
                    mark = f"@@games{len(rows)}@@"
                    rows[mark] = ",\n    ".join(json.dumps(r, separators=(",", ":")) for r in v)
                    out[k] = mark
                else:
                    out[k] = compact(v)
            return out
        if isinstance(obj, list):
            return [compact(x) for x in obj]
        return obj

    text = json.dumps(compact(data), indent=1)
    for mark, body in rows.items():
        text = text.replace(f'"{mark}"', f"[\n    {body}\n   ]" if body else "[]")
    return text + "\n"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.study_numbers", description=__doc__)
    parser.add_argument("--deals", type=int, default=DEALS)
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--no-write", action="store_true", help="print only; do not write penchant/data/numbers.json")
    parser.add_argument("--match", nargs=2, metavar=("A", "B"), help="play a piece of a match and store it")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--first-pair", type=int, default=0)
    parser.add_argument("--match-seed", type=int, default=MATCH_SEED)
    parser.add_argument("--workers", type=int, default=1)
    args = parser.parse_args(argv)
    if args.match:
        summary = add_match(args.match[0], args.match[1], args.games, args.first_pair, args.match_seed,
                            args.workers)
        print(json.dumps(summary, indent=1))
        return 0
    data = study(args.deals, args.seed)
    if OUT.exists():
        data["matches"] = json.loads(OUT.read_text()).get("matches", {})
    text = dump(data)
    if args.no_write:
        print(text)
    else:
        OUT.write_text(text)
        print(f"wrote {OUT}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
