"""Every place the Penchant server reaches into Voilà 0.5 and Jupyter Server: the one module that does.

No method of Voilà or Jupyter Server is replaced on their classes and no private attribute of theirs is read or
written: each hook is a configuration trait they offer, or a class Voilà is configured to build on (a subclass of
Jupyter Server's kernel manager whose overrides of its public methods are all here, under a version guard).

- ``PageIdentityProvider`` (:func:`page_identity_provider`), set as ``Voila.identity_provider_class``: Jupyter
  asks the identity provider about every request before it is served (``JupyterHandler.prepare``), so it sees
  each page's request first. It sets the ``_xsrf`` cookie on a page (Jupyter's own pages set it, Voilà's do
  not: when a page closes, Voilà's script posts ``/voila/api/shutdown/<kernel>`` with the ``_xsrf`` read from
  that cookie, and without it the server answers 403 and the kernel is left for the cull), and tells the
  kernel manager a page is asked for (``page_opened``: the warming plan of
  :mod:`penchant_server.warming`), with a number it gives that request alone. It writes nothing
  on Tornado's handler but the user, by Tornado's own setter: which requests it has seen, and their numbers, it
  keeps itself, weakly (a handler collected is forgotten).
  Another identity provider configured (a Jupyter or Voilà configuration file naming JupyterHub's, say) has
  none of this: the server, once Voilà has read its configuration, warns and serves without warming
  (:func:`hooks_in_place`, ``serve.warming_only_with_hooks``), and a closed page's kernel waits for the cull.
- :func:`request_finished`, called from Tornado's ``log_function`` setting (``Voila.tornado_settings``) as
  every request ends: it tells the kernel manager a page is served (``page_served``, with the request's number).
- The kernel manager (``VoilaConfiguration.multi_kernel_manager_class``): Voilà builds its pre-heating
  manager as a subclass of the configured class, so the configured class is the one under it
  (:func:`page_kernel_manager`, and for a folder of chapters the warming manager on top of it,
  :func:`penchant_server.warming.warming_manager`). :func:`page_kernel_manager` subclasses Jupyter
  Server's ``AsyncMappingKernelManager`` and overrides four of its public methods: ``start_kernel`` (each kernel
  started with :data:`KERNEL_ARGUMENTS`), ``notify_connect`` (a page connected to a kernel: noted),
  ``cull_kernel_if_idle`` (a kernel no page has connected to yet is given :data:`CONNECT_GRACE` before the cull may
  take it) and ``remove_kernel`` (every way a kernel leaves the manager: shut down, culled, dead, failed to start;
  what was noted of it is forgotten, so a long-running server keeps nothing of its past kernels). Each calls
  Jupyter's own. How Jupyter Server calls them (``remove_kernel`` from its shutdown and its dead-kernel handling,
  ``cull_kernel_if_idle`` from its culler, ``notify_connect`` from a page's websocket) is Jupyter Server 2's: on
  another release (:data:`KERNELS_FOR`, :func:`kernel_hooks_fit`) a warning is logged and the server runs on
  Jupyter's own kernel manager, with none of them.

What the warming uses of Voilà's pre-heating manager (the warming manager is a base class of it, so its
``self`` is that manager), all public:

- ``kernel_pools_config`` (a configurable trait): it sizes a chapter's pool to one kernel while it asks for it, and
  to 0 otherwise, so Voilà never refills a pool itself (``get_rendered_notebook`` calls ``fill_if_needed`` after
  handing a kernel to a page);
- ``fill_if_needed``, with ``extra_kernel_env_variables``: starts one kernel into a chapter's pool, with
  ``PENCHANT_WARMED_FOR`` in its environment, which Voilà passes to ``start_kernel``;
- ``start_kernel`` (Jupyter's ``MultiKernelManager`` method, which Voilà's pool calls on the class under it, the
  warming's): how the warming learns a warmed kernel's id;
- ``get_pool_size``: a chapter's pool holds the one kernel the warming asked for, or none once a page took it;
- ``shutdown_kernel``: withdraws a waiting kernel (no longer wanted, or a warm-up stopped for a page opened with no
  kernel waiting). Voilà's takes a started kernel out of its pool before it awaits anything, so no page can take
  it meanwhile; a kernel still starting it leaves in the pool, so the warming waits until it has started;
- ``get_kernel(...).client()`` (Jupyter's): a client on the kernel's iopub channel, which sees it run its
  chapter's last code cell (the kernel is warm then). It is connected, and its subscription answered
  (``wait_for_ready``), before the warming's ``start_kernel`` returns the kernel's id to Voilà, so before Voilà
  runs anything in it: no message of the run comes before the client (ZMQ gives a late subscriber nothing sent
  before it joined). Asking the kernel afterwards would not do: Voilà runs a page's cells with
  ``store_history=False``, so neither the kernel's execution count nor its history says what ran.

No waiting kernel ever needs withdrawing because of what it shows: the widgets that show progress read the store
again when their page first shows them (:mod:`penchant_widgets.first_view`).

It also adds logging filters to Voilà's and Tornado's loggers (:class:`~penchant_server.warming.
DroppedKernelFilter`: a kernel shut down on purpose is no error), which changes what is logged, not what runs.

Those are public, but how they behave together (the order in ``shutdown_kernel``, the pool's kernels started
through ``start_kernel`` with the environment ``fill_if_needed`` was given) is Voilà 0.5's. So warming runs only on
the Voilà release it was written for (:data:`WARMING_FOR`, checked at run time from the installed version:
:func:`warming_fits`); on another, a warning is logged and the server runs without warming kernels ahead (the pages
still work, each waiting for its kernel to start). ``tests/server/test_voila_hooks.py`` fails if the identity
provider's, the handlers' or the pool's API the hooks use, or those behaviours, change, or if the warming names
``_pools`` or any other private name of Voilà's.
"""

