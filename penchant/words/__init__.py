"""The engine's words: English, not rules. Grammar (:mod:`~penchant.words.grammar`: "you", "your", a verb
agreeing with its subject, a capital first letter), lists said once (:mod:`~penchant.words.lists`: ``join_and``,
``join_or``), numbers in words (:mod:`~penchant.words.numbers`: ``count_words``, ``number_words``); and words
with their emphasis marked for a page to set (:mod:`~penchant.words.marked`: a study's ``Paragraph`` and
``Figure``), never markup.

The game in a player's words (cards in symbols, a switch of the rules as a player says it, the trump's name, a
refusal), which reads the rules' tables, is :mod:`penchant.game_words`, above the rules; the puzzles' sentences,
which write cards through the rules, are :mod:`penchant.puzzles.words.sentences`. This package imports none of its
modules, and they import only the errors, so that the rules can use them.
"""
