"""The marker's Connect screen, served on this computer only, handed a newcomer a shell command ("restart it with
make marker MARKER_ARGS=…"): it says what to do in a player's words, the command one click away (a fold) for
whoever runs the server; so does the static site's."""
from __future__ import annotations

import re

from penchant_widgets.marker.connect import connect_html, qr_svg


def _outside_the_fold(page: str) -> str:
    return re.sub(r"<details.*?</details>", "", page, flags=re.DOTALL)


def test_connect_says_what_to_do_in_words_and_folds_the_command_away() -> None:
    for info in ({"urls": ["http://127.0.0.1:8866/voila/render/marker.ipynb"], "loopback": True},
                 {"urls": [], "loopback": True, "browser": True}):
        page = connect_html(info)
        said = _outside_the_fold(page)
        assert "MARKER_ARGS" not in said and "--host" not in said and "restart" not in said, said
        assert "tablet" in said or "phone" in said, said
        fold = re.search(r"<details[^>]*><summary>(.*?)</summary>(.*?)</details>", page, flags=re.DOTALL)
        assert fold is not None, page
        assert "whoever runs the marker" in fold.group(1)
        assert 'make marker MARKER_ARGS="--host 0.0.0.0"' in fold.group(2)
        sentences = re.split(r"(?<=[.!?])\s+", re.sub(r"<[^>]+>", " ", said))
        assert all(len(s.split()) <= 25 for s in sentences), sentences


def test_served_to_the_network_connect_shows_the_address_as_a_code_to_scan() -> None:
    url = "http://192.168.1.20:8866/?token=abc"
    svg = qr_svg(url)
    assert svg.startswith("<svg") and "<path" in svg
    page = connect_html({"urls": [url], "loopback": False})
    assert f'<div class="pm-qr" role="img" aria-label="QR code of {url}">{svg}</div>' in page
