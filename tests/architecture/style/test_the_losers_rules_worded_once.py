"""The two rules of a trick's loser are each worded once: "the loser may declare only a penchant" is the rules'
``procedure.LOSER_PENCHANT_ONLY_WORDS`` (``penchant/rules/procedure/declaring_turns.py``), and whether his penchant
sets trump is the switch's ``option_words("loser_penchant_sets_trump", ...)`` (``penchant/words/switches.py``).
The marker's refusal, ``penchant check --loser``, the claims of a declaration puzzle, the coach's pointer, the trump
puzzles' hints and claims and the review's reasons each once said them in words of their own, so one rule read as
two. A sentence of the code (a string that is no docstring) stating either rule outside its home fails; a sentence
listed in :data:`KNOWN` stays, with its reason. Checked with ast over what ``source_scan.sources`` reads."""

from __future__ import annotations

import ast
import re

from source_scan import parsed, sources

HOMES: dict[str, re.Pattern[str]] = {
    "penchant/rules/procedure/declaring_turns.py": re.compile(r"may declare only a penchant", re.I),
    "penchant/words/switches.py": re.compile(
        r"loser'?s penchant (?:does not set|sets no|leaves trump|sets trump|counts)"
        r"|penchant declared (?:by the loser|by a trick's loser|after losing)"
        r"|declared by (?:the|a trick's) loser sets"
        r"|sets trump,? whoever declares it"
        r"|declared by a trick's winner sets trump", re.I),
}
"""Each rule's home, with the wordings of it the scan looks for elsewhere."""

KNOWN: dict[tuple[str, str], str] = {
    ("penchant/words/trump.py", "a loser's penchant sets no trump: there is still no trump"):
        "a lesson's step after a loser's penchant under Kandell's rules, said as the winner's step says its suit",
}
"""Sentences left as they are, each with why."""


def _docstrings(tree: ast.AST) -> set[int]:
    """The ids of the strings that stand alone as a statement (docstrings, an attribute's docstring)."""
    return {id(st.value) for node in ast.walk(tree) if isinstance(body := getattr(node, "body", None), list)
            for st in body if isinstance(st, ast.Expr) and isinstance(st.value, ast.Constant)}


def restated(source: str, where: str) -> list[str]:
    """The sentences of ``source`` that state a loser's rule outside its home."""
    tree = parsed(source)
    docs = _docstrings(tree)
    out: list[str] = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Constant) and isinstance(node.value, str)) or id(node) in docs:
            continue
        for home, wording in HOMES.items():
            if where != home and wording.search(node.value) and (where, node.value) not in KNOWN:
                out.append(f"{where}:{node.lineno}: {node.value!r} (the rule's one wording lives in {home})")
    return out


def test_each_losers_rule_is_worded_once() -> None:
    found = [f for rel, text in sources() for f in restated(text, rel)]
    assert not found, "\n".join(found)


def test_the_known_sentences_are_still_there() -> None:
    said = {(rel, node.value) for rel, text in sources() for node in ast.walk(parsed(text))
            if isinstance(node, ast.Constant) and isinstance(node.value, str)}
    assert set(KNOWN) <= said, set(KNOWN) - said


def test_the_scan_sees_the_old_wordings() -> None:
    old = ['x = "you lost the trick, and its loser may declare only a penchant"',
           'x = "the loser of a trick may declare only a penchant (and only if the winner declared nothing), not a "',
           '''x = "leaves trump unset: a penchant declared after losing the trick sets no trump under these rules"''',
           '''x = "its declarer lost the trick, and under these rules a loser's penchant sets no trump"''',
           '''x = ("a penchant sets trump whoever declares it" if counts else "a penchant declared by a trick's '''
           '''loser does not set trump")''',
           # chapter 2's note (issue #30)
           '''x = f"only {worth(Kind.PENCHANT)}, one declared by a trick's loser sets no trump, and declaring"''']
    assert [len(restated(line, "x.py")) for line in old] == [1, 1, 1, 1, 2, 1]


def test_the_scan_passes_the_rules_called_and_docstrings() -> None:
    passed = ['def f():\n    """The loser of a trick may declare only a penchant."""\n'
              '    return LOSER_PENCHANT_ONLY_WORDS\n',
              'x = f"under these rules {option_words(\'loser_penchant_sets_trump\', False)}"',
              'x = "this penchant does not set trump"',
              'x = "a besito sets no trump"']
    assert [restated(line, "x.py") for line in passed] == [[]] * len(passed)
