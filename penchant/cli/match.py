"""``penchant match``: two computer players over mirrored four-deal games.

::

    penchant match --a strong --b greedy --games 40 --seed 1 --json

Games come in mirrored pairs: each set of four deals is played twice, the
seats swapped. The JSON holds at least ``wins_a``, ``wins_b`` and ``draws``,
with A's win share and points per game and their 95% intervals, and the
players' decision times (which vary from run to run; everything else is
fixed by the seed).
"""

from __future__ import annotations

import argparse
from pathlib import Path

from penchant.cli.options import Subparsers, add_common, profile_from_args
from penchant.cli.output import check_writable, emit, write_output
from penchant.errors import StoreError
from penchant.errors.internal import BrokenInvariantError
from penchant.players import PLAYER_NAME_FORMS

__all__ = ["register", "run_match_command"]


def register(subparsers: Subparsers) -> None:
    """Add the ``match`` subcommand."""
    p: argparse.ArgumentParser = subparsers.add_parser(
        "match",
        help="play two computer players against each other over mirrored games",
        description=(
            f"Play --games four-deal games between players A and B: {PLAYER_NAME_FORMS} (strong:N and master:N "
            "sample N deals a decision; master is strong's search, with more deals for close choices and the end "
            "of Phase 1 searched; ismcts:N searches N iterations, ismcts:0.3s for 0.3 seconds). Games come in "
            "mirrored pairs (the same deals, seats swapped), so --games must be even. Results: wins, draws, A's "
            "win share, points per game and rating above B (Elo) with 95% intervals, decision times."
        ),
    )
    p.add_argument("--a", required=True, metavar="NAME", help=f"player A: {PLAYER_NAME_FORMS}")
    p.add_argument("--b", required=True, metavar="NAME", help="player B")
    p.add_argument("--games", type=int, default=20, metavar="N", help="games to play, an even number (default 20)")
    p.add_argument("--seed", default="0", metavar="S", help="seed of the deals and the players' chance (default 0)")
    p.add_argument("--workers", type=int, default=1, metavar="W", help="processes to use (default 1)")
    p.add_argument(
        "--first-pair", type=int, default=0, metavar="P",
        help="index of the first mirrored pair (to run a long match in pieces; default 0)",
    )
    p.add_argument(
        "--save", metavar="DIR", default=None,
        help="write each game's record of play (penchant-play/1) as DIR/game-PAIR-SEAT.json",
    )
    add_common(p)
    p.set_defaults(func=run_match_command)


def run_match_command(args: argparse.Namespace) -> int:
    """Handler of ``penchant match``."""
    from penchant.cli.progress import ProgressReport
    from penchant.players import get_player
    from penchant.studies.match import record_names, run_match

    profile = profile_from_args(args)
    seed: int | str = int(args.seed) if str(args.seed).lstrip("-").isdigit() else str(args.seed)
    folder = Path(args.save) if args.save is not None else None
    if folder is not None:  # the names a saved game takes, checked before a folder is made or a game played
        record_names(get_player(args.a, profile).name, get_player(args.b, profile).name)
        check_writable(folder, "the games' records", StoreError, folder=True)
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise StoreError.refusing(args.save, f"cannot make the folder ({exc.strerror or exc})",
                                      whole=True) from None
    with ProgressReport(args.games, "games", f"match {args.a} v {args.b}") as progress:
        result = run_match(
            args.a, args.b, args.games, seed=seed, profile=profile, workers=args.workers,
            first_pair=args.first_pair, save=folder is not None, progress=progress.callback,
        )
    data = result.to_json()
    if folder is not None:
        saved = []
        for o in result.outcomes:
            if o.record is None:
                raise BrokenInvariantError("a match kept with its records has a game without one")
            path = folder / f"game-{o.pair:03d}-{o.a_seat}.json"
            write_output(path, o.record.to_str() + "\n", "a game's record", StoreError)
            saved.append(str(path))
        data["saved"] = saved
    emit(args, data, result.text() + (f"\n  {len(data['saved'])} games saved in {args.save}" if folder else ""))
    return 0
