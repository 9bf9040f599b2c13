"""The server's reach into Voilà 0.5 and Jupyter Server lives in penchant_widgets.voila_server.voila_hooks, and is all
configuration Voilà offers (an identity provider, Tornado's log_function, the kernel manager class): nothing of
Voilà is patched. These tests fail if the API the hooks and the warming rely on changes, so an upgrade of Voilà
says where to look."""

from __future__ import annotations

import ast
import asyncio
import inspect
import json
import logging
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

pytest.importorskip("voila")

import voila
import voila.app
import voila.configuration
from jupyter_server.auth.identity import PasswordIdentityProvider
from jupyter_server.base.handlers import JupyterHandler
from penchant_widgets.voila_server.voila_hooks import (
    WARMING_FOR,
    page_identity_provider,
    request_finished,
    warming_fits,
)
from traitlets import Int, Unicode
from traitlets.config import Configurable
from voila.handler import VoilaHandler

ROOT = Path(__file__).resolve().parents[2]


def test_voila_is_the_version_the_hooks_were_written_for() -> None:
    assert voila.__version__.startswith("0.5."), voila.__version__
    assert warming_fits(voila.__version__)
    # the guard's release is the one the project pins (voila>=0.5,<0.6)
    pinned = ".".join(map(str, WARMING_FOR))
    assert f'"voila>={pinned},<' in (ROOT / "pyproject.toml").read_text(encoding="utf-8")


def test_the_supported_hooks_are_still_there() -> None:
    """Voilà takes an identity provider class and a kernel manager class by configuration; Jupyter asks the
    identity provider about each request in JupyterHandler.prepare; VoilaHandler is a JupyterHandler whose
    kernel_manager is the app's."""
    traits = voila.app.Voila.class_traits()
    assert "identity_provider_class" in traits and traits["identity_provider_class"].metadata.get("config")
    manager_trait = voila.configuration.VoilaConfiguration.class_traits()["multi_kernel_manager_class"]
    assert manager_trait.metadata.get("config")
    assert issubclass(VoilaHandler, JupyterHandler)
    assert "identity_provider.get_user(self)" in inspect.getsource(JupyterHandler.prepare)
    assert issubclass(page_identity_provider(), PasswordIdentityProvider)
    assert "log_function" in inspect.getsource(__import__("tornado.web", fromlist=["Application"]).Application)


def test_voila_builds_its_preheating_manager_on_the_configured_class_with_the_pool_the_warming_reads() -> None:
    """The configured class is the base of the class Voilà builds (so the warming sits under Voilà's pool), and
    that pool keeps the names the warming reads: ``_pools``, ``kernel_pools_config``, ``fill_if_needed``."""
    source = inspect.getsource(voila.app.Voila.init_settings)
    assert "self.voila_configuration.multi_kernel_manager_class" in source

    class Base:
        pass

    built = voila.app.voila_kernel_manager_factory(Base, True, 0)
    assert issubclass(built, Base)
    assert {"fill_if_needed", "get_pool_size", "kernel_pools_config", "get_rendered_notebook"} <= set(dir(built))
    taking = inspect.getsource(built.get_rendered_notebook)
    assert "self._pools[notebook_name].pop(0)" in taking


class _Page(VoilaHandler):  # type: ignore[misc]
    """A page request without a server: only what the hooks read."""

    current_user: Any = None

    def __init__(self, manager: Any, method: str = "GET") -> None:
        self.kernel_manager_stub = manager
        self.request = SimpleNamespace(method=method)
        self.path_args = ["02_cards.ipynb"]
        self.cookie_read = 0

    @property
    def kernel_manager(self) -> Any:
        return self.kernel_manager_stub

    @property
    def xsrf_token(self) -> bytes:
        self.cookie_read += 1
        return b"t"


