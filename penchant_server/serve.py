"""The Voilà server behind ``penchant marker``, ``penchant practice`` and ``penchant tutorial``: :func:`main`.

:class:`penchant_server.launch.Serving` checks the port and token, prints where
to connect, then calls :func:`main` (:func:`penchant_server.launch.voila_main`) in the same process (so nothing
outlives ``penchant marker``). Here Voilà runs in-process with: sources
stripped, one pre-heated kernel (for a folder of chapters, kernels warmed
ahead for the chapters a reader opens next: :mod:`penchant_server.warming`),
closed pages' kernels culled (but never a kernel whose page has not connected
yet: :func:`penchant_server.voila_hooks.page_kernel_manager`), and a request log with every
``token=`` hidden. The token comes from ``$PENCHANT_TOKEN`` and is removed from the environment before any kernel
starts. What Voilà writes for the run (its kernels' connection files, the page that opens the browser) goes
in the command's private temporary folder (``--temp-folder``), which the command removes when the server stops.

The terminal shows the app's own lines only: Voilà and the kernels log errors
alone (no address line, no per-kernel warnings, no kernel traceback when the
server stops). A page sets the ``_xsrf`` cookie, so the shutdown its kernel
asks for when the page closes is accepted (a 403 would leave it to the cull).
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
from typing import Any

from penchant.served_apps import TOKEN_ENV
from penchant_server.terminal import SERVER_LOG_ENV, scrub
from penchant_server.voila_hooks import (
    WARMING_FOR,
    hooks_in_place,
    page_identity_provider,
    page_kernel_manager,
    request_finished,
    warming_fits,
)
from penchant_widgets.page_environment import ALONE_ENV

__all__ = ["main", "voila_config", "warming_kernel_manager", "warming_only_with_hooks"]


def _log_request(handler: Any) -> None:
    """Tornado's request log line, with any token in the URL hidden."""
    from tornado.log import access_log

    status = handler.get_status()
    log = access_log.info if status < 400 else access_log.warning if status < 500 else access_log.error
    request = handler.request
    log("%d %s %s (%s) %.2fms", status, request.method, scrub(request.uri or ""), request.remote_ip,
        1000.0 * request.request_time())
    request_finished(handler)


class _ScrubFilter(logging.Filter):
    """Hide tokens; and keep only errors: not Voilà's address line, kernel starts, trust notes, signals,
    nor the request log of pages that work (the terminal is for the app's own lines)."""

    def __init__(self, *, errors_only: bool) -> None:
        super().__init__()
        self.errors_only = errors_only

    def filter(self, record: logging.LogRecord) -> bool:
        if self.errors_only and record.levelno < logging.ERROR:
            return False
        if "token=" in str(record.msg):
            record.msg = scrub(str(record.msg))
        if record.args:
            args = record.args if isinstance(record.args, tuple) else (record.args,)
            record.args = tuple(scrub(a) if isinstance(a, str) else a for a in args)
        return True


def _closed_page(exc: BaseException | None) -> bool:
    """Whether ``exc`` says only that a page's connection had closed (its kernel still sent a message)."""
    from tornado.iostream import StreamClosedError
    from tornado.websocket import WebSocketClosedError

    return isinstance(exc, WebSocketClosedError | StreamClosedError)


