"""What a deal's counts can be is the rules' to check and word (:mod:`penchant.rules.deal_counts`: each player's
counts, the whole deal, the refusals' words): the play package's value types (the score sheet's ``DealEntry``) ask
it, and never check the limits' count problems themselves (``players_brisques_problem``, ``brisques_problem``,
``brisquettes_problem``); and no code outside ``penchant/rules`` words a count's refusal (a docstring may quote
one; the marker once worded one trick's bound on brisquettes, now ``rules.limits.trick_brisquettes_problem``). The
score sheet (``penchant/play/sheet.py``) once did both (rules outside penchant/rules)."""

from __future__ import annotations

import ast
import re

from source_scan import parsed, sources

VALUE_TYPES = "penchant/play/"
CHECKED = re.compile(r"\b(?:players_brisques_problem|brisques_problem|brisquettes_problem)\(")
WORDED = ("every brisquette is a brisque", "a trick is two cards, and")


def _docstrings(tree: ast.Module) -> set[int]:
    out: set[int] = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list):
            out |= {id(s.value) for s in body if isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant)}
    return out


def checked_by_hand(source: str, where: str) -> list[int]:
    """The lines of ``source`` that check a count's problem in a value type, or word a count's refusal."""
    lines = [n for n, line in enumerate(source.splitlines(), 1)
             if where.startswith(VALUE_TYPES) and CHECKED.search(line)]
    tree = parsed(source)
    docs = _docstrings(tree)
    lines += [node.lineno for node in ast.walk(tree) if isinstance(node, ast.Constant) and id(node) not in docs
              and isinstance(node.value, str) and any(w in node.value for w in WORDED)]
    return sorted(lines)


def test_a_deals_counts_are_checked_by_the_rules() -> None:
    found = {rel: lines for rel, text in sources()
             if not rel.startswith("penchant/rules/") and (lines := checked_by_hand(text, rel))}
    assert not found, f"ask penchant.rules.deal_counts (check_players_counts, check_whole_deal): {found}"


def test_the_scan_sees_the_sheets_old_checks() -> None:
    sheet = "penchant/play/sheet.py"
    assert checked_by_hand("bound = players_brisques_problem(b, q)\n", sheet) == [1]
    assert checked_by_hand("problem = brisques_problem(entry.brisques) or brisquettes_problem(entry.brisquettes)\n",
                           sheet) == [1]
    assert not checked_by_hand("problem = brisquettes_problem(q, won)\n", "penchant/marker/applying_entries.py")
    said = ('def f(who):\n    """Say: every brisquette is a brisque."""\n'
            '    return (f"{who} has more brisquettes: "\n'
            '            "every brisquette is a brisque taken in the last six tricks")\n')
    assert checked_by_hand(said, "penchant/marker/x.py") and not checked_by_hand(said.split("    return")[0], "x.py")
    assert not checked_by_hand("check_whole_deal(entry.declarations, brisquettes, brisques)\n", sheet)


def test_the_scan_sees_the_markers_old_trick_refusal() -> None:
    """The marker worded the bound of one trick's brisquettes itself, as it once did
    (``rules.limits.trick_brisquettes_problem``)."""
    old = ('return False, won, (\n'
           '    f"a trick is two cards, and {names[p]} already has {count_words(d.trick_brisques, \'brisquette\')} "\n'
           '    "from the trick just entered; "\n'
           '    "enter the next trick they won first")\n')
    assert checked_by_hand(old, "penchant/marker/applying_entries.py") == [2]
