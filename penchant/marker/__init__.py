"""The score keeper's log: events, the ledger that replays them with the rules, and the SQLite store.

Pure data and SQLite; the marker app (``penchant_widgets.marker``) renders it.
"""
