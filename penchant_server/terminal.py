"""What the server writes for a person: the token hidden in every log line and printed address (:func:`scrub`),
the QR code of an address in a terminal (:func:`qr_terminal`; the marker's Connect screen draws its own), and how
much of Voilà's log is shown (:data:`SERVER_LOG_ENV`)."""

from __future__ import annotations

import re

__all__ = ["SERVER_LOG_ENV", "qr_terminal", "scrub"]

SERVER_LOG_ENV = "PENCHANT_SERVE_LOG"
"""``info``: the server logs what Voilà says (kernel starts, the pool filled, requests; tokens hidden), as
tests and benchmarks need; otherwise it logs errors only and the terminal holds the app's own lines."""

_TOKEN_RE = re.compile(r"(token=)[^&\s\"']+")


def scrub(text: str) -> str:
    """``text`` with every ``token=...`` value hidden (for logs)."""
    return _TOKEN_RE.sub(r"\1[hidden]", text)


def qr_terminal(data: str) -> str:
    """A QR code of ``data`` drawn with block characters for a terminal ("" without ``segno``)."""
    try:
        import segno
    except ImportError:
        return ""
    import io

    buf = io.StringIO()
    segno.make(data, error="m").terminal(out=buf, compact=True, border=2)
    return buf.getvalue()
