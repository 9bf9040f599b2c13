"""The chapters' teaching boards: the deal and the cut, combinations, barring, scoring (each draws the rules'
answers)."""
