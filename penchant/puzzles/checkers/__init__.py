"""The checkers of a puzzle's answer for the barring, declaration, trump, scoring and reading kinds (each its
``analyse`` and ``check``, found by :mod:`penchant.puzzles.checking`), and the pieces every kind's checker shares.
The end-game's, the judged kinds' (:mod:`penchant.puzzles.checkers.decision`, :mod:`penchant.puzzles.checkers.timing`)
and
:mod:`penchant.puzzles.checkers.understanding` stand beside the model in :mod:`penchant.puzzles`; their helpers are
here.

- what they share: :mod:`~penchant.puzzles.checkers.answers` (an answer read into the form its puzzle asks),
  :mod:`~penchant.puzzles.checkers.grading` (a result, a miss, a difficulty) and
  :mod:`~penchant.puzzles.checkers.claims` (a yes or no asked as its reason, the wrong claims a misreading makes);
- barring: :mod:`~penchant.puzzles.checkers.barring` (declaring) and :mod:`~penchant.puzzles.checkers.barring_table`
  (a table's card);
- declaration: :mod:`~penchant.puzzles.checkers.declaration`;
- trump: :mod:`~penchant.puzzles.checkers.trump`, :mod:`~penchant.puzzles.checkers.trump_sets` (the sets a trump
  story asks of) and :mod:`~penchant.puzzles.checkers.trump_reasons`;
- scoring: :mod:`~penchant.puzzles.checkers.scoring` and its parts (``scoring_brisques``, ``scoring_figures``,
  ``scoring_other_rules``, ``scoring_slips``);
- reading: :mod:`~penchant.puzzles.checkers.reading`;
- the end-game's: :mod:`~penchant.puzzles.checkers.endgame_hints` and
  :mod:`~penchant.puzzles.checkers.endgame_by_rote` (what keeps one out of the rated bank);
- the judged kinds' (a choice of real play): :mod:`~penchant.puzzles.checkers.judged_position`,
  :mod:`~penchant.puzzles.checkers.judged_analysis` and :mod:`~penchant.puzzles.checkers.judged_hints`.
"""
