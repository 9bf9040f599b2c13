"""Kernels warmed ahead for the tutorial's chapters (``penchant tutorial``): the chapters a reader opens next.

Voilà starts a kernel and runs a chapter when its page is asked for: three to six seconds before the first
button works. A kernel that has already run the chapter (Voilà's pre-heated kernel) hands the page over in
about a second. Warming every chapter would hold a dozen kernels; this module warms the few a reader is
about to open, within a fixed number of waiting kernels (``capacity``, the memory budget):

* the landing page's first chapters (``entry``), always;
* the chapters the page just opened leads to: the next one by number, then those its text links to
  (chapter 7 links to 8, 9 and 10); the most recently opened page's first. A chapter just opened is not
  warmed again for itself (its reader is reading it), unless it is one of the landing page's.

Warming costs the machine: one kernel at a time is warmed, never while a page is being served nor in the
seconds after (:data:`QUIET_S`), and a warm-up under way is stopped (its kernel shut down, to be warmed
again later) when a page is opened with no kernel waiting, so that page is as fast as without warming.
Kernels no longer wanted are shut down.

A waiting kernel ran its chapter with the puzzle progress as it was then. A page must never show old
progress: the server watches the attempts file (:class:`StoreWatch`); a waiting kernel whose chapter shows a
puzzle attempted since it ran (asked of the kernel once warm: :func:`shown_puzzles`; all of them while it
is still warming) is shut down before a page can take it, and the chapter is warmed again.

:func:`plan_links` and :class:`WarmPlan` decide, :class:`StoreWatch` watches, :func:`warming_manager` makes the
kernel manager class Voilà builds its pre-heating manager on (``penchant_widgets.voila_server.serve`` configures it
for a folder of chapters).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import re
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Final

from penchant.served_apps import WARM_KERNELS
from penchant.words.numbers import count_words

__all__ = ["CAPACITY", "DROPPED", "ENTRY", "PRACTICE", "QUIET_S", "DroppedKernelFilter", "StoreWatch", "WarmPlan",
           "chapter_links", "plan_links", "shown_puzzles", "warming_manager"]

log = logging.getLogger("Voila")

if TYPE_CHECKING:
    _VoilaManager = Any  # Voilà's pre-heating manager, built on top of the mixin, whose pool it reads (untyped)
else:
    _VoilaManager = object

ENTRY = 2
"""The landing page's first chapters, kept warm from the start."""
CAPACITY = WARM_KERNELS
"""Kernels kept waiting at most (:data:`penchant.served_apps.WARM_KERNELS`, the figure the command line's ``--warm``
uses too; each holds about 80 MB: the memory budget is bench_chapters', docs/benchmarks.md)."""
QUIET_S = 5.0
"""Seconds after a page was served (or the attempts changed) before another kernel is warmed: a page taken
warm loads its widgets in the second or two after its HTML."""
TICK_S = 1.0

_CHAPTER = re.compile(r"^\d\d_.+\.ipynb$")
PRACTICE: Final = "practice.ipynb"
"""The practice page: warmed like a chapter when a chapter's text links to it (chapters 0 and 10 do: its first
page took five times a warm chapter's wait). It shows the reader's whole record (rating, history, the next puzzle
picked from it), so a waiting kernel of it is old once any puzzle is attempted."""
_LINK = re.compile(r"\]\(\s*(?:\./)?([^()\s/]+\.ipynb)\s*\)")


def chapter_links(notebook: Mapping[str, Any]) -> list[str]:
    """The notebooks (``NN_topic.ipynb`` in the same folder, or the practice page) a notebook's text links to, in
    order."""
    out: list[str] = []
    for cell in notebook.get("cells", []):
        if cell.get("cell_type") != "markdown":
            continue
        source = cell.get("source", "")
        for name in _LINK.findall(source if isinstance(source, str) else "".join(source)):
            if (_CHAPTER.match(name) or name == PRACTICE) and name not in out:
                out.append(name)
    return out


