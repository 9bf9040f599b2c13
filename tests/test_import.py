"""``import penchant`` never imports a UI library (the engine is standard library only)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

UI_PREFIXES = ("ipywidgets", "penchant_widgets", "traitlets", "voila", "IPython")

ENGINE_MODULES = (
    "penchant",
    "penchant.rules.cards",
    "penchant.errors",
    "penchant.strict_reader",
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
    assert not shown & {"Any", "importlib", "TYPE_CHECKING", "annotations"}
    assert all(n in penchant.__all__ or type(getattr(penchant, n)).__name__ == "module" for n in shown), shown


def _typing_view_of_the_exports(package: str = "penchant") -> dict[str, str]:
    """The names ``package``'s ``__init__.py`` imports under ``if TYPE_CHECKING:`` (mypy's view), each with its
    module: only ``from m import X as X`` (a name mypy sees re-exported), anything else refused."""
    import ast
    import importlib

    init = importlib.import_module(package).__file__
    assert init is not None
    tree = ast.parse(Path(init).read_text(encoding="utf-8"))
    blocks = [n for n in tree.body if isinstance(n, ast.If) and isinstance(n.test, ast.Name)
              and n.test.id == "TYPE_CHECKING"]
    assert len(blocks) == 1
    out: dict[str, str] = {}
    for node in blocks[0].body:
        assert isinstance(node, ast.ImportFrom) and node.module, ast.dump(node)
        for alias in node.names:
            assert alias.asname == alias.name, f"{alias.name} is not re-exported as itself: mypy hides it"
            out[alias.name] = node.module
    return out


def test_the_public_api_is_listed_once() -> None:
    """The review: the public API was listed three times (the imports mypy reads, the table of lazy exports and
    a literal ``__all__``), each free to drift. The table is the one list: ``__all__`` is its names, and the imports
    mypy reads name the same names from the same modules."""
    import penchant

    assert penchant.__all__ == sorted(penchant._EXPORTS)
    typed = _typing_view_of_the_exports()
    typed["__version__"] = "penchant.version"  # imported at run time too: mypy reads that import
    assert typed == penchant._EXPORTS


def test_the_widgets_public_names_are_typed_as_they_are_exported() -> None:
    """``penchant_widgets`` exports its boards lazily too: without the imports mypy reads, ``from penchant_widgets
    import PlayBoard`` was ``Any`` to a checker. Those imports name the table's names from the table's modules."""
    import penchant_widgets

    assert penchant_widgets.__all__ == sorted(penchant_widgets._EXPORTS)
    typed = _typing_view_of_the_exports("penchant_widgets")
    assert typed == {name: f"penchant_widgets.{module}" for name, module in penchant_widgets._EXPORTS.items()}


def test_every_error_type_the_engine_raises_is_exported() -> None:
    """``except penchant.StoreError`` reads as the docs do: every error type of :mod:`penchant.errors` (each one
    the engine raises; docs/engine.md names them) is a name of the top-level API, the same class."""
    import re

    import penchant
    import penchant.errors

    errors = [n for n in penchant.errors.__all__ if n.endswith("Error")]
    assert len(errors) >= 18 and set(errors) <= set(penchant.__all__)
    assert all(getattr(penchant, n) is getattr(penchant.errors, n) for n in errors)
    named = set(re.findall(r"`(\w+Error)`", (Path(__file__).resolve().parents[1] / "docs" / "engine.md").read_text()))
    named -= {"TypeError", "ValueError", "OSError", "LookupError", "AttributeError", "KeyError", "IndexError"}
    assert named and named <= set(penchant.__all__), sorted(named - set(penchant.__all__))
