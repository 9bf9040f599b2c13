"""A name's plural is the rules' (``Kind.plural``, ``Rank.plural``, ``Suit.plural``), and a count says its thing
with ``count_words`` (the singular for one), never with an "s" stuck on in place: the deal's bounds once said
"5 familys" and "17 flushs" (``f"{kind.value}s"``), the barring board built "7s, 8s" with ``+ "s"``, and a
match said "1 mirrored pairs". The project once had a dozen more counts that chose their own "s"
(``f"{n} brisque{'s' if n != 1 else ''}"``, ``"puzzle" if n == 1 else "puzzles"``, ``f"minor {name}s"``): each
sentence made its plural its own way, so this scan refuses every form of it in every source it reads (the
engine, the widgets and the notebooks' code cells, the benchmarks and the tools: seconds are "30 s" there).
A plural written whole after a count that can be one (``f"{n} cards"``) is beyond it: count_words says those."""

from __future__ import annotations

import ast
import re

from source_scan import parsed, sources

_AN_S: re.Pattern[str] = re.compile(r"^e?s\b")
"""A plural ending glued to what comes before it: ``s`` or ``es``, then no more letters (``"s are"`` too)."""
HOMES = {"penchant/rules/kinds.py", "penchant/rules/suits_and_ranks.py", "penchant/english/numbers.py",
         "penchant/english/grammar.py"}
"""Where the plurals are made: the kinds, the ranks and suits (``Kind.plural``, ``Rank.plural``,
``Suit.plural``) and counted things (``count_words``); and where a verb agrees with its subject (``verb_form``:
"he wins", "he does"), the one other word that takes an s."""
_HINT = "(count_words, Kind.plural, Rank.plural, Suit.plural)"


def _text(node: ast.AST) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _singular_first(test: ast.expr) -> bool | None:
    """Which branch of ``a if test else b`` is said of one thing: True for ``a`` (``n == 1``), False for ``b``
    (``n != 1``, ``n > 1``), None when the test is not a count against one."""
    if not (isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.comparators[0], ast.Constant)
            and type(test.comparators[0].value) is int and test.comparators[0].value == 1):
        return None
    op = test.ops[0]
    if isinstance(op, (ast.Eq, ast.LtE)):
        return True
    if isinstance(op, (ast.NotEq, ast.Gt)):
        return False
    return None


def _ending(a: str, b: str) -> bool:
    """One branch bare (``""``, ``" is"``) and the other a plural ending (``"s"``, ``"es"``, ``"s are"``)."""
    return (a == "" or not a[0].isalpha()) and bool(_AN_S.match(b))


def _plural_of(singular: str, plural: str) -> bool:
    """``plural`` is ``singular`` with an s: ``"puzzle"``/``"puzzles"``, ``"entry"``/``"entries"``."""
    return plural in {singular + "s", singular + "es", singular[:-1] + "ies"} and singular[-1:].isalpha()


_VERB_PAIRS: frozenset[tuple[str, str]] = frozenset({("is", "are"), ("was", "were"), ("has", "have"), ("does", "do")})
"""A verb's form for one thing and for more, where it is not the bare verb and an s."""


def _counted(test: ast.expr) -> bool:
    """``test`` compares something with a whole number (``len(played) == 2``, ``n != 1``)."""
    return (isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.comparators[0], ast.Constant)
            and type(test.comparators[0].value) is int)


def _verb_pair(a: str, b: str) -> bool:
    """``a`` and ``b`` are one verb's forms for one thing and for more (``"comes"``/``"come"``, ``"was"``/``"were"``),
    either way round."""
    a, b = a.strip(), b.strip()
    return any((x, y) in _VERB_PAIRS or (y.isalpha() and x in {y + "s", y + "es"}) for x, y in ((a, b), (b, a)))


def verbs_by_count(node: ast.IfExp) -> bool:
    """A verb's number chosen by a count (``'comes' if len(fresh) == 1 else 'come'``, ``'was' if len(played) == 2
    else 'were'``): ``words.grammar.verb_form(count, base)`` says it."""
    a, b = _text(node.body), _text(node.orelse)
    return a is not None and b is not None and _counted(node.test) and _verb_pair(a, b)


def _chosen_by_count(node: ast.IfExp) -> bool:
    a, b = _text(node.body), _text(node.orelse)
    if a is None or b is None:
        return False
    if _ending(a, b) or _ending(b, a):
        return True
    one = _singular_first(node.test)
    if one is None:
        return False
    singular, plural = (a, b) if one else (b, a)
    return _plural_of(singular.strip(), plural.strip())


