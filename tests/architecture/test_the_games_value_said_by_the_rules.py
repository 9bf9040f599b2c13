"""What a game is worth is said in the rules' words (review eng11 #18): ``rules.scoring.game_value_words`` (the
one sentence of it) and ``LURCH_FACTOR_WORDS`` (what the lurch does to the difference), beside ``LURCH_FACTOR``.
The end-game puzzles, the score puzzles, the rules widget, the marker's dials and the command line each wrote
"doubled" for the lurch by hand."""

from __future__ import annotations

import ast
import re

from source_scan import parsed, sources

from penchant.rules.profiles import KANDELL
from penchant.rules.scoring import LURCH_FACTOR_WORDS, game_value_words

DOUBLED = re.compile(r"\bdoubl", re.IGNORECASE)
LURCH = re.compile(r"\blurch|\bloser", re.IGNORECASE)


def _text(node: ast.AST) -> str:
    """A literal's text; an f-string's literal parts."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value for v in node.values if isinstance(v, ast.Constant) and isinstance(v.value, str))
    return ""


def value_by_hand(source: str) -> list[int]:
    """The lines of ``source`` whose text (not a docstring, nor a dictionary's key: the score puzzles name their
    misreadings so) says the lurch doubles."""
    tree = parsed(source)
    skip = {id(n.value) for n in ast.walk(tree) if isinstance(n, ast.Expr)}
    skip |= {id(k) for n in ast.walk(tree) if isinstance(n, ast.Dict) for k in n.keys if k is not None}
    inner = {id(v) for n in ast.walk(tree) if isinstance(n, ast.JoinedStr) for v in n.values}
    return sorted({n.lineno for n in ast.walk(tree) if id(n) not in skip and id(n) not in inner
                   and (t := _text(n)) and DOUBLED.search(t) and LURCH.search(t)})


def test_the_games_value_is_said_from_the_rules() -> None:
    found = [f"{rel}:{line}" for rel, source in sources() if not rel.startswith("penchant/rules/")
             for line in value_by_hand(source)]
    assert not found, ("the lurch's doubling said by hand (rules.scoring.game_value_words, "
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
