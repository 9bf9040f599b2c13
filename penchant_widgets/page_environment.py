"""What a served page learns from its kernel's environment, which the server sets (``penchant_server``): the
addresses a tablet connects to (:data:`CONNECT_ENV`, the marker's *Connect a tablet* screen) and whether the
tutorial's chapters are served beside the page (:func:`chapters_alongside`)."""

from __future__ import annotations

import os

__all__ = ["ALONE_ENV", "CONNECT_ENV", "chapters_alongside"]

CONNECT_ENV = "PENCHANT_CONNECT"
"""Set for the kernels: JSON ``{"urls": [...], "loopback": bool}`` for the Connect a tablet screen."""

ALONE_ENV = "PENCHANT_SERVED_ALONE"
"""``1`` in the kernels of a server that serves one page by itself (``penchant marker``, ``penchant practice``):
no other page is served beside it, so a link to a chapter would be refused (403). ``penchant tutorial``, the
static site and JupyterLab serve the chapters with the app, and leave it unset."""


def chapters_alongside() -> bool:
    """Whether the tutorial's chapters are served beside this page (a link to one can be followed): every way
    of serving the apps but one page served by itself (:data:`ALONE_ENV`)."""
    return os.environ.get(ALONE_ENV) != "1"
