"""Build the static site: the tutorial chapters and practice as pages whose Python runs in the browser.

``make site`` runs ``python tools/site/build.py`` in ``.venv-site`` (the ``site`` dependency group).
Everything comes from the two registries the project already uses, and is pinned:

* the Pyodide runtime (CPython 3.13 compiled to WebAssembly): ``npm pack pyodide@0.29.0``, checked
  against its registry integrity hash below;
* the kernel's Python packages: IPython and its pure dependencies at the versions of Pyodide's own lock
  (``browser-wheels.txt``, by hash), and the project's dependencies and the widget packages at the
  versions of ``uv.lock`` (by uv.lock's hashes), all from PyPI with pip; the Pyodide kernel's own small
  wheels ship inside the ``jupyterlite-pyodide-kernel`` package;
* the project's own wheel, built from the working tree.

Pyodide itself compiles every wheel to bytecode (``pyc.mjs`` runs ``pyc.py`` in Pyodide under Node),
so a page load does not compile IPython from source in WebAssembly; third-party wheels and the
standard library become sourceless, as in Pyodide's own distribution. The libraries then go into the
standard library's zip, imported from there with no unpacking (``ZIP_LIBRARIES``); a
``pyodide-lock.json`` listing exactly the wheels shipped (the puzzle bank's folders, and stand-ins for the
names the kernel asks for) replaces Pyodide's (whose entries point at its CDN), and the kernel is told to load them
at start-up, with the PyPI fallback disabled. Each page starts the kernel's Python as its first script
does, while Voici's own scripts load (``early_kernel``, ``early.js``); the kernel's worker sends Python's None
as null, as a kernel on a machine does (``bridge``: a widget's trait set back to None). Voici turns the notebooks
into pages; the build then removes the CDN links its templates carry (Font Awesome ships in Voici's
bundle), writes the web app manifest and icons, writes the landing page, lets the service worker answer
the kernel's drive and every file of the build from a cache named after the build (offline.js), and
refuses to finish if any page still names an off-machine resource. The puzzle progress and the marker's
games are files on the kernel's drive (``PROGRESS_FILE``, ``MARKER_FILE``), which JupyterLite keeps in
the browser's own storage. Downloads are cached
under ``.cache/site/`` (git-ignored), so a rebuild is quick; an up-to-date ``site/`` is left alone.

This file is the entry point and the order of the steps (:func:`build`); the steps are the parts in
``sitebuild/``: ``runtime`` (Pyodide, the wheels, bytecode, the standard library's zip, the lock), ``pages``
(the notebooks as pages, their patches, the landing page, the audit), ``early`` (the kernel's Python started
with the page), ``bridge`` (the kernel's None sent to the page as null), ``offline`` (the service worker, the
manifest and icons), ``drive`` (what the pages keep in the browser: the progress and the marker's games) and
``common`` (paths, the inputs' digest, messages).
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sitebuild.bridge import none_as_null
from sitebuild.common import ROOT, canonical, inputs_digest, run, say
from sitebuild.drive import MARKER, MARKER_FILE, MARKER_NOTE, PROGRESS_FILE, PROGRESS_NOTE
from sitebuild.early import early_kernel, early_page_script
from sitebuild.offline import installable, service_worker
from sitebuild.pages import (
    Page,
    audit,
    data_files,
    drop_font_awesome_cdn,
    landing,
    patch_page,
    read_page,
    site_copy,
    site_notebooks,
    tree_size,
)
from sitebuild.runtime import (
    BANK_WHEEL,
    KERNEL_ASKS,
    LABEXTENSION_WHEELS,
    PYODIDE_FILES,
    PYODIDE_VERSION,
    STAND_INS,
    UNZIPPED,
    ZIP_LIBRARIES,
    bank_environment,
    bank_wheel,
    browser_pins,
    compiled,
    compiled_stdlib,
    fetch_pyodide,
    fetch_wheels,
    kernel_wheels,
    project_wheel,
    stand_in,
    stdlib_with_libraries,
    stdlib_with_sitecustomize,
    write_lock,
)

# JupyterLite's own apps (its root index.html, which the landing page replaces, and its docs app) and
# their 18 MB of scripts: Voici's pages load theirs from voici/build. The browser test fails on any
# local request that is not found.
UNUSED = ("build", "doc")


@dataclass
class Runtime:
    """The browser's Python: Pyodide's files, its Python version, the wheels to ship (name -> path), the standard
    library's zip (the libraries zipped into it, ``provided``) and the pins Pyodide's own lock supplies."""

    pyodide: Path
    python_version: str
    wheels: dict[str, Path]
    stdlib: Path
    as_pyodide: set[str]
    provided: frozenset[str]
    labextensions: list[Path]


def runtime(root: Path, cache: Path, work: Path) -> Runtime:
    """Pyodide, the pinned wheels and the project's, compiled, and the standard library's zip with the libraries."""
    say(f"Pyodide {PYODIDE_VERSION}")
    pyodide = fetch_pyodide(cache)
    python_version = ".".join(json.loads((pyodide / "pyodide-lock.json").read_text())["info"]["python"]
                              .split(".")[:2])
    pins = browser_pins(root)
    wheels = fetch_wheels(cache, pins, python_version)
    labextensions = [wheels[name] for name in LABEXTENSION_WHEELS]  # as PyPI has them: the extension's files
    wheels.update(kernel_wheels())
    say("building the penchant wheel")
    wheels["penchant"] = project_wheel(root, work)
    for name, why in STAND_INS.items():
        wheels[name] = stand_in(work, name, why)
    wheels = compiled(cache, pyodide, wheels, fresh={"penchant", *STAND_INS})
    wheels[BANK_WHEEL] = bank_wheel(work, wheels["penchant"])
    stdlib = compiled_stdlib(cache, pyodide, stdlib_with_sitecustomize(pyodide, work))
    as_pyodide = {p.name for p in pins if p.source == "pyodide"}
    provided: frozenset[str] = frozenset()
    if ZIP_LIBRARIES:
        libraries = {n: w for n, w in wheels.items() if n not in UNZIPPED and n not in STAND_INS}
        stdlib = stdlib_with_libraries(cache, stdlib, libraries)
        provided = frozenset(libraries)
        asked = {canonical(n) for n in KERNEL_ASKS}
        for name in libraries:
            del wheels[name]
            if name in asked:
                wheels[name] = stand_in(work, name, "the package is in the standard library's zip")
        as_pyodide -= provided
    return Runtime(pyodide, python_version, wheels, stdlib, as_pyodide, provided, labextensions)


def lite_config(rt: Runtime, lite: Path) -> tuple[list[str], dict[str, Any]]:
    """Pyodide's files and the wheels in ``lite``'s static folder, and the JupyterLite configuration that loads
    them at start-up: the packages loaded (as the kernel spells them) and the configuration."""
    static = lite / "static" / "pyodide"
    static.mkdir(parents=True)
    for name in PYODIDE_FILES:
        if name not in ("pyodide-lock.json", "python_stdlib.zip"):
            shutil.copy2(rt.pyodide / name, static / name)
    shutil.copy2(rt.stdlib, static / "python_stdlib.zip")
    packages = write_lock(rt.pyodide, rt.wheels, static, rt.as_pyodide, rt.provided)
    # The kernel asks for some by the names it spells (pyodide_kernel): those names, so it finds them loaded.
    packages = sorted({next((k for k in KERNEL_ASKS if canonical(k) == p), p) for p in packages})
    config = {"jupyter-lite-schema-version": 0, "jupyter-config-data": {
        "appName": "Penchant",
        "litePluginSettings": {"@jupyterlite/pyodide-kernel-extension:kernel": {
            "disablePyPIFallback": True,
            # Load every shipped package at start-up, in parallel: the kernel then skips its own
            # one-by-one installs, and the first cell finds penchant and ipywidgets ready.
            "loadPyodideOptions": {"packages": packages, "env": {
                # The learner's attempts: a JSON-lines file on the kernel's drive, which JupyterLite
                # keeps in the browser's own storage (IndexedDB), so it survives reloads and visits.
                # With no sqlite3, open_marker_store() picks the JSON-file store behind the same interface.
                "PENCHANT_PRACTICE_DB": PROGRESS_FILE,
                # The marker's games, the same way (penchant.marker.lines_store; no sqlite3 here).
                "PENCHANT_DB": MARKER_FILE,
                # The puzzle bank's folders, unpacked (the project's modules are in the zip: runtime.BANK).
                **bank_environment(rt.python_version)}},
        }}}}
    (lite / "jupyter-lite.json").write_text(json.dumps(config, indent=2) + "\n")
    return packages, config


def site_content(root: Path, content: Path, books: list[Path]) -> list[Page]:
    """The notebooks as the site ships them, the drive's two folders and the data files the pages read."""
    (content / "notebooks").mkdir(parents=True)
    pages = [read_page(site_copy(p, content / "notebooks")) for p in books]
    if not any(p.stem == MARKER for p in pages):
        raise SystemExit(f"notebooks/{MARKER}.ipynb is missing: the landing page links it (Keep score)")
    # The progress file's folder ships with the site (a note inside), so JupyterLite finds it listed
    # instead of creating it (its "Untitled Folder" dance asks the server for listings that are not there).
    progress = content / Path(PROGRESS_FILE).parent.relative_to("/drive")
    progress.mkdir(parents=True)
    (progress / "README.md").write_text(f"# Your progress\n\n{PROGRESS_NOTE} The attempts are in "
                                        f"`{Path(PROGRESS_FILE).name}`, one JSON object a line.\n")
    games = content / Path(MARKER_FILE).parent.relative_to("/drive")
    games.mkdir(parents=True)
    (games / "README.md").write_text(f"# Your games\n\n{MARKER_NOTE} The games are in "
                                     f"`{Path(MARKER_FILE).name}`, one JSON object a line.\n")
    for rel in sorted(data_files(root, books)):
        (content / rel).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(root / rel, content / rel)
    return pages


