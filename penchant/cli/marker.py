"""``penchant marker``: open the score marker in your browser, or export, import and list its games.

``penchant marker [--port N] [--host H] [--db PATH] [--no-browser]`` serves the score marker as a page in
your browser: you see the marker, not its code. Its games are kept in one file (``--db``, else
``$PENCHANT_DB``, else your data folder), named when it starts. Stopping the command, however it is stopped,
closes the pages' games and frees the port. It listens on this computer only by default; on any other address
(to reach it from a tablet or phone) it asks for an access token (``$PENCHANT_TOKEN``, ``--token-file``, or
made for you) and prints the addresses to open and a QR code.

``--list``, ``--export GAME [--out FILE]`` and ``--import FILE`` (one of them; ``--json`` with a listing or
an import) work on the games' file without starting a server. A file with lines it cannot read is said on
stderr and not listed or exported from (exit 2), as a game read past a damaged line may be missing entries;
``--lenient`` lists or exports it anyway, the damage still said.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
import warnings
from pathlib import Path
from typing import TYPE_CHECKING

from penchant.cli.options import Subparsers, plain_words
from penchant.cli.output import write_output
from penchant.cli.server_launch import add_serving_arguments
from penchant.errors import PenchantError
from penchant.files.strict_reader import parse_json, read_text

if TYPE_CHECKING:
    from penchant.marker.store_protocol import GameSummary, MarkerStore

__all__ = ["register"]


def _db_path(args: argparse.Namespace) -> Path:
    """The marker database's path: ``--db``, else the default."""
    from penchant.marker.store_protocol import default_db_path

    return Path(args.db).expanduser() if args.db else default_db_path()


def _open_store(args: argparse.Namespace, *, existing: bool = False) -> contextlib.closing[MarkerStore]:
    """The marker database, of the kind its name asks as the marker's page opens it (SQLite; JSON lines for a
    name of :data:`~penchant.files.durable.LINES_SUFFIXES`), closed after the ``with``; ``existing`` for a reading (an
    export), which must not create one."""
    from penchant.errors import StoreError
    from penchant.marker.lines_store import StoreWarning
    from penchant.marker.opening_stores import open_marker_store

    path = _db_path(args)
    if existing and not path.is_file():
        raise StoreError.refusing(str(path), "there is no marker database there (no game has been saved to it)",
                                  whole=True)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", StoreWarning)  # a game cut short is said in one line by _check_sound
        return contextlib.closing(open_marker_store(path))


def _saved_games(args: argparse.Namespace) -> list[GameSummary]:
    """Every game saved in the marker database, none where no database is yet (a fresh install: nothing is
    created by a listing); a path that is something else (a folder) is refused, not listed as empty."""
    from penchant.errors import StoreError

    path = _db_path(args)
    if path.exists() and not path.is_file():
        raise StoreError.refusing(str(path), "it is a folder, not a marker database: give the database's file",
                                  whole=True)
    if not path.is_file():
        return []
    with _open_store(args, existing=True) as store:
        _check_sound(store, args)
        return store.list_games(limit=None)


def _check_sound(store: MarkerStore, args: argparse.Namespace) -> None:
    """Say on stderr, in one line, what the store cannot read (its
    :meth:`~penchant.marker.store_protocol.MarkerStore.problem`), and refuse (:class:`~penchant.errors.StoreError`,
    exit 2) a listing or an export read from it: a game read past a damaged line may be short of its later
    entries, and a list or record made from it would pass for whole.
    ``--lenient`` reads it anyway, the problem still said."""
    from penchant.errors import StoreError

    problem = " ".join(store.problem().split())
    if not problem:
        return
    if not args.lenient:
        raise StoreError(f"{problem}; a game read past it may be missing entries, so nothing is listed or "
                         "exported from it (--lenient does it anyway)")
    print(f"penchant: warning: {problem}; read anyway (--lenient): a game read past it may be missing entries",
          file=sys.stderr)


