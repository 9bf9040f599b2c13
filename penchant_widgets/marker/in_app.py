"""The page modules of the marker's widgets laid out in its app (the line to its server, ``watch.js``; the device's
view, ``device.js``), each with the one helper they share, ``in_app.js``: how a widget's element finds its app (by
the class the widget's model names), tells its kernel whether it did, and turns the app to its top. An anywidget's
module is one text with no sibling files to import, so the helper's text goes ahead of each module's: written once,
in a file of the package, not copied into each."""

from __future__ import annotations

from importlib.resources import files

__all__ = ["IN_APP_SCRIPT", "module_in_app"]

IN_APP_SCRIPT = files("penchant_widgets.marker").joinpath("in_app.js").read_text(encoding="utf-8")
"""The helper the modules share (``appOf``, ``whenInApp``, ``toTop``), read from the package's ``in_app.js``."""


def module_in_app(name: str) -> str:
    """The page module ``name`` (a file beside this one, ``"watch.js"``) with :data:`IN_APP_SCRIPT` ahead of it."""
    return IN_APP_SCRIPT + files("penchant_widgets.marker").joinpath(name).read_text(encoding="utf-8")
