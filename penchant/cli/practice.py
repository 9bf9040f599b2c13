"""``penchant practice``: open the puzzle trainer in your browser: puzzles near your rating, a streak, a
rush, and the history of your attempts (and its CSV).

``penchant practice [--port N] [--host H] [--db PATH] [--no-browser]`` serves the trainer as
``penchant marker`` serves the score marker: you see the puzzles, not their code. Your attempts are kept in
one file (``--db``, else ``$PENCHANT_PRACTICE_DB``, else your data folder). Stopping the command, however it
is stopped, closes the pages' games and frees the port. It listens on this computer only by default; on any
other address it asks for an access token (``$PENCHANT_TOKEN``, ``--token-file``, or made for you; never on a
command line or in a log) and prints the addresses to open and a QR code.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from penchant.cli.options import Subparsers, plain_words
from penchant.cli.server_launch import add_serving_arguments, serve, serving_from_arguments

__all__ = ["register"]


def _serve(args: argparse.Namespace) -> int:
    from penchant.trainer.stores import DB_ENV, default_path, open_attempt_store

    serving = serving_from_arguments(args, "practice")
    db = Path(args.db).expanduser().resolve() if args.db else default_path()
    open_attempt_store(db).close()  # a bad path fails now, with one line, not in every kernel
    serving.env = {DB_ENV: str(db)}
    print(f"penchant practice: attempts are saved in {db}", flush=True)
    return serve(serving)


def register(subparsers: Subparsers) -> None:
    parser = subparsers.add_parser(
        "practice",
        help="serve the puzzle trainer (Voilà): puzzles near your rating, streaks, rushes, your history",
        description=plain_words(__doc__),
        formatter_class=argparse.RawDescriptionHelpFormatter,
        allow_abbrev=False,  # `--token SECRET` must not be taken for --token-file (and echoed back)
    )
    add_serving_arguments(parser, default_port=8867)
    parser.add_argument("--db", default=None,
                        help="attempts file: attempts, looks and rushes (default: $PENCHANT_PRACTICE_DB, else "
                             "the user's data folder; a name ending .txt, .jsonl or .json is kept as JSON lines)")
    parser.set_defaults(func=_serve)
