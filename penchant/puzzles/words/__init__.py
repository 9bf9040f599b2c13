"""The words a learner reads about a puzzle, each made from the position and the engine's verdicts, never stored.

- :mod:`~penchant.puzzles.words.position`: the position in a player's words and card symbols
  (``penchant puzzles show``, the practice page);
- :mod:`~penchant.puzzles.words.questions`: the question, made from the position (what ``verify`` compares);
- :mod:`~penchant.puzzles.words.barring`: why a minor set is free or barred, and a barring puzzle's hints;
- :mod:`~penchant.puzzles.words.judged`: a judged choice's verdict in the cards and points of the sampled deals;
- :mod:`~penchant.puzzles.words.keeps`: what a first-ten choice keeps and what it breaks;
- :mod:`~penchant.puzzles.words.scoring`: a scoring puzzle's hints, each rule in the rules' words;
- :mod:`~penchant.puzzles.words.sentences`: the engine's text as sentences (cards in symbols, each said once), which
  every checker and puzzle board writes its explanations with.

The puzzle model and the replay are in :mod:`penchant.puzzles`, the kinds' checkers in
:mod:`penchant.puzzles.checkers`; these modules import the model (and, from the checkers, the end-game's question and
the trump story's readings), never a kind's check.
"""
