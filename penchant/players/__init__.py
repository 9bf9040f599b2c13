"""Computer players and the match harness."""
