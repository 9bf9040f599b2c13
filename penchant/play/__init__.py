"""Play: the deal state machine (``state``; its actions and stages are ``moves``, a seat's view ``view``), the
deals shuffled and dealt (``dealing``), the four-deal game and its score sheet, and game records.

Built on :mod:`penchant.rules`; chance comes from an injected seeded RNG. Each name is imported from the module
that defines it, or from :mod:`penchant`, the public API, which gathers them (``penchant.new_deal``,
``penchant.Play``): a module here lists only its own names.
"""
