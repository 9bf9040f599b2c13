"""The engine never parses its own English: what it says is made from fields, and a reader that needs a part of it
(the verdict, the trick, whether you lead) takes that part from where it was made. The project once had three readers
that took it back out of the words with a regex: the practice history recovered "trick 12" and "you lead" from a
puzzle's question to tell puzzles apart (now from the position), the command line stripped "Right:" and "Not
quite:" off a check's message to say "RIGHT:" its own way (now :attr:`CheckResult.said`, the verdict apart in
:attr:`CheckResult.opening`), and a right reasoned choice was rewritten from "No: ..." to "no, ..." (now the
claim's :attr:`~penchant.puzzles.checkers.claims.Claim.said`). Refused by shape in the engine: a regex that looks for
the engine's own verdicts, yes or no, trick number or lead; and anywhere, widgets too, a check's words compared with one
of the engine's sentences to decide what to draw (the end-game board's ``explanation != FIRST_CARD_RIGHT``, now the
verdict's ``first_card_answer``)."""

from __future__ import annotations

import ast
import re

from source_scan import parsed, sources

REGEX_CALLS: frozenset[str] = frozenset({"compile", "match", "fullmatch", "search", "sub", "subn", "findall",
                                         "finditer", "split"})
OWN_WORDS = re.compile(r"Right|Wrong|Not quite|Yes\b|you lead|trick \(|trick \\d")
"""What the engine says in its own sentences: a check's verdicts, a claim's yes, a question's trick and lead."""


def reads_own_words(source: str, where: str) -> list[str]:
    out = []
    for node in ast.walk(parsed(source)):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and isinstance(node.func.value, ast.Name) and node.func.value.id == "re"
                and node.func.attr in REGEX_CALLS and node.args):
            continue
        pattern = node.args[0]
        if isinstance(pattern, ast.Constant) and isinstance(pattern.value, str) and OWN_WORDS.search(pattern.value):
            out.append(f"{where}:{node.lineno}: re.{node.func.attr}({pattern.value!r}) reads back the engine's own "
                       "words (carry the part apart where it is made)")
    return out


def test_the_engine_reads_back_none_of_its_own_words() -> None:
    problems = [p for rel, source in sources() if rel.startswith("penchant/") for p in reads_own_words(source, rel)]
    assert not problems, "\n".join(problems)


def test_the_scan_sees_the_old_readers() -> None:
    old = ('_TRICK: Final = re.compile(r"\\btrick (\\d+)\\b", re.IGNORECASE)\n'
           '_YOU_LEAD: Final = re.compile(r"\\byou lead\\b", re.IGNORECASE)\n'
           '_SAID_VERDICT = re.compile(r"(?:Right|Not quite|Wrong)\\s*:\\s*")\n'
           'said = re.sub(r"^(Yes|No): ", lambda m: f"{m.group(1).lower()}, ", shown)\n'
           'tokens = set(re.split(r"[\\s,;:.()]+", text))\n')
    assert len(reads_own_words(old, "old.py")) == 4


VERDICT_WORDS: frozenset[str] = frozenset({"explanation", "said", "message", "refutation"})
"""A check's words (:class:`~penchant.puzzles.model.CheckResult`): said to a reader, never compared to decide."""


def _a_words_constant(node: ast.expr) -> bool:
    """Whether ``node`` names a words constant of the engine's (``FIRST_CARD_RIGHT``, ``checking.RIGHT``)."""
    name = node.id if isinstance(node, ast.Name) else node.attr if isinstance(node, ast.Attribute) else ""
    return len(name) > 1 and name.isupper()


def compares_verdict_words(source: str, where: str) -> list[str]:
    """A check's words compared with one of the engine's sentences (``result.explanation != FIRST_CARD_RIGHT``):
    the end-game board decided what to draw by reading the verdict back; the verdict carries the
    fact as a field (``CheckResult.first_card_answer``)."""
    out = []
    for node in ast.walk(parsed(source)):
        if not isinstance(node, ast.Compare):
            continue
        sides = [node.left, *node.comparators]
        said = any(isinstance(s, ast.Attribute) and s.attr in VERDICT_WORDS for s in sides)
        if said and any(_a_words_constant(s) for s in sides):
            out.append(f"{where}:{node.lineno}: {ast.unparse(node)[:90]} reads a verdict's words back (ask a field "
                       "of the verdict)")
    return out


def test_no_verdict_is_read_back_from_its_words() -> None:
    problems = [p for rel, source in sources() for p in compares_verdict_words(source, rel)]
    assert not problems, "\n".join(problems)


def test_the_scan_sees_the_old_board() -> None:
    old = ("if last is None or last.result is None or last.result.explanation != FIRST_CARD_RIGHT:\n"
           "    return\n"
           "if result.explanation and result.explanation != result.refutation:\n"
           "    pass\n"
           "right = got.result.said == checking.RIGHT_WORDS\n"
           "if not last.result.first_card_answer:\n"
           "    pass\n")
    assert sorted(p.split(":")[1] for p in compares_verdict_words(old, "old.py")) == ["1", "5"]
