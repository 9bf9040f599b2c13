"""The app extra not installed is one condition with one error (review26 #9): ``load_app`` raised an
:class:`AppMissingError` for it, and the server's command turned that, and Voilà missing, into a ``ServeError``, so
no one ``except`` caught "the extra is missing". Both places now raise :class:`AppMissingError`, which the command
line says in one line with exit 2, as it says a ``PenchantError``, though it is none (an ``ImportError``)."""

from __future__ import annotations

import importlib.util

import pytest

import penchant.cli.server_launch as server_launch
from penchant.errors import AppMissingError
from penchant.errors.serving import ServeError
from penchant.served_apps import APP_EXTRA_MISSING


def _no_app(name: str) -> object:
    raise AppMissingError(APP_EXTRA_MISSING.format(what=f"app {name!r}"))


def test_the_server_without_its_app_is_the_app_missing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(server_launch, "load_app", _no_app)
    with pytest.raises(AppMissingError, match=r"pip install 'penchant\[app\]'") as missing:
        server_launch.server_entry_point()
    assert not isinstance(missing.value, ServeError)


def test_the_server_without_voila_is_the_app_missing(monkeypatch: pytest.MonkeyPatch) -> None:
    real = importlib.util.find_spec
    monkeypatch.setattr(server_launch, "load_app", lambda name: (lambda: None))
    monkeypatch.setattr(importlib.util, "find_spec", lambda n, *a: None if n == "voila" else real(n, *a))
    with pytest.raises(AppMissingError, match="no module 'voila'"):
        server_launch.server_entry_point()


def test_the_command_says_the_app_missing_in_one_line(monkeypatch: pytest.MonkeyPatch,
                                                       capsys: pytest.CaptureFixture[str]) -> None:
    """No ``PenchantError`` (nothing typed was bad), yet said as one: one line, exit 2, no traceback."""
    monkeypatch.setattr(server_launch, "load_app", _no_app)
    from penchant.cli.main import main

    assert main(["marker", "--no-browser", "--port", "9001"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith("penchant: ") and err.count("\n") == 1 and "penchant[app]" in err
