"""The game in a player's words: every sentence the engine says about the game, as distinct from the rules
themselves. :mod:`~penchant.words.game` says cards and actions, the phases of a deal, the rules' switches, the
trump and a refusal as a reader reads them.

The line between this package and :mod:`penchant.rules`: the rules decide (what is legal, what scores, what bars)
and refuse in their own words (a typed :class:`~penchant.errors.PenchantError` carries its message); everything
that explains the game to a player is here, and it asks the rules for every fact it says, never working one out
again. This package imports the rules; the rules never import it
(``tests/architecture/design/test_rules_hold_no_words.py``). The English it is said in, which knows no game
(grammar, lists, numbers in words), is :mod:`penchant.english`, under both.
"""