def _check_options(args: argparse.Namespace) -> None:
    """Refuse an option the asked action would not read (``--out`` is the export's, ``--json`` the listing's and
    the import's): dropped silently, it would leave the user thinking it was obeyed (the server even started)."""
    from penchant.errors import InvalidSettingError

    if args.out is not None and args.export is None:
        raise InvalidSettingError(f"--out {args.out!r} is read only with --export GAME: it names the file the "
                                  "export is written to", reason="--out is read only with --export GAME")
    if args.lenient and not (args.list or args.export is not None):
        raise InvalidSettingError("--lenient is read only with --list or --export: they are what read a damaged "
                                  "store anyway", reason="--lenient is read only with --list or --export")
    if args.json and not (args.list or args.import_file is not None):
        raise InvalidSettingError("--json is read only with --list or --import: they are what print JSON",
                                  reason="--json is read only with --list or --import")


def _handle(args: argparse.Namespace) -> int:
    from penchant.errors import StoreError

    _check_options(args)
    if args.list:
        games = _saved_games(args)
        data = [
            {"id": g.id, "players": list(g.players), "rules": g.rules, "status": g.status,
             "summary": g.summary, "events": g.events}
            for g in games
        ]
        text = "\n".join(f"{g.id:>4}  {g.players[0]} v {g.players[1]}  {g.rules:8}  {g.summary}" for g in games)
        if args.json:
            print(json.dumps(data, ensure_ascii=False))
        else:
            print(text or f"no saved games in {_db_path(args)}")
        return 0
    if args.export is not None:
        with _open_store(args, existing=True) as store:
            _check_sound(store, args)
            record = store.export_record(args.export)
        text = json.dumps(record, indent=2, ensure_ascii=False)
        if args.out:
            write_output(args.out, text + "\n", "the record", StoreError)
        else:
            print(text)
        return 0
    if args.import_file is not None:
        name = "standard input" if args.import_file == "-" else repr(args.import_file)
        data = parse_json(read_text(args.import_file, name), name)  # read as tally reads it, the file named
        with _open_store(args) as store:
            try:
                game_id = store.import_record(data)
            except PenchantError as exc:  # the file is named, as tally names it, its refusal kept
                raise exc.within(name) from None
        print(game_id if not args.json else json.dumps({"id": game_id}))
        return 0
    return _serve(args)


def _serve(args: argparse.Namespace) -> int:
    from penchant.cli.server_launch import serve, serving_from_arguments
    from penchant.marker.opening_stores import open_marker_store
    from penchant.marker.store_protocol import DB_ENV, default_db_path

    serving = serving_from_arguments(args, "marker")
    db = Path(args.db).expanduser().resolve() if args.db else default_db_path()
    # Open once here so a bad path fails now, with one line, not in every kernel (and the schema is migrated);
    # and write once (rolled back): a database this user may read but not write fails now, not at the first tap.
    with contextlib.closing(open_marker_store(db)) as store:  # the kind the marker's page will open
        store.check_writable()
    serving.env = {DB_ENV: str(db)}
    print(f"penchant marker: games are saved in {db}", flush=True)
    return serve(serving)


def register(subparsers: Subparsers) -> None:
    parser = subparsers.add_parser(
        "marker",
        help="serve the score marker (Voilà) for a game played with real cards",
        description=plain_words(__doc__),
        formatter_class=argparse.RawDescriptionHelpFormatter,
        allow_abbrev=False,  # `--token SECRET` must not be taken for --token-file (and echoed back)
    )
    add_serving_arguments(parser, default_port=8866)
    parser.add_argument("--db", default=None, help="database file (default: the user's data folder)")
    action = parser.add_mutually_exclusive_group()  # one at a time: two given are refused, neither silently wins
    action.add_argument("--list", action="store_true", help="list saved games and exit")
    action.add_argument("--export", type=int, metavar="GAME", default=None,
                        help="print a saved game as a penchant-game/1 record and exit")
    parser.add_argument("--out", default=None, metavar="FILE", help="with --export only: write to FILE")
    action.add_argument("--import", dest="import_file", default=None, metavar="FILE",
                        help="store a penchant-game/1 record, or a penchant-play/1 record of play (scored by "
                             "replaying it), from FILE or - for stdin, as a new game and exit")
    parser.add_argument("--json", action="store_true", help="with --list or --import only: JSON output")
    parser.add_argument("--lenient", action="store_true",
                        help="with --list or --export only: read a database with damaged lines anyway (refused "
                             "otherwise, as a game read past one may be missing entries); the damage is still said")
    parser.set_defaults(func=_handle)
