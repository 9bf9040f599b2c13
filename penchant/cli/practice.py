"""``penchant practice``: serve the puzzle trainer (Voilà) near the learner's rating.

``penchant practice [--port N] [--host H] [--db PATH] [--no-browser]`` runs
``python -m voila notebooks/practice.ipynb`` with the sources stripped and idle
kernels culled, the same way as ``penchant marker`` (the same Voilà command
line), with the attempts file passed in ``$PENCHANT_PRACTICE_DB``. It listens on
loopback by default; on any other address it requires an access token
(generated unless ``--token`` gives one) and prints the URL holding it.
"""

from __future__ import annotations

import argparse
import json
import os
import secrets
import signal
import subprocess
import tempfile
from pathlib import Path
from typing import Any

from penchant.cli.marker import LOOPBACK, voila_command

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
    from penchant.puzzles.attempts import DB_ENV, default_path, open_store

    host: str = args.host
    token: str | None = args.token
    if host not in LOOPBACK and not token:
        token = secrets.token_urlsafe(24)
    db = Path(args.db).expanduser().resolve() if args.db else default_path()
    open_store(db).close()  # a bad path fails now, with one line, not in every kernel
    env = dict(os.environ)
    env[DB_ENV] = str(db)
    cmd = voila_command(practice_notebook(), port=args.port, host=host, token=token,
                        open_browser=not args.no_browser, cull_idle=args.cull_idle)
    shown = "localhost" if host in ("127.0.0.1", "::1") else host
    url = f"http://{shown}:{args.port}/" + (f"?token={token}" if token else "")
    print(f"penchant practice: {url}", flush=True)
    print(f"penchant practice: attempts are saved in {db}", flush=True)
    proc = subprocess.Popen(cmd, env=env)

    def _forward(signum: int, _frame: object) -> None:  # a server started by the project stops with it
        proc.send_signal(signal.SIGTERM)

    previous = signal.signal(signal.SIGTERM, _forward)
    try:
        return proc.wait()
    except KeyboardInterrupt:
        proc.send_signal(signal.SIGINT)
        try:
            return proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            return 130
    finally:
        signal.signal(signal.SIGTERM, previous)


def register(subparsers: Any) -> None:
    parser = subparsers.add_parser(
        "practice",
        help="serve the puzzle trainer (Voilà): puzzles near your rating, streaks, your weak themes",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--port", type=int, default=8867, help="port (default 8867)")
    parser.add_argument("--host", default="127.0.0.1",
                        help="address to listen on (default 127.0.0.1; any other needs a token)")
    parser.add_argument("--db", default=None, help="attempts file (default: the user's data folder)")
    parser.add_argument("--no-browser", action="store_true", help="do not open a browser")
    parser.add_argument("--token", default=None, help="access token (generated when serving beyond loopback)")
    parser.add_argument("--cull-idle", type=int, default=3600, metavar="SECONDS",
                        help="stop a closed page's idle kernel after this many seconds (default 3600)")
    parser.set_defaults(func=_serve)
