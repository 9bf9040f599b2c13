"""The site as an installable app that works offline: JupyterLite's service worker patched to answer every
file of the build from a cache named after the build (offline.js), the web app manifest and its icons.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from sitebuild.common import HERE, patched_once
from sitebuild.drive import MARKER

# JupyterLite's service worker answers /api/drive (the kernel's files) and passes every other request on
# with fetch() (its cache is off: ?enableCache=false). A script or WebAssembly module the browser gets
# from a service worker this way is never put in its compiled-code cache, so every visit parsed the 8 MB
# of Voici's scripts again. Patched to leave those requests alone, the browser loads them itself: same
# files, same HTTP cache, and a later visit reuses the compiled code.
#
# Offline (issue #21): the worker also answers every file of the build from its own cache, named after the
# build's content hash (offline.js, appended, says how a new build takes over without mixing two builds).
# Scripts and WebAssembly answered from Cache Storage (not from a fetch() in the worker) keep the browser's
# compiled-code cache. Until the cache is complete (a first visit; a page asks for it once it has run)
# the worker leaves those requests to the browser, as before.
SW_PASS_THROUGH = "shouldBroadcast(a)?n=broadcastOne(t,a):shouldDrop(t,a)||(n=maybeFromCache(e)),n&&e.respondWith(n)"
SW_DRIVE_OR_BUILD = "shouldBroadcast(a)?n=broadcastOne(t,a):n=penchantFromCache(e,a),n&&e.respondWith(n)"
SW_CACHE = 'const CACHE="precache"'
SW_INSTALL = "function onInstall(e){self.skipWaiting(),e.waitUntil(cacheAll())}"
SW_FILE = "service-worker.js"
SERVICE_WORKER = "jupyterlite-core"
"""The package whose service worker is patched here (pinned in pyproject.toml's site group, the patch named)."""


def build_version(out: Path) -> tuple[str, list[str]]:
    """The build's content hash (its files' names and contents, the worker's own excepted) and its files."""
    h = hashlib.sha256()
    files = sorted(rel for p in out.rglob("*") if p.is_file() and (rel := p.relative_to(out).as_posix()) != SW_FILE)
    for rel in files:
        h.update(rel.encode() + b"\0" + hashlib.sha256((out / rel).read_bytes()).digest())
    return h.hexdigest()[:16], files


def service_worker(out: Path) -> str:
    """Patch JupyterLite's worker: the drive as before, every other file of the build from the cache; the version."""
    path = out / SW_FILE
    text = path.read_text(encoding="utf-8")
    for name, needle in (("SW_PASS_THROUGH", SW_PASS_THROUGH), ("SW_CACHE", SW_CACHE), ("SW_INSTALL", SW_INSTALL)):
        patched_once(text.count(needle), SERVICE_WORKER, name, needle, path, "sitebuild/offline.py")
    version, files = build_version(out)
    text = (text.replace(SW_PASS_THROUGH, SW_DRIVE_OR_BUILD).replace(SW_CACHE, f'const CACHE="penchant-{version}"')
            .replace(SW_INSTALL, "function onInstall(e){penchantInstall(e)}"))
    offline = ((HERE / "offline.js").read_text(encoding="utf-8").replace("{{version}}", version)
               .replace("{{files}}", json.dumps(files, separators=(",", ":"))))
    path.write_text(text + "\n" + offline, encoding="utf-8")
    return version


# The web app manifest (the site installs as an app: "Add to Home screen") and its icons, drawn here.
MANIFEST = {
    "name": "Penchant", "short_name": "Penchant",
    "description": "Learn Penchant, the card game of 1893, and keep score at a real table; works offline.",
    "start_url": "./index.html", "scope": "./", "display": "standalone",
    "background_color": "#faf7f0", "theme_color": "#2f6a4f",
    "icons": [{"src": "icon-192.png", "type": "image/png", "sizes": "192x192"},
              {"src": "icon-512.png", "type": "image/png", "sizes": "512x512", "purpose": "any maskable"},
              {"src": "favicon.svg", "type": "image/svg+xml", "sizes": "any"}],
    "shortcuts": [{"name": "Keep score", "url": f"./voici/render/notebooks/{MARKER}.html"}],
}
# JupyterLite's own icons and manifest (its lab and repl apps are not on the site).
JUPYTERLITE_ICONS = ("icon-120x120.png", "icon-512x512.png")


def png(size: int) -> bytes:
    """The site's icon: two cards, a Queen's red and a Jack's cream, on the site's green."""
    import struct
    import zlib

    green, cream, red, edge = (0x2F, 0x6A, 0x4F), (0xFA, 0xF7, 0xF0), (0xB3, 0x26, 0x1E), (0x23, 0x4F, 0x3B)

    def colour(x: float, y: float) -> tuple[int, int, int]:
        shown = green
        for (x0, y0), fill in (((0.22, 0.16), red), ((0.42, 0.24), cream)):  # the back card, then the front
            if x0 <= x <= x0 + 0.36 and y0 <= y <= y0 + 0.56:
                inside = x0 + 0.03 <= x <= x0 + 0.33 and y0 + 0.03 <= y <= y0 + 0.53
                shown = fill if inside else edge
        return shown

    rows = []
    for j in range(size):
        row = bytearray(b"\0")
        for i in range(size):
            row += bytes(colour((i + 0.5) / size, (j + 0.5) / size))
        rows.append(bytes(row))
    raw = zlib.compress(b"".join(rows), 9)

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", raw) + chunk(b"IEND", b"")


def installable(out: Path) -> None:
    for name in JUPYTERLITE_ICONS:
        (out / name).unlink(missing_ok=True)
    (out / "manifest.webmanifest").write_text(json.dumps(MANIFEST, indent=1) + "\n", encoding="utf-8")
    for size in (192, 512):
        (out / f"icon-{size}.png").write_bytes(png(size))


