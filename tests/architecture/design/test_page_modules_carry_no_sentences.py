"""The widgets' page modules (the anywidget ES modules beside them, ``penchant_widgets/**/*.js``) carry no sentence a
player
reads: the words are the kernel's, the module is a view. The project once had the marker's line to its server
(``watch.js``) writing what a lost page says itself; those words are now ``watch.py``'s ``LOST_WORDS``, synced to
the page beforehand, as ``device.js``'s wake lock is worded by ``device.py``'s ``WAKE_WORDS``.

Checked in each module's code (its ``//`` comments aside): no string literal holding three words in a row, the
shape of a sentence (class names, trait names, URLs and state keys have no spaces)."""

from __future__ import annotations

import re

from source_scan import ROOT

MODULES = sorted(p for p in (ROOT / "penchant_widgets").rglob("*.js") if "templates" not in p.parts)
"""The widgets' page modules (the Voilà template's own scripts are the template's, not a widget's)."""

LITERAL = re.compile(r"""(["'`])((?:\\.|(?!\1).)*)\1""")
PROSE = re.compile(r"[A-Za-z\u2019']+ [A-Za-z\u2019']+ [A-Za-z\u2019']+")


def sentences(source: str) -> list[str]:
    """The string literals of ``source`` (a module's text) that hold prose."""
    code = re.sub(r"//[^\n]*", "", source)
    return [m.group(2) for m in LITERAL.finditer(code) if PROSE.search(m.group(2))]


def test_the_modules_are_scanned() -> None:
    assert {p.name for p in MODULES} >= {"watch.js", "device.js"}


def test_page_modules_carry_no_sentences() -> None:
    found = [f"{p.relative_to(ROOT)}: {s!r}" for p in MODULES for s in sentences(p.read_text(encoding="utf-8"))]
    assert not found, "\n".join(found)


def test_the_scan_finds_the_known_copies() -> None:
    """The old watch.js's words, and one built up from parts; a state key, a class and a URL are no sentence."""
    old = ('const LOST = "This page lost its server";  // said at once\n'
           'say(LOST + ": that tap was not recorded." + AGAIN);\n'
           'say("The server is back: reopening the game\\u2026");\n'
           'say("not_recorded"); box.className = "pm-offline"; fetch(base + "api/kernels/" + kid);\n')
    assert sentences(old) == ["This page lost its server", ": that tap was not recorded.",
                              "The server is back: reopening the game\\u2026"]
