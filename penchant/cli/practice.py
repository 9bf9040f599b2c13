"""``penchant practice``: serve the puzzle trainer (Voilà) near the learner's rating.

``penchant practice [--port N] [--host H] [--db PATH] [--no-browser]`` serves
``notebooks/practice.ipynb`` with Voilà inside this process, exactly as
``penchant marker`` does (:mod:`penchant.cli.serving`): sources stripped,
closed pages' kernels culled, the attempts file passed in
``$PENCHANT_PRACTICE_DB``; stopping this process (even with SIGKILL) frees the
port. It listens on loopback by default; on any other address it requires an
access token (``$PENCHANT_TOKEN``, ``--token-file``, or generated; never on a
command line or in a log) and prints the LAN URLs and a QR code.
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
from pathlib import Path
from typing import Any

from penchant.cli.common import Subparsers

__all__ = ["register", "practice_notebook"]

_SOURCE = "from penchant_widgets.puzzles.practice import practice_app\npractice_app()"


def practice_notebook() -> Path:
    """The practice notebook of this checkout, or a generated copy of it in a temp folder."""
    here = Path(__file__).resolve().parents[2] / "notebooks" / "practice.ipynb"
    if here.is_file():
        return here
    folder = Path(tempfile.mkdtemp(prefix="penchant-practice-"))
    path = folder / "practice.ipynb"
    nb: dict[str, Any] = {
        "cells": [{"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [], "source": _SOURCE}],
        "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}},
        "nbformat": 4, "nbformat_minor": 5,
    }
    path.write_text(json.dumps(nb), encoding="utf-8")
    return path


def _serve(args: argparse.Namespace) -> int:
    from penchant.cli.serving import TOKEN_ENV, Serving, parse_port, read_token_file
    from penchant.puzzles.attempts import DB_ENV, default_path, open_store

    port = parse_port(args.port)
    token = os.environ.get(TOKEN_ENV) or None
    if args.token_file:
        token = read_token_file(args.token_file)
    db = Path(args.db).expanduser().resolve() if args.db else default_path()
    open_store(db).close()  # a bad path fails now, with one line, not in every kernel
    serving = Serving(
        practice_notebook(), "practice", port=port, host=args.host, token=token, open_browser=not args.no_browser,
        cull_idle=args.cull_idle, cull_interval=args.cull_interval, env={DB_ENV: str(db)},
    )
    print(f"penchant practice: attempts are saved in {db}", flush=True)
    return serving.run()


def register(subparsers: Subparsers) -> None:
    parser = subparsers.add_parser(
        "practice",
        help="serve the puzzle trainer (Voilà): puzzles near your rating, streaks, your weak themes",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
        allow_abbrev=False,  # `--token SECRET` must not be taken for --token-file (and echoed back)
    )
    parser.add_argument("--port", default="8867", help="port, 1-65535 (default 8867)")
    parser.add_argument("--host", default="127.0.0.1",
                        help="address to listen on (default 127.0.0.1; any other needs a token)")
    parser.add_argument("--db", default=None,
                        help="attempts file (default: $PENCHANT_PRACTICE_DB, else the user's data folder)")
    parser.add_argument("--no-browser", action="store_true", help="do not open a browser")
    parser.add_argument("--token-file", default=None, metavar="FILE",
                        help="read the access token from FILE (mode 600); or set $PENCHANT_TOKEN; "
                             "generated when serving beyond loopback. Never on the command line.")
    parser.add_argument("--cull-idle", type=int, default=120, metavar="SECONDS",
                        help="stop a closed page's idle kernel after this many seconds (default 120)")
    parser.add_argument("--cull-interval", type=int, default=30, metavar="SECONDS", help=argparse.SUPPRESS)
    parser.set_defaults(func=_serve)
