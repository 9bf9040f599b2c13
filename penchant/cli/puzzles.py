"""``penchant puzzles``: list, show, verify, generate, mine and curate puzzles.

::

    penchant puzzles list --json    # [{"id", "kind", "task", "difficulty", "rating", "level", "themes", "mined"}]
    penchant puzzles list --json --full     # every puzzle whole, as stored (history when mined)
    penchant puzzles list --drills          # the chapters' drills (rules, barring, readings ...) instead
    penchant puzzles mine --deals 200 --seed 2026 [--out FILE]   # puzzles from computer-against-computer deals
    penchant puzzles show barring-001 [--answer '2'] [--json]   # exit 1 if the answer is wrong
    penchant puzzles show barring-001 --answer '1 | 3'          # several choices ticked
    penchant puzzles show ID --answer 'QC'       # a whole line's first cards: his best defence, then your next
    penchant puzzles verify [--json] [--prove]   # re-check the whole bank and the drills; exit 1 if any fails
    penchant puzzles mine-play --judge strong --deals 40 --seed 1 [--rules foster] [--out FILE]
    penchant puzzles generate --kind endgame --count 10 --seed 1 [--out DIR] [--rules foster]
    penchant puzzles curate FILE.json [--write]   # record the engine's answer, themes, difficulty

``--bank PATH`` (a folder or one file) replaces the default bank, the packaged
``penchant/data/puzzles``; ``show`` and ``verify`` without it also read the chapters'
drills (``penchant/data/drills``), which it replaces too.
"""

from __future__ import annotations

import argparse
import shlex
import sys
from pathlib import Path
from typing import Any

from penchant.cli.options import Subparsers, add_common, add_rules, check_count, profile_from_args
from penchant.cli.output import check_writable, emit, write_output
from penchant.english.numbers import count_words
from penchant.errors import InvalidNotationError, InvalidSettingError, PuzzleError, UnknownPuzzleError
from penchant.puzzles import KINDS, analyse, check, curate, dump_bank, get, load_bank, load_drills, load_file, verify
from penchant.puzzles.bank import bank_path
from penchant.puzzles.levels import LEVELS, dots, level_of
from penchant.puzzles.model import CheckResult, Puzzle
from penchant.puzzles.sessions.endgame_session import answered_card_by_card, answers_part_of_the_line
from penchant.puzzles.words.position import position_lines
from penchant.words.cards import card_words, cards_words, in_words

__all__ = ["register"]


def _add_json(p: argparse.ArgumentParser) -> None:
    p.add_argument("--json", action="store_true", help="print JSON instead of text")


_BANK_HELP = "a bank folder or file, read instead of the packaged bank (penchant/data/puzzles) {}"


def _add_bank(p: argparse.ArgumentParser, *, drills: bool) -> None:
    """``--bank``; ``drills``: a command that reads the chapters' drills too when it is left out."""
    also = ("and the chapters' drills (penchant/data/drills), which are then not read: a drill's id is not found in it"
            if drills else "(--drills: instead of the drills, penchant/data/drills)")
    p.add_argument("--bank", metavar="PATH", help=_BANK_HELP.format(also))


def _drill_kinds() -> list[str]:
    """The kinds the chapters' drills have, in :data:`KINDS`' order, read from the drills."""
    kinds = {p.kind for p in load_drills()}
    return [k for k in KINDS if k in kinds]


class _DrillsFlag(argparse._StoreTrueAction):
    """``--drills``: its help names the drills' kinds as the drills have them, read only when the help is shown."""

    @property
    def help(self) -> str:
        return f"list the chapters' rules drills instead ({', '.join(_drill_kinds())}: not the trainer's)"

    @help.setter
    def help(self, _value: str | None) -> None:
        pass  # set by argparse when the flag is made: the help is the drills' own


