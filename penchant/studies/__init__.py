"""Matches and studies: computer players against each other, and what many deals say about the game.

:mod:`penchant.studies.match` plays matches of mirrored deal pairs and gives their figures with intervals
(``penchant match``); :mod:`penchant.studies.ladder` rates the players from their matches;
:mod:`penchant.studies.numbers` is the study of chapter 9 (how often a combination comes, what leading
the last six is worth); :mod:`penchant.studies.figures` words the stored studies' figures as tables for the
page on the computer players. Built on :mod:`penchant.players`.
"""
