"""Widgets for play: the card table (``table``), the board to play against the computer (``board``) with its
felt (``felt``), score sheet (``scores``), the menu of whom you play (``opponent``), coach's panel
(``coach_panel``), its hint and review (``asking_the_coach``) and what it tells the player
(``board_words``), your turn on it and the computer's reply (``turns``), its puzzles made from your mistakes
(``mistakes``), acting by picking cards on both boards (``picking``), the analysis board (``analysis``), the stored
game gone over on the computer players' page (``going_over_html``), a stepped
example's note under its *Next ▶* on a phone (``example_notes``), the page
that follows play on a phone (``following``), and the guard that asks before a page with a game in play is closed
(``leaving``)."""
