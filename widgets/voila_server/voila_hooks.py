"""Every place the Penchant server reaches into Voilà 0.5 and Jupyter Server: the one module that does.

No method of Voilà or Jupyter Server is replaced and no private attribute of theirs is read or written: each
hook is a configuration trait they offer, or a class Voilà is configured to build on.

- ``PageIdentityProvider`` (:func:`page_identity_provider`), set as ``Voila.identity_provider_class``: Jupyter
  asks the identity provider about every request before it is served (``JupyterHandler.prepare``), so it sees
  each page's request first. It sets the ``_xsrf`` cookie on a page (Jupyter's own pages set it, Voilà's do
  not: when a page closes, Voilà's script posts ``/voila/api/shutdown/<kernel>`` with the ``_xsrf`` read from
  that cookie, and without it the server answers 403 and the kernel is left for the cull), and tells the
  kernel manager a page is asked for (``page_opened``: the warming plan of
  :mod:`penchant_widgets.voila_server.warming`).
- :func:`request_finished`, called from Tornado's ``log_function`` setting (``Voila.tornado_settings``) as
  every request ends: it tells the kernel manager a page is served (``page_served``).
- The kernel manager (``VoilaConfiguration.multi_kernel_manager_class``): Voilà builds its pre-heating
  manager as a subclass of the configured class, so the configured class is the one under it
  (``penchant_widgets.voila_server.serve.page_kernel_manager``, and for a folder of chapters the warming manager on
  top of it, :func:`penchant_widgets.voila_server.warming.warming_manager`).

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
  chapter's last code cell (the kernel is warm then).

No waiting kernel ever needs withdrawing because of what it shows: the widgets that show progress read the store
again when their page first shows them (:mod:`penchant_widgets.first_view`).

It also adds logging filters to Voilà's and Tornado's loggers (:class:`~penchant_widgets.voila_server.warming.
DroppedKernelFilter`: a kernel shut down on purpose is no error), which changes what is logged, not what runs.

Those are public, but how they behave together (the order in ``shutdown_kernel``, the pool's kernels started
through ``start_kernel`` with the environment ``fill_if_needed`` was given) is Voilà 0.5's. So warming runs only on
the Voilà release it was written for (:data:`WARMING_FOR`, checked at run time from the installed version:
:func:`warming_fits`); on another, a warning is logged and the server runs without warming kernels ahead (the pages
still work, each waiting for its kernel to start). ``tests/widgets/test_voila_hooks.py`` fails if the identity
provider's, the handlers' or the pool's API the hooks use, or those behaviours, change, or if the warming names
``_pools`` or any other private name of Voilà's.
"""

from __future__ import annotations

import functools
import inspect
from typing import Any, Final

__all__ = ["WARMING_FOR", "page_identity_provider", "request_finished", "warming_fits"]

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


def _is_page(handler: Any) -> bool:
    from voila.handler import VoilaHandler  # type: ignore[import-untyped]

    return isinstance(handler, VoilaHandler)


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
            if _is_page(handler) and not getattr(handler, "penchant_page_seen", False):
                handler.penchant_page_seen = True  # once per request, however often Jupyter asks
                handler.current_user = user  # Tornado's setter: Jupyter sets the same as get_user returns
                _ = handler.xsrf_token  # Tornado sets the cookie the first time the token is read
                hook = getattr(handler.kernel_manager, "page_opened", None)
                if hook is not None and handler.request.method == "GET" and handler.path_args:
                    hook(str(handler.path_args[0]), id(handler))
            return user

    return PageIdentityProvider


def request_finished(handler: Any) -> None:
    """A request ended (Tornado's ``log_function``): a page's tells the kernel manager it is served."""
    if not _is_page(handler):
        return
    hook = getattr(handler.kernel_manager, "page_served", None)
    if hook is not None:
        hook(id(handler))
