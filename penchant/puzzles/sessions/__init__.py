"""The interactive end-game: a puzzle's last tricks played out card by card against the engine's best defence.

- :mod:`~penchant.puzzles.sessions.endgame_session`: the session
  (:class:`~penchant.puzzles.sessions.endgame_session.EndgameSession`), each card checked and answered by the engine;
- :mod:`~penchant.puzzles.sessions.endgame_lines`: the lines it records and says
  (:class:`~penchant.puzzles.sessions.endgame_lines.TrickRecord`, the line from a card);
- :mod:`~penchant.puzzles.sessions.endgame_verdict`: what a board says of a card just played.
"""
