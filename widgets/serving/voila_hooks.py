"""Every place the Penchant server reaches into Voilà 0.5 and Jupyter Server: the one module that does.

Supported configuration where Voilà offers it:

- ``PageIdentityProvider`` (:func:`page_identity_provider`), set as ``Voila.identity_provider_class`` (a
  traitlets option): Jupyter asks the identity provider about every request before it is served
  (``JupyterHandler.prepare``), so it sees each page's request first. It sets the ``_xsrf`` cookie on a
  page (Jupyter's own pages set it, Voilà's do not: when a page closes, Voilà's script posts
  ``/voila/api/shutdown/<kernel>`` with the ``_xsrf`` read from that cookie, and without it the server
  answers 403 and the kernel is left for the cull), and tells the kernel manager a page is asked for
  (``page_opened``: the warming plan of :mod:`penchant_widgets.serving.warming`).
- :func:`request_finished`, called from Tornado's ``log_function`` setting (``Voila.tornado_settings``) as
  every request ends: it tells the kernel manager a page is served (``page_served``).

One patch remains, because Voilà offers no hook for it: :func:`wrap_kernel_manager_factory`. The warming
manager must subclass the pre-heating kernel manager that Voilà *builds* from the configured
``multi_kernel_manager_class`` (``voila.app.voila_kernel_manager_factory``): the built class's methods
override the configured class's, so a configured base class cannot change how the pool fills. The patch
wraps that factory (once), and ``tests/widgets/test_voila_hooks.py`` fails if the factory's name or
signature, or the identity provider's and the handlers' API the hooks use, change.
"""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable
from typing import Any

__all__ = ["page_identity_provider", "request_finished", "wrap_kernel_manager_factory"]


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


def wrap_kernel_manager_factory(wrap: Callable[[type, bool], type]) -> None:
    """The one patch (see the module's text): Voilà builds its kernel manager class with
    ``voila.app.voila_kernel_manager_factory(base, preheat, pool_size, page_config_hook=...)``; the class it
    builds is passed through ``wrap(cls, preheat)``. Done once per process."""
    import voila.app  # type: ignore[import-untyped]

    make = voila.app.voila_kernel_manager_factory
    if getattr(make, "_pm_wrapped", False):
        return

    def factory(base: type, preheat: bool, pool_size: int, page_config_hook: Any = None) -> Any:
        return wrap(make(base, preheat, pool_size, page_config_hook=page_config_hook), preheat)

    factory._pm_wrapped = True  # type: ignore[attr-defined]
    voila.app.voila_kernel_manager_factory = factory