def voici_site(lite: Path, staging: Path, pages: list[Page], packages: list[str], config: dict[str, Any],
               labextensions: list[Path]) -> str:
    """Voici's build of the pages into ``staging``, patched to start the kernel early and to work offline;
    refused if any page still names an off-machine resource. Returns the service worker's version."""
    say(f"voici build: {len(pages)} pages")
    voici = Path(sys.executable).with_name("voici")
    # The custom widgets' front ends (anywidget's labextension) from their wheels, as the kernel's wheels come:
    # pinned by uv.lock's hash, cached, nothing fetched by the build of the pages.
    extensions = [f"--LiteBuildConfig.federated_extensions={w}" for w in labextensions]
    run([str(voici), "build", "--contents", "content", "--output-dir", str(staging), "--no-sourcemaps",
         "--log-level", "WARN", *extensions], cwd=lite, stdout=subprocess.DEVNULL)
    for name in UNUSED:
        shutil.rmtree(staging / name)
    drop_font_awesome_cdn(staging)
    installable(staging)
    # The early start loads only the wheels that hold files: the stand-ins are named in the kernel's list
    # for its checks (it asks whether a name is listed, not whether it is loaded), and hold nothing.
    none_as_null(staging)  # a widget's trait set back to None reaches the page (before early_kernel)
    holding = [p for p in packages if canonical(p) not in {canonical(n) for n in KERNEL_ASKS} | set(STAND_INS)]
    early = early_kernel(staging, config["jupyter-config-data"]["litePluginSettings"][
        "@jupyterlite/pyodide-kernel-extension:kernel"]["loadPyodideOptions"], holding)
    for page in pages:
        script = early_page_script(early, lite / "content" / "notebooks" / f"{page.stem}.ipynb")
        patch_page(staging / page.href, page, script)
    landing(staging, pages, tree_size(staging) / 1e6)
    version = service_worker(staging)  # last: its version is the hash of every other file
    problems = audit(staging)
    if problems:
        raise SystemExit("off-machine resources in the built site:\n  " + "\n  ".join(problems))
    return version


