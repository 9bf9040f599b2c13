"""Random legal deals per second (goal: 2,000 on one core, pure Python).

Three figures from one run, so they can be compared as ratios:
- the fast path (``play_random_deal``: unchecked apply, as simulation and search use it);
- the public, validating path (``DealState.apply`` on every action);
- a baseline: shuffling and dealing alone (the cost floor of a deal).
"""

from __future__ import annotations

import random
import sys
import time
from typing import Any

from benchmarks.common import Report, cli
from penchant.play.dealing import new_deal, play_random_deal
from penchant.rules.dealing import deal
from penchant.rules.procedure import dealer_of
from penchant.rules.profiles import KANDELL

GOAL = 2000.0


def _rate(fn: Any, n: int) -> float:
    start = time.perf_counter()
    fn(n)
    return n / (time.perf_counter() - start)


def run(quick: bool = False) -> Report:
    n = 500 if quick else 4000

    def fast(k: int) -> None:
        rng = random.Random(1)
        for i in range(k):
            play_random_deal(KANDELL, rng, dealer_of(i, 0))

    def checked(k: int) -> None:
        rng = random.Random(1)
        for i in range(k):
            s = new_deal(KANDELL, rng, dealer_of(i, 0))
            while not s.is_over():
                acts = list(s.legal_actions)
                s.apply(acts[rng.randrange(len(acts))])

    def deal_only(k: int) -> None:
        rng = random.Random(1)
        for _ in range(k):
            deal("singles", rng=rng)

    fast(50)  # warm caches
    fast_rate = max(_rate(fast, n) for _ in range(3))
    checked_rate = max(_rate(checked, n // 4) for _ in range(2))
    deal_rate = max(_rate(deal_only, n) for _ in range(3))
    report = Report("engine", quick)
    report.figure("deals_per_second_fast", fast_rate, "deals/s", "random deals played out on the fast path, best of 3")
    report.figure("deals_per_second_validated", checked_rate, "deals/s",
                  "random deals played out through DealState.apply, best of 2")
    report.baseline("deals_per_second_deal_only", deal_rate, "deals/s", "shuffling and dealing alone, best of 3")
    report.ratio("fast_vs_deal_only", "deals_per_second_fast", "deals_per_second_deal_only")
    report.ratio("validated_vs_deal_only", "deals_per_second_validated", "deals_per_second_deal_only")
    report.goal("deals_per_second_fast", GOAL, better="higher", source="engine goal: 2,000 deals/s on one core")
    report.details["deals"] = n
    return report


def main(argv: list[str] | None = None) -> int:
    return cli(run, argv, "python -m benchmarks.bench_engine")


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
