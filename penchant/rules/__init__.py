"""The rules of the game, with no state: cards (Card and CardSet, and everything about cards offered together:
suits_and_ranks the pack's suits and ranks, pack its cards, card_notation cards read and written, card_masks the
pack's layout as bit masks for search, card_refusals what names no cards refused), kinds, profiles (and
book_names: the rule books' names, which a refusal says), holdings, combinations (a package of three: classified,
which combination cards make; declaration_check, one declaration checked; legal_lists, every legal declaration at
a moment; and beside it declarable: which combinations a set bars, why nothing is declarable, the declaration
meant by cards picked; refused: which rule refuses a declaration),
declaring (one declaration made from holdings), barring (and bar_reports: why a set is barred; barred_refusal: the
words a barred set is refused in; free_reports: why one is free), brisques, trump, tricks, dealing, scoring (a
deal's; game_scoring: a game's four deals and the lurch; score_scale: the step scores come in), procedure (the order
of a deal: tricks, draws, dealers, who may declare and in what order), possible_positions (which positions of a deal
can arise), card_counts (how many cards the hands, tables and stock hold after so many tricks), limits (what one deal
can hold), declaring_in_order (whether one player's declarations, in their order, fit the cards received by then),
deal_counts (what a score sheet's deal can hold, its counts refused in a player's words, and the points it
scores). What the rules decide they say only in their refusals (a typed :class:`~penchant.errors.PenchantError`); the
game explained to a player (the barring rule in a sentence, why a set is barred, what a game is worth, how a method
deals, cards and actions as a reader reads them) is :mod:`penchant.words`, above the rules, which asks them for every
fact and which they never import. The English both are said in (grammar, lists, numbers in words) is
:mod:`penchant.english`, under the rules, and numbers as a player types them :mod:`penchant.typed_counts`, above
them.

Every rule is written here once, under a name in the game's words; the deal, the marker, players,
puzzles and widgets call it.
"""
