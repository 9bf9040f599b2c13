"""The Jack names trump, and a penchant is a Queen and a Jack of different suits: both are the rules'
(``penchant.rules.trump.trump_of_penchant``, ``trump_jack``; ``penchant.rules.combinations.classify``).
Outside ``penchant/rules`` the engine names no Jack by rank (``Rank.JACK``, through an alias or a module, or
``Rank`` asked for it by name, notation or value: :func:`jacks_named`): every ``Rank.JACK`` there once restated one of
these rules (the view's and the fields' trump card, the trump puzzle's and the timing puzzle's Jack, the
miner's penchant test, the constructed endgame's penchant)."""

from __future__ import annotations

import ast
from pathlib import Path

from source_scan import ROOT, parsed

# module -> why it still names the Jack by rank
ALLOWED: dict[str, str] = {
    "penchant/puzzles/checkers/trump.py": "a misreading the puzzle models: 'any Queen and Jack set trump'",
}


JACK_LITERALS = ("JACK", "J", 4)
"""How the Jack is written to ``Rank``: its name, its notation and its value (``Rank.JACK == 4``)."""


def jacks_named(source: str) -> list[int]:
    """The lines of ``source`` that name the Jack by rank: ``.JACK`` read off anything (``Rank.JACK``, an alias of
    ``Rank`` — ``from ...suits_and_ranks import Rank as R`` then ``R.JACK`` —, a module ``ranks.Rank.JACK``) and
    ``Rank`` (or an alias) asked for it by name, notation or value (``Rank(4)``, ``Rank["JACK"]``)."""
    tree = parsed(source)
    ranks = {"Rank"} | {alias.asname for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)
                        for alias in node.names if alias.name == "Rank" and alias.asname}

    def is_rank(node: ast.AST) -> bool:
        return ((isinstance(node, ast.Name) and node.id in ranks)
                or (isinstance(node, ast.Attribute) and node.attr == "Rank"))

    def names_jack(node: ast.AST) -> bool:
        return isinstance(node, ast.Constant) and node.value in JACK_LITERALS and type(node.value) in (str, int)

    lines = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr == "JACK":
            lines.add(node.lineno)
        elif isinstance(node, ast.Call) and is_rank(node.func) and any(names_jack(a) for a in node.args):
            lines.add(node.lineno)
        elif isinstance(node, ast.Subscript) and is_rank(node.value) and names_jack(node.slice):
            lines.add(node.lineno)
    return sorted(lines)


def engine_files() -> list[Path]:
    return [p for p in sorted((ROOT / "penchant").rglob("*.py")) if "rules" not in p.relative_to(ROOT).parts[1:2]]


def test_the_engine_asks_the_rules_about_the_jack() -> None:
    found = {}
    for path in engine_files():
        rel = path.relative_to(ROOT).as_posix()
        lines = jacks_named(path.read_text(encoding="utf-8"))
        if lines and rel not in ALLOWED:
            found[rel] = lines
    assert not found, f"the Jack named by rank outside penchant/rules (ask rules.trump or classify): {found}"


def test_each_allowance_is_still_needed() -> None:
    for rel in ALLOWED:
        assert jacks_named((ROOT / rel).read_text(encoding="utf-8")), f"{rel} no longer needs its allowance"


def test_the_scan_sees_the_old_trump_card() -> None:
    old = "def trump_card(self):\n    return None if self.trump is None else Card(Rank.JACK, self.trump)\n"
    assert jacks_named(old) == [2]
    assert not jacks_named(ast.unparse(ast.parse("trump_jack(self.trump)")))


def test_the_scan_sees_the_jack_however_it_is_named() -> None:
    """The scan once matched only the literal ``Rank.JACK``: an alias, a module's path, or the Jack asked of
    ``Rank`` by name, notation or value went unseen."""
    old = ("from penchant.rules.suits_and_ranks import Rank as R\n"
           "a = R.JACK\n"
           "b = suits_and_ranks.Rank.JACK\n"
           "c = R(4)\n"
           "d = Rank['JACK']\n"
           "e = Rank(r).plural\n"
           "f = Rank(5)\n")
    assert jacks_named(old) == [2, 3, 4, 5]


# widget module -> why it still asks a sheet whether a penchant sets trump
ASKS_THE_SHEET: dict[str, str] = {
    "penchant_widgets/marker/history.py": "an edited entry: the sheet before it, not the live choices, says",
}


def sets_trump_asked(source: str) -> list[int]:
    """The lines of ``source`` that call ``penchant_sets_trump``: a screen deciding whether to ask for the Jack."""
    return sorted(node.lineno for node in ast.walk(parsed(source))
                  if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute | ast.Name)
                  and (node.func.attr if isinstance(node.func, ast.Attribute) else node.func.id)
                  == "penchant_sets_trump")


def test_screens_ask_the_choices_whether_the_jack_is_needed() -> None:
    """The deal screen asked the sheet whether a penchant sets trump before offering the Jack's suits, beside the
    choices that check the entry by the same rule: it asks ``Choices.needs_jack``."""
    found = {}
    for path in sorted((ROOT / "penchant_widgets").rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        lines = sets_trump_asked(path.read_text(encoding="utf-8"))
        if lines and rel not in ASKS_THE_SHEET:
            found[rel] = lines
    assert not found, f"a screen asks the sheet whether a penchant sets trump (ask Choices.needs_jack): {found}"
    assert sets_trump_asked("if on and app.sheet.penchant_sets_trump(by_trick_winner=True):\n    ask()\n") == [1]
