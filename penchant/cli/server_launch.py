"""Launching the app server for ``penchant marker``, ``penchant practice`` and ``penchant tutorial``: the
command's side of serving, shared by the three.

:func:`serve_notebook` checks the port and the token, prints where to connect,
then *becomes* the Voilà server: it calls the server's entry point,
 the ``server`` of the ``penchant.apps`` entry points
(:func:`penchant.served_apps.load_app`; the widgets package registers it and holds everything that imports Voilà),
found by :func:`server_entry_point` only when a command serves, in the same process, so there is no Voilà process
to outlive ``penchant marker``: SIGTERM or Ctrl-C stops it cleanly (its kernels are shut down), and
after SIGKILL the port is free at once and each kernel exits within a second
(its parent poller sees its parent gone). Kernels of closed pages are culled
after ``cull_idle`` seconds.

The access token (required beyond loopback) never appears on a command line
or in a log: it comes from ``$PENCHANT_TOKEN``, a private file
(``--token-file``) or is generated; the runner gets it through the
environment and hands it to Voilà's in-process configuration (kernels do not
inherit it), the request log scrubs ``token=`` from every URL, and the URL
holding it (with a QR code) is printed only to a terminal. When the output is
not a terminal the URL is printed without the token, with the path of a
private (0600) file that holds the full one.

Everything the command writes for a run (that token file, the page of an app generated when there is no
checkout, Voilà's connection files, the page that opens the browser) is in one private temporary folder
(:meth:`Serving.temp_folder`), removed when the server stops: stopped normally, by Ctrl-C or SIGTERM (before
Voilà starts too), or failing to start. Only SIGKILL leaves it.

Serving beyond loopback prints the machine's LAN address(es) as URLs (never
``0.0.0.0``); the app's *Connect a tablet* screen reads them from
``$PENCHANT_CONNECT`` and shows the same QR code.
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import json
import os
import secrets
import shutil
import signal
import socket
import sys
import tempfile
import threading
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from penchant.errors import AppMissingError, InvalidSettingError, ScoreEntryError, ServeError
from penchant.notation.whole_numbers import whole_number
from penchant.served_apps import (
    APP_EXTRA_MISSING,
    CONNECT_ENV,
    TOKEN_ENV,
    load_app,
    qr_terminal,
    scrub,
)

__all__ = [
    "LOOPBACK",
    "Serving",
    "add_serving_arguments",
    "app_notebook",
    "app_source",
    "serving_from_arguments",
    "connect_urls",
    "lan_addresses",
    "parse_port",
    "parse_seconds",
    "read_token_file",
    "serve_notebook",
    "server_entry_point",
]

LOOPBACK = ("127.0.0.1", "localhost", "::1")
ANY_ADDRESS = ("0.0.0.0", "::", "")


ServerEntryPoint = Callable[[list[str]], int]
"""The Voilà server's entry point: its arguments (:meth:`Serving.arguments`) in, the exit code out."""

def server_entry_point() -> ServerEntryPoint:
    """The ``server`` app of the ``penchant.apps`` entry points, the one way the command line starts Voilà.

    Loaded here, when a command serves, never when ``penchant`` is imported, and found by name
    (:func:`penchant.served_apps.load_app`): the engine and its command line run without the widgets and never
    import them. Without the ``app`` extra (the widgets, Voilà) this is an :class:`AppMissingError` saying what to
    install (as :func:`~penchant.served_apps.load_app` raises it: one condition, one error), before the port is checked
    or anything is printed."""
    import importlib.util

    main = load_app("server")
    if importlib.util.find_spec("voila") is None:  # imported by the server only when it starts
        raise AppMissingError(APP_EXTRA_MISSING.format(what="module 'voila'"))
    return main


def app_source(name: str) -> str:
    """The one cell of a generated app notebook: the ``name`` app of the ``penchant.apps`` entry points, shown."""
    return f"from penchant.served_apps import load_app\nload_app({name!r})()"


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


def lan_addresses() -> list[str]:
    """This machine's IPv4 addresses another device on the network could reach (no loopback).

    The address of the default route (a UDP socket "connected" to a documentation address:
    no packet is sent), then the host name's addresses.
    """
    found: list[str] = []
    for probe in ("192.0.2.1", "10.255.255.255"):
        try:
            with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
                s.connect((probe, 9))
                found.append(s.getsockname()[0])
        except OSError:
            pass
    with contextlib.suppress(OSError):
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            found.append(str(info[4][0]))
    out: list[str] = []
    for ip in found:
        if ip.startswith("127.") or ip in ANY_ADDRESS or ip in out:
            continue
        out.append(ip)
    return out


