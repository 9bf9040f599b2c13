"""The site build's patch of the Pyodide kernel's scripts (``tools/site/sitebuild/early.py``): the page's first
script starts the kernel's worker, and the kernel takes that worker and its Python. pyodide-kernel has no setting
for it (its settings are the Pyodide URL, the wheel indexes and ``loadPyodide``'s options: docs/site.md, "Why the
build patches the kernel"), so the build edits the kernel's built scripts at exact anchors. A pyodide-kernel whose
scripts changed must stop the build, saying which file and which anchor to review, and leave the scripts as they
were; never ship a site whose kernel is half patched. Run on stand-in scripts shaped as pyodide-kernel 0.7.0's
(the real ones are patched by every ``make site``: tests/browser/test_site.py)."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT / "tools" / "site") not in sys.path:
    sys.path.insert(0, str(ROOT / "tools" / "site"))

from sitebuild import early  # noqa: E402  (tools/site is a script's folder, put on the path above)

MAIN = ("var K=class{initWorker(e){return crossOriginIsolated?new Worker(new URL(n.p+n.u(620),n.b),{type:void 0}):"
        "new Worker(new URL(n.p+n.u(352),n.b),{type:void 0})}initRemote(e){}};")
"""The kernel's main script, as pyodide-kernel 0.7.0's holds its initWorker (chunk 352: the worker when the page
is not cross-origin isolated, as the site's pages are not)."""
WORKER = ("var R=class{async initialize(e){" + early.INIT_CHAIN + "}"
          "async initRuntime(e){this._pyodide=await r({indexURL:t,...e.loadPyodideOptions})}"
          + early.INIT_PIP + "await this._pyodide.loadPackage(['micropip'])}};")
"""The worker's script, with the kernel's initialize, initRuntime and initPackageManager as 0.7.0's."""


WORKER_NAME = "352.ff006a8ce85afde3c485.js"
MAIN_NAME = "872.f17f191475f1bffc07d4.js"


def _kernel(out: Path, main: str = MAIN, worker: str = WORKER, worker_name: str = WORKER_NAME) -> Path:
    static = out / early.KERNEL_STATIC
    static.mkdir(parents=True)
    (static / MAIN_NAME).write_text(main, encoding="utf-8")
    (static / worker_name).write_text(worker, encoding="utf-8")
    (static / "620.9c1c106a2837357b6ea1.js").write_text("var isolated=1;", encoding="utf-8")
    return static


def _scripts(static: Path) -> dict[str, str]:
    return {p.name: p.read_text(encoding="utf-8") for p in sorted(static.glob("*.js"))}


def test_the_kernels_scripts_are_patched_at_their_anchors(tmp_path: Path) -> None:
    static = _kernel(tmp_path)
    kernel = early.early_kernel(tmp_path, {"packages": []}, [])
    assert kernel.worker == f"{early.KERNEL_STATIC}/352.ff006a8ce85afde3c485.js?v=ff006a8ce85afde3c485"
    scripts = _scripts(static)
    assert "initWorker(e){" + early.EARLY_WORKER + "return crossOriginIsolated?" in scripts[MAIN_NAME]
    worker = scripts[WORKER_NAME]
    assert worker.startswith((early.HERE / "early.js").read_text(encoding="utf-8"))
    assert early.INIT_PIP + early.NO_PIP in worker and early.MARKED_CHAIN in worker
    assert "this._pyodide=(await self.penchantEarly)||await r({indexURL:" in worker
    assert scripts["620.9c1c106a2837357b6ea1.js"] == "var isolated=1;"


CHANGED: dict[str, tuple[Callable[[Path], Path], str]] = {
    "initWorker": (lambda out: _kernel(out, main=MAIN.replace("{type:void 0}", "{type:'module'}")),
                   "INIT_WORKER"),
    "the worker's script": (lambda out: _kernel(out, worker_name="353.ff006a8ce85afde3c485.js"), "INIT_WORKER"),
    "initialize": (lambda out: _kernel(out, worker=WORKER.replace("await this.initKernel(e),", "")), "INIT_CHAIN"),
    "initRuntime": (lambda out: _kernel(out, worker=WORKER.replace("this._pyodide=await r(", "this._py=await r(")),
                    "INIT_RUNTIME"),
    "initPackageManager": (lambda out: _kernel(out, worker=WORKER.replace(early.INIT_PIP, "async initPip(e){")),
                           "INIT_PIP"),
}
"""Each anchor of the patch changed as a new pyodide-kernel could change it, and what the build then says."""


@pytest.mark.parametrize("anchor", CHANGED)
def test_a_changed_anchor_stops_the_build_saying_what_to_review_and_patches_nothing(tmp_path: Path,
                                                                                     anchor: str) -> None:
    make, says = CHANGED[anchor]
    static = make(tmp_path)
    before = _scripts(static)
    with pytest.raises(SystemExit) as stopped:
        early.early_kernel(tmp_path, {}, [])
    said = str(stopped.value)
    assert "\n" not in said and said.startswith(str(static))  # one line, the folder or the script named
    assert f"{early.KERNEL} " in said and f"found 0 times, expected once: review {says} in sitebuild/early.py" in said
    needle = getattr(early, says)
    assert repr(needle if isinstance(needle, str) else needle.pattern) in said or says == "INIT_WORKER"
    assert _scripts(static) == before, "a kernel half patched"
