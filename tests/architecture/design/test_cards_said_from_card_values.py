"""The engine says the cards of its own sentences from ``Card`` values (:func:`~penchant.words.cards.cards_words`,
:func:`~penchant.words.kinds.combination_words`, :func:`~penchant.words.cards.cards_as_written` for cards in the
order a player wrote them), never by writing the notation and rewriting the sentence with
:func:`~penchant.words.cards.in_words`, whose regular expression takes any word shaped like a card for one (a
player named "AC" for the Ace of clubs). ``in_words`` stays for free text: a refusal's reason, what a bank puzzle
or a record writes, text that is no action.

The scan lists every module that calls ``in_words``, each with the free text it puts into words; a module not
listed fails, and so does a listed one that no longer calls it, so that the list only shrinks."""

from __future__ import annotations

import ast

from source_scan import parsed, sources

FREE_TEXT: dict[str, str] = {
    "penchant/cli/engine.py": "a declaration's refusal reason, the rules' text, on the command line",
    "penchant/cli/puzzles.py": "a bank puzzle's question, choices and explanation, as the bank writes them",
    "penchant/marker/choices.py": "a refusal's reason, the players' names kept plain",
    "penchant/puzzles/checkers/answers.py": "a puzzle's choices as the bank writes them (cards or words), listed "
                                            "in a refusal as the puzzle shows them",
    "penchant/puzzles/checking.py": "a puzzle's position in lines, its values as the bank writes them",
    "penchant/puzzles/checkers/grading.py": "an answer's choice as the bank writes it (a card, cards or a word)",
    "penchant/puzzles/words/position.py": "a position's values that are not cards, as the bank writes them",
    "penchant/puzzles/words/sentences.py": ("sentence(): the barring analyses' verdicts (and the grading every "
                                            "kind shares, which carries them), still written in notation by their "
                                            "makers (to be said from Card values where they are written, then "
                                            "punctuated() alone)"),
    "penchant/words/actions.py": "text that is no action, said as written",
    "penchant/words/cards.py": "its home, and cards a player wrote that are not cards",
    "penchant/words/refusals.py": "a refusal's reason, what it quotes of the input",
}
"""The modules that call ``in_words``, each with the free text it says."""


def in_words_calls(source: str) -> list[int]:
    """The lines of ``source`` that call ``in_words`` (by name or as an attribute)."""
    return sorted(n.lineno for n in ast.walk(parsed(source)) if isinstance(n, ast.Call)
                  and (getattr(n.func, "id", None) == "in_words" or getattr(n.func, "attr", None) == "in_words"))


def callers() -> dict[str, list[int]]:
    return {rel: lines for rel, text in sources() if rel.startswith(("penchant/", "penchant_widgets/"))
            and (lines := in_words_calls(text))}


def test_in_words_is_called_on_free_text_alone() -> None:
    unlisted = {rel: lines for rel, lines in callers().items() if rel not in FREE_TEXT}
    assert not unlisted, ("in_words over the engine's own sentence: say its cards from Card values (cards_words, "
                          "combination_words, cards_as_written), or list the free text it reads in FREE_TEXT: "
                          f"{unlisted}")


def test_every_listed_module_calls_in_words() -> None:
    gone = sorted(set(FREE_TEXT) - set(callers()))
    assert not gone, f"no longer calls in_words: take them off FREE_TEXT: {gone}"


def test_the_scan_sees_a_sentence_rewritten() -> None:
    old = ("def words(self):\n    return in_words(self.detail)\n"
           "said = cards.in_words(f'{kind.value} {cards}')\n"
           "shown = cards_words(cards)\n")
    assert in_words_calls(old) == [2, 3]
