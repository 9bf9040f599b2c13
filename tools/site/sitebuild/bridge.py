"""What the kernel's worker sends the page: Python's None arrives as JSON's null, as from a kernel on a machine.

The Pyodide kernel (pyodide-kernel 0.7.0) turns each message its Python sends (a widget's new state, a display's data)
into a JavaScript object with Pyodide's ``toJs()``, which makes None ``undefined``, not ``null``; the page then passes
the message on to its widgets as JSON, which drops a key whose value is ``undefined``. So a widget's trait set back to
None never reached the page: ``layout.display = None`` (a widget shown again) sent ``{"state": {}}`` and the widget
stayed hidden, where Voila's kernel sends ``{"display": null}`` and ipywidgets clears the style. The worker's
``mapToObject`` (which copies each message after ``toJs()``, but only into Maps and arrays, while Pyodide 0.29 makes a
dict a plain object) is patched here to copy into plain objects too and give ``null`` for ``undefined``: a value
``toJs()`` makes ``undefined`` only from None; typed arrays (a message's buffers) are left as they are. Both of the
kernel's worker scripts are patched (the page picks one by ``crossOriginIsolated``), by exact strings of
pyodide-kernel 0.7.0's build: a new version that changes them fails the build here.
"""

from __future__ import annotations

import re
from pathlib import Path

from sitebuild.early import INIT_WORKER, KERNEL_STATIC

# out[key] = value instanceof Map || value instanceof Array ? this.mapToObject(value) : value;
MAP_TO_OBJECT = re.compile(r"(\w)\[(\w)\]=(\w) instanceof Map\|\|\3 instanceof Array\?this\.mapToObject\(\3\):\3;")
# ... and into a plain object too (Pyodide 0.29's toJs() makes a dict one, not a Map): None is null at any depth.
PLAIN = r'\3!==null&&typeof \3=="object"&&Object.getPrototypeOf(\3)===Object.prototype'
NONE_AS_NULL = (r"\1[\2]=\3 instanceof Map||\3 instanceof Array||" + PLAIN
                + r"?this.mapToObject(\3):\3===void 0?null:\3;")


def none_as_null(out: Path) -> list[Path]:
    """Patch the kernel's worker scripts in ``out`` so None reaches the page as null; the scripts patched.

    Run before ``early_kernel``, which rewrites the ``initWorker`` this finds the worker scripts by."""
    static = out / KERNEL_STATIC
    found = [m for p in sorted(static.glob("*.js")) for m in INIT_WORKER.finditer(p.read_text(encoding="utf-8"))]
    if len(found) != 1:
        raise SystemExit(f"{static}: expected one initWorker in the Pyodide kernel's scripts, found {len(found)}: "
                         "review INIT_WORKER in sitebuild/early.py")
    patched = []
    for chunk in dict.fromkeys((found[0][3], found[0][4])):  # the isolated page's worker, the others'
        scripts = [p for p in static.glob(f"{chunk}.*.js") if re.fullmatch(rf"{chunk}\.[0-9a-f]+\.js", p.name)]
        if len(scripts) != 1:
            raise SystemExit(f"{static}: expected one script of the kernel's worker ({chunk}.*.js), "
                             f"found {len(scripts)}")
        text = scripts[0].read_text(encoding="utf-8")
        text, n = MAP_TO_OBJECT.subn(NONE_AS_NULL, text)
        if n != 1:
            raise SystemExit(f"{scripts[0]}: expected one mapToObject in the kernel's worker, found {n}: "
                             "review MAP_TO_OBJECT in sitebuild/bridge.py")
        scripts[0].write_text(text, encoding="utf-8")
        patched.append(scripts[0])
    return patched
