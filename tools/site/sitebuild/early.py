"""The kernel's Python starts with the page: the Pyodide kernel's scripts patched so a page's first script
starts the kernel's worker at once (early.js), importing what the page's cells import.
"""

from __future__ import annotations

import html
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sitebuild.common import HERE, patched_once

# The kernel's Python starts with the page (issue #34). Voici starts its kernel once its own scripts have
# loaded (8 MB on the main thread: 1.5-2 s on a later visit), and only then does the kernel's worker start
# Pyodide, load the packages and import IPython (2-3 s more). Here the page's first script creates the
# kernel's worker itself and tells it to start at once (early.js, put at the top of the worker's script):
# Python starts in parallel with the page's scripts, and also imports what the page's cells import. The
# kernel, when it starts, takes that worker (initWorker) and its Pyodide (initRuntime). Both are patched by
# exact strings of pyodide-kernel 0.7.0's build, because pyodide-kernel has no setting for it (why, and the
# supported route not taken: docs/site.md, "Why the build patches the kernel's scripts"): a new version that
# changes them fails the build here, before any script is written (tests/site/test_early_kernel_patch.py).
KERNEL = "jupyterlite-pyodide-kernel"
"""The package whose scripts are patched here (pinned in pyproject.toml's site group, the patch named)."""
REVIEW = "sitebuild/early.py"
KERNEL_STATIC = "extensions/@jupyterlite/pyodide-kernel-extension/static"
INIT_WORKER = re.compile(r"initWorker\((\w)\)\{return crossOriginIsolated\?"
                         r"new Worker\(new URL\((\w)\.p\+\2\.u\((\d+)\),\2\.b\),\{type:void 0\}\):"
                         r"new Worker\(new URL\(\2\.p\+\2\.u\((\d+)\),\2\.b\),\{type:void 0\}\)\}")
EARLY_WORKER = "var w=self.penchantEarlyWorker;if(w&&!crossOriginIsolated){self.penchantEarlyWorker=null;return w}"
INIT_RUNTIME = re.compile(r"this\._pyodide=await (\w+)\(\{indexURL:")
# The kernel's package manager (micropip and piplite, a quarter of a second of imports) serves %pip, which no
# page of the site has: skipped when Python started early (early.js sets penchantNoPip).
INIT_PIP = "async initPackageManager(e){"
NO_PIP = "if(self.penchantNoPip)return;"
INIT_CHAIN = ("await this.initRuntime(e),await this.initFilesystem(e),await this.initPackageManager(e),"
              "await this.initKernel(e),await this.initGlobals(e)")
MARKED_CHAIN = ",".join(f'await this.{stage}(e),self.penchantMark&&self.penchantMark("kernel: {stage}")'
                        for stage in ("initRuntime", "initFilesystem", "initPackageManager", "initKernel",
                                      "initGlobals"))
# Imported early in every page: the kernel itself (which applies its mocks before it imports IPython), then
# the page's cells' imports of EARLY_PACKAGES; the code that imports them is page/early_imports.py, and the
# page's script that starts the worker is page/early-page.js (its data-penchant-early attribute says what to
# start), both read as they are here.
# Only the imports of the cells up to the page's first board (first_board): the reader waits for every module
# imported here before anything runs, and a module the first board does not need (the chapter's puzzles at its
# end, say) is imported by its own cell when it runs, after the board is shown (issue #34). A page with no board
# (chapter 9) imports all of its cells' imports here: it is usable once its last cell has run.
EARLY_IMPORTS = ("pyodide_kernel", "comm", "ipywidgets")
STYLE_CALL = "page_style()"
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
EARLY_PACKAGES = ("penchant", "penchant_widgets", "ipywidgets", "IPython")
EARLY_CODE = HERE / "page" / "early_imports.py"
EARLY_PAGE = HERE / "page" / "early-page.js"


@dataclass(frozen=True, slots=True)
class EarlyKernel:
    worker: str  # the worker's script, from the site's root, as the kernel asks for it
    options: dict[str, Any]  # the kernel's loadPyodideOptions
    load: list[str]  # the packages of options that the early start loads (the others are stand-ins)


