"""Widgets for puzzles: the puzzle board and the end-game board."""
