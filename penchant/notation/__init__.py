"""What a player writes down, read strictly and knowing no rule: ``whole_numbers`` (the one reader of a whole
number, typed or given: a deal's points, a count of brisques, a total, an answer).

On the errors only, under the rules: whether a number can be what it is typed for (a count of brisques within the
pack, a score the rules' values can make) is the rules' answer (``penchant.rules.deal_counts``,
``score_scale``), which :mod:`penchant.typed_counts` asks. The cards' and the actions' notation (``QS``,
``play QS``) stays with what gives it a meaning: ``penchant.rules.cards`` and ``penchant.play.moves``.
"""
