"""The marker's screens over penchant.marker.ledger and penchant.marker.store_protocol.

``marker_app()`` builds the whole marker (the notebook ``notebooks/marker.ipynb``
is just that call); :class:`MarkerApp` takes any :class:`penchant.marker.store_protocol.MarkerStore` (the SQLite
``Store``, or the browser's ``LinesStore``).
"""

from penchant_widgets.marker.app import MarkerApp
from penchant_widgets.marker.starting import marker_app

__all__ = ["MarkerApp", "marker_app"]