def build(root: Path, out: Path, cache: Path, force: bool = False) -> dict[str, Any]:
    """The steps in order: the runtime, JupyterLite's configuration, the content, Voici's pages, then the
    build's record (``build-info.json``) and the move into ``out``; an up-to-date ``out`` is left alone."""
    started = time.monotonic()
    cache.mkdir(parents=True, exist_ok=True)
    digest = inputs_digest(root)
    info_path = out / "build-info.json"
    if not force and info_path.is_file():
        info: dict[str, Any] = json.loads(info_path.read_text())
        if info.get("inputs") == digest:
            say(f"{out.name}/ is up to date with the sources ({info['bytes'] / 1e6:.1f} MB); --force rebuilds it")
            return info
    books = site_notebooks(root)
    with tempfile.TemporaryDirectory(prefix="penchant-site-") as tmp:
        work = Path(tmp)
        rt = runtime(root, cache, work)
        lite = work / "lite"
        packages, config = lite_config(rt, lite)
        pages = site_content(root, lite / "content", books)
        staging = work / "site"
        version = voici_site(lite, staging, pages, packages, config, rt.labextensions)
        size = tree_size(staging)
        info = {
            "inputs": digest,
            "pyodide": PYODIDE_VERSION,
            "version": version,
            "pages": [p.href for p in pages],
            "packages": {n: rt.wheels[n].name for n in sorted(rt.wheels)},
            "bytes": size,
        }
        (staging / "build-info.json").write_text(json.dumps(info, indent=2) + "\n")
        if out.exists():
            shutil.rmtree(out)
        shutil.move(str(staging), out)
    say(f"built {out.relative_to(root) if out.is_relative_to(root) else out}: {len(pages)} pages, "
        f"{size / 1e6:.1f} MB, in {time.monotonic() - started:.0f} s")
    return info


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    ap.add_argument("--out", type=Path, default=ROOT / "site")
    ap.add_argument("--cache", type=Path, default=ROOT / ".cache" / "site")
    ap.add_argument("--force", action="store_true", help="rebuild even if site/ matches the sources")
    args = ap.parse_args(argv)
    build(ROOT, args.out.resolve(), args.cache.resolve(), args.force)
    return 0


if __name__ == "__main__":
    sys.exit(main())
