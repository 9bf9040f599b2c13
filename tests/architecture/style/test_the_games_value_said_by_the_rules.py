"""What a game is worth is said in the rules' words: ``words.game_scoring.game_value_words`` (the
one sentence of it) and ``LURCH_FACTOR_WORDS`` (what the lurch does to the difference), beside ``LURCH_FACTOR``.
The end-game puzzles, the score puzzles, the rules widget, the marker's dials and the command line each wrote
"doubled" for the lurch by hand. The end-game board's opening and its values note still said the game's
value their own way ("the difference of the totals, doubled for a lurch", the factor the rules' word but the
sentence not theirs); a text that says the difference of the totals and the lurch is the rules' sentence."""

from __future__ import annotations

import ast
import re

from source_scan import parsed, sources

from penchant.rules.profiles import KANDELL
from penchant.words.game_scoring import LURCH_FACTOR_WORDS, game_value_words

DOUBLED = re.compile(r"\bdoubl", re.IGNORECASE)
LURCH = re.compile(r"\blurch|\bloser", re.IGNORECASE)
DIFFERENCE = re.compile(r"difference of the totals|\btotals'? difference|higher total (minus|less) the lower",
                        re.IGNORECASE)


HOMES = ("penchant/rules/", "penchant/words/game_scoring.py")
"""Where the game's score is said: the rules, and their words of it."""


def _text(node: ast.AST) -> str:
    """A literal's text; an f-string's literal parts."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value for v in node.values if isinstance(v, ast.Constant) and isinstance(v.value, str))
    return ""


def _names_the_factor(node: ast.AST) -> bool:
    return isinstance(node, ast.JoinedStr) and any(
        isinstance(n, ast.Name) and n.id == "LURCH_FACTOR_WORDS" for n in ast.walk(node))


def value_by_hand(source: str) -> list[int]:
    """The lines of ``source`` whose text (not a docstring, nor a dictionary's key: the score puzzles name their
    misreadings so) says the lurch doubles, or says the game's value (the difference of the totals, with the lurch
    or its factor) in a sentence of its own."""
    tree = parsed(source)
    skip = {id(n.value) for n in ast.walk(tree) if isinstance(n, ast.Expr)}
    skip |= {id(k) for n in ast.walk(tree) if isinstance(n, ast.Dict) for k in n.keys if k is not None}
    inner = {id(v) for n in ast.walk(tree) if isinstance(n, ast.JoinedStr) for v in n.values}

    def by_hand(n: ast.AST) -> bool:
        if id(n) in skip or id(n) in inner:
            return False
        t = _text(n)
        said_lurch = bool(LURCH.search(t)) or _names_the_factor(n)
        return said_lurch and bool(DOUBLED.search(t) or DIFFERENCE.search(t))

    return sorted({n.lineno for n in ast.walk(tree) if by_hand(n)})


def test_the_games_value_is_said_from_the_rules() -> None:
    found = [f"{rel}:{line}" for rel, source in sources() if not rel.startswith(HOMES)
             for line in value_by_hand(source)]
    assert not found, ("the lurch's doubling said by hand (words.game_scoring.game_value_words, "
                       "LURCH_FACTOR_WORDS):\n" + "\n".join(found))


def test_the_rules_sentence_says_the_factor() -> None:
    assert LURCH_FACTOR_WORDS in game_value_words(KANDELL) and str(KANDELL.lurch_threshold) in game_value_words(KANDELL)


def test_the_scan_sees_the_old_lines() -> None:
    old = ('steps.append(f"The game\'s value is the higher total minus the lower, doubled if the loser has under "\n'
           '             f"{profile.lurch_threshold} (the lurch).")\n'
           'lurch = " (lurched: doubled)" if result.lurched else ""\n'
           'mistakes = {"forgetting to double for the lurch": diff}\n'
           'said = f"The game\'s value is {game_value_words(profile)}."\n')
    assert value_by_hand(old) == [1, 3]


def test_the_scan_sees_the_value_said_around_the_factor() -> None:
    old = ('opening = (f"find the play that makes the game worth the most to you "\n'
           '           f"(the difference of the totals, {LURCH_FACTOR_WORDS} for a lurch).")\n'
           'said = f"the game is worth {game_value_words(profile)}"\n'
           'lurched = f"the difference is {LURCH_FACTOR_WORDS}"\n')
    assert value_by_hand(old) == [1]
