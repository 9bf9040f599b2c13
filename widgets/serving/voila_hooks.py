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
signature, or the identity provider's and the handlers' API the hooks use, change. It is made only on the Voilà
it was written for (:data:`PATCHED_FOR`, checked at run time from the installed version): on another, nothing is
patched, a warning is logged, and the server runs without warming kernels ahead (the pages still work, each
waiting for its kernel to start).
"""

from __future__ import annotations

import functools
import importlib.metadata
import inspect
import logging
from collections.abc import Callable
from typing import Any, Final

__all__ = ["PATCHED_FOR", "page_identity_provider", "patch_fits", "request_finished", "wrap_kernel_manager_factory"]

PATCHED_FOR: Final = (0, 5)
"""The Voilà release (major, minor) the patch was written and tested for: the factory it wraps is no public API,
so another release may have renamed it, changed its signature or stopped calling it by its module attribute."""


def patch_fits(version: str) -> bool:
    """Whether Voilà ``version`` (``"0.5.13"``) is the major.minor release the patch was written for.

    >>> patch_fits("0.5.13"), patch_fits("0.6.0"), patch_fits("1.5.0"), patch_fits("0.5.0rc1"), patch_fits("dev")
    (True, False, False, True, False)
    """
    parts = version.split(".")
    if len(parts) < 2 or not all(p.isdigit() for p in parts[:2]):
        return False
    return (int(parts[0]), int(parts[1])) == PATCHED_FOR


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


def wrap_kernel_manager_factory(wrap: Callable[[type, bool], type], version: str | None = None) -> bool:
    """The one patch (see the module's text): Voilà builds its kernel manager class with
    ``voila.app.voila_kernel_manager_factory(base, preheat, pool_size, page_config_hook=...)``; the class it
    builds is passed through ``wrap(cls, preheat)``. Done once per process. Whether it is made: only on the Voilà
    it was written for (``version``, the installed one if not given: :func:`patch_fits`); on another, nothing
    is patched and a warning says the server runs without warming kernels ahead."""
    found = importlib.metadata.version("voila") if version is None else version
    if not patch_fits(found):
        logging.getLogger(__name__).warning(
            "Voila %s is not the %s the kernel warming was written for: serving without warming kernels ahead",
            found, ".".join(map(str, PATCHED_FOR)))
        return False
    import voila.app  # type: ignore[import-untyped]

    make = voila.app.voila_kernel_manager_factory
    if getattr(make, "_pm_wrapped", False):
        return True

    def factory(base: type, preheat: bool, pool_size: int, page_config_hook: Any = None) -> Any:
        return wrap(make(base, preheat, pool_size, page_config_hook=page_config_hook), preheat)

    factory._pm_wrapped = True  # type: ignore[attr-defined]
    voila.app.voila_kernel_manager_factory = factory
    return True
