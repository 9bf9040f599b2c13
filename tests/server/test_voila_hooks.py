"""The server's reach into Voilà 0.5 and Jupyter Server lives in penchant_server.voila_hooks, and is all
configuration Voilà offers (an identity provider, Tornado's log_function, the kernel manager class, built on Jupyter
Server's with its overrides there too): nothing of Voilà or Jupyter Server is patched, nothing private of them used.
These tests fail if the API the hooks and the warming rely on changes, so an upgrade of Voilà or Jupyter Server says
where to look."""

from __future__ import annotations

import ast
import asyncio
import gc
import inspect
import json
import logging
import re
import weakref
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
from traitlets import Int, Unicode
from traitlets.config import Configurable
from voila.handler import VoilaHandler

from penchant_server.voila_hooks import (
    CONNECT_GRACE,
    KERNELS_FOR,
    WARMING_FOR,
    kernel_hooks_fit,
    page_identity_provider,
    page_kernel_manager,
    request_finished,
    warming_fits,
)

ROOT = Path(__file__).resolve().parents[2]


def test_voila_is_the_version_the_hooks_were_written_for() -> None:
    assert voila.__version__.startswith("0.5."), voila.__version__
    assert warming_fits(voila.__version__)
    # the guard's release is the one the project pins (voila>=0.5,<0.6)
    pinned = ".".join(map(str, WARMING_FOR))
    assert f'"voila>={pinned},<' in (ROOT / "pyproject.toml").read_text(encoding="utf-8")


def test_jupyter_server_is_the_version_the_kernel_hooks_were_written_for() -> None:
    import jupyter_server

    assert kernel_hooks_fit(jupyter_server.__version__), jupyter_server.__version__
    assert page_kernel_manager().__name__ == "PageKernelManager"


def test_on_another_jupyter_server_the_kernel_hooks_are_off_and_it_says_so(caplog: pytest.LogCaptureFixture) -> None:
    from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager

    with caplog.at_level(logging.WARNING):
        assert page_kernel_manager("3.0.0") is AsyncMappingKernelManager
    assert "Jupyter Server 3.0.0 is not the 2 the page kernel manager was written for" in caplog.text
    assert KERNELS_FOR == (2,) and page_kernel_manager("2.99.0").__name__ == "PageKernelManager"


def test_jupyter_server_calls_the_kernel_managers_overridden_methods_as_the_hooks_expect() -> None:
    """Jupyter Server 2 takes every kernel that leaves its manager out through ``remove_kernel`` (shut down, culled,
    dead), culls through ``cull_kernel_if_idle``, and tells a websocket's connection with ``notify_connect``: the
    page kernel manager's overrides of those public methods rely on it."""
    from jupyter_client.multikernelmanager import AsyncMultiKernelManager
    from jupyter_server.services.kernels import kernelmanager
    from jupyter_server.services.kernels.connection import channels

    manager = kernelmanager.AsyncMappingKernelManager
    assert "self.remove_kernel(kernel_id)" in inspect.getsource(AsyncMultiKernelManager._remove_kernel_when_ready)
    assert "self.remove_kernel(kernel_id)" in inspect.getsource(manager._handle_kernel_died)
    assert "self.cull_kernel_if_idle(" in inspect.getsource(manager.cull_kernels)
    assert "multi_kernel_manager.notify_connect(self.kernel_id)" in inspect.getsource(channels)
    for name in ("start_kernel", "notify_connect", "cull_kernel_if_idle", "remove_kernel"):
        assert name in vars(page_kernel_manager()), name


def test_a_kernel_waits_its_grace_for_its_page_and_is_forgotten_once_gone(tmp_path: Path) -> None:
    """A kernel no page has connected to is not culled within :data:`CONNECT_GRACE`; what the manager notes of
    each kernel (connected, first looked at by the culler) goes when the kernel is shut down, so a long-running
    server keeps nothing of its past kernels."""
    async def run() -> None:
        kernels = page_kernel_manager()(root_dir=str(tmp_path), cull_idle_timeout=1)
        waiting = await kernels.start_kernel(kernel_name="python3")
        paged = await kernels.start_kernel(kernel_name="python3")
        try:
            await kernels.cull_kernel_if_idle(waiting)
            await kernels.cull_kernel_if_idle(paged)
            kernels.notify_connect(paged)
            assert waiting in kernels.list_kernel_ids() and set(kernels.first_looks) == {waiting}
            assert kernels.connected_kernels == {paged} and CONNECT_GRACE >= 60
        finally:
            await kernels.shutdown_kernel(waiting, now=True)
            await kernels.shutdown_kernel(paged, now=True)
        assert kernels.list_kernel_ids() == []
        assert kernels.first_looks == {} and kernels.connected_kernels == set()

    asyncio.run(run())


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


