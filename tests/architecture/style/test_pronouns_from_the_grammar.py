"""A player said again as a subject is "you" or "he" by :func:`penchant.english.grammar.pronoun`, not by a branch of
the sentence's own: the project once had the scoring puzzles' ``{'you' if q == 0 else 'he'}`` beside their own
``_owner`` for "your" (now :func:`~penchant.english.grammar.possessive` of the player's name)."""

from __future__ import annotations

import re

from source_scan import sources

from penchant.english.grammar import possessive, pronoun

INLINE = re.compile(r"""["']you["'] if [^\n]*? else ["']he["']|["']he["'] if [^\n]*? else ["']you["']""")


def test_a_pronoun_is_the_grammars() -> None:
    found = [f"{path}: {m.group(0)}" for path, text in sources() if path != "penchant/english/grammar.py"
             for m in INLINE.finditer(text)]
    assert not found, "\n".join(found)


def test_the_scan_sees_the_old_branch() -> None:
    old = ("return f\"{_owner(q)} book bonus was paid on every brisque {'you' if q == 0 else 'he'} took\"\n"
           'who = "he" if seat else "you"\n')
    assert len(INLINE.findall(old)) == 2


def test_the_grammar_says_the_players() -> None:
    assert (pronoun("you"), pronoun("your opponent"), pronoun("Ada")) == ("you", "he", "he")
    assert (possessive("you"), possessive("your opponent")) == ("your", "your opponent's")
