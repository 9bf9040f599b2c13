"""The rules of the game, with no state: cards, kinds, profiles, combinations, barring, tricks, dealing.

Every rule is written here once, under a name in the game's words; the deal, the marker, players,
puzzles and widgets call it.
"""