def _url(host: str, port: int, token: str | None) -> str:
    shown = f"[{host}]" if ":" in host else host
    return f"http://{shown}:{port}/" + (f"?token={token}" if token else "")


def connect_urls(host: str, port: int, token: str | None) -> list[str]:
    """The URLs to open the app: ``localhost`` on loopback, else each LAN address (never 0.0.0.0)."""
    if host in LOOPBACK:
        return [_url("localhost" if host != "::1" else "::1", port, token)]
    if host in ANY_ADDRESS:
        lan = lan_addresses()
        if not lan:
            lan = [socket.gethostname()]
        return [_url(ip, port, token) for ip in lan]
    return [_url(host, port, token)]


def _check_free(host: str, port: int) -> None:
    """Fail now, with one line, if the port cannot be listened on."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    bind_host = host if host not in ("", "localhost") else ("127.0.0.1" if host == "localhost" else "0.0.0.0")
    try:
        with socket.socket(family, socket.SOCK_STREAM) as s:
            s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            s.bind((bind_host, port))
    except OSError as exc:
        if exc.errno == errno.EADDRINUSE:
            raise ServeError(
                f"port {port} is already in use on {host}: stop what serves it or pick another --port"
            ) from None
        if exc.errno in (errno.EACCES, errno.EPERM):
            raise ServeError(f"port {port} needs special rights on this machine: pick a port above 1023") from None
        raise ServeError(f"cannot listen on {host}:{port}: {exc.strerror}") from None


def _private_token_file(token: str, port: int, folder: Path) -> Path:
    path = folder / f"token-{port}"
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        fh.write(token + "\n")
    return path


@contextlib.contextmanager
def _sigterm_stops() -> Iterator[None]:
    """Within: SIGTERM raises ``SystemExit`` (so ``finally`` runs) instead of ending the process at once, until
    Voilà sets its own handler (which stops the server, and the run returns); the handler before, restored after.
    Only the main thread may set a handler: elsewhere nothing changes."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def stop(signum: int, _frame: object) -> None:
        raise SystemExit(128 + signum)

    before = signal.signal(signal.SIGTERM, stop)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, before)


