"""``penchant review``: every decision of a saved game (``penchant-play/1``), with a verdict and a reason.

::

    penchant review game.json --json            # one JSON object per decision
    penchant review game.json --seat 0 --deal 2 --samples 20

Each object holds ``deal``, ``trick``, ``player``, ``played``, ``best``,
``loss`` (points of the deal, 0 when the play was the best), ``verdict``
(best, good, close — too close to call: the loss is within its sampling
margin —, inaccuracy, mistake, blunder), ``reason`` (in words),
``estimate`` (true in the first ten tricks, where the loss comes from sampled
deals) and ``margin`` (its 95% sampling margin). The reviewer is the coach on
master's deliberation (:class:`penchant.coaching.coach.Coach`).
"""

from __future__ import annotations

import argparse

from penchant.cli.options import Subparsers
from penchant.cli.output import emit
from penchant.english.grammar import addressed
from penchant.errors import InvalidSettingError, PenchantError
from penchant.files.strict_reader import parse_json, read_text
from penchant.judgement.verdicts import VERDICT_WORDS, VERDICTS
from penchant.rules.game_scoring import DEALS_PER_GAME
from penchant.words.actions import action_words

__all__ = ["register", "verdicts_said"]


def verdicts_said() -> str:
    """Every verdict a review gives, as a player reads it, from :mod:`penchant.judgement.verdicts` (the help
    listed them by hand and left out "too close to call")."""
    return ", ".join(VERDICT_WORDS[v] for v in VERDICTS)


def seat_of(given: str, names: tuple[str, str]) -> int:
    """The seat ``--seat`` names, as a person counts the players: ``1`` the first player named in the record,
    ``2`` the second, or a player's name (any case or spacing). The engine's index (0 or 1) is never typed: a
    person's "player 1" is the first player. Anything else is an :class:`InvalidSettingError` naming both players.

    >>> seat_of("1", ("Ada", "Ben")), seat_of(" ben ", ("Ada", "Ben"))
    (0, 1)
    >>> seat_of("0", ("Ada", "Ben"))
    Traceback (most recent call last):
    ...
    penchant.errors.InvalidSettingError: --seat '0' is neither 1 nor 2 nor a player's name: 1 is Ada, 2 is Ben
    """
    from penchant.play.names import name_key

    if given.strip() in ("1", "2"):
        return int(given) - 1
    for seat, name in enumerate(names):
        if name_key(name) == name_key(given):
            return seat
    raise InvalidSettingError.refusing_argument(
        "--seat", given, f"is neither 1 nor 2 nor a player's name: 1 is {names[0]}, 2 is {names[1]}")


def register(subparsers: Subparsers) -> None:
    """Add the ``review`` subcommand."""
    p = subparsers.add_parser(
        "review",
        help="review every decision of a saved game (penchant-play/1)",
        description=(
            "Analyse every decision of a penchant-play/1 record with the coach (sampled deals in the first ten "
            f"tricks, exact in the last six) and give each a verdict ({verdicts_said()}) and a reason in words."
        ),
    )
    p.add_argument("record", metavar="GAME.json", help="a penchant-play/1 record ('-' for standard input)")
    p.add_argument("--seat", default=None, metavar="1|2|NAME",
                   help="review only one player's decisions: 1 for the first player named in the record, 2 for the "
                        "second, or the player's name")
    p.add_argument("--deal", type=int, default=None, metavar="N", help=f"review only deal N (1-{DEALS_PER_GAME})")
    p.add_argument("--samples", type=int, default=40, metavar="N",
                   help="sampled deals per decision of the first ten tricks (default 40)")
    p.add_argument("--json", action="store_true", help="print a JSON list, one object per decision")
    p.set_defaults(func=run_review_command)


def run_review_command(args: argparse.Namespace) -> int:
    from penchant.cli.progress import ProgressReport
    from penchant.coaching.coach import Coach
    from penchant.coaching.reviewing import review_record
    from penchant.judgement.verdicts import VERDICT_WORDS, is_marked
    from penchant.play.play_record import PlayRecord

    name = "standard input" if args.record == "-" else repr(args.record)
    data = parse_json(read_text(args.record, name), name)  # the one strict reader (its errors name the file)
    try:
        record = PlayRecord.from_json(data)
    except PenchantError as exc:  # the file is named, as tally names it
        raise exc.within(name) from None
    if args.samples < 1:
        raise InvalidSettingError.refusing_argument("--samples", args.samples, "must be 1 or more")
    deals = None
    if args.deal is not None:
        if not 1 <= args.deal <= len(record.deals):
            raise InvalidSettingError.refusing_argument("--deal", args.deal,
                                                        f"must be a deal of the record, 1 to {len(record.deals)}")
        deals = [args.deal - 1]
    seats = (0, 1) if args.seat is None else (seat_of(args.seat, record.players),)

    with ProgressReport(0, "decisions", "review") as progress:  # its total told as the decisions are found
        review = review_record(record, Coach(record.profile, args.samples), seats, deals, progress=progress.reached)
    names = record.players
    lines = []
    for i, reason in zip(review.items, review.explained([i.reason for i in review.items]), strict=True):
        mark = (f" [{i.verdict.upper()}]" if is_marked(i.verdict)
                else f" ({VERDICT_WORDS[i.verdict]})" if i.verdict == "close" else "")
        did = action_words(i.played, names[i.player], past=True)
        # a computer seat is said by its name ("strong played K♣ — … brings you 2 brisques" said "you" to it)
        lines.append(f"deal {i.deal} trick {i.trick:>2}: {did}{mark} — {addressed(reason, names[i.player])}")
    lines.extend(review.tally_lines(None, "each player" if len(seats) > 1 else names[seats[0]]))
    emit(args, review.to_json(), "\n".join(lines))
    return 0
