"""Teaching widgets for the rules: the deal and the cut, combinations, barring, scoring."""
