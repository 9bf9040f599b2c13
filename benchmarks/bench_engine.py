"""Random legal deals per second (goal: 2,000 on one core, pure Python).

Three figures from one run, so they can be compared as ratios:
- the fast path (``play_random_deal``: unchecked apply, as simulation and search use it);
- the public, validating path (``DealState.apply`` on every action);
- a baseline: shuffling and dealing alone (the cost floor of a deal).
"""

from __future__ import annotations

import json
import random
import sys
import time
from typing import Any

from penchant.play.state import new_deal, play_random_deal
from penchant.rules.dealing import deal
from penchant.rules.profiles import KANDELL

GOAL = 2000.0


def _rate(fn: Any, n: int) -> float:
    start = time.perf_counter()
    fn(n)
    return n / (time.perf_counter() - start)


def run(quick: bool = False) -> dict[str, Any]:
    n = 500 if quick else 4000

    def fast(k: int) -> None:
        rng = random.Random(1)
        for i in range(k):
            play_random_deal(rng, KANDELL, i % 2)

    def checked(k: int) -> None:
        rng = random.Random(1)
        for i in range(k):
            s = new_deal(rng, KANDELL, i % 2)
            while not s.is_over():
                acts = list(s.legal_actions)
                s.apply(acts[rng.randrange(len(acts))])

    def deal_only(k: int) -> None:
        rng = random.Random(1)
        for _ in range(k):
            deal(rng, "singles")

    fast(50)  # warm caches
    fast_rate = max(_rate(fast, n) for _ in range(3))
    checked_rate = max(_rate(checked, n // 4) for _ in range(2))
    deal_rate = max(_rate(deal_only, n) for _ in range(3))
    out = {
        "bench": "engine",
        "deals": n,
        "deals_per_second_fast": round(fast_rate, 1),
        "deals_per_second_validated": round(checked_rate, 1),
        "deals_per_second_deal_only": round(deal_rate, 1),
        "fast_vs_goal": round(fast_rate / GOAL, 2),
        "validated_vs_fast": round(checked_rate / fast_rate, 3),
        "play_cost_in_deals_dealt": round(deal_rate / fast_rate, 2),
    }
    return out


if __name__ == "__main__":
    print(json.dumps(run(quick="--quick" in sys.argv), indent=2))
