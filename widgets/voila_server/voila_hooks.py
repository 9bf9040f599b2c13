"""Every place the Penchant server reaches into Voilà 0.5 and Jupyter Server: the one module that does.

No method of Voilà or Jupyter Server is replaced: each hook is a configuration trait they offer, or a class
Voilà is configured to build on. One of them reads and writes a private attribute, said below with its reason.

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

What the warming touches of Voilà's pre-heating manager (the warming manager is a base class of it, so its
``self`` is that manager):

- public: it sizes a chapter's pool with ``kernel_pools_config`` (a configurable trait), starts a kernel into it
  with ``fill_if_needed``, counts it with ``get_pool_size`` and shuts kernels down with ``shutdown_kernel``;
- private, read: the pool itself, ``_pools`` (per chapter, a list of tasks each resolving to a started kernel),
  to see which waiting kernel is still there and which a page has taken (Voilà takes one in its own
  ``get_rendered_notebook``, with ``self._pools[notebook_name].pop(0)``);
- private, written, in one place (``WarmingKernelMixin._drop``): it removes a dropped kernel's entry from
  ``_pools`` (a kernel that ran with puzzle progress since changed, or no longer wanted) before shutting it
  down, so no page can take it meanwhile. Voilà has no public way to withdraw a waiting kernel: its
  ``shutdown_kernel`` removes a kernel's entry only once the kernel has started (``f.done()``), and a page asked
  for while a stale kernel is still starting would be handed that kernel and show old progress.

It also adds logging filters to Voilà's and Tornado's loggers (:class:`~penchant_widgets.voila_server.warming.
DroppedKernelFilter`: a kernel shut down on purpose is no error), which changes what is logged, not what runs.

None of ``_pools`` is public API. So warming runs only on the Voilà release it was written for
(:data:`WARMING_FOR`, checked at run time from the installed version: :func:`warming_fits`); on another, a
warning is logged and the server runs without warming kernels ahead (the pages still work, each waiting for its
kernel to start). ``tests/widgets/test_voila_hooks.py`` fails if the identity provider's, the handlers' or the
pool's API the hooks use change, or if the warming writes ``_pools`` anywhere else.
"""

from __future__ import annotations

import functools
import inspect
from typing import Any, Final

__all__ = ["WARMING_FOR", "page_identity_provider", "request_finished", "warming_fits"]

WARMING_FOR: Final = (0, 5)
"""The Voilà release (major, minor) the warming plan was written and tested for: the pool it reads is no
public API, so another release may have renamed or reshaped it."""


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