def test_voila_builds_its_preheating_manager_on_the_configured_class_with_the_pool_api_the_warming_uses() -> None:
    """The configured class is the base of the class Voilà builds (so the warming sits under Voilà's pool), and
    that pool keeps the public names and the behaviour the warming relies on (voila_hooks' doc)."""
    source = inspect.getsource(voila.app.Voila.init_settings)
    assert "self.voila_configuration.multi_kernel_manager_class" in source

    class Base:
        pass

    built = voila.app.voila_kernel_manager_factory(Base, True, 0)
    assert issubclass(built, Base)
    assert {"fill_if_needed", "get_pool_size", "kernel_pools_config", "get_rendered_notebook"} <= set(dir(built))
    assert "shutdown_kernel" in built.__dict__ and "start_kernel" not in built.__dict__  # the warming's is under it
    # a page takes the first kernel of its pool, then Voilà refills the pool to its configured size (0: none)
    taking = inspect.getsource(built.get_rendered_notebook)
    assert ".pop(0)" in taking and "self.fill_if_needed(" in taking
    # the pool's kernels start through start_kernel of the class under Voilà's, with the environment asked for
    filling = inspect.getsource(built.fill_if_needed)
    assert "kernel_env.update(extra_kernel_env_variables)" in filling and 'kwargs["env"] = kernel_env' in filling
    assert "await super().start_kernel(" in inspect.getsource(built._initialize)
    # shutdown_kernel takes a started kernel out of its pool before its first await, and leaves one still starting
    withdrawing = inspect.getsource(built.shutdown_kernel)
    assert "if f.done() and" in withdrawing
    assert withdrawing.index("pool.pop(i)") < withdrawing.index("await ")


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
    manager = SimpleNamespace(page_opened=lambda name, rid: calls.append(("opened", name, rid)),
                              page_served=lambda rid: calls.append(("served", rid)))
    page = _Page(manager)
    before = set(vars(page))
    monkeypatch.setattr(PasswordIdentityProvider, "get_user", lambda self, handler: "user")
    provider = page_identity_provider().__new__(page_identity_provider())
    assert asyncio.run(provider.get_user(page)) == "user" and asyncio.run(provider.get_user(page)) == "user"
    assert page.cookie_read == 1 and page.current_user == "user"
    assert [c[:2] for c in calls] == [("opened", "02_cards.ipynb")]
    assert set(vars(page)) - before == {"current_user"}  # Tornado's (the stub's) own: no attribute of the hooks'
    request_finished(page)
    assert calls[-1] == ("served", calls[0][2])
    request_finished(SimpleNamespace())  # not a page: nothing
    assert len(calls) == 2
    request_finished(_Page(manager))  # a page the identity provider never saw: served, no request named
    assert calls[-1] == ("served", None)


def test_each_page_request_is_numbered_once_and_never_held(monkeypatch: pytest.MonkeyPatch) -> None:
    """A request's number is never another's, even once its handler is collected (its ``id()`` may then be a new
    handler's), and the hooks hold no handler alive."""
    opened: list[int] = []
    manager = SimpleNamespace(page_opened=lambda name, rid: opened.append(rid), page_served=lambda rid: None)
    monkeypatch.setattr(PasswordIdentityProvider, "get_user", lambda self, handler: "user")
    provider = page_identity_provider().__new__(page_identity_provider())
    # The heap the test run built so far set aside: a collection then walks only this test's objects (a full one
    # over a worker's whole heap took seconds each, 20 of them the slowest test of the suite).
    gc.freeze()
    try:
        for _ in range(20):
            page = _Page(manager)
            asyncio.run(provider.get_user(page))
            held = weakref.ref(page)
            del page  # never finished: a request that ends with no log line
            gc.collect()
            assert held() is None
    finally:
        gc.unfreeze()
    assert len(set(opened)) == 20


