"""The tutor offers three rule books, and a newcomer could not tell whose the third was: it read "modern rules" on
the boards and "Modern" on the marker, beside "Kandell's rules" and "Foster's rules" (issue #31). It is Kandell's
rules with his optional modern scoring (the quadruplet at 8, the reunion at 20): it is named after its source,
"Kandell's modern scoring" in full and "Kandell (modern)" as a label, by the rules' words
(:func:`~penchant.rules.book_names.rules_words`, :func:`~penchant.rules.book_names.source_name`), which every view asks.

Two halves: each profile's full name and label name one source alike, and every view that offers the books offers
them by those words; and no text a learner or a player reads (a chapter's prose, code strings and stored outputs,
the package's data, the strings of the engine, the widgets and the server that are no docstring) names the third
book with no source ("modern rules", "the modern ones", a bare "Modern")."""

from __future__ import annotations

import ast
import json
import re
from collections.abc import Iterator
from importlib import resources

from source_scan import ROOT, parsed, python_files

from penchant.rules.book_names import rules_words, source_name
from penchant.rules.profiles import PROFILE_ORDER, PROFILES

UNNAMED = (re.compile(r"\bmodern (?:rules?|ones?|books?|profile)\b|\bthe modern scoring\b", re.I),
           re.compile(r"(?<!\()\bModern\b(?! scoring)"))
"""The third book said with no source: "modern rules" (any case), "the modern ones", "the modern scoring", and
"Modern" as a label (not "Kandell (modern)", nor Hoyle's *Games Modernized*, nor Kandell's **Modern scoring**)."""


def unnamed(text: str) -> list[str]:
    """The places in ``text`` that name the third rule book with no source (:data:`UNNAMED`)."""
    return [text[max(0, m.start() - 40):m.end() + 20] for pattern in UNNAMED for m in pattern.finditer(text)]


def _strings(source: str) -> Iterator[str]:
    """The string constants of a Python source that are no docstring: what it can show."""
    tree = parsed(source)
    docs = {id(n.value) for n in ast.walk(tree) if isinstance(n, ast.Expr) and isinstance(n.value, ast.Constant)}
    yield from (n.value for n in ast.walk(tree)
                if isinstance(n, ast.Constant) and isinstance(n.value, str) and id(n) not in docs)


def _notebook_texts() -> Iterator[tuple[str, str]]:
    """Each notebook's markdown, its code cells' strings and its stored outputs' text."""
    for path in sorted((ROOT / "notebooks").glob("*.ipynb")):
        for i, cell in enumerate(json.loads(path.read_text(encoding="utf-8"))["cells"]):
            where = f"{path.name} cell {i}"
            src = "".join(cell["source"])
            if cell["cell_type"] == "markdown":
                yield where, src
            elif cell["cell_type"] == "code":
                yield from ((where, s) for s in _strings(src))
                for out in cell.get("outputs", []):
                    for value in [out.get("text", ""), *out.get("data", {}).values()]:
                        yield f"{where} output", "".join(value) if isinstance(value, list) else str(value)


def _data_strings(value: object) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _data_strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from _data_strings(v)


def _data_texts() -> Iterator[tuple[str, str]]:
    """Every string of the package's JSON data: the drills' and puzzles' hints, the studies' words."""
    data = resources.files("penchant.data")
    for folder in (data, data / "drills", data / "puzzles"):
        for item in sorted(folder.iterdir(), key=lambda t: t.name):
            if item.name.endswith(".json"):
                yield from ((f"penchant/data/{item.name}", s)
                            for s in _data_strings(json.loads(item.read_text(encoding="utf-8"))))


def _code_texts() -> Iterator[tuple[str, str]]:
    for path in python_files():
        rel = path.relative_to(ROOT).as_posix()
        if rel.startswith(("penchant/", "penchant_widgets/", "penchant_server/")):
            yield from ((rel, s) for s in _strings(path.read_text(encoding="utf-8")))


def test_each_book_is_named_after_its_source_in_full_and_as_a_label() -> None:
    full = {name: rules_words(name) for name in PROFILES}
    label = {name: source_name(name) for name in PROFILES}
    assert len(set(full.values())) == len(set(label.values())) == len(PROFILES), (full, label)
    for name in PROFILES:
        source, _, extra = label[name].partition(" (")
        # the label is the full name shortened: its source's possessive first, then any word the label adds
        assert full[name].startswith(f"{source}'s "), (name, full[name], label[name])
        assert extra.rstrip(")") in full[name], (name, full[name], label[name])
        assert not unnamed(full[name]) and not unnamed(label[name]), (name, full[name], label[name])
    assert full["modern"] == "Kandell's modern scoring" and label["modern"] == "Kandell (modern)"


def test_the_views_offer_the_books_by_the_rules_words() -> None:
    from penchant_widgets.marker import games
    from penchant_widgets.rules_switch import rules_choice

    assert games._RULE_LABELS == [(source_name(name), name) for name in PROFILES]
    assert [games._rules_said(name) for name in PROFILES] == ["Foster", "Kandell", "Kandell (modern)"]
    assert list(rules_choice().options) == [(rules_words(name), name) for name in PROFILE_ORDER]


def test_no_learners_text_names_the_third_book_without_its_source() -> None:
    found = [f"{where}: {said!r}" for where, text in (*_notebook_texts(), *_data_texts(), *_code_texts())
             for said in unnamed(text)]
    assert not found, ("the third rule book named without its source (say rules_words('modern'), \"Kandell's "
                       "modern scoring\", or source_name, \"Kandell (modern)\"):\n" + "\n".join(found))


def test_the_scan_sees_the_old_names() -> None:
    assert unnamed("Kandell's rules and modern rules: the higher cut deals")
    assert unnamed('_RULE_LABELS = [("Foster", "foster"), ("Kandell", "kandell"), ("Modern", "modern")]'[-20:])
    assert unnamed("Then look up what that kind scores under modern rules.")
    assert unnamed("Foster's and the modern ones after")
    assert not unnamed("Kandell's modern scoring; Kandell (modern); Hoyle's Games Modernized; a modern article")
