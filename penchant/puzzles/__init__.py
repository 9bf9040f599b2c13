"""Puzzles: model, checkers, generator and the curated bank."""
