"""A refusal is worded at one place ("each rule worded once"): the same sentence raised at two sites is a
rule said twice, and the two drift apart (``duplicates`` paired the trump puzzle's check with the puzzle model's
``normalise_choice``, both refusing an answer that is "not one of the choices"; the coach checked its samples and its
end-game depth with strong's and master's sentences, copied). Read with ast over ``penchant``: the text of each
``raise SomeError(<literal or f-string>)`` (its literal parts, each value as ``{}``), where it says something (15
characters or more besides the values); the sentences raised at two sites or more fail, but those listed as known."""

from __future__ import annotations

import ast
from collections import defaultdict

from source_scan import parsed, sources

KNOWN: frozenset[str] = frozenset()


def _skeleton(node: ast.expr) -> str:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value if isinstance(v, ast.Constant) and isinstance(v.value, str) else "{}"
                       for v in node.values)
    return ""


def refusals(source: str) -> list[tuple[str, int]]:
    """The sentences ``source`` raises, with their lines."""
    out = []
    for node in ast.walk(parsed(source)):
        if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call) and node.exc.args:
            text = _skeleton(node.exc.args[0])
            if len(text.replace("{}", "").strip()) >= 15:
                out.append((text, node.lineno))
    return out


def worded_twice(files: list[tuple[str, str]]) -> dict[str, list[str]]:
    sites: dict[str, list[str]] = defaultdict(list)
    for rel, source in files:
        for text, line in refusals(source):
            sites[text].append(f"{rel}:{line}")
    return {text: where for text, where in sites.items() if len(where) > 1}


def test_each_refusal_is_worded_once() -> None:
    twice = worded_twice([(rel, source) for rel, source in sources() if rel.startswith("penchant/")])
    new = {text: where for text, where in twice.items() if text not in KNOWN}
    assert not new, "\n".join(f"{text!r}: {', '.join(where)}" for text, where in new.items())


def test_each_known_pair_is_still_there() -> None:
    """A pair fixed leaves the list with its fix."""
    twice = worded_twice([(rel, source) for rel, source in sources() if rel.startswith("penchant/")])
    assert sorted(KNOWN - set(twice)) == []


def test_the_scan_sees_a_sentence_raised_twice() -> None:
    one = ('def f(answer, choices):\n'
           '    raise InvalidNotationError(f"{answer!r} is not one of the choices {choices!r}")\n')
    two = ('def g(answer, choices):\n'
           '    if not answer:\n'
           '        raise InvalidNotationError(f"{answer!r} is not one of the choices {list(choices)!r}")\n'
           '    raise ValueError("short")\n')
    assert worded_twice([("a.py", one), ("b.py", two)]) == {
        "{} is not one of the choices {}": ["a.py:2", "b.py:3"]}
