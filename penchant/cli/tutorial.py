"""``penchant tutorial``: open the tutorial's chapters in your browser, the next ones made ready ahead.

``penchant tutorial [--port N] [--host H] [--db PATH] [--marker-db PATH] [--warm N] [--no-browser]``
serves the chapters of ``notebooks/`` as pages (the first page lists them in order), as ``penchant marker``
serves the score marker: you see the chapters' boards and words, not their code, and your puzzle answers
are kept in the file ``penchant practice`` uses (``--db``, else ``$PENCHANT_PRACTICE_DB``). The score marker
is served beside the chapters, its games in ``--marker-db``; else, when ``--db`` is given, in ``marker.sqlite3``
beside the --db file (a fresh progress file is a fresh tutorial, with no game of the user's on its marker); else
in the file ``penchant marker`` uses (``$PENCHANT_DB``). Both files are named when it starts. Stopping the
command, however it is stopped, closes the pages' games and frees the port.

A chapter opens in about a second when it was made ready ahead: up to ``--warm`` chapters (default 4,
about 80 MB of memory each) are kept ready for the ones you are likely to open next, the first page's
first two and those the chapter you just opened leads to; ``--warm 0`` keeps none ready.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from penchant.cli.options import Subparsers, plain_words
from penchant.cli.server_launch import add_serving_arguments, serve, serving_from_arguments
from penchant.errors import InvalidSettingError
from penchant.errors.serving import ServeError
from penchant.served_apps import WARM_KERNELS

__all__ = ["marker_games_beside", "register", "tutorial_folder"]

MARKER_GAMES = "marker.sqlite3"
"""The marker's games beside a progress file given with ``--db``."""


def tutorial_folder() -> Path:
    """``notebooks/`` of this checkout (the chapters are not part of the installed package)."""
    here = Path(__file__).resolve().parents[2] / "notebooks"
    if not any(here.glob("[0-9][0-9]_*.ipynb")):
        raise ServeError(f"no tutorial chapters in {str(here)!r}: penchant tutorial runs from a checkout "
                         "of the project (make tutorial)")
    return here


def marker_games_beside(progress: Path) -> Path:
    """The marker's games file beside the progress file ``progress`` (never the progress file itself).

    >>> marker_games_beside(Path("/tmp/x/progress.sqlite3")), marker_games_beside(Path("/tmp/x/marker.sqlite3"))
    (PosixPath('/tmp/x/marker.sqlite3'), PosixPath('/tmp/x/marker-games.sqlite3'))
    """
    games = progress.with_name(MARKER_GAMES)
    return games.with_name("marker-games.sqlite3") if games == progress else games


def _serve(args: argparse.Namespace) -> int:
    from penchant.marker.store_protocol import DB_ENV as MARKER_DB_ENV
    from penchant.marker.store_protocol import default_db_path
    from penchant.trainer.stores import DB_ENV, default_path, open_attempt_store

    if args.warm < 0:
        raise InvalidSettingError(f"--warm {args.warm!r} is not a number of kernels: give 0 or more")
    serving = serving_from_arguments(args, "tutorial", tutorial_folder())
    db = Path(args.db).expanduser().resolve() if args.db else default_path()
    open_attempt_store(db).close()  # a bad path fails now, with one line, not in every kernel
    # The marker's games are named too, and follow --db: a fresh progress file is a fresh tutorial, with no game
    # from the user's own marker file on its marker.
    games = (Path(args.marker_db).expanduser().resolve() if args.marker_db
             else marker_games_beside(db) if args.db else default_db_path())
    serving.env = {DB_ENV: str(db), MARKER_DB_ENV: str(games)}
    serving.warm = args.warm
    print(f"penchant tutorial: puzzle progress is saved in {db}", flush=True)
    print(f"penchant tutorial: the score marker's games are saved in {games}", flush=True)
    return serve(serving)


def register(subparsers: Subparsers) -> None:
    parser = subparsers.add_parser(
        "tutorial",
        help="serve the tutorial's chapters (Voilà), kernels warmed ahead for the chapters you open next",
        description=plain_words(__doc__),
        formatter_class=argparse.RawDescriptionHelpFormatter,
        allow_abbrev=False,  # `--token SECRET` must not be taken for --token-file (and echoed back)
    )
    add_serving_arguments(parser, default_port=8869)
    parser.add_argument("--db", default=None,
                        help="puzzle attempts file (default: $PENCHANT_PRACTICE_DB, else the user's data folder)")
    parser.add_argument("--marker-db", default=None, metavar="PATH",
                        help=f"the score marker's games (default: {MARKER_GAMES} beside the --db file when "
                             "--db is given, else $PENCHANT_DB, else the user's data folder, as penchant marker)")
    parser.add_argument("--warm", type=int, default=WARM_KERNELS, metavar="N",
                        help="kernels kept waiting for the chapters opened next, at most "
                             f"(default {WARM_KERNELS}; 0: none)")
    parser.set_defaults(func=_serve)