def test_a_page_request_sets_the_cookie_and_tells_the_kernel_manager_once(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[tuple[str, Any]] = []
    manager = SimpleNamespace(page_opened=lambda name, rid: calls.append(("opened", name)),
                              page_served=lambda rid: calls.append(("served", rid)))
    page = _Page(manager)
    monkeypatch.setattr(PasswordIdentityProvider, "get_user", lambda self, handler: "user")
    provider = page_identity_provider().__new__(page_identity_provider())
    assert asyncio.run(provider.get_user(page)) == "user" and asyncio.run(provider.get_user(page)) == "user"
    assert page.cookie_read == 1 and page.current_user == "user" and calls == [("opened", "02_cards.ipynb")]
    request_finished(page)
    assert calls[-1] == ("served", id(page))
    request_finished(SimpleNamespace())  # not a page: nothing
    assert len(calls) == 2


def test_the_server_patches_voila_nowhere() -> None:
    """No module of the packages assigns to an attribute of voila, jupyter_server or tornado (the server once
    replaced VoilaHandler.prepare and on_finish, then Voilà's kernel manager factory)."""
    found = []
    for top in ("penchant", "widgets"):
        for path in sorted((ROOT / top).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            tree = ast.parse(path.read_text(encoding="utf-8"))
            imported = {a.asname or a.name.split(".")[0] for n in ast.walk(tree)
                        if isinstance(n, ast.Import | ast.ImportFrom)
                        for a in n.names
                        if ((n.module or "") if isinstance(n, ast.ImportFrom) else a.name).split(".")[0]
                        in ("voila", "jupyter_server", "tornado")}
            for node in ast.walk(tree):
                targets = node.targets if isinstance(node, ast.Assign) else []
                for t in targets:
                    root = t
                    while isinstance(root, ast.Attribute):
                        root = root.value
                    if isinstance(t, ast.Attribute) and isinstance(root, ast.Name) and root.id in imported:
                        found.append(f"{rel}:{node.lineno}")
    assert found == [], found


def test_on_another_voila_the_server_serves_without_warming(
        caplog: pytest.LogCaptureFixture, tmp_path: Path) -> None:
    """The warming reads Voilà 0.5's pool, no public API: on another release no warming manager is configured (a
    warning says the server serves without warming kernels ahead, and serve.main then pre-heats none)."""
    from penchant_widgets.voila_server.serve import warming_kernel_manager
    from penchant_widgets.voila_server.warming import WarmingKernelMixin

    for other in ("0.6.0", "1.0.0", "0.4.2", "unknown"):
        caplog.clear()
        with caplog.at_level(logging.WARNING):
            assert warming_kernel_manager(str(tmp_path), 2, version=other) is None
        assert f"Voila {other} is not the 0.5 the kernel warming was written for" in caplog.text
        assert "serving without warming kernels ahead" in caplog.text
    made = warming_kernel_manager(str(tmp_path), 2, version="0.5.99")
    assert made is not None and issubclass(made, WarmingKernelMixin)
    assert warming_kernel_manager(str(tmp_path), 0, version="0.5.99") is None  # nothing to warm


class _App(Configurable):
    """What Voilà's kernel manager reads of its parent, the app."""

    root_dir = Unicode()
    port = Int(0)
    notebook_path = None
    base_url = "/"
    server_url = "/"


def _chapters(folder: Path) -> None:
    for name in ("00_a.ipynb", "01_b.ipynb"):
        (folder / name).write_text(json.dumps({"cells": [], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}),
                                   encoding="utf-8")


def test_a_kernel_a_page_takes_is_the_pages_and_never_shut_down_by_the_warming(
        tmp_path: Path, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch) -> None:
    """Voilà's pool hands a waiting kernel to a page; the warming, under it, sees it gone from the pool: it is
    "taken", and a page of another chapter opened next (which would stop a warm-up under way) leaves it alone."""
    from penchant_widgets.voila_server.serve import page_kernel_manager
    from penchant_widgets.voila_server.warming import warming_manager

    monkeypatch.setenv("PENCHANT_PRACTICE_DB", str(tmp_path / "practice.sqlite3"))
    _chapters(tmp_path)
    shut: list[str] = []

    async def run() -> None:
        built = voila.app.voila_kernel_manager_factory(warming_manager(page_kernel_manager(), tmp_path, capacity=2),
                                                       True, 0)
        manager = built(parent=_App(root_dir=str(tmp_path)))
        rendering = asyncio.get_running_loop().create_future()  # the chapter still runs in the kernel

        async def initialize(name: str, kernel_id: Any = None, **kwargs: Any) -> dict[str, Any]:
            return {"kernel_id": f"kernel-{name}", "task": rendering,
                    "renderer": SimpleNamespace(stop_generator=False, rendered_cache=[])}

        async def shutdown_kernel(kernel_id: str, *args: Any, **kwargs: Any) -> None:
            shut.append(kernel_id)

        manager._initialize = initialize
        manager.shutdown_kernel = shutdown_kernel
        try:
            manager._tick()  # nothing served yet: the first entry chapter is warmed
            assert manager.get_pool_size("00_a.ipynb") == 1
            manager.page_opened("00_a.ipynb", 1)
            await manager.get_rendered_notebook("00_a.ipynb")  # Voilà hands the waiting kernel to the page
            manager.page_opened("01_b.ipynb", 2)  # no kernel waits for it: a warm-up under way would be stopped
            for _ in range(5):
                await asyncio.sleep(0)
            assert shut == []
            assert "taken: 00_a.ipynb (still warming)" in caplog.text
        finally:
            rendering.cancel()
            manager._ticker.stop()

    with caplog.at_level(logging.INFO, logger="Voila"):
        asyncio.run(run())


def test_the_one_private_write_is_said_and_still_needed() -> None:
    """The hooks' doc said "nothing of Voilà is patched" while the warming removed entries from Voilà's private
    ``_pools``: the doc says what is read and written, and why the write: Voilà's own way to take a kernel out of
    its pool (``shutdown_kernel``) skips a kernel still starting, which a page could take, stale, meanwhile."""
    import penchant_widgets.voila_server.voila_hooks as hooks
    from penchant_widgets.voila_server import warming

    doc = " ".join((hooks.__doc__ or "").split())
    assert "Nothing of Voilà is patched" not in doc
    assert "``_pools``" in doc and "removes" in doc and "shutdown_kernel" in doc
    built = voila.app.voila_kernel_manager_factory(object, True, 0)
    assert "if f.done() and" in inspect.getsource(built.shutdown_kernel)  # a kernel still starting stays
    source = inspect.getsource(warming)
    assert "_pools.setdefault" not in source and "_pools[" not in source  # Voilà's fill_if_needed makes the pool
    assert source.count("pool.remove(") == 1  # the one write: _drop's