from __future__ import annotations

import functools
import inspect
import itertools
import logging
import weakref
from typing import Any, Final

__all__ = ["CONNECT_GRACE", "KERNELS_FOR", "KERNEL_ARGUMENTS", "WARMING_FOR", "hooks_in_place", "kernel_hooks_fit",
           "page_identity_provider", "page_kernel_manager", "request_finished", "warming_fits"]

log = logging.getLogger(__name__)

WARMING_FOR: Final = (0, 5)
"""The Voilà release (major, minor) the warming plan was written and tested for: it relies on how that release's
public pool methods behave together, which another release may change."""


def warming_fits(version: str) -> bool:
    """Whether Voilà ``version`` (``"0.5.13"``) is the major.minor release the warming was written for.

    >>> warming_fits("0.5.13"), warming_fits("0.6.0"), warming_fits("1.5.0"), warming_fits("0.5.0rc1")
    (True, False, False, True)
    >>> warming_fits("dev")
    False
    """
    parts = version.split(".")
    if len(parts) < 2 or not all(p.isdigit() for p in parts[:2]):
        return False
    return (int(parts[0]), int(parts[1])) == WARMING_FOR


KERNELS_FOR: Final = (2,)
"""The Jupyter Server release (major) the page kernel manager's overrides were written and tested for: how that
release calls ``notify_connect``, ``cull_kernel_if_idle`` and ``remove_kernel``, which another may change."""

KERNEL_ARGUMENTS: Final = ("--IPKernelApp.log_level=CRITICAL",)
"""Each kernel logs nothing short of a crash: its warnings (TCP without encryption) and the traceback
of a socket closed under it when the server stops are no business of the people at the table."""

CONNECT_GRACE: Final = 60.0
"""Seconds a kernel handed to a page may wait for that page to connect before it can be culled."""


def kernel_hooks_fit(version: str) -> bool:
    """Whether Jupyter Server ``version`` (``"2.14.1"``) is the major release the page kernel manager was written
    for.

    >>> kernel_hooks_fit("2.14.1"), kernel_hooks_fit("3.0.0"), kernel_hooks_fit("1.24.0"), kernel_hooks_fit("dev")
    (True, False, False, False)
    """
    major = version.split(".")[0]
    return major.isdigit() and (int(major),) == KERNELS_FOR


