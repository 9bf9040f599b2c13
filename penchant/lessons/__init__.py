"""Lessons: what the tutorial's chapters show, read from the engine so the words beside a board say what the board
does. A deal arranged for a lesson, its scripted line checked, and what each move of it changed (``deals``), said
in a player's words for every board and the command line (``move_words``); chapter
4's worked example of a loser's penchant (``losers_penchant``) and its trick to trump, each card you may play
to it as the engine plays it (``trumping``); chapter 5's worked barring positions and their
verdicts (``barring_positions``), and its two asides: the check at the table, Foster's older reading
(``barring_asides``); chapter 7's words on a deal's score, its points the rules' (``scoring_a_deal``).

Built on :mod:`penchant.play` and :mod:`penchant.rules`; no rule and no state of play lives here. Each
name is imported from the module that defines it: a module here lists only its own names.
"""
