"""The site build's patch of the Pyodide kernel's worker (``tools/site/sitebuild/bridge.py``): Python's None reaches
the page as null, so a widget shown again with ``layout.display = None`` is shown (tests/browser/test_site.py sees it
in a page). Neither Pyodide's ``toJs()`` nor pyodide-kernel has a setting for it (the module's docstring), so the
build rewrites the worker's ``mapToObject`` at one exact anchor. That anchor is checked: on the kernel ``uv.lock``
pins, both worker scripts are patched once and the patched code gives null for None at any depth; a kernel whose
worker changed stops the build naming the script and the anchor to review, and leaves every script as it was.

The pinned kernel's scripts are the ``site`` environment's (``.venv-site``, which ``make site`` installs): without
it that test is skipped, except in CI (``PENCHANT_REQUIRE_SITE=1``), where it fails.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT / "tools" / "site") not in sys.path:
    sys.path.insert(0, str(ROOT / "tools" / "site"))

from sitebuild import bridge, early  # noqa: E402  (tools/site is a script's folder, put on the path above)

PINNED = "0.7.0"
"""pyodide-kernel's version in uv.lock (the ``site`` group), the one the anchor is written for."""
SITE_ENV = ROOT / ".venv-site"
PINNED_STATIC = SITE_ENV / "share/jupyter/labextensions/@jupyterlite/pyodide-kernel-extension/static"

MAIN = ("var K=class{initWorker(e){return crossOriginIsolated?new Worker(new URL(n.p+n.u(620),n.b),{type:void 0}):"
        "new Worker(new URL(n.p+n.u(352),n.b),{type:void 0})}initRemote(e){}};")
"""The kernel's main script, as pyodide-kernel 0.7.0's holds its initWorker (chunk 620: the cross-origin isolated
page's worker, 352: the others')."""
MAP_TO_OBJECT = ("mapToObject(e){let t=e instanceof Array?[]:{},n=e instanceof Map?e.entries():Object.entries(e);"
                 "for(let[e,s]of n)t[e]=s instanceof Map||s instanceof Array?this.mapToObject(s):s;return t}")
"""The worker's ``mapToObject``, as pyodide-kernel 0.7.0's build has it."""
WORKER = "var R=class{" + MAP_TO_OBJECT + "formatResult(e){return this.mapToObject(e.toJs())}};"


def _kernel(out: Path, worker: str = WORKER) -> Path:
    static = out / early.KERNEL_STATIC
    static.mkdir(parents=True)
    (static / "872.f17f191475f1bffc07d4.js").write_text(MAIN, encoding="utf-8")
    (static / "352.ff006a8ce85afde3c485.js").write_text(worker, encoding="utf-8")
    (static / "620.9c1c106a2837357b6ea1.js").write_text(worker, encoding="utf-8")
    return static


def _scripts(static: Path) -> dict[str, str]:
    return {p.name: p.read_text(encoding="utf-8") for p in sorted(static.glob("*.js"))}


def test_both_workers_are_patched_at_the_anchor(tmp_path: Path) -> None:
    static = _kernel(tmp_path)
    patched = bridge.none_as_null(tmp_path)
    assert sorted(p.name for p in patched) == ["352.ff006a8ce85afde3c485.js", "620.9c1c106a2837357b6ea1.js"]
    for name in ("352.ff006a8ce85afde3c485.js", "620.9c1c106a2837357b6ea1.js"):
        text = _scripts(static)[name]
        assert MAP_TO_OBJECT not in text
        assert "?this.mapToObject(s):s===void 0?null:s;return t}" in text


