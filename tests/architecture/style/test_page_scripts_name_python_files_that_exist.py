"""The page's scripts (``penchant_widgets/**/*.js``, the Voilà template's included, and the static site's
``tools/site/**/*.js``)
name in their comments the Python modules they answer to: each ``something.py`` named there is a file of the
repository. The project once had the marker's ``watch.js`` naming "common.py's on_tap" long after ``common.py`` had
become ``penchant_widgets/marker/controls.py``: a reader sent to a module that is no longer there.

A name with a folder (``tools/site/sitebuild/pages.py``) is a path from the repository's root; a bare name
(``watch.py``) is a module beside the script (the project has other files named ``common.py``: a bare name found
anywhere would have passed the one once made)."""

from __future__ import annotations

import re
from pathlib import Path

from source_scan import ROOT

SCRIPTS = sorted(p for top in ("penchant_widgets", "penchant_server", "tools/site") for p in (ROOT / top).rglob("*.js")
                 if "node_modules" not in p.parts)
"""The page's scripts: the widgets' modules, the Voilà template's scripts and the static site's."""

COMMENT = re.compile(r"//[^\n]*|/\*.*?\*/", re.S)
PY_NAME = re.compile(r"[\w./-]*\w\.py\b")


def named_in_comments(source: str) -> list[str]:
    """Each ``something.py`` named in a comment of ``source`` (a script's text)."""
    return [m.group() for c in COMMENT.finditer(source) for m in PY_NAME.finditer(c.group())]


def missing(script: Path, source: str) -> list[str]:
    """The Python files ``source`` (the text of ``script``) names in its comments that are no file of the project."""
    out = []
    for name in named_in_comments(source):
        if "/" in name:
            found = (ROOT / name).is_file()
        else:
            found = (script.parent / name).is_file()
        if not found:
            out.append(f"{script.relative_to(ROOT)}: {name}")
    return out


def test_the_scripts_are_scanned() -> None:
    names = {p.name for p in SCRIPTS}
    assert {"watch.js", "device.js", "early.js", "offline.js"} <= names
    assert any(named_in_comments(p.read_text(encoding="utf-8")) for p in SCRIPTS)


def test_every_python_file_a_script_names_exists() -> None:
    found = [f for p in SCRIPTS for f in missing(p, p.read_text(encoding="utf-8"))]
    assert not found, "\n".join(found)


def test_the_scan_finds_the_known_copies() -> None:
    """The old watch.js's comment named common.py; a file beside the script and a path from the root are found; a
    ``.py`` in the code, not a comment, is not read."""
    watch = ROOT / "penchant_widgets" / "marker" / "watch.js"
    old = ("//   them the buttons whose own synced answers_taps is set (common.py's on_tap: a guarded handler's\n"
           "/* see tools/site/nowhere.py */\n"
           "// watch.py's LOST_WORDS; tools/site/sitebuild/pages.py; the app (app.py) and build.py\n"
           'const file = "ghost.py";\n')
    assert named_in_comments(old) == ["common.py", "tools/site/nowhere.py", "watch.py", "tools/site/sitebuild/pages.py",
                                      "app.py", "build.py"]
    assert missing(watch, old) == [f"penchant_widgets/marker/watch.js: {name}"
                                   for name in ("common.py", "tools/site/nowhere.py", "build.py")]
