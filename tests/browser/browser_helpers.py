"""Servers for the browser tests: the tutorial (``penchant tutorial``, as ``make tutorial``) and ``penchant practice``.

One of each per test session (fixtures in conftest.py): Voilà starts a kernel per page, so a server is
shared by every module that needs it.
"""

from __future__ import annotations

import base64
import hashlib
import os
import shutil
import signal
import socket
import subprocess
import sys
import tarfile
import time
from pathlib import Path
from typing import Any

from support import free_port

from benchmarks import servers

ROOT = Path(__file__).resolve().parents[2]
PAGE_TIMEOUT_MS = 90_000


class TutorialServer(servers.TutorialServer):
    """``penchant tutorial`` on a free port, as ``make tutorial`` runs it (the ``penchant`` template, kernels
    warmed ahead), over a throwaway attempts file; ``url`` without its last slash."""

    def __init__(self, db: Path, extra: list[str] | None = None) -> None:
        super().__init__(db, log=db.with_suffix(".log"), extra=extra)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"


class PracticeServer:
    """``penchant practice`` on a free port over a throwaway attempts file."""

    def __init__(self, db: Path) -> None:
        self.db = db
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}/"
        self.proc: subprocess.Popen[bytes] | None = None
        self.log = db.with_suffix(".log")

    def start(self) -> None:
        cmd = [sys.executable, "-m", "penchant", "practice", "--no-browser", "--port", str(self.port),
               "--db", str(self.db), "--cull-idle", "120"]
        self._log = open(self.log, "wb")
        self.proc = subprocess.Popen(cmd, stdout=self._log, stderr=subprocess.STDOUT, start_new_session=True)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"penchant practice exited with {self.proc.returncode}; see {self.log}")
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=0.2).close()
                return
            except OSError:
                time.sleep(0.05)
        raise RuntimeError(f"penchant practice did not listen within 60 s; see {self.log}")

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGTERM)
            try:
                self.proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                os.killpg(self.proc.pid, signal.SIGKILL)
                self.proc.wait(timeout=5)
        self._log.close()


# axe-core, the accessibility checker the reader's check runs in the page: the npm package, pinned by
# version and by the registry's integrity hash (`npm view axe-core@4.14.1 dist.integrity`), fetched once
# with `npm pack` into .cache/ (as the site build fetches Pyodide) and never from a CDN.
AXE_VERSION = "4.14.1"
AXE_INTEGRITY = "sha512-FHfa+lmNjQZfJz1q8wKqIDwC6DExcHt/pkjNQb09a3NPjCKg2rhu5qb2S4r76ASyFNNtuFooJpZe37OgudVGtQ=="


def _integrity(path: Path) -> str:
    return "sha512-" + base64.b64encode(hashlib.sha512(path.read_bytes()).digest()).decode()


def axe_script(cache: Path = ROOT / ".cache" / "axe-core") -> str:
    """The text of ``axe.min.js`` from the pinned package; ``RuntimeError`` if npm is missing or the hash differs."""
    script = cache / f"axe-{AXE_VERSION}.min.js"
    if script.is_file():
        return script.read_text(encoding="utf-8")
    cache.mkdir(parents=True, exist_ok=True)
    tgz = cache / f"axe-core-{AXE_VERSION}.tgz"
    if not tgz.is_file() or _integrity(tgz) != AXE_INTEGRITY:
        npm = shutil.which("npm")
        if npm is None:
            raise RuntimeError("the reader's check needs npm for axe-core (apt-get install npm)")
        subprocess.run([npm, "pack", f"axe-core@{AXE_VERSION}", "--pack-destination", str(cache), "--silent"],
                       check=True, stdout=subprocess.DEVNULL)
    got = _integrity(tgz)
    if got != AXE_INTEGRITY:
        tgz.unlink()
        raise RuntimeError(f"axe-core-{AXE_VERSION}.tgz has integrity {got!r}, expected {AXE_INTEGRITY!r}")
    with tarfile.open(tgz) as tar:
        source = tar.extractfile(tar.getmember("package/axe.min.js"))
        assert source is not None
        text = source.read().decode("utf-8")
    partial = script.with_suffix(".partial")
    partial.write_text(text, encoding="utf-8")
    partial.rename(script)
    return text


def choice_slug(choice: str) -> str:
    """The suffix of a choice button's class (``.pt-choice-<slug>``), as the puzzle board makes it."""
    from penchant_widgets.puzzles.choosing import choice_class

    return choice_class(choice).removeprefix("pt-choice-")


def listeners(page: Any, target: str) -> list[str]:
    """The types of the page's event listeners on ``target`` (a page expression: ``window``, ``document``, an
    element), as the browser's own debugger lists them: those of Playwright's own script (its clicks' checks, which
    it adds to the window when it likes, one of them named ``__playwright...``) left out."""
    cdp = page.context.new_cdp_session(page)
    try:
        found = []
        for t in (target, "window"):
            obj = cdp.send("Runtime.evaluate", {"expression": t})["result"]["objectId"]
            found.append(cdp.send("DOMDebugger.getEventListeners", {"objectId": obj})["listeners"])
    finally:
        cdp.detach()
    tests = {item["scriptId"] for item in found[1] if item["type"].startswith("__playwright")}
    return sorted(item["type"] for item in found[0] if item["scriptId"] not in tests)