def register(subparsers: Subparsers) -> None:
    """Add ``puzzles`` and its subcommands."""
    top: argparse.ArgumentParser = subparsers.add_parser(
        "puzzles", help="puzzles: list, show, verify, generate, mine, mine-play, curate",
        description="Barring, declaration, trump, end-game, scoring, decision, timing and reading puzzles, "
                    "checked live by the engine.",
    )
    sub = top.add_subparsers(dest="puzzles_command", metavar="SUBCOMMAND", parser_class=type(top))
    sub.required = True

    p = sub.add_parser("list", help="list the bank's puzzles")
    p.add_argument("--kind", choices=KINDS, help="only puzzles of this kind")
    p.add_argument("--drills", action=_DrillsFlag)
    p.add_argument("--full", action="store_true",
                   help="every puzzle whole, as stored (position, hints, answer, rating, history ...)")
    _add_bank(p, drills=False)
    _add_json(p)
    p.set_defaults(func=run_list)

    p = sub.add_parser("show", help="show one puzzle, and check an answer to it",
                       description="Show one puzzle, and check an answer to it. Exits 0 when the answer is right (or "
                                   "none is given), 1 when it is wrong, 2 when it cannot be read.")
    p.add_argument("id", help="the puzzle's id")
    p.add_argument("--answer", metavar="ANSWER",
                   help="check this answer (a choice, a card, cards or a number); several choices joined by |, as "
                        "--answer '1 | 3'; exit 1 when it is wrong")
    p.add_argument("--solution", action="store_true", help="show the engine's answer and explanation")
    _add_bank(p, drills=True)
    _add_json(p)
    p.set_defaults(func=run_show)

    p = sub.add_parser("verify", help="re-check every puzzle of the bank, and every drill, with the engine")
    p.add_argument("--prove", action="store_true",
                   help="also re-run the judge of every decision and timing puzzle with its stored seed (minutes)")
    p.add_argument("--drills", action="store_true",
                   help="check only the chapters' drills (with --bank: that folder, as drills), without the rated "
                        "bank's bar on rote end-games and barring lookups")
    _add_bank(p, drills=True)
    _add_json(p)
    p.set_defaults(func=run_verify)

    p = sub.add_parser("generate", help="find puzzles in random simulated deals",
                       description="Find puzzles in random simulated deals, looking at no more than 100,000 "
                                   "candidates (kept or refused): when fewer than --count qualify, those found are "
                                   "kept, a line on stderr says so and the exit status is 1.")
    p.add_argument("--kind", choices=KINDS, required=True, help="the kind of puzzle to find (required)")
    p.add_argument("--count", type=int, default=10, help="how many puzzles (default 10)")
    p.add_argument("--seed", type=int, default=0, help="random seed (default 0)")
    p.add_argument("--out", metavar="DIR", help="write DIR/generated-KIND-SEED.json instead of printing")
    add_common(p)
    p.set_defaults(func=run_generate)

    p = sub.add_parser("mine", help="mine puzzles (with their history) from computer-against-computer deals")
    p.add_argument("--deals", type=int, default=100, help="how many deals to play (default 100)")
    p.add_argument("--seed", type=int, default=0, help="the first deal's seed (default 0)")
    add_rules(p)
    p.add_argument("--out", metavar="FILE", help="write the puzzles to FILE instead of printing")
    p.set_defaults(func=run_mine)

    p = sub.add_parser("mine-play", help="mine decision, timing and reading puzzles from deals a judge plays")
    p.add_argument("--judge", default="strong", help="the player who plays and judges (default strong)")
    p.add_argument("--deals", type=int, default=40, help="how many deals to play (default 40)")
    p.add_argument("--seed", type=int, default=0, help="the first deal's seed (default 0)")
    add_rules(p)
    p.add_argument("--runs", type=int, default=6, help="runs of the judge per choice (default 6)")
    p.add_argument("--kinds", default="decision,timing,reading",
                   help="which kinds to mine, comma-separated (default decision,timing,reading)")
    p.add_argument("--out", metavar="FILE", help="write the puzzles to FILE instead of printing")
    p.set_defaults(func=run_mine_play)

    p = sub.add_parser("curate", help="record the engine's answer, themes and difficulty in a puzzle file")
    p.add_argument("file", help="a bank file")
    p.add_argument("--write", action="store_true", help="rewrite the file (default: print it)")
    p.add_argument("--fresh-hints", action="store_true",
                   help="replace the stored hints with the engine's (default: keep hand-written ones)")
    p.set_defaults(func=run_curate)


