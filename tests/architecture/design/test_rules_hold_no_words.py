"""The rules hold the rules; the game in a player's words is :mod:`penchant.words`. The line between them: a rule
decides (what is legal, what scores, what bars) and refuses in its own words, a typed ``PenchantError`` whose message
a refusal needs (``GAME_LENGTH_WORDS`` in ``check_game_length``'s refusal, ``rules_words`` in a score's); every
other sentence about the game (what a game is worth, the barring rule in a sentence, the steps of a check at the
table, how a method deals) is the words package's, which asks the rules for each fact it says.

Three scans keep the line: nothing in ``penchant/rules`` imports ``penchant.words`` (inside a function too); no name
the rules offer, nor a public method of their classes, is named ``*_words`` but the refusals' words, each listed with
the refusal that says it; and no public method or property of a class the rules offer returns text but the names
and notation :data:`NAMES` lists (a report's prose is a function of the report in :mod:`penchant.words`). A listed
name the rules do not hold fails the test, so that the lists only shrink."""

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
    "bar_reports.barred_refusal_words": "check_declaration's BarredError: the bar in full, and how it lifts",
    "bar_reports.barred_words": "the head of the barred refusal: what is barred",
    "bar_reports.reasons_words": "the barred refusal's reasons, each main bar's (bar_reason_words)",
    "bar_reports.bar_reason_words": "one bar's reason in the barred refusal",
    "bar_reports.remedy_words": "the barred refusal's remedy, a set to meet each bar (unbar_hint_words)",
    "bar_reports.unbar_hint_words": "what meets one bar, in the barred refusal's remedy",
    "bar_reports.freeing_words": "the end of the barred refusal: what must leave his table, and why that frees it",
    "bar_reports.leaving_words": "what must leave his table, in the barred refusal's freeing_words",
    "bar_reports.left_words": "why what is left on his table no longer bars, in the barred refusal's freeing_words",
}
"""The words the rules' refusals are said in, each with the refusal that says it: these stay with the rules."""

NAMES: dict[str, str] = {
    "cards.Card.unicode": "a card in symbols (Q♠), its notation",
    "cards.CardSet.unicode": "cards in symbols, their notation",
    "kinds.Kind.plural": "a kind's name in the plural, as a refusal counts them",
    "kinds.Kind.foster_name": "a kind's name in Foster's book",
    "suits_and_ranks.Rank.char": "a rank's letter in the notation",
    "suits_and_ranks.Rank.written": "a rank as a player writes it (10 for T)",
    "suits_and_ranks.Rank.plural": "a rank's name in the plural",
    "suits_and_ranks.Rank.singular": "a rank's name",
    "suits_and_ranks.Suit.letter": "a suit's letter in the notation",
    "suits_and_ranks.Suit.symbol": "a suit's symbol",
    "suits_and_ranks.Suit.plural": "a suit's name in the plural",
    "suits_and_ranks.Suit.singular": "a suit's name",
}
"""The public methods and properties of the rules' classes that return text and say no sentence: names and notation,
each with what it names. Any other method that returns text is prose, a function of its object in
:mod:`penchant.words`."""


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
    unlisted = sorted(words_in_the_rules() - set(REFUSALS))
    assert not unlisted, ("words in the rules: move them to penchant.words, which calls the rules for every fact (only "
                          f"a refusal's words stay; list one in REFUSALS with the refusal that says it): {unlisted}")


def test_every_listed_word_is_in_the_rules() -> None:
    gone = sorted(set(REFUSALS) - words_in_the_rules())
    assert not gone, f"not in the rules: take them off the lists: {gone}"


def test_the_words_scan_sees_a_constant_a_function_and_a_method() -> None:
    found = words_in_the_rules()
    assert {"profiles.rules_words", "game_scoring.GAME_LENGTH_WORDS", "bar_reports.freeing_words"} <= found
    assert "barring.reading_of" not in found and "bar_reports.bar_report" not in found


def _returns_text(value: object) -> bool:
    """Whether ``value``, a class attribute (a method, a property, a static or class method), is annotated to
    return ``str``."""
    if isinstance(value, property):
        value = value.fget
    elif isinstance(value, (staticmethod, classmethod)):
        value = value.__func__
    if not callable(value):
        return False
    returned = getattr(value, "__annotations__", {}).get("return")
    return returned is str or (isinstance(returned, str) and returned.strip() == "str")


def text_methods(classes: dict[str, type]) -> set[str]:
    """Every ``name.method`` of ``classes`` (by name) that is public, defined by the class itself and returns
    text."""
    return {f"{name}.{attr}" for name, cls in classes.items() for attr, value in vars(cls).items()
            if not attr.startswith("_") and _returns_text(value)}


def rules_classes() -> dict[str, type]:
    """Every class a rules module offers (its ``__all__``) and defines, as ``module.Class``."""
    found: dict[str, type] = {}
    for info in pkgutil.iter_modules(penchant.rules.__path__):
        module = importlib.import_module(f"penchant.rules.{info.name}")
        for name in getattr(module, "__all__", ()):
            value = getattr(module, name)
            if isinstance(value, type) and value.__module__ == module.__name__:
                found[f"{info.name}.{name}"] = value
    return found


def test_no_method_of_a_rules_class_says_prose() -> None:
    prose = sorted(text_methods(rules_classes()) - set(NAMES))
    assert not prose, ("public methods of the rules' classes that return text: a report's or a value's prose is a "
                       "function of it in penchant.words, which asks the rules for every fact (a name or notation "
                       f"goes in NAMES, with what it names): {prose}")


def test_every_listed_name_is_a_text_method_of_the_rules() -> None:
    gone = sorted(set(NAMES) - text_methods(rules_classes()))
    assert not gone, f"not a text method of the rules: take them off NAMES: {gone}"


def test_the_text_scan_sees_a_method_a_property_and_not_a_private_or_a_fact() -> None:
    class Report:
        def explain(self) -> str:
            return "minor pairs are barred"

        @property
        def head(self) -> str:
            return "minor pairs"

        def _theirs(self) -> str:
            return "two Queens"

        def makeable(self) -> list[int]:
            return [2]

        def __str__(self) -> str:
            return "a report"

    assert text_methods({"bar_reports.Report": Report}) == {"bar_reports.Report.explain", "bar_reports.Report.head"}
