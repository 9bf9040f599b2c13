"""The game's result is said in the rules' one sentence, ``words.game_scoring.game_result_words`` (winner, margin and
value): the project once had four more, which disagreed on what "by" counts (the command line's "Ada wins by 34
(lurched: doubled)" gave the value, the score tally's "wins by 17 ... worth 34" the difference, the marker's list
"won by 34" the value again).

Checked with ast over every scanned source but the rules: no f-string says a game result's ``value`` or
``difference`` with "by" or "worth" around it."""

from __future__ import annotations

import ast
import re

from source_scan import parsed, sources

SAID = re.compile(r"\bby\b|\bworth\b")
RESULT_NUMBERS = ("value", "difference")


HOMES = ("penchant/rules/", "penchant/words/game_scoring.py")
"""Where the game's score is said: the rules, and their words of it."""


def _a_results_number(node: ast.AST) -> bool:
    """``res.value``, ``result.difference``: a game result's value or margin."""
    return (isinstance(node, ast.FormattedValue) and isinstance(node.value, ast.Attribute)
            and node.value.attr in RESULT_NUMBERS and isinstance(node.value.value, ast.Name)
            and "res" in node.value.value.id)


def results_by_hand(source: str) -> list[int]:
    """The lines of f-strings that say a game result's value or margin ("by", "worth") by hand."""
    out = []
    for node in ast.walk(parsed(source)):
        if isinstance(node, ast.JoinedStr) and any(_a_results_number(v) for v in node.values):
            text = "".join(v.value for v in node.values if isinstance(v, ast.Constant) and isinstance(v.value, str))
            if SAID.search(text):
                out.append(node.lineno)
    return sorted(set(out))


def test_the_games_result_is_said_by_the_rules() -> None:
    found = [f"{rel}:{line}" for rel, source in sources() if not rel.startswith(HOMES)
             for line in results_by_hand(source)]
    assert not found, "the game's result said by hand (words.game_scoring.game_result_words):\n" + "\n".join(found)


def test_the_scan_sees_the_old_sentences() -> None:
    old = ('lines.append(f"{verb(names[result.winner], \'win\')} by {result.value}{lurch}")\n'
           'verdict = (f"<b>{escape(winner)}</b> {verb_form(winner, \'win\')} by {res.difference}.{lurch} "\n'
           '           f"The game is worth <b>{res.value}</b>.")\n'
           'summary = f"{sheet.players[res.winner]} won by {res.value}{lurch} ({a}–{b})"\n'
           'box.value = f"{widget.value} by hand"\n'
           'said = f"{res.value} points"\n')
    assert results_by_hand(old) == [1, 2, 4]
