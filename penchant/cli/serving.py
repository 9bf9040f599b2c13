"""Serving a notebook app (the marker, the practice app) with Voilà: one reusable piece.

:func:`serve_notebook` runs Voilà *inside* the calling process (``penchant
marker``), so there is no Voilà process to outlive it: SIGTERM or Ctrl-C stops
it cleanly (its kernels are shut down), and after SIGKILL the port is free at
once and each kernel exits within a second (its parent poller sees its parent,
this process, gone). Kernels of closed pages are culled after ``cull_idle``
seconds.

The access token (required beyond loopback) never appears on a command line
or in a log: it comes from ``$PENCHANT_TOKEN``, a private file
(``--token-file``) or is generated; Voilà gets it through its in-process
configuration, the request log scrubs ``token=`` from every URL, and the URL
holding it (with a QR code) is printed only to a terminal. When the output is
not a terminal the URL is printed without the token, with the path of a
private (0600) file that holds the full one.

Serving beyond loopback prints the machine's LAN address(es) as URLs (never
``0.0.0.0``); the app's *Connect a tablet* screen reads them from
``$PENCHANT_CONNECT`` and shows the same QR code.
"""

from __future__ import annotations

import contextlib
import errno
import json
import logging
import os
import re
import secrets
import socket
import sys
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from penchant.errors import PenchantError

__all__ = [
    "CONNECT_ENV",
    "LOOPBACK",
    "TOKEN_ENV",
    "Serving",
    "ServeError",
    "connect_urls",
    "lan_addresses",
    "parse_port",
    "qr_svg",
    "qr_terminal",
    "read_token_file",
    "scrub",
    "serve_notebook",
]

LOOPBACK = ("127.0.0.1", "localhost", "::1")
TOKEN_ENV = "PENCHANT_TOKEN"
"""Environment variable holding the access token (never put it on a command line)."""
CONNECT_ENV = "PENCHANT_CONNECT"
"""Set for the kernels: JSON ``{"urls": [...], "loopback": bool}`` for the Connect a tablet screen."""
ANY_ADDRESS = ("0.0.0.0", "::", "")

_TOKEN_RE = re.compile(r"(token=)[^&\s\"']+")


class ServeError(PenchantError):
    """The server cannot start as asked (bad port, port in use, unreadable token file)."""


def parse_port(text: object) -> int:
    """A TCP port from 1 to 65535 (``"8866"`` or 8866); anything else raises :class:`ServeError`."""
    if isinstance(text, bool):
        raise ServeError(f"--port {text!r} is not a port: give a whole number from 1 to 65535")
    try:
        port = int(str(text).strip())
    except ValueError:
        raise ServeError(f"--port {text!r} is not a port: give a whole number from 1 to 65535") from None
    if not 1 <= port <= 65535:
        raise ServeError(f"--port {text!r} is out of range: a port is a whole number from 1 to 65535")
    return port


def scrub(text: str) -> str:
    """``text`` with every ``token=...`` value hidden (for logs)."""
    return _TOKEN_RE.sub(r"\1[hidden]", text)


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


def qr_terminal(data: str) -> str:
    """A QR code of ``data`` drawn with block characters for a terminal ("" without ``segno``)."""
    try:
        import segno
    except ImportError:
        return ""
    import io

    buf = io.StringIO()
    segno.make(data, error="m").terminal(out=buf, compact=True, border=2)
    return buf.getvalue()


def qr_svg(data: str, *, scale: int = 6) -> str:
    """A QR code of ``data`` as inline SVG ("" without ``segno``)."""
    try:
        import segno
    except ImportError:
        return ""
    import io

    buf = io.BytesIO()
    segno.make(data, error="m").save(buf, kind="svg", scale=scale, border=2, xmldecl=False, svgns=True,
                                     dark="#1b1b1b", light="#ffffff")
    return buf.getvalue().decode("utf-8")


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


def _private_token_file(token: str, port: int) -> Path:
    folder = Path(tempfile.mkdtemp(prefix="penchant-serve-"))  # mode 0700
    path = folder / f"token-{port}"
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        fh.write(token + "\n")
    return path


def _log_request(handler: Any) -> None:
    """Tornado's request log line, with any token in the URL hidden."""
    from tornado.log import access_log

    status = handler.get_status()
    log = access_log.info if status < 400 else access_log.warning if status < 500 else access_log.error
    request = handler.request
    log("%d %s %s (%s) %.2fms", status, request.method, scrub(request.uri or ""), request.remote_ip,
        1000.0 * request.request_time())


CONNECT_GRACE = 60.0
"""Seconds a kernel handed to a page may wait for that page to connect before it can be culled."""


