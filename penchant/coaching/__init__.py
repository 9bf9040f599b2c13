"""The coach and reviews: what each choice of a decision is worth and why, in a player's words.

:class:`~penchant.coaching.coach.Coach` values every legal action of a decision from what the player may
see (the strong player's sampled deals, master's search of the last tricks of the first ten, the exact
solver in the last six) and says why the best is best (its analysis, :mod:`penchant.coaching.analysis`);
:mod:`penchant.coaching.reviewing` reviews every decision of a played game with it (the review's model
:mod:`penchant.coaching.review`, its sentences :mod:`penchant.coaching.review_words`), and
:mod:`penchant.coaching.going_over` goes over a recorded game and its review (a choice, the deals imagined from
it, the verdicts). :mod:`penchant.coaching.play_session` plays a game
against a computer player a move at a time and keeps your decisions for that review (the play board's game). Built
on :mod:`penchant.players`.
"""
