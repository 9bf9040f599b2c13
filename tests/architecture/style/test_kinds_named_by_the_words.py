"""A kind of combination is named for a reader by one name: the words' ``kind_words`` (``penchant/words/kinds.py``),
and inside the rules, which import no words, the rules' ``Kind.singular`` (``penchant/rules/kinds.py``), the one
place the name is read off the enum's record value. A kind's ``.value`` said in a sentence (an f-string's value:
``f"a {kind.value} for {points}"``, ``f"the {k.value if k else 'cards'}"``) is that name read off by hand, and once
the reader's name and the record's part (a kind renamed in the words, a record kept) they drift. A ``.value`` used as
a key (``numbers[kind.value]``), an identifier (``f"pm-kind-{kind.value}"``, ``data-kind="{kind.value}"``) or
quoted as the input (``!r``) is the record's name, not words, and passes. A kind is known by its name: ``kind``,
``k`` or a name ending in ``kind`` (``b_kind``, ``self.kind``), or ``Kind.PAIR``. Checked with ast over what
``source_scan.sources`` reads."""

from __future__ import annotations

import ast

from source_scan import parsed, sources

HOMES = frozenset({"penchant/words/kinds.py", "penchant/rules/kinds.py"})
"""Where a kind's name is read off its value: the words' ``kind_words`` and the rules' ``Kind.singular``."""


def _a_kind(node: ast.AST) -> bool:
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "Kind":
        return True
    name = node.id if isinstance(node, ast.Name) else node.attr if isinstance(node, ast.Attribute) else ""
    return name == "k" or name.lower().endswith("kind")


def _keys(node: ast.AST) -> set[int]:
    """The ids of the nodes under ``node`` that are a subscript's key (a record's name used to look up)."""
    return {id(n) for s in ast.walk(node) if isinstance(s, ast.Subscript) for n in ast.walk(s.slice)}


def kind_values_said(source: str) -> list[int]:
    """The lines where a kind's ``.value`` is said in an f-string."""
    out: list[int] = []
    for node in ast.walk(parsed(source)):
        if not isinstance(node, ast.JoinedStr):
            continue
        before = ""
        for part in node.values:
            if isinstance(part, ast.Constant):
                before = str(part.value)
                continue
            if (isinstance(part, ast.FormattedValue) and part.conversion != ord("r")
                    and not before.endswith(("-", "_", '="', "='"))):
                keys = _keys(part.value)
                out += [n.lineno for n in ast.walk(part.value)
                        if isinstance(n, ast.Attribute) and n.attr == "value" and _a_kind(n.value)
                        and id(n) not in keys and not isinstance(n.value, ast.JoinedStr)]
            before = ""
    return sorted(set(out))


def test_a_kind_is_named_by_the_words() -> None:
    found = {rel: lines for rel, text in sources() if rel not in HOMES and (lines := kind_values_said(text))}
    assert not found, f"name a kind by kind_words (the rules: Kind.singular), not its .value: {found}"


def test_the_scan_sees_a_kind_read_off_by_hand() -> None:
    said = ['x = f"a {kind.value} for {points}"',
            "x = f\"declaring the {kind.value if kind else 'cards'} {cards}\"",
            'x = f"your {d.kind.value} {cards}"',
            "x = f\"Which: {join_or(f'a {k.value}' for k in same)}?\"",
            "x = f'{escape(\", \".join(k.value for k in untapped))}'",
            'x = f"{Kind.REUNION.value} scores"']
    assert [kind_values_said(line) for line in said] == [[1]] * len(said)


def test_the_scan_passes_a_kinds_record_name() -> None:
    passed = ['x = f"a {kind_words(kind)} for {points}"',
              'x = f"{numbers[\'exact\'][kind.value][scope]:.2%}"',
              'x = f"pm-kind-{kind.value}"',
              'x = f\'<tr data-kind="{kind.value}">\'',
              'x = f"kind {kind.value!r} spans two suits"',
              'x = f"stage {stage.value}"',
              'x = {"kind": kind.value}']
    assert [kind_values_said(line) for line in passed] == [[]] * len(passed)
