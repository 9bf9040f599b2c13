"""``import penchant`` never imports a UI library (the engine is standard library only)."""

from __future__ import annotations

import json
import subprocess
import sys

UI_PREFIXES = ("ipywidgets", "penchant_widgets", "traitlets", "voila", "IPython")

ENGINE_MODULES = (
    "penchant",
    "penchant.rules.cards",
    "penchant.errors",
    "penchant.rules.kinds",
    "penchant.rules.profiles",
    "penchant.rules.combinations",
    "penchant.rules.barring",
    "penchant.rules.tricks",
    "penchant.rules.dealing",
    "penchant.play.state",
    "penchant.play.game",
    "penchant.play.record",
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
