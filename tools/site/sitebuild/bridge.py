"""What the kernel's worker sends the page: Python's None arrives as JSON's null, as from a kernel on a machine.

The Pyodide kernel (pyodide-kernel 0.7.0) turns each message its Python sends (a widget's new state, a display's data)
into a JavaScript object with Pyodide's ``toJs()``, which makes None ``undefined``, not ``null``; the page then passes
the message on to its widgets as JSON, which drops a key whose value is ``undefined``. So a widget's trait set back to
None never reached the page: ``layout.display = None`` (a widget shown again) sent ``{"state": {}}`` and the widget
stayed hidden, where Voila's kernel sends ``{"display": null}`` and ipywidgets clears the style. The worker's
``mapToObject`` (which copies each message after ``toJs()``, but only into Maps and arrays, while Pyodide 0.29 makes a
dict a plain object) is patched here to copy into plain objects too and give ``null`` for ``undefined``: a value
``toJs()`` makes ``undefined`` only from None; typed arrays (a message's buffers) are left as they are. Both of the
kernel's worker scripts are patched (the page picks one by ``crossOriginIsolated``).

There is no supported hook for it, so the patch rewrites the kernel's built script at one exact anchor (the
minified ``mapToObject`` of pyodide-kernel 0.7.0, as ``uv.lock`` pins it; docs/site.md, "Why the build patches the
kernel's scripts"). Pyodide's ``toJs()`` has no option that makes None ``null`` (pyodide/pyodide#3968, open), and
the kernel calls it with none in ``formatResult``, which has no setting either. The ``comm`` package lets a kernel
replace ``comm.create_comm``, but that is the kernel's own seam: a Comm of ours would re-implement pyodide-kernel's
(its private ``send_comm`` to the worker), would have to be set in every page's Python before its first widget, and
would still leave display data to ``toJs()``. So the anchor is checked instead: every script is read and its
anchor found before any is written, and a kernel whose script changed (a new pyodide-kernel) stops ``make site``
naming the script and ``MAP_TO_OBJECT`` to review, and leaves the kernel's scripts unpatched: never a site whose
widgets silently stay hidden (tests/site/test_bridge_patch.py, on stand-ins and on the pinned kernel's scripts).
Drop the patch if pyodide-kernel sends None as null itself.
"""

from __future__ import annotations

import re
from pathlib import Path

from sitebuild.common import patched_once
from sitebuild.early import INIT_WORKER, KERNEL, KERNEL_STATIC, worker_scripts

# out[key] = value instanceof Map || value instanceof Array ? this.mapToObject(value) : value;
MAP_TO_OBJECT = re.compile(r"(\w)\[(\w)\]=(\w) instanceof Map\|\|\3 instanceof Array\?this\.mapToObject\(\3\):\3;")
# ... and into a plain object too (Pyodide 0.29's toJs() makes a dict one, not a Map): None is null at any depth.
PLAIN = r'\3!==null&&typeof \3=="object"&&Object.getPrototypeOf(\3)===Object.prototype'
NONE_AS_NULL = (r"\1[\2]=\3 instanceof Map||\3 instanceof Array||" + PLAIN
                + r"?this.mapToObject(\3):\3===void 0?null:\3;")


def none_as_null(out: Path) -> list[Path]:
    """Patch the kernel's worker scripts in ``out`` so None reaches the page as null; the scripts patched.

    Every script's anchor is found before any script is written: a changed kernel raises ``SystemExit`` saying
    which script and which constant to review, and patches nothing. Run before ``early_kernel``, which rewrites the
    ``initWorker`` this finds the worker scripts by."""
    static = out / KERNEL_STATIC
    found = [m for p in sorted(static.glob("*.js")) for m in INIT_WORKER.finditer(p.read_text(encoding="utf-8"))]
    patched_once(len(found), KERNEL, "INIT_WORKER", INIT_WORKER, static, "sitebuild/early.py")
    patched: dict[Path, str] = {}
    for chunk in dict.fromkeys((found[0][3], found[0][4])):  # the isolated page's worker, the others'
        scripts = worker_scripts(static, chunk)
        patched_once(len(scripts), KERNEL, "INIT_WORKER", rf"{chunk}\.[0-9a-f]+\.js (the worker's script)", static,
                     "sitebuild/early.py")
        text, n = MAP_TO_OBJECT.subn(NONE_AS_NULL, scripts[0].read_text(encoding="utf-8"))
        # Unpatched, the kernel would send None as undefined and a widget shown again would stay hidden.
        patched_once(n, KERNEL, "MAP_TO_OBJECT", MAP_TO_OBJECT, scripts[0], "sitebuild/bridge.py")
        patched[scripts[0]] = text
    for script, text in patched.items():
        script.write_text(text, encoding="utf-8")
    return list(patched)
