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

A waiting kernel ran its chapter with the puzzle progress as it was then; it is never too old to hand to a
page: every widget that shows progress reads the store again when its page first shows it
(:func:`penchant_widgets.first_view.on_first_view`, on the page's own word, a
:class:`~penchant_widgets.shown_signal.ShownSignal`). So no waiting kernel is ever withdrawn for what it shows.

The warming uses Voilà's public pool API only (:class:`WarmingKernelMixin`; the list is in
:mod:`penchant_server.voila_hooks`).

:func:`plan_links` and :class:`WarmPlan` decide, :func:`warming_manager` makes the kernel manager class Voilà builds
its pre-heating manager on (``penchant_server.serve`` configures it for a folder of chapters).
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import logging
import re
import time
from collections import deque
from collections.abc import Coroutine, Iterable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Final

from penchant.served_apps import WARM_KERNELS

__all__ = ["CAPACITY", "DROPPED", "DROPPED_KEPT", "ENTRY", "KERNEL_ID", "PRACTICE", "QUIET_S", "WARMED_FOR_ENV",
           "DroppedKernelFilter", "WarmPlan", "chapter_links", "last_code_cell", "plan_links", "warming_manager"]

log = logging.getLogger("Voila")

if TYPE_CHECKING:
    _VoilaManager = Any  # Voilà's pre-heating manager, built on top of the mixin, whose pool API it uses (untyped)
else:
    _VoilaManager = object

ENTRY = 2
"""The landing page's first chapters, kept warm from the start."""
CAPACITY = WARM_KERNELS
"""Kernels kept waiting at most (:data:`penchant.served_apps.WARM_KERNELS`, the figure the command line's ``--warm``
uses too; each holds about 80 MB: the memory budget is bench_chapters', docs/benchmarks.md)."""
QUIET_S = 5.0
"""Seconds after a page was served before another kernel is warmed: a page taken warm loads its widgets in the
second or two after its HTML."""
TICK_S = 1.0

_CHAPTER = re.compile(r"^\d\d_.+\.ipynb$")
PRACTICE: Final = "practice.ipynb"
"""The practice page: warmed like a chapter when a chapter's text links to it (chapters 0 and 10 do: its first
page took five times a warm chapter's wait). It shows the reader's whole record (rating, history, the next puzzle
picked from it), read again when its page first shows it
(:meth:`~penchant_widgets.puzzles.practice.PracticeApp.opened`)."""
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


def last_code_cell(notebook: Mapping[str, Any]) -> str | None:
    """The source of a notebook's last code cell that runs (one with code in it), or ``None`` if none has: a
    kernel has run the notebook once it has run that cell."""
    last = None
    for cell in notebook.get("cells", []):
        source = cell.get("source", "")
        source = source if isinstance(source, str) else "".join(source)
        if cell.get("cell_type") == "code" and source.strip():
            last = source
    return last


def _last_cells(folder: Path, names: Iterable[str]) -> dict[str, str | None]:
    out: dict[str, str | None] = {}
    for name in names:
        try:
            out[name] = last_code_cell(json.loads((folder / name).read_text(encoding="utf-8")))
        except (OSError, ValueError):
            out[name] = None
    return out


DROPPED_KEPT: Final = 64
"""How many of the latest kernels shut down on purpose :data:`DROPPED` remembers (Voilà says a kernel died within
seconds of its shutdown; a server that runs for weeks must not remember every kernel it ever dropped)."""

DROPPED: deque[str] = deque(maxlen=DROPPED_KEPT)
"""Kernels the server shut down on purpose (a warm-up stopped, a chapter no longer wanted), the latest
:data:`DROPPED_KEPT`: what Voilà logs of their end is no error (:class:`DroppedKernelFilter`)."""

KERNEL_ID: Final = re.compile(r"\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b")
"""A kernel's id as Jupyter makes it (a UUID) in a logged message."""


class DroppedKernelFilter(logging.Filter):
    """Drop Voilà's complaints about a kernel in :data:`DROPPED` (it died because it was shut down): a warning or
    error whose message names such a kernel by its id."""

    def filter(self, record: logging.LogRecord) -> bool:
        if not DROPPED or record.levelno < logging.WARNING:
            return True
        try:
            text = record.getMessage()
        except Exception:
            return True
        named = KERNEL_ID.findall(text)
        return not named or set(named).isdisjoint(DROPPED)


WARMED_FOR_ENV: Final = "PENCHANT_WARMED_FOR"
"""Set in the environment of a kernel the warming asks Voilà to start (``fill_if_needed``'s
``extra_kernel_env_variables``): the warming's own number for that request, by which the kernel manager's
``start_kernel`` knows the kernel it starts is that one."""

