"""The deal's procedure: whose turn, the tricks counted, the stock as tricks go by, the last six, who may declare.

One module a job; the package gathers their names, so a rule is imported from the package as from its module
(``from penchant.rules.procedure import pone_of``):

- :mod:`~penchant.rules.procedure.seats`: a player is 0 or 1; who deals each deal and the next game, the pone, who
  leads each trick, a count credited to one player.
- :mod:`~penchant.rules.procedure.trick_count`: two cards a trick, sixteen tricks a deal, the trick in play and the
  trick a moment belongs to, the deal over.
- :mod:`~penchant.rules.procedure.stock`: the stock through the first ten tricks, the draws after each, the cards a
  player receives.
- :mod:`~penchant.rules.procedure.last_six`: when the last six begin (the stock out, the tenth trick's declaration
  made), the hands they are played from, their tricks.
- :mod:`~penchant.rules.procedure.declaring_turns`: after which trick a declaration may be made, by whom and of
  what, the turns to declare in their order and when the turn passes; the cards held at a declaration.

Which positions these let arise (the tables' declarations against the tricks played, the last six's hands and
brisques) is said by :mod:`penchant.rules.possible_positions`.
"""

from __future__ import annotations

from penchant.rules.procedure.declaring_turns import (
    FIRST_TO_DECLARE,
    LOSER_PENCHANT_ONLY_WORDS,
    ONE_DECLARATION_A_TRICK_WORDS,
    WINNER_DECLARED_NOTHING_WORDS,
    DeclaringTurn,
    MayDeclare,
    Moment,
    NoDeclaration,
    declaration_may_follow,
    declaration_refusal,
    held,
    may_declare,
    may_declare_kind,
    may_still_declare,
    table_at_declaration,
    turn_after,
)
from penchant.rules.procedure.last_six import (
    LastSixStart,
    first_lead_of_last_six,
    first_ten_to_come,
    hand_for_last_six,
    hands_at_last_six,
    held_in_last_six,
    last_six_all_won,
    last_six_begun,
    last_six_trick,
    ninth_or_tenth_trick,
    tenth_trick_in_play,
)
from penchant.rules.procedure.seats import (
    SEAT_WORDS,
    credited,
    dealer_of,
    first_trick_leader,
    next_game_dealer,
    next_leader,
    next_to_play,
    other_player,
    player_index,
    pone_of,
)
from penchant.rules.procedure.stock import (
    CARDS_AT_LAST_DECLARATION,
    CARDS_RECEIVED,
    DEALT_TO_HANDS,
    DRAWS_PER_TRICK,
    STOCK_AT_LAST_DECLARATION,
    cards_received,
    drawn_by_whole_tricks,
    draws,
    draws_each,
    lead_stocks,
    stock_after,
    stock_after_draws,
    stock_at_last_play,
    stock_at_next_lead,
    trick_declared_after,
    tricks_for_stock,
)
from penchant.rules.procedure.trick_count import (
    ALL_TRICKS,
    CARDS_PER_TRICK,
    PLAYED_IN_FIRST_TEN,
    cut_into_tricks,
    deal_over,
    deal_tricks_played,
    lead_unanswered,
    trick_in_play,
    trick_of_moment,
    tricks_of_cards,
)

__all__ = [
    "deal_tricks_played",
    "declaration_may_follow",
    "declaration_refusal",
    "held",
    "table_at_declaration",
    "MayDeclare",
    "may_declare",
    "may_declare_kind",
    "may_still_declare",
    "DeclaringTurn",
    "FIRST_TO_DECLARE",
    "turn_after",
    "Moment",
    "NoDeclaration",
    "ONE_DECLARATION_A_TRICK_WORDS",
    "LOSER_PENCHANT_ONLY_WORDS",
    "WINNER_DECLARED_NOTHING_WORDS",
    "first_lead_of_last_six",
    "first_ten_to_come",
    "hand_for_last_six",
    "hands_at_last_six",
    "held_in_last_six",
    "last_six_all_won",
    "last_six_begun",
    "last_six_trick",
    "LastSixStart",
    "ninth_or_tenth_trick",
    "tenth_trick_in_play",
    "credited",
    "SEAT_WORDS",
    "dealer_of",
    "first_trick_leader",
    "next_game_dealer",
    "next_leader",
    "next_to_play",
    "other_player",
    "player_index",
    "pone_of",
    "CARDS_AT_LAST_DECLARATION",
    "CARDS_RECEIVED",
    "cards_received",
    "DEALT_TO_HANDS",
    "drawn_by_whole_tricks",
    "draws",
    "draws_each",
    "DRAWS_PER_TRICK",
    "lead_stocks",
    "stock_after",
    "stock_after_draws",
    "STOCK_AT_LAST_DECLARATION",
    "stock_at_last_play",
    "stock_at_next_lead",
    "trick_declared_after",
    "tricks_for_stock",
    "ALL_TRICKS",
    "CARDS_PER_TRICK",
    "cut_into_tricks",
    "deal_over",
    "lead_unanswered",
    "PLAYED_IN_FIRST_TEN",
    "trick_in_play",
    "trick_of_moment",
    "tricks_of_cards",
]
