"""The engine writes words and data, never HTML: a page's markup (``<p>``, ``<b>``, ``<small>``) is made on the
widgets' side of the seam (the studies' figures wrote ``<small>`` intervals, ``<b>``
ratings and ``<p>`` lines, and the going-over of a game its verdict in ``<p><b>``; they now give
:class:`~penchant.english.marked.Paragraph` and :class:`~penchant.english.marked.Figure`, which
``penchant_widgets.marked_words`` sets in HTML).

The scan reads every string the engine's code can produce (string constants and the text of f-strings; not
docstrings, which may name a tag) for an HTML or SVG element's tag, and for ``"svg"`` alone, the format a drawing
library is asked to write (``segno``'s ``save(kind="svg")`` drew the Connect screen's QR code with its colours in
the engine; the screen draws it now). Angle brackets that are not markup stay free: a placeholder in a message
(``<card>``, ``<reason>``). The modules that draw pictures of the engine's own objects are listed below, each with
its reason.
"""

from __future__ import annotations

import ast
import re

from source_scan import ROOT, parsed, sources

HTML_ELEMENTS = frozenset("""
    a abbr article aside b blockquote body br button caption code col colgroup dd del details dfn div dl dt em
    fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 head header hr html i iframe img input ins kbd label
    legend li link main mark meta nav ol optgroup option p pre q s samp script section select small span strong
    style sub summary sup table tbody td textarea tfoot th thead time tr u ul var
""".split())
"""The HTML elements."""
SVG_ELEMENTS = frozenset("svg g rect circle ellipse line polyline polygon path text tspan defs use image".split())
"""The SVG elements: a picture is markup too."""
_TAG = re.compile(r"</?([A-Za-z][A-Za-z0-9]*)(?:\s[^<>]*)?/?>")
ALLOWED: dict[str, str] = {
    "penchant/render.py": "the cards' pictures (SVG faces and backs, and the rows of them in HTML): the cards' and "
                          "the deal's own rich display in Jupyter (``Card._repr_svg_``, ``CardSet._repr_html_``, "
                          "``DealState._repr_html_``), as python-chess draws its boards in chess.svg, and every "
                          "board's cards (``penchant_widgets.cards`` draws its faces and backs with it); importing "
                          "nothing of the engine, it draws anything shaped like a card",
}


def _docstrings(tree: ast.Module) -> set[int]:
    out: set[int] = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list):
            out |= {id(s.value) for s in body if isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant)
                    and isinstance(s.value.value, str)}
    return out


def html_tags(source: str, where: str) -> list[str]:
    """Each string of ``source`` (an f-string's text with ``{}`` for its values) holding an HTML element's tag."""
    tree = parsed(source)
    docs = _docstrings(tree)  # and an f-string's pieces, read with it whole
    docs |= {id(v) for node in ast.walk(tree) if isinstance(node, ast.JoinedStr) for v in node.values}
    found: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):
            text = "".join(v.value if isinstance(v, ast.Constant) and isinstance(v.value, str) else "{}"
                           for v in node.values)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
            text = node.value
        else:
            continue
        tags = sorted({m[1].lower() for m in _TAG.finditer(text)} & (HTML_ELEMENTS | SVG_ELEMENTS))
        if text.strip().lower() == "svg":
            tags.append("svg format")
        if tags:
            found.append(f"{where}:{node.lineno}: <{'>, <'.join(tags)}> in {text[:60]!r}")
    return found


def test_the_engine_writes_no_html() -> None:
    found = [line for path, text in sources() if path.startswith("penchant/") and path not in ALLOWED
             for line in html_tags(text, path)]
    assert not found, "\n".join(sorted(set(found)))


def test_the_scan_sees_markup_and_lets_other_brackets_be() -> None:
    source = ('"""A docstring may say <small> and <p>."""\n'
              'def f(x):\n    """Its own <b> too."""\n'
              '    a = f"<p>{x} <small>(6%)</small></p>"\n'
              '    b = "play <card>: <reason>"\n'
              '    c = \'<svg width="3"><text x="1">7</text></svg>\'\n'
              '    d = "<br/>"\n'
              '    segno.make(x).save(buf, kind="svg", dark="#1b1b1b")\n')
    assert [line.split(": ", 1)[1].split(" in ")[0] for line in html_tags(source, "x.py")] == [
        "<p>, <small>", "<svg>, <text>", "<br>", "<svg format>"]


def test_the_allowed_module_still_draws_html() -> None:
    """An entry of :data:`ALLOWED` that no longer writes HTML is dropped, not kept as a blank cheque."""
    for path, _reason in ALLOWED.items():
        text = next(source for where, source in sources() if where == path)
        assert html_tags(text, path), f"{path} writes no HTML now: drop it from ALLOWED"


def test_the_guide_names_every_module_allowed() -> None:
    """The contributor's guide names the engine's modules allowed markup, every one, and calls one "the one
    exception" only while it is: it said ``penchant/render.py`` was the one exception while the marker's result card
    (``penchant/marker/stats.py``) was allowed too (the card is the marker view's now)."""
    guide = (ROOT / "docs" / "contributing.md").read_text(encoding="utf-8")
    rule = next(part for part in guide.split("\n- ") if part.startswith("**No HTML in the engine**"))
    row = next(line for line in guide.splitlines() if line.startswith("| no UI in `penchant` |"))
    for path in ALLOWED:
        assert f"`{path}`" in rule and f"`{path}`" in row, f"docs/contributing.md does not name {path} as allowed"
    assert ("the one exception" in rule) == (len(ALLOWED) == 1), rule
