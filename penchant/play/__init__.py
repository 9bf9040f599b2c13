"""Play: the deal state machine (``state``, its read-only ``fields``; its actions and stages are ``moves``, a seat's
view ``view``, its one-line form and picture ``short_form``, its ``penchant-position/1`` record
``position_record``, whose checks are ``position_cards`` (each card once), ``position_possible`` (a moment a deal
reaches), ``position_events`` (the score events) and ``position_history`` (the history)), the deals shuffled and
dealt (``dealing``), the four-deal game and its score sheet (``sheet``: a deal's entry and a game's tally), the
players' names it takes (``names``), a played deal's points by source (``deal_breakdown``), the score sheet's
record (``game_record``) and the play's (``play_record``), the header the game and both records check alike
(``header``: rules, players, first dealer), and the cards a player has no choice about, played for them
(``forced``: what makes a decision and a forced move, asked by every caller).

Built on :mod:`penchant.rules`; chance comes from an injected seeded RNG. Each name is imported from the module
that defines it, or from :mod:`penchant`, the public API, which gathers them (``penchant.new_deal``,
``penchant.Play``): a module here lists only its own names.
"""
