"""Penchant: the rules engine.

Pure Python, standard library only. ``import penchant`` never imports a UI
library. The public API, in a few lines (each example is run as a test):

Cards, written rank then suit:

>>> import penchant
>>> penchant.parse_cards("QS 10H jd")
[Card.parse('QS'), Card.parse('TH'), Card.parse('JD')]

What a player may declare from their holdings (hand, own table, the opponent's table):

>>> mine = penchant.Holdings.parse(hand="9S 9H KD QD", opp_table="QS QH")
>>> [str(d) for d in penchant.legal_declarations(mine, penchant.KANDELL)]
['marriage QD KD (2)']

Why a minor set is barred (and what would unbar it):

>>> report = penchant.bar_report(penchant.Kind.PAIR, mine, penchant.KANDELL)
>>> from penchant.rules.barred_refusal import barred_refusal_words
>>> print(barred_refusal_words(report)[:60])
minor pairs are barred, because the opponent's table holds t

A new deal (shuffled by a seeded RNG), played by its legal actions:

>>> deal = penchant.new_deal(rng=7)
>>> deal.to_move, len(deal.view(1).hand)
(1, 6)
>>> deal.apply(next(iter(deal.legal_actions)))
>>> deal.stage
<Stage.FOLLOW: 'follow'>

The last six tricks solved exactly (every card is known then; ``won`` is the brisques each side has
taken so far in the deal, which with those still in play make twelve):

>>> solution = penchant.solve(penchant.Phase2Position("AH TH", "7H KS", trump="H", won="5-4"))
>>> [str(c) for c in solution.best], solution.value.brisques
(['TH', 'AH'], 3)

A game's score sheet tallied (declarations, brisquettes and brisques of each deal):

>>> deal_1 = penchant.DealEntry(((penchant.Kind.PAIR,), ()), brisquettes=(3, 1), brisques=(8, 4))
>>> penchant.tally([deal_1], penchant.KANDELL).totals
(7, 1)
"""

from __future__ import annotations

from penchant.lazy_exports import attach_stub

# The public API is listed once, in __init__.pyi: type checkers read it, and each name is imported from it on first
# use (PEP 562). A page that needs the rules of one thing does not import the deal, the game, its records and the
# solver with them (the site's chapter 0 and marker pages start with `from penchant.rules.profiles import ...`,
# which runs this file first).
__getattr__, __dir__, __all__ = attach_stub(__name__, __file__)
