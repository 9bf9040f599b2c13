"""The chapters' teaching boards: the deal and the cut, combinations, barring (and chapter 5's asides), scoring (each
draws the rules' answers)."""
