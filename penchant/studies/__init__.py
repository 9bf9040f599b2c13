"""Matches and studies: computer players against each other, and what many deals say about the game.

:mod:`penchant.studies.match` plays matches of mirrored deal pairs and gives their figures with intervals
(``penchant match``); :mod:`penchant.studies.random_deals` plays random deals and counts what they come to
(``penchant simulate``); :mod:`penchant.studies.ladder` rates the players from their matches;
:mod:`penchant.studies.numbers` is the study of chapter 9 (how often a combination comes, what leading
the last six is worth); :mod:`penchant.studies.player_figures`, :mod:`penchant.studies.chance_figures` and
:mod:`penchant.studies.deal_worth_figures` word the stored studies' figures (the players', the combinations' chances,
a deal's worth) as tables, charts and paragraphs for the page on the computer players and chapter 9, in the shapes of
:mod:`penchant.studies.figure_shapes`. Built on :mod:`penchant.players`.
"""
