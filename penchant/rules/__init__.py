"""The rules of the game, with no state: cards, kinds, profiles, holdings, combinations, barring, brisques,
trump, tricks, dealing, scoring, procedure (the order of a deal: tricks, draws, dealers, who may declare),
limits (what one deal can hold), and the words the rules are told in (words, number_words).

Every rule is written here once, under a name in the game's words; the deal, the marker, players,
puzzles and widgets call it.
"""
