"""Puzzles: the cost of checking the bank live and of finding new end-games.

Figures from one run, as ratios against baselines measured in the same run:
- verifying the whole bank (every analysis from scratch) against loading it;
- analysing an end-game (values, refutation lines, habits, themes) against the
  bare ``solve`` of the same positions (the solver's cost floor);
- generating end-game puzzles against simulating deals to Phase 2 (how many
  simulated deals' worth of work one kept puzzle costs).
"""

from __future__ import annotations

import json
import random
import sys
import time
from typing import Any

from penchant.puzzles import load_bank, verify
from penchant.puzzles.checking import analyse
from penchant.puzzles.endgame import position_of
from penchant.puzzles.generate import _to_phase2, generate
from penchant.rules.profiles import KANDELL
from penchant.solver import solve


def _timed(fn: Any) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def run(quick: bool = False) -> dict[str, Any]:
    rounds = 1 if quick else 3
    bank = load_bank()
    endgames = [p for p in bank if p.kind == "endgame"]

    def load() -> None:
        from penchant.puzzles import bank as bank_module

        bank_module._CACHE.clear()
        load_bank()

    def verify_all() -> None:
        analyse.cache_clear()
        reports = verify(bank)
        assert all(r.ok for r in reports)

    def analyse_endgames() -> None:
        analyse.cache_clear()
        for p in endgames:
            analyse(p)

    def solve_endgames() -> None:
        for p in endgames:
            solve(position_of(p), p.profile)

    n_gen = 3 if quick else 10

    def gen() -> None:
        generate("endgame", n_gen, seed=5)

    def simulate() -> None:
        rng = random.Random(5)
        for _ in range(n_gen * 10):
            _to_phase2(rng, KANDELL)

    t_load = min(_timed(load) for _ in range(rounds))
    t_verify = min(_timed(verify_all) for _ in range(rounds))
    t_analyse = min(_timed(analyse_endgames) for _ in range(rounds))
    t_solve = min(_timed(solve_endgames) for _ in range(rounds))
    t_gen = min(_timed(gen) for _ in range(rounds))
    t_sim = min(_timed(simulate) for _ in range(rounds))
    analyse.cache_clear()
    return {
        "bench": "puzzles",
        "bank_puzzles": len(bank),
        "bank_endgames": len(endgames),
        "verify_seconds": round(t_verify, 3),
        "verify_ms_per_puzzle": round(1000 * t_verify / max(1, len(bank)), 2),
        "verify_vs_load": round(t_verify / t_load, 1),
        "endgame_analysis_vs_solve": round(t_analyse / t_solve, 1),
        "generated_endgames": n_gen,
        "generate_seconds_per_puzzle": round(t_gen / n_gen, 3),
        "generate_cost_in_simulated_deals": round(t_gen / n_gen / (t_sim / (n_gen * 10)), 1),
    }


if __name__ == "__main__":
    print(json.dumps(run(quick="--quick" in sys.argv), indent=2))
