"""Widgets for play: the card table and trick view, and the board to play against the computer."""
