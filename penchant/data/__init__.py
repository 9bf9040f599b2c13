"""Penchant's packaged data (import name ``penchant.data``; the folder ``penchant/data/`` of the repository).

``puzzles/*.json`` is the curated puzzle bank, ``drills/*.json`` the chapters' rules drills (not the trainer's),
``numbers.json`` the stored studies, ``SOURCES.md`` the sources of each rule. Read them with
:func:`importlib.resources.files`, e.g.
``importlib.resources.files("penchant.data") / "numbers.json"``.
"""
