"""What bars is said in the rules' words (``penchant.words.barring``: ``WHAT_BARS_WORDS``,
``MINOR_SET_NEVER_BARS_WORDS``, ``only_minor_sets_barred_words``; ``penchant.rules.limits.ONE_TABLE_A_CARD_WORDS``):
a barring puzzle's hints wrote "Only the two tables count: cards in a hand never bar, and neither do minor sets" by
hand, its explanations "only ... can be barred", and its claims the same facts three times more, beside the rules that
state them; the barring sandbox's caption "Only the cards on the tables matter for barring ... A card can be on one
table only"; chapter 5's captions "A major set bars minor sets of its own size or smaller" and "A shorter set never
unbars" (``BARS_BY_SIZE_WORDS``, ``SHORTER_NEVER_UNBARS_WORDS``)."""

from __future__ import annotations

import ast
import re

from source_scan import parsed, sources

from penchant.puzzles.words.barring import hints
from penchant.words.barring import WHAT_BARS_WORDS, only_minor_sets_barred_words

HOMES = ("penchant/rules/", "penchant/words/barring.py", "penchant/words/free_reports.py")
"""Where what bars is said: the rules (a refusal, ``limits.ONE_TABLE_A_CARD_WORDS``), barring's words, and the free
report's, which says of his minor sets on the table why they bar nothing."""
FACTS = re.compile(r"\bnever bars?\b|\bcan be barred\b|\bmatters? for barring\b|\bone table only\b"
                   r"|\bbars minor sets\b|\bnever unbars\b")


def facts_by_hand(source: str) -> list[int]:
    """The lines of ``source`` whose text (not a docstring, nor a theme's name: ``themes.append("hand cards never
    bar")`` tags a puzzle, the bank's key) says what bars: "never bar(s)", "can be barred"."""
    docs = {id(n.value) for n in ast.walk(parsed(source)) if isinstance(n, ast.Expr)
            and isinstance(n.value, ast.Constant)}
    docs |= {id(a) for n in ast.walk(parsed(source)) if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)
             and n.func.attr == "append" and ast.unparse(n.func.value) == "themes" for a in n.args}
    return sorted(n.lineno for n in ast.walk(parsed(source)) if isinstance(n, ast.Constant)
                  and isinstance(n.value, str) and id(n) not in docs and FACTS.search(n.value))


def test_what_bars_is_said_from_the_rules() -> None:
    found = [f"{rel}:{line}" for rel, source in sources() if not rel.startswith(HOMES)
             for line in facts_by_hand(source)]
    assert not found, "what bars written by hand (penchant.words.barring's words):\n" + "\n".join(found)


def test_the_hints_say_the_rules_words() -> None:
    said = hints(0, 0, 0, "by_size")
    assert said[0] == WHAT_BARS_WORDS and FACTS.search(WHAT_BARS_WORDS)
    assert FACTS.search(only_minor_sets_barred_words())


def test_the_scan_sees_the_old_lines() -> None:
    old = ('"""Cards in a hand never bar."""\n'
           'hint = "Only the two tables count: cards in a hand never bar, and neither do minor sets."\n'
           'why = f"{r} are a minor rank: a minor set never bars"\n'
           'said = f"it is {what}, and only {MINOR} " "can be barred"\n'
           'themes.append("minor sets never bar")\n'
           # the barring sandbox's caption and a record's refusal
           "head = HTML('<div>Only the cards on the <b>tables</b> matter for barring.</div>')\n"
           'head = HTML("<div>A card can be on one table only.</div>")\n'
           'raise InvalidRecordError(f"{both} lies on both players\' tables, and each card is on one " "table only")\n'
           'head = HTML(f"<div>{escape(WHAT_BARS_WORDS)}: {escape(ONE_TABLE_A_CARD_WORDS)}.</div>")\n')
    assert facts_by_hand(old) == [2, 3, 4, 6, 7, 8]
    # chapter 5's captions, the rule by size written out beside the rules' words for it
    captions = ('a = "<b>A major set bars minor sets of its own size or smaller.</b> A major pair is against you."\n'
                'b = "<b>A shorter set never unbars, however high. Nor does a lower one, however long.</b>"\n'
                'c = f"<b>{capitalised(BARS_BY_SIZE_WORDS)}.</b> A major pair is against you."\n')
    assert facts_by_hand(captions) == [1, 2]
