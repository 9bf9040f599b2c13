"""The rules hold the rules; the game in a player's words is :mod:`penchant.words`. The line between them: a rule
decides (what is legal, what scores, what bars) and refuses in its own words, a typed ``PenchantError`` whose message
a refusal needs (``GAME_LENGTH_WORDS`` in ``check_game_length``'s refusal, ``rules_words`` in a score's); every
other sentence about the game (what a game is worth, the barring rule in a sentence, the steps of a check at the
table, how a method deals) is the words package's, which asks the rules for each fact it says.

Four scans keep the line: nothing in ``penchant/rules`` imports ``penchant.words`` (inside a function too); no name
the rules offer, nor a public method of their classes, is named ``*_words`` but the refusals' words, each listed with
the refusal that says it; no public method or property of a class the rules offer returns text but the names
and notation :data:`NAMES` lists (a report's prose is a function of the report in :mod:`penchant.words`); and no
function a rules module offers returns text, nor any constant it offers holds it, whatever its name, but a
refusal's words (:data:`REFUSALS`) and the names, notation and keys :data:`MODULE_NAMES` lists. A listed name the
rules do not hold fails the test, so that the lists only shrink."""

from __future__ import annotations

import ast
import importlib
import inspect
import pkgutil
import sys
import types
from collections.abc import Mapping
from pathlib import Path

from source_scan import ROOT

import penchant.rules

REFUSALS: dict[str, str] = {
    "combinations.FRESH_CARD_WORDS": "the fresh-card rule in NOTHING_FRESH_WORDS, check_declaration's refusal",
    "procedure.WINNER_DECLARED_NOTHING_WORDS": "the loser's condition in LOSER_PENCHANT_ONLY_WORDS, its refusal",
    "holdings.not_the_declarers": "the referee's refusal of a declaration of cards on the other table or played",
    "holdings.table_overfull": "the referee's refusal of a declaration its declarer's table cannot hold",
    "combinations.NOTHING_FRESH_WORDS": "check_declaration's refusal of a declaration adding no fresh card",
    "combinations.GAPPED_FOUR_WORDS": "check_declaration's refusal of four of a suit holding J Q K with a gap",
    "combinations.served_in_kind_words": "check_declaration's refusal of a card serving twice in a kind",
    "brisques.BRISQUE_RANKS_WORDS": "limits.brisques_problem's refusal: the four Aces, Tens and Sevens",
    "procedure.SEAT_WORDS": "the refusals name the seats so (count_refusal, a position's and a record's readers)",
    "trump.NOT_A_TRUMP": "trump_suit's refusal of a trump that is no suit",
    "trump.ONLY_A_PENCHANT_SETS_TRUMP_WORDS": "the rule in NO_TRUMP_WITHOUT_PENCHANT_WORDS, its refusal",
    "trump.NO_TRUMP_WITHOUT_PENCHANT_WORDS": "the refusal of a deal with a trump and no penchant (marker, record)",
    "deal_counts.count_refusal_words": "a count refusal said again of a player's name, from the refusal's parts",
    "game_scoring.GAME_LENGTH_WORDS": "check_game_length's refusal of a fifth deal",
    "game_scoring.GAME_OVER_WORDS": "the game's refusal of a move after its last deal",
    "limits.ONE_TABLE_A_CARD_WORDS": "declarations_problem's refusal of two tables sharing a card",
    "procedure.LOSER_PENCHANT_ONLY_WORDS": "NoDeclaration.LOSER_PENCHANT_ONLY and check_declaration's refusal of a "
                                           "loser's declaration that is no penchant",
    "procedure.ONE_DECLARATION_A_TRICK_WORDS": "NoDeclaration.TRICK_DECLARED, why no declaration may be made now",
    "book_names.rules_words": "score_scale's refusals name the rule book (not a score under Foster's rules)",
    "barred_refusal.barred_refusal_words": "check_declaration's BarredError: the bar in full, and how it lifts",
    "barred_refusal.barred_words": "the head of the barred refusal: what is barred",
    "barred_refusal.reasons_words": "the barred refusal's reasons, each main bar's (bar_reason_words)",
    "barred_refusal.bar_reason_words": "one bar's reason in the barred refusal",
    "barred_refusal.remedy_words": "the barred refusal's remedy, a set to meet each bar (unbar_hint_words)",
    "barred_refusal.unbar_hint_words": "what meets one bar, in the barred refusal's remedy",
    "barred_refusal.freeing_words": "the end of the barred refusal: what must leave his table, and why that frees it",
    "barred_refusal.leaving_words": "what must leave his table, in the barred refusal's freeing_words",
    "barred_refusal.left_words": "why what is left on his table no longer bars, in the barred refusal's freeing_words",
    "brisques.brisque_count_problem": "why a count of brisques is refused (a Phase 2 position's, a sheet's)",
    "holdings.TABLE_HOLDS": "Holdings.parse's refusal of a table of six cards, and a position's problems",
    "holdings.holding_too_many": "why holdings of too many cards are refused",
    "kinds.NOT_A_KIND": "the refusal of a value as a kind of combination",
    "limits.brisques_problem": "why brisques no deal can take are refused",
    "limits.brisquettes_problem": "why brisquettes no deal can take are refused",
    "limits.declarations_problem": "why declarations no deal can hold are refused",
    "limits.players_declarations_problem": "why one player's declarations no deal can hold are refused",
    "declaring_in_order.declarations_in_order_problem": "why one player's declarations, in their order, the cards "
                                                        "received by then cannot make are refused",
    "limits.trick_brisquettes_problem": "why brisquettes no trick count can take are refused",
    "possible_positions.first_ten_position_problems": "why a position of the first ten tricks is refused",
    "possible_positions.last_six_position_problems": "why a position of the last six tricks is refused",
    "possible_positions.played_trick_problem": "why a trick a position's history holds is refused",
    "score_scale.standing_game_score_problem": "why a game's standing score is refused",
    "tricks.last_six_duty_words": "the follow rule of the last six in full, which last_six_refusal's reason applies",
    "tricks.last_six_follow_reason": "last_six_refusal's reason: the cards the follower may play, and why",
    "tricks.last_six_refusal": "the IllegalPlayError of a card the last six's follow rule refuses",
}
"""The words the rules' refusals are said in, each with the refusal that says it: these stay with the rules."""

