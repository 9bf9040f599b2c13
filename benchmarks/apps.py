"""Voilà apps in the benchmarks: the bare one-button baseline, served as the marker is, and waiting for a
pre-heated kernel by its state, never by a pause.

* :class:`ServedNotebook` serves any notebook with the command ``penchant marker`` itself runs
  (:meth:`penchant_server.launch.Serving.run`: Voilà in-process, sources stripped, one pre-heated
  kernel, the same culling), started, waited on and stopped as :class:`~benchmarks.servers.MarkerServer` is.
  ``BARE_NOTEBOOK`` is the baseline: one button and a counter (``.pb-button``, ``.pb-seq``).
* :func:`wait_warm` waits until Voilà's waiting kernel has *run* its notebook. Voilà logs the pool full
  when the kernel has started, before it runs the notebook (and without recording the run in the
  kernel's history); so the benchmark asks that kernel, over its own protocol, which widgets it holds
  (``comm_info_request``). A kernel answers requests one at a time, in order, never while a cell runs:
  an answer listing the app's widgets means the app's cell (each app notebook is one cell) has run.
  It is asked at most once a second (:data:`ASK_EVERY_S`): more often starves Voilà of the quiet it waits for.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

from benchmarks.servers import MarkerServer, children_of
from penchant.english.numbers import ordinal

__all__ = ["BARE_NOTEBOOK", "ServedNotebook", "TAP", "open_files", "pool_kernel", "usable_probe", "wait_warm",
           "write_bare"]

BARE_SOURCE = """import ipywidgets as W

count = W.HTML('<span class="pb-seq" data-seq="0"></span>')
button = W.Button(description="Tap")
button.add_class("pb-button")


def tapped(_button, seen=[0]):
    seen[0] += 1
    count.value = f'<span class="pb-seq" data-seq="{seen[0]}"></span>'


button.on_click(tapped)
app = W.VBox([button, count])
app.add_class("pb-app")
app
"""

BARE_NOTEBOOK: dict[str, Any] = {
    "cells": [{"cell_type": "code", "execution_count": None, "id": "bare", "metadata": {}, "outputs": [],
               "source": BARE_SOURCE}],
    "metadata": {"kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}},
    "nbformat": 4, "nbformat_minor": 5,
}
"""The baseline page: a Voilà app with one button whose tap moves a number on screen (as a marker tap
moves ``.pm-seq``), and nothing else."""


def write_bare(folder: Path) -> Path:
    path = folder / "bare.ipynb"
    path.write_text(json.dumps(BARE_NOTEBOOK), encoding="utf-8")
    return path


class ServedNotebook(MarkerServer):
    """``notebook`` served by the command ``penchant marker`` runs, on a free port (``with`` it)."""

    def __init__(self, notebook: Path, log: Path) -> None:
        super().__init__(log.with_suffix(".sqlite3"), log=log, app=notebook.stem)
        self.notebook = notebook

    def command(self) -> list[str]:
        """What ``penchant marker`` runs, for this notebook (started, logged and waited on as the marker is)."""
        run = ("import sys; from pathlib import Path; from penchant_server.launch import Serving; "
               "sys.exit(Serving(Path(sys.argv[1]), sys.argv[2], port=int(sys.argv[3]), open_browser=False).run())")
        return [self.python, "-c", run, str(self.notebook), self.app, str(self.port)]


def _start_time(pid: int) -> int:
    try:
        return int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[-1].split()[19])
    except (OSError, IndexError, ValueError):
        return -1


def _connection_file(pid: int) -> str | None:
    try:
        args = Path(f"/proc/{pid}/cmdline").read_bytes().decode("utf-8", "replace").split("\0")
    except OSError:
        return None
    if not any("ipykernel" in a for a in args) or "-f" not in args:
        return None
    i = args.index("-f")
    return args[i + 1] if i + 1 < len(args) else None


def pool_kernel(server: MarkerServer) -> str | None:
    """The connection file of the server's newest kernel (the waiting one, once the pool is filled)."""
    assert server.proc is not None
    kernels = [(pid, f) for pid in children_of(server.proc.pid) if (f := _connection_file(pid))]
    if not kernels:
        return None
    return max(kernels, key=lambda k: _start_time(k[0]))[1]


ASK_EVERY_S = 1.0
"""The least time between two questions to a waiting kernel (see :func:`wait_warm`)."""