@dataclass
class Serving:
    """What to serve and how: ``Serving(notebook, "marker", port=8866).run()``; ``notebook`` may be a folder
    of chapters (``penchant tutorial``), whose landing page lists them, or ``None``: the app ``name``'s page
    (:func:`app_notebook`)."""

    notebook: Path | None
    name: str
    port: int = 8866
    host: str = "127.0.0.1"
    token: str | None = None
    open_browser: bool = True
    cull_idle: int = 120
    cull_interval: int = 30
    env: Mapping[str, str] = field(default_factory=dict)
    preheat: bool = True
    out: TextIO = field(default_factory=lambda: sys.stdout)
    token_file: Path | None = None
    """The private file in :meth:`temp_folder` :meth:`announce` wrote the token to (gone with the folder)."""
    temp: Path | None = None
    """This run's private temporary folder, once :meth:`temp_folder` has made it; ``None`` again once
    :meth:`remove_temp_folder` has removed it."""
    warm: int | None = None
    """A folder of chapters (``penchant tutorial``): kernels kept waiting for the chapters opened next, at most."""

    def temp_folder(self) -> Path:
        """This run's private temporary folder (mode 0700), made on first use: the token file, a generated app
        page, Voilà's connection files. :meth:`run` removes it however the server stops."""
        if self.temp is None:
            self.temp = Path(tempfile.mkdtemp(prefix=f"penchant-serve-{self.name}-"))
        return self.temp

    def remove_temp_folder(self) -> None:
        """Remove :meth:`temp_folder` and all it holds (nothing if it was never made)."""
        if self.temp is not None:
            shutil.rmtree(self.temp, ignore_errors=True)
            self.temp = None

    def prepare(self) -> list[str]:
        """Check the port, settle the token, set the kernels' environment; the URLs to print."""
        self.port = parse_port(self.port)
        if self.host not in LOOPBACK and not self.token:
            self.token = secrets.token_urlsafe(24)
        _check_free(self.host, self.port)
        urls = connect_urls(self.host, self.port, self.token)
        os.environ.update(self.env)
        os.environ[CONNECT_ENV] = json.dumps({"urls": urls, "loopback": self.host in LOOPBACK})
        return urls

    def announce(self, urls: list[str]) -> None:
        """Print where to connect: the full URL and a QR code on a terminal only (they hold the token)."""
        out = self.out
        tty = bool(getattr(out, "isatty", lambda: False)())
        say = f"penchant {self.name}"
        if self.host not in LOOPBACK and self.host in ANY_ADDRESS:
            print(f"{say}: listening on every address of this machine, port {self.port}", file=out)
        if tty or not self.token:
            for url in urls:
                print(f"{say}: open {url}", file=out)
            if tty and self.host not in LOOPBACK and urls:
                qr = qr_terminal(urls[0])
                if qr:
                    print(f"{say}: or scan this with the tablet's camera:", file=out)
                    print(qr, file=out)
        else:
            path = self.token_file = _private_token_file(self.token, self.port, self.temp_folder())
            for url in urls:
                print(f"{say}: open {scrub(url)} (the token is in {path}, readable only by you)", file=out)
        out.flush()

    def arguments(self) -> list[str]:
        """The Voilà server's arguments (no secret among them: the token goes through the environment)."""
        if self.notebook is None:
            self.notebook = app_notebook(self.name, self.temp_folder())
        cmd = [str(self.notebook), "--port", str(self.port), "--host", self.host, "--cull-idle", str(self.cull_idle),
               "--cull-interval", str(self.cull_interval), "--temp-folder", str(self.temp_folder())]
        if not self.open_browser:
            cmd.append("--no-browser")
        if not self.preheat:
            cmd.append("--no-preheat")
        if self.warm is not None:
            cmd += ["--warm", str(self.warm)]
        return cmd

    def run(self) -> int:
        """Check, announce, then become the Voilà server (:func:`server_entry_point`, called in this process,
        so stopping or killing ``penchant marker`` stops Voilà); its exit code once it stops. The temporary
        folder goes however the run ends (SIGKILL aside)."""
        serve = server_entry_point()  # a missing app extra is one line, before anything else
        try:
            with _sigterm_stops():
                urls = self.prepare()
                self.announce(urls)
                if self.token:  # the server takes it out of the environment before any kernel starts
                    os.environ[TOKEN_ENV] = self.token
                else:
                    os.environ.pop(TOKEN_ENV, None)
                arguments = self.arguments()
                sys.stdout.flush()
                sys.stderr.flush()
                return serve(arguments)
        finally:
            self.remove_temp_folder()


def serve_notebook(notebook: Path | None, name: str, **options: Any) -> int:
    """Serve ``notebook`` as the app ``name`` (see :class:`Serving` for the options)."""
    return Serving(notebook, name, **options).run()


APP_TITLES: dict[str, str] = {"marker": "Penchant — score marker", "practice": "Penchant — practice"}
"""The browser tab's title of each app page, as its notebook in ``notebooks/`` names it in its metadata."""


def app_notebook(name: str, folder: Path) -> Path:
    """``notebooks/<name>.ipynb`` of this checkout, or (an installed package has no ``notebooks/``) a
    one-cell notebook showing the ``name`` app (:func:`app_source`) written into ``folder`` (a run's
    :meth:`Serving.temp_folder`), titled as the checkout's (:data:`APP_TITLES`)."""
    here = Path(__file__).resolve().parents[2] / "notebooks" / f"{name}.ipynb"
    if here.is_file():
        return here
    path = folder / f"{name}.ipynb"
    nb: dict[str, Any] = {
        "cells": [{"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [],
                   "source": app_source(name)}],
        "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
                     "title": APP_TITLES.get(name, f"Penchant — {name}")},
        "nbformat": 4, "nbformat_minor": 5,
    }
    path.write_text(json.dumps(nb), encoding="utf-8")
    return path


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


def serving_from_arguments(args: argparse.Namespace, name: str, notebook: Path | None = None) -> Serving:
    """A :class:`Serving` of ``notebook`` (``None``: the app ``name``'s page, :func:`app_notebook`) from the
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
    return Serving(notebook, name, port=port, host=args.host, token=token, open_browser=not args.no_browser,
                   cull_idle=cull_idle, cull_interval=cull_interval)
