"""Widgets for play: the card table (``table``), the board to play against the computer (``board``) with its
felt (``felt``), score sheet (``sheet``) and coach's panel (``coach_panel``), and the analysis board
(``analysis``)."""
