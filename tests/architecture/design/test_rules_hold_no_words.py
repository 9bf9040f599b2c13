"""The rules hold the rules; the game in a player's words is :mod:`penchant.words`. The line between them: a rule
decides (what is legal, what scores, what bars) and refuses in its own words, a typed ``PenchantError`` whose message
a refusal needs (``GAME_LENGTH_WORDS`` in ``check_game_length``'s refusal, ``rules_words`` in a score's); every
other sentence about the game (what a game is worth, the barring rule in a sentence, the steps of a check at the
table, how a method deals) is the words package's, which asks the rules for each fact it says.

Two scans keep the line: nothing in ``penchant/rules`` imports ``penchant.words`` (inside a function too), and no
name the rules offer, nor a public method of their classes, is named ``*_words`` but the refusals' words, each listed
with the refusal that says it, and the words :data:`TO_MOVE` lists, each with where it goes. A
listed name the rules do not hold fails the test, so that the lists only shrink."""

from __future__ import annotations

import ast
import importlib
import pkgutil

from source_scan import ROOT

import penchant.rules

REFUSALS: dict[str, str] = {
    "brisques.BRISQUE_RANKS_WORDS": "limits.brisques_problem's refusal: the four Aces, Tens and Sevens",
    "deal_counts.SEAT_WORDS": "a deal's count refusals name the seats so (count_refusal)",
    "deal_counts.count_refusal_words": "a count refusal said again of a player's name, from the refusal's parts",
    "game_scoring.GAME_LENGTH_WORDS": "check_game_length's refusal of a fifth deal",
    "game_scoring.GAME_OVER_WORDS": "the game's refusal of a move after its last deal",
    "limits.ONE_TABLE_A_CARD_WORDS": "declarations_problem's refusal of two tables sharing a card",
    "procedure.ONE_DECLARATION_A_TRICK_WORDS": "NoDeclaration.TRICK_DECLARED, why no declaration may be made now",
    "profiles.rules_words": "score_scale's refusals name the rule book (not a score under Foster's rules)",
}
"""The words the rules' refusals are said in, each with the refusal that says it: these stay with the rules."""

TO_MOVE: dict[str, str] = {
    "bar_reports.BarReport.sets_words": "penchant.words.bar_reports, a function of the report",
    "bar_reports.BarReport.barred_words": "penchant.words.bar_reports, a function of the report",
    "bar_reports.BarReport.playing_words": "penchant.words.bar_reports, a function of the report",
    "bar_reports.BarReport.left_words": "penchant.words.bar_reports, a function of the report",
    "bar_reports.BarReport.freeing_words": "penchant.words.bar_reports, a function of the report",
    "bar_reports.BarReport.unbar_words": "penchant.words.bar_reports, a function of the report",
    "bar_reports.BarReport.by_words": "penchant.words.bar_reports, a function of the report",
    "free_reports.SetOnTable.words": "penchant.words, a function of the set",
}
"""Words the rules hold that are no refusal's, each with where it goes: the bar and free reports' prose methods
(``explain``, ``at_a_glance``, ``remedy`` and these) are methods of the rules' reports, split from them as functions
of a report in :mod:`penchant.words`."""


def imports_the_words(source: str) -> list[str]:
    """The imports of ``source`` (anywhere in it, inside functions too) that name ``penchant.words`` or a module of
    it; ``penchant.english``, the English that knows no game, is not it."""
    found: list[str] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [a.name for a in node.names if a.name.split(".")[:2] == ["penchant", "words"]]
        elif isinstance(node, ast.ImportFrom) and not node.level:
            module = node.module or ""
            if module.split(".")[:2] == ["penchant", "words"]:
                found.append(module)
            elif module == "penchant":
                found += [f"penchant.{a.name}" for a in node.names if a.name == "words"]
    return found


def test_the_rules_never_import_the_words() -> None:
    found = {p.relative_to(ROOT).as_posix(): got for p in sorted((ROOT / "penchant" / "rules").rglob("*.py"))
             if (got := imports_the_words(p.read_text(encoding="utf-8")))}
    assert not found, f"the rules import the game's words (the words import the rules, never the reverse): {found}"


def test_the_import_scan_sees_the_words_and_not_the_english() -> None:
    source = ("from penchant.words.barring import rule_words\nfrom penchant import words\n"
              "def f():\n    import penchant.words.game\n"
              "from penchant.english.lists import join_or\nfrom penchant.puzzles.words import barring\n")
    assert imports_the_words(source) == ["penchant.words.barring", "penchant.words", "penchant.words.game"]


def _is_words(name: str) -> bool:
    return name.lower().endswith("_words") or name == "words"


def words_in_the_rules() -> set[str]:
    """Every ``module.NAME`` a rules module offers (its ``__all__``) and every ``module.Class.method`` of a class it
    offers, named for words (``*_words``, ``*_WORDS``, ``words``)."""
    found: set[str] = set()
    for info in pkgutil.iter_modules(penchant.rules.__path__):
        module = importlib.import_module(f"penchant.rules.{info.name}")
        for name in getattr(module, "__all__", ()):
            if _is_words(name):
                found.add(f"{info.name}.{name}")
            value = getattr(module, name)
            if isinstance(value, type) and value.__module__ == module.__name__:
                found |= {f"{info.name}.{name}.{attr}" for attr in vars(value)
                          if _is_words(attr) and not attr.startswith("_")}
    return found


def test_the_rules_offer_no_words_but_their_refusals() -> None:
    unlisted = sorted(words_in_the_rules() - set(REFUSALS) - set(TO_MOVE))
    assert not unlisted, ("words in the rules: move them to penchant.words, which calls the rules for every fact (only "
                          f"a refusal's words stay; list one in REFUSALS with the refusal that says it): {unlisted}")


def test_every_listed_word_is_in_the_rules() -> None:
    gone = sorted((set(REFUSALS) | set(TO_MOVE)) - words_in_the_rules())
    assert not gone, f"not in the rules: take them off the lists: {gone}"


def test_the_words_scan_sees_a_constant_a_function_and_a_method() -> None:
    found = words_in_the_rules()
    assert {"profiles.rules_words", "game_scoring.GAME_LENGTH_WORDS", "bar_reports.BarReport.by_words"} <= found
    assert "barring.reading_of" not in found and "bar_reports.BarReport.explain" not in found
