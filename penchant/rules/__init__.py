"""The rules of the game, with no state: cards, kinds, profiles, holdings, combinations, barring, brisques,
trump, tricks, dealing.

Every rule is written here once, under a name in the game's words; the deal, the marker, players,
puzzles and widgets call it.
"""
