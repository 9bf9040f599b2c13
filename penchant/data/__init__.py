"""Penchant's packaged data, ``penchant.data``: the studies, the puzzle bank, the drills and the examples.

``puzzles/*.json`` is the curated puzzle bank, ``drills/*.json`` the chapters' rules drills (not the trainer's),
``numbers.json`` the stored studies, ``SOURCES.md`` the sources of each rule. Read them with
:func:`importlib.resources.files`, e.g.
``importlib.resources.files("penchant.data") / "numbers.json"``.
"""
