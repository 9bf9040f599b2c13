"""Engine subcommands: ``check``, ``declarations``, ``tally``, ``simulate``."""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import sys
import time
from typing import Any

from penchant.cli.options import Subparsers, add_common, check_count, profile_from_args
from penchant.cli.output import emit
from penchant.cli.progress import ProgressReport
from penchant.errors import InvalidNotationError, InvalidSettingError, PenchantError
from penchant.files.strict_reader import parse_json, read_text
from penchant.play.game_record import GameRecord
from penchant.play.play_record import FORMAT as PLAY_FORMAT
from penchant.play.play_record import PlayRecord
from penchant.rules.cards import CardSet
from penchant.rules.combinations import check_declaration, legal_declarations
from penchant.rules.game_scoring import DEALS_PER_GAME
from penchant.rules.holdings import Holdings
from penchant.rules.profiles import Profile, get_profile, refuse_brisques_not_offered
from penchant.studies.random_deals import random_deals
from penchant.words.cards import cards_words, in_words
from penchant.words.game_scoring import game_result_words
from penchant.words.kinds import kind_words

__all__ = ["register", "SIMULATE_PROGRESS_FROM"]

SIMULATE_PROGRESS_FROM = 2000
"""``simulate`` shows progress from this many deals on (about two seconds of work)."""


def _holdings(args: argparse.Namespace) -> Holdings:
    """The declarer's cards as given (``--hand``, ``--table``, ``--opp-table``) at the moment of a declaration
    (after the trick, before the draw: five cards): the rules' Holdings refuse a card in two places, and too
    many cards, in their words."""
    return Holdings.parse(hand=args.hand, table=args.table, opp_table=args.opp_table, moment="declare")


def _check(args: argparse.Namespace) -> int:
    profile = profile_from_args(args)
    holdings = _holdings(args)
    if not args.declare.strip():
        raise InvalidNotationError(f"--declare {args.declare!r} names no card: give the cards, such as 'QS JD'")
    cards = CardSet(args.declare)
    verdict = check_declaration(cards, holdings, profile, penchant_only=args.loser)
    mark = "legal" if verdict.legal else "refused"
    emit(args, verdict.to_json(), f"{mark}: {in_words(verdict.reason)}")
    return 0 if verdict.legal else 1  # 0 yes, 1 refused (2: the input itself is bad, from main)


def _declarations(args: argparse.Namespace) -> int:
    profile = profile_from_args(args)
    held = _holdings(args)
    decls = legal_declarations(held, profile, penchant_only=args.loser)
    text = ("\n".join(f"{d.points:>4}  {kind_words(d.kind):<10} {cards_words(d.cards)}" for d in decls)
            or "no legal declaration")
    emit(args, [d.to_json() for d in decls], text)
    return 0


def _rules_for(args: argparse.Namespace, own: Profile) -> Profile:
    """The rules to score under: the record's own, or ``--rules`` keeping the record's multipliers. The multipliers
    are a house's options on any rules (docs/RULINGS.md, "Scoring"), so they are carried over; where
    the rule book named offers no such option (:func:`~penchant.rules.profiles.refuse_brisques_not_offered`: Kandell's
    doubled brisques under Foster's rules), a line on stderr says so, never a variant scored silently."""
    if args.rules is None:
        return own
    rules = get_profile(args.rules).with_options(brisquette_multiplier=own.brisquette_multiplier,
                                                 bonus_multiplier=own.bonus_multiplier)
    try:
        refuse_brisques_not_offered(rules)
    except InvalidSettingError as refused:
        print(f"penchant {args.command}: the record's multipliers are carried over as a house rule: {refused}",
              file=sys.stderr)
    return rules


