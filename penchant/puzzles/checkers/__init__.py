"""The checker of a puzzle's answer for each kind (each its ``analyse`` and ``check``, found by
:mod:`penchant.puzzles.checking`), and the pieces every kind's checker shares.

- what they share: :mod:`~penchant.puzzles.checkers.answers` (an answer read into the form its puzzle asks),
  :mod:`~penchant.puzzles.checkers.grading` (a result, a miss, a difficulty) and
  :mod:`~penchant.puzzles.checkers.claims` (a yes or no asked as its reason, the wrong claims a misreading makes);
- barring: :mod:`~penchant.puzzles.checkers.barring` (declaring) and :mod:`~penchant.puzzles.checkers.barring_table`
  (a table's card);
- declaration: :mod:`~penchant.puzzles.checkers.declaration`;
- trump: :mod:`~penchant.puzzles.checkers.trump`, :mod:`~penchant.puzzles.checkers.trump_story` (a trump puzzle's
  story and its replay), :mod:`~penchant.puzzles.checkers.trump_sets` (the sets a trump story asks of) and
  :mod:`~penchant.puzzles.checkers.trump_reasons`;
- scoring: :mod:`~penchant.puzzles.checkers.scoring` and its parts (``scoring_brisques``, ``scoring_figures``,
  ``scoring_other_rules``, ``scoring_slips``);
- reading: :mod:`~penchant.puzzles.checkers.reading`;
- end-game: :mod:`~penchant.puzzles.checkers.endgame`, its hints :mod:`~penchant.puzzles.checkers.endgame_hints` and
  :mod:`~penchant.puzzles.checkers.endgame_by_rote` (what keeps one out of the rated bank); the end-game played card
  by card is :mod:`penchant.puzzles.sessions`;
- the judged kinds (a choice of real play): decision (:mod:`~penchant.puzzles.checkers.decision`) and timing
  (:mod:`~penchant.puzzles.checkers.timing`), and what they share: a judge's values of the choices and their margin
  (:mod:`~penchant.puzzles.checkers.choice_values`), what an action does
  (:mod:`~penchant.puzzles.checkers.action_reasons`), :mod:`~penchant.puzzles.checkers.judged_position`,
  :mod:`~penchant.puzzles.checkers.judged_analysis` and :mod:`~penchant.puzzles.checkers.judged_hints`;
- understanding (chapters 9 and 10's checks of what a reader took in):
  :mod:`~penchant.puzzles.checkers.understanding`.
"""
