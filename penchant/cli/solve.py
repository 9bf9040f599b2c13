"""``penchant solve``: the Phase 2 double-dummy solver on the command line.

One position from options::

    penchant solve --hand "AH TH 7S" --opp-hand "KH 9S 8C" --trump H --won 5-4 --json

or many from a JSON-lines file (one position per line, one result per line)::

    penchant solve --batch positions.jsonl --json

Each line is ``{"hand": [...], "opp_hand": [...], "trump": "H"|null,
"led": "QS"|null, "won": [m, t], "rules": "kandell"}``: ``won`` is the brisques
each side has taken so far in the deal (both phases), needed unless all twelve
are still in play; ``trump``, ``led`` and ``rules`` are optional (``rules``
defaults to ``--rules``). The file is read strictly (:mod:`penchant.errors`).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path
from typing import NoReturn

from penchant.cli.options import Subparsers, add_common, profile_from_args
from penchant.cli.output import emit
from penchant.errors import InvalidRecordError, PenchantError
from penchant.files.strict_reader import parse_json, read_text
from penchant.rules.profiles import Profile
from penchant.solver import POSITION_SCHEMA, Phase2Position, Solution, solve
from penchant.solver.phase2_position import TRUMPS_WRITTEN

__all__ = ["register", "run_solve"]


def register(subparsers: Subparsers) -> None:
    """Add the ``solve`` subcommand."""
    p: argparse.ArgumentParser = subparsers.add_parser(
        "solve",
        help="exact value of every legal move in a Phase 2 position",
        description=(
            "Solve a Phase 2 position (the last six tricks, all cards known). The player holding "
            "--hand is to play; with --led the opponent has just led that card and the player follows. "
            "Each move's value is the Phase 2 brisques the player ends with under best play, and his "
            "net Phase 2 points (brisquettes and book bonus, minus the opponent's)."
        ),
    )
    one_or_many = p.add_mutually_exclusive_group(required=True)  # argparse's one line, exit 2, for a flag missing
    one_or_many.add_argument("--hand", metavar="CARDS", help="the cards of the player to move, e.g. 'AH TH 7S'")
    one_or_many.add_argument("--batch", metavar="FILE.jsonl", help="solve one position per line of a JSON-lines file")
    p.add_argument("--opp-hand", metavar="CARDS", help="the opponent's cards (without the card led)")
    p.add_argument("--trump", metavar="|".join(TRUMPS_WRITTEN), default="none", help="trump suit (default: none)")
    p.add_argument("--led", metavar="CARD", help="the card the opponent has just led to this trick")
    p.add_argument(
        "--won", metavar="M-T", default=None,
        help=(
            "brisques the player to move and the opponent have taken so far in the deal, both phases "
            "(with the brisques in the hands they make 12; needed unless all 12 are in the hands)"
        ),
    )
    add_common(p)
    # the flags argparse's groups cannot pair (--opp-hand with --hand, --led with neither --batch) refused in its
    # own words too: a usage error, not a record's (InvalidRecordError is an impossible position or file)
    p.set_defaults(func=run_solve, usage_error=p.error)


def run_solve(args: argparse.Namespace) -> int:
    """Handler of ``penchant solve``."""
    profile = profile_from_args(args)
    usage_error: Callable[[str], NoReturn] = args.usage_error
    if args.batch is not None:
        if args.opp_hand is not None or args.led is not None:  # --hand with --batch: argparse's group refuses it
            usage_error(f"argument --batch: not allowed with --opp-hand or --led (the file {args.batch!r} gives "
                        "the positions)")
        return _run_batch(args, Path(args.batch), profile)
    if args.opp_hand is None:
        usage_error("argument --hand: needs --opp-hand, the opponent's cards")
    try:
        position = Phase2Position(args.hand, args.opp_hand, trump=args.trump, led=args.led, won=args.won)
    except PenchantError as exc:
        raise _as_the_flag(exc) from None
    solution = solve(position, profile)
    emit(args, solution.to_json(), solution.table())
    return 0


def _as_the_flag(error: PenchantError) -> PenchantError:
    """A refusal of the solver's ``won`` said of the flag it came from, as every refused flag is named
    (``--won '13-0': ...``, ``such as --won 6-5``): built from the refusal's parts, the Python keyword left out."""
    if error.argument != "won" or error.reason is None:
        return error
    if error.given is not None:
        message = f"--won {error.given!r}: {error.reason}"
    else:
        such_as = f", such as --won {error.example}" if error.example else ""
        message = f"--won is missing: {error.reason}{such_as}"
    return error.said_as(message, argument="--won")


def _run_batch(args: argparse.Namespace, path: Path, default: Profile) -> int:
    """Every line read and checked first, then each position solved: a bad line refuses the file with nothing
    printed (no half of a batch on the output before the refusal)."""
    text = read_text(path, f"--batch {str(path)!r}")
    positions: list[tuple[int, Phase2Position, Profile]] = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            positions.append((number, *_read_line(line, default)))
        except PenchantError as exc:
            raise exc.within(f"{str(path)!r} line {number}") from None
    solutions: list[Solution] = []
    for number, position, profile in positions:
        try:
            solutions.append(solve(position, profile))
        except PenchantError as exc:
            raise exc.within(f"{str(path)!r} line {number}") from None
    for n, solution in enumerate(solutions):  # a blank line between two tables; a JSON line each
        emit(args, solution.to_json(), "\n" * bool(n) + solution.table())
    return 0


def _read_line(line: str, default: Profile) -> tuple[Phase2Position, Profile]:
    """One line of a batch: the position and the rules it is solved under (the file's default unless it says)."""
    data = parse_json(line, "the line")
    POSITION_SCHEMA.check(data, "", InvalidRecordError)
    rules = data.get("rules")
    profile = default if rules is None else Profile.from_json(rules)
    return Phase2Position.from_json(data), profile
