"""What the pages keep in the browser: the puzzle progress and the marker's games, files on the kernel's
drive (JupyterLite keeps them in the browser's own storage), and what the pages say about them.
"""

from __future__ import annotations

# The score marker's page (notebooks/marker.ipynb, the app of `penchant marker`): on the site its games are
# a JSON-lines file on the kernel's drive (penchant.marker.lines_store), named by $PENCHANT_DB. Not named
# .json... for the reason PROGRESS_FILE gives.
MARKER = "marker"
MARKER_FILE = "/drive/marker/games.txt"
MARKER_NOTE = ("Your games live in this browser, on this device: they are here when you come back, with or "
               "without a network. Clearing this site's data in the browser is the only way to lose them; to "
               "keep a copy, or to take a game to another device, export it (Games, then Export).")
# Where the puzzle progress is kept on the site (the drive is the site's own storage in the browser). JSON
# lines, but not named .jsonl: JupyterLite parses any file whose name holds "json" as one JSON document,
# which a file of several lines is not (the save failed in the page). Without sqlite3, open_marker_store() gives
# the JSON-file store whatever the name.
PROGRESS_FILE = "/drive/progress/attempts.txt"
# What the pages say about it.
PROGRESS_NOTE = ("Your puzzle progress lives in this browser: it is here when you come back, in this browser "
                 "only, and clearing this site's data in the browser erases it.")

# Styled by tools/site/page/progressive.css (the marker's page is dark green: its note in a light ink).
PROGRESS_NOTE_HTML = '<p class="penchant-progress-note">{note}</p>\n'

MARKER_NOTE_HTML = '<p class="penchant-progress-note penchant-on-green">{note}</p>\n'
