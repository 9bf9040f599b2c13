"""English, knowing no game and no rule. Grammar (:mod:`~penchant.english.grammar`: "you", "your", a verb
agreeing with its subject, a capital first letter), lists said once (:mod:`~penchant.english.lists`: ``join_and``,
``join_or``), numbers in words (:mod:`~penchant.english.numbers`: ``count_words``, ``number_words``); and words
with their emphasis marked for a page to set (:mod:`~penchant.english.marked`: a study's ``Paragraph`` and
``Figure``), never markup.

The game in a player's words (cards in symbols, a switch of the rules as a player says it, why a set is barred),
which calls the rules for every fact, is :mod:`penchant.words`, above the rules; the puzzles' sentences, which
write cards through the rules, are :mod:`penchant.puzzles.words.sentences`. This package imports none of their
modules, and its own import only the errors, so that the rules can say their refusals with it.
"""
