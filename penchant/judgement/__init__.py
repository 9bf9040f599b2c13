"""Judgement of play shared by the coach, the players and the puzzles: readings, not rules of the game."""
