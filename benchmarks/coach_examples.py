"""Store chapter 8's example game and its review: ``python -m benchmarks.coach_examples``.

Plays one four-deal game (greedy in seat 0, the strong player (20 sampled deals a move) in seat 1, seed
``chapter-8``), saves it as ``penchant/data/examples/sample-game.json``
(``penchant-play/1``), and reviews every decision of both seats with the
coach (master's deliberation, 40 sampled deals per first-ten-tricks decision), stored as
``penchant/data/examples/sample-game-review.json`` (the JSON of ``penchant review
--json``). Chapter 8 shows both without recomputing them.
"""

from __future__ import annotations

import dataclasses
import json
import sys
from pathlib import Path

from penchant.coaching.coach import Coach
from penchant.coaching.reviewing import review_record
from penchant.players import get_player
from penchant.rules.profiles import KANDELL
from penchant.studies.match import play_game

OUT = Path(__file__).resolve().parents[1] / "penchant" / "data" / "examples"


def main() -> int:
    players = (get_player("greedy", KANDELL), get_player("strong:20", KANDELL))
    outcome = play_game(players, "chapter-8", 0, 0, KANDELL, save=True)
    assert outcome.record is not None
    record = dataclasses.replace(outcome.record, players=("greedy", "strong"))
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "sample-game.json").write_text(record.to_str() + "\n", encoding="utf-8")

    def tick(done: int, total: int) -> None:
        print(f"\r{done}/{total}", end="", file=sys.stderr)

    review = review_record(record, Coach(KANDELL, 40), progress=tick)
    (OUT / "sample-game-review.json").write_text(json.dumps(review.to_json(), ensure_ascii=False, indent=0) + "\n",
                                                encoding="utf-8")
    print(file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