def page_kernel_manager() -> Any:
    """Jupyter's kernel manager, culling only kernels whose page has connected (and gone).

    Voilà keeps a pre-heated kernel waiting, idle, and never culls it while it
    waits; but once it is handed to a page its idle time is already long, and
    the culler could shut it down before the page's websocket connects (the
    page then fails). A kernel that has never had a connection gets
    :data:`CONNECT_GRACE` seconds from the first time the culler looks at it.
    """
    import time

    from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager

    class PageKernelManager(AsyncMappingKernelManager):
        def __init__(self, **kwargs: Any) -> None:
            super().__init__(**kwargs)  # type: ignore[no-untyped-call]
            self._pm_connected: set[str] = set()
            self._pm_first_look: dict[str, float] = {}

        def notify_connect(self, kernel_id: str) -> None:
            self._pm_connected.add(kernel_id)
            super().notify_connect(kernel_id)  # type: ignore[no-untyped-call]

        async def cull_kernel_if_idle(self, kernel_id: str) -> None:
            if kernel_id not in self._pm_connected:
                first = self._pm_first_look.setdefault(kernel_id, time.monotonic())
                if time.monotonic() - first < CONNECT_GRACE:
                    return
            await super().cull_kernel_if_idle(kernel_id)  # type: ignore[no-untyped-call]

    return PageKernelManager


class _ScrubFilter(logging.Filter):
    def filter(self, record: logging.LogRecord) -> bool:
        if "token=" in str(record.msg):
            record.msg = scrub(str(record.msg))
        if record.args:
            args = record.args if isinstance(record.args, tuple) else (record.args,)
            record.args = tuple(scrub(a) if isinstance(a, str) else a for a in args)
        return True


@dataclass
class Serving:
    """What to serve and how: ``Serving(notebook, "marker", port=8866).run()``."""

    notebook: Path
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

    def prepare(self) -> list[str]:
        """Check the port, settle the token, set the kernels' environment; the URLs to print."""
        self.port = parse_port(self.port)
        if self.host not in LOOPBACK and not self.token:
            self.token = secrets.token_urlsafe(24)
        _check_free(self.host, self.port)
        urls = connect_urls(self.host, self.port, self.token)
        os.environ.update(self.env)
        os.environ[CONNECT_ENV] = json.dumps({"urls": urls, "loopback": self.host in LOOPBACK})
        os.environ.pop(TOKEN_ENV, None)  # kernels need no token of their own
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
            path = _private_token_file(self.token, self.port)
            for url in urls:
                print(f"{say}: open {scrub(url)} (the token is in {path}, readable only by you)", file=out)
        out.flush()

    def voila_config(self) -> Any:
        from traitlets.config import Config

        cfg = Config()
        cfg.Voila.port = self.port
        cfg.Voila.ip = self.host
        cfg.Voila.port_retries = 0
        cfg.Voila.open_browser = self.open_browser
        cfg.Voila.tornado_settings = {"log_function": _log_request}
        if self.token:
            cfg.Voila.token = self.token
        cfg.VoilaConfiguration.strip_sources = True
        cfg.VoilaConfiguration.show_tracebacks = False
        cfg.VoilaConfiguration.file_allowlist = []
        # A kernel waits with the notebook already run, so a page is usable in about two seconds.
        cfg.VoilaConfiguration.preheat_kernel = self.preheat
        cfg.VoilaConfiguration.default_pool_size = 1
        cfg.VoilaConfiguration.multi_kernel_manager_class = page_kernel_manager()
        cfg.MappingKernelManager.cull_idle_timeout = self.cull_idle
        cfg.MappingKernelManager.cull_interval = self.cull_interval
        cfg.MappingKernelManager.cull_connected = False
        return cfg

    def run(self) -> int:
        """Serve until SIGTERM/SIGINT (then shut the kernels down); the exit code."""
        urls = self.prepare()
        self.announce(urls)
        for name in ("tornado.access", "Voila", "traitlets", "ServerApp"):
            logging.getLogger(name).addFilter(_ScrubFilter())
        from voila.app import Voila  # type: ignore[import-untyped]

        try:
            Voila.launch_instance(argv=[str(self.notebook)], config=self.voila_config())
        except KeyboardInterrupt:
            pass
        except SystemExit as exc:
            return int(exc.code or 0) if not isinstance(exc.code, str) else 1
        finally:
            Voila.clear_instance()
        return 0


def serve_notebook(notebook: Path, name: str, **options: Any) -> int:
    """Serve ``notebook`` as the app ``name`` (see :class:`Serving` for the options)."""
    return Serving(notebook, name, **options).run()