NAMES: dict[str, str] = {
    "pack.Card.unicode": "a card in symbols (Q♠), its notation",
    "cards.CardSet.unicode": "cards in symbols, their notation",
    "kinds.Kind.singular": "a kind's name, as a refusal names it",
    "kinds.Kind.plural": "a kind's name in the plural, as a refusal counts them",
    "kinds.KindClass.plural": "a class of kinds' name in the plural, as a table heads it",
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

MODULE_NAMES: dict[str, str] = {
    "barring.READINGS": "the readings of barring, as a record's switch holds them",
    "barring.SIZE_NAMES": "a set's kind by its size, the kinds' names",
    "barring.SIZE_PLURALS": "a set's kind by its size, the kinds' names in the plural",
    "card_counts.LAYOUT_MOMENTS": "the moments a layout is checked at, as a record names them",
    "card_notation.format_cards": "cards in notation",
    "trump.NO_TRUMP_WRITTEN": "how text writes no trump (a command line's --trump none), as trump_suit reads it",
    "dealing.METHODS": "the dealing methods, as a record's switch holds them",
    "kinds.FOSTER_NAMES": "the kinds' names in Foster's book",
    "profiles.AS_PRINTED": "the name of Kandell's brisques scored as printed, a key of BRISQUE_OPTIONS",
    "profiles.PROFILE_ORDER": "the profiles' names, in order",
    "profiles.RECORD_OPTIONS": "the switches' keys, as a record holds them",
    "profiles.brisque_option": "the name of a profile's brisque option, a key of BRISQUE_OPTIONS",
    "profiles.brisque_options_in": "the names of the brisque options a source offers, keys of BRISQUE_OPTIONS",
    "profiles.offered_brisque_option": "the name of a profile's brisque option its book offers, a key of "
                                       "BRISQUE_OPTIONS",
    "profiles.refuse_brisques_not_offered": "the name of a profile's brisque option its book offers (else refused), "
                                            "a key of BRISQUE_OPTIONS",
    "book_names.source_name": "a source of the rules by name, as a label",
    "profiles.switches_apart": "the keys of the switches two profiles set differently",
    "suits_and_ranks.SUIT_NAMES": "the suits' names",
}
"""The functions the rules' modules offer that return text and the constants they offer that hold it, but say no
sentence: names, notation and a record's keys, each with what it names. Any other is prose, the words'."""


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
    gone = sorted(set(REFUSALS) - words_in_the_rules() - module_text(rules_modules()))
    assert not gone, f"not in the rules: take them off the lists: {gone}"


def test_the_words_scan_sees_a_constant_a_function_and_a_method() -> None:
    found = words_in_the_rules()
    assert {"book_names.rules_words", "game_scoring.GAME_LENGTH_WORDS", "barred_refusal.freeing_words"} <= found
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


_TEXT_RETURNED = frozenset({"str", "str | None", "None | str", "tuple[str, ...]", "list[str]", "frozenset[str]"})
"""The return annotations of a function that returns text (a sentence, a sentence or nothing, or a list of them)."""


def _holds_text(value: object) -> bool:
    """Whether ``value``, a module's constant, is text or a collection of texts (a tuple, a list or a set of strings,
    or a mapping to them)."""
    if isinstance(value, str):
        return True
    if isinstance(value, Mapping):
        value = list(value.values())
    return isinstance(value, tuple | list | frozenset | set) and bool(value) and all(isinstance(v, str) for v in value)


def _assigned(module: types.ModuleType) -> set[str]:
    """The names ``module``'s source assigns at its top level (a constant defined there, not imported)."""
    tree = ast.parse(inspect.getsource(module))
    names: set[str] = set()
    for node in tree.body:
        targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(
            node, ast.AnnAssign) else []
        names |= {t.id for t in targets if isinstance(t, ast.Name)}
    return names


def module_text(modules: dict[str, types.ModuleType]) -> set[str]:
    """Every ``module.NAME`` of ``modules`` (by short name) that the module offers (its ``__all__``) and defines: a
    function annotated to return text (:data:`_TEXT_RETURNED`) or a constant that holds it (:func:`_holds_text`)."""
    found: set[str] = set()
    for short, module in modules.items():
        assigned = _assigned(module)
        for name in getattr(module, "__all__", ()):
            value = getattr(module, name)
            if inspect.isfunction(value) and value.__module__ == module.__name__:
                returned = value.__annotations__.get("return")
                if (returned if isinstance(returned, str) else getattr(returned, "__name__", "")) in _TEXT_RETURNED:
                    found.add(f"{short}.{name}")
            elif name in assigned and _holds_text(value):
                found.add(f"{short}.{name}")
    return found


def rules_modules() -> dict[str, types.ModuleType]:
    return {info.name: importlib.import_module(f"penchant.rules.{info.name}")
            for info in pkgutil.iter_modules(penchant.rules.__path__)}


def test_no_function_or_constant_of_the_rules_says_prose() -> None:
    prose = sorted(module_text(rules_modules()) - set(REFUSALS) - set(MODULE_NAMES))
    assert not prose, ("functions of the rules that return text, or constants that hold it: a sentence for a player "
                       "is penchant.words', which asks the rules for every fact (a refusal's words go in REFUSALS, "
                       f"with the refusal that says them; a name, notation or key in MODULE_NAMES): {prose}")


def test_every_listed_module_name_is_text_of_the_rules() -> None:
    gone = sorted(set(MODULE_NAMES) - module_text(rules_modules()))
    assert not gone, f"not a text function or constant of the rules: take them off MODULE_NAMES: {gone}"


def test_the_module_scan_sees_a_function_and_a_constant_and_not_a_fact(tmp_path: Path) -> None:
    source = (
        "from __future__ import annotations\n"
        "from typing import Final\n"
        "__all__ = ['DUTY', 'duty', 'maybe', 'count', 'ORDER', 'TRICKS', 'imported']\n"
        "from os import sep as imported\n"
        "DUTY: Final = 'the follower must follow suit'\n"
        "ORDER = ('lead', 'follow')\n"
        "TRICKS = 6\n"
        "def duty(trump: int | None) -> str:\n    return DUTY\n"
        "def maybe(n: int) -> str | None:\n    return None\n"
        "def count(n: int) -> int:\n    return n\n"
    )
    module = types.ModuleType("scanned_rules")
    sys.modules[module.__name__] = module
    path = tmp_path / "scanned_rules.py"
    path.write_text(source, encoding="utf-8")
    try:
        module.__file__ = str(path)
        exec(compile(source, str(path), "exec"), module.__dict__)
        assert module_text({"scanned": module}) == {"scanned.DUTY", "scanned.ORDER", "scanned.duty", "scanned.maybe"}
    finally:
        del sys.modules[module.__name__]
