"""The game in a player's words: every sentence the engine says about the game, as distinct from the rules themselves:
:mod:`~penchant.words.cards` (cards in symbols, and free text with its cards put so), :mod:`~penchant.words.actions` (a
move), :mod:`~penchant.words.refusals` (a refusal as a reader reads it), :mod:`~penchant.words.switches` (the rules'
switches, and two rule books compared), :mod:`~penchant.words.trump` (the trump), :mod:`~penchant.words.barring` (what
bars and unbars, the rule in a sentence, the check at the table), :mod:`~penchant.words.bar_reports` (which minor sets a
player may declare, and why, and a bar explained: what meets it, what must leave his table),
:mod:`~penchant.words.free_reports` (why a minor set is free), :mod:`~penchant.words.refused` (where to look for the
rule that refuses a declaration), :mod:`~penchant.words.game_scoring` (what a game is worth, the lurch, the result),
:mod:`~penchant.words.dealing` (how each method deals, the cut), :mod:`~penchant.words.holdings` (the full tables),
:mod:`~penchant.words.scoring` (the brisquettes and the book bonus as rules, a part of a deal's score worked out),
:mod:`~penchant.words.tricks` (the parts of a deal, a trick won, the declaring turn, the follower's duty in the last six
tricks), :mod:`~penchant.words.declarable` (why nothing is declarable), :mod:`~penchant.words.brisques` (one brisque's
rank), :mod:`~penchant.words.counts` (the stock's cards and a log's moves counted) and
:mod:`~penchant.words.kinds` (what cards make each kind, as a learner is taught it, and Foster's names said plainly).

The line between this package and :mod:`penchant.rules`: the rules decide (what is legal, what scores, what bars)
and refuse in their own words (a typed :class:`~penchant.errors.PenchantError` carries its message; the longest, the
refusal of a barred set, is :mod:`penchant.rules.barred_refusal`); everything
that explains the game to a player is here, and it asks the rules for every fact it says, never working one out
again. This package imports the rules; the rules never import it
(``tests/architecture/design/test_rules_hold_no_words.py``). The English it is said in, which knows no game
(grammar, lists, numbers in words), is :mod:`penchant.english`, under both.
"""
