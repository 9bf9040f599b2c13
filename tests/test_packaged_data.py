"""The packaged data (``penchant.data``, the repository's penchant/data/) is read with importlib.resources."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

import pytest

from penchant.puzzles.bank import bank_path, drills_path, load_bank, load_drills


def test_penchant_data_holds_the_bank_and_the_studies() -> None:
    data = resources.files("penchant.data")
    assert (data / "numbers.json").is_file()
    assert (data / "SOURCES.md").is_file()
    assert any(p.name.endswith(".json") for p in (data / "puzzles").iterdir())
    assert any(p.name.endswith(".json") for p in (data / "drills").iterdir())  # the chapters' drills


def test_the_default_bank_is_the_packaged_one(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("PENCHANT_PUZZLES", raising=False)
    path = bank_path()
    assert path is not None and path == Path(str(resources.files("penchant.data") / "puzzles"))
    assert len(load_bank()) > 0
    monkeypatch.delenv("PENCHANT_DRILLS", raising=False)
    drills = drills_path()
    assert drills is not None and drills == Path(str(resources.files("penchant.data") / "drills"))
    assert len(load_drills()) > 0


def test_the_environment_variable_overrides_it(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("PENCHANT_PUZZLES", str(tmp_path))
    assert bank_path() == tmp_path and load_bank() == []
    monkeypatch.setenv("PENCHANT_DRILLS", str(tmp_path))
    assert drills_path() == tmp_path and load_drills() == []


def test_every_style_sheet_of_the_widgets_ships_in_the_package() -> None:
    """The widgets' CSS lives in files read with importlib.resources: pyproject's package-data must list each,
    or an installed package (a wheel, the static site's) starts without its look."""
    import fnmatch
    import tomllib

    root = Path(__file__).resolve().parents[1]
    setuptools = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    globs = setuptools["package-data"]["penchant_widgets"]
    widgets = root / "penchant_widgets"
    sheets = sorted(p.relative_to(widgets).as_posix() for p in widgets.rglob("*.css"))
    assert {"boards.css", "card_faces.css", "page.css", "puzzles/puzzles.css", "puzzles/practice.css"} <= set(sheets)
    assert [s for s in sheets if not any(fnmatch.fnmatch(s, g) and s.count("/") == g.count("/") for g in globs)] == []
    from penchant_widgets.styles import package_css

    for sheet in sheets:
        assert package_css(sheet) == (resources.files("penchant_widgets") / sheet).read_text(encoding="utf-8")


def test_every_widget_module_of_the_widgets_ships_in_the_package() -> None:
    """A custom widget's front end (an anywidget's ES module, ``marker/device.js``) is a file read with
    importlib.resources: pyproject's package-data must list it, or an installed package (a wheel, the static
    site's) cannot even import the widget."""
    import fnmatch
    import tomllib

    root = Path(__file__).resolve().parents[1]
    setuptools = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    globs = setuptools["package-data"]["penchant_widgets"]
    widgets = root / "penchant_widgets"
    modules = sorted(p.relative_to(widgets).as_posix() for p in widgets.rglob("*.js"))
    assert {"marker/device.js", "marker/watch.js"} <= set(modules)
    assert [m for m in modules if not any(fnmatch.fnmatch(m, g) and m.count("/") == g.count("/") for g in globs)] == []


def test_every_folder_of_the_source_is_a_package_of_the_wheel() -> None:
    """The wheel's packages are found by setuptools (``[tool.setuptools.packages.find]``: a folder with an
    ``__init__.py`` whose dotted name one of ``include``'s patterns matches), not listed by hand: a subpackage left
    out of a list installs without its modules. Every folder of Python under penchant/, penchant_widgets/ and
    penchant_server/ is found that way, penchant/data/ too, and no folder of another top (tests, tools) is."""
    import fnmatch
    import tomllib

    root = Path(__file__).resolve().parents[1]
    setuptools = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    assert "package-dir" not in setuptools  # each folder is its import name
    include = setuptools["packages"]["find"]["include"]

    def found(folder: Path) -> bool:
        name = ".".join(folder.relative_to(root).parts)
        return (folder / "__init__.py").is_file() and any(fnmatch.fnmatchcase(name, g) for g in include)

    folders = {py.parent for top in ("penchant", "penchant_widgets", "penchant_server")
               for py in (root / top).rglob("*.py") if "__pycache__" not in py.parts}
    assert {root / "penchant", root / "penchant" / "rules", root / "penchant" / "data", root / "penchant_widgets",
            root / "penchant_widgets" / "marker", root / "penchant_server"} <= folders
    assert sorted(f.relative_to(root).as_posix() for f in folders if not found(f)) == []
    assert not any(found(root / top) for top in ("tests", "tools", "benchmarks", "notebooks"))


def test_the_committed_card_faces_are_what_the_tool_writes() -> None:
    """card_faces.css (the card sizes and the 33 faces as CSS) is made once by tools/card_faces_css.py from the
    engine's card drawing and CARD_WIDTHS, and committed: a change to either without a run fails here; the boards'
    sheet carries every face."""
    import importlib.util

    root = Path(__file__).resolve().parents[1]
    spec = importlib.util.spec_from_file_location("card_faces_css", root / "tools" / "card_faces_css.py")
    assert spec is not None and spec.loader is not None
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    from penchant.rules.cards import PACK
    from penchant_widgets.styles import board_css

    made = tool.faces_css()
    assert (root / "penchant_widgets" / "card_faces.css").read_text(encoding="utf-8") == made
    assert all(f".pt-face-{card}{{" in board_css() for card in [*map(str, PACK), "back"])


def test_the_servers_page_template_ships_in_the_package() -> None:
    """Voilà finds the ``penchant`` template in the server's ``jupyter`` folder (``penchant_server.voila_template``):
    pyproject's package-data must list every file of it, or an installed server serves Voilà's own pages."""
    import fnmatch
    import tomllib

    root = Path(__file__).resolve().parents[1]
    setuptools = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    globs = setuptools["package-data"]["penchant_server"]
    server = root / "penchant_server"
    template = sorted(p.relative_to(server).as_posix() for p in (server / "jupyter").rglob("*") if p.is_file())
    assert "jupyter/voila/templates/penchant/index.html.j2" in template and "py.typed" in globs
    assert [f for f in template if not any(fnmatch.fnmatch(f, g) and f.count("/") == g.count("/") for g in globs)] == []
