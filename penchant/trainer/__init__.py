"""The learner's trainer: what a learner does with the puzzles, kept and folded.

* :mod:`penchant.trainer.attempts`: the records (an attempt, a look, a rush run);
* :mod:`penchant.trainer.stores`: where they are kept (one :class:`~penchant.trainer.stores.AttemptStore`
  protocol; SQLite, JSON lines in the browser, memory);
* :mod:`penchant.trainer.progress`: what they fold into (each puzzle's state, the Glicko-2 ratings, the
  themes missed, the streak);
* :mod:`penchant.trainer.ratings`: Glicko-2; :mod:`penchant.trainer.next_puzzle`: which puzzle comes next;
  :mod:`penchant.trainer.ordering`: the order a chapter shows its puzzles in;
  :mod:`penchant.trainer.rush`: the three-minute rush; :mod:`penchant.trainer.history`: the history and its CSV;
  :mod:`penchant.trainer.outcome_words`: what an attempt came to and where a puzzle stands, in words;
  :mod:`penchant.trainer.rating_policy`: how the rating moves and what counts for it, in words, from the facts it
  moves by;
  :mod:`penchant.trainer.session`: the practice page's session (its mode, streak, rush and puzzle served).

The puzzles themselves (the model, the kinds, the bank) are :mod:`penchant.puzzles`; the trainer only reads them.
"""
