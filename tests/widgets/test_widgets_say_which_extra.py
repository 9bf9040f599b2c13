"""``pip install penchant`` installs ``penchant_widgets`` too (one distribution), but not ipywidgets (the
``widgets`` extra): importing the widgets without it says which extra to install, not a ModuleNotFoundError
from inside a board (review r12)."""

from __future__ import annotations

import subprocess
import sys


def test_importing_the_widgets_without_ipywidgets_names_the_extra() -> None:
    code = ("import sys; sys.modules['ipywidgets'] = None\n"
            "try:\n    import penchant_widgets\nexcept ModuleNotFoundError as e:\n    print(e.name, '|', e)\n")
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    name, _, said = run.stdout.partition(" | ")
    assert name == "ipywidgets" and "pip install 'penchant[widgets]'" in said, run.stdout


def test_with_ipywidgets_the_widgets_import() -> None:
    run = subprocess.run([sys.executable, "-c", "import penchant_widgets; print(penchant_widgets.__name__)"],
                         capture_output=True, text=True, check=True)
    assert run.stdout.strip() == "penchant_widgets"