def _widget_comms(client: Any, timeout: float) -> int:
    """How many widgets the kernel holds, asked when it is free (its answer waits for a running cell)."""
    msg_id = client.comm_info(target_name="jupyter.widget")
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            reply = client.get_shell_msg(timeout=max(0.1, deadline - time.monotonic()))
        except Exception:  # queue.Empty: no answer yet
            continue
        if reply["parent_header"].get("msg_id") == msg_id:
            return len(reply["content"].get("comms", {}))
    raise TimeoutError(f"the kernel did not answer within {timeout:.0f} s")


def wait_warm(server: MarkerServer, fills: int, timeout: float = 180.0) -> None:
    """Wait until Voilà's ``fills``-th waiting kernel has run the app's notebook (see the module's doc).

    One client per kernel asked, closed at the end (a client holds sockets and a thread)."""
    from jupyter_client.blocking.client import BlockingKernelClient

    deadline = time.monotonic() + timeout
    if not server.wait_pool(fills=fills, timeout=timeout):
        raise TimeoutError(f"{server.app}: Voilà's pool was not filled a {ordinal(fills)} time in {timeout:.0f} s")
    client: Any = None
    asked: str | None = None
    try:
        while time.monotonic() < deadline:
            connection = pool_kernel(server)
            if connection is not None and connection != asked:
                if client is not None:
                    client.stop_channels()
                client = BlockingKernelClient(connection_file=connection)
                client.load_connection_file()
                client.start_channels(hb=False)
                asked = connection
            if client is not None and _widget_comms(client, max(1.0, deadline - time.monotonic())) > 0:
                return
            # Polling a state: the kernel has not been given the notebook's cell yet. Not more often than
            # ASK_EVERY_S: each question makes the kernel broadcast busy/idle on IOPub, and before it runs
            # the notebook Voilà's own client drains IOPub until it is quiet for 0.2 s
            # (jupyter_client's wait_for_ready); asking every 0.1 s kept it waiting forever.
            time.sleep(ASK_EVERY_S)
    finally:
        if client is not None:
            client.stop_channels()
    raise TimeoutError(f"{server.app}: the waiting kernel did not run the notebook in {timeout:.0f} s")


def open_files() -> int:
    """File descriptors this process holds (a leak shows as a growing number; -1 where unknown)."""
    try:
        return len(os.listdir("/proc/self/fd"))
    except OSError:
        return -1


def usable_probe(selector: str, key: str) -> str:
    """A page script recording ``window[key]``: the ``performance.now()`` at which ``selector`` first
    matches (a MutationObserver, so the moment the page shows it)."""
    return (
        "(() => { const sel = " + json.dumps(selector) + "; const key = " + json.dumps(key) + ";"
        " const check = () => { if (window[key] === undefined && document.querySelector(sel))"
        " window[key] = performance.now(); };"
        " new MutationObserver(check).observe(document, {subtree: true, childList: true, attributes: true});"
        " })();"
    )


TAP = """
async ([selector, seqSelector, root, timeoutMs]) => {
  const seqOf = () => Number((document.querySelector(seqSelector) || {dataset: {seq: 0}}).dataset.seq);
  const before = seqOf();
  const btn = document.querySelector(selector);
  if (!btn) throw new Error('no ' + selector + ' on the page');
  const t0 = performance.now();
  const done = new Promise((resolve, reject) => {
    const obs = new MutationObserver(() => {
      if (seqOf() > before) { obs.disconnect(); clearTimeout(timer); resolve(performance.now() - t0); }
    });
    const timer = setTimeout(() => {
      obs.disconnect();
      const banner = document.querySelector('.pm-error');
      reject(new Error('the page showed no entry ' + timeoutMs + ' ms after a tap on ' + selector
                       + (banner && banner.textContent ? ' (it says: ' + banner.textContent + ')' : '')));
    }, timeoutMs);
    obs.observe(document.querySelector(root), {subtree: true, childList: true, attributes: true,
                                               characterData: true});
  });
  btn.click();
  return await done;
}
"""
"""Click ``selector`` and return the milliseconds until the page shows the committed result: the
``data-seq`` of ``seqSelector`` moves on (the marker's event number, the bare page's counter). Fails,
quoting the marker's banner, if nothing is shown within ``timeoutMs``."""