@pytest.mark.parametrize(("change", "worker"), [
    ("the worker copies into Maps only", WORKER.replace("s instanceof Map||s instanceof Array?", "s instanceof Map?")),
    ("the method renamed", WORKER.replace("this.mapToObject(s)", "this.toObject(s)")),
    ("two copies", WORKER.replace("formatResult(e)", MAP_TO_OBJECT + "formatResult(e)")),
])
def test_a_changed_worker_stops_the_build_saying_what_to_review_and_patches_nothing(tmp_path: Path, change: str,
                                                                                     worker: str) -> None:
    static = _kernel(tmp_path, worker=worker)
    before = _scripts(static)
    with pytest.raises(SystemExit) as stopped:
        bridge.none_as_null(tmp_path)
    said = str(stopped.value)
    assert "\n" not in said and "jupyterlite-pyodide-kernel " in said, change
    assert "found 0 times, expected once: review MAP_TO_OBJECT in sitebuild/bridge.py" in said or (
        "found 2 times, expected once: review MAP_TO_OBJECT in sitebuild/bridge.py" in said), change
    assert repr(bridge.MAP_TO_OBJECT.pattern) in said and str(static) in said
    assert _scripts(static) == before, f"{change}: a kernel half patched"


def test_only_one_worker_changed_leaves_the_other_unpatched_too(tmp_path: Path) -> None:
    static = _kernel(tmp_path)
    changed = static / "352.ff006a8ce85afde3c485.js"  # the second patched, after 620's anchor was found
    changed.write_text(WORKER.replace("s instanceof Array?", "Array.isArray(s)?"), encoding="utf-8")
    before = _scripts(static)
    with pytest.raises(SystemExit, match=r"352\.ff006a8ce85afde3c485\.js: jupyterlite-pyodide-kernel .* MAP_TO_OBJECT"):
        bridge.none_as_null(tmp_path)
    assert _scripts(static) == before


def _pinned_static() -> Path:
    dist = sorted(SITE_ENV.glob("lib/python*/site-packages/jupyterlite_pyodide_kernel-*.dist-info"))
    problem = None
    if not PINNED_STATIC.is_dir() or not dist:
        problem = f"{SITE_ENV} has no pyodide-kernel: run make site"
    elif dist[0].name != f"jupyterlite_pyodide_kernel-{PINNED}.dist-info":
        problem = f"{SITE_ENV} holds {dist[0].name}, not the pinned {PINNED}: run make site"
    if problem:
        if os.environ.get("PENCHANT_REQUIRE_SITE") == "1":
            pytest.fail(f"the pinned kernel is required (PENCHANT_REQUIRE_SITE=1) but {problem}")
        pytest.skip(problem)
    return PINNED_STATIC


def _method(text: str) -> str:
    """The worker's ``mapToObject`` method, as written in its class."""
    found = re.findall(r"mapToObject\(\w\)\{.*?return \w\}", text)
    assert len(found) == 1, found
    return found[0]


def test_the_pinned_kernels_workers_are_patched_and_send_none_as_null(tmp_path: Path) -> None:
    static = tmp_path / early.KERNEL_STATIC
    shutil.copytree(_pinned_static(), static)
    patched = bridge.none_as_null(tmp_path)
    assert len(patched) == 2  # the cross-origin isolated page's worker and the others'
    node = shutil.which("node")
    if node is None:
        if os.environ.get("PENCHANT_REQUIRE_SITE") == "1":
            pytest.fail("node is required (PENCHANT_REQUIRE_SITE=1: make site needs it too) but is not on the PATH")
        pytest.skip("no node to run the patched worker's code")
    for script in patched:
        # What toJs() makes of {"state": {"display": None, "margin": "0"}, "buffer_paths": [[None]], "m": Map,
        # "b": bytes}: undefined for each None. The page's JSON then keeps each as null.
        probe = ("const kernel = {" + _method(script.read_text(encoding="utf-8")) + "};\n"
                 "const sent = kernel.mapToObject({state: {display: undefined, margin: '0'},"
                 " buffer_paths: [[undefined]], m: new Map([['k', undefined]]), b: new Uint8Array([1, 2])});\n"
                 "console.log(JSON.stringify({json: JSON.stringify(sent), typed: sent.b instanceof Uint8Array}));")
        ran = subprocess.run([node, "-e", probe], capture_output=True, text=True, timeout=60, check=True)
        got = json.loads(ran.stdout)
        assert got["typed"], "a message's buffers are left as they are"
        assert json.loads(got["json"]) == {"state": {"display": None, "margin": "0"}, "buffer_paths": [[None]],
                                           "m": {"k": None}, "b": {"0": 1, "1": 2}}