class ClosedPageFilter(logging.Filter):
    """Drop ZMQ's "Uncaught exception in ZMQStream callback" when the exception is only that the page had
    closed (a kernel's last message to a page just closed: nothing is lost), and its "Got events for closed
    stream" (the stream of a kernel shut down with its page, polled once more on a loaded machine); every other
    error stays."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.exc_info and _closed_page(record.exc_info[1]):
            return False
        return not record.getMessage().startswith("Got events for closed stream")


class ExpectedNoiseFilter(logging.Filter):
    """Drop two lines Jupyter writes that say nothing wrong: Tornado's note that Jupyter's own websocket ping
    timeout is longer than its ping interval (it takes the interval), and the 404 of a page asking for a
    kernel of the server before a restart (the page then reloads itself and gets a new one)."""

    def filter(self, record: logging.LogRecord) -> bool:
        text = record.getMessage()
        if "websocket_ping_timeout" in text and "cannot be longer" in text:
            return False
        return not (text.startswith("404 ") and "Kernel does not exist" in text)


def voila_config(*, port: int, host: str, token: str | None, open_browser: bool, cull_idle: int,
                 cull_interval: int, preheat: bool = True, warming: type | None = None,
                 temp_folder: str | None = None) -> Any:
    """Voilà's configuration (a traitlets ``Config``), token included: it never goes on a command line.
    ``warming``: the kernel manager class that warms a folder's chapters (:func:`warming_kernel_manager`), else
    :func:`page_kernel_manager`. ``temp_folder``: where Voilà makes its folder of connection files (else the
    system's temporary folder)."""
    from traitlets.config import Config

    cfg = Config()
    cfg.Voila.port = port
    cfg.Voila.ip = host
    cfg.Voila.port_retries = 0
    cfg.Voila.open_browser = open_browser
    cfg.Voila.tornado_settings = {"log_function": _log_request}  # it also tells the warming a page is served
    cfg.Voila.identity_provider_class = page_identity_provider()  # a page's _xsrf cookie; "a page is asked for"
    if token:
        cfg.Voila.token = token
    if temp_folder:
        cfg.Voila.connection_dir_root = temp_folder
    cfg.VoilaConfiguration.strip_sources = True
    cfg.VoilaConfiguration.show_tracebacks = False
    cfg.VoilaConfiguration.file_allowlist = []
    # A kernel waits with the notebook already run, so a page is usable in about a second. A folder of
    # chapters: no pool of Voilà's own; the warming plan (warming_kernel_manager) decides which chapters have one.
    # Voilà builds its pre-heating kernel manager on top of the class configured here.
    cfg.VoilaConfiguration.preheat_kernel = preheat
    cfg.VoilaConfiguration.default_pool_size = 0 if warming is not None else 1
    cfg.VoilaConfiguration.multi_kernel_manager_class = warming if warming is not None else page_kernel_manager()
    cfg.MappingKernelManager.cull_idle_timeout = cull_idle
    cfg.MappingKernelManager.cull_interval = cull_interval
    cfg.MappingKernelManager.cull_connected = False
    # The project's template: Voilà's lab template without its links to a CDN (the pages work offline).
    from penchant_server.voila_template import use_template

    return use_template(cfg)


def warming_kernel_manager(folder: str, capacity: int, version: str | None = None) -> type | None:
    """The kernel manager that serves the chapters of ``folder`` with kernels warmed ahead
    (:func:`~penchant_server.warming.warming_manager` over :func:`page_kernel_manager`), every page
    telling it when it is asked for and when it is served (:mod:`~penchant_server.voila_hooks`).
    ``None`` when ``capacity`` is 0, or when the installed Voilà (or ``version``) is not the release the warming was
    written for (a warning says so): the caller then serves without warming."""
    import importlib.metadata
    from pathlib import Path

    from penchant_server.warming import DroppedKernelFilter, warming_manager

    if capacity <= 0:
        return None
    found = importlib.metadata.version("voila") if version is None else version
    if not warming_fits(found):
        logging.getLogger(__name__).warning(
            "Voila %s is not the %s the kernel warming was written for: serving without warming kernels ahead",
            found, ".".join(map(str, WARMING_FOR)))
        return None
    for name in ("Voila", "ServerApp", "tornado.general", "tornado.application"):
        logging.getLogger(name).addFilter(DroppedKernelFilter())
    return warming_manager(page_kernel_manager(), Path(folder), capacity=capacity)


def warming_only_with_hooks(app: Any) -> None:
    """Voilà ``app``, initialized (its configuration files read): if they configure an identity provider other
    than the hooks' (:func:`~penchant_server.voila_hooks.hooks_in_place` warns then), the warming
    is never told a page is asked for, so it is turned off: Voilà's kernel manager is :func:`page_kernel_manager`
    and none is pre-heated (a single notebook's pool needs no hook: it is kept)."""
    from penchant_server.warming import WarmingKernelMixin

    if hooks_in_place(app):
        return
    settings = app.voila_configuration
    if issubclass(settings.multi_kernel_manager_class, WarmingKernelMixin):
        settings.multi_kernel_manager_class = page_kernel_manager()
        settings.preheat_kernel = False


def web_errors() -> tuple[type[BaseException], ...]:
    """What Voilà's stop may raise when SIGTERM comes while its pool starts a kernel (the kernel is
    gone with the process group): Tornado's HTTP error for a kernel that does not exist yet."""
    from tornado.web import HTTPError

    return (HTTPError,)


def main(argv: list[str] | None = None) -> int:
    """Serve until SIGTERM/SIGINT (then shut the kernels down); the exit code. ``argv``: the notebook (or folder
    of chapters) and the options :meth:`penchant_server.launch.Serving.arguments` gives."""
    parser = argparse.ArgumentParser(prog="penchant_server.serve.main")
    parser.add_argument("notebook")
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--cull-idle", type=int, default=120)
    parser.add_argument("--cull-interval", type=int, default=30)
    parser.add_argument("--no-browser", action="store_true")
    parser.add_argument("--no-preheat", action="store_true")
    parser.add_argument("--warm", type=int, default=None,
                        help="a folder of chapters: kernels kept waiting for the chapters opened next, at most")
    parser.add_argument("--temp-folder", default=None,
                        help="a private folder the command removes when the server stops: Voilà's files go there")
    args = parser.parse_args(argv)
    folder = os.path.isdir(args.notebook)
    # The kernels inherit it: a page served by itself shows no link to a chapter this server would refuse.
    if folder:
        os.environ.pop(ALONE_ENV, None)
    else:
        os.environ[ALONE_ENV] = "1"
    token = os.environ.pop(TOKEN_ENV, None) or None  # kernels inherit the environment: not the token
    for name in ("tornado.access", "Voila", "traitlets", "ServerApp"):
        logging.getLogger(name).addFilter(_ScrubFilter(errors_only=os.environ.get(SERVER_LOG_ENV) != "info"))
    logging.getLogger("tornado.general").addFilter(ClosedPageFilter())  # ZMQ streams log there
    logging.getLogger("tornado.general").addFilter(ExpectedNoiseFilter())  # and Tornado's HTTP errors
    from voila.app import Voila  # type: ignore[import-untyped]

    from penchant_server.warming import CAPACITY

    warm = 0 if args.no_preheat else (args.warm if args.warm is not None else CAPACITY)
    # A folder with no warming (none asked for, or another Voilà than it was written for): none pre-heated.
    warming = warming_kernel_manager(args.notebook, warm) if folder else None

    cfg = voila_config(port=args.port, host=args.host, token=token, open_browser=not args.no_browser,
                       cull_idle=args.cull_idle, cull_interval=args.cull_interval,
                       preheat=not args.no_preheat and (not folder or warming is not None), warming=warming,
                       temp_folder=args.temp_folder)
    import tempfile

    system_temp = tempfile.tempdir
    if args.temp_folder:  # Voilà writes the page that opens the browser with tempfile.mkstemp, and never removes it
        tempfile.tempdir = args.temp_folder
    try:
        app = Voila.instance(config=cfg)  # as Voila.launch_instance, with a look at the configuration read
        app.initialize([args.notebook])
        warming_only_with_hooks(app)
        app.start()
    except KeyboardInterrupt:
        pass
    except SystemExit as exc:
        return exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
    except web_errors() as exc:  # the server was stopping: a kernel the pool was still starting is gone
        logging.getLogger("Voila").debug("while stopping: %s", exc)
    finally:
        tempfile.tempdir = system_temp
    return 0


if __name__ == "__main__":
    sys.exit(main())
