"""How the deal methods go, how the rule books part and how barring answers a bar are said by the rules, never
typed again beside them: chapter 1 wrote out the ``threes`` and ``traditional`` deals ("three to the pone, three to
the dealer", "one to the stock") and which book deals which way; five chapters turned
``times_the_numbers(KANDELL, FOSTER)`` into words by hand (``int()`` of a ratio that may be no whole number, or
``None``); three said the modern rules part from Kandell's "in the quadruplet and the reunion", or picked those
kinds' points out of the profile; chapter 5 wrote "bars
him in turn", "unbars him" and Foster's ordering "put in order by what they score".

The words' homes are ``penchant.rules`` (``profiles.switches_apart``, ``scoring.kinds_scored_otherwise``) and
``penchant.words`` (``dealing.method_words``, ``barring``'s named words; ``game``'s ``option_words``,
``switch_in_full``, ``times_the_numbers_words``, ``scored_otherwise_words``); every other source, the notebooks' code
cells included, calls them. Checked with ast: a string that is no docstring."""

from __future__ import annotations

import ast
import re

from source_scan import parsed, sources

HOMES = ("penchant/rules/", "penchant/words/switches.py", "penchant/words/barring.py", "penchant/words/dealing.py")

FACTS = re.compile(r"\b(?:one|two|three) (?:cards? )?to the (?:pone|stock|dealer)\b"
                   r"|\bdeals? (?:singles|threes|the traditional way)\b"
                   r"|\bquadruplet and (?:the )?reunion\b"
                   r"|\bunbars? (?:him|you)\b|\bbars him in turn\b|\bput in order by what they score\b")
"""A deal method's steps, a book's method, the modern kinds, the bar's answer and the by-value order, in words."""


def facts_by_hand(source: str) -> list[int]:
    """The lines of ``source`` whose strings (not docstrings) say one of the :data:`FACTS`."""
    tree = parsed(source)
    docs = {id(n.value) for n in ast.walk(tree) if isinstance(n, ast.Expr) and isinstance(n.value, ast.Constant)}
    return sorted(n.lineno for n in ast.walk(tree) if isinstance(n, ast.Constant) and isinstance(n.value, str)
                  and id(n) not in docs and FACTS.search(n.value))


def _name(node: ast.expr) -> str:
    return node.id if isinstance(node, ast.Name) else node.attr if isinstance(node, ast.Attribute) else ""


def numbers_by_hand(source: str) -> list[int]:
    """The lines of ``source`` that ask :func:`~penchant.rules.scoring.times_the_numbers` for a ratio and say it
    themselves (``int()`` of it put in a sentence), where ``times_the_numbers_words`` says it; or pick a kind's
    points out of a profile (``MODERN.points[Kind.QUADRUPLET]``) to say where the books part, where
    ``scored_otherwise_words`` says it."""
    return sorted(n.lineno for n in ast.walk(parsed(source))
                  if (isinstance(n, ast.Call) and _name(n.func) == "times_the_numbers")
                  or (isinstance(n, ast.Subscript) and _name(n.value) == "points"))


def test_the_rule_books_are_compared_by_the_rules() -> None:
    found = [f"{rel}:{line}" for rel, source in sources() if not rel.startswith(HOMES)
             for line in facts_by_hand(source)]
    assert not found, ("a deal method, a book's method, the modern kinds or the bar's answer written by hand "
                       "(penchant.rules and penchant.words.switches say them):\n" + "\n".join(found))


def test_the_notebooks_say_the_numbers_through_the_words() -> None:
    found = [f"{rel}:{line}" for rel, source in sources() if rel.startswith("notebooks/")
             for line in numbers_by_hand(source)]
    assert not found, ("a chapter says the scale or the kinds scored otherwise by hand (words.switches."
                       "times_the_numbers_words, scored_otherwise_words):\n" + "\n".join(found))


def test_the_scale_of_the_numbers_is_said_by_the_words_alone() -> None:
    """Outside the rules and the words, nothing asks the ratio of two books' numbers to say it: the declaration
    puzzles' ``_scale`` said it in words of their own ("a tenth of Foster's", beside the words' "0.1 times"), where
    ``words.switches.every_score_words`` says it (issue #30)."""
    homes = ("penchant/rules/", "penchant/words/")
    found = [f"{rel}:{n.lineno}" for rel, source in sources() if not rel.startswith(homes)
             for n in ast.walk(parsed(source)) if isinstance(n, ast.Call) and _name(n.func) == "times_the_numbers"]
    assert not found, "the scale of two books' numbers said by hand (words.switches.every_score_words):\n" + "\n".join(
        found)


def test_the_scan_sees_the_old_lines() -> None:
    old = ('OTHER_WAYS = """<ul><li><b>threes</b>: three to the pone, three to the dealer, and again</li>\n'
           '<li><b>traditional</b>: one card to the pone, one to the stock, one to the dealer</li></ul>\n'
           'On these boards Kandell\'s rules deal singles; Foster\'s deal the traditional way."""\n'
           'OTHER = "his own rules with the two biggest combinations, the quadruplet and the reunion, scoring less"\n'
           'a = "<b>Your higher set cancels his, and bars him in turn.</b>"\n'
           'b = f"as good (a major set of his own, at least as long and at least as high, unbars him)"\n'
           'c = "Sets are put in order by what they score (a quadruplet above a triplet above a pair)"\n'
           'TIMES = number_words(int(times_the_numbers(KANDELL, FOSTER)))\n'
           'TIMES = number_words(int(scoring.times_the_numbers(KANDELL, FOSTER)))\n'
           '"""A docstring may say three to the pone, three to the dealer."""\n'
           'MODERN_AT = f"the quadruplet at {MODERN.points[Kind.QUADRUPLET]}"\n')
    assert facts_by_hand(old) == [1, 4, 5, 6, 7]
    assert numbers_by_hand(old) == [8, 9, 11]
