"""The makers of puzzles: everything that writes puzzles for the bank.

* :mod:`penchant.puzzlemakers.authoring`: build a puzzle from a few arguments (the question, the answer form
  and the choices follow from the kind and task);
* :mod:`penchant.puzzlemakers.generate`: puzzles from random simulated deals;
* :mod:`penchant.puzzlemakers.miner`, :mod:`penchant.puzzlemakers.endgame_mining`: puzzles from
  computer-against-computer deals;
* :mod:`penchant.puzzlemakers.realplay`: decision, timing and reading puzzles judged from real play;
* :mod:`penchant.puzzlemakers.mining_loop`: the one loop those three miners run (deals from a seed, each played
  to its end, until the deals run out or every kind has all it wants);
* :mod:`penchant.puzzlemakers.mistakes`: a learner's reviewed mistakes as puzzles.

They build on :mod:`penchant.puzzles` (the model, the kinds' checkers, the bank); players are handed in by the
caller (puzzles never import players).
"""
