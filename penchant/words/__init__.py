"""The engine's words: English, not rules. Grammar (:mod:`~penchant.words.grammar`: "you", "your", a verb
agreeing with its subject, a capital first letter), lists said once (:mod:`~penchant.words.lists`: ``join_and``,
``join_or``), numbers in words (:mod:`~penchant.words.numbers`: ``count_words``, ``number_words``) and the engine's
text as sentences (:mod:`~penchant.words.sentences`: ``sentence``, ``said_once``); and words with their emphasis
marked for a page to set (:mod:`~penchant.words.marked`: a study's ``Paragraph`` and ``Figure``), never markup.

Words that state a rule (a switch of the rules as a player says it, the trump's name, a refusal) stay with the
rules, in :mod:`penchant.rules.words`. This package imports none of its modules, so that the rules can use the
leaf ones (grammar, lists, numbers, marked) while ``sentences``, which writes cards through the rules, sits above them.
"""
