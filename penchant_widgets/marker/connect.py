"""Connect a tablet: the server's LAN address(es) as links and a QR code to scan.

``penchant marker`` passes the URLs to its kernels in ``$PENCHANT_CONNECT``
(:mod:`penchant_server.launch`); a page served on loopback says how to serve
the marker to the network instead.
"""

from __future__ import annotations

import json
import os
import sys
from html import escape
from typing import TYPE_CHECKING, Any

import traitlets

from penchant_widgets.marker.flagged_widgets import VBox, button, html
from penchant_widgets.page_environment import CONNECT_ENV

if TYPE_CHECKING:
    from penchant_widgets.marker.app import MarkerApp

__all__ = ["ConnectScreen", "connect_html", "connect_info", "qr_svg"]


def connect_info() -> dict[str, Any]:
    """``{"urls": [...], "loopback": bool, "browser": bool}`` from the server (no URLs when not served by
    ``penchant marker``; ``browser`` on the static site)."""
    try:
        data = json.loads(os.environ.get(CONNECT_ENV, "") or "{}")
    except json.JSONDecodeError:
        data = {}
    urls = [u for u in data.get("urls", []) if isinstance(u, str)] if isinstance(data, dict) else []
    return {"urls": urls, "loopback": bool(data.get("loopback", True)) if isinstance(data, dict) else True,
            "browser": sys.platform == "emscripten"}


def qr_svg(data: str, *, scale: int = 6) -> str:
    """A QR code of ``data`` as inline SVG, drawn by ``segno`` (the app extra's), or "" without it."""
    try:
        import segno
    except ImportError:
        return ""
    import io

    buf = io.BytesIO()
    segno.make(data, error="m").save(buf, kind="svg", scale=scale, border=2, xmldecl=False, svgns=True,
                                     dark="#1b1b1b", light="#ffffff")
    return buf.getvalue().decode("utf-8")


SERVE_COMMAND = (
    '<details class="pm-connect-command"><summary>For whoever runs the marker: how to start it for other devices'
    "</summary><p>Stop the marker, then start it again from the Penchant folder with</p>"
    "<p><code>make marker MARKER_ARGS=\"--host 0.0.0.0\"</code></p>"
    "<p>or, where Penchant is installed, <code>penchant marker --host 0.0.0.0</code>. It prints the address "
    "to open, and this screen then shows a code to scan.</p></details>"
)
"""The command that serves the marker to the network, one click away: the Connect screen says what to do in a
player's words and folds the shell command away for whoever runs the server (a player at the table needs no shell
command)."""

IN_BROWSER = (
    '<p class="pm-connect-browser">This marker runs in this browser, on this device only. No other device can join '
    "it.</p><p>Two tabs or windows of this browser show the same games and stay in step.</p>"
    "<p>To score on another phone or tablet, open this site there. To move a game, export it (<b>Games</b>, "
    "then Export) and import it on the other device.</p>"
    "<p>To score on two devices at once, the marker must run on a computer of your network.</p>" + SERVE_COMMAND
)
"""What Connect says on the static site (Python in the browser: ``sys.platform`` is ``emscripten``)."""


def connect_html(info: dict[str, Any]) -> str:
    urls: list[str] = info["urls"]
    if not urls and info.get("browser"):
        return IN_BROWSER
    if not urls:
        return ('<p class="pm-connect-none">This marker was not started by <code>penchant marker</code>, so its '
                "address is unknown.</p>")
    if info["loopback"]:
        return (
            '<p class="pm-connect-local">For now this marker can be opened only on this computer, so a tablet or '
            "phone cannot join it yet.</p><p>Ask whoever started the marker to start it again for the other devices "
            "on your Wi-Fi. This screen will then show a code to scan with the tablet's camera.</p>"
            + SERVE_COMMAND
            + f'<p class="pm-sub">The address on this computer: <code>{escape(urls[0])}</code></p>'
        )
    qr = qr_svg(urls[0])
    links = "".join(f'<li><a class="pm-connect-url" href="{escape(u)}">{escape(u)}</a></li>' for u in urls)
    return (
        '<p class="pm-connect-how">On the tablet or phone (same Wi-Fi): scan this code with its camera, or open '
        "one of these addresses. Both devices then show the same game; an entry on one appears on the other.</p>"
        f'<div class="pm-qr" role="img" aria-label="QR code of {escape(urls[0])}">{qr}</div>'
        f'<ul class="pm-connect-urls">{links}</ul>'
        '<p class="pm-sub">The address holds this server\'s access key: show it only to the people at your table.</p>'
    )


class ConnectScreen(VBox):
    """The Connect a tablet screen."""

    app: traitlets.Instance[MarkerApp] = traitlets.Instance(
        "penchant_widgets.marker.app.MarkerApp", read_only=True).tag(sync=False)
    """The marker this screen belongs to (fixed at construction)."""

    def __init__(self, app: MarkerApp) -> None:
        super().__init__()
        self.set_trait("app", app)
        self.add_class("pm-screen")
        self.add_class("pm-sheet")
        self.add_class("pm-form")
        self.add_class("pm-connect-screen")
        g = app.guard
        self.title = html("Connect a tablet", "pm-title")
        self.body = html("", "pm-connect-body")
        self.back = button("Back", "pm-connect-back", on_click=g(self.go_back))
        self.children = (self.title, self.body, self.back)

    def go_back(self) -> None:
        self.app.show("deal" if self.app.ledger.started else "setup")

    def render(self) -> None:
        self.body.value = connect_html(connect_info())
