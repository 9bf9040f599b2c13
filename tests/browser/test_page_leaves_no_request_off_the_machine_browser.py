"""A page the project serves asks nothing of any other machine: Voilà's lab template links Font Awesome from a CDN
(cdn.jsdelivr.net), and a page of the tutorial, the trainer or the marker must work with no network (a table's
tablet on a laptop's own Wi-Fi). The ``penchant`` template took the links out by replacing their exact text in
Voilà's block: a Voilà upgrade that wrote them any other way would have brought them back unseen. It now overrides
the block (``penchant_server/jupyter/voila/templates/penchant/index.html.j2``); this test serves a page and watches
every
request it makes."""

from __future__ import annotations

import re
import urllib.parse
import urllib.request
from typing import Any

import pytest
from marker_page import open_marker
from support import MarkerServer

pytestmark = pytest.mark.browser

OFF_MACHINE = re.compile(r"""<(?:script|link)\b[^>]*\b(?:src|href)\s*=\s*["']?(?:https?:)?//""", re.I)
"""A script or link tag whose address names another machine (``https://…`` or ``//…``)."""


def test_the_off_machine_pattern_finds_voilas_cdn_links() -> None:
    voila = ('<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/@fortawesome/fontawesome-free@^5/css/'
             'all.min.css" type="text/css" />')
    assert OFF_MACHINE.search(voila) and OFF_MACHINE.search('<script src="//cdn.example/x.js"></script>')
    assert not OFF_MACHINE.search('<script src="/voila/static/voila.js"></script>')


def test_the_served_page_links_and_asks_nothing_off_the_machine(page: Any, server: MarkerServer) -> None:
    with urllib.request.urlopen(server.url, timeout=120) as r:
        html = r.read().decode("utf-8", "replace")
    assert "jupyter-config-data" in html  # a page Voilà rendered, its kernel started
    assert not OFF_MACHINE.findall(html), OFF_MACHINE.findall(html)
    here = urllib.parse.urlsplit(server.url).hostname
    asked: list[str] = []
    page.on("request", lambda request: asked.append(request.url))
    open_marker(page, server)
    away = [u for u in asked if urllib.parse.urlsplit(u).scheme in ("http", "https", "ws", "wss")
            and urllib.parse.urlsplit(u).hostname != here]
    assert asked and not away, away
