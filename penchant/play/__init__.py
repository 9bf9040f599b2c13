"""Play: the deal state machine, the four-deal game and its score sheet, and game records.

Built on :mod:`penchant.rules`; chance comes from an injected seeded RNG.
"""