def _bank(args: argparse.Namespace) -> list[Puzzle]:
    path = getattr(args, "bank", None)
    if path is None and bank_path() is None:
        raise PuzzleError("no puzzle bank found: pass --bank PATH or set PENCHANT_PUZZLES")
    return load_bank(path)


def _with_drills(args: argparse.Namespace) -> list[Puzzle]:
    """The bank and, unless ``--bank`` names another, the chapters' drills."""
    return [*_bank(args), *(load_drills() if getattr(args, "bank", None) is None else ())]


def _one(args: argparse.Namespace) -> Puzzle:
    """The puzzle ``args.id``, of the bank and the drills, or of the ``--bank`` given: an id that names none is
    refused as unknown, with the command that lists the ids (and, with ``--bank``, the bank it was looked for in)."""
    try:
        return get(args.id, _with_drills(args))
    except UnknownPuzzleError:
        if args.bank is None:
            raise UnknownPuzzleError.refusing(
                args.id, "not a known puzzle id, of the bank or the drills: 'penchant puzzles list' lists the "
                         "bank's ids, 'penchant puzzles list --drills' the drills'") from None
        listing = f"penchant puzzles list --bank {shlex.quote(str(args.bank))}"
        raise UnknownPuzzleError.refusing(
            args.id, f"not a known puzzle id of the bank read from --bank {args.bank!r} (the chapters' drills are "
                     f"read only without --bank): {listing!r} lists its ids") from None


def run_list(args: argparse.Namespace) -> int:
    pool = (load_drills(args.bank) if args.bank else load_drills()) if args.drills else _bank(args)
    puzzles = [p for p in pool if args.kind is None or p.kind == args.kind]
    data = [p.to_json() if args.full else p.summary() for p in puzzles]
    lines = [f"{p.id:<18} {p.kind:<12} {p.rating} ({dots(level_of(p.rating))})  "
             f"{p.title}  [{', '.join(p.themes)}]" for p in puzzles]
    emit(args, data, "\n".join(lines) if lines else _none_listed(args))
    return 0


def _none_listed(args: argparse.Namespace) -> str:
    """What a listing of no puzzles says: where a kind's puzzles are, when the drills have it and the bank not."""
    if args.kind is not None and not args.drills and args.bank is None:
        drills = sum(p.kind == args.kind for p in load_drills())
        if drills:
            return f"no {args.kind} puzzles in the bank; {count_words(drills, 'drill', digits=True)}: add --drills"
    return "(no puzzles)"


def run_show(args: argparse.Namespace) -> int:
    if args.answer is not None and not args.answer.strip():
        raise InvalidNotationError(f"--answer {args.answer!r} is empty: give your answer (a choice, a card, cards "
                                   "or a number), or leave --answer out to see the puzzle")
    p = _one(args)
    data: dict[str, Any] = {"puzzle": p.to_json()}
    drill = args.bank is None and p.id in {d.id for d in load_drills()}
    level = f"level {level_of(p.rating)} of {LEVELS}"
    rated = f"a chapter's drill, {level}" if drill else f"rated {p.rating}, {level}"
    lines = [f"{p.id} ({p.kind}, {rated}): {p.title}", in_words(p.question)]
    lines.extend("  " + line for line in position_lines(p))
    if p.choices:
        how = ("tick every right one: answer them joined by |, e.g. --answer '1 | 3'" if p.answer_form == "choices"
               else "answer one, by its words or its number")
        lines.append(f"choices ({how}):")
        lines.extend(f"  {n}. {in_words(c)}" for n, c in enumerate(p.choices, 1))
    whole = answered_card_by_card(p)
    if whole and args.answer is None:
        lines.append("answer with the whole line, every card you play in turn to the end of the deal; or card by "
                     "card: --answer with your first card alone plays it and shows his best defence, then --answer "
                     "with your first two cards, and so on")
    if args.answer is not None and answers_part_of_the_line(p, args.answer):
        return _line_so_far(args, p, data, lines)
    wrong = False
    if args.answer is not None:
        result = check(p, args.answer)
        wrong = not result.correct
        data["check"] = result.to_json()
        lines.append(verdict_line(result))
        if result.refutation:
            lines.append("  " + result.refutation)
        if result.explanation and result.explanation != result.refutation:
            lines.append("  " + result.explanation)
    if args.solution:
        a = analyse(p)
        data["analysis"] = a.to_json()
        lines.append("answer: " + " | ".join(in_words(b) for b in a.best))
        lines.append("  " + in_words(a.explanation))
    emit(args, data, "\n".join(lines))
    return 1 if wrong else 0  # as check exits 1 for a refused declaration


