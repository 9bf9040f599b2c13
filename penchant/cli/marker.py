"""``penchant marker``: serve the score marker with Voilà, or export/import/list its games.

``penchant marker [--port N] [--host H] [--db PATH] [--no-browser]`` serves
``notebooks/marker.ipynb`` with Voilà inside this process
(:mod:`penchant.cli.serving`): sources stripped, closed pages' kernels culled,
the database path passed in ``$PENCHANT_DB``; stopping this process (even with
SIGKILL) frees the port. It listens on loopback by default; on any other
address it requires an access token (``$PENCHANT_TOKEN``, ``--token-file``, or
generated) and prints the LAN URLs and a QR code.

``--list``, ``--export GAME [--out FILE]`` and ``--import FILE`` work on the
database without starting a server.
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any

from penchant.cli.common import Subparsers
from penchant.errors import read_text

if TYPE_CHECKING:
    from penchant.marker.store import Store

__all__ = ["register", "marker_notebook"]

_NOTEBOOK_SOURCE = "from penchant_widgets.marker import marker_app\nmarker_app()"


def marker_notebook() -> Path:
    """The marker notebook of this checkout, or a generated copy of it in a temp folder."""
    here = Path(__file__).resolve().parents[2] / "notebooks" / "marker.ipynb"
    if here.is_file():
        return here
    folder = Path(tempfile.mkdtemp(prefix="penchant-marker-"))
    path = folder / "marker.ipynb"
    nb: dict[str, Any] = {
        "cells": [{"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [],
                   "source": _NOTEBOOK_SOURCE}],
        "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}},
        "nbformat": 4, "nbformat_minor": 5,
    }
    path.write_text(json.dumps(nb), encoding="utf-8")
    return path


def _open_store(args: argparse.Namespace) -> Store:
    from penchant.marker.store import Store

    return Store(args.db)


def _handle(args: argparse.Namespace) -> int:
    if args.list:
        with _open_store(args) as store:
            games = store.list_games(limit=100)
            data = [
                {"id": g.id, "players": list(g.players), "rules": g.rules, "status": g.status,
                 "summary": g.summary, "events": g.events}
                for g in games
            ]
            text = "\n".join(f"{g.id:>4}  {g.players[0]} v {g.players[1]}  {g.rules:8}  {g.summary}" for g in games)
            if args.json:
                print(json.dumps(data, ensure_ascii=False))
            else:
                print(text or "no saved games")
        return 0
    if args.export is not None:
        with _open_store(args) as store:
            record = store.export_record(args.export)
        text = json.dumps(record, indent=2, ensure_ascii=False)
        if args.out:
            Path(args.out).write_text(text + "\n", encoding="utf-8")
        else:
            print(text)
        return 0
    if args.import_file is not None:
        source = _read(args.import_file)
        with _open_store(args) as store:
            game_id = store.import_record(source)
        print(game_id if not args.json else json.dumps({"id": game_id}))
        return 0
    return _serve(args)


def _read(path: str) -> str:
    """The file's text, read by the one strict reader (UTF-8, size limit; :mod:`penchant.errors`)."""
    return read_text(path)


def _serve(args: argparse.Namespace) -> int:
    from penchant.cli.serving import TOKEN_ENV, Serving, parse_port, read_token_file
    from penchant.marker.store import DB_ENV, Store, default_db_path

    port = parse_port(args.port)
    token = os.environ.get(TOKEN_ENV) or None
    if args.token_file:
        token = read_token_file(args.token_file)
    db = Path(args.db).expanduser().resolve() if args.db else default_db_path()
    # Open once here so a bad path fails now, with one line, not in every kernel (and the schema is migrated).
    Store(db).close()
    serving = Serving(
        marker_notebook(), "marker", port=port, host=args.host, token=token, open_browser=not args.no_browser,
        cull_idle=args.cull_idle, cull_interval=args.cull_interval, env={DB_ENV: str(db)},
    )
    print(f"penchant marker: games are saved in {db}", flush=True)
    return serving.run()


def register(subparsers: Subparsers) -> None:
    parser = subparsers.add_parser(
        "marker",
        help="serve the score marker (Voilà) for a game played with real cards",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
        allow_abbrev=False,  # `--token SECRET` must not be taken for --token-file (and echoed back)
    )
    parser.add_argument("--port", default="8866", help="port, 1-65535 (default 8866)")
    parser.add_argument("--host", default="127.0.0.1",
                        help="address to listen on (default 127.0.0.1; any other needs a token)")
    parser.add_argument("--db", default=None, help="database file (default: the user's data folder)")
    parser.add_argument("--no-browser", action="store_true", help="do not open a browser")
    parser.add_argument("--token-file", default=None, metavar="FILE",
                        help="read the access token from FILE (mode 600); or set $PENCHANT_TOKEN; "
                             "generated when serving beyond loopback. Never on the command line.")
    parser.add_argument("--cull-idle", type=int, default=120, metavar="SECONDS",
                        help="stop a closed page's idle kernel after this many seconds (default 120)")
    parser.add_argument("--cull-interval", type=int, default=30, metavar="SECONDS", help=argparse.SUPPRESS)
    parser.add_argument("--list", action="store_true", help="list saved games and exit")
    parser.add_argument("--export", type=int, metavar="GAME", default=None,
                        help="print a saved game as a penchant-game/1 record and exit")
    parser.add_argument("--out", default=None, metavar="FILE", help="with --export: write to FILE")
    parser.add_argument("--import", dest="import_file", default=None, metavar="FILE",
                        help="store a penchant-game/1 record (FILE or - for stdin) as a new game and exit")
    parser.add_argument("--json", action="store_true", help="JSON output for --list/--import")
    parser.set_defaults(func=_handle)