def plurals_by_hand(source: str, where: str) -> list[str]:
    """Every plural made in place: an f-string's value followed by a bare s (``f"{kind.value}s"``,
    ``f"minor {name}s"``), ``+ "s"``, an ending or a word chosen by a count (``'s' if n != 1 else ''``,
    ``"puzzle" if n == 1 else "puzzles"``), a singular cut from a plural (``.removesuffix("s")``) and a plural
    helper of a module's own."""
    out: list[str] = []
    for node in ast.walk(parsed(source)):
        if isinstance(node, ast.JoinedStr):
            for left, right in zip(node.values, node.values[1:], strict=False):
                glued = _text(right)
                if isinstance(left, ast.FormattedValue) and glued is not None and _AN_S.match(glued):
                    out.append(f"{where}:{node.lineno}: a plural made by an f-string's s {_HINT}")
        elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add) and _text(node.right) in {"s", "es"}:
            out.append(f"{where}:{node.lineno}: a plural made by + 's' {_HINT}")
        elif isinstance(node, ast.IfExp) and _chosen_by_count(node):
            out.append(f"{where}:{node.lineno}: a plural chosen by a count {_HINT}")
        elif isinstance(node, ast.IfExp) and verbs_by_count(node):
            out.append(f"{where}:{node.lineno}: a verb's number chosen by a count (words.grammar.verb_form)")
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
              and node.func.attr in {"removesuffix", "rstrip"} and len(node.args) == 1
              and _text(node.args[0]) == "s"):
            out.append(f"{where}:{node.lineno}: a singular cut from a plural (Rank.singular, Suit.singular)")
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and "plural" in node.name.lower():
            out.append(f"{where}:{node.lineno}: a plural helper of its own, {node.name!r} {_HINT}")
    return out


def test_plurals_are_asked_of_the_rules() -> None:
    problems: list[str] = []
    scanned: set[str] = set()
    for rel, source in sources():
        if rel not in HOMES:
            scanned.add(rel.split("/")[0])
            problems += plurals_by_hand(source, rel)
    assert {"penchant", "penchant_widgets", "notebooks"} <= scanned
    assert not problems, "\n".join(problems)


def test_the_homes_are_where_the_plurals_are() -> None:
    """The scan would refuse what the homes do (so a home it skips is one it has a reason to skip)."""
    found = {rel for rel, source in sources() if rel in HOMES and plurals_by_hand(source, rel)}
    assert found == HOMES, HOMES - found


def test_the_scan_sees_every_plural_made_by_hand() -> None:
    old = ('a = f"{count} {kind.value}s in one deal"\n'
           'b = ", ".join(r.name.title() + "s" for r in ranks)\n'
           'c = f"{count} {kind.plural} by {who}"\n'
           'd = f"{r.written}s"\n'
           "e = f\"{n} brisque{'s' if n != 1 else ''} taken\"\n"
           "f = f\"{n} deal{'' if n == 1 else 's'} in 10\"\n"
           'g = f"{n} card" + ("" if n == 1 else "s")\n'
           "h = f\"{r} brisque{' is' if r == 1 else 's are'} in play\"\n"
           'i = f"{n} missed {\'puzzle\' if n == 1 else \'puzzles\'}"\n'
           'j = "entry" if n == 1 else "entries"\n'
           'k = f"minor {SIZE_NAMES[size]}s are barred"\n'
           'plural = "s" if self.games != 1 else ""\n'
           'm = suit.name.lower().removesuffix("s")\n'
           'def _plural(n, word):\n'
           '    return word\n'
           'o = f"{count_words(n, \'brisque\')} and {count_words(n, \'line\', digits=True)}"\n'
           "p = f\"{'is' if n == 1 else 'are'} left, {'it' if n == 1 else 'them'}\"\n"
           "q = f\"{what} {'comes' if len(fresh) == 1 else 'come'} from the hand\"\n"
           'r = f"{him}\'s turn, {SIZE_PLURALS[size]} are free"\n'
           's = f"within {timeout}s"\n'
           't = f"within {timeout} s"\n'
           "u = f\"how many points do{'es' if who != 'you' else ''} {who} score\"\n"
           "v = f\"{forced} {'was' if len(played) == 2 else 'were'} played for you\"\n"
           "w = f\"{forced} {verb_form(len(played) - 1, 'be', past=True)} played\"\n")
    flagged = sorted({int(p.split(":")[1]) for p in plurals_by_hand(old, "x.py")})
    assert flagged == [1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 17, 18, 20, 22, 23]