def test_another_identity_provider_turns_the_warming_off_and_says_so(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    """A configuration file may name another identity provider (JupyterHub's, say): it never tells the warming a
    page is asked for, nor sets the _xsrf cookie. The server, once Voilà has read its configuration, says so and
    serves without warming (Voilà's kernel manager, none pre-heated); with the hooks' provider it keeps the
    warming."""
    from penchant_server.serve import (
        voila_config,
        warming_kernel_manager,
        warming_only_with_hooks,
    )
    from penchant_server.voila_hooks import page_kernel_manager
    from penchant_server.warming import WarmingKernelMixin

    warming = warming_kernel_manager(str(tmp_path), 2, version="0.5.99")
    for provider, kept in ((None, True), (PasswordIdentityProvider, False)):
        cfg = voila_config(port=0, host="127.0.0.1", token=None, open_browser=False, cull_idle=60, cull_interval=30,
                           warming=warming)
        app = voila.app.Voila(config=cfg)
        if provider is not None:
            app.identity_provider_class = provider  # as a configuration file read by initialize would
        app.voila_configuration = voila.configuration.VoilaConfiguration(parent=app)
        caplog.clear()
        with caplog.at_level(logging.WARNING):
            warming_only_with_hooks(app)
        settings = app.voila_configuration
        if kept:
            assert settings.multi_kernel_manager_class is warming and settings.preheat_kernel and not caplog.text
        else:
            chosen = settings.multi_kernel_manager_class
            assert chosen.__qualname__ == page_kernel_manager().__qualname__ and not settings.preheat_kernel
            assert not issubclass(chosen, WarmingKernelMixin)
            assert "not Penchant's: serving without warming kernels ahead" in caplog.text
            assert "_xsrf" in caplog.text


def test_the_server_patches_voila_nowhere() -> None:
    """No module of the packages assigns to an attribute of voila, jupyter_server or tornado (the server once
    replaced VoilaHandler.prepare and on_finish, then Voilà's kernel manager factory)."""
    found = []
    for top in ("penchant", "penchant_widgets"):
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
    """The warming relies on how Voilà 0.5's pool methods behave together: on another release no warming manager
    is configured (a warning says the server serves without warming kernels ahead, and serve.main then pre-heats
    none)."""
    from penchant_server.serve import warming_kernel_manager
    from penchant_server.warming import WarmingKernelMixin

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
        cells = [{"cell_type": "code", "source": "x = 1", "metadata": {}, "outputs": [], "execution_count": None}]
        (folder / name).write_text(json.dumps({"cells": cells, "metadata": {}, "nbformat": 4, "nbformat_minor": 5}),
                                   encoding="utf-8")


def _fake_manager(tmp_path: Path, started: list[str], shut: list[str],
                  rendering: asyncio.Future[Any], refusing: bool = False) -> Any:
    """Voilà's pre-heating manager over the warming, as the server builds it, with kernels that start at once and
    never finish running their chapter: ``_initialize`` stands for Voilà's (it starts the kernel through
    ``start_kernel``, as Voilà's does), the kernels are ``kernel-1``, ``kernel-2``..., and ``shutdown_kernel``
    only notes the kernel (Voilà's own takes it out of the pool first, which is kept), then, if ``refusing``, fails."""
    from penchant_server.voila_hooks import page_kernel_manager
    from penchant_server.warming import warming_manager

    class Kernels(page_kernel_manager()):  # type: ignore[misc]
        async def start_kernel(self, *args: Any, **kwargs: Any) -> str:
            await asyncio.sleep(0)
            started.append(f"kernel-{len(started) + 1}")
            return started[-1]

        async def shutdown_kernel(self, kernel_id: str, *args: Any, **kwargs: Any) -> None:
            shut.append(kernel_id)
            if refusing:
                raise RuntimeError("the kernel would not stop")

        def get_kernel(self, kernel_id: str) -> Any:  # a kernel whose chapter never ends running
            async def never() -> None:
                await asyncio.Event().wait()

            async def ready(timeout: float | None = None) -> None:
                pass

            client = SimpleNamespace(start_channels=lambda **_: None, stop_channels=lambda: None,
                                     wait_for_ready=ready, get_iopub_msg=never)
            return SimpleNamespace(client=lambda: client)

    built = voila.app.voila_kernel_manager_factory(warming_manager(Kernels, tmp_path, capacity=2), True, 0)
    manager = built(parent=_App(root_dir=str(tmp_path)))

    async def initialize(name: str, kernel_id: Any = None, **kwargs: Any) -> dict[str, Any]:
        kernel_id = await super(built, manager).start_kernel(kernel_name="python3", **kwargs)
        return {"kernel_id": kernel_id, "task": rendering,
                "renderer": SimpleNamespace(stop_generator=False, rendered_cache=[])}

    manager._initialize = initialize
    return manager


async def _settle() -> None:
    for _ in range(10):
        await asyncio.sleep(0)


def test_a_kernel_a_page_takes_is_the_pages_and_never_shut_down_by_the_warming(
        tmp_path: Path, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch) -> None:
    """Voilà's pool hands a waiting kernel to a page; the warming, under it, sees the chapter's pool empty: it is
    "taken", and a page of another chapter opened next (which would stop a warm-up under way) leaves it alone."""
    monkeypatch.setenv("PENCHANT_PRACTICE_DB", str(tmp_path / "practice.sqlite3"))
    _chapters(tmp_path)
    started: list[str] = []
    shut: list[str] = []

    async def run() -> None:
        rendering = asyncio.get_running_loop().create_future()  # the chapter still runs in the kernel
        manager = _fake_manager(tmp_path, started, shut, rendering)
        try:
            manager._tick()  # nothing served yet: the first entry chapter is warmed
            assert manager.get_pool_size("00_a.ipynb") == 1
            manager.page_opened("00_a.ipynb", 1)
            await manager.get_rendered_notebook("00_a.ipynb")  # Voilà hands the waiting kernel to the page
            manager.page_opened("01_b.ipynb", 2)  # no kernel waits for it: a warm-up under way would be stopped
            await _settle()
            assert started == ["kernel-1"] and shut == []
            assert "taken: 00_a.ipynb (still warming)" in caplog.text
        finally:
            rendering.cancel()
            manager._ticker.stop()

    with caplog.at_level(logging.INFO, logger="Voila"):
        asyncio.run(run())


def test_a_dropped_kernel_that_will_not_shut_down_is_logged_not_hidden(
        tmp_path: Path, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch) -> None:
    """The shutdown of a dropped kernel ran under ``suppress(Exception)`` with the kernel already in DROPPED (whose
    filter hides Voilà's complaints about it): a failed shutdown leaked a kernel silently. Now a warning names the
    kernel and the error, and the kernel leaves DROPPED."""
    from penchant_server.warming import DROPPED

    monkeypatch.setenv("PENCHANT_PRACTICE_DB", str(tmp_path / "practice.sqlite3"))
    _chapters(tmp_path)
    started: list[str] = []
    shut: list[str] = []

    async def run() -> None:
        rendering = asyncio.get_running_loop().create_future()
        manager = _fake_manager(tmp_path, started, shut, rendering, refusing=True)
        try:
            manager._tick()
            await _settle()
            manager.page_opened("01_b.ipynb", 1)
            await _settle()
            assert shut == ["kernel-1"] and "kernel-1" not in DROPPED
            warned = [r for r in caplog.records if r.levelno == logging.WARNING and "did not shut down" in r.message]
            assert len(warned) == 1, caplog.text
            assert "kernel-1" in warned[0].message and "the kernel would not stop" in warned[0].message
        finally:
            rendering.cancel()
            manager._ticker.stop()

    with caplog.at_level(logging.INFO, logger="Voila"):
        asyncio.run(run())


@pytest.mark.parametrize("when", ["starting", "started"])
def test_a_warm_up_stopped_for_a_cold_page_is_shut_down_and_out_of_the_pool(
        tmp_path: Path, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch, when: str) -> None:
    """A page opened with no kernel waiting stops the warm-up under way: its kernel (once started, if it was still
    starting) is shut down through Voilà's shutdown_kernel, which takes it out of the pool, so no page gets it."""
    from penchant_server.warming import DROPPED

    monkeypatch.setenv("PENCHANT_PRACTICE_DB", str(tmp_path / "practice.sqlite3"))
    _chapters(tmp_path)
    started: list[str] = []
    shut: list[str] = []

    async def run() -> None:
        rendering = asyncio.get_running_loop().create_future()
        manager = _fake_manager(tmp_path, started, shut, rendering)
        try:
            manager._tick()
            if when == "started":
                await _settle()
                assert started == ["kernel-1"] and shut == []
            manager.page_opened("01_b.ipynb", 1)
            assert "dropped: 00_a.ipynb (01_b.ipynb is opened with no kernel waiting" in caplog.text
            await _settle()
            assert started == ["kernel-1"] and shut == ["kernel-1"] and "kernel-1" in DROPPED
            assert manager.get_pool_size("00_a.ipynb") == 0
            assert "taken:" not in caplog.text
        finally:
            rendering.cancel()
            manager._ticker.stop()

    with caplog.at_level(logging.INFO, logger="Voila"):
        asyncio.run(run())


class _Iopub:
    """A kernel's iopub channel as ZMQ's PUB/SUB has it: a subscriber gets only what is sent after it joined; a
    client joins a moment after it starts its channels, and its ``wait_for_ready`` returns once it has."""

    def __init__(self) -> None:
        self.subscribers: list[asyncio.Queue[dict[str, Any]]] = []

    def send(self, kind: str, parent: str, content: dict[str, Any]) -> None:
        msg = {"msg_type": kind, "parent_header": {"msg_id": parent, "msg_type": "execute_request"},
               "content": content}
        for queue in self.subscribers:
            queue.put_nowait(msg)

    def run(self, code: str, parent: str) -> None:
        self.send("status", parent, {"execution_state": "busy"})
        self.send("execute_input", parent, {"code": code})
        self.send("status", parent, {"execution_state": "idle"})

    def client(self) -> Any:
        queue: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
        joined = asyncio.Event()

        def join() -> None:
            self.subscribers.append(queue)
            joined.set()

        def start_channels(**_: Any) -> None:
            asyncio.get_running_loop().call_soon(join)

        async def ready(timeout: float | None = None) -> None:
            await joined.wait()

        return SimpleNamespace(start_channels=start_channels, stop_channels=lambda: None, wait_for_ready=ready,
                               get_iopub_msg=queue.get)


def test_a_kernel_that_runs_its_chapter_at_once_is_seen_warm(
        tmp_path: Path, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch) -> None:
    """Voilà runs the chapter as soon as it has the kernel's id: the warming's client is on the kernel's iopub
    channel before that, so it sees the last cell run (a client that joined later would see nothing, and the
    warming would wait for a kernel already warm until RUN_LIMIT_S)."""
    from penchant_server.voila_hooks import page_kernel_manager
    from penchant_server.warming import warming_manager

    monkeypatch.setenv("PENCHANT_PRACTICE_DB", str(tmp_path / "practice.sqlite3"))
    _chapters(tmp_path)
    iopub = _Iopub()

    class Kernels(page_kernel_manager()):  # type: ignore[misc]
        async def start_kernel(self, *args: Any, **kwargs: Any) -> str:
            await asyncio.sleep(0)
            return "kernel-1"

        def get_kernel(self, kernel_id: str) -> Any:
            return SimpleNamespace(client=iopub.client)

    async def run() -> None:
        built = voila.app.voila_kernel_manager_factory(warming_manager(Kernels, tmp_path, capacity=2), True, 0)
        manager = built(parent=_App(root_dir=str(tmp_path)))
        rendering = asyncio.get_running_loop().create_future()

        async def initialize(name: str, kernel_id: Any = None, **kwargs: Any) -> dict[str, Any]:
            kernel_id = await super(built, manager).start_kernel(kernel_name="python3", **kwargs)
            iopub.run("x = 1", "cell-1")  # Voilà runs the chapter at once: its one cell is its last
            return {"kernel_id": kernel_id, "task": rendering,
                    "renderer": SimpleNamespace(stop_generator=False, rendered_cache=[])}

        manager._initialize = initialize
        try:
            manager._tick()
            for _ in range(50):
                await asyncio.sleep(0)
                if "warm: 00_a.ipynb (kernel kernel-1" in caplog.text:
                    break
            assert "warm: 00_a.ipynb (kernel kernel-1" in caplog.text
            assert manager.get_pool_size("00_a.ipynb") == 1  # waiting for a page
        finally:
            rendering.cancel()
            manager._ticker.stop()

    with caplog.at_level(logging.INFO, logger="Voila"):
        asyncio.run(run())


def test_the_warming_names_nothing_private_of_voilas() -> None:
    """The warming read and wrote Voilà's private pool (``_pools``), so the tutorial's speed rested on a pre-1.0
    server's internals: it uses the pool's public API only, and the hooks' doc says which."""
    import penchant_server.voila_hooks as hooks
    from penchant_server import warming

    built = voila.app.voila_kernel_manager_factory(object, True, 0)
    # its private methods, and the attributes its __init__ sets (the pool among them)
    private = {n for n in vars(built) if n.startswith("_") and not n.startswith("__")}
    private |= set(re.findall(r"self\.(_[a-z]\w*) *(?::[^=]*)?=", inspect.getsource(built.__init__)))
    assert "_pools" in private and "_initialize" in private
    for path in sorted((ROOT / "penchant_widgets").rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        if path.name == "voila_hooks.py":
            source = source.split('"""', 2)[2]  # its doc names what it does not use
        for name in private:
            assert not re.search(rf"\b{name}\b", source), f"{path.relative_to(ROOT)} names Voilà's {name}"
    doc = " ".join((hooks.__doc__ or "").split())
    assert "no private attribute of theirs is read or written" in doc
    for public in ("kernel_pools_config", "fill_if_needed", "extra_kernel_env_variables", "start_kernel",
                   "get_pool_size", "shutdown_kernel"):
        assert f"``{public}``" in doc
    assert warming.WARMED_FOR_ENV in doc
