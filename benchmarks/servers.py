"""A marker (or practice) server and the browser for the benchmarks and the tests: start, wait, kill.

``with MarkerServer(db) as server: page.goto(server.url)``. The server is
``python -m penchant marker --no-browser`` in its own process group, so
:meth:`MarkerServer.kill` (SIGKILL to the group, as a crash would) takes the
Voilà kernels with it. It lives with the benchmarks (which need it and must
not import the tests); the tests' own process checks are in ``tests/support.py``.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from types import TracebackType
from typing import Self

__all__ = ["CHROMIUM", "CHROMIUM_ARGS", "MarkerServer", "TutorialServer", "children_of", "descendants_of", "free_port",
           "port_is_free", "resident_mb"]

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]


def browser_problem() -> str | None:
    """Why the browser cannot be driven here (Debian's Chromium or the playwright package missing), or None."""
    if not Path(CHROMIUM).exists():
        return f"{CHROMIUM} is missing (apt-get install chromium)"
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "the playwright Python package is missing"
    return None


def children_of(pid: int) -> list[int]:
    """Live processes whose parent is ``pid`` (Linux ``/proc``; empty elsewhere)."""
    out = []
    for entry in Path("/proc").glob("[0-9]*/stat"):
        try:
            stat = entry.read_text()
        except OSError:
            continue
        # pid (comm) state ppid ...: comm may hold spaces, so split after the last ')'.
        fields = stat.rsplit(")", 1)[-1].split()
        if len(fields) > 1 and fields[0] != "Z" and int(fields[1]) == pid:
            out.append(int(entry.parent.name))
    return out


def descendants_of(pid: int) -> list[int]:
    """Live processes below ``pid``: its children, theirs, and so on (Linux ``/proc``)."""
    out, todo = [], [pid]
    while todo:
        kids = children_of(todo.pop())
        out += kids
        todo += kids
    return out


def _status_kb(pid: int, field: str, file: str = "status") -> int:
    try:
        for line in Path(f"/proc/{pid}/{file}").read_text().splitlines():
            if line.startswith(field + ":"):
                return int(line.split()[1])
    except (OSError, ValueError, IndexError):
        pass
    return 0


def resident_mb(pids: list[int]) -> dict[str, float]:
    """Memory of these processes: ``rss`` (resident, what ``ps`` shows, each shared page counted in every
    process) and ``pss`` (shared pages divided among the processes sharing them), in MB."""
    rss = sum(_status_kb(p, "VmRSS") for p in pids)
    pss = sum(_status_kb(p, "Pss", "smaps_rollup") for p in pids)
    return {"rss": round(rss / 1024, 1), "pss": round(pss / 1024, 1)}


def port_is_free(port: int) -> bool:
    with socket.socket() as s:
        try:
            s.bind(("127.0.0.1", port))
        except OSError:
            return False
        return True


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class MarkerServer:
    """``penchant marker`` (or ``penchant practice``, ``app="practice"``) on a free port over ``db``."""

    def __init__(self, db: str | os.PathLike[str], port: int | None = None, log: str | os.PathLike[str] | None = None,
                 extra: list[str] | None = None, env: dict[str, str] | None = None,
                 python: str | None = None, cwd: str | os.PathLike[str] | None = None, app: str = "marker") -> None:
        self.app = app  # "marker", or "practice": the same serving code (penchant_server.launch)
        self.db = str(db)
        self.port = port or free_port()
        self.log_path = Path(log) if log else Path(self.db).with_suffix(".server.log")
        self.extra = extra or []
        self.env = env or {}
        self.python = python or sys.executable
        self.cwd = cwd
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/"

    @property
    def marker_db(self) -> Path:
        """Where the marker's page beside this app keeps its games: beside ``db`` (the tutorial's own rule, with
        ``--db``: ``marker.sqlite3`` in its folder; for the others, ``$PENCHANT_DB`` set to a file beside it)."""
        if self.app == "tutorial":
            from penchant.cli.tutorial import marker_games_beside

            return marker_games_beside(Path(self.db))
        return Path(self.db).with_name(f"{Path(self.db).stem}-marker.sqlite3")

    def command(self) -> list[str]:
        """The command this server runs (a subclass may serve another notebook the same way)."""
        return [self.python, "-m", "penchant", self.app, "--no-browser", "--port", str(self.port),
                "--db", self.db, *self.extra]

    def start(self, timeout: float = 60.0) -> Self:
        cmd = self.command()
        env = dict(os.environ)
        env.setdefault("PYDEVD_DISABLE_FILE_VALIDATION", "1")
        env.setdefault("PENCHANT_SERVE_LOG", "info")  # Voilà's log (the pool filled, requests) for the tests
        if self.app != "marker":  # an app beside the marker's page: its games beside ``db``, never the user's
            env["PENCHANT_DB"] = str(self.marker_db)
        env.update(self.env)
        self._log = open(self.log_path, "wb")
        self.proc = subprocess.Popen(cmd, stdout=self._log, stderr=subprocess.STDOUT, env=env,
                                     start_new_session=True, cwd=self.cwd)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"{self.app} server exited with {self.proc.returncode}; see {self.log_path}")
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=0.2).close()
                return self
            except OSError:
                time.sleep(0.05)
        self.stop()
        raise RuntimeError(f"{self.app} server did not listen on {self.port} within {timeout} s; see {self.log_path}")

    def pool_fills(self) -> int:
        """How many times Voilà has reported its pre-heated kernel ready."""
        try:
            return self.log_path.read_bytes().count(b"is filled with")
        except OSError:
            return 0

    def wait_pool(self, fills: int = 1, timeout: float = 60.0) -> bool:
        """Wait until the pool has been filled ``fills`` times in all (a page takes the waiting kernel)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.pool_fills() >= fills:
                return True
            time.sleep(0.1)
        return False

    def children(self) -> list[int]:
        """Processes whose parent is the server (its kernels)."""
        if self.proc is None:
            return []
        return children_of(self.proc.pid)

    def signal_main(self, sig: int) -> None:
        """Send ``sig`` to the ``penchant marker`` process alone (not its group), as ``kill`` would."""
        if self.proc is not None and self.proc.poll() is None:
            os.kill(self.proc.pid, sig)

    def log_text(self) -> str:
        try:
            return self.log_path.read_text(encoding="utf-8", errors="replace")
        except OSError:
            return ""

    def kill(self) -> None:
        """SIGKILL the whole process group, as a crash or ``kill -9`` would."""
        if self.proc is not None and self.proc.poll() is None:
            try:
                os.killpg(self.proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            self.proc.wait(timeout=10)

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            try:
                os.killpg(self.proc.pid, signal.SIGTERM)
                self.proc.wait(timeout=10)
            except (ProcessLookupError, subprocess.TimeoutExpired):
                self.kill()
        if getattr(self, "_log", None) is not None:
            self._log.close()

    def __enter__(self) -> Self:
        return self.start()

    def __exit__(self, et: type[BaseException] | None, ev: BaseException | None, tb: TracebackType | None) -> None:
        self.stop()


class TutorialServer(MarkerServer):
    """The tutorial as ``make tutorial`` serves it (``penchant tutorial``), on a free port, over ``db`` (the
    puzzle attempts): every chapter of ``notebooks/``, kernels warmed ahead for the chapters a reader opens
    next. ``warmed(name)`` counts the kernels the server has warmed for that chapter (its log says each)."""

    def __init__(self, db: str | os.PathLike[str], log: str | os.PathLike[str] | None = None,
                 extra: list[str] | None = None, env: dict[str, str] | None = None) -> None:
        super().__init__(db, log=log, extra=extra, env=env, app="tutorial")

    def chapter(self, name: str) -> str:
        """The page of chapter ``name`` (``NN_topic``)."""
        return f"http://127.0.0.1:{self.port}/voila/render/{name}.ipynb"

    def warmed(self, name: str) -> int:
        """How many kernels the server has warmed for chapter ``name`` (``NN_topic``) so far."""
        return self.log_text().count(f"warm: {name}.ipynb")

    def waiting(self, name: str) -> int:
        """How many warm kernels wait for chapter ``name`` now: those its log says were warmed, less those
        a page took warm and those dropped once warm (a chapter warmed and dropped again between two
        reads of it, e.g. chapter 8 after chapter 9 leads back to it, must not count as waiting)."""
        count = 0
        for line in self.log_text().splitlines():
            if f"warm: {name}.ipynb" in line:
                count += 1
            elif f"taken: {name}.ipynb (warm)" in line or \
                    (f"dropped: {name}.ipynb" in line and line.endswith("[warm]")):
                count = max(0, count - 1)
        return count

    def wait_waiting(self, name: str, timeout: float = 180.0) -> bool:
        """Until a warm kernel waits for chapter ``name`` (``False`` if none within ``timeout`` seconds)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.waiting(name) >= 1:
                return True
            if self.proc is not None and self.proc.poll() is not None:
                return False
            time.sleep(0.1)
        return False

    def wait_warmed(self, name: str, count: int = 1, timeout: float = 180.0) -> bool:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.warmed(name) >= count:
                return True
            if self.proc is not None and self.proc.poll() is not None:
                return False
            time.sleep(0.1)
        return False