def early_kernel(out: Path, options: dict[str, Any], load: list[str]) -> EarlyKernel:
    """Patch the Pyodide kernel's scripts in ``out`` (see EARLY_WORKER, early.js); the worker to start early.

    Every anchor is found before any file is written: a kernel whose scripts changed (a new pyodide-kernel) stops
    the build with the file and the constant to review, and leaves its scripts as they were."""
    static = out / KERNEL_STATIC
    found = [(p, m) for p in sorted(static.glob("*.js")) for m in INIT_WORKER.finditer(p.read_text(encoding="utf-8"))]
    patched_once(len(found), KERNEL, "INIT_WORKER", INIT_WORKER, static, REVIEW)
    bundle, match = found[0]
    scripts = worker_scripts(static, match[4])
    patched_once(len(scripts), KERNEL, "INIT_WORKER", rf"{match[4]}\.[0-9a-f]+\.js (the worker's script)", static,
                 REVIEW)
    worker = scripts[0]
    text = worker.read_text(encoding="utf-8")
    patched_once(text.count(INIT_CHAIN), KERNEL, "INIT_CHAIN", INIT_CHAIN, worker, REVIEW)
    patched_once(len(INIT_RUNTIME.findall(text)), KERNEL, "INIT_RUNTIME", INIT_RUNTIME, worker, REVIEW)
    patched_once(text.count(INIT_PIP), KERNEL, "INIT_PIP", INIT_PIP, worker, REVIEW)
    text = text.replace(INIT_PIP, INIT_PIP + NO_PIP)
    text = INIT_RUNTIME.sub(r"this._pyodide=(await self.penchantEarly)||await \1({indexURL:", text)
    text = text.replace(INIT_CHAIN, MARKED_CHAIN)
    main = bundle.read_text(encoding="utf-8")
    at = match.start() + len(f"initWorker({match[1]}){{")
    bundle.write_text(main[:at] + EARLY_WORKER + main[at:], encoding="utf-8")
    worker.write_text((HERE / "early.js").read_text(encoding="utf-8") + "\n" + text, encoding="utf-8")
    digest = worker.name.split(".")[1]
    return EarlyKernel(f"{KERNEL_STATIC}/{worker.name}?v={digest}", options, load)


def worker_scripts(static: Path, chunk: str) -> list[Path]:
    """The kernel's scripts in ``static`` of the webpack chunk ``chunk`` (one worker's script, when unchanged)."""
    return [p for p in static.glob(f"{chunk}.*.js") if re.fullmatch(rf"{chunk}\.[0-9a-f]+\.js", p.name)]


def early_imports(notebook: Path) -> list[str]:
    """The modules a page imports early: the kernel's, then the imports of EARLY_PACKAGES by its cells up to its
    first board (see first_board)."""
    import ast

    names = list(EARLY_IMPORTS)
    nb = json.loads(notebook.read_text(encoding="utf-8"))
    cells = [c for c in nb["cells"] if c["cell_type"] == "code"]
    board = first_board(cells)
    for cell in cells[: None if board is None else board + 1]:
        try:
            tree = ast.parse("".join(cell["source"]))
        except SyntaxError:
            continue
        for node in tree.body:
            found = ([a.name for a in node.names] if isinstance(node, ast.Import)
                     else [node.module] if isinstance(node, ast.ImportFrom) and node.module and not node.level else [])
            names += [n for n in found if n.split(".")[0] in EARLY_PACKAGES]
    return list(dict.fromkeys(names))


def first_board(cells: list[dict[str, Any]]) -> int | None:
    """The index among ``cells`` (a notebook's code cells) of the first that shows a board: a widget in its stored
    outputs, other than the page's style (``page_style()``, a widget with no size; benchmarks/bench_chapters.py
    tells them apart the same way). None if no cell does (chapter 9: text, tables and charts)."""
    for i, cell in enumerate(cells):
        if STYLE_CALL in "".join(cell["source"]):
            continue
        if any(WIDGET_VIEW in out.get("data", {}) for out in cell.get("outputs", [])):
            return i
    return None


def early_page_script(early: EarlyKernel, notebook: Path) -> str:
    """The page's first script: it starts the kernel's worker with ``early`` and the page's early imports."""
    code = (EARLY_CODE.read_text(encoding="utf-8")
            + f"_penchant_early({early_imports(notebook)!r})\ndel _penchant_early\n")
    data = json.dumps({"worker": early.worker, "options": early.options, "load": early.load, "code": code})
    return (f'<script data-penchant-early="{html.escape(data, quote=True)}">\n'
            f'{EARLY_PAGE.read_text(encoding="utf-8")}</script>\n')

