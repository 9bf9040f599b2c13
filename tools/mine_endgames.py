"""Write the mined whole-line and game-aim end-games (penchant/data/puzzles/mined_endgame_line.json and
mined_endgame_aim.json): greedy against greedy, deals from seed 7000 on. The bank's aims (11) to (15) come
from a second run, ``mine_endgames(500, greedy_action, 7300, lines=0, aims=8)``, taken into
the bank by the one-off refill_bank (deleted, in git history) after the cull of the aims a guess passed.

    .venv/bin/python tools/mine_endgames.py
"""

from __future__ import annotations

from pathlib import Path

from penchant.players.greedy import greedy_action
from penchant.puzzlemakers.endgame_mining import mine_endgames
from penchant.puzzles.bank import dump_bank

SEEDS = Path(__file__).resolve().parents[1] / "penchant" / "data" / "puzzles"


def main() -> None:
    found = list(mine_endgames(1500, greedy_action, 7000, lines=12, aims=10))
    for task in ("line", "aim"):
        chosen = [p for p in found if p.task == task]
        (SEEDS / f"mined_endgame_{task}.json").write_text(dump_bank(chosen, "endgame"), encoding="utf-8")
        print(f"{len(chosen)} {task} end-games")


if __name__ == "__main__":
    main()
