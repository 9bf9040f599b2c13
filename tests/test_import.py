"""``import penchant`` never imports a UI library (the engine is standard library only)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

UI_PREFIXES = ("ipywidgets", "penchant_widgets", "traitlets", "voila", "IPython")

ENGINE_MODULES = (
    "penchant",
    "penchant.rules.cards",
    "penchant.errors",
    "penchant.files.strict_reader",
    "penchant.rules.kinds",
    "penchant.rules.profiles",
    "penchant.rules.combinations",
    "penchant.rules.barring",
    "penchant.rules.tricks",
    "penchant.rules.dealing",
    "penchant.play.state",
    "penchant.play.dealing",
    "penchant.play.game",
    "penchant.play.game_record",
    "penchant.render",
    "penchant.cli.main",
    "penchant.cli.engine",
)


def _loaded_after(code: str) -> list[str]:
    """Run ``code`` in a fresh interpreter; the UI modules it left in ``sys.modules``."""
    probe = (
        "import json, sys\n"
        f"{code}\n"
        f"print(json.dumps(sorted(m for m in sys.modules if m.split('.')[0] in {UI_PREFIXES!r})))\n"
    )
    proc = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60, check=False)
    assert proc.returncode == 0, proc.stderr
    loaded: list[str] = json.loads(proc.stdout.strip().splitlines()[-1])
    return loaded


def test_the_probe_sees_a_ui_import() -> None:
    """The check itself works: importing ipywidgets shows up."""
    assert "ipywidgets" in _loaded_after("import ipywidgets")


def test_import_penchant_does_not_import_ipywidgets() -> None:
    assert _loaded_after("import penchant") == []


def test_the_engine_modules_do_not_import_ipywidgets() -> None:
    code = "\n".join(f"import {m}" for m in ENGINE_MODULES)
    assert _loaded_after(code) == []


def test_building_the_command_line_does_not_import_ipywidgets() -> None:
    """Every subcommand module registers without a UI import (a marker command imports Voila lazily)."""
    assert _loaded_after("from penchant.cli.main import build_parser\nbuild_parser()") == []


def test_the_rules_and_play_do_not_load_the_drawing_until_a_notebook_shows_something() -> None:
    """Drawing is no rule: the rules and the deal state imported penchant.render at the top; a card, a set of
    cards and a deal now load it only when asked for their picture, and still draw."""
    probe = (
        "import json, sys\n"
        "import penchant.rules.cards, penchant.rules.combinations, penchant.play.state\n"
        "before = 'penchant.render' in sys.modules\n"
        "from penchant.rules.cards import Card, CardSet\n"
        "from penchant.play.dealing import new_deal\n"
        "pics = [Card.parse('AS')._repr_html_(), CardSet('AS 7H')._repr_html_(), new_deal(rng=1)._repr_html_()]\n"
        "print(json.dumps([before, 'penchant.render' in sys.modules, all('<svg' in p for p in pics)]))\n"
    )
    proc = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60, check=False)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout.strip().splitlines()[-1]) == [False, True, True]


def test_dir_of_penchant_shows_its_public_names_not_its_own_tools() -> None:
    """The review: ``dir(penchant)`` listed ``Any``, ``importlib``, ``TYPE_CHECKING`` and ``annotations``, the
    module's own tools, beside the public names."""
    import penchant

    assert set(penchant.__all__) <= set(dir(penchant))
    shown = {n for n in dir(penchant) if not n.startswith("_")}
    assert not shown & {"Any", "importlib", "TYPE_CHECKING", "annotations", "attach_stub"}
    assert all(n in penchant.__all__ or type(getattr(penchant, n)).__name__ == "module" for n in shown), shown


def _stub(package: str) -> dict[str, str]:
    import importlib

    from penchant.lazy_exports import stub_exports

    init = importlib.import_module(package).__file__
    assert init is not None
    return stub_exports(Path(init).with_suffix(".pyi").read_text(encoding="utf-8"))


@pytest.mark.parametrize("package", ["penchant", "penchant_widgets"])
def test_the_public_api_is_listed_once(package: str) -> None:
    """A package's public names are listed once, in its type stub: ``__all__`` is the stub's names, each name is
    the object the stub names it from, and ``__init__.py`` lists no name of its own (no table, no imports for
    checkers: the stub is what they read)."""
    import ast
    import importlib

    module = importlib.import_module(package)
    exports = _stub(package)
    assert module.__all__ == sorted(exports)
    for name, where in exports.items():
        assert getattr(module, name) is getattr(importlib.import_module(where), name)
    assert module.__file__ is not None
    tree = ast.parse(Path(module.__file__).read_text(encoding="utf-8"))
    assert not [n for n in ast.walk(tree) if isinstance(n, ast.If) and ast.unparse(n.test) == "TYPE_CHECKING"]
    assert not [n for n in tree.body if isinstance(n, ast.Assign | ast.AnnAssign) and "_EXPORTS" in ast.unparse(n)]


def test_a_stub_holds_only_re_exports() -> None:
    from penchant.lazy_exports import stub_exports

    assert stub_exports('"""Doc."""\nfrom a.b import C as C\n') == {"C": "a.b"}
    with pytest.raises(TypeError, match="does not re-export 'C'"):
        stub_exports("from a.b import C\n")
    with pytest.raises(TypeError, match="only absolute re-exports"):
        stub_exports("x = 1\n")


def test_every_error_type_the_engine_raises_is_exported() -> None:
    """``except penchant.StoreError`` reads as the docs do: every error type of :mod:`penchant.errors` (each one
    the engine raises; docs/engine.md names them) is a name of the top-level API, the same class. The top level is
    the engine's API: the one error of the machine, a server that cannot start
    (:class:`~penchant.errors.serving.ServeError`, an ``OSError``, raised by the command line and the server), is
    not a name of it nor of :mod:`penchant.errors`' ``__all__`` (issue #30: it was, and docs/engine.md listed it
    among the engine's errors), though its home is the errors' package; the manual says where it is imported from."""
    import re

    import penchant
    import penchant.errors
    from penchant.errors.serving import ServeError

    errors = [n for n in penchant.errors.__all__ if n.endswith("Error")]
    assert len(errors) >= 16 and set(errors) <= set(penchant.__all__)
    assert all(getattr(penchant, n) is getattr(penchant.errors, n) for n in errors)
    assert "ServeError" not in penchant.__all__ and not hasattr(penchant.errors, "ServeError")
    assert ServeError.__module__ == "penchant.errors.serving"
    manual = (Path(__file__).resolve().parents[1] / "docs" / "engine.md").read_text(encoding="utf-8")
    named = set(re.findall(r"`(\w+Error)`", manual))
    named -= {"TypeError", "ValueError", "OSError", "ImportError", "LookupError", "AttributeError", "KeyError",
              "IndexError", "ServeError", "RuntimeError", "BrokenInvariantError"}
    assert named and named <= set(penchant.__all__), sorted(named - set(penchant.__all__))
    assert re.search(r"`ServeError`[^.]*imported from `penchant\.errors\.serving`", manual), "say where ServeError is"
    # a bug, not a refusal (issue #30: the asserts it replaced): no name of the API either, said where it is
    assert "BrokenInvariantError" not in penchant.__all__
    assert re.search(r"`BrokenInvariantError`[^.]*imported\s+from `penchant\.errors\.internal`", manual)
