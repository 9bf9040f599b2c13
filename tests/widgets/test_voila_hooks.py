"""The server's reach into Voilà 0.5 and Jupyter Server lives in penchant_widgets.serving.voila_hooks: supported
configuration (an identity provider, Tornado's log_function) and one documented patch. These tests fail if
the API the hooks and the patch rely on changes, so an upgrade of Voilà says where to look."""

from __future__ import annotations

import ast
import asyncio
import inspect
import logging
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

pytest.importorskip("voila")

import voila
import voila.app
from jupyter_server.auth.identity import PasswordIdentityProvider
from jupyter_server.base.handlers import JupyterHandler
from penchant_widgets.serving.voila_hooks import (
    PATCHED_FOR,
    page_identity_provider,
    patch_fits,
    request_finished,
    wrap_kernel_manager_factory,
)
from voila.handler import VoilaHandler

ROOT = Path(__file__).resolve().parents[2]


def test_voila_is_the_version_the_hooks_were_written_for() -> None:
    assert voila.__version__.startswith("0.5."), voila.__version__
    assert patch_fits(voila.__version__)
    # the guard's release is the one the project pins (voila>=0.5,<0.6)
    pinned = ".".join(map(str, PATCHED_FOR))
    assert f'"voila>={pinned},<' in (ROOT / "pyproject.toml").read_text(encoding="utf-8")


def test_the_patched_factory_keeps_its_name_and_signature() -> None:
    """The one patch wraps voila.app.voila_kernel_manager_factory(base_class, preheat_kernel,
    default_pool_size, page_config_hook): Voilà's app calls it by that module attribute."""
    factory = voila.app.voila_kernel_manager_factory
    params = list(inspect.signature(factory).parameters)
    assert params == ["base_class", "preheat_kernel", "default_pool_size", "page_config_hook"]
    source = inspect.getsource(voila.app.Voila)
    assert "kernel_manager_class = voila_kernel_manager_factory(" in source


def test_the_supported_hooks_are_still_there() -> None:
    """Voilà takes an identity provider class by configuration; Jupyter asks it about each request in
    JupyterHandler.prepare; VoilaHandler is a JupyterHandler whose kernel_manager is the app's."""
    traits = voila.app.Voila.class_traits()
    assert "identity_provider_class" in traits and traits["identity_provider_class"].metadata.get("config")
    assert issubclass(VoilaHandler, JupyterHandler)
    assert "identity_provider.get_user(self)" in inspect.getsource(JupyterHandler.prepare)
    assert issubclass(page_identity_provider(), PasswordIdentityProvider)
    assert "log_function" in inspect.getsource(__import__("tornado.web", fromlist=["Application"]).Application)


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


def test_the_server_patches_voila_nowhere_else() -> None:
    """No module of the packages assigns to an attribute of voila, jupyter_server or tornado except the
    hooks module (the server once replaced VoilaHandler.prepare and on_finish in serve.py)."""
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
    assert found == ["widgets/serving/voila_hooks.py:" + str(_patch_line())], found


def _patch_line() -> int:
    source = (ROOT / "widgets" / "serving" / "voila_hooks.py").read_text(encoding="utf-8")
    return next(i for i, line in enumerate(source.splitlines(), 1)
                if line.strip().startswith("voila.app.voila_kernel_manager_factory ="))


def test_wrapping_the_factory_is_done_once(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[bool] = []

    def original(base: type, preheat: bool, pool_size: int, page_config_hook: Any = None) -> type:
        return base

    monkeypatch.setattr(voila.app, "voila_kernel_manager_factory", original)
    wrap_kernel_manager_factory(lambda cls, preheat: (seen.append(preheat), cls)[1])
    wrapped = voila.app.voila_kernel_manager_factory
    wrap_kernel_manager_factory(lambda cls, preheat: cls)
    assert voila.app.voila_kernel_manager_factory is wrapped
    assert wrapped(int, True, 1) is int and seen == [True]


def test_on_another_voila_nothing_is_patched_and_the_server_serves_without_warming(
        monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture, tmp_path: Path) -> None:
    """The patch reaches into no public API of Voilà 0.5: on another release it is not made (a warning says the
    server serves without warming kernels ahead, and serve.main then pre-heats none); on 0.5 it is."""
    from penchant_widgets.serving.serve import use_warming

    def original(base: type, preheat: bool, pool_size: int, page_config_hook: Any = None) -> type:
        return base

    monkeypatch.setattr(voila.app, "voila_kernel_manager_factory", original)
    for other in ("0.6.0", "1.0.0", "0.4.2", "unknown"):
        caplog.clear()
        with caplog.at_level(logging.WARNING):
            assert wrap_kernel_manager_factory(lambda cls, preheat: cls, version=other) is False
            assert use_warming(str(tmp_path), 2, version=other) is False
        assert voila.app.voila_kernel_manager_factory is original
        assert f"Voila {other} is not the 0.5 the kernel warming was written for" in caplog.text
        assert "serving without warming kernels ahead" in caplog.text
    assert use_warming(str(tmp_path), 2, version="0.5.99") is True
    assert voila.app.voila_kernel_manager_factory is not original
