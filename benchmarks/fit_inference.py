"""The temperatures of master's reading of the opponent's plays, fitted to a player's real choices.

::

    nice -n 10 python -m benchmarks.fit_inference --deals 8 --player strong

The player plays ``--deals`` deals against itself. At each of its Phase 1
plays (two or more legal cards) the rules of thumb score its legal plays
from what it knew then (:func:`~penchant.players.greedy.score_actions`), and
the card it played is recorded. For leads and follows apart, the softmax
temperature with the highest likelihood of the recorded cards is found over a
grid, beside how often the player played the rules of thumb's favourite and
the likelihood of a uniform choice (nothing read). The results go to
``benchmarks/inference_fit.json`` (``--out -`` prints them); the constants
are :data:`~penchant.players.inference.LEAD_TEMPERATURE` and
:data:`~penchant.players.inference.FOLLOW_TEMPERATURE`.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from pathlib import Path
from typing import Any

from benchmarks.study_master import write_out
from penchant.play.dealing import new_deal
from penchant.play.forced import is_a_decision
from penchant.play.moves import Stage
from penchant.players import get_player
from penchant.players.greedy import score_actions
from penchant.players.mask_knowledge import knowledge_from_state
from penchant.rules.procedure import dealer_of
from penchant.rules.profiles import KANDELL

OUT = Path(__file__).resolve().parent / "inference_fit.json"
GRID = (0.25, 0.5, 0.75, 1.0, 1.5, 2.0, 3.0, 5.0, 8.0)


def record(player: str, deals: int, seed: str) -> dict[str, list[tuple[list[float], int]]]:
    """Per kind of play (lead, follow): the rules of thumb's scores of each legal play, and which was played."""
    p = get_player(player)
    got: dict[str, list[tuple[list[float], int]]] = {"lead": [], "follow": []}
    for d in range(deals):
        state = new_deal(KANDELL, random.Random(f"fit:{seed}:{d}"), dealer_of(d, 0))
        rng = random.Random(f"fit:{seed}:{d}:play")
        while not state.is_over():
            view = state.view(state.to_move)
            action = p.choose(view, rng)
            if not view.last_six and view.stage in (Stage.LEAD, Stage.FOLLOW) and is_a_decision(view.legal):
                scored = score_actions(knowledge_from_state(state))
                actions = [a for a, _, _ in scored]
                got["lead" if view.stage is Stage.LEAD else "follow"].append(
                    ([v for _, v, _ in scored], actions.index(action)))
            state.apply(action)
        print(f"fit_inference: deal {d + 1}/{deals}", file=sys.stderr, flush=True)
    return got


def log_likelihood(rows: list[tuple[list[float], int]], temperature: float) -> float:
    total = 0.0
    for values, chosen in rows:
        top = max(values)
        z = sum(math.exp((v - top) / temperature) for v in values)
        total += (values[chosen] - top) / temperature - math.log(z)
    return total / len(rows)


def fit(rows: list[tuple[list[float], int]]) -> dict[str, Any]:
    by_t = {t: log_likelihood(rows, t) for t in GRID}
    best = max(by_t, key=lambda t: by_t[t])
    return {
        "plays": len(rows),
        "favourite_share": round(sum(1 for _, i in rows if i == 0) / len(rows), 3),
        "best_temperature": best,
        "log_likelihood_per_play": {str(t): round(v, 4) for t, v in by_t.items()},
        "uniform_log_likelihood_per_play": round(-sum(math.log(len(v)) for v, _ in rows) / len(rows), 4),
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m benchmarks.fit_inference", description=__doc__.split("\n")[0])
    ap.add_argument("--deals", type=int, default=8)
    ap.add_argument("--player", default="strong")
    ap.add_argument("--seed", default="fit-1")
    ap.add_argument("--out", default=str(OUT), help="where to write (default benchmarks/inference_fit.json; - prints)")
    args = ap.parse_args(argv)
    if args.deals < 1:
        print(f"python -m benchmarks.fit_inference: --deals {args.deals!r} must be 1 or more", file=sys.stderr)
        return 2
    rows = record(args.player, args.deals, args.seed)
    out = {
        "generator": f"python -m benchmarks.fit_inference --deals {args.deals} --player {args.player} "
                     f"--seed {args.seed}",
        "player": args.player,
        "fits": {kind: fit(r) for kind, r in rows.items()},
    }
    write_out(out, args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