def _line_so_far(args: argparse.Namespace, p: Puzzle, data: dict[str, Any], lines: list[str]) -> int:
    """The first cards of a whole line against the engine's best defence: his replies, what you hold now, and the
    next card asked for (the solver never has to guess the defence in advance)."""
    from penchant.puzzles.checkers.endgame import line_so_far

    wrong, session = line_so_far(p, args.answer)
    tricks = [str(t) for t in session.tricks]
    data["line"] = {"tricks": tricks, "hand": [str(c) for c in session.to_play],
                    "led": None if session.led_card is None else str(session.led_card),
                    "check": None if wrong is None else wrong.to_json()}
    lines.append("so far, against his best defence: " + ("; ".join(tricks) if tricks else "no trick completed"))
    if wrong is not None:
        lines.append(verdict_line(wrong))
        if wrong.refutation:
            lines.append("  " + wrong.refutation)
    else:
        now = (f"he leads {card_words(session.led_card)} to you" if session.led_card is not None else "you lead")
        lines.append(f"RIGHT so far: every card best. Now {now}; you hold {cards_words(session.to_play)}. "
                     f"Your next card: --answer '{args.answer} <card>'")
    emit(args, data, "\n".join(lines))
    return 0 if wrong is None else 1


def run_verify(args: argparse.Namespace) -> int:
    if args.drills:
        bank, drills = [], (load_drills(args.bank) if args.bank else load_drills())
    else:
        bank, drills = _bank(args), (load_drills() if getattr(args, "bank", None) is None else [])
    puzzles = [*bank, *drills]
    from penchant.players import get_player

    judge = get_player if args.prove else None
    reports = [*verify(bank, judge), *verify(drills, judge, rated=False)]  # drills: no rated bank's bar
    failed = [r for r in reports if not r.ok]
    counts: dict[str, int] = {}
    for p in puzzles:
        counts[p.kind] = counts.get(p.kind, 0) + 1
    data = {"checked": len(reports), "failed": len(failed), "kinds": counts,
            "failures": [r.to_json() for r in failed]}
    replayed = sum(1 for p in puzzles if p.history is not None)
    data["replayed"] = replayed
    lines = [f"{r.id}: " + "; ".join(r.problems) for r in failed]
    lines.append(f"{len(reports) - len(failed)} of {len(reports)} puzzles verified "
                 f"({', '.join(f'{k} {n}' for k, n in sorted(counts.items()))}); {replayed} positions proved by "
                 "replaying their deal's history through the engine")
    emit(args, data, "\n".join(lines))
    return 1 if failed else 0


def run_generate(args: argparse.Namespace) -> int:
    from penchant.puzzlemakers.generate import MOST_TRIES, generate

    check_count("--count", args.count)
    if args.out:
        check_writable(args.out, "the puzzles", PuzzleError, folder=True)
    from penchant.cli.progress import ProgressReport

    with ProgressReport(args.count, "puzzles", f"generate {args.kind}") as progress:
        puzzles = generate(args.kind, args.count, args.seed, profile_from_args(args), max_tries=MOST_TRIES,
                           progress=progress.callback)
    short = len(puzzles) < args.count  # the bound on the candidates reached first: said, not passed over
    if short:
        print(f"penchant: found {len(puzzles)} of the {args.count} {args.kind} puzzles asked in {MOST_TRIES:,} "
              "candidates: those found are kept", file=sys.stderr)
    text = dump_bank(puzzles, args.kind)
    if args.out:
        target = Path(args.out) / f"generated-{args.kind}-{args.seed}.json"
        write_output(target, text, "the puzzles", PuzzleError, make_folder=True)
        emit(args, {"written": str(target), "count": len(puzzles)},
             f"wrote {len(puzzles)} puzzles to {target}")
    else:
        print(text, end="")
    return 1 if short else 0