def plan_links(folder: Path) -> dict[str, list[str]]:
    """Each chapter of ``folder`` and the pages it leads to: the next chapter by number, then those its text
    links to (chapters, and the practice page where the folder has it: it leads nowhere further)."""
    chapters = sorted(p.name for p in folder.glob("*.ipynb") if _CHAPTER.match(p.name))
    pages = {*chapters, *([PRACTICE] if (folder / PRACTICE).exists() else [])}
    out: dict[str, list[str]] = {}
    for i, name in enumerate(chapters):
        try:
            links = chapter_links(json.loads((folder / name).read_text(encoding="utf-8")))
        except (OSError, ValueError):
            links = []
        out[name] = list(dict.fromkeys(n for n in [*chapters[i + 1:i + 2], *links] if n in pages and n != name))
    if PRACTICE in pages and any(PRACTICE in v for v in out.values()):
        out[PRACTICE] = []
    return out


class WarmPlan:
    """Which chapters should have a kernel waiting, most wanted first.

    >>> plan = WarmPlan({"00.ipynb": ["01.ipynb"], "01.ipynb": ["02.ipynb"], "02.ipynb": ["03.ipynb"],
    ...                  "03.ipynb": []}, entry=1, capacity=3)
    >>> plan.wanted()
    ['00.ipynb']
    >>> plan.opened("01.ipynb"); plan.wanted()
    ['02.ipynb', '00.ipynb']
    >>> plan.opened("02.ipynb"); plan.wanted()
    ['03.ipynb', '00.ipynb']
    """

    def __init__(self, links: Mapping[str, Sequence[str]], *, entry: int = ENTRY, capacity: int = CAPACITY) -> None:
        self.links = {k: list(v) for k, v in links.items()}
        self.capacity = max(0, capacity)
        self.entry = sorted(self.links)[:max(0, min(entry, self.capacity))]
        self.recent: list[str] = []
        """Chapters led to by the pages opened, the latest page's first."""

    def opened(self, name: str) -> None:
        """A page of ``name`` was asked for."""
        ahead = [n for n in self.links.get(name, []) if n != name]
        self.recent = [n for n in [*ahead, *self.recent] if n != name]
        self.recent = list(dict.fromkeys(self.recent))[: self.capacity]

    def wanted(self) -> list[str]:
        """The chapters to keep a kernel waiting for, most wanted first, at most ``capacity``."""
        room = self.capacity - len(self.entry)
        ahead = [n for n in self.recent if n not in self.entry][: max(0, room)]
        return [*ahead, *self.entry]


def _stamp(paths: Iterable[Path]) -> tuple[tuple[int, int], ...]:
    out = []
    for p in paths:
        try:
            st = p.stat()
            out.append((st.st_mtime_ns, st.st_size))
        except OSError:
            out.append((0, -1))
    return tuple(out)


class StoreWatch:
    """The attempts file, watched: which puzzles were attempted since a moment (a *generation*).

    ``load`` reads the attempts (``None``: they cannot be read, so every puzzle counts as changed). The
    file is only read again when its size or time changes (SQLite's ``-wal`` file too).
    """

    def __init__(self, path: Path | None, load: Callable[[], Iterable[Any]] | None) -> None:
        self.paths = [] if path is None else [path, path.with_name(path.name + "-wal")]
        self.load = load
        self.generation = 0
        self.changed_at: dict[str, int] = {}
        """Each puzzle's generation when its attempts last changed."""
        self.everything_at = 0
        """The generation when the attempts could not be read (every puzzle changed then)."""
        self.last_change = 0.0
        self._stamp = _stamp(self.paths)
        self._counts = self._read()

    def _read(self) -> dict[str, int] | None:
        if self.load is None:
            return {}
        try:
            counts: dict[str, int] = {}
            for attempt in self.load():
                pid = str(getattr(attempt, "puzzle_id", ""))
                counts[pid] = counts.get(pid, 0) + 1
            return counts
        except Exception:  # an unreadable file: nothing can be trusted to be unchanged
            log.debug("the attempts could not be read", exc_info=True)
            return None

    def check(self) -> int:
        """Look at the file; the current generation (moved on if attempts changed)."""
        stamp = _stamp(self.paths)
        if stamp == self._stamp:
            return self.generation
        self._stamp = stamp
        counts = self._read()
        if counts is None or self._counts is None:
            changed = None
        else:
            changed = {k for k in set(counts) | set(self._counts) if counts.get(k) != self._counts.get(k)}
        self._counts = counts
        if changed == set():
            return self.generation
        self.generation += 1
        self.last_change = time.monotonic()
        if changed is None:
            self.everything_at = self.generation
        else:
            for pid in changed:
                self.changed_at[pid] = self.generation
        return self.generation

    def stale(self, since: int, shown: set[str] | None) -> bool:
        """Whether a page made at generation ``since`` showing puzzles ``shown`` (``None``: unknown, any)
        would show old progress now."""
        if self.everything_at > since:
            return True
        if shown is None:
            return any(g > since for g in self.changed_at.values())
        return any(self.changed_at.get(pid, 0) > since for pid in shown)


