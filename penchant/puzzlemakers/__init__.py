"""The makers of puzzles: everything that writes puzzles for the bank.

* :mod:`penchant.puzzlemakers.authoring`: build a puzzle from a few arguments (the question, the answer form
  and the choices follow from the kind and task);
* :mod:`penchant.puzzlemakers.generate`: puzzles from random simulated deals;
* :mod:`penchant.puzzlemakers.miner`, :mod:`penchant.puzzlemakers.endgame_mining`: puzzles from
  computer-against-computer deals;
* :mod:`penchant.puzzlemakers.realplay`: decision, timing and reading puzzles judged from real play;
* :mod:`penchant.puzzlemakers.mistakes`: a learner's reviewed mistakes as puzzles.

They build on :mod:`penchant.puzzles` (the model, the kinds' checkers, the bank); players are handed in by the
caller (puzzles never import players).
"""
