"""The marker's screens over penchant.marker.ledger and penchant.marker.store.

``marker_app()`` builds the whole marker (the notebook ``notebooks/marker.ipynb``
is just that call); :class:`MarkerApp` takes any :class:`penchant.marker.store.MarkerStore` (the SQLite
``Store``, or the browser's ``DriveStore``).
"""

from penchant_widgets.marker.app import MarkerApp, marker_app

__all__ = ["MarkerApp", "marker_app"]
