"""Serving an app for ``penchant marker``, ``penchant practice`` and ``penchant tutorial``: the command hands its
:class:`~penchant.served_apps.ServeRequest` to :func:`serve` (registered as ``server`` in the ``penchant.apps``
entry points), which checks the port and the token, prints where to connect, then *becomes* the Voilà server
(:func:`penchant_server.serve.main`) in the same process, so there is no Voilà process to outlive
``penchant marker``: SIGTERM or Ctrl-C stops it cleanly (its kernels are shut down), and after SIGKILL the port is
free at once and each kernel exits within a second (its parent poller sees its parent gone). Kernels of closed
pages are culled after ``cull_idle`` seconds.

The access token (required beyond loopback) never appears on a command line or in a log: it comes from
``$PENCHANT_TOKEN``, a private file (``--token-file``) or is generated; the runner gets it through the
environment and hands it to Voilà's in-process configuration (kernels do not inherit it), the request log scrubs
``token=`` from every URL, and the URL holding it (with a QR code) is printed only to a terminal. When the output
is not a terminal the URL is printed without the token, with the path of a private (0600) file that holds the
full one.

Everything written for a run (that token file, the page of an app generated when there is no checkout, Voilà's
connection files, the page that opens the browser) is in one private temporary folder
(:meth:`Serving.temp_folder`), removed when the server stops: stopped normally, by Ctrl-C or SIGTERM (before
Voilà starts too), or failing to start. Only SIGKILL leaves it.

Serving beyond loopback prints the machine's LAN address(es) as URLs (never ``0.0.0.0``); the app's *Connect a
tablet* screen reads them from ``$PENCHANT_CONNECT`` and shows the same QR code.
"""

from __future__ import annotations

import contextlib
import dataclasses
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
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from penchant.errors.serving import ServeError
from penchant.served_apps import TOKEN_ENV, ServeRequest
from penchant_server.terminal import qr_terminal, scrub
from penchant_widgets.page_environment import CONNECT_ENV

__all__ = [
    "LOOPBACK", "Serving", "app_notebook", "app_source", "connect_urls", "lan_addresses", "serve", "voila_main",
]

LOOPBACK = ("127.0.0.1", "localhost", "::1")
"""The addresses only this machine can reach: served there, an app needs no token unless one is given
(``$PENCHANT_TOKEN``, ``--token-file``), as a local Jupyter is opened from its own machine; any other address gets
one (given, or generated) and :meth:`Serving.announce` says that the server listens beyond this machine."""
ANY_ADDRESS = ("0.0.0.0", "::", "")
REMOVAL_TRIES = 25
"""How many times :meth:`Serving.remove_temp_folder` walks the folder at most before it leaves it."""
REMOVAL_PAUSE = 0.2
"""Seconds between those walks."""
REMOVAL_SETTLED = 2
"""How many checks in a row, :data:`REMOVAL_PAUSE` apart, must find the folder gone: a kernel still stopping, or
one the warming pool started as the server stopped, writes its connection file after a walk and so makes the
folder again."""


def voila_main() -> Callable[[list[str]], int]:
    """The Voilà server run in-process (:func:`penchant_server.serve.main`): its arguments
    (:meth:`Serving.arguments`) in, the exit code out."""
    from penchant_server.serve import main

    return main


def serve(request: ServeRequest) -> int:
    """Serve what ``request`` asks for until the server stops; its exit code (the ``server`` entry point)."""
    return Serving.of(request).run()


def app_source(name: str) -> str:
    """The one cell of a generated app notebook: the ``name`` app of the ``penchant.apps`` entry points, shown."""
    return f"from penchant.served_apps import load_app\nload_app({name!r})()"


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
class Serving(ServeRequest):
    """A :class:`~penchant.served_apps.ServeRequest` being served: ``Serving(notebook, "marker", port=8866).run()``;
    ``notebook`` may be a folder of chapters (``penchant tutorial``), whose landing page lists them, or ``None``:
    the app ``name``'s page (:func:`app_notebook`)."""

    token_file: Path | None = None
    """The private file in :meth:`temp_folder` :meth:`announce` wrote the token to (gone with the folder)."""
    temp: Path | None = None
    """This run's private temporary folder, once :meth:`temp_folder` has made it; ``None`` again once
    :meth:`remove_temp_folder` has removed it."""

    @classmethod
    def of(cls, request: ServeRequest) -> Serving:
        """``request``, to be served."""
        return cls(**{f.name: getattr(request, f.name) for f in dataclasses.fields(ServeRequest)})

    def temp_folder(self) -> Path:
        """This run's private temporary folder (mode 0700), made on first use: the token file, a generated app
        page, Voilà's connection files. :meth:`run` removes it however the server stops."""
        if self.temp is None:
            self.temp = Path(tempfile.mkdtemp(prefix=f"penchant-serve-{self.name}-"))
        return self.temp

    def remove_temp_folder(self) -> None:
        """Remove :meth:`temp_folder` and all it holds (nothing if it was never made). Kernels stopping with the
        server may still add or drop their connection files while the folder is walked, or make it again after, so
        the removal is done again until the folder stays gone for :data:`REMOVAL_SETTLED` checks."""
        if self.temp is not None:
            gone = 0
            for _ in range(REMOVAL_TRIES):
                shutil.rmtree(self.temp, ignore_errors=True)
                gone = gone + 1 if not self.temp.exists() else 0
                if gone >= REMOVAL_SETTLED:
                    break
                time.sleep(REMOVAL_PAUSE)
            self.temp = None

    def prepare(self) -> list[str]:
        """Check the port, settle the token, set the kernels' environment; the URLs to print."""
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
        if self.host not in LOOPBACK:  # reachable from other machines: said every time, never silently
            where = ("every address of this machine" if self.host in ANY_ADDRESS
                     else f"{self.host}, an address other machines can reach")
            print(f"{say}: listening on {where}, port {self.port}; every page needs the access token", file=out)
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
        """Check, announce, then become the Voilà server (:func:`voila_main`, called in this process,
        so stopping or killing ``penchant marker`` stops Voilà); its exit code once it stops. The temporary
        folder goes however the run ends (SIGKILL aside)."""
        serve = voila_main()
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


APP_TITLES: dict[str, str] = {"marker": "Penchant — score marker", "practice": "Penchant — practice"}
"""The browser tab's title of each app page, as its notebook in ``notebooks/`` names it in its metadata."""


def app_notebook(name: str, folder: Path) -> Path:
    """``notebooks/<name>.ipynb`` of this checkout, or (an installed package has no ``notebooks/``) a
    one-cell notebook showing the ``name`` app (:func:`app_source`) written into ``folder`` (a run's
    :meth:`Serving.temp_folder`), titled as the checkout's (:data:`APP_TITLES`)."""
    here = Path(__file__).resolve().parents[1] / "notebooks" / f"{name}.ipynb"
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
