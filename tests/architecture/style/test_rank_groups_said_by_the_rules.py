"""The ranks of a group the rules name are said in the rules' words: the brisques' ranks
(``rules.brisques.BRISQUE_RANKS_WORDS``, "Aces, Tens and Sevens") and the minor ranks (``rules.barring.
MINOR_RANKS_WORDS``, "Sevens, Eights, Nines or Tens"), not a row of rank names typed into a text. The card
widget, the marker's end of a deal, the coach and a barring puzzle each typed one. The coach's first hint
still typed one brisque's ranks ("an Ace, Ten or Seven"), and the rules' limits and counts typed the brisques' ranks
beside their own module; a row of singular names counts too (``BRISQUE_RANK_WORDS``), and only the module that
defines the group may name its ranks."""

from __future__ import annotations

import ast
import re

from source_scan import parsed, sources

from penchant.rules.brisques import BRISQUE_RANKS_WORDS
from penchant.rules.suits_and_ranks import Rank
from penchant.words.barring import MINOR_RANKS_WORDS
from penchant.words.brisques import BRISQUE_RANK_WORDS

_NAMES = "|".join([*(r.plural for r in Rank), *(r.singular for r in Rank)])
ROW = re.compile(rf"\b({_NAMES}), ({_NAMES})\b")
"""Two rank names in a row (plural or singular), the start of a list of ranks."""
HOMES = ("penchant/rules/brisques.py", "penchant/rules/barring.py", "penchant/rules/suits_and_ranks.py")
"""The modules that define a group of ranks and say it."""


def rank_rows_by_hand(source: str) -> list[int]:
    """The lines of ``source`` whose text (not a docstring) lists ranks by name: "Aces, Tens and Sevens"."""
    docs = {id(n.value) for n in ast.walk(parsed(source)) if isinstance(n, ast.Expr)
            and isinstance(n.value, ast.Constant)}
    return sorted({n.lineno for n in ast.walk(parsed(source)) if isinstance(n, ast.Constant)
                   and isinstance(n.value, str) and id(n) not in docs and ROW.search(n.value)})


def test_rank_groups_are_said_from_the_rules() -> None:
    found = [f"{rel}:{line}" for rel, source in sources() if rel not in HOMES
             for line in rank_rows_by_hand(source)]
    assert not found, ("ranks listed by hand (rules.brisques.BRISQUE_RANKS_WORDS, "
                       "words.barring.MINOR_RANKS_WORDS):\n" + "\n".join(found))


def test_the_rules_words_are_what_the_scan_looks_for() -> None:
    assert ROW.search(BRISQUE_RANKS_WORDS) and ROW.search(MINOR_RANKS_WORDS) and ROW.search(BRISQUE_RANK_WORDS)
    assert BRISQUE_RANK_WORDS == "an Ace, Ten or Seven"


def test_the_scan_sees_the_old_lines() -> None:
    old = ('"""Aces, Tens and Sevens."""\n'
           'brisque = ("It is a <b>brisque</b>: Aces, Tens and Sevens are worth winning."\n'
           '           if card.is_brisque else "It is not a brisque.")\n'
           'ask = "is it a minor set (Sevens, Eights, Nines or Tens)?"\n'
           'note = f"keeps your brisques ({BRISQUE_RANKS_WORDS}), now"\n'
           'brisque = f" The {led} is a brisque (an Ace, Ten or Seven)."\n')
    assert rank_rows_by_hand(old) == [2, 4, 6]
