"""Whether the second card of a trick trumped in is the rules' ``tricks.how_followed`` (``"trump in"``), never
worked out again beside them as "its suit is trump and the lead's is not": the understanding puzzle's verdict and
the coach's words each carried such a copy."""

from __future__ import annotations

import re

from source_scan import sources

TRUMPED_BY_HAND = re.compile(r"\.suit\s*==\s*[\w.]*trump\b.*\.suit\s*!=\s*[\w.]*trump\b"
                             r"|\.suit\s*!=\s*[\w.]*trump\b.*\.suit\s*==\s*[\w.]*trump\b")


def trumped_lines(source: str) -> list[int]:
    return [n for n, line in enumerate(source.splitlines(), 1) if TRUMPED_BY_HAND.search(line)]


def test_a_trump_in_is_asked_of_the_rules() -> None:
    found = {rel: lines for rel, text in sources()
             if not rel.startswith("penchant/rules/") and (lines := trumped_lines(text))}
    assert not found, f"ask rules.tricks.how_followed(lead, follow, trump) == 'trump in': {found}"


def test_the_scan_sees_a_trump_in_worked_out_by_hand() -> None:
    old = ("trumped = follow.suit == trump and lead.suit != trump\n"
           "if trump is not None and c.suit == trump and v.lead.suit != trump:\n"
           "trumped = how_followed(lead, follow, int(trump)) == 'trump in'\n"
           "if lead.suit != pos.trump and card.suit == pos.trump:\n"
           "mine = sum(1 for c in h if c.suit == pos.trump)\n")
    assert trumped_lines(old) == [1, 2, 4]