def run_curate(args: argparse.Namespace) -> int:
    path = Path(args.file)
    puzzles = [curate(p, keep_hints=not args.fresh_hints) for p in load_file(path)]
    kinds = {p.kind for p in puzzles}
    text = dump_bank(puzzles, kinds.pop() if len(kinds) == 1 else None)
    if args.write:
        write_output(path, text, "the curated puzzles", PuzzleError)
        print(f"curated {len(puzzles)} puzzles in {path}")
    else:
        print(text, end="")
    return 0


def report_line(line: str) -> None:
    """A miner's progress: one line on stderr as it comes (stdout carries only the result)."""
    print(line, file=sys.stderr, flush=True)


def run_mine(args: argparse.Namespace) -> int:
    from penchant.players.greedy import greedy_action
    from penchant.puzzlemakers.miner import mine

    check_count("--deals", args.deals)
    if args.out:
        check_writable(args.out, "the puzzles", PuzzleError)  # before the mining, not after it
    puzzles = list(mine(args.deals, greedy_action, args.seed, args.rules, progress=report_line))
    text = dump_bank(puzzles)
    if args.out:
        write_output(args.out, text, "the puzzles", PuzzleError)
        print(f"wrote {len(puzzles)} puzzles to {args.out}")
    else:
        print(text, end="")
    return 0


def run_mine_play(args: argparse.Namespace) -> int:
    from penchant.players import get_player
    from penchant.puzzlemakers.realplay import REAL_KINDS, mine_real
    from penchant.rules.profiles import get_profile

    check_count("--deals", args.deals)
    if args.runs < 2:
        raise InvalidSettingError.refusing_argument("--runs", args.runs,
                                                    "must be 2 or more: the margin needs runs to compare")
    get_player(args.judge, get_profile(args.rules))  # a bad name or rules fail here, before any play
    kinds = [k.strip() for k in str(args.kinds).split(",") if k.strip()]
    unknown = [k for k in kinds if k not in REAL_KINDS]
    if unknown or not kinds:
        raise InvalidSettingError(f"--kinds {args.kinds!r}: mine-play mines {', '.join(REAL_KINDS)}")
    want = {k: 0 for k in REAL_KINDS if k not in kinds}
    if args.out:
        check_writable(args.out, "the puzzles", PuzzleError)  # before the play, not after it
    puzzles: list[Puzzle] = []
    for p in mine_real(args.deals, get_player, args.judge, args.seed, args.rules, runs=args.runs, want=want,
                       progress=report_line):
        puzzles.append(p)
        if args.out:  # written as found: a long run stopped early keeps what it has mined
            write_output(args.out, dump_bank(puzzles), "the puzzles", PuzzleError)
    if args.out:
        write_output(args.out, dump_bank(puzzles), "the puzzles", PuzzleError)
        print(f"wrote {len(puzzles)} puzzles to {args.out}")
    else:
        print(dump_bank(puzzles), end="")
    return 0


def verdict_line(result: CheckResult) -> str:
    """The verdict in capitals, said once: what the result says, without the verdict its message opens with
    (:attr:`~penchant.puzzles.model.CheckResult.opening`, kept apart from the words: never stripped off them).

    >>> verdict_line(CheckResult(True, "exactly those.", "", None, [], opening="Right"))
    'RIGHT: exactly those.'
    >>> verdict_line(CheckResult(False, "“8♠” is not best.", "", None, []))
    'WRONG: “8♠” is not best.'
    """
    return ("RIGHT: " if result.correct else "WRONG: ") + result.said