def _tally(args: argparse.Namespace) -> int:
    name = "standard input" if args.record == "-" else repr(args.record)
    given = parse_json(read_text(args.record, name), name)
    try:
        if isinstance(given, dict) and given.get("format") == PLAY_FORMAT:
            played = PlayRecord.from_json(given)
            # every action replayed under the rules scored (refused where one is illegal under them)
            record = played.under(_rules_for(args, played.profile)).game_record()
        else:  # a score sheet has no plays: each deal is checked again under the rules (a trump, a penchant)
            sheet = GameRecord.from_json(given)
            record = dataclasses.replace(sheet, profile=_rules_for(args, sheet.profile))
    except PenchantError as exc:  # the file is named, its refusal kept (PenchantError.within)
        raise exc.within(name) from None
    result = record.result()
    tallied = result.to_json()  # the result's own JSON, "complete" last (GameResult.to_json's order)
    names = record.players
    lines = [f"deal {i + 1}: {a:>5} {b:>5}" for i, (a, b) in enumerate(result.deals)]
    lines.append(f"{'total:':<7} {result.totals[0]:>5} {result.totals[1]:>5}   ({names[0]} v {names[1]})")
    said = game_result_words(result, names, record.profile)  # the rules' one sentence of the result
    lines.append(said if result.complete
                 else f"game in progress after {len(result.deals)} of {DEALS_PER_GAME} deals: {said}")
    emit(args, tallied, "\n".join(lines))
    return 0


def _simulate(args: argparse.Namespace) -> int:
    profile = profile_from_args(args)
    check_count("--deals", args.deals)
    start = time.perf_counter()
    with contextlib.ExitStack() as closing:  # the bar closed however the run ends, as `with ProgressReport` elsewhere
        # Progress on stderr for a long run (a bar on a terminal, else one summary line).
        progress = (closing.enter_context(ProgressReport(args.deals, "deals", "simulate"))
                    if args.deals >= SIMULATE_PROGRESS_FROM else None)
        study = random_deals(profile, args.deals, args.seed, progress)
        seconds = time.perf_counter() - start
        if progress is not None:
            progress(args.deals - progress.done)
    n = study.deals
    data: dict[str, Any] = {
        "deals": n,
        "seed": args.seed,
        "rules": study.rules,
        "seconds": round(seconds, 4),
        "deals_per_second": round(n / seconds, 1) if seconds > 0 else None,
        "mean_score": [round(s, 3) for s in study.mean_score],
        "trump_set_share": round(study.trump_set_share, 4),
        "book_bonus_share": round(study.book_bonus_share, 4),
        "declarations_per_deal": {k: round(v, 4) for k, v in study.declarations_per_deal.items()},
    }
    text = (f"{n} random deals in {seconds:.2f} s ({data['deals_per_second']} deals/s); "
            f"mean score a deal: {study.mean_score[0]:.2f} for player 0 (the first dealer), "
            f"{study.mean_score[1]:.2f} for player 1; trump set in {study.trump_set_share:.0%}")
    emit(args, data, text)
    return 0


def register(sub: Subparsers) -> None:
    def holdings(p: argparse.ArgumentParser) -> None:
        p.add_argument("--hand", default="", metavar="CARDS", help="cards in the declarer's hand, e.g. 'QS JH 9C'")
        p.add_argument("--table", default="", metavar="CARDS", help="cards on the declarer's table")
        p.add_argument("--opp-table", default="", metavar="CARDS", help="cards on the opponent's table")
        p.add_argument("--loser", action="store_true", help="the declarer lost the trick: a penchant only")
        add_common(p)

    p = sub.add_parser("check", help="may these cards be declared? (with the reason)",
                       description="May these cards be declared? Exit status: 0 yes, 1 refused, 2 bad input.")
    holdings(p)
    p.add_argument("--declare", required=True, metavar="CARDS", help="the cards declared")
    p.set_defaults(func=_check)

    p = sub.add_parser("declarations", help="every legal declaration, best first")
    holdings(p)
    p.set_defaults(func=_declarations)

    p = sub.add_parser("tally", help="score a penchant-game/1 record or a penchant-play/1 record of play")
    p.add_argument("record", metavar="GAME.json", help="the record ('-' for standard input)")
    add_common(p, rules_default=None,
               rules_help="score under this rules profile, keeping the record's multipliers: a record of play "
                          "is replayed under them, refused where a play is illegal (default: the record's own rules)")
    p.description = ("Score a game record under its own rules, or under --rules (keeping its multipliers; a "
                     "penchant-play/1 record is replayed under them).")
    p.set_defaults(func=_tally)

    p = sub.add_parser("simulate", help="play random legal deals and time them")
    p.add_argument("--deals", type=int, default=1000, metavar="N", help="how many deals to play (default 1000)")
    p.add_argument("--seed", type=int, default=0,
                   help="the seed of the run's random generator, which deals every deal of the run in turn (default 0)")
    add_common(p)
    p.set_defaults(func=_simulate)