DROPPED: set[str] = set()
"""Kernels the server shut down on purpose (a warm-up stopped, an old page): what Voilà logs of their end is
no error (:class:`DroppedKernelFilter`)."""


class DroppedKernelFilter(logging.Filter):
    """Drop Voilà's complaints about a kernel in :data:`DROPPED` (it died because it was shut down)."""

    def filter(self, record: logging.LogRecord) -> bool:
        if not DROPPED or record.levelno < logging.WARNING:
            return True
        try:
            text = record.getMessage()
        except Exception:
            return True
        return not any(kernel_id in text for kernel_id in DROPPED)


def shown_puzzles() -> str:
    """In a kernel: the ids of the puzzles its puzzle boards show, as JSON
    (:func:`~penchant_widgets.puzzles.board.shown_puzzle_ids`)."""
    from penchant_widgets.puzzles.board import shown_puzzle_ids

    return json.dumps(shown_puzzle_ids())


_SHOWN = "__import__('penchant_widgets.voila_server.warming', fromlist=['shown_puzzles']).shown_puzzles()"


class _Waiting:
    """One kernel warmed (or warming) for a chapter."""

    def __init__(self, name: str, item: asyncio.Task[Any], generation: int) -> None:
        self.name = name
        self.item = item  # Voilà's pool entry: resolves to {"kernel_id", "task", "renderer"}
        self.generation = generation
        self.warm = False
        self.dropped = False
        self.shown: set[str] | None = None
        self.started = time.monotonic()


def _attempts_source() -> tuple[Path | None, Callable[[], Iterable[Any]] | None]:
    """The attempts file the chapters' kernels open (their environment is this process's) and its reader."""
    try:
        from penchant.trainer.stores import default_path, open_store
    except ImportError:  # pragma: no cover - the engine is always installed with the widgets
        return None, None
    path = default_path()

    def load() -> Iterable[Any]:
        if not path.exists():
            return []
        store = open_store(path)
        try:
            return list(store.load())
        finally:
            close = getattr(store, "close", None)
            if callable(close):
                close()

    return path, load


