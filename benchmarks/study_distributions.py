"""Store the distributions chapter 9 draws: ``python -m benchmarks.study_distributions``.

Plays the same 2,000 seeded deals (greedy against greedy, Kandell, seed 9)
that chapter 9 used to play on opening, and stores in
``penchant/data/distributions.json`` how often each deal score and each value of the
lead in the last six tricks occurred, with the summary of the run. Chapter 9
draws its histograms from this file and replays it on request.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

from penchant.rules.profiles import KANDELL
from penchant.studies.numbers import simulate

OUT = Path(__file__).resolve().parents[1] / "penchant" / "data" / "distributions.json"
DEALS, SEED = 2000, 9


def distributions(deals: int = DEALS, seed: int = SEED) -> dict[str, object]:
    sim = simulate(deals, ("greedy", "greedy"), KANDELL, seed=seed)
    scores = Counter(s for f in sim.facts for s in f.scores)
    lead = Counter(f.lead_worth for f in sim.facts)
    return {
        "format": "penchant-distributions/1",
        "generated_by": "python -m benchmarks.study_distributions",
        "summary": sim.to_json(),
        "deal_scores": {str(k): v for k, v in sorted(scores.items())},
        "lead_worth": {str(k): v for k, v in sorted(lead.items())},
    }


def main() -> int:
    OUT.write_text(json.dumps(distributions(), indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
