"""Chapter 4's loser's-penchant example: after trick 4 the board said "Opponent has nothing to declare" although he
held 7♠ 7♦; a newcomer could not see why. The reason is a bar (chapter 5): the board says so, from the rules'
barring check, and points to the chapter."""

from __future__ import annotations

import copy
import re

from penchant.play.dealing import new_deal
from penchant.play.moves import parse_action
from penchant.rules.profiles import KANDELL
from penchant_widgets.play.board_words import describe_change


def _plain(lines: list[str]) -> str:
    return re.sub(r"<[^>]+>", "", " ".join(lines))


def test_the_winner_with_a_barred_pair_is_told_why_he_has_nothing_to_declare() -> None:
    deal = new_deal(KANDELL, 87, dealer=1, method="singles")
    for a in ["play 9S", "play 9D", "declare KH QH", "play KH", "play QD", "declare JS QS", "play 8S", "play AS",
              "declare JS QC", "play KC"]:
        deal.apply(a)
    before = copy.deepcopy(deal)
    deal.apply("play JS")
    said = _plain(describe_change(before, parse_action("play JS"), deal, ["You", "Opponent"]))
    assert "Opponent has nothing to declare." in said, said
    # said plainly, barring being chapter 5's: the word comes only as the name of the rule chapter 5 explains, and
    # the three Queens are said to lie there from earlier declarations (a marriage and two penchants laid them)
    assert ("Opponent has 7♠ 7♦, but may not declare them: your three Queens (Q♠ Q♥ Q♣), left on the table by "
            "earlier declarations, stop them. The chapter on barring explains this rule.") in said, said
    assert "barred" not in said, said