class WarmingKernelMixin(_VoilaManager):
    """The warming plan, under Voilà's pre-heating kernel manager (:func:`warming_manager`; see the module's
    doc): its chapters' links, how many kernels wait for the entry and at most. It overrides none of the pool's
    methods: it sizes a chapter's pool (``kernel_pools_config``) and asks Voilà to fill it (``fill_if_needed``),
    sees a kernel taken by a page when it is gone from the pool (:meth:`_note_taken`), and removes a dropped
    kernel from the pool (:meth:`_drop`: the one write into Voilà's private ``_pools``, said in
    :mod:`penchant_widgets.voila_server.voila_hooks`)."""

    warm_links: ClassVar[Mapping[str, list[str]]] = {}
    warm_entry: int = ENTRY
    warm_capacity: int = CAPACITY

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.plan = WarmPlan(self.warm_links, entry=self.warm_entry, capacity=self.warm_capacity)
        self.watch = StoreWatch(*_attempts_source())
        self._waiting: list[_Waiting] = []
        self._serving: dict[int, float] = {}
        self._served_at = 0.0
        self._warming: _Waiting | None = None
        self._tasks: set[asyncio.Future[Any]] = set()
        from tornado.ioloop import PeriodicCallback

        self._ticker = PeriodicCallback(self._tick, TICK_S * 1000)
        self._ticker.start()
        log.info("penchant: kernels warmed ahead for %s (at most %d waiting)", ", ".join(self.plan.wanted()),
                 self.plan.capacity)

    # ------------------------------------------------------------ pages
    def page_opened(self, name: str, request: int) -> None:
        """A page of ``name`` is asked for (before Voilà looks for a waiting kernel); ``request``
        names the request for :meth:`page_served`."""
        self._serving[request] = time.monotonic()
        self._note_taken()
        if name in self.warm_links:
            self.plan.opened(name)
            self._drop_stale(self.watch.check(), only=name)
        w = self._warming
        if w is not None and w.name != name and not self._pools.get(name):
            # The page starts its own kernel: a warm-up under way would share the machine with it.
            self._drop(w, f"{name} is opened with no kernel waiting, and has the machine to itself", now=True)

    def page_served(self, request: int) -> None:
        """The page's HTML is complete (its chapter has run), or its request ended."""
        self._serving.pop(request, None)
        self._served_at = time.monotonic()

    def _busy(self) -> bool:
        """Whether a page is being served (a request that never ends stops counting after a minute)."""
        now = time.monotonic()
        for request, since in list(self._serving.items()):
            if now - since > 60.0:
                del self._serving[request]
        return bool(self._serving) or now - self._served_at < QUIET_S

    def _note_taken(self) -> None:
        """Forget the waiting kernels Voilà's pool has handed to a page (gone from the pool, not dropped here):
        they are the pages' now. Called before the plan reads what waits, since Voilà takes a kernel from its
        pool in its own method, above this class."""
        for w in list(self._waiting):
            if not w.dropped and w.item not in self._pools.get(w.name, ()):
                self._waiting.remove(w)
                if self._warming is w:
                    self._warming = None
                log.info("penchant: taken: %s (%s)", w.name, "warm" if w.warm else "still warming")

    # ------------------------------------------------------------ warming
    def _tick(self) -> None:
        try:
            self._note_taken()
            generation = self.watch.check()
            self._drop_stale(generation)
            self._drop_unwanted()
            self._warm_next(generation)
        except Exception:  # the plan must never break the server
            log.exception("penchant: warming kernels failed")

    def _drop(self, w: _Waiting, why: str, now: bool = False) -> None:
        """No page may take ``w``; its kernel is shut down (once it has run, if it is running, unless
        ``now``)."""
        if w in self._waiting:
            self._waiting.remove(w)
        pool = self._pools.get(w.name, [])
        if w.item in pool:  # the one write into Voilà's private pool: see voila_hooks' doc for why
            pool.remove(w.item)
        w.dropped = True
        log.info("penchant: dropped: %s (%s) [%s]", w.name, why, "warm" if w.warm else "warming")
        if now and self._warming is w:
            self._warming = None
        if self._warming is not w:
            self._shut(w)

    def _shut(self, w: _Waiting) -> None:
        async def shut(item: asyncio.Task[Any]) -> None:
            with contextlib.suppress(Exception):
                got = await item
                DROPPED.add(got["kernel_id"])
                await self.shutdown_kernel(got["kernel_id"], now=True)

        self._spawn(shut(w.item))

    def _spawn(self, work: Any) -> None:
        """Run ``work`` on the loop, holding it until it ends (a task nobody holds may vanish)."""
        task = asyncio.ensure_future(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def _drop_stale(self, generation: int, only: str | None = None) -> None:
        for w in list(self._waiting):
            if (only is None or w.name == only) and w.generation < generation \
                    and self.watch.stale(w.generation, w.shown if w.warm else None):
                self._drop(w, "the puzzle progress it shows has changed")

    def _drop_unwanted(self) -> None:
        wanted = self.plan.wanted()
        for w in list(self._waiting):
            if w.name not in wanted and w.warm:
                self._drop(w, "no longer wanted")

    def _warm_next(self, generation: int) -> None:
        now = time.monotonic()
        if self._warming is not None or self._busy() or now - self.watch.last_change < QUIET_S:
            return
        have = {w.name for w in self._waiting}
        if len(self._waiting) >= self.plan.capacity:
            return
        name = next((n for n in self.plan.wanted() if n not in have), None)
        if name is None:
            return
        self.kernel_pools_config[name] = {"pool_size": self.get_pool_size(name) + 1}
        try:
            self.fill_if_needed(delay=0, notebook_name=name)  # makes the chapter's pool if it had none
        finally:
            self.kernel_pools_config[name] = {"pool_size": 0}
        w = _Waiting(name, self._pools.get(name, [])[-1], generation)
        self._waiting.append(w)
        self._warming = w
        w.item.add_done_callback(lambda item: self._started(w, item))

    def _started(self, w: _Waiting, item: asyncio.Task[Any]) -> None:
        if item.cancelled() or item.exception() is not None:
            log.error("penchant: a kernel for %s did not start", w.name)
            if w in self._waiting:
                self._waiting.remove(w)
            if self._warming is w:
                self._warming = None
            return
        item.result()["task"].add_done_callback(lambda task: self._spawn(self._ran(w, task)))

    async def _ran(self, w: _Waiting, task: asyncio.Task[Any]) -> None:
        failed = task.cancelled() or task.exception() is not None
        self._note_taken()
        if w not in self._waiting and not w.dropped:  # a page took it before it had run: the page's now
            return
        if not w.dropped and not failed:
            kernel_id = w.item.result()["kernel_id"]
            # the practice page shows the whole record: any attempt makes it old (None: every puzzle counts)
            w.shown = None if w.name == PRACTICE else await self._ask_shown(kernel_id)
            if w in self._waiting:
                w.warm = True
                log.info("penchant: warm: %s (kernel %s, %.1f s; it shows %s)", w.name, kernel_id,
                         time.monotonic() - w.started,
                         "the reader's whole record" if w.name == PRACTICE
                         else "puzzles it cannot name" if w.shown is None
                         else count_words(len(w.shown), "puzzle", digits=True))
        if self._warming is w:
            self._warming = None
        if failed and w in self._waiting:
            log.error("penchant: %s did not run in its waiting kernel", w.name)
            self._drop(w, "it failed to run")
        elif w.dropped:
            self._shut(w)

    async def _ask_shown(self, kernel_id: str) -> set[str] | None:
        """The puzzles the kernel's page shows (``None`` if it cannot say)."""
        client = None
        try:
            client = self.get_kernel(kernel_id).client()
            client.start_channels()
            msg_id = client.execute("", silent=True, store_history=False, user_expressions={"ids": _SHOWN})
            deadline = time.monotonic() + 10.0
            while time.monotonic() < deadline:
                reply = await client.get_shell_msg(timeout=max(0.1, deadline - time.monotonic()))
                if reply["parent_header"].get("msg_id") != msg_id:
                    continue
                got = reply["content"].get("user_expressions", {}).get("ids", {})
                if got.get("status") != "ok":
                    return None
                import ast

                return set(json.loads(ast.literal_eval(got["data"]["text/plain"])))
        except Exception:
            log.debug("penchant: could not ask kernel %s what it shows", kernel_id, exc_info=True)
        finally:
            if client is not None:
                with contextlib.suppress(Exception):
                    client.stop_channels()
        return None

    async def shutdown_all(self, *args: Any, **kwargs: Any) -> None:
        self._ticker.stop()
        await super().shutdown_all(*args, **kwargs)



def warming_manager(base: type, folder: Path, *, entry: int = ENTRY, capacity: int = CAPACITY) -> type:
    """The kernel manager ``base`` with the warming plan for the chapters of ``folder`` (see the module's doc):
    the class to configure as ``VoilaConfiguration.multi_kernel_manager_class``, with ``preheat_kernel`` on and a
    pool size of 0 for every notebook; Voilà builds its pre-heating manager on top of it."""
    return type("WarmingKernelManager", (WarmingKernelMixin, base),
                {"warm_links": plan_links(folder), "warm_entry": entry, "warm_capacity": capacity})

