"""The command's side of serving, shared by ``penchant marker``, ``penchant practice`` and ``penchant tutorial``:
their options (:func:`add_serving_arguments`: where to listen, the access token, culling), checked and made into a
:class:`~penchant.served_apps.ServeRequest` (:func:`serving_from_arguments`), which :func:`serve` hands to the
server.

The server is the ``server`` of the ``penchant.apps`` entry points (:func:`penchant.served_apps.load_app`), found
by :func:`server_entry_point` only when a command serves and called in the same process: it checks the port is
free, settles the token, prints where to connect and runs Voilà until the command is stopped. The engine and its
command line run without it and never import it.

The access token never appears on a command line: it comes from ``$PENCHANT_TOKEN`` or a private file
(``--token-file``, refused if others may read it), else the server makes one when serving beyond loopback.
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Callable
from pathlib import Path

from penchant.errors import AppMissingError, InvalidSettingError, ScoreEntryError
from penchant.errors.serving import ServeError
from penchant.notation.whole_numbers import whole_number
from penchant.served_apps import APP_EXTRA_MISSING, TOKEN_ENV, ServeRequest, load_app

__all__ = [
    "add_serving_arguments",
    "parse_port",
    "parse_seconds",
    "read_token_file",
    "serve",
    "server_entry_point",
    "serving_from_arguments",
]

ServerEntryPoint = Callable[[ServeRequest], int]
"""The server's entry point: what to serve in, the exit code out once it stops."""


def server_entry_point() -> ServerEntryPoint:
    """The ``server`` app of the ``penchant.apps`` entry points, the one way the command line starts Voilà.

    Loaded here, when a command serves, never when ``penchant`` is imported, and found by name
    (:func:`penchant.served_apps.load_app`): the engine and its command line run without the server and never
    import it. Without the ``app`` extra (the widgets, the server, Voilà) this is an :class:`AppMissingError` saying
    what to install (as :func:`~penchant.served_apps.load_app` raises it: one condition, one error), before the port
    is checked or anything is printed."""
    import importlib.util

    main = load_app("server")
    if importlib.util.find_spec("voila") is None:  # imported by the server only when it starts
        raise AppMissingError(APP_EXTRA_MISSING.format(what="module 'voila'"))
    return main


def serve(request: ServeRequest) -> int:
    """Serve ``request`` (:func:`server_entry_point`) until the server stops; its exit code."""
    return server_entry_point()(request)


def parse_port(text: object) -> int:
    """A TCP port from 1 to 65535 (``"8866"`` or 8866); anything else raises :class:`InvalidSettingError`."""
    not_a_port = InvalidSettingError.refusing_argument("--port", text,
                                                       "is not a port: give a whole number from 1 to 65535")
    if isinstance(text, bool):
        raise not_a_port
    try:
        port = whole_number(text, "--port")
    except ScoreEntryError:
        raise not_a_port from None
    if not 1 <= port <= 65535:
        raise InvalidSettingError.refusing_argument("--port", text,
                                                    "is out of range: a port is a whole number from 1 to 65535")
    return port


LONGEST_CULL = 86_400
"""The most seconds ``--cull-idle`` and ``--cull-interval`` take: a day."""


def parse_seconds(text: object, flag: str) -> int:
    """Seconds for a culling option (``--cull-idle``, ``--cull-interval``), checked as :func:`parse_port` checks a
    port: a whole number from 1 to :data:`LONGEST_CULL`; anything else raises :class:`InvalidSettingError` quoting
    it."""
    why = f"give a whole number of seconds from 1 to {LONGEST_CULL}"
    try:
        seconds = whole_number(text, flag)
    except ScoreEntryError:
        raise InvalidSettingError(f"{flag} {text!r} is not a number of seconds: {why}", reason=why) from None
    if not 1 <= seconds <= LONGEST_CULL:
        raise InvalidSettingError(f"{flag} {text!r} is out of range: {why}", reason=why)
    return seconds


def read_token_file(path: str) -> str:
    """The token in a private file (first line); refuses a file others may read."""
    p = Path(path).expanduser()
    try:
        mode = p.stat().st_mode
        text = p.read_text(encoding="utf-8")
    except OSError as exc:
        raise ServeError(f"cannot read the token file {path!r}: {exc.strerror}") from None
    if os.name == "posix" and mode & 0o077:
        raise ServeError(f"the token file {path!r} may be read by others (mode {mode & 0o777:o}): chmod 600 it")
    token = text.strip().splitlines()[0].strip() if text.strip() else ""
    if not token:
        raise ServeError(f"the token file {path!r} is empty")
    return token


def add_serving_arguments(parser: argparse.ArgumentParser, *, default_port: int) -> None:
    """The options of every command that serves an app: where to listen, the token, culling.

    The parser must have ``allow_abbrev=False``: ``--token SECRET`` must not be taken for
    ``--token-file`` (and echoed back)."""
    parser.add_argument("--port", default=str(default_port), help=f"port, 1-65535 (default {default_port})")
    parser.add_argument("--host", default="127.0.0.1",
                        help="address to listen on (default 127.0.0.1; any other needs a token)")
    parser.add_argument("--no-browser", action="store_true", help="do not open a browser")
    parser.add_argument("--token-file", default=None, metavar="FILE",
                        help=f"read the access token from FILE (mode 600); or set ${TOKEN_ENV}; "
                             "generated when serving beyond loopback. Never on the command line.")
    parser.add_argument("--cull-idle", default="120", metavar="SECONDS",
                        help=f"stop a closed page's idle kernel after this many seconds, 1-{LONGEST_CULL} "
                             "(default 120)")
    parser.add_argument("--cull-interval", default="30", metavar="SECONDS", help=argparse.SUPPRESS)


def serving_from_arguments(args: argparse.Namespace, name: str, notebook: Path | None = None) -> ServeRequest:
    """A :class:`~penchant.served_apps.ServeRequest` of ``notebook`` (``None``: the app ``name``'s page) from the
    options of :func:`add_serving_arguments`; the app extra
    (:func:`server_entry_point`), the port and the token file are checked now (a missing or bad one fails with
    one line before anything else is opened)."""
    server_entry_point()
    port = parse_port(args.port)
    cull_idle, cull_interval = parse_seconds(args.cull_idle, "--cull-idle"), parse_seconds(args.cull_interval,
                                                                                        "--cull-interval")
    token = os.environ.get(TOKEN_ENV) or None
    if args.token_file:
        token = read_token_file(args.token_file)
    return ServeRequest(notebook, name, port=port, host=args.host, token=token, open_browser=not args.no_browser,
                        cull_idle=cull_idle, cull_interval=cull_interval)