CONNECT_LIMIT_S = 60.0
"""Seconds a warmed kernel may take, once started, to answer the client that watches it run its chapter."""
RUN_LIMIT_S = 300.0
"""Seconds a warmed kernel may take to start and run its chapter before it is given up (dropped)."""


class _Waiting:
    """One kernel warmed (or warming) for a chapter: the one entry the warming put in Voilà's pool for it."""

    def __init__(self, name: str, tag: str) -> None:
        self.name = name
        self.tag = tag
        self.kernel_id: str | None = None
        self.warm = False
        self.dropped = False
        self.started = time.monotonic()
        self.watching: asyncio.Future[Any] | None = None


class WarmingKernelMixin(_VoilaManager):
    """The warming plan, under Voilà's pre-heating kernel manager (:func:`warming_manager`; see the module's
    doc): its chapters' links, how many kernels wait for the entry and at most.

    It uses Voilà's public pool API only (:mod:`penchant_server.voila_hooks` says what): it sizes a
    chapter's pool with ``kernel_pools_config`` and asks Voilà to fill it (``fill_if_needed``, the kernel tagged
    with :data:`WARMED_FOR_ENV`), learns the kernel's id from its own ``start_kernel`` (Voilà starts a pool's
    kernel through the class under it), sees the kernel taken by a page when ``get_pool_size`` says the chapter's
    pool is empty (it puts one kernel at most in a chapter's pool, and Voilà refills none: every pool's size is 0),
    and withdraws a kernel with ``shutdown_kernel`` (which takes a started kernel out of its pool before anything
    else, so no page can take it meanwhile). It knows a kernel has run its chapter from the kernel's own
    messages (a client on its iopub channel, connected before Voilà has the kernel, sees the chapter's last code
    cell run)."""

    warm_links: ClassVar[Mapping[str, list[str]]] = {}
    warm_last_cells: ClassVar[Mapping[str, str | None]] = {}
    warm_entry: int = ENTRY
    warm_capacity: int = CAPACITY

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.plan = WarmPlan(self.warm_links, entry=self.warm_entry, capacity=self.warm_capacity)
        self._pooled: dict[str, _Waiting] = {}
        """Per chapter, the kernel the warming put in Voilà's pool and no page has taken (waiting, or dropped
        and not yet shut down)."""
        self._serving: dict[int, float] = {}
        self._served_at = 0.0
        self._warming: _Waiting | None = None
        self._rested = False  # whether the plan was last found met (said once: :meth:`_say_rested`)
        self._tags = itertools.count(1)
        self._tasks: set[asyncio.Future[Any]] = set()
        from tornado.ioloop import PeriodicCallback

        self._ticker = PeriodicCallback(self._tick, TICK_S * 1000)
        self._ticker.start()
        log.info("penchant: kernels warmed ahead for %s (at most %d waiting)", ", ".join(self.plan.wanted()),
                 self.plan.capacity)

    # ------------------------------------------------------------ pages
    def page_opened(self, name: str, request: int) -> None:
        """A page of ``name`` is asked for (before Voilà looks for a waiting kernel); ``request``, a number the
        hooks give no other request, names it for :meth:`page_served`."""
        self._serving[request] = time.monotonic()
        self._note_taken()
        if name in self.warm_links:
            self.plan.opened(name)
        w = self._warming
        if w is not None and w.name != name and self.get_pool_size(name) == 0:
            # The page starts its own kernel: a warm-up under way would share the machine with it.
            self._drop(w, f"{name} is opened with no kernel waiting, and has the machine to itself")

    def page_served(self, request: int | None) -> None:
        """The page's HTML is complete (its chapter has run), or its request ended (``None``: a request
        :meth:`page_opened` was not told of)."""
        if request is not None:
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
        """Forget the kernels Voilà's pool has handed to a page (their chapter's pool is empty): they are the
        pages' now. Called before the plan reads what waits, since Voilà takes a kernel from its pool in its own
        method, above this class."""
        for name, w in list(self._pooled.items()):
            if self.get_pool_size(name) == 0:
                del self._pooled[name]
                self._stop_watching(w)
                if self._warming is w:
                    self._warming = None
                log.info("penchant: taken: %s (%s)", name, "warm" if w.warm else "still warming")

    # ------------------------------------------------------------ warming
    def _tick(self) -> None:
        try:
            self._note_taken()
            self._give_up_slow()
            self._drop_unwanted()
            self._warm_next()
        except Exception:  # the plan must never break the server
            log.exception("penchant: warming kernels failed")

    def _drop(self, w: _Waiting, why: str) -> None:
        """No page may take ``w``: its kernel is shut down (and so taken out of Voilà's pool) as soon as it has
        started, unless a page takes it first (then it is the page's)."""
        if w.dropped:
            return
        w.dropped = True
        self._stop_watching(w)
        if self._warming is w:
            self._warming = None
        log.info("penchant: dropped: %s (%s) [%s]", w.name, why, "warm" if w.warm else "warming")
        if w.kernel_id is not None:
            self._spawn(self._shut(w))
        # else: its kernel is still starting; start_kernel shuts it down once it has started

    async def _shut(self, w: _Waiting) -> None:
        """Shut a dropped kernel down, once Voilà's pool holds it as started, unless a page has taken it."""
        await asyncio.sleep(0)  # Voilà's start of the kernel returns to its pool after start_kernel
        if self._pooled.get(w.name) is not w or w.kernel_id is None:
            return
        if self.get_pool_size(w.name) == 0:  # a page took it: the page's now, never shut down here
            self._note_taken()
            return
        del self._pooled[w.name]
        DROPPED.append(w.kernel_id)
        # Voilà's shutdown_kernel takes a started kernel out of its pool first, before it awaits anything: no
        # page can take it between the check above and then.
        try:
            await self.shutdown_kernel(w.kernel_id, now=True)
        except Exception as exc:  # any failure is said, and the warming goes on
            # not shut down after all: Voilà's complaints about it are no longer hidden (DroppedKernelFilter), and
            # the warning names it, so a kernel left running is seen
            with contextlib.suppress(ValueError):
                DROPPED.remove(w.kernel_id)
            log.warning("penchant: %s's dropped kernel %s did not shut down, and may still be running: %r",
                        w.name, w.kernel_id, exc)
        if self.get_pool_size(w.name):
            log.error("penchant: %s's dropped kernel is still in Voilà's pool", w.name)

    def _spawn(self, work: Coroutine[Any, Any, None]) -> asyncio.Future[None]:
        """Run ``work`` on the loop, holding it until it ends (a task nobody holds may vanish)."""
        task = asyncio.ensure_future(work)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    def _give_up_slow(self) -> None:
        now = time.monotonic()
        for w in list(self._pooled.values()):
            if self._warming is w and now - w.started > RUN_LIMIT_S:
                log.error("penchant: %s did not run in its waiting kernel within %d s", w.name, RUN_LIMIT_S)
                self._drop(w, "it did not run its chapter")
                if w.kernel_id is None:  # never started: nothing to shut down (Voilà's pool keeps its failure)
                    self._pooled.pop(w.name, None)

    def _say_rested(self) -> None:
        """Say once, when its plan is first found met after a warm-up (or at the start), that the server warms
        nothing more for now: what waits, and why no more (a log line a test waits for before it checks that no
        other kernel is warmed)."""
        if self._rested:
            return
        self._rested = True
        waiting = ", ".join(sorted(self._pooled)) or "none"
        why = "as many as may wait" if len(self._pooled) >= self.plan.capacity else "no other chapter is wanted"
        log.info("penchant: warming rests: waiting %s (%s)", waiting, why)

    def _drop_unwanted(self) -> None:
        wanted = self.plan.wanted()
        for w in list(self._pooled.values()):
            if w.name not in wanted and w.warm and not w.dropped:
                self._drop(w, "no longer wanted")

    def _warm_next(self) -> None:
        if self._warming is not None or self._busy():
            return
        name = next((n for n in self.plan.wanted() if n not in self._pooled), None)
        if len(self._pooled) >= self.plan.capacity or name is None:
            self._say_rested()
            return
        if self.get_pool_size(name):  # a pool the warming did not fill: left alone
            return
        self._rested = False
        w = _Waiting(name, str(next(self._tags)))
        self._pooled[name] = w
        self._warming = w
        self.kernel_pools_config[name] = {"pool_size": 1}
        try:  # makes the chapter's pool if it had none, and starts one kernel into it
            self.fill_if_needed(delay=0, notebook_name=name, extra_kernel_env_variables={WARMED_FOR_ENV: w.tag})
        finally:
            self.kernel_pools_config[name] = {"pool_size": 0}

    async def start_kernel(self, *args: Any, **kwargs: Any) -> Any:
        """Start a kernel (Jupyter's method, which Voilà's pool calls for the kernels it fills); one the warming
        asked for is watched until it has run its chapter, by a client connected to it before its id is returned,
        so before Voilà can run anything in it."""
        tag = (kwargs.get("env") or {}).get(WARMED_FOR_ENV)
        w = next((w for w in self._pooled.values() if tag is not None and w.tag == tag), None)
        try:
            kernel_id = await super().start_kernel(*args, **kwargs)
        except BaseException:
            if w is not None:
                log.error("penchant: a kernel for %s did not start", w.name)
                self._pooled.pop(w.name, None)
                if self._warming is w:
                    self._warming = None
            raise
        if w is not None:
            client = None if w.dropped else await self._follow(w, str(kernel_id))
            w.kernel_id = str(kernel_id)  # only now: until start_kernel returns, Voilà's pool holds it as starting
            if w.dropped:
                self._close(client)
                self._spawn(self._shut(w))
            elif client is not None or self.warm_last_cells.get(w.name) is None:
                w.watching = self._spawn(self._watch_run(w, client))
        return kernel_id

    async def _follow(self, w: _Waiting, kernel_id: str) -> Any:
        """A client on the kernel's iopub channel, its subscription answered (``wait_for_ready``: a kernel_info
        reply, then a message on iopub) before Voilà has the kernel's id: no message of the chapter's run can
        come before it, so none is missed (a late subscriber to ZMQ's iopub misses what was sent before it).
        ``None`` when the chapter has no code to watch for, or the client could not connect: the kernel then
        waits, not said warm, and the next chapter may be warmed."""
        if self.warm_last_cells.get(w.name) is None:
            return None
        client = None
        try:
            client = self.get_kernel(kernel_id).client()
            client.start_channels(shell=True, iopub=True, stdin=False, hb=False, control=False)
            await client.wait_for_ready(timeout=CONNECT_LIMIT_S)
        except Exception:
            log.warning("penchant: could not follow kernel %s of %s", kernel_id, w.name, exc_info=True)
            self._close(client)
            if self._warming is w:
                self._warming = None
            return None
        return client

    @staticmethod
    def _close(client: Any) -> None:
        if client is not None:
            with contextlib.suppress(Exception):
                client.stop_channels()

    def _stop_watching(self, w: _Waiting) -> None:
        if w.watching is not None:
            w.watching.cancel()
            w.watching = None

    async def _watch_run(self, w: _Waiting, client: Any) -> None:
        """Follow the kernel's messages, on ``client`` (:meth:`_follow`'s), until it has run its chapter's last
        code cell (or stopped on an error, as Voilà does): it is warm then. No client: no code to wait for."""
        last = self.warm_last_cells.get(w.name)
        try:
            if client is not None:
                running = None
                while True:
                    msg = await client.get_iopub_msg()
                    kind, parent = msg["msg_type"], msg["parent_header"].get("msg_id")
                    if kind == "execute_input" and msg["content"].get("code") == last:
                        running = parent
                    elif kind == "error" and msg["parent_header"].get("msg_type") == "execute_request":
                        break  # Voilà stops running a notebook at its first error: the page shows it
                    elif kind == "status" and msg["content"].get("execution_state") == "idle" \
                            and running is not None and parent == running:
                        break
        except asyncio.CancelledError:
            raise
        except Exception:  # it waits, not said warm; the next chapter may be warmed
            log.warning("penchant: could not follow kernel %s of %s", w.kernel_id, w.name, exc_info=True)
            w.watching = None
            if self._warming is w:
                self._warming = None
            return
        finally:
            self._close(client)
        if self._pooled.get(w.name) is w and not w.dropped:
            w.warm = True
            w.watching = None
            log.info("penchant: warm: %s (kernel %s, %.1f s)", w.name, w.kernel_id, time.monotonic() - w.started)
        if self._warming is w:
            self._warming = None

    async def shutdown_all(self, *args: Any, **kwargs: Any) -> None:
        self._ticker.stop()
        for w in self._pooled.values():
            self._stop_watching(w)
        await super().shutdown_all(*args, **kwargs)


def warming_manager(base: type, folder: Path, *, entry: int = ENTRY, capacity: int = CAPACITY) -> type:
    """The kernel manager ``base`` with the warming plan for the chapters of ``folder`` (see the module's doc):
    the class to configure as ``VoilaConfiguration.multi_kernel_manager_class``, with ``preheat_kernel`` on and a
    pool size of 0 for every notebook; Voilà builds its pre-heating manager on top of it."""
    links = plan_links(folder)
    return type("WarmingKernelManager", (WarmingKernelMixin, base),
                {"warm_links": links, "warm_last_cells": _last_cells(folder, links),
                 "warm_entry": entry, "warm_capacity": capacity})