@functools.cache
def page_kernel_manager(version: str | None = None) -> type:
    """Jupyter's kernel manager, culling only kernels whose page has connected (and gone); ``version``: the Jupyter
    Server release to build it for (the installed one when ``None``).

    Voilà keeps a pre-heated kernel waiting, idle, and never culls it while it waits; but once it is handed to a
    page its idle time is already long, and the culler could shut it down before the page's websocket connects
    (the page then fails). A kernel that has never had a connection gets :data:`CONNECT_GRACE` seconds from the
    first time the culler looks at it. What it notes of a kernel goes when the kernel leaves the manager.
    On a Jupyter Server other than :data:`KERNELS_FOR`: Jupyter's own ``AsyncMappingKernelManager``, and a warning
    (built once per version, so said once)."""
    import importlib.metadata
    import time

    from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager

    found = importlib.metadata.version("jupyter_server") if version is None else version
    if not kernel_hooks_fit(found):
        log.warning("Jupyter Server %s is not the %s the page kernel manager was written for: serving on Jupyter's "
                    "own kernel manager (a kernel handed to a page may be culled before the page connects)",
                    found, ".".join(map(str, KERNELS_FOR)))
        manager: type = AsyncMappingKernelManager
        return manager

    class PageKernelManager(AsyncMappingKernelManager):
        """Jupyter's kernel manager with a page's grace before the cull (see :func:`page_kernel_manager`)."""

        def __init__(self, **kwargs: Any) -> None:
            super().__init__(**kwargs)  # type: ignore[no-untyped-call]
            self.connected_kernels: set[str] = set()
            """The kernels a page has connected to (the cull may take them once idle)."""
            self.first_looks: dict[str, float] = {}
            """When the culler first looked at each kernel no page has connected to yet (``time.monotonic``)."""

        async def start_kernel(self, *args: Any, **kwargs: Any) -> Any:  # type: ignore[override]
            kwargs["extra_arguments"] = [*kwargs.get("extra_arguments", []), *KERNEL_ARGUMENTS]
            return await super().start_kernel(*args, **kwargs)

        def notify_connect(self, kernel_id: str) -> None:
            self.connected_kernels.add(kernel_id)
            self.first_looks.pop(kernel_id, None)
            super().notify_connect(kernel_id)  # type: ignore[no-untyped-call]

        async def cull_kernel_if_idle(self, kernel_id: str) -> None:
            if kernel_id not in self.connected_kernels:
                first = self.first_looks.setdefault(kernel_id, time.monotonic())
                if time.monotonic() - first < CONNECT_GRACE:
                    return
            await super().cull_kernel_if_idle(kernel_id)  # type: ignore[no-untyped-call]

        def remove_kernel(self, kernel_id: str) -> Any:
            self.connected_kernels.discard(kernel_id)
            self.first_looks.pop(kernel_id, None)
            return super().remove_kernel(kernel_id)

    return PageKernelManager


def _is_page(handler: Any) -> bool:
    from voila.handler import VoilaHandler  # type: ignore[import-untyped]

    return isinstance(handler, VoilaHandler)


_requests: weakref.WeakKeyDictionary[Any, int] = weakref.WeakKeyDictionary()
"""The page requests seen (their Tornado handler, while it lives) and the number each was given: the hooks'
own bookkeeping, kept here rather than on Tornado's handler, and a number never given twice (a handler's ``id()``
may be another's once it is collected)."""
_numbers = itertools.count(1)


@functools.cache
def page_identity_provider() -> type:
    """The identity provider class ``PageIdentityProvider`` (built on first use: Jupyter Server is imported
    only by the server)."""
    from jupyter_server.auth.identity import PasswordIdentityProvider

    class PageIdentityProvider(PasswordIdentityProvider):
        """Voilà's default identity provider (token or password), which also sets a page's ``_xsrf`` cookie
        and tells the kernel manager a page is asked for (see the module's text)."""

        async def get_user(self, handler: Any) -> Any:
            got = super().get_user(handler)
            user = await got if inspect.isawaitable(got) else got
            if _is_page(handler) and handler not in _requests:  # once per request, however often Jupyter asks
                _requests[handler] = number = next(_numbers)
                handler.current_user = user  # Tornado's setter: Jupyter sets the same as get_user returns
                _ = handler.xsrf_token  # Tornado sets the cookie the first time the token is read
                hook = getattr(handler.kernel_manager, "page_opened", None)
                if hook is not None and handler.request.method == "GET" and handler.path_args:
                    hook(str(handler.path_args[0]), number)
            return user

    return PageIdentityProvider


def request_finished(handler: Any) -> None:
    """A request ended (Tornado's ``log_function``): a page's tells the kernel manager it is served (with the
    number its request was given, ``None`` if the identity provider did not see it)."""
    if not _is_page(handler):
        return
    number = _requests.pop(handler, None)
    hook = getattr(handler.kernel_manager, "page_served", None)
    if hook is not None:
        hook(number)


def hooks_in_place(app: Any) -> bool:
    """Whether Voilà ``app`` (initialized: its configuration files read) builds its identity provider on
    ``PageIdentityProvider``. Another one (configured in a Jupyter or Voilà configuration file: JupyterHub's, a
    password's) never tells the kernel manager a page is asked for, nor sets a page's ``_xsrf`` cookie: a
    warning says the server runs without warming kernels ahead, and that a closed page's kernel waits for the
    cull."""
    configured = app.identity_provider_class
    if isinstance(configured, type) and issubclass(configured, page_identity_provider()):
        return True
    log.warning("Voila.identity_provider_class is %s.%s, not Penchant's: serving without warming kernels ahead, "
                "and a closed page's kernel is shut down by the cull only (its page has no _xsrf cookie)",
                getattr(configured, "__module__", "?"), getattr(configured, "__qualname__", configured))
    return False
